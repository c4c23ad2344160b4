"""The VRAM budget: one function per component, each returning low / typical / high bytes per GPU.

Every function states its formula (a code the presentation layer words, plus the numbers in
`terms`) and where the formula comes from. `budget()` assembles them: weights and quantization
metadata (weights.py), KV cache and the inference transient peak per runtime (inference.py), the
training components (training.py), and the runtime overhead. Several GPUs are never one pool: every
figure here is what ONE GPU holds under the chosen split.
"""

from __future__ import annotations

from app.core import constants as C
from app.core import fitted, tasks
from app.core.catalog import Catalog, GpuSpec
from app.core.findings import Note
from app.core.memory.host import host_components
from app.core.memory.inference import inference_activations_bytes, kv_cache_bytes
from app.core.memory.memo import remembered
from app.core.memory.offload import FRAMEWORK_OFFLOAD, FSDP_OFFLOAD_ENGINES, training_offload
from app.core.memory.overhead import runtime_overhead_bytes
from app.core.memory.recipe import Recipe, recipe
from app.core.memory.sizing import Sizing, build_sizing
from app.core.memory.speculative import draft_bytes
from app.core.memory.state_cache import state_bytes
from app.core.memory.types import (
    RANGE_CAP_NOTE,
    TOTAL_RANGE_NOTE,
    Budget,
    Component,
    ModelSummary,
    Parallel,
    TotalRange,
)
from app.core.memory.weights import BITS, quantization_metadata_bytes, weights_bytes
from app.core.model import arithmetic as arch_math
from app.core.workload.resolve import Resolved, resolve
from app.core.workload.schema import Workload
from app.core.workload.training_frameworks import FRAMEWORKS, effective_id

# --- the budget ----------------------------------------------------------------------------------

def reserved_fraction(s: Sizing) -> float | None:
    if s.training or s.task == tasks.IMAGE_GENERATION:
        return None  # diffusers pipelines take what they allocate
    opts = s.workload.runtime_options
    if s.runtime == "vllm":
        return opts.gpu_memory_utilization or C.VLLM_GPU_MEMORY_UTILIZATION
    if s.runtime == "sglang":
        return opts.gpu_memory_utilization or C.SGLANG_MEM_FRACTION_STATIC
    if s.runtime == "tgi":
        return opts.gpu_memory_utilization or C.TGI_MEMORY_FRACTION
    return opts.gpu_memory_utilization


# Training split inside each copy (Megatron-style): model states divide over the tensor group and the pipeline
# stages; activations over the tensor group only — with sequence parallelism each rank keeps 1/t of every
# layer's activations (Korthikanti et al. 2022, eq. 5), and the first 1F1B stage keeps p micro-batches of its
# L/p layers in flight, one micro-batch of all L layers' worth (Narayanan et al. 2021, §2.2).
MODEL_STATE_KEYS = frozenset({"weights", "quantization_metadata", "gradients", "optimizer_states", "adapters"})


def _model_parallel(s: Sizing, out: list[Component]) -> list[Component]:
    states, acts = s.model_tp * s.pp, s.model_tp
    if states == 1:
        return out
    scaled = []
    for c in out:
        div = states if c.key in MODEL_STATE_KEYS else acts if c.key == "activations" else 1
        if div > 1:
            terms = {**c.terms, "model_parallel": div}
            c = c.model_copy(update={"bytes": c.bytes // div, "low_bytes": c.low_bytes // div,
                                     "high_bytes": c.high_bytes // div, "terms": terms})
        scaled.append(c)
    return scaled


def components_for(s: Sizing, rc: Recipe | None = None) -> list[Component]:
    """The budget's components for the workload's task: image generation and speech have their own engines
    (diffusion.py, speech.py); a vision-language model is the language model with image tokens in its prompt
    plus its vision encoder (vision.py); text generation, embeddings and reranking are the language-model path."""
    # The other tasks' engines are imported on first use: a window's first budget (a language model) needs none.
    if s.task == tasks.IMAGE_GENERATION:
        from app.core.memory import diffusion

        return diffusion.diffusion_components(s)
    if s.task == tasks.SPEECH_TO_TEXT:
        from app.core.memory import speech

        return speech.speech_components(s)
    out = _language_model_components(s, rc)
    if s.arch.vision is None:
        return out
    from app.core.memory import vision

    return vision.with_vision(s, out)


def _language_model_components(s: Sizing, rc: Recipe | None) -> list[Component]:
    out = [weights_bytes(s)]
    metadata = quantization_metadata_bytes(s) if s.weights.scale_bits > 0 and s.mode != "full_finetune" else None
    if s.training:
        from app.core.memory import training

        out = _model_parallel(s, training.training_components(s, out[0], metadata, rc or recipe(s)))
        if not any(c.key == "runtime_overhead" for c in out):  # the generic framework: the shared overhead
            out.append(runtime_overhead_bytes(s, next(c for c in out if c.key == "activations")))
        return out
    if metadata is not None:
        out.append(metadata)
    out.append(kv_cache_bytes(s))
    extras = (state_bytes(s), draft_bytes(s))
    out.extend(c for c in extras if c is not None)
    act = inference_activations_bytes(s, resident_bytes=sum(c.bytes for c in out))
    out.append(act)
    out.append(runtime_overhead_bytes(s, act))
    return out


def _summary(r: Resolved, s: Sizing) -> ModelSummary:
    kv_elem = arch_math.kv_elements_per_token(s.arch, latent_mla=s.latent_mla)
    kv_per_token = 0
    if kv_elem is not None and s.arch.layers:
        # Attention layers only: a hybrid model's state layers keep no KV (memory/state_cache.py).
        per_layer = kv_elem[0] * (s.kv.kv_bits or 16) / BITS + arch_math.indexer_bytes_per_token_layer(s.arch)
        kv_per_token = round(per_layer * arch_math.attention_layer_count(s.arch))
    return ModelSummary(
        name=r.model.display_name, catalog_id=r.model.catalog_id, origin=r.model.origin, params=s.params,
        active_params=s.active_params, weights_precision=s.weights.id, kv_precision=s.kv.id,
        max_context=s.arch.max_context, encoder_only=s.arch.encoder_only, kv_bytes_per_token=kv_per_token,
        task=s.task, image_tokens_per_request=s.image_tokens, total_params=s.params + s.part_params)


def _work_shape(s: Sizing) -> tuple[int, int]:
    """(tokens per sequence, sequences at once) as each engine counts them: denoiser tokens per image and
    images for image generation, encoder positions and windows for speech, else the language model's."""
    if s.task == tasks.IMAGE_GENERATION:
        from app.core.memory import diffusion

        sh = diffusion.shape(s)
        return sh.tokens, sh.images
    if s.task == tasks.SPEECH_TO_TEXT:
        from app.core.memory import speech

        return speech.encoder(s).positions, s.sequences
    return s.tokens, s.sequences


def budget_for(resolved: Resolved, gpus: int | None = None, tp: int | None = None,
               device: GpuSpec | None = None, pp: int = 1) -> Budget:
    """The budget of an already-resolved workload, optionally on another GPU count / split (`tp` GPUs per
    pipeline stage × `pp` stages), and for a named GPU (`device`: runtime defaults that depend on the GPU,
    such as vLLM's batch sizes, follow it). Every budget states the GPU, host-RAM and NVMe tiers.
    Inside `app.core.memory.memo.shared_budgets()` the same arguments give the same (immutable) budget once."""
    return remembered("budget", (resolved, device), (gpus, tp, pp),
                      lambda: _budget_for(resolved, gpus, tp, device, pp))


def _budget_for(resolved: Resolved, gpus: int | None, tp: int | None, device: GpuSpec | None, pp: int) -> Budget:
    from app.core.memory.workload_notes import workload_findings

    s = build_sizing(resolved, gpus=gpus, tp=tp, device=device, pp=pp)
    rc = recipe(s) if s.training else None  # the training framework's recipe: built once per budget
    components, offloaded = training_offload(s, components_for(s, rc), rc)
    offloaded = [*offloaded, *host_components(s, components)]
    if s.training:
        parallel = Parallel(gpus=s.model_tp * s.pp * s.dp, tensor_parallel=s.model_tp, data_parallel=s.dp,
                            zero_stage=s.zero_stage, pipeline_parallel=s.pp)
    else:
        parallel = Parallel(gpus=s.tp * s.pp * s.dp, tensor_parallel=s.tp, data_parallel=s.dp,
                            zero_stage=s.zero_stage, pipeline_parallel=s.pp)
    tokens, sequences = _work_shape(s)
    draft = Budget(components=components, offloaded=offloaded, parallel=parallel, model=_summary(resolved, s),
                   mode=s.mode, runtime=s.runtime, tokens_per_sequence=tokens, sequences=sequences,
                   training_framework=effective_id(s.workload) if s.training else None,
                   reserved_fraction=reserved_fraction(s), assumptions=list(resolved.notes), task=s.task)
    notes, findings = workload_findings(s, draft, rc)
    notes = [*notes, *_warmup_note(s)]
    total_range = _total_range(s, parallel.gpus)
    if total_range is not None and total_range.category == OFFLOADED_TRAINING_CATEGORY:
        total_range = total_range.model_copy(update={"ceiling_bytes": parameters_kept_high(
            resolved, (gpus, tp, device, pp))})
    if total_range is not None:
        typical = draft.per_gpu_bytes
        high = total_range.high_bytes(typical)
        notes.append(Note(code=TOTAL_RANGE_NOTE, params={
            "low_pct": round(total_range.low_ratio * 100), "high_pct": round(high / typical * 100) if typical else 0,
            "range_low": round(typical * total_range.low_ratio), "range_high": high,
            "cases": total_range.cases, "sources": total_range.sources}))
        if total_range.capped(typical):
            notes.append(Note(code=RANGE_CAP_NOTE, params={"kept_bytes": high, "cases": total_range.cases,
                                                           "sources": total_range.sources}))
    return draft.model_copy(update={"assumptions": draft.assumptions + notes, "warnings": findings,
                                    "total_range": total_range})


# Training with the parameters off the GPU (training.offload) and the calibration category its totals are scored in.
OFFLOADED_PARAMS = frozenset({"params_cpu", "nvme"})
OFFLOADED_TRAINING_CATEGORY = "training totals (parameters offloaded)"


def total_category(s: Sizing, gpus: int) -> str:
    """The calibration category of the budget's whole-job total (tests/core/calibration*/, fitted ranges)."""
    if s.task == tasks.IMAGE_GENERATION:
        return "image generation memory"
    if s.task == tasks.SPEECH_TO_TEXT:
        return "speech memory"
    if not s.training:
        return "inference totals"
    if s.offload in OFFLOADED_PARAMS:
        # Parameters in host memory (DeepSpeed ZeRO-3 offload_param, FSDP CPUOffload): a regime of its own, whose
        # measured peaks sit far above the counted steady state (tests/core/calibration/README.md).
        return OFFLOADED_TRAINING_CATEGORY
    if gpus > 1:
        return "training totals: several GPUs"
    return "training totals: full fine-tuning, one GPU" if s.mode == "full_finetune" else \
        "training totals: LoRA/QLoRA, one GPU"


def kept_offload(w: Workload) -> str:
    """The offload of the same training job with its parameters kept on the GPUs: the optimizer alone in host RAM
    where the framework can offload it alone (DeepSpeed ZeRO-Offload), else nothing (FSDP, LitGPT and torchtune's
    distributed recipes offload the parameters with the optimizer or not at all: offload.FRAMEWORK_OFFLOAD; torchtune's
    optimizer-only offload runs on one GPU)."""
    fw = effective_id(w)
    if FRAMEWORKS[fw].engine in FSDP_OFFLOAD_ENGINES:
        return "none"
    return "optimizer_cpu" if "optimizer_cpu" in FRAMEWORK_OFFLOAD.get(fw, ()) else "none"


def parameters_kept_high(resolved: Resolved, split: tuple[int | None, int | None, GpuSpec | None, int]) -> int:
    """The per-GPU high of the same training job with its parameters kept on the GPUs (the same split and GPU):
    the ceiling of a parameter-offload range. Offloading moves the parameters' partition off the GPU and adds
    only host-side buffers, so it never holds more on a GPU than keeping them (DeepSpeed ZeRO-3 offload_param,
    FSDP CPUOffload). The measured-error range rests on few sources that disagree (tests/core/calibration/README.md):
    without the ceiling its high reaches tens of times the typical figure, far above anything the job could hold."""
    w = resolved.workload
    kept = w.model_copy(update={"training": w.training.model_copy(update={"offload": kept_offload(w)})})
    gpus, tp, device, pp = split
    return budget_for(resolved.model_copy(update={"workload": kept}), gpus, tp, device, pp).per_gpu_high_bytes


def _total_range(s: Sizing, gpus: int) -> TotalRange | None:
    category = total_category(s, gpus)
    fit = fitted.total_range(category)
    if fit is None:
        return None
    return TotalRange(category=category, low_ratio=fit.low_ratio, high_ratio=fit.high_ratio, cases=fit.cases,
                      sources=fit.sources)


def budget(workload: Workload, catalog: Catalog) -> Budget:
    """The VRAM budget per GPU for a workload. Raises InputError for unknown ids and precisions."""
    return budget_for(resolve(workload, catalog))


__all__ = [
    "Note",
    "budget",
    "budget_for",
    "components_for",
    "inference_activations_bytes",
    "kv_cache_bytes",
    "quantization_metadata_bytes",
    "runtime_overhead_bytes",
    "weights_bytes",
]


def _warmup_note(s: Sizing) -> list[Note]:
    """vLLM V1 sizes its start-up profile batch by the GPU (vllm_large_gpu): the per-GPU need moves when a
    server is picked, and the result says why."""
    from app.core.memory.inference import release, vllm_large_gpu

    large = vllm_large_gpu(s) if s.runtime == "vllm" and not s.training else None
    if large is None or s.device is None or s.workload.runtime_options.max_num_batched_tokens \
            or release(s).engine != "vllm-v1":
        return []
    span = C.VLLM_V1_MAX_NUM_BATCHED_TOKENS
    tokens = int(span.typical if large else span.low)
    return [Note(code="warmup_by_gpu", params={"gpu": s.device.name, "tokens": tokens})]
