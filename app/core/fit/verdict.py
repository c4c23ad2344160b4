"""The verdict policy: usable memory, what fits, and every must-have held against the estimate.

One verdict per server, computed here once and read by the window, the CLI and the quote:
memory at the typical and the high estimate first, then every must-have — the long case (one
request of `load.long_input_tokens` served next to the other requests), the model's context
limit, and each target marked must-have. A server that misses one is `misses_must_have`, never
`fits` or `tight`, and `missed` names each miss with its figure and target.
"""

from __future__ import annotations

from app.core.catalog import GpuSpec
from app.core.fit.search import MAX_SEARCH_TOKENS, largest
from app.core.fit.types import COMFORT_HEADROOM_SHARE, MemoryVerdict, Missed, Placement, TargetCheck, Verdict
from app.core.memory.components import budget_for
from app.core.memory.memo import remembered
from app.core.memory.types import Budget
from app.core.runtimes import traits
from app.core.speed.estimate import SpeedEstimate
from app.core.workload.resolve import Resolved
from app.core.workload.schema import Workload


def replica_budget(r: Resolved, placement: Placement, device: GpuSpec | None = None) -> Budget:
    """The budget of one copy of the model as `placement` splits it (tensor parallel × pipeline stages, or
    llama.cpp's layer split)."""
    group = placement.gpus_per_replica
    if traits(r.workload.runtime).layer_split:  # its budget divides like tensor parallelism
        return budget_for(r, gpus=group, tp=group, device=device)
    return budget_for(r, gpus=group, tp=max(1, placement.tensor_parallel), device=device,
                      pp=max(1, placement.pipeline_parallel))


def usable_bytes(gpu: GpuSpec, reserved_fraction: float | None) -> int:
    return round(gpu.capacity_bytes * (reserved_fraction if reserved_fraction else 1.0))


def verdict_for(b: Budget, usable: int) -> MemoryVerdict:
    """What memory alone says: the typical estimate must fit; comfortably when the high one fits too
    and at least COMFORT_HEADROOM_SHARE of the usable memory is left."""
    if b.per_gpu_bytes > usable:
        return "does_not_fit"
    comfortable = usable - b.per_gpu_bytes >= COMFORT_HEADROOM_SHARE * usable
    return "fits" if b.per_gpu_high_bytes <= usable and comfortable else "tight"


def with_load(r: Resolved, **load: int) -> Resolved:
    """The same resolved workload with other load figures (the boundary searches vary one at a time)."""
    def make() -> Resolved:
        w = r.workload
        return r.model_copy(update={"workload": w.model_copy(update={"load": w.load.model_copy(update=load)})})

    return remembered("load", (r,), tuple(sorted(load.items())), make)  # one object per variant in a ranking


def target_checks(workload: Workload, speed: SpeedEstimate | None) -> list[TargetCheck]:
    """Time to first token and for the whole request at most, tokens/s per user and in total at least, the
    training job within its hours: each target held against the typical estimate. With traffic
    (load.requests_per_s) the times are held at their percentile on the servers the traffic needs
    (speed.traffic); a target no number of servers meets is missed, with its one-server figure."""
    if speed is None:
        return []
    t = workload.targets
    if workload.is_training:
        hours = speed.training_hours
        if t.training_hours is None or hours is None:
            return []
        return [TargetCheck(key="training_hours", target=t.training_hours.value, estimate=hours.typical,
                            met=hours.typical <= t.training_hours.value, must_have=t.training_hours.must_have)]
    checks: list[TargetCheck] = []
    batch = workload.load.batch
    if batch is not None and batch.deadline_hours and speed.batch_hours is not None:
        took = speed.batch_hours.typical
        checks.append(TargetCheck(key="batch_deadline", target=batch.deadline_hours, estimate=took,
                                  met=took <= batch.deadline_hours, must_have=batch.must_have))
    traffic = speed.traffic
    if traffic is not None:  # latency targets at their percentile, on the servers the traffic needs
        for goal in traffic.goals:
            target = t.ttft_s if goal.key == "ttft_s" else t.request_s
            if target is None:
                continue
            at = goal.at_servers_needed
            checks.append(TargetCheck(key="ttft_s" if goal.key == "ttft_s" else "request_s", target=goal.target,
                                      estimate=goal.one_server if at is None else at,
                                      met=at is not None and at <= goal.target, must_have=target.must_have,
                                      percentile=goal.percentile, one_server_estimate=goal.one_server,
                                      servers=traffic.servers_needed))
    timed = traffic is None
    pairs = (("ttft_s", t.ttft_s if timed else None, speed.ttft_s, True),
             ("request_s", t.request_s if timed else None, speed.request_s, True),
             ("tokens_per_s_per_user", t.tokens_per_s_per_user, speed.tokens_per_s_per_user, False),
             ("throughput_tokens_per_s", t.throughput_tokens_per_s, speed.aggregate_tokens_per_s, False))
    for key, target, rate, lower_is_better in pairs:
        if target is None or rate is None:
            continue
        met = rate.typical <= target.value if lower_is_better else rate.typical >= target.value
        checks.append(TargetCheck(key=key, target=target.value, estimate=rate.typical, met=met,
                                  must_have=target.must_have))
    return checks


class LongCase:
    """One request with the long input served next to the other requests of its replica.

    Per GPU it needs the budget at the typical load plus what one long sequence needs beyond a
    typical one (both measured with the memory engine on one sequence, so the KV cache, its block
    rounding and any growth of activations with the prompt are all counted).
    """

    def __init__(self, r: Resolved, b: Budget, placement: Placement, device: GpuSpec | None = None):
        w = r.workload
        self.r, self.b, self.placement = r, b, placement
        self.device = device
        self.long_input = w.load.long_input_tokens or 0
        self.output = w.load.output_tokens
        self._one_typical = self._one(w.load.input_tokens)

    def _one(self, input_tokens: int) -> Budget:
        return replica_budget(with_load(self.r, concurrency=1, input_tokens=input_tokens), self.placement,
                              self.device)

    def need(self, input_tokens: int) -> tuple[int, int]:
        """(typical, high) bytes per GPU with one request of `input_tokens` among the others."""
        one = self._one(input_tokens)
        return (self.b.per_gpu_bytes + one.per_gpu_bytes - self._one_typical.per_gpu_bytes,
                self.b.per_gpu_high_bytes + one.per_gpu_high_bytes - self._one_typical.per_gpu_high_bytes)

    def longest(self, usable: int, model_max: int | None) -> int:
        """The longest input + output of one request that still fits next to the others (0 if none)."""
        cap = max(1, model_max - self.output) if model_max else MAX_SEARCH_TOKENS
        best = largest(lambda n: self.need(n)[0], usable, 1, cap)
        return best + self.output if best >= 1 else 0


def long_case_fits(r: Resolved, b: Budget, placement: Placement, usable: int,
                   device: GpuSpec | None = None) -> tuple[bool, bool]:
    """(fits at the typical estimate, fits at the high estimate); (True, True) without a long case."""
    from app.core.tasks import PIPELINE_TASKS

    w = r.workload
    if w.is_training or not w.load.long_input_tokens or r.model.arch.encoder_only or r.task in PIPELINE_TASKS:
        return True, True
    typical, high = LongCase(r, b, placement, device).need(w.load.long_input_tokens)
    return typical <= usable, high <= usable


def layout_fits(r: Resolved, b: Budget, placement: Placement, usable: int, device: GpuSpec | None = None) -> bool:
    """Memory fits comfortably and so does the long case: the split search stops at such a layout."""
    return verdict_for(b, usable) == "fits" and long_case_fits(r, b, placement, usable, device)[1]


def context_limit_miss(r: Resolved) -> Missed | None:
    """A request longer than the model's own context cannot run on any server (a vision-language prompt with
    its image tokens; image and speech pipelines read no text context)."""
    from app.core.tasks import PIPELINE_TASKS, VISION_LANGUAGE
    from app.core.tasks.vision import prompt_image_tokens

    w, model_max = r.workload, r.model.arch.max_context
    if not model_max or r.task in PIPELINE_TASKS:
        return None
    if w.is_training:
        need = w.training.seq_len
    else:
        images = prompt_image_tokens(r.model.arch.vision, w.load.images_per_request, w.load.image_resolution) \
            if r.task == VISION_LANGUAGE else 0
        need = max(w.load.input_tokens + images, w.load.long_input_tokens or 0) + w.load.output_tokens
    return Missed(key="context_limit", figure=model_max, target=need) if need > model_max else None


def must_have_misses(r: Resolved, b: Budget, placement: Placement, usable: int,
                     checks: list[TargetCheck], device: GpuSpec | None = None) -> tuple[list[Missed], bool]:
    """Every must-have missed on this placement, and whether the long case fits at the high estimate."""
    w = r.workload
    missed: list[Missed] = []
    limit = context_limit_miss(r)
    if limit is not None:
        missed.append(limit)
    long_typical, long_high = long_case_fits(r, b, placement, usable, device)
    if not long_typical and w.load.long_input_tokens:
        longest = LongCase(r, b, placement, device).longest(usable, r.model.arch.max_context)
        missed.append(Missed(key="long_input", figure=longest,
                             target=w.load.long_input_tokens + w.load.output_tokens))
    missed += [Missed(key=c.key, figure=c.estimate, target=c.target) for c in checks if c.must_have and not c.met]
    return missed, long_high


def final_verdict(memory: MemoryVerdict, missed: list[Missed], long_case_high_fits: bool) -> Verdict:
    """Memory first; then a missed must-have overrules fits and tight; a long case that fits only at
    the typical estimate makes a comfortable fit tight."""
    if memory in ("does_not_fit", "unknown_gpu"):
        return memory
    if missed:
        return "misses_must_have"
    if not long_case_high_fits:
        return "tight"
    return memory
