"""Hybrid models (linear attention / state-space layers), worked by hand from the real config.json files.

Configs: Qwen/Qwen3.5-27B (text_config), Qwen/Qwen3-Next-80B-A3B-Instruct and nvidia/Nemotron-H-8B-Base-8K,
as published on Hugging Face (copies in public repos: transformers and vLLM test fixtures, Megatron-Bridge's
Nemotron-H bridge test). The state shapes follow vLLM's MambaStateShapeCalculator, the paging its
HybridAttentionMambaModelConfig (vllm/model_executor/models/config.py).
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from app.cli.model_cmd import inspect_json
from app.core.catalog import load_catalog
from app.core.memory.components import budget
from app.core.model.importers import inspect_path
from app.core.workload.schema import Workload

CATALOG = load_catalog()

QWEN35_27B = {
    "architectures": ["Qwen3_5ForConditionalGeneration"], "model_type": "qwen3_5", "tie_word_embeddings": False,
    "text_config": {
        "model_type": "qwen3_5_text", "attention_bias": False, "attn_output_gate": True, "full_attention_interval": 4,
        "head_dim": 256, "hidden_act": "silu", "hidden_size": 5120, "intermediate_size": 17408,
        "layer_types": ["full_attention" if (i + 1) % 4 == 0 else "linear_attention" for i in range(64)],
        "linear_conv_kernel_dim": 4, "linear_key_head_dim": 128, "linear_num_key_heads": 16,
        "linear_num_value_heads": 48, "linear_value_head_dim": 128, "mamba_ssm_dtype": "float32",
        "max_position_embeddings": 262144, "mlp_only_layers": [], "mtp_num_hidden_layers": 1,
        "num_attention_heads": 24, "num_hidden_layers": 64, "num_key_value_heads": 4, "partial_rotary_factor": 0.25,
        "rms_norm_eps": 1e-6, "tie_word_embeddings": False, "vocab_size": 248320, "dtype": "bfloat16"},
}
QWEN3_NEXT = {
    "architectures": ["Qwen3NextForCausalLM"], "model_type": "qwen3_next", "attention_bias": False,
    "decoder_sparse_step": 1, "full_attention_interval": 4, "head_dim": 256, "hidden_act": "silu",
    "hidden_size": 2048, "intermediate_size": 5120, "linear_conv_kernel_dim": 4, "linear_key_head_dim": 128,
    "linear_num_key_heads": 16, "linear_num_value_heads": 32, "linear_value_head_dim": 128,
    "max_position_embeddings": 262144, "mlp_only_layers": [], "moe_intermediate_size": 512, "norm_topk_prob": True,
    "num_attention_heads": 16, "num_experts": 512, "num_experts_per_tok": 10, "num_hidden_layers": 48,
    "num_key_value_heads": 2, "partial_rotary_factor": 0.25, "rms_norm_eps": 1e-6, "rope_theta": 10000000,
    "shared_expert_intermediate_size": 512, "tie_word_embeddings": False, "torch_dtype": "bfloat16",
    "use_sliding_window": False, "vocab_size": 151936,
}
QWEN35_122B = {
    "architectures": ["Qwen3_5MoeForConditionalGeneration"], "model_type": "qwen3_5_moe", "tie_word_embeddings": False,
    "text_config": {
        "model_type": "qwen3_5_moe_text", "attn_output_gate": True, "full_attention_interval": 4, "head_dim": 256,
        "hidden_size": 3072, "layer_types": ["full_attention" if (i + 1) % 4 == 0 else "linear_attention"
                                             for i in range(48)],
        "linear_conv_kernel_dim": 4, "linear_key_head_dim": 128, "linear_num_key_heads": 16,
        "linear_num_value_heads": 64, "linear_value_head_dim": 128, "mamba_ssm_dtype": "float32",
        "max_position_embeddings": 262144, "moe_intermediate_size": 1024, "mtp_num_hidden_layers": 1,
        "num_attention_heads": 32, "num_experts": 256, "num_experts_per_tok": 8, "num_hidden_layers": 48,
        "num_key_value_heads": 2, "partial_rotary_factor": 0.25, "shared_expert_intermediate_size": 1024,
        "tie_word_embeddings": False, "vocab_size": 248320},
}
NEMOTRON_H_8B = {
    "architectures": ["NemotronHForCausalLM"], "model_type": "nemotron_h", "attention_bias": False,
    "attention_head_dim": 128, "chunk_size": 128, "conv_kernel": 4, "expand": 2, "hidden_size": 4096,
    "hybrid_override_pattern": "M-M-M-M*-M-M-M-M-M*-M-M-M-M-M*-M-M-M-M-M*-M-M-M-M-M-",
    "intermediate_size": 21504, "mamba_head_dim": 64, "mamba_num_heads": 128, "mamba_proj_bias": False,
    "max_position_embeddings": 8192, "mlp_bias": False, "mlp_hidden_act": "relu2", "n_groups": 8,
    "num_attention_heads": 32, "num_hidden_layers": 52, "num_key_value_heads": 8, "ssm_state_size": 128,
    "tie_word_embeddings": False, "torch_dtype": "bfloat16", "use_bias": False, "use_conv_bias": True,
    "vocab_size": 131072,
}


def inspect(tmp_path: Path, config: dict[str, object]) -> dict[str, object]:
    path = tmp_path / "config.json"
    path.write_text(json.dumps(config), encoding="utf-8")
    return inspect_json(inspect_path(str(path)))


def within(value: float, target: float, share: float) -> bool:
    return abs(value - target) <= share * target


# --- model inspect: KV for attention layers only, a fixed state, exact parameter counts ------------------------

def test_qwen35_dense_hybrid(tmp_path: Path) -> None:
    d = inspect(tmp_path, QWEN35_27B)
    # 16 full-attention layers (every 4th of 64) × K and V × 4 KV heads × 256 × 2 bytes; the 48 DeltaNet layers none.
    assert d["kv_bytes_per_token"] == 16 * 2 * 4 * 256 * 2 == 65_536
    assert d["attention_layers"] == 16
    # Per DeltaNet layer: recurrent 48 value heads × 128 × 128 at fp32 (mamba_ssm_dtype) = 3,145,728 B;
    # convolution (2 × 16 × 128 + 48 × 128 = 10,240 channels) × (4 − 1) × 2 B = 61,440 B.
    ssm, conv = 48 * 48 * 128 * 128 * 4, 48 * 10_240 * 3 * 2
    assert ssm < d["state_bytes_per_sequence"] <= 1.3 * (ssm + conv)
    assert d["state_bytes_per_sequence"] == ssm + conv == 153_944_064
    # Hand count (modeling_qwen3_5.py): embeddings and the untied head 2 × 248,320 × 5,120;
    # gated attention ×16: q 5,120 × 12,288 (queries and gate), k and v 5,120 × 1,024, o 6,144 × 5,120, q/k norms 512;
    # Gated DeltaNet ×48: in_proj_qkvz 5,120 × 16,384, in_proj_ba 5,120 × 96, conv 10,240 × 4, dt_bias and A_log 48
    # each, gated norm 128, out_proj 6,144 × 5,120; MLP ×64: 3 × 5,120 × 17,408; norms 64 × 2 × 5,120 + 5,120.
    hand = (2 * 248_320 * 5_120
            + 16 * (5_120 * 12_288 + 2 * 5_120 * 1_024 + 6_144 * 5_120 + 512)
            + 48 * (5_120 * 16_384 + 5_120 * 96 + 10_240 * 4 + 2 * 48 + 128 + 6_144 * 5_120)
            + 64 * 3 * 5_120 * 17_408 + 64 * 2 * 5_120 + 5_120)
    assert hand == 26_895_998_464
    assert within(d["params"], hand, 0.01)


def test_qwen3_next_moe_hybrid(tmp_path: Path) -> None:
    d = inspect(tmp_path, QWEN3_NEXT)
    assert d["kv_bytes_per_token"] == 12 * 2 * 2 * 256 * 2 == 24_576  # 12 of 48 layers attend
    # 36 DeltaNet layers at 16 bits: recurrent 32 × 128 × 128 × 2 B, convolution (4,096 + 4,096) × 3 × 2 B.
    ssm, conv = 36 * 32 * 128 * 128 * 2, 36 * 8_192 * 3 * 2
    assert ssm < d["state_bytes_per_sequence"] <= 1.3 * (ssm + conv)
    # Hand count: embeddings + head 2 × 151,936 × 2,048; attention ×12 (q 2,048 × 8,192, k, v 2,048 × 512,
    # o 4,096 × 2,048, norms 512); DeltaNet ×36 (qkvz 2,048 × 12,288, ba 2,048 × 64, conv 8,192 × 4, 2 × 32, norm 128,
    # out 4,096 × 2,048); MoE ×48 (512 experts × 3 × 2,048 × 512, shared 3 × 2,048 × 512, router 2,048 × 512,
    # shared gate 2,048); norms 48 × 2 × 2,048 + 2,048.
    hand = (2 * 151_936 * 2_048
            + 12 * (2_048 * 8_192 + 2 * 2_048 * 512 + 4_096 * 2_048 + 512)
            + 36 * (2_048 * 12_288 + 2_048 * 64 + 8_192 * 4 + 64 + 128 + 4_096 * 2_048)
            + 48 * (512 * 3 * 2_048 * 512 + 3 * 2_048 * 512 + 2_048 * 512 + 2_048)
            + 48 * 2 * 2_048 + 2_048)
    assert within(d["params"], hand, 0.01)
    assert within(d["params"], 80e9, 0.01)  # the card: 80B total


def test_nemotron_h_mamba2_hybrid(tmp_path: Path) -> None:
    d = inspect(tmp_path, NEMOTRON_H_8B)
    assert d["kv_bytes_per_token"] == 4 * 2 * 8 * 128 * 2 == 16_384  # 4 '*' blocks of 52
    # 24 Mamba-2 layers at 16 bits: recurrent 128 heads × 64 × d_state 128; convolution (8,192 + 2 × 8 × 128) × 3.
    ssm, conv = 24 * 128 * 64 * 128 * 2, 24 * 10_240 * 3 * 2
    assert ssm < d["state_bytes_per_sequence"] <= 1.3 * (ssm + conv)
    # Hand count (modeling_nemotron_h.py): embeddings + head 2 × 131,072 × 4,096; Mamba-2 ×24: in_proj 4,096 ×
    # (8,192 + 10,240 + 128), conv 10,240 × 4 + bias 10,240, dt_bias, A_log, D 3 × 128, gated norm 8,192,
    # out_proj 8,192 × 4,096; attention ×4: 2 × 4,096² + 2 × 4,096 × 1,024; squared-ReLU MLP ×24: 2 × 4,096 × 21,504;
    # one norm per block (52) and the final one.
    hand = (2 * 131_072 * 4_096
            + 24 * (4_096 * 18_560 + 10_240 * 5 + 3 * 128 + 8_192 + 8_192 * 4_096)
            + 4 * (2 * 4_096 * 4_096 + 2 * 4_096 * 1_024)
            + 24 * 2 * 4_096 * 21_504 + 53 * 4_096)
    assert hand == 8_100_852_736
    assert within(d["params"], hand, 0.01)


def test_table_names_the_state(tmp_path: Path) -> None:
    from app.cli.model_cmd import inspect_table

    text = inspect_table(inspect(tmp_path, NEMOTRON_H_8B))
    assert "4 of 52" in text and "51.81 MB" in text


# --- vLLM: one 262,144-token sequence, and the growth from 64k to 128k ------------------------------------------

def qwen3_next_on_vllm(tokens: int, **extra: object) -> dict[str, int]:
    w = Workload.model_validate({"model": {"id": "qwen3-next-80b-a3b"}, "runtime": "vllm", "gpus": 1,
                                 "load": {"input_tokens": tokens - 1, "output_tokens": 1, "concurrency": 1}, **extra})
    b = budget(w, CATALOG)
    parts = {c.key: c.bytes for c in b.components}
    parts["low_kv"] = b.component("kv_cache").low_bytes  # type: ignore[union-attr]
    parts["total"] = b.per_gpu_bytes
    return parts


def test_one_long_sequence_matches_vllms_reservation() -> None:
    """vLLM (HybridAttentionMambaModelConfig): attention page per token 2 × 2 KV heads × 256 × 2 B = 2,048 B; a
    DeltaNet layer's state (49,152 + 1,048,576 B) needs 1,097,728 / 2,048 → block 16 × ⌈1,097,728 / 32,768⌉ = 544
    tokens; the state page is padded to 544 × 2,048 = 1,114,112 B. One 262,144-token sequence then holds
    ⌈262,144 / 544⌉ = 482 blocks in each of 12 attention layers and one page in each of 36 DeltaNet layers."""
    page = 544 * 2_048
    reserved = (math.ceil(262_144 / 544) * 12 + 36) * page
    assert reserved == 6_484_131_840
    got = qwen3_next_on_vllm(262_144)
    assert within(got["kv_cache"] + got["recurrent_state"], reserved, 0.05)
    # Counting all 48 layers as attention (Headroom before hybrids) is about four times as much.
    assert 262_144 * 48 * 2_048 / reserved > 3.8


def test_from_64k_to_128k_only_the_attention_kv_grows() -> None:
    small, large = qwen3_next_on_vllm(65_536), qwen3_next_on_vllm(131_072)
    assert small["recurrent_state"] == large["recurrent_state"] == 36 * 544 * 2_048
    assert large["total"] - small["total"] == large["kv_cache"] - small["kv_cache"]
    # Unrounded: exactly 65,536 more tokens × 12 attention layers × 2,048 B; in vLLM's 544-token blocks, the
    # blocks they fill (⌈131,072 / 544⌉ − ⌈65,536 / 544⌉ = 241 − 121).
    assert large["low_kv"] - small["low_kv"] == 65_536 * 12 * 2_048
    assert large["kv_cache"] - small["kv_cache"] == (241 - 121) * 544 * 12 * 2_048


def test_sglang_keeps_the_recurrent_state_in_fp32_unpadded() -> None:
    w = Workload.model_validate({"model": {"id": "qwen3-next-80b-a3b"}, "runtime": "sglang",
                                 "load": {"input_tokens": 1000, "output_tokens": 24, "concurrency": 4}})
    state = budget(w, CATALOG).component("recurrent_state")
    assert state is not None
    # 4 sequences × 36 layers × (8,192 × 3 × 2 B convolution + 32 × 128 × 128 × 4 B recurrent).
    assert state.bytes == 4 * 36 * (49_152 + 2_097_152)


def test_qwen35_moe_hybrid_matches_the_catalog(tmp_path: Path) -> None:
    """Qwen3.5-122B-A10B (issue 29, acc16-amdttft): Qwen3-Next's layout at 3,072 wide with 256 experts of 1,024.
    The linear widths below are the GEMM shapes vLLM's AITER log prints for this checkpoint on an MI300X (Millstone
    AI's mi300x-benchmark-investigation @12b5850 README: N 20,480 and 17,408 at K 3,072; N 3,072 at K 8,192 and
    1,024; N 2,048 at K 3,072)."""
    d = inspect(tmp_path, QWEN35_122B)
    assert d["kv_bytes_per_token"] == 12 * 2 * 2 * 256 * 2 == 24_576  # 12 of 48 layers attend, 2 KV heads of 256
    # 36 DeltaNet layers: recurrent 64 value heads × 128 × 128 at fp32, convolution (2 × 16 × 128 + 64 × 128 = 12,288
    # channels) × (4 − 1) × 2 B.
    assert d["state_bytes_per_sequence"] == 36 * 64 * 128 * 128 * 4 + 36 * 12_288 * 3 * 2 == 153_649_152
    # Hand count: embeddings + untied head 2 × 248,320 × 3,072; gated attention ×12 (q and gate 3,072 × 16,384, k and v
    # 3,072 × 512, o 8,192 × 3,072, q/k norms 512); Gated DeltaNet ×36 (in_proj_qkvz 3,072 × 20,480, in_proj_ba
    # 3,072 × 128, conv 12,288 × 4, dt_bias and A_log 64 each, gated norm 128, out_proj 8,192 × 3,072); MoE ×48 (256
    # experts × 3 × 3,072 × 1,024, shared expert 3 × 3,072 × 1,024, router 3,072 × 256, shared gate 3,072);
    # norms 48 × 2 × 3,072 + 3,072.
    hand = (2 * 248_320 * 3_072
            + 12 * (3_072 * 16_384 + 2 * 3_072 * 512 + 8_192 * 3_072 + 512)
            + 36 * (3_072 * 20_480 + 3_072 * 128 + 12_288 * 4 + 2 * 64 + 128 + 8_192 * 3_072)
            + 48 * (256 * 3 * 3_072 * 1_024 + 3 * 3_072 * 1_024 + 3_072 * 256 + 3_072)
            + 48 * 2 * 3_072 + 3_072)
    assert hand == 122_111_526_912
    assert d["params"] == hand
    entry = CATALOG.models["qwen3.5-122b-a10b"]
    assert entry.params_b * 1e9 == pytest.approx(hand, abs=1)
    assert entry.state is not None and entry.state.heads == 64 and entry.state.layers == 36
    # Active: the same minus 248 of the 256 experts on every layer (8 routed per token).
    assert entry.active_params_b * 1e9 == pytest.approx(hand - 48 * 248 * 3 * 3_072 * 1_024, abs=1)


def test_catalog_holds_three_hybrids_with_a_state_component() -> None:
    hybrids = [m for m in CATALOG.models.values() if m.state is not None]
    assert len(hybrids) >= 3
    for m in hybrids:
        w = Workload.model_validate({"model": {"id": m.id}, "runtime": "vllm", "gpus": 8})
        keys = [c.key for c in budget(w, CATALOG).components]
        assert any("state" in k for k in keys), m.id


def test_deepseek_v32_caches_the_indexer_keys_beside_the_latent() -> None:
    w = Workload.model_validate({"model": {"id": "deepseek-v3.2"}, "runtime": "vllm", "gpus": 8})
    # 61 layers × (576 latent values × 2 B + 128 FP8 index keys + 4 B scale).
    assert budget(w, CATALOG).model.kv_bytes_per_token == 61 * (576 * 2 + 132) == 78_324


@pytest.mark.parametrize(("config", "state_layers"), [(QWEN3_NEXT, 36), (NEMOTRON_H_8B, 24)])
def test_state_layer_counts_come_from_the_config(tmp_path: Path, config: dict[str, object], state_layers: int) -> None:
    assert inspect(tmp_path, config)["state"]["layers"] == state_layers  # type: ignore[index]


def test_vllm_block_size_matches_the_published_nemotron_nano_v2_log() -> None:
    """vllm-project/vllm issue #24280 (tomeras91, 2025-09-04): hybrid paging makes 'large attention page sizes
    (672 tokens for nvidia/NVIDIA-Nemotron-Nano-9B-v2)'. Its config: Mamba-2 with 128 heads × 80, d_state 128,
    8 groups, kernel 4; attention 8 KV heads × 128. State page at 16 bits (vLLM's Nemotron-H default):
    (10,240 + 2,048) × 3 × 2 + 128 × 80 × 128 × 2 = 2,695,168 B; attention 4,096 B per token →
    16 × ⌈2,695,168 ÷ 65,536⌉ = 672."""
    w = Workload.model_validate({
        "model": {"name": "NVIDIA-Nemotron-Nano-9B-v2", "architecture": "nemotron_h", "layers": 56,
                  "hidden_size": 4480, "intermediate_size": 15680, "heads": 40, "kv_heads": 8, "head_dim": 128,
                  "vocab_size": 131072, "attention_layers": 4, "mlp_layers": 25,
                  "state": {"kind": "mamba2", "layers": 27, "heads": 128, "head_dim": 80, "state_size": 128,
                            "groups": 8, "conv_kernel": 4, "conv_bias": True}},
        "runtime": "vllm", "load": {"input_tokens": 1000, "output_tokens": 24, "concurrency": 1}})
    kv = budget(w, CATALOG).component("kv_cache")
    assert kv is not None and kv.terms["block_tokens"] == 672


def test_granite_4_hybrid_moe(tmp_path: Path) -> None:
    """ibm-granite/granite-4.0-h-small config.json: 40 layers, layer_types 36 'mamba' + 4 'attention', every layer
    with 72 routed experts (width 768, 10 per token) and a shared MLP of 1,536; Mamba-2 128 heads × 64, d_state 128,
    1 group. IBM's card: 32B total, 9B active."""
    kinds = ["attention" if i in (5, 15, 25, 35) else "mamba" for i in range(40)]
    d = inspect(tmp_path, {
        "architectures": ["GraniteMoeHybridForCausalLM"], "model_type": "granitemoehybrid", "hidden_size": 4096,
        "num_hidden_layers": 40, "num_attention_heads": 32, "num_key_value_heads": 8, "num_local_experts": 72,
        "num_experts_per_tok": 10, "shared_intermediate_size": 1536, "intermediate_size": 768, "mamba_d_state": 128,
        "mamba_d_conv": 4, "mamba_expand": 2, "mamba_n_heads": 128, "mamba_d_head": 64, "mamba_n_groups": 1,
        "mamba_conv_bias": True, "mamba_proj_bias": False, "tie_word_embeddings": True, "vocab_size": 100352,
        "layer_types": kinds})
    assert d["kv_bytes_per_token"] == 4 * 2 * 8 * 128 * 2
    # 36 layers × ((8,192 + 2 × 128) × 3 × 2 + 128 × 64 × 128 × 2) bytes at 16 bits.
    assert d["state_bytes_per_sequence"] == 36 * (8_448 * 6 + 2_097_152)
    assert within(d["params"], 32e9, 0.01) and within(d["active_params"], 9e9, 0.05)


def test_decode_reads_and_writes_the_state_each_step() -> None:
    from app.core.memory.components import budget_for
    from app.core.speed.decode import DecodeModel, Layout
    from app.core.speed.efficiency import efficiency
    from app.core.workload.resolve import resolve

    gpu = CATALOG.gpu("h200-sxm")
    assert gpu is not None
    w = Workload.model_validate({"model": {"id": "qwen3-next-80b-a3b"}, "runtime": "vllm", "precision": {"weights": "fp8"},
                                 "load": {"input_tokens": 4000, "output_tokens": 96, "concurrency": 8}})
    r = resolve(w, CATALOG)
    dec = DecodeModel(r, budget_for(r, device=gpu), gpu, Layout(), efficiency("vllm", gpu))
    # The unpadded state of one sequence: 36 layers × (49,152 + 1,048,576) bytes at 16 bits.
    assert dec.state_per_seq == 36 * (49_152 + 1_048_576)
    without = DecodeModel(r, budget_for(r, device=gpu), gpu, Layout(), efficiency("vllm", gpu))
    without.state_per_seq = 0.0
    # 64 sequences read and write 2 × 64 × 39.5 MB more per step.
    assert dec.step_s(64, 4048) - without.step_s(64, 4048) == pytest.approx(
        2 * 64 * 36 * 1_097_728 / dec.kv_bw)


def test_llama_cpp_keeps_the_published_recurrent_buffer() -> None:
    """llama.cpp b8428 serving Qwen3.5-0.8B with 4 slots (tests/core/calibration/cases_hybrid.json, same log):
    'llama_memory_recurrent: size = 77.06 MiB (4 cells, 24 layers, 4 seqs), R (f32): 5.06 MiB, S (f32): 72.00 MiB';
    'model params = 752.39 M'. 18 DeltaNet layers × 4 cells × (6,144 conv channels × 3 + 16 heads × 128 × 128) × 4 B."""
    import json as json_

    case = json_.loads((Path(__file__).parents[1] / "calibration" / "cases_hybrid.json").read_text(encoding="utf-8"))
    w = Workload.model_validate(case["cases"][0]["workload"])
    b = budget(w, CATALOG)
    state = b.component("recurrent_state")
    assert state is not None and state.bytes == 4 * 18 * (6_144 * 3 + 16 * 128 * 128) * 4 == 80_805_888
    assert round(state.bytes / 2**20, 2) == 77.06
    assert b.component("kv_cache").bytes == 3_072 * 2**20  # type: ignore[union-attr]
    assert round(b.model.params / 1e6, 2) == 752.39


def test_llama_cpp_state_of_qwen35_27b_matches_a_published_log() -> None:
    """ggml-org/llama.cpp PR #23792 (Stoney49th's log, Qwen3.5-27B, 3 slots): 'llama_memory_recurrent: size =
    448.88 MiB (3 cells, 65 layers, 3 seqs), R (f32): 16.88 MiB, S (f32): 432.00 MiB' - 48 DeltaNet layers × 3 cells ×
    (10,240 × 3 conv + 48 × 128 × 128 recurrent) f32 values."""
    w = Workload.model_validate({"model": {"id": "qwen3.5-27b"}, "runtime": "llama.cpp", "precision": {"weights": "q4_k_m"},
                                 "load": {"input_tokens": 4000, "output_tokens": 96, "concurrency": 3}})
    state = budget(w, CATALOG).component("recurrent_state")
    assert state is not None and state.bytes == 3 * 48 * (10_240 * 3 + 48 * 128 * 128) * 4
    assert round(state.bytes / 2**20, 2) == 448.88
