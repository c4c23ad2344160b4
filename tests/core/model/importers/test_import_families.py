"""Config-only imports of every family: parameters, active parameters and KV bytes worked by hand
(importer_cases.py), key styles, windows, defaults, multimodal nesting and precision mapping."""

from __future__ import annotations

import json

import pytest
from importer_cases import BY_NAME, CASES, Case

from app.core.model.arithmetic import kv_bytes_per_token_16bit
from app.core.model.importers import ImportedModel, inspect_path
from app.core.model.importers.quantization import quantization_precision


def _import(tmp_path, config: dict, name: str = "config.json") -> ImportedModel:
    path = tmp_path / name
    path.write_text(json.dumps(config))
    return inspect_path(path)


def _params(imported: ImportedModel) -> int:
    assert imported.arch.params_b is not None
    return round(imported.arch.params_b * 1e9)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_family_counts_match_hand_arithmetic(tmp_path, case: Case):
    imported = _import(tmp_path, case.config)
    arch = imported.arch
    assert _params(imported) == case.params
    assert imported.provenance["params"] == "derived"
    assert imported.source_kind == "config"
    if case.active is not None:
        assert arch.active_params_b is not None
        assert round(arch.active_params_b * 1e9) == case.active
    else:
        assert arch.active_params_b is None
    assert kv_bytes_per_token_16bit(arch) == case.kv_bytes_per_token
    assert arch.windowed_layers == case.windowed_layers
    assert arch.sliding_window == case.sliding_window
    for key, value in case.expect.items():
        assert getattr(arch, key) == value, key
    assert not [w for w in imported.warnings if w.code == "unknown_architecture"]


def test_architecture_is_the_outer_model_type_and_name_the_folder(tmp_path):
    folder = tmp_path / "My-Gemma"
    folder.mkdir()
    imported = _import(folder, BY_NAME["gemma3_multimodal"].config)
    assert imported.arch.architecture == "gemma3"
    assert imported.arch.name == "My-Gemma"
    assert imported.precision == "bf16"
    assert [w.code for w in imported.warnings] == ["multimodal_text_only"]


def test_4x_and_5x_key_styles_agree(tmp_path):
    """The same Mixtral written by transformers 4.x (torch_dtype, rope_theta, no head_dim) and 5.x."""
    five = BY_NAME["mixtral_5x_style"].config
    four = {k: v for k, v in five.items() if k not in ("dtype", "rope_parameters", "head_dim")}
    four.update(torch_dtype="bfloat16", rope_theta=1000000.0)
    a, b = _import(tmp_path, four, "four.json"), _import(tmp_path, five, "five.json")
    assert a.arch.model_copy(update={"name": ""}) == b.arch.model_copy(update={"name": ""})
    assert a.precision == b.precision == "bf16"


def test_deepseek_mtp_layers_are_reported_not_counted(tmp_path):
    """One MTP module = one more MoE layer (112,800 + 444,416 + 512 = 557,728) + enorm, hnorm and the
    shared head's norm (3·256) + eh_proj (2·256·256 = 131,072) + own embed and head (2·1000·256 = 512,000)
    = 1,201,568 parameters, none of them in params."""
    imported = _import(tmp_path, BY_NAME["deepseek_v3_mla"].config)
    assert imported.arch.mtp_layers == 1
    assert imported.arch.mtp_params_b is not None
    assert round(imported.arch.mtp_params_b * 1e9) == 1_201_568
    assert _params(imported) == 2_134_240


def test_deepseek_head_dim_key_is_not_the_attention_head(tmp_path):
    imported = _import(tmp_path, BY_NAME["deepseek_v3_mla"].config)
    assert imported.arch.head_dim == 48  # qk_nope 32 + qk_rope 16, not the config's head_dim 16
    assert imported.arch.qk_rope_head_dim == 16 and imported.arch.v_head_dim == 32


def test_qwen2_window_off_unless_use_sliding_window(tmp_path):
    imported = _import(tmp_path, BY_NAME["qwen2_qkv_bias"].config)
    assert imported.arch.sliding_window is None and imported.arch.windowed_layers == 0


def test_unknown_architecture_falls_back_to_generic_decoder(tmp_path):
    """Generic (Llama-like) arithmetic: attention 4·128·128 = 65,536; MLP 3·128·256 = 98,304;
    norms 256 → 164,096 per layer, ×2 = 328,192 + embed 300·128 = 38,400 + head 38,400 + final 128
    = 405,120."""
    config = {"model_type": "foo", "hidden_size": 128, "intermediate_size": 256, "num_hidden_layers": 2,
              "num_attention_heads": 4, "vocab_size": 300, "tie_word_embeddings": False}
    imported = _import(tmp_path, config)
    assert _params(imported) == 405_120
    assert imported.arch.architecture == "foo"
    assert imported.warnings[0].code == "unknown_architecture"
    assert imported.warnings[0].params == {"architecture": "foo"}


def test_text_config_with_only_the_keys_that_differ_uses_family_defaults(tmp_path):
    """Multimodal Gemma 3 configs may store only some text_config keys; the rest are
    Gemma3TextConfig's defaults (8 heads, 4 KV heads, head_dim 256, vocab 262,208, tied)."""
    config = {"model_type": "gemma3", "text_config": {
        "hidden_size": 640, "intermediate_size": 2048, "model_type": "gemma3_text", "num_hidden_layers": 12,
        "sliding_window": 512}}
    imported = _import(tmp_path, config)
    arch = imported.arch
    assert (arch.heads, arch.kv_heads, arch.head_dim, arch.vocab_size) == (8, 4, 256, 262_208)
    assert arch.tied_embeddings is True
    assert arch.windowed_layers == 10  # 12 layers, every 6th global (pattern default 6)
    assert imported.provenance["heads"] == "derived"
    assert imported.provenance["hidden_size"] == "config"
    codes = [w.code for w in imported.warnings]
    assert "family_defaults_used" in codes


def test_gpt_oss_layer_types_decide_windows_over_family_rule(tmp_path):
    config = {**BY_NAME["gpt_oss"].config, "layer_types": ["full_attention", "full_attention"]}
    assert _import(tmp_path, config).arch.windowed_layers == 0


def test_rope_scaling_past_max_positions_is_noted(tmp_path):
    config = {**BY_NAME["qwen2_qkv_bias"].config, "max_position_embeddings": 32768,
              "rope_scaling": {"type": "yarn", "factor": 4.0, "original_max_position_embeddings": 32768}}
    imported = _import(tmp_path, config)
    assert imported.arch.max_context == 32768
    assert [w.params for w in imported.warnings if w.code == "rope_scaling_extends_context"] == [
        {"context": "131072"}]


@pytest.mark.parametrize(("qconfig", "precision"), [
    ({"quant_method": "awq", "bits": 4, "group_size": 128}, "awq"),
    ({"quant_method": "gptq", "bits": 4, "group_size": 128}, "gptq"),
    ({"quant_method": "gptq", "bits": 8}, "gptq-int8"),
    ({"quant_method": "bitsandbytes", "load_in_4bit": True, "bnb_4bit_quant_type": "nf4"}, "nf4"),
    ({"quant_method": "bitsandbytes", "load_in_4bit": True, "bnb_4bit_use_double_quant": True}, "nf4-dq"),
    ({"quant_method": "bitsandbytes", "load_in_8bit": True}, "int8"),
    ({"quant_method": "fp8", "activation_scheme": "dynamic"}, "fp8"),
    ({"quant_method": "fp8", "weight_block_size": [128, 128]}, "fp8-block"),
    ({"quant_method": "mxfp4"}, "mxfp4"),
    ({"quant_method": "compressed-tensors", "format": "float-quantized", "config_groups": {
        "group_0": {"weights": {"num_bits": 8, "type": "float", "strategy": "channel"}}}}, "fp8"),
    ({"quant_method": "compressed-tensors", "format": "pack-quantized", "config_groups": {
        "group_0": {"weights": {"num_bits": 4, "type": "int", "strategy": "group", "group_size": 128}}}},
     "gptq"),
    ({"quant_method": "compressed-tensors", "format": "int-quantized", "config_groups": {
        "group_0": {"weights": {"num_bits": 8, "type": "int", "strategy": "channel"}}}}, "int8"),
])
def test_quantization_config_maps_to_precision_ids(tmp_path, qconfig, precision):
    assert quantization_precision(qconfig)[0] == precision
    config = {**BY_NAME["llama_gqa_untied"].config, "quantization_config": qconfig}
    imported = _import(tmp_path, config)
    assert imported.precision == precision
    assert imported.provenance["precision"] == "config"


def test_unknown_quantization_leaves_precision_open_with_a_warning(tmp_path):
    config = {**BY_NAME["llama_gqa_untied"].config, "quantization_config": {"quant_method": "hqq"}}
    imported = _import(tmp_path, config)
    assert imported.precision is None
    assert ("unknown_quantization", {"method": "hqq"}) in [(w.code, w.params) for w in imported.warnings]


def test_imported_model_is_frozen(tmp_path):
    imported = _import(tmp_path, BY_NAME["llama_gqa_untied"].config)
    with pytest.raises(ValueError):
        imported.precision = "fp8"  # type: ignore[misc]


def test_every_family_the_catalog_names_is_known():
    """A config.json of any catalog model imports with its family's rules, not the generic fallback."""
    from app.core.catalog import load_catalog
    from app.core.model.importers.hf_families import family_for

    unknown = sorted({m.architecture for m in load_catalog().models.values()
                      if not family_for(m.architecture)[2]})
    assert not unknown


def test_llama4_scout_config_imports_to_the_catalog_count(tmp_path):
    # meta-llama/Llama-4-Scout-17B-16E text_config: 48 layers, hidden 5120, 40 heads / 8 KV heads of 128,
    # 16 routed experts (top-1) of width 8192 on every layer + one shared expert of 8192, dense width
    # intermediate_size_mlp 16384 (unused: interleave_moe_layer_step 1), vocab 202048, untied.
    # Per layer: attention 5120·(40 + 8 + 8 + 40)·128 = 62,914,560; norms 10,240; router 5120·16 = 81,920;
    # routed 16·3·5120·8192 = 2,013,265,920; shared 3·5120·8192 = 125,829,120 → 2,202,101,760
    # ×48 = 105,700,884,480 + embed and head 2·202,048·5120 = 2,068,971,520 + final norm 5120
    # = 107,769,861,120 - the catalog's params_b 107.76986112.
    config = {"model_type": "llama4", "text_config": {
        "model_type": "llama4_text", "hidden_size": 5120, "intermediate_size": 8192, "intermediate_size_mlp": 16384,
        "num_hidden_layers": 48, "num_attention_heads": 40, "num_key_value_heads": 8, "head_dim": 128,
        "vocab_size": 202048, "num_local_experts": 16, "num_experts_per_tok": 1, "interleave_moe_layer_step": 1,
        "attention_chunk_size": 8192, "max_position_embeddings": 10485760, "tie_word_embeddings": False}}
    imported = _import(tmp_path, config)
    assert _params(imported) == 107_769_861_120
    assert imported.arch.windowed_layers == 36 and imported.arch.sliding_window == 8192
