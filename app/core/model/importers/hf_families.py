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
MoeStyle = Literal["none", "mixtral", "qwen_moe", "deepseek", "gpt_oss", "llama4"]


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
    output_bias: bool = False  # bias on lm_head (Phi, GPT-J)
    learned_positions: bool = False  # absolute position table of max_context rows (GPT-2, GPT-BigCode)
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
    # Hybrid models (hf_hybrid.py reads their state layers). Qwen3-Next (modeling_qwen3_next.py): Gated DeltaNet
    # on 3 of every 4 layers (full_attention_interval 4), gated full attention with q/k norms, MoE on every layer
    # with a gated shared expert.
    "qwen3_next": Family(qk_norm=True, moe="qwen_moe", shared_expert_gate=True, defaults={
        **_QWEN_DEFAULTS, "hidden_size": 2048, "intermediate_size": 5632, "num_hidden_layers": 48,
        "num_attention_heads": 16, "num_key_value_heads": 2, "head_dim": 256, "moe_intermediate_size": 512,
        "shared_expert_intermediate_size": 512, "num_experts": 512, "num_experts_per_tok": 10,
        "decoder_sparse_step": 1, "linear_conv_kernel_dim": 4, "linear_key_head_dim": 128,
        "linear_value_head_dim": 128, "linear_num_key_heads": 16, "linear_num_value_heads": 32,
        "full_attention_interval": 4}),
    # Qwen3.5 (modeling_qwen3_5.py, vllm/transformers_utils/configs/qwen3_5.py): Qwen3-Next's layers, a dense MLP
    # (qwen3_5_text) or MoE with a gated shared expert (qwen3_5_moe_text), the language model under text_config.
    "qwen3_5_text": Family(qk_norm=True, defaults={
        "vocab_size": 248320, "hidden_size": 4096, "intermediate_size": 12288, "num_hidden_layers": 32,
        "num_attention_heads": 16, "num_key_value_heads": 4, "tie_word_embeddings": False}),
    "qwen3_5_moe_text": Family(qk_norm=True, moe="qwen_moe", shared_expert_gate=True, defaults={
        "vocab_size": 248320, "tie_word_embeddings": False, "decoder_sparse_step": 1}),
    # Nemotron-H (modeling_nemotron_h.py): one mixer or MLP per block (hybrid_override_pattern M / * / - / E),
    # one RMSNorm per block, squared-ReLU MLP (no gate).
    "nemotron_h": Family(gated_mlp=False, norms_per_layer=1, defaults={"tie_word_embeddings": False}),
    # Granite 4.0-H (modeling_granitemoehybrid.py): Mamba-2 or attention per layer (layer_types), a gated shared
    # MLP in every layer and, in the MoE sizes, routed experts of width intermediate_size.
    "granitemoehybrid": Family(moe="mixtral", defaults={"tie_word_embeddings": True}),
    # Jamba (modeling_jamba.py): Mamba-1 but on every attn_layer_period-th layer, MoE on every
    # expert_layer_period-th.
    "jamba": Family(moe="mixtral", defaults={"tie_word_embeddings": False}),
    # Falcon-H1 (modeling_falcon_h1.py): attention and Mamba-2 side by side in every layer, gated MLP.
    "falcon_h1": Family(defaults={"tie_word_embeddings": False}),
    # DeepSeek V3.2 (DSA): DeepSeek-V3 plus a lightning indexer with its own key cache (index_n_heads,
    # index_head_dim, index_topk).
    "deepseek_v32": Family(moe="deepseek", mla=True, defaults={
        "vocab_size": 129280, "hidden_size": 7168, "intermediate_size": 18432, "num_hidden_layers": 61,
        "num_attention_heads": 128, "tie_word_embeddings": False, "moe_intermediate_size": 2048,
        "n_routed_experts": 256, "num_experts_per_tok": 8, "n_shared_experts": 1, "first_k_dense_replace": 3,
        "kv_lora_rank": 512, "q_lora_rank": 1536, "qk_rope_head_dim": 64, "qk_nope_head_dim": 128,
        "v_head_dim": 128}),
    # GPT-2 (modeling_gpt2.py): Conv1D c_attn/c_proj and c_fc/c_proj with biases, LayerNorm with bias,
    # learned positions (wpe), tied head; n_inner null = 4 x n_embd.
    "gpt2": Family(gated_mlp=False, attention_bias="all", mlp_bias=True, norm_bias=True, learned_positions=True,
                   defaults={"vocab_size": 50257, "n_positions": 1024, "n_embd": 768, "n_layer": 12, "n_head": 12,
                             "tie_word_embeddings": True}),
    # GPT-BigCode / StarCoder (modeling_gpt_bigcode.py): GPT-2 with multi-query attention (multi_query).
    "gpt_bigcode": Family(gated_mlp=False, attention_bias="all", mlp_bias=True, norm_bias=True, learned_positions=True,
                          defaults={"vocab_size": 50257, "n_positions": 1024, "n_embd": 768, "n_layer": 12,
                                    "n_head": 12, "multi_query": True, "tie_word_embeddings": True}),
    # GPT-NeoX / Pythia / StableLM-Alpha (modeling_gpt_neox.py): fused query_key_value and dense with biases,
    # dense_h_to_4h / dense_4h_to_h with biases (no gating), two LayerNorms with bias, untied embed_out.
    "gpt_neox": Family(gated_mlp=False, attention_bias="all", mlp_bias=True, norm_bias=True, defaults={
        "vocab_size": 50432, "hidden_size": 6144, "num_hidden_layers": 44, "num_attention_heads": 64,
        "intermediate_size": 24576, "max_position_embeddings": 2048, "tie_word_embeddings": False}),
    # GPT-J (modeling_gptj.py): q/k/v/out without biases, fc_in/fc_out with biases, one LayerNorm per layer
    # (parallel attention and MLP), lm_head with bias, untied.
    "gptj": Family(gated_mlp=False, mlp_bias=True, norm_bias=True, norms_per_layer=1, output_bias=True,
                   attention_bias="none", defaults={"vocab_size": 50400, "n_positions": 2048, "n_embd": 4096,
                                                    "n_layer": 28, "n_head": 16, "tie_word_embeddings": False}),
    # Falcon (modeling_falcon.py): fused query_key_value (multi-query or num_kv_heads groups), 4x MLP without
    # gating; biases only with `bias: true`; one LayerNorm per layer with parallel attention, two (ln_attn,
    # ln_mlp) with new_decoder_architecture; tied head.
    "falcon": Family(gated_mlp=False, norm_bias=True, norms_per_layer=1, defaults={
        "vocab_size": 65024, "hidden_size": 4544, "num_hidden_layers": 32, "num_attention_heads": 71,
        "max_position_embeddings": 2048, "tie_word_embeddings": True, "multi_query": True, "parallel_attn": True,
        "new_decoder_architecture": False, "bias": False}),
    # Phi-1/1.5/2 (modeling_phi.py): q/k/v/dense with biases, fc1/fc2 with biases, one LayerNorm per layer
    # (parallel), final LayerNorm, lm_head with bias, untied.
    "phi": Family(gated_mlp=False, attention_bias="all", mlp_bias=True, norm_bias=True, norms_per_layer=1,
                  output_bias=True, defaults={"vocab_size": 51200, "hidden_size": 2048, "intermediate_size": 8192,
                                              "num_hidden_layers": 24, "num_attention_heads": 32,
                                              "max_position_embeddings": 2048, "tie_word_embeddings": False}),
    # MPT (modeling_mpt.py): Wqkv/out_proj and up/down projections (expansion_ratio x d_model), ALiBi, LayerNorms
    # whose bias is dropped with no_bias, tied head.
    "mpt": Family(gated_mlp=False, attention_bias="none", mlp_bias=False, defaults={
        "vocab_size": 50368, "d_model": 2048, "n_layers": 24, "n_heads": 16, "expansion_ratio": 4,
        "max_seq_len": 2048, "tie_word_embeddings": True}),
    # StableLM 2 / 3B-4E1T (modeling_stablelm.py): SwiGLU MLP, q/k/v biases with use_qkv_bias, LayerNorm with bias.
    "stablelm": Family(norm_bias=True, defaults={
        "vocab_size": 50304, "hidden_size": 2560, "intermediate_size": 6912, "num_hidden_layers": 32,
        "num_attention_heads": 32, "max_position_embeddings": 4096, "tie_word_embeddings": False,
        "use_qkv_bias": False}),
    # Llama 4 (modeling_llama4.py): MoE every interleave_moe_layer_step-th layer (16/128 routed experts of
    # width intermediate_size, top-1, plus one shared expert of the same width); dense layers use
    # intermediate_size_mlp; chunked attention (attention_chunk_size) on the RoPE layers (no_rope_layers = 1).
    "llama4_text": Family(moe="llama4", defaults={
        "vocab_size": 202048, "hidden_size": 5120, "intermediate_size": 8192, "intermediate_size_mlp": 16384,
        "num_hidden_layers": 48, "num_attention_heads": 40, "num_key_value_heads": 8, "head_dim": 128,
        "max_position_embeddings": 131072, "tie_word_embeddings": False, "num_local_experts": 16,
        "num_experts_per_tok": 1, "interleave_moe_layer_step": 1, "attention_chunk_size": 8192}),
    "bert": Family(encoder=True, gated_mlp=False, attention_bias="all", mlp_bias=True, norm_bias=True,
                   defaults=_BERT_DEFAULTS),
    "roberta": Family(encoder=True, gated_mlp=False, attention_bias="all", mlp_bias=True, norm_bias=True,
                      defaults={**_BERT_DEFAULTS, "vocab_size": 50265}),
    "xlm-roberta": Family(encoder=True, gated_mlp=False, attention_bias="all", mlp_bias=True, norm_bias=True,
                          defaults=_BERT_DEFAULTS),
    # Whisper's text decoder (modeling_whisper.py WhisperDecoderLayer): GELU fc1/fc2 with biases, LayerNorms
    # with bias, biased q/v/out projections; its encoder is read by hf_parts.parse_whisper.
    "whisper": Family(gated_mlp=False, attention_bias="all", mlp_bias=True, norm_bias=True),
    # Diffusion denoisers (diffusers transformer_flux.py, transformer_sd3.py, unet_2d_condition.py): read by
    # hf_parts.parse_denoiser; the layout facts here only name them as known.
    "flux": Family(gated_mlp=False, mlp_bias=True, norm_bias=False),
    "sd3": Family(gated_mlp=False, mlp_bias=True, norm_bias=False),
    "sdxl": Family(gated_mlp=False, mlp_bias=True, norm_bias=True),
}

# model_types whose arithmetic is another family's (text halves of multimodal models, renamings).
ALIASES: dict[str, str] = {
    "camembert": "roberta",
    "qwen2_vl_text": "qwen2",
    "qwen2_5_vl_text": "qwen2",
    "qwen2_vl": "qwen2",
    "qwen2_5_vl": "qwen2",
    "qwen3_vl_text": "qwen3",  # Qwen3-VL's language model under text_config (modeling_qwen3_vl.py: Qwen3 blocks)
    "qwen3_vl_moe_text": "qwen3_moe",
    "qwen3_vl": "qwen3",
    "qwen3_vl_moe": "qwen3_moe",
    "mllama": "llama",  # Llama 3.2 Vision: a Llama text model with cross-attention layers for the images
    "mllama_text_model": "llama",
    "FluxTransformer2DModel": "flux",
    "SD3Transformer2DModel": "sd3",
    "UNet2DConditionModel": "sdxl",
    "gemma3": "gemma3_text",
    "ministral": "mistral",
    "llama4": "llama4_text",
    "phi-msft": "phi",
    "RefinedWeb": "falcon",
    "RefinedWebModel": "falcon",
    "qwen3_5": "qwen3_5_text",
    "qwen3_5_moe": "qwen3_5_moe_text",
}

GENERIC = Family()

# ModelArch fields a family fixes; an explicit architecture that names the family but leaves them out
# takes them from here (a config.json never spells them: they are the family's module layout).
_FACT_FIELDS = ("gated_mlp", "norms_per_layer", "norm_bias", "qk_norm", "output_bias")


def arch_facts(model_type: str) -> dict[str, object]:
    """The layout facts of a known family (MLP gating, biases, norms) as ModelArch fields; {} when unknown."""
    _name, fam, known = family_for(model_type)
    if not known:
        return {}
    facts: dict[str, object] = {field: getattr(fam, field) for field in _FACT_FIELDS}
    if fam.attention_bias is not None:
        facts["attention_bias"] = fam.attention_bias
    if fam.mlp_bias is not None:
        facts["mlp_bias"] = fam.mlp_bias
    if fam.encoder:
        facts["encoder_only"] = True
    return facts


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
