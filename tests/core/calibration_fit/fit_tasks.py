"""The encoder (embedding) terms the fitting script writes: per runtime kind, the large-batch share of the
tensor peak and the fixed cost per layer and forward pass (app/core/speed/encoders.py), from the published
encoder measurements of tests/core/calibration_tasks (`embedding speed`).

    encoder_mfu.<kind>      each case whose forward pass carries ≥ BIG_PASS_TOKENS tokens: the share that meets
                            the measured throughput, the per-layer cost held at its fit; the median
    encoder_layer_s.<kind>  each case with a smaller pass: the per-layer cost that meets it, the share held at
                            its fit; the median

    encoder_gpu.<gpu id>    each large-pass case on that GPU: its implied share ÷ its runtime kind's share; the
                            median, written only where GPU_MIN_SOURCES independent sources measured the GPU

Two rounds (share with no fixed cost, the cost with that share, the share again with that cost). A kind
without cases of its own takes the median over every kind's cases (the entry says so). Leaving a source out
drops its cases from every median (fit_constants.run_fit refits per source); the per-case implied values are
solved once with the full fit's other term, as for the memory terms.
"""

from __future__ import annotations

import json
import statistics

import task_view
from fitlib import GENERATED_BY, Implied, fit_span, solve_increasing, source_key

from app.core import fitted
from app.core.speed import encoders as enc

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
    """Per fitted name (`encoder_mfu.<kind>`, `encoder_layer_s.<kind>`): what each case implies."""
    kinds = (enc.TENSORRT, enc.PYTORCH, enc.SERVING)
    mfu = dict.fromkeys(kinds, START_MFU)
    layer = dict.fromkeys(kinds, START_LAYER_S)
    out: dict[str, list[Implied]] = {}
    for _ in range(ROUNDS):
        out = {}
        for case in cases():
            k, src, measured = kind_of(case), source_key(case["source"]), float(case["measured"]["value"])
            if pass_tokens(case) >= BIG_PASS_TOKENS:
                def rate(x: float, case: dict = case, k: str = k) -> float:
                    return _typical(case, _data({**mfu, k: x}, layer))
                value = solve_increasing(rate, measured, *MFU_BOUNDS)
                out.setdefault(enc.MFU_PREFIX + k, []).append(Implied(case["id"], src, value))
        mfu = _medians(out, enc.MFU_PREFIX, START_MFU)
        for case in cases():
            k, src, measured = kind_of(case), source_key(case["source"]), float(case["measured"]["value"])
            if pass_tokens(case) < BIG_PASS_TOKENS:
                def slowness(x: float, case: dict = case, k: str = k) -> float:
                    return 1 / _typical(case, _data(mfu, {**layer, k: x}))
                value = solve_increasing(slowness, 1 / measured, *LAYER_S_BOUNDS)
                out.setdefault(enc.LAYER_PREFIX + k, []).append(Implied(case["id"], src, value))
        layer = _medians(out, enc.LAYER_PREFIX, START_LAYER_S)
    by_id = {c["id"]: c for c in cases()}
    for name, values in list(out.items()):
        if name.startswith(enc.MFU_PREFIX):
            kind = name.removeprefix(enc.MFU_PREFIX)
            for i in values:
                gpu = by_id[i.case_id]["server"]["gpu"]
                out.setdefault(enc.GPU_PREFIX + gpu, []).append(Implied(i.case_id, i.source, i.value / mfu[kind]))
    return out


def constants_from(values: dict[str, list[Implied]], leave_out: str | None) -> dict[str, fitted.FittedValue]:
    """The fitted entries without `leave_out`'s cases; a kind without cases takes every kind's pooled median."""
    out: dict[str, fitted.FittedValue] = {}
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
