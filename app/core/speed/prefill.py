"""Prefill: the GPU time to read one request's prompt, compute-bound once the prompt is long.

    FLOPs   = 2 × active parameters × tokens + 2 × layers × tokens² × attention width (causal QKᵀ and AV)
    compute = FLOPs ÷ (GPUs of the tensor-parallel group × dense peak × MFU × size factor)
    time    = max(compute, weights read once ÷ prompts in the pass) + tensor-parallel all-reduces

A mixture-of-experts model's routed experts are a second roofline beside the dense part's (moe_prefill_s): each expert
multiplies only the ~n·k/E tokens routed to it, padded to the grouped GEMM's token block, at a fitted share of the
dense rate, and every touched expert's weights are read once per forward pass whatever n is.

MFU grows with the tokens a forward pass carries (small GEMMs do not fill the GPU): the share is
scaled by n ÷ (n + SIZE_HALF_TOKENS). FP8 weights compute at the FP8 peak on GPUs that have one.
llama.cpp's layer split runs the GPUs one after another for one micro-batch (one GPU's speed) and
overlaps them across micro-batches for long prompts (its pipeline parallelism).
"""

from __future__ import annotations

import math

from app.core import fitted
from app.core.catalog import GpuSpec
from app.core.constants import FP8_WEIGHT_FORMATS
from app.core.memory.types import Budget
from app.core.model import arithmetic as arch_math
from app.core.runtimes import traits
from app.core.speed.decode import (
    FLOPS_PER_TFLOP,
    GGML_OFFLOAD_MIN_BATCH,
    LAYER_SPLIT_HOP_S,
    DecodeModel,
    Layout,
    allreduce_bytes_s,
    allreduce_latency_s,
    uses_fitted_hop,
)
from app.core.speed.efficiency import (
    FP8_PREFILL_SHARE,
    GEFORCE,
    Efficiency,
    format_prefill_factor,
    front_end_s,
    gpu_family,
)
from app.core.speed.kernels import CUBLAS, has_tensor_cores, llamacpp_path, mmq_peak_tops, mmq_share
from app.core.workload.resolve import Resolved

# Tokens at which a forward pass reaches half its large-batch MFU (judgement: cuBLAS/CUTLASS GEMMs
# with M = tokens fill an H100/A100 from ~1-2K rows; calibrated with the 500- and 5000-token NIM rows).
SIZE_HALF_TOKENS = 128
# llama.cpp processes a prompt in micro-batches of n_ubatch tokens (common/common.h n_ubatch = 512).
LLAMACPP_UBATCH = 512
# llama.cpp runs F16 GEMMs (its cuBLAS path) with FP16 accumulation (ggml-cuda.cu ggml_cuda_op_mul_mat_cublas:
# CUBLAS_COMPUTE_16F), which GeForce cards execute at twice the FP32-accumulate rate the catalog stores.
LLAMACPP_GEFORCE_FP16_ACCUMULATE = 2.0
# Routed experts at prefill. vLLM's fused_moe Triton kernel (vllm/model_executor/layers/fused_moe/fused_moe.py @
# 000d1458098ebf47491dad470d164d443ab18a9c, get_default_config) sorts the pass's n·k (token, expert) pairs by expert and
# pads each expert's rows to BLOCK_SIZE_M (moe_align_block_size): 16 while the pass has no more tokens than experts
# (M <= E), else 64; the kernel's tl.dot runs over the padded rows. SGLang runs the same kernel (adapted from vLLM:
# python/sglang/srt/layers/moe/fused_moe_triton/fused_moe.py); TensorRT-LLM's CUTLASS grouped GEMM and llama.cpp's
# mul_mat_id tile each expert's tokens with tiles of their own choosing (not counted: their padding is in the fitted
# share). An expert nobody routes to costs no block.
MOE_BLOCK_TOKENS_SMALL = 16
MOE_BLOCK_TOKENS = 64
MOE_PADDED_GROUPS = frozenset({"vllm"})  # the runtimes on vLLM's fused_moe kernel (vLLM, SGLang)
# The routed experts' GEMMs run at this share of the dense prefill rate (small GEMMs, one per expert, and the
# gather/scatter of the tokens around them), one share per kernel family: `grouped_gemm` (vLLM's and SGLang's fused_moe,
# TensorRT-LLM's grouped GEMM) and `llama.cpp` (ggml's mul_mat_id, which runs each expert's rows through its own MMQ or
# BLAS kernels). Fitted by tests/core/calibration_fit/fit_speed.py `MoePrefill` on the published time-to-first-token
# cases of MoE models, every source weighing one; 1 (the dense rate) for a family without a fit.
MOE_PREFILL_SHARE_CONSTANT = "moe_prefill_share.{family}"
MOE_FAMILY_LLAMACPP = "llama.cpp"
MOE_FAMILY_GROUPED = "grouped_gemm"
# The grouped-GEMM runtimes run their experts through each GPU vendor's own kernels (issue 29, acc15-vllmttft): on an
# AMD GPU vLLM hands bf16/fp8 experts to AITER's fused_moe when VLLM_ROCM_USE_AITER=1
# (vllm/model_executor/layers/fused_moe/rocm_aiter_fused_moe.py) and MXFP4 experts to triton_kernels on ROCm; on NVIDIA
# bf16/fp8 experts run the Triton fused_moe (TensorRT-LLM: its CUTLASS grouped GEMM), MXFP4 ones triton_kernels'
# matmul_ogs on Hopper and FlashInfer's TRT-LLM kernels on Blackwell (vllm/model_executor/layers/quantization/mxfp4.py
# get_mxfp4_backend @ 007d500). The published first tokens differ by stack: the ROCm cases imply shares of 0.05-0.11,
# the CUDA ones 0.15-0.61. A stack's family without a fit of its own (fewer than two sources) takes the pooled
# grouped-GEMM share (MOE_FAMILY_FALLBACK).
MOE_FAMILY_GROUPED_CUDA = "grouped_gemm.cuda"
MOE_FAMILY_GROUPED_ROCM = "grouped_gemm.rocm"
MOE_FAMILY_FALLBACK = {MOE_FAMILY_GROUPED_CUDA: MOE_FAMILY_GROUPED, MOE_FAMILY_GROUPED_ROCM: MOE_FAMILY_GROUPED}
ROCM_VENDOR = "AMD"


def moe_family(runtime: str, gpu: GpuSpec | None = None) -> str:
    """The kernel family that runs a runtime's routed experts at prefill on `gpu` (the pooled grouped-GEMM family
    where no GPU is named)."""
    if traits(runtime).speed_group == "llama.cpp":
        return MOE_FAMILY_LLAMACPP
    if gpu is None:
        return MOE_FAMILY_GROUPED
    return MOE_FAMILY_GROUPED_ROCM if gpu.vendor == ROCM_VENDOR else MOE_FAMILY_GROUPED_CUDA


def moe_prefill_share(family: str) -> float:
    """The fitted share of the dense prefill rate the routed experts' GEMMs of `family` run at: its own fit, else its
    fallback family's (MOE_FAMILY_FALLBACK), else 1 (the dense rate)."""
    name = MOE_PREFILL_SHARE_CONSTANT.format(family=family)
    if family in MOE_FAMILY_FALLBACK and not fitted.has_constant(name):
        return moe_prefill_share(MOE_FAMILY_FALLBACK[family])
    return fitted.constant(name, 1.0, 1.0, 1.0)[1]


def moe_padding(tokens: float, experts: int, top_k: int) -> float:
    """Rows the grouped expert GEMMs run ÷ the tokens·k routed, for a pass of `tokens` tokens: the touched experts'
    expected share of the routed rows, each padded up to the token block (MOE_BLOCK_TOKENS)."""
    if tokens <= 0 or experts <= 0 or top_k <= 0:
        return 1.0
    block = MOE_BLOCK_TOKENS_SMALL if tokens <= experts else MOE_BLOCK_TOKENS
    touched: float = experts * (1 - (1 - min(1.0, top_k / experts)) ** tokens)
    rows = tokens * top_k / touched  # per touched expert
    return float(touched * math.ceil(rows / block) * block / (tokens * top_k))


class PrefillModel:
    def __init__(self, r: Resolved, b: Budget, gpu: GpuSpec, layout: Layout, eff: Efficiency, decode: DecodeModel):
        arch = r.model.arch
        self.eff, self.layout = eff, layout
        self.layers = arch.layers or 1
        self.hidden = arch.hidden_size or 0
        self.attn_width = (arch.heads or 0) * (arch_math.head_dim(arch) or 0) or self.hidden
        _full, windowed = arch_math.layer_split(arch)
        self.window = arch.sliding_window or 0
        self.window_layers = windowed if self.window else 0
        self.full_layers = self.layers - self.window_layers
        self.active = b.model.active_params or b.model.params or 0
        counted = arch_math.breakdown(arch) if arch.experts else None
        # The routed experts' share of the active parameters (their FLOPs) and of the weights (their bytes).
        self.routed_active = (counted.active_routed_experts * self.active / counted.active
                              if counted and counted.active else 0.0)
        self.experts, self.top_k = decode.experts, decode.top_k
        self.moe_share = moe_prefill_share(moe_family(r.workload.runtime, gpu)) if self.routed_active else 1.0
        self.moe_padded = traits(r.workload.runtime).speed_group in MOE_PADDED_GROUPS
        self.llamacpp = traits(r.workload.runtime).speed_group == "llama.cpp"
        weights_id = b.model.weights_precision
        # llama.cpp's kernel path for the prompt (kernels.py): MMQ runs at a share of the int8 peak (tensor cores, at
        # most a GeForce SM's rate per SM and clock: kernels.mmq_peak_tops; or dp4a), cuBLAS at the efficiency table's
        # share of the 16-bit peak.
        self.kernel = (llamacpp_path(gpu, r.weights.id, r.workload.runtime_options.runtime_version)
                       if self.llamacpp else CUBLAS)
        if self.kernel != CUBLAS and gpu.int8_tops:
            peak, share = mmq_peak_tops(gpu), mmq_share()
        else:
            if weights_id in FP8_WEIGHT_FORMATS and gpu.fp8_tflops:
                peak = gpu.fp8_tflops * FP8_PREFILL_SHARE
            elif self.llamacpp and gpu_family(gpu) == GEFORCE and has_tensor_cores(gpu):
                peak = gpu.bf16_tflops * LLAMACPP_GEFORCE_FP16_ACCUMULATE
            else:
                peak = gpu.bf16_tflops
            share = eff.prefill_mfu * format_prefill_factor(r.workload.runtime, weights_id, r.weights.ecosystem)
        self.rate = peak * FLOPS_PER_TFLOP * share * layout.tensor_parallel
        self.weights_floor_s = decode.weights_bytes / decode.weights_bw  # each forward reads the weights once
        tp = layout.tensor_parallel
        self.allreduce_s = allreduce_latency_s(layout.interconnect, tp, fitted_hop=uses_fitted_hop(eff))
        self.allreduce_bytes_s = allreduce_bytes_s(self.hidden, gpu.interconnect_gbps, tp)
        self.decode = decode
        self.ubatch = r.workload.runtime_options.ubatch or LLAMACPP_UBATCH
        # Host work before the first token that holds no GPU (a vision-language prefill: its images'
        # preprocessing, speed/vision.py).
        self.host_fixed_s = 0.0
        # The served front end's fixed cost per request (not on the offline path). The delay per √(other streams)
        # (efficiency.stream_s) is paid on both: vLLM's output processor detokenizes every stream in the engine's
        # Python process whether LLM.generate or the OpenAI server drives it (vllm/v1/engine/output_processor.py).
        self.front_end_s = front_end_s(r.workload.runtime, eff, r.workload.runtime_options.front_end)
        self.stream_s = eff.stream_s

    def host_s(self, tokens: float) -> float:
        """Weights in host memory during a prompt: llama.cpp copies the CPU layers' weights to the GPU for every
        micro-batch of 32 tokens or more (a shorter prompt runs them on the CPU, like decode); vLLM streams its
        offloaded weights once per forward pass. Plus the prompt's hidden states across node boundaries."""
        d = self.decode
        out = d.cross_node_s(tokens)
        if d.streamed:
            return out + d.streamed / d.pcie_bw
        cpu = d.cpu_dense + d.cpu_experts
        if not cpu:
            return out
        if tokens < GGML_OFFLOAD_MIN_BATCH:
            return out + d.host_s(tokens, tokens)
        return out + math.ceil(tokens / self.ubatch) * cpu / d.pcie_bw + d.cpu_boundaries * LAYER_SPLIT_HOP_S

    def flops(self, tokens: float) -> float:
        """FLOPs of a prompt of `tokens` tokens: every active parameter's product and the attention."""
        return self.dense_flops(tokens) + 2 * self.routed_active * tokens

    def dense_flops(self, tokens: float) -> float:
        """FLOPs outside the routed experts (their grouped GEMMs: moe_prefill_s)."""
        windowed = min(tokens, self.window) if self.window else tokens
        attention = 2 * self.attn_width * tokens * (self.full_layers * tokens + self.window_layers * windowed)
        return 2 * (self.active - self.routed_active) * tokens + attention

    def moe_prefill_s(self, tokens: float, carried: float, size: float) -> tuple[float, float]:
        """(compute, weight read) of the routed experts for one prompt of `tokens` in passes of `carried` tokens:
        their FLOPs at the padded rows (moe_padding) and the fitted grouped-GEMM share; the touched experts' weights
        once per pass, the prompt paying its share."""
        if not self.routed_active:
            return 0.0, 0.0
        padding = moe_padding(carried, self.experts, self.top_k) if self.moe_padded else 1.0
        compute = 2 * self.routed_active * tokens * padding / (self.rate * size * self.moe_share)
        d = self.decode
        expert_bytes = d.weights_bytes * d.expert_share * d.touched(carried)
        return compute, expert_bytes / d.weights_bw * tokens / carried

    def gpu_s(self, tokens: float, batch_tokens: float | None = None) -> float:
        """GPU time of one request's prefill; `batch_tokens` = tokens its forward passes carry."""
        if tokens <= 0:
            return 0.0
        carried = max(tokens, batch_tokens or tokens)
        size = carried / (carried + SIZE_HALF_TOKENS)
        compute = self.dense_flops(tokens) / (self.rate * size)
        experts, experts_read = self.moe_prefill_s(tokens, carried, size)
        if self.llamacpp and self.layout.layer_split > 1:
            n = self.layout.layer_split
            micro = math.ceil(tokens / LLAMACPP_UBATCH)
            overlap = (micro + n - 1) / (micro * n)
            compute, experts = compute * overlap + (n - 1) * LAYER_SPLIT_HOP_S, experts * overlap
        t_comm = 2 * self.layers * (self.allreduce_s + tokens * self.allreduce_bytes_s)
        # A pass reads the weights once for all the prompts it carries: each prompt pays its share. The routed
        # experts are a roofline of their own beside the rest of the model's.
        dense_share = 1 - self.decode.expert_share if self.routed_active else 1.0
        dense_read = self.weights_floor_s * dense_share * tokens / carried
        return max(compute, dense_read) + max(experts, experts_read) + t_comm + self.host_s(tokens)

    @property
    def fixed_s(self) -> float:
        """Time before the first token beyond the GPU's prefill: the runtime's fixed cost, its front end's (served)
        and host work."""
        return self.eff.request_s + self.front_end_s + self.host_fixed_s

    def request_s(self, tokens: float) -> float:
        """One request alone: its prefill plus the runtime's fixed cost before the first token."""
        return self.gpu_s(tokens) + self.fixed_s
