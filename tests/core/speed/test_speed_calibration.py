"""A pilot's calibration applied to a speed estimate (app.core.speed.calibration), worked by hand."""

from __future__ import annotations

import pytest

from app.core.speed.calibration import (
    CALIBRATED_MIN_SPREAD,
    LoadLevel,
    SpeedCalibration,
    TrainingMeasure,
    calibrated,
    matching,
)
from app.core.speed.types import RANGE_FROM_MEASURED_ERROR, CurvePoint, Rate, SpeedEstimate

OUTPUT = 101  # 100 gaps after the first token


def rate(typical: float, spread: float = 0.3) -> Rate:
    return Rate(low=typical * (1 - spread), typical=typical, high=typical * (1 + spread))


# The formula's estimate at 8 users: TTFT 0.4 s, 40 tok/s per user, 300 tok/s in all; its curve at 1, 2, 8, 16.
ESTIMATE = SpeedEstimate(
    kind="generation", gpu="L40S", concurrency=8, ttft_s=rate(0.4), tokens_per_s_per_user=rate(40.0),
    aggregate_tokens_per_s=rate(300.0), request_s=rate(0.4 + 100 / 40),
    curve=[CurvePoint(concurrency=1, tokens_per_s_per_user=50, aggregate_tokens_per_s=50, ttft_s=0.2),
           CurvePoint(concurrency=2, tokens_per_s_per_user=48, aggregate_tokens_per_s=90, ttft_s=0.25),
           CurvePoint(concurrency=8, tokens_per_s_per_user=40, aggregate_tokens_per_s=300, ttft_s=0.4),
           CurvePoint(concurrency=16, tokens_per_s_per_user=30, aggregate_tokens_per_s=400, ttft_s=0.8)])


def cal(*levels: LoadLevel, fingerprint: str = "sha256:x", **extra: object) -> SpeedCalibration:
    return SpeedCalibration(id="c1", server_id="s1", workload_fingerprint=fingerprint, model="m", runtime="vllm",
                            mode="inference", weights_precision="bf16", kv_precision="bf16", source="r.json",
                            measured_at="2026-01-01T00:00:00Z", levels=list(levels), **extra)  # type: ignore[arg-type]


def level(c: int, ttft: float, tps: float, ttft95: float | None = None, tps95: float | None = None) -> LoadLevel:
    return LoadLevel(concurrency=c, input_tokens=2048, output_tokens=24, requests=8, ttft_s=ttft, ttft_p95_s=ttft95,
                     tokens_per_s_per_user=tps, tokens_per_s_p95=tps95)


def test_no_calibration_leaves_the_estimate_as_it_is():
    assert calibrated(ESTIMATE, None, output_tokens=OUTPUT) is ESTIMATE


def test_beyond_the_measured_levels_the_formula_is_scaled_by_the_nearest_ratio():
    # Measured at 1 and 4 users. The formula at 4 (between its points 2 and 8): TTFT 0.25 + 0.15 × 2/6 = 0.3,
    # rate 48 − 8 × 2/6 = 45.333. Ratios: TTFT 0.3/0.2 = 1.5 at 1, 0.6/0.3 = 2.0 at 4; rate 25/50 = 0.5 at 1,
    # 22.667/45.333 = 0.5 at 4. At 8 users (beyond 4): TTFT 0.4 × 2.0 = 0.8, rate 40 × 0.5 = 20.
    out = calibrated(ESTIMATE, cal(level(1, 0.3, 25.0), level(4, 0.6, 45.333333 / 2)), output_tokens=OUTPUT)
    assert out is not None and out.ttft_s and out.tokens_per_s_per_user and out.aggregate_tokens_per_s
    assert out.ttft_s.typical == pytest.approx(0.8)
    assert out.tokens_per_s_per_user.typical == pytest.approx(20.0)
    # Beyond what was measured the formula's range stays (±30 %).
    assert out.ttft_s.low == pytest.approx(0.8 * 0.7) and out.ttft_s.high == pytest.approx(0.8 * 1.3)
    # Aggregate: the same 8 users go round a longer cycle. Formula 0.4 + 100/40 = 2.9 s, now 0.8 + 100/20 = 5.8 s:
    # half the requests per second, 300 → 150 tokens/s.
    assert out.aggregate_tokens_per_s.typical == pytest.approx(150.0)
    assert out.request_s is not None and out.request_s.typical == pytest.approx(5.8)
    # The curve is calibrated too: at 2 users the TTFT ratio is 1.5 + 0.5 × 1/3 = 1.6667 → 0.25 × 1.6667.
    at2 = next(p for p in out.curve if p.concurrency == 2)
    assert at2.ttft_s == pytest.approx(0.25 * (1.5 + 0.5 / 3))
    assert at2.tokens_per_s_per_user == pytest.approx(24.0)
    ref = out.calibration
    assert ref is not None and ref.source == "r.json" and ref.concurrency_levels == [1, 4]
    assert not ref.within_measured and "assume_calibration_repeatability" in out.assumptions


def test_at_a_measured_level_the_figure_is_the_measured_one_and_the_range_narrows():
    # Measured at 1 and 8; at 8 the TTFT p50 0.5, p95 0.52 (4 % apart: the floor of 5 % applies); the rate p50
    # 35, p95 42 (20 % apart).
    out = calibrated(ESTIMATE, cal(level(1, 0.3, 45.0), level(8, 0.5, 35.0, ttft95=0.52, tps95=42.0)),
                     output_tokens=OUTPUT)
    assert out is not None and out.ttft_s and out.tokens_per_s_per_user
    assert out.ttft_s.typical == pytest.approx(0.5)
    assert out.ttft_s.low == pytest.approx(0.5 * (1 - CALIBRATED_MIN_SPREAD))
    assert out.ttft_s.high == pytest.approx(0.5 * (1 + CALIBRATED_MIN_SPREAD))
    assert out.tokens_per_s_per_user.typical == pytest.approx(35.0)
    assert out.tokens_per_s_per_user.high == pytest.approx(35.0 * 1.2)
    assert out.calibration is not None and out.calibration.within_measured


def test_a_measured_spread_narrows_each_end_of_an_uneven_formula_band_on_its_own():
    # The formula's first token from measured error: 0.49 × to 2.27 × its typical 0.4 s (fitlib.source_range is even
    # in the logarithm, not in the figure). At 8 users the pilot measured p50 0.5 s and p95 0.6 s (20 % apart): the
    # slow end narrows to 1.2 ×, the fast end to 0.8 × (the formula's 0.49 × is wider); beyond the measured levels
    # the formula's uneven band stays, around the scaled figure.
    uneven = ESTIMATE.model_copy(update={"ttft_s": Rate(low=0.4 * 0.49, typical=0.4, high=0.4 * 2.27)})
    out = calibrated(uneven, cal(level(1, 0.3, 45.0), level(8, 0.5, 35.0, ttft95=0.6)), output_tokens=OUTPUT)
    assert out is not None and out.ttft_s
    assert (out.ttft_s.low, out.ttft_s.typical, out.ttft_s.high) == pytest.approx((0.4, 0.5, 0.6))
    beyond = calibrated(uneven, cal(level(1, 0.3, 45.0), level(4, 0.5, 35.0)), output_tokens=OUTPUT)
    assert beyond is not None and beyond.ttft_s and beyond.calibration and not beyond.calibration.within_measured
    t = beyond.ttft_s.typical
    assert (beyond.ttft_s.low, beyond.ttft_s.high) == pytest.approx((0.49 * t, 2.27 * t))


def test_inside_the_measured_levels_the_range_no_longer_claims_published_error():
    # The estimate's ranges were bands from published error (its assumption code says so); at a measured level the
    # pilot's own spread replaces them, so the code goes; beyond the measured levels the formula's band stays, and
    # the code with it.
    banded = ESTIMATE.model_copy(update={"assumptions": [RANGE_FROM_MEASURED_ERROR]})
    inside = calibrated(banded, cal(level(1, 0.3, 45.0), level(8, 0.5, 35.0)), output_tokens=OUTPUT)
    beyond = calibrated(banded, cal(level(1, 0.3, 45.0), level(4, 0.5, 35.0)), output_tokens=OUTPUT)
    assert inside is not None and RANGE_FROM_MEASURED_ERROR not in inside.assumptions
    assert beyond is not None and RANGE_FROM_MEASURED_ERROR in beyond.assumptions


def test_the_newest_calibration_of_the_same_fingerprint_applies():
    old = cal(level(1, 0.3, 25.0), fingerprint="sha256:a")
    new = old.model_copy(update={"id": "c2", "measured_at": "2026-02-01T00:00:00Z"})
    other = cal(level(1, 0.3, 25.0), fingerprint="sha256:b")
    assert matching([old, new, other], "sha256:a") is new
    assert matching([other], "sha256:a") is None


def test_training_scales_tokens_hours_and_step():
    est = SpeedEstimate(kind="training", gpu="H100", concurrency=4, training_tokens_per_s=rate(4000.0, 0.4),
                        training_hours=Rate(low=10 / 1.4, typical=10.0, high=10 / 0.6),
                        step_seconds={"compute": 2.0, "offload": 0.0, "network": 0.0, "tokens": 8192.0})
    # The pilot ran on 1 GPU at 1500 tokens/s; the server trains on 2 (formula 4000 → 2000 per GPU): ratio 0.75.
    measure = TrainingMeasure(seq_len=2048, micro_batch=4, gpus=1, steps=200, step_s=5.4613, tokens_per_s=1500.0)
    out = calibrated(est, cal(training=measure), output_tokens=0, gpus_used=2)
    assert out is not None and out.training_tokens_per_s and out.training_hours
    assert out.training_tokens_per_s.typical == pytest.approx(3000.0)
    assert out.training_hours.typical == pytest.approx(10.0 / 0.75)
    assert out.step_seconds["compute"] == pytest.approx(2.0 / 0.75) and out.step_seconds["tokens"] == 8192.0
    assert out.calibration is not None and out.calibration.training_shape == "2048×4"
