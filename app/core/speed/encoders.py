"""Embedding and reranking encoders (BERT class): a prefill-only forward, compute-bound once batched.

An encoder's requests are all prompt: the serving loop of load.py with no answer. One forward pass of a
batch costs

    pass = layers × encoder_layer_s[kind]                              (launches, norms, small kernels)
           + (2 × GEMM parameters × tokens + 4 × layers × tokens × sequence × width) ÷ (peak × encoder_mfu[kind])

where the GEMM parameters are the layers' projections and MLP (layers × (4 × width × attention width +
2 or 3 × width × MLP width)): the embedding tables are looked up, not multiplied (a third of RoBERTa-base's
parameters, half of MiniLM-L6's); the attention term is QKᵀ and AV over each sequence's own tokens (padded to
its length); the peak is the GPU's dense FP16/BF16 tensor rate (its INT8 or FP8 rate for weights in those
formats, which TensorRT and ONNX Runtime run as integer or FP8 GEMMs); a request pays its tokens' share of the
pass's fixed cost. The two figures per runtime kind — the large-batch share of the peak and the per-layer fixed
cost — are fitted by tests/core/calibration_fit/fit_tasks.py from the published encoder measurements of
tests/core/calibration_tasks (resources/catalog/fitted_constants.json); the kinds are those the cases tell apart:

* `tensorrt`  — TensorRT engines (runtime `tensorrt-llm`: NVIDIA's BERT demo, Triton with TensorRT);
* `pytorch`   — eager PyTorch (runtime `transformers`: sentence-transformers, transformers pipelines);
* `serving`   — every other runtime (`generic`, `vllm`, `tgi`, ...): TEI, infinity, ONNX Runtime.

A GPU model that sustains a different share of its datasheet peak than the rest (the 70 W T4, whose clocks fall
under tensor load; Volta's older tensor cores) carries a fitted factor `encoder_gpu.<model>` (`gpu_model`: memory
and form-factor variants together, a100-sxm-40gb and a100-pcie-80gb are one `a100`), written only where two or
more independent sources measured that model; any other GPU takes 1.

Without a fitted figure the engine falls back on the runtime row's prefill share scaled by the encoder's width
(ENCODER_WIDTH_HALF) and no fixed cost per layer: the estimate before issue 29.
"""

from __future__ import annotations

from dataclasses import replace

from app.core import fitted
from app.core.catalog import GpuSpec
from app.core.constants import FP8_WEIGHT_FORMATS
from app.core.memory.types import Budget
from app.core.speed.decode import FLOPS_PER_TFLOP, DecodeModel, Layout
from app.core.speed.efficiency import Efficiency
from app.core.speed.prefill import PrefillModel
from app.core.workload.resolve import Resolved

# The fallback without a fitted share: the width at which an encoder reaches half the runtime's prefill MFU
# (BAAI/bge-large-en-v1.5 on an L4 under TEI and infinity: michaelfeil/infinity docs/docs/benchmarking.md).
ENCODER_WIDTH_HALF = 600
# Runtime kinds whose encoder efficiency is fitted apart (see the module docstring).
TENSORRT, PYTORCH, SERVING = "tensorrt", "pytorch", "serving"
RUNTIME_KIND = {"tensorrt-llm": TENSORRT, "transformers": PYTORCH}
# Names of the fitted figures in fitted_constants.json: `encoder_mfu.<kind>`, `encoder_layer_s.<kind>`.
MFU_PREFIX = "encoder_mfu."
LAYER_PREFIX = "encoder_layer_s."
GPU_PREFIX = "encoder_gpu."
# GeForce cards run FP16 tensor math with FP16 accumulation at twice the FP32-accumulation rate the catalog lists
# (NVIDIA's GA102 whitepaper: RTX 3090 142 vs 71 dense TFLOPS; AD102: RTX 4090 330 vs 165; TU102: RTX 2080 Ti 107.6 vs
# 53.8); data-centre and workstation parts run both at one rate. A TensorRT FP16 engine accumulates in FP16 where its
# tactics allow (ELS-RD/kernl experimental/benchmarks/README.md: "we cannot disable fast GELU, fp16 accumulation"),
# so on a GeForce card its GEMMs reach the doubled rate; the other runtime kinds keep FP32 accumulation (cuBLAS
# defaults).
GEFORCE_FP16_ACCUMULATE = 2.0
GEFORCE_PREFIX = "GeForce"
FP16_WEIGHTS = frozenset({"fp16"})
# The range of an embedding model's times (low, 1, high: ratios to the typical time; its rates take the inverse) in
# fitted_constants.json, written by tests/core/calibration_fit/fit_tasks.py from the embedding cases' leave-one-source-
# out ratios; before a fit the efficiency row's first-token band stands.
BAND_NAME = "task_band.embedding"
# Weights the encoder runtimes run as integer GEMMs (TensorRT --int8, ONNX Runtime quantized MatMulInteger).
INT8_FORMATS = frozenset({"int8"})


def runtime_kind(runtime: str) -> str:
    return RUNTIME_KIND.get(runtime, SERVING)


def gpu_model(gpu_id: str) -> str:
    """The GPU model behind a catalog id, memory and form-factor variants together: a100-sxm-40gb -> a100,
    rtx-4090 -> rtx-4090, rtx-pro-6000-blackwell -> rtx-pro-6000."""
    parts = gpu_id.split("-")
    if parts[0] == "rtx":
        keep = 3 if len(parts) > 2 and parts[1] == "pro" else 2
        return "-".join(parts[:keep])
    return parts[0]


def encoder_peak(gpu: GpuSpec, weights_id: str) -> float:
    """Dense tensor peak (TFLOPS) an encoder's GEMMs run at in this weight format."""
    if weights_id in INT8_FORMATS and gpu.int8_tops:
        return gpu.int8_tops
    if weights_id in FP8_WEIGHT_FORMATS and gpu.fp8_tflops:
        return gpu.fp8_tflops
    return gpu.fp16_tflops or gpu.bf16_tflops


def accumulate_factor(gpu: GpuSpec, kind: str, weights_id: str) -> float:
    """How much faster than the catalog's FP16 rate this runtime kind's GEMMs run: FP16 accumulation on GeForce."""
    if kind == TENSORRT and weights_id in FP16_WEIGHTS and gpu.name.startswith(GEFORCE_PREFIX):
        return GEFORCE_FP16_ACCUMULATE
    return 1.0


def fitted_figures(kind: str) -> tuple[float, float] | None:
    """(MFU, seconds per layer and pass) fitted for this runtime kind, or None before a fit."""
    data = fitted.fitted().constants
    mfu, layer = data.get(MFU_PREFIX + kind), data.get(LAYER_PREFIX + kind)
    if mfu is None or layer is None:
        return None
    return mfu.typical, layer.typical


class EncoderPrefill(PrefillModel):
    """The forward of an embedding or reranking encoder at its runtime kind's fitted share of the peak."""

    def __init__(self, r: Resolved, b: Budget, gpu: GpuSpec, layout: Layout, eff: Efficiency, decode: DecodeModel):
        super().__init__(r, b, gpu, layout, eff, decode)
        width = r.model.arch.hidden_size or 0
        figures = fitted_figures(runtime_kind(r.workload.runtime))
        self.pass_s = 0.0
        self.gemm_params = float(self.active)
        self.assumption = "assume_prefill_mfu"  # the line a user reads: the fitted encoder model, or the fallback
        if figures is None:
            if width:
                self.rate *= width / (width + ENCODER_WIDTH_HALF)
            return
        mfu, layer_s = figures
        arch = r.model.arch
        mlp = (3 if arch.gated_mlp else 2) * (arch.intermediate_size or 0)
        gemm = self.layers * self.hidden * (4 * self.attn_width + mlp)
        self.gemm_params = float(gemm) if gemm and mlp else float(self.active)
        weights_id = b.model.weights_precision or r.weights.id
        peak = encoder_peak(gpu, weights_id) * accumulate_factor(gpu, runtime_kind(r.workload.runtime), weights_id)
        gpu_factor = fitted.fitted().constants.get(GPU_PREFIX + gpu_model(gpu.id))
        sustained = gpu_factor.typical if gpu_factor is not None else 1.0
        self.rate = peak * FLOPS_PER_TFLOP * mfu * sustained * layout.tensor_parallel
        self.pass_s = self.layers * layer_s
        self.assumption = "assume_encoder_speed"
        # The per-pass cost replaces the chat server's fixed cost per request (tokenizing, scheduling, sampling).
        self.eff = replace(eff, request_s=0.0)
        self.front_end_s = 0.0

    def flops(self, tokens: float) -> float:
        # Bidirectional attention over the whole sequence: QKᵀ and AV, 2 × 2 × tokens² × width per layer.
        if not self.pass_s:
            return super().flops(tokens)
        return 2 * self.gemm_params * tokens + 4 * self.layers * tokens * tokens * self.attn_width

    def gpu_s(self, tokens: float, batch_tokens: float | None = None) -> float:
        if not self.pass_s or tokens <= 0:
            return super().gpu_s(tokens, batch_tokens)
        carried = max(tokens, batch_tokens or tokens)
        compute = self.flops(tokens) / self.rate + self.pass_s * tokens / carried
        return max(compute, self.weights_floor_s * tokens / carried) + self.host_s(tokens)
