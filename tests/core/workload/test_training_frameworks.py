"""A training job is sized and quoted with a training framework, never a serving runtime (issue 30)."""

from __future__ import annotations

import json
from typing import get_args

import pytest

from app.core.catalog import load_catalog
from app.core.findings import InputError
from app.core.fit.place import fit
from app.core.memory.components import budget
from app.core.offers.server import ServerProfile
from app.core.workload.io import dump_workload, parse_workload, read_workload_file
from app.core.workload.schema import Framework, Runtime, Workload
from app.core.workload.training_frameworks import FRAMEWORKS, SERVING_RUNTIMES, effective_id
from app.infra import resources
from app.text.formatting import Fmt
from app.text.messages import finding_text, placement_text, problem_text, value_label

CATALOG = load_catalog()
QLORA_DOC = json.loads(resources.path("examples", "qlora-8b.headroom.json").read_text(encoding="utf-8"))
NO_RUNTIME = {k: v for k, v in QLORA_DOC.items() if k != "runtime"}
FMT = Fmt()


def server(gpu: str, count: int = 1) -> ServerProfile:
    return ServerProfile.model_validate({"name": f"{count}x {gpu}", "gpu": {"id": gpu}, "gpu_count": count})


def test_every_framework_of_the_format_has_a_row_and_a_label() -> None:
    assert set(get_args(Framework)) == set(FRAMEWORKS)
    for fw in FRAMEWORKS.values():
        assert fw.engine in FRAMEWORKS and fw.vendors and fw.source
        assert value_label(fw.id) != fw.id or fw.id in ("torchtune",)  # a worded label (torchtune is its name)
    assert SERVING_RUNTIMES < set(get_args(Runtime))


def test_a_qlora_workload_that_names_no_runtime_is_sized_with_a_training_framework() -> None:
    w = parse_workload(NO_RUNTIME)
    assert w.runtime == "vllm" and "runtime" not in w.model_fields_set  # the format's default, not a choice
    b = budget(w, CATALOG)
    assert b.training_framework == effective_id(w) == "peft"
    assert b.training_framework not in SERVING_RUNTIMES
    notes = {n.code: n.params for n in b.assumptions}
    assert notes["assume_training_framework"] == {"framework": "peft"}
    # Saved again, the file still leaves the runtime out (it reads back the same).
    again = parse_workload(json.loads(dump_workload(w)))
    assert "runtime" not in json.loads(dump_workload(w)) and budget(again, CATALOG) == b


@pytest.mark.parametrize(("mode", "runtime", "framework", "expected"), [
    ("qlora", None, None, "peft"), ("lora", None, None, "peft"), ("full_finetune", None, None, "hf_trainer"),
    ("qlora", "transformers", None, "hf_trainer"), ("full_finetune", "generic", None, "generic"),
    ("lora", "vllm", "trl", "trl"), ("qlora", "sglang", "unsloth", "unsloth"),
])
def test_the_framework_the_estimate_models(mode: str, runtime: str | None, framework: str | None,
                                           expected: str) -> None:
    data: dict[str, object] = {"model": {"id": "llama-3.1-8b"}, "mode": mode}
    if runtime:
        data["runtime"] = runtime
    if framework:
        data["training"] = {"framework": framework}
    w = Workload.model_validate(data)
    assert effective_id(w) == expected and budget(w, CATALOG).training_framework == expected


@pytest.mark.parametrize("runtime", sorted(SERVING_RUNTIMES))
def test_a_serving_runtime_chosen_for_training_is_a_problem_on_the_runtime_with_the_fix(runtime: str) -> None:
    w = parse_workload({**NO_RUNTIME, "runtime": runtime})
    with pytest.raises(InputError) as info:
        budget(w, CATALOG)
    (problem,) = info.value.problems
    assert problem.field == "runtime" and problem.code == "serving_runtime_for_training"
    text = problem_text(problem)
    assert text.startswith("runtime: ") and "cannot train" in text and "transformers" in text
    assert "transformers + PEFT" in text


def test_an_inference_workload_keeps_its_serving_runtime() -> None:
    w = read_workload_file(resources.path("examples", "chatbot-8b.headroom.json"))
    assert budget(w, CATALOG).training_framework is None


def test_training_placement_speaks_of_data_parallel_and_sharding_not_serving_copies() -> None:
    w = parse_workload(NO_RUNTIME)
    one = fit(w, server("l40s"), CATALOG)
    assert one.placement.code == "training_one_gpu"
    words = placement_text(one.placement.code, one.placement.model_dump(), FMT)
    assert "serving" not in words and "requests" not in words and "one GPU" in words
    eight = fit(w, server("h100-sxm", 8), CATALOG)
    assert eight.placement.code == "data_parallel" and "Data parallel over 8 GPUs" in placement_text(
        eight.placement.code, eight.placement.model_dump(), FMT)
    sharded = fit(parse_workload({**NO_RUNTIME, "training": {**NO_RUNTIME["training"], "sharding": "zero3"}}),
                  server("h100-sxm", 8), CATALOG)
    assert sharded.placement.code == "sharded_data_parallel"
    assert "sharded across them (ZeRO stage 3 / FSDP)" in placement_text(
        sharded.placement.code, sharded.placement.model_dump(), FMT)


def test_bitsandbytes_on_amd_is_a_warning_with_a_reason() -> None:
    w = parse_workload(NO_RUNTIME)  # QLoRA: nf4-dq weights, bitsandbytes
    amd = fit(w, server("mi300x", 8), CATALOG)
    (bnb,) = [f for f in amd.warnings if f.code == "bnb_not_on_vendor"]
    assert bnb.severity == "warning" and bnb.params == {"vendor": "AMD", "format": "nf4-dq"}
    message, fix = finding_text(bnb, FMT)
    assert "built for NVIDIA CUDA" in message and "AMD" in message and "LoRA on BF16" in fix
    nvidia = fit(w, server("l40s"), CATALOG)
    assert not any(f.code == "bnb_not_on_vendor" for f in nvidia.warnings)


def test_a_framework_that_does_not_run_there_is_a_warning() -> None:
    unsloth = parse_workload({**NO_RUNTIME, "training": {**NO_RUNTIME["training"], "framework": "unsloth"}})
    on_amd = fit(unsloth, server("mi300x", 8), CATALOG)
    codes = {f.code for f in on_amd.warnings}
    assert {"framework_not_on_vendor", "framework_single_gpu"} <= codes
    on_one = fit(unsloth, server("l40s"), CATALOG)
    assert not {"framework_not_on_vendor", "framework_single_gpu"} & {f.code for f in on_one.warnings}


def test_fp8_weights_on_a_pre_hopper_gpu_are_still_warned() -> None:
    w = parse_workload({**NO_RUNTIME, "mode": "lora", "precision": {"weights": "fp8"}})
    assert "fp8_not_native" in {f.code for f in fit(w, server("a100-sxm-80gb"), CATALOG).warnings}


@pytest.mark.parametrize(("framework", "offload", "said"), [
    ("ddp", "none", "ddp"),  # the textbook model plus DDP's buckets: the estimate names DDP, not "textbook formulas"
    ("megatron", "none", "megatron"),
    ("trl", "none", "trl"),  # TRL runs PEFT's memory model: named as the user named it
    ("hf_trainer", "optimizer_cpu", "deepspeed"),  # the Trainer's offload is DeepSpeed's engine: named as sized
])
def test_the_framework_assumption_names_what_the_estimate_sized(framework, offload, said):
    doc = json.loads(json.dumps(QLORA_DOC))
    doc["mode"], doc["precision"] = "full_finetune", {"weights": "bf16", "kv_cache": "bf16"}
    doc["training"] = {k: v for k, v in doc["training"].items() if not k.startswith("lora")}
    doc["training"].update({"framework": framework, "offload": offload, "sharding": "zero2" if offload != "none"
                            else "none"})
    notes = {n.code: n.params for n in budget(parse_workload(doc), CATALOG).assumptions}
    assert notes["assume_training_framework"] == {"framework": said}
