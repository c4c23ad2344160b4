"""llama.cpp's prompt kernels per compute capability and build, and vLLM's AMD row per release (issue 29)."""

from __future__ import annotations

import pytest

from app.core import fitted
from app.core.catalog import load_catalog
from app.core.memory.components import budget_for
from app.core.speed import efficiency as E
from app.core.speed.decode import Layout
from app.core.speed.estimate import SpeedModel
from app.core.speed.kernels import CUBLAS, MMQ_DP4A, MMQ_TENSOR, llamacpp_path, mmq_default, mmq_peak_tops
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload

CATALOG = load_catalog()


@pytest.fixture(autouse=True)
def _table_figures():
    """Checked on the engine's own defaults (kernels.MMQ_SHARE_DEFAULT, the table); the fitted figures are held to
    their cases in tests/core/calibration_fit."""
    with fitted.use(fitted.Fitted(generated_by="")):
        yield


@pytest.mark.parametrize(("gpu", "weights", "version", "path"), [
    ("tesla-p40", "q4_0", None, MMQ_DP4A),          # Pascal 6.1: dp4a, no tensor cores
    ("tesla-p40", "q4_0", "b2000", MMQ_DP4A),       # ... on every build (MMQ was its only fast path)
    ("rtx-2080-ti", "q4_k_m", None, MMQ_TENSOR),    # Turing 7.5: int8 MMA
    ("rtx-4090", "q6_k", "b3622", MMQ_TENSOR),      # after PR #8075 (b3200 on)
    ("rtx-4090", "q4_0", "b3000", CUBLAS),          # before it: dequantize + cuBLAS
    ("rtx-4090", "q4_k_m", "2024-05", CUBLAS),      # a month before it
    ("rtx-4090", "fp16", None, CUBLAS),             # 16-bit weights never take MMQ
    ("rtx-4090", "iq4_xs", None, MMQ_TENSOR),       # the IQ formats have MMQ kernels now
    ("rtx-4090", "iq1_m", None, CUBLAS),            # ... but IQ1_M
    ("v100-sxm2-32gb", "q4_0", None, CUBLAS),       # Volta: FP16 tensor cores, no int8 MMQ
    ("mi300x", "q4_0", None, CUBLAS),               # not CUDA
])
def test_the_kernel_path_follows_compute_capability_format_and_build(gpu, weights, version, path):
    assert llamacpp_path(CATALOG.gpus[gpu], weights, version) == path


def test_build_strings():
    assert mmq_default(None) and mmq_default("") and mmq_default("b7474") and mmq_default("2025-01")
    assert not mmq_default("b3199") and not mmq_default("llama.cpp 2024-06")


def test_a_p40_prompt_runs_at_the_mmq_share_of_its_dp4a_rate():
    # Llama-3.1-8B Q4_0, 512 tokens on a Tesla P40: FLOPs = 2 x 8,030,261,248 x 512 + 2 x 4,096 x 512 x (32 x 512)
    # = 8.22299e12 + 6.87195e10 = 8.29171e12; rate = 47e12 dp4a x 0.25 (the unfitted MMQ share) x 512/(512 + 128)
    # (a 512-token pass's size factor) = 9.4e12 FLOP/s -> 0.88210 s, not the ~1.8 s that 11.76 TFLOPS FP32 x the
    # row's 0.45 would give.
    w = Workload.model_validate({"model": {"id": "llama-3.1-8b"}, "precision": {"weights": "q4_0"},
                                 "runtime": "llama.cpp", "load": {"input_tokens": 512, "output_tokens": 1}})
    r = resolve(w, CATALOG)
    m = SpeedModel(r, budget_for(r, gpus=1, tp=1), CATALOG.gpus["tesla-p40"], Layout(), 1)
    assert m.prefill.kernel == MMQ_DP4A
    assert m.prefill.gpu_s(512) == pytest.approx(8.29171e12 / (47e12 * 0.25 * 0.8), rel=1e-4)


def test_vllm_on_amd_takes_the_v0_row_only_for_v0_releases():
    mi300x = CATALOG.gpus["mi300x"]
    assert E.vllm_v0("0.6.1") and E.vllm_v0("vLLM V0 main (~0.6.5)") and not E.vllm_v0("0.11.2") and not E.vllm_v0(None)
    assert E.row_key(E.table_row("vllm", E.gpu_family(mi300x), "0.6.1")) == "vllm/amd_instinct"
    assert E.row_key(E.table_row("vllm", E.gpu_family(mi300x), None)) == "vllm/hopper"
    # A 0.8-0.10 release run with VLLM_USE_V1=0 keeps its release's ROCm kernels: the current row (issue 29, acc10-amd:
    # vLLM 0.9.2's V0 engine on one MI300X meets it, cmontemuino-vllm092-v0engine-*).
    assert not E.vllm_v0("0.9.2 V0") and not E.vllm_v0("0.8.1 v0")
    assert E.row_key(E.table_row("vllm", E.gpu_family(mi300x), "0.9.2 V0")) == "vllm/hopper"
    # A pre-0.8 release built by AMD as a rocm/vllm(-dev) image of its ROCm fork runs the fork's kernels: the current row
    # (issue 29, acc14-amd: rocmblog-vllm067-rocmdev-*); the same release number without the image stays on the V0 row.
    assert not E.vllm_v0("0.6.7 rocm/vllm-dev:20250112") and not E.vllm_v0("0.6.4 ROCm/vLLM image")
    assert E.vllm_v0("0.6.7") and E.vllm_v0("0.6.3.dev116 rocm6.1 build from source")
    assert E.row_key(E.table_row("vllm", E.gpu_family(mi300x), "0.6.7 rocm/vllm-dev:20250112")) == "vllm/hopper"
    # The V1 row on an MI300X: Hopper's per-layer cost (39 us), not the V0 ROCm build's 181 us.
    assert E.efficiency("vllm", mi300x).layer_s == pytest.approx(39e-6)
    assert E.efficiency("vllm", mi300x, runtime_version="0.6.1").layer_s == pytest.approx(181e-6)


@pytest.mark.parametrize(("gpu", "tops"), [
    ("rtx-4090", 660.6),        # Ada: 2,048 int8 ops per SM and clock, MMQ can use all of it
    ("rtx-a6000", 309.7),       # GA102, likewise
    ("rtx-2080-ti", 215.2),     # Turing, likewise
    ("a100-pcie-80gb", 312.0),  # GA100: 4,096 per SM and clock, MMQ's tiles use half (624 / 2)
    ("h100-sxm", 494.75),       # Hopper: 8,192 per SM and clock, a quarter (1,979 / 4)
    ("b200", 562.5),            # Blackwell B200: 16,384, an eighth (4,500 / 8)
    ("h20", 296.0),             # its datasheet rate is already capped per SM
    ("tesla-p40", 47.0),        # dp4a: its rate stands
])
def test_mmq_runs_at_a_geforce_sm_rate_per_sm_and_clock(gpu, tops):
    assert mmq_peak_tops(CATALOG.gpus[gpu]) == pytest.approx(tops)


def test_an_a100_prompt_on_mmq_runs_at_half_its_int8_peak():
    # Qwen2.5-32B Q4_K_M, 512 tokens: the A100's prompt rate is its MMQ peak (624 / 2 = 312 TOPS) x the unfitted share
    # 0.25 x the 512-token pass's size factor 0.8 = 62.4e12 FLOP/s, the same as an RTX A6000's 309.7 x 0.25 x 0.8 =
    # 61.94e12 to within 1 %: Ollama's prompts ran at 989 and 942 tok/s on them (cases_speed_ollama.json).
    w = Workload.model_validate({"model": {"id": "qwen2.5-32b"}, "precision": {"weights": "q4_k_m"},
                                 "runtime": "llama.cpp", "load": {"input_tokens": 512, "output_tokens": 1}})
    r = resolve(w, CATALOG)
    a100 = SpeedModel(r, budget_for(r, gpus=1, tp=1), CATALOG.gpus["a100-pcie-80gb"], Layout(), 1).prefill
    a6000 = SpeedModel(r, budget_for(r, gpus=1, tp=1), CATALOG.gpus["rtx-a6000"], Layout(), 1).prefill
    assert a100.kernel == MMQ_TENSOR and a6000.kernel == MMQ_TENSOR
    assert a100.gpu_s(512) / a6000.gpu_s(512) == pytest.approx(309.7 / 312.0, rel=1e-6)
