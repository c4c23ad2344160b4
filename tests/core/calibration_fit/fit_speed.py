"""Speed terms fitted beside the efficiency rows (issue 29): llama.cpp's MMQ share of the int8 peak, the
tensor-parallel all-reduce latency per peer on each link (NVLink/NVSwitch and Infinity Fabric), and the fixed cost of
a mixture-of-experts layer in a decode step (MoeLayers) and the routed experts' share of the prefill rate (MoePrefill).

llama.cpp runs a quantized prompt's matrix products in its MMQ kernels on NVIDIA GPUs of compute capability 6.1
and newer (app/core/speed/kernels.py): int8 tensor cores from Turing on, dp4a on Pascal. Their speed is a share of
the GPU's int8 rate, one share for every GPU generation (what carries to a GPU without a case of its own). Each
time-to-first-token case on the MMQ path (the case's figure moves with the share) implies the share that meets its
measurement; the fit is their median, the low-high their 10th and 90th percentiles; leaving a source out drops
its cases (fitlib.fit_span). With no case left the engine's default stands (kernels.MMQ_SHARE_DEFAULT).
"""

from __future__ import annotations

import json
import math
import statistics
from collections.abc import Callable

import speed_view
from fitlib import GENERATED_BY, Implied, band_fields, fit_span, solve_increasing, source_key

from app.core import fitted
from app.core.catalog import load_catalog
from app.core.memory.memo import MEMORY_KINDS, shared_budgets
from app.core.model import arithmetic as arch_math
from app.core.runtimes import traits
from app.core.speed import efficiency as E
from app.core.speed.decode import ALLREDUCE_FIT_LINK, ALLREDUCE_HOP_CONSTANT, MOE_LAYER_CONSTANT, uses_fitted_hop
from app.core.speed.kernels import LLAMACPP_MMQ_SHARE, MMQ_SHARE_DEFAULT
from app.core.speed.prefill import MOE_FAMILY_FALLBACK, MOE_PREFILL_SHARE_CONSTANT, moe_family

# Bounds of the share one case may imply.
MMQ_BOUNDS = (0.02, 1.0)
# Prompts that set the share: few users (no other request's prompt ahead of it).
MAX_USERS = 8
FITTED_ON = ("tests/core/calibration_speed/cases_speed*.json: llama.cpp time-to-first-token cases on the MMQ path "
             "(quantized GGUF weights, NVIDIA compute capability >= 6.1, builds with MMQ by default)")


def _with_share(base: fitted.Fitted, value: float) -> fitted.Fitted:
    const = fitted.FittedValue(low=value, typical=value, high=value, cases=0, sources=0, fitted_on="probe")
    return base.model_copy(update={"constants": {**base.constants, LLAMACPP_MMQ_SHARE: const}})


def implied_mmq(cases: list[dict], base: fitted.Fitted | None = None) -> list[Implied]:
    """Each few-user prompt case whose figure moves with the MMQ share: the share that meets the measurement."""
    base = base or fitted.Fitted(generated_by=GENERATED_BY)
    out: list[Implied] = []
    for case in cases:
        if case["measured"]["metric"] != "ttft_s" or case["workload"]["load"]["concurrency"] > MAX_USERS:
            continue
        if traits(case["workload"]["runtime"]).speed_group != "llama.cpp":
            continue  # llama.cpp and the runtimes on its kernels (Ollama)

        def rate(x: float, case: dict = case) -> float:
            with fitted.use(_with_share(base, x)):
                return 1 / speed_view.view(case).typical

        with shared_budgets(MEMORY_KINDS):
            if rate(MMQ_BOUNDS[0]) == rate(MMQ_BOUNDS[1]):
                continue  # not on the MMQ path (cuBLAS: the row's prefill share sets it)
            value = solve_increasing(rate, 1 / float(case["measured"]["value"]), *MMQ_BOUNDS)
        out.append(Implied(case["id"], source_key(case["source"]), value))
    return out


def constants_from(implied: list[Implied], leave_out: str | None) -> dict[str, fitted.FittedValue]:
    span = fit_span(implied, leave_out)
    if span is None:
        d = MMQ_SHARE_DEFAULT
        return {LLAMACPP_MMQ_SHARE: fitted.FittedValue(low=d, typical=d, high=d, cases=0, sources=0,
                                                       fitted_on="no case left: the engine's default")}
    low, typical, high, cases, sources = span
    return {LLAMACPP_MMQ_SHARE: fitted.FittedValue(low=round(low, 4), typical=round(typical, 4), high=round(high, 4),
                                                   cases=cases, sources=sources, fitted_on=FITTED_ON)}


# --- tensor parallelism: the all-reduce's latency per peer, per link ------------------------------------------

HOP_BOUNDS = (0.2e-6, 200e-6)
HOP_FITTED_ON = ("tests/core/calibration_speed/cases_speed*.json: decode cases of dense models at 1-8 users with "
                 "tensor parallelism over {link} on rows that take the fitted hop (not the V0 ROCm row), each scored with "
                 "the efficiency rows fitted on the one-GPU cases")


def _tp(case: dict) -> int:
    return int((case.get("split") or {}).get("tensor_parallel", 1) or 1)


def _link(case: dict) -> str | None:
    return ALLREDUCE_FIT_LINK.get(case["server"].get("interconnect", "pcie"))


def _takes_fit(case: dict) -> bool:
    """Whether the case's efficiency row takes the fitted hop (decode.uses_fitted_hop): the V0 ROCm row's own
    tensor-parallel step cost was set with the default hop, so its cases neither fit nor get the fit."""
    gpu = load_catalog().gpus[case["server"]["gpu"]]
    version = case["workload"].get("runtime_options", {}).get("runtime_version")
    row = E.table_row(traits(case["workload"]["runtime"]).speed_group, E.gpu_family(gpu), version)
    return uses_fitted_hop(row)


class Hops:
    """The fitted all-reduce hop latency per link (decode.ALLREDUCE_HOP_S), refitted for every left-out source.

    Each tensor-parallel decode case at few users implies the hop latency that meets its measurement, with the
    efficiency rows of the same fold (fitted without the left-out source on one-GPU cases); the fit is the median
    per link. The implied values depend on the fold's rows only through the rows these cases use, so folds that
    leave those rows alike share one computation."""

    def __init__(self, cases: list[dict], rows_without: Callable[[str | None], dict[str, fitted.FittedEfficiency]],
                 constants_without: Callable[[str | None], dict[str, fitted.FittedValue]] | None = None):
        # MoE cases are scored only (issue 29, acc10-amd): their step adds expert routing and, with expert parallelism,
        # all-to-all dispatch the hop does not describe, and the MoE layer cost is fitted on one-GPU cases, so a
        # tensor-parallel MoE case cannot tell the hop from the MoE cost (moreh's Llama 4 Maverick decode on 8 x MI355X,
        # 75 % slower than the engine, read as an Infinity Fabric hop put AMD's own TP 8 latency tables 35 % too slow).
        self.cases = [c for c in cases if c["measured"]["metric"] != "ttft_s" and _tp(c) > 1 and _link(c)
                      and c["workload"]["load"]["concurrency"] <= MAX_USERS and _takes_fit(c) and not is_moe(c)]
        self.rows_without = rows_without
        self.constants_without = constants_without or (lambda _src: {})  # the fold's other terms (the MoE cost)
        self._cache: dict[str, list[tuple[str, Implied]]] = {}

    def implied(self, leave_out: str | None) -> list[tuple[str, Implied]]:
        rows, consts = self.rows_without(leave_out), self.constants_without(leave_out)
        key = json.dumps({"rows": {k: v.model_dump() for k, v in sorted(rows.items())},
                          "constants": {k: v.model_dump() for k, v in sorted(consts.items())}}, sort_keys=True)
        if key not in self._cache:
            base = fitted.Fitted(generated_by=GENERATED_BY, efficiency=rows, constants=consts)
            self._cache[key] = [(str(_link(c)), self._one(c, base)) for c in self.cases]
        return [(link, i) for link, i in self._cache[key] if i.source != leave_out]

    @staticmethod
    def _one(case: dict, base: fitted.Fitted) -> Implied:
        name = ALLREDUCE_HOP_CONSTANT.format(link=_link(case))

        def step(x: float) -> float:  # seconds per token: grows with the hop latency
            const = fitted.FittedValue(low=x, typical=x, high=x, cases=0, sources=0, fitted_on="probe")
            with fitted.use(base.model_copy(update={"constants": {**base.constants, name: const}})):
                return 1 / speed_view.view(case).typical

        target = 1 / speed_view.view(case).measured  # a latency case compares as output ÷ latency
        with shared_budgets(MEMORY_KINDS):
            return Implied(case["id"], source_key(case["source"]), solve_increasing(step, target, *HOP_BOUNDS))

    def constants(self, leave_out: str | None) -> dict[str, fitted.FittedValue]:
        by_link: dict[str, list[Implied]] = {}
        for link, i in self.implied(leave_out):
            by_link.setdefault(link, []).append(i)
        out: dict[str, fitted.FittedValue] = {}
        for link in sorted(set(ALLREDUCE_FIT_LINK.values())):
            span = fit_span(by_link.get(link, []))
            if span is None:
                continue  # no case: the engine's default (decode.ALLREDUCE_HOP_S)
            low, typical, high, cases, sources = span
            out[ALLREDUCE_HOP_CONSTANT.format(link=link)] = fitted.FittedValue(
                low=round(low, 9), typical=round(typical, 9), high=round(high, 9), cases=cases, sources=sources,
                fitted_on=HOP_FITTED_ON.format(link=link))
        return out


# --- mixture of experts: the fixed cost of an MoE layer in a decode step ---------------------------------------

MOE_BOUNDS = (0.1e-6, 1e-3)  # a case already slower than measured at no cost implies the lower bound
MOE_FITTED_ON = ("tests/core/calibration_speed/cases_speed*.json: decode cases at 1-8 users of models with routed "
                 "experts on one GPU (no tensor parallelism, every layer on the GPU), each scored with the efficiency "
                 "rows fitted on the dense models' cases")


def is_moe(case: dict) -> bool:
    """A case of a model with routed experts. Its prompt runs grouped expert GEMMs and per-layer routing that the dense
    rows' prefill share does not describe, so its first tokens are scored but fit no row's share
    (fit_constants.implied_speed, FixedCosts); its decode fits the MoE layer cost (is_moe_decode)."""
    model = case["workload"]["model"]
    if "id" not in model:
        return False
    arch = load_catalog().models[model["id"]]  # a catalog entry is its architecture
    return bool(arch.experts) and arch_math.moe_layer_count(arch) > 0


def is_moe_decode(case: dict) -> bool:
    """A few-user decode case of an MoE model on one GPU with every layer on it: the cases that fit the MoE layer
    cost (and that the rows' decode shares leave to it: fit_constants.implied_speed)."""
    if case["measured"]["metric"] == "ttft_s" or case["workload"]["load"]["concurrency"] > MAX_USERS or _tp(case) > 1:
        return False
    if "gpu_layers" in (case["workload"].get("runtime_options") or {}):
        return False  # layers on the CPU: the host's memory sets the step (cases_speed_offload.json)
    return is_moe(case)


class MoeLayers:
    """The fitted fixed cost per MoE layer and decode step (decode.MOE_LAYER_CONSTANT), refitted for every left-out
    source: each few-user MoE decode case on one GPU implies the cost that meets its measurement with the fold's
    efficiency rows (fitted on the dense cases); the fit is their median, pooled over runtimes (the routing kernels
    of vLLM and llama.cpp alike). A case the engine already finds slower than measured at no cost implies the lower
    bound (about 0)."""

    def __init__(self, cases: list[dict], rows_without: Callable[[str | None], dict[str, fitted.FittedEfficiency]]):
        self.cases = [c for c in cases if is_moe_decode(c)]
        self.rows_without = rows_without
        self._cache: dict[str, list[Implied]] = {}

    def implied(self, leave_out: str | None) -> list[Implied]:
        rows = self.rows_without(leave_out)
        key = json.dumps({k: v.model_dump() for k, v in sorted(rows.items())}, sort_keys=True)
        if key not in self._cache:
            base = fitted.Fitted(generated_by=GENERATED_BY, efficiency=rows)
            self._cache[key] = [self._one(c, base) for c in self.cases]
        return [i for i in self._cache[key] if i.source != leave_out]

    @staticmethod
    def _one(case: dict, base: fitted.Fitted) -> Implied:
        def step(x: float) -> float:  # seconds per token: grows with the layer cost
            const = fitted.FittedValue(low=x, typical=x, high=x, cases=0, sources=0, fitted_on="probe")
            with fitted.use(base.model_copy(update={"constants": {**base.constants, MOE_LAYER_CONSTANT: const}})):
                return 1 / speed_view.view(case).typical

        target = 1 / speed_view.view(case).measured
        with shared_budgets(MEMORY_KINDS):
            return Implied(case["id"], source_key(case["source"]), solve_increasing(step, target, *MOE_BOUNDS))

    def constants(self, leave_out: str | None) -> dict[str, fitted.FittedValue]:
        span = fit_span(self.implied(leave_out))
        if span is None:
            return {}  # no case: the engine's default (no cost)
        low, typical, high, cases, sources = span
        return {MOE_LAYER_CONSTANT: fitted.FittedValue(low=round(low, 9), typical=round(typical, 9),
                                                       high=round(high, 9), cases=cases, sources=sources,
                                                       fitted_on=MOE_FITTED_ON)}


# --- mixture of experts: the routed experts' grouped GEMMs at prefill ----------------------------------------------

# A family's share needs this many sources: one source's implied share is its own factor (the ROCm blog's llama.cpp
# DeepSeek-V3 and AUGMXNT's Qwen3-30B-A3B imply 0.42 and 0.16), so with one the family keeps the dense rate.
MOE_PREFILL_MIN_SOURCES = 2
MOE_PREFILL_BOUNDS = (0.02, 1.0)  # a case already slower than measured at the dense rate implies the upper bound
MOE_PREFILL_FITTED_ON = ("tests/core/calibration_speed/cases_speed*.json: time-to-first-token cases at 1-8 users of "
                         "models with routed experts, each scored with the efficiency rows fitted on the dense models' "
                         "cases")


def case_moe_family(case: dict) -> str:
    """The MoE kernel family of a case: its runtime's on its GPU (prefill.moe_family)."""
    return moe_family(case["workload"]["runtime"], load_catalog().gpu(case["server"]["gpu"]))


class MoePrefill:
    """The fitted share of the dense prefill rate the routed experts' grouped GEMMs run at (prefill.MOE_PREFILL_SHARE_
    CONSTANT), refitted for every left-out source: each few-user MoE time-to-first-token case implies the share that
    meets its measurement with the fold's efficiency rows (fitted on the dense cases: an MoE prompt fits no row's
    share), one share per kernel family (prefill.moe_family: vLLM's / SGLang's fused_moe and TensorRT-LLM's grouped
    GEMM on CUDA, the same runtimes' ROCm kernels on AMD GPUs, and the two pooled; llama.cpp's mul_mat_id). A family
    left with fewer than MOE_PREFILL_MIN_SOURCES sources gets no constant of its own (the engine then takes the pooled
    family's share). The fit weighs every source equally, as the ranges do (fitlib.source_range): the
    median of the sources' median shares (their implied shares differ ten-fold between sources, and one source's many
    cases would otherwise set it); the low-high are the cases' 10th-90th percentiles. A family without a case keeps
    the dense rate: one pooled share, or one per GPU vendor, carried the fused_moe sources' share onto the ROCm blog's
    llama.cpp DeepSeek-V3 first tokens out of sample (+54 %, and +250-450 % per vendor)."""

    def __init__(self, cases: list[dict], rows_without: Callable[[str | None], dict[str, fitted.FittedEfficiency]],
                 constants_without: Callable[[str | None], dict[str, fitted.FittedValue]] | None = None):
        self.cases = [c for c in cases if c["measured"]["metric"] == "ttft_s" and is_moe(c)
                      and c["workload"]["load"]["concurrency"] <= MAX_USERS]
        self.rows_without = rows_without
        self.constants_without = constants_without or (lambda _src: {})  # the fold's other terms (front ends, hops)
        self._cache: dict[str, list[Implied]] = {}

    def implied(self, leave_out: str | None) -> list[Implied]:
        base = fitted.Fitted(generated_by=GENERATED_BY, efficiency=self.rows_without(leave_out),
                             constants=self.constants_without(leave_out))
        key = json.dumps(base.model_dump(), sort_keys=True)
        if key not in self._cache:
            self._cache[key] = [self._one(c, base) for c in self.cases]
        return [i for i in self._cache[key] if i.source != leave_out]

    @staticmethod
    def _one(case: dict, base: fitted.Fitted) -> Implied:
        def rate(x: float) -> float:  # prompts per second: grows with the share
            const = fitted.FittedValue(low=x, typical=x, high=x, cases=0, sources=0, fitted_on="probe")
            name = MOE_PREFILL_SHARE_CONSTANT.format(family=case_moe_family(case))
            with fitted.use(base.model_copy(update={"constants": {**base.constants, name: const}})):
                return 1 / speed_view.view(case).typical

        target = 1 / float(case["measured"]["value"])
        with shared_budgets(MEMORY_KINDS):
            return Implied(case["id"], source_key(case["source"]), solve_increasing(rate, target, *MOE_PREFILL_BOUNDS))

    def constants(self, leave_out: str | None) -> dict[str, fitted.FittedValue]:
        # Each case fits its own family and the pooled family its own falls back to (prefill.MOE_FAMILY_FALLBACK).
        families_of = {c["id"]: {case_moe_family(c), MOE_FAMILY_FALLBACK.get(case_moe_family(c), "")} - {""}
                       for c in self.cases}
        out: dict[str, fitted.FittedValue] = {}
        for family in sorted(set().union(*families_of.values())):
            implied = [i for i in self.implied(leave_out) if family in families_of[i.case_id]]
            span = fit_span(implied)
            if span is None or span[4] < MOE_PREFILL_MIN_SOURCES:
                continue  # no case, or one source's own factor: the engine's default (the dense rate)
            low, _case_median, high, cases, sources = span
            by_source: dict[str, list[float]] = {}
            for i in implied:
                by_source.setdefault(i.source, []).append(i.value)
            typical = statistics.median(statistics.median(v) for v in by_source.values())
            out[MOE_PREFILL_SHARE_CONSTANT.format(family=family)] = fitted.FittedValue(
                low=round(min(low, typical), 6), typical=round(typical, 6), high=round(max(high, typical), 6),
                cases=cases, sources=sources, fitted_on=MOE_PREFILL_FITTED_ON)
        return out


# --- the fixed cost before the first token, where measurements fall below the hand-set one --------------------

# Grid of fixed costs tried (seconds, log-spaced from 1 ms up to the row's hand-set figure) and the bounds of a share.
FIXED_GRID_STEPS = 24
FIXED_MIN_S = 1e-3
SHARE_BOUNDS = (0.03, 1.5)
FIXED_FITTED_ON = ("tests/core/calibration_speed/cases_speed*.json: the row's time-to-first-token cases at 1-16 users "
                   "(fitted with its prefill share: the pair that meets them best)")


def _fixed_override(base: fitted.Fitted, key: str, request_s: float, mfu: float) -> fitted.Fitted:
    row = E.TABLE[tuple(key.split("/"))]  # type: ignore[index]
    old = base.efficiency.get(key)
    fe = fitted.FittedEfficiency(weights_mbu=old.weights_mbu if old else row.weights_mbu, prefill_mfu=mfu,
                                 **band_fields(row.decode_band, row.ttft_band), decode_cases=0, ttft_cases=0,
                                 sources=0, request_s=request_s)
    return base.model_copy(update={"efficiency": {**base.efficiency, key: fe}})


class FixedCosts:
    """The fixed cost before a first token (Efficiency.request_s) of a row whose hand-set figure is contradicted by the
    data: some first token of the row came in faster than that cost alone allows at any prefill share. For such a row,
    in each fold, the cost and the prefill share are fitted together on its time-to-first-token cases: for every cost
    on a log grid up to the hand-set figure, the share is the median of what the cases imply (cases that cost makes
    unreachable imply nothing), and the pair with the smallest median |log(predicted ÷ measured)| wins. A fold whose
    cases all fit under the hand-set cost keeps it (and the share fit of fit_constants.efficiency_from)."""

    def __init__(self, cases: list[dict], row_of: Callable[[dict], str], max_users: int,
                 base: fitted.Fitted | None = None):
        self.base = base or fitted.Fitted(generated_by=GENERATED_BY)  # the fitted front ends' costs
        self.by_row: dict[str, list[dict]] = {}
        for c in cases:
            if c["measured"]["metric"] == "ttft_s" and c["workload"]["load"]["concurrency"] <= max_users \
                    and not is_moe(c):
                self.by_row.setdefault(row_of(c), []).append(c)
        self._cache: dict[tuple[str, tuple[str, ...]], tuple[float, float, int] | None] = {}
        self._times: dict[tuple[str, str, float, float], float] = {}  # (row, case, cost, share) → seconds on self.base

    def fits(self, leave_out: str | None) -> dict[str, tuple[float, float, int]]:
        """Row key → (fixed cost, prefill share, cases) for the rows refitted without `leave_out`."""
        out: dict[str, tuple[float, float, int]] = {}
        for key, cases in sorted(self.by_row.items()):
            kept = tuple(c["id"] for c in cases if source_key(c["source"]) != leave_out)
            if (key, kept) not in self._cache:
                self._cache[(key, kept)] = self._fit(key, [c for c in cases if c["id"] in kept])
            fit = self._cache[(key, kept)]
            if fit is not None:
                out[key] = fit
        return out

    def _time(self, case: dict, base: fitted.Fitted, key: str, request_s: float, mfu: float) -> float:
        # Every fold scores its cases on the same base (self.base) and the same cost grid, and a case's implied share
        # at a cost does not depend on the other cases: a fold's tries repeat the full fit's, so each is kept.
        memo = (key, case["id"], request_s, mfu)
        if base is not self.base or memo not in self._times:
            with fitted.use(_fixed_override(base, key, request_s, mfu)):
                value = float(speed_view.view(case).typical)
            if base is not self.base:
                return value
            self._times[memo] = value
        return self._times[memo]

    def _fit(self, key: str, cases: list[dict]) -> tuple[float, float, int] | None:
        # Only the row's cost and share change between the tries: the cases' memory budgets are shared.
        with shared_budgets(MEMORY_KINDS):
            return self._grid(key, cases)

    def _grid(self, key: str, cases: list[dict]) -> tuple[float, float, int] | None:
        base = self.base
        hand = E.TABLE[tuple(key.split("/"))].request_s  # type: ignore[index]
        measured = {c["id"]: float(c["measured"]["value"]) for c in cases}
        # The cases whose time the share moves (not llama.cpp's MMQ path); the row is refitted if one of them is faster
        # than the hand-set cost allows at the largest share.
        cases = [c for c in cases if self._time(c, base, key, hand, SHARE_BOUNDS[0])
                 != self._time(c, base, key, hand, SHARE_BOUNDS[1])]
        if not cases or all(self._time(c, base, key, hand, SHARE_BOUNDS[1]) <= measured[c["id"]] for c in cases):
            return None
        best: tuple[float, float, float] | None = None  # (error, cost, share)
        for i in range(FIXED_GRID_STEPS + 1):
            cost = FIXED_MIN_S * (hand / FIXED_MIN_S) ** (i / FIXED_GRID_STEPS)
            implied = []
            for c in cases:
                def rate(x: float, c: dict = c, cost: float = cost) -> float:
                    return 1 / self._time(c, base, key, cost, x)
                if rate(SHARE_BOUNDS[1]) < 1 / measured[c["id"]] or rate(SHARE_BOUNDS[0]) == rate(SHARE_BOUNDS[1]):
                    continue
                implied.append(solve_increasing(rate, 1 / measured[c["id"]], *SHARE_BOUNDS))
            if not implied:
                continue
            share = statistics.median(implied)
            error = statistics.median(abs(math.log(self._time(c, base, key, cost, share) / measured[c["id"]]))
                                      for c in cases)
            if best is None or error < best[0] - 1e-9:
                best = (error, cost, share)
        if best is None:
            return None
        return round(best[1], 5), round(best[2], 4), len(cases)


def with_fixed(rows: dict[str, fitted.FittedEfficiency], fits: dict[str, tuple[float, float, int]]
               ) -> dict[str, fitted.FittedEfficiency]:
    """The efficiency rows with the fold's fixed-cost fits (FixedCosts.fits): cost and prefill share together."""
    out = dict(rows)
    for key, (cost, share, cases) in fits.items():
        if key in out:
            out[key] = out[key].model_copy(update={"request_s": cost, "prefill_mfu": share, "ttft_cases": cases})
    return out


# --- the served front end's fixed cost per request, per runtime group -------------------------------------------

# Runtime groups whose served front end is fitted: vLLM's OpenAI server. TensorRT-LLM's served front ends are products
# apart (NIM: about 1 ms beyond the engine on NVIDIA's tables; trtllm-serve 1.2: about 40 ms on gpustack's H100), and a
# fold without the NIM DLI table fitted NIM's short first tokens with the median of one case of each (20 ms: 1.5-2x too
# slow), so its rows keep their own fitted cost (FixedCosts) with no front end. llama.cpp's and Ollama's C++/Go servers
# keep their rows' own cost (no served short prompt of theirs is in the set: Ollama's cases are 0.5-2 s prompts).
FRONT_END_GROUPS = ("vllm",)
FRONT_END_BOUNDS = (0.1e-3, 0.3)  # seconds; a case already slower than measured with none implies the lower bound
# Cases whose first token the fixed costs set: the engine's figure with no front end under this (longer prompts say
# nothing of a fixed cost of tens of milliseconds).
FRONT_END_MAX_S = 0.25
FRONT_END_FITTED_ON = ("tests/core/calibration_speed/cases_speed*.json: served (runtime_options.front_end not "
                       "'offline') {group} time-to-first-token cases at 1-8 users, dense models, whose figure without a "
                       "front end is under 0.25 s, each scored with the efficiency table's hand-set rows")


def _served(case: dict) -> bool:
    return (case["workload"].get("runtime_options") or {}).get("front_end") != E.OFFLINE


def _with_front_end(base: fitted.Fitted, group: str, value: float) -> fitted.Fitted:
    const = fitted.FittedValue(low=value, typical=value, high=value, cases=0, sources=0, fitted_on="probe")
    return base.model_copy(update={"constants": {**base.constants, E.FRONT_END_CONSTANT.format(group=group): const}})


def implied_front_end(cases: list[dict], base: fitted.Fitted | None = None) -> dict[str, list[Implied]]:
    """Per runtime group: each served short-prompt first token at few users implies the front end's fixed cost that
    meets its measurement (with the hand-set rows: the cost is most of these first tokens, the prefill share little)."""
    base = base or fitted.Fitted(generated_by=GENERATED_BY)
    out: dict[str, list[Implied]] = {}
    for case in cases:
        group = traits(case["workload"]["runtime"]).speed_group
        if case["measured"]["metric"] != "ttft_s" or group not in FRONT_END_GROUPS or not _served(case) \
                or case["workload"]["load"]["concurrency"] > MAX_USERS or is_moe(case):
            continue

        def time(x: float, case: dict = case, group: str = group) -> float:
            with fitted.use(_with_front_end(base, group, x)):
                return float(speed_view.view(case).typical)

        with shared_budgets(MEMORY_KINDS):
            if time(FRONT_END_BOUNDS[0]) > FRONT_END_MAX_S:
                continue
            value = solve_increasing(time, float(case["measured"]["value"]), *FRONT_END_BOUNDS)
        out.setdefault(group, []).append(Implied(case["id"], source_key(case["source"]), value))
    return out


def front_end_constants(implied: dict[str, list[Implied]], leave_out: str | None) -> dict[str, fitted.FittedValue]:
    """The fitted front-end cost per runtime group without `leave_out` (the median of its cases); a group with no
    case left keeps its rows' hand-set front_end_s."""
    out: dict[str, fitted.FittedValue] = {}
    for group, values in sorted(implied.items()):
        span = fit_span(values, leave_out)
        if span is None:
            continue
        low, typical, high, cases, sources = span
        out[E.FRONT_END_CONSTANT.format(group=group)] = fitted.FittedValue(
            low=round(low, 5), typical=round(typical, 5), high=round(high, 5), cases=cases, sources=sources,
            fitted_on=FRONT_END_FITTED_ON.format(group=group))
    return out
