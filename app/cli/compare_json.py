"""`headroom compare --json`: the ranking, each distinct machine and each distinct budget once.

A library repeats the same hardware under many names and prices, so the document grows with what
differs (docs/compare-json.md is the reference, `headroom schema compare` the JSON Schema):

- `results[]`: one row per offer shown, best first — the offer's own figures (name, price, cost) and the
  headline of its machine (verdict, need, headroom, speed), with `machine` naming the rest;
- `machines{}`: what a placement says of one hardware (split, boundaries, full speed, warnings), once;
- `budgets{}`: the memory budget, once per distinct budget (`machines[id].budget` names it).

By default the rows are a shortlist: the best few (`SHORTLIST_SIZE`, the window's and the quote's) and
every offer the recommendation names (recommended, runner-up, closest, cheaper tight); `--all`, or
naming the servers with `--servers`, gives every offer. The ranking is `app.core.fit.rank.compare`'s,
the same as the table's. A field of an offer goes into its row (beside `cost`); a field of a placement
goes into `machine_json` (beside `speed`): each needs its line in the schema and the reference.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from app.cli.json_out import budget_json, cost_json, machine_json, price_json
from app.core.fit.library import hardware_key
from app.core.fit.rank import SHORTLIST_SIZE
from app.core.fit.types import Comparison, FitResult
from app.core.memory.types import Budget
from app.core.offers.server import ServerProfile
from app.core.workload.schema import Workload
from app.text import advice
from app.text.formatting import Fmt

FORMAT = "headroom.compare/2"
# The headline speed figures a row carries (typical estimates, named as in `speed_json`), by the kind of
# work: what the table's speed column shows (the machine's `speed` has every figure with its range).
HEADLINE_SPEED = {"generation": ("tokens_per_s_per_user", "aggregate_tokens_per_s", "batch_hours"),
                  "training": ("training_tokens_per_s", "training_hours")}
HEADLINE_SPEED_OTHER = ("work_per_hour", "batch_hours")  # embeddings, images, speech: work done an hour


def shown_results(c: Comparison, everything: bool, count: int = SHORTLIST_SIZE) -> list[FitResult]:
    """The rows to write, best first: every result, or the best `count` and those the recommendation
    names (so every key at the top of the document is a row of it)."""
    if everything:
        return list(c.results)
    named = {k for k in (c.recommended, c.runner_up, c.closest, c.cheaper_tight) if k}
    return [r for i, r in enumerate(c.results) if i < count or r.key in named]


def speed_headline(result: FitResult) -> dict[str, Any]:
    """The typical figure of each headline rate the estimate has (none where the work cannot run), and, where
    they apply, the traffic's percentiles and servers needed (issue 33's interface) and the pilot calibration
    the figures come from."""
    s = result.speed
    if s is None:
        return {}
    out: dict[str, Any] = {}
    for name in HEADLINE_SPEED.get(s.kind, HEADLINE_SPEED_OTHER):
        rate = getattr(s, name, None)
        if rate is not None:
            out[name] = rate.typical
    t = s.traffic
    if t is not None:
        out["traffic"] = {"ttft_s": t.ttft_s.model_dump(), "request_s": t.request_s.model_dump(),
                          "utilisation": t.utilisation, "servers_needed": t.servers_needed}
    out["calibration"] = s.calibration.model_dump(mode="json") if s.calibration is not None else None
    return out


def row_json(rank: int, result: FitResult, machine: str, c: Comparison, fmt: Fmt) -> dict[str, Any]:
    """One offer of the ranking: its own name, price and cost, and its machine's headline."""
    cost = c.costs.get(result.key)
    return {
        "rank": rank,
        "server": {"id": result.server_id, "name": result.server_name},
        "machine": machine,
        "verdict": result.verdict,
        "meets_must_haves": result.meets_must_haves,
        "missed": [m.key for m in result.missed],
        "need_bytes": result.per_gpu_bytes,
        "headroom_fraction": result.headroom_fraction,
        "speed": speed_headline(result),
        "price": price_json(result, fmt),
        "cost": None if cost is None else cost.amount,  # in the offer's currency; costs[key] has the rest
    }


class _Budgets:
    """Each distinct budget once: the same object (placements of one ranking share them) or the same
    document (`b1`, `b2`, ... in the order first met)."""

    def __init__(self, fmt: Fmt):
        self.fmt = fmt
        self.by_object: dict[int, str] = {}
        self.by_text: dict[str, str] = {}
        self.documents: dict[str, dict[str, Any]] = {}
        self._kept: list[Budget] = []  # the budgets whose identities `by_object` holds

    def id_of(self, budget: Budget | None) -> str | None:
        if budget is None:
            return None
        known = self.by_object.get(id(budget))
        if known is not None:
            return known
        document = budget_json(budget, self.fmt)
        text = json.dumps(document, sort_keys=True)
        key = self.by_text.get(text)
        if key is None:
            key = self.by_text[text] = f"b{len(self.documents) + 1}"
            self.documents[key] = document
        self.by_object[id(budget)] = key
        self._kept.append(budget)
        return key


def _servers_by_key(servers: Sequence[ServerProfile]) -> dict[str, ServerProfile]:
    return {s.id or s.name: s for s in servers}


def compare_document(workload: Workload, c: Comparison, servers: Sequence[ServerProfile], fmt: Fmt,
                     everything: bool) -> dict[str, Any]:
    """The whole `compare --json` document for the comparison `c` of `servers`."""
    by_key = _servers_by_key(servers)
    budgets = _Budgets(fmt)
    machine_ids: dict[str, str] = {}
    machines: dict[str, dict[str, Any]] = {}
    rows = []
    rank_of = {r.key: i for i, r in enumerate(c.results, 1)}
    for r in shown_results(c, everything):
        server = by_key.get(r.key)
        hardware = hardware_key(server) if server is not None else r.key
        machine = machine_ids.get(hardware)
        if machine is None:
            machine = machine_ids[hardware] = f"m{len(machines) + 1}"
            machines[machine] = {"gpu": r.gpu_name, "gpu_id": r.gpu_id, "gpu_count": r.gpu_count,
                                 **machine_json(r, fmt), "budget": budgets.id_of(r.budget)}
        rows.append(row_json(rank_of[r.key], r, machine, c, fmt))
    shown = {r["server"]["id"] or r["server"]["name"] for r in rows}
    rates = c.rates
    return {
        "format": FORMAT,
        "workload": workload.name,
        "offers": len(c.results),
        "all": len(rows) == len(c.results),
        "recommended": c.recommended,
        "reason": c.reason,
        "rule": c.rule,
        "reason_text": advice.recommendation_text(c, fmt),
        "runner_up": c.runner_up,
        "closest": c.closest,
        "cheaper_tight": c.cheaper_tight,
        "costs": {key: cost_json(cost, fmt) for key, cost in c.costs.items() if key in shown},
        "short_job": c.short_job,
        "purchase_terms": None if c.purchase_terms is None else c.purchase_terms.model_dump(),
        "hours_per_month": c.hours_per_month,
        "unranked_currencies": list(c.unranked_currencies),
        "exchange_rates": None if rates is None else {
            "base": rates.base, "date": rates.date, "source": rates.source,
            "rates": {code: rates.rates[code] for code in sorted({x.currency for x in c.costs.values()})
                      if code in rates.rates}},
        "results": rows,
        "machines": machines,
        "budgets": budgets.documents,
    }
