"""The results of placing a workload on server profiles: placement, target checks, fit, comparison.

Kept apart from the arithmetic (as `memory.types` is from `memory.components`): the bottleneck
rules, the CLI, the window and the quote read these.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.core.findings import Finding
from app.core.memory.types import Budget
from app.core.speed.model import SpeedEstimate

Verdict = Literal["fits", "tight", "does_not_fit", "unknown_gpu"]

# Verdict thresholds (documented in the README):
#   fits          — the typical AND the high estimate fit, and at least 10 % of usable memory is left;
#   tight         — the typical estimate fits but the high one does not, or less than 10 % is left;
#   does_not_fit  — the typical estimate exceeds the usable memory.
COMFORT_HEADROOM_SHARE = 0.10
VERDICT_RANK = {"fits": 0, "tight": 1, "does_not_fit": 2, "unknown_gpu": 3}


class Placement(BaseModel):
    model_config = ConfigDict(frozen=True)

    replicas: int
    tensor_parallel: int
    data_parallel: int
    zero_stage: int
    gpus_used: int
    nodes: int = 1
    code: str = Field(description="replicas | tensor_parallel | layer_split | data_parallel | too_large | unknown_gpu")
    pipeline_parallel: int = Field(default=1, description="GPUs holding consecutive layers (llama.cpp layer split).")
    reason: str = Field(default="", description="Why this split: a code the text layer words (split_*).")
    reason_params: dict[str, float | int | str] = Field(default_factory=dict)

    @property
    def gpus_per_replica(self) -> int:
        """GPUs one copy of the model spans."""
        return max(1, self.tensor_parallel) * max(1, self.pipeline_parallel)


class TargetCheck(BaseModel):
    """One target of the workload held against the typical speed estimate on this server."""

    model_config = ConfigDict(frozen=True)

    key: Literal["ttft_s", "tokens_per_s_per_user", "throughput_tokens_per_s"]
    target: float
    estimate: float
    met: bool
    must_have: bool



class FitResult(BaseModel):
    model_config = ConfigDict(frozen=True)

    server_id: str | None
    server_name: str
    gpu_id: str | None
    gpu_name: str
    gpu_count: int
    verdict: Verdict
    per_gpu_bytes: int
    per_gpu_low_bytes: int
    per_gpu_high_bytes: int
    capacity_bytes: int = Field(description="Usable memory per GPU after the runtime's reservation.")
    gpu_memory_bytes: int = Field(description="What the driver reports per GPU (or the vendor figure).")
    reserved_fraction: float | None
    headroom_bytes: int
    headroom_fraction: float
    placement: Placement
    budget: Budget | None
    max_concurrency: int | None = Field(description="Most sequences at the requested context that fit.")
    max_context: int | None = Field(description="Longest input+output per sequence at the requested concurrency.")
    max_context_limited_by_model: bool = False
    speed: SpeedEstimate | None
    warnings: list[Finding] = Field(default_factory=list)
    price_monthly: float | None = None
    currency: str | None = None
    price_per_million_tokens: float | None = Field(
        default=None, description="Monthly price ÷ output tokens a month at the typical aggregate rate.")
    targets: list[TargetCheck] = Field(default_factory=list, description="The workload's targets vs the estimate.")

    @property
    def misses_must_have(self) -> bool:
        return any(c.must_have and not c.met for c in self.targets)

class Comparison(BaseModel):
    model_config = ConfigDict(frozen=True)

    results: list[FitResult]
    recommended: str | None = Field(description="server_id (or name) of the recommended profile.")
    reason: str = Field(
        description="cheapest_fitting | most_headroom | only_fitting | tight_only | misses_targets | none_fits")
