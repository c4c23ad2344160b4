"""In what order the comparison shows its profiles (the engine ranks and picks the shortlist,
`app.core.fit.rank.shortlist`; the view only re-sorts by a column the user chose)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from app.core.fit.types import FitResult

SORT_VERDICT, SORT_HEADROOM, SORT_THROUGHPUT, SORT_PRICE = "verdict", "headroom", "throughput", "price"
SORT_KEYS = (SORT_VERDICT, SORT_HEADROOM, SORT_THROUGHPUT, SORT_PRICE)
_LAST = float("inf")


def _throughput(r: FitResult) -> float | None:
    s = r.speed
    if s is None:  # the work cannot run there
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
