"""Benchmarks of the engine (pytest-benchmark, on demand).

    python -m pytest tests/bench --benchmark-enable

The default run passes `--benchmark-disable`: each function then runs once, untimed, as a smoke
test, and no target is checked. With `--benchmark-enable` the median must meet the target.
The window's figures are in test_bench_compare.py, the PDF in test_bench_quote.py; `python
tests/bench/bench.py` prints them all with the machine they ran on.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from bench import BUDGET_TARGET_MS, EXAMPLE

from app.core.catalog import Catalog, load_catalog
from app.core.memory.components import budget_for
from app.core.workload.io import parse_workload
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload

pytestmark = pytest.mark.bench

COMPARE_PROFILES = 6  # the Compare view's maximum


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


@pytest.fixture(scope="module")
def workload() -> Workload:
    return parse_workload(json.loads(EXAMPLE.read_text(encoding="utf-8")))


def median_s(benchmark: Any) -> float | None:  # pytest-benchmark's fixture
    return benchmark.stats.stats.median if benchmark.enabled and benchmark.stats else None


def test_budget_per_call(benchmark: Any, workload: Workload, catalog: Catalog) -> None:
    resolved = resolve(workload, catalog)
    budget = benchmark(budget_for, resolved)
    assert budget.per_gpu_bytes > 0
    median = median_s(benchmark)
    if median is not None:
        assert median * 1e3 < BUDGET_TARGET_MS


def test_compare_six_profiles_engine(benchmark: Any, workload: Workload, catalog: Catalog) -> None:
    """The engine's share of the six-profile comparison redraw (no target of its own: the whole
    redraw, drawing included, has 150 ms; see test_bench_ui.py and `python tests/bench/bench.py`)."""
    from app.cli.server_ref import all_servers
    from app.core.fit.rank import compare

    servers = all_servers()[:COMPARE_PROFILES]
    comparison = benchmark(compare, workload, servers, catalog)
    assert len(comparison.results) == COMPARE_PROFILES


# A fit with traffic (load.requests_per_s and a percentile target): the queueing model, the servers needed
# and the wait-versus-traffic curve on top of the fit itself (issue 33).
FIT_WITH_TRAFFIC_TARGET_MS = 50.0


def test_fit_with_traffic(benchmark: Any, workload: Workload, catalog: Catalog) -> None:
    from app.cli.server_ref import all_servers
    from app.core.fit.place import fit

    server = next(s for s in all_servers() if s.id == "srv-1x-l40s")
    busy = workload.model_copy(update={
        "load": workload.load.model_copy(update={"requests_per_s": 4.0}),
        "targets": workload.targets.model_copy(update={
            "ttft_s": workload.targets.ttft_s.model_copy(update={"percentile": 95.0})})})  # type: ignore[union-attr]
    result = benchmark(fit, busy, server, catalog)
    assert result.speed.traffic.servers_needed >= 3
    median = median_s(benchmark)
    if median is not None:
        assert median * 1e3 < FIT_WITH_TRAFFIC_TARGET_MS
