"""The pilot plan: runs, criteria, the OOM rule, the fingerprint and plan.json, worked by hand."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path
from typing import Any

import pytest

from app.core.catalog import load_catalog
from app.core.fit.place import fit
from app.core.offers.server import ServerProfile
from app.core.pilot.launch import launch_command, memory_commands, serve_command
from app.core.pilot.plan import (
    LONG_INPUT_MULTIPLE,
    PLAN_FORMAT,
    parse_plan,
    plan_for,
    plan_json_text,
    workload_fingerprint,
)
from app.core.workload.io import dump_workload, parse_workload, read_workload_file
from app.infra import resources

CATALOG = load_catalog()
CHATBOT = read_workload_file(resources.path("examples", "chatbot-8b.headroom.json"))
QLORA = read_workload_file(resources.path("examples", "qlora-8b.headroom.json"))
LONGDOC = read_workload_file(resources.path("examples", "longdoc-70b-int4.headroom.json"))
L40S = ServerProfile.model_validate(next(e for e in CATALOG.servers if e["id"] == "srv-1x-l40s"))
PRO6000 = ServerProfile.model_validate(next(e for e in CATALOG.servers if e["id"] == "ws-1x-rtx-pro-6000"))
CORE = Path(__file__).resolve().parents[3] / "app" / "core"


def with_(workload, **changes: Any):
    data = json.loads(dump_workload(workload))
    for dotted, value in changes.items():
        node = data
        *parents, last = dotted.split(".")
        for key in parents:
            node = node.setdefault(key, {})
        node[last] = value
    return parse_workload(data)


def load_pilot_serve() -> Any:
    spec = importlib.util.spec_from_file_location("pilot_serve_for_plan", resources.path("pilot", "pilot_serve.py"))
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ------------------------------------------------------------------ inference runs


def test_chatbot_runs_worked_by_hand():
    # Chatbot: input 2048, long 16000, output 512, concurrency 8.
    # Levels: 1, 8, ceil(8 × 1.5) = 12, 8 × 2 = 16. Requests: max(8, 3 × c) = 8, 24, 36, 48.
    plan = plan_for(CHATBOT, CATALOG)
    assert [r.name for r in plan.runs] == ["warmup", "short-c1", "short-c8", "short-c12", "short-c16",
                                           "long-c1", "long-c8", "long-c12", "long-c16"]
    warmup = plan.runs[0]
    assert warmup.warmup and warmup.concurrency == 1 and warmup.output_tokens == 32 and warmup.requests == 2
    measured = plan.measured_runs
    assert not any(r.warmup for r in measured)
    assert [r.requests for r in measured[:4]] == [8, 24, 36, 48]
    assert {r.input_tokens for r in measured if r.input_case == "short"} == {2048}
    assert {r.input_tokens for r in measured if r.input_case == "long"} == {16000}
    assert {r.output_tokens for r in measured} == {512}
    assert [r.purpose for r in measured[:4]] == ["single", "requested", "past_requested", "past_requested"]
    assert plan.load.levels == [1, 8, 12, 16]
    assert plan.model == "meta-llama/Llama-3.1-8B-Instruct"
    assert plan.model_revision == "0e9e39f249a16976918f6564b8830bc894c89659"
    assert plan.api == "completions" and plan.weights_precision == "bf16" and plan.kv_precision == "bf16"


def test_fit_adds_the_memory_boundary():
    result = fit(CHATBOT, L40S, CATALOG)
    assert result.max_concurrency and result.max_concurrency > 16
    plan = plan_for(CHATBOT, CATALOG, result)
    assert plan.load.levels == [1, 8, 12, 16, result.max_concurrency]
    boundary = [r for r in plan.runs if r.concurrency == result.max_concurrency]
    assert {r.purpose for r in boundary} == {"memory_boundary"} and len(boundary) == 2
    assert plan.load.server == "srv-1x-l40s"
    assert [n.code for n in plan.notes] == ["pilot_boundary_from_fit"]


def test_long_input_defaults_to_a_multiple_and_stays_within_the_context():
    no_long = with_(CHATBOT, **{"load.long_input_tokens": None})
    plan = plan_for(no_long, CATALOG)
    assert plan.load.long_input_tokens == 2048 * LONG_INPUT_MULTIPLE == 8192
    assert plan.notes[0].code == "pilot_long_input_assumed"
    # Llama 3.1 holds 131072 tokens: a 131000-token long case plus 512 out is capped at 131072 - 512.
    huge = with_(CHATBOT, **{"load.long_input_tokens": 131_000})
    plan = plan_for(huge, CATALOG)
    assert plan.load.long_input_tokens == 131072 - 512
    assert "pilot_long_input_capped" in [n.code for n in plan.notes]


def test_concurrency_one_gives_one_and_two():
    plan = plan_for(with_(CHATBOT, **{"load.concurrency": 1}), CATALOG)
    assert plan.load.levels == [1, 2]  # ceil(1.5) = 2 = 2 × 1


def test_acceptance_from_the_targets():
    plan = plan_for(CHATBOT, CATALOG)
    by_code = {c.code: c for c in plan.acceptance}
    assert list(by_code) == ["no_errors", "ttft_p95", "tokens_per_s_per_user_p50", "quality"]
    assert (by_code["ttft_p95"].op, by_code["ttft_p95"].target, by_code["ttft_p95"].scope) == (
        "le", 2.0, "short_input")
    assert (by_code["tokens_per_s_per_user_p50"].op, by_code["tokens_per_s_per_user_p50"].target) == ("ge", 20)
    assert by_code["quality"].op == "manual" and by_code["quality"].must_have
    assert by_code["quality"].text.startswith("Answers match")
    # Long-document example: tokens/s is a wish, not a must.
    longdoc = {c.code: c for c in plan_for(LONGDOC, CATALOG).acceptance}
    assert longdoc["tokens_per_s_per_user_p50"].must_have is False
    assert longdoc["ttft_p95"].target == 15
    throughput = with_(CHATBOT, **{"targets.throughput_tokens_per_s": {"value": 150}})
    agg = next(c for c in plan_for(throughput, CATALOG).acceptance if c.code == "aggregate_tokens_per_s")
    assert (agg.op, agg.target, agg.scope) == ("ge", 150, "requested_concurrency")


def test_what_to_record():
    plan = plan_for(CHATBOT, CATALOG)
    record = {r.code: r for r in plan.record}
    for code in ("model_revision", "runtime_version", "driver_version", "precision", "launch_command",
                 "peak_gpu_memory", "errors", "ttft_s", "tokens_per_s", "warmup_apart", "first_start_s"):
        assert code in record
    assert record["model_revision"].value == CHATBOT.model.revision
    assert record["first_start_s"].how == "manual" and record["ttft_s"].how == "pilot_serve"


def test_oom_rule_changes_one_factor_at_a_time():
    plan = plan_for(CHATBOT, CATALOG)
    assert [s.code for s in plan.oom_rule] == ["keep_result", "change_one_factor", "repeat_same_work",
                                               "find_boundary", "record_boundary"]
    assert plan.oom_rule[1].factors[0] == "concurrency"
    assert "gpu_memory_utilization" in plan.oom_rule[1].factors  # vLLM reserves memory up front
    training = plan_for(QLORA, CATALOG)
    assert training.oom_rule[1].factors[:2] == ["micro_batch", "seq_len"]  # checkpointing is on already
    assert "lora_rank" in training.oom_rule[1].factors


# ------------------------------------------------------------------ memory runs


def test_qlora_training_plan():
    # QLoRA example: seq_len 2048, micro-batch 4, checkpointing, AdamW, rank 16.
    plan = plan_for(QLORA, CATALOG)
    assert plan.runs == [] and plan.is_training
    # The time for the dataset (50 M tokens × 2 epochs) is reported: the example names no hours to meet.
    assert [(c.code, c.target, c.must_have) for c in plan.acceptance] == [("dataset_hours", None, False)]
    shapes = [(r.purpose, r.seq_len, r.micro_batch, r.steps) for r in plan.memory_runs]
    assert shapes == [("planned", 2048, 4, 3), ("step_up_batch", 2048, 8, 3), ("step_up_seq", 4096, 4, 3),
                      ("speed", 2048, 4, 200)]
    assert plan.speed_runs == 1 and plan.memory_runs[-1].out == "speed-train-speed-s2048-b4.json"
    first = plan.memory_runs[0]
    assert first.args == ["--mode", "qlora", "--dtype", "bfloat16", "--seq-len", "2048", "--micro-batch", "4",
                          "--steps", "3", "--gradient-checkpointing", "--optimizer", "adamw", "--lora-rank", "16"]
    assert first.out == "memory-train-s2048-b4.json"
    # The example trains with the transformers Trainer (runtime 'transformers'), whose loss keeps an fp32
    # log-softmax of the 128,256 logits per token: about 3 GB per 2048-token sample, so a 48 GB L40S stops at
    # 7 samples; the 96 GB card leaves a boundary beyond the step-up run.
    result = fit(QLORA, PRO6000, CATALOG)
    assert result.max_concurrency and result.max_concurrency > 8
    with_fit = plan_for(QLORA, CATALOG, result)
    assert with_fit.memory_runs[-2].purpose == "memory_boundary"
    assert with_fit.memory_runs[-2].micro_batch == result.max_concurrency
    assert [n.code for n in with_fit.notes] == ["pilot_batch_boundary_from_fit"]


def test_training_substitutions_are_noted():
    odd = with_(QLORA, **{"training.optimizer": "adamw_8bit", "training.lora_targets": "attention"})
    plan = plan_for(odd, CATALOG)
    assert "--optimizer" in plan.memory_runs[0].args and "adamw" in plan.memory_runs[0].args
    assert {"pilot_optimizer_substituted", "pilot_lora_targets_substituted"} <= {n.code for n in plan.notes}


def test_inference_memory_runs_only_for_16bit_weights():
    plan = plan_for(CHATBOT, CATALOG)
    assert [(r.batch, r.input_tokens, r.output_tokens) for r in plan.memory_runs] == [(8, 2048, 512),
                                                                                     (8, 16000, 512)]
    longdoc = plan_for(LONGDOC, CATALOG)  # AWQ: pilot_memory.py builds 16-bit weights only
    assert longdoc.memory_runs == [] and longdoc.notes[-1].code == "pilot_memory_16bit_only"


# ------------------------------------------------------------------ identity and plan.json


def test_fingerprint_follows_model_precision_runtime_and_mode_only():
    base = workload_fingerprint(CHATBOT)
    assert re.fullmatch(r"sha256:[0-9a-f]{16}", base)
    assert workload_fingerprint(parse_workload(json.loads(dump_workload(CHATBOT)))) == base
    for change in ({"load.concurrency": 32}, {"targets.ttft_s": {"value": 9}}, {"name": "renamed"},
                   {"model.revision": "other"}):
        assert workload_fingerprint(with_(CHATBOT, **change)) == base, change
    for change in ({"model.id": "llama-3.1-70b"}, {"precision.weights": "fp8"}, {"precision.kv_cache": "fp8"},
                   {"runtime": "sglang"}, {"mode": "lora"}):
        assert workload_fingerprint(with_(CHATBOT, **change)) != base, change


def test_plan_json_round_trips():
    for workload in (CHATBOT, QLORA, LONGDOC):
        plan = plan_for(workload, CATALOG)
        text = plan_json_text(plan)
        data = json.loads(text)
        assert data["format"] == PLAN_FORMAT and data["workload_fingerprint"] == workload_fingerprint(workload)
        assert parse_plan(data) == plan


def test_pilot_serve_accepts_the_plan():
    module = load_pilot_serve()
    plan = plan_for(CHATBOT, CATALOG, fit(CHATBOT, L40S, CATALOG))
    data = json.loads(plan_json_text(plan))
    module.validate_plan(data)  # raises UsageError on anything it cannot run
    runs = module.normalized_runs(data, None)
    assert [(r["name"], r["concurrency"], r["requests"], r["warmup"]) for r in runs] == [
        (r.name, r.concurrency, r.requests, r.warmup) for r in plan.runs]
    assert module.plan_ids(data, "plan.json")["workload_fingerprint"] == plan.workload_fingerprint


# ------------------------------------------------------------------ launch lines


def test_launch_lines_carry_the_workload_settings():
    plan = plan_for(CHATBOT, CATALOG)
    vllm = launch_command(CHATBOT, plan)
    # max-model-len = longest input 16000 + output 512; max-num-seqs = highest level 16.
    assert vllm.argv[:3] == ["vllm", "serve", "meta-llama/Llama-3.1-8B-Instruct"]
    for flag, value in (("--dtype", "bfloat16"), ("--max-model-len", "16512"), ("--max-num-seqs", "16"),
                        ("--revision", CHATBOT.model.revision)):
        assert vllm.argv[vllm.argv.index(flag) + 1] == value
    assert vllm.base_url == "http://HOST:8000/v1"
    line = serve_command(plan, vllm)
    assert line.startswith("python3 pilot_serve.py --base-url http://HOST:8000/v1 --model ")
    assert "--plan plan.json --out results.json --api completions" in line

    def argv_for(runtime: str, **changes: Any) -> tuple[Any, list[str]]:
        w = with_(CHATBOT, runtime=runtime, **changes)
        launch = launch_command(w, plan_for(w, CATALOG))
        return launch, launch.argv

    _sglang, argv = argv_for("sglang", **{"precision.kv_cache": "fp8"})
    assert "--context-length" in argv and argv[argv.index("--kv-cache-dtype") + 1] == "fp8_e5m2"
    _tgi, argv = argv_for("tgi")
    assert argv[argv.index("--max-total-tokens") + 1] == "16512"
    assert plan_for(with_(CHATBOT, runtime="tgi"), CATALOG).api == "chat"
    _llama, argv = argv_for("llama.cpp", **{"precision.weights": "q4_k_m", "precision.kv_cache": "q8_0"})
    # 16 slots of 16512 tokens share one --ctx-size.
    assert argv[argv.index("--ctx-size") + 1] == str(16512 * 16) and argv[argv.index("--parallel") + 1] == "16"
    assert argv[argv.index("--cache-type-k") + 1] == "q8_0"
    ollama, _ = argv_for("ollama")
    assert ollama.env["OLLAMA_NUM_PARALLEL"] == "16" and ollama.then == [["ollama", "pull", plan.model]]
    assert ollama.base_url == "http://HOST:11434/v1"
    generic, argv = argv_for("transformers")
    assert generic.substitute and argv[0] == "vllm"


def test_memory_commands():
    lines = memory_commands(plan_for(QLORA, CATALOG))
    assert lines[0] == ("python3 pilot_memory.py --config config.json --plan plan.json --out "
                        "memory-train-s2048-b4.json --mode qlora --dtype bfloat16 --seq-len 2048 --micro-batch 4 "
                        "--steps 3 --gradient-checkpointing --optimizer adamw --lora-rank 16")


# ------------------------------------------------------------------ every code has words


@pytest.mark.parametrize("group,pattern", [
    ("findings", r'code="(pilot_[a-z_]+)"'),
    ("notes", r'Note\(code="(pilot_[a-z_]+)"'),
])
def test_every_pilot_code_has_words(group, pattern):
    from app.text.pilot import all_pilot_codes

    source = "\n".join(p.read_text(encoding="utf-8") for p in (CORE / "pilot").glob("*.py"))
    found = set(re.findall(pattern, source))
    found |= {"pilot_batch_boundary_from_fit", "pilot_boundary_from_fit"} if group == "notes" else set()
    codes = all_pilot_codes()
    known = codes["findings"] | codes["notes"]
    assert found and found <= known, found - known


def test_plan_codes_have_words():
    from app.text.pilot import all_pilot_codes

    codes = all_pilot_codes()
    plan = plan_for(CHATBOT, CATALOG)
    training = plan_for(QLORA, CATALOG)
    assert {r.code for r in plan.record + training.record} <= codes["record"]
    assert {c.code for c in plan.acceptance} <= codes["criteria"]
    assert {r.purpose for r in plan.runs} | {r.purpose for r in training.memory_runs} <= codes["purposes"]
    assert {s.code for s in plan.oom_rule} <= codes["oom_steps"]
    assert set(plan.oom_rule[1].factors) | set(training.oom_rule[1].factors) <= codes["oom_factors"]


def test_the_plan_carries_the_burst_ceiling_for_the_model():
    """pilot_serve.py flags deliveries faster than this: the fastest catalog GPU's bandwidth over the
    model's weight bytes per token (Llama 3.1 8B in bf16: ~16 GB of weights, so a few hundred tokens/s)."""
    from app.core.memory.components import budget
    from app.core.pilot.ceiling import decode_ceiling

    w = CHATBOT
    plan = plan_for(w, CATALOG)
    fastest = max(g.bandwidth_gbps for g in CATALOG.gpus.values()) * 1e9
    weights = sum(c.bytes for c in budget(w, CATALOG).components if c.key in ("weights", "quantization_metadata"))
    assert plan.max_tokens_per_s_per_request == pytest.approx(fastest / weights)
    assert plan.max_tokens_per_s_per_request == decode_ceiling(budget(w, CATALOG), CATALOG)
    assert 100 < plan.max_tokens_per_s_per_request < 2_000
    assert plan_for(QLORA, CATALOG).max_tokens_per_s_per_request is None  # training serves nothing
