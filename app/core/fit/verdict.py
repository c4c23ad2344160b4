"""The verdict policy: how much memory is usable, what counts as fitting, and the targets met."""

from __future__ import annotations

from app.core.catalog import GpuSpec
from app.core.fit.types import COMFORT_HEADROOM_SHARE, TargetCheck, Verdict
from app.core.memory.types import Budget
from app.core.speed.model import SpeedEstimate
from app.core.workload import Workload


def usable_bytes(gpu: GpuSpec, reserved_fraction: float | None) -> int:
    return round(gpu.capacity_bytes * (reserved_fraction if reserved_fraction else 1.0))


def verdict_for(b: Budget, usable: int) -> Verdict:
    if b.per_gpu_bytes > usable:
        return "does_not_fit"
    comfortable = usable - b.per_gpu_bytes >= COMFORT_HEADROOM_SHARE * usable
    return "fits" if b.per_gpu_high_bytes <= usable and comfortable else "tight"

def target_checks(workload: Workload, speed: SpeedEstimate | None) -> list[TargetCheck]:
    """Time to first token at most, tokens/s per user and in total at least, their targets."""
    if speed is None or workload.is_training:
        return []
    t = workload.targets
    checks: list[TargetCheck] = []
    pairs = (("ttft_s", t.ttft_s, speed.ttft_s, True),
             ("tokens_per_s_per_user", t.tokens_per_s_per_user, speed.tokens_per_s_per_user, False),
             ("throughput_tokens_per_s", t.throughput_tokens_per_s, speed.aggregate_tokens_per_s, False))
    for key, target, rate, lower_is_better in pairs:
        if target is None or rate is None:
            continue
        met = rate.typical <= target.value if lower_is_better else rate.typical >= target.value
        checks.append(TargetCheck(key=key, target=target.value, estimate=rate.typical, met=met,
                                  must_have=target.must_have))
    return checks
