"""The training pilot: a QLoRA job's kit plans a speed run and the dataset-time criterion, and serves nothing;
the speed run itself runs on the CPU with a tiny Llama (transformers + PEFT), and its timing comes back as the
time for the dataset and, from a GPU, as a calibration of the server's training speed."""

from __future__ import annotations

import importlib.util
import io
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from pilot_testkit import PILOT_MEMORY, check_with_headroom_reader, write_json
from test_pilot_memory import HF_OFFLINE_VARIABLES, TINY_LLAMA

from app.cli import main
from app.core.catalog import load_catalog
from app.core.pilot.plan import TRAINING_SPEED_STEPS, plan_for
from app.core.workload.io import read_workload_file
from app.infra import resources
from app.report.pilot_kit.kit import write_kit

pytestmark = pytest.mark.filterwarnings(
    "ignore:.*is deprecated and will be removed in v6.*:FutureWarning")

SEQ_LEN, MICRO_BATCH = 32, 2
DATASET_TOKENS, EPOCHS = 2_000_000, 2
TARGET_HOURS = 1000.0
# The CPU test runs the planned speed run cut to this many steps (a loaded CI core takes ~0.4 s a step):
# 3 of them warm-up (a tenth, but at least the 3 read phase by phase), 17 timed.
CPU_STEPS, CPU_WARMUP = 20, 3


def tiny_workload(tmp: Path) -> Path:
    config = write_json(tmp / "config.json", TINY_LLAMA)
    return write_json(tmp / "tiny-lora.headroom.json", {
        "format": "headroom.workload/1", "name": "Tiny LoRA", "goal": "adapt", "runtime": "transformers",
        "model": {"path": str(config)}, "mode": "lora", "precision": {"weights": "fp32", "kv_cache": "fp32"},
        "training": {"seq_len": SEQ_LEN, "micro_batch": MICRO_BATCH, "optimizer": "adamw", "lora_rank": 4,
                     "dataset_tokens": DATASET_TOKENS, "epochs": EPOCHS},
        "targets": {"training_hours": {"value": TARGET_HOURS, "must_have": True}}})


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_qlora_kit_plans_speed_and_the_dataset_time_and_serves_nothing(capsys, tmp_path):
    path = resources.path("examples", "qlora-8b.headroom.json")
    plan = plan_for(read_workload_file(path), load_catalog())
    speed = [r for r in plan.memory_runs if r.purpose == "speed"]
    assert len(speed) == 1 and plan.speed_runs >= 1 and speed[0].steps == TRAINING_SPEED_STEPS
    assert "--steps" in speed[0].args and str(TRAINING_SPEED_STEPS) in speed[0].args
    (dataset,) = [c for c in plan.acceptance if c.code == "dataset_hours"]
    assert dataset.target is None and not dataset.must_have  # the example names no hours: reported
    code, out, err = run(capsys, "pilot", "kit", str(path), "-o", str(tmp_path / "kit"))
    assert code == 0, err
    assert "1 speed runs, 3 memory runs, 1 acceptance criteria" in out
    files = {p.name for p in (tmp_path / "kit").iterdir()}
    assert "pilot_serve.py" not in files and "pilot_memory.py" in files
    readme = (tmp_path / "kit" / "README.md").read_text(encoding="utf-8")
    assert "vLLM" not in readme and "pilot_serve" not in readme and "| Runtime |" not in readme
    assert "| Framework | PyTorch + transformers + PEFT + bitsandbytes |" in readme
    assert "Time for the whole dataset" in readme and "--steps 200" in readme


@pytest.fixture(scope="module")
def speed_run(tmp_path_factory) -> dict[str, Any]:
    """The kit's speed run of the tiny LoRA workload, run on the CPU in this process."""
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    pytest.importorskip("peft")
    tmp = tmp_path_factory.mktemp("train")
    workload_path = tiny_workload(tmp)
    workload = read_workload_file(workload_path)
    kit = write_kit(workload, tmp / "kit", load_catalog(), workload_file=str(workload_path))
    (run_plan,) = [r for r in kit.plan.memory_runs if r.purpose == "speed"]
    out = tmp / run_plan.out
    assert run_plan.args[run_plan.args.index("--dtype") + 1] == "float32"  # the workload's fp32 weights
    args = list(run_plan.args)
    args[args.index("--steps") + 1] = str(CPU_STEPS)
    argv = ["--config", str(tmp / "config.json"), "--plan", str(kit.folder / "plan.json"), "--out", str(out),
            "--device", "cpu", *args]
    spec = importlib.util.spec_from_file_location("pilot_memory_training", PILOT_MEMORY)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    stderr = io.StringIO()
    with pytest.MonkeyPatch.context() as patch:
        for variable in HF_OFFLINE_VARIABLES:
            patch.setenv(variable, "1")
        patch.setattr(sys, "stderr", stderr)
        code = module.main(argv)
    assert code == 0, stderr.getvalue()
    return {"workload": workload_path, "results": out, "data": json.loads(out.read_text(encoding="utf-8")),
            "tmp": tmp}


def test_the_speed_run_times_its_steps_on_the_cpu(speed_run):
    data = speed_run["data"]
    check_with_headroom_reader(data)
    assert data["settings"]["steps"] == CPU_STEPS and data["settings"]["mode"] == "lora"
    timing = data["training_timing"]
    assert (timing["warmup_steps"], timing["steps_timed"]) == (CPU_WARMUP, CPU_STEPS - CPU_WARMUP)
    times = [s["time_s"] for s in data["steps"][CPU_WARMUP:]]
    assert timing["step_s"]["mean"] == pytest.approx(sum(times) / len(times), abs=2e-6)  # both rounded to the microsecond
    assert timing["tokens_per_step"] == SEQ_LEN * MICRO_BATCH
    assert timing["tokens_per_s"] == pytest.approx(SEQ_LEN * MICRO_BATCH / timing["step_s"]["mean"], rel=1e-3)
    # On the CPU there is no CUDA allocator: the peak is noted as not measured.
    assert data["memory"]["max_memory_reserved"] is None and "not measured" in data["memory"]["measured_by"]
    assert len(data["steps"]) == CPU_STEPS and "after_forward" not in data["steps"][-1]
    assert data["steps"][0]["after_forward"] is None  # on the CPU the allocator reads nothing


def test_the_import_gives_the_time_for_the_dataset(capsys, speed_run):
    code, out, err = run(capsys, "pilot", "import", str(speed_run["results"]), str(speed_run["workload"]), "--json")
    assert code == 0, err
    (dataset,) = [c for c in json.loads(out)["criteria"] if c["code"] == "dataset_hours"]
    rate = speed_run["data"]["training_timing"]["tokens_per_s"]
    hours = DATASET_TOKENS * EPOCHS / rate / 3600  # one GPU, as the pilot ran
    assert dataset["measured"] == pytest.approx(hours)
    assert dataset["status"] == ("passed" if hours <= TARGET_HOURS else "failed") and dataset["must_have"]


def test_a_cpu_run_does_not_calibrate_but_a_gpu_run_does(capsys, speed_run):
    workload, results = str(speed_run["workload"]), speed_run["results"]
    code, _, err = run(capsys, "pilot", "import", str(results), workload, "--server", "srv-1x-l40s", "--calibrate")
    assert code == 2 and "not calibrated" in err
    # The same run as a GPU would have written it (the timing is the CPU's; what matters is the arithmetic).
    data = speed_run["data"]
    gpu = write_json(speed_run["tmp"] / "speed-gpu.json", {**data, "settings": {**data["settings"], "device": "cuda"}})
    code, _, err = run(capsys, "pilot", "import", str(gpu), workload, "--server", "srv-1x-l40s", "--calibrate")
    assert code == 0, err
    code, out, err = run(capsys, "fit", workload, "--server", "srv-1x-l40s", "--json")
    assert code == 0, err
    speed = json.loads(out)["speed"]
    rate = data["training_timing"]["tokens_per_s"]  # one L40S, as the pilot's one GPU
    assert speed["training_tokens_per_s"]["typical"] == pytest.approx(rate)
    assert speed["training_hours"]["typical"] == pytest.approx(DATASET_TOKENS * EPOCHS / rate / 3600)
    assert speed["calibration"]["training_shape"] == f"{SEQ_LEN}×{MICRO_BATCH}"
    code, out, err = run(capsys, "fit", workload, "--server", "srv-1x-l40s", "--json", "--no-calibration")
    assert json.loads(out)["speed"]["calibration"] is None
