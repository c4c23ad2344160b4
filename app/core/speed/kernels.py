"""Which kernel llama.cpp's CUDA backend runs for a prompt's matrix products, and the peak that kernel computes at.

A prompt's GEMMs in llama.cpp take one of three paths (ggml/src/ggml-cuda/ggml-cuda.cu ggml_cuda_mul_mat and
mmq.cu ggml_cuda_should_use_mmq, since llama.cpp PR #8075 of 24 June 2024, "use MMQ instead of cuBLAS by default"):

* MMQ on int8 tensor cores (compute capability ≥ 7.5: Turing, Ampere, Ada, Hopper, Blackwell; PR #7676 for the
  legacy quants, PR #7860 for the k-quants): the quantized weights and the int8-quantized activations meet in
  int8 MMA instructions, so the prompt runs against the GPU's INT8 tensor rate;
* MMQ with `__dp4a` (compute capability 6.1-6.x: Pascal P40/P4/GTX 10xx, no tensor cores): four int8 products per
  instruction at the FP32 issue rate, the catalog's `int8_tops` for those cards;
* dequantize + cuBLAS FP16 GEMM: 16/32-bit weights, formats without an MMQ kernel (IQ1_M), Volta (FP16
  tensor cores but no int8 MMQ implementation: PR #8075) and anything older than 6.1 (no dp4a), and every
  quantized prompt on GPUs with tensor cores on builds before PR #8075 (those without tensor cores ran MMQ already).

The MMQ paths reach one share of their int8 peak (fitted from the published MMQ prompt rates by
tests/core/calibration_fit/fit_speed.py: `LLAMACPP_MMQ_SHARE`); the cuBLAS path keeps the efficiency table's
prefill compute share of the 16-bit peak.
"""

from __future__ import annotations

import re

from app.core import fitted
from app.core.catalog import GpuSpec

MMQ_TENSOR = "mmq_int8_tensor"
MMQ_DP4A = "mmq_dp4a"
CUBLAS = "cublas"

# Compute capabilities that pick the path (ggml-cuda common.cuh: GGML_CUDA_CC_DP4A = 610, GGML_CUDA_CC_VOLTA = 700,
# GGML_CUDA_CC_TURING = 750; int8 MMA needs Turing or newer).
CC_DP4A = 6.1
CC_VOLTA = 7.0
CC_TURING = 7.5
# Weight formats with an MMQ kernel in the current release (mmq.cu ggml_cuda_should_use_mmq's type switch): the
# legacy quants, the k-quants, MXFP4 and the IQ formats but IQ1_M (a GGUF IQ2_M/IQ3_M/IQ3_XS file is IQ2_S/IQ3_S/
# IQ3_XXS tensors). PR #8075 (June 2024) had the legacy and k-quants only; the IQ kernels came later in 2024 (not
# modelled by build: an IQ prompt on a 2024 build is taken to run MMQ too).
MMQ_FORMATS = frozenset({"q4_0", "q4_1", "q5_0", "q5_1", "q8_0", "q2_k", "q2_k_s", "q3_k_s", "q3_k_m", "q3_k_l",
                         "q4_k_s", "q4_k_m", "q5_k_s", "q5_k_m", "q6_k", "mxfp4", "iq4_xs", "iq4_nl", "iq3_m",
                         "iq3_s", "iq3_xs", "iq3_xxs", "iq2_m", "iq2_s", "iq2_xs", "iq2_xxs", "iq1_s"})
# The first llama.cpp builds with MMQ as the default: PR #8075 merged on 24 June 2024, within release tags
# b3200-b3230 (the tags count master's commits); builds and dates before it dequantize and call cuBLAS.
MMQ_DEFAULT_BUILD = 3200
MMQ_DEFAULT_MONTH = (2024, 7)
# The share of the int8 peak MMQ reaches on a long prompt, used only until the fitting script has written its own
# (resources/catalog/fitted_constants.json `llamacpp_mmq_share`): PR #7676's RTX 4090 pp512 at micro-batch 512,
# 10,358.75 t/s × 2 × 8.03e9 FLOPs ÷ 660.6 TOPS ≈ 0.25.
LLAMACPP_MMQ_SHARE = "llamacpp_mmq_share"
MMQ_SHARE_DEFAULT = 0.25

_BUILD = re.compile(r"\bb(\d{3,6})\b")
_MONTH = re.compile(r"\b(20\d\d)-(\d\d)\b")


def mmq_default(runtime_version: str | None) -> bool:
    """Does this llama.cpp build run quantized prompts through MMQ by default? Empty = the current release (yes)."""
    text = (runtime_version or "").strip().lower()
    if not text:
        return True
    build = _BUILD.search(text)
    if build:
        return int(build.group(1)) >= MMQ_DEFAULT_BUILD
    month = _MONTH.search(text)
    if month:
        return (int(month.group(1)), int(month.group(2))) >= MMQ_DEFAULT_MONTH
    return True


def llamacpp_path(gpu: GpuSpec, weights_id: str, runtime_version: str | None) -> str:
    """The kernel path of a prompt's matrix products in llama.cpp on this GPU (CUDA builds; others take cuBLAS's
    place with the 16-bit peak)."""
    cc = gpu.compute_capability
    if gpu.vendor != "NVIDIA" or cc is None or not gpu.int8_tops:
        return CUBLAS
    if weights_id not in MMQ_FORMATS:
        return CUBLAS
    if CC_DP4A <= cc < CC_VOLTA:
        return MMQ_DP4A  # no tensor cores: MMQ was the fast path before PR #8075 too (mmq on cc < 7.0)
    if cc >= CC_TURING and mmq_default(runtime_version):
        return MMQ_TENSOR
    return CUBLAS


# MMQ's int8 tiles run at the rate of a GeForce/workstation SM: the kernel's loads, dequantization and
# activation quantization on the CUDA cores keep each SM at about the int8 MMA rate of Turing, GA10x, Ada and
# Blackwell GeForce SMs (1,024 dense int8 MACs per SM and clock: 2,048 ops), and an SM whose tensor cores do more per
# clock (A100: 4,096 ops; Hopper: 8,192) does not finish its tiles faster. The dense int8 ops per SM and clock from
# NVIDIA's architecture whitepapers (Turing: RTX 2080 Ti 215.2 TOPS = 68 SMs x 1.545 GHz x 2,048; GA102: RTX 3090
# 284 TOPS = 82 x 1.695 GHz x 2,048; A100: 624 TOPS = 108 x 1.41 GHz x 4,096; AD102: RTX 4090 660.6 TOPS = 128 x 2.52
# GHz x 2,048; H100 SXM: 1,979 TOPS = 132 x 1.83 GHz x 8,192; B200: 4,500 TOPS = 148 SMs x about 1.86 GHz x
# 16,384). The MMQ peak is the catalog's int8 rate scaled down to 2,048 ops per SM and clock (issue 29: Ollama's 32B
# Q4_K_M prompts ran at 989 tok/s on an A100 80GB, 942 on an RTX A6000 and 2,003 on an RTX 4090, the ratio of their
# SMs x clocks, 152 : 151 : 322, where their int8 peaks say 624 : 310 : 661). The H20's datasheet int8 rate (296 TOPS
# on 78 SMs) is already at about 2,048 ops per SM and clock: its tensor rate is capped per SM, so it keeps its rate.
MMQ_OPS_PER_SM_CLOCK = 2048
INT8_OPS_PER_SM_CLOCK = {8.0: 4096, 9.0: 8192, 10.0: 16384}
CAPPED_TENSOR_GPUS = frozenset({"h20"})


def mmq_peak_tops(gpu: GpuSpec) -> float:
    """The int8 rate MMQ's tiles can use on this GPU: the catalog's int8 peak, capped at a GeForce SM's int8 MMA rate
    per SM and clock (MMQ_OPS_PER_SM_CLOCK); the dp4a path (no tensor cores) keeps its rate."""
    tops = float(gpu.int8_tops or 0.0)
    cc = gpu.compute_capability
    if gpu.id in CAPPED_TENSOR_GPUS:
        return tops
    per_sm = INT8_OPS_PER_SM_CLOCK.get(round(cc, 1), MMQ_OPS_PER_SM_CLOCK) if cc is not None else MMQ_OPS_PER_SM_CLOCK
    return tops * min(1.0, MMQ_OPS_PER_SM_CLOCK / per_sm)


def mmq_share() -> float:
    """The fitted share of the int8 peak MMQ reaches (the default before the first fit)."""
    return fitted.constant(LLAMACPP_MMQ_SHARE, MMQ_SHARE_DEFAULT, MMQ_SHARE_DEFAULT, MMQ_SHARE_DEFAULT)[1]


def has_tensor_cores(gpu: GpuSpec) -> bool:
    """FP16 tensor cores (compute capability 7.0 and newer); unknown capability counts as yes."""
    return gpu.compute_capability is None or gpu.compute_capability >= CC_VOLTA
