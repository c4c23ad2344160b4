"""Which profiles the comparison shows, and in what order (the engine ranks; the view only reorders).

`best_ids` is the default when nothing is ticked: every profile placed by the engine and ranked by
its own `rank_key`, the first three taken. It places without the boundary searches, which
`rank_key` does not use (verdict, price per token and headroom do not depend on them): that makes
ranking all profiles about ten times cheaper, and the shown ones are then compared in full.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from app.core.catalog import Catalog
from app.core.fit.place import place
from app.core.fit.rank import rank_key
from app.core.fit.types import FitResult
from app.core.resolve import Resolved
from app.core.server import ServerProfile

DEFAULT_COUNT = 3
SORT_VERDICT, SORT_HEADROOM, SORT_THROUGHPUT, SORT_PRICE = "verdict", "headroom", "throughput", "price"
SORT_KEYS = (SORT_VERDICT, SORT_HEADROOM, SORT_THROUGHPUT, SORT_PRICE)
_LAST = float("inf")


def best_ids(resolved: Resolved, profiles: Sequence[ServerProfile], catalog: Catalog,
             count: int = DEFAULT_COUNT) -> list[str]:
    placed = [place(resolved, p, catalog, with_boundaries=False) for p in profiles]
    return [str(r.server_id) for r in sorted(placed, key=rank_key)[:count]]


def _throughput(r: FitResult) -> float | None:
    s = r.speed
    if s is None or r.verdict in ("does_not_fit", "unknown_gpu"):
        return None
    rate = s.training_tokens_per_s or s.aggregate_tokens_per_s
    return rate.typical if rate else None


def _keys() -> dict[str, Callable[[FitResult], float]]:
    def missing_last(value: float | None, sign: float = 1.0) -> float:
        return _LAST if value is None else sign * value

    return {
        SORT_HEADROOM: lambda r: missing_last(r.headroom_fraction if r.budget is not None else None, -1.0),
        SORT_THROUGHPUT: lambda r: missing_last(_throughput(r), -1.0),
        SORT_PRICE: lambda r: missing_last(r.price_monthly),
    }


def ordered(results: Sequence[FitResult], sort_key: str) -> list[FitResult]:
    """`results` as the engine ranked them (verdict first), or re-sorted; ties keep the engine's order."""
    key = _keys().get(sort_key)
    return list(results) if key is None else sorted(results, key=key)
