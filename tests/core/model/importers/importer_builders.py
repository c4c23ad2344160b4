"""Tiny model files made with the real libraries: safetensors folders (numpy) and GGUF (gguf.GGUFWriter).

Dimensions are our own. TINY is a Llama-style model:
    hidden 64, MLP 128, 2 layers, 4 heads, 2 KV heads (head_dim 16), vocab 100, untied.
    per layer: q 64·64 = 4,096; k, v 64·32 = 2,048 each; o 4,096 → 12,288
               MLP 3·64·128 = 24,576; norms 2·64 = 128        → 36,992; ×2 = 73,984
    + embed 100·64 = 6,400 + lm_head 6,400 + final norm 64 = 86,848 parameters
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np

TINY_CONFIG: dict[str, Any] = {
    "model_type": "llama", "architectures": ["LlamaForCausalLM"], "hidden_size": 64, "intermediate_size": 128,
    "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "vocab_size": 100,
    "max_position_embeddings": 4096, "tie_word_embeddings": False, "torch_dtype": "bfloat16",
}
TINY_PARAMS = 86_848
# Linear layers per decoder layer: (name, out_features, in_features) for hidden 64, MLP 128, 2 KV heads.
TINY_LINEARS = (
    ("self_attn.q_proj", 64, 64), ("self_attn.k_proj", 32, 64), ("self_attn.v_proj", 32, 64),
    ("self_attn.o_proj", 64, 64), ("mlp.gate_proj", 128, 64), ("mlp.up_proj", 128, 64),
    ("mlp.down_proj", 64, 128),
)


def llama_tensors(layers: int = 2, dtype: type = np.float16) -> dict[str, np.ndarray]:
    """HF tensor names and shapes of TINY (torch Linear weights are [out, in])."""
    tensors = {"model.embed_tokens.weight": np.zeros((100, 64), dtype), "model.norm.weight": np.ones(64, dtype),
               "lm_head.weight": np.zeros((100, 64), dtype)}
    for i in range(layers):
        for name, out_f, in_f in TINY_LINEARS:
            tensors[f"model.layers.{i}.{name}.weight"] = np.zeros((out_f, in_f), dtype)
        tensors[f"model.layers.{i}.input_layernorm.weight"] = np.ones(64, dtype)
        tensors[f"model.layers.{i}.post_attention_layernorm.weight"] = np.ones(64, dtype)
    return tensors


def awq_tensors(group: int = 32) -> dict[str, np.ndarray]:
    """TINY as AutoAWQ stores it: each Linear → qweight int32 [in, out/8], qzeros int32
    [in/group, out/8], scales fp16 [in/group, out]; embeddings, head and norms stay fp16."""
    tensors = {k: v for k, v in llama_tensors().items() if "layers" not in k or "layernorm" in k}
    for i in range(2):
        for name, out_f, in_f in TINY_LINEARS:
            prefix = f"model.layers.{i}.{name}"
            tensors[f"{prefix}.qweight"] = np.zeros((in_f, out_f // 8), np.int32)
            tensors[f"{prefix}.qzeros"] = np.zeros((in_f // group, out_f // 8), np.int32)
            tensors[f"{prefix}.scales"] = np.zeros((in_f // group, out_f), np.float16)
    return tensors


def write_folder(folder: Path, config: dict[str, Any], tensors: dict[str, np.ndarray], shards: int = 2) -> Path:
    """config.json, `shards` safetensors files and model.safetensors.index.json."""
    from safetensors.numpy import save_file

    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.json").write_text(json.dumps(config))
    names = sorted(tensors)
    weight_map: dict[str, str] = {}
    total_bytes = 0
    for index in range(shards):
        part = {n: tensors[n] for n in names[index::shards]}
        file_name = f"model-{index + 1:05d}-of-{shards:05d}.safetensors"
        save_file(part, str(folder / file_name), metadata={"format": "pt"})
        weight_map.update({n: file_name for n in part})
        total_bytes += sum(t.nbytes for t in part.values())
    index_doc = {"metadata": {"total_size": total_bytes}, "weight_map": weight_map}
    (folder / "model.safetensors.index.json").write_text(json.dumps(index_doc))
    return folder


def write_tiny_gguf(path: Path) -> Path:
    """TINY as a GGUF: embeddings, output head and MLP in Q8_0, attention in F16, norms in F32.

    Q8_0 stores 32 weights in 34 bytes (an fp16 scale + 32 int8), GGML_QUANT_SIZES.
    """
    import gguf
    from gguf.quants import quantize

    q8 = gguf.GGMLQuantizationType.Q8_0
    writer = gguf.GGUFWriter(str(path), arch="llama")
    writer.add_name("tiny-llama")
    writer.add_block_count(2)
    writer.add_embedding_length(64)
    writer.add_feed_forward_length(128)
    writer.add_head_count(4)
    writer.add_head_count_kv(2)
    writer.add_context_length(4096)
    writer.add_file_type(gguf.LlamaFileType.MOSTLY_Q8_0)
    rng = np.random.default_rng(0)

    def q8_tensor(name: str, rows: int, cols: int) -> None:
        writer.add_tensor(name, quantize(rng.standard_normal((rows, cols)).astype(np.float32), q8), raw_dtype=q8)

    q8_tensor("token_embd.weight", 100, 64)
    q8_tensor("output.weight", 100, 64)
    writer.add_tensor("output_norm.weight", np.ones(64, np.float32))
    gguf_names = {"self_attn.q_proj": "attn_q", "self_attn.k_proj": "attn_k", "self_attn.v_proj": "attn_v",
                  "self_attn.o_proj": "attn_output", "mlp.gate_proj": "ffn_gate", "mlp.up_proj": "ffn_up",
                  "mlp.down_proj": "ffn_down"}
    for i in range(2):
        for name, out_f, in_f in TINY_LINEARS:
            short = gguf_names[name]
            if short.startswith("attn"):
                writer.add_tensor(f"blk.{i}.{short}.weight", np.zeros((out_f, in_f), np.float16))
            else:
                q8_tensor(f"blk.{i}.{short}.weight", out_f, in_f)
        writer.add_tensor(f"blk.{i}.attn_norm.weight", np.ones(64, np.float32))
        writer.add_tensor(f"blk.{i}.ffn_norm.weight", np.ones(64, np.float32))
    _finish(writer)
    return path


def write_moe_gguf(path: Path) -> Path:
    """A Qwen3-MoE-style GGUF with one layer of 4 experts, 1 used per token, hidden 32, expert MLP 64.

    Tensors: token_embd 50·32 = 1,600; output_norm 32; ffn_gate_inp (router) 4·32 = 128;
    ffn_{gate,up,down}_exps 3 · 4·64·32 = 24,576 routed → 26,336 total (all F32);
    active: 26,336 − 24,576·(1 − 1/4) = 7,904.
    """
    import gguf

    writer = gguf.GGUFWriter(str(path), arch="qwen3moe")
    writer.add_block_count(1)
    writer.add_embedding_length(32)
    writer.add_head_count(4)
    writer.add_head_count_kv(2)
    writer.add_context_length(2048)
    writer.add_expert_count(4)
    writer.add_expert_used_count(1)
    writer.add_expert_feed_forward_length(64)
    writer.add_uint32("qwen3moe.attention.sliding_window", 256)
    writer.add_tensor("token_embd.weight", np.zeros((50, 32), np.float32))
    writer.add_tensor("output_norm.weight", np.ones(32, np.float32))
    writer.add_tensor("blk.0.ffn_gate_inp.weight", np.zeros((4, 32), np.float32))
    writer.add_tensor("blk.0.ffn_gate_exps.weight", np.zeros((4, 64, 32), np.float32))
    writer.add_tensor("blk.0.ffn_up_exps.weight", np.zeros((4, 64, 32), np.float32))
    writer.add_tensor("blk.0.ffn_down_exps.weight", np.zeros((4, 32, 64), np.float32))
    _finish(writer)
    return path


def write_gemma3_gguf(path: Path) -> Path:
    """Gemma 3 metadata with a 512-token window on 6 layers (llama.cpp: 5 of every 6 windowed)."""
    import gguf

    writer = gguf.GGUFWriter(str(path), arch="gemma3")
    writer.add_block_count(6)
    writer.add_embedding_length(64)
    writer.add_feed_forward_length(128)
    writer.add_head_count(4)
    writer.add_head_count_kv(1)
    writer.add_key_length(32)
    writer.add_value_length(32)
    writer.add_context_length(32768)
    writer.add_sliding_window(512)
    writer.add_tensor("token_embd.weight", np.zeros((100, 64), np.float16))
    _finish(writer)
    return path


def _finish(writer: Any) -> None:
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
