"""What the engine (and two naive rules) say about each speed calibration case (shared by the test and
the report).

Each case holds a published measurement with the workload and the server it was measured on. The
engine's figure is what `fit` reports for that workload on that server: `speed.tokens_per_s_per_user`
for a decode rate, `speed.ttft_s` for a time to first token, and `ttft + output ÷ rate` for the
end-to-end latency of a request (static batches). A case's `split` (tensor parallel, llama.cpp layer
split) is passed as the workload's `parallel` object.
"""

from __future__ import annotations

import json
import statistics
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from app.core.catalog import GpuSpec, load_catalog
from app.core.constants import FP8_WEIGHT_FORMATS
from app.core.fit.place import place
from app.core.offers.server import ServerProfile
from app.core.workload.resolve import Resolved, resolve
from app.core.workload.schema import Workload

CASES_DIR = Path(__file__).parent
CASES_GLOB = "cases_speed*.json"
RECORDED = CASES_DIR / "recorded.json"

# The naive rules the engine must beat (issue 17): decode = 0.7 x bandwidth / weight bytes (all the
# GPUs that hold the model), TTFT = prompt FLOPs / dense peak (the compute roofline at 100 %).
NAIVE_MBU = 0.7
FLOPS_PER_PARAM_TOKEN = 2

CONCURRENCY_BANDS = ((1, 1, "1"), (2, 8, "2-8"), (9, 32, "9-32"), (33, 1 << 30, "33+"))


@dataclass(frozen=True)
class SpeedView:
    case_id: str
    family: str  # decode | ttft
    runtime: str
    gpu_class: str
    band: str
    multi_gpu: bool
    measured: float
    low: float
    typical: float
    high: float
    naive: float
    confidence: str
    offload: bool = False  # some of the model runs beside the GPU (llama.cpp layers on the CPU)

    @property
    def error(self) -> float:
        """Signed relative error of the typical estimate (a rate for decode, seconds for TTFT)."""
        return (self.typical - self.measured) / self.measured

    @property
    def naive_error(self) -> float:
        return (self.naive - self.measured) / self.measured

    @property
    def inside(self) -> bool:
        return self.low <= self.measured <= self.high


def load_cases() -> list[dict]:
    cases: list[dict] = []
    for file in sorted(CASES_DIR.glob(CASES_GLOB)):
        cases.extend(json.loads(file.read_text(encoding="utf-8"))["cases"])
    return cases


def gpu_class(gpu: GpuSpec) -> str:
    if gpu.vendor == "AMD":
        return "amd-instinct" if gpu.memory_type.startswith("HBM") else "amd-radeon"
    if gpu.memory_type.startswith("HBM"):
        return "nvidia-hbm"
    return "geforce" if gpu.form_factor.startswith("consumer") else "nvidia-gddr-pro"


def band(concurrency: int) -> str:
    return next(name for lo, hi, name in CONCURRENCY_BANDS if lo <= concurrency <= hi)


def _workload(case: dict) -> Workload:
    data = json.loads(json.dumps(case["workload"]))
    split = case.get("split")
    if split and "parallel" in Workload.model_fields:
        data["parallel"] = dict(split)
    try:
        return Workload.model_validate(data)
    except ValidationError:
        # An engine without these fields (the figures recorded before the speed model) runs the case
        # with what it knows: no split, vLLM for runtimes it does not list.
        data.pop("parallel", None)
        if data.get("runtime") not in Workload.model_fields["runtime"].annotation.__args__:  # type: ignore[union-attr]
            data["runtime"] = "vllm"
        return Workload.model_validate(data)


def _server(case: dict) -> ServerProfile:
    s = case["server"]
    extra = {k: s[k] for k in ("cpu", "ram_bytes") if k in s}  # the host, where a case's speed depends on it
    return ServerProfile.model_validate({"name": case["id"], "gpu": {"id": s["gpu"]}, "gpu_count": s["gpu_count"],
                                         "interconnect": s.get("interconnect", "pcie"), **extra})


@dataclass(frozen=True)
class Prepared:
    """A case's workload resolved and its server built, once."""
    workload: Workload
    resolved: Resolved
    server: ServerProfile


_PREPARED: dict[str, Prepared] = {}


def prepare(case: dict) -> Prepared:
    """The case's resolved workload and server, the same objects every time for the same workload, split and server
    (nothing fitted enters them: resolving reads the catalog only)."""
    key = json.dumps([case["workload"], case.get("split"), case["server"]], sort_keys=True)
    if key not in _PREPARED:
        w = _workload(case)
        _PREPARED[key] = Prepared(w, resolve(w, load_catalog()), _server(case))
    return _PREPARED[key]


def view(case: dict) -> SpeedView:
    """The engine's figures for the case. Inside `app.core.memory.memo.shared_budgets(MEMORY_KINDS)` a fit's tries
    of one case under other speed figures share its memory budgets (the same resolved objects: `prepare`)."""
    catalog = load_catalog()
    p = prepare(case)
    w, r, server = p.workload, p.resolved, p.server
    gpu = server.gpu_spec(catalog)
    assert gpu is not None, case["id"]
    # Measured runs: the runtime queued the rest; scored at the case's own load (no curve).
    result = place(r, server, catalog, speed_beyond_memory=True, speed_curve=False)
    speed = result.speed
    assert speed is not None and speed.tokens_per_s_per_user and speed.ttft_s, case["id"]
    m = case["measured"]
    metric, value = m["metric"], float(m["value"])
    gpus = case["server"]["gpu_count"]
    params = (r.model.arch.params_b or 0) * 1e9
    active = (r.model.arch.active_params_b or r.model.arch.params_b or 0) * 1e9
    weight_bytes = params * r.weights.bits_per_weight / 8
    naive_rate = NAIVE_MBU * gpu.bandwidth_gbps * 1e9 * gpus / weight_bytes
    peak = (gpu.fp8_tflops if r.weights.id in FP8_WEIGHT_FORMATS and gpu.fp8_tflops else gpu.bf16_tflops) * 1e12
    naive_ttft = FLOPS_PER_PARAM_TOKEN * active * w.load.input_tokens / (peak * gpus)
    rate, ttft = speed.tokens_per_s_per_user, speed.ttft_s
    common = dict(case_id=case["id"], runtime=case["workload"]["runtime"], gpu_class=gpu_class(gpu),
                  band=band(w.load.concurrency),
                  multi_gpu=gpus > 1, confidence=case.get("confidence", ""),
                  offload=result.placement.gpu_layers is not None or bool(w.runtime_options.gpu_layers is not None
                                                                          and w.runtime_options.gpu_layers
                                                                          < (r.model.arch.layers or 0)))
    if metric == "decode_tokens_per_s":
        return SpeedView(family="decode", measured=value, low=rate.low, typical=rate.typical, high=rate.high,
                         naive=naive_rate, **common)  # type: ignore[arg-type]
    if metric == "ttft_s":
        return SpeedView(family="ttft", measured=value, low=ttft.low, typical=ttft.typical, high=ttft.high,
                         naive=naive_ttft, **common)  # type: ignore[arg-type]
    assert metric == "request_latency_s", metric
    out = w.load.output_tokens
    gaps = max(0, out - 1)  # the first token ends the time to first token
    # Compared as a per-user rate over the whole request: output tokens / latency.
    return SpeedView(family="decode", measured=out / value, low=out / (ttft.high + gaps / rate.low),
                     typical=out / (ttft.typical + gaps / rate.typical), high=out / (ttft.low + gaps / rate.high),
                     naive=naive_rate, **common)  # type: ignore[arg-type]


def all_views() -> list[SpeedView]:
    return [view(c) for c in load_cases()]


def _median(errors: list[float]) -> float:
    return statistics.median(abs(e) for e in errors) if errors else 0.0


def summary(views: list[SpeedView]) -> dict[str, dict[str, dict[str, float]]]:
    """Median |error| per family and category, for the engine and the naive rule, plus the share inside low–high."""
    out: dict[str, dict[str, dict[str, float]]] = {}
    for family in ("decode", "ttft"):
        vs = [v for v in views if v.family == family]
        groups: dict[str, list[SpeedView]] = {"all": vs}
        for v in vs:
            groups.setdefault(f"runtime:{v.runtime}", []).append(v)
            groups.setdefault(f"gpu:{v.gpu_class}", []).append(v)
            groups.setdefault(f"concurrency:{v.band}", []).append(v)
            groups.setdefault("gpus:" + ("several" if v.multi_gpu else "one"), []).append(v)
            if v.offload:
                groups.setdefault("offload:layers on the CPU", []).append(v)
        out[family] = {k: {"n": len(g), "engine": round(_median([v.error for v in g]), 4),
                           "naive": round(_median([v.naive_error for v in g]), 4),
                           "inside": round(sum(v.inside for v in g) / len(g), 4)} for k, g in sorted(groups.items())}
    return out
