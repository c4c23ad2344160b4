"""A pilot's measurements held against the estimate: memory, speed, criteria and the boundary.

`compare_results` takes the workload, one or more results documents (pilot_serve.py and
pilot_memory.py), the engine's budget and optionally a fit on the server the pilot ran on.
Results made for another workload or model are flagged and not compared. Everything is codes and
numbers; the CLI, the GUI's pilot page and the quote's pilot section word them.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Literal

from app.core.catalog import Catalog, CatalogError, load_catalog
from app.core.findings import Finding
from app.core.fit.types import FitResult
from app.core.memory.types import Budget
from app.core.pilot.ceiling import decode_ceiling
from app.core.pilot.checks import dataset_hours_result, evaluate_criteria, find_boundary, input_case, origin_check
from app.core.pilot.plan import MEMORY_DTYPES, model_names
from app.core.pilot.results import MemoryResults, ServeResults, ServeRunResult, versions_of
from app.core.pilot.review_types import (
    CriterionResult,
    Estimate,
    MeasuredValue,
    MemoryRunComparison,
    PilotComparison,
    Position,
    RunComparison,
    Status,
    Unit,
)
from app.core.speed.estimate import Rate, SpeedEstimate
from app.core.units import MiB
from app.core.workload.identity import workload_fingerprint
from app.core.workload.schema import Workload

# A memory run's parameter count further than this from the engine's means another model.
PARAMS_MISMATCH_SHARE = 0.05
# Components pilot_memory.py separates, and the engine components each one is measured against
# (pilot_memory counts quantization scales in the weights and the LoRA matrices with the
# gradients: both appear after its "after_load" mark).
INFERENCE_COMPONENTS = {"weights": ("weights", "quantization_metadata"), "kv_cache": ("kv_cache",),
                        "transient_peak": ("activations",)}
TRAINING_COMPONENTS = {"weights": ("weights", "quantization_metadata"), "activations": ("activations",),
                       "gradients": ("gradients", "adapters"), "optimizer_states": ("optimizer_states",)}
# One request's decode reads every (active) weight once per token, so no GPU decodes one request
# faster than its memory bandwidth over the weight bytes per GPU (the roofline of speed/model.py at
# 100 % bandwidth). A measured rate above that of the catalog's fastest GPU is delivery, not decoding.
# Names of runs listed in one finding before the rest is left out.
MAX_NAMED_RUNS = 4

# ------------------------------------------------------------------ helpers


def _position(measured: float | None, est: Estimate | None) -> Position:
    if measured is None:
        return "not_measured"
    if est is None:
        return "no_estimate"
    if measured < est.low:
        return "below"
    return "above" if measured > est.high else "within"


def _value(key: str, unit: Unit, measured: float | None, est: Estimate | None, source: Literal["pilot_serve",
           "pilot_memory"], run: str = "", concurrency: int | None = None) -> MeasuredValue:
    return MeasuredValue(key=key, unit=unit, measured=measured, estimate=est, position=_position(measured, est),
                         source=source, run=run, concurrency=concurrency)


def _components_estimate(budget: Budget, keys: Sequence[str]) -> Estimate:
    parts = [c for c in budget.components if c.key in keys]
    return Estimate(low=sum(c.low_bytes for c in parts), typical=sum(c.bytes for c in parts),
                    high=sum(c.high_bytes for c in parts))


def _rate(rate: Rate | None) -> Estimate | None:
    if rate is None:
        return None
    return Estimate(low=rate.low, typical=rate.typical, high=rate.high)


def _curve_at(speed: SpeedEstimate, concurrency: int, per_user: bool) -> float | None:
    """Linear interpolation in the speed curve (typical efficiency); None past its end."""
    points = sorted(speed.curve, key=lambda p: p.concurrency)
    for lo, hi in itertools.pairwise(points):
        if lo.concurrency <= concurrency <= hi.concurrency:
            a = lo.tokens_per_s_per_user if per_user else lo.aggregate_tokens_per_s
            b = hi.tokens_per_s_per_user if per_user else hi.aggregate_tokens_per_s
            share = (concurrency - lo.concurrency) / (hi.concurrency - lo.concurrency)
            return a + (b - a) * share
    if points and points[0].concurrency == concurrency:
        return points[0].tokens_per_s_per_user if per_user else points[0].aggregate_tokens_per_s
    return None


def _scaled(rate: Estimate | None, speed: SpeedEstimate, concurrency: int, per_user: bool) -> Estimate | None:
    """The estimate at another concurrency: the requested one's range scaled along the curve."""
    if rate is None:
        return None
    here, there = _curve_at(speed, concurrency, per_user), _curve_at(speed, speed.concurrency, per_user)
    if here is None or not there:
        return None
    k = here / there
    return Estimate(low=rate.low * k, typical=rate.typical * k, high=rate.high * k)


# ------------------------------------------------------------------ pilot_serve


def _run_peaks(doc: ServeResults) -> dict[str, int]:
    peaks: dict[str, int] = {}
    for sample in doc.gpu_memory:
        per_gpu = [g.max_used_mib for g in sample.per_gpu] or [sample.max_used_mib]
        peaks[sample.run] = max(peaks.get(sample.run, 0), int(max(per_gpu) * MiB))
    return peaks


def _run_row(w: Workload, run: ServeRunResult, peak: int | None, speed: SpeedEstimate | None,
             ceiling: float | None) -> RunComparison:
    """One run, judged at the concurrency it reached; a per-request rate no GPU could decode is
    left out (None), as pilot_serve leaves out each burst."""
    case = input_case(w, run)
    reached = run.reached_concurrency
    est_ttft = est_user = est_agg = None
    if speed is not None and speed.kind == "generation" and case != "warmup":
        if reached == 1 and case == "short" and run.input_tokens == w.load.input_tokens:
            est_ttft = _rate(speed.ttft_s)
        if reached == 1 and case == "long" and run.input_tokens == speed.long_input_tokens:
            est_ttft = _rate(speed.ttft_long_s)
        if case == "short" and run.input_tokens == w.load.input_tokens:
            est_user = _scaled(_rate(speed.tokens_per_s_per_user), speed, reached, per_user=True)
            est_agg = _scaled(_rate(speed.aggregate_tokens_per_s), speed, reached, per_user=False)
    rate = run.tokens_per_s_per_request.p50
    if rate is not None and ceiling is not None and rate > ceiling:
        rate = None
    return RunComparison(
        name=run.name, input_case=case, warmup=run.warmup, concurrency=reached, planned_concurrency=run.concurrency,
        input_tokens=run.input_tokens, output_tokens=run.output_tokens, requests=run.requests, errors=run.errors,
        timeouts=run.timeouts, interrupted=run.interrupted, bursty=run.bursty,
        output_tokens_source=run.output_tokens_source, ttft_p50_s=run.ttft_s.p50, ttft_p95_s=run.ttft_s.p95,
        tokens_per_s_p50=rate, aggregate_tokens_per_s=run.aggregate_tokens_per_s,
        peak_gpu_memory_bytes=peak, est_ttft_s=est_ttft, est_tokens_per_s_per_user=est_user,
        est_aggregate_tokens_per_s=est_agg, meets_criteria=None)




def _names_of(runs: list[ServeRunResult]) -> str:
    names = [r.name for r in runs[:MAX_NAMED_RUNS]]
    return ", ".join(names) + (", …" if len(runs) > MAX_NAMED_RUNS else "")


def _serve_findings(doc: ServeResults, ceiling: float | None) -> list[Finding]:
    """What the run says about itself: cut-off answers, concurrency not reached, token counts not
    from the server, bursts, ignored parameters."""
    out: list[Finding] = []
    measured = [r for r in doc.runs if not r.warmup]

    def add(code: str, severity: Literal["info", "warning"], **params: str | int | float) -> None:
        out.append(Finding(code=code, severity=severity, rule="pilot", params=params))

    cut = [r for r in measured if r.interrupted]
    if cut:
        add(code="pilot_interrupted", severity="warning", runs=_names_of(cut), answers=sum(r.interrupted for r in cut))
    short = [r for r in measured if r.reached_concurrency < r.concurrency]
    if short:
        add(code="pilot_concurrency_short", severity="warning", runs=_names_of(short),
            planned=max(r.concurrency for r in short), reached=max(r.reached_concurrency for r in short))
    if measured and any(r.max_in_flight is None for r in measured):
        add(code="pilot_concurrency_not_recorded", severity="info")
    calibration = doc.prompt_calibration
    if calibration is not None and calibration.source == "assumed":
        add(code="pilot_tokens_assumed", severity="warning")
    estimated = [r for r in measured if r.output_tokens_source in ("chunks", "mixed")]
    if estimated:
        add(code="pilot_tokens_estimated", severity="warning", runs=_names_of(estimated))
    bursts = [r for r in measured if r.bursty]
    if bursts:
        add(code="pilot_bursty_delivery", severity="warning", runs=_names_of(bursts),
            answers=sum(r.bursty for r in bursts))
    for run in measured:
        rate = run.tokens_per_s_per_request.p50
        if rate is not None and ceiling is not None and rate > ceiling:
            add(code="pilot_rate_beyond_physical", severity="warning", metric="tokens_per_s_per_user", run=run.name,
                measured=round(rate, 1), bound=round(ceiling, 1))
    if doc.settings.ignored_parameters:
        add(code="pilot_parameters_ignored", severity="info", parameters=", ".join(doc.settings.ignored_parameters))
    return out


def _speed_values(w: Workload, rows: list[RunComparison]) -> list[MeasuredValue]:
    def first(case: str, concurrency: int) -> RunComparison | None:
        return next((r for r in rows if r.input_case == case and r.concurrency == concurrency), None)

    out = []
    single, long_single = first("short", 1), first("long", 1)
    at_load = first("short", w.load.concurrency)
    if single:
        out.append(_value("ttft_s", "s", single.ttft_p50_s, single.est_ttft_s, "pilot_serve", single.name, 1))
    if long_single:
        out.append(_value("ttft_long_s", "s", long_single.ttft_p50_s, long_single.est_ttft_s, "pilot_serve",
                          long_single.name, 1))
    if at_load:
        out.append(_value("tokens_per_s_per_user", "tokens_per_s", at_load.tokens_per_s_p50,
                          at_load.est_tokens_per_s_per_user, "pilot_serve", at_load.name, at_load.concurrency))
        out.append(_value("aggregate_tokens_per_s", "tokens_per_s", at_load.aggregate_tokens_per_s,
                          at_load.est_aggregate_tokens_per_s, "pilot_serve", at_load.name, at_load.concurrency))
    return out


def _speed_findings(values: list[MeasuredValue]) -> list[Finding]:
    out = []
    for v in values:
        slower = (v.unit == "s" and v.position == "above") or (v.unit == "tokens_per_s" and v.position == "below")
        if slower and v.estimate is not None and v.measured is not None:
            bound = v.estimate.high if v.unit == "s" else v.estimate.low
            out.append(Finding(code="pilot_slower_than_estimate", severity="info", rule="pilot",
                               params={"metric": v.key, "measured": round(v.measured, 3), "bound": round(bound, 3)}))
    return out


def _serve_part(w: Workload, docs: list[ServeResults], budget: Budget, fit: FitResult | None,
                findings: list[Finding], catalog: Catalog | None) -> tuple[list[RunComparison], MeasuredValue | None]:
    speed = fit.speed if fit is not None else None
    ceiling = decode_ceiling(budget, catalog) if docs else None
    rows: list[RunComparison] = []
    for doc in docs:
        peaks = _run_peaks(doc)
        rows += [_run_row(w, run, peaks.get(run.name), speed, ceiling) for run in doc.runs]
        findings += _serve_findings(doc, ceiling)
        if not doc.gpu_memory:
            findings.append(Finding(code="pilot_no_gpu_samples", severity="info", rule="pilot", params={}))
        if not doc.complete:
            findings.append(Finding(code="pilot_incomplete", severity="warning", rule="pilot",
                                    params={"tool": doc.tool, "runs": len(doc.runs)}))
    measured = [r.peak_gpu_memory_bytes for r in rows if not r.warmup and r.peak_gpu_memory_bytes is not None]
    if not measured:
        return rows, None
    est = Estimate(low=budget.per_gpu_low_bytes, typical=budget.per_gpu_bytes, high=budget.per_gpu_high_bytes)
    peak = _value("peak_gpu_memory", "bytes", max(measured), est, "pilot_serve")
    if budget.reserved_fraction is not None:
        findings.append(Finding(code="pilot_reserved_up_front", severity="info", rule="pilot",
                                params={"runtime": budget.runtime, "share": budget.reserved_fraction}))
    elif peak.position == "above" and peak.measured is not None:
        findings.append(Finding(code="pilot_peak_above_estimate", severity="warning", rule="pilot",
                                params={"measured_bytes": int(peak.measured), "high_bytes": int(est.high)}))
    return rows, peak


# ------------------------------------------------------------------ pilot_memory


def _memory_name(doc: MemoryResults) -> str:
    s = doc.settings
    if s.mode == "inference":
        return f"infer-i{s.input_tokens}-b{s.batch}"
    return f"train-s{s.seq_len}-b{s.micro_batch}"


def _matches_plan(w: Workload, doc: MemoryResults) -> bool:
    s = doc.settings
    if s.mode != w.mode:
        return False
    if s.mode == "inference":
        return (s.batch, s.input_tokens, s.output_tokens) == (w.load.concurrency, w.load.input_tokens,
                                                               max(1, w.load.output_tokens))
    return (s.seq_len, s.micro_batch) == (w.training.seq_len, w.training.micro_batch)


def _memory_row(w: Workload, doc: MemoryResults, budget: Budget, findings: list[Finding]) -> MemoryRunComparison:
    name = _memory_name(doc)
    matches = _matches_plan(w, doc) and budget.gpus == 1
    mem = doc.memory
    row = MemoryRunComparison(
        name=name, mode=doc.settings.mode, status=doc.status, device=doc.settings.device, matches_plan=matches,
        parameters=doc.parameters.get("total"), error=doc.error,
        peak_allocated_bytes=mem.max_memory_allocated if mem else None,
        peak_reserved_bytes=mem.max_memory_reserved if mem else None)
    if doc.status in ("oom", "error"):
        planned_training = matches and w.is_training and doc.status == "oom"
        findings.append(Finding(code="pilot_memory_oom" if doc.status == "oom" else "pilot_memory_failed",
                                severity="critical" if planned_training else "warning", rule="pilot",
                                params={"run": name}))
    if doc.status == "running":
        findings.append(Finding(code="pilot_incomplete", severity="warning", rule="pilot",
                                params={"tool": doc.tool, "runs": 0}))
    if not doc.on_gpu:
        findings.append(Finding(code="pilot_memory_on_cpu", severity="info", rule="pilot", params={"run": name}))
        return row.model_copy(update={"components": _tensor_values(doc, budget, name) if matches else []})
    if not matches:
        findings.append(Finding(code="pilot_memory_settings_differ", severity="info", rule="pilot",
                                params={"run": name}))
    table = INFERENCE_COMPONENTS if doc.settings.mode == "inference" else TRAINING_COMPONENTS
    measured = dict(doc.components or {})
    if doc.settings.mode == "inference" and doc.tensor_bytes.get("kv_cache") is not None:
        measured["kv_cache"] = int(doc.tensor_bytes["kv_cache"] or 0)
    values = []
    for key, engine_keys in table.items():
        if key in measured:
            est = _components_estimate(budget, engine_keys) if matches else None
            values.append(_value(engine_keys[0], "bytes", measured[key], est, "pilot_memory", name))
    assert mem is not None
    peak_est = _components_estimate(budget, [c.key for c in budget.components if c.key != "runtime_overhead"])
    peak = _value("peak_torch_reserved", "bytes", mem.max_memory_reserved, peak_est if matches else None,
                  "pilot_memory", name)
    return row.model_copy(update={"components": values, "peak": peak})


def _tensor_values(doc: MemoryResults, budget: Budget, name: str) -> list[MeasuredValue]:
    """Without the CUDA allocator (CPU): the exact tensor bytes of weights and KV cache, where the
    run's dtype is the workload's precision (a CPU run in float32 says nothing about bf16 weights)."""
    dtype = doc.settings.dtype
    out = []
    pairs = (("weights", budget.model.weights_precision), ("kv_cache", budget.model.kv_precision))
    for key, precision in pairs:
        measured = doc.tensor_bytes.get(key)
        if measured is not None and MEMORY_DTYPES.get(precision) == dtype:
            out.append(_value(key, "bytes", measured, _components_estimate(budget, (key,)), "pilot_memory", name))
    return out


def _params_check(doc: MemoryResults, budget: Budget) -> Finding | None:
    measured, expected = doc.parameters.get("total"), budget.model.params
    if not measured or not expected or abs(measured - expected) <= PARAMS_MISMATCH_SHARE * expected:
        return None
    return Finding(code="pilot_other_model_params", severity="critical", rule="pilot",
                   params={"measured": measured, "expected": expected})


# ------------------------------------------------------------------ the comparison


def _names(workload: Workload, catalog: Catalog | None) -> list[str]:
    try:
        return model_names(workload, catalog or load_catalog())
    except CatalogError:
        ref = workload.model
        return [n for n in (ref.id or "", ref.name, ref.path or "") if n]


def _status(comparable: bool, criteria: list[CriterionResult], findings: list[Finding], any_data: bool) -> Status:
    if not any_data:
        return "no_data"
    if not comparable:
        return "mismatch"
    must = [c for c in criteria if c.must_have and c.status != "manual"]
    if any(c.status == "failed" for c in must) or any(f.severity == "critical" for f in findings):
        return "not_accepted"
    if any(c.status == "not_measured" for c in must) or any(f.code == "pilot_incomplete" for f in findings):
        return "incomplete"
    return "accepted" if must else "measured"


def compare_results(workload: Workload, results: ServeResults | MemoryResults
                    | Sequence[ServeResults | MemoryResults], budget: Budget,
                    fit: FitResult | None = None, catalog: Catalog | None = None) -> PilotComparison:
    """Measured against estimated. With `fit` (the server the pilot ran on) speeds are compared too;
    `catalog` (default: the shipped one) gives the model's other names."""
    docs = list(results) if isinstance(results, Sequence) else [results]
    names = _names(workload, catalog)
    if fit is not None and fit.budget is not None:
        budget = fit.budget
    expected = workload_fingerprint(workload)
    findings: list[Finding] = []
    comparable = True
    for doc in docs:
        ok, found = origin_check(workload, doc, expected, names)
        comparable = comparable and ok
        findings += found
        if isinstance(doc, MemoryResults):
            params = _params_check(doc, budget)
            if params:
                comparable = False
                findings.append(params)
    serve_docs = [d for d in docs if isinstance(d, ServeResults)]
    memory_docs = [d for d in docs if isinstance(d, MemoryResults)]
    base = dict(workload_name=workload.name, workload_fingerprint=expected, comparable=comparable,
                tools=sorted({d.tool for d in docs}), models_measured=list(dict.fromkeys(d.model for d in docs)),
                measured_from=min((d.started_at for d in docs if d.started_at), default=None),
                measured_to=max((d.finished_at for d in docs if d.finished_at), default=None),
                server=fit.server_id or fit.server_name if fit else None,
                requested_concurrency=workload.sequences,
                estimated_max_concurrency=fit.max_concurrency if fit else None, versions=versions_of(docs))
    any_data = any(d.runs for d in serve_docs) or bool(memory_docs)
    if not comparable:
        return PilotComparison(status=_status(False, [], findings, any_data), findings=findings, **base)
    rows, peak = _serve_part(workload, serve_docs, budget, fit, findings, catalog)
    criteria, rows = evaluate_criteria(workload, rows)
    gpus = fit.placement.gpus_used if fit is not None and fit.placement.gpus_used else workload.gpus
    criteria = [dataset_hours_result(c, workload, memory_docs, gpus) if c.code == "dataset_hours" else c
                for c in criteria]
    mem_rows = [_memory_row(workload, doc, budget, findings) for doc in memory_docs]
    if peak is None:
        peak = next((r.peak for r in mem_rows if r.peak is not None and r.matches_plan), None)
    speed = _speed_values(workload, rows)
    findings += _speed_findings(speed)
    boundary = find_boundary(rows) if any(not r.warmup for r in rows) else None
    if boundary is not None and boundary.first_failing is not None \
            and boundary.first_failing <= workload.load.concurrency:
        findings.append(Finding(code="pilot_boundary_below_requested", severity="warning", rule="pilot",
                                params={"boundary": boundary.concurrency or 0,
                                        "requested": workload.load.concurrency}))
    for c in criteria:
        if c.status == "manual":
            findings.append(Finding(code="pilot_manual_check", severity="info", rule="pilot",
                                    params={"criterion": c.code, "text": c.text}))
    return PilotComparison(status=_status(True, criteria, findings, any_data), runs=rows, memory_runs=mem_rows,
                           peak=peak, speed=speed, criteria=criteria, boundary=boundary, findings=findings, **base)
