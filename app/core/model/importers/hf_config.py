"""Read a Hugging Face `config.json` (transformers 4.x and 5.x key styles) into ModelArch fields.

4.x writes `torch_dtype`, a top-level `rope_theta`/`rope_scaling`, `num_experts`; 5.x writes `dtype`,
`rope_parameters`, `num_local_experts`, and may write `head_dim: null`. Multimodal configs nest the
language model under `text_config`. Keys a saved config omits take the family's class defaults
(hf_families.py), reported as `derived`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from app.core.model.importers.errors import ModelImportError, warning
from app.core.model.importers.hf_families import Family, family_for, windowed_layer_flags
from app.core.model.importers.hf_hybrid import add_hybrid
from app.core.model.importers.hf_json import ConfigReading
from app.core.model.importers.limits import MAX_LAYERS
from app.core.model.importers.quantization import dtype_precision, quantization_precision

# Integers in a config above this are not dimensions of any model (2^40 ≈ 10^12).
MAX_CONFIG_INT = 2**40
# MPT's `expansion_ratio` (MLP width ÷ d_model) beyond this is not a real model's (they use 4).
MAX_EXPANSION_RATIO = 64
# Llama4TextConfig default no_rope_layers: every 4th layer is a global NoPE layer.
LLAMA4_NOPE_EVERY = 4

# Where multimodal configs keep their language model (transformers: text_config; InternVL: llm_config).
TEXT_CONFIG_KEYS = ("text_config", "llm_config")

# Aliases per figure, first match wins: HF names, then GPT-2/Falcon/ChatGLM-era names.
KEYS: dict[str, tuple[str, ...]] = {
    "layers": ("num_hidden_layers", "n_layer", "num_layers", "n_layers"),
    "hidden_size": ("hidden_size", "n_embd", "d_model"),
    "intermediate_size": ("intermediate_size", "ffn_hidden_size", "n_inner", "ffn_dim"),
    "heads": ("num_attention_heads", "n_head", "num_heads", "n_heads"),
    "kv_heads": ("num_key_value_heads", "num_kv_heads", "n_head_kv", "multi_query_group_num"),
    "head_dim": ("head_dim", "kv_channels"),
    "vocab_size": ("vocab_size", "padded_vocab_size", "n_vocab"),
    "max_context": ("max_position_embeddings", "n_positions", "max_sequence_length", "seq_length", "max_seq_len"),
    "experts": ("num_local_experts", "num_experts", "n_routed_experts", "moe_num_experts"),
    "experts_per_token": ("num_experts_per_tok", "num_experts_per_token", "moe_top_k"),
    "shared_experts": ("n_shared_experts", "num_shared_experts"),
    "moe_intermediate_size": ("moe_intermediate_size", "expert_intermediate_size"),
    "shared_expert_intermediate_size": ("shared_expert_intermediate_size",),
    "first_dense_layers": ("first_k_dense_replace",),
    "moe_layer_step": ("decoder_sparse_step", "interleave_moe_layer_step"),
    "kv_lora_rank": ("kv_lora_rank",),
    "q_lora_rank": ("q_lora_rank",),
    "qk_rope_head_dim": ("qk_rope_head_dim",),
    "qk_nope_head_dim": ("qk_nope_head_dim",),
    "v_head_dim": ("v_head_dim",),
    "sliding_window": ("sliding_window",),
    "mtp_layers": ("num_nextn_predict_layers", "mtp_num_hidden_layers"),
}
# Figures that must be there to count parameters.
ESSENTIAL = ("layers", "hidden_size", "heads", "vocab_size")
# Figures that may legitimately be 0 (0 means "none").
ZERO_OK = {"first_dense_layers", "shared_experts", "mtp_layers", "sliding_window", "experts",
           "q_lora_rank", "shared_expert_intermediate_size", "moe_intermediate_size", "kv_lora_rank"}


class _Lookup:
    """Typed reads from the language-model config, then the class defaults; records provenance."""

    def __init__(self, text: Mapping[str, Any], outer: Mapping[str, Any], defaults: Mapping[str, object],
                 reading: ConfigReading) -> None:
        self.text, self.outer, self.defaults, self.reading = text, outer, defaults, reading
        self.defaulted: list[str] = []
        self.sources: dict[str, str] = {}

    def raw(self, keys: tuple[str, ...]) -> tuple[str | None, object]:
        for key in keys:
            if key in self.text:
                return key, self.text[key]
        for key in keys:
            if key in self.defaults:
                self.defaulted.append(key)
                return key, self.defaults[key]
        return None, None

    def int(self, figure: str, keys: tuple[str, ...] | None = None) -> int | None:
        key, value = self.raw(keys or KEYS[figure])
        if key is None or value is None:
            return None
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise ModelImportError("bad_field", {"field": key, "expected": "integer", "got": _show(value)})
        ceiling = MAX_LAYERS if figure in ("layers", "mtp_layers") else MAX_CONFIG_INT
        if value < 0 or (value == 0 and figure not in ZERO_OK) or value > ceiling:
            raise ModelImportError("bad_field", {"field": key, "expected": "positive integer", "got": value})
        self.reading.provenance.setdefault(figure, "derived" if key in self.defaulted else "config")
        return value or None

    def flag(self, key: str, *, outer_too: bool = False) -> bool | None:
        """A boolean from the language-model config, then (if asked) the outer config, then defaults."""
        if key in self.text:
            value, source = self.text[key], "config"
        elif outer_too and key in self.outer:
            value, source = self.outer[key], "config"
        elif key in self.defaults:
            value, source = self.defaults[key], "derived"
            self.defaulted.append(key)
        else:
            return None
        if value is None:
            return None
        if not isinstance(value, bool):
            raise ModelImportError("bad_field", {"field": key, "expected": "true or false",
                                                 "got": _show(value)})
        self.sources[key] = source
        return value


def _show(value: object) -> str:
    plain = isinstance(value, (str, int, float, bool, type(None)))
    text = json.dumps(value) if plain else type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."


def _text_config(cfg: Mapping[str, Any], reading: ConfigReading) -> Mapping[str, Any]:
    for key in TEXT_CONFIG_KEYS:
        nested = cfg.get(key)
        if nested is None:
            continue
        if not isinstance(nested, dict):
            raise ModelImportError("bad_field", {"field": key, "expected": "object", "got": _show(nested)})
        reading.multimodal = True
        return nested
    return cfg


def parse_config(cfg: Mapping[str, Any]) -> ConfigReading:
    """ModelArch fields from a config dict. Raises ModelImportError on wrong types."""
    from app.core.model.importers import hf_parts

    if cfg.get("model_type") == "whisper":
        return hf_parts.parse_whisper(cfg)
    if cfg.get("_class_name") in hf_parts.DIFFUSERS_DENOISERS:
        return hf_parts.parse_denoiser(cfg)
    reading = ConfigReading()
    outer_type = cfg.get("model_type")
    if outer_type is not None and not isinstance(outer_type, str):
        raise ModelImportError("bad_field", {"field": "model_type", "expected": "string",
                                             "got": _show(outer_type)})
    text = _text_config(cfg, reading)
    inner_type = text.get("model_type") if text is not cfg else None
    if inner_type is not None and not isinstance(inner_type, str):
        raise ModelImportError("bad_field", {"field": "text_config.model_type", "expected": "string",
                                             "got": _show(inner_type)})
    reading.model_type = outer_type or inner_type or "decoder"
    name, fam, known = family_for(inner_type or outer_type or "decoder")
    reading.family, reading.known_family = name, known
    if not known:
        reading.warnings.append(warning("unknown_architecture", architecture=reading.model_type))
    look = _Lookup(text, cfg, fam.defaults if known else {}, reading)
    f = reading.fields
    for figure in ("layers", "hidden_size", "heads", "vocab_size", "max_context"):
        f[figure] = look.int(figure)
    reading.missing = [figure for figure in ESSENTIAL if f[figure] is None]
    _attention(look, fam, f, reading)
    _mlp(look, fam, f, reading)
    _windows(look, fam, f, reading)
    if known:
        add_hybrid(look, name, f, reading)
    mtp = look.int("mtp_layers")
    if mtp:
        f["mtp_layers"] = mtp
    tied = look.flag("tie_word_embeddings", outer_too=True)
    f["tied_embeddings"] = tied if tied is not None else False
    reading.provenance["tied_embeddings"] = look.sources.get("tie_word_embeddings", "derived")
    _precision(cfg, text, reading)
    _rope_context(text, f, reading)
    if look.defaulted:
        reading.warnings.append(warning("family_defaults_used", fields=",".join(sorted(set(look.defaulted)))))
    hf_parts.add_vision(cfg, reading)
    return reading


def _attention(look: _Lookup, fam: Family, f: dict[str, Any], reading: ConfigReading) -> None:
    kv_heads = look.int("kv_heads")
    f["kv_heads"] = kv_heads or f["heads"]
    if kv_heads is None and f["heads"]:
        reading.provenance["kv_heads"] = "derived"  # no key, or null: multi-head attention
    if fam.mla or look.int("kv_lora_rank"):
        # MLA: `head_dim` in these configs is the rope part only (DeepseekV3Config sets head_dim =
        # qk_rope_head_dim); the per-head q/k width is qk_nope_head_dim + qk_rope_head_dim.
        for figure in ("kv_lora_rank", "q_lora_rank", "qk_rope_head_dim", "qk_nope_head_dim", "v_head_dim"):
            f[figure] = look.int(figure)
        if f["kv_lora_rank"] and f["qk_rope_head_dim"] and f["qk_nope_head_dim"]:
            f["head_dim"] = f["qk_nope_head_dim"] + f["qk_rope_head_dim"]
            reading.provenance["head_dim"] = "derived"
    else:
        head_dim = look.int("head_dim")
        if head_dim is None and f["hidden_size"] and f["heads"]:
            head_dim = f["hidden_size"] // f["heads"]
            reading.provenance["head_dim"] = "derived"
        f["head_dim"] = head_dim
    if kv_heads is None and look.flag("multi_query") and not look.flag("new_decoder_architecture"):
        f["kv_heads"] = 1  # GPT-BigCode and Falcon-7B `multi_query`: one K/V head shared by all queries
        reading.provenance["kv_heads"] = "config"
    bias_flag = look.flag("attention_bias") or look.flag("use_bias") or look.flag("bias")
    f["attention_bias"] = fam.attention_bias or ("all" if bias_flag else "none")
    if reading.family == "stablelm" and look.flag("use_qkv_bias"):
        f["attention_bias"] = "qkv"
    f["qk_norm"] = fam.qk_norm
    f["norms_per_layer"] = fam.norms_per_layer
    if reading.family == "falcon" and (look.flag("new_decoder_architecture") or look.flag("parallel_attn") is False):
        f["norms_per_layer"] = 2  # ln_attn + ln_mlp (new_decoder_architecture) or a post-attention LayerNorm
    f["norm_bias"] = fam.norm_bias
    f["output_bias"] = fam.output_bias
    f["attention_sinks"] = reading.family == "gpt_oss"
    if fam.learned_positions and f["max_context"]:
        f["position_embeddings"] = f["max_context"]
    if fam.encoder:
        f["encoder_only"] = True
        f["position_embeddings"] = f["max_context"] or 0
        f["token_type_vocab"] = look.int("type_vocab_size", ("type_vocab_size",)) or 0
        f["pooler"] = True  # AutoModel builds the pooler; embedding checkpoints ship it
        if reading.family in ("roberta", "xlm-roberta") and f["max_context"] and f["max_context"] > 2:
            # RoBERTa positions start after padding_idx (1): 514 embeddings serve 512 tokens.
            f["max_context"] -= 2
            reading.provenance["max_context"] = "derived"


def _mlp(look: _Lookup, fam: Family, f: dict[str, Any], reading: ConfigReading) -> None:
    f["gated_mlp"] = fam.gated_mlp
    configured = bool(look.flag("mlp_bias") or look.flag("use_bias")
                      or (reading.family == "falcon" and look.flag("bias")))
    f["mlp_bias"] = fam.mlp_bias if fam.mlp_bias is not None else configured
    f["intermediate_size"] = look.int("intermediate_size")
    if fam.moe == "llama4":
        _llama4(look, f, reading)
        return
    ratio = look.raw(("expansion_ratio",))[1] if reading.family == "mpt" else None
    if f["intermediate_size"] is None and f["hidden_size"] and isinstance(ratio, (int, float)) \
            and not isinstance(ratio, bool) and 0 < ratio <= MAX_EXPANSION_RATIO:
        f["intermediate_size"] = round(ratio * f["hidden_size"])  # MPT: expansion_ratio x d_model
        reading.provenance["intermediate_size"] = "derived"
    if f["intermediate_size"] is None and f["hidden_size"] and not fam.gated_mlp:
        f["intermediate_size"] = 4 * f["hidden_size"]  # GPT-2 style: n_inner null means 4·hidden
        reading.provenance["intermediate_size"] = "derived"
    experts = look.int("experts")
    if not experts or experts < 2:
        if f["intermediate_size"] is None:
            reading.missing.append("intermediate_size")
        return
    f["experts"] = experts
    f["experts_per_token"] = look.int("experts_per_token") or 1
    if fam.moe in ("mixtral", "gpt_oss"):
        # Every layer is MoE and `intermediate_size` is each expert's width.
        f["moe_intermediate_size"] = f["intermediate_size"]
        reading.provenance["moe_intermediate_size"] = "config"
        f["router_bias"] = f["expert_bias"] = fam.moe == "gpt_oss"
        return
    f["moe_intermediate_size"] = look.int("moe_intermediate_size") or f["intermediate_size"]
    f["first_dense_layers"] = look.int("first_dense_layers") or 0
    f["moe_layer_step"] = look.int("moe_layer_step") or 1
    f["shared_experts"] = look.int("shared_experts") or 0
    shared_width = look.int("shared_expert_intermediate_size")
    if shared_width:
        f["shared_expert_intermediate_size"] = shared_width
        f["shared_experts"] = f["shared_experts"] or 1
        f["shared_expert_gate"] = fam.shared_expert_gate
    only = look.raw(("mlp_only_layers",))[1]
    if only:
        if not isinstance(only, list) or not all(type(i) is int for i in only):
            raise ModelImportError("bad_field", {"field": "mlp_only_layers", "expected": "list of integers",
                                                 "got": _show(only)})
        f["mlp_only_layers"] = tuple(sorted(set(only)))
    if not known_moe(fam):
        reading.warnings.append(warning("moe_layout_assumed", architecture=reading.model_type))


def _llama4(look: _Lookup, f: dict[str, Any], reading: ConfigReading) -> None:
    """Llama 4: `intermediate_size` is each routed and the shared expert's width, dense layers use
    `intermediate_size_mlp`, MoE on every `interleave_moe_layer_step`-th layer (Llama4TextDecoderLayer)."""
    expert = f["intermediate_size"]
    f["intermediate_size"] = look.int("intermediate_size_mlp", ("intermediate_size_mlp",)) or expert
    experts = look.int("experts")
    if not experts or experts < 2 or not expert:
        if f["intermediate_size"] is None:
            reading.missing.append("intermediate_size")
        return
    f["experts"] = experts
    f["experts_per_token"] = look.int("experts_per_token") or 1
    f["moe_intermediate_size"] = expert
    f["shared_experts"] = 1
    f["shared_expert_intermediate_size"] = expert
    f["moe_layer_step"] = look.int("moe_layer_step") or 1


def known_moe(fam: Family) -> bool:
    return fam.moe != "none"


def _windows(look: _Lookup, fam: Family, f: dict[str, Any], reading: ConfigReading) -> None:
    if fam.moe == "llama4":
        _llama4_chunks(look, f, reading)
        return
    window = look.int("sliding_window")
    layer_types = look.raw(("layer_types",))[1]
    if layer_types is not None and (
        not isinstance(layer_types, list) or not all(isinstance(kind, str) for kind in layer_types)
    ):
        raise ModelImportError("bad_field", {"field": "layer_types", "expected": "list of strings",
                                             "got": _show(layer_types)})
    if not window or not f["layers"]:
        return
    pattern = look.int("window_pattern", ("sliding_window_pattern", "_sliding_window_pattern"))
    flags = windowed_layer_flags(
        fam, f["layers"], layer_types=layer_types, use_sliding_window=look.flag("use_sliding_window"),
        max_window_layers=look.int("max_window_layers", ("max_window_layers",)), pattern=pattern,
    )
    if flags is None:
        reading.warnings.append(warning("window_layers_unknown", sliding_window=window))
        return
    windowed = sum(flags[: f["layers"]])
    if windowed:
        f["sliding_window"], f["windowed_layers"] = window, windowed
        reading.provenance["windowed_layers"] = "config" if layer_types is not None else "derived"


def _precision(cfg: Mapping[str, Any], text: Mapping[str, Any], reading: ConfigReading) -> None:
    quant = cfg.get("quantization_config", cfg.get("compression_config"))
    if quant is not None:
        reading.precision, reading.quant_bits, notes = quantization_precision(quant)
        reading.warnings.extend(notes)
        if reading.precision:
            reading.provenance["precision"] = "config"
        return
    for source in (cfg, text):
        for key in ("dtype", "torch_dtype"):
            precision = dtype_precision(source.get(key))
            if precision:
                reading.precision = precision
                reading.provenance["precision"] = "config"
                return


def _rope_context(text: Mapping[str, Any], f: dict[str, Any], reading: ConfigReading) -> None:
    """Warn when YaRN-style scaling stretches the context past `max_position_embeddings`."""
    rope = text.get("rope_scaling") or text.get("rope_parameters")
    if not isinstance(rope, dict):
        return
    factor, original = rope.get("factor"), rope.get("original_max_position_embeddings")
    if not isinstance(factor, (int, float)) or not isinstance(original, int) or isinstance(original, bool):
        return
    stretched = int(factor * original)
    if f["max_context"] and f["max_context"] < stretched <= MAX_CONFIG_INT:
        reading.warnings.append(warning("rope_scaling_extends_context", context=stretched))


def _llama4_chunks(look: _Lookup, f: dict[str, Any], reading: ConfigReading) -> None:
    """Llama 4 attends within `attention_chunk_size` on the RoPE layers (`no_rope_layers[i] == 1`; default:
    all but every 4th, Llama4TextConfig); the KV cache of those layers holds at most one chunk."""
    chunk = look.int("sliding_window", ("attention_chunk_size",))
    layers = f["layers"]
    if not chunk or not layers:
        return
    flags = look.raw(("no_rope_layers",))[1]
    if flags is None:
        flags = [int((i + 1) % LLAMA4_NOPE_EVERY != 0) for i in range(layers)]
    elif not isinstance(flags, list) or not all(type(v) is int for v in flags):
        raise ModelImportError("bad_field", {"field": "no_rope_layers", "expected": "list of integers",
                                             "got": _show(flags)})
    windowed = sum(1 for v in flags[:layers] if v)
    if windowed:
        f["sliding_window"], f["windowed_layers"] = chunk, windowed
        reading.provenance["windowed_layers"] = "derived"
