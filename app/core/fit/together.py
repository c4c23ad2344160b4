"""Several workloads on one server: which are resident together, which GPUs hold which, and one verdict.

A team serves a chatbot by day and fine-tunes by night; a RAG service runs an embedder beside its LLM.
Each workload keeps its own budget, speed and must-haves (`place` on the GPUs it is given); this module
decides, for every part of the day, which workloads are loaded at once (their `schedule`), and gives
each of them GPUs:

1. whole GPUs first — each workload the fewest GPUs its memory fits on (every runtime works this way);
2. where whole GPUs run out, workloads that fit on one GPU share GPUs (first fit, largest first). Every
   runtime here can share a GPU when told how much to take (`SHARE_KNOBS`: vLLM's
   gpu_memory_utilization must be lowered, llama.cpp takes what it allocates), and the busiest GPU
   must hold all its residents' needs within the strictest runtime's usable memory;
3. GPUs left over go to the workloads that miss a must-have on their share (more copies, more speed).

Workloads that share a GPU share its time: while all are busy each gets 1 / (residents) of it, so their
speed figures are divided by that count before their must-haves are checked (a bound a pilot refines).
The verdict of the set is the worst over the parts of the day: the busiest GPU's memory, then every
workload's must-haves.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field

from app.core.catalog import Catalog
from app.core.fit.place import place
from app.core.fit.types import (
    COMFORT_HEADROOM_SHARE,
    MEETS_MUST_HAVES,
    VERDICT_RANK,
    FitResult,
    Missed,
    TargetCheck,
    Verdict,
)
from app.core.offers.money import ExchangeRates, load_rates
from app.core.offers.server import ServerProfile
from app.core.workload.resolve import Resolved, resolve
from app.core.workload.schema import Workload

HOURS_PER_DAY = 24
# How each runtime is told to take only its share of a GPU it shares with another program (the launch
# option Headroom sets), or None where it allocates only what it uses. Sources: vLLM engine args
# (--gpu-memory-utilization, a fraction of the GPU's total memory); SGLang server args (--mem-fraction-static);
# TGI launcher (--cuda-memory-fraction); TensorRT-LLM KvCacheConfig.free_gpu_memory_fraction; llama.cpp,
# Ollama, transformers and the training frameworks allocate as they go (PyTorch's caching allocator).
SHARE_KNOBS: dict[str, str | None] = {
    "vllm": "gpu_memory_utilization",
    "sglang": "mem_fraction_static",
    "tgi": "cuda_memory_fraction",
    "tensorrt-llm": "free_gpu_memory_fraction",
}
# A memory fraction handed to a runtime is rounded down to this many digits (vLLM reads two).
FRACTION_DIGITS = 2
# Target keys where a lower figure is better (the rest are rates: higher is better).
LOWER_IS_BETTER = frozenset({"ttft_s", "training_hours", "batch_deadline"})


class Resident(BaseModel):
    """One workload in one part of the day: its GPUs, whether it shares them, and its result there."""

    model_config = ConfigDict(frozen=True)

    index: int = Field(description="The workload's position in the set (0-based).")
    name: str
    gpus: list[int] = Field(description="Indices of the server's GPUs that hold it (0-based, across nodes).")
    shares_gpu: bool = Field(description="Another workload is loaded on the same GPU.")
    sharing: int = Field(default=1, description="Workloads loaded on its GPU (1 = a GPU of its own).")
    share_knob: str | None = Field(default=None, description="The runtime's launch option that limits its share.")
    memory_fraction: float | None = Field(
        default=None, description="The value to give that option (a fraction of the GPU's memory) when shared.")
    per_gpu_bytes: int
    per_gpu_high_bytes: int
    verdict: Verdict = Field(description="This workload's own verdict on its GPUs, with shared speed.")
    missed: list[Missed] = Field(default_factory=list)
    targets: list[TargetCheck] = Field(default_factory=list, description="Targets against the shared speed.")
    result: FitResult = Field(description="The workload placed on its GPUs alone (speed before sharing).")


class Slice(BaseModel):
    """A part of the day with the same workloads loaded."""

    model_config = ConfigDict(frozen=True)

    hours: list[int] = Field(description="Hours of the day (0-23) this part covers.")
    residents: list[Resident]
    busiest_gpu: int = Field(description="The GPU with the largest need (0-based).")
    busiest_bytes: int = Field(description="Its need: every resident's typical need per GPU, summed.")
    busiest_high_bytes: int
    capacity_bytes: int = Field(description="Usable memory of that GPU (the strictest resident runtime's).")
    gpus_used: int
    verdict: Verdict


class TogetherResult(BaseModel):
    """The set of workloads judged on one server.

    reason codes: `fits_apart` (every resident has GPUs of its own), `fits_shared` (some share a GPU),
    `never_together` (the schedules never overlap: the need is the larger, not the sum), `too_large`
    (a workload does not fit the server even alone), `no_room` (the busiest part of the day needs more GPU
    memory than the server has), `misses` (memory fits but a must-have is missed).
    """

    model_config = ConfigDict(frozen=True)

    server_id: str | None
    server_name: str
    gpu_name: str
    gpu_count: int = Field(description="GPUs of the whole server (all nodes).")
    verdict: Verdict
    memory_verdict: Verdict = Field(description="What memory alone says: the busiest GPU of the busiest part of "
                                                 "the day against its usable memory.")
    reason: str
    reason_params: dict[str, float | int | str] = Field(default_factory=dict)
    slices: list[Slice]
    alone: list[FitResult] = Field(description="Each workload placed alone on the whole server.")
    price_monthly: float | None = None
    currency: str | None = None

    @property
    def key(self) -> str:
        return self.server_id or self.server_name

    @property
    def meets_must_haves(self) -> bool:
        return self.verdict in MEETS_MUST_HAVES

    @property
    def worst(self) -> Slice | None:
        return max(self.slices, key=lambda s: (VERDICT_RANK[s.verdict], s.busiest_bytes), default=None)


def hours_of(workload: Workload) -> frozenset[int]:
    """The hours of the day a workload is loaded (every hour when it has no schedule)."""
    sched = workload.schedule
    if sched is None or sched.hours is None:
        return frozenset(range(HOURS_PER_DAY))
    start, end = sched.span
    if start < end:
        return frozenset(range(start, end))
    return frozenset(h % HOURS_PER_DAY for h in range(start, end + HOURS_PER_DAY))


def resident_sets(workloads: Sequence[Workload]) -> list[tuple[frozenset[int], list[int]]]:
    """The distinct sets of workloads loaded at once, each with the hours it is loaded exactly; sets that
    another set contains are dropped (what holds for the larger set holds for the smaller, at its hours)."""
    spans = [hours_of(w) for w in workloads]
    by_set: dict[frozenset[int], list[int]] = {}
    for h in range(HOURS_PER_DAY):
        members = frozenset(i for i, s in enumerate(spans) if h in s)
        if members:
            by_set.setdefault(members, []).append(h)
    maximal = sorted((s for s in by_set if not any(s < t for t in by_set)), key=lambda m: by_set[m][0])
    return [(s, by_set[s]) for s in maximal]


def spans(hours: Sequence[int]) -> list[str]:
    """Hours of the day as HH-HH runs, joined across midnight: [22, 23, 0, 1] → ['22-02']."""
    hs = sorted(set(hours))
    if len(hs) == HOURS_PER_DAY:
        return ["00-24"]
    runs: list[list[int]] = []
    for h in hs:
        if runs and runs[-1][-1] == h - 1:
            runs[-1].append(h)
        else:
            runs.append([h])
    if len(runs) > 1 and runs[0][0] == 0 and runs[-1][-1] == HOURS_PER_DAY - 1:
        runs[0] = runs.pop() + runs[0]
    return [f"{r[0]:02d}-{(r[-1] + 1) % HOURS_PER_DAY:02d}" if r[-1] + 1 != HOURS_PER_DAY else f"{r[0]:02d}-24"
            for r in runs]


def _sub_server(server: ServerProfile, gpus: int) -> ServerProfile:
    """The part of `server` that `gpus` whole GPUs make: fewer GPUs in one node, or whole nodes."""
    per_node = server.gpu_count
    if gpus <= per_node:
        return server.model_copy(update={"gpu_count": gpus, "nodes": 1})
    return server.model_copy(update={"nodes": gpus // per_node})


def gpu_counts(server: ServerProfile) -> list[int]:
    """How many whole GPUs a workload may be given: powers of two inside a node (and the node), then whole
    nodes."""
    per_node, counts, p = server.gpu_count, set(), 1
    while p <= per_node:
        counts.add(p)
        p *= 2
    counts.add(per_node)
    counts |= {per_node * k for k in range(2, server.nodes + 1)}
    return sorted(counts)


@dataclass
class _Member:
    index: int
    resolved: Resolved
    runtime: str
    fits: dict[int, FitResult]  # GPUs given → the workload placed on them

    def smallest(self) -> int | None:
        """The fewest GPUs its memory fits on (None: not even on the whole server)."""
        return next((g for g, f in sorted(self.fits.items()) if f.memory_verdict in ("fits", "tight")), None)


def _shared_checks(result: FitResult, sharing: int) -> tuple[list[TargetCheck], list[Missed]]:
    """The targets held against the speed this workload keeps when `sharing` workloads share its GPU."""
    if sharing <= 1:
        return list(result.targets), list(result.missed)
    checks, missed = [], [m for m in result.missed if m.key in ("long_input", "context_limit")]
    for t in result.targets:
        estimate = t.estimate * sharing if t.key in LOWER_IS_BETTER else t.estimate / sharing
        met = estimate <= t.target if t.key in LOWER_IS_BETTER else estimate >= t.target
        checks.append(t.model_copy(update={"estimate": estimate, "met": met}))
        if not met and t.must_have:
            missed.append(Missed(key=t.key, figure=estimate, target=t.target))
    return checks, missed


def _resident_verdict(result: FitResult, missed: list[Missed]) -> Verdict:
    if result.verdict in ("does_not_fit", "unknown_gpu"):
        return result.verdict
    if missed:
        return "misses_must_have"
    return "tight" if result.verdict == "tight" else "fits"


def _memory_verdict(need: int, high: int, capacity: int) -> Verdict:
    if need > capacity:
        return "does_not_fit"
    if high > capacity or capacity - need < COMFORT_HEADROOM_SHARE * capacity:
        return "tight"
    return "fits"


class _Packer:
    """Gives the members of one resident set GPUs on the server (whole GPUs, then shared ones)."""

    def __init__(self, members: list[_Member], server: ServerProfile, total: int):
        self.members, self.server, self.total = members, server, total

    def plan(self) -> dict[int, tuple[list[int], FitResult]] | None:
        sizes = {m.index: m.smallest() for m in self.members}
        if any(s is None for s in sizes.values()):
            return None
        need = {i: int(s or 0) for i, s in sizes.items()}
        if sum(need.values()) <= self.total:
            return self._apart(need)
        return self._shared(need)

    def _apart(self, need: dict[int, int]) -> dict[int, tuple[list[int], FitResult]]:
        given = dict(need)
        spare = self.total - sum(given.values())
        for m in self.members:  # spare GPUs to those that miss a must-have, in the set's order
            while spare > 0 and m.fits[given[m.index]].missed:
                bigger = next((g for g in sorted(m.fits) if g > given[m.index]
                               and g - given[m.index] <= spare), None)
                if bigger is None:
                    break
                spare -= bigger - given[m.index]
                given[m.index] = bigger
        out, first = {}, 0
        for m in self.members:
            g = given[m.index]
            out[m.index] = (list(range(first, first + g)), m.fits[g])
            first += g
        return out

    def _shared(self, need: dict[int, int]) -> dict[int, tuple[list[int], FitResult]] | None:
        whole = [m for m in self.members if need[m.index] > 1]
        single = sorted((m for m in self.members if need[m.index] == 1),
                        key=lambda m: -m.fits[1].per_gpu_bytes)
        first = sum(need[m.index] for m in whole)
        if first >= self.total and single:
            return None
        out: dict[int, tuple[list[int], FitResult]] = {}
        start = 0
        for m in whole:
            g = need[m.index]
            out[m.index] = (list(range(start, start + g)), m.fits[g])
            start += g
        bins: list[list[_Member]] = [[] for _ in range(self.total - first)]
        for m in single:  # first fit, largest first; the last GPU takes what fits nowhere (it overflows)
            f = m.fits[1]
            target = next((b for b in bins if _fits_with(b, f)), None)
            if target is None:
                target = min(bins, key=lambda b: sum(x.fits[1].per_gpu_bytes for x in b))
            target.append(m)
        for k, b in enumerate(bins):
            for m in b:
                out[m.index] = ([first + k], m.fits[1])
        return out


def _fits_with(residents: list[_Member], f: FitResult) -> bool:
    parts = [x.fits[1] for x in residents] + [f]
    capacity = min(p.capacity_bytes for p in parts)
    return sum(p.per_gpu_bytes for p in parts) <= capacity


def _fraction(result: FitResult, high_sum: int, need_sum: int, capacity: int) -> float:
    """This resident's share of the GPU's memory, in proportion to its need (its high figure when all high
    figures fit), as a fraction of the GPU's total memory, rounded down."""
    own, total = (result.per_gpu_high_bytes, high_sum) if high_sum <= capacity else (result.per_gpu_bytes, need_sum)
    share = capacity * own / total if total else 0
    scale = 10 ** FRACTION_DIGITS
    return int(share / result.gpu_memory_bytes * scale) / scale if result.gpu_memory_bytes else 0.0


def _slice(hours: list[int], members: list[_Member], names: Sequence[str], server: ServerProfile,
           total: int) -> Slice | None:
    plan = _Packer(members, server, total).plan()
    if plan is None:
        return None
    on_gpu: dict[int, list[int]] = {}
    for i, (gpus, _res) in plan.items():
        for g in gpus:
            on_gpu.setdefault(g, []).append(i)
    load = {g: (sum(plan[i][1].per_gpu_bytes for i in ws), sum(plan[i][1].per_gpu_high_bytes for i in ws),
                min(plan[i][1].capacity_bytes for i in ws)) for g, ws in on_gpu.items()}
    busiest = max(load, key=lambda g: (load[g][0] - load[g][2], load[g][0]))
    residents = []
    runtime = {m.index: m.runtime for m in members}
    for m in members:
        gpus, res = plan[m.index]
        sharing = max(len(on_gpu[g]) for g in gpus)
        checks, missed = _shared_checks(res, sharing)
        need, high, cap = load[gpus[0]]
        knob = SHARE_KNOBS.get(runtime[m.index]) if sharing > 1 else None
        residents.append(Resident(
            index=m.index, name=names[m.index], gpus=gpus, shares_gpu=sharing > 1, sharing=sharing,
            share_knob=knob, memory_fraction=_fraction(res, high, need, cap) if knob else None,
            per_gpu_bytes=res.per_gpu_bytes, per_gpu_high_bytes=res.per_gpu_high_bytes,
            verdict=_resident_verdict(res, missed), missed=missed, targets=checks, result=res))
    need, high, cap = load[busiest]
    memory = _memory_verdict(need, high, cap)
    worst = max([memory, *(r.verdict for r in residents)], key=lambda v: VERDICT_RANK[v])
    if memory == "does_not_fit":
        worst = "does_not_fit"
    return Slice(hours=hours, residents=residents, busiest_gpu=busiest, busiest_bytes=need, busiest_high_bytes=high,
                 capacity_bytes=cap, gpus_used=len(on_gpu), verdict=worst)


def _reason(slices: list[Slice], alone: list[FitResult], names: Sequence[str],
            sets: list[tuple[frozenset[int], list[int]]]) -> tuple[str, dict[str, float | int | str]]:
    too_large = next((i for i, f in enumerate(alone) if f.memory_verdict == "does_not_fit"), None)
    if too_large is not None:
        return "too_large", {"workload": names[too_large]}
    worst = max(slices, key=lambda s: (VERDICT_RANK[s.verdict], s.busiest_bytes))
    params: dict[str, float | int | str] = {"hours": ", ".join(spans(worst.hours)), "need": worst.busiest_bytes,
                                            "capacity": worst.capacity_bytes, "gpu": worst.busiest_gpu}
    if worst.verdict == "does_not_fit":
        params["workloads"] = len([r for r in worst.residents if worst.busiest_gpu in r.gpus])
        return "no_room", params
    if worst.verdict == "misses_must_have":
        miss = next(r for r in worst.residents if r.missed)
        return "misses", {**params, "workload": miss.name, "sharing": miss.sharing}
    if all(len(s) == 1 for s, _hours in sets) and len(alone) > 1:
        return "never_together", params
    shared = next((r for s in slices for r in s.residents if r.shares_gpu), None)
    if shared is not None:
        return "fits_shared", {**params, "workload": shared.name, "knob": shared.share_knob or "",
                               "fraction": shared.memory_fraction or 0.0}
    return "fits_apart", params


def _empty_slice(hours: list[int], members: list[_Member], names: Sequence[str], total: int) -> Slice:
    """A part of the day where some workload does not fit even on the whole server."""
    residents = []
    for m in members:
        res = m.fits[max(m.fits)]
        residents.append(Resident(index=m.index, name=names[m.index], gpus=list(range(total)), shares_gpu=False,
                                  per_gpu_bytes=res.per_gpu_bytes, per_gpu_high_bytes=res.per_gpu_high_bytes,
                                  verdict=res.verdict, missed=list(res.missed), targets=list(res.targets),
                                  result=res))
    worst = max(residents, key=lambda r: r.per_gpu_bytes - r.result.capacity_bytes)
    return Slice(hours=hours, residents=residents, busiest_gpu=0, busiest_bytes=worst.per_gpu_bytes,
                 busiest_high_bytes=worst.per_gpu_high_bytes, capacity_bytes=worst.result.capacity_bytes,
                 gpus_used=total, verdict="does_not_fit")


def place_together(workloads: Sequence[Workload], server: ServerProfile, catalog: Catalog,
                   resolved: Sequence[Resolved] | None = None) -> TogetherResult:
    """Judge `workloads` on one server: the resident sets over the day, the GPUs of each, one verdict."""
    rs = list(resolved) if resolved is not None else [resolve(w, catalog) for w in workloads]
    names = [w.name for w in workloads]
    total = server.total_gpus
    counts = gpu_counts(server)
    members = [_Member(index=i, resolved=r, runtime=str(r.workload.runtime),
                       fits={g: place(r, _sub_server(server, g), catalog, with_boundaries=False) for g in counts})
               for i, r in enumerate(rs)]
    alone = [place(r, server, catalog) for r in rs]
    sets = resident_sets(workloads)
    slices = []
    for members_idx, hours in sets:
        group = [members[i] for i in sorted(members_idx)]
        made = _slice(hours, group, names, server, total)
        slices.append(made if made is not None else _empty_slice(hours, group, names, total))
    verdict = max((s.verdict for s in slices), key=lambda v: VERDICT_RANK[v])
    reason, params = _reason(slices, alone, names, sets)
    memory = max((_memory_verdict(s.busiest_bytes, s.busiest_high_bytes, s.capacity_bytes) for s in slices),
                 key=lambda v: VERDICT_RANK[v])
    first = alone[0]
    return TogetherResult(
        server_id=server.id, server_name=server.name, gpu_name=first.gpu_name, gpu_count=total, verdict=verdict,
        memory_verdict=memory, reason=reason, reason_params=params, slices=slices, alone=alone,
        price_monthly=server.price.monthly if server.price else None,
        currency=server.price.currency if server.price else None)


class TogetherComparison(BaseModel):
    """The set judged on every server; the recommendation is the cheapest (by monthly price, the set running
    all month) where the set fits and meets every must-have, ties to the least busy GPU."""

    model_config = ConfigDict(frozen=True)

    results: list[TogetherResult]
    recommended: str | None
    reason: str = Field(description="cheapest | only_one | tight_only | none_meets | none_fits")
    converted: bool = False


def _monthly_in_base(r: TogetherResult, rates: ExchangeRates) -> float | None:
    if r.price_monthly is None or r.currency is None or not rates.knows(r.currency.upper()):
        return None
    return rates.to_base(r.price_monthly, r.currency.upper())


def compare_together(workloads: Sequence[Workload], servers: Sequence[ServerProfile], catalog: Catalog,
                     rates: ExchangeRates | None = None) -> TogetherComparison:
    rates = rates if rates is not None else load_rates()
    rs = [resolve(w, catalog) for w in workloads]
    results = [place_together(workloads, s, catalog, rs) for s in servers]

    def key(r: TogetherResult) -> tuple[int, int, float, float]:
        worst = r.worst
        spare = (worst.capacity_bytes - worst.busiest_bytes) / worst.capacity_bytes if worst and \
            worst.capacity_bytes else 0.0
        cost = _monthly_in_base(r, rates)
        return VERDICT_RANK[r.verdict], 0 if cost is not None else 1, cost or 0.0, -spare

    ordered = sorted(results, key=key)
    eligible = [r for r in ordered if r.meets_must_haves]
    currencies = {(r.currency or "").upper() for r in results if r.price_monthly is not None}
    if not eligible:
        reason = "none_meets" if any(r.verdict == "misses_must_have" for r in results) else "none_fits"
        return TogetherComparison(results=ordered, recommended=None, reason=reason, converted=len(currencies) > 1)
    best = eligible[0]
    if best.verdict == "tight":
        reason = "tight_only"
    elif len(eligible) == 1:
        reason = "only_one"
    else:
        reason = "cheapest"
    return TogetherComparison(results=ordered, recommended=best.key, reason=reason, converted=len(currencies) > 1)
