"""Placing work on a whole library of offers: each hardware once.

A consultant's library repeats the same machines, quoted by other providers at other prices. `place`
reads nothing of an offer's name, provider, notes or price before it applies them (the last step,
`app.core.fit.place.offer`), so the offers of one hardware share one placement and get their own
name and price from the same function `place` gives them with: the figures are `place`'s, to the last
digit (tests/core/fit/test_library_ranking.py checks it against placing each offer on its own).
"""

from __future__ import annotations

from collections.abc import Sequence

from app.core.catalog import Catalog
from app.core.fit.place import offer, place
from app.core.fit.types import FitResult
from app.core.memory.memo import shared_budgets
from app.core.offers.pricing import Pricing, load_pricing
from app.core.offers.server import ServerProfile
from app.core.workload.resolve import Resolved

# Fields of a profile that name or price an offer (what `offer` applies); the rest is the hardware.
OFFER_FIELDS = frozenset({"id", "name", "provider", "notes", "price"})

Placements = dict[tuple[str, bool], FitResult]  # by (hardware, with the boundary searches)


def hardware_key(server: ServerProfile) -> str:
    """What the engine reads of a profile to place work on it: everything but the offer's fields."""
    calibrations = ",".join(c.model_dump_json() for c in server.calibrations)  # excluded from the dump
    return server.model_dump_json(exclude=set(OFFER_FIELDS)) + calibrations


def place_all(resolved: Resolved, servers: Sequence[ServerProfile], catalog: Catalog, *,
              with_boundaries: bool = True, cache: Placements | None = None,
              pricing: Pricing | None = None) -> list[FitResult]:
    """`place` for every server, each hardware once. `cache`, kept by the caller for one resolved
    workload, carries the placements over to its next call (the window ranks the library for the
    Compare view and for its recommendation)."""
    placed: Placements = cache if cache is not None else {}
    pricing = pricing if pricing is not None else load_pricing()
    out = []
    with shared_budgets():
        for server in servers:
            key = (hardware_key(server), with_boundaries)
            base = placed.get(key)
            if base is None:
                base = placed[key] = place(resolved, server, catalog, with_boundaries=with_boundaries,
                                           pricing=pricing)
            out.append(offer(base, server, pricing))
    return out
