"""What a pilot records, the acceptance criteria from the targets, and the out-of-memory rule.

Part of the plan (`pilot.plan_for`); the results checks (`pilot_checks`) evaluate the same criteria.
Criteria: time to first token p95 at most the target (typical input), tokens/s per user p50 at
least the target, aggregate tokens/s at the requested concurrency at least the target, no errors or
timeouts, quality judged by hand; for training, the time for the whole dataset (all epochs) at the speed
run's tokens/s. The OOM rule (seed article, pilot section): keep the result,
change one factor, repeat the same work, find the boundary where acceptance stops holding.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.core.model.arch import FrozenModel
from app.core.runtimes import traits
from app.core.workload.schema import Workload

CriterionCode = Literal["ttft_p95", "tokens_per_s_per_user_p50", "aggregate_tokens_per_s", "no_errors", "quality",
                        "dataset_hours"]
CriterionScope = Literal["short_input", "all_inputs", "requested_concurrency", "manual", "training_speed"]
RecordHow = Literal["pilot_serve", "pilot_memory", "both", "manual"]


class Criterion(FrozenModel):
    """An acceptance criterion from a target: `le` = at most `target`, `ge` = at least."""

    code: CriterionCode
    op: Literal["le", "ge", "eq", "manual"]
    target: float | None = None
    must_have: bool = True
    scope: CriterionScope
    text: str = Field(default="", description="The user's own words (the quality target).")


class RecordItem(FrozenModel):
    code: str
    how: RecordHow
    value: str = Field(default="", description="Known in advance (the model revision), else empty.")


class OomStep(FrozenModel):
    code: Literal["keep_result", "change_one_factor", "repeat_same_work", "find_boundary", "record_boundary"]
    factors: list[str] = Field(default_factory=list, description="Factors to change, one at a time, in order.")


def record_items(w: Workload) -> list[RecordItem]:
    serve = "pilot_serve" if not w.is_training else "pilot_memory"
    items = [
        RecordItem(code="model_revision", how="manual", value=w.model.revision),
        *([] if w.is_training else [RecordItem(code="runtime_version",
                                               how="pilot_serve" if traits(w.runtime).logs_version else "manual")]),
        RecordItem(code="framework_versions", how="pilot_memory"),
        RecordItem(code="driver_version", how="both"),
        RecordItem(code="gpu_model", how="both"),
        RecordItem(code="precision", how="manual", value=f"{w.precision.weights} / {w.precision.kv_cache}"),
        RecordItem(code="launch_command", how="manual"),
        RecordItem(code="first_start_s", how="manual"),
        RecordItem(code="warmup_apart", how=serve),
        RecordItem(code="peak_gpu_memory", how="both"),
        RecordItem(code="errors", how="both"),
    ]
    if not w.is_training:
        items += [RecordItem(code="ttft_s", how="pilot_serve"), RecordItem(code="tokens_per_s", how="pilot_serve")]
    else:
        items += [RecordItem(code="step_time_s", how="pilot_memory"),
                  RecordItem(code="training_tokens_per_s", how="pilot_memory")]
    items.append(RecordItem(code="representative_data", how="manual"))
    return items


def acceptance_criteria(w: Workload) -> list[Criterion]:
    """Criteria from the targets; only must-haves decide acceptance, the others are reported."""
    t = w.targets
    out: list[Criterion] = []
    if not w.is_training:
        out.append(Criterion(code="no_errors", op="eq", target=0, must_have=True, scope="all_inputs"))
        if t.ttft_s:
            out.append(Criterion(code="ttft_p95", op="le", target=t.ttft_s.value, must_have=t.ttft_s.must_have,
                                 scope="short_input"))
        if t.tokens_per_s_per_user:
            out.append(Criterion(code="tokens_per_s_per_user_p50", op="ge", target=t.tokens_per_s_per_user.value,
                                 must_have=t.tokens_per_s_per_user.must_have, scope="all_inputs"))
        if t.throughput_tokens_per_s:
            out.append(Criterion(code="aggregate_tokens_per_s", op="ge", target=t.throughput_tokens_per_s.value,
                                 must_have=t.throughput_tokens_per_s.must_have, scope="requested_concurrency"))
    if w.is_training and w.training.dataset_tokens:
        # The time for the whole dataset from the speed run's tokens/s (a must-have with the workload's target;
        # without one it is reported, and decides nothing).
        hours = t.training_hours
        out.append(Criterion(code="dataset_hours", op="le", target=hours.value if hours else None,
                             must_have=hours.must_have if hours else False, scope="training_speed"))
    if t.quality.strip():
        out.append(Criterion(code="quality", op="manual", must_have=t.quality_must_have, scope="manual",
                             text=t.quality.strip()))
    return out


def oom_rule(w: Workload) -> list[OomStep]:
    if w.is_training:
        factors = ["micro_batch"]
        if not w.training.gradient_checkpointing:
            factors.append("gradient_checkpointing")
        factors += ["seq_len", "optimizer_8bit"]
        if w.mode in ("lora", "qlora"):
            factors.append("lora_rank")
        if w.gpus > 1:
            factors.append("sharding")
    else:
        factors = ["concurrency", "context_length", "kv_cache_precision"]
        if traits(w.runtime).memory_fraction_flag:
            factors.append("gpu_memory_utilization")
        factors += ["weights_precision", "tensor_parallel"]
    return [OomStep(code="keep_result"), OomStep(code="change_one_factor", factors=factors),
            OomStep(code="repeat_same_work"), OomStep(code="find_boundary"), OomStep(code="record_boundary")]
