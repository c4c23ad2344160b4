"""Hybrid models: which layers keep a KV cache and which a fixed recurrent state, read from config.json.

Field names are the configs' own (transformers 4.57+/5.x and the vLLM config classes):

* Qwen3-Next / Qwen3.5 (`qwen3_next`, `qwen3_5_text`, `qwen3_5_moe_text`): `layer_types` ("linear_attention" /
  "full_attention") or every `full_attention_interval`-th layer full; Gated DeltaNet `linear_num_key_heads`,
  `linear_num_value_heads`, `linear_key_head_dim`, `linear_value_head_dim`, `linear_conv_kernel_dim`;
  `attn_output_gate`; Qwen3.5's `mamba_ssm_dtype` ("float32": vLLM keeps the recurrent state in fp32).
* Nemotron-H (`nemotron_h`): `hybrid_override_pattern` (M Mamba-2, * attention, - MLP, E MoE) or
  `layers_block_type`; `mamba_num_heads`, `mamba_head_dim`, `ssm_state_size`, `n_groups`, `conv_kernel`,
  `use_conv_bias`, `use_bias`; attention head width `attention_head_dim`.
* Granite 4.0-H (`granitemoehybrid`): `layer_types` ("mamba" / "attention"); `mamba_n_heads`, `mamba_d_head`,
  `mamba_d_state`, `mamba_n_groups`, `mamba_d_conv`, `mamba_conv_bias`, `mamba_proj_bias`;
  `shared_intermediate_size` (the shared MLP in every layer).
* Jamba (`jamba`): attention where i % `attn_layer_period` == `attn_layer_offset`, Mamba-1 elsewhere
  (`mamba_expand`, `mamba_d_state`, `mamba_d_conv`, `mamba_dt_rank`); MoE where i % `expert_layer_period` ==
  `expert_layer_offset`.
* Falcon-H1 (`falcon_h1`): attention and Mamba-2 in every layer (`mamba_d_ssm`, `mamba_n_heads`, `mamba_d_head`,
  `mamba_d_state`, `mamba_n_groups`, `mamba_d_conv`).
* DeepSeek V3.2 (`deepseek_v32`): the DSA indexer (`index_n_heads`, `index_head_dim`, `index_topk`).
"""

from __future__ import annotations

import math
from typing import Any, Protocol

from app.core.model.importers.errors import ModelImportError
from app.core.model.importers.hf_json import ConfigReading

# Mamba-1's dt_rank "auto" is ceil(hidden / 16) (JambaConfig, MambaConfig).
MAMBA_DT_RANK_DIVISOR = 16
# Nemotron-H block codes in hybrid_override_pattern, and the layers_block_type words of newer configs.
NEMOTRON_CODES = {"M": "mamba", "*": "attention", "-": "mlp", "E": "moe"}
FLOAT32_BITS = 32


class Lookup(Protocol):
    def raw(self, keys: tuple[str, ...]) -> tuple[str | None, object]: ...
    def int(self, figure: str, keys: tuple[str, ...] | None = None) -> int | None: ...
    def flag(self, key: str, *, outer_too: bool = False) -> bool | None: ...


def _int(look: Lookup, key: str, default: int | None = None) -> int | None:
    value = look.int(key, (key,))
    return value if value is not None else default


def _kinds(look: Lookup, key: str) -> list[str] | None:
    _found, value = look.raw((key,))
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ModelImportError("bad_field", {"field": key, "expected": "list of strings", "got": type(value).__name__})
    return value


def add_hybrid(look: Lookup, family: str, f: dict[str, Any], reading: ConfigReading) -> None:
    """Fill the state layers and the attention / MLP layer counts of a hybrid family (no-op for others)."""
    reader = READERS.get(family)
    if reader is None or not f.get("layers") or not f.get("hidden_size"):
        return
    reader(look, f)
    if f.get("state") is not None:
        reading.provenance["state"] = "config"


def _qwen_gdn(look: Lookup, f: dict[str, Any]) -> None:
    layers = f["layers"]
    kinds = _kinds(look, "layer_types")
    if kinds is None:
        interval = _int(look, "full_attention_interval", 4) or 4
        kinds = ["full_attention" if (i + 1) % interval == 0 else "linear_attention" for i in range(layers)]
    linear = sum(1 for k in kinds[:layers] if k == "linear_attention")
    _found, ssm_dtype = look.raw(("mamba_ssm_dtype",))
    if linear:
        f["state"] = {
            "kind": "gated_deltanet", "layers": linear,
            "heads": _int(look, "linear_num_value_heads"), "head_dim": _int(look, "linear_value_head_dim"),
            "key_heads": _int(look, "linear_num_key_heads"), "key_head_dim": _int(look, "linear_key_head_dim"),
            "conv_kernel": _int(look, "linear_conv_kernel_dim", 4),
            "ssm_dtype_bits": FLOAT32_BITS if ssm_dtype == "float32" else None,
        }
    gate = look.flag("attn_output_gate")
    f["attention_output_gate"] = True if gate is None else gate  # Qwen3-Next always gates


def _nemotron_h(look: Lookup, f: dict[str, Any]) -> None:
    _found, pattern = look.raw(("hybrid_override_pattern",))
    kinds = _kinds(look, "layers_block_type")
    if kinds is None:
        if not isinstance(pattern, str):
            return
        kinds = [NEMOTRON_CODES.get(c, "mlp") for c in pattern]
    kinds = kinds[: f["layers"]]
    count = {k: kinds.count(k) for k in ("mamba", "attention", "mlp", "moe")}
    head_dim = _int(look, "attention_head_dim") or _int(look, "head_dim")
    if head_dim:
        f["head_dim"] = head_dim
    f["attention_layers"] = count["attention"]
    f["mlp_layers"] = count["mlp"] + count["moe"]
    if not count["moe"]:
        for key in ("experts", "experts_per_token", "moe_intermediate_size", "shared_experts",
                    "shared_expert_intermediate_size"):
            f.pop(key, None)
    else:
        shared = _int(look, "moe_shared_expert_intermediate_size")
        if shared:
            f["shared_experts"], f["shared_expert_intermediate_size"] = 1, shared
    conv_bias = look.flag("use_conv_bias")
    if count["mamba"]:
        f["state"] = {
            "kind": "mamba2", "layers": count["mamba"], "heads": _int(look, "mamba_num_heads"),
            "head_dim": _int(look, "mamba_head_dim"), "state_size": _int(look, "ssm_state_size"),
            "groups": _int(look, "n_groups", 1), "conv_kernel": _int(look, "conv_kernel", 4),
            "conv_bias": True if conv_bias is None else conv_bias, "proj_bias": bool(look.flag("use_bias")),
        }


def _mamba2_named(look: Lookup, f: dict[str, Any], layers: int, *, parallel: bool) -> None:
    """Granite 4 and Falcon-H1 name their Mamba-2 sizes mamba_*."""
    heads = _int(look, "mamba_n_heads")
    inner = _int(look, "mamba_d_ssm") or (_int(look, "mamba_expand", 2) or 2) * f["hidden_size"]
    head_dim = _int(look, "mamba_d_head") or (inner // heads if heads else None)
    conv_bias = look.flag("mamba_conv_bias")
    if heads and head_dim:
        f["state"] = {
            "kind": "mamba2", "layers": layers, "heads": heads, "head_dim": head_dim,
            "state_size": _int(look, "mamba_d_state"), "groups": _int(look, "mamba_n_groups", 1),
            "conv_kernel": _int(look, "mamba_d_conv", 4), "conv_bias": True if conv_bias is None else conv_bias,
            "proj_bias": bool(look.flag("mamba_proj_bias")), "parallel": parallel,
        }


def _granite(look: Lookup, f: dict[str, Any]) -> None:
    kinds = _kinds(look, "layer_types") or []
    mamba = sum(1 for k in kinds[: f["layers"]] if k == "mamba")
    shared = _int(look, "shared_intermediate_size")
    if shared:
        if f.get("experts"):
            f["shared_experts"], f["shared_expert_intermediate_size"] = 1, shared
        else:
            f["intermediate_size"] = shared  # the dense sizes keep only the shared MLP
    if mamba:
        _mamba2_named(look, f, mamba, parallel=False)


def _jamba(look: Lookup, f: dict[str, Any]) -> None:
    layers, hidden = f["layers"], f["hidden_size"]
    period, offset = _int(look, "attn_layer_period", 8) or 8, _int(look, "attn_layer_offset", 4) or 0
    attention = sum(1 for i in range(layers) if i % period == offset)
    if f.get("experts"):
        # MoE where i % expert_layer_period == expert_layer_offset: the same count as every step-th layer.
        f["moe_layer_step"] = _int(look, "expert_layer_period", 2) or 2
    _found, rank = look.raw(("mamba_dt_rank",))
    auto = math.ceil(hidden / MAMBA_DT_RANK_DIVISOR)
    dt_rank = rank if isinstance(rank, int) and not isinstance(rank, bool) else auto
    conv_bias = look.flag("mamba_conv_bias")
    if layers - attention:
        f["state"] = {
            "kind": "mamba1", "layers": layers - attention, "heads": (_int(look, "mamba_expand", 2) or 2) * hidden,
            "head_dim": 1, "state_size": _int(look, "mamba_d_state", 16), "conv_kernel": _int(look, "mamba_d_conv", 4),
            "dt_rank": dt_rank, "conv_bias": True if conv_bias is None else conv_bias,
            "proj_bias": bool(look.flag("mamba_proj_bias")),
        }


def _falcon_h1(look: Lookup, f: dict[str, Any]) -> None:
    _mamba2_named(look, f, f["layers"], parallel=True)


def _deepseek_v32(look: Lookup, f: dict[str, Any]) -> None:
    for field, key in (("indexer_heads", "index_n_heads"), ("indexer_head_dim", "index_head_dim"),
                       ("indexer_topk", "index_topk")):
        value = _int(look, key)
        if value:
            f[field] = value


READERS = {
    "qwen3_next": _qwen_gdn, "qwen3_5_text": _qwen_gdn, "qwen3_5_moe_text": _qwen_gdn,
    "nemotron_h": _nemotron_h, "granitemoehybrid": _granite, "jamba": _jamba, "falcon_h1": _falcon_h1,
    "deepseek_v32": _deepseek_v32,
}
