"""The engine's codes in words: warnings with their fixes, assumptions, formulas, input problems.

The core returns codes with parameters; this module (Qt-free, shared by the GUI, the CLI and the
PDF) turns them into translated sentences. Templates are marked with QT_TRANSLATE_NOOP so
`pyside6-lupdate` extracts them; `{name}` fields are filled after translation, so translators
may reorder them freely.
"""

from __future__ import annotations

from app.core.budget_model import Component
from app.core.findings import Finding, Note, Problem
from app.formatting import Fmt
from app.i18n import QT_TRANSLATE_NOOP as N
from app.i18n import translate

CTX = "Messages"

COMPONENT_LABELS: dict[str, str] = {
    "weights": N(CTX, "Weights"),
    "quantization_metadata": N(CTX, "Quantization metadata"),
    "kv_cache": N(CTX, "KV cache"),
    "activations": N(CTX, "Activations"),
    "gradients": N(CTX, "Gradients"),
    "optimizer_states": N(CTX, "Optimizer states"),
    "adapters": N(CTX, "Adapters (LoRA)"),
    "runtime_overhead": N(CTX, "Runtime overhead"),
}

COMPONENT_EXPLANATIONS: dict[str, str] = {
    "weights": N(CTX, "The model's parameters stored on the GPU. Only the start of the budget."),
    "quantization_metadata": N(CTX, "Scales and zero points that quantized formats store next to the weights."),
    "kv_cache": N(CTX, "Memory of the conversation so far: grows with input + output tokens and with the "
                       "number of requests served at once."),
    "activations": N(CTX, "Temporary results while the model computes (prompt processing, logits, "
                          "and in training what backpropagation needs)."),
    "gradients": N(CTX, "How each trained parameter should change; one value per trained parameter."),
    "optimizer_states": N(CTX, "What the optimizer remembers between steps (AdamW: two values per "
                               "parameter, plus an fp32 master copy in mixed precision)."),
    "adapters": N(CTX, "The small trainable LoRA matrices added to the frozen model."),
    "runtime_overhead": N(CTX, "CUDA context, compiled kernels and graphs, communication buffers and "
                               "allocator slack: present whatever the model."),
}

FORMULAS: dict[str, str] = {
    "weights": N(CTX, "{body_params} parameters × {body_bits} bits ({format}) + embeddings {embedding_params} × "
                      "{embedding_bits} bits + output head {lm_head_params} × {lm_head_bits} bits, ÷ 8 bits per "
                      "byte, ÷ {gpus_sharing} GPU(s) sharing them"),
    "weights_training": N(CTX, "{params} parameters × {bytes_per_param} bytes (16-bit working copy)"),
    "quant_metadata": N(CTX, "{body_params} quantized parameters × {scale_bits} bits of scales ({format}) ÷ 8, "
                             "÷ {gpus_sharing} GPU(s)"),
    "kv": N(CTX, "{sequences} sequence(s) × ({full_layers} full layers × {tokens} tokens + {windowed_layers} "
                 "windowed layers × at most {window} tokens) × {elements_per_token_layer} values (K and V) × "
                 "{bytes_per_element} bytes, in blocks of {block_tokens} tokens, ÷ {shard}"),
    "kv_mla": N(CTX, "{sequences} sequence(s) × {tokens} tokens × {full_layers} layers × "
                     "{elements_per_token_layer} latent values (MLA) × {bytes_per_element} bytes"),
    "kv_mla_full": N(CTX, "{sequences} sequence(s) × {tokens} tokens × {full_layers} layers × "
                          "{elements_per_token_layer} values: this runtime decompresses MLA into full K and V"),
    "kv_unknown_arch": N(CTX, "{sequences} sequence(s) × {tokens} tokens × {params_b} B parameters × typical "
                              "KV bytes per token per billion parameters (architecture unknown)"),
    "kv_none_encoder": N(CTX, "Encoder models read the whole input at once: no KV cache"),
    "kv_none_training": N(CTX, "Training does not keep a generation cache"),
    "act_inference": N(CTX, "Larger of one layer's intermediates over {prefill_tokens} prompt tokens "
                            "({layer_elements} values per token) and fp32 logits for {logit_rows} rows × "
                            "{vocab} vocabulary, plus the hidden states"),
    "act_llamacpp": N(CTX, "llama.cpp compute buffer: larger of one layer over {ubatch} tokens and the logits "
                           "over {vocab} vocabulary, in 32-bit"),
    "act_training": N(CTX, "{tokens} tokens × {layers} layers × {per_layer_bytes_per_token} bytes saved per "
                           "token and layer, plus logits over {vocab} vocabulary"),
    "act_training_ckpt": N(CTX, "Gradient checkpointing: {tokens} tokens × ({layers} layer inputs × {hidden} × "
                                "2 bytes + one layer recomputed), plus logits over {vocab} vocabulary"),
    "adapters": N(CTX, "{adapter_params} adapter parameters (rank {rank}) × {bytes_per_param} bytes"),
    "grads_adapters": N(CTX, "{adapter_params} adapter parameters × {bytes_per_param} bytes"),
    "grads_in_backward": N(CTX, "Optimizer step fused into backward: about one layer's gradients "
                                "({params} parameters ÷ {layers} layers) at a time"),
    "grads": N(CTX, "{params} parameters × {bytes_per_param} bytes ÷ {gpus_sharing} GPU(s)"),
    "opt_adapters": N(CTX, "{adapter_params} adapter parameters × {bytes_per_param} bytes ({optimizer})"),
    "opt": N(CTX, "{params} parameters × ({master_bytes} bytes master copy + {state_bytes} bytes of "
                  "{optimizer} state) ÷ {gpus_sharing} GPU(s)"),
    "overhead": N(CTX, "CUDA context {cuda_context} + kernels, graphs, buffers and allocator slack"),
}

RANGE_REASONS: dict[str, str] = {
    "unknown_embedding_share": N(CTX, "depends on whether embeddings are quantized (architecture unknown)"),
    "embeddings_higher_precision": N(CTX, "low end: every tensor quantized; typical: embeddings and head "
                                          "kept at higher precision, as usual"),
    "unknown_architecture": N(CTX, "the architecture is unknown: KV heads and layers decide this"),
    "window_support": N(CTX, "high end: a runtime version that keeps windowed layers at full length"),
    "block_rounding": N(CTX, "the runtime allocates whole blocks"),
    "flash_attention": N(CTX, "high end: without flash attention"),
    "sampler_and_chunk": N(CTX, "depends on the sampler's copies of the logits"),
    "loss_kernel_and_allocator": N(CTX, "low end: a fused loss kernel; high end: allocator fragmentation"),
    "grad_precision": N(CTX, "16-bit gradients (DeepSpeed) or fp32 gradients (PyTorch AMP)"),
    "runtime_buffers": N(CTX, "CUDA version, graphs and allocator behaviour"),
}

# code → (what is wrong, how to fix it)
FINDINGS: dict[str, tuple[str, str]] = {
    "context_exceeds_model": (
        N(CTX, "Input + output is {tokens} tokens, more than the model's maximum context of {max_context}."),
        N(CTX, "Shorten the input or the answer, or choose a model with a longer context.")),
    "long_input_exceeds_model": (
        N(CTX, "The long case needs {tokens} tokens, more than the model's maximum context of {max_context}."),
        N(CTX, "Split long documents into parts, or choose a long-context model.")),
    "seq_len_exceeds_model": (
        N(CTX, "Training sequences of {seq_len} tokens exceed the model's context of {max_context}."),
        N(CTX, "Use sequences no longer than the model's context.")),
    "kv_dominates": (
        N(CTX, "The KV cache ({kv_bytes}) is {share} of the memory per GPU: concurrency and context, not the "
               "model, decide the server."),
        N(CTX, "Store the KV cache in FP8 (halves it; small quality cost on most models), serve fewer requests "
               "at once, or cap the context. Each trades something: confirm in a pilot.")),
    "quant_quality": (
        N(CTX, "The {format} format trades quality for memory ({quality})."),
        N(CTX, "Check answer quality on your own data in the pilot, or choose a higher-precision format.")),
    "kv_quant_quality": (
        N(CTX, "A KV cache in {kv_precision} may cost answer quality on long inputs."),
        N(CTX, "Prefer FP8 or 8-bit KV cache unless a pilot shows the quality holds.")),
    "architecture_incomplete": (
        N(CTX, "Only the parameter count is known: the KV cache and activations are rough estimates."),
        N(CTX, "Pick the model from the catalog or import its config.json for exact figures.")),
    "runtime_preallocates": (
        N(CTX, "{runtime} reserves {fraction} of each GPU's memory at start, whatever the model needs; "
               "monitoring will show that much in use."),
        N(CTX, "This is expected. Lower gpu_memory_utilization only to share the GPU with other programs.")),
    "kv_heads_replicated": (
        N(CTX, "The model has {kv_heads} KV heads but is split over {tp} GPUs: KV heads are copied, so the cache "
               "does not shrink further."),
        N(CTX, "Use a tensor-parallel degree no larger than the number of KV heads, and replicas beyond it.")),
    "data_parallel_replicates": (
        N(CTX, "Without sharding, each of the {gpus} GPUs holds a full copy of weights, gradients and optimizer "
               "states."),
        N(CTX, "Use ZeRO-2/3 (FSDP) to divide them across the GPUs.")),
    "qlora_not_4bit": (
        N(CTX, "QLoRA is chosen with {format} weights, not 4-bit."),
        N(CTX, "Use NF4 for the frozen model as QLoRA does, or choose LoRA.")),
}

NOTES: dict[str, str] = {
    "moe_all_experts_resident": N(CTX, "Mixture of experts: all {experts} experts ({params} parameters) stay in "
                                       "memory; speed follows the {active_params} active per token."),
    "sliding_window_capped": N(CTX, "{windowed_layers} of {layers} layers attend only to the last {window} "
                                    "tokens: their KV cache stops growing there."),
    "mla_latent_cache": N(CTX, "Multi-head latent attention: the cache keeps a compressed latent "
                               "({kv_lora_rank} values) per token and layer."),
    "mla_full_cache_transformers": N(CTX, "transformers expands multi-head latent attention into full K and V: "
                                          "a much larger cache than vLLM or SGLang."),
    "encoder_no_kv": N(CTX, "An embedding/reranking encoder: no KV cache, small activations."),
    "mtp_not_loaded": N(CTX, "The checkpoint's {layers} multi-token-prediction layer(s) are not loaded for "
                             "inference and are not counted."),
    "assume_vllm_profile": N(CTX, "vLLM: KV blocks of {block_size} tokens; activations sized by its start-up "
                                  "profile at {max_num_batched_tokens} batched tokens."),
    "assume_llamacpp": N(CTX, "llama.cpp: physical batch of {ubatch} tokens; one KV cache for all sequences."),
    "tensor_parallel_split": N(CTX, "Tensor parallel over {tp} GPUs: each holds 1/{tp} of the weights and of "
                                    "the KV heads."),
    "assume_training": N(CTX, "Training with {optimizer}, fp32 master weights: {master_weights}, gradient "
                              "checkpointing: {gradient_checkpointing}, sharding: {sharding}, {gpus} GPU(s)."),
    "assume_lora": N(CTX, "LoRA rank {rank} on {targets} layers; adapters, their gradients and optimizer "
                          "states in fp32."),
    "ranges_need_pilot": N(CTX, "Ranges, not a single number: allocator, runtime version and kernels move "
                                "the result. A pilot on the real server decides."),
    "full_ft_needs_16bit": N(CTX, "Full fine-tuning cannot train {asked} weights: budgeted in BF16."),
}

PROBLEMS: dict[str, str] = {
    "missing": N(CTX, "is required"),
    "greater_than": N(CTX, "must be greater than {gt}"),
    "greater_than_equal": N(CTX, "must be at least {ge}"),
    "less_than_equal": N(CTX, "must be at most {le}"),
    "less_than": N(CTX, "must be less than {lt}"),
    "int_parsing": N(CTX, "must be a whole number"),
    "int_type": N(CTX, "must be a whole number"),
    "int_from_float": N(CTX, "must be a whole number"),
    "float_parsing": N(CTX, "must be a number"),
    "float_type": N(CTX, "must be a number"),
    "bool_parsing": N(CTX, "must be true or false"),
    "bool_type": N(CTX, "must be true or false"),
    "string_type": N(CTX, "must be text"),
    "string_too_short": N(CTX, "must not be empty"),
    "string_too_long": N(CTX, "is too long"),
    "literal_error": N(CTX, "must be one of {expected}"),
    "extra_forbidden": N(CTX, "is not a known field"),
    "model_type": N(CTX, "must be an object"),
    "dict_type": N(CTX, "must be an object"),
    "list_type": N(CTX, "must be a list"),
    "value_error": N(CTX, "{reason}"),
    "unknown_format": N(CTX, "not a Headroom file (format {found})"),
    "newer_format": N(CTX, "written by a newer Headroom (format version {found}); this version reads up to "
                           "{supported}"),
    "not_an_object": N(CTX, "the file must hold one JSON object"),
    "invalid_json": N(CTX, "not valid JSON (line {line}, column {column})"),
    "file_too_large": N(CTX, "the file is too large ({bytes})"),
    "not_text": N(CTX, "not a text file"),
    "unreadable": N(CTX, "cannot be read: {reason}"),
    "unknown_model": N(CTX, "no model '{id}' in the catalog"),
    "unknown_precision": N(CTX, "unknown precision '{value}'"),
    "unknown_kv_precision": N(CTX, "'{value}' is not a KV-cache precision"),
    "import_failed": N(CTX, "cannot read the model at {path}: {reason}"),
}


VALUE_LABELS: dict[str, str] = {
    # quality of a quantization format
    "reference": N(CTX, "reference quality"),
    "near_lossless": N(CTX, "practically no quality loss"),
    "small_loss": N(CTX, "a small quality loss"),
    "noticeable_loss": N(CTX, "a noticeable quality loss"),
    "large_loss": N(CTX, "a large quality loss"),
    # modes
    "inference": N(CTX, "inference"),
    "lora": N(CTX, "LoRA fine-tuning"),
    "qlora": N(CTX, "QLoRA fine-tuning"),
    "full_finetune": N(CTX, "full fine-tuning"),
    # LoRA targets, sharding, optimizers
    "all_linear": N(CTX, "all linear"),
    "attention": N(CTX, "attention"),
    "none": N(CTX, "none"),
    "True": N(CTX, "yes"),
    "False": N(CTX, "no"),
}
RUNTIME_NAMES = {"vllm": "vLLM", "sglang": "SGLang", "tgi": "TGI", "transformers": "transformers",
                 "llama.cpp": "llama.cpp", "ollama": "Ollama", "generic": "generic"}
# Parameters whose values are words to translate or names to show.
_WORD_KEYS = frozenset({"quality", "targets", "sharding", "mode", "master_weights", "gradient_checkpointing"})
_FORMAT_KEYS = frozenset({"format", "kv_precision", "asked"})


def value_label(value: object) -> str:
    key = str(value)
    return tr(VALUE_LABELS[key]) if key in VALUE_LABELS else key


def format_name(format_id: str) -> str:
    from app.core.catalog import CatalogError, load_catalog

    try:
        fmt = load_catalog().quant(format_id)
    except CatalogError:
        return format_id
    return fmt.name if fmt else format_id


def _param_text(key: str, value: object, fmt: Fmt) -> str:
    if key in _WORD_KEYS:
        return value_label(value)
    if key in _FORMAT_KEYS and isinstance(value, str):
        return format_name(value)
    if key == "runtime" and isinstance(value, str):
        return RUNTIME_NAMES.get(value, value)
    return fmt.auto(key, value)


def _fill(template: str, params: dict[str, object], fmt: Fmt) -> str:
    values = {k: _param_text(k, v, fmt) for k, v in params.items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template


def tr(text: str, n: int = -1) -> str:
    return translate(CTX, text, None, n)


def component_label(key: str) -> str:
    return tr(COMPONENT_LABELS.get(key, key))


def component_explanation(key: str) -> str:
    return tr(COMPONENT_EXPLANATIONS.get(key, ""))


def formula_text(c: Component, fmt: Fmt) -> str:
    template = FORMULAS.get(c.formula)
    return _fill(tr(template), dict(c.terms), fmt) if template else c.formula


def range_text(c: Component) -> str:
    template = RANGE_REASONS.get(c.range_reason)
    return tr(template) if template else ""


def finding_text(f: Finding, fmt: Fmt) -> tuple[str, str]:
    """(message, fix) for a warning."""
    pair = FINDINGS.get(f.code)
    if pair is None:
        from app.messages_rules import RULE_FINDINGS

        pair = RULE_FINDINGS.get(f.code, (f.code, ""))
    message, fix = pair
    return _fill(tr(message), dict(f.params), fmt), _fill(tr(fix), dict(f.params), fmt) if fix else ""


def note_text(n: Note, fmt: Fmt) -> str:
    template = NOTES.get(n.code)
    if template is None:
        from app.messages_rules import EXTRA_NOTES

        template = EXTRA_NOTES.get(n.code, n.code)
    return _fill(tr(template), dict(n.params), fmt)


def problem_text(p: Problem, fmt: Fmt | None = None) -> str:
    """One line naming the field: `load.input_tokens: must be at least 1`."""
    template = PROBLEMS.get(p.code)
    detail = _fill(tr(template), dict(p.params), fmt or Fmt()) if template else (p.message or p.code)
    return f"{p.field}: {detail}"


def placement_text(code: str, params: dict[str, object], fmt: Fmt) -> str:
    from app.messages_rules import PLACEMENTS

    return _fill(tr(PLACEMENTS.get(code, code)), params, fmt)


def verdict_text(verdict: str) -> str:
    from app.messages_rules import VERDICTS

    return tr(VERDICTS.get(verdict, verdict))


def reason_text(reason: str, name: str) -> str:
    from app.messages_rules import REASONS

    return tr(REASONS.get(reason, reason)).replace("{name}", name)


def all_codes() -> dict[str, set[str]]:
    """Every code this module can word (used by the test that checks engine codes have text)."""
    from app.messages_rules import EXTRA_NOTES, RULE_FINDINGS

    return {"findings": set(FINDINGS) | set(RULE_FINDINGS), "notes": set(NOTES) | set(EXTRA_NOTES),
            "formulas": set(FORMULAS), "ranges": set(RANGE_REASONS), "problems": set(PROBLEMS)}
