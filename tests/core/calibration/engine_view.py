"""What the engine - and each public formula - says about each calibration case's measured quantity.

Shared by the tests and the report (`python tests/core/calibration/report.py`). Every `cases*.json`
file in this folder is read; a case's category is its `category` field, else derived from what was
measured (see `category`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from public_formulas import FORMULAS, estimate, inputs_from, per_token_kv

from app.core.catalog import load_catalog
from app.core.memory.components import OFFLOADED_PARAMS, budget_for, parameters_kept_high
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload

CASES_DIR = Path(__file__).parent
# Every cases*.json file in this folder is read (cases.json, and one file per area as the set grows).
CASES_GLOB = "cases*.json"
RECORDED_PATH = CASES_DIR / "recorded.json"

# Measured quantity → the budget components it covers.
COMPONENTS: dict[str, tuple[str, ...]] = {
    "weights": ("weights", "quantization_metadata"),
    "activations": ("activations",),
    "compute_buffer": ("activations",),
    "kv_cache": ("kv_cache",),
    # torch.cuda.max_memory_allocated / torchtune's "peak memory active": tensors only, without the CUDA
    # context and the allocator's reserved-but-free slack (runtime overhead).
    "total_peak_allocated": ("weights", "quantization_metadata", "kv_cache", "activations", "gradients",
                             "optimizer_states", "adapters"),
    "model_states": ("weights", "gradients", "optimizer_states"),
}
# bitsandbytes paged optimizers live in CUDA managed memory that torch's counters do not see.
COMPONENTS["total_peak_without_optimizer"] = tuple(
    k for k in COMPONENTS["total_peak_allocated"] if k != "optimizer_states")
COMPONENTS["total_peak_active"] = COMPONENTS["total_peak_allocated"]
COMPONENTS["total_peak"] = COMPONENTS["total_peak_allocated"]
# torch.cuda.max_memory_reserved: the tensors plus the caching allocator's slack, which the budget keeps in
# the runtime overhead's terms (allocator_slack_low / allocator_slack / allocator_slack_high).
COMPONENTS["total_peak_reserved"] = COMPONENTS["total_peak_allocated"]
RESERVED_SLACK_TERMS = ("allocator_slack_low", "allocator_slack", "allocator_slack_high")
# nvidia-smi / NVML 'used': everything on the device, the CUDA context and the allocator's pool included.
COMPONENTS["device_used"] = (*COMPONENTS["total_peak_allocated"], "runtime_overhead")
# torch's allocated peak plus the device memory outside its pool (nvidia-smi peak − torch's reserved peak: the CUDA
# context, extension buffers): the runtime overhead without the allocator's slack (optimum's benchmark_gptq.py).
COMPONENTS["total_peak_allocated_nontorch"] = COMPONENTS["device_used"]
WHOLE_JOB = frozenset({"device_used", *(k for k in COMPONENTS if k.startswith("total"))})
# What lives beside the GPUs (the budget's host tier): measured component → host parts it covers.
HOST_COMPONENTS: dict[str, tuple[str, ...]] = {
    "host_kv_cache": ("kv_cache",),
    "host_weights": ("weights",),
    # Everything DeepSpeed allocates per offloaded parameter: optimizer states, the fp32 gradient partition, staging.
    "host_offload_states": ("optimizer_states", "gradients", "pinned_buffers"),
}
HOST_CATEGORY = "system RAM (offloaded parts)"

INFERENCE_KINDS = frozenset({"inference", "quantized_inference"})


def category(case: dict) -> str:
    """The case's category: its own `category` field, else one derived from the measured component."""
    if case.get("category"):
        return str(case["category"])
    component = case["measured"]["component"]
    if component in HOST_COMPONENTS:
        return HOST_CATEGORY
    runtime = case["workload"].get("runtime", "vllm")
    if component in ("weights", "kv_cache"):
        return component
    if component == "compute_buffer":
        return "llama.cpp compute buffer"
    if component == "activations":
        return f"{runtime} activations"
    if component == "model_states":
        return "training model states"
    if case["kind"] in INFERENCE_KINDS:
        return "inference totals"
    # The training side's categories (test_training_calibration.py): any run over several GPUs, else
    # full fine-tuning or LoRA/QLoRA on one GPU.
    if case["workload"].get("gpus", 1) > 1:
        return "training totals: several GPUs"
    if case["kind"] == "full_finetune":
        return "training totals: full fine-tuning, one GPU"
    return "training totals: LoRA/QLoRA, one GPU"


@dataclass(frozen=True)
class View:
    case_id: str
    kind: str
    category: str
    runtime: str
    measured: int
    low: int
    typical: int
    high: int
    confidence: str
    evidence: str
    public: dict[str, float | None] = field(default_factory=dict)
    ceiling_ratio: float | None = None  # a whole-job total's high stops at this share of typical (parameter offload)

    @property
    def error(self) -> float:
        """Signed relative error of the typical estimate against the measurement."""
        return (self.typical - self.measured) / self.measured

    @property
    def scored(self) -> bool:
        """Low-confidence rows (a known distortion; their notes say which) are reported, not scored."""
        return self.confidence != "low"

    @property
    def inside(self) -> bool:
        return self.low <= self.measured <= self.high

    @property
    def width(self) -> float:
        """Width of the low-high range relative to the typical figure."""
        return (self.high - self.low) / self.typical if self.typical else 0.0

    def public_error(self, formula: str) -> float | None:
        value = self.public.get(formula)
        return None if value is None else (value - self.measured) / self.measured


def load_cases() -> list[dict]:
    cases: list[dict] = []
    for file in sorted(CASES_DIR.glob(CASES_GLOB)):
        cases.extend(json.loads(file.read_text(encoding="utf-8"))["cases"])
    return cases


def load_recorded() -> dict:
    return json.loads(RECORDED_PATH.read_text(encoding="utf-8")) if RECORDED_PATH.exists() else {}


def view(case: dict) -> View:
    return _view(json.dumps(case, sort_keys=True))


@cache
def _view(case_json: str) -> View:
    case = json.loads(case_json)
    m = case["measured"]
    resolved = resolve(Workload.model_validate(case["workload"]), load_catalog())
    b = budget_for(resolved)
    p = b.parallel
    x = inputs_from(resolved, p.gpus, p.tensor_parallel, p.data_parallel, p.zero_stage)
    base = dict(case_id=case["id"], kind=case["kind"], category=category(case),
                runtime=case["workload"].get("runtime", "vllm"),
                confidence=case.get("confidence", ""), evidence=case.get("evidence", ""))
    if m["component"] == "kv_cache" and "derived_bytes_per_token" in m:
        # A vLLM/SGLang KV pool is sized by free memory, not by the work: compare bytes per token per GPU.
        # The case's load spreads exactly `kv_tokens` tokens over sequences no longer than max_model_len.
        # The low-high range is the KV component's, per token (windowed layers: what the runtime may keep).
        kv = next(c for c in b.components if c.key == "kv_cache")
        tokens = m.get("kv_tokens")
        per_token = round(kv.bytes / tokens) if tokens else b.model.kv_bytes_per_token
        low, high = (round(kv.low_bytes / tokens), round(kv.high_bytes / tokens)) if tokens else (per_token, per_token)
        public = {f: per_token_kv(f, x) for f in FORMULAS}
        return View(**base, measured=m["derived_bytes_per_token"], low=low, typical=per_token,
                    high=high, public=public)
    if m["component"] in HOST_COMPONENTS:
        keys = HOST_COMPONENTS[m["component"]]
        parts = [c for c in b.tier_parts("host") if c.key in keys]
        low, typical, high = (sum(c.low_bytes for c in parts), sum(c.bytes for c in parts),
                              sum(c.high_bytes for c in parts))
        return View(**base, measured=m["bytes"], low=low, typical=typical, high=high, public={})
    keys = COMPONENTS[m["component"]]
    parts = [c for c in b.components if c.key in keys]
    low, typical, high = (sum(c.low_bytes for c in parts), sum(c.bytes for c in parts),
                          sum(c.high_bytes for c in parts))
    overhead = b.component("runtime_overhead")
    if m["component"] == "total_peak_reserved" and overhead is not None:
        slack = [int(overhead.terms.get(t, 0)) for t in RESERVED_SLACK_TERMS]
        low, typical, high = low + slack[0], typical + slack[1], high + max(slack[2], slack[1])
    if m["component"] == "total_peak_allocated_nontorch" and overhead is not None:
        slack = [int(overhead.terms.get(t, 0)) for t in RESERVED_SLACK_TERMS]
        low, typical, high = low - slack[0], typical - slack[1], high - max(slack[2], slack[1])
    ceiling = None
    if m["component"] in WHOLE_JOB and resolved.workload.training.offload in OFFLOADED_PARAMS:
        # Parameter offload: a high stops at the same job's high with the parameters kept on the GPUs (whatever
        # range a fold fits: the report caps each fold's range the same way).
        ceiling = max(parameters_kept_high(resolved, (None, None, None, 1)) / b.per_gpu_bytes, 1.0)
    if m["component"] in WHOLE_JOB and b.total_range is not None:
        # A whole-job total's range is its category's measured error (fitted_constants.json), not the parts' sum.
        low, high = round(typical * b.total_range.low_ratio), round(typical * b.total_range.high_ratio)
        high = high if ceiling is None else min(high, round(typical * ceiling))
    public = {f: estimate(f, x, keys, m["component"] in WHOLE_JOB) for f in FORMULAS}
    return View(**base, measured=m["bytes"], low=low, typical=typical, high=high, public=public,
                ceiling_ratio=ceiling)
