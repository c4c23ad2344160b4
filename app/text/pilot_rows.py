"""The pilot page's cells: the plan and the measured-against-estimated figures in words.

Formatting only: every figure is a field of the core's PilotPlan or PilotComparison.
"""

from __future__ import annotations

from app.core.pilot.plan import MemoryRun, ServeRun
from app.core.pilot.review_types import (
    Boundary,
    CriterionResult,
    Estimate,
    MeasuredValue,
    MemoryRunComparison,
    PilotComparison,
    RunComparison,
)
from app.core.pilot.rules import Criterion, RecordItem
from app.text.cells import BAD, GOOD, UNSURE, Cell
from app.text.formatting import Fmt
from app.text.i18n import translate, translator
from app.text.pilot import (
    criterion_status_text,
    criterion_text,
    criterion_value_text,
    position_text,
    purpose_text,
    record_how_text,
    record_label,
    value_label,
)

DASH = "—"
STATUS_TONES = {"accepted": GOOD, "not_accepted": BAD, "mismatch": BAD, "incomplete": UNSURE, "measured": "",
                "no_data": UNSURE}
CRITERION_TONES = {"passed": GOOD, "failed": BAD, "not_measured": UNSURE, "manual": ""}
Row = list[Cell]

tr = translator("PilotPage")  # plurals: lupdate sees the count only in a bare tr(text, "", n)


def figure(value: float | None, unit: str, fmt: Fmt) -> str:
    """A measured or estimated figure in its unit: bytes, seconds or tokens/s."""
    if value is None:
        return DASH
    if unit == "bytes":
        return fmt.bytes(value, 1)
    return fmt.seconds(value) if unit == "s" else fmt.rate(value)


def estimate_text(est: Estimate | None, unit: str, fmt: Fmt) -> str:
    """'18.2 GB (16.4–21.0)': the typical estimate, then its low–high range."""
    if est is None:
        return DASH
    return f"{figure(est.typical, unit, fmt)} ({figure(est.low, unit, fmt)} – {figure(est.high, unit, fmt)})"


def worse_than_estimate(v: MeasuredValue) -> bool:
    """More memory or more seconds than the high estimate, or fewer tokens/s than the low one."""
    return v.position == ("below" if v.unit == "tokens_per_s" else "above")


def position_cell(v: MeasuredValue, reserved_up_front: bool = False) -> Cell:
    """`reserved_up_front`: the runtime takes its memory share at start, so nvidia-smi's peak says
    nothing about the work's own need (the findings explain it) — shown without a judgement."""
    if reserved_up_front and v.key == "peak_gpu_memory":
        return Cell(translate("PilotPage", "reserved by the runtime at start"),
                    translate("PilotPage", "The runtime takes its share of GPU memory when it starts; compare the "
                                           "memory runs' components instead."))
    if v.position in ("within", "above", "below"):
        return Cell(position_text(v.position), tone=BAD if worse_than_estimate(v) else GOOD)
    return Cell(position_text(v.position))


def value_row(v: MeasuredValue, fmt: Fmt, reserved_up_front: bool = False) -> Row:
    label = value_label(v.key)
    tip = translate("PilotPage", "Measured in the run {run}.").format(run=v.run) if v.run else ""
    if v.run and v.source == "pilot_memory":
        label = f"{label} ({v.run})"
    return [Cell(label, tip), Cell(figure(v.measured, v.unit, fmt)), Cell(estimate_text(v.estimate, v.unit, fmt)),
            position_cell(v, reserved_up_front)]


def memory_run_text(m: MemoryRunComparison, fmt: Fmt) -> str:
    text = translate("PilotPage", "Memory run {name} ({status}): peak allocated {allocated}, reserved {reserved}.")
    text = text.format(name=m.name, status=m.status, allocated=figure(m.peak_allocated_bytes, "bytes", fmt),
                       reserved=figure(m.peak_reserved_bytes, "bytes", fmt))
    if not m.matches_plan:
        text += " " + translate("PilotPage", "Its batch or lengths differ from the workload's: no estimate beside it.")
    return text




def must_have_text(must_have: bool) -> str:
    return translate("PilotPage", "must have") if must_have else translate("PilotPage", "nice to have")


def criterion_row(k: CriterionResult, fmt: Fmt, requested: int) -> Row:
    return [Cell(criterion_text(k, fmt, requested)), Cell(must_have_text(k.must_have)),
            Cell(criterion_value_text(k.code, k.measured, fmt)), Cell(k.worst_run or DASH),
            Cell(criterion_status_text(k.status), tone=CRITERION_TONES.get(k.status, ""))]


def run_row(r: RunComparison, fmt: Fmt, criteria_words: dict[str, str] | None = None) -> Row:
    """`criteria_words`: each criterion code in words, for the tooltip of a run that failed one."""
    failed = r.failed
    words = criteria_words or {}
    if r.meets_criteria is None:
        meets = Cell(DASH, translate("PilotPage", "Warm-up: not measured."))
    elif r.meets_criteria:
        meets = Cell(translate("PilotPage", "yes"), tone=GOOD)
    else:
        meets = Cell(translate("PilotPage", "no"), "\n".join(words.get(code, code) for code in r.failed_criteria),
                     BAD)
    return [Cell(r.name), Cell(fmt.number(r.input_tokens)), Cell(fmt.number(r.concurrency)),
            Cell(fmt.number(r.requests)), Cell(fmt.number(failed), tone=BAD if failed else ""),
            Cell(figure(r.ttft_p50_s, "s", fmt)), Cell(figure(r.ttft_p95_s, "s", fmt)),
            Cell(estimate_text(r.est_ttft_s, "s", fmt)), Cell(figure(r.tokens_per_s_p50, "tokens_per_s", fmt)),
            Cell(estimate_text(r.est_tokens_per_s_per_user, "tokens_per_s", fmt)),
            Cell(figure(r.aggregate_tokens_per_s, "tokens_per_s", fmt)),
            Cell(figure(r.peak_gpu_memory_bytes, "bytes", fmt)), meets]


def boundary_text(b: Boundary | None, c: PilotComparison, server_name: str = "") -> str:
    if b is None:
        return translate("PilotPage", "Boundary: no load-test runs, so no concurrency boundary was measured.")
    if b.beyond_tested:
        text = translate("PilotPage", "Boundary: the criteria held at every tested level, up to {n} concurrent "
                                      "requests.").format(n=b.concurrency)
    elif b.concurrency:
        text = translate("PilotPage", "Boundary: the criteria hold up to {n} concurrent requests; they fail at "
                                      "{m}.").format(n=b.concurrency, m=b.first_failing)
    else:
        failing = b.first_failing or 0
        text = tr("Boundary: the criteria fail already at {m} concurrent requests.", "", failing).format(m=failing)
    if c.estimated_max_concurrency is not None:
        text += " " + translate("PilotPage", "The estimate's memory limit on {server}: {n} at once.").format(
            server=server_name or c.server, n=c.estimated_max_concurrency)
    return text


# ------------------------------------------------------------------ the plan


def input_case_text(case: str) -> str:
    return {"short": translate("PilotPage", "typical input"), "long": translate("PilotPage", "long input")}.get(
        case, "")


def plan_run_row(run: ServeRun, fmt: Fmt) -> Row:
    what = purpose_text(run.purpose)
    if not run.warmup:
        what = f"{input_case_text(run.input_case)}, {what}"
    return [Cell(run.name), Cell(what), Cell(fmt.number(run.input_tokens)), Cell(fmt.number(run.output_tokens)),
            Cell(fmt.number(run.concurrency)), Cell(fmt.number(run.requests)),
            Cell(translate("PilotPage", "yes") if run.warmup else "")]


def memory_plan_row(run: MemoryRun, fmt: Fmt) -> Row:
    def n(value: int | None) -> str:
        return DASH if value is None else fmt.number(value)

    batch = run.batch if run.batch is not None else run.micro_batch
    tokens = run.input_tokens if run.input_tokens is not None else run.seq_len
    return [Cell(run.name), Cell(purpose_text(run.purpose)), Cell(n(batch)), Cell(n(tokens)),
            Cell(n(run.output_tokens)), Cell(n(run.steps)), Cell(run.out)]


def record_row(item: RecordItem) -> Row:
    label = record_label(item.code)
    if item.value:
        label += f": {item.value}"
    return [Cell(label), Cell(record_how_text(item.how))]


def plan_criterion_row(c: Criterion, fmt: Fmt, requested: int) -> Row:
    return [Cell(criterion_text(c, fmt, requested)), Cell(must_have_text(c.must_have))]
