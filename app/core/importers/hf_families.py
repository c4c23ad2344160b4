"""Per-family facts about Hugging Face configs that the config file itself does not spell out.

Each entry mirrors the module layout of the family's transformers implementation
(`models/<family>/modeling_<family>.py`, transformers 5.x) and the defaults of its configuration
class (`configuration_<family>.py`): `save_pretrained` may omit keys equal to a class default, and
multimodal configs often nest a `text_config` that carries only the keys that differ.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

WindowRule = Literal["layer_types_only", "all", "qwen", "qwen_moe", "alternate", "pattern"]
MoeStyle = Literal["none", "mixtral", "qwen_moe", "deepseek", "gpt_oss"]


@dataclass(frozen=True)
class Family:
    """How one `model_type` maps onto ModelArch."""

    encoder: bool = False
    gated_mlp: bool = True
    # Fixed bias layout; None reads the config's `attention_bias` flag (True → all four projections).
    attention_bias: Literal["none", "qkv", "all"] | None = None
    mlp_bias: bool | None = None  # fixed MLP biases (BERT); None reads `mlp_bias` / `use_bias`
    qk_norm: bool = False
    norms_per_layer: int = 2
    norm_bias: bool = False
    moe: MoeStyle = "none"
    shared_expert_gate: bool = False  # Qwen2-MoE: Linear(hidden, 1) gating the shared expert
    mla: bool = False
    # Which layers attend within `sliding_window` when the config has no `layer_types`:
    #   all        - every layer (Mistral, Phi-3, Starcoder2 apply the window everywhere)
    #   qwen       - layers i >= max_window_layers, only if use_sliding_window (configuration_qwen2.py)
    #   qwen_moe   - even i < max_window_layers, only if use_sliding_window (configuration_qwen2_moe.py)
    #   alternate  - even layers i (Gemma 2, gpt-oss: "sliding_attention" if (i + 1) % 2)
    #   pattern    - all but every n-th layer (Gemma 3: sliding_window_pattern, default 6)
    window_rule: WindowRule = "layer_types_only"
    default_window_pattern: int = 0
    # Class defaults for size-relevant keys a saved config may omit.
    defaults: dict[str, object] = field(default_factory=dict)


# Size-relevant defaults of transformers 5.x configuration classes (read from AutoConfig.for_model).
_LLAMA_DEFAULTS: dict[str, object] = {
    "vocab_size": 32000, "hidden_size": 4096, "intermediate_size": 11008, "num_hidden_layers": 32,
    "num_attention_heads": 32, "max_position_embeddings": 2048, "tie_word_embeddings": False,
}
_QWEN_DEFAULTS: dict[str, object] = {
    "vocab_size": 151936, "max_position_embeddings": 32768, "tie_word_embeddings": False,
    "use_sliding_window": False, "max_window_layers": 28,
}
_BERT_DEFAULTS: dict[str, object] = {
    "vocab_size": 30522, "hidden_size": 768, "intermediate_size": 3072, "num_hidden_layers": 12,
    "num_attention_heads": 12, "max_position_embeddings": 512, "type_vocab_size": 2,
}

FAMILIES: dict[str, Family] = {
    "llama": Family(defaults=_LLAMA_DEFAULTS),
    "mistral": Family(window_rule="all", defaults={
        **_LLAMA_DEFAULTS, "intermediate_size": 14336, "num_key_value_heads": 8,
        "max_position_embeddings": 131072, "sliding_window": 4096}),
    "mixtral": Family(moe="mixtral", window_rule="all", defaults={
        **_LLAMA_DEFAULTS, "intermediate_size": 14336, "num_key_value_heads": 8,
        "max_position_embeddings": 131072, "num_local_experts": 8, "num_experts_per_tok": 2}),
    "phi3": Family(window_rule="all", defaults={
        **_LLAMA_DEFAULTS, "vocab_size": 32064, "hidden_size": 3072, "intermediate_size": 8192,
        "max_position_embeddings": 4096}),
    "starcoder2": Family(gated_mlp=False, norm_bias=True, window_rule="all", defaults={
        "vocab_size": 49152, "hidden_size": 3072, "intermediate_size": 12288, "num_hidden_layers": 30,
        "num_attention_heads": 24, "num_key_value_heads": 2, "max_position_embeddings": 4096,
        "tie_word_embeddings": True, "use_bias": True}),
    "qwen2": Family(attention_bias="qkv", window_rule="qwen", defaults={
        **_QWEN_DEFAULTS, "hidden_size": 4096, "intermediate_size": 22016, "num_hidden_layers": 32,
        "num_attention_heads": 32}),
    "qwen3": Family(qk_norm=True, window_rule="qwen", defaults={
        **_QWEN_DEFAULTS, "hidden_size": 4096, "intermediate_size": 22016, "num_hidden_layers": 32,
        "num_attention_heads": 32, "head_dim": 128}),
    "qwen2_moe": Family(attention_bias="qkv", moe="qwen_moe", shared_expert_gate=True, window_rule="qwen_moe",
                        defaults={
        **_QWEN_DEFAULTS, "hidden_size": 2048, "intermediate_size": 5632, "num_hidden_layers": 24,
        "num_attention_heads": 16, "moe_intermediate_size": 1408, "shared_expert_intermediate_size": 5632,
        "num_experts": 60, "num_experts_per_tok": 4, "decoder_sparse_step": 1}),
    "qwen3_moe": Family(qk_norm=True, moe="qwen_moe", window_rule="all", defaults={
        **_QWEN_DEFAULTS, "hidden_size": 2048, "intermediate_size": 6144, "num_hidden_layers": 24,
        "num_attention_heads": 32, "num_key_value_heads": 4, "moe_intermediate_size": 768,
        "num_experts": 128, "num_experts_per_tok": 8, "decoder_sparse_step": 1}),
    "deepseek_v2": Family(moe="deepseek", mla=True, defaults={
        "vocab_size": 102400, "hidden_size": 4096, "intermediate_size": 11008, "num_hidden_layers": 32,
        "num_attention_heads": 32, "max_position_embeddings": 2048, "tie_word_embeddings": False,
        "moe_intermediate_size": 1407, "n_routed_experts": 64, "n_shared_experts": 2,
        "first_k_dense_replace": 0, "kv_lora_rank": 512, "q_lora_rank": 1536, "qk_rope_head_dim": 64,
        "qk_nope_head_dim": 128, "v_head_dim": 128}),
    "deepseek_v3": Family(moe="deepseek", mla=True, defaults={
        "vocab_size": 129280, "hidden_size": 7168, "intermediate_size": 18432, "num_hidden_layers": 61,
        "num_attention_heads": 128, "max_position_embeddings": 4096, "tie_word_embeddings": False,
        "moe_intermediate_size": 2048, "n_routed_experts": 256, "num_experts_per_tok": 8,
        "n_shared_experts": 1, "first_k_dense_replace": 3, "kv_lora_rank": 512, "q_lora_rank": 1536,
        "qk_rope_head_dim": 64, "qk_nope_head_dim": 128, "v_head_dim": 128}),
    "gemma": Family(defaults={
        "vocab_size": 256000, "hidden_size": 3072, "intermediate_size": 24576, "num_hidden_layers": 28,
        "num_attention_heads": 16, "head_dim": 256, "max_position_embeddings": 8192,
        "tie_word_embeddings": True}),
    "gemma2": Family(norms_per_layer=4, window_rule="alternate", defaults={
        "vocab_size": 256000, "hidden_size": 2304, "intermediate_size": 9216, "num_hidden_layers": 26,
        "num_attention_heads": 8, "num_key_value_heads": 4, "head_dim": 256,
        "max_position_embeddings": 8192, "tie_word_embeddings": True, "sliding_window": 4096}),
    "gemma3_text": Family(norms_per_layer=4, qk_norm=True, window_rule="pattern", default_window_pattern=6,
                          defaults={
        "vocab_size": 262208, "hidden_size": 2304, "intermediate_size": 9216, "num_hidden_layers": 26,
        "num_attention_heads": 8, "num_key_value_heads": 4, "head_dim": 256,
        "max_position_embeddings": 131072, "tie_word_embeddings": True, "sliding_window": 4096}),
    "gpt_oss": Family(attention_bias="all", moe="gpt_oss", window_rule="alternate", defaults={
        "vocab_size": 201088, "hidden_size": 2880, "intermediate_size": 2880, "num_hidden_layers": 36,
        "num_attention_heads": 64, "num_key_value_heads": 8, "head_dim": 64,
        "max_position_embeddings": 131072, "tie_word_embeddings": False, "sliding_window": 128,
        "num_local_experts": 128, "num_experts_per_tok": 4}),
    "bert": Family(encoder=True, gated_mlp=False, attention_bias="all", mlp_bias=True, norm_bias=True,
                   defaults=_BERT_DEFAULTS),
    "roberta": Family(encoder=True, gated_mlp=False, attention_bias="all", mlp_bias=True, norm_bias=True,
                      defaults={**_BERT_DEFAULTS, "vocab_size": 50265}),
    "xlm-roberta": Family(encoder=True, gated_mlp=False, attention_bias="all", mlp_bias=True, norm_bias=True,
                          defaults=_BERT_DEFAULTS),
}

# model_types whose arithmetic is another family's (text halves of multimodal models, renamings).
ALIASES: dict[str, str] = {
    "camembert": "roberta",
    "qwen2_vl_text": "qwen2",
    "qwen2_5_vl_text": "qwen2",
    "qwen2_vl": "qwen2",
    "qwen2_5_vl": "qwen2",
    "gemma3": "gemma3_text",
    "ministral": "mistral",
}

GENERIC = Family()


def family_for(model_type: str) -> tuple[str, Family, bool]:
    """(canonical family name, its facts, known?) for an HF `model_type`."""
    canonical = ALIASES.get(model_type, model_type)
    found = FAMILIES.get(canonical)
    return (canonical, found, True) if found else (canonical, GENERIC, False)


def windowed_layer_flags(
    family: Family, layers: int, *, layer_types: list[str] | None, use_sliding_window: bool | None,
    max_window_layers: int | None, pattern: int | None,
) -> list[bool] | None:
    """Per layer: does it attend only within the window? None when the config cannot say."""
    if layer_types is not None:
        return [kind == "sliding_attention" for kind in layer_types]
    rule = family.window_rule
    if rule == "all":  # Qwen3-MoE gates this with use_sliding_window; Mistral configs lack the flag
        return [use_sliding_window is not False] * layers
    if rule == "qwen":
        if not use_sliding_window:
            return [False] * layers
        start = max_window_layers if max_window_layers is not None else 0
        return [i >= start for i in range(layers)]
    if rule == "qwen_moe":
        if not use_sliding_window:
            return [False] * layers
        limit = max_window_layers if max_window_layers is not None else layers
        return [(i + 1) % 2 == 1 and i < limit for i in range(layers)]
    if rule == "alternate":
        return [(i + 1) % 2 == 1 for i in range(layers)]
    if rule == "pattern":
        every = pattern or family.default_window_pattern
        return [(i + 1) % every != 0 for i in range(layers)] if every > 0 else None
    return None
