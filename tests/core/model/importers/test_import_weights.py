"""Exact counts from weight files the tests make: safetensors folders (plain, AWQ, MoE, MTP) and GGUF."""

from __future__ import annotations

import json

import numpy as np
import pytest
from importer_builders import (
    TINY_CONFIG,
    TINY_PARAMS,
    awq_tensors,
    llama_tensors,
    write_folder,
    write_gemma3_gguf,
    write_moe_gguf,
    write_tiny_gguf,
)

from app.core.model.importers import inspect_path


def _n(value_b: float | None) -> int:
    assert value_b is not None
    return round(value_b * 1e9)


def test_safetensors_folder_counts_exactly(tmp_path):
    """86,848 fp16 parameters (importer_builders.py) → 173,696 bytes, 16 bits per weight."""
    folder = write_folder(tmp_path / "tiny-llama", TINY_CONFIG, llama_tensors())
    imported = inspect_path(folder)
    assert _n(imported.arch.params_b) == TINY_PARAMS
    assert imported.weight_bytes == 2 * TINY_PARAMS == 173_696
    assert imported.bits_per_weight == pytest.approx(16.0)
    # The config says bfloat16 but the files hold F16: what is stored wins.
    assert imported.precision == "fp16"
    assert imported.provenance["params"] == imported.provenance["precision"] == "safetensors"
    assert imported.provenance["layers"] == "config"
    assert imported.source_kind == "folder"
    assert imported.tensor_types == {"F16": 173_696}
    assert len(imported.files) == 4  # config, index, two shards
    assert imported.warnings == []


def test_folder_without_index_reads_every_shard(tmp_path):
    folder = write_folder(tmp_path / "m", TINY_CONFIG, llama_tensors(), shards=3)
    (folder / "model.safetensors.index.json").unlink()
    assert _n(inspect_path(folder).arch.params_b) == TINY_PARAMS


def test_pointing_at_a_shard_reads_the_folder(tmp_path):
    folder = write_folder(tmp_path / "m", TINY_CONFIG, llama_tensors())
    assert _n(inspect_path(folder / "model-00001-of-00002.safetensors").arch.params_b) == TINY_PARAMS


def test_awq_checkpoint_counts_weights_not_packed_integers(tmp_path):
    """AWQ packs 8 four-bit weights per int32; qzeros and scales are not parameters.
    Per layer the Linear in·out sum is 4,096 + 2,048 + 2,048 + 4,096 + 3·8,192 = 36,864:
    qweight 36,864/2 = 18,432 bytes; qzeros (in/32)·(out/8)·4 = 576; scales (in/32)·out·2 = 2,304
    → 21,312 per layer, 42,624 for two; fp16 embed, head and norms 13,120 · 2 = 26,240 → 68,864 bytes."""
    config = {**TINY_CONFIG, "quantization_config": {"quant_method": "awq", "bits": 4, "group_size": 32}}
    imported = inspect_path(write_folder(tmp_path / "awq", config, awq_tensors()))
    assert _n(imported.arch.params_b) == TINY_PARAMS
    assert imported.weight_bytes == 68_864
    assert imported.bits_per_weight == pytest.approx(68_864 * 8 / TINY_PARAMS)
    assert imported.precision == "awq"
    assert imported.provenance["precision"] == "config"
    assert imported.tensor_types == {"F16": 30_848, "I32": 38_016}


def test_moe_folder_active_share_from_expert_tensors(tmp_path):
    """Mixtral-style: hidden 32, expert MLP 64, 1 layer, 4 heads, 2 KV heads, 4 experts, 2 per token,
    vocab 50. Attention 1,024 + 512 + 512 + 1,024 = 3,072; experts 4 · 3·32·64 = 24,576; router 128;
    norms 64 → 27,840 + embed 1,600 + head 1,600 + final 32 = 31,072; active 31,072 − 2·6,144 = 18,784."""
    config = {"model_type": "mixtral", "hidden_size": 32, "intermediate_size": 64, "num_hidden_layers": 1,
              "num_attention_heads": 4, "num_key_value_heads": 2, "num_local_experts": 4,
              "num_experts_per_tok": 2, "vocab_size": 50, "tie_word_embeddings": False}
    f16 = np.float16
    p = "model.layers.0."
    tensors = {"model.embed_tokens.weight": np.zeros((50, 32), f16), "lm_head.weight": np.zeros((50, 32), f16),
               "model.norm.weight": np.ones(32, f16), p + "input_layernorm.weight": np.ones(32, f16),
               p + "post_attention_layernorm.weight": np.ones(32, f16),
               p + "self_attn.q_proj.weight": np.zeros((32, 32), f16),
               p + "self_attn.k_proj.weight": np.zeros((16, 32), f16),
               p + "self_attn.v_proj.weight": np.zeros((16, 32), f16),
               p + "self_attn.o_proj.weight": np.zeros((32, 32), f16),
               p + "block_sparse_moe.gate.weight": np.zeros((4, 32), f16)}
    for e in range(4):
        for w, shape in (("w1", (64, 32)), ("w3", (64, 32)), ("w2", (32, 64))):
            tensors[f"{p}block_sparse_moe.experts.{e}.{w}.weight"] = np.zeros(shape, f16)
    imported = inspect_path(write_folder(tmp_path / "moe", config, tensors))
    assert _n(imported.arch.params_b) == 31_072
    assert _n(imported.arch.active_params_b) == 18_784
    assert imported.provenance["active_params"] == "safetensors"


def test_mtp_layer_tensors_are_left_out(tmp_path):
    """A checkpoint with one layer past num_hidden_layers (index 2): 36,992 MTP parameters excluded."""
    config = {**TINY_CONFIG, "num_nextn_predict_layers": 1}
    tensors = llama_tensors(layers=3)
    imported = inspect_path(write_folder(tmp_path / "mtp", config, tensors))
    assert _n(imported.arch.params_b) == TINY_PARAMS
    assert _n(imported.arch.mtp_params_b) == 36_992
    assert imported.weight_bytes == 2 * TINY_PARAMS
    assert [(w.code, w.params) for w in imported.warnings] == [
        ("mtp_excluded", {"layers": "1", "params": "36992"})]


def test_index_without_weights_derives_params_and_keeps_total_size(tmp_path):
    folder = write_folder(tmp_path / "m", TINY_CONFIG, llama_tensors())
    for shard in folder.glob("*.safetensors"):
        shard.unlink()
    imported = inspect_path(folder)
    assert _n(imported.arch.params_b) == TINY_PARAMS
    assert imported.provenance["params"] == "derived"
    assert imported.weight_bytes == 173_696  # metadata.total_size
    assert "weights_not_present" in [w.code for w in imported.warnings]


def test_gguf_exact_bytes_and_bits_per_weight(tmp_path):
    """TINY in GGUF: Q8_0 is 34 bytes per 32 weights.
    token_embd and output 6,400 weights each → 6,800 bytes each; per layer attention 12,288 F16 weights
    → 24,576 bytes, MLP 24,576 Q8_0 weights → 26,112 bytes, norms 128 F32 → 512 bytes: 51,200 per layer;
    output_norm 64 F32 → 256. Total 6,800·2 + 51,200·2 + 256 = 116,256 bytes for 86,848 weights."""
    imported = inspect_path(write_tiny_gguf(tmp_path / "tiny.gguf"))
    arch = imported.arch
    assert _n(arch.params_b) == TINY_PARAMS
    assert imported.weight_bytes == 116_256
    assert imported.bits_per_weight == pytest.approx(116_256 * 8 / TINY_PARAMS)  # ≈ 10.71
    assert imported.precision == "q8_0"
    assert imported.tensor_types == {"Q8_0": 6_800 * 2 + 26_112 * 2, "F16": 24_576 * 2, "F32": 512 * 2 + 256}
    assert (arch.name, arch.architecture, arch.layers, arch.hidden_size) == ("tiny-llama", "llama", 2, 64)
    assert (arch.heads, arch.kv_heads, arch.head_dim, arch.vocab_size) == (4, 2, 16, 100)
    assert arch.max_context == 4096 and arch.tied_embeddings is False
    assert imported.source_kind == "gguf"
    assert imported.provenance["params"] == imported.provenance["layers"] == "gguf"
    assert imported.provenance["head_dim"] == "derived"
    assert imported.warnings == []


def test_gguf_moe_active_params_from_expert_tensors(tmp_path):
    """26,336 weights, 24,576 of them in routed experts; 1 of 4 used → 26,336 − 18,432 = 7,904 active."""
    imported = inspect_path(write_moe_gguf(tmp_path / "moe.gguf"))
    assert _n(imported.arch.params_b) == 26_336
    assert _n(imported.arch.active_params_b) == 7_904
    assert imported.precision == "fp32"
    assert imported.arch.experts == 4 and imported.arch.experts_per_token == 1
    codes = [w.code for w in imported.warnings]
    assert "window_layers_unknown" in codes  # qwen3moe declares a window without saying where


def test_gguf_gemma3_window_pattern(tmp_path):
    imported = inspect_path(write_gemma3_gguf(tmp_path / "g.gguf"))
    arch = imported.arch
    assert (arch.sliding_window, arch.windowed_layers, arch.head_dim) == (512, 5, 32)
    assert arch.tied_embeddings is True  # no output.weight tensor
    assert imported.precision == "fp16"  # no file_type: the dominant tensor type


def test_folder_holding_one_gguf_is_read_as_gguf(tmp_path):
    write_tiny_gguf(tmp_path / "tiny.gguf")
    assert inspect_path(tmp_path).source_kind == "gguf"


def test_config_json_lists_itself(tmp_path):
    (tmp_path / "config.json").write_text(json.dumps(TINY_CONFIG))
    imported = inspect_path(tmp_path / "config.json")
    assert imported.files == [str(tmp_path / "config.json")]
    assert imported.weight_bytes is None and imported.bits_per_weight is None


@pytest.mark.parametrize("builder", [write_tiny_gguf, write_moe_gguf, write_gemma3_gguf])
def test_gguf_reader_agrees_with_the_gguf_library(tmp_path, builder):
    """Our bounded reader (gguf_read.py) sees what gguf.GGUFReader sees: tensors and metadata."""
    import gguf

    from app.core.model.importers.gguf_read import read_gguf

    path = builder(tmp_path / "f.gguf")
    ours, theirs = read_gguf(path), gguf.GGUFReader(path)
    assert [(t.name, t.type_name, t.n_elements, t.n_bytes, ours.data_offset + t.offset, list(t.dims))
            for t in ours.tensors] == [
        (t.name, t.tensor_type.name, int(t.n_elements), int(t.n_bytes), int(t.data_offset),
         [int(d) for d in t.shape]) for t in theirs.tensors]
    assert ours.data_offset == theirs.data_offset
    for key, field in theirs.fields.items():
        if key.startswith("GGUF."):
            continue
        assert ours.fields[key] == field.contents(), key


def test_large_vocabulary_reads_in_seconds(tmp_path):
    """A 300k-token vocabulary plus 300k merges (string arrays): gguf.GGUFReader needs minutes for
    such a file; the importer must stay within seconds."""
    import struct
    import time

    def string(text: bytes) -> bytes:
        return struct.pack("<Q", len(text)) + text

    def key(name: str, value_type: int) -> bytes:
        return string(name.encode()) + struct.pack("<I", value_type)

    tokens = b"".join(string(b"tok%d" % i) for i in range(300_000))
    merges = b"".join(string(b"a%d b%d" % (i, i)) for i in range(300_000))
    kvs = (key("general.architecture", 8) + string(b"llama")
           + key("tokenizer.ggml.tokens", 9) + struct.pack("<IQ", 8, 300_000) + tokens
           + key("tokenizer.ggml.merges", 9) + struct.pack("<IQ", 8, 300_000) + merges
           + key("llama.vocab_size", 4) + struct.pack("<I", 300_000))
    tensor = string(b"output_norm.weight") + struct.pack("<IQIQ", 1, 64, 0, 0)
    header = b"GGUF" + struct.pack("<IQQ", 3, 1, 4) + kvs + tensor
    padding = -len(header) % 32
    path = tmp_path / "vocab.gguf"
    path.write_bytes(header + bytes(padding) + bytes(256))
    started = time.monotonic()
    imported = inspect_path(path)
    assert time.monotonic() - started < 5.0
    assert imported.arch.vocab_size == 300_000
    assert imported.weight_bytes == 256


def test_pytorch_bin_weights_are_not_opened(tmp_path):
    (tmp_path / "config.json").write_text(json.dumps(TINY_CONFIG))
    (tmp_path / "pytorch_model.bin").write_bytes(b"\x80\x04 not to be unpickled")
    imported = inspect_path(tmp_path)
    assert _n(imported.arch.params_b) == TINY_PARAMS
    assert imported.provenance["params"] == "derived"
    assert [w.code for w in imported.warnings] == ["weights_not_read"]
