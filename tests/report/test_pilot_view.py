"""A pilot's results files become the quote's measured figures."""

from __future__ import annotations

from quote_testkit import CANDIDATE_IDS, example, shipped_servers

from app.core.catalog import load_catalog
from app.core.fit.rank import compare
from app.core.pilot.results import parse_results
from app.core.units import MiB
from app.report.quote.build import build_quote
from app.report.quote.model import QuoteOptions, Table
from app.report.quote.pilot_view import pilot_view


def serve_results() -> dict:
    def run(name: str, concurrency: int, input_tokens: int, warmup: bool = False, errors: int = 0) -> dict:
        return {"name": name, "warmup": warmup, "concurrency": concurrency, "input_tokens": input_tokens,
                "output_tokens": 512, "requests": 40, "errors": errors, "timeouts": 1,
                "ttft_s": {"p50": 0.25, "p95": 0.4}, "tokens_per_s_per_request": {"p50": 55.0, "p95": 50.0},
                "aggregate_tokens_per_s": 430.0}

    return {"format": "headroom.pilot-results/1", "tool": "pilot_serve", "started_at": "2026-01-12T09:30:00Z",
            "model": "meta-llama/Llama-3.1-8B-Instruct", "base_url": "http://10.0.0.5:8000",
            "versions": {"vllm": "0.11.0", "driver": "580.65", "cuda": None},
            "gpu_memory": [{"run": "short-8", "max_used_mib": 150000, "per_gpu": [
                {"index": 0, "max_used_mib": 72000}, {"index": 1, "max_used_mib": 78000}]}],
            "runs": [run("warm-up", 1, 128, warmup=True), run("short-1", 1, 2048), run("long-8", 8, 16000, errors=2)]}


def test_serve_results_keep_the_measured_runs_and_the_highest_gpu():
    view = pilot_view(parse_results(serve_results()))
    assert view.date == "2026-01-12"
    assert view.server == "http://10.0.0.5:8000"
    assert view.versions == {"vllm": "0.11.0", "driver": "580.65"}  # unknown versions left out
    assert view.peak_memory_bytes == 78000 * MiB  # the fuller of the two GPUs
    assert [r.label for r in view.runs] == ["short-1", "long-8"]  # no warm-up
    assert view.runs[1].errors == 3  # errors + timeouts
    assert view.runs[0].ttft_s == 0.25 and view.runs[0].tokens_per_s_per_user == 55.0


def test_memory_results_give_the_peak_reserved_bytes():
    data = {"format": "headroom.pilot-results/1", "tool": "pilot_memory", "status": "ok", "model": "x",
            "started_at": "2026-01-13T10:00:00Z", "settings": {"mode": "qlora", "device": "cuda"},
            "versions": {"torch": "2.9.0"},
            "memory": {"device": "NVIDIA L40S", "max_memory_allocated": 20_000_000_000,
                       "max_memory_reserved": 21_500_000_000}}
    view = pilot_view(parse_results(data), server="2U server, 1x L40S")
    assert view.peak_memory_bytes == 21_500_000_000
    assert view.server == "2U server, 1x L40S" and view.runs == ()


def test_the_quote_prints_them():
    workload = example("chatbot-8b")
    comparison = compare(workload, shipped_servers(CANDIDATE_IDS), load_catalog())
    quote = build_quote(workload, comparison, load_catalog(), QuoteOptions(),
                        pilot_results=pilot_view(parse_results(serve_results()), server="2x H100 PCIe"))
    table = next(b for b in quote.section("pilot").blocks if isinstance(b, Table))
    assert [row[0] for row in table.rows] == ["short-1", "long-8"]
    assert quote.pilot_results is not None and quote.pilot_results.server == "2x H100 PCIe"
