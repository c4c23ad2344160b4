"""`headroom model inspect` as a user runs it: a table by default, JSON with --json, exit 2 on bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core" / "model" / "importers"))
from importer_builders import (
    TINY_CONFIG,
    TINY_PARAMS,
    llama_tensors,
    write_folder,
    write_moe_gguf,
    write_tiny_gguf,
)
from importer_cases import CASES

ROOT = Path(__file__).resolve().parents[2]
JSON_KEYS = {"name", "architecture", "params", "active_params", "layers", "hidden_size", "heads", "kv_heads",
             "head_dim", "kv_bytes_per_token", "windowed_layers", "sliding_window", "vocab_size", "max_context",
             "tied_embeddings", "precision", "encoder_only", "provenance", "warnings"}
SOURCES = {"config", "safetensors", "gguf", "derived"}


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["model", "inspect", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def _fixtures(tmp_path: Path) -> dict[str, Path]:
    made: dict[str, Path] = {}
    for case in CASES:
        path = tmp_path / case.name / "config.json"
        path.parent.mkdir()
        path.write_text(json.dumps(case.config))
        made[case.name] = path
    made["folder"] = write_folder(tmp_path / "tiny-folder", TINY_CONFIG, llama_tensors())
    made["gguf"] = write_tiny_gguf(tmp_path / "tiny.gguf")
    made["moe_gguf"] = write_moe_gguf(tmp_path / "moe.gguf")
    return made


def test_table_and_json_for_every_fixture(tmp_path, capsys):
    for label, path in _fixtures(tmp_path).items():
        code, out, err = run(capsys, str(path))
        assert code == 0, (label, err)
        for words in ("Parameters", "Layers", "KV cache per token", "Max context", "Precision", "From"):
            assert words in out, (label, words)
        code, out, err = run(capsys, str(path), "--json")
        assert code == 0, (label, err)
        data = json.loads(out)
        assert JSON_KEYS <= set(data), label
        assert data["params"] > 0
        assert set(data["provenance"].values()) <= SOURCES, label
        for key in ("params", "layers", "hidden_size", "kv_bytes_per_token"):
            assert key in data["provenance"], (label, key)
        for warning in data["warnings"]:
            assert set(warning) >= {"code", "message"} and warning["message"], label


def test_json_figures_for_the_safetensors_folder(tmp_path, capsys):
    folder = write_folder(tmp_path / "tiny", TINY_CONFIG, llama_tensors())
    code, out, _ = run(capsys, str(folder), "--json")
    assert code == 0
    data = json.loads(out)
    assert (data["name"], data["architecture"], data["params"], data["active_params"]) == (
        "tiny", "llama", TINY_PARAMS, TINY_PARAMS)
    assert (data["layers"], data["hidden_size"], data["heads"], data["kv_heads"], data["head_dim"]) == (
        2, 64, 4, 2, 16)
    assert data["kv_bytes_per_token"] == 2 * 2 * 16 * 2 * 2  # K and V · 2 heads · 16 · 2 layers · 2 bytes
    assert (data["vocab_size"], data["max_context"], data["tied_embeddings"]) == (100, 4096, False)
    assert (data["precision"], data["encoder_only"], data["weight_bytes"]) == ("fp16", False, 173_696)
    assert data["provenance"]["params"] == "safetensors"
    assert data["provenance"]["layers"] == "config"
    assert data["provenance"]["head_dim"] == "derived"


def test_table_speaks_plainly_about_moe_windows_and_warnings(tmp_path, capsys):
    code, out, _ = run(capsys, str(write_moe_gguf(tmp_path / "moe.gguf")))
    assert code == 0
    assert "Active per token" in out and "4 routed, 1 per token" in out
    assert "GGUF file" in out
    assert "Notes:" in out and "sliding window is declared but not which layers use it" in out


def test_encoder_table_says_no_kv_cache(tmp_path, capsys):
    config = next(c.config for c in CASES if c.name == "bert_encoder")
    (tmp_path / "config.json").write_text(json.dumps(config))
    code, out, _ = run(capsys, str(tmp_path / "config.json"))
    assert code == 0
    assert "encoder (embeddings / reranking)" in out and "none (encoder)" in out


@pytest.mark.parametrize(("make", "words"), [
    (lambda p: p / "missing.json", "does not exist"),
    (lambda p: (p / "config.json").write_text("{not json") and p / "config.json", "is not valid JSON"),
    (lambda p: (p / "x.gguf").write_bytes(b"GGUF\x03\x00\x00\x00" + b"\xff" * 16) and p / "x.gguf",
     "damaged GGUF"),
    (lambda p: (p / "config.json").write_text(json.dumps({**TINY_CONFIG, "hidden_size": "big"}))
     and p / "config.json", "the field 'hidden_size' should be integer"),
])
def test_bad_input_exits_2_with_one_line(tmp_path, capsys, make, words):
    code, out, err = run(capsys, str(make(tmp_path)))
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], err
    assert "Traceback" not in err


def test_through_python_dash_m(tmp_path):
    gguf_path = write_tiny_gguf(tmp_path / "tiny.gguf")
    done = subprocess.run([sys.executable, "-m", "app", "model", "inspect", str(gguf_path), "--json"],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert (data["params"], data["precision"], data["weight_bytes"]) == (TINY_PARAMS, "q8_0", 116_256)
    bad = subprocess.run([sys.executable, "-m", "app", "model", "inspect", str(tmp_path / "nope")],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and "does not exist" in bad.stderr
