"""Budgets shared by the placements of one library ranking.

Placing one workload on a library works out the same budgets again and again: every offer of an 8×H100
machine (more RAM, other CPUs, other drives) asks for the one-GPU probe, the same splits and the same
long-request cases. `budget_for` and the workload variants the searches make (`with_load`, ...) are pure
functions of their arguments, so inside `shared_budgets()` each is worked out once and handed out again.

The memo is keyed by the identity of the resolved workload and GPU (the objects themselves are kept
in the memo, so an identity is never reused while it lives) and by the plain arguments; it exists only
for the `with` block (`app.core.fit.library.place_all`, the shortlist), so nothing is kept between rankings
and a single `place` works as it always did.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TypeVar

T = TypeVar("T")

_Memo = dict[tuple[Hashable, ...], tuple[tuple[object, ...], object]]
_ACTIVE: ContextVar[_Memo | None] = ContextVar("headroom_shared_budgets", default=None)


@contextmanager
def shared_budgets() -> Iterator[None]:
    """Within the block, `remembered` calls with the same objects and arguments give the same result
    (nested blocks share the outer one's memo)."""
    if _ACTIVE.get() is not None:
        yield
        return
    token = _ACTIVE.set({})
    try:
        yield
    finally:
        _ACTIVE.reset(token)


def remembered(kind: str, objects: tuple[object, ...], args: tuple[Hashable, ...], make: Callable[[], T]) -> T:
    """`make()` once per (`kind`, the identities of `objects`, `args`) inside `shared_budgets()`; outside
    it, `make()` every time."""
    memo = _ACTIVE.get()
    if memo is None:
        return make()
    key = (kind, *(id(o) for o in objects), *args)
    hit = memo.get(key)
    if hit is not None:
        return hit[1]  # type: ignore[return-value]
    value = make()
    memo[key] = (objects, value)  # holding the objects keeps their identities from being reused
    return value
