"""The one line a buyer reads first: does it fit on the picked server, and with how much to spare."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.core.findings import Note
from app.text import advice, i18n
from app.text.formatting import Fmt
from app.text.messages import note_text, placement_text

if TYPE_CHECKING:
    from app.core.assess import Assessment as Outcome
    from app.core.fit.types import FitResult

CTX = "Verdict"


tr = i18n.translator(CTX)


def verdict_line(outcome: Outcome, fmt: Fmt, has_figures: bool = True) -> str:
    """`has_figures`: the document had valid figures before this edit (the chart keeps showing them)."""
    if outcome.problems and not has_figures:
        count = len(outcome.problems)
        return tr("On hold: {count} fields need fixing (marked ⚠ in the steps); there are no figures until "
                  "then.", "", count).format(count=fmt.number(count))
    if outcome.problems:
        count = len(outcome.problems)
        return tr("On hold: {count} fields need fixing (marked ⚠ in the steps). The chart shows the last valid "
                  "figures.", "", count).format(count=fmt.number(count))
    fit, budget = outcome.fit, outcome.budget
    if fit is None:
        if budget is None:
            return ""
        if outcome.workload is not None and outcome.workload.goal is None:
            # A fresh start sizes a default model: a figure now would read as the newcomer's answer.
            return tr("Choose a goal in step 1, or start from an example, to see what your server needs.")
        values = {"typical": fmt.bytes(budget.per_gpu_bytes), "low": fmt.bytes(budget.per_gpu_low_bytes),
                  "high": fmt.bytes(budget.per_gpu_high_bytes), "gpus": budget.gpus}
        if budget.gpus > 1:
            return tr("Needs {typical} on each of {gpus} GPUs (between {low} and {high}). Pick a server to see "
                       "whether it fits.").format(**values)
        return tr("Needs {typical} of GPU memory (between {low} and {high}). Pick a server to see whether it "
                   "fits.").format(**values)
    return fit_line(fit, fmt)


def fit_line(fit: FitResult, fmt: Fmt) -> str:
    """The engine's verdict in one line: what it weighed (memory for the chosen split, every must-have)."""
    verdict = advice.headline(fit.verdict)
    if fit.verdict == "unknown_gpu":
        return tr("{verdict}: {server} names a GPU the catalog does not know, so its memory is unknown.").format(
            verdict=verdict, server=fit.server_name)
    values = {"verdict": verdict, "server": fit.server_name, "need": advice.need_text(fit, fmt),
              "capacity": fmt.bytes(fit.capacity_bytes), "gpu": fit.gpu_name,
              "headroom": fmt.bytes(abs(fit.headroom_bytes)), "share": fmt.percent(abs(fit.headroom_fraction))}
    if fit.verdict == "does_not_fit":
        return tr("{verdict} on {server}: needs {need}; each {gpu} offers {capacity} usable.").format(**values)
    if fit.verdict == "misses_must_have":
        return tr("{verdict} on {server}: {missed}.").format(verdict=verdict, server=fit.server_name,
                                                             missed=advice.missed_list(fit, fmt))
    return tr("{verdict} on {server}: needs {need}, of {capacity} usable per {gpu} — {headroom} ({share}) to "
              "spare.").format(**values)


def detail_line(outcome: Outcome, fmt: Fmt) -> str:
    """How the work is placed, and how far it could grow (from the fit's boundaries)."""
    fit = outcome.fit
    if fit is None or outcome.problems:
        return ""
    parts = [placement_text(fit.placement.code, fit.placement.model_dump(), fmt), advice.split_reason(fit, fmt)]
    workload = outcome.workload
    if fit.max_concurrency and workload is not None and not workload.is_training:
        room = tr("Room for up to {count} requests at once at this text length.").format(
            count=fmt.number(fit.max_concurrency))
        if fit.budget is not None and fit.budget.task in ("image_generation", "speech_to_text"):
            room = tr("Requests at once that fit: {count}.").format(count=fmt.number(fit.max_concurrency))
        people = advice.people_for(workload, fit.max_concurrency, fmt)
        parts.append(f"{room[:-1]} ({people})." if people and room.endswith(".") else room)
    speed = fit.speed
    beyond_chat = fit.budget is not None and fit.budget.task != "text_generation"
    if workload is not None and speed is not None and (beyond_chat or workload.load.batch is not None):
        from app.core.speed.types import RANGE_FROM_MEASURED_ERROR  # the speed engine loads after the window
        from app.text import tasks as tasks_text

        lines = tasks_text.speed_lines(speed, workload, fmt)
        parts += [f"{line}." for line in lines]
        if lines and RANGE_FROM_MEASURED_ERROR in speed.assumptions:  # what those ranges cover
            parts.append(note_text(Note(code=RANGE_FROM_MEASURED_ERROR), fmt))
        batch = tasks_text.batch_text(fit, workload, fmt)
        if batch:
            parts.append(batch)
    if speed is not None and speed.training_hours is not None:
        parts.append(tr("Training takes about {hours} hours (between {low} and {high}).").format(
            hours=fmt.rate(speed.training_hours.typical), low=fmt.rate(speed.training_hours.low),
            high=fmt.rate(speed.training_hours.high)))
    if speed is not None and speed.calibration is not None:
        from app.text.calibration import calibration_line

        parts.append(calibration_line(speed.calibration, fmt))
    return " ".join(p for p in parts if p)
