"""Ranking fit results, the shortlist, and recommending one server (one policy for every view)."""

from __future__ import annotations

from app.core.catalog import Catalog
from app.core.fit.place import place
from app.core.fit.types import VERDICT_RANK, Comparison, FitResult
from app.core.resolve import Resolved, resolve
from app.core.server import ServerProfile
from app.core.workload import Workload


def rank_key(result: FitResult) -> tuple[int, int, int, float, float]:
    """Fitting first; then those whose estimate meets every must-have target; among them, cheaper
    per million tokens first where priced; then more headroom."""
    per_mtok = result.price_per_million_tokens
    return (VERDICT_RANK[result.verdict], 1 if result.misses_must_have else 0, 0 if per_mtok is not None else 1,
            per_mtok if per_mtok is not None else 0.0, -result.headroom_fraction)


# Servers a comparison or a quote shows when the buyer ticked none (three fit a page and a screen).
SHORTLIST_SIZE = 3


def shortlist(resolved: Resolved, servers: list[ServerProfile], catalog: Catalog,
              count: int = SHORTLIST_SIZE) -> list[ServerProfile]:
    """The best `count` servers by `rank_key`, placed without the boundary searches (which
    `rank_key` does not use): ranking a whole library that way is about ten times cheaper."""
    placed = sorted(((place(resolved, s, catalog, with_boundaries=False), i) for i, s in enumerate(servers)),
                    key=lambda pair: (rank_key(pair[0]), pair[1]))
    return [servers[i] for _, i in placed[:count]]


def top_results(comparison: Comparison, count: int = SHORTLIST_SIZE) -> tuple[FitResult, ...]:
    """The first `count` results of a comparison, in the engine's order."""
    return tuple(comparison.results[:count])


def compare(workload: Workload, servers: list[ServerProfile], catalog: Catalog) -> Comparison:
    r = resolve(workload, catalog)
    results = sorted((place(r, s, catalog) for s in servers), key=rank_key)
    fitting = [x for x in results if x.verdict == "fits" and not x.misses_must_have]
    if not results or results[0].verdict in ("does_not_fit", "unknown_gpu"):
        return Comparison(results=results, recommended=None, reason="none_fits")
    best = results[0]
    if best.misses_must_have:
        reason = "misses_targets"
    elif best.verdict == "tight":
        reason = "tight_only"
    elif len(fitting) == 1:
        reason = "only_fitting"
    elif best.price_per_million_tokens is not None:
        reason = "cheapest_fitting"
    else:
        reason = "most_headroom"
    return Comparison(results=results, recommended=best.server_id or best.server_name, reason=reason)
