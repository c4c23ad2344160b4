"""Broken and hostile input: every case ends quickly in a ModelImportError naming the problem."""

from __future__ import annotations

import json
import os
import random
import struct
import time
from pathlib import Path

import pytest
from importer_builders import TINY_CONFIG, llama_tensors, write_folder, write_tiny_gguf

from app.core.model.importers import ModelImportError, inspect_path
from app.core.model.importers.limits import MAX_CONFIG_BYTES, MAX_INDEX_BYTES

# Each refusal must come well within this (the slowest real work here is a few ms).
SECONDS_PER_CASE = 5.0


def _refused(path: Path) -> ModelImportError:
    started = time.monotonic()
    with pytest.raises(ModelImportError) as caught:
        inspect_path(path)
    assert time.monotonic() - started < SECONDS_PER_CASE
    assert str(caught.value).startswith(caught.value.code)
    return caught.value


# --- config.json -------------------------------------------------------------------------------

def test_config_over_the_size_limit_is_refused_before_reading(tmp_path):
    path = tmp_path / "config.json"
    with path.open("wb") as handle:
        handle.truncate(100 * 2**20)  # a sparse 100 MB file: reading it would cost the full size
    error = _refused(path)
    assert error.code == "file_too_large"
    assert error.params["limit_bytes"] == str(MAX_CONFIG_BYTES)


@pytest.mark.parametrize(("content", "code"), [
    (b"", "bad_json"),
    (b"{\"hidden_size\": 64,", "bad_json"),
    (b"[" * 200_000 + b"]" * 200_000, "bad_json"),  # nesting past the recursion limit
    (b"\xff\xfe{}", "bad_json"),  # not UTF-8
    (b"{\"hidden_size\": 1" + b"0" * 5000 + b"}", "bad_json"),  # past Python's int-digit limit
    (b"[1, 2, 3]", "not_an_object"),
])
def test_unparseable_configs(tmp_path, content, code):
    path = tmp_path / "config.json"
    path.write_bytes(content)
    assert _refused(path).code == code


@pytest.mark.parametrize(("change", "field"), [
    ({"hidden_size": "4096"}, "hidden_size"),
    ({"hidden_size": True}, "hidden_size"),
    ({"hidden_size": 2**50}, "hidden_size"),
    ({"num_hidden_layers": -1}, "num_hidden_layers"),
    ({"num_hidden_layers": 2.5}, "num_hidden_layers"),
    ({"num_hidden_layers": 2**31}, "num_hidden_layers"),  # per-layer work would never end
    ({"tie_word_embeddings": "yes"}, "tie_word_embeddings"),
    ({"model_type": 5}, "model_type"),
    ({"text_config": [1, 2]}, "text_config"),
    ({"layer_types": "sliding_attention", "sliding_window": 64}, "layer_types"),
])
def test_wrong_types_name_the_field(tmp_path, change, field):
    path = tmp_path / "config.json"
    path.write_text(json.dumps({**TINY_CONFIG, **change}))
    error = _refused(path)
    assert (error.code, error.params["field"]) == ("bad_field", field)


def test_contradictory_figures(tmp_path):
    path = tmp_path / "config.json"
    path.write_text(json.dumps({**TINY_CONFIG, "num_key_value_heads": 8}))  # more KV heads than heads
    assert _refused(path).code == "inconsistent_model"


def test_missing_keys_of_an_unknown_family(tmp_path):
    path = tmp_path / "config.json"
    path.write_text(json.dumps({"model_type": "foo", "num_hidden_layers": 2}))
    error = _refused(path)
    assert error.code == "missing_field"
    assert error.params["field"] == "hidden_size,heads,vocab_size,intermediate_size"


def test_missing_paths_and_odd_files(tmp_path):
    assert _refused(tmp_path / "nothing-here").code == "not_found"
    assert _refused(tmp_path).code == "no_config_json"  # an empty folder
    if os.path.exists("/dev/null"):
        assert _refused(Path("/dev/null")).code == "not_a_file"


# --- safetensors -------------------------------------------------------------------------------

def _model_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "model"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps(TINY_CONFIG))
    return folder


@pytest.mark.parametrize(("payload", "code"), [
    (struct.pack("<Q", 2**60) + b"{}", "safetensors_header_too_large"),  # absurd claimed length
    (struct.pack("<Q", 1000) + b"{}" + b" " * 90, "truncated_safetensors"),  # longer than the file
    (b"\x01\x02\x03", "truncated_safetensors"),
    (struct.pack("<Q", 8) + b"not json", "corrupt_safetensors"),
])
def test_bad_safetensors_headers(tmp_path, payload, code):
    folder = _model_folder(tmp_path)
    (folder / "model.safetensors").write_bytes(payload)
    assert _refused(folder).code == code


@pytest.mark.parametrize("entry", [
    {"dtype": "F16", "shape": [4, 4], "data_offsets": [0, 1_000_000]},  # data past the end of the file
    {"dtype": "X99", "shape": [4], "data_offsets": [0, 8]},  # unknown dtype
    {"dtype": "F16", "shape": [4, 4], "data_offsets": [0, 8]},  # shape and byte range disagree
])
def test_bad_safetensors_tensor_entries(tmp_path, entry):
    folder = _model_folder(tmp_path)
    header = json.dumps({"w": entry}).encode()
    (folder / "model.safetensors").write_bytes(struct.pack("<Q", len(header)) + header + bytes(32))
    assert _refused(folder).code == "corrupt_safetensors"


def test_index_naming_files_outside_the_folder(tmp_path):
    folder = write_folder(tmp_path / "m", TINY_CONFIG, llama_tensors())
    index = {"metadata": {}, "weight_map": {"lm_head.weight": "../../etc/passwd.safetensors"}}
    (folder / "model.safetensors.index.json").write_text(json.dumps(index))
    assert _refused(folder).code == "bad_shard_name"


def test_index_with_wrong_weight_map_type(tmp_path):
    folder = write_folder(tmp_path / "m", TINY_CONFIG, llama_tensors())
    (folder / "model.safetensors.index.json").write_text(json.dumps({"weight_map": ["a", "b"]}))
    error = _refused(folder)
    assert (error.code, error.params["field"]) == ("bad_field", "weight_map")


def test_oversized_index_is_refused(tmp_path):
    folder = write_folder(tmp_path / "m", TINY_CONFIG, llama_tensors())
    with (folder / "model.safetensors.index.json").open("wb") as handle:
        handle.truncate(MAX_INDEX_BYTES + 1)
    assert _refused(folder).code == "file_too_large"


# --- GGUF ----------------------------------------------------------------------------------------

def _gguf(kvs: bytes, kv_count: int, tensor_count: int = 0, version: int = 3) -> bytes:
    return b"GGUF" + struct.pack("<IQQ", version, tensor_count, kv_count) + kvs


def _key(name: str, value_type: int) -> bytes:
    raw = name.encode()
    return struct.pack("<Q", len(raw)) + raw + struct.pack("<I", value_type)


def _arch_kv() -> bytes:
    value = b"llama"
    return _key("general.architecture", 8) + struct.pack("<Q", len(value)) + value


@pytest.mark.parametrize(("payload", "code"), [
    (b"GGUF\x03\x00", "truncated_gguf"),
    (b"NOPE" + bytes(60), "not_gguf"),
    (_gguf(b"", 0, version=99), "unsupported_gguf_version"),
    (_gguf(b"", 2**40), "corrupt_gguf"),  # implausible key count
    (_gguf(b"", 0, tensor_count=2**40), "corrupt_gguf"),
    # An array claiming 2^62 bytes: gguf.GGUFReader alone would loop on empty reads.
    (_gguf(_key("x", 9) + struct.pack("<IQ", 0, 2**62), 1), "corrupt_gguf"),
    # An array within the length limit that runs past the end of the file.
    (_gguf(_key("x", 9) + struct.pack("<IQ", 4, 1_000_000) + bytes(16), 1), "truncated_gguf"),
    (_gguf(_key("x", 99) + bytes(8), 1), "corrupt_gguf"),  # unknown value type
    (_gguf(struct.pack("<Q", 2**60) + b"key", 1), "corrupt_gguf"),  # absurd key length
    (_gguf(_arch_kv() + _arch_kv(), 2), "corrupt_gguf"),  # duplicate key (the reader refuses it)
    (_gguf(_arch_kv() + struct.pack("<Q", 1) + b"t" + struct.pack("<I", 9), 1, tensor_count=1),
     "corrupt_gguf"),  # 9 dimensions
    (_gguf(_arch_kv() + struct.pack("<Q", 1) + b"t" + struct.pack("<IQIQ", 1, 32, 999, 0), 1, tensor_count=1),
     "corrupt_gguf"),  # unknown tensor type
    (_gguf(_arch_kv() + struct.pack("<Q", 1) + b"t" + struct.pack("<IQIQ", 1, 2**40, 0, 0), 1,
           tensor_count=1), "truncated_gguf"),  # tensor data far past the end of the file
    (_gguf(b"", 0), "missing_field"),  # sound but empty: no general.architecture
    (_gguf(_arch_kv() + _key("llama.block_count", 4) + struct.pack("<I", 2**31), 2), "corrupt_gguf"),
])
def test_bad_gguf(tmp_path, payload, code):
    path = tmp_path / "bad.gguf"
    path.write_bytes(payload)
    assert _refused(path).code == code


@pytest.mark.parametrize("keep", [10, 30, 200, 0.5, -1])
def test_truncated_gguf(tmp_path, keep):
    whole = write_tiny_gguf(tmp_path / "whole.gguf").read_bytes()
    cut = tmp_path / "cut.gguf"
    cut.write_bytes(whole[: int(len(whole) * keep) if isinstance(keep, float) else keep])
    assert _refused(cut).code == "truncated_gguf"


def test_gguf_with_random_damage_fails_cleanly(tmp_path):
    """Flip bytes in the header and metadata of a sound GGUF: each result is a clean import or a
    ModelImportError, always within the time bound — never another exception, never a hang."""
    whole = bytearray(write_tiny_gguf(tmp_path / "whole.gguf").read_bytes())
    metadata_end = 600  # header, key/values and the first tensor infos of the tiny file
    rng = random.Random(1234)
    damaged = tmp_path / "damaged.gguf"
    for _ in range(150):
        data = bytearray(whole)
        for _ in range(rng.randint(1, 4)):
            data[rng.randrange(4, metadata_end)] = rng.randrange(256)
        damaged.write_bytes(bytes(data))
        started = time.monotonic()
        try:
            inspect_path(damaged)
        except ModelImportError:
            pass
        assert time.monotonic() - started < SECONDS_PER_CASE
