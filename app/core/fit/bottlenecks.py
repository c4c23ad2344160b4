"""Bottleneck rules for a workload on a server: RAM, CPU, NVMe, network, power, fit-level checks.

Each rule is a small named function returning zero or more findings: a code, a severity and the
numbers behind it; `app/text/rules.py` words the reason and the fix. Thresholds are named
constants with their source (mostly ../shared/reference/server_parts.md, which cites each figure).
"""

from __future__ import annotations

from collections.abc import Callable

from app.core.catalog import GpuSpec
from app.core.constants import FP4_WEIGHT_FORMATS, FP8_WEIGHT_FORMATS, Span
from app.core.findings import Finding, by_severity
from app.core.fit.types import FitResult
from app.core.memory.types import Component
from app.core.offers.server import ServerProfile
from app.core.speed.training import allreduce_bytes
from app.core.tasks import PIPELINE_TASKS
from app.core.units import GB
from app.core.workload.resolve import Resolved
from app.core.workload.training_frameworks import training_stack_findings

# Loading a checkpoint: transformers' naive path holds two copies in RAM (HF Accelerate "big model
# inference"); low_cpu_mem_usage/safetensors mmap needs about one.
RAM_PER_MODEL_FILE = Span(1.0, 1.0, 2.0)
# CPU cores per GPU: NVIDIA H200 NVL reference architecture asks for ≥ 7 physical cores per GPU;
# training data loading: 8·(workers+1)+4 for 8 GPUs with 2 workers each (stas00 compute/cpu).
CORES_PER_GPU_MIN = 7
DATALOADER_WORKERS = 2
OS_CORES = 4
# Weight load time above which we warn (seconds): a restart then takes minutes (judgement).
LOAD_TIME_WARN_S = 120.0
# Training input: tokenized data read at ~4 bytes per token (uint32 ids) — far below any NVMe.
BYTES_PER_TRAINING_TOKEN = 4
# Checkpoint of a full fine-tune: bf16 weights + fp32 master + Adam m, v = 2 + 4 + 8 bytes/param.
CHECKPOINT_BYTES_PER_PARAM_FULL = 14
# A LoRA checkpoint: the adapters plus their AdamW m and v (same size each).
LORA_CHECKPOINT_PER_ADAPTER_BYTE = 3
CHECKPOINTS_KEPT = 3
CHECKPOINT_WRITE_WARN_S = 600.0
# Disk share of a drive's rated sequential read that loading really gets (stas00 storage: small-block
# reads run 2-3x below spec); used for the load-time estimate.
NVME_READ_EFFICIENCY = 0.7
# Without local NVMe, weights come over the network at this share of the link rate.
NETWORK_EFFICIENCY = 0.8
# Multi-node training fabric: a DGX H100 has 8 × 400 Gb/s; below 100 Gb/s per node data parallel
# stalls on gradient all-reduce (stas00 network README).
MULTINODE_MIN_GBPS = 100
MULTINODE_GOOD_GBPS = 400
# Serving traffic per generated token over HTTP/SSE (JSON chunk per token), bytes; judgement.
SSE_BYTES_PER_TOKEN = 200
LINK_SHARE_WARN = 0.5
# Pipeline stages hand over 16-bit hidden states (vLLM/SGLang send the residual stream between ranks).
ACTIVATION_BYTES = 2
BITS_PER_BYTE = 8
# Work beside the GPUs: warn when it takes this share of a decode step, or of a training step's compute
# (judgement: beyond it the GPU waits longer than it computes).
OFFLOAD_SHARE_WARN = 0.5
# Whole-server power: NVIDIA DGX systems draw 1.8-2.0 × the sum of GPU TDPs at maximum
# (DGX A100 6.5 kW, H100 10.2 kW, B200 14.3 kW; server_parts.md §7).
SYSTEM_POWER_PER_GPU_TDP = Span(1.5, 1.8, 2.0)
# A GPU without FP8/BF16 tensor support runs those formats emulated or converted.
BF16_GPUS_MISSING = frozenset({"t4", "v100-sxm2-32gb", "v100-pcie-32gb", "rtx-2080"})

Rule = Callable[["Resolved", "FitResult", ServerProfile, GpuSpec], list[Finding]]


def _f(rule: str, code: str, severity: str, **params: object) -> Finding:
    return Finding.model_validate({"rule": rule, "code": code, "severity": severity, "params": params})


def model_file_bytes(r: Resolved, result: FitResult) -> int:
    """Size of the weights to load (all shards together)."""
    b = result.budget
    if b is None:
        return 0
    # Every part the checkpoint holds (a vision tower, an image pipeline's text encoders and VAE too; a part
    # kept in host memory between stages still loads from the drive).
    weights = sum(int(c.terms.get("host_bytes", c.bytes)) for c in b.components
                  if c.key in ("weights", "quantization_metadata", "vision_encoder", "text_encoders", "vae"))
    shards = b.parallel.tensor_parallel if not r.workload.is_training or b.parallel.zero_stage >= 3 else 1
    if r.workload.is_training and b.parallel.zero_stage >= 3:
        shards = b.parallel.data_parallel
    return weights * shards


def host_parts_per_node(result: FitResult, server: ServerProfile) -> list[Component]:
    """The budget's host tier for what one node of the server runs: per-GPU parts × its GPUs, per-copy parts ×
    its copies of the model (a share of one when a copy spans nodes), the OS and the dataset once."""
    b = result.budget
    if b is None:
        return []
    p = result.placement
    nodes = max(1, server.nodes)
    gpus = min(server.gpu_count, -(-p.gpus_used // nodes))
    span = max(1, p.nodes_per_replica)
    copies = max(1, -(-p.replicas // nodes)) if span == 1 else 1 / span
    return b.tier_parts("host", gpus=gpus, copies=copies)


def host_need_per_node(result: FitResult, server: ServerProfile) -> tuple[int, int, int, int]:
    """(typical, high, offloaded, dataset) bytes of system RAM one node needs (`host_parts_per_node`)."""
    parts = host_parts_per_node(result, server)
    offloaded = sum(c.bytes for c in parts if c.key in ("weights", "kv_cache", "gradients", "optimizer_states",
                                                        "pinned_buffers"))
    dataset = sum(c.bytes for c in parts if c.key == "dataset")
    return sum(c.bytes for c in parts), sum(c.high_bytes for c in parts), offloaded, dataset


def rule_ram(r: Resolved, result: FitResult, server: ServerProfile, gpu: GpuSpec) -> list[Finding]:
    """Loading the weights, then what the node holds in RAM while it runs (the budget's host tier): offloaded
    weights and states, pinned buffers, the dataset, the runtime's processes and the OS."""
    out = []
    files = model_file_bytes(r, result)
    replicas_loading = max(1, result.placement.replicas // max(1, server.nodes))
    need = files * replicas_loading * RAM_PER_MODEL_FILE.typical
    if server.ram_bytes < need:
        out.append(_f("ram", "ram_below_model", "critical", ram_bytes=server.ram_bytes, model_bytes=files,
                      need_bytes=need))
    elif r.workload.runtime == "transformers" and server.ram_bytes < files * RAM_PER_MODEL_FILE.high:
        out.append(_f("ram", "ram_double_copy", "warning", ram_bytes=server.ram_bytes,
                      need_bytes=files * RAM_PER_MODEL_FILE.high))
    typical, high, offloaded, dataset = host_need_per_node(result, server)
    if typical - dataset > server.ram_bytes:
        out.append(_f("ram", "ram_below_host_need", "critical", ram_bytes=server.ram_bytes, need_bytes=typical,
                      offloaded_bytes=offloaded))
    elif typical > server.ram_bytes:
        out.append(_f("ram", "ram_dataset_uncached", "warning", ram_bytes=server.ram_bytes, need_bytes=typical,
                      dataset_bytes=dataset))
    elif high > server.ram_bytes:
        out.append(_f("ram", "ram_host_tight", "warning", ram_bytes=server.ram_bytes, need_bytes=typical,
                      high_bytes=high))
    return out


def rule_offload(r: Resolved, result: FitResult, server: ServerProfile, gpu: GpuSpec) -> list[Finding]:
    """Work that runs partly beside the GPUs: llama.cpp layers on the CPU, training state in host RAM or on
    NVMe — what it costs in speed and what would avoid it."""
    out = []
    p = result.placement
    speed = result.speed
    b = result.budget
    host_gbps, source = server.host_memory
    if p.gpu_layers is not None and p.model_layers:
        share = speed.host_step_share if speed and speed.host_step_share else 0.0
        out.append(_f("offload", "gpu_layers_partial", "warning", gpu_layers=p.gpu_layers, layers=p.model_layers,
                      host_gbps=round(host_gbps, 1), cpu_share=round(share, 2), memory_source=source))
    elif speed and speed.host_step_share and speed.host_step_share >= OFFLOAD_SHARE_WARN and b is not None \
            and b.offloaded_component("weights") is not None:
        out.append(_f("offload", "host_weights_slow", "warning", cpu_share=round(speed.host_step_share, 2),
                      host_gbps=round(host_gbps, 1), memory_source=source))
    if speed and speed.step_seconds and r.workload.training.offload != "none" and r.workload.is_training:
        parts = speed.step_seconds
        compute, offload = parts.get("compute", 0.0), parts.get("offload", 0.0)
        if compute > 0:
            severity = "warning" if offload > compute * OFFLOAD_SHARE_WARN else "info"
            out.append(_f("offload", "offload_step_cost", severity, offload_s=round(offload, 2),
                          compute_s=round(compute, 2), mode=r.workload.training.offload))
        if b is not None and b.nvme_bytes and not server.nvme:
            out.append(_f("offload", "offload_nvme_missing", "critical", nvme_bytes=b.nvme_bytes))
    return out


def rule_cpu(r: Resolved, result: FitResult, server: ServerProfile, gpu: GpuSpec) -> list[Finding]:
    gpus = server.gpu_count
    cores_per_node = server.cpu.cores
    if r.workload.is_training:
        need = gpus * (DATALOADER_WORKERS + 1) + OS_CORES
        if cores_per_node < need:
            return [_f("cpu", "cpu_dataloader", "critical", cores=cores_per_node, need=need, gpus=gpus)]
    if cores_per_node < CORES_PER_GPU_MIN * gpus:
        return [_f("cpu", "cpu_per_gpu", "warning", cores=cores_per_node, gpus=gpus,
                   per_gpu=round(cores_per_node / gpus, 1), need=CORES_PER_GPU_MIN)]
    return []


def _load_source_gbps(server: ServerProfile) -> tuple[float, str]:
    if server.nvme:
        return server.nvme_read_gbps * NVME_READ_EFFICIENCY, "nvme"
    return server.network.gbps / 8 * NETWORK_EFFICIENCY, "network"


def rule_nvme(r: Resolved, result: FitResult, server: ServerProfile, gpu: GpuSpec) -> list[Finding]:
    out = []
    files = model_file_bytes(r, result)
    rate_gbps, _source = _load_source_gbps(server)
    load_s = files / (rate_gbps * GB) if rate_gbps else float("inf")
    if not server.nvme:
        out.append(_f("nvme", "nvme_none", "warning", load_s=round(load_s, 1), network_gbps=server.network.gbps))
    elif load_s > LOAD_TIME_WARN_S:
        out.append(_f("nvme", "nvme_slow_load", "warning", load_s=round(load_s, 1), model_bytes=files,
                      read_gbps=server.nvme_read_gbps))
    else:
        out.append(_f("nvme", "nvme_load_time", "info", load_s=round(load_s, 1), model_bytes=files))
    w = r.workload
    need_disk = files
    b = result.budget
    if b is not None and b.nvme_bytes:  # ZeRO-Infinity: each node's ranks swap their partitions there
        ranks = min(server.gpu_count, -(-result.placement.gpus_used // max(1, server.nodes)))
        need_disk += b.tier_bytes("nvme", gpus=ranks)
    if w.is_training:
        params = result.budget.model.params if result.budget and result.budget.model.params else 0
        full = w.mode == "full_finetune"
        adapters = result.budget.component("adapters") if result.budget else None
        ckpt = params * CHECKPOINT_BYTES_PER_PARAM_FULL if full else \
            (adapters.bytes * LORA_CHECKPOINT_PER_ADAPTER_BYTE if adapters else 0)
        write_gbps = server.nvme_write_gbps * NVME_READ_EFFICIENCY if server.nvme else 0
        if ckpt and write_gbps:
            write_s = ckpt / (write_gbps * GB)
            severity = "warning" if write_s > CHECKPOINT_WRITE_WARN_S else "info"
            out.append(_f("nvme", "nvme_checkpoint", severity, checkpoint_bytes=ckpt, write_s=round(write_s, 1)))
        need_disk += ckpt * CHECKPOINTS_KEPT + (w.training.dataset_bytes or 0)
        if result.speed and result.speed.training_tokens_per_s and server.nvme:
            need_read = result.speed.training_tokens_per_s.high * BYTES_PER_TRAINING_TOKEN
            if need_read > server.nvme_read_gbps * GB * LINK_SHARE_WARN:
                out.append(_f("nvme", "nvme_data_rate", "warning", need_gbps=round(need_read / GB, 2),
                              read_gbps=server.nvme_read_gbps))
    capacity = server.nvme_capacity_bytes
    if server.nvme and need_disk > capacity:
        out.append(_f("nvme", "nvme_capacity", "critical", need_bytes=need_disk, capacity_bytes=capacity))
    return out


def _pipeline_network(r: Resolved, result: FitResult, server: ServerProfile) -> list[Finding]:
    """Pipeline stages on different nodes: every token's hidden state crosses the network at each node
    boundary (prompt tokens once, each generated token once per step)."""
    p = result.placement
    if p.nodes_per_replica <= 1 or r.workload.is_training:
        return []
    link = server.network.gbps * server.network.count
    hidden = r.model.arch.hidden_size or 0
    per_token = hidden * ACTIVATION_BYTES * (p.nodes_per_replica - 1)
    speed = result.speed
    w = r.workload
    tokens_s = 0.0
    if speed and speed.aggregate_tokens_per_s and w.load.output_tokens:
        tokens_s = speed.aggregate_tokens_per_s.high * (1 + w.load.input_tokens / w.load.output_tokens)
    traffic_gbps = tokens_s * per_token * BITS_PER_BYTE / GB
    if server.network.kind == "ethernet" and link < MULTINODE_MIN_GBPS:
        return [_f("network", "pipeline_slow_fabric", "warning", gbps=link, nodes=p.nodes_per_replica,
                   token_bytes=per_token, traffic_gbps=round(traffic_gbps, 2))]
    if traffic_gbps > link * LINK_SHARE_WARN:
        return [_f("network", "pipeline_traffic", "warning", traffic_gbps=round(traffic_gbps, 2), link_gbps=link,
                   token_bytes=per_token)]
    return []


def _allreduce(r: Resolved, result: FitResult, server: ServerProfile) -> list[Finding]:
    """Data parallel across nodes: the gradients of every step cross the network (ring all-reduce)."""
    speed = result.speed
    b = result.budget
    if not r.workload.is_training or server.nodes <= 1 or speed is None or b is None or not speed.step_seconds:
        return []
    parts = speed.step_seconds
    compute, exposed = parts.get("compute", 0.0), parts.get("network", 0.0)
    volume = allreduce_bytes(r, b, server.nodes)
    link = server.network.gbps * server.network.count
    if exposed <= 0 or compute <= 0:
        return []
    severity = "critical" if exposed > compute else "warning"
    return [_f("network", "allreduce_exposed", severity, volume_bytes=round(volume), exposed_s=round(exposed, 2),
               compute_s=round(compute, 2), gbps=link, nodes=server.nodes)]


def rule_network(r: Resolved, result: FitResult, server: ServerProfile, gpu: GpuSpec) -> list[Finding]:
    out = []
    p = result.placement
    if p.tensor_parallel > 1 and server.interconnect == "pcie":
        # Chosen over one-GPU replicas that fit (they missed targets): said, not warned against.
        chosen = p.reason in ("split_meets_targets", "split_closest_to_targets", "split_most_throughput")
        out.append(_f("network", "tp_over_pcie_chosen", "info", tp=p.tensor_parallel, gpu=gpu.name) if chosen
                   else _f("network", "tp_over_pcie", "warning", tp=p.tensor_parallel, gpu=gpu.name))
    if r.workload.is_training and server.nodes > 1:
        link = server.network.gbps * server.network.count
        if server.network.kind == "ethernet" and link < MULTINODE_MIN_GBPS:
            out.append(_f("network", "multinode_slow_fabric", "critical", gbps=link, nodes=server.nodes))
        elif link < MULTINODE_GOOD_GBPS:
            out.append(_f("network", "multinode_fabric", "warning", gbps=link, nodes=server.nodes))
    out += _allreduce(r, result, server)
    out += _pipeline_network(r, result, server)
    speed = result.speed
    if speed and speed.aggregate_tokens_per_s and not r.workload.is_training:
        traffic_gbps = speed.aggregate_tokens_per_s.high * SSE_BYTES_PER_TOKEN * 8 / GB
        link_gbps = server.network.gbps * server.network.count
        if traffic_gbps > link_gbps * LINK_SHARE_WARN:
            out.append(_f("network", "serving_traffic", "warning", traffic_gbps=round(traffic_gbps, 2),
                          link_gbps=link_gbps))
    return out


def rule_power(r: Resolved, result: FitResult, server: ServerProfile, gpu: GpuSpec) -> list[Finding]:
    if not server.power_w:
        return [_f("power", "power_unknown", "info",
                   estimate_w=round(gpu.tdp_w * server.gpu_count * SYSTEM_POWER_PER_GPU_TDP.typical))]
    gpu_sum = gpu.tdp_w * server.gpu_count
    estimate = gpu_sum * SYSTEM_POWER_PER_GPU_TDP.typical
    if server.power_w < gpu_sum * SYSTEM_POWER_PER_GPU_TDP.low:
        return [_f("power", "power_short", "critical", power_w=server.power_w, estimate_w=round(estimate),
                   gpu_tdp_w=round(gpu_sum))]
    if server.power_w < estimate:
        return [_f("power", "power_tight", "warning", power_w=server.power_w, estimate_w=round(estimate),
                   gpu_tdp_w=round(gpu_sum))]
    return []


def _precision_support(weights_id: str, gpu: GpuSpec) -> list[Finding]:
    """FP8 and FP4 weights: native on GPUs with those tensor cores (gpus.json fp8_tflops / fp4_tflops: Hopper, Ada,
    Blackwell, MI300+), emulated through 16-bit kernels on Ampere-class GPUs, refused before them (the GPUs that
    also lack BF16: vLLM's FP8/FP4 Marlin fallback needs compute capability 8.0, marlin_utils)."""
    low_bits = weights_id in FP8_WEIGHT_FORMATS or weights_id in FP4_WEIGHT_FORMATS
    if low_bits and gpu.id in BF16_GPUS_MISSING:
        return [_f("fit", "precision_unsupported", "critical", gpu=gpu.name, precision=weights_id)]
    if weights_id in FP8_WEIGHT_FORMATS and not gpu.fp8_tflops:
        return [_f("fit", "fp8_not_native", "warning", gpu=gpu.name)]
    if weights_id in FP4_WEIGHT_FORMATS and not gpu.fp4_tflops:
        return [_f("fit", "fp4_not_native", "warning", gpu=gpu.name, precision=weights_id)]
    return []


def rule_fit(r: Resolved, result: FitResult, server: ServerProfile, gpu: GpuSpec) -> list[Finding]:
    """The verdict itself, precision support, and what to change when it does not fit."""
    out = []
    b = result.budget
    if result.verdict == "does_not_fit":
        out.append(_f("fit", "does_not_fit", "critical", per_gpu_bytes=result.per_gpu_bytes,
                      capacity_bytes=result.capacity_bytes, gpus=server.gpu_count))
        if r.workload.is_training and b and b.parallel.zero_stage < 3 and server.total_gpus > 1:
            out.append(_f("fit", "try_zero3", "info", gpus=server.total_gpus))
    elif result.memory_verdict == "tight":
        out.append(_f("fit", "tight", "warning", headroom_bytes=result.headroom_bytes,
                      high_bytes=result.per_gpu_high_bytes, capacity_bytes=result.capacity_bytes))
    out += _precision_support(r.weights.id, gpu)
    weights_id = r.weights.id
    if gpu.id in BF16_GPUS_MISSING and weights_id == "bf16":
        out.append(_f("fit", "bf16_not_native", "warning", gpu=gpu.name))
    for check in result.targets:
        if not check.met:
            # seconds for time to first token, hours for a training deadline, tokens/s for the rates
            # (the parameter names carry the unit); a missed must-have is critical: the offer is out
            names = {"ttft_s": ("target_s", "estimate_s"), "request_s": ("target_s", "estimate_s"),
                     "training_hours": ("target_h", "estimate_h"),
                     "batch_deadline": ("target_h", "estimate_h")}.get(check.key, ("target", "estimate"))
            values = {names[0]: check.target, names[1]: round(check.estimate, 1)}
            out.append(_f("fit", f"target_missed_{check.key}", "critical" if check.must_have else "info",
                          must_have=check.must_have, **values))
    traffic = result.speed.traffic if result.speed is not None else None
    if traffic is not None and traffic.servers_needed and traffic.servers_needed > 1 \
            and result.memory_verdict != "does_not_fit":
        out.append(_f("fit", "traffic_needs_servers", "warning", servers=traffic.servers_needed,
                      rate=round(traffic.requests_per_s, 2), peak=round(traffic.peak_requests_per_s, 2),
                      utilisation_share=round(traffic.utilisation, 2)))
    for miss in result.missed:  # the long case is by definition a must-have (the verdict names it too)
        if miss.key == "long_input":
            out.append(_f("fit", "long_input_does_not_fit", "critical", tokens=round(miss.target),
                          max_context=round(miss.figure)))
    if result.reserved_fraction and not r.workload.is_training and result.max_concurrency \
            and r.task not in PIPELINE_TASKS and b is not None:
        out.append(_f("fit", "kv_pool", "info", max_concurrency=result.max_concurrency,
                      tokens=r.workload.tokens_per_sequence + b.model.image_tokens_per_request))
    return out


def rule_training_stack(r: Resolved, result: FitResult, server: ServerProfile, gpu: GpuSpec) -> list[Finding]:
    """Training: the quantization method and the framework against the GPU vendor (workload.training_frameworks)."""
    return training_stack_findings(r.workload, r.weights.id, gpu.vendor, server.total_gpus)


RULES: tuple[Rule, ...] = (rule_fit, rule_ram, rule_offload, rule_cpu, rule_nvme, rule_network, rule_power,
                           rule_training_stack)


def server_findings(r: Resolved, result: FitResult, server: ServerProfile, gpu: GpuSpec) -> list[Finding]:
    """All server-side findings plus the workload's own, most severe first."""
    found: list[Finding] = []
    for rule in RULES:
        found.extend(rule(r, result, server, gpu))
    if result.budget:
        found.extend(result.budget.warnings)
    return by_severity(found)
