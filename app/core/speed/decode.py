"""One decode step of one model copy: the time to produce one token for each of `batch` sequences.

    step = fixed costs (per step, per layer, per sequence; tensor-parallel sync)
         + max(weights read ÷ (bandwidth × weights MBU), decode GEMM FLOPs ÷ (peak × decode MFU))
         + KV cache read ÷ (bandwidth × KV MBU)
         + tensor-parallel all-reduces (two per layer: latency + bytes over the link)
         + layer-split hand-overs between GPUs (llama.cpp --split-mode layer)

Weights are read once per step whatever the batch (until the GEMMs turn compute-bound: the
crossover); an MoE step reads only the experts its batch routes to; attention reads every
sequence's cache (windowed layers at most the window). With a layer split the GPUs run one after
another, so a step costs one GPU's time for all the layers — about one GPU's rate, not the sum.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core import architecture as arch_math
from app.core.catalog import GpuSpec
from app.core.constants import FP8_WEIGHT_FORMATS
from app.core.memory.types import Budget
from app.core.resolve import Resolved
from app.core.speed.efficiency import Efficiency, format_decode_factor

BYTES_PER_GB = 1e9
FLOPS_PER_TFLOP = 1e12
# Activations exchanged by tensor-parallel all-reduces are 16-bit.
ACTIVATION_BYTES = 2
# All-reduce latency per call, by interconnect: NVLink/NVSwitch one-shot custom all-reduce ~10-20 µs
# (vLLM custom_all_reduce.cuh, TensorRT-LLM allreduce plugin); Infinity Fabric ~15 µs (fitted on
# lib-vllm-*-mi300x-tp8 cases); PCIe through the host ~40 µs (NCCL small-message latency in nccl-tests
# reports; judgement); RoCE between nodes ~60 µs.
ALLREDUCE_LATENCY_S = {"nvlink": 15e-6, "nvswitch": 15e-6, "infinity_fabric": 15e-6, "pcie": 40e-6, "roce": 60e-6}
# Link bandwidth per GPU and direction when the catalog has none, GB/s (PCIe Gen4 x16).
DEFAULT_LINK_GBPS = 31.5
# llama.cpp layer split: the hidden state crosses to the next GPU and the next GPU starts, once per
# boundary and step (~0.2-0.9 ms per hop in llamacpp-*x4-tg512 against the single-GPU rows).
LAYER_SPLIT_HOP_S = 0.4e-3


@dataclass(frozen=True)
class Layout:
    """How one copy of the model sits on the GPUs."""

    tensor_parallel: int = 1
    layer_split: int = 1  # GPUs holding consecutive layers, run one after another
    interconnect: str = "pcie"

    @property
    def gpus(self) -> int:
        return self.tensor_parallel * self.layer_split


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
        bandwidth = gpu.bandwidth_gbps * BYTES_PER_GB
        fmt = format_decode_factor(r.workload.runtime, r.weights.id, r.weights.ecosystem)
        self.weights_bw = bandwidth * eff.weights_mbu * fmt
        self.kv_bw = bandwidth * eff.kv_mbu
        self.compute = peak_tflops(gpu, b.model.weights_precision) * FLOPS_PER_TFLOP * eff.decode_mfu
        link = (gpu.interconnect_gbps or DEFAULT_LINK_GBPS) * BYTES_PER_GB
        self.allreduce_s = ALLREDUCE_LATENCY_S.get(layout.interconnect, ALLREDUCE_LATENCY_S["pcie"]) if tp > 1 else 0.0
        self.allreduce_bytes_s = (2 * (tp - 1) / tp * ACTIVATION_BYTES * self.hidden / link) if tp > 1 else 0.0
        self.fixed_s = (eff.step_s + self.layers * eff.layer_s + (eff.tp_step_s if tp > 1 else 0.0)
                        + (split - 1) * LAYER_SPLIT_HOP_S)

    def weights_read(self, batch: float) -> float:
        """Bytes of weights one step reads: an MoE batch touches only the experts it routes to."""
        if not self.experts or not self.expert_share:
            return self.weights_bytes
        touched: float = 1 - (1 - self.top_k / self.experts) ** max(1.0, batch)
        return self.weights_bytes * ((1 - self.expert_share) + self.expert_share * touched)

    def kv_tokens(self, context: float) -> float:
        """Cached tokens one sequence's attention reads, windowed layers capped at the window."""
        if not self.window_share:
            return context
        return context * (1 - self.window_share) + min(context, self.window) * self.window_share

    def step_s(self, batch: float, context: float) -> float:
        batch = max(1.0, batch)
        t_weights = self.weights_read(batch) / self.weights_bw
        t_gemm = self.active_flops_per_token * batch / self.compute
        t_kv = batch * self.kv_tokens(context) * self.kv_per_token / self.kv_bw
        t_comm = 2 * self.layers * (self.allreduce_s + batch * self.allreduce_bytes_s)
        return self.fixed_s + batch * self.eff.seq_s + max(t_weights, t_gemm) + t_kv + t_comm
