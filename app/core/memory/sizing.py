"""What every budget function needs, derived once from a resolved workload."""

from __future__ import annotations

import math
from dataclasses import dataclass

from app.core import constants as C
from app.core.catalog import GpuSpec, QuantFormat
from app.core.model import arithmetic as arch_math
from app.core.model.arch import ModelArch
from app.core.model.arithmetic import ParamBreakdown
from app.core.runtimes import traits
from app.core.workload.resolve import Resolved
from app.core.workload.schema import Workload


@dataclass(frozen=True)
class Sizing:
    """The workload's numbers, with parallelism chosen, ready for the component formulas."""

    workload: Workload
    arch: ModelArch
    counted: ParamBreakdown | None
    params: int
    active_params: int
    weights: QuantFormat
    kv: QuantFormat
    tp: int  # tensor-parallel degree (inference); 1 in training
    dp: int  # data-parallel degree (training replicas)
    zero_stage: int
    device: GpuSpec | None = None  # the GPU the budget is for, when a fit names one (runtime defaults follow it)
    pp: int = 1  # pipeline stages: each holds about 1/pp of the layers (inference and training)
    model_tp: int = 1  # training: tensor-parallel degree inside each pipeline stage (Megatron-style)
    task: str = "text_generation"  # app/core/tasks: which engine sizes the work
    image_tokens: int = 0  # vision-language: image tokens one request adds to the language model's sequence
    part_params: int = 0  # parameters outside `params`: a vision tower, or an image pipeline's encoders and VAE
    encoders: QuantFormat | None = None  # image generation: the text encoders' format
    draft: ModelArch | None = None  # speculative decoding: the draft model or EAGLE head (none for MTP)

    @property
    def mode(self) -> str:
        return self.workload.mode

    @property
    def runtime(self) -> str:
        return self.workload.runtime

    @property
    def training(self) -> bool:
        return self.workload.is_training

    @property
    def tokens(self) -> int:
        """Tokens of one sequence: prompt (with its image tokens) and answer, or the training length."""
        return self.workload.tokens_per_sequence + (0 if self.training else self.image_tokens)

    @property
    def prompt_tokens(self) -> int:
        """One request's prompt as the language model reads it: the text and its image tokens."""
        return self.workload.load.input_tokens + self.image_tokens

    @property
    def sequences(self) -> int:
        return self.workload.sequences

    @property
    def offload(self) -> str:
        """Training state kept off the GPUs: none | optimizer_cpu | params_cpu | nvme."""
        return self.workload.training.offload if self.training else "none"

    @property
    def torch_runtime(self) -> bool:
        return not traits(self.runtime).layer_split

    @property
    def latent_mla(self) -> bool:
        """vLLM, SGLang and llama.cpp cache MLA's latent; transformers decompresses per head."""
        return traits(self.runtime).latent_mla

    def hidden(self) -> int:
        return self.arch.hidden_size or _hidden_from_params(self.params)

    def q_dim(self) -> int:
        hd = arch_math.head_dim(self.arch)
        return (self.arch.heads or 0) * hd if hd else self.hidden()

    def kv_dim(self) -> int:
        hd = arch_math.head_dim(self.arch)
        kvh = arch_math.kv_heads(self.arch)
        return kvh * hd if hd and kvh else self.hidden() // 4

    def mlp_width(self) -> int:
        """Intermediate width one token passes through (MoE: the chosen experts together)."""
        a = self.arch
        if a.is_moe:
            width = (a.moe_intermediate_size or a.intermediate_size or 4 * self.hidden()) * (a.experts_per_token or 1)
            if a.shared_experts:
                width += a.shared_expert_intermediate_size or (a.moe_intermediate_size or 0) * a.shared_experts
            return width
        return a.intermediate_size or 4 * self.hidden()

    def layers(self) -> int:
        return self.arch.layers or _layers_from_params(self.params)

    def vocab(self) -> int:
        return self.arch.vocab_size or 0


def _hidden_from_params(params: int) -> int:
    # Dense decoders: params ≈ 12·L·h² with L ≈ h/128 (Kaplan et al. 2020 shapes) → h ≈ (params·128/12)^(1/3).
    return max(256, int((params * 128 / 12) ** (1 / 3)))


def _layers_from_params(params: int) -> int:
    return max(1, round(_hidden_from_params(params) / 128))


# DeepSpeed offloads only with ZeRO: ZeRO-Offload builds on stage 2 (the optimizer partition moves to the
# CPU), parameter offload needs stage 3 (DeepSpeed docs, "ZeRO-Offload" and the offload_param config).
OFFLOAD_MIN_ZERO_STAGE = {"none": 0, "optimizer_cpu": 2, "params_cpu": 3, "nvme": 3}


def training_split(w: Workload, gpus: int) -> tuple[int, int, int]:
    """(tensor parallel, pipeline stages, data-parallel ranks) of a training run over `gpus` GPUs: the
    workload's `parallel` where given (stages and tensor groups must divide the GPUs), data parallel
    over the rest."""
    asked = w.parallel
    tp = asked.tensor_parallel if asked and asked.tensor_parallel else 1
    pp = asked.pipeline_parallel if asked and asked.pipeline_parallel else 1
    if gpus % (tp * pp):
        tp, pp = 1, 1
    return tp, pp, max(1, gpus // (tp * pp))


def build_sizing(resolved: Resolved, gpus: int | None = None, tp: int | None = None,
                 device: GpuSpec | None = None, pp: int = 1) -> Sizing:
    """Choose the parallel layout: inference splits by tensor parallel over `gpus` (÷ `pp` pipeline stages);
    training replicates (data parallel) and shards by the ZeRO stage (at least the one its offload needs),
    with the workload's tensor / pipeline split when it gives one. `device`: the GPU, when known (a fit)."""
    from app.core.tasks import VISION_LANGUAGE
    from app.core.tasks.vision import prompt_image_tokens

    w = resolved.workload
    arch = resolved.model.arch
    counted = arch_math.breakdown(arch)
    params = arch_math.total_params(arch)
    if params is None:
        raise ValueError("model has neither params_b nor a complete architecture")
    active = arch_math.active_params(arch) or params
    part = 0
    if arch.vision is not None and arch.params_b:
        # The stated count holds the vision tower too: the language model is the rest.
        part = round(arch.vision.params_b * arch_math.BILLION)
        params, active = params - part, max(1, active - part)
    if arch.diffusion is not None:
        # Text encoders and VAE beside the denoiser (`params`): counted apart (memory/diffusion.py).
        d = arch.diffusion
        part = round((sum(e.params_b for e in d.text_encoders) + d.vae_params_b) * arch_math.BILLION)
    images = 0
    if resolved.task == VISION_LANGUAGE and not w.is_training:
        images = prompt_image_tokens(arch.vision, w.load.images_per_request, w.load.image_resolution)
    extra = {"task": resolved.task, "image_tokens": images, "part_params": part, "encoders": resolved.text_encoders,
             "draft": resolved.draft.arch if resolved.draft is not None else None}
    n = gpus or w.gpus
    if w.is_training:
        model_tp, stages, dp = training_split(w, n)
        stage = max(C.ZERO_STAGE[w.training.sharding], OFFLOAD_MIN_ZERO_STAGE[w.training.offload])
        return Sizing(w, arch, counted, params, active, resolved.weights, resolved.kv, tp=1, dp=dp,
                      zero_stage=stage, device=device, pp=stages, model_tp=model_tp, **extra)  # type: ignore[arg-type]
    asked = w.parallel
    if gpus is None and tp is None and pp == 1 and asked is not None:
        # A budget without a fit follows the split the workload fixes (a fit passes its own).
        pp = asked.pipeline_parallel or 1
        tp = asked.tensor_parallel or (max(1, n // pp) if asked.pipeline_parallel else None)
    pp = max(1, pp)
    return Sizing(w, arch, counted, params, active, resolved.weights, resolved.kv, tp=tp or max(1, n // pp), dp=1,
                  zero_stage=0, device=device, pp=pp, **extra)  # type: ignore[arg-type]


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def round_up(value: int, step: int) -> int:
    return int(math.ceil(value / step) * step) if step > 1 else value
