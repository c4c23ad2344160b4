"""Training frameworks: one table of what runs a training job, and the checks that follow from it.

A training job is sized and quoted with a training framework, never a serving runtime: vLLM, SGLang, TGI,
TensorRT-LLM, llama.cpp and Ollama serve models; they do not train them. `effective(workload)` names the
framework a training estimate models:

- `training.framework` when the workload names one;
- else the transformers Trainer when the runtime is transformers, the textbook formulas when it is 'generic';
- else (the runtime left at its default, a serving one) the framework the method is usually run with:
  PEFT adapters on transformers for LoRA and QLoRA (QLoRA's own recipe: transformers + PEFT + bitsandbytes,
  Dettmers et al. 2023, github.com/artidoro/qlora), the transformers Trainer for a full fine-tune.

A serving runtime the workload names on purpose for a training job is a problem on the `runtime` field
(`serving_runtime_for_training`), with the fix; a quantization method the GPU's vendor does not run, or a
framework that does not run there, is a warning with the reason (`training_stack_rule`).

Each row keeps what the engine needs: the memory model it is sized with (app/core/memory/recipe.py), the
GPU vendors it runs on, whether it spreads over several GPUs and how. This module is meant to fold into
the shared runtime table (app/core/runtimes.py) as its training rows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from app.core.findings import Finding, Problem
from app.core.runtimes import RUNTIMES
from app.core.workload.schema import Workload

Spread = Literal["data_parallel", "sharded", "single_gpu"]

# Runtimes that serve a model and cannot train one (their documentation describes inference only).
SERVING_RUNTIMES = frozenset(r for r, t in RUNTIMES.items() if t.kind == "serving")
# bitsandbytes 4-bit and 8-bit formats (QLoRA's NF4): CUDA kernels; the ROCm and Intel backends of the
# multi-backend refactor are previews (bitsandbytes docs, "Installation: multi-backend (preview)").
BNB_FORMATS = frozenset({"nf4", "nf4-dq"})
BNB_VENDORS = frozenset({"NVIDIA"})


@dataclass(frozen=True)
class TrainingFramework:
    id: str  # the `training.framework` value
    name: str  # as its project spells it
    engine: str  # the memory model the estimate uses (app/core/memory/recipe.py)
    vendors: frozenset[str]  # GPU vendors it runs on (catalog `vendor`)
    spread: Spread  # how it uses several GPUs
    methods: frozenset[str]  # training modes it runs
    source: str


_ALL_MODES = frozenset({"lora", "qlora", "full_finetune"})
_CUDA_ROCM = frozenset({"NVIDIA", "AMD"})

FRAMEWORKS: dict[str, TrainingFramework] = {f.id: f for f in (
    TrainingFramework("hf_trainer", "transformers Trainer", "hf_trainer", _CUDA_ROCM, "data_parallel", _ALL_MODES,
                      "huggingface.co/docs/transformers/main_classes/trainer (DDP through accelerate)"),
    TrainingFramework("peft", "transformers + PEFT", "peft", _CUDA_ROCM, "data_parallel", _ALL_MODES,
                      "huggingface.co/docs/peft; QLoRA: github.com/artidoro/qlora"),
    TrainingFramework("trl", "TRL (SFTTrainer)", "peft", _CUDA_ROCM, "data_parallel", _ALL_MODES,
                      "huggingface.co/docs/trl/sft_trainer: a transformers Trainer with PEFT adapters"),
    TrainingFramework("litgpt", "LitGPT", "litgpt", _CUDA_ROCM, "sharded", _ALL_MODES,
                      "github.com/Lightning-AI/litgpt (FSDP strategy on several GPUs)"),
    TrainingFramework("torchtune", "torchtune", "torchtune", _CUDA_ROCM, "sharded", _ALL_MODES,
                      "github.com/pytorch/torchtune (FSDP2 distributed recipes)"),
    TrainingFramework("deepspeed", "DeepSpeed ZeRO", "deepspeed", _CUDA_ROCM, "sharded", _ALL_MODES,
                      "deepspeed.ai/tutorials/zero"),
    TrainingFramework("fsdp", "PyTorch FSDP", "fsdp", _CUDA_ROCM, "sharded", _ALL_MODES,
                      "pytorch.org/docs/stable/fsdp.html"),
    TrainingFramework("unsloth", "Unsloth", "peft", frozenset({"NVIDIA"}), "single_gpu",
                      frozenset({"lora", "qlora", "full_finetune"}),
                      "github.com/unslothai/unsloth: CUDA (Triton) kernels; the open-source release trains on one GPU"),
    # A plain PyTorch loop over torch.nn.parallel.DistributedDataParallel: the textbook model states plus the
    # reducer's all-reduce buckets (app/core/memory/recipe.py ddp_reducer, constants.DDP_BUCKET_GRAD_COPIES).
    TrainingFramework("ddp", "PyTorch DDP", "generic", _CUDA_ROCM, "data_parallel", _ALL_MODES,
                      "pytorch.org/docs/stable/generated/torch.nn.parallel.DistributedDataParallel.html"),
    # Megatron-LM's GPT pretraining loop: the textbook model states with Megatron's own gradient buffers
    # (app/core/memory/recipe.py megatron_grads, constants.MEGATRON_MAIN_GRAD_BYTES); --use-distributed-optimizer
    # is ZeRO-1 (sharding 'zero1').
    TrainingFramework("megatron", "Megatron-LM", "generic", _CUDA_ROCM, "data_parallel",
                      frozenset({"full_finetune"}), "github.com/NVIDIA/Megatron-LM"),
    TrainingFramework("generic", "textbook formulas", "generic", frozenset({"NVIDIA", "AMD", "Intel"}),
                      "data_parallel", _ALL_MODES, "ZeRO paper §3.1; Korthikanti et al. 2022"),
)}
# A method's usual framework when the workload names a serving runtime or none.
DEFAULT_FOR_MODE = {"lora": "peft", "qlora": "peft", "full_finetune": "hf_trainer"}


def effective_id(workload: Workload) -> str:
    """The framework a training estimate of `workload` models (see the module's docstring)."""
    return framework_for(workload.training.framework, workload.runtime, workload.mode)


def framework_for(named: str | None, runtime: str, mode: str) -> str:
    if named:
        return named
    if runtime == "transformers":
        return "hf_trainer"
    if runtime == "generic":
        return "generic"
    return DEFAULT_FOR_MODE.get(mode, "hf_trainer")


def effective(workload: Workload) -> TrainingFramework:
    return FRAMEWORKS[effective_id(workload)]


def runtime_problems(workload: Workload) -> list[Problem]:
    """A serving runtime named on purpose for a training job (and no training framework): a problem on
    `runtime` with the fix. A workload that leaves the runtime out is sized with the method's framework."""
    if not workload.is_training or workload.training.framework or workload.runtime not in SERVING_RUNTIMES \
            or "runtime" not in workload.model_fields_set:
        return []
    suggested = DEFAULT_FOR_MODE.get(workload.mode, "hf_trainer")
    return [Problem(field="runtime", code="serving_runtime_for_training",
                    params={"runtime": workload.runtime, "framework": FRAMEWORKS[suggested].name},
                    message=f"{workload.runtime} serves models and cannot train them: choose 'transformers' (or "
                            f"leave the runtime out) and a training framework such as {FRAMEWORKS[suggested].name}")]


def training_stack_findings(workload: Workload, weights_id: str, vendor: str, gpus: int) -> list[Finding]:
    """Warnings with a reason when the quantization method or the framework does not run on this GPU vendor,
    or the framework cannot use the server's GPUs."""
    if not workload.is_training:
        return []
    out: list[Finding] = []
    fw = effective(workload)
    if weights_id in BNB_FORMATS and vendor not in BNB_VENDORS:
        out.append(Finding(code="bnb_not_on_vendor", severity="warning", rule="fit",
                           params={"vendor": vendor, "format": weights_id}))
    if vendor not in fw.vendors:
        out.append(Finding(code="framework_not_on_vendor", severity="warning", rule="fit",
                           params={"vendor": vendor, "framework": fw.name}))
    if fw.spread == "single_gpu" and gpus > 1:
        out.append(Finding(code="framework_single_gpu", severity="warning", rule="fit",
                           params={"framework": fw.name, "gpus": gpus}))
    return out
