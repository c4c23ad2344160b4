"""The recommendation policy: one ranking of servers for a workload, used by every view.

Only servers that can do the work as specified — memory fits and every must-have is met — are
candidates for the recommendation; among them the rule depends on the kind of work:

- a service with a fixed demand (these people, this concurrency): the lowest cost of a month of
  service. A faster server does not create more demand: its spare speed is headroom, not savings; with
  traffic (load.requests_per_s) a month of every server its busiest hour needs (FitResult.servers_needed);
- throughput-bound batch work: the lowest price per million tokens produced (text), per image or per
  audio hour (image generation, speech), a month of the offer over what it produces in a month; a batch
  job of a stated size (load.batch): the lowest cost of the whole job — missing its deadline is a
  must-have miss;
- training: the lowest cost of the job when the dataset size gives the hours, else the lowest price per
  million training tokens; a deadline is a must-have target like any other.

What a month or a job costs is the offer's terms' (app.core.offers.pricing.cost_of_work, one rule for every kind
of work): a monthly offer bills whole months (a 2-hour job pays a month), an hourly one hourly × max(hours,
its minimum), a bought one its monthly equivalent; the cost says which term decided it.

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
from app.core.fit.place import job_hours
from app.core.fit.types import VERDICT_RANK, Comparison, Cost, FitResult, RankRule, Reason
from app.core.offers.money import HOURS_PER_MONTH, ExchangeRates
from app.core.offers.pricing import OfferCost, Pricing, PurchaseTerms, cost_of_work, load_pricing
from app.core.offers.server import ServerProfile
from app.core.tasks import PIPELINE_TASKS
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload

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


# Rules that cost a job of a known length; the others cost a month of the offer.
JOB_RULES = frozenset({"job_cost", "batch_cost"})


def offer_cost(result: FitResult, rule: RankRule, pricing: Pricing, servers: int = 1) -> OfferCost | None:
    """What the work costs on this offer under its terms: a job of known length for the job rules, a month of
    service for the others (the unit rules divide it by what the month produces). `servers`: machines needed."""
    if result.price is None or rule == "headroom":
        return None
    hours = job_hours(result) if rule in JOB_RULES else None
    if rule in JOB_RULES and hours is None:
        return None
    return cost_of_work(result.price, hours, pricing, power_w=result.power_draw_w, servers=servers)


def cost_of(result: FitResult, rule: RankRule, pricing: Pricing) -> tuple[float, OfferCost] | None:
    """What `rule` ranks this server by, in the offer's currency, and the offer's cost it comes from (None: no
    price, or no speed to divide by)."""
    # a service with traffic pays for every server its busiest hour needs
    work = offer_cost(result, rule, pricing, servers=result.servers_needed if rule == "monthly_cost" else 1)
    if work is None:
        return None
    speed = result.speed
    if rule in JOB_RULES or rule == "monthly_cost":
        return work.amount, work
    if speed is None:
        return None
    if rule == "token_cost":
        rate = speed.aggregate_tokens_per_s
        per_month = rate.typical * HOURS_PER_MONTH * SECONDS_PER_HOUR if rate is not None else 0.0
        return (work.amount / (per_month / TOKENS_PER_MILLION), work) if per_month > 0 else None
    if rule == "unit_cost":
        done = speed.work_per_hour
        return (work.amount / (done.typical * HOURS_PER_MONTH), work) \
            if done is not None and done.typical > 0 else None
    rate = speed.training_tokens_per_s
    if rate is None or rate.typical <= 0:
        return None
    return work.amount / (rate.typical * HOURS_PER_MONTH * SECONDS_PER_HOUR / TOKENS_PER_MILLION), work


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
    def __init__(self, results: Sequence[FitResult], rule: RankRule, pricing: Pricing):
        rates = pricing.rates
        self.rule, self.rates = rule, rates
        eligible = [r for r in results if r.meets_must_haves]
        self.ranked, self.converted = _ranked_currencies(eligible or results, rates)
        self.costs: dict[str, Cost] = {}
        for r in results:
            if VERDICT_RANK[r.verdict] >= VERDICT_RANK["does_not_fit"]:
                continue  # a server that cannot run the work has no cost of doing it
            found = cost_of(r, rule, pricing)
            if found is not None:
                amount, work = found
                currency = (r.currency or "").upper()
                in_base = rates.to_base(amount, currency) if self.converted else None
                self.costs[r.key] = Cost(amount=amount, currency=currency, in_base=in_base, term=work.term,
                                         detail=work)

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


def _order(results: Sequence[FitResult], workload: Workload, pricing: Pricing) -> tuple[list[int], _Ranker]:
    """Indices of `results` in the policy's order (stable: equal keys keep the given order)."""
    ranker = _Ranker(results, rule_for(workload, _task(results, workload)), pricing)
    return sorted(range(len(results)), key=lambda i: ranker.key(results[i])), ranker


def recommend(results: Sequence[FitResult], workload: Workload, rates: ExchangeRates | None = None,
              terms: PurchaseTerms | None = None) -> Comparison:
    """Order placed results by the policy and pick the recommendation (with everything its reason needs)."""
    pricing = load_pricing(rates, terms)
    rates = pricing.rates
    indices, ranker = _order(results, workload, pricing)
    ordered = [results[i] for i in indices]
    eligible = [r for r in ordered if r.meets_must_haves]
    rule = ranker.rule if any(r.key in ranker.costs for r in eligible) else "headroom"
    unranked = sorted({c.currency for c in ranker.costs.values() if c.currency not in ranker.ranked})
    bought = any(c.term == "purchase" for c in ranker.costs.values())
    common = {"rule": rule, "costs": ranker.costs, "unranked_currencies": unranked, "converted": ranker.converted,
              "rates": rates if ranker.converted or unranked else None, "hours_per_month": HOURS_PER_MONTH,
              "purchase_terms": pricing.terms if bought else None}
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
    best_cost = ranker.costs.get(best.key)
    short = best_cost is not None and best_cost.detail is not None and best_cost.detail.short_for_month
    return Comparison(results=ordered, recommended=best.key, reason=reason, runner_up=runner.key if runner else None,
                      cheaper_tight=cheaper.key if cheaper else None, short_job=short, **common)


def top_results(comparison: Comparison, count: int = SHORTLIST_SIZE) -> tuple[FitResult, ...]:
    """The first `count` results of a comparison, in the engine's order."""
    return tuple(comparison.results[:count])


def compare(workload: Workload, servers: list[ServerProfile], catalog: Catalog,
            rates: ExchangeRates | None = None, terms: PurchaseTerms | None = None) -> Comparison:
    r = resolve(workload, catalog)
    pricing = load_pricing(rates, terms)
    return recommend(place_all(r, servers, catalog, pricing=pricing), workload, pricing.rates, pricing.terms)
