"""The result types of a pilot comparison (`pilot_compare.compare_results`).

Kept apart from the arithmetic, as `budget_model` is from `memory`: the CLI, the GUI's pilot page
and the quote's pilot section read these. Numbers in bytes, seconds and tokens/s; codes, no words.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, computed_field

from app.core.findings import Finding
from app.core.model.arch import FrozenModel
from app.core.pilot.plan import InputCase

# 2: a run's `concurrency` is the concurrency reached (`planned_concurrency` beside it); cut-off
# answers (`interrupted`) count as failures; `confidence`.
COMPARISON_VERSION = 2
# Findings after which the measured figures rest partly on assumptions (token counts not from the
# server, a delivery rate that is no decode rate): the comparison's confidence is reduced.
REDUCED_CONFIDENCE_CODES = frozenset({"pilot_tokens_assumed", "pilot_tokens_estimated", "pilot_bursty_delivery",
                                      "pilot_rate_beyond_physical"})

Status = Literal["accepted", "not_accepted", "incomplete", "measured", "mismatch", "no_data"]
Position = Literal["within", "below", "above", "no_estimate", "not_measured"]
Unit = Literal["bytes", "s", "tokens_per_s"]


class Estimate(FrozenModel):
    low: float
    typical: float
    high: float


class MeasuredValue(FrozenModel):
    """One measured figure beside the engine's low–typical–high estimate of it."""

    key: str
    unit: Unit
    measured: float | None
    estimate: Estimate | None = None
    position: Position
    source: Literal["pilot_serve", "pilot_memory"]
    run: str = ""
    concurrency: int | None = None


class RunComparison(FrozenModel):
    name: str
    input_case: InputCase
    warmup: bool
    concurrency: int = Field(description="The concurrency reached (most requests in flight at once).")
    planned_concurrency: int | None = Field(default=None, description="The concurrency the plan asked for.")
    input_tokens: int
    output_tokens: int
    requests: int
    errors: int
    timeouts: int
    interrupted: int = Field(default=0, description="Answers cut off: no finish_reason, or far shorter than asked.")
    bursty: int = Field(default=0, description="Answers delivered in a burst: no decode rate.")
    output_tokens_source: str | None = None
    ttft_p50_s: float | None
    ttft_p95_s: float | None
    tokens_per_s_p50: float | None
    aggregate_tokens_per_s: float | None
    peak_gpu_memory_bytes: int | None = Field(description="Highest nvidia-smi memory.used of one GPU in the run.")
    est_ttft_s: Estimate | None = None
    est_tokens_per_s_per_user: Estimate | None = None
    est_aggregate_tokens_per_s: Estimate | None = None
    meets_criteria: bool | None = Field(description="Per-run criteria and no failures; None for the warm-up.")
    failed_criteria: list[str] = Field(default_factory=list)

    @property
    def failed(self) -> int:
        """Requests that failed: errors, timeouts and cut-off answers."""
        return self.errors + self.timeouts + self.interrupted


class MemoryRunComparison(FrozenModel):
    name: str
    mode: str
    status: str
    device: str
    matches_plan: bool = Field(description="Same batch and lengths as the workload: its components are compared.")
    parameters: int | None
    peak_allocated_bytes: int | None
    peak_reserved_bytes: int | None
    components: list[MeasuredValue] = Field(default_factory=list)
    peak: MeasuredValue | None = None
    error: str | None = None


class CriterionResult(FrozenModel):
    code: str
    must_have: bool
    op: str
    target: float | None
    text: str = ""
    status: Literal["passed", "failed", "not_measured", "manual", "reported"] = Field(
        description="reported: measured, with no target to hold it against (it decides nothing).")
    measured: float | None = None
    worst_run: str = ""
    runs: int = 0


class Boundary(FrozenModel):
    """The highest concurrency up to which every level met the criteria without failures."""

    concurrency: int | None
    first_failing: int | None
    beyond_tested: bool
    tested: list[int]


class PilotComparison(FrozenModel):
    version: int = COMPARISON_VERSION
    workload_name: str
    workload_fingerprint: str
    comparable: bool
    status: Status
    tools: list[str]
    models_measured: list[str]
    measured_from: str | None = None
    measured_to: str | None = None
    server: str | None = None
    requested_concurrency: int
    estimated_max_concurrency: int | None = None
    runs: list[RunComparison] = Field(default_factory=list)
    memory_runs: list[MemoryRunComparison] = Field(default_factory=list)
    peak: MeasuredValue | None = None
    speed: list[MeasuredValue] = Field(default_factory=list)
    criteria: list[CriterionResult] = Field(default_factory=list)
    boundary: Boundary | None = None
    versions: dict[str, str] = Field(default_factory=dict)
    findings: list[Finding] = Field(default_factory=list)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def measured_runs(self) -> int:
        return sum(1 for r in self.runs if not r.warmup) + len(self.memory_runs)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def criteria_passed(self) -> int:
        return sum(1 for c in self.criteria if c.status == "passed")

    @computed_field  # type: ignore[prop-decorator]
    @property
    def criteria_failed(self) -> int:
        return sum(1 for c in self.criteria if c.status == "failed")

    @computed_field  # type: ignore[prop-decorator]
    @property
    def peak_memory_bytes(self) -> int | None:
        return None if self.peak is None or self.peak.measured is None else int(self.peak.measured)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def boundary_concurrency(self) -> int | None:
        return self.boundary.concurrency if self.boundary else None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def warning_codes(self) -> list[str]:
        return [f.code for f in self.findings]

    @computed_field  # type: ignore[prop-decorator]
    @property
    def confidence(self) -> Literal["full", "reduced"]:
        """Reduced where a figure rests on an assumption (see REDUCED_CONFIDENCE_CODES)."""
        return "reduced" if any(f.code in REDUCED_CONFIDENCE_CODES for f in self.findings) else "full"


