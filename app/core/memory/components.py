"""The VRAM budget: one function per component, each returning low / typical / high bytes per GPU.

Every function states its formula (a code the presentation layer words, plus the numbers in
`terms`) and where the formula comes from. `budget()` assembles them. Several GPUs are never one
pool: every figure here is what ONE GPU holds under the chosen split.
"""

from __future__ import annotations

from app.core import architecture as arch_math
from app.core import constants as C
from app.core.catalog import Catalog
from app.core.findings import Note
from app.core.memory import training
from app.core.memory.sizing import Sizing, build_sizing, ceil_div, round_up
from app.core.memory.types import Budget, Component, ModelSummary, Parallel
from app.core.resolve import Resolved, resolve
from app.core.workload import Workload

BITS = 8


def _component(key: str, low: float, typical: float, high: float, formula: str,
               terms: dict[str, float | int | str], source: str, range_reason: str = "") -> Component:
    lo, ty, hi = (max(0, round(v)) for v in (low, typical, high))
    return Component(key=key, bytes=ty, low_bytes=min(lo, ty), high_bytes=max(hi, ty),  # type: ignore[arg-type,unused-ignore]
                     formula=formula, terms=terms, source=source, range_reason=range_reason)


# --- weights -------------------------------------------------------------------------------------

def _weight_parts(s: Sizing) -> tuple[float, float, float, dict[str, float | int | str]]:
    """(typical value bytes, metadata bytes, naive lower bound, terms) for the whole model."""
    fmt = s.weights
    c = s.counted
    norm_bytes = C.NORM_BYTES if fmt.ecosystem == "gguf" or fmt.id == "fp32" else C.WEIGHT_16BIT_BYTES
    if c is None:
        body, emb, head, small, experts = s.params, 0, 0, 0, 0
    else:
        body, emb, head, small, experts = c.body, c.embedding, c.lm_head, c.norms + c.other, c.routed_experts
    if s.mode == "full_finetune":
        # The model being trained is held in 16 bits (or fp32 when chosen); the fp32 master copy
        # is counted with the optimizer states.
        per_param = max(fmt.bits_per_weight, 16) / BITS
        total = s.params * per_param
        return total, 0.0, total, {"params": s.params, "bytes_per_param": per_param}
    if s.runtime in ("llama.cpp", "ollama") and head:
        emb = 0  # llama.cpp keeps the (untied) token-embedding table in host memory: lookups run on the CPU
    quantized_body = experts if fmt.experts_only else body
    rest_16bit = body - quantized_body
    if fmt.experts_only and s.runtime in ("vllm", "sglang") and s.arch.hidden_size:
        h = s.arch.hidden_size
        quantized_body = round(quantized_body * round_up(h, C.VLLM_MXFP4_PAD) / h)
    value_bits = fmt.average_body_bits - fmt.scale_bits
    values = (quantized_body * value_bits + emb * fmt.embedding_bits + head * fmt.lm_head_bits) / BITS
    values += rest_16bit * C.WEIGHT_16BIT_BYTES + small * norm_bytes
    metadata = quantized_body * fmt.scale_bits / BITS
    naive = s.params * fmt.nominal_bits / BITS if not fmt.experts_only else values
    terms: dict[str, float | int | str] = {
        "params": s.params, "body_params": quantized_body, "body_bits": round(value_bits, 4),
        "embedding_params": emb, "embedding_bits": fmt.embedding_bits, "lm_head_params": head,
        "lm_head_bits": fmt.lm_head_bits, "other_16bit_params": rest_16bit, "format": fmt.id,
    }
    return values, metadata, naive, terms


def _weight_divisor(s: Sizing) -> int:
    if s.training:
        return s.dp if s.zero_stage >= 3 else 1
    return s.tp


def weights_bytes(s: Sizing) -> Component:
    """Parameters × bits per weight ÷ 8, embeddings and output head at their own precision,
    all MoE experts resident; split over tensor-parallel GPUs (or ZeRO-3 ranks)."""
    values, _, naive, terms = _weight_parts(s)
    div = _weight_divisor(s)
    high = values
    reason = ""
    if s.counted is None and s.weights.nominal_bits < 16:
        # Embeddings of an unknown architecture may be kept at 16 bits.
        high = values + s.params * C.UNKNOWN_EMBEDDING_SHARE.high * (16 - s.weights.nominal_bits) / BITS
        reason = "unknown_embedding_share"
    elif naive < values:
        reason = "embeddings_higher_precision"
    low = min(naive, values)
    terms["gpus_sharing"] = div
    formula = "weights_training" if s.mode == "full_finetune" else "weights"
    return _component("weights", low / div, values / div, high / div, formula, terms,
                      "bits per weight from resources/catalog/quant_formats.json", reason)


def quantization_metadata_bytes(s: Sizing) -> Component:
    """Block scales and zero points: quantized parameters × (effective − nominal bits) ÷ 8."""
    _, metadata, _, terms = _weight_parts(s)
    div = _weight_divisor(s)
    fmt = s.weights
    return _component("quantization_metadata", metadata / div, metadata / div, metadata / div,
                      "quant_metadata", {"body_params": terms.get("body_params", s.params),
                                         "scale_bits": round(fmt.scale_bits, 5), "format": fmt.id,
                                         "gpus_sharing": div},
                      f"{fmt.name}: {fmt.source}")


# --- KV cache ------------------------------------------------------------------------------------

def _block_tokens(s: Sizing) -> int:
    opts = s.workload.runtime_options
    if s.runtime == "vllm":
        return opts.block_size or C.VLLM_BLOCK_SIZE
    if s.runtime == "sglang":
        return opts.block_size or C.SGLANG_PAGE_SIZE
    return opts.block_size or 1


def _kv_shard(s: Sizing) -> float:
    """How many ways one GPU's share of the cache is divided."""
    if s.tp == 1:
        return 1
    if s.runtime in ("llama.cpp", "ollama", "transformers", "generic"):
        return s.tp  # layers split across GPUs
    if s.arch.is_mla and s.latent_mla:
        return 1  # the latent is shared by all heads: every tensor-parallel rank keeps all of it
    kvh = arch_math.kv_heads(s.arch) or 1
    return kvh / ceil_div(kvh, s.tp)  # each GPU keeps ceil(kv_heads / tp) heads (replicated below tp)


def kv_cache_bytes(s: Sizing) -> Component:
    """2 (K and V) × KV heads × head dim × bytes × tokens × sequences, per layer; windowed layers
    keep at most the window; MLA keeps (kv_lora_rank + rope dim) per layer; vLLM rounds each
    sequence up to whole blocks."""
    a = s.arch
    kv_bytes = (s.kv.kv_bits or 16) / BITS
    if s.training or a.encoder_only:
        code = "kv_none_encoder" if a.encoder_only else "kv_none_training"
        return _component("kv_cache", 0, 0, 0, code, {}, "no generation cache")
    t, seqs = s.tokens, s.sequences
    elements = arch_math.kv_elements_per_token(a, latent_mla=s.latent_mla)
    if elements is None or not a.layers:
        per_token = C.UNKNOWN_KV_BYTES_PER_TOKEN_PER_B
        billions = s.params / 1e9
        scale = kv_bytes / 2 / s.tp
        low, typical, high = (v * billions * t * seqs * scale for v in per_token)
        return _component("kv_cache", low, typical, high, "kv_unknown_arch",
                          {"tokens": t, "sequences": seqs, "params_b": round(billions, 3)},
                          "catalog GQA/MHA models (constants.UNKNOWN_KV_BYTES_PER_TOKEN_PER_B)",
                          "unknown_architecture")
    full_layers, win_layers = arch_math.layer_split(a)
    window = a.sliding_window or t
    block = _block_tokens(s)
    per_elem_layer = elements[0] * kv_bytes

    def cells(tokens: int, rounded: bool) -> int:
        return round_up(tokens, block) if rounded else tokens

    def total(rounded: bool, capped: bool) -> float:
        full = full_layers * cells(t, rounded)
        win_tokens = min(t, window) if capped else t
        windowed = win_layers * cells(win_tokens, rounded)
        per_seq = (full + windowed) * per_elem_layer
        if s.runtime in ("llama.cpp", "ollama") and rounded:
            # llama.cpp sizes one unified cache for all sequences, padded to 256 cells.
            all_cells = full_layers * round_up(t * seqs, C.LLAMACPP_CTX_PAD)
            all_cells += win_layers * round_up(min(t, window) * seqs + C.LLAMACPP_UBATCH, C.LLAMACPP_CTX_PAD) \
                if capped and win_layers else win_layers * round_up(t * seqs, C.LLAMACPP_CTX_PAD)
            return all_cells * per_elem_layer
        return per_seq * seqs

    shard = _kv_shard(s)
    low = total(rounded=False, capped=True) / shard
    typical = total(rounded=True, capped=True) / shard
    # Runtimes without hybrid-attention support keep every layer at full length
    # (vLLM before its hybrid KV-cache manager, v0.10; transformers' plain DynamicCache).
    high = total(rounded=True, capped=False) / shard if win_layers else typical
    terms: dict[str, float | int | str] = {
        "tokens": t, "sequences": seqs, "full_layers": full_layers, "windowed_layers": win_layers,
        "window": a.sliding_window or 0, "elements_per_token_layer": elements[0], "bytes_per_element": kv_bytes,
        "block_tokens": block, "shard": shard,
    }
    formula = "kv_mla" if a.is_mla and s.latent_mla else ("kv_mla_full" if a.is_mla else "kv")
    return _component("kv_cache", low, typical, high, formula, terms,
                      "per-layer K/V shapes from the model's config; vLLM PagedAttention blocks",
                      "window_support" if win_layers else "block_rounding")


# --- activations ---------------------------------------------------------------------------------

def _layer_elements(s: Sizing, tp: int) -> int:
    """Elements per token alive inside one layer's forward: gate/up/activation outputs, q/k/v,
    and the residual and normed hidden states."""
    width = s.mlp_width()
    mlp = 3 * width if s.arch.gated_mlp else 2 * width
    return (mlp + s.q_dim() + 2 * s.kv_dim()) // tp + 4 * s.hidden()


def _prefill_tokens(s: Sizing) -> int:
    opts, w = s.workload.runtime_options, s.workload
    if s.runtime == "vllm":
        return opts.max_num_batched_tokens or C.VLLM_MAX_NUM_BATCHED_TOKENS
    if s.runtime == "sglang":
        return opts.max_num_batched_tokens or C.SGLANG_CHUNKED_PREFILL
    if s.runtime in ("llama.cpp", "ollama"):
        return opts.ubatch or C.LLAMACPP_UBATCH
    return w.load.input_tokens * w.load.concurrency  # transformers/generic: the whole batch at once


def _sampler_rows(s: Sizing) -> tuple[int, int]:
    """(typical, high) rows of logits the runtime samples at once."""
    if s.arch.encoder_only:
        return 0, 0
    if s.runtime in ("vllm", "sglang"):
        asked = s.workload.runtime_options.max_num_seqs
        if asked:
            return asked, asked
        return C.VLLM_MAX_NUM_SEQS, C.VLLM_LARGE_GPU_MAX_NUM_SEQS
    return s.sequences, s.sequences  # generate() computes logits for the last position only


def inference_activations_bytes(s: Sizing) -> Component:
    """Peak of one layer's intermediates over the prefill chunk, or the fp32 logits over the
    vocabulary, whichever is larger, plus the residual stream."""
    T = _prefill_tokens(s)
    V = s.vocab()
    h = s.hidden()
    if s.runtime in ("llama.cpp", "ollama"):
        # ggml reuses buffers between graph stages: the compute buffer is the largest stage.
        layer = T * _layer_elements(s, 1) * C.LLAMACPP_COMPUTE_BYTES
        logits = T * V * C.LOGIT_BYTES
        hidden = T * h * C.LLAMACPP_COMPUTE_BYTES
        typical = max(layer, logits) / s.tp + hidden
        # Without flash attention the K·Q score matrix (cache cells × ubatch × heads, f32) is built.
        scores = s.tokens * s.sequences * T * (s.arch.heads or 1) * C.LLAMACPP_COMPUTE_BYTES
        high = max(layer, logits, scores) / s.tp + hidden
        return _component("activations", typical, typical, high, "act_llamacpp",
                          {"ubatch": T, "vocab": V, "layer_elements": _layer_elements(s, 1)},
                          "llama.cpp ggml graph: f32 intermediates over one ubatch; logits for the ubatch",
                          "flash_attention")
    rows, rows_high = _sampler_rows(s)
    layer = T * _layer_elements(s, s.tp) * C.ACTIVATION_BYTES
    residual = T * h * C.ACTIVATION_BYTES
    logit_row = V * C.LOGIT_BYTES
    low = residual + max(layer, rows * logit_row * C.SAMPLER_COPIES.low)
    typical = residual + max(layer, rows * logit_row * C.SAMPLER_COPIES.typical)
    high = residual + max(layer, rows_high * logit_row * C.SAMPLER_COPIES.high)
    if s.runtime in ("transformers", "generic") and not s.arch.encoder_only:
        # Older transformers releases computed logits for every prompt position.
        high = max(high, residual + T * logit_row)
    if s.weights.id in C.BNB_FORMATS:
        scratch = arch_math.largest_matrix_params(s.arch) * C.WEIGHT_16BIT_BYTES / s.tp
        low, typical, high = low + scratch, typical + scratch, high + scratch
    return _component("activations", low, typical, high, "act_inference",
                      {"prefill_tokens": T, "layer_elements": _layer_elements(s, s.tp), "logit_rows": rows,
                       "vocab": V, "hidden": h},
                      "intermediate tensor shapes of one decoder layer; vLLM profile run and sampler",
                      "sampler_and_chunk")


# --- runtime overhead ----------------------------------------------------------------------------

def runtime_overhead_bytes(s: Sizing, activations: Component) -> Component:
    """CUDA context, CUDA graphs (vLLM/SGLang), communication buffers when GPUs talk, ZeRO-3
    prefetch, QLoRA dequantization scratch, and allocator slack over the transient tensors."""
    context = C.LLAMACPP_CONTEXT_BYTES if not s.torch_runtime else C.CUDA_CONTEXT_BYTES
    parts = [list(context)]
    terms: dict[str, float | int | str] = {"cuda_context": context.typical}
    if not s.training and s.runtime in ("vllm", "sglang"):
        parts.append(list(C.CUDA_GRAPHS_BYTES))
        terms["cuda_graphs"] = C.CUDA_GRAPHS_BYTES.typical
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
    if s.torch_runtime:
        slack = [activations.bytes * share for share in C.ALLOCATOR_SLACK_SHARE]
        parts.append(slack)
        terms["allocator_slack"] = slack[1]
    low, typical, high = (sum(p[i] for p in parts) for i in range(3))
    return _component("runtime_overhead", low, typical, high, "overhead", terms,
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
    metadata = quantization_metadata_bytes(s) if s.weights.scale_bits > 0 and s.mode != "full_finetune" else None
    if s.training:
        out = training.training_components(s, out[0], metadata)
        if not any(c.key == "runtime_overhead" for c in out):  # the generic framework: the shared overhead
            out.append(runtime_overhead_bytes(s, next(c for c in out if c.key == "activations")))
        return out
    if metadata is not None:
        out.append(metadata)
    out.append(kv_cache_bytes(s))
    act = inference_activations_bytes(s)
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


def budget_for(resolved: Resolved, gpus: int | None = None, tp: int | None = None) -> Budget:
    """The budget of an already-resolved workload, optionally on another GPU count / split."""
    from app.core.memory.advice import workload_findings

    s = build_sizing(resolved, gpus=gpus, tp=tp)
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
           "inference_activations_bytes", "runtime_overhead_bytes", "Note"]
