"""Placing a workload on a server profile: the split per GPU, headroom, verdict and boundaries.

Several GPUs are never one pool. Inference takes one replica per GPU where it fits, else tensor
parallel over a power-of-two group of GPUs in one node; training is data parallel with the
workload's ZeRO stage.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.core.catalog import Catalog, GpuSpec
from app.core.findings import Finding
from app.core.memory.components import budget_for
from app.core.memory.types import Budget
from app.core.resolve import Resolved, resolve
from app.core.server import ServerProfile
from app.core.speed.model import SpeedEstimate, inference_speed, training_speed
from app.core.workload import Workload

Verdict = Literal["fits", "tight", "does_not_fit", "unknown_gpu"]

# Verdict thresholds (documented in the README):
#   fits          — the typical AND the high estimate fit, and at least 10 % of usable memory is left;
#   tight         — the typical estimate fits but the high one does not, or less than 10 % is left;
#   does_not_fit  — the typical estimate exceeds the usable memory.
COMFORT_HEADROOM_SHARE = 0.10
# Boundary searches stop here (sequences / tokens): beyond any real deployment.
MAX_SEARCH_CONCURRENCY = 1 << 20
MAX_SEARCH_TOKENS = 1 << 24
# The secant's second point: far enough that block rounding (16 tokens in vLLM) does not flatten it.
SECANT_SPAN = 64
VERDICT_RANK = {"fits": 0, "tight": 1, "does_not_fit": 2, "unknown_gpu": 3}


class Placement(BaseModel):
    model_config = ConfigDict(frozen=True)

    replicas: int
    tensor_parallel: int
    data_parallel: int
    zero_stage: int
    gpus_used: int
    nodes: int = 1
    code: str = Field(description="replicas | tensor_parallel | data_parallel | too_large | unknown_gpu")


class TargetCheck(BaseModel):
    """One target of the workload held against the typical speed estimate on this server."""

    model_config = ConfigDict(frozen=True)

    key: Literal["ttft_s", "tokens_per_s_per_user", "throughput_tokens_per_s"]
    target: float
    estimate: float
    met: bool
    must_have: bool


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


def usable_bytes(gpu: GpuSpec, reserved_fraction: float | None) -> int:
    return round(gpu.capacity_bytes * (reserved_fraction if reserved_fraction else 1.0))


def verdict_for(b: Budget, usable: int) -> Verdict:
    if b.per_gpu_bytes > usable:
        return "does_not_fit"
    comfortable = usable - b.per_gpu_bytes >= COMFORT_HEADROOM_SHARE * usable
    return "fits" if b.per_gpu_high_bytes <= usable and comfortable else "tight"


def _powers_of_two(limit: int) -> list[int]:
    out, p = [], 1
    while p <= limit:
        out.append(p)
        p *= 2
    return out


def _with_load(r: Resolved, **load: int) -> Resolved:
    w = r.workload
    return r.model_copy(update={"workload": w.model_copy(update={"load": w.load.model_copy(update=load)})})


def _with_training(r: Resolved, **fields: int) -> Resolved:
    w = r.workload
    return r.model_copy(update={"workload": w.model_copy(update={"training": w.training.model_copy(update=fields)})})


def _largest(need: Callable[[int], int], limit: int, lo: int, hi: int) -> int:
    """Largest n in [lo, hi] with need(n) <= limit, for a non-decreasing need(); lo - 1 if none.

    Memory grows almost linearly in sequences and tokens, so a secant step lands next to the
    answer; a gallop and a bisection around it make the result exact whatever the curve does.
    """
    need_lo = need(lo)
    if need_lo > limit:
        return lo - 1
    probe = min(hi, lo + SECANT_SPAN)
    if probe == lo:
        return lo
    need_probe = need(probe)
    if need_probe > limit:
        return _bisect(need, limit, lo, probe)
    slope = (need_probe - need_lo) / (probe - lo)
    if slope <= 0:  # flat so far: no estimate, gallop from the probe
        guess = probe
    else:
        guess = min(hi, max(probe, probe + int((limit - need_probe) / slope)))
    if need(guess) <= limit:  # gallop up from the guess, then bisect
        good, step = guess, 1
        while good < hi:
            nxt = min(hi, good + step)
            if need(nxt) > limit:
                return _bisect(need, limit, good, nxt)
            good, step = nxt, step * 2
        return good
    bad, step = guess, 1  # gallop down from the guess, then bisect
    while True:
        nxt = max(probe, bad - step)
        if need(nxt) <= limit:
            return _bisect(need, limit, nxt, bad)
        bad, step = nxt, step * 2


def _bisect(need: Callable[[int], int], limit: int, good: int, bad: int) -> int:
    """need(good) <= limit < need(bad): the largest fitting n between them."""
    while bad - good > 1:
        mid = (good + bad) // 2
        if need(mid) <= limit:
            good = mid
        else:
            bad = mid
    return good


def _inference_layout(r: Resolved, server: ServerProfile, usable: int) -> tuple[Budget, Placement]:
    """The smallest tensor-parallel group where the workload fits comfortably (most replicas); else the
    smallest where it fits at all (tight); else the largest group, marked too large."""
    heads = r.model.arch.heads or 1
    conc = r.workload.load.concurrency
    options = [tp for tp in _powers_of_two(server.gpu_count) if heads % tp == 0] or [1]
    layouts: list[tuple[Budget, Placement]] = []
    for tp in options:
        replicas = (server.gpu_count // tp) * server.nodes
        per_replica = max(1, -(-conc // replicas))
        b = budget_for(_with_load(r, concurrency=per_replica), gpus=tp, tp=tp)
        code = "replicas" if tp == 1 else "tensor_parallel"
        layout = (b, Placement(replicas=replicas, tensor_parallel=tp, data_parallel=1, zero_stage=0,
                               gpus_used=tp * replicas, nodes=server.nodes, code=code))
        if verdict_for(b, usable) == "fits":
            return layout
        layouts.append(layout)
    for layout in layouts:
        if layout[0].per_gpu_bytes <= usable:
            return layout
    b, p = layouts[-1]
    return b, p.model_copy(update={"code": "too_large"})


def _boundaries(r: Resolved, p: Placement, usable: int) -> tuple[int | None, int | None, bool]:
    w = r.workload
    tp = p.tensor_parallel
    if w.is_training:
        def need_batch(n: int) -> int:
            return budget_for(_with_training(r, micro_batch=n), gpus=p.data_parallel).per_gpu_bytes

        def need_seq(n: int) -> int:
            return budget_for(_with_training(r, seq_len=n), gpus=p.data_parallel).per_gpu_bytes

        batch = _largest(need_batch, usable, 1, MAX_SEARCH_CONCURRENCY)
        seq = _largest(need_seq, usable, 1, MAX_SEARCH_TOKENS)
        return (batch if batch >= 1 else 0), (seq if seq >= 1 else 0), False
    per_replica = max(1, -(-w.load.concurrency // p.replicas))

    def need_conc(n: int) -> int:
        return budget_for(_with_load(r, concurrency=n), gpus=tp, tp=tp).per_gpu_bytes

    def need_input(n: int) -> int:
        return budget_for(_with_load(r, input_tokens=n, concurrency=per_replica), gpus=tp, tp=tp).per_gpu_bytes

    per_replica_max = _largest(need_conc, usable, 1, MAX_SEARCH_CONCURRENCY)
    max_conc = max(0, per_replica_max) * p.replicas
    model_max = r.model.arch.max_context
    cap = MAX_SEARCH_TOKENS
    if model_max:
        cap = max(1, model_max - w.load.output_tokens)
    best_input = _largest(need_input, usable, 1, cap)
    if best_input < 1:
        return max_conc, 0, False
    limited = bool(model_max) and best_input >= cap
    return max_conc, best_input + w.load.output_tokens, limited


def place(r: Resolved, server: ServerProfile, catalog: Catalog, with_boundaries: bool = True) -> FitResult:
    """Fit one resolved workload on one server profile."""
    from app.core.fit.bottlenecks import server_findings

    gpu = server.gpu_spec(catalog)
    price = server.price
    if gpu is None:
        empty = Placement(replicas=0, tensor_parallel=0, data_parallel=0, zero_stage=0, gpus_used=0,
                          code="unknown_gpu")
        return FitResult(
            server_id=server.id, server_name=server.name, gpu_id=server.gpu.id, gpu_name=server.gpu.id or "?",
            gpu_count=server.gpu_count, verdict="unknown_gpu", per_gpu_bytes=0, per_gpu_low_bytes=0,
            per_gpu_high_bytes=0, capacity_bytes=0, gpu_memory_bytes=0, reserved_fraction=None, headroom_bytes=0,
            headroom_fraction=0.0, placement=empty, budget=None, max_concurrency=None, max_context=None,
            speed=None, warnings=[Finding(code="unknown_gpu", severity="critical", rule="fit",
                                          params={"gpu": server.gpu.id or ""})],
            price_monthly=price.monthly if price else None, currency=price.currency if price else None)

    w = r.workload
    if w.is_training:
        dp = server.gpu_count * server.nodes
        b = budget_for(r, gpus=dp)
        code = "data_parallel" if dp > 1 else "replicas"
        placement = Placement(replicas=1, tensor_parallel=1, data_parallel=dp, zero_stage=b.parallel.zero_stage,
                              gpus_used=dp, nodes=server.nodes, code=code)
    else:
        probe = budget_for(r, gpus=1, tp=1)
        usable_probe = usable_bytes(gpu, probe.reserved_fraction)
        b, placement = _inference_layout(r, server, usable_probe)
    usable = usable_bytes(gpu, b.reserved_fraction)
    verdict = verdict_for(b, usable)
    if placement.code == "too_large":
        verdict = "does_not_fit"
    max_conc = max_ctx = None
    limited = False
    if with_boundaries and verdict != "does_not_fit":
        max_conc, max_ctx, limited = _boundaries(r, placement, usable)
    elif with_boundaries:
        max_conc, max_ctx = 0, 0
    if w.is_training:
        speed = training_speed(r, b, gpu, placement.data_parallel)
    else:
        speed = inference_speed(r, b, gpu, placement.tensor_parallel, placement.replicas, server.interconnect,
                                max_conc if max_conc else None)
    headroom = usable - b.per_gpu_bytes
    per_mtok = None
    if price and speed.aggregate_tokens_per_s and speed.aggregate_tokens_per_s.typical > 0 \
            and verdict != "does_not_fit":
        tokens_month = speed.aggregate_tokens_per_s.typical * SECONDS_PER_MONTH
        per_mtok = price.monthly / (tokens_month / 1e6)
    result = FitResult(
        server_id=server.id, server_name=server.name, gpu_id=gpu.id, gpu_name=gpu.name, gpu_count=server.gpu_count,
        verdict=verdict, per_gpu_bytes=b.per_gpu_bytes, per_gpu_low_bytes=b.per_gpu_low_bytes,
        per_gpu_high_bytes=b.per_gpu_high_bytes, capacity_bytes=usable, gpu_memory_bytes=gpu.capacity_bytes,
        reserved_fraction=b.reserved_fraction, headroom_bytes=headroom, headroom_fraction=headroom / usable,
        placement=placement, budget=b, max_concurrency=max_conc, max_context=max_ctx,
        max_context_limited_by_model=limited, speed=speed,
        price_monthly=price.monthly if price else None, currency=price.currency if price else None,
        price_per_million_tokens=per_mtok,
        targets=target_checks(w, speed) if verdict != "does_not_fit" else [])
    return result.model_copy(update={"warnings": server_findings(r, result, server, gpu)})


# 730 hours a month (8760 / 12), the convention of cloud price lists.
SECONDS_PER_MONTH = 730 * 3600


def fit(workload: Workload, server: ServerProfile, catalog: Catalog) -> FitResult:
    return place(resolve(workload, catalog), server, catalog)


def rank_key(result: FitResult) -> tuple[int, int, int, float, float]:
    """Fitting first; then those whose estimate meets every must-have target; among them, cheaper
    per million tokens first where priced; then more headroom."""
    per_mtok = result.price_per_million_tokens
    return (VERDICT_RANK[result.verdict], 1 if result.misses_must_have else 0, 0 if per_mtok is not None else 1,
            per_mtok if per_mtok is not None else 0.0, -result.headroom_fraction)


class Comparison(BaseModel):
    model_config = ConfigDict(frozen=True)

    results: list[FitResult]
    recommended: str | None = Field(description="server_id (or name) of the recommended profile.")
    reason: str = Field(
        description="cheapest_fitting | most_headroom | only_fitting | tight_only | misses_targets | none_fits")


def compare(workload: Workload, servers: list[ServerProfile], catalog: Catalog) -> Comparison:
    r = resolve(workload, catalog)
    results = sorted((place(r, s, catalog) for s in servers), key=rank_key)
    fitting = [x for x in results if x.verdict == "fits" and not x.misses_must_have]
    if not results or results[0].verdict in ("does_not_fit", "unknown_gpu"):
        return Comparison(results=results, recommended=None, reason="none_fits")
    best = results[0]
    if best.misses_must_have:
        reason = "misses_targets"
    elif best.verdict == "tight":
        reason = "tight_only"
    elif len(fitting) == 1:
        reason = "only_fitting"
    elif best.price_per_million_tokens is not None:
        reason = "cheapest_fitting"
    else:
        reason = "most_headroom"
    return Comparison(results=results, recommended=best.server_id or best.server_name, reason=reason)
