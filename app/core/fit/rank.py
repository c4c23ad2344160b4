"""Ranking fit results and recommending one server."""

from __future__ import annotations

from app.core.catalog import Catalog
from app.core.fit.place import place
from app.core.fit.types import VERDICT_RANK, Comparison, FitResult
from app.core.resolve import resolve
from app.core.server import ServerProfile
from app.core.workload import Workload


def rank_key(result: FitResult) -> tuple[int, int, int, float, float]:
    """Fitting first; then those whose estimate meets every must-have target; among them, cheaper
    per million tokens first where priced; then more headroom."""
    per_mtok = result.price_per_million_tokens
    return (VERDICT_RANK[result.verdict], 1 if result.misses_must_have else 0, 0 if per_mtok is not None else 1,
            per_mtok if per_mtok is not None else 0.0, -result.headroom_fraction)




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
