"""Checks on pilot results: where they come from, the acceptance criteria, and the boundary.

Origin: a results file carries the plan's `workload_fingerprint` (both scripts copy it from
plan.json); one from another workload is not compared. Without a fingerprint (a run without the
kit's plan) the model names decide. Criteria: those of `pilot.acceptance_criteria`, evaluated over
the measured runs at or below the requested concurrency. Boundary: the highest concurrency up to
which every level met the must-have criteria without errors or timeouts.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Literal

from app.core.findings import Finding
from app.core.pilot.plan import InputCase
from app.core.pilot.results import MemoryResults, ServeResults, ServeRunResult
from app.core.pilot.review_types import Boundary, CriterionResult, RunComparison
from app.core.pilot.rules import Criterion, acceptance_criteria
from app.core.workload.schema import Workload

# Names shorter than this (after normalising) are too vague to match one another.
MIN_NAME_CHARS = 3


# ------------------------------------------------------------------ origin


def _norm(name: str) -> str:
    """'meta-llama/Llama-3.1-8B-Instruct' → 'llama318binstruct'; 'llama3.1:8b' → 'llama318b'."""
    last = re.split(r"[\\/]", name.strip().rstrip("\\/"))[-1].lower()
    last = last.removesuffix(".gguf").removesuffix(".json")
    return re.sub(r"[^a-z0-9]", "", last)


def names_match(found: str, expected: list[str]) -> bool:
    a = _norm(found)
    if len(a) < MIN_NAME_CHARS:
        return False
    for name in expected:
        b = _norm(name)
        if len(b) >= MIN_NAME_CHARS and (a in b or b in a):
            return True
    return False


def origin_check(workload: Workload, doc: ServeResults | MemoryResults, expected_fp: str,
                 names: list[str]) -> tuple[bool, list[Finding]]:
    """(comparable, findings) for one results document; `names` are the model's (`pilot.model_names`)."""
    found_fp = doc.plan.workload_fingerprint
    name_ok = names_match(doc.model, names) or bool(doc.plan.model and names_match(doc.plan.model, names))
    expected_label = names[0] if names else workload.name
    if found_fp and found_fp != expected_fp:
        return False, [Finding(code="pilot_other_workload", severity="critical", rule="pilot",
                               params={"tool": doc.tool, "found": found_fp, "expected": expected_fp,
                                       "workload": doc.plan.workload_name or "", "model": doc.model})]
    if found_fp:
        if names_match(doc.model, names):
            return True, []
        return True, [Finding(code="pilot_model_name_differs", severity="warning", rule="pilot",
                              params={"tool": doc.tool, "found": doc.model, "expected": expected_label})]
    if name_ok:
        return True, [Finding(code="pilot_origin_unverified", severity="warning", rule="pilot",
                              params={"tool": doc.tool, "model": doc.model})]
    return False, [Finding(code="pilot_other_model", severity="critical", rule="pilot",
                           params={"tool": doc.tool, "found": doc.model, "expected": expected_label})]


# ------------------------------------------------------------------ criteria


def input_case(workload: Workload, run: ServeRunResult) -> InputCase:
    """Warm-up, or short (the typical input) / long (anything longer)."""
    if run.warmup:
        return "warmup"
    return "long" if run.input_tokens > workload.load.input_tokens else "short"


def _applies(c: Criterion, row: RunComparison, requested: int) -> bool:
    if c.scope == "short_input":
        return row.input_case == "short"
    if c.scope == "requested_concurrency":
        return row.input_case == "short" and row.concurrency == requested
    return c.scope == "all_inputs"


def _metric(c: Criterion, row: RunComparison) -> float | None:
    getters: dict[str, Callable[[RunComparison], float | None]] = {
        "no_errors": lambda r: float(r.errors + r.timeouts + r.interrupted),
        "ttft_p95": lambda r: r.ttft_p95_s,
        "tokens_per_s_per_user_p50": lambda r: r.tokens_per_s_p50,
        "aggregate_tokens_per_s": lambda r: r.aggregate_tokens_per_s,
    }
    return getters[c.code](row)


def _passes(c: Criterion, value: float | None) -> bool:
    """A run whose metric is missing (every request failed) does not pass."""
    if value is None or c.target is None:
        return False
    return value <= c.target if c.op in ("le", "eq") else value >= c.target


def _worst(c: Criterion, rows: list[RunComparison]) -> RunComparison:
    def badness(r: RunComparison) -> float:
        value = _metric(c, r)
        if value is None:
            return float("inf")
        return value if c.op in ("le", "eq") else -value

    return max(rows, key=badness)


def _evaluate(c: Criterion, rows: list[RunComparison], requested: int) -> CriterionResult:
    base = dict(code=c.code, must_have=c.must_have, op=c.op, target=c.target, text=c.text)
    if c.op == "manual":
        return CriterionResult(status="manual", **base)
    applicable = [r for r in rows if not r.warmup and r.concurrency <= requested and _applies(c, r, requested)]
    if not applicable:
        return CriterionResult(status="not_measured", **base)
    worst = _worst(c, applicable)
    ok = all(_passes(c, _metric(c, r)) for r in applicable)
    return CriterionResult(status="passed" if ok else "failed", measured=_metric(c, worst), worst_run=worst.name,
                           runs=len(applicable), **base)


def _run_failures(criteria: list[Criterion], row: RunComparison) -> tuple[list[str], bool]:
    """(codes failed by this run, whether it meets every must-have)."""
    failed: list[str] = []
    meets = True
    for c in criteria:
        if c.op == "manual" or c.scope == "requested_concurrency" or not _applies(c, row, row.concurrency):
            continue
        if not _passes(c, _metric(c, row)):
            failed.append(c.code)
            meets = meets and not c.must_have
    return failed, meets


def evaluate_criteria(workload: Workload, rows: list[RunComparison]) -> tuple[list[CriterionResult],
                                                                                list[RunComparison]]:
    """Each criterion over the runs it applies to; each run marked with what it met."""
    criteria = acceptance_criteria(workload)
    results = [_evaluate(c, rows, workload.load.concurrency) for c in criteria]
    marked = []
    for row in rows:
        if row.warmup:
            marked.append(row)
            continue
        failed, meets = _run_failures(criteria, row)
        marked.append(row.model_copy(update={"meets_criteria": meets, "failed_criteria": failed}))
    return results, marked


SECONDS_PER_HOUR = 3600


def dataset_hours_result(result: CriterionResult, workload: Workload, memory: list[MemoryResults],
                         gpus: int) -> CriterionResult:
    """The time for the whole dataset (all epochs) at the speed run's tokens/s on `gpus` GPUs (the pilot's
    one GPU taken as scaling linearly with data parallelism, as the estimate does)."""
    runs = [m for m in memory
            if m.status == "ok" and m.training_timing is not None and m.settings.mode == workload.mode]
    dataset = workload.training.dataset_tokens
    if not runs or not dataset:
        return result
    best = max(runs, key=lambda m: m.training_timing.steps_timed if m.training_timing else 0)
    assert best.training_timing is not None
    hours = dataset * workload.training.epochs / (best.training_timing.tokens_per_s * max(1, gpus)) / SECONDS_PER_HOUR
    name = f"train-speed-s{best.settings.seq_len}-b{best.settings.micro_batch}"
    if result.target is None:
        status: Literal["passed", "failed", "reported"] = "reported"
    else:
        status = "passed" if hours <= result.target else "failed"
    return result.model_copy(update={"status": status, "measured": hours, "worst_run": name, "runs": len(runs)})


def find_boundary(rows: list[RunComparison]) -> Boundary:
    """Walk the tested concurrency levels upwards; stop at the first where a run failed."""
    levels = sorted({r.concurrency for r in rows if not r.warmup})
    boundary: int | None = None
    for level in levels:
        if all(r.meets_criteria for r in rows if not r.warmup and r.concurrency == level):
            boundary = level
            continue
        return Boundary(concurrency=boundary, first_failing=level, beyond_tested=False, tested=levels)
    return Boundary(concurrency=boundary, first_failing=None, beyond_tested=True, tested=levels)
