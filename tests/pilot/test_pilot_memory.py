"""pilot_memory.py on the CPU with a tiny Llama built from its config, and its
plain refusals when a dependency or the GPU is missing."""

from __future__ import annotations

import importlib.util
import io
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from pilot_testkit import PILOT_MEMORY, check_with_headroom_reader, run_script, write_json

# The tiny model: Llama, hidden 64, 2 layers, 4 heads of 16, 2 KV heads, MLP 128, vocab 1000.
TINY_LLAMA = {
    "model_type": "llama", "architectures": ["LlamaForCausalLM"], "hidden_size": 64,
    "intermediate_size": 128, "num_hidden_layers": 2, "num_attention_heads": 4,
    "num_key_value_heads": 2, "vocab_size": 1000, "max_position_embeddings": 256,
    "tie_word_embeddings": False, "torch_dtype": "bfloat16",
}
# Parameters, by hand (no biases in Llama):
#   embeddings        1000 x 64                                   =  64,000
#   per layer: q_proj 64 x 64 = 4,096;  k_proj, v_proj 64 x 32 (2 KV heads x 16) = 2,048 each;
#              o_proj 64 x 64 = 4,096;  gate, up, down 64 x 128 = 8,192 each;
#              two RMSNorms 2 x 64 = 128
#              4,096 + 2 x 2,048 + 4,096 + 3 x 8,192 + 128            =  36,992
#   2 layers                                                      =  73,984
#   final norm                                                    =      64
#   lm_head (untied) 1000 x 64                                    =  64,000
#   total 64,000 + 73,984 + 64 + 64,000                           = 202,048
TINY_PARAMETERS = 202_048
TINY_PARAMETER_TENSORS = 1 + 2 * 9 + 1 + 1  # embeddings, 9 per layer, final norm, lm_head = 21
FP32_BYTES, BF16_BYTES = 4, 2
# Weight bytes: 202,048 x 4 = 808,192 in float32; 202,048 x 2 = 404,096 in bfloat16.
TINY_WEIGHTS_FP32 = 808_192
TINY_WEIGHTS_BF16 = 404_096
# KV cache after a prompt of 16 and 4 decode steps, batch 2, float32:
#   2 layers x (K and V) x batch 2 x 2 KV heads x 20 positions x head dim 16 x 4 bytes = 20,480
KV_BATCH, KV_PROMPT, KV_DECODE = 2, 16, 4
TINY_KV_CACHE_FP32 = 2 * 2 * KV_BATCH * 2 * (KV_PROMPT + KV_DECODE) * 16 * FP32_BYTES
# LoRA rank 4 on all linear layers but lm_head: r x (in + out) per layer
#   q 4x(64+64) = 512, k 4x(64+32) = 384, v 384, o 512, gate 4x(64+128) = 768, up 768,
#   down 4x(128+64) = 768  ->  4,096 per layer, 8,192 for 2 layers
LORA_RANK = 4
TINY_LORA_PARAMETERS = 8_192
LORA_TENSORS = 2 * 7 * 2  # A and B for 7 modules in 2 layers = 28
# AdamW keeps exp_avg and exp_avg_sq (the parameter's size each) and a scalar
# `step` tensor per parameter tensor (4 or 8 bytes, by torch version).
ADAM_STEP_BYTES_MAX = 8

pytestmark = pytest.mark.filterwarnings(
    # transformers 5 renamed gradient_checkpointing*; peft still calls the old names
    "ignore:.*is deprecated and will be removed in v6.*:FutureWarning")

MODULE_TIMEOUT_S = 240  # the subprocess takes ~10 s; generous for a loaded machine


def memory_jobs(tmp: Path) -> dict[str, list[str]]:
    config = write_json(tmp / "config.json", TINY_LLAMA)
    model_dir = tmp / "model"
    model_dir.mkdir()
    write_json(model_dir / "config.json", TINY_LLAMA)
    plan = write_json(tmp / "plan.json", {"format": "headroom.pilot-plan/1", "model": "tiny-llama",
                                          "workload_name": "chat", "workload_fingerprint": "sha256:feed",
                                          "runs": []})
    cpu = ["--device", "cpu"]
    return {
        "inference_fp32": ["--config", str(config), *cpu, "--dtype", "float32", "--plan", str(plan),
                           "--batch", str(KV_BATCH), "--input-tokens", str(KV_PROMPT),
                           "--output-tokens", str(KV_DECODE)],
        "inference_bf16": ["--model-id", str(model_dir), *cpu, "--dtype", "bfloat16",
                           "--input-tokens", "8", "--output-tokens", "2"],
        "full_finetune": ["--config", str(config), *cpu, "--dtype", "float32", "--mode", "full_finetune",
                          "--seq-len", "32", "--micro-batch", "2", "--steps", "2"],
        "lora": ["--config", str(config), *cpu, "--dtype", "float32", "--mode", "lora",
                 "--lora-rank", str(LORA_RANK), "--seq-len", "32", "--steps", "2",
                 "--gradient-checkpointing"],
        "failing": ["--config", str(config), *cpu, "--attn-implementation", "no_such_attention",
                    "--input-tokens", "4", "--output-tokens", "1"],
    }


# Run as a subprocess, as on the trial server; the others run in this process
# (main(argv)) because each new interpreter pays seconds importing torch and transformers.
SUBPROCESS_JOB = "inference_fp32"
HF_OFFLINE_VARIABLES = ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HF_HUB_DISABLE_TELEMETRY")


@pytest.fixture(scope="module")
def memory_runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[int, str, dict[str, Any]]]:
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    tmp = tmp_path_factory.mktemp("pilot_memory")
    jobs = memory_jobs(tmp)
    if not has_module("peft"):
        del jobs["lora"]
    env = {**os.environ, "OMP_NUM_THREADS": "2"}
    out = tmp / f"{SUBPROCESS_JOB}.json"
    command = [sys.executable, str(PILOT_MEMORY), *jobs.pop(SUBPROCESS_JOB), "--out", str(out)]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env, cwd=tmp)
    results = {name: run_in_process(tmp, name, args) for name, args in jobs.items()}
    _, stderr = proc.communicate(timeout=MODULE_TIMEOUT_S)
    results[SUBPROCESS_JOB] = (proc.returncode, stderr, read_results(out))
    return results


def run_in_process(tmp: Path, name: str, args: list[str]) -> tuple[int, str, dict[str, Any]]:
    spec = importlib.util.spec_from_file_location("pilot_memory_under_test", PILOT_MEMORY)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    out = tmp / f"{name}.json"
    argv = [*args, "--out", str(out)]
    stderr = io.StringIO()
    with pytest.MonkeyPatch.context() as patch:
        for variable in HF_OFFLINE_VARIABLES:  # main() sets them; restored afterwards
            patch.setenv(variable, "1")
        patch.setattr(sys, "argv", [str(PILOT_MEMORY), *argv])
        patch.setattr(sys, "stderr", stderr)
        code = module.main(argv)
    return code, stderr.getvalue(), read_results(out)


def read_results(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def has_module(name: str) -> bool:
    try:
        __import__(name)
    except ImportError:
        return False
    return True


def ok_run(memory_runs: dict[str, tuple[int, str, dict[str, Any]]], name: str) -> dict[str, Any]:
    if name not in memory_runs:
        pytest.skip(f"{name} not run (peft missing)")
    code, stderr, data = memory_runs[name]
    assert code == 0, stderr
    assert data["status"] == "ok"
    check_with_headroom_reader(data)
    return data


def test_parameter_count_and_weight_bytes_are_exact(memory_runs: Any) -> None:
    fp32 = ok_run(memory_runs, "inference_fp32")
    bf16 = ok_run(memory_runs, "inference_bf16")
    assert TINY_WEIGHTS_FP32 == TINY_PARAMETERS * FP32_BYTES
    assert TINY_WEIGHTS_BF16 == TINY_PARAMETERS * BF16_BYTES
    assert fp32["parameters"] == {"total": TINY_PARAMETERS, "trainable": 0}
    assert fp32["tensor_bytes"]["weights"] == TINY_WEIGHTS_FP32
    assert bf16["parameters"]["total"] == TINY_PARAMETERS
    assert bf16["tensor_bytes"]["weights"] == TINY_WEIGHTS_BF16
    assert fp32["model_class"] == "LlamaForCausalLM"


def test_kv_cache_bytes_are_exact(memory_runs: Any) -> None:
    fp32 = ok_run(memory_runs, "inference_fp32")
    assert TINY_KV_CACHE_FP32 == 20_480
    assert fp32["tensor_bytes"]["kv_cache"] == TINY_KV_CACHE_FP32
    assert fp32["settings"]["logits_of_last_position_only"] is True
    assert fp32["timing"]["decode_s"] > 0


def test_results_envelope_on_the_cpu(memory_runs: Any) -> None:
    data = ok_run(memory_runs, "inference_fp32")
    assert data["format"] == "headroom.pilot-results/1" and data["tool"] == "pilot_memory"
    assert data["model"] == "tiny-llama"  # from the plan
    assert data["plan"]["workload_fingerprint"] == "sha256:feed"
    assert data["config"] == TINY_LLAMA
    assert "--input-tokens 16" in data["command_line"] and data["command"][0] == sys.executable
    memory = data["memory"]
    assert memory["device"] == "cpu" and "not measured" in memory["measured_by"]
    assert memory["max_memory_allocated"] is None and memory["max_memory_reserved"] is None
    assert [p["phase"] for p in memory["phases"]] == ["after_load", "after_prefill", "after_decode"]
    assert all(p["allocated"] is None for p in memory["phases"])
    assert data["components"] is None
    import torch
    import transformers
    versions = data["versions"]
    assert versions["torch"] == torch.__version__ and versions["transformers"] == transformers.__version__
    bf16 = ok_run(memory_runs, "inference_bf16")
    assert bf16["config_path"].endswith(os.path.join("model", "config.json"))


def test_full_finetune_gradients_and_adam_states(memory_runs: Any) -> None:
    data = ok_run(memory_runs, "full_finetune")
    assert data["parameters"] == {"total": TINY_PARAMETERS, "trainable": TINY_PARAMETERS}
    tensor_bytes = data["tensor_bytes"]
    assert tensor_bytes["gradients"] == TINY_WEIGHTS_FP32
    states = tensor_bytes["optimizer_states"]
    step_tensors_max = TINY_PARAMETER_TENSORS * ADAM_STEP_BYTES_MAX
    assert 2 * TINY_WEIGHTS_FP32 < states <= 2 * TINY_WEIGHTS_FP32 + step_tensors_max
    assert [s["step"] for s in data["steps"]] == [1, 2]
    assert all(s["loss"] > 0 for s in data["steps"])


def test_lora_trains_only_the_adapters(memory_runs: Any) -> None:
    data = ok_run(memory_runs, "lora")
    assert data["parameters"]["total"] == TINY_PARAMETERS
    assert data["parameters"]["trainable"] == TINY_LORA_PARAMETERS
    assert data["parameters"]["total_with_adapters"] == TINY_PARAMETERS + TINY_LORA_PARAMETERS
    assert data["tensor_bytes"]["gradients"] == TINY_LORA_PARAMETERS * FP32_BYTES
    states = data["tensor_bytes"]["optimizer_states"]
    lora_fp32 = TINY_LORA_PARAMETERS * FP32_BYTES
    assert 2 * lora_fp32 < states <= 2 * lora_fp32 + LORA_TENSORS * ADAM_STEP_BYTES_MAX
    assert data["settings"]["gradient_checkpointing"] is True


def test_a_failing_run_writes_results_and_one_line(memory_runs: Any) -> None:
    code, stderr, data = memory_runs["failing"]
    assert code == 4
    lines = stderr.strip().splitlines()
    assert lines[-1].startswith("pilot_memory: error: failed") and "results in" in lines[-1]
    assert data["status"] == "error" and data["error"]
    check_with_headroom_reader(data)


# ---------------------------------------------------------------- refusals (no torch needed)

def fake_modules(tmp_path: Path, modules: dict[str, str]) -> dict[str, str]:
    """A PYTHONPATH folder whose modules shadow the real ones."""
    folder = tmp_path / "fake_site"
    folder.mkdir(exist_ok=True)
    for name, source in modules.items():
        (folder / f"{name}.py").write_text(textwrap.dedent(source), encoding="utf-8")
    return {"PYTHONPATH": str(folder)}


BLOCKED = "raise ImportError('blocked by the test')\n"
FAKE_TORCH = """
    __version__ = "0.0-fake"
    class cuda:
        @staticmethod
        def is_available():
            return False
"""
FAKE_TRANSFORMERS = "__version__ = '0.0-fake'\n"


def refuse(tmp_path: Path, modules: dict[str, str], *args: str) -> str:
    config = write_json(tmp_path / "config.json", TINY_LLAMA)
    out = tmp_path / "results.json"
    proc = run_script(PILOT_MEMORY, ["--config", str(config), "--out", str(out), *args],
                      env=fake_modules(tmp_path, modules), timeout=60)
    assert proc.returncode == 3, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pilot_memory: error: ")
    assert not out.exists()
    return lines[0]


def test_refuses_without_torch(tmp_path: Path) -> None:
    assert "PyTorch is needed" in refuse(tmp_path, {"torch": BLOCKED}, "--device", "cpu")


def test_refuses_without_a_gpu(tmp_path: Path) -> None:
    line = refuse(tmp_path, {"torch": FAKE_TORCH, "transformers": BLOCKED})
    assert "no CUDA GPU" in line and "--device cpu" in line


def test_refuses_without_transformers(tmp_path: Path) -> None:
    line = refuse(tmp_path, {"torch": FAKE_TORCH, "transformers": BLOCKED}, "--device", "cpu")
    assert "transformers is needed" in line


def test_lora_refuses_without_peft(tmp_path: Path) -> None:
    line = refuse(tmp_path, {"torch": FAKE_TORCH, "transformers": FAKE_TRANSFORMERS, "peft": BLOCKED},
                  "--device", "cpu", "--mode", "lora")
    assert "needs peft" in line


def test_refuses_a_missing_config(tmp_path: Path) -> None:
    modules = fake_modules(tmp_path, {"torch": FAKE_TORCH, "transformers": FAKE_TRANSFORMERS})
    proc = run_script(PILOT_MEMORY, ["--model-id", "meta-llama/Llama-3.1-8B", "--device", "cpu"],
                      env=modules, timeout=60)
    assert proc.returncode == 3
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "downloads nothing" in lines[0]


@pytest.mark.parametrize("args, message", [
    ([], "one of the arguments --config --model-id is required"),
    (["--config", "c.json", "--mode", "qlora", "--device", "cpu"], "qlora needs --device cuda"),
    (["--config", "c.json", "--batch", "0"], "--batch must be positive"),
    (["--config", "c.json", "--mode", "dpo"], "--mode"),
])
def test_bad_arguments_fail_with_one_line(args: list[str], message: str) -> None:
    proc = run_script(PILOT_MEMORY, args, timeout=60)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0]
