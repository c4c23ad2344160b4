"""Placing a workload on a server profile: the split per GPU, headroom, verdict and boundaries.

Several GPUs are never one pool. Inference takes one replica per GPU where it fits, else tensor
parallel over a power-of-two group of GPUs in one node; training is data parallel with the
workload's ZeRO stage.
"""

from __future__ import annotations

from app.core.catalog import Catalog, GpuSpec
from app.core.findings import Finding
from app.core.fit.bottlenecks import server_findings
from app.core.fit.search import MAX_SEARCH_CONCURRENCY, MAX_SEARCH_TOKENS, largest
from app.core.fit.types import FitResult, Placement
from app.core.fit.verdict import target_checks, usable_bytes, verdict_for
from app.core.memory.components import budget_for
from app.core.memory.types import Budget
from app.core.resolve import Resolved, resolve
from app.core.server import ServerProfile
from app.core.speed.model import inference_speed, training_speed
from app.core.workload import Workload

# 730 hours a month (8760 / 12), the convention of cloud price lists.
SECONDS_PER_MONTH = 730 * 3600


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


def _inference_layout(r: Resolved, server: ServerProfile, usable: int, gpu: GpuSpec) -> tuple[Budget, Placement]:
    """The smallest tensor-parallel group where the workload fits comfortably (most replicas); else the
    smallest where it fits at all (tight); else the largest group, marked too large."""
    heads = r.model.arch.heads or 1
    conc = r.workload.load.concurrency
    options = [tp for tp in _powers_of_two(server.gpu_count) if heads % tp == 0] or [1]
    layouts: list[tuple[Budget, Placement]] = []
    for tp in options:
        replicas = (server.gpu_count // tp) * server.nodes
        per_replica = max(1, -(-conc // replicas))
        b = budget_for(_with_load(r, concurrency=per_replica), gpus=tp, tp=tp, device=gpu)
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


def _boundaries(r: Resolved, p: Placement, usable: int, gpu: GpuSpec) -> tuple[int | None, int | None, bool]:
    w = r.workload
    tp = p.tensor_parallel
    if w.is_training:
        def need_batch(n: int) -> int:
            return budget_for(_with_training(r, micro_batch=n), gpus=p.data_parallel).per_gpu_bytes

        def need_seq(n: int) -> int:
            return budget_for(_with_training(r, seq_len=n), gpus=p.data_parallel).per_gpu_bytes

        batch = largest(need_batch, usable, 1, MAX_SEARCH_CONCURRENCY)
        seq = largest(need_seq, usable, 1, MAX_SEARCH_TOKENS)
        return (batch if batch >= 1 else 0), (seq if seq >= 1 else 0), False
    per_replica = max(1, -(-w.load.concurrency // p.replicas))

    def need_conc(n: int) -> int:
        return budget_for(_with_load(r, concurrency=n), gpus=tp, tp=tp, device=gpu).per_gpu_bytes

    def need_input(n: int) -> int:
        return budget_for(_with_load(r, input_tokens=n, concurrency=per_replica), gpus=tp, tp=tp,
                          device=gpu).per_gpu_bytes

    per_replica_max = largest(need_conc, usable, 1, MAX_SEARCH_CONCURRENCY)
    max_conc = max(0, per_replica_max) * p.replicas
    model_max = r.model.arch.max_context
    cap = MAX_SEARCH_TOKENS
    if model_max:
        cap = max(1, model_max - w.load.output_tokens)
    best_input = largest(need_input, usable, 1, cap)
    if best_input < 1:
        return max_conc, 0, False
    limited = bool(model_max) and best_input >= cap
    return max_conc, best_input + w.load.output_tokens, limited


def place(r: Resolved, server: ServerProfile, catalog: Catalog, with_boundaries: bool = True) -> FitResult:
    """Fit one resolved workload on one server profile."""
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
        probe = budget_for(r, gpus=1, tp=1, device=gpu)
        usable_probe = usable_bytes(gpu, probe.reserved_fraction)
        b, placement = _inference_layout(r, server, usable_probe, gpu)
    usable = usable_bytes(gpu, b.reserved_fraction)
    verdict = verdict_for(b, usable)
    if placement.code == "too_large":
        verdict = "does_not_fit"
    max_conc = max_ctx = None
    limited = False
    if with_boundaries and verdict != "does_not_fit":
        max_conc, max_ctx, limited = _boundaries(r, placement, usable, gpu)
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




def fit(workload: Workload, server: ServerProfile, catalog: Catalog) -> FitResult:
    return place(resolve(workload, catalog), server, catalog)
