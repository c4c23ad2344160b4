"""`headroom estimate` and `headroom schema` as a user runs them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main
from app.infra import resources

EXAMPLES = sorted(resources.path("examples").glob("*.headroom.json"))


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_three_examples_ship():
    names = {p.name for p in EXAMPLES}
    assert {"chatbot-8b.headroom.json", "longdoc-70b-int4.headroom.json", "qlora-8b.headroom.json"} <= names


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_estimate_table_on_each_example(capsys, example):
    code, out, err = run(capsys, "estimate", str(example))
    assert code == 0, err
    assert "Per GPU" in out and "Weights" in out and "GB" in out
    assert "GiB = 2³⁰ bytes" in out and "Sizes here are in GB." in out


def test_estimate_json_contract(capsys):
    code, out, _ = run(capsys, "estimate", str(resources.path("examples", "chatbot-8b.headroom.json")), "--json")
    assert code == 0
    data = json.loads(out)
    for key in ("total_bytes", "per_gpu_bytes", "gpus", "low_bytes", "high_bytes", "components", "assumptions",
                "warnings"):
        assert key in data
    keys = [c["key"] for c in data["components"]]
    assert keys[0] == "weights" and "kv_cache" in keys and "runtime_overhead" in keys
    weights = data["components"][0]
    assert weights["bytes"] == 8_030_261_248 * 2
    for field in ("label", "bytes", "low_bytes", "high_bytes", "per_gpu", "formula", "source"):
        assert field in weights
    assert data["per_gpu_bytes"] == sum(c["bytes"] for c in data["components"] if c["device"] == "gpu")
    # Every budget states system RAM beside the GPUs (one GPU here: each host part once) and NVMe.
    host = [c for c in data["components"] if c["device"] == "host"]
    assert {c["key"] for c in host} >= {"runtime_overhead", "host_system"}
    assert data["host_bytes"] == sum(c["bytes"] for c in host)
    assert data["host_low_bytes"] <= data["host_bytes"] <= data["host_high_bytes"]
    assert data["nvme_bytes"] == 0
    assert all(w["severity"] in ("info", "warning", "critical") and w["message"] for w in data["warnings"])


def test_estimate_in_gib(capsys):
    code, out, _ = run(capsys, "estimate", str(resources.path("examples", "chatbot-8b.headroom.json")),
                       "--unit", "GiB")
    assert code == 0
    assert "14.96 GiB" in out  # 16,060,522,496 B of weights / 2^30


@pytest.mark.parametrize(("content", "expected"), [
    ('{"model": {"id": "llama-3.1-8b"}, "load": {"input_tokens": -5}}', "load.input_tokens: must be at least 1"),
    ('{"model": {"id": "llama-3.1-8b"}, "load": {"concurrency": "many"}}', "load.concurrency: must be a whole"),
    ('{"model": {"id": "no-such-model"}}', "model.id: no model 'no-such-model' in the catalog"),
    ('{"format": "something/9", "model": {"id": "llama-3.1-8b"}}', "format: not a Headroom file"),
    ('{"format": "headroom.workload/7", "model": {"id": "llama-3.1-8b"}}', "newer Headroom"),
    ('{"model": {"id": "llama-3.1-8b"}, "precision": {"weights": "q9_z"}}', "precision.weights: unknown precision"),
    ('{"model": {"id": "llama-3.1-8b"}, "mode": "pretrain"}', "mode: must be one of"),
    ("{not json", "not valid JSON"),
    ("[1, 2]", "one JSON object"),
])
def test_bad_file_gives_one_line_per_problem_and_no_traceback(capsys, tmp_path, content, expected):
    path = tmp_path / "bad.headroom.json"
    path.write_text(content, encoding="utf-8")
    code, out, err = run(capsys, "estimate", str(path))
    assert code == 2
    assert expected in err
    assert "Traceback" not in err and out == ""


def test_several_problems_each_on_its_own_line(capsys, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"model": {"id": "llama-3.1-8b"}, "load": {"input_tokens": 0, "output_tokens": -1}, '
                    '"gpus": 0}', encoding="utf-8")
    code, _, err = run(capsys, "estimate", str(path))
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert code == 2 and len(lines) == 3
    assert any("gpus" in ln for ln in lines)


def test_missing_file(capsys, tmp_path):
    code, _, err = run(capsys, "estimate", str(tmp_path / "nope.json"))
    assert code == 2 and "cannot be read" in err


def test_schema_prints_json_schema(capsys):
    code, out, _ = run(capsys, "schema")
    schema = json.loads(out)
    assert code == 0 and schema["title"] == "headroom.workload/1"
    for field in ("model", "mode", "precision", "runtime", "load", "training", "gpus"):
        assert field in schema["properties"]


def test_python_dash_m_app_is_the_same_command(tmp_path):
    example = resources.path("examples", "chatbot-8b.headroom.json")
    done = subprocess.run([sys.executable, "-m", "app", "estimate", str(example), "--json"],
                          capture_output=True, text=True, timeout=120, cwd=Path(__file__).parents[2])
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["components"][0]["key"] == "weights"


def test_estimate_of_a_qlora_job_naming_no_runtime_reports_a_training_framework(capsys, tmp_path):
    """Issue 30: never 'qlora on vllm'; a serving runtime named for training is one line on the field, exit 2."""
    doc = json.loads(resources.path("examples", "qlora-8b.headroom.json").read_text(encoding="utf-8"))
    del doc["runtime"]
    path = tmp_path / "qlora.headroom.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code, out, _ = run(capsys, "estimate", str(path))
    assert code == 0 and "QLoRA fine-tuning with PEFT (training framework)" in out and "vllm" not in out.lower()
    code, out, _ = run(capsys, "estimate", str(path), "--json")
    assert code == 0 and json.loads(out)["training_framework"] == {"id": "peft", "name": "transformers + PEFT"}
    path.write_text(json.dumps({**doc, "runtime": "vllm"}), encoding="utf-8")
    code, out, err = run(capsys, "estimate", str(path))
    assert code == 2 and "Traceback" not in err
    assert err.strip() == (f"{path}: runtime: vLLM serves models and cannot train them: choose 'transformers' (or "
                           "leave the runtime out) and a training framework such as transformers + PEFT")
