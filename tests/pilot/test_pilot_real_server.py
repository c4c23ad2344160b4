"""The kit against a REAL OpenAI-compatible server: llama-cpp-python's (`python -m llama_cpp.server`)
with its default settings, on a tiny random-weight GGUF written here (tests/pilot/tiny_gguf.py).

That server sends no usage in its streams (not even with stream_options.include_usage), stops a
running stream with [DONE] and no finish_reason when another request arrives (its default
interrupt_requests), and tells no version. The kit's pilot_serve.py runs the kit's plan against
it and `headroom pilot import` reads the results: no cut-off answer may count as ok, the
concurrency is the one reached, and the token counts are the server's.

Needs llama-cpp-python with its server extra, and tokenizers (.ci/run installs them); skipped,
with the reason, where they are not installed.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from pilot_testkit import PILOT_SERVE, free_port, run_script, write_json

SERVER_MODULES = ("llama_cpp", "uvicorn", "fastapi", "sse_starlette", "starlette_context", "pydantic_settings",
                  "tokenizers")
MISSING = [m for m in SERVER_MODULES if importlib.util.find_spec(m) is None]
pytestmark = pytest.mark.skipif(
    bool(MISSING), reason=f"llama-cpp-python's server is not installed (missing: {', '.join(MISSING)}); "
    "pip install 'llama-cpp-python[server]' tokenizers")

SERVER_START_S = 90.0  # loading a 0.5 MB model takes a second; a busy CI machine gets room
MAX_REQUESTS = 3  # below the plan's concurrency 4: that level cannot be reached
# The tiny model's workload: 48 tokens in (96 long), 16 out, 2 at once → plan levels 1, 2, 3, 4.
LOAD = {"input_tokens": 48, "output_tokens": 16, "concurrency": 2, "long_input_tokens": 96}
# Random words in a 384-token BPE vocabulary split unevenly; the calibration's straight line
# through 32 and 256 words puts a prompt within this share of the planned length.
PROMPT_TOLERANCE = 0.25


@pytest.fixture(scope="module")
def real_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    from tiny_gguf import write_tiny_gguf

    spec = importlib.util.spec_from_file_location("pilot_serve_words", PILOT_SERVE)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    tmp = tmp_path_factory.mktemp("real-server")
    model = write_tiny_gguf(tmp / "headroom-tiny-random.gguf", list(module.COMMON_WORDS))
    port = free_port()
    log = (tmp / "server.log").open("w", encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "llama_cpp.server", "--model", str(model),
                             "--host", "127.0.0.1", "--port", str(port)], stdout=log, stderr=subprocess.STDOUT)
    base_url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + SERVER_START_S
        while True:
            assert proc.poll() is None, (tmp / "server.log").read_text(encoding="utf-8")[-3000:]
            try:
                with urllib.request.urlopen(base_url + "/models", timeout=2) as answer:
                    served = json.loads(answer.read())["data"][0]["id"]
                break
            except OSError:
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.2)
        yield {"base_url": base_url, "model": model, "served": served, "tmp": tmp}
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


@pytest.fixture(scope="module")
def piloted(real_server: dict[str, Any]) -> dict[str, Any]:
    """The kit for the tiny model's workload, its pilot_serve.py run against the real server."""
    from app.core.catalog import load_catalog
    from app.core.workload.io import read_workload_file
    from app.report.pilot_kit.kit import write_kit

    tmp = real_server["tmp"]
    workload = write_json(tmp / "tiny.headroom.json", {
        "format": "headroom.workload/1", "name": "Tiny real server", "runtime": "llama.cpp",
        "model": {"path": str(real_server["model"])}, "load": LOAD,
        "targets": {"ttft_s": {"value": 5.0}, "tokens_per_s_per_user": {"value": 1},
                    "throughput_tokens_per_s": {"value": 1}}})
    kit = write_kit(read_workload_file(workload), tmp / "kit", load_catalog(), workload_file=str(workload))
    out = tmp / "results.json"
    proc = run_script(kit.folder / "pilot_serve.py", [
        "--base-url", real_server["base_url"], "--model", real_server["served"], "--plan",
        str(kit.folder / "plan.json"), "--out", str(out), "--max-requests", str(MAX_REQUESTS)])
    assert proc.returncode == 0, proc.stderr
    print(proc.stderr)  # the run's log, shown when a check fails
    plan = json.loads((kit.folder / "plan.json").read_text(encoding="utf-8"))
    return {"results": json.loads(out.read_text(encoding="utf-8")), "path": out, "workload": workload,
            "plan": plan}


def test_no_cut_off_answer_counts_as_ok(piloted: dict[str, Any]) -> None:
    results = piloted["results"]
    assert results["complete"] and results["format"] == "headroom.pilot-results/2"
    planned = {r["name"]: r for r in piloted["plan"]["runs"]}
    interrupted = 0
    for run in results["runs"]:
        assert run["ok"] + run["errors"] + run["timeouts"] + run["interrupted"] == run["requests"]
        interrupted += run["interrupted"]
        for request in run["request_log"]:
            if request["status"] == "ok":
                # Ended by the server's own word, at full length unless the model stopped by itself.
                assert request["finish_reason"] in ("length", "stop"), request
                if request["finish_reason"] == "length":
                    assert request["output_tokens"] >= planned[run["name"]]["output_tokens"], request
            elif request["status"] == "interrupted":
                assert request["finish_reason"] is None or request["output_tokens"] < 8, request
        # The old count (every stream with text and [DONE] was ok) would have counted these.
        assert run["finish_reasons"].get("none", 0) <= run["interrupted"]
    # This server stops a running answer when the next request arrives: with two or more in flight,
    # some answers are cut.
    assert interrupted >= 1


def test_each_run_records_the_concurrency_reached(piloted: dict[str, Any]) -> None:
    for run in piloted["results"]["runs"]:
        assert 1 <= run["max_in_flight"] <= min(run["requests"], run["concurrency"]), run["name"]
    by_name = {r["name"]: r for r in piloted["results"]["runs"]}
    # 3 requests (--max-requests) cannot keep 4 in flight.
    assert by_name["short-c4"]["requests"] == MAX_REQUESTS and by_name["short-c4"]["max_in_flight"] <= 3
    assert by_name["short-c1"]["max_in_flight"] == 1


def test_token_counts_come_from_the_server(piloted: dict[str, Any]) -> None:
    results = piloted["results"]
    calibration = results["prompt_calibration"]
    # No usage in the stream: the same prompts sent without streaming carry the server's usage.
    assert calibration["source"] == "server_usage" and "stream: false" in calibration["endpoint"]
    assert results["tokenize_endpoint"] == "POST /extras/tokenize (llama-cpp-python)"
    assert "stream_options.include_usage" in results["settings"]["ignored_parameters"]
    output = results["output_calibration"]
    assert output["verified"] and output["method"] == "stream_chunks"
    assert output["stream_chunks"] == output["usage_completion_tokens"]
    for run in results["runs"]:
        assert run["output_tokens_source"] == "stream_chunks" and run["prompt_tokens_source"] == "tokenize"
        for request in run["request_log"]:
            if request["status"] == "ok":
                assert request["prompt_tokens"] == pytest.approx(run["input_tokens"], rel=PROMPT_TOLERANCE)
    assert any("version was not found" in note for note in results["notes"])


def test_the_import_judges_what_was_reached(piloted: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import main

    code = main(["pilot", "import", str(piloted["path"]), str(piloted["workload"]), "--json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    data = json.loads(out.out)
    assert data["comparable"]
    runs = {r["name"]: r for r in piloted["results"]["runs"]}
    for row in data["runs"]:
        run = runs[row["name"]]
        assert (row["concurrency"], row["planned_concurrency"]) == (run["max_in_flight"], run["concurrency"])
        assert row["interrupted"] == run["interrupted"]
        if not row["warmup"] and run["interrupted"]:
            assert row["meets_criteria"] is False and "no_errors" in row["failed_criteria"]
    measured = [r for r in data["runs"] if not r["warmup"]]
    assert data["boundary"]["tested"] == sorted({r["concurrency"] for r in measured})
    no_errors = next(c for c in data["criteria"] if c["code"] == "no_errors")
    cut_within = [r for r in measured if r["concurrency"] <= LOAD["concurrency"] and r["interrupted"]]
    assert no_errors["status"] == ("failed" if cut_within else "passed")
    assert "pilot_concurrency_short" in data["warning_codes"]
    assert ("pilot_interrupted" in data["warning_codes"]) == any(r["interrupted"] for r in measured)
    assert "pilot_tokens_assumed" not in data["warning_codes"]
    assert "pilot_tokens_estimated" not in data["warning_codes"]
