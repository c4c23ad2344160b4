"""The VRAM budget: one function per component, each returning low / typical / high bytes per GPU.

Every function states its formula (a code the presentation layer words, plus the numbers in
`terms`) and where the formula comes from. `budget()` assembles them: weights and quantization
metadata (weights.py), KV cache and the inference transient peak per runtime (inference.py), the
training components, and the runtime overhead. Several GPUs are never one pool: every figure here is
what ONE GPU holds under the chosen split.
"""

from __future__ import annotations

from app.core import architecture as arch_math
from app.core import constants as C
from app.core.catalog import Catalog, GpuSpec
from app.core.findings import Note
from app.core.memory.inference import inference_activations_bytes, inference_overhead_parts, kv_cache_bytes
from app.core.memory.sizing import Sizing, build_sizing
from app.core.memory.types import Budget, Component, ModelSummary, Parallel
from app.core.memory.weights import BITS, component, quantization_metadata_bytes, weights_bytes
from app.core.resolve import Resolved, resolve
from app.core.workload import Workload

# --- activations ---------------------------------------------------------------------------------

def training_activations_bytes(s: Sizing) -> Component:
    """Saved for backward, per token per layer (16-bit): 4h + 2·q + 2·kv + 4·MLP width (gated);
    with gradient checkpointing only each layer's input plus one layer recomputed; plus the
    logits over the vocabulary for the loss (Korthikanti et al. 2022, adapted to gated MLPs and
    flash attention)."""
    tr = s.workload.training
    T = tr.seq_len * tr.micro_batch
    h, L, V = s.hidden(), s.layers(), s.vocab()
    width = s.mlp_width()
    mlp = 4 * width if s.arch.gated_mlp else 2 * width
    per_layer = (4 * h + 2 * s.q_dim() + 2 * s.kv_dim() + mlp) * C.ACTIVATION_BYTES
    if s.mode in ("lora", "qlora"):
        per_layer += _adapter_modules(s) * tr.lora_rank * _adapter_bytes(s)
    kept_inputs = C.OFFLOADED_LAYER_INPUTS if tr.activation_offloading else L
    if tr.gradient_checkpointing:
        stored = T * (kept_inputs * h * C.ACTIVATION_BYTES + per_layer)
    else:
        stored = T * min(L, kept_inputs) * per_layer
    logit_bytes = C.CHUNKED_LOGIT_BYTES if tr.chunked_loss else C.TRAIN_LOGIT_BYTES
    logits = [T * V * b for b in logit_bytes]
    low, typical = stored + logits[0], stored + logits[1]
    if s.mode == "full_finetune" and not tr.optimizer_in_backward and tr.gradient_accumulation == 1:
        # Gradients appear as backward frees the stored activations (zero_grad(set_to_none=True)):
        # at best the two only overlap by one layer's working set.
        grads = gradients_bytes(s).bytes
        low = max(T * per_layer, low - grads)
    high = (stored + logits[2]) * (1 + C.ALLOCATOR_SLACK_SHARE.high)
    return component("activations", low, typical, high,
                      "act_training_ckpt" if tr.gradient_checkpointing else "act_training",
                      {"tokens": T, "layers": L, "hidden": h, "per_layer_bytes_per_token": per_layer, "vocab": V},
                      "Korthikanti et al. 2022, 'Reducing Activation Recomputation' (per-layer shapes)",
                      "loss_kernel_and_allocator")


# --- training state ------------------------------------------------------------------------------

def _adapter_modules(s: Sizing) -> int:
    return 4 if s.workload.training.lora_targets == "attention" else 7


def adapter_params(s: Sizing) -> int:
    """LoRA adds r × (in + out) per targeted linear layer (Hu et al. 2021)."""
    h, q, kv = s.hidden(), s.q_dim(), s.kv_dim()
    per_layer = (h + q) + 2 * (h + kv) + (q + h)
    if s.workload.training.lora_targets == "all_linear":
        width = s.arch.intermediate_size or s.mlp_width()
        if s.arch.is_moe:
            width = s.mlp_width()  # the experts a token uses; PEFT targets the dense/shared MLPs
        per_layer += 3 * (h + width)
    return s.workload.training.lora_rank * per_layer * s.layers()


def _adapter_bytes(s: Sizing) -> int:
    """fp32 adapters with mixed precision (PEFT's default); bf16 in pure 16-bit training (torchtune)."""
    return C.ADAPTER_WEIGHT_BYTES if s.workload.training.master_weights else C.ADAPTER_16BIT_BYTES


def adapters_bytes(s: Sizing) -> Component:
    n = adapter_params(s)
    per = _adapter_bytes(s)
    return component("adapters", n * per, n * per, n * per, "adapters",
                      {"adapter_params": n, "rank": s.workload.training.lora_rank, "bytes_per_param": per},
                      "Hu et al. 2021 (LoRA); PEFT keeps adapters in fp32 (autocast_adapter_dtype)")


def gradients_bytes(s: Sizing) -> Component:
    tr = s.workload.training
    if s.mode in ("lora", "qlora"):
        n = adapter_params(s)
        per = _adapter_bytes(s)
        return component("gradients", n * per, n * per, n * per, "grads_adapters",
                          {"adapter_params": n, "bytes_per_param": per}, "gradients only for the adapters")
    div = s.dp if s.zero_stage >= 2 else 1
    if tr.optimizer_in_backward:
        # Each gradient is applied and freed as soon as it is computed: about one layer's worth lives.
        live = s.params / max(1, s.layers()) * C.GRAD_BYTES_MIXED.high
        return component("gradients", live, live, live, "grads_in_backward",
                          {"params": s.params, "layers": s.layers()},
                          "optimizer step fused into backward (torchtune optimizer_in_bwd)")
    span: tuple[float, float, float]
    if s.weights.bits_per_weight >= 32:
        span = (4.0, 4.0, 4.0)
    elif tr.master_weights:
        chosen = C.GRAD_BYTES_SHARDED if s.zero_stage else C.GRAD_BYTES_MIXED
        span = (chosen.low, chosen.typical, chosen.high)
    else:
        span = (C.GRAD_BYTES_PURE_16BIT,) * 3
    low, typ, high = (s.params * b / div for b in span)
    return component("gradients", low, typ, high, "grads",
                      {"params": s.params, "bytes_per_param": span[1], "gpus_sharing": div},
                      "HF 'Model training anatomy'; ZeRO paper §3.1 (Rajbhandari et al. 2020)",
                      "grad_precision" if span[0] != span[2] else "")


def _optimizer_state_bytes_per_param(s: Sizing, master: bool) -> float:
    opt = s.workload.training.optimizer
    sixteen_bit = not master
    if opt == "adamw":
        return C.ADAM_STATE_BYTES_16BIT if sixteen_bit else C.ADAM_STATE_BYTES_FP32
    if opt == "adamw_8bit":
        return C.ADAM_8BIT_STATE_BYTES
    if opt == "sgd":
        return C.SGD_MOMENTUM_BYTES.typical / (2 if sixteen_bit else 1)
    return 0.0  # adafactor: handled from the matrix shapes


def _adafactor_bytes(s: Sizing) -> float:
    """(rows + cols) fp32 per weight matrix, summed over the model."""
    h, q, kv = s.hidden(), s.q_dim(), s.kv_dim()
    width = s.arch.intermediate_size or s.mlp_width()
    per_layer = (h + q) * 2 + (h + kv) * 2 + 3 * (h + width)
    return (per_layer * s.layers() + 2 * (s.vocab() + h)) * C.ADAFACTOR_FACTORED_BYTES


def optimizer_states_bytes(s: Sizing) -> Component:
    tr = s.workload.training
    if s.mode in ("lora", "qlora"):
        n = adapter_params(s)
        per = _optimizer_state_bytes_per_param(s, master=tr.master_weights)
        b = n * per
        return component("optimizer_states", b, b, b, "opt_adapters",
                          {"adapter_params": n, "bytes_per_param": per, "optimizer": tr.optimizer},
                          "optimizer states for the adapters only")
    master = tr.master_weights and s.weights.bits_per_weight < 32
    master_bytes = C.MASTER_WEIGHT_BYTES if master else 0
    per = _optimizer_state_bytes_per_param(s, master=master)
    total = s.params * (master_bytes + per)
    if tr.optimizer == "adafactor":
        total = s.params * master_bytes + _adafactor_bytes(s)
    div = s.dp if s.zero_stage >= 1 else 1
    return component("optimizer_states", total / div, total / div, total / div, "opt",
                      {"params": s.params, "master_bytes": master_bytes, "state_bytes": round(per, 4),
                       "optimizer": tr.optimizer, "gpus_sharing": div},
                      "AdamW m and v (Loshchilov & Hutter); ZeRO paper §3.1; bitsandbytes 8-bit optimizers")


# --- runtime overhead ----------------------------------------------------------------------------

def runtime_overhead_bytes(s: Sizing, activations: Component) -> Component:
    """CUDA context, CUDA graphs (vLLM/SGLang), communication buffers when GPUs talk, ZeRO-3
    prefetch, QLoRA dequantization scratch, and allocator slack over the transient tensors."""
    context = C.LLAMACPP_CONTEXT_BYTES if not s.torch_runtime else C.CUDA_CONTEXT_BYTES
    parts = [list(context)]
    terms: dict[str, float | int | str] = {"cuda_context": context.typical}
    if not s.training:
        for name, span in inference_overhead_parts(s):
            parts.append(list(span))
            terms[name] = span[1]
    if s.tp > 1 or s.dp > 1:
        parts.append(list(C.COMM_BUFFERS_BYTES))
        terms["communication"] = C.COMM_BUFFERS_BYTES.typical
    if s.training and s.zero_stage >= 3:
        layer_params = s.params / max(1, s.layers())
        b = C.ZERO3_PREFETCH_LAYERS * layer_params * C.WEIGHT_16BIT_BYTES
        parts.append([b, b, b])
        terms["zero3_prefetch"] = b
    if s.mode == "qlora":
        b = arch_math.largest_matrix_params(s.arch) * C.WEIGHT_16BIT_BYTES
        parts.append([b, b, b])
        terms["dequant_scratch"] = b
    if s.torch_runtime and (s.training or s.runtime not in C.PROFILING_RUNTIMES):
        # vLLM, SGLang and TGI size their pools after measuring the peak (allocated bytes) and empty the
        # allocator's cache: no slack on top of it.
        slack = [activations.bytes * share for share in C.ALLOCATOR_SLACK_SHARE]
        parts.append(slack)
        terms["allocator_slack"] = slack[1]
    low, typical, high = (sum(p[i] for p in parts) for i in range(3))
    return component("runtime_overhead", low, typical, high, "overhead", terms,
                      "pytorch/pytorch#107667 (CUDA context); vLLM startup logs (graphs); NCCL docs",
                      "runtime_buffers")


# --- the budget ----------------------------------------------------------------------------------

def reserved_fraction(s: Sizing) -> float | None:
    if s.training:
        return None
    opts = s.workload.runtime_options
    if s.runtime == "vllm":
        return opts.gpu_memory_utilization or C.VLLM_GPU_MEMORY_UTILIZATION
    if s.runtime == "sglang":
        return opts.gpu_memory_utilization or C.SGLANG_MEM_FRACTION_STATIC
    if s.runtime == "tgi":
        return opts.gpu_memory_utilization or C.TGI_MEMORY_FRACTION
    return opts.gpu_memory_utilization


def components_for(s: Sizing) -> list[Component]:
    out = [weights_bytes(s)]
    if s.weights.scale_bits > 0 and s.mode != "full_finetune":
        out.append(quantization_metadata_bytes(s))
    if s.training:
        act = training_activations_bytes(s)
        out.append(act)
        out.append(gradients_bytes(s))
        out.append(optimizer_states_bytes(s))
        if s.mode in ("lora", "qlora"):
            out.append(adapters_bytes(s))
    else:
        out.append(kv_cache_bytes(s))
        act = inference_activations_bytes(s, resident_bytes=sum(c.bytes for c in out))
        out.append(act)
    out.append(runtime_overhead_bytes(s, act))
    return out


def _summary(r: Resolved, s: Sizing) -> ModelSummary:
    kv_elem = arch_math.kv_elements_per_token(s.arch, latent_mla=s.latent_mla)
    kv_per_token = 0
    if kv_elem is not None and s.arch.layers:
        kv_per_token = round(kv_elem[0] * s.arch.layers * (s.kv.kv_bits or 16) / BITS)
    return ModelSummary(
        name=r.model.display_name, catalog_id=r.model.catalog_id, origin=r.model.origin, params=s.params,
        active_params=s.active_params, weights_precision=s.weights.id, kv_precision=s.kv.id,
        max_context=s.arch.max_context, encoder_only=s.arch.encoder_only, kv_bytes_per_token=kv_per_token)


def budget_for(resolved: Resolved, gpus: int | None = None, tp: int | None = None,
               device: GpuSpec | None = None) -> Budget:
    """The budget of an already-resolved workload, optionally on another GPU count / split, and for a
    named GPU (`device`: runtime defaults that depend on the GPU, such as vLLM's batch sizes, follow it)."""
    from app.core.memory.advice import workload_findings

    s = build_sizing(resolved, gpus=gpus, tp=tp, device=device)
    components = components_for(s)
    parallel = Parallel(gpus=s.tp * s.dp, tensor_parallel=s.tp, data_parallel=s.dp, zero_stage=s.zero_stage)
    draft = Budget(components=components, parallel=parallel, model=_summary(resolved, s), mode=s.mode,
                   runtime=s.runtime, tokens_per_sequence=s.tokens, sequences=s.sequences,
                   reserved_fraction=reserved_fraction(s), assumptions=list(resolved.notes))
    notes, findings = workload_findings(s, draft)
    return draft.model_copy(update={"assumptions": draft.assumptions + notes, "warnings": findings})


def budget(workload: Workload, catalog: Catalog) -> Budget:
    """The VRAM budget per GPU for a workload. Raises InputError for unknown ids and precisions."""
    return budget_for(resolve(workload, catalog))


__all__ = ["budget", "budget_for", "weights_bytes", "quantization_metadata_bytes", "kv_cache_bytes",
           "inference_activations_bytes", "training_activations_bytes", "gradients_bytes",
           "optimizer_states_bytes", "adapters_bytes", "runtime_overhead_bytes", "adapter_params", "Note"]
