"""What the engine says about each calibration case's measured quantity (shared by the test and the
README table generator)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from app.core.catalog import load_catalog
from app.core.memory.components import budget
from app.core.workload import Workload

CASES_DIR = Path(__file__).parent
# Every cases*.json file in this folder is read (cases.json, and one file per area as the set grows).
CASES_GLOB = "cases*.json"

# Measured quantity → the budget components it covers.
COMPONENTS: dict[str, tuple[str, ...]] = {
    "weights": ("weights", "quantization_metadata"),
    "activations": ("activations",),
    "compute_buffer": ("activations",),
    "kv_cache": ("kv_cache",),
    # torch.cuda.max_memory_allocated / torchtune's "peak memory active": tensors only, without the CUDA
    # context and the allocator's reserved-but-free slack (runtime overhead).
    "total_peak_allocated": ("weights", "quantization_metadata", "kv_cache", "activations", "gradients",
                             "optimizer_states", "adapters"),
    "model_states": ("weights", "gradients", "optimizer_states"),
}
# bitsandbytes paged optimizers live in CUDA managed memory that torch's counters do not see.
COMPONENTS["total_peak_without_optimizer"] = tuple(
    k for k in COMPONENTS["total_peak_allocated"] if k != "optimizer_states")
COMPONENTS["total_peak_active"] = COMPONENTS["total_peak_allocated"]
COMPONENTS["total_peak"] = COMPONENTS["total_peak_allocated"]
# torch.cuda.max_memory_reserved: the tensors plus the caching allocator's slack, which the budget keeps in
# the runtime overhead's terms (allocator_slack_low / allocator_slack / allocator_slack_high).
COMPONENTS["total_peak_reserved"] = COMPONENTS["total_peak_allocated"]
RESERVED_SLACK_TERMS = ("allocator_slack_low", "allocator_slack", "allocator_slack_high")
# nvidia-smi / NVML 'used': everything on the device, the CUDA context and the allocator's pool included.
COMPONENTS["device_used"] = (*COMPONENTS["total_peak_allocated"], "runtime_overhead")


@dataclass(frozen=True)
class View:
    case_id: str
    kind: str
    measured: int
    low: int
    typical: int
    high: int
    confidence: str
    evidence: str

    @property
    def error(self) -> float:
        """Signed relative error of the typical estimate against the measurement."""
        return (self.typical - self.measured) / self.measured

    @property
    def inside(self) -> bool:
        return self.low <= self.measured <= self.high


def load_cases() -> list[dict]:
    cases: list[dict] = []
    for file in sorted(CASES_DIR.glob(CASES_GLOB)):
        cases.extend(json.loads(file.read_text(encoding="utf-8"))["cases"])
    return cases


def view(case: dict) -> View:
    m = case["measured"]
    b = budget(Workload.model_validate(case["workload"]), load_catalog())
    if m["component"] == "kv_cache" and "derived_bytes_per_token" in m:
        # A vLLM KV pool is sized by free memory, not by the work: compare bytes per token.
        per_token = b.model.kv_bytes_per_token
        return View(case["id"], case["kind"], m["derived_bytes_per_token"], per_token, per_token, per_token,
                    case.get("confidence", ""), case.get("evidence", ""))
    keys = COMPONENTS[m["component"]]
    parts = [c for c in b.components if c.key in keys]
    low, typical, high = (sum(c.low_bytes for c in parts), sum(c.bytes for c in parts),
                          sum(c.high_bytes for c in parts))
    overhead = b.component("runtime_overhead")
    if m["component"] == "total_peak_reserved" and overhead is not None:
        slack = [int(overhead.terms.get(t, 0)) for t in RESERVED_SLACK_TERMS]
        low, typical, high = low + slack[0], typical + slack[1], high + max(slack[2], slack[1])
    return View(case["id"], case["kind"], m["bytes"], low, typical, high,
                case.get("confidence", ""), case.get("evidence", ""))
