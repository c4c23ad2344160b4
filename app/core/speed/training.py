"""Training throughput: tokens/s = GPUs × peak × MFU ÷ (FLOPs per parameter and token × parameters)."""

from __future__ import annotations

from app.core.catalog import GpuSpec
from app.core.constants import Span
from app.core.memory.types import Budget
from app.core.resolve import Resolved
from app.core.speed.decode import FLOPS_PER_TFLOP, peak_tflops
from app.core.speed.types import Rate, SpeedEstimate

# Training MFU: Llama 3 paper (Dubey et al. 2024, Table 4) 38-43 % BF16 on H100 at scale;
# single-node fine-tuning with HF/PEFT runs lower.
TRAIN_MFU = Span(0.25, 0.38, 0.50)
# QLoRA dequantizes every frozen weight on each pass (QLoRA paper §4 notes the slowdown); judgement.
QLORA_SPEED_FACTOR = 0.7
# Training FLOPs per parameter per token: 2 forward + 4 backward (Kaplan et al. 2020); a frozen base
# skips weight gradients (LoRA: 2 + 2); checkpointing repeats the forward (+2).
FLOPS_PER_PARAM_TOKEN = {"full_finetune": 6, "lora": 4, "qlora": 4}
RECOMPUTE_FLOPS_PER_PARAM_TOKEN = 2
SECONDS_PER_HOUR = 3600


def training_speed(r: Resolved, b: Budget, gpu: GpuSpec, gpus: int) -> SpeedEstimate:
    w = r.workload
    tr = w.training
    params = b.model.active_params or b.model.params or 0
    per_token = FLOPS_PER_PARAM_TOKEN[w.mode] + (RECOMPUTE_FLOPS_PER_PARAM_TOKEN if tr.gradient_checkpointing else 0)
    factor = QLORA_SPEED_FACTOR if w.mode == "qlora" else 1.0
    peak = peak_tflops(gpu, "bf16") * FLOPS_PER_TFLOP

    def rate_at(mfu: float) -> float:
        return gpus * peak * mfu * factor / (per_token * params)

    rate = Rate(low=rate_at(TRAIN_MFU.low), typical=rate_at(TRAIN_MFU.typical), high=rate_at(TRAIN_MFU.high))
    hours = None
    if tr.dataset_tokens:
        total = tr.dataset_tokens * tr.epochs
        hours = Rate(low=total / rate.high / SECONDS_PER_HOUR, typical=total / rate.typical / SECONDS_PER_HOUR,
                     high=total / rate.low / SECONDS_PER_HOUR)
    return SpeedEstimate(kind="training", gpu=gpu.name, concurrency=tr.micro_batch, training_tokens_per_s=rate,
                         training_hours=hours, assumptions=["assume_train_mfu"])
