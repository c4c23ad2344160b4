"""A pilot's results files (app.core.pilot.results) as the quote's measured figures.

The quote shows what a provider needs from a pilot: where and when it ran, the versions, the
highest GPU memory seen per GPU, and per scenario the requests, errors and response times
(medians). Warm-up runs are left out, as the plan asks.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.core.pilot.results import MemoryResults, ServeResults
from app.core.units import MiB
from app.report.quote.model import PilotResults, PilotRun


def _versions(raw: Mapping[str, Any] | None) -> dict[str, str]:
    return {str(k): str(v) for k, v in (raw or {}).items() if v not in (None, "")}


def _serve_peak_bytes(results: ServeResults) -> int | None:
    """The highest memory.used on any one GPU during any run."""
    peaks = [s.max_used_mib for run in results.gpu_memory for s in run.per_gpu]
    if not peaks:  # one GPU: the run's own figure is that GPU's
        peaks = [run.max_used_mib for run in results.gpu_memory]
    return round(max(peaks) * MiB) if peaks else None  # nvidia-smi reports MiB


def pilot_view(results: ServeResults | MemoryResults, server: str = "") -> PilotResults:
    """What the quote prints of one results file; `server` names where it ran, if the file does not."""
    date = (results.started_at or "")[:10]
    if isinstance(results, ServeResults):
        runs = tuple(PilotRun(label=r.name, input_tokens=r.input_tokens, concurrency=r.reached_concurrency,
                              requests=r.requests, errors=r.failed, ttft_s=r.ttft_s.p50,
                              tokens_per_s_per_user=r.tokens_per_s_per_request.p50)
                     for r in results.runs if not r.warmup)
        return PilotResults(date=date, server=server or results.base_url or "", versions=_versions(results.versions),
                            peak_memory_bytes=_serve_peak_bytes(results), runs=runs, notes=" ".join(results.notes))
    memory = results.memory
    peak = None
    if results.on_gpu and memory is not None:
        peak = memory.max_memory_reserved or memory.max_memory_allocated
    notes = results.error or "" if results.status != "ok" else ""
    return PilotResults(date=date, server=server, versions=_versions(results.versions), peak_memory_bytes=peak,
                        notes=notes)
