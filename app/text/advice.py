"""The engine's advice in words: verdicts with the must-haves they miss, the recommendation and its
reason, the need for the chosen split, and the people behind the concurrency.

The core decides (`app.core.fit.verdict`, `app.core.fit.rank`); this module only words what it
decided, the same for the window, the command line and the quote (context "Advice").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.core.workload.demand import DEFAULT_ACTIVE_SHARE, people_served
from app.core.workload.schema import Workload
from app.text.formatting import Fmt
from app.text.i18n import QT_TRANSLATE_NOOP, translate, translator
from app.text.pricing import money as money
from app.text.pricing import purchase_terms_text, short_job_text, term_text

if TYPE_CHECKING:
    from app.core.fit.types import Comparison, Cost, FitResult, Missed, Placement
    from app.core.offers.money import ExchangeRates

CTX = "Advice"
tr = translator(CTX)  # for the %n plurals (lupdate files bare tr() calls under the empty context)

MISSED: dict[str, str] = {
    "long_input": QT_TRANSLATE_NOOP("Advice", "the long case of {target} tokens does not fit next to the other "
                                              "requests (at most {figure} tokens do)"),
    "context_limit": QT_TRANSLATE_NOOP("Advice", "{target} tokens per request exceed the model's context of "
                                                 "{figure} tokens"),
    "ttft_s": QT_TRANSLATE_NOOP("Advice", "time to first token {figure}, the must-have is at most {target}"),
    "request_s": QT_TRANSLATE_NOOP("Advice", "time for the whole answer {figure}, the must-have is at most {target}"),
    "tokens_per_s_per_user": QT_TRANSLATE_NOOP("Advice", "{figure} tokens/s per user, the must-have is at least "
                                                         "{target}"),
    "throughput_tokens_per_s": QT_TRANSLATE_NOOP("Advice", "{figure} tokens/s in total, the must-have is at least "
                                                           "{target}"),
    "training_hours": QT_TRANSLATE_NOOP("Advice", "the job takes {figure} h, the must-have is at most {target} h"),
    "batch_deadline": QT_TRANSLATE_NOOP("Advice", "the batch takes {figure} h, the deadline is {target} h"),
}

# What would make a server meet the must-have it misses (said when none is recommended).
WOULD_HELP: dict[str, str] = {
    "long_input": QT_TRANSLATE_NOOP("Advice", "More memory per GPU, a split over more GPUs or a quantized KV cache "
                                              "would make room for the long case."),
    "context_limit": QT_TRANSLATE_NOOP("Advice", "No server changes a model's context: choose a model with a longer "
                                                 "context, or shorten the longest input."),
    "ttft_s": QT_TRANSLATE_NOOP("Advice", "GPUs with more compute, or the model split over more GPUs, would bring "
                                          "the first token sooner."),
    "request_s": QT_TRANSLATE_NOOP("Advice", "GPUs with more memory bandwidth, shorter answers or more servers for the "
                                             "traffic would finish answers sooner."),
    "tokens_per_s_per_user": QT_TRANSLATE_NOOP("Advice", "GPUs with more memory bandwidth, fewer requests per GPU "
                                                         "(more replicas) or a smaller precision would answer faster."),
    "throughput_tokens_per_s": QT_TRANSLATE_NOOP("Advice", "More GPUs or replicas would produce more tokens in "
                                                           "total."),
    "training_hours": QT_TRANSLATE_NOOP("Advice", "More or faster GPUs would finish the job sooner; or allow more "
                                                  "hours."),
    "batch_deadline": QT_TRANSLATE_NOOP("Advice", "More GPUs, more requests at once, or a later deadline would let "
                                                  "the batch finish in time."),
}

VERDICT_HEADLINES: dict[str, str] = {
    "fits": QT_TRANSLATE_NOOP("Advice", "Fits comfortably"),
    "tight": QT_TRANSLATE_NOOP("Advice", "Fits, but tightly"),
    "misses_must_have": QT_TRANSLATE_NOOP("Advice", "Misses a must-have"),
    "does_not_fit": QT_TRANSLATE_NOOP("Advice", "Does not fit"),
    "unknown_gpu": QT_TRANSLATE_NOOP("Advice", "Unknown GPU"),
}

# The rule that chose, as the reason states it (a sentence of its own, after the recommendation).
RULE_CHOSE: dict[str, str] = {
    "monthly_cost": QT_TRANSLATE_NOOP("Advice", "Rule: a service with a fixed demand is ranked by what a month of it "
                                                "costs under each offer's terms — a faster server serves no more "
                                                "people, so its spare speed is headroom, not savings. Its price: "
                                                "{term}."),
    "token_cost": QT_TRANSLATE_NOOP("Advice", "Rule: batch work is ranked by its price per million tokens produced — "
                                              "a faster server finishes more of it for the same price. Its price: "
                                              "{cost} per million tokens ({term})."),
    "job_cost": QT_TRANSLATE_NOOP("Advice", "Rule: training is ranked by the cost of the whole job under each "
                                            "offer's terms. Its job: {term}."),
    "training_token_cost": QT_TRANSLATE_NOOP("Advice", "Rule: training is ranked by its price per million training "
                                                       "tokens (a month of the offer over a month of training); "
                                                       "give the dataset size to rank by the cost of the whole job. "
                                                       "Its price: {cost} per million training tokens ({term})."),
    "batch_cost": QT_TRANSLATE_NOOP("Advice", "Rule: a batch job is ranked by its cost under each offer's terms; a "
                                              "server that misses the deadline is not recommended. Its job: {term}."),
    "unit_cost": QT_TRANSLATE_NOOP("Advice", "Rule: batch work is ranked by its price per unit of work, a month of "
                                             "the offer over a month of work. Its price: {cost} per {unit} ({term})."),
    "headroom": QT_TRANSLATE_NOOP("Advice", "Rule: none of them gives a price, so the one with the most memory to "
                                            "spare is recommended."),
}
# The monthly rule when the workload gives its traffic: the price of every server the traffic needs.
TRAFFIC_RULE = QT_TRANSLATE_NOOP("Advice", "Rule: a service with traffic is ranked by the monthly price of the servers "
                                           "its busiest hour needs to meet the targets: {servers} × {price} = {cost} a "
                                           "month.")
RUNNER_UP: dict[str, str] = {
    "monthly_cost": QT_TRANSLATE_NOOP("Advice", "The runner-up, {name}, would cost {cost} a month."),
    "token_cost": QT_TRANSLATE_NOOP("Advice", "The runner-up, {name}, would cost {cost} per million tokens."),
    "job_cost": QT_TRANSLATE_NOOP("Advice", "The runner-up, {name}, would cost {cost} for the job."),
    "training_token_cost": QT_TRANSLATE_NOOP("Advice", "The runner-up, {name}, would cost {cost} per million "
                                                       "training tokens."),
    "batch_cost": QT_TRANSLATE_NOOP("Advice", "The runner-up, {name}, would cost {cost} for the batch."),
    "unit_cost": QT_TRANSLATE_NOOP("Advice", "The runner-up, {name}, would cost {cost} per unit of work."),
    "headroom": QT_TRANSLATE_NOOP("Advice", "The runner-up is {name}."),
}
# The unit a work figure is counted in, as "per …" reads it.
WORK_UNITS: dict[str, str] = {
    "documents": QT_TRANSLATE_NOOP("Advice", "document"),
    "tokens": QT_TRANSLATE_NOOP("Advice", "token"),
    "images": QT_TRANSLATE_NOOP("Advice", "image"),
    "audio_hours": QT_TRANSLATE_NOOP("Advice", "audio hour"),
}


def capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def headline(verdict: str) -> str:
    """'Fits comfortably', 'Misses a must-have' … (capitalized, for the start of a line)."""
    return translate(CTX, VERDICT_HEADLINES.get(verdict, verdict))


def _number(fmt: Fmt, value: float) -> str:
    return fmt.number(value, 0 if float(value).is_integer() else 1)


def missed_text(m: Missed, fmt: Fmt) -> str:
    """One missed must-have with its figure and target, as a clause."""
    if m.key in ("ttft_s", "request_s"):
        figure, target = fmt.seconds(m.figure), fmt.seconds(m.target)
    elif m.key in ("long_input", "context_limit"):
        figure, target = fmt.number(m.figure), fmt.number(m.target)
    elif m.key in ("training_hours", "batch_deadline"):
        figure, target = fmt.number(m.figure, 1), _number(fmt, m.target)
    else:
        figure, target = fmt.rate(m.figure), _number(fmt, m.target)
    return translate(CTX, MISSED[m.key]).format(figure=figure, target=target)


def missed_list(result: FitResult, fmt: Fmt) -> str:
    return "; ".join(missed_text(m, fmt) for m in result.missed)


def cost_text(cost: Cost, fmt: Fmt, in_currency: str | None = None, rates: ExchangeRates | None = None) -> str:
    """'4,000 PLN' — and '(≈ 924 USD)' when another currency was converted for the ranking."""
    text = money(fmt, cost.amount, cost.currency)
    if in_currency and rates is not None and in_currency != cost.currency:
        converted = rates.convert(cost.amount, cost.currency, in_currency)
        if converted is not None:
            text += f" (≈{fmt.sep}{money(fmt, converted, in_currency)})"
    return text


def rates_text(comparison: Comparison, fmt: Fmt) -> str:
    """The exchange rates a ranking used, with their date and source, and the currencies left out."""
    rates = comparison.rates
    if rates is None:
        return ""
    parts: list[str] = []
    used = sorted({c.currency for c in comparison.costs.values()
                   if c.currency != rates.base and rates.knows(c.currency)})
    if comparison.converted and used:
        pairs = ", ".join(f"{fmt.number(rates.per_base(c) or 0.0, 4)}{fmt.sep}{c}" for c in used)
        origin = translate("Advice", "your own rates") if rates.source == "user" else rates.source
        date = rates.date or translate("Advice", "no date given")
        parts.append(translate("Advice", "Prices in different currencies were compared at 1 {base} = {pairs} ({date}; "
                                    "{origin}).").format(base=rates.base, pairs=pairs, date=date, origin=origin))
    if comparison.unranked_currencies:
        parts.append(translate("Advice", "Offers in {currencies} are not ranked against the others: there is no "
                                    "exchange rate for them (File ▸ Settings ▸ Exchange rates).").format(
            currencies=", ".join(comparison.unranked_currencies)))
    return " ".join(parts)


def _rule_clause(comparison: Comparison, best: FitResult, fmt: Fmt) -> str:
    rule = comparison.rule
    template = translate(CTX, RULE_CHOSE[rule])
    cost = comparison.costs.get(best.key)
    values: dict[str, str] = {}
    if rule == "monthly_cost" and best.speed is not None and best.speed.traffic is not None \
            and best.price_monthly is not None and cost is not None:
        template = translate(CTX, TRAFFIC_RULE)
        values["servers"] = fmt.number(best.servers_needed)
        values["price"] = money(fmt, best.price_monthly, cost.currency)
    if cost is not None:
        values["cost"] = cost_text(cost, fmt)
        if cost.detail is not None:
            values["term"] = term_text(cost.detail, fmt)
    speed = best.speed
    if rule == "unit_cost" and speed is not None and speed.work_unit:
        values["unit"] = translate(CTX, WORK_UNITS.get(speed.work_unit, speed.work_unit))
    try:
        return template.format(**values)
    except KeyError:
        return translate(CTX, RULE_CHOSE["headroom"])


def recommendation_text(comparison: Comparison, fmt: Fmt) -> str:
    """Why this server (which rule chose it, what the runner-up would cost), or why none, and what would do."""
    best = comparison.best
    if best is None:
        return _no_recommendation(comparison, fmt)
    name = best.server_name
    if comparison.reason == "tight_only":
        lead = translate("Advice", "Recommended: {name}, though it fits only tightly: no server fits comfortably, so "
                                   "confirm it in a pilot.").format(name=name)
    elif comparison.reason == "only_one":
        lead = translate("Advice", "Recommended: {name}, the only server that meets every must-have with memory to "
                                   "spare.").format(name=name)
    else:
        lead = translate("Advice", "Recommended: {name}, the cheapest of the servers that meet every must-have.").format(
            name=name)
    parts = [lead, _rule_clause(comparison, best, fmt)]
    runner = comparison.result(comparison.runner_up)
    if runner is not None:
        cost = comparison.costs.get(runner.key)
        best_cost = comparison.costs.get(best.key)
        shown = cost_text(cost, fmt, best_cost.currency if best_cost else None, comparison.rates) if cost else ""
        template = RUNNER_UP[comparison.rule] if cost else RUNNER_UP["headroom"]
        parts.append(translate(CTX, template).format(name=runner.server_name, cost=shown))
    cheaper = comparison.result(comparison.cheaper_tight)
    cost = comparison.costs.get(cheaper.key) if cheaper is not None else None
    if cheaper is not None and cost is not None:
        parts.append(translate("Advice", "{name} would cost less ({cost}) but fits only tightly: the high estimate may "
                                    "not fit, so it ranks after every comfortable fit.").format(
            name=cheaper.server_name, cost=cost_text(cost, fmt)))
    short = short_job_text(comparison, fmt)
    if short:
        parts.append(short)
    if comparison.purchase_terms is not None:
        parts.append(purchase_terms_text(comparison.purchase_terms, fmt))
    rates = rates_text(comparison, fmt)
    if rates:
        parts.append(rates)
    return " ".join(parts)


def _no_recommendation(comparison: Comparison, fmt: Fmt) -> str:
    closest = comparison.result(comparison.closest)
    if comparison.reason == "none_meets" and closest is not None and closest.missed:
        text = translate("Advice", "No server meets every must-have, so none is recommended. The nearest, {name}, "
                              "misses: {missed}.").format(name=closest.server_name,
                                                          missed=missed_list(closest, fmt))
        return f"{text} {translate(CTX, WOULD_HELP[closest.missed[0].key])}"
    return translate("Advice", "None of these servers can hold the work, so none is recommended: it needs GPUs with more "
                          "memory, a smaller precision or fewer requests at a time.")


# -- the need for the chosen split -------------------------------------------------------------

def gpus_used(p: Placement) -> int:
    return max(1, p.gpus_used or p.tensor_parallel * max(1, p.replicas) or p.data_parallel)


def need_text(result: FitResult, fmt: Fmt, digits: int = 1) -> str:
    """'42.0 GB per GPU × 4 GPUs = 168.0 GB in all' — never a multi-GPU need as one GPU's."""
    n = gpus_used(result.placement)
    per = fmt.bytes(result.per_gpu_bytes, digits)
    if n == 1:
        return translate("Advice", "{per} on one GPU").format(per=per)
    return tr("{per} per GPU × %n GPUs = {total} in all", n).format(
        per=per, total=fmt.bytes(result.per_gpu_bytes * n, digits))


def split_reason(result: FitResult, fmt: Fmt) -> str:
    """Why this split: the engine's reason for an inference split (the one the workload asks for, or
    Headroom's choice and why); for training, that Headroom spreads the job over every GPU."""
    from app.text.messages import split_reason_text

    p = result.placement
    reason = split_reason_text(p.model_dump(), fmt)
    if reason or p.code not in ("data_parallel", "sharded_data_parallel"):
        return reason
    return tr("Headroom's choice: data parallel over all %n GPUs of the server, each with a copy of the "
              "training state (divided by the ZeRO stage): more GPUs finish the job sooner.", gpus_used(p))


# -- people and requests -----------------------------------------------------------------------

def people_text(workload: Workload, fmt: Fmt) -> str:
    """'200 people × 10 % active at the busiest moment ≈ 20 requests at once (default share: NVIDIA …)'."""
    load = workload.load
    if load.people is None:
        return ""
    share = load.share_used
    text = translate("Advice", "{people} people × {share} active at the busiest moment ≈ {requests} requests at "
                          "once").format(people=fmt.number(load.people), share=fmt.percent(share, 1 if
                                                                                           share * 100 % 1 else 0),
                                         requests=fmt.number(load.concurrency))
    if load.active_share is None:
        text += " " + translate("Advice", "(the default share, {share}, follows NVIDIA's sizing guide for chat "
                                     "services)").format(share=fmt.percent(DEFAULT_ACTIVE_SHARE))
    return text


def people_for(workload: Workload, requests: int, fmt: Fmt) -> str:
    """How many people a number of requests at once serves, at the workload's share (when people are given)."""
    if workload.load.people is None or workload.is_training:
        return ""
    return translate("Advice", "≈ {people} people at {share} active").format(
        people=fmt.number(people_served(requests, workload.load.share_used)),
        share=fmt.percent(workload.load.share_used))
