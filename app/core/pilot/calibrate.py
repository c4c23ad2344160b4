"""A pilot's results turned into a calibration of the server it ran on (`pilot import --calibrate`).

Only figures that measure this workload's model, precision, runtime and mode are kept: the measured
load-test runs at the typical input (one level per concurrency reached, the run with most answers),
the long input's first token at one request, the highest GPU memory seen, and a training speed run's
steady-state step. Runs whose every request failed, and decode rates no GPU could reach (bursts,
`pilot.ceiling`), are left out. What the calibration does to an estimate is app.core.speed.calibration.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from app.core.catalog import Catalog
from app.core.findings import InputError, Problem
from app.core.offers.server import ServerProfile
from app.core.pilot.results import MemoryResults, ServeResults, ServeRunResult, versions_of
from app.core.speed.calibration import LoadLevel, SpeedCalibration, TrainingMeasure
from app.core.workload.identity import workload_fingerprint
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload

MIB = 2**20


def _level(run: ServeRunResult, ceiling: float | None) -> LoadLevel | None:
    ok = run.requests - run.failed
    if ok <= 0:
        return None
    rate, rate95 = run.tokens_per_s_per_request.p50, run.tokens_per_s_per_request.p95
    if rate is not None and ceiling is not None and rate > ceiling:
        rate = rate95 = None
    if run.ttft_s.p50 is None and rate is None:
        return None
    return LoadLevel(concurrency=run.reached_concurrency, input_tokens=run.input_tokens,
                     output_tokens=run.output_tokens, requests=ok, ttft_s=run.ttft_s.p50 or None,
                     ttft_p95_s=run.ttft_s.p95 or None, tokens_per_s_per_user=rate or None,
                     tokens_per_s_p95=rate95 or None, aggregate_tokens_per_s=run.aggregate_tokens_per_s)


def _levels(w: Workload, docs: Sequence[ServeResults], ceiling: float | None) -> list[LoadLevel]:
    best: dict[int, LoadLevel] = {}
    for doc in docs:
        for run in doc.runs:
            if run.warmup or run.input_tokens != w.load.input_tokens:
                continue
            level = _level(run, ceiling)
            if level is not None and (level.concurrency not in best
                                      or level.requests > best[level.concurrency].requests):
                best[level.concurrency] = level
    return [best[c] for c in sorted(best)]


def _long_ttft(w: Workload, docs: Sequence[ServeResults]) -> float | None:
    long_tokens = w.load.long_input_tokens
    for doc in docs:
        for run in doc.runs:
            if not run.warmup and long_tokens and run.input_tokens == long_tokens and run.reached_concurrency == 1 \
                    and run.requests > run.failed and run.ttft_s.p50:
                return run.ttft_s.p50
    return None


def _peak(serve: Sequence[ServeResults], memory: Sequence[MemoryResults]) -> int | None:
    peaks = [int(max([g.max_used_mib for g in s.per_gpu] or [s.max_used_mib]) * MIB)
             for doc in serve for s in doc.gpu_memory]
    peaks += [m.memory.max_memory_reserved for m in memory if m.on_gpu and m.memory and m.memory.max_memory_reserved]
    return max(peaks) if peaks else None


def _training(w: Workload, memory: Sequence[MemoryResults]) -> TrainingMeasure | None:
    # A run on the CPU times the CPU: it says nothing about the server's GPUs.
    runs = [m for m in memory if m.status == "ok" and m.training_timing is not None and m.settings.mode == w.mode
            and m.settings.device == "cuda" and m.settings.seq_len and m.settings.micro_batch]
    if not runs:
        return None
    run = max(runs, key=lambda m: m.training_timing.steps_timed if m.training_timing else 0)
    t = run.training_timing
    assert t is not None and run.settings.seq_len and run.settings.micro_batch
    step = t.step_s.mean or t.step_s.p50
    if not step:
        return None
    return TrainingMeasure(seq_len=run.settings.seq_len, micro_batch=run.settings.micro_batch, steps=t.steps_timed,
                           step_s=step, step_p95_s=t.step_s.p95 or None, tokens_per_s=t.tokens_per_s)


def calibration_from(workload: Workload, docs: Sequence[ServeResults | MemoryResults], server: ServerProfile,
                     catalog: Catalog, sources: Sequence[str], ceiling: float | None = None) -> SpeedCalibration:
    """The calibration these results make for `server`; InputError `calibration_nothing_measured` when no
    figure of them can calibrate this workload's speed (only memory runs, every request failed)."""
    r = resolve(workload, catalog)
    serve = [d for d in docs if isinstance(d, ServeResults)]
    memory = [d for d in docs if isinstance(d, MemoryResults)]
    levels = [] if workload.is_training else _levels(workload, serve, ceiling)
    training = _training(workload, memory) if workload.is_training else None
    if not levels and training is None:
        raise InputError([Problem(field="results", code="calibration_nothing_measured", params={},
                                  message="no measured run calibrates this workload's speed")])
    started = [d.started_at for d in docs if d.started_at]
    return SpeedCalibration(
        server_id=server.id or "", server_name=server.name, workload_fingerprint=workload_fingerprint(workload),
        workload_name=workload.name, model=r.model.display_name, runtime=workload.runtime, mode=workload.mode,
        weights_precision=r.weights.id, kv_precision=r.kv.id, source=", ".join(Path(s).name for s in sources),
        measured_at=min(started) if started else None, tool_versions=versions_of(docs), levels=levels,
        long_input_tokens=workload.load.long_input_tokens if not workload.is_training else None,
        ttft_long_s=None if workload.is_training else _long_ttft(workload, serve), peak_gpu_memory_bytes=_peak(
            serve, memory), training=training)
