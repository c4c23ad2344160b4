"""Fit the engine's calibrated constants from the published cases and write resources/catalog/fitted_constants.json.

    python tests/core/calibration_fit/fit_constants.py            # fit and write the file
    python tests/core/calibration_fit/fit_constants.py --check    # exit 1 if the file differs from a fresh fit

What it fits (each entry of the file names the cases, their number and their independent sources):
* memory terms: LitGPT LoRA/QLoRA's unexplained activation factor (tests/core/calibration/cases_training.json,
  the LitGPT LoRA/QLoRA totals), the training allocator's slack over the activations (the training totals that
  count reserved or device memory);
* per runtime × GPU-family row of app/core/speed/efficiency.py: the decode weight-read bandwidth share (decode
  cases at 1-8 users) and the prefill compute share (time-to-first-token cases), from
  tests/core/calibration_speed; rows without cases carry the nearest fitted row (the engine's fallback order);
* beside the rows (fit_speed.py): llama.cpp's MMQ share of the int8 peak and the tensor-parallel all-reduce latency
  per link, each refitted per left-out source;
* the bands of those rows' figures (low and high ratio of a decode rate and of a first token) and the low/high ratios of each whole-job memory total's category, from the
  leave-one-source-out residuals (fit without the case's source, score the case), by one rule for every range
  (fitlib.source_range: the 90 % prediction interval of a new source's case, sources weighted equally, between-
  and within-source variance apart).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

# This folder, the three calibration sets' folders and the repository root (for `app`), before their imports.
_HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(_HERE), *(str(_HERE.parent / s) for s in ("calibration", "calibration_speed",
                                                               "calibration_tasks")), str(_HERE.parents[2])]

import engine_view  # noqa: E402
import fit_parts  # noqa: E402
import fit_speed  # noqa: E402
import fit_tasks  # noqa: E402
import fit_training  # noqa: E402
import speed_view  # noqa: E402
import task_view  # noqa: E402
from fitlib import (  # noqa: E402
    FITTED_PATH,
    GENERATED_BY,
    Implied,
    band_fields,
    fit_span,
    grouped_range,
    solve_increasing,
    source_key,
)

from app.core import fitted  # noqa: E402
from app.core.catalog import load_catalog  # noqa: E402
from app.core.memory.memo import MEMORY_KINDS, shared_budgets  # noqa: E402
from app.core.memory.training import LITGPT_LORA_FACTOR, TRAIN_SLACK_SHARE  # noqa: E402
from app.core.runtimes import traits  # noqa: E402
from app.core.speed import efficiency as E  # noqa: E402
from app.core.speed.types import Band  # noqa: E402

MEMORY_FILES = "tests/core/calibration/cases*.json"
SPEED_FILES = "tests/core/calibration_speed/cases_speed*.json"
TASK_FILES = "tests/core/calibration_tasks/cases*.json"
# Bounds of the bandwidth and compute shares a case may imply (beyond them the case is held at the bound).
SHARE_BOUNDS = (0.03, 1.5)
# Cases that fit the shares: few users, where a decode step is the weight read and a first token waits for
# no other request's prefill.
MBU_MAX_USERS = 8
# Time-to-first-token cases that fit the prefill share: up to a static batch of 16 prompts (the serving loop queues
# them, so the share is still the one pass's), which lets LLM-Inference-Bench's batch-16 prefill times hold the
# data-centre rows when another source is left out.
MFU_MAX_USERS = 16
# A row whose family fallbacks have no decode-share fit takes its runtime's fitted row first (the same kernels), in
# this order; the prefill share does not (a GeForce card's share is no guide to an HBM one's: it goes to the
# runtime's fallback and then the median of every row).
CARRY_FAMILIES = (E.HOPPER, E.AMPERE_HBM, E.NVIDIA_GDDR, E.GEFORCE)  # NVIDIA's: the same CUDA kernels
# The decode share is carried only within a memory class (HBM stacks, GDDR buses: what share of the datasheet bandwidth
# a kernel reaches differs between them, as the table's rows show); a row with no fitted row of its runtime in its
# class takes the runtime fallback's row of its own family (issue 29, acc5-speed: TensorRT-LLM's GeForce cases, read
# with a share above 1 on the A100 row's fixed costs, were carried to the A100 and H100 rows in a fold without
# LLM-Inference-Bench and put them 20-50 % too fast).
MEMORY_CLASS = {E.HOPPER: "hbm", E.AMPERE_HBM: "hbm", E.BLACKWELL: "hbm", E.NVIDIA_GDDR: "gddr", E.GEFORCE: "gddr"}
# The prefill share's runtime fallback beyond the engine's: vLLM's rows take TensorRT-LLM's on the same GPU family
# (both run a prompt through cuBLAS/CUTLASS GEMMs) before the median of every row.
PREFILL_PEER = {"vllm": "tensorrt-llm"}
# Runtimes whose prefill share is carried between their own rows before the runtime fallback (issue 29, acc16-llamattft).
# llama.cpp runs a prompt's matrix products through the same ggml-cuda code on every NVIDIA family (ggml-cuda.cu
# ggml_cuda_mul_mat: MMQ, or dequantize to F16 + cublasGemmEx with CUBLAS_COMPUTE_16F; app/core/speed/kernels.py,
# prefill.py), so a llama.cpp row without a prefill fit of its own takes another llama.cpp row's (its own memory class
# first, CARRY_FAMILIES order) rather than vLLM's, whose share describes vLLM's own bf16 GEMMs: in the fold without
# XiongjieDai's tables (the only llama.cpp first tokens on an H100 or an A100) the llama.cpp Hopper and Ampere-HBM rows
# took vLLM's 0.72 / 0.79 against their own 0.30 / 0.56, and those eight prompts read 15-58 % too fast out of sample.
PREFILL_SAME_RUNTIME = frozenset({"llama.cpp"})
# A total's range rests on its own category's residuals when they come from fitlib.RANGE_MIN_SOURCES sources (issue
# 29's bar for a category), else on its group's (range_group: the training totals pool LoRA/QLoRA, full
# fine-tuning and several GPUs; the image and speech memory categories pool).
# Probes of the memory terms: the engine is linear in each (activations × factor, activations × share).
PROBES = {LITGPT_LORA_FACTOR: (1.0, 2.0), TRAIN_SLACK_SHARE: (0.0, 0.5)}
# A memory term's neutral value: what the engine assumes with no case for it (no extra factor, no slack).
NEUTRAL = {LITGPT_LORA_FACTOR: 1.0, TRAIN_SLACK_SHARE: 0.0}
FITTED_ON = {
    LITGPT_LORA_FACTOR: "tests/core/calibration/cases_training.json, cases_training_lightning_blog.json: "
                        "single-GPU LitGPT LoRA/QLoRA totals",
    TRAIN_SLACK_SHARE: "tests/core/calibration/cases*.json: training totals counting reserved or device memory",
}
# Bounds of what one case may imply (a case whose activations are tiny implies any slack at all).
TERM_BOUNDS = {LITGPT_LORA_FACTOR: (0.5, 3.0), TRAIN_SLACK_SHARE: (0.0, 1.0)}


# --- the cases ------------------------------------------------------------------------------------------

def memory_cases() -> list[dict]:
    return [c for c in engine_view.load_cases() if c.get("confidence") != "low"]


def speed_cases() -> list[dict]:
    return [c for c in speed_view.load_cases() if c.get("confidence") != "low"]


def memory_view(case: dict) -> engine_view.View:
    return engine_view._view.__wrapped__(json.dumps(case, sort_keys=True))  # type: ignore[attr-defined]


def task_view_now(case: dict) -> task_view.TaskView:
    return task_view._view.__wrapped__(json.dumps(case, sort_keys=True))  # type: ignore[attr-defined]


def row_key_of(case: dict) -> str:
    gpu = load_catalog().gpus[case["server"]["gpu"]]
    group = traits(case["workload"]["runtime"]).speed_group
    version = case["workload"].get("runtime_options", {}).get("runtime_version")
    return E.row_key(E.table_row(group, E.gpu_family(gpu), version))


# --- memory terms ---------------------------------------------------------------------------------------

def _with_constant(base: fitted.Fitted, name: str, value: float) -> fitted.Fitted:
    const = fitted.FittedValue(low=value, typical=value, high=value, cases=0, sources=0, fitted_on="probe")
    return base.model_copy(update={"constants": {**base.constants, name: const}})


def implied_memory(name: str, base: fitted.Fitted, cases: list[dict]) -> list[Implied]:
    """Each whole-job case whose figure moves with the term: the term's value that meets the measurement."""
    a, b = PROBES[name]
    out: list[Implied] = []
    for case in cases:
        if case["measured"]["component"] not in engine_view.WHOLE_JOB:
            continue
        with fitted.use(_with_constant(base, name, a)):
            va = memory_view(case)
        with fitted.use(_with_constant(base, name, b)):
            vb = memory_view(case)
        slope = (vb.typical - va.typical) / (b - a)
        if abs(slope) < 1e-6 * va.measured:
            continue
        lo, hi = TERM_BOUNDS[name]
        value = min(max(lo, a + (va.measured - va.typical) / slope), hi)
        out.append(Implied(case["id"], source_key(case["source"]), value))
    return out


def constants_from(implied: dict[str, list[Implied]], leave_out: str | None) -> dict[str, fitted.FittedValue]:
    out: dict[str, fitted.FittedValue] = {}
    for name, values in implied.items():
        span = fit_span(values, leave_out)
        if span is None:
            n = NEUTRAL[name]
            out[name] = fitted.FittedValue(low=n, typical=n, high=n, cases=0, sources=0,
                                           fitted_on="no case left: the neutral value")
            continue
        low, typical, high, cases, sources = span
        out[name] = fitted.FittedValue(low=round(low, 4), typical=round(typical, 4), high=round(high, 4),
                                       cases=cases, sources=sources, fitted_on=FITTED_ON[name])
    return out


# --- speed rows -----------------------------------------------------------------------------------------

@dataclass
class SpeedImplied:
    mbu: list[Implied] = field(default_factory=list)
    mfu: list[Implied] = field(default_factory=list)


def _row_override(base: fitted.Fitted, key: str, mbu: float | None = None, mfu: float | None = None) -> fitted.Fitted:
    g, f = key.split("/")
    row = E.TABLE[(g, f)]
    fe = fitted.FittedEfficiency(weights_mbu=mbu or row.weights_mbu, prefill_mfu=mfu or row.prefill_mfu,
                                 **band_fields(row.decode_band, row.ttft_band), decode_cases=0, ttft_cases=0,
                                 sources=0)
    return base.model_copy(update={"efficiency": {**base.efficiency, key: fe}})


def implied_speed(cases: list[dict], base: fitted.Fitted | None = None,
                  front_end_ids: frozenset[str] = frozenset()) -> dict[str, SpeedImplied]:
    """Per row: each few-user decode case's weight-read share and each TTFT case's compute share (`base`: the fitted
    fixed costs they are implied with, fit_speed.FixedCosts, and the front ends' costs). `front_end_ids`: the served
    short first tokens that fit the front end's cost (fit_speed.implied_front_end): a fixed cost sets most of their
    figure, so they imply no share (gpustack's 233-token served prompts on an H100 would read the vLLM Hopper share
    as 0.2 against LLM-Inference-Bench's 0.7)."""
    base = base or fitted.Fitted(generated_by=GENERATED_BY)
    out: dict[str, SpeedImplied] = defaultdict(SpeedImplied)
    for case in cases:
        key = row_key_of(case)
        src = source_key(case["source"])
        metric = case["measured"]["metric"]
        measured = float(case["measured"]["value"])
        users = case["workload"]["load"]["concurrency"]
        if case["id"] in front_end_ids:
            continue
        if metric == "ttft_s" and users <= MFU_MAX_USERS and not fit_speed.is_moe(case):  # MoE prompts: scored only
            def rate(x: float, case: dict = case, key: str = key) -> float:
                with fitted.use(_row_override(base, key, mfu=x)):
                    return 1 / speed_view.view(case).typical
            with shared_budgets(MEMORY_KINDS):  # only the share changes between the tries: the budgets are shared
                if rate(SHARE_BOUNDS[0]) == rate(SHARE_BOUNDS[1]):
                    continue  # the row's share does not set this prompt (llama.cpp's MMQ path: fit_speed.py)
                if rate(SHARE_BOUNDS[1]) < 1 / measured:
                    continue  # faster than the row's fixed costs allow at any share: it says nothing of the share
                out[key].mfu.append(Implied(case["id"], src, solve_increasing(rate, 1 / measured, *SHARE_BOUNDS)))
        elif metric != "ttft_s" and users <= MBU_MAX_USERS and (case.get("split") or {}).get("tensor_parallel", 1) <= 1 \
                and not fit_speed.is_moe_decode(case):  # MoE cases fit the MoE layer cost instead (fit_speed.py)
            # One GPU per copy (or a layer split): the tensor-parallel cases fit the all-reduce instead (fit_speed.py).
            def decode(x: float, case: dict = case, key: str = key) -> float:
                with fitted.use(_row_override(base, key, mbu=x)):
                    return speed_view.view(case).typical
            target = speed_view.view(case).measured  # a latency case compares as output ÷ latency
            with shared_budgets(MEMORY_KINDS):
                out[key].mbu.append(Implied(case["id"], src, solve_increasing(decode, target, *SHARE_BOUNDS)))
    return out


def _carry(key: str, have: set[str], same_runtime: bool = False) -> str | None:
    """The nearest row with a fit: the family fallbacks within the runtime, then (`same_runtime`: for the decode
    share, which the runtime's kernels set) any fitted row of the same runtime in CARRY_FAMILIES order, then the
    runtime's fallback. The decode share neither follows a family fallback nor is carried across a memory class
    (MEMORY_CLASS). The prefill share of a runtime in PREFILL_SAME_RUNTIME is carried from any fitted row of its own in
    CARRY_FAMILIES order, its memory class first, before the runtime's fallback."""
    g, f = key.split("/")
    row_class = MEMORY_CLASS.get(f)
    seen: set[tuple[str, str]] = set()
    while f"{g}/{f}" not in have:
        seen.add((g, f))
        nxt = E.FAMILY_FALLBACK.get(f)
        crosses = same_runtime and nxt in MEMORY_CLASS and MEMORY_CLASS[nxt] != row_class
        if nxt is not None and (g, nxt) not in seen and not crosses:
            f = nxt
            continue
        same = next((fam for fam in CARRY_FAMILIES if f"{g}/{fam}" in have and MEMORY_CLASS[fam] == row_class), None) \
            if same_runtime and f in CARRY_FAMILIES else None
        if same is not None:
            return f"{g}/{same}"
        if not same_runtime and g in PREFILL_SAME_RUNTIME and f in CARRY_FAMILIES:
            kin = next((fam for fam in sorted(CARRY_FAMILIES, key=lambda fam: MEMORY_CLASS[fam] != row_class)
                        if f"{g}/{fam}" in have), None)
            if kin is not None:
                return f"{g}/{kin}"
        peer = None if same_runtime else PREFILL_PEER.get(g)
        g, f = (peer if peer and (peer, key.split("/")[1]) not in seen else E.RUNTIME_FALLBACK.get(g, "vllm")), \
            key.split("/")[1]
        if (g, f) in seen:
            return None
    return f"{g}/{f}"


def efficiency_from(implied: dict[str, SpeedImplied], leave_out: str | None,
                    bands: dict[str, tuple[Band, Band]] | None = None) -> dict[str, fitted.FittedEfficiency]:
    shares: dict[str, dict[str, tuple[float, int]]] = {"mbu": {}, "mfu": {}}
    sources: dict[str, set[str]] = defaultdict(set)
    for key, imp in implied.items():
        for kind, values in (("mbu", imp.mbu), ("mfu", imp.mfu)):
            kept = [i for i in values if i.source != leave_out]
            if kept:
                shares[kind][key] = (statistics.median(i.value for i in kept), len(kept))
                sources[key] |= {i.source for i in kept}
    # A row with no fitted row in its fallback order takes the median over every row's cases.
    pooled = {kind: (statistics.median(i.value for imp in implied.values() for i in getattr(imp, kind)
                                       if i.source != leave_out), 0) for kind in ("mbu", "mfu")}
    out: dict[str, fitted.FittedEfficiency] = {}
    for g, f in E.TABLE:
        key = f"{g}/{f}"
        mbu_key, mfu_key = _carry(key, set(shares["mbu"]), same_runtime=True), _carry(key, set(shares["mfu"]))
        row = E.TABLE[(g, f)]
        mbu, n_dec = shares["mbu"][mbu_key] if mbu_key else pooled["mbu"]
        mfu, n_ttft = shares["mfu"][mfu_key] if mfu_key else pooled["mfu"]
        carried = [f"decode share from {mbu_key or 'every row'}" if mbu_key != key else "",
                   f"prefill share from {mfu_key or 'every row'}" if mfu_key != key else ""]
        dec_band, ttft_band = (bands or {}).get(key, (row.decode_band, row.ttft_band))
        out[key] = fitted.FittedEfficiency(
            weights_mbu=round(mbu, 4), prefill_mfu=round(mfu, 4), **band_fields(dec_band, ttft_band),
            decode_cases=n_dec if mbu_key == key else 0,
            ttft_cases=n_ttft if mfu_key == key else 0, sources=len(sources.get(key, set())),
            carried_from="; ".join(c for c in carried if c))
    return out


# --- the fit, and the leave-one-source-out scores -----------------------------------------------------

@dataclass
class Fit:
    data: fitted.Fitted
    folds: dict[str, fitted.Fitted]  # source → the data fitted without it


def fit_points(memory: list[dict], speed: list[dict], speed_base: fitted.Fitted | None = None,
               front_end_ids: frozenset[str] = frozenset()) -> tuple[dict[str, list[Implied]], dict[str, SpeedImplied]]:
    base = fitted.Fitted(generated_by=GENERATED_BY)
    # The factor with the slack at its neutral value, then the slack with that factor, then the factor again.
    implied: dict[str, list[Implied]] = {}
    implied[LITGPT_LORA_FACTOR] = implied_memory(LITGPT_LORA_FACTOR, base, memory)
    step = base.model_copy(update={"constants": constants_from({LITGPT_LORA_FACTOR: implied[LITGPT_LORA_FACTOR]},
                                                               None)})
    implied[TRAIN_SLACK_SHARE] = implied_memory(TRAIN_SLACK_SHARE, step, memory)
    step = base.model_copy(update={"constants": constants_from({TRAIN_SLACK_SHARE: implied[TRAIN_SLACK_SHARE]}, None)})
    implied[LITGPT_LORA_FACTOR] = implied_memory(LITGPT_LORA_FACTOR, step, memory)
    return implied, implied_speed(speed, speed_base, front_end_ids)


def run_fit() -> Fit:
    memory, speed = memory_cases(), speed_cases()
    # The served front ends' fixed cost per runtime group, from the served short first tokens (fit_speed.py); the rows'
    # fixed costs and shares are fitted with the costs of the full fit (as they are with the fixed costs' full fit).
    front_ends = fit_speed.implied_front_end(speed)
    front_end_all = fit_speed.front_end_constants(front_ends, None)
    front_end_ids = frozenset(i.case_id for values in front_ends.values() for i in values)
    fe_base = fitted.Fitted(generated_by=GENERATED_BY, constants=front_end_all)
    fixed = fit_speed.FixedCosts(speed, row_key_of, MFU_MAX_USERS, fe_base)  # rows whose hand-set cost is refitted
    fixed_base = fitted.Fitted(generated_by=GENERATED_BY, constants=front_end_all, efficiency=fit_speed.with_fixed({
        k: _row_override(fitted.Fitted(generated_by=GENERATED_BY), k).efficiency[k] for k in fixed.fits(None)},
        fixed.fits(None)))
    mem_implied, speed_implied = fit_points(memory, speed, fixed_base, front_end_ids)
    mmq_implied = fit_speed.implied_mmq(speed)
    moe = fit_speed.MoeLayers(speed, lambda src: efficiency_from(speed_implied, src))
    hops = fit_speed.Hops(speed, lambda src: efficiency_from(speed_implied, src),
                          lambda src: {**moe.constants(src), **fit_speed.front_end_constants(front_ends, src)})
    moe_prefill = fit_speed.MoePrefill(speed, lambda src: fit_speed.with_fixed(efficiency_from(speed_implied, src),
                                                                             fixed.fits(src)),
                                       lambda src: {**fit_speed.constants_from(mmq_implied, src), **hops.constants(src),
                                                    **fit_speed.front_end_constants(front_ends, src)})
    task_implied = fit_tasks.implied()
    sources = sorted({source_key(c["source"]) for c in (*memory, *speed, *task_view.load_cases())})

    # Every training term refitted from scratch without each source (fit_training.py).
    mem_folds = fit_training.per_source_constants(memory, mem_implied,
                                                  lambda kept: constants_from(fit_points(kept, [])[0], None))

    def data_without(src: str | None, bands: dict[str, tuple[Band, Band]] | None = None,
                     ranges: dict[str, fitted.FittedRange] | None = None) -> fitted.Fitted:
        memory_constants = mem_folds[src] if src in mem_folds else constants_from(mem_implied, src)
        constants = {**memory_constants, **fit_speed.constants_from(mmq_implied, src), **hops.constants(src), **moe.constants(src),
                     **moe_prefill.constants(src),
                     **fit_speed.front_end_constants(front_ends, src), **fit_tasks.constants_from(task_implied, src)}
        rows = fit_speed.with_fixed(efficiency_from(speed_implied, src, bands), fixed.fits(src))
        return fitted.Fitted(generated_by=GENERATED_BY, constants=constants, efficiency=rows, ranges=ranges or {})

    folds = {src: data_without(src) for src in sources}
    bands = speed_bands(speed, folds)
    ranges = total_ranges(memory, folds)
    data = data_without(None, bands, ranges)
    data = data.model_copy(update={"constants": {**data.constants, **fit_tasks.bands(folds)}, "note": (
        "Generated by tests/core/calibration_fit/fit_constants.py from the calibration cases; do not edit. "
        f"Memory: {MEMORY_FILES}; speed: {SPEED_FILES}; tasks: {TASK_FILES}.")})
    return Fit(data=data, folds=folds)


def speed_residuals(cases: list[dict], folds: dict[str, fitted.Fitted]) -> dict[str, list[tuple[str, float]]]:
    """Per "<family>|<row>" (family: decode or ttft): (source, measured ÷ typical fitted without the source)."""
    out: dict[str, list[tuple[str, float]]] = defaultdict(list)
    for case in cases:
        src = source_key(case["source"])
        with fitted.use(folds[src]):
            v = speed_view.view(case)
        out[f"{v.family}|{row_key_of(case)}"].append((src, v.measured / v.typical))
    return out


def speed_family(key: str) -> str:
    """The group of a "<family>|<row>" key: its family's rows pool."""
    return key.split("|")[0]


def speed_band(resid: dict[str, list[tuple[str, float]]], family: str, row: str,
               leave_out: str | None = None) -> Band | None:
    """The row's band (fitlib.source_range on its residuals, or its family's; SourceRange.band); None without a
    range. Decode: of a rate; first token: of a time (each family's residuals are measured ÷ typical of its figure)."""
    r = grouped_range(resid, f"{family}|{row}", speed_family, leave_out)
    return None if r is None else r.band()


def speed_bands(cases: list[dict], folds: dict[str, fitted.Fitted]) -> dict[str, tuple[Band, Band]]:
    """Per row, the bands of its decode rate and first-token time from the LOSO residuals (fitlib.source_range; the
    row's hand-set band where no range can be set)."""
    resid = speed_residuals(cases, folds)
    out: dict[str, tuple[Band, Band]] = {}
    for g, f in E.TABLE:
        key, row = f"{g}/{f}", E.TABLE[(g, f)]
        dec, ttft = speed_band(resid, "decode", key), speed_band(resid, "ttft", key)
        out[key] = (row.decode_band if dec is None else dec, row.ttft_band if ttft is None else ttft)
    return out


def memory_total_ratios(cases: list[dict], folds: dict[str, fitted.Fitted]) -> dict[str, list[tuple[str, float]]]:
    """Per category of whole-job totals (memory and task sets): (source, measured ÷ LOSO typical) per case."""
    out: dict[str, list[tuple[str, float]]] = defaultdict(list)
    for case in cases:
        if case["measured"]["component"] not in engine_view.WHOLE_JOB:
            continue
        category, src, ratio = fit_parts.fold_ratio(case, folds, memory_view)
        out[category].append((src, ratio))
    for case in task_view.load_cases():
        if case.get("confidence") == "low" or case["measured"].get("metric") not in task_view.MEMORY:
            continue
        if case["measured"]["metric"] == "weights":
            continue
        category, src, ratio = fit_parts.fold_ratio(case, folds, task_view_now)
        out[category].append((src, ratio))
    return out


# Task memory categories that pool (one source each today).
TASK_MEMORY_GROUP = {"image generation memory": "task memory", "speech memory": "task memory"}


def range_group(category: str) -> str:
    """Categories whose ranges pool when one has too few sources: the training totals together, the image and
    speech memory totals together."""
    return TASK_MEMORY_GROUP.get(category, category.split(":")[0])


def total_range_of(by_category: dict[str, list[tuple[str, float]]], category: str,
                   leave_out: str | None = None) -> fitted.FittedRange | None:
    """The category's range (fitlib.source_range over its ratios, or its group's), without `leave_out`."""
    r = grouped_range(by_category, category, range_group, leave_out)
    if r is None:
        return None
    return fitted.FittedRange(low_ratio=round(r.low_ratio, 4), high_ratio=round(r.high_ratio, 4), cases=r.cases,
                              sources=r.sources)


# A range from fewer measured totals says nothing a buyer can plan on (today: the two offloaded-parameter runs):
# such a category keeps its components' ranges.
MIN_RANGE_CASES = 3


def total_ranges(cases: list[dict], folds: dict[str, fitted.Fitted]) -> dict[str, fitted.FittedRange]:
    out: dict[str, fitted.FittedRange] = {}
    by_category = {**memory_total_ratios(cases, folds), **fit_parts.part_ratios(cases, folds, memory_view)}
    for category in sorted(by_category):
        r = total_range_of(by_category, category)
        if r is not None and r.cases >= MIN_RANGE_CASES:
            out[category] = r
    return out


def render(data: fitted.Fitted) -> str:
    return json.dumps(data.model_dump(mode="json"), indent=1, sort_keys=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped file instead of writing it")
    args = parser.parse_args(argv)
    text = render(run_fit().data)
    if args.check:
        same = FITTED_PATH.exists() and FITTED_PATH.read_text(encoding="utf-8") == text
        print("fitted_constants.json is up to date" if same else "fitted_constants.json differs from a fresh fit")
        return 0 if same else 1
    FITTED_PATH.write_text(text, encoding="utf-8")
    print(f"wrote {FITTED_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
