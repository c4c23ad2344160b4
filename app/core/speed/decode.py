"""One decode step of one model copy: the time to produce one token for each of `batch` sequences.

    step = fixed costs (per step, per layer, per sequence; tensor-parallel sync)
         + max(weights read ÷ (bandwidth × weights MBU), decode GEMM FLOPs ÷ (peak × decode MFU))
         + KV cache read (and a hybrid model's recurrent state, read and written) ÷ (bandwidth × KV MBU)
         + tensor-parallel all-reduces (two per layer: latency + bytes over the link)
         + layer-split hand-overs between GPUs (llama.cpp --split-mode layer) and pipeline stages
           (latency + the batch's hidden states over NVLink/PCIe, or over the network between nodes)
         + weights in host memory: the layers llama.cpp runs on the CPU read at the host's memory
           bandwidth (or, for a batch of 32 and more, copied to the GPU over PCIe), weights vLLM
           offloads (--cpu-offload-gb) streamed over PCIe

Weights are read once per step whatever the batch (until the GEMMs turn compute-bound: the
crossover); an MoE step reads only the experts its batch routes to; attention reads every
sequence's cache (windowed layers at most the window). With a layer split the GPUs run one after
another, so a step costs one GPU's time for all the layers — about one GPU's rate, not the sum.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from app.core import fitted
from app.core.catalog import GpuSpec
from app.core.constants import FP8_WEIGHT_FORMATS
from app.core.memory.types import Budget
from app.core.model import arithmetic as arch_math
from app.core.runtimes import traits
from app.core.speed.efficiency import Efficiency, format_decode_factor
from app.core.speed.host import Host
from app.core.units import GB
from app.core.workload.resolve import Resolved

FLOPS_PER_TFLOP = 1e12
# Activations exchanged by tensor-parallel all-reduces are 16-bit.
ACTIVATION_BYTES = 2
# Tensor parallelism all-reduces each layer's activations twice per forward pass (Megatron-style: after attention
# and after the MLP). A decode step's all-reduce is a few KB to a few hundred KB: its time is latency, which grows
# with the GPUs in the group — a tree or the log-depth steps of a one-shot/two-shot all-reduce (NCCL's LL/tree
# protocols, vLLM's and TensorRT-LLM's custom all-reduce) — plus the bytes over the link at the bus bandwidth
# (nccl-tests doc/PERFORMANCE.md: busbw = algbw × 2(n − 1)/n):
#     all-reduce = hop(link) × log2(tp) + 2 (tp − 1)/tp × bytes ÷ link bandwidth per GPU and direction
# hop(link) for NVLink/NVSwitch and Infinity Fabric is fitted on the published tensor-parallel decode cases
# (tests/core/calibration_fit/fit_speed.py, `allreduce_hop_s.<link>`): it holds what a step pays per doubling of
# the group beyond the bytes — the collective's latency and the GPUs waiting for the slowest. Before a fit, and for
# links without cases, nccl-tests' all_reduce_perf at 8 GPUs and a few bytes ÷ log2(8) = 3 steps:
# NVLink/NVSwitch 12.5 µs on 8 Hopper (H20) GPUs (github.com/deepseek-ai/DeepEP issue #303) → 4.2 µs a step, also
# taken for Infinity Fabric (no test of its own here); PCIe through the host 42.6 µs on 8 × RTX 4090
# (github.com/NVIDIA/nccl issue #1530) and 54.2 µs on 8 × RTX 3090 (issue #1439) → 16 µs a step; RoCE between
# nodes about twice PCIe (judgement).
ALLREDUCE_HOP_S = {"nvlink": 4.2e-6, "nvswitch": 4.2e-6, "infinity_fabric": 4.2e-6, "pcie": 16e-6, "roce": 32e-6}
# Links whose hop is fitted, and the fitted hop they share: NVSwitch is NVLink through a switch; Infinity Fabric is
# fitted on the V1 vLLM tensor-parallel cases on MI300X (AMD's ROCm vLLM latency tables: 4.2 µs a step, nccl-tests'
# NVLink figure). A row with a hand-set tensor-parallel step cost of its own (Efficiency.tp_step_s > 0: the V0 ROCm
# row, whose per-layer and per-step costs were set with the default hop and already hold its RCCL collectives) keeps
# the default: it is neither fitted on nor given the fit.
ALLREDUCE_FIT_LINK = {"nvlink": "nvlink", "nvswitch": "nvlink", "infinity_fabric": "infinity_fabric"}
ALLREDUCE_HOP_CONSTANT = "allreduce_hop_s.{link}"
# A mixture-of-experts layer pays a fixed cost per decode step beyond the expert weights it reads: the router's
# product, the top-k, the tokens' permutation to their experts and the weighted combine — small kernels whose time
# does not shrink with the bytes (vLLM's fused_moe / triton MoE, llama.cpp's mul_mat_id and argsort/top-k ops). It
# is fitted on the published few-user decode cases of MoE models on one GPU (tests/core/calibration_fit/fit_speed.py
# `moe_layer_s`: Mixtral-8x7B, Qwen3-30B-A3B, gpt-oss-20b under vLLM and llama.cpp); before a fit it is 0 (the cost
# the engine assumed until issue 29's MoE cases showed small-expert models 25-180 % slower than their weight read).
MOE_LAYER_CONSTANT = "moe_layer_s"
# A linear-attention / state-space layer reads its recurrent state and writes it back once per decode step.
STATE_ACCESSES_PER_STEP = 2
# Link bandwidth per GPU and direction when the catalog has none, GB/s (PCIe Gen4 x16).
DEFAULT_LINK_GBPS = 31.5
# llama.cpp layer split: the hidden state crosses to the next GPU and the next GPU starts, once per
# boundary and step (~0.2-0.9 ms per hop in llamacpp-*x4-tg512 against the single-GPU rows).
LAYER_SPLIT_HOP_S = 0.4e-3
# Pipeline-stage hand-over latency (NCCL send/recv of one small message), by link: inside a node over
# NVLink/NVSwitch/Infinity Fabric ~15 µs and PCIe ~40 µs (as the all-reduce latencies above); between nodes
# over InfiniBand ~25 µs, RoCE ~40 µs, TCP sockets on plain Ethernet ~100 µs (nccl-tests small-message
# latencies; judgement).
STAGE_HOP_LATENCY_S = {"nvlink": 15e-6, "nvswitch": 15e-6, "infinity_fabric": 15e-6, "pcie": 40e-6,
                       "infiniband": 25e-6, "roce": 40e-6, "ethernet": 100e-6}
# Share of the host's peak memory bandwidth llama.cpp's CPU matrix-vector products read weights at in decode
# (all cores, ggml's quantized dot products; fitted on the partial-offload cases in tests/core/calibration_speed,
# cases_speed_offload.json).
LLAMACPP_CPU_BANDWIDTH_SHARE = 0.58
# ggml hands a CPU-resident weight's matmul to the GPU (copying the weight over PCIe) when the batch has at
# least this many rows (ggml/src/ggml-cuda/ggml-cuda.cu ggml_backend_cuda_device_offload_op: min_batch_size 32).
GGML_OFFLOAD_MIN_BATCH = 32


@dataclass(frozen=True)
class Layout:
    """How one copy of the model sits on the GPUs (and nodes), with the links around them."""

    tensor_parallel: int = 1
    layer_split: int = 1  # GPUs (llama.cpp) or pipeline stages holding consecutive layers, run one after another
    interconnect: str = "pcie"
    nodes: int = 1  # server nodes one copy spans: stage hand-overs between them cross the network
    host: Host = field(default_factory=Host)

    @property
    def gpus(self) -> int:
        return self.tensor_parallel * self.layer_split


def allreduce_latency_s(interconnect: str, tp: int, fitted_hop: bool = True) -> float:
    """Latency of one all-reduce of a small message over `tp` GPUs on this link (see ALLREDUCE_HOP_S); `fitted_hop`
    False: the default hop, for a row whose own tensor-parallel step cost was set with it (ALLREDUCE_FIT_LINK)."""
    if tp <= 1:
        return 0.0
    default = ALLREDUCE_HOP_S.get(interconnect, ALLREDUCE_HOP_S["pcie"])
    link = ALLREDUCE_FIT_LINK.get(interconnect) if fitted_hop else None
    hop = fitted.constant(ALLREDUCE_HOP_CONSTANT.format(link=link), default, default, default)[1] if link else default
    return hop * math.log2(tp)


def moe_layer_s() -> float:
    """The fitted fixed cost of one MoE layer in one decode step (MOE_LAYER_CONSTANT; 0 before a fit)."""
    return fitted.constant(MOE_LAYER_CONSTANT, 0.0, 0.0, 0.0)[1]


def uses_fitted_hop(eff: Efficiency) -> bool:
    """Whether a row takes the fitted all-reduce hop: not one with a tensor-parallel step cost of its own (the V0 ROCm
    row, set with the default hop; see ALLREDUCE_FIT_LINK)."""
    return eff.tp_step_s == 0


def allreduce_bytes_s(hidden: int, link_gbps: float | None, tp: int) -> float:
    """Seconds per token of the bus-bandwidth part of one all-reduce of a `hidden`-wide 16-bit activation."""
    if tp <= 1:
        return 0.0
    return 2 * (tp - 1) / tp * ACTIVATION_BYTES * hidden / ((link_gbps or DEFAULT_LINK_GBPS) * GB)


def peak_tflops(gpu: GpuSpec, weights_id: str) -> float:
    if weights_id in FP8_WEIGHT_FORMATS and gpu.fp8_tflops:
        return gpu.fp8_tflops
    return gpu.bf16_tflops


class DecodeModel:
    """Per-copy decode arithmetic for one workload on one GPU type and layout."""

    def __init__(self, r: Resolved, b: Budget, gpu: GpuSpec, layout: Layout, eff: Efficiency):
        self.eff, self.layout, self.gpu = eff, layout, gpu
        arch = r.model.arch
        self.layers = arch.layers or 1
        self.hidden = arch.hidden_size or 0
        tp, split = layout.tensor_parallel, layout.layer_split
        per_gpu = sum(c.bytes for c in b.components if c.key in ("weights", "quantization_metadata"))
        # One step reads every GPU's share in turn with a layer split, one share in parallel with TP.
        self.weights_bytes = per_gpu * split
        share = next((c.terms.get("worst_gpu_share") for c in b.components if c.key == "weights"), None)
        if split > 1 and isinstance(share, float) and share > 0:
            # llama.cpp's layer split is uneven (memory/weights.py llamacpp_layer_counts): the budget's per-GPU
            # figure is the fullest GPU's, `share` of all the GPUs hold together.
            self.weights_bytes = round(per_gpu / share)
        counted = arch_math.breakdown(arch)
        self.expert_share = counted.routed_experts / counted.total if counted and counted.total else 0.0
        self.experts, self.top_k = arch.experts or 0, arch.experts_per_token or 1
        kv_per_token = b.model.kv_bytes_per_token
        shard = 1 if arch.is_mla else min(tp, arch_math.kv_heads(arch) or 1)
        self.kv_per_token = kv_per_token / shard  # per GPU of a TP group; a layer split reads all in turn
        full, windowed = arch_math.layer_split(arch)
        self.window = arch.sliding_window or 0
        self.window_share = windowed / (full + windowed) if (full + windowed) and self.window else 0.0
        active = b.model.active_params or b.model.params or 0
        self.active_flops_per_token = 2 * active / tp
        bandwidth = gpu.bandwidth_gbps * GB
        fmt = format_decode_factor(r.workload.runtime, r.weights.id, r.weights.ecosystem)
        self.weights_bw = bandwidth * eff.weights_mbu * fmt
        self.kv_bw = bandwidth * eff.kv_mbu
        self.compute = peak_tflops(gpu, b.model.weights_precision) * FLOPS_PER_TFLOP * eff.decode_mfu
        self.allreduce_s = allreduce_latency_s(layout.interconnect, tp, fitted_hop=uses_fitted_hop(eff))
        self.allreduce_bytes_s = allreduce_bytes_s(self.hidden, gpu.interconnect_gbps, tp)
        llamacpp = traits(r.workload.runtime).layer_split
        hop = LAYER_SPLIT_HOP_S if llamacpp else STAGE_HOP_LATENCY_S.get(layout.interconnect, LAYER_SPLIT_HOP_S)
        cross = max(0, min(split, layout.nodes) - 1)  # stage boundaries between nodes
        self.moe_layers = arch_math.moe_layer_count(arch) if self.experts else 0
        self.fixed_s = (eff.step_s + self.layers * eff.layer_s + self.moe_layers * moe_layer_s()
                        + (eff.tp_step_s if tp > 1 else 0.0) + (split - 1 - cross) * hop)
        host = layout.host
        self.cross_hops = cross
        self.cross_latency_s = STAGE_HOP_LATENCY_S.get(host.network_kind, STAGE_HOP_LATENCY_S["ethernet"])
        self.network_bytes_s = host.network_bytes_per_s
        self.hidden_bytes = ACTIVATION_BYTES * self.hidden
        self._host_weights(b, host, per_gpu, share, split)
        self._speculative(b, tp)
        # A hybrid model's state layers read and write each sequence's recurrent state once per step
        # (memory/state_cache.py; the unpadded figure: vLLM's page padding is allocated, not read).
        state = b.component("recurrent_state")
        self.state_per_seq = state.low_bytes / max(1, b.sequences) if state is not None else 0.0

    def _speculative(self, b: Budget, tp: int) -> None:
        """Speculative decoding (app/core/model/speculative.py): k draft passes and one verification of k + 1 tokens per
        sequence yield E tokens per step on average."""
        c = b.component("draft_model")
        self.spec_k = int(c.terms.get("num_tokens", 0) or 0) if c is not None else 0
        self.spec_tokens = float(c.terms.get("expected_tokens", 1.0) or 1.0) if c is not None else 1.0
        if c is None:
            return
        self.draft_weights = float(c.terms.get("weight_bytes", 0) or 0)
        self.draft_kv_per_token = float(c.terms.get("kv_bytes_per_token", 0) or 0) / max(1, tp)
        self.draft_flops_per_token = 2 * float(c.terms.get("draft_params", 0) or 0) / tp
        self.draft_layers = int(c.terms.get("draft_layers", 1) or 1)

    def _host_weights(self, b: Budget, host: Host, per_gpu: int, share: object, split: int) -> None:
        """Weights in host memory: what the CPU reads per step (llama.cpp) or what PCIe streams (vLLM)."""
        self.cpu_dense = self.cpu_experts = self.streamed = 0.0
        self.cpu_boundaries = 0
        self.cpu_kv_share = 0.0
        self.host_bw = host.memory_gbps * GB * LLAMACPP_CPU_BANDWIDTH_SHARE
        self.pcie_bw = host.pcie_bytes_per_s
        c = next((x for x in b.offloaded if x.key == "weights" and x.device == "host"), None)
        if c is None:
            return
        if c.terms.get("computed_on") == "gpu":
            self.streamed = float(c.terms.get("streamed_bytes", 0) or 0)
            return
        self.cpu_dense = float(c.terms.get("cpu_dense_bytes", 0) or 0)
        self.cpu_experts = float(c.terms.get("cpu_expert_bytes", 0) or 0)
        cpu_layers = int(c.terms.get("cpu_layers", 0) or 0)
        layers = int(c.terms.get("layers", 0) or 0) or self.layers
        self.cpu_kv_share = cpu_layers / layers if layers else 0.0
        if split > 1 and isinstance(share, float) and share > 0:
            self.weights_bytes = max(int(per_gpu), round(per_gpu / share - self.cpu_dense - self.cpu_experts))
        gpu_layers = layers - cpu_layers
        output_on_cpu = float(c.terms.get("output_bytes", 0) or 0) > 0
        # Each switch between the CPU and the GPU copies the hidden state and synchronises (ggml_backend_sched).
        self.cpu_boundaries = (1 if cpu_layers and gpu_layers else 0) + (1 if output_on_cpu and gpu_layers else 0)

    def host_s(self, batch: float, context: float) -> float:
        """Time per step for the weights in host memory (and the cache of the layers on the CPU)."""
        if self.streamed:
            return self.streamed / self.pcie_bw
        if not (self.cpu_dense or self.cpu_experts):
            return 0.0
        experts = self.cpu_experts * self.touched(batch)
        if batch >= GGML_OFFLOAD_MIN_BATCH:  # ggml copies the CPU weights to the GPU for a large batch
            weights = (self.cpu_dense + self.cpu_experts) / self.pcie_bw
        else:
            weights = (self.cpu_dense + experts) / self.host_bw
        kv = batch * self.kv_tokens(context) * self.kv_per_token * self.cpu_kv_share / self.host_bw
        return weights + kv + self.cpu_boundaries * LAYER_SPLIT_HOP_S

    def cross_node_s(self, batch: float) -> float:
        """Stage hand-overs between nodes: latency plus the batch's hidden states over the network."""
        if not self.cross_hops:
            return 0.0
        return self.cross_hops * (self.cross_latency_s + batch * self.hidden_bytes / self.network_bytes_s)

    def touched(self, batch: float) -> float:
        """Share of the routed experts a batch of `batch` tokens reads."""
        if not self.experts:
            return 1.0
        return float(1 - (1 - self.top_k / self.experts) ** max(1.0, batch))

    def weights_read(self, batch: float) -> float:
        """Bytes of weights one step reads: an MoE batch touches only the experts it routes to."""
        if not self.experts or not self.expert_share:
            return self.weights_bytes
        return self.weights_bytes * ((1 - self.expert_share) + self.expert_share * self.touched(batch))

    def kv_tokens(self, context: float) -> float:
        """Cached tokens one sequence's attention reads, windowed layers capped at the window."""
        if not self.window_share:
            return context
        return context * (1 - self.window_share) + min(context, self.window) * self.window_share

    def step_s(self, batch: float, context: float) -> float:
        """Time per generated token of each of `batch` sequences: one decode step, or with speculative decoding
        (k draft passes + one verification over k + 1 tokens per sequence) ÷ the tokens a step yields."""
        if not self.spec_k:
            return self._pass_s(batch, context, 1)
        verify = self._pass_s(batch, context, self.spec_k + 1)
        return (verify + self.spec_k * self._draft_pass_s(batch, context)) / self.spec_tokens

    def _pass_s(self, batch: float, context: float, tokens: int) -> float:
        """One forward of the model over `tokens` new tokens for each of `batch` sequences."""
        batch = max(1.0, batch)
        t_weights = self.weights_read(batch * tokens) / self.weights_bw
        t_gemm = self.active_flops_per_token * batch * tokens / self.compute
        t_kv = (batch * self.kv_tokens(context) * self.kv_per_token
                + batch * STATE_ACCESSES_PER_STEP * self.state_per_seq) / self.kv_bw
        t_comm = 2 * self.layers * (self.allreduce_s + batch * tokens * self.allreduce_bytes_s)
        t_host = self.host_s(batch, context) + self.cross_node_s(batch)
        return self.fixed_s + batch * self.eff.seq_s + max(t_weights, t_gemm) + t_kv + t_comm + t_host

    def _draft_pass_s(self, batch: float, context: float) -> float:
        """One pass of the draft: its weights (or its arithmetic, once the batch makes it compute-bound), its
        cache, and the launch cost of its layers. The engine's per-step cost (scheduling, sampling) is paid once
        per step, in the verification pass: vLLM proposes all k tokens inside one engine step
        (vllm/v1/spec_decode/eagle.py propose)."""
        batch = max(1.0, batch)
        t_weights = self.draft_weights / self.weights_bw
        t_gemm = self.draft_flops_per_token * batch / self.compute
        t_kv = batch * context * self.draft_kv_per_token / self.kv_bw
        t_comm = 2 * self.draft_layers * self.allreduce_s
        return self.draft_layers * self.eff.layer_s + max(t_weights, t_gemm) + t_kv + t_comm
