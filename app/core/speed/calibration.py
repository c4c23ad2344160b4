"""A pilot's measurements as a calibration of one server + runtime + model, and the one function that
applies it to a speed estimate (`calibrated`).

A calibration holds what `headroom pilot import --calibrate` measured: the time to first token and the
decode rate per request at each load level reached, the peak GPU memory, and for training the step
time and tokens/s. It is applied after the speed estimate, to the estimate's own curve, so everything
that reads the curve (the targets, the verdict, the price per token, a queueing model on top of it)
reads the measured figures:

    r(c)        = measured(c) ÷ formula(c) at each measured level, linear in c between levels and
                  held at the nearest measured level beyond them
    value(c)    = formula(c) × r(c)          (exactly the measured figure at a measured level; the
                                              model's shape between levels, its formula scaled beyond)
    aggregate(c)= formula aggregate × cycle_formula ÷ cycle_calibrated, cycle = TTFT + (out − 1) ÷ rate
                  (a closed loop of the same users: requests per second go as one over the cycle)

The range narrows to what was measured inside the measured levels (the spread of the measured p50 to
p95, never below `CALIBRATED_MIN_SPREAD`, never wider than the formula's); beyond them the formula's
relative range stays. Training: tokens/s, the dataset hours and the step parts scale by the measured
tokens/s per GPU over the formula's (data-parallel GPUs taken as scaling linearly, as the formula does).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from app.core.offers.measured import CALIBRATION_FORMAT, LoadLevel, SpeedCalibration, TrainingMeasure
from app.core.speed.types import RANGE_FROM_MEASURED_ERROR, Band, CalibrationRef, CurvePoint, Rate, SpeedEstimate

__all__ = ["CALIBRATED_MIN_SPREAD", "CALIBRATION_FORMAT", "EngineFactors", "LoadLevel", "SpeedCalibration",
           "TrainingMeasure", "calibrated", "engine_factors", "matching"]

# The repeatability assumed of one pilot's figure on the same server and software: a load test repeated
# on an idle server moves its p50 by a few per cent (scheduling, clocks, the kernel chosen). A judgment,
# named in the estimate's assumptions as `assume_calibration_repeatability`; never narrower than this.
CALIBRATED_MIN_SPREAD = 0.05


# ------------------------------------------------------------------ interpolation


def _interp(points: Sequence[tuple[float, float]], x: float) -> float:
    """Linear in x between points (sorted by x), held at the ends."""
    if x <= points[0][0]:
        return points[0][1]
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        if x <= x1:
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0) if x1 > x0 else y1
    return points[-1][1]


def _formula(curve: Sequence[CurvePoint], get: Callable[[CurvePoint], float | None]) -> list[tuple[float, float]]:
    return [(p.concurrency, v) for p in curve if (v := get(p)) is not None and v > 0]


def _ratios(levels: Sequence[LoadLevel], formula: list[tuple[float, float]],
            measured: Callable[[LoadLevel], float | None]) -> list[tuple[float, float]]:
    out: dict[int, float] = {}
    for lv in levels:
        m = measured(lv)
        if m is not None and formula:
            out[lv.concurrency] = m / _interp(formula, lv.concurrency)
    return sorted(out.items())


def _measured_spread(levels: Sequence[LoadLevel], c: int, p50: Callable[[LoadLevel], float | None],
                     p95: Callable[[LoadLevel], float | None]) -> float:
    """The measured relative spread at the level nearest to c: p95 over p50."""
    near = min(levels, key=lambda lv: abs(lv.concurrency - c))
    a, b = p50(near), p95(near)
    return abs(b / a - 1) if a and b else 0.0


def _narrowed(formula: Band, measured: float) -> Band:
    """The formula's band narrowed to a measured spread: ± the spread, never below CALIBRATED_MIN_SPREAD, neither
    end wider than the formula's."""
    share = max(CALIBRATED_MIN_SPREAD, measured)
    return Band(max(formula.low, 1 - share), min(formula.high, 1 + share))


def _band(rate: Rate | None) -> Band:
    """A figure's range as ratios to its typical value (none for a missing or zero figure)."""
    if rate is None or not rate.typical:
        return Band(1.0, 1.0)
    return Band(rate.low / rate.typical, rate.high / rate.typical)


def _scaled(rate: Rate | None, k: float) -> Rate | None:
    """A rate (or a time, k inverted by the caller) scaled by k, range kept relative."""
    if rate is None:
        return None
    return Rate(low=rate.low * k, typical=rate.typical * k, high=rate.high * k)


# ------------------------------------------------------------------ applying


def _ref(cal: SpeedCalibration, within: bool) -> CalibrationRef:
    t = cal.training
    return CalibrationRef(id=cal.id, source=cal.source, measured_at=cal.measured_at, server_id=cal.server_id,
                          model=cal.model, runtime=cal.runtime, mode=cal.mode,
                          precision=f"{cal.weights_precision} / {cal.kv_precision}",
                          concurrency_levels=cal.concurrencies, input_tokens=cal.levels[0].input_tokens
                          if cal.levels else None, within_measured=within,
                          training_shape=f"{t.seq_len}×{t.micro_batch}" if t else None)


def _generation(speed: SpeedEstimate, cal: SpeedCalibration, output_tokens: int) -> SpeedEstimate:
    levels = [lv for lv in cal.levels if lv.ttft_s or lv.tokens_per_s_per_user]
    if not levels or speed.ttft_s is None or speed.tokens_per_s_per_user is None:
        return speed
    curve = list(speed.curve) or [CurvePoint(concurrency=speed.concurrency,
                                             tokens_per_s_per_user=speed.tokens_per_s_per_user.typical,
                                             aggregate_tokens_per_s=(speed.aggregate_tokens_per_s.typical
                                                                     if speed.aggregate_tokens_per_s else 0.0),
                                             ttft_s=speed.ttft_s.typical)]
    f_ttft = _formula(curve, lambda p: p.ttft_s)
    f_tps = _formula(curve, lambda p: p.tokens_per_s_per_user)
    r_ttft = _ratios(levels, f_ttft, lambda lv: lv.ttft_s)
    r_tps = _ratios(levels, f_tps, lambda lv: lv.tokens_per_s_per_user)
    gaps = max(0, output_tokens - 1)

    def k_ttft(c: int) -> float:
        return _interp(r_ttft, c) if r_ttft else 1.0

    def k_tps(c: int) -> float:
        return _interp(r_tps, c) if r_tps else 1.0

    def cycle_ratio(ttft: float, tps: float, c: int) -> float:
        """Formula cycle ÷ calibrated cycle: the factor on requests (and tokens) per second."""
        before = ttft + gaps / tps
        after = ttft * k_ttft(c) + gaps / (tps * k_tps(c))
        return before / after if after > 0 else 1.0

    new_curve = []
    for p in curve if speed.curve else []:
        ttft = p.ttft_s if p.ttft_s is not None else speed.ttft_s.typical
        k_agg = cycle_ratio(ttft, p.tokens_per_s_per_user, p.concurrency)
        new_curve.append(CurvePoint(concurrency=p.concurrency, tokens_per_s_per_user=p.tokens_per_s_per_user
                                    * k_tps(p.concurrency), aggregate_tokens_per_s=p.aggregate_tokens_per_s * k_agg,
                                    ttft_s=None if p.ttft_s is None else p.ttft_s * k_ttft(p.concurrency)))
    users = speed.concurrency
    lo, hi = min(cal.concurrencies), max(cal.concurrencies)
    within = lo <= users <= hi

    def band(rate: Rate | None, p50: Callable[[LoadLevel], float | None],
             p95: Callable[[LoadLevel], float | None]) -> Band:
        formula = _band(rate)
        return _narrowed(formula, _measured_spread(levels, users, p50, p95)) if within else formula

    ttft = speed.ttft_s.typical * k_ttft(users)
    tps = speed.tokens_per_s_per_user.typical * k_tps(users)
    k_agg = cycle_ratio(speed.ttft_s.typical, speed.tokens_per_s_per_user.typical, users)
    agg = speed.aggregate_tokens_per_s
    agg_band = band(agg, lambda lv: lv.tokens_per_s_per_user, lambda lv: lv.tokens_per_s_p95)
    ttft_long = speed.ttft_long_s
    if ttft_long is not None:
        measured_long = cal.ttft_long_s if cal.long_input_tokens == speed.long_input_tokens else None
        ttft_long = _band(ttft_long).around(measured_long) if measured_long \
            else _scaled(ttft_long, k_ttft(1))
    request = ttft + gaps / tps
    return speed.model_copy(update={
        "ttft_s": band(speed.ttft_s, lambda lv: lv.ttft_s, lambda lv: lv.ttft_p95_s).around(ttft),
        "tokens_per_s_per_user": band(speed.tokens_per_s_per_user, lambda lv: lv.tokens_per_s_per_user,
                                      lambda lv: lv.tokens_per_s_p95).around(tps),
        "aggregate_tokens_per_s": agg_band.around(agg.typical * k_agg) if agg else None,
        "ttft_long_s": ttft_long, "curve": new_curve,
        "request_s": _band(speed.request_s).around(request) if speed.request_s else None,
        "work_per_hour": _scaled(speed.work_per_hour, k_agg),
        "batch_hours": _scaled(speed.batch_hours, 1 / k_agg) if k_agg else speed.batch_hours,
        # Inside the measured levels the range is the pilot's spread, no longer the bands from published error.
        "assumptions": [*(a for a in speed.assumptions if not (within and a == RANGE_FROM_MEASURED_ERROR)),
                        "assume_calibration_repeatability"],
        "calibration": _ref(cal, within)})


def _training(speed: SpeedEstimate, cal: SpeedCalibration, gpus_used: int) -> SpeedEstimate:
    t = cal.training
    rate = speed.training_tokens_per_s
    if t is None or rate is None or rate.typical <= 0:
        return speed
    # The formula's rate on the pilot's GPUs: its rate on the server's GPUs, data parallelism taken as linear.
    formula_there = rate.typical * t.gpus / max(1, gpus_used)
    k = t.tokens_per_s / formula_there
    measured = abs(t.step_p95_s / t.step_s - 1) if t.step_p95_s else 0.0
    band = _narrowed(_band(rate), measured)
    hours = speed.training_hours
    if hours is not None:
        typical = hours.typical / k
        hours = Rate(low=typical / band.high, typical=typical,
                     high=typical / band.low if band.low > 0 else hours.high / k)
    steps = {key: (value if key == "tokens" else value / k) for key, value in speed.step_seconds.items()}
    return speed.model_copy(update={"training_tokens_per_s": band.around(rate.typical * k), "training_hours": hours,
                                    "step_seconds": steps,
                                    "assumptions": [*speed.assumptions, "assume_calibration_repeatability"],
                                    "calibration": _ref(cal, True)})


def calibrated(speed: SpeedEstimate | None, cal: SpeedCalibration | None, *, output_tokens: int,
               gpus_used: int = 1) -> SpeedEstimate | None:
    """The estimate with the pilot's measurements applied (see the module doc); unchanged without one."""
    if speed is None or cal is None:
        return speed
    if speed.kind == "generation" and cal.levels:
        return _generation(speed, cal, output_tokens)
    if speed.kind == "training" and cal.training is not None:
        return _training(speed, cal, gpus_used)
    return speed


@dataclass(frozen=True)
class EngineFactors:
    """A calibration as the traffic model needs it: the measured ÷ formula decode rate per user at n sequences
    generating (the step time divides by it), and the measured ÷ formula time to first token of a lone request
    (the prompt's work and the fixed cost multiply by it; the queue on top is the traffic model's own)."""

    decode: Callable[[float], float]
    prompt: float


def engine_factors(speed: SpeedEstimate | None, cal: SpeedCalibration | None) -> EngineFactors | None:
    """The factors `calibrated` applies to the curve, for the queueing model (None without a usable one)."""
    if speed is None or cal is None or speed.kind != "generation" or not speed.curve:
        return None
    levels = [lv for lv in cal.levels if lv.ttft_s or lv.tokens_per_s_per_user]
    if not levels:
        return None
    r_ttft = _ratios(levels, _formula(speed.curve, lambda p: p.ttft_s), lambda lv: lv.ttft_s)
    r_tps = _ratios(levels, _formula(speed.curve, lambda p: p.tokens_per_s_per_user),
                    lambda lv: lv.tokens_per_s_per_user)
    return EngineFactors(decode=lambda n: _interp(r_tps, n) if r_tps else 1.0,
                         prompt=_interp(r_ttft, 1) if r_ttft else 1.0)


def matching(calibrations: Sequence[SpeedCalibration], fingerprint: str) -> SpeedCalibration | None:
    """The newest calibration that covers this model + precision + runtime + mode."""
    found = [c for c in calibrations if c.workload_fingerprint == fingerprint]
    return max(found, key=lambda c: (c.measured_at or "", c.created_at)) if found else None
