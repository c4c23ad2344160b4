"""Small configs of every family the importers handle, with dimensions of our own (no published model's).

Each case carries the parameter count, active parameters and KV bytes per token worked by hand;
the arithmetic is in the comments. `hf` names how transformers builds it for the dev-only cross-check.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Case:
    name: str
    config: dict[str, Any]
    params: int
    kv_bytes_per_token: int  # 16-bit, every layer at full attention
    active: int | None = None  # MoE only
    windowed_layers: int = 0
    sliding_window: int | None = None
    hf: str = "causal"  # "causal": AutoModelForCausalLM; "base": AutoModel; "text": causal LM of text_config
    expect: dict[str, Any] = field(default_factory=dict)  # other ModelArch fields to check


CASES: list[Case] = []

# Dense llama, grouped-query attention (8 query heads, 2 KV heads), untied head. head_dim = 512/8 = 64.
#   per layer: q 512·512 = 262,144; k, v 512·(2·64) = 65,536 each; o 262,144  → attention 655,360
#              MLP 3·512·1376 = 2,113,536; 2 RMSNorms 2·512 = 1,024             → 2,769,920
#   4 layers 11,079,680 + embed 1000·512 = 512,000 + lm_head 512,000 + final norm 512 = 12,104,192
#   KV/token: 2 (K,V) · 2 heads · 64 · 4 layers · 2 bytes = 2,048
CASES.append(Case("llama_gqa_untied", {
    "model_type": "llama", "architectures": ["LlamaForCausalLM"], "hidden_size": 512,
    "intermediate_size": 1376, "num_hidden_layers": 4, "num_attention_heads": 8, "num_key_value_heads": 2,
    "vocab_size": 1000, "max_position_embeddings": 4096, "tie_word_embeddings": False,
    "torch_dtype": "bfloat16", "rope_theta": 10000.0,
}, params=12_104_192, kv_bytes_per_token=2_048, expect={"head_dim": 64, "tied_embeddings": False}))

# Llama, multi-query attention (1 KV head), tied embeddings, biases on attention (all four) and MLP.
#   head_dim 256/4 = 64. q 256·256 + 256; k, v 256·64 + 64 each; o 256·256 + 256 → 164,480
#   MLP 3·256·704 = 540,672 + biases gate 704 + up 704 + down 256                  → 542,336
#   norms 512 → layer 707,328; 3 layers 2,121,984 + embed 500·256 = 128,000 + final 256 = 2,250,240
#   KV/token: 2 · 1 · 64 · 3 · 2 = 768
CASES.append(Case("llama_mqa_tied_bias", {
    "model_type": "llama", "hidden_size": 256, "intermediate_size": 704, "num_hidden_layers": 3,
    "num_attention_heads": 4, "num_key_value_heads": 1, "vocab_size": 500, "tie_word_embeddings": True,
    "attention_bias": True, "mlp_bias": True, "max_position_embeddings": 2048,
}, params=2_250_240, kv_bytes_per_token=768, expect={"tied_embeddings": True, "kv_heads": 1}))

# Qwen2: biases on q, k, v only (not o). use_sliding_window false: the 4096 window is not applied.
#   head_dim 384/6 = 64. q 384·384 + 384; k, v 384·128 + 128 each; o 384·384 → 393,856
#   MLP 3·384·1024 = 1,179,648; norms 768 → layer 1,574,272; ×4 = 6,297,088
#   + embed 1200·384 = 460,800 + lm_head 460,800 + final 384 = 7,219,072
#   KV/token: 2 · 2 · 64 · 4 · 2 = 2,048
_QWEN2 = {
    "model_type": "qwen2", "hidden_size": 384, "intermediate_size": 1024, "num_hidden_layers": 4,
    "num_attention_heads": 6, "num_key_value_heads": 2, "vocab_size": 1200, "tie_word_embeddings": False,
    "max_position_embeddings": 32768, "use_sliding_window": False, "sliding_window": 4096,
    "max_window_layers": 2, "torch_dtype": "bfloat16",
}
CASES.append(Case("qwen2_qkv_bias", _QWEN2, params=7_219_072, kv_bytes_per_token=2_048,
                  expect={"attention_bias": "qkv"}))
# The same with use_sliding_window: layers i >= max_window_layers (2, 3) attend within 256 tokens.
CASES.append(Case("qwen2_windowed", {**_QWEN2, "use_sliding_window": True, "sliding_window": 256},
                  params=7_219_072, kv_bytes_per_token=2_048, windowed_layers=2, sliding_window=256))

# Qwen3: head_dim 96 != 256/4; q/k RMSNorm per head (96 each); tied.
#   q 256·384 = 98,304; k, v 256·192 = 49,152 each; o 384·256 = 98,304; q_norm + k_norm 192 → 295,104
#   MLP 3·256·512 = 393,216; norms 512 → layer 688,832; ×3 = 2,066,496
#   + embed 800·256 = 204,800 + final 256 = 2,271,552
#   KV/token: 2 · 2 · 96 · 3 · 2 = 2,304
CASES.append(Case("qwen3_head_dim", {
    "model_type": "qwen3", "hidden_size": 256, "intermediate_size": 512, "num_hidden_layers": 3,
    "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 96, "vocab_size": 800,
    "tie_word_embeddings": True, "max_position_embeddings": 40960, "attention_bias": False,
}, params=2_271_552, kv_bytes_per_token=2_304, expect={"head_dim": 96, "qk_norm": True}))

# Mixtral in the transformers 5.x key style (dtype, rope_parameters, head_dim null, num_local_experts).
#   head_dim 256/8 = 32. q, o 256·256 each; k, v 256·64 each → 163,840
#   experts 4 · 3·256·512 (393,216) = 1,572,864; router 256·4 = 1,024; norms 512 → layer 1,738,240
#   ×2 = 3,476,480 + embed 700·256 = 179,200 + lm_head 179,200 + final 256 = 3,835,136
#   active: 2 of 4 experts per layer: 3,835,136 − 2 layers · 2 idle · 393,216 = 2,262,272
#   KV/token: 2 · 2 · 32 · 2 · 2 = 512
CASES.append(Case("mixtral_5x_style", {
    "model_type": "mixtral", "hidden_size": 256, "intermediate_size": 512, "num_hidden_layers": 2,
    "num_attention_heads": 8, "num_key_value_heads": 2, "head_dim": None, "num_local_experts": 4,
    "num_experts_per_tok": 2, "vocab_size": 700, "tie_word_embeddings": False, "sliding_window": None,
    "max_position_embeddings": 32768, "dtype": "bfloat16",
    "rope_parameters": {"rope_type": "default", "rope_theta": 1000000.0},
}, params=3_835_136, active=2_262_272, kv_bytes_per_token=512, expect={"experts": 4, "experts_per_token": 2}))

# Qwen2-MoE with a shared expert (and its sigmoid gate), layer 0 kept dense by mlp_only_layers.
#   head_dim 64, 4 KV heads: q, k, v 256·256 + 256 each; o 256·256 → 262,912 per layer, ×3 = 788,736
#   layer 0 dense MLP 3·256·640 = 491,520
#   layers 1, 2: experts 6 · 3·256·128 (98,304) = 589,824; shared expert 3·256·384 = 294,912;
#                shared_expert_gate 256; router 256·6 = 1,536 → 886,528 each, 1,773,056
#   norms 3 · 512 = 1,536 → 3,054,848 + embed 900·256 = 230,400 + lm_head 230,400 + final 256 = 3,515,904
#   active: 4 idle experts · 98,304 · 2 layers = 786,432 → 2,729,472
#   KV/token: 2 · 4 · 64 · 3 · 2 = 3,072
CASES.append(Case("qwen2_moe_shared", {
    "model_type": "qwen2_moe", "hidden_size": 256, "intermediate_size": 640, "moe_intermediate_size": 128,
    "shared_expert_intermediate_size": 384, "num_experts": 6, "num_experts_per_tok": 2,
    "num_hidden_layers": 3, "num_attention_heads": 4, "num_key_value_heads": 4, "vocab_size": 900,
    "decoder_sparse_step": 1, "mlp_only_layers": [0], "tie_word_embeddings": False,
    "max_position_embeddings": 8192, "torch_dtype": "bfloat16",
}, params=3_515_904, active=2_729_472, kv_bytes_per_token=3_072, expect={"shared_experts": 1}))

# Qwen3-MoE without shared experts; head_dim 80 != 256/4; q/k norms.
#   q 256·320 = 81,920; k, v 256·160 = 40,960 each; o 320·256 = 81,920; norms 80 + 80 → 245,920
#   experts 8 · 3·256·96 (73,728) = 589,824; router 256·8 = 2,048; norms 512 → layer 838,304
#   ×3 = 2,514,912 + embed 800·256 = 204,800 + lm_head 204,800 + final 256 = 2,924,768
#   active: 6 idle · 73,728 · 3 = 1,327,104 → 1,597,664
#   KV/token: 2 · 2 · 80 · 3 · 2 = 1,920
CASES.append(Case("qwen3_moe", {
    "model_type": "qwen3_moe", "hidden_size": 256, "intermediate_size": 512, "moe_intermediate_size": 96,
    "num_experts": 8, "num_experts_per_tok": 2, "num_hidden_layers": 3, "num_attention_heads": 4,
    "num_key_value_heads": 2, "head_dim": 80, "vocab_size": 800, "decoder_sparse_step": 1,
    "mlp_only_layers": [], "tie_word_embeddings": False, "max_position_embeddings": 32768,
}, params=2_924_768, active=1_597_664, kv_bytes_per_token=1_920, expect={"shared_experts": 0}))

# DeepSeek-V3: MLA, one leading dense layer, routed + shared experts, one MTP layer (not loaded).
# The config's head_dim (16) is only the rope part; the q/k head is 32 nope + 16 rope = 48.
#   MLA: q_a 256·96 = 24,576; q_a_norm 96; q_b 96·(4·48) = 18,432; kv_a 256·(64+16) = 20,480;
#        kv_a_norm 64; kv_b 64·4·(32+32) = 16,384; o (4·32)·256 = 32,768 → 112,800 per layer, ×3 = 338,400
#   layer 0 dense MLP 3·256·512 = 393,216
#   layers 1, 2: experts 8 · 3·256·64 (49,152) = 393,216; shared 1 · 49,152; router 256·8 = 2,048
#                (e_score_correction_bias is a buffer, not a parameter) → 444,416 each, 888,832
#   norms 3 · 512 = 1,536 → 1,621,984 + embed 1000·256 = 256,000 + lm_head 256,000 + final 256 = 2,134,240
#   active: 6 idle · 49,152 · 2 = 589,824 → 1,544,416
#   KV/token (latent cache, as vLLM/SGLang/llama.cpp store it): (64 + 16) · 3 layers · 2 bytes = 480
CASES.append(Case("deepseek_v3_mla", {
    "model_type": "deepseek_v3", "hidden_size": 256, "intermediate_size": 512, "moe_intermediate_size": 64,
    "num_hidden_layers": 3, "num_attention_heads": 4, "num_key_value_heads": 4, "n_routed_experts": 8,
    "n_shared_experts": 1, "num_experts_per_tok": 2, "first_k_dense_replace": 1, "n_group": 1,
    "topk_group": 1, "q_lora_rank": 96, "kv_lora_rank": 64, "qk_rope_head_dim": 16, "qk_nope_head_dim": 32,
    "v_head_dim": 32, "head_dim": 16, "vocab_size": 1000, "num_nextn_predict_layers": 1,
    "tie_word_embeddings": False, "max_position_embeddings": 16384, "torch_dtype": "bfloat16",
}, params=2_134_240, active=1_544_416, kv_bytes_per_token=480,
    expect={"head_dim": 48, "kv_lora_rank": 64, "first_dense_layers": 1, "mtp_layers": 1}))

# Gemma 2 (4.x key style, no layer_types): 4 norms per layer, head_dim 96, tied, even layers windowed.
#   q 256·384 = 98,304; k, v 256·192 = 49,152 each; o 384·256 = 98,304 → 294,912
#   MLP 3·256·512 = 393,216; 4 norms 1,024 → layer 689,152; ×4 = 2,756,608
#   + embed 1000·256 = 256,000 + final 256 = 3,012,864
#   KV/token: 2 · 2 · 96 · 4 · 2 = 3,072; layers 0 and 2 attend within 128 tokens
CASES.append(Case("gemma2_alternating", {
    "model_type": "gemma2", "hidden_size": 256, "intermediate_size": 512, "num_hidden_layers": 4,
    "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 96, "vocab_size": 1000,
    "sliding_window": 128, "max_position_embeddings": 8192, "torch_dtype": "bfloat16",
}, params=3_012_864, kv_bytes_per_token=3_072, windowed_layers=2, sliding_window=128,
    expect={"tied_embeddings": True, "norms_per_layer": 4}))

# Gemma 3 text (4.x key style): sliding_window_pattern 3 → layers 0, 1, 3, 4 windowed of 6; MQA.
#   q 256·256 = 65,536; k, v 256·64 = 16,384 each; o 65,536; q/k norms 64 + 64 → 163,968
#   MLP 3·256·384 = 294,912; 4 norms 1,024 → layer 459,904; ×6 = 2,759,424
#   + embed 1200·256 = 307,200 + final 256 = 3,066,880
#   KV/token: 2 · 1 · 64 · 6 · 2 = 1,536
_GEMMA3_TEXT = {
    "model_type": "gemma3_text", "hidden_size": 256, "intermediate_size": 384, "num_hidden_layers": 6,
    "num_attention_heads": 4, "num_key_value_heads": 1, "head_dim": 64, "vocab_size": 1200,
    "sliding_window": 64, "max_position_embeddings": 32768, "tie_word_embeddings": True,
}
CASES.append(Case("gemma3_text_pattern", {**_GEMMA3_TEXT, "sliding_window_pattern": 3},
                  params=3_066_880, kv_bytes_per_token=1_536, windowed_layers=4, sliding_window=64))
# Multimodal Gemma 3 (5.x key style): the language model nested under text_config, explicit layer_types.
# Counted: the text model only (same arithmetic, 3,066,880); 3 of 6 layers windowed.
CASES.append(Case("gemma3_multimodal", {
    "model_type": "gemma3", "architectures": ["Gemma3ForConditionalGeneration"], "dtype": "bfloat16",
    "text_config": {**_GEMMA3_TEXT, "layer_types": ["sliding_attention", "full_attention"] * 3},
    "vision_config": {"model_type": "siglip_vision_model", "hidden_size": 64, "num_hidden_layers": 2},
    "mm_tokens_per_image": 16,
}, params=3_066_880, kv_bytes_per_token=1_536, windowed_layers=3, sliding_window=64, hf="text"))

# gpt-oss: attention sinks, biases on q/k/v/o, router bias, expert biases, alternating 32-token windows.
#   q 256·256 + 256; k, v 256·128 + 128 each; o 256·256 + 256; sinks 4 → 197,380
#   one expert: gate_up 256·(2·128) + 256; down 128·256 + 256 → 98,816; ×4 = 395,264
#   router 256·4 + 4 = 1,028; norms 512 → layer 594,184; ×2 = 1,188,368
#   + embed 600·256 = 153,600 + lm_head 153,600 + final 256 = 1,495,824
#   active: 2 idle · 98,816 · 2 = 395,264 → 1,100,560
#   KV/token: 2 · 2 · 64 · 2 · 2 = 1,024; layer 0 windowed
CASES.append(Case("gpt_oss", {
    "model_type": "gpt_oss", "hidden_size": 256, "intermediate_size": 128, "num_local_experts": 4,
    "num_experts_per_tok": 2, "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2,
    "head_dim": 64, "vocab_size": 600, "sliding_window": 32, "attention_bias": True,
    "layer_types": ["sliding_attention", "full_attention"], "tie_word_embeddings": False,
    "max_position_embeddings": 131072,
}, params=1_495_824, active=1_100_560, kv_bytes_per_token=1_024, windowed_layers=1, sliding_window=32,
    expect={"attention_sinks": True, "expert_bias": True}))

# BERT encoder (embedding model): no KV cache, no lm_head; AutoModel builds the pooler.
#   embeddings: words 1000·128 = 128,000; positions 256·128 = 32,768; token types 2·128 = 256; LN 256
#               → 161,280
#   layer: q, k, v, o 4·(128·128 + 128) = 66,048; LN 256; intermediate 128·512 + 512 = 66,048;
#          output 512·128 + 128 = 65,664; LN 256 → 198,272; ×2 = 396,544
#   pooler 128·128 + 128 = 16,512 → 574,336
CASES.append(Case("bert_encoder", {
    "model_type": "bert", "hidden_size": 128, "intermediate_size": 512, "num_hidden_layers": 2,
    "num_attention_heads": 4, "vocab_size": 1000, "max_position_embeddings": 256, "type_vocab_size": 2,
}, params=574_336, kv_bytes_per_token=0, hf="base", expect={"encoder_only": True, "max_context": 256}))

# XLM-RoBERTa encoder (reranker-style): 130 positions serve 128 tokens (padding offset 2).
#   embeddings 2000·128 = 256,000 + 130·128 = 16,640 + 1·128 + LN 256 = 273,024
#   layers 396,544 (as BERT) + pooler 16,512 → 686,080
CASES.append(Case("xlm_roberta_encoder", {
    "model_type": "xlm-roberta", "hidden_size": 128, "intermediate_size": 512, "num_hidden_layers": 2,
    "num_attention_heads": 4, "vocab_size": 2000, "max_position_embeddings": 130, "type_vocab_size": 1,
}, params=686_080, kv_bytes_per_token=0, hf="base", expect={"encoder_only": True, "max_context": 128}))

# Llama in the 5.x key style: dtype, rope_parameters, head_dim null (→ 320/5 = 64), no GQA.
#   attention 4·320·320 = 409,600; MLP 3·320·864 = 829,440; norms 640 → layer 1,239,680; ×2 = 2,479,360
#   + embed 640·320 = 204,800 + lm_head 204,800 + final 320 = 2,889,280
#   KV/token: 2 · 5 · 64 · 2 · 2 = 2,560
CASES.append(Case("llama_5x_style", {
    "model_type": "llama", "hidden_size": 320, "intermediate_size": 864, "num_hidden_layers": 2,
    "num_attention_heads": 5, "num_key_value_heads": 5, "head_dim": None, "vocab_size": 640,
    "max_position_embeddings": 8192, "tie_word_embeddings": False, "dtype": "bfloat16",
    "rope_parameters": {"rope_type": "llama3", "rope_theta": 500000.0, "factor": 8.0, "low_freq_factor": 1.0,
                        "high_freq_factor": 4.0, "original_max_position_embeddings": 1024},
}, params=2_889_280, kv_bytes_per_token=2_560, expect={"head_dim": 64}))

# Phi-3: fused qkv_proj and gate_up_proj (same counts as separate matrices); the window on every layer.
#   qkv 256·(256 + 2·128) = 131,072; o 65,536; gate_up 256·1024 = 262,144; down 512·256 = 131,072;
#   norms 512 → layer 590,336; ×2 = 1,180,672 + embed 640·256 = 163,840 ×2 (untied) + final 256 = 1,508,608
#   KV/token: 2 · 2 · 64 · 2 · 2 = 1,024
CASES.append(Case("phi3_windowed", {
    "model_type": "phi3", "hidden_size": 256, "intermediate_size": 512, "num_hidden_layers": 2,
    "num_attention_heads": 4, "num_key_value_heads": 2, "vocab_size": 640, "sliding_window": 128,
    "max_position_embeddings": 4096, "tie_word_embeddings": False, "pad_token_id": 0, "bos_token_id": 1,
    "eos_token_id": 2,
}, params=1_508_608, kv_bytes_per_token=1_024, windowed_layers=2, sliding_window=128))

# Starcoder2: plain (ungated) MLP with biases, LayerNorm with bias, biases on q/k/v/o, tied.
#   q 65,536 + 256; k, v 32,768 + 128 each; o 65,536 + 256 → 197,376
#   c_fc 256·1024 + 1024 = 263,168; c_proj 1024·256 + 256 = 262,400; 2 LayerNorms 2·512 → layer 723,968
#   ×2 = 1,447,936 + embed 640·256 = 163,840 + final LayerNorm 512 = 1,612,288
#   KV/token: 2 · 2 · 64 · 2 · 2 = 1,024
CASES.append(Case("starcoder2_plain_mlp", {
    "model_type": "starcoder2", "hidden_size": 256, "intermediate_size": 1024, "num_hidden_layers": 2,
    "num_attention_heads": 4, "num_key_value_heads": 2, "vocab_size": 640, "use_bias": True,
    "tie_word_embeddings": True, "sliding_window": None, "max_position_embeddings": 4096,
    "bos_token_id": 0, "eos_token_id": 0,
}, params=1_612_288, kv_bytes_per_token=1_024, expect={"gated_mlp": False, "norm_bias": True}))

# GPT-2: Conv1D c_attn (h → 3h) and c_proj with biases, c_fc/c_proj MLP (n_inner null = 4·64 = 256) with
# biases, two LayerNorms with bias, learned positions, tied head.
#   c_attn 64·192 + 192 = 12,480; c_proj 64·64 + 64 = 4,160; c_fc 64·256 + 256 = 16,640;
#   c_proj 256·64 + 64 = 16,448; ln_1 + ln_2 4·64 = 256 → layer 49,984; ×2 = 99,968
#   + wte 100·64 = 6,400 + wpe 32·64 = 2,048 + ln_f 128 = 108,544
#   KV/token: 2 · 4 heads · 16 · 2 layers · 2 = 512
CASES.append(Case("gpt2_n_inner_null", {
    "model_type": "gpt2", "architectures": ["GPT2LMHeadModel"], "n_embd": 64, "n_layer": 2, "n_head": 4,
    "n_inner": None, "vocab_size": 100, "n_positions": 32, "n_ctx": 32, "activation_function": "gelu_new",
}, params=108_544, kv_bytes_per_token=512,
    expect={"gated_mlp": False, "intermediate_size": 256, "position_embeddings": 32, "tied_embeddings": True}))

# GPT-BigCode (StarCoder): GPT-2 layout with multi-query attention: c_attn h → h + 2·head_dim.
#   c_attn 128·192 + 192 = 24,768; c_proj 128·128 + 128 = 16,512; c_fc 128·512 + 512 = 66,048;
#   c_proj 512·128 + 128 = 65,664; LayerNorms 512 → layer 173,504; ×2 = 347,008
#   + wte 200·128 = 25,600 + wpe 64·128 = 8,192 + ln_f 256 = 381,056
#   KV/token: 2 · 1 · 32 · 2 · 2 = 256
CASES.append(Case("gpt_bigcode_multi_query", {
    "model_type": "gpt_bigcode", "n_embd": 128, "n_layer": 2, "n_head": 4, "n_inner": 512, "vocab_size": 200,
    "n_positions": 64, "multi_query": True,
}, params=381_056, kv_bytes_per_token=256, expect={"kv_heads": 1, "position_embeddings": 64}))

# GPT-NeoX (Pythia, StableLM-Alpha): fused query_key_value and dense with biases, h → 4h → h MLP with biases,
# no gating, two LayerNorms with bias, untied embed_out. (Counting it as a gated MLP is 30 % high.)
#   qkv 128·384 + 384 = 49,536; dense 128·128 + 128 = 16,512; h_to_4h 128·512 + 512 = 66,048;
#   4h_to_h 512·128 + 128 = 65,664; LayerNorms 512 → layer 198,272; ×2 = 396,544
#   + embed_in 25,600 + embed_out 25,600 + final LayerNorm 256 = 448,000
#   KV/token: 2 · 4 · 32 · 2 · 2 = 1,024
CASES.append(Case("gpt_neox_plain_mlp", {
    "model_type": "gpt_neox", "architectures": ["GPTNeoXForCausalLM"], "hidden_size": 128,
    "num_hidden_layers": 2, "num_attention_heads": 4, "intermediate_size": 512, "vocab_size": 200,
    "max_position_embeddings": 2048, "tie_word_embeddings": False, "use_parallel_residual": True,
}, params=448_000, kv_bytes_per_token=1_024, expect={"gated_mlp": False, "attention_bias": "all",
                                                     "mlp_bias": True, "norm_bias": True}))

# GPT-J: q/k/v/out without biases, fc_in/fc_out with biases (n_inner null = 512), one LayerNorm per
# layer (parallel attention and MLP), lm_head with bias, untied.
#   attention 4·128·128 = 65,536; fc_in 128·512 + 512 = 66,048; fc_out 512·128 + 128 = 65,664; ln_1 256
#   → layer 197,504; ×2 = 395,008 + wte 25,600 + lm_head 25,600 + its bias 200 + ln_f 256 = 446,664
#   KV/token: 2 · 4 · 32 · 2 · 2 = 1,024
CASES.append(Case("gptj_parallel", {
    "model_type": "gptj", "n_embd": 128, "n_layer": 2, "n_head": 4, "n_inner": None, "vocab_size": 200,
    "n_positions": 2048, "rotary_dim": 16, "tie_word_embeddings": False,
}, params=446_664, kv_bytes_per_token=1_024, expect={"norms_per_layer": 1, "output_bias": True}))

# Falcon-7B style: multi_query (one K/V head), parallel attention with one LayerNorm, 4h MLP without
# biases (bias false), tied head.
#   query_key_value 128·(128 + 2·32) = 24,576; dense 16,384; MLP 2·128·512 = 131,072; LayerNorm 256
#   → layer 172,288; ×2 = 344,576 + word_embeddings 25,600 + ln_f 256 = 370,432
#   KV/token: 2 · 1 · 32 · 2 · 2 = 256
_FALCON = {"model_type": "falcon", "hidden_size": 128, "num_hidden_layers": 2, "num_attention_heads": 4,
           "vocab_size": 200, "multi_query": True, "parallel_attn": True, "bias": False,
           "new_decoder_architecture": False, "tie_word_embeddings": True}
CASES.append(Case("falcon_multi_query", _FALCON, params=370_432, kv_bytes_per_token=256,
                  expect={"kv_heads": 1, "norms_per_layer": 1, "gated_mlp": False, "intermediate_size": 512}))
# Falcon-40B style: new_decoder_architecture with num_kv_heads 2 and two LayerNorms (ln_attn, ln_mlp).
#   query_key_value 128·(128 + 2·2·32) = 32,768; dense 16,384; MLP 131,072; LayerNorms 512 → 180,736;
#   ×2 = 361,472 + 25,600 + 256 = 387,328. KV/token: 2 · 2 · 32 · 2 · 2 = 512
CASES.append(Case("falcon_new_decoder", {**_FALCON, "multi_query": False, "new_decoder_architecture": True,
                                         "num_kv_heads": 2},
                  params=387_328, kv_bytes_per_token=512, expect={"kv_heads": 2, "norms_per_layer": 2}))

# Phi-1.5/2: q/k/v/dense with biases, fc1/fc2 with biases, one LayerNorm per layer, lm_head with bias.
#   attention 4·(128·128 + 128) = 66,048; fc1 128·512 + 512 = 66,048; fc2 512·128 + 128 = 65,664;
#   LayerNorm 256 → layer 198,016; ×2 = 396,032 + embed 25,600 + lm_head 25,600 + bias 200
#   + final LayerNorm 256 = 447,688. KV/token: 2 · 4 · 32 · 2 · 2 = 1,024
CASES.append(Case("phi_parallel", {
    "model_type": "phi", "hidden_size": 128, "intermediate_size": 512, "num_hidden_layers": 2,
    "num_attention_heads": 4, "vocab_size": 200, "max_position_embeddings": 2048, "partial_rotary_factor": 0.5,
    "tie_word_embeddings": False,
}, params=447_688, kv_bytes_per_token=1_024, expect={"norms_per_layer": 1, "attention_bias": "all"}))

# MPT: Wqkv and out_proj without biases (no_bias), up/down of expansion_ratio 4 × d_model, two LayerNorms
# without bias, ALiBi (no position table), tied.
#   Wqkv 128·384 = 49,152; out_proj 16,384; up + down 2·128·512 = 131,072; norms 256 → 196,864;
#   ×2 = 393,728 + wte 25,600 + norm_f 128 = 419,456. KV/token: 2 · 4 · 32 · 2 · 2 = 1,024
CASES.append(Case("mpt_expansion_ratio", {
    "model_type": "mpt", "d_model": 128, "n_layers": 2, "n_heads": 4, "expansion_ratio": 4, "vocab_size": 200,
    "max_seq_len": 2048, "no_bias": True,
}, params=419_456, kv_bytes_per_token=1_024, expect={"intermediate_size": 512, "max_context": 2048}))

# StableLM (2 / 3B-4E1T): SwiGLU MLP, q/k/v biases (use_qkv_bias), LayerNorm with bias, untied.
#   q, k, v 3·(128·128 + 128) = 49,536; o 16,384; MLP 3·128·256 = 98,304; LayerNorms 512 → 164,736;
#   ×2 = 329,472 + embed 25,600 + lm_head 25,600 + final 256 = 380,928. KV/token: 1,024
CASES.append(Case("stablelm_qkv_bias", {
    "model_type": "stablelm", "hidden_size": 128, "intermediate_size": 256, "num_hidden_layers": 2,
    "num_attention_heads": 4, "num_key_value_heads": 4, "vocab_size": 200, "use_qkv_bias": True,
    "tie_word_embeddings": False, "max_position_embeddings": 4096,
}, params=380_928, kv_bytes_per_token=1_024, expect={"attention_bias": "qkv", "norm_bias": True}))

# Llama 4 (text): MoE on every 2nd layer (4 routed experts of width 256, top-1, + one shared expert of width
# 256); dense layers use intermediate_size_mlp 512; chunked attention on 3 of every 4 layers.
#   attention q 128·128 + k, v 128·64 each + o 128·128 = 49,152; norms 256 → 49,408 per layer, ×4 = 197,632
#   dense MLP (layers 0, 2) 3·128·512 = 196,608 each → 393,216
#   MoE (layers 1, 3): experts 4·3·128·256 = 393,216 + router 128·4 = 512 + shared 3·128·256 = 98,304
#   = 492,032 each → 984,064; + embed 25,600 + lm_head 25,600 + final norm 128 = 1,626,240
#   active: 1,626,240 − 2 layers · 3 unchosen · 98,304 = 1,036,416. KV/token: 2 · 2 · 32 · 4 · 2 = 1,024
CASES.append(Case("llama4_interleaved_moe", {
    "model_type": "llama4", "architectures": ["Llama4ForConditionalGeneration"],
    "text_config": {"model_type": "llama4_text", "hidden_size": 128, "intermediate_size": 256,
                    "intermediate_size_mlp": 512, "num_hidden_layers": 4, "num_attention_heads": 4,
                    "num_key_value_heads": 2, "head_dim": 32, "vocab_size": 200, "num_local_experts": 4,
                    "num_experts_per_tok": 1, "interleave_moe_layer_step": 2, "attention_chunk_size": 64,
                    "max_position_embeddings": 4096, "tie_word_embeddings": False},
    "vision_config": {"model_type": "llama4_vision_model"},
}, params=1_626_240, kv_bytes_per_token=1_024, active=1_036_416, windowed_layers=3, sliding_window=64, hf="text",
    expect={"moe_layer_step": 2, "shared_experts": 1, "intermediate_size": 512, "moe_intermediate_size": 256}))

BY_NAME = {case.name: case for case in CASES}
