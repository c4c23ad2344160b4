"""The best few servers of a library for a workload, as the recommendation policy ranks them.

The Compare view (nothing ticked), the quote and the window's recommendation show the best three of
every profile, a library of thousands of offers among them. Ranking them all would place every one;
`best_results` gives the same first three while placing fewer:

- a service is ranked by what a month of it costs under the offer's terms (app.core.fit.rank). In one
  currency, an offer not placed yet ranks at best as fitting, priced, at its own month (a lower bound for
  a bought one: its unstated power left out) — so the offers are placed cheapest first, and once the best
  three meet every must-have and the cheapest offer left costs more than the third, no offer left can
  enter them;
- other work (ranked by the price of its tokens or of the job, which a placement gives) places every
  hardware once (app.core.fit.library.place_all).

Neither searches the boundaries (largest concurrency and context): the policy does not use them.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.core.catalog import Catalog
from app.core.fit.library import Placements, hardware_key, place_all
from app.core.fit.place import offer, place
from app.core.fit.rank import COST_DIGITS, SHORTLIST_SIZE, _order, _Ranker, rule_for
from app.core.fit.types import FitResult
from app.core.memory.memo import shared_budgets
from app.core.offers.money import ExchangeRates
from app.core.offers.pricing import Pricing, PurchaseTerms, cheapest_amount, load_pricing
from app.core.offers.server import ServerProfile
from app.core.workload.resolve import Resolved
from app.core.workload.schema import Workload

# How many offers are placed before the first check whether the best are settled, per place to fill;
# each further round places twice as many.
FIRST_BATCH_PER_PLACE = 4
UNPRICED_TIER = 2  # app.core.fit.rank._Ranker.key: an offer without a price ranks after priced ones


def month_floor(server: ServerProfile, pricing: Pricing) -> float | None:
    """A month of the offer under its cheapest term, before placing it: exact for monthly and hourly terms; for a
    bought one the power counted is the profile's own (none when unstated), so it never exceeds what the
    placement will cost (a lower bound is all the early stop below needs)."""
    draw = server.power_w * server.nodes if server.power_w else None
    return cheapest_amount(server.price, None, pricing, power_w=draw)


def _cheapest_first(workload: Workload, servers: Sequence[ServerProfile], pricing: Pricing) \
        -> tuple[list[int], list[float | None]] | None:
    """Indices of `servers`, cheapest first (those without a price last), and each one's month floor, when the
    policy ranks them by a month's cost in one currency; None when the rank needs figures only a placement
    gives."""
    if rule_for(workload) != "monthly_cost":
        return None
    if len({s.price.currency.upper() for s in servers if s.price is not None}) > 1:
        return None
    floors = [month_floor(s, pricing) for s in servers]

    def price_key(i: int) -> tuple[int, float]:
        floor = floors[i]
        return (0, round(floor, COST_DIGITS)) if floor is not None else (1, 0.0)

    return sorted(range(len(servers)), key=price_key), floors


def _ranked(candidates: dict[int, FitResult], workload: Workload, pricing: Pricing) -> tuple[list[int], _Ranker]:
    """Indices of `candidates` in the policy's order: equal keys in the library's order, as `recommend`
    orders the whole library."""
    indices = sorted(candidates)
    order, ranker = _order([candidates[i] for i in indices], workload, pricing)
    return [indices[k] for k in order], ranker


def _by_price(resolved: Resolved, servers: Sequence[ServerProfile], catalog: Catalog, count: int,
              pricing: Pricing, cache: Placements, by_price: list[int], floors: list[float | None]) \
        -> list[int] | None:
    """The best `count` offers, placed cheapest first (see the module's docstring); None when fewer
    than `count` offers meet every must-have (then the order of those that do not decides the rest).

    Only offers that meet every must-have can be among the best once `count` of them do (they rank
    first), and a placement's verdict does not depend on the price, so the others are not ranked. The
    best kept so far and each new batch are ranked together: an offer ranked out stays out."""
    workload = resolved.workload
    best: dict[int, FitResult] = {}
    seen, batch = 0, max(1, count * FIRST_BATCH_PER_PLACE)
    while seen < len(by_price):
        chosen = by_price[seen:seen + batch]
        seen += len(chosen)
        for i in chosen:
            server = servers[i]
            key = (hardware_key(server), False)
            base = cache.get(key)
            if base is None:
                base = cache[key] = place(resolved, server, catalog, with_boundaries=False, pricing=pricing)
            if base.meets_must_haves:
                best[i] = offer(base, server, pricing)
        order, ranker = _ranked(best, workload, pricing)
        best = {i: best[i] for i in order[:count]}
        if len(order) >= count and seen < len(by_price):
            last = best[order[count - 1]]
            group, missed, tier, value, _headroom = ranker.key(last)
            floor = floors[by_price[seen]]  # the cheapest offer left
            best_left = (0, 0, 0, round(floor, COST_DIGITS)) if floor is not None \
                else (0, 0, UNPRICED_TIER, 0.0)
            if ranker.is_ranked(last) and best_left > (group, missed, tier, value):
                return order[:count]
        batch *= 2
    order, _ranker = _ranked(best, workload, pricing)
    return order[:count] if len(order) >= count else None


def _best(resolved: Resolved, servers: Sequence[ServerProfile], catalog: Catalog, count: int,
          pricing: Pricing, cache: Placements | None) -> list[tuple[int, FitResult]]:
    cache = cache if cache is not None else {}
    cheapest = _cheapest_first(resolved.workload, servers, pricing)
    if cheapest is not None:
        by_price, floors = cheapest
        with shared_budgets():
            chosen = _by_price(resolved, servers, catalog, count, pricing, cache, by_price, floors)
        if chosen is not None:
            return [(i, offer(cache[(hardware_key(servers[i]), False)], servers[i], pricing)) for i in chosen]
    results = place_all(resolved, servers, catalog, with_boundaries=False, cache=cache, pricing=pricing)
    order, _ranker = _order(results, resolved.workload, pricing)
    return [(i, results[i]) for i in order[:count]]


def best_results(resolved: Resolved, servers: Sequence[ServerProfile], catalog: Catalog,
                 count: int = SHORTLIST_SIZE, rates: ExchangeRates | None = None,
                 cache: Placements | None = None, terms: PurchaseTerms | None = None) -> list[FitResult]:
    """The first `count` results `recommend` would give over every server (placed without the
    boundary searches), best first."""
    return [r for _i, r in _best(resolved, servers, catalog, count, load_pricing(rates, terms), cache)]


def shortlist(resolved: Resolved, servers: Sequence[ServerProfile], catalog: Catalog,
              count: int = SHORTLIST_SIZE, rates: ExchangeRates | None = None,
              cache: Placements | None = None, terms: PurchaseTerms | None = None) -> list[ServerProfile]:
    """The best `count` servers by the policy, best first."""
    return [servers[i] for i, _r in _best(resolved, servers, catalog, count, load_pricing(rates, terms), cache)]


def recommended_of(best: Sequence[FitResult]) -> str | None:
    """The recommendation, given the best results in the policy's order: the first that meets every
    must-have, as `recommend` picks it (those come first)."""
    return best[0].key if best and best[0].meets_must_haves else None
