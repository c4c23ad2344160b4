"""One engine call for everything a view, the CLI or the quote shows about one workload.

`assess` resolves the workload once and returns the budget and, given a server, the fit on it
(placement, verdict, boundaries, speed, warnings). Input problems come back as a list, never as an
exception, so a form can show them beside their fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.core.catalog import Catalog
from app.core.findings import InputError, Problem
from app.core.memory.components import budget_for
from app.core.memory.types import Budget
from app.core.workload.draft import Draft
from app.core.workload.resolve import Resolved, resolve
from app.core.workload.schema import Workload

if TYPE_CHECKING:  # the placement engine is imported on the first fit: a budget alone does not need it
    from app.core.fit.types import FitResult
    from app.core.offers.server import ServerProfile


@dataclass(frozen=True)
class Assessment:
    """What the engine says about a workload (None where the input does not allow it)."""

    workload: Workload | None = None
    resolved: Resolved | None = None
    budget: Budget | None = None
    fit: FitResult | None = None
    problems: list[Problem] = field(default_factory=list)


def assess(subject: Draft | Workload, catalog: Catalog, server: ServerProfile | None = None) -> Assessment:
    if isinstance(subject, Draft):
        if subject.workload is None:
            return Assessment(problems=list(subject.problems))
        workload = subject.workload
    else:
        workload = subject
    try:
        resolved = resolve(workload, catalog)
        budget = budget_for(resolved)
    except InputError as exc:
        return Assessment(workload=workload, problems=list(exc.problems))
    if server is None:
        return Assessment(workload=workload, resolved=resolved, budget=budget)
    from app.core.fit.place import place

    return Assessment(workload=workload, resolved=resolved, budget=budget, fit=place(resolved, server, catalog))
