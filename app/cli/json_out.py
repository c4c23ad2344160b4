"""Engine results as JSON documents (the CLI's --json output; the fields are documented in the README,
`compare --json` in docs/compare-json.md and app/cli/compare_json.py).

Numbers stay in bytes; `label`, `message`, `formula` are worded in the current language.
"""

from __future__ import annotations

from typing import Any

from app.core.findings import by_severity
from app.core.fit.types import Cost, FitResult, Missed
from app.core.memory.types import Budget
from app.core.offers.pricing import OfferCost
from app.core.workload.training_frameworks import FRAMEWORKS
from app.text import advice
from app.text import pricing as pricing_text
from app.text.formatting import Fmt
from app.text.messages import component_label, finding_text, formula_text, note_text, range_text


def budget_json(b: Budget, fmt: Fmt) -> dict[str, Any]:
    return {
        "name": b.model.name,
        "task": b.task,
        "mode": b.mode,
        "runtime": b.runtime,
        "training_framework": None if b.training_framework is None else {
            "id": b.training_framework, "name": FRAMEWORKS[b.training_framework].name},
        "total_bytes": b.total_bytes,
        "per_gpu_bytes": b.per_gpu_bytes,
        "gpus": b.gpus,
        "low_bytes": b.total_low_bytes,
        "high_bytes": b.total_high_bytes,
        "per_gpu_low_bytes": b.per_gpu_low_bytes,
        "per_gpu_high_bytes": b.per_gpu_high_bytes,
        "host_bytes": b.host_bytes,
        "host_low_bytes": b.host_low_bytes,
        "host_high_bytes": b.host_high_bytes,
        "nvme_bytes": b.nvme_bytes,
        "parallel": b.parallel.model_dump(),
        "model": b.model.model_dump(),
        "tokens_per_sequence": b.tokens_per_sequence,
        "sequences": b.sequences,
        "reserved_fraction": b.reserved_fraction,
        "components": [
            {"key": c.key, "label": component_label(c.key), "device": c.device, "bytes": c.bytes,
             "low_bytes": c.low_bytes, "high_bytes": c.high_bytes, "per_gpu": c.per_gpu,
             "formula": formula_text(c, fmt),
             "formula_code": c.formula, "terms": c.terms, "source": c.source, "range": range_text(c)}
            for c in b.all_components
        ],
        "assumptions": [note_text(n, fmt) for n in b.assumptions],
        "warnings": [
            {"code": f.code, "severity": f.severity, "message": finding_text(f, fmt)[0],
             "fix": finding_text(f, fmt)[1], "params": f.params}
            for f in by_severity(list(b.warnings))
        ],
    }


def _rate(rate: Any) -> dict[str, float] | None:
    return None if rate is None else {"low": rate.low, "typical": rate.typical, "high": rate.high}


def speed_json(speed: Any) -> dict[str, Any] | None:
    if speed is None:
        return None
    return {
        "kind": speed.kind, "estimate": speed.calibration is None, "concurrency": speed.concurrency,
        "calibration": speed.calibration.model_dump(mode="json") if speed.calibration else None,
        "ttft_s": _rate(speed.ttft_s), "ttft_long_s": _rate(speed.ttft_long_s),
        "long_input_tokens": speed.long_input_tokens,
        "tokens_per_s_per_user": _rate(speed.tokens_per_s_per_user),
        "aggregate_tokens_per_s": _rate(speed.aggregate_tokens_per_s),
        "training_tokens_per_s": _rate(speed.training_tokens_per_s),
        "training_hours": _rate(speed.training_hours),
        "memory_limit_concurrency": speed.memory_limit_concurrency,
        "host_step_share": speed.host_step_share,
        "step_seconds": dict(speed.step_seconds),
        "request_s": _rate(speed.request_s),
        "work_per_hour": _rate(speed.work_per_hour),
        "work_unit": speed.work_unit,
        "batch_hours": _rate(speed.batch_hours),
        "image_tokens": speed.image_tokens,
        "image_preprocess_s": speed.image_preprocess_s,
        "steps": speed.steps,
        "curve": [p.model_dump() for p in speed.curve],
        "traffic": speed.traffic.model_dump() if getattr(speed, "traffic", None) is not None else None,
        "assumptions": speed.assumptions,
    }


def missed_json(m: Missed, fmt: Fmt) -> dict[str, Any]:
    return {"code": m.key, "figure": m.figure, "target": m.target, "message": advice.missed_text(m, fmt)}


def fit_json(result: FitResult, fmt: Fmt) -> dict[str, Any]:
    return {
        "server": {"id": result.server_id, "name": result.server_name, "gpu": result.gpu_name,
                   "gpu_id": result.gpu_id, "gpu_count": result.gpu_count},
        **machine_json(result, fmt),
        "price": price_json(result, fmt),
        "budget": budget_json(result.budget, fmt) if result.budget else None,
    }


def price_json(result: FitResult, fmt: Fmt) -> dict[str, Any] | None:
    """The offer's price terms and what they give (a month of service, the job, per million tokens)."""
    return None if result.price is None else {
        "monthly": result.price_monthly, "currency": result.currency,
        "per_million_tokens": result.price_per_million_tokens, "batch_cost": result.batch_cost,
        "terms": result.price.model_dump(exclude_none=True),
        "terms_text": pricing_text.price_terms_text(result.price, fmt),
        "month": offer_cost_json(result.month_cost, fmt), "job": offer_cost_json(result.job_cost, fmt),
        "power_draw_w": result.power_draw_w, "power_stated": result.power_stated}


def machine_json(result: FitResult, fmt: Fmt) -> dict[str, Any]:
    """What a placement says of the hardware, the same for every offer of it: all of `fit --json` but the
    offer's name and price and the budget (which `compare --json` gives once per distinct budget)."""
    from app.text.messages import placement_text, split_reason_text, verdict_text

    p = result.placement
    return {
        "verdict": result.verdict,
        "verdict_text": verdict_text(result.verdict),
        "memory_verdict": result.memory_verdict,
        "meets_must_haves": result.meets_must_haves,
        "missed": [missed_json(m, fmt) for m in result.missed],
        "gpus_used": advice.gpus_used(p),
        "total_bytes": result.per_gpu_bytes * advice.gpus_used(p),
        "need_text": advice.need_text(result, fmt) if result.budget is not None else "",
        "per_gpu_bytes": result.per_gpu_bytes,
        "per_gpu_low_bytes": result.per_gpu_low_bytes,
        "per_gpu_high_bytes": result.per_gpu_high_bytes,
        "capacity_bytes": result.capacity_bytes,
        "gpu_memory_bytes": result.gpu_memory_bytes,
        "reserved_fraction": result.reserved_fraction,
        "headroom_bytes": result.headroom_bytes,
        "headroom_fraction": result.headroom_fraction,
        "host_bytes_per_node": result.host_bytes_per_node,
        "host_high_bytes_per_node": result.host_high_bytes_per_node,
        "ram_bytes": result.ram_bytes,
        "placement": {**p.model_dump(), "text": placement_text(p.code, p.model_dump(), fmt),
                      "reason_text": split_reason_text(p.model_dump(), fmt)},
        "max_concurrency": result.max_concurrency,
        "max_context": result.max_context,
        "max_context_limited_by_model": result.max_context_limited_by_model,
        "speed": speed_json(result.speed),
        "warnings": [
            {"rule": f.rule, "code": f.code, "severity": f.severity, "message": finding_text(f, fmt)[0],
             "fix": finding_text(f, fmt)[1], "params": f.params}
            for f in result.warnings
        ],
    }


def offer_cost_json(cost: OfferCost | None, fmt: Fmt) -> dict[str, Any] | None:
    """An offer's cost of the work: amount, currency, the term that decided it ('rule': monthly, hourly,
    purchase), its words, and how the term gives it."""
    if cost is None:
        return None
    return {"amount": cost.amount, "currency": cost.currency, "rule": cost.term,
            "rule_text": pricing_text.term_text(cost, fmt), "detail": cost.model_dump(exclude_none=True)}


def cost_json(cost: Cost, fmt: Fmt) -> dict[str, Any]:
    """What the ranking compared for one offer (per million tokens for the unit rules), and the offer's cost of
    the work it comes from, with the term ('rule') that decided it."""
    out: dict[str, Any] = {"amount": cost.amount, "currency": cost.currency, "in_base": cost.in_base,
                           "rule": cost.term}
    if cost.detail is not None:
        out["rule_text"] = pricing_text.term_text(cost.detail, fmt)
        out["work"] = offer_cost_json(cost.detail, fmt)
    return out
