"""Reading results.json of both scripts, and holding it against the estimate (hand-made files)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from app.core.catalog import load_catalog
from app.core.findings import InputError
from app.core.fit.place import fit
from app.core.memory.components import budget
from app.core.offers.server import ServerProfile
from app.core.pilot.plan import workload_fingerprint
from app.core.pilot.results import parse_results, read_results_file
from app.core.pilot.review import compare_results
from app.core.workload.io import dump_workload, parse_workload, read_workload_file
from app.infra import resources

CATALOG = load_catalog()
CHATBOT = read_workload_file(resources.path("examples", "chatbot-8b.headroom.json"))
QLORA = read_workload_file(resources.path("examples", "qlora-8b.headroom.json"))
L40S = ServerProfile.model_validate(next(e for e in CATALOG.servers if e["id"] == "srv-1x-l40s"))
MIB = 2**20
GB = 10**9


def serve_run(name: str, concurrency: int, input_tokens: int = 2048, *, ttft_p95: float | None = 0.5,
              tps: float | None = 30.0, errors: int = 0, timeouts: int = 0, requests: int | None = None,
              aggregate: float = 200.0, warmup: bool = False) -> dict[str, Any]:
    # As the plan makes them: max(8, 3 × concurrency) requests, so every level can be reached.
    requests = requests if requests is not None else max(8, 3 * concurrency)
    return {"name": name, "warmup": warmup, "concurrency": concurrency, "input_tokens": input_tokens,
            "output_tokens": 512, "requests": requests, "ok": requests - errors - timeouts, "errors": errors,
            "timeouts": timeouts, "ttft_s": {"p50": None if ttft_p95 is None else ttft_p95 * 0.8, "p95": ttft_p95,
                                            "mean": ttft_p95},
            "tokens_per_s_per_request": {"p50": tps, "p95": tps}, "latency_s": {"p50": 20.0, "p95": 25.0},
            "aggregate_tokens_per_s": aggregate, "wall_s": 60.0, "request_log": []}


def serve_doc(runs: list[dict[str, Any]], *, workload=CHATBOT, model: str = "meta-llama/Llama-3.1-8B-Instruct",
              fingerprint: str | None = "same", gpu_mib: dict[str, float] | None = None) -> dict[str, Any]:
    plan: dict[str, Any] = {"format": "headroom.pilot-plan/1", "model": model, "workload_name": workload.name,
                            "source": "/kit/plan.json"}
    if fingerprint:
        plan["workload_fingerprint"] = workload_fingerprint(workload) if fingerprint == "same" else fingerprint
    return {"format": "headroom.pilot-results/1", "tool": "pilot_serve", "tool_version": "1.0",
            "started_at": "2026-01-01T10:00:00+00:00", "finished_at": "2026-01-01T11:00:00+00:00",
            "complete": True, "model": model, "base_url": "http://gpu:8000/v1", "api": "completions",
            "command": ["pilot_serve.py"], "settings": {}, "plan": plan,
            "versions": {"python": "3.11.7", "nvidia_driver": "560.35", "server_version": "0.9.2",
                         "gpus": ["NVIDIA L40S"]},
            "gpu_memory": [{"run": name, "max_used_mib": used, "total_mib": 46068.0, "samples": 10,
                            "per_gpu": [{"index": 0, "max_used_mib": used, "total_mib": 46068.0}]}
                           for name, used in (gpu_mib or {}).items()],
            "notes": [], "runs": runs}


def chatbot_runs(**overrides: dict[str, Any]) -> list[dict[str, Any]]:
    runs = [serve_run("warmup", 1, warmup=True, ttft_p95=9.0, tps=5.0)]
    for case, tokens in (("short", 2048), ("long", 16000)):
        for level in (1, 8, 12, 16):
            name = f"{case}-c{level}"
            options: dict[str, Any] = {"ttft_p95": 0.5 if case == "short" else 4.0, **overrides.get(name, {})}
            runs.append(serve_run(name, level, tokens, **options))
    return runs


def compare(doc: dict[str, Any] | list[dict[str, Any]], workload=CHATBOT, with_fit: bool = False):
    docs = [parse_results(d) for d in (doc if isinstance(doc, list) else [doc])]
    fitted = fit(workload, L40S, CATALOG) if with_fit else None
    return compare_results(workload, docs, budget(workload, CATALOG), fitted, catalog=CATALOG)


# ------------------------------------------------------------------ criteria and boundary


def test_all_criteria_hold():
    c = compare(serve_doc(chatbot_runs()))
    assert c.comparable and c.status == "accepted"
    by_code = {k.code: k for k in c.criteria}
    # ttft p95 0.5 s ≤ 2 s on the short runs at 1 and 8; tokens/s 30 ≥ 20 on all runs at 1 and 8.
    assert by_code["ttft_p95"].status == "passed" and by_code["ttft_p95"].runs == 2
    assert by_code["tokens_per_s_per_user_p50"].status == "passed" and by_code["tokens_per_s_per_user_p50"].runs == 4
    assert by_code["no_errors"].status == "passed" and by_code["no_errors"].measured == 0
    assert by_code["quality"].status == "manual"
    assert c.boundary is not None and c.boundary.beyond_tested and c.boundary.concurrency == 16
    assert c.boundary.tested == [1, 8, 12, 16]
    assert c.criteria_passed == 3 and c.criteria_failed == 0 and c.measured_runs == 8
    assert "pilot_manual_check" in c.warning_codes
    assert c.versions["nvidia_driver"] == "560.35" and c.versions["gpus"] == "NVIDIA L40S"
    dumped = c.model_dump(mode="json")  # the summary the quote and the GUI read
    for key in ("status", "measured_runs", "criteria_passed", "criteria_failed", "peak_memory_bytes",
                "boundary_concurrency", "warning_codes"):
        assert key in dumped


def test_boundary_where_acceptance_stops():
    # Errors at 12 concurrent (long input), too slow at 16: the criteria hold up to 8.
    runs = chatbot_runs(**{"long-c12": {"errors": 3}, "short-c16": {"tps": 12.0}})
    c = compare(serve_doc(runs))
    assert c.status == "accepted"  # the requested 8 is fine
    assert c.boundary is not None and (c.boundary.concurrency, c.boundary.first_failing) == (8, 12)
    assert not c.boundary.beyond_tested
    failing = {r.name: r.failed_criteria for r in c.runs if r.meets_criteria is False}
    assert failing == {"long-c12": ["no_errors"], "short-c16": ["tokens_per_s_per_user_p50"]}


def test_a_failed_must_have_rejects():
    # TTFT p95 3 s at 8 concurrent > the 2 s target.
    c = compare(serve_doc(chatbot_runs(**{"short-c8": {"ttft_p95": 3.0}})))
    ttft = next(k for k in c.criteria if k.code == "ttft_p95")
    assert (ttft.status, ttft.measured, ttft.worst_run) == ("failed", 3.0, "short-c8")
    assert c.status == "not_accepted"
    assert c.boundary is not None and (c.boundary.concurrency, c.boundary.first_failing) == (1, 8)
    assert "pilot_boundary_below_requested" in c.warning_codes


def test_a_run_where_everything_failed_fails():
    c = compare(serve_doc(chatbot_runs(**{"short-c8": {"timeouts": 8, "ttft_p95": None, "tps": None}})))
    by_code = {k.code: k.status for k in c.criteria}
    assert by_code["no_errors"] == "failed" and by_code["ttft_p95"] == "failed"
    assert c.status == "not_accepted"


def test_wishes_do_not_decide():
    relaxed = parse_workload({**json.loads(dump_workload(CHATBOT)),
                              "targets": {"tokens_per_s_per_user": {"value": 50, "must_have": False}}})
    c = compare(serve_doc(chatbot_runs(), workload=relaxed), workload=relaxed)
    tps = next(k for k in c.criteria if k.code == "tokens_per_s_per_user_p50")
    assert tps.status == "failed" and not tps.must_have
    assert c.status == "accepted"
    assert all(r.meets_criteria for r in c.runs if not r.warmup)


def test_without_runs_at_the_load_the_criteria_are_not_measured():
    c = compare(serve_doc([serve_run("short-c1", 1)]))
    assert {k.code: k.status for k in c.criteria}["no_errors"] == "passed"
    assert c.status == "accepted"
    doc = serve_doc([serve_run("warmup", 1, warmup=True)])
    c = compare(doc)
    assert c.status == "incomplete" and c.boundary is None


def test_incomplete_file():
    doc = serve_doc(chatbot_runs()[:3])
    doc["complete"] = False
    c = compare(doc)
    assert c.status == "incomplete" and "pilot_incomplete" in c.warning_codes


# ------------------------------------------------------------------ what the run says about itself (format 2)


def serve_doc_v2(runs: list[dict[str, Any]], **fields: Any) -> dict[str, Any]:
    doc = serve_doc(runs)
    doc.update({"format": "headroom.pilot-results/2", "tool_version": "2.0",
                "prompt_calibration": {"tokens_per_word": 1.3, "overhead_tokens": 1, "source": "server_usage"},
                **fields})
    for run in doc["runs"]:
        run.setdefault("max_in_flight", min(run["concurrency"], run["requests"]))
        run.setdefault("interrupted", 0)
        run.setdefault("output_tokens_source", "usage")
    return doc


def test_cut_off_answers_are_failures():
    # Two answers cut off at 8 concurrent: the run fails no_errors, so the requested load fails.
    runs = chatbot_runs(**{"short-c8": {}})
    runs[2]["interrupted"], runs[2]["ok"] = 2, runs[2]["requests"] - 2
    c = compare(serve_doc_v2(runs))
    row = next(r for r in c.runs if r.name == "short-c8")
    assert (row.interrupted, row.failed, row.meets_criteria) == (2, 2, False)
    no_errors = next(k for k in c.criteria if k.code == "no_errors")
    assert (no_errors.status, no_errors.measured, no_errors.worst_run) == ("failed", 2.0, "short-c8")
    assert c.status == "not_accepted" and c.boundary is not None and c.boundary.first_failing == 8
    finding = next(f for f in c.findings if f.code == "pilot_interrupted")
    assert finding.params == {"runs": "short-c8", "answers": 2}
    assert "pilot_concurrency_not_recorded" not in c.warning_codes and c.confidence == "full"


def test_concurrency_is_judged_as_reached():
    # Planned 12 and 16, but only 8 and 10 in flight: the levels tested are 1, 8 and 10.
    runs = chatbot_runs()
    for run in runs:
        if run["name"].endswith("-c12"):
            run["max_in_flight"] = 8
        if run["name"].endswith("-c16"):
            run["max_in_flight"] = 10
    c = compare(serve_doc_v2(runs))
    rows = {r.name: r for r in c.runs}
    assert (rows["short-c12"].concurrency, rows["short-c12"].planned_concurrency) == (8, 12)
    assert c.boundary is not None and c.boundary.tested == [1, 8, 10] and c.boundary.concurrency == 10
    # short-c12 reached the requested 8, so it is one of the runs the requested-load criteria judge.
    assert next(k for k in c.criteria if k.code == "tokens_per_s_per_user_p50").runs == 6
    short = next(f for f in c.findings if f.code == "pilot_concurrency_short")
    assert short.params == {"runs": "short-c12, short-c16, long-c12, long-c16", "planned": 16, "reached": 10}


def test_a_version_1_file_is_migrated():
    # Version 1 recorded no concurrency reached: a run is taken at most at its requests (8 < 16).
    runs = chatbot_runs()
    runs[4]["requests"] = 8  # short-c16
    doc = serve_doc(runs)
    doc["prompt_calibration"] = {"tokens_per_word": 1.0, "overhead_tokens": 0.0,
                                 "source": "assumed 1 token per word (server reported no prompt_tokens)"}
    parsed = parse_results(doc)
    assert parsed.prompt_calibration is not None and parsed.prompt_calibration.source == "assumed"
    assert parsed.runs[4].max_in_flight is None and parsed.runs[4].reached_concurrency == 8
    c = compare(doc)
    assert {"pilot_concurrency_not_recorded", "pilot_tokens_assumed"} <= set(c.warning_codes)
    assert c.confidence == "reduced"
    assert next(r for r in c.runs if r.name == "short-c16").concurrency == 8


def test_token_estimates_bursts_and_ignored_parameters_are_reported():
    runs = chatbot_runs()
    runs[1]["output_tokens_source"] = "chunks"  # short-c1
    runs[2]["bursty"] = 3  # short-c8
    doc = serve_doc_v2(runs, settings={"ignored_parameters": ["ignore_eos", "min_tokens"]})
    c = compare(doc)
    codes = set(c.warning_codes)
    assert {"pilot_tokens_estimated", "pilot_bursty_delivery", "pilot_parameters_ignored"} <= codes
    assert c.confidence == "reduced"
    ignored = next(f for f in c.findings if f.code == "pilot_parameters_ignored")
    assert ignored.severity == "info" and ignored.params["parameters"] == "ignore_eos, min_tokens"


def test_a_rate_no_gpu_can_decode_is_not_used():
    # Llama 3.1 8B in bf16: 16,060,522,496 weight bytes read per token; the catalog's fastest GPU
    # (B200) reads 8,000 GB/s, so one request decodes at most 8e12 / 16.06e9 = 498.1 tokens/s.
    fastest = max(g.bandwidth_gbps for g in CATALOG.gpus.values())
    ceiling = fastest * 1e9 / 16_060_522_496
    assert ceiling == pytest.approx(498.1, abs=0.1)
    c = compare(serve_doc_v2(chatbot_runs(**{"short-c8": {"tps": 3732.0}})))
    row = next(r for r in c.runs if r.name == "short-c8")
    assert row.tokens_per_s_p50 is None  # flagged, not reported as measured
    finding = next(f for f in c.findings if f.code == "pilot_rate_beyond_physical")
    assert finding.params == {"metric": "tokens_per_s_per_user", "run": "short-c8", "measured": 3732.0,
                              "bound": round(ceiling, 1)}
    assert c.confidence == "reduced"
    assert next(k for k in c.criteria if k.code == "tokens_per_s_per_user_p50").status == "failed"


def test_max_in_flight_above_requests_is_refused():
    runs = chatbot_runs()
    runs[1]["max_in_flight"] = 9  # short-c1: 8 requests
    assert problems(serve_doc_v2(runs)) == [("runs.1", "value_error")]


# ------------------------------------------------------------------ against the estimate


def test_speed_and_memory_against_the_fit():
    result = fit(CHATBOT, L40S, CATALOG)
    speed = result.speed
    assert speed is not None and speed.ttft_s and speed.tokens_per_s_per_user
    c = compare(serve_doc(chatbot_runs(), gpu_mib={"short-c8": 41_000.0, "long-c16": 42_000.5}), with_fit=True)
    rows = {r.name: r for r in c.runs}
    assert rows["short-c1"].est_ttft_s.typical == pytest.approx(speed.ttft_s.typical)
    assert rows["short-c8"].est_ttft_s is None  # prefill of one request: compared alone only
    assert rows["short-c8"].est_tokens_per_s_per_user.typical == pytest.approx(speed.tokens_per_s_per_user.typical)
    # 12 lies between the curve's 8 and 16: the estimate is scaled by the interpolated curve.
    curve = {p.concurrency: p.tokens_per_s_per_user for p in speed.curve}
    at_12 = curve[8] + (curve[16] - curve[8]) * 0.5
    expected = speed.tokens_per_s_per_user.typical * at_12 / curve[8]
    assert rows["short-c12"].est_tokens_per_s_per_user.typical == pytest.approx(expected)
    assert rows["long-c8"].est_tokens_per_s_per_user is None
    assert rows["long-c1"].est_ttft_s.typical == pytest.approx(speed.ttft_long_s.typical)
    keys = {v.key: v for v in c.speed}
    assert set(keys) == {"ttft_s", "ttft_long_s", "tokens_per_s_per_user", "aggregate_tokens_per_s"}
    assert keys["ttft_s"].measured == pytest.approx(0.4)  # p50 = 0.8 × 0.5
    # Peak: the highest per-GPU nvidia-smi reading, 42000.5 MiB, beside the per-GPU estimate.
    assert rows["long-c16"].peak_gpu_memory_bytes == int(42_000.5 * MIB)
    assert c.peak is not None and c.peak.measured == int(42_000.5 * MIB)
    assert c.peak.estimate.typical == result.per_gpu_bytes
    assert c.peak.estimate.low == result.per_gpu_low_bytes and c.peak.estimate.high == result.per_gpu_high_bytes
    assert "pilot_reserved_up_front" in c.warning_codes  # vLLM reserves 90 % up front
    assert c.estimated_max_concurrency == result.max_concurrency and c.server == "srv-1x-l40s"


def test_peak_above_estimate_without_a_reservation():
    w = parse_workload({**json.loads(dump_workload(CHATBOT)), "runtime": "transformers"})
    b = budget(w, CATALOG)
    assert b.reserved_fraction is None
    high_mib = b.per_gpu_high_bytes / MIB
    c = compare(serve_doc(chatbot_runs(), workload=w, gpu_mib={"short-c8": high_mib * 1.2}), workload=w)
    assert c.peak is not None and c.peak.position == "above"
    assert "pilot_peak_above_estimate" in c.warning_codes


# ------------------------------------------------------------------ pilot_memory


def memory_doc(workload=QLORA, *, params: int = 8_030_261_248, status: str = "ok", seq_len: int = 2048,
               micro_batch: int = 4, components: dict[str, int] | None = None) -> dict[str, Any]:
    comps = components or {"weights": int(5.6 * GB), "activations": int(12 * GB), "gradients": int(0.3 * GB),
                           "optimizer_states": int(0.34 * GB), "peak_above_steady_state": int(1 * GB)}
    return {"format": "headroom.pilot-results/1", "tool": "pilot_memory", "tool_version": "1.0",
            "started_at": "2026-01-02T09:00:00+00:00", "finished_at": "2026-01-02T09:05:00+00:00",
            "status": status, "error": None if status == "ok" else "CUDA out of memory", "model": "meta-llama/x",
            "plan": {"model": "meta-llama/Llama-3.1-8B-Instruct", "workload_name": workload.name,
                     "workload_fingerprint": workload_fingerprint(workload)},
            "command_line": "python3 pilot_memory.py ...", "config_path": "/kit/config.json", "config": {},
            "settings": {"mode": "qlora", "device": "cuda", "dtype": "bfloat16", "seed": 0, "seq_len": seq_len,
                         "micro_batch": micro_batch, "steps": 3, "gradient_checkpointing": True,
                         "optimizer": "adamw", "lora_rank": 16},
            "versions": {"torch": "2.5.1", "transformers": "4.46.0", "gpu_name": "NVIDIA L40S"},
            "model_class": "LlamaForCausalLM", "parameters": {"total": params, "trainable": 41_943_040},
            "tensor_bytes": {"weights": int(5.5 * GB)},
            "memory": {"device": "cuda:0", "baseline_allocated": 0, "max_memory_allocated": int(19 * GB),
                       "max_memory_reserved": int(20 * GB), "phases": []},
            "components": comps}


def test_memory_components_against_the_budget():
    b = budget(QLORA, CATALOG)
    c = compare(memory_doc(), workload=QLORA)
    assert c.comparable and c.status == "measured"  # training: no measurable criteria
    run = c.memory_runs[0]
    assert run.name == "train-s2048-b4" and run.matches_plan
    comps = {v.key: v for v in run.components}
    assert set(comps) == {"weights", "activations", "gradients", "optimizer_states"}
    # Weights are held against weights + quantization scales; gradients against gradients + adapters.
    parts = {x.key: x for x in b.components}
    assert comps["weights"].estimate.typical == parts["weights"].bytes + parts["quantization_metadata"].bytes
    assert comps["gradients"].estimate.typical == parts["gradients"].bytes + parts["adapters"].bytes
    assert comps["optimizer_states"].estimate.low == parts["optimizer_states"].low_bytes
    assert comps["weights"].measured == int(5.6 * GB)
    # Peak: PyTorch's reserved bytes beside everything but the runtime overhead.
    assert run.peak is not None and run.peak.measured == 20 * GB
    assert run.peak.estimate.typical == b.per_gpu_bytes - parts["runtime_overhead"].bytes
    assert c.peak == run.peak and c.peak_memory_bytes == 20 * GB
    assert c.versions["torch"] == "2.5.1"


def test_memory_run_with_other_settings_is_shown_without_estimate():
    c = compare(memory_doc(micro_batch=8), workload=QLORA)
    run = c.memory_runs[0]
    assert run.name == "train-s2048-b8" and not run.matches_plan
    assert all(v.estimate is None and v.position == "no_estimate" for v in run.components)
    assert "pilot_memory_settings_differ" in c.warning_codes


def test_planned_training_oom_is_critical():
    doc = memory_doc(status="oom")
    doc["components"] = None
    c = compare(doc, workload=QLORA)
    oom = next(f for f in c.findings if f.code == "pilot_memory_oom")
    assert oom.severity == "critical" and c.status == "not_accepted"


def test_parameter_count_of_another_model():
    c = compare(memory_doc(params=70_553_706_496), workload=QLORA)
    assert not c.comparable and c.status == "mismatch"
    assert "pilot_other_model_params" in c.warning_codes and c.memory_runs == []


# ------------------------------------------------------------------ origin


def test_results_of_another_workload_are_not_compared():
    c = compare(serve_doc(chatbot_runs(), fingerprint="sha256:0000000000000000"))
    assert not c.comparable and c.status == "mismatch"
    assert c.runs == [] and c.criteria == [] and c.boundary is None
    finding = next(f for f in c.findings if f.code == "pilot_other_workload")
    assert finding.severity == "critical" and finding.params["found"] == "sha256:0000000000000000"


def test_without_a_fingerprint_the_model_name_decides():
    other = compare(serve_doc(chatbot_runs(), model="Qwen/Qwen2.5-7B-Instruct", fingerprint=None))
    assert other.status == "mismatch" and "pilot_other_model" in other.warning_codes
    same = compare(serve_doc(chatbot_runs(), model="llama3.1:8b", fingerprint=None))  # an Ollama tag
    assert same.comparable and "pilot_origin_unverified" in same.warning_codes


def test_plan_of_this_workload_but_another_served_name():
    c = compare(serve_doc(chatbot_runs(), model="my-alias"))
    assert c.comparable and "pilot_model_name_differs" in c.warning_codes


def test_serve_and_memory_together():
    c = compare([serve_doc(chatbot_runs()), memory_doc(workload=CHATBOT)], workload=CHATBOT)
    # The memory file says qlora, the workload inference: its settings differ and it is not compared.
    assert c.tools == ["pilot_memory", "pilot_serve"]
    assert c.measured_from == "2026-01-01T10:00:00+00:00" and c.measured_to == "2026-01-02T09:05:00+00:00"
    assert not c.memory_runs[0].matches_plan


# ------------------------------------------------------------------ bad files


def problems(data: object) -> list[tuple[str, str]]:
    with pytest.raises(InputError) as exc:
        parse_results(data)
    return [(p.field, p.code) for p in exc.value.problems]


def test_bad_results_give_one_problem_per_field():
    doc = serve_doc(chatbot_runs())
    broken = copy.deepcopy(doc)
    del broken["runs"][1]["concurrency"]
    broken["runs"][2]["errors"] = -1
    broken["runs"][3]["ttft_s"] = "fast"
    assert problems(broken) == [("runs.1.concurrency", "missing"), ("runs.2.errors", "greater_than_equal"),
                                ("runs.3.ttft_s", "model_type")]
    too_many = copy.deepcopy(doc)
    too_many["runs"][1]["errors"] = 9
    assert problems(too_many) == [("runs.1", "value_error")]
    assert problems({**doc, "format": "something/1"}) == [("format", "unknown_format")]
    assert problems({**doc, "format": "headroom.pilot-results/3"}) == [("format", "newer_format")]
    assert problems({**doc, "tool": "pilot_other"})[0][1] == "union_tag_invalid"
    assert problems([1, 2]) == [("(file)", "not_an_object")]


def test_reading_files(tmp_path):
    good = tmp_path / "results.json"
    good.write_text(json.dumps(serve_doc(chatbot_runs())), encoding="utf-8")
    assert read_results_file(good).tool == "pilot_serve"
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(InputError) as exc:
        read_results_file(bad)
    assert exc.value.problems[0].code == "invalid_json"
    with pytest.raises(InputError) as exc:
        read_results_file(tmp_path / "missing.json")
    assert exc.value.problems[0].code == "unreadable"


def test_every_finding_reads_as_a_sentence():
    from app.text.formatting import Fmt
    from app.text.pilot import pilot_finding_text, pilot_status_text

    scenarios = [
        compare(serve_doc(chatbot_runs(**{"short-c8": {"ttft_p95": 3.0}}), gpu_mib={"short-c8": 40_000.0}),
                with_fit=True),
        compare(serve_doc(chatbot_runs(), fingerprint="sha256:0000000000000000")),
        compare(serve_doc(chatbot_runs(), model="Qwen/Qwen2.5-7B-Instruct", fingerprint=None)),
        compare(serve_doc(chatbot_runs(), model="llama3.1:8b", fingerprint=None)),
        compare(serve_doc(chatbot_runs(), model="my-alias")),
        compare(memory_doc(status="oom", micro_batch=8), workload=QLORA),
        compare(memory_doc(params=70_553_706_496), workload=QLORA),
    ]
    codes = set()
    for c in scenarios:
        assert pilot_status_text(c.status) != c.status
        for f in c.findings:
            message, fix = pilot_finding_text(f, Fmt())
            assert message != f.code and "{" not in message + fix, (f.code, message)
            codes.add(f.code)
    assert len(codes) >= 10
