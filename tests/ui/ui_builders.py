"""Tiny model files written in the tests: a Llama-style config.json and a GGUF (gguf.GGUFWriter).

TINY (our own dimensions, as in tests/core/model/importers): hidden 64, MLP 128, 2 layers, 4 heads,
2 KV heads (head_dim 64 / 4 = 16), vocab 100, untied embeddings.
    per layer: q 64·64 = 4,096; k, v 64·32 = 2,048 each; o 4,096 → 12,288
               MLP 3·64·128 = 24,576; norms 2·64 = 128        → 36,992; × 2 layers = 73,984
    + embeddings 100·64 = 6,400 + output head 6,400 + final norm 64 = 86,848 parameters
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

TINY_CONFIG = {
    "model_type": "llama", "architectures": ["LlamaForCausalLM"], "hidden_size": 64, "intermediate_size": 128,
    "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "vocab_size": 100,
    "max_position_embeddings": 4096, "tie_word_embeddings": False, "torch_dtype": "bfloat16",
}
TINY_PARAMS = 86_848
LINEARS = {"attn_q": (64, 64), "attn_k": (32, 64), "attn_v": (32, 64), "attn_output": (64, 64),
           "ffn_gate": (128, 64), "ffn_up": (128, 64), "ffn_down": (64, 128)}


def write_config(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "config.json"
    path.write_text(json.dumps(TINY_CONFIG), encoding="utf-8")
    return path


def write_gguf(path: Path) -> Path:
    """TINY as a GGUF with every tensor in F16 (file type MOSTLY_F16)."""
    import gguf

    writer = gguf.GGUFWriter(str(path), arch="llama")
    writer.add_name("tiny-llama")
    writer.add_block_count(2)
    writer.add_embedding_length(64)
    writer.add_feed_forward_length(128)
    writer.add_head_count(4)
    writer.add_head_count_kv(2)
    writer.add_context_length(4096)
    writer.add_file_type(gguf.LlamaFileType.MOSTLY_F16)
    writer.add_tensor("token_embd.weight", np.zeros((100, 64), np.float16))
    writer.add_tensor("output.weight", np.zeros((100, 64), np.float16))
    writer.add_tensor("output_norm.weight", np.ones(64, np.float32))
    for layer in range(2):
        for name, shape in LINEARS.items():
            writer.add_tensor(f"blk.{layer}.{name}.weight", np.zeros(shape, np.float16))
        writer.add_tensor(f"blk.{layer}.attn_norm.weight", np.ones(64, np.float32))
        writer.add_tensor(f"blk.{layer}.ffn_norm.weight", np.ones(64, np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path
