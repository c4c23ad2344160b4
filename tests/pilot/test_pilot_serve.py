"""pilot_serve.py against a fake streaming server whose token timing is known."""

from __future__ import annotations

import importlib.util
import json
import math
import os
import stat
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from pilot_testkit import (
    CHAT_TEMPLATE_TOKENS,
    FAKE_TOKEN_GAP_S,
    FAKE_TTFT_S,
    MODEL_ID,
    PILOT_SERVE,
    check_with_headroom_reader,
    free_port,
    run_script,
    write_json,
)

# Tolerances of the timing checks.  Loopback and thread scheduling add a few
# milliseconds at most; these bounds leave room for a loaded CI machine.
TTFT_TOLERANCE_S = 0.05
RATE_TOLERANCE = 0.15  # relative, for tokens/s per request and in aggregate
# p95 is one or two requests: a single scheduling hiccup on a busy CI machine
# moves it, so it only gets a sanity bound; p50 and mean carry the tight check.
TTFT_P95_SLACK_S = 0.25
RATE_P95_TOLERANCE = 0.35
EXPECTED_RATE = 1.0 / FAKE_TOKEN_GAP_S  # 50 tokens/s per request

REQUIRED_TOP_LEVEL = {"format", "tool", "started_at", "model", "base_url", "api", "plan",
                      "versions", "gpu_memory", "runs"}
REQUIRED_RUN = {"concurrency", "input_tokens", "output_tokens", "requests", "errors", "timeouts",
                "ttft_s", "tokens_per_s_per_request", "aggregate_tokens_per_s", "wall_s", "warmup",
                "interrupted", "max_in_flight", "bursty", "finish_reasons", "output_tokens_source",
                "prompt_tokens_source"}


def load_module() -> Any:
    spec = importlib.util.spec_from_file_location("pilot_serve_under_test", PILOT_SERVE)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run_pilot(tmp_path: Path, base_url: str, runs: list[dict[str, Any]], *extra: str,
              plan_extra: dict[str, Any] | None = None, env: dict[str, str] | None = None,
              ) -> tuple[Any, dict[str, Any]]:
    plan = {"format": "headroom.pilot-plan/1", "model": MODEL_ID, "workload_name": "chatbot",
            "workload_fingerprint": "sha256:abc", "runs": runs, **(plan_extra or {})}
    plan_path = write_json(tmp_path / "plan.json", plan)
    out = tmp_path / "results.json"
    proc = run_script(PILOT_SERVE, ["--base-url", base_url, "--model", MODEL_ID, "--plan", str(plan_path),
                                    "--out", str(out), *extra], env=env)
    assert proc.returncode == 0, proc.stderr
    return proc, json.loads(out.read_text(encoding="utf-8"))


def run(name: str, *, input_tokens: int = 32, output_tokens: int = 21, concurrency: int = 1,
        requests: int = 1, warmup: bool = False) -> dict[str, Any]:
    return {"name": name, "input_tokens": input_tokens, "output_tokens": output_tokens,
            "concurrency": concurrency, "requests": requests, "warmup": warmup}


def request_time(output_tokens: int) -> float:
    """Seconds one request takes on the fake server."""
    return FAKE_TTFT_S + (output_tokens - 1) * FAKE_TOKEN_GAP_S


def assert_timing(result: dict[str, Any]) -> None:
    __tracebackhide__ = False  # show the run's numbers when a bound fails
    measured = {key: result[key] for key in ("ttft_s", "tokens_per_s_per_request", "request_log")}
    print("measured:", json.dumps(measured))
    assert result["ttft_s"]["p50"] == pytest.approx(FAKE_TTFT_S, abs=TTFT_TOLERANCE_S)
    assert result["ttft_s"]["mean"] == pytest.approx(FAKE_TTFT_S, abs=TTFT_TOLERANCE_S)
    assert FAKE_TTFT_S - TTFT_TOLERANCE_S < result["ttft_s"]["p95"] < FAKE_TTFT_S + TTFT_P95_SLACK_S
    rate = result["tokens_per_s_per_request"]
    assert rate["p50"] == pytest.approx(EXPECTED_RATE, rel=RATE_TOLERANCE)
    assert rate["p95"] == pytest.approx(EXPECTED_RATE, rel=RATE_P95_TOLERANCE)


@pytest.mark.parametrize("api", ["completions", "chat"])
def test_timing_matches_the_server(tmp_path: Path, fake_llm: Any, api: str) -> None:
    fake = fake_llm()
    output_tokens = 21
    runs = [run("warmup", input_tokens=16, output_tokens=5, warmup=True),
            run("c1", input_tokens=64, output_tokens=output_tokens, requests=3),
            run("c4", input_tokens=64, output_tokens=output_tokens, concurrency=4, requests=8)]
    _, results = run_pilot(tmp_path, fake.base_url, runs, "--api", api)

    assert REQUIRED_TOP_LEVEL <= results.keys()
    assert results["format"] == "headroom.pilot-results/2"
    assert results["tool"] == "pilot_serve" and results["complete"] is True
    check_with_headroom_reader(results)
    assert results["api"] == api and results["base_url"] == fake.base_url and results["model"] == MODEL_ID
    assert results["plan"]["workload_fingerprint"] == "sha256:abc"
    assert results["plan"]["workload_name"] == "chatbot"
    assert results["versions"]["python"] and results["versions"]["server_models"] == [MODEL_ID]
    assert results["versions"]["server_version"] == "fake-1.0"
    assert [r["name"] for r in results["runs"]] == ["warmup", "c1", "c4"]
    for result in results["runs"]:
        assert REQUIRED_RUN <= result.keys()
        assert result["errors"] == 0 and result["timeouts"] == 0 and result["ok"] == result["requests"]
        assert result["interrupted"] == 0 and result["bursty"] == 0
        assert result["output_tokens_source"] == "usage" and result["prompt_tokens_source"] == "usage"
        # Every answer reached max_tokens and said so.
        assert result["finish_reasons"] == {"length": result["requests"]}
        assert all(r["status"] == "ok" and r["finish_reason"] == "length" and r["token_source"] == "usage"
                   and r["delivery"] == "stream" for r in result["request_log"])
    warmup, c1, c4 = results["runs"]
    assert warmup["warmup"] is True and c1["warmup"] is False
    assert (c1["requests"], c4["requests"], c4["concurrency"]) == (3, 8, 4)
    # The concurrency reached, as the client saw it and as the server counted it.
    assert fake.max_in_flight == 4 and (c1["max_in_flight"], c4["max_in_flight"]) == (1, 4)
    assert results["settings"]["ignored_parameters"] == []
    for result in (c1, c4):
        assert_timing(result)
        assert result["output_tokens_total"] == result["requests"] * output_tokens
        # The calibrated synthetic prompt hits the planned length (the fake
        # tokenizer is one token per word, plus the chat template's tokens).
        assert result["prompt_tokens_reported_p50"] == pytest.approx(64, abs=1)
        # Aggregate: all tokens over the wall time of ceil(requests / concurrency) waves.
        waves = math.ceil(result["requests"] / result["concurrency"])
        expected = result["requests"] * output_tokens / (waves * request_time(output_tokens))
        assert result["aggregate_tokens_per_s"] == pytest.approx(expected, rel=RATE_TOLERANCE)
    assert c4["aggregate_tokens_per_s"] > 3.5 * c1["aggregate_tokens_per_s"]
    calibration = results["prompt_calibration"]
    assert calibration["source"] == "server_usage_stream" and results["tokenize_endpoint"] is None
    assert calibration["tokens_per_word"] == pytest.approx(1.0)
    assert calibration["overhead_tokens"] == pytest.approx(CHAT_TEMPLATE_TOKENS if api == "chat" else 0)
    # What was sent: streamed, with the extras, max_tokens as planned.
    measured = [b for b in fake.bodies if b["max_tokens"] == output_tokens]
    assert len(measured) == 11
    assert all(b["stream"] and b["ignore_eos"] and b["stream_options"]["include_usage"] for b in measured)
    assert ("messages" in measured[0]) == (api == "chat")


def test_http_errors_are_counted(tmp_path: Path, fake_llm: Any) -> None:
    fake = fake_llm(fail_every=3)
    _, results = run_pilot(tmp_path, fake.base_url, [run("errors", concurrency=3, requests=6)])
    (result,) = results["runs"]
    assert (result["requests"], result["ok"], result["errors"], result["timeouts"]) == (6, 4, 2, 0)
    assert_timing(result)
    failed = [r for r in result["request_log"] if r["status"] == "error"]
    assert all(r["error"].startswith("HTTP 500") and r["http_status"] == 500 for r in failed)
    assert result["output_tokens_total"] == 4 * 21


def test_timeouts_are_counted_and_do_not_hold_the_run(tmp_path: Path, fake_llm: Any) -> None:
    stall_s, timeout_s = 4.0, 1.0
    fake = fake_llm(stall_every=2, stall_s=stall_s)
    began = time.perf_counter()
    _, results = run_pilot(tmp_path, fake.base_url, [run("stalls", concurrency=2, requests=4)],
                           "--timeout", str(timeout_s))
    elapsed = time.perf_counter() - began
    check_with_headroom_reader(results)
    (result,) = results["runs"]
    # Requests 2 and 4 stall: one before the headers, one mid-stream.
    assert (result["requests"], result["ok"], result["errors"], result["timeouts"]) == (4, 2, 0, 2)
    assert_timing(result)
    timed_out = [r for r in result["request_log"] if r["status"] == "timeout"]
    assert all(r["total_s"] == pytest.approx(timeout_s, abs=0.2) for r in timed_out)
    assert result["wall_s"] < stall_s
    assert elapsed < stall_s + 2.0  # the script does not wait for the stalled server


def test_malformed_stream_is_an_error(tmp_path: Path, fake_llm: Any) -> None:
    fake = fake_llm(malformed_every=2)
    _, results = run_pilot(tmp_path, fake.base_url, [run("bad", output_tokens=5, requests=2)])
    (result,) = results["runs"]
    assert (result["ok"], result["errors"]) == (1, 1)
    bad = [r for r in result["request_log"] if r["status"] == "error"]
    assert bad[0]["error"].startswith("malformed stream")


def test_without_usage_tokens_are_counted_as_chunks(tmp_path: Path, fake_llm: Any) -> None:
    fake = fake_llm(usage=False, plain_usage=False)
    _, results = run_pilot(tmp_path, fake.base_url, [run("nousage", concurrency=2, requests=4)],
                           plan_extra={"api": "chat"})
    assert results["api"] == "chat"  # taken from the plan when --api is absent
    (result,) = results["runs"]
    assert result["output_tokens_source"] == "chunks"
    assert result["output_tokens_total"] == 4 * 21
    assert_timing(result)
    assert any("counted as stream chunks (one token each), an estimate" in note for note in results["notes"])
    assert results["output_calibration"]["method"] == "chunks"
    assert results["prompt_calibration"]["source"] == "assumed"
    assert results["settings"]["ignored_parameters"] == ["stream_options.include_usage"]
    check_with_headroom_reader(results)


@pytest.mark.parametrize("api", ["completions", "chat"])
def test_without_stream_usage_the_server_counts_all_the_same(tmp_path: Path, fake_llm: Any, api: str) -> None:
    """No usage in the stream (llama-cpp-python): the prompt calibration comes from a request sent
    without streaming, the prompts' counts from the server's tokenize endpoint (which adds a BOS
    it cannot leave out: measured on an empty text and taken off), and the output is one token per
    chunk, as the plain answer to the same greedy request confirms."""
    fake = fake_llm(usage=False, tokenize="llama-cpp-python")
    _, results = run_pilot(tmp_path, fake.base_url, [run("c2", input_tokens=64, concurrency=2, requests=4)],
                           "--api", api)
    calibration = results["prompt_calibration"]
    assert calibration["source"] == "server_usage" and "stream: false" in calibration["endpoint"]
    assert calibration["tokens_per_word"] == pytest.approx(1.0)
    # The template's tokens: the plain answer's prompt_tokens less the tokenizer's count of the text.
    assert calibration["template_overhead_tokens"] == (CHAT_TEMPLATE_TOKENS if api == "chat" else 0)
    assert results["tokenize_endpoint"] == "POST /extras/tokenize (llama-cpp-python)"
    assert results["output_calibration"] == {
        "method": "stream_chunks", "verified": True, "max_tokens": 32, "usage_completion_tokens": 32,
        "stream_chunks": 32, "tokenized": 32, "same_text": True}
    (result,) = results["runs"]
    assert result["ok"] == 4 and result["output_tokens_source"] == "stream_chunks"
    assert result["prompt_tokens_source"] == "tokenize"
    assert result["output_tokens_total"] == 4 * 21
    assert result["prompt_tokens_reported_p50"] == pytest.approx(64, abs=1)
    assert_timing(result)


def test_several_tokens_per_chunk_are_counted_by_the_tokenizer(tmp_path: Path, fake_llm: Any) -> None:
    """Two tokens per chunk: the chunks count half of what the server's plain answer reports, its
    tokenize endpoint all of it, so the tokenizer counts the runs' answers."""
    fake = fake_llm(usage=False, tokenize="llama.cpp", pack=2)
    _, results = run_pilot(tmp_path, fake.base_url, [run("c1", input_tokens=64, requests=2)])
    calibration = results["output_calibration"]
    assert (calibration["method"], calibration["verified"]) == ("tokenize", True)
    assert (calibration["stream_chunks"], calibration["tokenized"], calibration["usage_completion_tokens"]) == (
        16, 32, 32)
    (result,) = results["runs"]
    assert result["output_tokens_source"] == "tokenize" and result["output_tokens_total"] == 2 * 21
    assert results["tokenize_endpoint"] == "POST /tokenize (llama.cpp)"


def test_a_tokenize_endpoint_alone_calibrates(tmp_path: Path, fake_llm: Any) -> None:
    fake = fake_llm(usage=False, plain_usage=False, tokenize="vllm")
    _, results = run_pilot(tmp_path, fake.base_url, [run("c1", input_tokens=64, requests=2)])
    calibration = results["prompt_calibration"]
    assert calibration["source"] == "server_tokenize" and calibration["endpoint"] == "POST /tokenize (vllm)"
    assert [m["prompt_tokens"] for m in calibration["measured"]] == [32, 256]
    (result,) = results["runs"]
    assert result["output_tokens_source"] == "tokenize" and result["output_tokens_total"] == 2 * 21
    assert result["prompt_tokens_reported_p50"] == pytest.approx(64, abs=1)


def test_cut_off_answers_are_interrupted_not_ok(tmp_path: Path, fake_llm: Any) -> None:
    """A server that ends a running stream with [DONE] and no finish_reason when another request
    arrives: those answers are failures, whatever text they carried."""
    fake = fake_llm(interrupt=True)
    _, results = run_pilot(tmp_path, fake.base_url, [run("c1", requests=2),
                                                     run("c2", concurrency=2, requests=4)])
    check_with_headroom_reader(results)
    c1, c2 = results["runs"]
    assert (c1["ok"], c1["interrupted"]) == (2, 0)  # one at a time: nothing to interrupt
    assert c2["interrupted"] >= 1 and c2["ok"] + c2["interrupted"] == 4 and c2["errors"] == 0
    assert c2["max_in_flight"] == 2
    cut = [r for r in c2["request_log"] if r["status"] == "interrupted"]
    assert all(r["finish_reason"] is None and "without a finish_reason" in r["error"] for r in cut)
    assert all(r["finish_reason"] == "length" for r in c2["request_log"] if r["status"] == "ok")
    assert c2["finish_reasons"]["none"] == c2["interrupted"]
    assert c2["output_tokens_total"] == c2["ok"] * 21  # cut answers' tokens are not counted
    assert any("cut off" in note for note in results["notes"])


def test_max_requests_below_concurrency_is_reported_as_reached(tmp_path: Path, fake_llm: Any) -> None:
    fake = fake_llm()
    _, results = run_pilot(tmp_path, fake.base_url, [run("c4", concurrency=4, requests=8)],
                           "--max-requests", "2")
    (result,) = results["runs"]
    assert (result["concurrency"], result["requests"], result["max_in_flight"]) == (4, 2, 2)
    assert fake.max_in_flight == 2
    assert any("at most 2 requests were in flight, not the planned 4" in note for note in results["notes"])


def test_a_burst_is_no_decode_rate(tmp_path: Path, fake_llm: Any) -> None:
    """The fake holds the text back and sends it at once: (21 - 1) tokens in microseconds would be
    a 'rate' far above the plan's ceiling of 1,000 tokens/s per request."""
    fake = fake_llm(burst=True)
    _, results = run_pilot(tmp_path, fake.base_url, [run("burst", requests=2)],
                           plan_extra={"max_tokens_per_s_per_request": 1000})
    (result,) = results["runs"]
    assert result["ok"] == 2 and result["bursty"] == 2
    assert result["tokens_per_s_per_request"]["p50"] is None
    assert all(r["delivery"] == "burst" and r["tokens_per_s"] is None
               and (r["burst_tokens_per_s"] is None or r["burst_tokens_per_s"] > 1000)
               for r in result["request_log"])
    # The time to first token is the whole wait: 0.2 s + 20 gaps of 0.02 s.
    assert result["ttft_s"]["p50"] == pytest.approx(request_time(21), abs=TTFT_TOLERANCE_S)
    assert results["settings"]["max_tokens_per_s_per_request"] == 1000


def test_ignored_ignore_eos_is_detected(tmp_path: Path, fake_llm: Any) -> None:
    fake = fake_llm(early_stop=True)
    _, results = run_pilot(tmp_path, fake.base_url, [run("early", output_tokens=20, requests=2)])
    (result,) = results["runs"]
    # Stopped by the model after 10 of 20 tokens: a natural end, not a cut.
    assert result["ok"] == 2 and result["interrupted"] == 0 and result["ended_early"] == 2
    assert result["finish_reasons"] == {"stop": 2} and result["output_tokens_total"] == 2 * 10
    assert results["settings"]["ignored_parameters"] == ["ignore_eos", "min_tokens"]


@pytest.mark.parametrize("path", ["/props", None])
def test_server_version_from_props_or_noted_missing(tmp_path: Path, fake_llm: Any, path: str | None) -> None:
    fake = fake_llm(version_path=path)
    _, results = run_pilot(tmp_path, fake.base_url, [run("v", output_tokens=3)])
    versions = results["versions"]
    if path:
        assert versions["server_version"] == "fake-1.0" and versions["server_version_endpoint"] == "GET /props"
    else:
        assert "server_version" not in versions
        assert any("version was not found" in note for note in results["notes"])


def test_a_server_refusing_the_extra_fields_gets_requests_without(tmp_path: Path, fake_llm: Any) -> None:
    fake = fake_llm(strict=True)
    _, results = run_pilot(tmp_path, fake.base_url, [run("strict", output_tokens=5, requests=2)])
    (result,) = results["runs"]
    # Without stream_options no usage in the stream: the plain answer's counts confirm one token per chunk.
    assert result["ok"] == 2 and result["output_tokens_source"] == "stream_chunks"
    assert results["prompt_calibration"]["source"] == "server_usage"
    assert results["settings"]["request_extras"] is False
    assert any("rejected" in note for note in results["notes"])


def test_gpu_memory_is_sampled_with_nvidia_smi(tmp_path: Path, fake_llm: Any) -> None:
    # A stand-in nvidia-smi on PATH: two GPUs, fixed readings.
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    smi = bin_dir / "nvidia-smi"
    smi.write_text(
        f"#!{sys.executable}\nimport sys\nq = sys.argv[1]\n"
        "if 'memory.used' in q:\n    print('1000, 81559')\n    print('3000, 81559')\n"
        "else:\n    print('NVIDIA H100 80GB HBM3, 550.54.15')\n"
        "    print('NVIDIA H100 80GB HBM3, 550.54.15')\n", encoding="utf-8")
    smi.chmod(smi.stat().st_mode | stat.S_IXUSR)
    fake = fake_llm()
    env = {"PATH": str(bin_dir) + os.pathsep + os.environ.get("PATH", "")}
    _, results = run_pilot(tmp_path, fake.base_url, [run("gpu", output_tokens=5)], env=env)
    (sample,) = results["gpu_memory"]
    assert sample["run"] == "gpu" and sample["samples"] >= 2
    assert (sample["max_used_mib"], sample["total_mib"]) == (4000, 2 * 81559)
    assert [g["max_used_mib"] for g in sample["per_gpu"]] == [1000, 3000]
    assert results["versions"]["gpus"] == ["NVIDIA H100 80GB HBM3"] * 2
    assert results["versions"]["nvidia_driver"] == "550.54.15"


def test_no_nvidia_smi_means_no_gpu_samples(tmp_path: Path, fake_llm: Any) -> None:
    fake = fake_llm()
    env = {"PATH": str(Path(sys.executable).parent)}  # python only, no nvidia-smi
    _, results = run_pilot(tmp_path, fake.base_url, [run("nogpu", output_tokens=3)], env=env)
    assert results["gpu_memory"] == [] and "gpus" not in results["versions"]


def test_unreachable_endpoint_fails_with_one_line(tmp_path: Path) -> None:
    out = tmp_path / "results.json"
    proc = run_script(PILOT_SERVE, ["--base-url", f"http://127.0.0.1:{free_port()}/v1",
                                    "--model", MODEL_ID, "--out", str(out)], timeout=30)
    assert proc.returncode == 3
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "cannot reach" in lines[0]
    assert not out.exists()


def test_wrong_model_fails_with_one_line(tmp_path: Path, fake_llm: Any) -> None:
    fake = fake_llm()
    proc = run_script(PILOT_SERVE, ["--base-url", fake.base_url, "--model", "other",
                                    "--out", str(tmp_path / "r.json")])
    assert proc.returncode == 3
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "test request for model 'other' failed: HTTP 404" in lines[0]


@pytest.mark.parametrize("args, message", [
    (["--model", MODEL_ID], "--base-url"),
    (["--base-url", "http://127.0.0.1:1/v1"], "--model"),
    (["--base-url", "ftp://x/v1", "--model", MODEL_ID], "--base-url must look like"),
    (["--base-url", "http://127.0.0.1:1/v1", "--model", MODEL_ID, "--api", "other"], "--api"),
    (["--base-url", "http://127.0.0.1:1/v1", "--model", MODEL_ID, "--timeout", "-1"], "--timeout"),
])
def test_bad_arguments_fail_with_one_line(args: list[str], message: str) -> None:
    proc = run_script(PILOT_SERVE, args, timeout=30)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0]


def test_bad_plan_fails_with_one_line(tmp_path: Path) -> None:
    plan = write_json(tmp_path / "plan.json", {"runs": [{"input_tokens": 0, "output_tokens": 1,
                                                         "concurrency": 1}]})
    proc = run_script(PILOT_SERVE, ["--base-url", "http://127.0.0.1:1/v1", "--model", MODEL_ID,
                                    "--plan", str(plan)], timeout=30)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "input_tokens must be a positive integer" in lines[0]


def test_api_key_is_sent_and_not_recorded(tmp_path: Path, fake_llm: Any) -> None:
    fake = fake_llm()
    _, results = run_pilot(tmp_path, fake.base_url, [run("key", output_tokens=3)], "--api-key", "s3cret")
    assert "s3cret" not in json.dumps(results)
    assert "***" in results["command"]
    assert set(fake.authorizations) == {"Bearer s3cret"}


def test_percentile_interpolates_linearly() -> None:
    module = load_module()
    assert module.percentile([], 50) is None
    assert module.percentile([3.0], 95) == 3.0
    assert module.percentile([1.0, 2.0, 3.0, 4.0], 50) == pytest.approx(2.5)
    assert module.percentile(list(range(1, 101)), 95) == pytest.approx(95.05)


def test_default_plan_is_valid_and_stdlib_only() -> None:
    module = load_module()
    module.validate_plan(module.DEFAULT_PLAN)
    source = PILOT_SERVE.read_text(encoding="utf-8")
    imports = {line.split()[1].split(".")[0] for line in source.splitlines()
               if line.startswith(("import ", "from "))}
    assert imports <= set(sys.stdlib_module_names) | {"__future__"}
