"""Ranges of the inference parts from their measured error (issue 29, acc5-parts).

The llama.cpp compute buffer is a sum of graph stages: its own low and high differ only where flash attention is
not stated, so a case of a build or graph shape the formula misses by a little falls outside a range of no width.
Its range is instead the category's leave-one-source-out error, by the rule every other range follows
(fitlib.source_range, through fit_constants.total_range_of): `part_ratios` gives the (source, measured ÷ typical
fitted without the source) pairs, fit_constants.total_ranges writes the range into fitted_constants.json beside
the totals' ranges, and the engine widens the part's own span to it (app/core/memory/inference.py,
fitted.part_range). Nothing is fitted on these cases, so the out-of-sample figure is the in-sample one.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from typing import Any, Protocol

import engine_view
from fitlib import source_key

from app.core import fitted

# Parts whose range is their category's measured error (engine_view.category names).
PART_RANGES = ("llama.cpp compute buffer",)


class Scored(Protocol):
    """What a calibration view gives for one case (engine_view.View, task_view's view)."""

    category: str
    measured: float
    typical: float


def fold_ratio(case: dict, folds: dict[str, fitted.Fitted], view: Callable[[dict], Any]) -> tuple[str, str, float]:
    """(category, source, measured ÷ typical) of one case, the typical figure fitted without the case's source."""
    src = source_key(case["source"])
    with fitted.use(folds[src]):
        v: Scored = view(case)
    return v.category, src, v.measured / v.typical


def part_ratios(cases: list[dict], folds: dict[str, fitted.Fitted],
                view: Callable[[dict], engine_view.View]) -> dict[str, list[tuple[str, float]]]:
    """Per part category of PART_RANGES: (source, measured ÷ typical with the source's fold) per case."""
    out: dict[str, list[tuple[str, float]]] = defaultdict(list)
    for case in cases:
        if engine_view.category(case) not in PART_RANGES:
            continue
        category, src, ratio = fold_ratio(case, folds, view)
        out[category].append((src, ratio))
    return out
