"""What the engine says about each published measurement of image generation, speech and embeddings.

Shared by the test and the report (`python tests/core/calibration_tasks/report.py`). A memory case is held
against the budget's components (like tests/core/calibration); a speed case against the fit on the case's
server (`speed.request_s`, `speed.work_per_hour` or `speed.aggregate_tokens_per_s`).
"""

from __future__ import annotations

import json
import statistics
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from app.core.catalog import load_catalog
from app.core.fit.place import place
from app.core.memory.components import budget_for
from app.core.offers.server import ServerProfile
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload

CASES_DIR = Path(__file__).parent
RECORDED = CASES_DIR / "recorded.json"
PARTS = ("weights", "quantization_metadata", "vision_encoder", "text_encoders", "vae")
MEMORY = {
    "weights": PARTS,
    "total_peak_allocated": (*PARTS, "kv_cache", "activations"),
    "total_peak_reserved": (*PARTS, "kv_cache", "activations"),
    "device_used": (*PARTS, "kv_cache", "activations", "runtime_overhead"),
}
SLACK_TERMS = ("allocator_slack_low", "allocator_slack", "allocator_slack_high")
# Speed metrics where a larger figure is faster (rates); seconds are compared as they are.
RATES = frozenset({"work_per_hour", "aggregate_tokens_per_s"})
OVERALL = "all cases"
CHECKS = "checks (cases no constant was fitted on)"


@dataclass(frozen=True)
class TaskView:
    case_id: str
    category: str
    measured: float
    low: float
    typical: float
    high: float
    confidence: str
    fitted: bool = False  # a case a constant was fitted on (its notes say which): not an independent check

    @property
    def error(self) -> float:
        return (self.typical - self.measured) / self.measured

    @property
    def inside(self) -> bool:
        return self.low <= self.measured <= self.high

    @property
    def scored(self) -> bool:
        return self.confidence != "low"


def load_cases() -> list[dict]:
    cases: list[dict] = []
    for file in sorted(CASES_DIR.glob("cases*.json")):
        cases.extend(json.loads(file.read_text(encoding="utf-8"))["cases"])
    return cases


def view(case: dict) -> TaskView:
    return _view(json.dumps(case, sort_keys=True))


@cache
def _view(text: str) -> TaskView:
    case = json.loads(text)
    catalog = load_catalog()
    r = resolve(Workload.model_validate(case["workload"]), catalog)
    m = case["measured"]
    base = dict(case_id=case["id"], category=case["category"], confidence=case.get("confidence", ""),
                fitted=bool(case.get("fitted")))
    metric = m["metric"]
    if metric in MEMORY:
        b = budget_for(r)
        parts = [c for c in b.components if c.key in MEMORY[metric]]
        low, typical, high = (sum(c.low_bytes for c in parts), sum(c.bytes for c in parts),
                              sum(c.high_bytes for c in parts))
        overhead = b.component("runtime_overhead")
        if metric == "total_peak_reserved" and overhead is not None:
            slack = [float(overhead.terms.get(t, 0)) for t in SLACK_TERMS]
            low, typical, high = low + slack[0], typical + slack[1], high + max(slack[2], slack[1])
        if metric != "weights" and b.total_range is not None:  # a whole-job total: its category's measured error
            low, high = typical * b.total_range.low_ratio, typical * b.total_range.high_ratio
        return TaskView(measured=float(m["bytes"]), low=low, typical=typical, high=high, **base)  # type: ignore[arg-type]
    s = case["server"]
    server = ServerProfile.model_validate({"name": case["id"], "gpu": {"id": s["gpu"]}, "gpu_count": s["gpu_count"],
                                           "interconnect": s.get("interconnect", "pcie")})
    speed = place(r, server, catalog, with_boundaries=False, speed_beyond_memory=True).speed
    assert speed is not None, case["id"]
    rate = getattr(speed, metric)
    assert rate is not None, (case["id"], metric)
    return TaskView(measured=float(m["value"]), low=rate.low, typical=rate.typical, high=rate.high, **base)  # type: ignore[arg-type]


def summary(views: list[TaskView]) -> dict[str, dict[str, float]]:
    """Per category and in all, on the scored rows: n, median |error|, share inside the range."""
    groups: dict[str, list[TaskView]] = {}
    for v in views:
        if v.scored:
            groups.setdefault(v.category, []).append(v)
            groups.setdefault(OVERALL, []).append(v)
            if not v.fitted:
                groups.setdefault(CHECKS, []).append(v)
    return {name: {"n": len(vs), "error": statistics.median(abs(v.error) for v in vs),
                   "inside": sum(v.inside for v in vs) / len(vs)} for name, vs in sorted(groups.items())}
