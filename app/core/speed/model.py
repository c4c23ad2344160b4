"""Roofline speed estimates: decode bound by memory bandwidth, prefill by dense compute.

These are estimates with named efficiency factors, not benchmarks: a pilot measures the real
figures. Every result carries low / typical / high from the efficiency ranges.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.core import architecture as arch_math
from app.core.catalog import GpuSpec
from app.core.constants import FP8_WEIGHT_FORMATS, Span
from app.core.memory.types import Budget
from app.core.resolve import Resolved

# Share of peak memory bandwidth a decode step achieves (MBU). Databricks, "LLM Inference Performance
# Engineering: Best Practices" (2023): ~60 % at batch 1 on A100 for 7B models; tuned kernels reach more.
DECODE_MBU = Span(0.45, 0.60, 0.75)
# Share of peak dense tensor throughput prefill achieves (MFU); judgement from vLLM/TensorRT-LLM
# prefill benchmarks, which report 40-60 % on large prompts.
PREFILL_MFU = Span(0.30, 0.50, 0.65)
# Decode at large batch turns compute-bound; kernels are less efficient there than in prefill.
DECODE_MFU = Span(0.20, 0.35, 0.50)
# Training MFU: Llama 3 paper (Dubey et al. 2024, Table 4) 38-43 % BF16 on H100 at scale;
# single-node fine-tuning with HF/PEFT runs lower.
TRAIN_MFU = Span(0.25, 0.38, 0.50)
# QLoRA dequantizes every frozen weight on each pass (QLoRA paper §4 notes the slowdown); judgement.
QLORA_SPEED_FACTOR = 0.7
# Per all-reduce latency in a tensor-parallel decode step (two per layer): NVLink ~10 µs, PCIe ~30 µs
# (NCCL small-message latency; judgement from nccl-tests).
ALLREDUCE_LATENCY_S = {"nvlink": 10e-6, "nvswitch": 10e-6, "infinity_fabric": 15e-6, "pcie": 30e-6}
# Training FLOPs per parameter per token: 2 forward + 4 backward (Kaplan et al. 2020); a frozen base
# skips weight gradients (LoRA: 2 + 2); checkpointing repeats the forward (+2).
FLOPS_PER_PARAM_TOKEN = {"full_finetune": 6, "lora": 4, "qlora": 4}
RECOMPUTE_FLOPS_PER_PARAM_TOKEN = 2
# Points of the concurrency curve (capped at the memory limit).
CURVE_POINTS = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024)
BYTES_PER_GB = 1e9
FLOPS_PER_TFLOP = 1e12


class Rate(BaseModel):
    model_config = ConfigDict(frozen=True)

    low: float
    typical: float
    high: float


class CurvePoint(BaseModel):
    model_config = ConfigDict(frozen=True)

    concurrency: int
    tokens_per_s_per_user: float
    aggregate_tokens_per_s: float


class SpeedEstimate(BaseModel):
    model_config = ConfigDict(frozen=True)

    kind: str = Field(description="generation | embedding | training")
    gpu: str
    concurrency: int
    ttft_s: Rate | None = None
    ttft_long_s: Rate | None = None
    long_input_tokens: int | None = None
    tokens_per_s_per_user: Rate | None = None
    aggregate_tokens_per_s: Rate | None = None
    curve: list[CurvePoint] = Field(default_factory=list)
    memory_limit_concurrency: int | None = None
    training_tokens_per_s: Rate | None = None
    training_hours: Rate | None = None
    assumptions: list[str] = Field(default_factory=list, description="Codes of the efficiency assumptions.")


def peak_tflops(gpu: GpuSpec, weights_id: str) -> float:
    if weights_id in FP8_WEIGHT_FORMATS and gpu.fp8_tflops:
        return gpu.fp8_tflops
    return gpu.bf16_tflops


def _rate(fn) -> Rate:  # type: ignore[no-untyped-def]
    """Evaluate fn(efficiency index) for low/typical/high efficiencies → a Rate."""
    return Rate(low=fn(0), typical=fn(1), high=fn(2))


class _Decode:
    """Per-replica decode arithmetic."""

    def __init__(self, r: Resolved, b: Budget, gpu: GpuSpec, tp: int, interconnect: str):
        self.r, self.b, self.gpu, self.tp = r, b, gpu, tp
        self.arch = r.model.arch
        weights = sum(c.bytes for c in b.components if c.key in ("weights", "quantization_metadata"))
        counted = arch_math.breakdown(self.arch)
        self.weights_per_gpu = weights
        self.expert_share = counted.routed_experts / counted.total if counted and counted.total else 0.0
        self.kv_per_token_per_gpu = b.model.kv_bytes_per_token / max(1, tp) if not self.arch.is_mla else \
            b.model.kv_bytes_per_token
        self.active_params = b.model.active_params or b.model.params or 0
        self.peak = peak_tflops(gpu, b.model.weights_precision) * FLOPS_PER_TFLOP
        self.latency = ALLREDUCE_LATENCY_S.get(interconnect, ALLREDUCE_LATENCY_S["pcie"]) if tp > 1 else 0.0

    def weights_read(self, batch: int) -> float:
        """Bytes of weights one decode step reads: MoE reads only the experts the batch routes to."""
        a = self.arch
        if not a.is_moe or not a.experts:
            return self.weights_per_gpu
        k, e = a.experts_per_token or 1, a.experts
        touched = 1 - (1 - k / e) ** batch  # expected share of experts used by at least one sequence
        return self.weights_per_gpu * ((1 - self.expert_share) + self.expert_share * touched)

    def step_s(self, batch: int, context: float, i: int) -> float:
        memory_bytes = self.weights_read(batch) + batch * context * self.kv_per_token_per_gpu
        t_mem = memory_bytes / (self.gpu.bandwidth_gbps * BYTES_PER_GB * DECODE_MBU[i])
        t_compute = 2 * self.active_params * batch / self.tp / (self.peak * DECODE_MFU[i])
        layers = self.arch.layers or 1
        return max(t_mem, t_compute) + 2 * layers * self.latency

    def prefill_s(self, tokens: int, i: int) -> float:
        a = self.arch
        d_attn = (a.heads or 0) * (arch_math.head_dim(a) or 0) or (a.hidden_size or 0)
        flops = 2 * self.active_params * tokens + 2 * (a.layers or 0) * tokens * tokens * d_attn
        t_compute = flops / (self.peak * PREFILL_MFU[i] * self.tp)
        t_mem = self.weights_per_gpu / (self.gpu.bandwidth_gbps * BYTES_PER_GB * DECODE_MBU[i])
        return max(t_compute, t_mem) + 2 * (a.layers or 1) * self.latency


def _eff(i: int) -> int:
    """Speed index: a low *time* comes from the high efficiency."""
    return 2 - i


def inference_speed(r: Resolved, b: Budget, gpu: GpuSpec, tp: int, replicas: int, interconnect: str,
                    memory_limit_concurrency: int | None) -> SpeedEstimate:
    w = r.workload
    d = _Decode(r, b, gpu, tp, interconnect)
    total_conc = w.load.concurrency
    per_replica = max(1, -(-total_conc // max(1, replicas)))
    if r.model.arch.encoder_only:
        tokens = w.load.input_tokens
        agg = _rate(lambda i: replicas * tokens / d.prefill_s(tokens, i))
        return SpeedEstimate(kind="embedding", gpu=gpu.name, concurrency=total_conc,
                             ttft_s=_rate(lambda i: d.prefill_s(tokens, _eff(i))), aggregate_tokens_per_s=agg,
                             assumptions=["assume_prefill_mfu"])
    context = w.load.input_tokens + w.load.output_tokens / 2  # average context while answering
    ttft = _rate(lambda i: d.prefill_s(w.load.input_tokens, _eff(i)))
    long_tokens = w.load.long_input_tokens
    ttft_long = _rate(lambda i: d.prefill_s(long_tokens, _eff(i))) if long_tokens else None
    per_user = _rate(lambda i: 1 / d.step_s(per_replica, context, i))
    aggregate = _rate(lambda i: replicas * per_replica / d.step_s(per_replica, context, i))
    limit = memory_limit_concurrency
    points = sorted({c for c in CURVE_POINTS if limit is None or c <= limit} | {total_conc}
                    | ({limit} if limit else set()))
    curve = []
    for c in points:
        if c < 1:
            continue
        batch = max(1, -(-c // max(1, replicas)))
        step = d.step_s(batch, context, 1)
        curve.append(CurvePoint(concurrency=c, tokens_per_s_per_user=1 / step,
                                aggregate_tokens_per_s=min(c, batch * replicas) / step))
    return SpeedEstimate(kind="generation", gpu=gpu.name, concurrency=total_conc, ttft_s=ttft,
                         ttft_long_s=ttft_long, long_input_tokens=long_tokens, tokens_per_s_per_user=per_user,
                         aggregate_tokens_per_s=aggregate, curve=curve, memory_limit_concurrency=limit,
                         assumptions=["assume_decode_mbu", "assume_prefill_mfu"])


def training_speed(r: Resolved, b: Budget, gpu: GpuSpec, gpus: int) -> SpeedEstimate:
    w = r.workload
    tr = w.training
    params = b.model.active_params or b.model.params or 0
    per_token = FLOPS_PER_PARAM_TOKEN[w.mode] + (RECOMPUTE_FLOPS_PER_PARAM_TOKEN if tr.gradient_checkpointing else 0)
    factor = QLORA_SPEED_FACTOR if w.mode == "qlora" else 1.0
    peak = peak_tflops(gpu, "bf16") * FLOPS_PER_TFLOP
    rate = _rate(lambda i: gpus * peak * TRAIN_MFU[i] * factor / (per_token * params))
    hours = None
    if tr.dataset_tokens:
        total = tr.dataset_tokens * tr.epochs
        hours = Rate(low=total / rate.high / 3600, typical=total / rate.typical / 3600, high=total / rate.low / 3600)
    return SpeedEstimate(kind="training", gpu=gpu.name, concurrency=tr.micro_batch, training_tokens_per_s=rate,
                         training_hours=hours, assumptions=["assume_train_mfu"])
