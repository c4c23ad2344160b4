"""Building the quote document: every text, in the document's language, from the engine's results."""

from __future__ import annotations

from collections.abc import Sequence

from app.core.catalog import Catalog
from app.core.fit.rank import compare, top_results
from app.core.fit.types import Comparison, FitResult
from app.core.memory.components import budget
from app.core.offers.pricing import PurchaseTerms
from app.core.offers.server import ServerProfile
from app.core.workload.schema import Workload
from app.report.quote import fit as quote_fit
from app.report.quote import pilot as quote_pilot
from app.report.quote import risks as quote_risks
from app.report.quote import sections as quote_sections
from app.report.quote.model import PilotResults, QuoteDocument, QuoteOptions
from app.text.i18n import document_language


def pick_candidates(comparison: Comparison, explicit: bool) -> tuple[FitResult, ...]:
    """The buyer's own selection in full; otherwise the best few of the ranking."""
    return tuple(comparison.results) if explicit else top_results(comparison)


def chosen_split(comparison: Comparison, candidates: Sequence[FitResult]) -> FitResult | None:
    """The configuration whose split the document states the need for: the recommended one, else the
    nearest miss, else the best-ranked candidate that could be placed (its split is Headroom's choice
    on that server, or the one the buyer fixed)."""
    for key in (comparison.recommended, comparison.closest):
        found = comparison.result(key)
        if found is not None and found.budget is not None:
            return found
    return next((r for r in candidates if r.budget is not None), None)


def build_quote(workload: Workload, comparison: Comparison, catalog: Catalog, options: QuoteOptions,
                *, explicit: bool = True, pilot_results: PilotResults | None = None,
                servers: Sequence[ServerProfile] = ()) -> QuoteDocument:
    """Every text of the document, in `options.lang`, from the engine's results.

    `explicit`: the comparison holds the buyer's own choice (all shown), else the best few are.
    `servers`: the compared profiles, for their CPU / RAM / NVMe / network details.
    """
    with document_language(options.lang):
        candidates = pick_candidates(comparison, explicit)
        recommended = next((r for r in candidates if r.key == comparison.recommended), None)
        chosen = chosen_split(comparison, candidates)
        # The need as the chosen split has it (per GPU × GPUs); without any server, the workload's own.
        need = chosen.budget if chosen is not None and chosen.budget is not None else budget(workload, catalog)
        by_key = {(s.id or s.name): s for s in servers}
        ctx = quote_sections.Context(workload, need, comparison, candidates, recommended, options,
                                     catalog.version, pilot_results, by_key, chosen)
        sections = (
            quote_sections.summary(ctx),
            quote_sections.requirements(ctx),
            quote_fit.budget_section(ctx),
            quote_fit.candidates_section(ctx),
            quote_risks.risks_section(ctx),
            quote_pilot.pilot_section(ctx),
            quote_pilot.questions_section(ctx),
        )
        return QuoteDocument(
            title=quote_sections.title(), project=workload.name, meta=quote_sections.meta_table(ctx),
            sections=sections, footer=quote_sections.footer(ctx), page_label=quote_sections.page_label(),
            options=options, workload=workload, budget=need, candidates=candidates,
            recommended=recommended, pilot_results=pilot_results)


def quote_for(workload: Workload, servers: Sequence[ServerProfile], catalog: Catalog, options: QuoteOptions,
              *, explicit: bool, pilot_results: PilotResults | None = None,
              terms: PurchaseTerms | None = None) -> QuoteDocument:
    """Compare `servers` for the workload and build the document (the CLI's and the dialog's path)."""
    comparison = compare(workload, list(servers), catalog, terms=terms)
    return build_quote(workload, comparison, catalog, options, explicit=explicit, pilot_results=pilot_results,
                       servers=servers)
