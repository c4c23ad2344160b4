"""The JSON Schema of `headroom compare --json` (`headroom schema compare`), written beside the code that
writes the document (app/cli/compare_json.py) and checked against real output and docs/compare-json.md
by tests/cli/test_compare_json.py.

The top level and the rows are closed (a field that is not described here fails the check: add it here
and in the reference); a machine and a budget describe the fields a reader relies on and allow more
(they are `fit --json`'s, documented in the README).
"""

from __future__ import annotations

from typing import Any, get_args

from app.cli.compare_json import FORMAT, HEADLINE_SPEED, HEADLINE_SPEED_OTHER
from app.core.fit.types import MemoryVerdict, RankRule, Reason, Verdict

SCHEMA_ID = "https://headroom.invalid/schema/compare-2.json"

_NUMBER = {"type": "number"}
_COUNT = {"type": "integer", "minimum": 0}
_TEXT = {"type": "string"}


def _nullable(schema: dict[str, Any]) -> dict[str, Any]:
    return {"anyOf": [schema, {"type": "null"}]}


def _closed(properties: dict[str, Any], optional: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "additionalProperties": False,
            "required": [k for k in properties if k not in optional]}


def _open(properties: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "required": list(properties)}


def _headline_speeds() -> list[str]:
    names = [n for kind in HEADLINE_SPEED.values() for n in kind] + list(HEADLINE_SPEED_OTHER)
    return list(dict.fromkeys(names))


def _row() -> dict[str, Any]:
    speeds = {name: _NUMBER for name in _headline_speeds()}
    return _closed({
        "rank": {"type": "integer", "minimum": 1},
        "server": _closed({"id": _nullable(_TEXT), "name": _TEXT}),
        "machine": {"type": "string", "pattern": "^m[0-9]+$"},
        "verdict": {"enum": list(get_args(Verdict))},
        "meets_must_haves": {"type": "boolean"},
        "missed": {"type": "array", "items": _TEXT},
        "need_bytes": _COUNT,
        "headroom_fraction": _NUMBER,
        "speed": {"type": "object", "properties": {
            **speeds, "calibration": _nullable({"type": "object"}),
            "traffic": _closed({"ttft_s": {"type": "object"}, "request_s": {"type": "object"},
                                "utilisation": _NUMBER, "servers_needed": _nullable(_COUNT)})}},
        "price": _nullable(_open({"monthly": _NUMBER, "currency": _nullable(_TEXT),
                                  "per_million_tokens": _nullable(_NUMBER), "batch_cost": _nullable(_NUMBER)})),
        "cost": _nullable(_NUMBER),
    })


def _machine() -> dict[str, Any]:
    return _open({
        "gpu": _TEXT, "gpu_id": _nullable(_TEXT), "gpu_count": _COUNT,
        "verdict": {"enum": list(get_args(Verdict))}, "verdict_text": _TEXT,
        "memory_verdict": {"enum": list(get_args(MemoryVerdict))}, "meets_must_haves": {"type": "boolean"},
        "missed": {"type": "array", "items": _open({"code": _TEXT, "message": _TEXT})},
        "per_gpu_bytes": _COUNT, "per_gpu_low_bytes": _COUNT, "per_gpu_high_bytes": _COUNT,
        "capacity_bytes": _COUNT, "headroom_bytes": {"type": "integer"}, "headroom_fraction": _NUMBER,
        "placement": {"type": "object"},
        "max_concurrency": _nullable(_COUNT), "max_context": _nullable(_COUNT),
        "speed": _nullable({"type": "object"}),
        "warnings": {"type": "array", "items": _open({"code": _TEXT, "severity": _TEXT, "message": _TEXT})},
        "budget": _nullable({"type": "string", "pattern": "^b[0-9]+$"}),
    })


def _budget() -> dict[str, Any]:
    return _open({"name": _TEXT, "per_gpu_bytes": _COUNT, "per_gpu_low_bytes": _COUNT,
                  "per_gpu_high_bytes": _COUNT, "gpus": _COUNT,
                  "components": {"type": "array", "items": _open({"key": _TEXT, "bytes": _COUNT})}})


def compare_schema() -> dict[str, Any]:
    """The schema of the document `app.cli.compare_json.compare_document` writes."""
    key = _nullable(_TEXT)
    top = _closed({
        "format": {"const": FORMAT},
        "workload": _TEXT,
        "offers": _COUNT,
        "all": {"type": "boolean"},
        "recommended": key,
        "reason": {"enum": list(get_args(Reason))},
        "rule": {"enum": list(get_args(RankRule))},
        "reason_text": _TEXT,
        "runner_up": key,
        "closest": key,
        "cheaper_tight": key,
        "costs": {"type": "object", "additionalProperties": {"$ref": "#/$defs/cost"}},
        "short_job": {"type": "boolean"},
        "purchase_terms": _nullable({"type": "object"}),
        "hours_per_month": _NUMBER,
        "unranked_currencies": {"type": "array", "items": _TEXT},
        "exchange_rates": _nullable(_open({"base": _TEXT, "date": _TEXT, "source": _TEXT,
                                           "rates": {"type": "object", "additionalProperties": _NUMBER}})),
        "results": {"type": "array", "items": {"$ref": "#/$defs/row"}},
        "machines": {"type": "object", "propertyNames": {"pattern": "^m[0-9]+$"},
                     "additionalProperties": {"$ref": "#/$defs/machine"}},
        "budgets": {"type": "object", "propertyNames": {"pattern": "^b[0-9]+$"},
                    "additionalProperties": {"$ref": "#/$defs/budget"}},
    })
    cost = _open({"amount": _NUMBER, "currency": _TEXT, "in_base": _nullable(_NUMBER), "rule": _nullable(_TEXT),
                  "rule_text": _TEXT, "work": _nullable({"type": "object"})})
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": SCHEMA_ID, "title": FORMAT,
            **top, "$defs": {"row": _row(), "machine": _machine(), "budget": _budget(), "cost": cost}}
