"""Workload-level warnings and the assumptions behind a budget (codes with parameters)."""

from __future__ import annotations

from app.core import constants as C
from app.core.findings import Finding, Note
from app.core.memory.recipe import Recipe, recipe
from app.core.memory.sizing import Sizing
from app.core.memory.types import Budget
from app.core.runtimes import traits
from app.core.workload.training_frameworks import FRAMEWORKS, framework_for

# KV cache above this share of the per-GPU budget dominates it (judgement: at half the budget,
# concurrency and context, not the model, decide the server).
KV_DOMINANT_SHARE = 0.5


def _quality(s: Sizing, out: list[Finding]) -> None:
    quality = s.weights.quality
    if quality in ("noticeable_loss", "large_loss"):
        out.append(Finding(code="quant_quality", severity="warning" if quality == "noticeable_loss" else "critical",
                           params={"format": s.weights.id, "quality": quality}))
    elif quality == "small_loss":
        out.append(Finding(code="quant_quality", severity="info", params={"format": s.weights.id, "quality": quality}))


def pipeline_findings(s: Sizing, b: Budget) -> tuple[list[Note], list[Finding]]:
    """Image generation and speech: the pipeline's own assumptions (no context window, no vLLM profile)."""
    from app.core.tasks import IMAGE_GENERATION
    from app.core.tasks.audio import TOKENS_PER_AUDIO_SECOND

    notes: list[Note] = []
    out: list[Finding] = []
    _quality(s, out)
    w = s.workload
    if s.task == IMAGE_GENERATION:
        d = s.arch.diffusion
        assert d is not None
        if not traits(s.runtime).plain_pytorch:
            notes.append(Note(code="diffusers_pipeline", params={"runtime": s.runtime}))
        notes.append(Note(code="assume_diffusion", params={
            "resolution": w.load.resolution or d.default_resolution, "steps": w.load.steps or d.default_steps,
            "passes": d.guidance_passes, "images": w.load.images}))
        if w.runtime_options.model_cpu_offload:
            notes.append(Note(code="stage_offload", params={}))
    else:
        notes.append(Note(code="assume_speech", params={
            "tokens_per_second": TOKENS_PER_AUDIO_SECOND, "beams": w.load.beams,
            "windows": s.sequences}))
        if b.reserved_fraction and traits(s.runtime).reserves_fraction:
            out.append(Finding(code="runtime_preallocates", severity="info",
                               params={"runtime": s.runtime, "fraction": b.reserved_fraction}))
    notes.append(Note(code="ranges_need_pilot", params={}))
    return notes, out


def workload_findings(s: Sizing, b: Budget, rc: Recipe | None = None) -> tuple[list[Note], list[Finding]]:  # noqa: C901 - one short rule per finding (engine file edited in parallel; split by finding family next)
    from app.core.tasks import PIPELINE_TASKS, VISION_LANGUAGE

    if s.task in PIPELINE_TASKS:
        return pipeline_findings(s, b)
    notes: list[Note] = []
    out: list[Finding] = []
    w, a = s.workload, s.arch
    if s.task == VISION_LANGUAGE and s.arch.vision is not None and w.load.images_per_request:
        from app.core.tasks.vision import image_tokens

        one = image_tokens(s.arch.vision, w.load.image_resolution)
        notes.append(Note(code="image_tokens", params={
            "images": w.load.images_per_request, "resolution": w.load.image_resolution, "tokens": one.tokens,
            "total": one.tokens * w.load.images_per_request,
            "where": "cross_attention" if s.arch.vision.cross_attention_layers else "prompt"}))

    # Context: what the user asked for, checked against what the model supports.
    if not s.training and a.max_context and s.tokens > a.max_context:
        out.append(Finding(code="context_exceeds_model", severity="critical",
                           params={"tokens": s.tokens, "max_context": a.max_context}))
    if w.load.long_input_tokens and a.max_context and w.load.long_input_tokens + w.load.output_tokens > a.max_context:
        out.append(Finding(code="long_input_exceeds_model", severity="warning",
                           params={"tokens": w.load.long_input_tokens + w.load.output_tokens,
                                   "max_context": a.max_context}))
    if s.training and a.max_context and w.training.seq_len > a.max_context:
        out.append(Finding(code="seq_len_exceeds_model", severity="warning",
                           params={"seq_len": w.training.seq_len, "max_context": a.max_context}))

    kv = b.component("kv_cache")
    if kv and b.per_gpu_bytes and kv.bytes / b.per_gpu_bytes > KV_DOMINANT_SHARE:
        out.append(Finding(code="kv_dominates", severity="warning",
                           params={"share": round(kv.bytes / b.per_gpu_bytes, 3), "kv_bytes": kv.bytes,
                                   "kv_precision": s.kv.id, "concurrency": s.sequences, "tokens": s.tokens}))

    _quality(s, out)
    if not s.training and s.kv.kv_bits and s.kv.kv_bits < 8:
        out.append(Finding(code="kv_quant_quality", severity="warning", params={"kv_precision": s.kv.id}))

    if s.counted is None:
        out.append(Finding(code="architecture_incomplete", severity="warning",
                           params={"params": s.params}))
    if a.is_moe:
        notes.append(Note(code="moe_all_experts_resident",
                          params={"experts": a.experts or 0, "active_params": s.active_params, "params": s.params}))
    if a.sliding_window and a.windowed_layers and not s.training:
        notes.append(Note(code="sliding_window_capped",
                          params={"windowed_layers": a.windowed_layers, "layers": a.layers or 0,
                                  "window": a.sliding_window}))
    if a.is_mla and not s.training:
        notes.append(Note(code="mla_latent_cache" if s.latent_mla else "mla_full_cache_transformers",
                          params={"kv_lora_rank": a.kv_lora_rank or 0}))
    if a.encoder_only:
        notes.append(Note(code="encoder_no_kv", params={}))
    spec = w.speculative
    if a.mtp_layers and not (spec is not None and spec.method == "mtp"):  # MTP drafting loads them (draft_model)
        notes.append(Note(code="mtp_not_loaded", params={"layers": a.mtp_layers}))
    if b.reserved_fraction and traits(s.runtime).reserves_fraction:
        out.append(Finding(code="runtime_preallocates", severity="info",
                           params={"runtime": s.runtime, "fraction": b.reserved_fraction}))
    if s.runtime == "vllm" and not s.training:
        kv = b.component("kv_cache")
        block = kv.terms.get("block_tokens") if kv is not None else None  # a hybrid model's grown block
        notes.append(Note(code="assume_vllm_profile",
                          params={"block_size": block if isinstance(block, int) else C.VLLM_BLOCK_SIZE,
                                  "max_num_batched_tokens": w.runtime_options.max_num_batched_tokens
                                  or int(C.VLLM_V1_MAX_NUM_BATCHED_TOKENS.typical)}))
    if traits(s.runtime).layer_split:
        notes.append(Note(code="assume_llamacpp", params={"ubatch": w.runtime_options.ubatch or C.LLAMACPP_UBATCH}))
    if s.pp > 1 and not s.training:
        notes.append(Note(code="pipeline_split", params={"pp": s.pp, "tp": s.tp}))
    if s.tp > 1 and not s.training:
        kvh = a.kv_heads or a.heads or 0
        notes.append(Note(code="tensor_parallel_split", params={"tp": s.tp}))
        if kvh and kvh < s.tp and not a.is_mla:
            out.append(Finding(code="kv_heads_replicated", severity="info", params={"kv_heads": kvh, "tp": s.tp}))
    if s.training:
        tr = w.training
        notes.append(Note(code="assume_training", params={
            "optimizer": tr.optimizer, "master_weights": tr.master_weights,
            "gradient_checkpointing": tr.gradient_checkpointing, "sharding": tr.sharding, "gpus": s.dp}))
        rc = rc or recipe(s)
        notes.append(Note(code="assume_training_framework", params={"framework": framework_named(s, rc)}))
        if s.mode in ("lora", "qlora"):
            notes.append(Note(code="assume_lora", params={
                "rank": tr.lora_rank, "targets": tr.lora_targets,
                "adapter_precision": "fp32" if rc.adapter_bytes >= 4 else "bf16"}))
        if s.dp > 1 and s.zero_stage == 0:
            out.append(Finding(code="data_parallel_replicates", severity="info", params={"gpus": s.dp}))
        if s.offload != "none":
            notes.append(Note(code="assume_offload", params={"mode": s.offload, "stage": s.zero_stage}))
        if s.pp > 1 or s.model_tp > 1:
            notes.append(Note(code="training_model_parallel", params={"tp": s.model_tp, "pp": s.pp, "dp": s.dp}))
        if s.mode == "qlora" and s.weights.nominal_bits > 4:
            out.append(Finding(code="qlora_not_4bit", severity="info", params={"format": s.weights.id}))
    notes.append(Note(code="ranges_need_pilot", params={}))
    return notes, out


def framework_named(s: Sizing, rc: Recipe) -> str:
    """The framework an estimate says it sized for: the one the workload names (or its mode's default) when the
    estimate runs that framework's own memory model (PyTorch DDP and Megatron-LM are the textbook model plus their
    own gradient buffers; TRL is PEFT's), else the model that replaced it (the Trainer's offload runs DeepSpeed's)."""
    named = framework_for(s.workload.training.framework, s.runtime, s.mode)
    return named if FRAMEWORKS[named].engine == rc.framework else rc.framework
