"""Bottleneck and risk notes of the quote: CPU, RAM, NVMe, network, power, and what was assumed."""

from __future__ import annotations

from app.core.findings import Note, by_severity
from app.core.fit import bottlenecks as rules
from app.report.quote.fit import severity_spans
from app.report.quote.model import Block, Bullets, Paragraph, Rich, Section, Subheading, Table
from app.report.quote.sections import Context
from app.report.quote.texts import SUBHEADINGS, heading, label, t
from app.text.i18n import translate
from app.text.messages import finding_text, note_text

# The server-side areas providers are asked about, in this order (rule names of app.core.fit.bottlenecks).
RISK_AREAS = ("cpu", "ram", "nvme", "network", "power")
# Area | configuration | finding | what to do (percent of the text width).
RISK_WIDTHS = (14, 8, 44, 34)
RISK_WIDTHS_NO_FIX = (14, 8, 78)


def _risk_table(ctx: Context) -> Table:
    f = ctx.fmt
    rows: list[tuple[Rich, ...]] = []
    starts: list[int] = []
    for area in RISK_AREAS:
        starts.append(len(rows))
        per_candidate = [by_severity([w for w in r.warnings if w.rule == area]) for r in ctx.candidates]
        if not any(per_candidate):  # one line instead of "no concern" for every candidate
            every = f"1–{len(per_candidate)}" if len(per_candidate) > 1 else "1"
            rows.append((label(area), every, translate("Quote", "No concern found for any candidate."), ""))
            continue
        first = True
        for i, found in enumerate(per_candidate, 1):
            if not found:
                rows.append((label(area) if first else "", str(i), translate("Quote", "No concern found."), ""))
                first = False
            for w in found:
                message, fix = finding_text(w, f)
                rows.append((label(area) if first else "", str(i), severity_spans(w, message), fix))
                first = False
    header = (label("area"), "#", label("finding"), label("what_to_do"))
    if not any(row[3] for row in rows):  # nothing to do anywhere: no empty column
        return Table(header=header[:3], rows=tuple(row[:3] for row in rows), widths=RISK_WIDTHS_NO_FIX,
                     group_rows=tuple(starts))
    return Table(header=header, rows=tuple(rows), widths=RISK_WIDTHS, group_rows=tuple(starts))


def _assumed(ctx: Context) -> list[str]:
    f = ctx.fmt
    speed_codes = dict.fromkeys(code for r in ctx.candidates if r.speed for code in r.speed.assumptions)
    items = [note_text(Note(code=code), f) for code in speed_codes]
    power = rules.SYSTEM_POWER_PER_GPU_TDP
    items += [
        translate("Quote", "System RAM: what each server keeps beside its GPUs while it runs (weights, cache and "
                           "training state moved off the GPUs, pinned buffers, the dataset, the runtime's processes "
                           "and the operating system), as the estimate's host figure states; loading the model also "
                           "needs room for one copy of its files."),
        translate("Quote", "CPU: at least {cores} physical cores per GPU, as GPU server reference designs use.").format(
            cores=rules.CORES_PER_GPU_MIN),
        translate("Quote", "NVMe: loading reads at {share} of the drives' rated sequential speed; without local NVMe, "
                           "at {net} of the network link.").format(
            share=f.percent(rules.NVME_READ_EFFICIENCY), net=f.percent(rules.NETWORK_EFFICIENCY)),
        translate("Quote", "Power: a whole server draws about {typical}× the GPUs' rated power at full load "
                           "({low}–{high}×), which sets the power and cooling it needs.").format(
            typical=f.number(power.typical, 1), low=f.number(power.low, 1), high=f.number(power.high, 1)),
    ]
    return items


def risks_section(ctx: Context) -> Section:
    blocks: list[Block] = [Paragraph(translate(
        "Quote", "The GPU alone does not decide how the system performs. Server-side checks for each candidate "
                 "configuration (numbered as above):"))]
    if ctx.candidates:
        blocks.append(_risk_table(ctx))
    else:
        blocks.append(Paragraph(translate("Quote", "No candidate configuration was compared.")))
    blocks += [Subheading(t(SUBHEADINGS["assumed"])), Bullets(tuple(_assumed(ctx)))]
    return Section("risks", heading("risks"), tuple(blocks))
