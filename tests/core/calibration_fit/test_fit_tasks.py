"""fit_tasks.py: the task terms come from the cases, a source left out leaves its cases out of every median."""

from __future__ import annotations

from functools import lru_cache

import pytest
from fit_tasks import GPU_MIN_SOURCES, SCALARS, constants_from, generation_constants, implied, time_ratio
from fitlib import Implied

from app.core.speed import encoders as enc

TRT_DEMO = "github.com/NVIDIA/TensorRT"


@lru_cache(maxsize=1)
def _implied() -> dict[str, list[Implied]]:
    return implied()


def test_every_runtime_kind_and_scalar_has_its_own_cases():
    values = _implied()
    for kind in (enc.TENSORRT, enc.PYTORCH, enc.SERVING):
        assert values[enc.MFU_PREFIX + kind] and values[enc.LAYER_PREFIX + kind], kind
    for name in SCALARS:
        assert len({i.source for i in values[name]}) >= 2, name
    fit = constants_from(values, None)
    assert 0.3 < fit[enc.MFU_PREFIX + enc.TENSORRT].typical < 1.0  # TensorRT's fused BERT reaches most of the peak
    assert fit[enc.MFU_PREFIX + enc.SERVING].typical < fit[enc.MFU_PREFIX + enc.TENSORRT].typical


def test_leaving_a_source_out_drops_its_cases_and_a_gpu_factor_needs_two_sources():
    values = _implied()
    full = constants_from(values, None)
    without = constants_from(values, TRT_DEMO)
    name = enc.MFU_PREFIX + enc.TENSORRT
    own = sum(i.source == TRT_DEMO for i in values[name])
    assert own > 0 and without[name].cases == full[name].cases - own
    for key, value in full.items():
        if key.startswith(enc.GPU_PREFIX):
            assert value.sources >= GPU_MIN_SOURCES, key
    gpus = {k for k in values if k.startswith(enc.GPU_PREFIX)}
    single = {k for k in gpus if len({i.source for i in values[k]}) < GPU_MIN_SOURCES}
    assert single and not single & set(full)


def test_the_dequantizing_cost_is_fitted_per_format_family_and_left_out_with_its_source():
    from app.core.speed import diffusion

    values = _implied()
    fp8 = values[diffusion.DEQUANT_PREFIX + "fp8"]
    assert len({i.source for i in fp8}) >= 3  # three sources ran FLUX.1-dev with FP8 weights
    full = constants_from(values, None)
    int8 = diffusion.DEQUANT_PREFIX + "int8"
    only = {i.source for i in values[int8]}
    assert int8 in full and len(only) == 1
    # Its one source left out, the family has no figure in that fold: the format runs at the 16-bit rate.
    assert int8 not in constants_from(values, only.pop())
    # A weight-only format moves more bytes per weight than it stores (read, dequantize, write 16 bits, read again).
    assert full[diffusion.DEQUANT_PREFIX + "fp8"].typical > 3


def test_a_generation_factor_is_the_median_of_its_cases_and_leaves_with_its_source():
    # Worked by hand: sm89 measured by two sources (factors 1.2 and 1.6, 1.4 median); sm90 by one (0.9).
    values = {
        "diffusion_generation.sm89": [Implied("a", "src-a", 1.2), Implied("b", "src-b", 1.6)],
        "diffusion_generation.sm90": [Implied("c", "src-c", 0.9)],
    }
    fit = generation_constants(values, None)
    assert fit["diffusion_generation.sm89"].typical == 1.4
    assert (fit["diffusion_generation.sm89"].cases, fit["diffusion_generation.sm89"].sources) == (2, 2)
    assert fit["diffusion_generation.sm90"].typical == 0.9
    fold = generation_constants(values, "src-b")
    assert fold["diffusion_generation.sm89"].typical == 1.2  # the other source's case carries the generation
    assert "diffusion_generation.sm90" not in generation_constants(values, "src-c")  # none left: no term


def test_the_shipped_fit_has_a_factor_for_every_generation_the_16_bit_image_cases_measure():
    fit = constants_from(_implied(), None)
    names = {k for k in fit if k.startswith("diffusion_generation.")}
    assert {"diffusion_generation.sm80", "diffusion_generation.sm89", "diffusion_generation.sm90"} <= names
    assert fit["diffusion_generation.sm89"].typical > fit["diffusion_generation.sm90"].typical  # Ada runs above its row


def test_a_rate_case_joins_the_time_band_turned_over():
    # An embedding case measured as a rate 20 % under the typical figure is a time 25 % over it (1 / 0.8); a time
    # case's ratio is its own. The band the engine reads is of the time; its rates take the inverse.
    rate = {"measured": {"metric": "aggregate_tokens_per_s", "value": 800.0}}
    time = {"measured": {"metric": "request_s", "value": 1.25}}
    assert time_ratio(rate, 1000.0) == pytest.approx(1.25)
    assert time_ratio(time, 1.0) == pytest.approx(1.25)


def test_a_first_token_case_implies_its_gap_to_the_gpu_time_per_megapixel_and_a_request_case_none():
    # The host preprocessing adds images x megapixels x seconds per megapixel to the first token and nothing else
    # (app/core/speed/vision.py), so the figure a case implies is its measured first token less the engine's at 0 s/MP,
    # per megapixel sent. SGLang 0.5.10rc0, one 1920 x 1080 image on an H200 (sgl-bench): 0.349 s measured; Headroom's
    # square image of the same area is 1,440 px, 2.0736 MP.
    import task_view
    from fit_tasks import _typical, _value
    from fitlib import GENERATED_BY

    from app.core import fitted
    from app.core.speed import vision

    values = _implied()[vision.PREPROCESS_NAME]
    case = next(c for c in task_view.load_cases() if c["id"] == "sglbench-qwen3-vl-8b-sglang-h200-1x1080p-ttft")
    gpu_only = _typical(case, fitted.Fitted(generated_by=GENERATED_BY, constants={vision.PREPROCESS_NAME: _value(0.0)}))
    implied_here = next(i.value for i in values if i.case_id == case["id"])
    assert implied_here == pytest.approx((0.349 - gpu_only) / (1440 * 1440 / 1e6), rel=0.01)
    # Only time-to-first-token cases fit it; the request-time cases (mostly decode) do not.
    metrics = {c["id"]: c["measured"]["metric"] for c in task_view.load_cases()}
    assert {metrics[i.case_id] for i in values} == {"ttft_s"}
    assert "dashinfer-vlm-qwen2-vl-7b-vllm-0.6.4-a100x1-3img-2807t-request" not in {i.case_id for i in values}
    assert len({i.source for i in values}) >= 3
