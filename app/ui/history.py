"""Undo and redo of the workload: a stack of the session's immutable drafts.

A draft is immutable, so a step is just the draft before it. Typing into one field is one step,
not one per keystroke: an edit of the same fields within `BURST_S` of the previous one joins it
(what text editors do for a run of typing).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

from app.core.workload.draft import Draft

# Edits of the same field closer together than this are one undo step (a burst of typing);
# a pause longer than this starts a new step. About the pause between typed words.
BURST_S = 1.5
# Older steps are dropped beyond this many (each is a small dict; the cap keeps a long session bounded).
MAX_STEPS = 200


class DraftHistory:
    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self._clock = clock
        self._undo: list[Draft] = []
        self._redo: list[Draft] = []
        self._last_paths: frozenset[str] | None = None
        self._last_time = 0.0

    def record(self, before: Draft, paths: Iterable[str]) -> None:
        """`before` is the draft an edit of `paths` replaces."""
        keys, now = frozenset(paths), self._clock()
        joins = bool(self._undo) and keys == self._last_paths and now - self._last_time < BURST_S
        if not joins:
            self._undo.append(before)
            del self._undo[:-MAX_STEPS]
        self._redo.clear()
        self._last_paths, self._last_time = keys, now

    def undo(self, current: Draft) -> Draft | None:
        if not self._undo:
            return None
        self._redo.append(current)
        self._last_paths = None  # the next edit starts a step of its own
        return self._undo.pop()

    def redo(self, current: Draft) -> Draft | None:
        if not self._redo:
            return None
        self._undo.append(current)
        self._last_paths = None
        return self._redo.pop()

    def clear(self) -> None:
        self._undo.clear()
        self._redo.clear()
        self._last_paths = None

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)
