"""Placing a workload on a server profile: the split per GPU, headroom, verdict and boundaries.

Several GPUs are never one pool. Inference takes the split the workload fixes (`parallel`, or `gpus`
above one); otherwise the split that fits and serves the requested load best (see
`_inference_layout`): tensor parallel over a group of GPUs in one node, or llama.cpp's layer split,
with as many copies as the server holds. Training is data parallel with the workload's ZeRO stage.
The verdict weighs every must-have (app.core.fit.verdict), the long case among them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from app.core.catalog import Catalog, GpuSpec
from app.core.findings import Finding
from app.core.fit.bottlenecks import (
    SYSTEM_POWER_PER_GPU_TDP,
    host_need_per_node,
    host_parts_per_node,
    server_findings,
)
from app.core.fit.search import MAX_SEARCH_CONCURRENCY, MAX_SEARCH_TOKENS, largest
from app.core.fit.types import VERDICT_RANK, FitResult, MemoryVerdict, Placement
from app.core.fit.verdict import (
    final_verdict,
    long_case_fits,
    must_have_misses,
    replica_budget,
    target_checks,
    usable_bytes,
    verdict_for,
    with_load,
)
from app.core.memory.components import budget_for
from app.core.memory.memo import remembered
from app.core.memory.types import Budget
from app.core.offers.money import HOURS_PER_MONTH
from app.core.offers.pricing import Pricing, cost_of_work, load_pricing
from app.core.offers.server import ServerProfile
from app.core.runtimes import traits
from app.core.speed.calibration import calibrated, engine_factors, matching
from app.core.speed.estimate import Layout, SpeedEstimate, calibrated_traffic, inference_speed, training_speed
from app.core.speed.host import host_of
from app.core.tasks import PIPELINE_TASKS
from app.core.workload.identity import workload_fingerprint
from app.core.workload.resolve import Resolved, resolve
from app.core.workload.schema import Workload

SECONDS_PER_MONTH = HOURS_PER_MONTH * 3600


def _powers_of_two(limit: int) -> list[int]:
    out, p = [], 1
    while p <= limit:
        out.append(p)
        p *= 2
    return out




def _with_training(r: Resolved, **fields: int) -> Resolved:
    def make() -> Resolved:
        w = r.workload
        training = w.training.model_copy(update=fields)
        return r.model_copy(update={"workload": w.model_copy(update={"training": training})})

    return remembered("training", (r,), tuple(sorted(fields.items())), make)


def _with_gpu_layers(r: Resolved, n: int) -> Resolved:
    def make() -> Resolved:
        w = r.workload
        opts = w.runtime_options.model_copy(update={"gpu_layers": n})
        return r.model_copy(update={"workload": w.model_copy(update={"runtime_options": opts})})

    return remembered("gpu_layers", (r,), (n,), make)




def _tp_sizes(r: Resolved, server: ServerProfile) -> list[int]:
    """GPUs one copy may span inside a node: powers of two up to the node (and the node itself); tensor
    parallelism also needs the attention heads to divide evenly (vLLM, TensorRT-LLM check num_heads % tp)."""
    per_node = server.gpu_count
    sizes = sorted(set(_powers_of_two(per_node)) | {per_node})
    if r.task in PIPELINE_TASKS:
        return [1]  # a diffusers or Whisper pipeline runs whole on each GPU: one copy per GPU
    if traits(r.workload.runtime).layer_split:
        layers = r.model.arch.layers or 1
        return [n for n in sizes if n <= layers] or [1]
    heads = r.model.arch.heads or 1
    return [n for n in sizes if heads % n == 0] or [1]


def _node_counts(server: ServerProfile) -> list[int]:
    """Nodes one copy may span: powers of two up to the server's nodes (and all of them)."""
    return sorted(set(_powers_of_two(server.nodes)) | {server.nodes})


def _copies(server: ServerProfile, group: int) -> int:
    """Copies of a `group`-GPU split the server holds: several per node, or one per `group ÷ GPUs per node` nodes."""
    per_node = server.gpu_count
    if group <= per_node:
        return (per_node // group) * server.nodes
    if group % per_node:
        return 0
    return server.nodes // (group // per_node)


def _splits(r: Resolved, server: ServerProfile) -> list[tuple[int, int]]:
    """(tensor parallel, pipeline stages) candidates: a group inside one node, or — for runtimes with pipeline
    parallelism — tensor parallel over a whole node with one stage per node across several nodes."""
    sizes = _tp_sizes(r, server)
    if r.task in PIPELINE_TASKS:
        return [(1, 1)]
    if traits(r.workload.runtime).layer_split:
        return [(1, n) for n in sizes]
    out = [(tp, 1) for tp in sizes]
    if traits(r.workload.runtime).pipeline_parallel and server.nodes > 1:
        tp = max(sizes)
        layers = r.model.arch.layers or 1
        out += [(tp, k * server.gpu_count // tp) for k in _node_counts(server) if k > 1
                and k * server.gpu_count // tp <= layers]
    return out


def _layout(r: Resolved, server: ServerProfile, tp: int, pp: int, replicas: int | None = None,
            gpu: GpuSpec | None = None) -> tuple[Budget, Placement, Layout]:
    group = tp * pp
    copies = _copies(server, group)
    replicas = max(1, min(copies, replicas)) if replicas else max(1, copies)
    per_replica = max(1, -(-r.workload.load.concurrency // replicas))
    split = traits(r.workload.runtime).layer_split
    span = max(1, -(-group // server.gpu_count))
    placement = Placement(replicas=replicas, tensor_parallel=tp, pipeline_parallel=pp, data_parallel=1, zero_stage=0,
                          gpus_used=group * replicas, nodes=server.nodes, nodes_per_replica=span,
                          code="replicas" if group == 1 else ("layer_split" if split else
                                                              "pipeline_parallel" if pp > 1 else "tensor_parallel"))
    b = replica_budget(with_load(r, concurrency=per_replica), placement, gpu)
    host = host_of(server, gpu)
    return b, placement, Layout(tensor_parallel=tp, layer_split=pp, interconnect=server.interconnect, nodes=span,
                                host=host)


def _asked_split(r: Resolved) -> tuple[int | None, int | None, int | None]:
    """The split the workload fixes: `parallel`, else `gpus` when above one (the default 1 leaves it open):
    (GPUs per stage, stages, copies)."""
    w = r.workload
    asked = w.parallel
    tp = asked.tensor_parallel if asked and asked.tensor_parallel else (w.gpus if w.gpus > 1 else None)
    pp = asked.pipeline_parallel if asked and asked.pipeline_parallel else None
    return tp, pp, asked.data_parallel if asked else None


def _asked_candidates(r: Resolved, server: ServerProfile, tp: int | None, pp: int | None) -> list[tuple[int, int]]:
    """The splits the server can give that match what the workload fixes (the rest left to Headroom), the
    plainest first: tensor parallel inside a node before pipeline stages across nodes."""
    if traits(r.workload.runtime).layer_split:
        group = tp or pp or 1
        return [(1, group)] if group in _tp_sizes(r, server) else []
    sizes = _tp_sizes(r, server)
    pairs = [(t, 1) for t in sizes] + [(t, p) for t, p in _splits(r, server) if p > 1]
    if tp is not None and pp is not None:
        pairs.append((tp, pp))
    elif pp is not None:
        pairs += [(t, pp) for t in sizes]
    matching = [(t, p) for t, p in dict.fromkeys(pairs) if (tp is None or t == tp) and (pp is None or p == pp)]
    return [(t, p) for t, p in matching if t in sizes and _copies(server, t * p) >= 1]


def _misses(r: Resolved, speed: SpeedEstimate) -> tuple[int, int]:
    """(must-have targets missed, other targets missed) by the typical estimate."""
    must = other = 0
    for check in target_checks(r.workload, speed):
        if not check.met:
            if check.must_have:
                must += 1
            else:
                other += 1
    return must, other


@dataclass(frozen=True)
class _Option:
    """A split that fits, with its speed at the requested load and the targets it misses."""

    budget: Budget
    placement: Placement
    layout: Layout
    verdict_rank: int
    speed: SpeedEstimate
    must: int
    other: int

    pcie_split: int = 0  # 1: tensor parallel over PCIe only (the network rule warns against it)

    def key(self) -> tuple[int, int, int, int, float, float, int]:
        """Targets first, then comfort; a split over PCIe only when replicas meet fewer targets (the
        speed model's all-reduce cost is an estimate, and the rules warn against such a split: the fit
        does not pick what it then warns against); then tokens per second."""
        total = self.speed.aggregate_tokens_per_s.typical if self.speed.aggregate_tokens_per_s else 0.0
        user = self.speed.tokens_per_s_per_user.typical if self.speed.tokens_per_s_per_user else 0.0
        return (self.must, self.verdict_rank, self.other, self.pcie_split, -total, -user,
                self.placement.gpus_per_replica)


def _inference_speed(r: Resolved, b: Budget, gpu: GpuSpec, layout: Layout, replicas: int, limit: int | None,
                     curve: bool = True) -> SpeedEstimate:
    """`inference_speed`, once per workload, budget, GPU and layout (with its links) in a library ranking:
    offers that differ only in RAM or CPU cores run at the same speed (app.core.memory.memo)."""
    return remembered("speed", (r, b, gpu), (layout, replicas, limit, curve),
                      lambda: inference_speed(r, b, gpu, layout, replicas, limit, curve=curve))


def _inference_layout(r: Resolved, server: ServerProfile, gpu: GpuSpec, usable: int  # noqa: C901 - one candidate loop: asked split, replicas, traffic
                      ) -> tuple[Budget, Placement, Layout]:
    """The split the workload asks for; else, of the splits that fit, the one that meets the most
    must-have targets, fits most comfortably, and gives the most tokens per second at the requested
    load — on a server paid as a whole, the lowest cost per token — with the reason on the placement."""
    splits = _splits(r, server)
    asked_tp, asked_pp, asked_dp = _asked_split(r)
    if r.task in PIPELINE_TASKS:  # one whole pipeline per GPU
        b, p, layout = _layout(r, server, 1, 1, asked_dp, gpu)
        if verdict_for(b, usable) == "does_not_fit":
            return b, p.model_copy(update={"code": "too_large"}), layout
        return b, p.model_copy(update={"reason": "split_pipeline", "reason_params": {"replicas": p.replicas}}), layout
    note: dict[str, float | int | str] = {}
    if asked_tp is not None or asked_pp is not None:
        wanted = _asked_candidates(r, server, asked_tp, asked_pp)
        first = wanted[0] if wanted else None
        if first is not None:
            b, p, layout = _layout(r, server, *first, asked_dp, gpu)
            # The split asked for in full (or its first form, tensor parallel inside one node, when it fits).
            if len(wanted) == 1 or verdict_for(b, usable) != "does_not_fit":
                return b, p.model_copy(update={"reason": "split_asked", "reason_params": {
                    "gpus": p.gpus_per_replica, "replicas": p.replicas}}), layout
            splits = wanted
        else:
            note = {"asked": (asked_tp or 1) * (asked_pp or 1), "server_gpus": server.gpu_count}
    if asked_dp is not None:  # copies fixed, their size left open: the sizes that leave room for them
        splits = [(t, p) for t, p in splits if _copies(server, t * p) >= asked_dp] or splits[:1]
    layouts = [_layout(r, server, tp, pp, asked_dp, gpu) for tp, pp in splits]
    verdicts = [verdict_for(b, usable) for b, _, _ in layouts]
    fits = [(lay, v) for lay, v in zip(layouts, verdicts, strict=True) if v != "does_not_fit"]
    if not fits:
        b, p, layout = max(layouts, key=lambda lay: lay[1].gpus_per_replica)
        return b, p.model_copy(update={"code": "too_large"}), layout
    if len(fits) == 1:  # nothing to weigh: no speed needed here
        (b, p, layout), _ = fits[0]
        params: dict[str, float | int | str] = {"gpus": p.gpus_per_replica, "replicas": p.replicas, **note}
        return b, p.model_copy(update={"reason": "split_asked_unavailable" if note else "split_only_fit",
                                       "reason_params": params}), layout
    fitting: list[_Option] = []
    for (b, p, layout), verdict in fits:
        speed = _inference_speed(r, b, gpu, layout, p.replicas, None, curve=False)
        rate = r.workload.load.requests_per_s
        if rate is not None and speed.request_s is not None:
            # Traffic: weigh the split at the requests its rate keeps in flight (Little's law: rate × the time
            # one request takes), where copies beat one wide copy, not at the few users `concurrency` says.
            in_flight = max(r.workload.load.concurrency, math.ceil(rate * speed.request_s.typical))
            speed = inference_speed(with_load(r, concurrency=in_flight), b, gpu, layout, p.replicas, None,
                                    curve=False)
        must, other = _misses(r, speed)
        long_typical, long_high = long_case_fits(r, b, p, usable, gpu)  # the long case is a must-have too
        rank = max(VERDICT_RANK[verdict], VERDICT_RANK["fits" if long_high else "tight"])
        fitting.append(_Option(b, p, layout, rank, speed, must + (0 if long_typical else 1), other,
                               int(p.tensor_parallel > 1 and server.interconnect == "pcie")))
    best = min(fitting, key=_Option.key)
    b, p, layout, speed, must, other = best.budget, best.placement, best.layout, best.speed, best.must, best.other
    has_targets = bool(target_checks(r.workload, speed))
    if note:
        reason = "split_asked_unavailable"
    elif any(o.pcie_split and o.key()[:3] == best.key()[:3] and o.key()[4] < best.key()[4] for o in fitting):
        reason = "split_replicas_not_pcie"  # estimated slower than the split over PCIe, and kept clear of it
    elif has_targets and not must and not other:
        reason = "split_meets_targets"
    elif has_targets:
        reason = "split_closest_to_targets"
    else:
        reason = "split_most_throughput"
    params = {"gpus": p.gpus_per_replica, "replicas": p.replicas, "concurrency": r.workload.load.concurrency,
              **note}
    if speed.aggregate_tokens_per_s:
        params["throughput"] = round(speed.aggregate_tokens_per_s.typical)
    return b, p.model_copy(update={"reason": reason, "reason_params": params}), layout


def _partial_offload(r: Resolved, server: ServerProfile, gpu: GpuSpec, usable: int
                     ) -> tuple[Resolved, Budget, Placement, Layout] | None:
    """llama.cpp / Ollama when the whole model does not fit on the node's GPUs and the workload leaves
    `gpu_layers` open: the most layers that fit on them (the rest, with their cache, run on the CPU), as
    Ollama chooses by itself (llm/memory.go EstimateGPULayers) and llama.cpp's -ngl asks."""
    w = r.workload
    if not traits(w.runtime).layer_split or w.runtime_options.gpu_layers is not None or w.is_training:
        return None
    layers = r.model.arch.layers
    if not layers:
        return None
    group = max(_tp_sizes(r, server))
    asked_tp, _pp, _dp = _asked_split(r)
    if asked_tp is not None and asked_tp in _tp_sizes(r, server):
        group = asked_tp

    budgets: dict[int, Budget] = {}

    def budget_at(n: int) -> Budget:
        if n not in budgets:
            budgets[n] = _layout(_with_gpu_layers(r, n), server, 1, group, 1, gpu)[0]
        return budgets[n]

    # The most layers whose high estimate still fits (room for what the estimate cannot see), else the most
    # whose typical estimate does.
    best = largest(lambda n: budget_at(n).per_gpu_high_bytes, usable, 0, layers)
    if best < 0:
        best = largest(lambda n: budget_at(n).per_gpu_bytes, usable, 0, layers)
    if best < 0:
        return None
    chosen = _with_gpu_layers(r, best)
    b, p, layout = _layout(chosen, server, 1, group, 1, gpu)
    p = p.model_copy(update={"code": "partial_offload", "gpu_layers": best, "model_layers": layers,
                             "reason": "gpu_layers_fit",
                             "reason_params": {"gpu_layers": best, "layers": layers, "gpus": group}})
    return chosen, b, p, layout


def _boundaries(r: Resolved, p: Placement, usable: int, gpu: GpuSpec) -> tuple[int | None, int | None, bool]:
    w = r.workload
    if w.is_training:
        def need_batch(n: int) -> int:
            return budget_for(_with_training(r, micro_batch=n), gpus=p.gpus_used).per_gpu_bytes

        def need_seq(n: int) -> int:
            return budget_for(_with_training(r, seq_len=n), gpus=p.gpus_used).per_gpu_bytes

        batch = largest(need_batch, usable, 1, MAX_SEARCH_CONCURRENCY)
        seq = largest(need_seq, usable, 1, MAX_SEARCH_TOKENS)
        return (batch if batch >= 1 else 0), (seq if seq >= 1 else 0), False
    per_replica = max(1, -(-w.load.concurrency // p.replicas))

    def need_conc(n: int) -> int:
        return replica_budget(with_load(r, concurrency=n), p, gpu).per_gpu_bytes

    def need_input(n: int) -> int:
        return replica_budget(with_load(r, input_tokens=n, concurrency=per_replica), p, gpu).per_gpu_bytes

    per_replica_max = largest(need_conc, usable, 1, MAX_SEARCH_CONCURRENCY)
    max_conc = max(0, per_replica_max) * p.replicas
    if r.task in PIPELINE_TASKS:
        return max_conc, None, False  # images and audio windows, not a text context
    model_max = r.model.arch.max_context
    cap = MAX_SEARCH_TOKENS
    if model_max:
        cap = max(1, model_max - w.load.output_tokens)
    best_input = largest(need_input, usable, 1, cap)
    if best_input < 1:
        return max_conc, 0, False
    limited = bool(model_max) and best_input >= cap
    return max_conc, best_input + w.load.output_tokens, limited


def place(r: Resolved, server: ServerProfile, catalog: Catalog, with_boundaries: bool = True,
          pricing: Pricing | None = None, *, speed_beyond_memory: bool = False, speed_curve: bool = True) -> FitResult:
    """Fit one resolved workload on one server profile.

    Where memory does not fit, the result has no speed (the work cannot run there as asked), unless
    `speed_beyond_memory`: the speed calibration scores the engine on runs a runtime made by queueing what its
    memory could not hold at once (tests/core/calibration_speed), so it asks for the figure anyway; it reads the
    figures at the workload's own load only (`speed_curve=False`: no curve over other loads)."""
    gpu = server.gpu_spec(catalog)
    if gpu is None:
        empty = Placement(replicas=0, tensor_parallel=0, data_parallel=0, zero_stage=0, gpus_used=0,
                          code="unknown_gpu")
        return offer(FitResult(
            server_id=server.id, server_name=server.name, gpu_id=server.gpu.id, gpu_name=server.gpu.id or "?",
            gpu_count=server.gpu_count, verdict="unknown_gpu", memory_verdict="unknown_gpu", per_gpu_bytes=0,
            per_gpu_low_bytes=0,
            per_gpu_high_bytes=0, capacity_bytes=0, gpu_memory_bytes=0, reserved_fraction=None, headroom_bytes=0,
            headroom_fraction=0.0, placement=empty, budget=None, max_concurrency=None, max_context=None,
            speed=None, warnings=[Finding(code="unknown_gpu", severity="critical", rule="fit",
                                          params={"gpu": server.gpu.id or ""})],
            power_draw_w=power_draw(server, None)[0], power_stated=bool(server.power_w)), server, pricing)

    w = r.workload
    host = host_of(server, gpu)
    if w.is_training:
        total = server.total_gpus
        b = budget_for(r, gpus=total)
        par = b.parallel
        # Training words: one GPU, data parallel, or data parallel with the training state sharded (ZeRO ≥ 1 /
        # FSDP) — never copies "serving a share of the requests".
        code = "pipeline_parallel" if par.pipeline_parallel > 1 else (
            ("sharded_data_parallel" if par.zero_stage > 0 else "data_parallel") if total > 1 else "training_one_gpu")
        placement = Placement(replicas=1, tensor_parallel=par.tensor_parallel, data_parallel=par.data_parallel,
                              zero_stage=par.zero_stage, pipeline_parallel=par.pipeline_parallel, gpus_used=par.gpus,
                              nodes=server.nodes, nodes_per_replica=server.nodes, code=code)
        layout = Layout(host=host, nodes=server.nodes)
    else:
        probe = budget_for(r, gpus=1, tp=1, device=gpu)
        usable_probe = usable_bytes(gpu, probe.reserved_fraction)
        b, placement, layout = _inference_layout(r, server, gpu, usable_probe)
        if placement.code == "too_large":
            partial = _partial_offload(r, server, gpu, usable_probe)
            if partial is not None:
                r, b, placement, layout = partial
    usable = usable_bytes(gpu, b.reserved_fraction)
    memory: MemoryVerdict = "does_not_fit" if placement.code == "too_large" else verdict_for(b, usable)
    max_conc = max_ctx = None
    limited = False
    if with_boundaries and memory != "does_not_fit":
        # Memory only: shared within a ranking or a fit's tries (app.core.memory.memo.MEMORY_KINDS).
        max_conc, max_ctx, limited = remembered("boundaries", (r, gpu), (placement.model_dump_json(), usable),
                                                lambda: _boundaries(r, placement, usable, gpu))
    elif with_boundaries:
        max_conc, max_ctx = 0, 0
    speed: SpeedEstimate | None = None  # the work cannot run where memory does not fit: no speed, queue or cost
    runs = memory != "does_not_fit" or speed_beyond_memory
    if runs and w.is_training:
        speed = training_speed(r, b, gpu, placement.gpus_used, host, server.nodes)
    elif runs:
        speed = _inference_speed(r, b, gpu, layout, placement.replicas, max_conc if max_conc else None,
                                 curve=speed_curve)
        if memory == "does_not_fit" and speed.traffic is not None:
            speed = speed.model_copy(update={"traffic": None})  # no sequences fit: no queue to speak of
    calibrated_speed = _with_calibration(speed, r, server, placement)
    if calibrated_speed is not None and speed is not None and speed.traffic is not None \
            and calibrated_speed.calibration is not None:
        # The queue reads the calibrated engine too, so the percentiles and the servers needed agree with the
        # calibrated curve rather than with the formula's.
        factors = engine_factors(speed, matching(server.calibrations, workload_fingerprint(r.workload)))
        if factors is not None:
            calibrated_speed = calibrated_speed.model_copy(update={"traffic": calibrated_traffic(
                r, b, gpu, layout, placement.replicas, max_conc if max_conc else None, factors)})
    speed = calibrated_speed if calibrated_speed is not None else speed
    headroom = usable - b.per_gpu_bytes
    checks = target_checks(w, speed) if memory != "does_not_fit" else []
    missed, long_high_fits = must_have_misses(r, b, placement, usable, checks, gpu) if memory != "does_not_fit" \
        else ([], True)
    result = FitResult(
        server_id=server.id, server_name=server.name, gpu_id=gpu.id, gpu_name=gpu.name, gpu_count=server.gpu_count,
        gpu_vendor=gpu.vendor,
        verdict=final_verdict(memory, missed, long_high_fits), memory_verdict=memory, missed=missed,
        per_gpu_bytes=b.per_gpu_bytes, per_gpu_low_bytes=b.per_gpu_low_bytes,
        per_gpu_high_bytes=b.per_gpu_high_bytes, capacity_bytes=usable, gpu_memory_bytes=gpu.capacity_bytes,
        reserved_fraction=b.reserved_fraction, headroom_bytes=headroom, headroom_fraction=headroom / usable,
        placement=placement, budget=b, max_concurrency=max_conc, max_context=max_ctx,
        max_context_limited_by_model=limited, speed=speed,
        targets=checks, power_draw_w=power_draw(server, gpu)[0], power_stated=bool(server.power_w))
    host_typical, host_high, _offloaded, _dataset = host_need_per_node(result, server)
    result = result.model_copy(update={"host_parts_per_node": host_parts_per_node(result, server),
                                       "host_bytes_per_node": host_typical, "host_high_bytes_per_node": host_high,
                                       "ram_bytes": server.ram_bytes})
    return offer(result.model_copy(update={"warnings": server_findings(r, result, server, gpu)}), server, pricing)


def power_draw(server: ServerProfile, gpu: GpuSpec | None) -> tuple[float | None, bool]:
    """(watts the whole offer draws, whether the profile states it): power_w per node, else the GPUs' TDP ×
    the usual system share (SYSTEM_POWER_PER_GPU_TDP, as the power rule estimates it)."""
    if server.power_w:
        return server.power_w * server.nodes, True
    if gpu is None:
        return None, False
    return gpu.tdp_w * server.gpu_count * SYSTEM_POWER_PER_GPU_TDP.typical * server.nodes, False


def job_hours(result: FitResult) -> float | None:
    """Hours the job runs on this server (typical): a training job with a dataset size, a sized batch; None
    for a service or work without a size."""
    speed = result.speed
    if speed is None:
        return None
    hours = speed.training_hours if speed.kind == "training" else speed.batch_hours
    return hours.typical if hours is not None else None


def _with_calibration(speed: SpeedEstimate | None, r: Resolved, server: ServerProfile,
                      placement: Placement) -> SpeedEstimate | None:
    """The speed estimate with the newest pilot measured on this server for this model + precision + runtime
    + mode applied (app.core.speed.calibration); unchanged where the server holds none."""
    if not server.calibrations:
        return speed
    cal = matching(server.calibrations, workload_fingerprint(r.workload))
    return calibrated(speed, cal, output_tokens=r.workload.load.output_tokens, gpus_used=placement.gpus_used)


def offer(result: FitResult, server: ServerProfile, pricing: Pricing | None = None) -> FitResult:
    """A placement as `server`'s offer: its id, name and price terms, and the figures the terms give
    (app.core.offers.pricing.cost_of_work: the month, the job, the price per million tokens).

    `place` ends here, and nothing before it reads the offer's id, name, provider, notes or price: a
    placement is the same for every offer of the same hardware, which lets a comparison of a large
    library place each hardware once (app.core.fit.library.place_all)."""
    price, speed = server.price, result.speed
    fits = result.memory_verdict not in ("does_not_fit", "unknown_gpu")
    month = job = None
    if price is not None:
        pricing = pricing if pricing is not None else load_pricing()
        month = cost_of_work(price, None, pricing, power_w=result.power_draw_w)
        hours = job_hours(result) if fits else None
        job = cost_of_work(price, hours, pricing, power_w=result.power_draw_w) if hours is not None else None
    per_mtok = batch_cost = None
    if month and speed is not None and speed.aggregate_tokens_per_s and speed.aggregate_tokens_per_s.typical > 0 \
            and fits:
        tokens_month = speed.aggregate_tokens_per_s.typical * SECONDS_PER_MONTH
        per_mtok = month.amount / (tokens_month / 1e6)
    if job is not None and speed is not None and speed.batch_hours is not None:
        batch_cost = job.amount
    return result.model_copy(update={
        "server_id": server.id, "server_name": server.name, "price": price,
        "price_monthly": month.amount if month else None, "currency": price.currency.upper() if price else None,
        "month_cost": month, "job_cost": job, "price_per_million_tokens": per_mtok, "batch_cost": batch_cost})


def fit(workload: Workload, server: ServerProfile, catalog: Catalog, pricing: Pricing | None = None) -> FitResult:
    return place(resolve(workload, catalog), server, catalog, pricing=pricing)
