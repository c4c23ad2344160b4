"""Budgets shared by the placements of one library ranking.

Placing one workload on a library works out the same budgets again and again: every offer of an 8×H100
machine (more RAM, other CPUs, other drives) asks for the one-GPU probe, the same splits and the same
long-request cases. `budget_for` and the workload variants the searches make (`with_load`, ...) are pure
functions of their arguments, so inside `shared_budgets()` each is worked out once and handed out again.

The memo is keyed by the identity of the resolved workload and GPU (the objects themselves are kept
in the memo, so an identity is never reused while it lives) and by the plain arguments; it exists only
for the `with` block (`app.core.fit.library.place_all`, the shortlist), so nothing is kept between rankings
and a single `place` works as it always did. The fitting scripts (tests/core/calibration_fit) open a block that
remembers the memory kinds only (`MEMORY_KINDS`): their tries of one case under other speed figures share its
budgets and boundaries, and each speed is worked out again.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TypeVar

T = TypeVar("T")

_Memo = dict[tuple[Hashable, ...], tuple[tuple[object, ...], object]]
_ACTIVE: ContextVar[tuple[_Memo, frozenset[str] | None] | None] = ContextVar("headroom_shared_budgets", default=None)

# The kinds of `remembered` result that hold memory only (a budget, a workload variant of the boundary searches, the
# boundaries found): no speed figure changes them, so a fit that varies only the speed model's efficiency may share
# them across its tries.
MEMORY_KINDS = frozenset({"budget", "load", "boundaries"})


@contextmanager
def shared_budgets(kinds: Collection[str] | None = None) -> Iterator[None]:
    """Within the block, `remembered` calls with the same objects and arguments give the same result
    (nested blocks share the outer one's memo). `kinds`: remember only these kinds (default: every kind)."""
    if _ACTIVE.get() is not None:
        yield
        return
    token = _ACTIVE.set(({}, frozenset(kinds) if kinds is not None else None))
    try:
        yield
    finally:
        _ACTIVE.reset(token)


def remembered(kind: str, objects: tuple[object, ...], args: tuple[Hashable, ...], make: Callable[[], T]) -> T:
    """`make()` once per (`kind`, the identities of `objects`, `args`) inside `shared_budgets()`; outside
    it, `make()` every time."""
    active = _ACTIVE.get()
    if active is None or (active[1] is not None and kind not in active[1]):
        return make()
    memo = active[0]
    key = (kind, *(id(o) for o in objects), *args)
    hit = memo.get(key)
    if hit is not None:
        return hit[1]  # type: ignore[return-value]
    value = make()
    memo[key] = (objects, value)  # holding the objects keeps their identities from being reused
    return value
