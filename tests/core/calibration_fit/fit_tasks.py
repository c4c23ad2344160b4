"""The task terms the fitting script writes. First the encoder (embedding) terms: per runtime kind, the large-batch share of the
tensor peak and the fixed cost per layer and forward pass (app/core/speed/encoders.py), from the published
encoder measurements of tests/core/calibration_tasks (`embedding speed`).

    encoder_mfu.<kind>      each case whose forward pass carries ≥ BIG_PASS_TOKENS tokens: the share that meets
                            the measured throughput, the per-layer cost held at its fit; the median
    encoder_layer_s.<kind>  each case with a smaller pass: the per-layer cost that meets it, the share held at
                            its fit; the median

    encoder_gpu.<gpu model> each large-pass case on that GPU model: its implied share ÷ its runtime kind's share; the
                            median, written only where GPU_MIN_SOURCES independent sources measured the GPU

Then five scalars of the image, speech and vision-language models, each the median of what its cases imply (every
other term held):

    diffusion_width_half            the 16-bit (and fp32) image speed cases
    speech_transformers_row_step_s  the speech speed cases run with transformers
    speech_generic_step_s           the speech speed cases run with runtime `generic` (faster-whisper)
    speech_encoder_share.tensorrt-llm  the speech speed cases run with TensorRT-LLM (the encoder's share of the peak)
    vision_preprocess_s_per_mpx     the vision-language time-to-first-token cases (the host's image preprocessing,
                                    seconds per megapixel sent: the first token's gap to the encoder and prefill)

then, per weight-format family of the image model (`diffusion_dequant_bytes.<family>`, app/core/speed/diffusion.py),
the bytes moved per denoiser weight and step to dequantize that meet each image speed case in that format, with
diffusion_width_half held at its full fit; the median (a family whose every case is left out runs at the 16-bit rate
in that fold: no term);

and the band of the image, speech and embedding times (`task_band.<task>`: low, 1, high as ratios to the typical
time; the rates take its inverse): fitlib.source_range over the category's leave-one-source-out ratios of measured ÷
typical time (a rate case's ratio turned over; every term refitted without the case's source), or over every task
time category's when the category has fewer than fitlib.RANGE_MIN_SOURCES sources.

Encoder rounds: two (share with no fixed cost, the cost with that share, the share again with that cost). A kind
without cases of its own takes the median over every kind's cases (the entry says so). Leaving a source out
drops its cases from every median (fit_constants.run_fit refits per source); the per-case implied values are
solved once with the full fit's other term, as for the memory terms.
"""

from __future__ import annotations

import json
import statistics
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

# The task calibration set's folder and the repository root (for `app`), before their imports.
_HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(_HERE), str(_HERE.parent / "calibration_tasks"), str(_HERE.parents[2])]

import task_view  # noqa: E402
from fitlib import GENERATED_BY, Implied, fit_span, grouped_range, solve_increasing, source_key  # noqa: E402

from app.core import fitted  # noqa: E402
from app.core.catalog import GpuSpec, load_catalog  # noqa: E402
from app.core.speed import diffusion, speech, vision  # noqa: E402
from app.core.speed import encoders as enc  # noqa: E402
from app.core.speed.types import Band  # noqa: E402

CATEGORY = "embedding speed"
# A forward pass of this many tokens (batch × sequence) or more runs the GEMMs compute-bound: such cases fit the
# share of the peak; smaller passes fit the fixed cost per layer (launches, norms: BERT-base at batch 1 is mostly
# that).
BIG_PASS_TOKENS = 4096
# What one case may imply (beyond, it is held at the bound).
MFU_BOUNDS = (0.02, 1.2)
LAYER_S_BOUNDS = (1e-7, 5e-3)
# The starting point of the rounds: a share with no fixed cost.
START_MFU, START_LAYER_S = 0.5, 1e-7
ROUNDS = 2
# A GPU's own factor needs this many independent sources (else the GPU takes 1: no term).
GPU_MIN_SOURCES = 2
FITTED_ON = ("tests/core/calibration_tasks/cases*.json: embedding speed cases of this runtime kind "
             "({rule}); app/core/speed/encoders.py")
RULES = {enc.MFU_PREFIX: f"forward passes of >= {BIG_PASS_TOKENS} tokens",
         enc.LAYER_PREFIX: f"passes under {BIG_PASS_TOKENS} tokens"}
GPU_FITTED_ON = ("tests/core/calibration_tasks/cases*.json: embedding speed cases on this GPU with forward passes of "
                 f">= {BIG_PASS_TOKENS} tokens, each's implied share of the peak over its runtime kind's; "
                 "app/core/speed/encoders.py")


SIXTEEN_BIT = frozenset({"bf16", "fp16", "fp32"})


@dataclass(frozen=True)
class Scalar:
    """One scalar term: the cases that fit it, whether the measured figure grows with it, its bounds."""

    category: str
    select: Callable[[dict], bool]
    grows: bool  # the engine's figure for the case's metric grows with the term
    bounds: tuple[float, float]
    fitted_on: str
    digits: int


SCALARS: dict[str, Scalar] = {
    diffusion.WIDTH_HALF_NAME: Scalar(
        "image generation speed", lambda c: c["workload"]["precision"]["weights"] in SIXTEEN_BIT, True, (50.0, 50000.0),
        "tests/core/calibration_tasks/cases*.json: image generation speed cases in 16-bit (or fp32) weights; "
        "app/core/speed/diffusion.py", 1),
    speech.ROW_STEP_NAME: Scalar(
        "speech speed", lambda c: c["workload"]["runtime"] == "transformers", False, (1e-6, 0.05),
        "tests/core/calibration_tasks/cases*.json: speech speed cases run with transformers; app/core/speed/speech.py",
        7),
    speech.GENERIC_STEP_NAME: Scalar(
        "speech speed", lambda c: c["workload"]["runtime"] == "generic", False, (1e-5, 0.2),
        "tests/core/calibration_tasks/cases*.json: speech speed cases run with runtime generic (faster-whisper); "
        "app/core/speed/speech.py", 6),
    speech.ENCODER_SHARE_PREFIX + "tensorrt-llm": Scalar(
        "speech speed", lambda c: c["workload"]["runtime"] == "tensorrt-llm", True, (0.02, 1.0),
        "tests/core/calibration_tasks/cases*.json: speech speed cases run with TensorRT-LLM (the encoder's share of "
        "the dense peak that meets each; the decoder's terms held); app/core/speed/speech.py", 4),
    # Only the time-to-first-token cases: a whole request's time is mostly decode, whose error would set the figure.
    vision.PREPROCESS_NAME: Scalar(
        "vision-language time", lambda c: c["measured"]["metric"] == "ttft_s", True, (1e-4, 2.0),
        "tests/core/calibration_tasks/cases*.json: vision-language time-to-first-token cases (per case, the host's "
        "image preprocessing in seconds per megapixel that meets the measured first token, the tower's and the "
        "prefill's GPU time held); app/core/speed/vision.py", 4),
}


FORMAT_BOUNDS = (0.01, 500.0)
FORMAT_FITTED_ON = ("tests/core/calibration_tasks/cases*.json: image generation speed cases with {family} weights (per "
                    "case, the dequantizing bytes per weight and step that meet the measured time, "
                    "diffusion_width_half held); "
                    "app/core/speed/diffusion.py")


GENERATION_BOUNDS = (0.2, 5.0)
# A generation's own factor needs this many independent sources in the fit (or fold); with fewer it keeps 1 (no term).
# One: two generations' factors would otherwise never be scored out of sample while only two sources measure them (each
# fold leaves one), and the left-out source is then scored on the other's factor, which is the carry the term claims.
GENERATION_MIN_SOURCES = 1
GENERATION_FITTED_ON = ("tests/core/calibration_tasks/cases*.json: 16-bit image generation speed cases on {generation} GPUs "
                        "(per case, the factor on the row's diffusion share that meets the measured time, "
                        "diffusion_width_half held); app/core/speed/diffusion.py")


def image_case_gpu(case: dict) -> GpuSpec:
    gpu = load_catalog().gpu(case["server"]["gpu"])
    assert gpu is not None, case["id"]
    return gpu


def generation_implied(width_half: float) -> dict[str, list[Implied]]:
    """Per GPU generation: the factor on the diffusion share each 16-bit image speed case implies."""
    out: dict[str, list[Implied]] = {}
    for case in task_view.load_cases():
        if (case["category"] != "image generation speed" or case.get("confidence") == "low" or case.get("fitted")
                or case["workload"]["precision"]["weights"] not in SIXTEEN_BIT):
            continue
        name = diffusion.GENERATION_PREFIX + diffusion.generation(image_case_gpu(case))

        def speed(x: float, case: dict = case, name: str = name) -> float:
            data = fitted.Fitted(generated_by=GENERATED_BY,
                                 constants={diffusion.WIDTH_HALF_NAME: _value(width_half), name: _value(x)})
            return 1 / _typical(case, data)
        value = solve_increasing(speed, 1 / float(case["measured"]["value"]), *GENERATION_BOUNDS)
        out.setdefault(name, []).append(Implied(case["id"], source_key(case["source"]), value))
    return out


def generation_constants(values: dict[str, list[Implied]], leave_out: str | None) -> dict[str, fitted.FittedValue]:
    out: dict[str, fitted.FittedValue] = {}
    for name, implied_values in sorted(values.items()):
        if not name.startswith(diffusion.GENERATION_PREFIX):
            continue
        span = fit_span(implied_values, leave_out)
        if span is None or span[4] < GENERATION_MIN_SOURCES:
            continue
        low, typical, high, n, s = span
        out[name] = fitted.FittedValue(
            low=round(low, 4), typical=round(typical, 4), high=round(high, 4), cases=n, sources=s,
            fitted_on=GENERATION_FITTED_ON.format(generation=name.removeprefix(diffusion.GENERATION_PREFIX)))
    return out


def format_implied(width_half: float, generations: dict[str, float] | None = None) -> dict[str, list[Implied]]:
    """Per weight-format family: the dequantizing bytes per weight and step each quantized image case implies
    (the 16-bit terms, the width and the generations' factors, held at their full fit)."""
    held = {name: _value(v) for name, v in (generations or {}).items()}
    out: dict[str, list[Implied]] = {}
    for case in task_view.load_cases():
        weights = case["workload"]["precision"]["weights"]
        if (case["category"] != "image generation speed" or case.get("confidence") == "low"
                or weights in diffusion.SIXTEEN_BIT):
            continue
        name = diffusion.DEQUANT_PREFIX + diffusion.format_family(weights)

        def seconds(x: float, case: dict = case, name: str = name) -> float:
            data = fitted.Fitted(generated_by=GENERATED_BY,
                                 constants={**held, diffusion.WIDTH_HALF_NAME: _value(width_half), name: _value(x)})
            return _typical(case, data)
        value = solve_increasing(seconds, float(case["measured"]["value"]), *FORMAT_BOUNDS)
        out.setdefault(name, []).append(Implied(case["id"], source_key(case["source"]), value))
    return out


def format_constants(values: dict[str, list[Implied]], leave_out: str | None) -> dict[str, fitted.FittedValue]:
    out: dict[str, fitted.FittedValue] = {}
    for name, implied_values in sorted(values.items()):
        span = fit_span(implied_values, leave_out) if name.startswith(diffusion.DEQUANT_PREFIX) else None
        if span is None:
            continue
        low, typical, high, n, s = span
        family = name.removeprefix(diffusion.DEQUANT_PREFIX)
        out[name] = fitted.FittedValue(low=round(low, 2), typical=round(typical, 2), high=round(high, 2), cases=n,
                                       sources=s, fitted_on=FORMAT_FITTED_ON.format(family=family))
    return out


# The image, speech and embedding categories whose band the engine reads, by the name it reads it under.
BANDS = {"image generation speed": diffusion.BAND_NAME, "speech speed": speech.BAND_NAME, CATEGORY: enc.BAND_NAME}
BAND_FITTED_ON = ("tests/core/calibration_tasks/cases*.json: leave-one-source-out ratios of {which}, measured ÷ "
                  "typical time (fitlib.source_range: a new source's 90 % prediction interval; low, 1, high)")


def time_ratio(case: dict, typical: float) -> float:
    """Measured ÷ typical of the case's time: a rate's ratio turned over (a rate 20 % low is a time 25 % long)."""
    ratio = float(case["measured"]["value"]) / typical
    return 1 / ratio if case["measured"].get("metric") in task_view.RATES else ratio


def band_ratios(folds: dict[str, fitted.Fitted]) -> dict[str, list[tuple[str, float]]]:
    """Per task time category: (source, measured ÷ typical time fitted without the source)."""
    out: dict[str, list[tuple[str, float]]] = {}
    for case in task_view.load_cases():
        if case.get("confidence") == "low" or case.get("fitted") or case["category"] not in BANDS:
            continue
        src = source_key(case["source"])
        out.setdefault(case["category"], []).append((src, time_ratio(case, _typical(case, folds[src]))))
    return out


def band_of(ratios: dict[str, list[tuple[str, float]]], category: str, leave_out: str | None = None) -> Band | None:
    """The category's time band (its own ratios, or every task time category's when it has few sources)."""
    r = grouped_range(ratios, category, lambda _: "task time", leave_out)
    return None if r is None else r.band()


def bands(folds: dict[str, fitted.Fitted]) -> dict[str, fitted.FittedValue]:
    """Per image / speech / embedding category: its time band from the LOSO ratios (fitlib.source_range)."""
    out: dict[str, fitted.FittedValue] = {}
    ratios = band_ratios(folds)
    for category, name in BANDS.items():
        r = grouped_range(ratios, category, lambda _: "task time")
        band = band_of(ratios, category)
        if r is None or band is None:
            continue
        own = len({s for s, _ in ratios.get(category, [])}) == r.sources
        which = f"the {category} cases" if own else "every image, speech and embedding speed case"
        out[name] = fitted.FittedValue(low=round(band.low, 4), typical=1.0, high=round(band.high, 4),
                                       cases=r.cases, sources=r.sources, fitted_on=BAND_FITTED_ON.format(which=which))
    return out


def scalar_implied() -> dict[str, list[Implied]]:
    """Per scalar: the value each of its cases implies (unflagged, scored cases only)."""
    out: dict[str, list[Implied]] = {}
    every = [c for c in task_view.load_cases() if c.get("confidence") != "low" and not c.get("fitted")]
    for name, sc in SCALARS.items():
        for case in every:
            if case["category"] != sc.category or not sc.select(case):
                continue
            measured = float(case["measured"]["value"])

            def figure(x: float, case: dict = case, name: str = name, sc: Scalar = sc) -> float:
                data = fitted.Fitted(generated_by=GENERATED_BY, constants={name: _value(x)})
                value = _typical(case, data)
                return value if sc.grows else 1 / value
            target = measured if sc.grows else 1 / measured
            out.setdefault(name, []).append(Implied(case["id"], source_key(case["source"]),
                                                    solve_increasing(figure, target, *sc.bounds)))
    return out


def scalar_constants(values: dict[str, list[Implied]], leave_out: str | None) -> dict[str, fitted.FittedValue]:
    out: dict[str, fitted.FittedValue] = {}
    for name, sc in SCALARS.items():
        span = fit_span(values.get(name, []), leave_out)
        if span is None:
            continue
        low, typical, high, n, s = span
        out[name] = fitted.FittedValue(low=round(low, sc.digits), typical=round(typical, sc.digits),
                                       high=round(high, sc.digits), cases=n, sources=s, fitted_on=sc.fitted_on)
    return out


def cases() -> list[dict]:
    return [c for c in task_view.load_cases() if c["category"] == CATEGORY and c.get("confidence") != "low"]


def kind_of(case: dict) -> str:
    return enc.runtime_kind(case["workload"]["runtime"])


def pass_tokens(case: dict) -> int:
    load = case["workload"]["load"]
    return int(load["input_tokens"]) * int(load["concurrency"])


def _value(x: float) -> fitted.FittedValue:
    return fitted.FittedValue(low=x, typical=x, high=x, cases=0, sources=0, fitted_on="probe")


def _data(mfu: dict[str, float], layer_s: dict[str, float]) -> fitted.Fitted:
    consts = {enc.MFU_PREFIX + k: _value(v) for k, v in mfu.items()}
    consts |= {enc.LAYER_PREFIX + k: _value(v) for k, v in layer_s.items()}
    return fitted.Fitted(generated_by=GENERATED_BY, constants=consts)


def _typical(case: dict, data: fitted.Fitted) -> float:
    with fitted.use(data):
        return task_view._view.__wrapped__(json.dumps(case, sort_keys=True)).typical  # type: ignore[attr-defined]


def _medians(implied: dict[str, list[Implied]], prefix: str, start: float) -> dict[str, float]:
    pooled = [i.value for name, vs in implied.items() if name.startswith(prefix) for i in vs]
    out = {}
    for k in (enc.TENSORRT, enc.PYTORCH, enc.SERVING):
        own = implied.get(prefix + k, [])
        vals = [i.value for i in own] or pooled
        out[k] = statistics.median(vals) if vals else start
    return out


def implied() -> dict[str, list[Implied]]:
    """Per fitted name: what each case implies (the encoder terms, then the image and speech scalars)."""
    scalars = scalar_implied()
    width_half = statistics.median(i.value for i in scalars[diffusion.WIDTH_HALF_NAME])
    generations = generation_implied(width_half)
    held = {name: v.typical for name, v in generation_constants(generations, None).items()}
    return {**encoder_implied(), **scalars, **generations, **format_implied(width_half, held)}


def encoder_implied() -> dict[str, list[Implied]]:
    """Per fitted name (`encoder_mfu.<kind>`, `encoder_layer_s.<kind>`, `encoder_gpu.<id>`): what each case implies."""
    kinds = (enc.TENSORRT, enc.PYTORCH, enc.SERVING)
    mfu = dict.fromkeys(kinds, START_MFU)
    layer = dict.fromkeys(kinds, START_LAYER_S)
    out: dict[str, list[Implied]] = {}
    for _ in range(ROUNDS):
        out = {}
        for case in cases():
            k, src, measured = kind_of(case), source_key(case["source"]), float(case["measured"]["value"])
            if pass_tokens(case) >= BIG_PASS_TOKENS:
                def rate(x: float, case: dict = case, k: str = k, mfu: dict = mfu, layer: dict = layer) -> float:
                    return _typical(case, _data({**mfu, k: x}, layer))
                value = solve_increasing(rate, measured, *MFU_BOUNDS)
                out.setdefault(enc.MFU_PREFIX + k, []).append(Implied(case["id"], src, value))
        mfu = _medians(out, enc.MFU_PREFIX, START_MFU)
        for case in cases():
            k, src, measured = kind_of(case), source_key(case["source"]), float(case["measured"]["value"])
            if pass_tokens(case) < BIG_PASS_TOKENS:
                def slowness(x: float, case: dict = case, k: str = k, mfu: dict = mfu, layer: dict = layer) -> float:
                    return 1 / _typical(case, _data(mfu, {**layer, k: x}))
                value = solve_increasing(slowness, 1 / measured, *LAYER_S_BOUNDS)
                out.setdefault(enc.LAYER_PREFIX + k, []).append(Implied(case["id"], src, value))
        layer = _medians(out, enc.LAYER_PREFIX, START_LAYER_S)
    by_id = {c["id"]: c for c in cases()}
    for name, values in list(out.items()):
        if name.startswith(enc.MFU_PREFIX):
            kind = name.removeprefix(enc.MFU_PREFIX)
            for i in values:
                gpu = enc.gpu_model(by_id[i.case_id]["server"]["gpu"])
                out.setdefault(enc.GPU_PREFIX + gpu, []).append(Implied(i.case_id, i.source, i.value / mfu[kind]))
    return out


def constants_from(values: dict[str, list[Implied]], leave_out: str | None) -> dict[str, fitted.FittedValue]:
    """The fitted entries without `leave_out`'s cases; a kind without cases takes every kind's pooled median."""
    out: dict[str, fitted.FittedValue] = {**scalar_constants(values, leave_out), **format_constants(values, leave_out),
                                          **generation_constants(values, leave_out)}
    for prefix in (enc.MFU_PREFIX, enc.LAYER_PREFIX):
        pooled = [i for name, vs in values.items() if name.startswith(prefix) for i in vs]
        for k in (enc.TENSORRT, enc.PYTORCH, enc.SERVING):
            own = values.get(prefix + k, [])
            span, note = fit_span(own, leave_out), ""
            if span is None:
                span, note = fit_span(pooled, leave_out), " — none of its own: the median over every runtime kind"
            if span is None:
                continue
            low, typical, high, n, s = span
            digits = 4 if prefix == enc.MFU_PREFIX else 8
            out[prefix + k] = fitted.FittedValue(
                low=round(low, digits), typical=round(typical, digits), high=round(high, digits), cases=n, sources=s,
                fitted_on=FITTED_ON.format(rule=RULES[prefix]) + note)
    for name, gpu_values in sorted(values.items()):
        kept = {i.source for i in gpu_values if i.source != leave_out}
        gspan = fit_span(gpu_values, leave_out)
        if not name.startswith(enc.GPU_PREFIX) or gspan is None or len(kept) < GPU_MIN_SOURCES:
            continue
        low, typical, high, n, s = gspan
        out[name] = fitted.FittedValue(low=round(low, 4), typical=round(typical, 4), high=round(high, 4), cases=n,
                                       sources=s, fitted_on=GPU_FITTED_ON)
    return out
