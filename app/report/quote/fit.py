"""The VRAM budget (chart and component table) and the candidate configurations of the quote."""

from __future__ import annotations

import textwrap
from collections.abc import Callable

from app.charts.palette import VERDICT_COLORS
from app.core.findings import Finding, by_severity
from app.core.fit.types import FitResult
from app.core.offers.server import EXAMPLE_PROVIDER
from app.core.speed.estimate import Rate
from app.report.quote.model import (
    Block,
    BudgetChart,
    Bullets,
    ChartBar,
    Paragraph,
    Rich,
    Section,
    Span,
    Subheading,
    Table,
)
from app.report.quote.sections import Context, gpus_of_split, gpus_text, short_gpu_name
from app.report.quote.texts import (
    ESTIMATE,
    MUST_HAVE,
    NICE_TO_HAVE,
    NOT_SPECIFIED,
    SEVERITIES,
    SUBHEADINGS,
    heading,
    label,
    t,
)
from app.text import advice
from app.text import pricing as pricing_text
from app.text import tasks as tasks_text
from app.text import traffic as traffic_text
from app.text.counts import counted
from app.text.i18n import translate
from app.text.messages import (
    component_label,
    finding_text,
    formula_text,
    note_text,
    placement_text,
    range_text,
    verdict_text,
)
from app.text.sizes import unit_note_shown_in

# Component | low | typical | high | how it is estimated (percent of the text width).
BUDGET_WIDTHS = (19, 11, 11, 11, 48)
KEY_VALUE_WIDTHS = (30, 70)
# Chart bar labels wrap at this many characters so four bars fit side by side.
BAR_LABEL_CHARS = 16
# Findings of these rules belong to a candidate's own table; the rest go to "Bottlenecks and risks".
FIT_RULES = frozenset({"fit"})


def severity_spans(f: Finding, message: str) -> tuple[Span, ...]:
    return (Span(f"{t(SEVERITIES[f.severity])}: ", bold=f.severity != "info"), Span(message))


def bar_label(i: int, r: FitResult) -> str:
    return textwrap.fill(f"{i}. {r.gpu_count * r.placement.nodes}× {short_gpu_name(r)}", BAR_LABEL_CHARS)


def _intro(ctx: Context) -> str:
    b, f = ctx.budget, ctx.fmt
    values = {"tokens": f.number(b.tokens_per_sequence), "sequences": f.number(b.sequences),
              "requests": counted("requests", b.sequences, f), "runtime": ctx.runtime()}
    if ctx.workload.is_training:
        text = translate("Quote", "Memory each GPU needs for the work as specified: sequences of {tokens} tokens in "
                                  "micro-batches of {sequences}, with {runtime}.").format(**values)
    else:
        text = translate("Quote", "Memory each GPU needs for the work as specified: {tokens} tokens per request "
                                  "(input and output) × {requests} at a time on each copy of the model, "
                                  "with {runtime}.").format(**values)
    if ctx.chosen is not None:
        text += " " + translate("Quote", "The split is the one on {server}: {need}.").format(
            server=ctx.chosen.server_name, need=advice.need_text(ctx.chosen, f))
        reason = advice.split_reason(ctx.chosen, f)
        if reason:
            text += " " + reason
    return text


def _chart(ctx: Context) -> BudgetChart:
    n = gpus_of_split(ctx)
    first = translate("Quote", "As specified, one GPU") if n == 1 else \
        translate("Quote", "As specified, each of %n GPUs", None, n)
    bars = [ChartBar(textwrap.fill(first, BAR_LABEL_CHARS), ctx.budget)]
    for i, r in enumerate(ctx.candidates, 1):
        if r.budget is not None:
            bars.append(ChartBar(bar_label(i, r), r.budget, capacity_bytes=r.capacity_bytes))
    labels: dict[str, str] = {c.key: component_label(c.key) for bar in bars for c in bar.budget.components}
    caption = translate("Quote", "Memory per GPU by component. Whiskers: the low–high range. Dashed lines: usable "
                                 "memory per GPU of each candidate configuration (numbered as in section {n}).")
    return BudgetChart(bars=tuple(bars), unit=ctx.options.unit, labels=labels,
                       ylabel=translate("Quote", "{unit} per GPU").format(unit=ctx.options.unit),
                       caption=caption.format(n=4), lang=ctx.fmt.lang)


def _budget_table(ctx: Context) -> Table:
    b, f = ctx.budget, ctx.fmt
    rows: list[tuple[Rich, ...]] = []
    for c in b.components:
        basis = formula_text(c, f)
        reason = range_text(c)
        if reason:
            basis += ". " + translate("Quote", "Range: {reason}.").format(reason=reason)
        rows.append((component_label(c.key), f.bytes(c.low_bytes), f.bytes(c.bytes), f.bytes(c.high_bytes), basis))
    strong = [len(rows)]
    rows.append((label("per_gpu"), f.bytes(b.per_gpu_low_bytes), f.bytes(b.per_gpu_bytes),
                 f.bytes(b.per_gpu_high_bytes), ""))
    n = gpus_of_split(ctx)
    if n > 1:
        strong.append(len(rows))
        rows.append((translate("Quote", "All {n} GPUs (not one pool)").format(n=n),
                     f.bytes(b.per_gpu_low_bytes * n), f.bytes(b.per_gpu_bytes * n),
                     f.bytes(b.per_gpu_high_bytes * n), ""))
    header = (label("component"), label("low"), label("typical"), label("high"), label("basis"))
    return Table(header=header, rows=tuple(rows), widths=BUDGET_WIDTHS, numeric=(1, 2, 3),
                 strong_rows=tuple(strong))


def unit_note(ctx: Context) -> str:
    return unit_note_shown_in(ctx.options.lang, ctx.options.unit)


def budget_section(ctx: Context) -> Section:
    b, f = ctx.budget, ctx.fmt
    blocks: list[Block] = [Paragraph(_intro(ctx)), _chart(ctx), _budget_table(ctx), Paragraph(unit_note(ctx),
                                                                                              style="note")]
    if b.warnings:
        items = []
        for w in by_severity(list(b.warnings)):
            message, fix = finding_text(w, f)
            items.append(severity_spans(w, f"{message} {fix}".strip()))
        blocks += [Subheading(t(SUBHEADINGS["warnings"])), Bullets(tuple(items))]
    blocks += [Subheading(t(SUBHEADINGS["assumptions"])),
               Bullets(tuple(note_text(n, f) for n in b.assumptions))]
    return Section("budget", heading("budget"), tuple(blocks))


def _range(rate: Rate, show: Callable[[float], str]) -> str:
    low, high = sorted((rate.low, rate.high))
    return f"{show(rate.typical)} ({show(low)}–{show(high)}), {t(ESTIMATE)}"


def _versus(r: FitResult, key: str) -> tuple[Span, ...]:
    """' — meets the must-have target' after an estimate, as the engine judged it; a missed must-have
    is bold."""
    check = next((c for c in r.targets if c.key == key), None)
    if check is None:
        return ()
    kind = t(MUST_HAVE) if check.must_have else t(NICE_TO_HAVE)
    text = translate("Quote", "meets the target ({kind})") if check.met else \
        translate("Quote", "misses the target ({kind})")
    return (Span(" — "), Span(text.format(kind=kind), bold=not check.met and check.must_have))


def _speed_rows(ctx: Context, r: FitResult) -> list[tuple[Rich, ...]]:
    s, f = r.speed, ctx.fmt
    if s is None:
        return []

    def per_s(v: float) -> str:
        return translate("Quote", "{value} tokens/s").format(value=f.rate(v))

    def hours(v: float) -> str:
        return translate("Quote", "{value} h").format(value=f.number(v, 1))

    rows: list[tuple[Rich, ...]] = []
    if s.ttft_s:
        rows.append((label("ttft"), (Span(_range(s.ttft_s, f.seconds)),
                                     *_versus(r, "ttft_s"))))
    if s.ttft_long_s and s.long_input_tokens:
        rows.append((label("ttft_long"), _range(s.ttft_long_s, f.seconds)))
    if s.tokens_per_s_per_user:
        rows.append((label("speed_per_user"), (
            Span(_range(s.tokens_per_s_per_user, per_s)),
            *_versus(r, "tokens_per_s_per_user"))))
    if s.aggregate_tokens_per_s and s.kind == "generation":
        rows.append((label("aggregate"), (
            Span(_range(s.aggregate_tokens_per_s, per_s)),
            *_versus(r, "throughput_tokens_per_s"))))
    if s.training_tokens_per_s:
        rows.append((label("train_speed"), _range(s.training_tokens_per_s, per_s)))
    if s.training_hours:
        rows.append((label("train_time"), _range(s.training_hours, hours)))
    if s.calibration is not None:
        from app.text.calibration import calibration_line

        rows.append((translate("Quote", "Measured speed"), calibration_line(s.calibration, f)))
    if s.traffic is not None:  # the wait's percentiles at the stated traffic, and the servers it takes
        rows.append((translate("Quote", "Traffic"), "\n".join(traffic_text.traffic_lines(s.traffic, f))))
    workload = ctx.workload
    rows += [(name, value) for name, value in tasks_text.speed_rows(s, workload, f)]
    batch = tasks_text.batch_text(r, workload, f)
    if batch:
        rows.append((translate("Quote", "Batch job"), (Span(batch, bold=not any(
            c.key == "batch_deadline" and c.met for c in r.targets) and workload.load.batch is not None
            and bool(workload.load.batch.deadline_hours)),)))
    return rows


def _server_text(ctx: Context, r: FitResult) -> str:
    f = ctx.fmt
    p = ctx.server(r)
    if p is None:
        return gpus_text(r)
    nvme = ctx.fmt.size(p.nvme_capacity_bytes) if p.nvme else translate("Quote", "none")
    text = translate(
        "Quote", "{gpus}; {cores}, {ram} RAM, NVMe {nvme}, network {count} × {gbps} Gb/s").format(
        gpus=gpus_text(r), cores=counted("cores", p.cpu.cores, ctx.fmt), ram=ctx.fmt.size(p.ram_bytes), nvme=nvme,
        count=p.network.count,
        gbps=f.number(p.network.gbps))
    if p.nodes > 1:
        text += translate("Quote", "; {n} servers").format(n=p.nodes)
    return text + (f" — {p.provider}" if p.provider and p.provider != EXAMPLE_PROVIDER else "")


def _limits(ctx: Context, r: FitResult) -> str:
    f = ctx.fmt
    if r.verdict == "does_not_fit":
        return translate("Quote", "none: the work as specified does not fit")
    if r.max_concurrency is None or r.max_context is None:
        return t(NOT_SPECIFIED)
    if ctx.workload.is_training:
        return translate("Quote", "micro-batch up to {n}; sequences up to {tokens} tokens").format(
            n=f.number(r.max_concurrency), tokens=f.number(r.max_context))
    return translate("Quote", "up to {n} requests at a time; up to {tokens} tokens per request").format(
        n=f.number(r.max_concurrency), tokens=f.number(r.max_context))


def _memory(ctx: Context, r: FitResult) -> str:
    """Per GPU against what it offers; for several GPUs, the need × GPUs and the total too."""
    f = ctx.fmt
    text = translate("Quote", "needs {need} ({low}–{high}) of {usable} usable per GPU").format(
        need=f.bytes(r.per_gpu_bytes), low=f.bytes(r.per_gpu_low_bytes), high=f.bytes(r.per_gpu_high_bytes),
        usable=f.bytes(r.capacity_bytes))
    return f"{text}; {advice.need_text(r, f)}" if advice.gpus_used(r.placement) > 1 else text


def _headroom(ctx: Context, r: FitResult) -> str:
    f = ctx.fmt
    if r.headroom_bytes < 0:
        return translate("Quote", "none: short by {bytes} per GPU").format(bytes=f.bytes(-r.headroom_bytes))
    return f"{f.bytes(r.headroom_bytes)} ({f.percent(r.headroom_fraction)})"




def _candidate(ctx: Context, i: int, r: FitResult) -> list[Block]:
    f = ctx.fmt
    title = f"{i}. {r.server_name}"
    if ctx.recommended is r:
        title += " — " + translate("Quote", "recommended")
    color = VERDICT_COLORS.get(r.verdict, "")
    rows: list[tuple[Rich, ...]] = [(label("configuration"), _server_text(ctx, r)),
                                    (label("verdict"), (Span(verdict_text(r.verdict), bold=True, color=color),))]
    for m in r.missed:
        rows.append((label("missed"), (Span(advice.capitalized(advice.missed_text(m, f)), bold=True, color=color),)))
    if r.budget is not None:
        rows += [
            (label("memory"), _memory(ctx, r)),
            (label("headroom"), _headroom(ctx, r)),
            (label("layout"), placement_text(r.placement.code, r.placement.model_dump(), f)),
            (label("limits"), _limits(ctx, r))]
    rows += _speed_rows(ctx, r)  # none where the work cannot run (app.core.fit.place)
    profile = ctx.server(r)
    example = profile is not None and profile.provider == EXAMPLE_PROVIDER  # an illustration, not an offer
    if r.price is not None and not example:
        # The offer's terms, then what the work costs under them and which term decided it.
        price = pricing_text.price_terms_text(r.price, f)
        if r.price_per_million_tokens is not None and not ctx.workload.is_training:
            price += translate("Quote", "; {amount} per million generated tokens").format(
                amount=advice.money(f, r.price_per_million_tokens, r.currency or ""))
        work = r.job_cost or r.month_cost
        if work is not None:
            price += "; " + pricing_text.term_text(work, f)
        rows.append((label("price"), price))
    for n, w in enumerate(w for w in r.warnings if w.rule in FIT_RULES):
        message, fix = finding_text(w, f)
        rows.append((t(SUBHEADINGS["warnings"]) if n == 0 else "", severity_spans(w, f"{message} {fix}".strip())))
    # The title is the table's header row: it repeats when the table runs onto the next page.
    return [Table(header=(title,), rows=tuple(rows), widths=KEY_VALUE_WIDTHS)]


def candidates_section(ctx: Context) -> Section:
    blocks: list[Block] = [Paragraph(advice.recommendation_text(ctx.comparison, ctx.fmt))]
    if not ctx.shows_all:
        blocks.append(Paragraph(translate("Quote", "Shown: the {shown} best-ranked of {total} server profiles "
                                                   "compared.").format(shown=len(ctx.candidates),
                                                                       total=len(ctx.comparison.results))))
    for i, r in enumerate(ctx.candidates, 1):
        blocks += _candidate(ctx, i, r)
    blocks.append(Paragraph(translate("Quote", "Speeds are estimates from each GPU's published memory bandwidth "
                                               "and compute, not measurements; the pilot measures them."),
                            style="note"))
    return Section("candidates", heading("candidates"), tuple(blocks))
