"""The rows of the comparison table: a label, its explanation, and how a FitResult reads in it.

Only formatting: every figure is a field of the engine's FitResult.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.core.findings import by_severity
from app.core.fit.types import Comparison, FitResult
from app.core.pilot.review_types import PilotComparison
from app.core.speed.estimate import Rate
from app.core.workload.schema import Workload
from app.text import advice, i18n
from app.text import pricing as pricing_text
from app.text.cells import Cell
from app.text.counts import counted
from app.text.formatting import Fmt
from app.text.messages import finding_text, placement_text, verdict_text

CTX = "CompareTable"
DASH = "—"


tr = i18n.translator(CTX)


@dataclass(frozen=True)
class Row:
    label: str
    tooltip: str
    cell: Callable[[FitResult], Cell]


def _range(rate: Rate, show: Callable[[float], str]) -> str:
    return f"{show(rate.low)} – {show(rate.high)}"


def pilot_row(fmt: Fmt, pilot: PilotComparison, server_id: str) -> Row:
    """"Measured in the pilot": the imported results in the column of the profile the pilot ran on."""
    from app.text.pilot import pilot_status_text

    at_load = next((r for r in pilot.runs if r.input_case == "short" and r.concurrency == pilot.requested_concurrency),
                   None)
    decided = [c for c in pilot.criteria if c.must_have and c.status != "manual"]

    def measured(r: FitResult) -> Cell:
        if (r.server_id or r.server_name) != server_id:
            return Cell(DASH, i18n.translate("CompareTable", "The pilot did not run on this profile."))
        lines = []
        if pilot.peak_memory_bytes is not None:
            lines.append(i18n.translate("CompareTable", "Peak {size} per GPU").format(
                size=fmt.bytes(pilot.peak_memory_bytes, 1)))
        if at_load is not None and at_load.ttft_p50_s is not None and at_load.ttft_p95_s is not None:
            lines.append(i18n.translate("CompareTable", "First token {p50} (p95 {p95})").format(
                p50=fmt.seconds(at_load.ttft_p50_s), p95=fmt.seconds(at_load.ttft_p95_s)))
        if at_load is not None and at_load.tokens_per_s_p50 is not None:
            lines.append(i18n.translate("CompareTable", "{rate} tokens/s per user").format(
                rate=fmt.rate(at_load.tokens_per_s_p50)))
        if decided:
            lines.append(i18n.translate("CompareTable", "{passed} of {n} criteria passed").format(
                passed=pilot.criteria_passed, n=len(decided)))
        tone = {"accepted": "fits", "not_accepted": "does_not_fit"}.get(pilot.status, "")
        return Cell("\n".join(lines) or pilot_status_text(pilot.status), pilot_status_text(pilot.status), tone)

    return Row(i18n.translate("CompareTable", "Measured in the pilot"),
               i18n.translate("CompareTable", "From the imported pilot results, at your concurrency (Pilot view)"),
               measured)


def rows_for(fmt: Fmt, training: bool, pilot: tuple[PilotComparison, str] | None = None,  # noqa: C901 - one small closure per row, which mccabe adds up
             comparison: Comparison | None = None, workload: Workload | None = None) -> list[Row]:
    """The table's rows for a serving or a training workload; `pilot`: imported results and their profile;
    `comparison`: the engine's ranking (the cost its rule ranked by); `workload`: for the people it serves."""

    def placed(r: FitResult) -> bool:
        return r.budget is not None

    def gpus(r: FitResult) -> Cell:
        return Cell(f"{r.gpu_count * max(1, r.placement.nodes)} × {r.gpu_name}")

    def verdict(r: FitResult) -> Cell:
        return Cell(verdict_text(r.verdict), advice.missed_list(r, fmt), tone=r.verdict)

    def must_haves(r: FitResult) -> Cell:
        if r.missed:
            lines = [f"✗ {advice.capitalized(advice.missed_text(m, fmt))}" for m in r.missed]
            return Cell("\n".join(lines), tone="misses_must_have")
        if r.meets_must_haves:
            return Cell(tr("all met"))
        return Cell(DASH, tr("The work does not run here, so its must-haves cannot be held against it."))

    def memory(r: FitResult) -> Cell:
        if not placed(r):
            return Cell(DASH)
        tip = tr("Estimate {low} to {high}; the GPU reports {total}, of which the runtime may use {usable}.")
        tip = tip.format(low=fmt.bytes(r.per_gpu_low_bytes, 1), high=fmt.bytes(r.per_gpu_high_bytes, 1),
                         total=fmt.bytes(r.gpu_memory_bytes, 1), usable=fmt.bytes(r.capacity_bytes, 1))
        text = tr("{need} of {usable}").format(need=fmt.bytes(r.per_gpu_bytes, 1),
                                               usable=fmt.bytes(r.capacity_bytes, 1))
        if advice.gpus_used(r.placement) > 1:
            text += "\n" + advice.need_text(r, fmt)
        return Cell(text, tip)

    def headroom(r: FitResult) -> Cell:
        if not placed(r):
            return Cell(DASH)
        if r.headroom_bytes < 0:
            return Cell(tr("short by {size}").format(size=fmt.bytes(-r.headroom_bytes, 1)),
                        tone="does_not_fit")
        return Cell(f"{fmt.bytes(r.headroom_bytes, 1)} ({fmt.percent(r.headroom_fraction)})")

    def host_ram(r: FitResult) -> Cell:
        if not placed(r) or r.host_bytes_per_node is None or not r.ram_bytes:
            return Cell(DASH)
        tip = tr("Estimate up to {high}: offloaded weights and state, pinned buffers, the dataset, the runtime's "
                 "processes and the OS on each server.").format(high=fmt.bytes(r.host_high_bytes_per_node or 0, 0))
        text = tr("{need} of {ram}").format(need=fmt.bytes(r.host_bytes_per_node, 0), ram=fmt.bytes(r.ram_bytes, 0))
        short = r.host_bytes_per_node > r.ram_bytes
        return Cell(text, tip, "does_not_fit" if short else "")

    def placement(r: FitResult) -> Cell:
        return Cell(placement_text(r.placement.code, r.placement.model_dump(), fmt))

    def limit(r: FitResult) -> Cell:
        if r.max_concurrency is None or not placed(r):
            return Cell(DASH)
        tip = ""
        if r.max_context is not None:
            tip = tr("At your concurrency, the longest input + output that fits is {n} tokens.").format(
                n=fmt.number(r.max_context))
        text = fmt.number(r.max_concurrency)
        people = advice.people_for(workload, r.max_concurrency, fmt) if workload is not None else ""
        return Cell(f"{text}\n{people}" if people else text, tip)

    def ranked_cost(r: FitResult) -> Cell:
        cost = comparison.costs.get(r.key) if comparison is not None else None
        if cost is None:
            return Cell(DASH, tr("Needs a price and a workload that runs here."))
        terms = pricing_text.term_text(cost.detail, fmt) if cost.detail is not None else ""
        return Cell(advice.money(fmt, cost.amount, cost.currency), terms)

    def ttft(r: FitResult) -> Cell:
        s = r.speed
        if s is None or s.ttft_s is None:
            return Cell(DASH)
        tip = tr("Estimate; range {range}.").format(range=_range(s.ttft_s, fmt.seconds))
        if s.ttft_long_s and s.long_input_tokens:
            tip += " " + tr("For the long input of {n} tokens: {time}.").format(
                n=fmt.number(s.long_input_tokens), time=fmt.seconds(s.ttft_long_s.typical))
        return Cell(fmt.seconds(s.ttft_s.typical), tip)

    def rate_cell(rate: Rate | None) -> Cell:
        if rate is None:
            return Cell(DASH)
        return Cell(fmt.rate(rate.typical), tr("Estimate; range {range}.").format(range=_range(rate, fmt.rate)))

    def per_user(r: FitResult) -> Cell:
        return rate_cell(r.speed.tokens_per_s_per_user if r.speed else None)

    def aggregate(r: FitResult) -> Cell:
        return rate_cell(r.speed.aggregate_tokens_per_s if r.speed else None)

    def train_rate(r: FitResult) -> Cell:
        return rate_cell(r.speed.training_tokens_per_s if r.speed else None)

    def train_hours(r: FitResult) -> Cell:
        hours = r.speed.training_hours if r.speed else None
        if hours is None:
            return Cell(DASH)
        return Cell(tr("{h} h").format(h=fmt.number(hours.typical, 1)),
                    tr("Estimate; range {low} – {high} h.").format(low=fmt.number(hours.low, 1),
                                                                   high=fmt.number(hours.high, 1)))

    def price(r: FitResult) -> Cell:
        if r.price_monthly is None:
            return Cell(DASH, tr("The offer gives no price."))
        digits = 0 if float(r.price_monthly).is_integer() else 2
        terms = pricing_text.term_text(r.month_cost, fmt) if r.month_cost is not None else ""
        return Cell(f"{fmt.number(r.price_monthly, digits)} {r.currency or ''}".strip(),
                    f"{pricing_text.price_terms_text(r.price, fmt)}\n{terms}".strip())

    def per_million(r: FitResult) -> Cell:
        if r.price_per_million_tokens is None:
            return Cell(DASH, tr("Needs a price and a workload that fits."))
        return Cell(f"{fmt.number(r.price_per_million_tokens, 2)} {r.currency or ''}".strip())

    def warnings(r: FitResult) -> Cell:
        if not r.warnings:
            return Cell(tr("none"))
        ranked = by_severity(list(r.warnings))
        counts = {sev: sum(1 for f in ranked if f.severity == sev) for sev in ("critical", "warning", "info")}
        nouns = {"critical": "blockers", "warning": "warnings", "info": "notes"}
        text = ", ".join(counted(nouns[sev], n, fmt) for sev, n in counts.items() if n)
        tone = "does_not_fit" if counts["critical"] else ""
        return Cell(text, "\n".join(f"• {finding_text(f, fmt)[0]}" for f in ranked), tone)

    rows = [
        Row(tr("GPUs"), tr("How many GPUs of which model"), gpus),
        Row(tr("Verdict"), tr("Fits comfortably: at least 10 % of usable memory left even at the high "
                              "estimate, the long case fits and every must-have is met. Tight: the same, with "
                              "little to spare. Misses a must-have: the memory fits, but a must-have target, the "
                              "long case or the model's context is missed. Does not fit: needs more memory per "
                              "GPU than there is."), verdict),
        Row(tr("Must-haves"), tr("Each must-have this server misses, with its estimate and the target"),
            must_haves),
        Row(tr("Memory per GPU"), tr("What the workload needs on each GPU, of what the runtime can use"), memory),
        Row(tr("Headroom"), tr("Memory left on each GPU at the typical estimate"), headroom),
        Row(tr("System RAM"), tr("What each server holds in system RAM beside its GPUs, of the RAM it has"),
            host_ram),
        Row(tr("How it is placed"), tr("How the workload is split over the GPUs"), placement),
    ]
    if training:
        rows += [
            Row(tr("Largest micro-batch"), tr("The most sequences per GPU step that still fit"), limit),
            Row(tr("Training speed (tokens/s)"), tr("Estimated training tokens per second, all GPUs"), train_rate),
            Row(tr("Time for the dataset"), tr("Estimated time for all epochs over the dataset"), train_hours),
        ]
    else:
        rows += [
            Row(tr("Most requests at once"), tr("The most requests of your size served at once that still fit in "
                                                "memory (and the people that serves, at your share active at "
                                                "the busiest moment)"), limit),
            Row(tr("Time to first token"), tr("Estimated wait before the answer starts, at your input length"),
                ttft),
            Row(tr("Tokens/s per user"), tr("Estimated speed of one answer at your concurrency"), per_user),
            Row(tr("Tokens/s, all users"), tr("Estimated total output of the server at your concurrency"),
                aggregate),
        ]
    if pilot is not None:
        rows.append(pilot_row(fmt, *pilot))
    rule = comparison.rule if comparison is not None else ""
    cost_rows = {
        "job_cost": Row(tr("Cost of the training job"), tr("The job under each offer's terms — whole months of a "
                                                           "monthly offer, the hours (or the minimum) of an hourly "
                                                           "one: what the recommendation ranks by; hover for the "
                                                           "term that decided it"), ranked_cost),
        "training_token_cost": Row(tr("Price per million training tokens"),
                                   tr("A month of the offer over a month of training: what the recommendation ranks "
                                      "by"), ranked_cost),
    }
    rows += [
        Row(tr("Price per month"), tr("A month of the offer running all month, under its cheapest term (hover for "
                                      "the terms)"), price),
        *([cost_rows[rule]] if rule in cost_rows else []),
        Row(tr("Price per million tokens"), tr("A month of the offer ÷ generated tokens a month at the typical total "
                                               "speed (estimate)"), per_million),
        Row(tr("Warnings"), tr("Bottlenecks found; hover for a summary, see the Warnings tab for fixes"),
            warnings),
    ]
    return rows
