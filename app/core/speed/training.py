"""Training throughput: tokens/s = GPUs × peak × MFU ÷ (FLOPs per parameter and token × parameters), then
slowed by what the GPUs wait for beyond their own memory:

    step    = compute + offload + exposed network
    offload = optimizer_cpu: gradients down + 16-bit parameters up over PCIe (each rank its partition), and
              the CPU optimizer step, which reads and writes every state at the host's memory bandwidth
              (ZeRO-Offload, Ren et al. 2021, §4: the step runs between backward and the next forward);
              params_cpu: also the 16-bit parameters up for every forward and backward pass, overlapped
              with the compute (ZeRO-3 prefetch): only the part beyond it counts;
              nvme: also the optimizer states read and written on NVMe every step, and the parameters read
              from it every pass (ZeRO-Infinity, Rajbhandari et al. 2021, §5).
    network = across nodes, a ring all-reduce of the gradients every step (2 × (nodes − 1) ÷ nodes × gradient
              bytes through each node's links; ZeRO-3 gathers the parameters twice more), overlapped with
              the backward pass (PyTorch DDP, Li et al. 2020): only the part beyond backward is exposed.
"""

from __future__ import annotations

from app.core.catalog import GpuSpec
from app.core.constants import Span
from app.core.memory.types import Budget
from app.core.speed.decode import FLOPS_PER_TFLOP, peak_tflops
from app.core.speed.host import Host
from app.core.speed.types import Rate, SpeedEstimate
from app.core.units import GB
from app.core.workload.resolve import Resolved

# Training MFU: Llama 3 paper (Dubey et al. 2024, Table 4) 38-43 % BF16 on H100 at scale;
# single-node fine-tuning with HF/PEFT runs lower.
TRAIN_MFU = Span(0.25, 0.38, 0.50)
# QLoRA dequantizes every frozen weight on each pass (QLoRA paper §4 notes the slowdown); judgement.
QLORA_SPEED_FACTOR = 0.7
# Training FLOPs per parameter per token: 2 forward + 4 backward (Kaplan et al. 2020); a frozen base
# skips weight gradients (LoRA: 2 + 2); checkpointing repeats the forward (+2).
FLOPS_PER_PARAM_TOKEN = {"full_finetune": 6, "lora": 4, "qlora": 4}
RECOMPUTE_FLOPS_PER_PARAM_TOKEN = 2
SECONDS_PER_HOUR = 3600
# 16-bit gradients and parameters cross PCIe (DeepSpeed's offload path).
HALF_BYTES = 2
# DeepSpeedCPUAdam per parameter and step: reads the fp32 parameter, gradient, momentum and variance (16 B),
# writes parameter, momentum and variance (12 B) and the 16-bit copy for the GPU (2 B): memory-bound on the
# host (csrc/adam/cpu_adam_impl.cpp Step_AVX; ZeRO-Offload §5.1: the vectorised step reaches memory speed).
CPU_ADAM_BYTES_PER_PARAM = 30
# Share of the host's peak memory bandwidth a many-threaded streaming kernel sustains (STREAM triad on
# two-socket servers reaches 60-80 % of peak; judgement at the low end for NUMA-unaware allocation).
HOST_STREAM_SHARE = 0.6
# ZeRO-Infinity reads and writes the fp32 master copy, momentum and variance (12 B) and reads the fp32
# gradient (4 B) of every parameter each step.
NVME_OPTIMIZER_READ_BYTES = 16
NVME_OPTIMIZER_WRITE_BYTES = 12
# Share of the drives' rated sequential bandwidth the swapper gets (as the NVMe load-time rule).
NVME_EFFICIENCY = 0.7
# Backward is 4 of the 6 FLOPs per parameter and token: the share of a step gradients can overlap with.
BACKWARD_SHARE = 4 / 6
# Parameter passes per micro-batch over PCIe under parameter offload: forward, backward, and the recomputed
# forward with gradient checkpointing.
PASSES = 2
RECOMPUTE_PASSES = 1
# All-reduce of G bytes over n nodes in a ring: 2 (n − 1) ÷ n × G through each node (NCCL docs, "ring").
RING_FACTOR = 2
ZERO3_GATHER_FACTOR = 1.5  # ZeRO-3: reduce-scatter + two all-gathers = 3 × G vs 2 × G (ZeRO paper §7)


def _step_costs(r: Resolved, b: Budget, host: Host, nodes: int, compute_s: float) -> tuple[float, float]:
    """(offload seconds, exposed network seconds) per optimizer step."""
    w = r.workload
    tr = w.training
    params = b.model.params or 0
    trained = params if w.mode == "full_finetune" else sum(
        int(c.terms.get("adapter_params", 0) or 0) for c in b.components if c.key == "adapters")
    dp = max(1, b.parallel.data_parallel)
    rank_params = trained / dp
    nodes = max(1, nodes)
    node_params = trained / nodes
    offload = 0.0
    mode = tr.offload
    if mode != "none":
        pcie = host.pcie_bytes_per_s
        offload += 2 * HALF_BYTES * rank_params / pcie
        offload += node_params * CPU_ADAM_BYTES_PER_PARAM / (host.memory_gbps * GB * HOST_STREAM_SHARE)
        if mode in ("params_cpu", "nvme"):
            passes = (PASSES + (RECOMPUTE_PASSES if tr.gradient_checkpointing else 0)) * tr.gradient_accumulation
            # Each rank gathers the whole model through its own link, pass after pass (prefetch overlaps compute).
            offload += max(0.0, passes * HALF_BYTES * params / dp / pcie - compute_s)
        if mode == "nvme":
            read = host.nvme_read_gbps * GB * NVME_EFFICIENCY
            write = host.nvme_write_gbps * GB * NVME_EFFICIENCY
            offload += node_params * NVME_OPTIMIZER_READ_BYTES / read + node_params * NVME_OPTIMIZER_WRITE_BYTES / write
            offload += (PASSES + (RECOMPUTE_PASSES if tr.gradient_checkpointing else 0)) * HALF_BYTES * params \
                / nodes / read
    network = 0.0
    if nodes > 1:
        network = max(0.0, allreduce_bytes(r, b, nodes) / host.network_bytes_per_s - BACKWARD_SHARE * compute_s)
    return offload, network


def training_speed(r: Resolved, b: Budget, gpu: GpuSpec, gpus: int, host: Host | None = None,
                   nodes: int = 1) -> SpeedEstimate:
    w = r.workload
    tr = w.training
    params = b.model.active_params or b.model.params or 0
    per_token = FLOPS_PER_PARAM_TOKEN[w.mode] + (RECOMPUTE_FLOPS_PER_PARAM_TOKEN if tr.gradient_checkpointing else 0)
    factor = QLORA_SPEED_FACTOR if w.mode == "qlora" else 1.0
    peak = peak_tflops(gpu, "bf16") * FLOPS_PER_TFLOP
    host = host or Host()
    step_tokens = tr.seq_len * tr.micro_batch * tr.gradient_accumulation * max(1, b.parallel.data_parallel)
    assumptions = ["assume_train_mfu"]
    if tr.offload != "none":
        assumptions.append("assume_offload_step")
    if nodes > 1:
        assumptions.append("assume_allreduce")

    def rate_at(mfu: float) -> float:
        compute_rate = gpus * peak * mfu * factor / (per_token * params)
        compute_s = step_tokens / compute_rate
        offload_s, network_s = _step_costs(r, b, host, nodes, compute_s)
        return step_tokens / (compute_s + offload_s + network_s)

    rate = Rate(low=rate_at(TRAIN_MFU.low), typical=rate_at(TRAIN_MFU.typical), high=rate_at(TRAIN_MFU.high))
    compute_s = step_tokens / (gpus * peak * TRAIN_MFU.typical * factor / (per_token * params)) if params else 0.0
    offload_s, network_s = _step_costs(r, b, host, nodes, compute_s) if params else (0.0, 0.0)
    parts = {"compute": compute_s, "offload": offload_s, "network": network_s, "tokens": float(step_tokens)}
    hours = None
    if tr.dataset_tokens:
        total = tr.dataset_tokens * tr.epochs
        hours = Rate(low=total / rate.high / SECONDS_PER_HOUR, typical=total / rate.typical / SECONDS_PER_HOUR,
                     high=total / rate.low / SECONDS_PER_HOUR)
    return SpeedEstimate(kind="training", gpu=gpu.name, concurrency=tr.micro_batch, training_tokens_per_s=rate,
                         training_hours=hours, assumptions=assumptions, step_seconds=parts)


def allreduce_bytes(r: Resolved, b: Budget, nodes: int) -> float:
    """Gradient bytes each node sends per optimizer step across the network (ring all-reduce; ZeRO-3 more)."""
    w = r.workload
    trained = (b.model.params or 0) if w.mode == "full_finetune" else sum(
        int(c.terms.get("adapter_params", 0) or 0) for c in b.components if c.key == "adapters")
    nodes = max(1, nodes)
    volume = RING_FACTOR * (nodes - 1) / nodes * trained * HALF_BYTES
    return volume * ZERO3_GATHER_FACTOR if b.parallel.zero_stage >= 3 else volume

