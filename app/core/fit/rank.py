"""The recommendation policy: one ranking of servers for a workload, used by every view.

Only servers that can do the work as specified — memory fits and every must-have is met — are
candidates for the recommendation; among them the rule depends on the kind of work:

- a service with a fixed demand (these people, this concurrency): the lowest monthly price. A
  faster server does not create more demand: its spare speed is headroom, not savings; with traffic
  (load.requests_per_s) the monthly price × the servers that traffic needs (FitResult.servers_needed);
- throughput-bound batch work: the lowest price per million tokens produced (text), per image or per
  audio hour (image generation, speech); a batch job of a stated size (load.batch): the lowest cost of
  the whole job (hourly rate × hours to finish it) — missing its deadline is a must-have miss;
- training: the lowest cost of the job (hourly rate × hours, the hourly rate being the monthly
  price ÷ 730 h) when the dataset size gives the hours, else the lowest price per million training
  tokens; a deadline is a must-have target like any other.

Servers that fit comfortably come before those that fit tightly; ties go to more headroom. Prices
keep their currency and are compared through exchange rates; an offer in a currency without a
rate is not ranked against the others. The comparison says which rule chose, the runner-up, the
currencies left out and the rates used, so every view can give the reason.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from app.core.catalog import Catalog
from app.core.fit.library import place_all
from app.core.fit.types import VERDICT_RANK, Comparison, Cost, FitResult, RankRule, Reason
from app.core.money import HOURS_PER_MONTH, ExchangeRates, load_rates
from app.core.resolve import resolve
from app.core.server import ServerProfile
from app.core.tasks import PIPELINE_TASKS
from app.core.workload import Workload

# Servers a comparison or a quote shows when the buyer ticked none (three fit a page and a screen).
SHORTLIST_SIZE = 3
# Goals whose work is throughput-bound (nobody waits for one answer): ranked by cost per unit of work.
THROUGHPUT_GOALS = frozenset({"batch"})
TOKENS_PER_MILLION = 1e6
SECONDS_PER_HOUR = 3600
# Costs equal to the cent are a tie (then more headroom wins).
COST_DIGITS = 2


def rule_for(workload: Workload, task: str | None = None) -> RankRule:
    if workload.is_training:
        return "job_cost" if workload.training.dataset_tokens else "training_token_cost"
    if workload.load.batch is not None:
        return "batch_cost"
    if workload.goal in THROUGHPUT_GOALS:
        return "unit_cost" if (task or workload.task) in PIPELINE_TASKS else "token_cost"
    return "monthly_cost"


def _task(results: Sequence[FitResult], workload: Workload) -> str | None:
    """The task the results were placed for (their budgets say), else the workload's own."""
    return next((x.budget.task for x in results if x.budget is not None), workload.task)


def cost_of(result: FitResult, rule: RankRule) -> float | None:
    """What `rule` ranks this server by, in the offer's currency (None: no price, or no speed to divide by)."""
    price, speed = result.price_monthly, result.speed
    if price is None or rule == "headroom":
        return None
    if rule == "monthly_cost":  # a service with traffic pays for every server its busiest hour needs
        return price * result.servers_needed
    if rule == "token_cost":
        return result.price_per_million_tokens
    if rule == "batch_cost":
        return result.batch_cost
    if speed is None:
        return None
    if rule == "unit_cost":
        done = speed.work_per_hour
        return price / (done.typical * HOURS_PER_MONTH) if done is not None and done.typical > 0 else None
    if rule == "job_cost":
        hours = speed.training_hours
        return price / HOURS_PER_MONTH * hours.typical if hours is not None else None
    rate = speed.training_tokens_per_s
    if rate is None or rate.typical <= 0:
        return None
    return price / (rate.typical * HOURS_PER_MONTH * SECONDS_PER_HOUR / TOKENS_PER_MILLION)


def _ranked_currencies(results: Sequence[FitResult], rates: ExchangeRates) -> tuple[set[str], bool]:
    """The currencies ranked against each other, and whether that needed a conversion.

    One currency among the priced offers needs no rate. Several: those with a rate are ranked
    together; if none has one, the most common currency is ranked and the others are left out.
    """
    currencies = Counter((r.currency or "").upper() for r in results if r.price_monthly is not None)
    if len(currencies) <= 1:
        return set(currencies), False
    known = {c for c in currencies if rates.knows(c)}
    if known:
        return known, len(known) > 1
    top = max(sorted(currencies), key=lambda c: currencies[c])
    return {top}, False


class _Ranker:
    def __init__(self, results: Sequence[FitResult], rule: RankRule, rates: ExchangeRates):
        self.rule, self.rates = rule, rates
        eligible = [r for r in results if r.meets_must_haves]
        self.ranked, self.converted = _ranked_currencies(eligible or results, rates)
        self.costs: dict[str, Cost] = {}
        for r in results:
            if VERDICT_RANK[r.verdict] >= VERDICT_RANK["does_not_fit"]:
                continue  # a server that cannot run the work has no cost of doing it
            amount = cost_of(r, rule)
            if amount is not None:
                currency = (r.currency or "").upper()
                in_base = rates.to_base(amount, currency) if self.converted else None
                self.costs[r.key] = Cost(amount=amount, currency=currency, in_base=in_base)

    def is_ranked(self, r: FitResult) -> bool:
        """Priced in a currency that is ranked against the others (a cost the rule can compare)."""
        cost = self.costs.get(r.key)
        return cost is not None and cost.currency in self.ranked

    def key(self, r: FitResult) -> tuple[int, int, int, float, float]:
        """Fits comfortably, tightly, misses a must-have (the fewest misses first), does not fit (the least
        short first); within each, ranked offers by cost, then offers in a currency without a rate, then
        unpriced ones; ties to more headroom."""
        group = VERDICT_RANK[r.verdict]
        if group >= VERDICT_RANK["does_not_fit"]:
            return group, 0, 0, 0.0, -r.headroom_fraction
        cost = self.costs.get(r.key)
        tier = 0 if self.is_ranked(r) else (1 if cost is not None else 2)
        value = 0.0
        if cost is not None:
            value = round(cost.in_base if cost.in_base is not None else cost.amount, COST_DIGITS)
        return group, len(r.missed), tier, value, -r.headroom_fraction


def _order(results: Sequence[FitResult], workload: Workload, rates: ExchangeRates) -> tuple[list[int], _Ranker]:
    """Indices of `results` in the policy's order (stable: equal keys keep the given order)."""
    ranker = _Ranker(results, rule_for(workload, _task(results, workload)), rates)
    return sorted(range(len(results)), key=lambda i: ranker.key(results[i])), ranker


def recommend(results: Sequence[FitResult], workload: Workload, rates: ExchangeRates | None = None) -> Comparison:
    """Order placed results by the policy and pick the recommendation (with everything its reason needs)."""
    rates = rates if rates is not None else load_rates()
    indices, ranker = _order(results, workload, rates)
    ordered = [results[i] for i in indices]
    eligible = [r for r in ordered if r.meets_must_haves]
    rule = ranker.rule if any(r.key in ranker.costs for r in eligible) else "headroom"
    unranked = sorted({c.currency for c in ranker.costs.values() if c.currency not in ranker.ranked})
    common = {"rule": rule, "costs": ranker.costs, "unranked_currencies": unranked, "converted": ranker.converted,
              "rates": rates if ranker.converted or unranked else None, "hours_per_month": HOURS_PER_MONTH}
    if not eligible:
        closest = next((r for r in ordered if r.verdict == "misses_must_have"), None)
        reason: Reason = "none_meets" if closest is not None else "none_fits"
        return Comparison(results=ordered, recommended=None, reason=reason,
                          closest=closest.key if closest else None, **common)
    best = eligible[0]
    runner = next((r for r in eligible[1:] if ranker.is_ranked(r) == ranker.is_ranked(best)), None)
    if best.verdict == "tight":
        reason = "tight_only"
    elif sum(1 for r in eligible if r.verdict == "fits") == 1:
        reason = "only_one"
    else:
        reason = "cheapest"
    cheaper = None
    if best.verdict == "fits" and ranker.is_ranked(best):
        best_value = ranker.key(best)[3]
        cheaper = next((r for r in eligible if r.verdict == "tight" and ranker.is_ranked(r)
                        and ranker.key(r)[3] < best_value), None)
    return Comparison(results=ordered, recommended=best.key, reason=reason, runner_up=runner.key if runner else None,
                      cheaper_tight=cheaper.key if cheaper else None, **common)


def top_results(comparison: Comparison, count: int = SHORTLIST_SIZE) -> tuple[FitResult, ...]:
    """The first `count` results of a comparison, in the engine's order."""
    return tuple(comparison.results[:count])


def compare(workload: Workload, servers: list[ServerProfile], catalog: Catalog,
            rates: ExchangeRates | None = None) -> Comparison:
    r = resolve(workload, catalog)
    return recommend(place_all(r, servers, catalog), workload, rates)
