"""The quote for several workloads on one server: one request covering every workload.

The document opens with the set — where it fits, which GPUs hold which workload over the day, the
recommendation for the set — then gives each workload's own requirements, memory budget, placement on the
servers quoted, and pilot; risks and open questions follow once for the whole request.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from app.charts.palette import VERDICT_COLORS
from app.core.catalog import Catalog
from app.core.fit.rank import SHORTLIST_SIZE, compare
from app.core.fit.together import TogetherComparison, compare_together
from app.core.offers.server import ServerProfile
from app.core.workload.schema import Workload
from app.report.quote.build import build_quote
from app.report.quote.model import (
    Bullets,
    Paragraph,
    PilotResults,
    QuoteDocument,
    QuoteOptions,
    Section,
    Span,
    Table,
)
from app.text import advice
from app.text import together as words
from app.text.formatting import NBSP, Fmt
from app.text.i18n import document_language, translate
from app.text.messages import verdict_text

# Sections given once for the whole request (from the first workload's document); the rest are per workload.
SHARED_SECTIONS = ("risks", "questions")
PER_WORKLOAD_SECTIONS = ("requirements", "budget", "candidates", "pilot")
# Widths of the set's table: server, verdict, busiest GPU, price (percent of the text width).
SET_TABLE_WIDTHS = (40, 22, 22, 16)


def _set_section(c: TogetherComparison, keys: Sequence[str], workloads: Sequence[Workload], fmt: Fmt) -> Section:
    shown = [t for t in c.results if t.key in keys]
    rows = []
    for t in shown:
        need = words.busiest_text(t, fmt)
        price = "—" if t.price_monthly is None else advice.money(fmt, t.price_monthly, t.currency or "")
        verdict = (Span(verdict_text(t.verdict), bold=True, color=VERDICT_COLORS.get(t.verdict, "")),)
        name = f"★ {t.server_name}" if t.key == c.recommended else t.server_name
        rows.append((name, verdict, need, price))
    header = (translate("Quote", "Server"), translate("Quote", "All workloads together"),
              translate("Quote", "Busiest GPU: need / usable"), translate("Quote", "Price / month"))
    blocks: list[Paragraph | Table | Bullets] = [
        Paragraph(translate("Quote", "This request covers several workloads meant to run on one server: {names}.")
                  .format(names="; ".join(w.name for w in workloads)), style="lead"),
        Table(header=header, rows=tuple(rows), widths=SET_TABLE_WIDTHS, numeric=(2, 3))]
    for t in shown:
        items: list[str] = [words.reason_text(t, fmt)]
        for s in t.slices:
            items += [f"{words.hours_text(s)} — {words.resident_text(r, s, fmt)}" for r in s.residents]
        blocks += [Paragraph((Span(t.server_name, bold=True),)), Bullets(tuple(items))]
    if any(r.shares_gpu for t in shown for s in t.slices for r in s.residents):
        blocks.append(Paragraph(translate("Together", words.SHARE_NOTE), style="note"))
    return Section("together", translate("Quote", "The workloads together"), tuple(blocks))


def _per_workload(doc: QuoteDocument, n: int, workload: Workload) -> list[Section]:
    out = []
    for s in doc.sections:
        if s.key in PER_WORKLOAD_SECTIONS:
            title = translate("Quote", "Workload {n} ({name}): {section}").format(n=n, name=workload.name,
                                                                                  section=s.title)
            out.append(replace(s, key=f"{s.key}-{n}", title=title))
    return out


def quote_for_set(workloads: Sequence[Workload], servers: Sequence[ServerProfile], catalog: Catalog,
                  options: QuoteOptions, *, explicit: bool,
                  pilot_results: PilotResults | None = None) -> QuoteDocument:
    """Judge the set on `servers` and build one document for every workload (the CLI's path)."""
    c = compare_together(workloads, servers, catalog)
    keys = [t.key for t in c.results] if explicit else [t.key for t in c.results[:SHORTLIST_SIZE]]
    shown = [s for s in servers if (s.id or s.name) in keys]
    docs = [build_quote(w, compare(w, shown, catalog), catalog, options, explicit=True,
                        pilot_results=pilot_results if i == 0 else None, servers=shown)
            for i, w in enumerate(workloads)]
    first = docs[0]
    with document_language(options.lang):
        fmt = Fmt(unit=options.unit, lang=options.lang, sep=NBSP)
        names = "; ".join(w.name for w in workloads)
        sections = [next(s for s in first.sections if s.key == "summary"),
                    _set_section(c, keys, workloads, fmt)]
        for n, (w, d) in enumerate(zip(workloads, docs, strict=True), 1):
            sections += _per_workload(d, n, w)
        sections += [s for s in first.sections if s.key in SHARED_SECTIONS]
        summary = Section("summary", sections[0].title, (Paragraph(
            translate("Quote", "One server for these workloads: {names}. {recommendation}").format(
                names=names, recommendation=words.recommendation_text(c, fmt)), style="lead"),))
        sections[0] = summary
        footer = f"{first.footer.split(' — ')[0]} — {names}"
    best = next((t for t in c.results if t.key == c.recommended), None)
    recommended = None if best is None else next((r for r in first.candidates if r.key == best.key), None)
    return replace(first, project=names, sections=tuple(sections), footer=footer,
                   candidates=tuple(r for r in first.candidates if r.key in keys), recommended=recommended)
