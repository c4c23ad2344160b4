"""Cold start to a painted window against a bare PySide6 window (on demand).

    python -m pytest tests/bench/test_bench_startup.py --benchmark-enable

Each start is a fresh process of build/headroom_entry.py with HEADROOM_STARTUP_PROBE set: `1` starts
Headroom, `bare` a QApplication with one QLabel; both print `painted <monotonic>` after their first
paint and exit. Skipped in the default (`--benchmark-disable`) run: a few dozen process starts.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import bench
import pytest

pytestmark = pytest.mark.bench

START_REPEATS = 5


@pytest.fixture
def enabled(request: pytest.FixtureRequest) -> None:
    if request.config.getoption("benchmark_disable") and not request.config.getoption("benchmark_enable"):
        pytest.skip("cold-start benchmark: run with --benchmark-enable")


@pytest.fixture
def probe_env(tmp_path: Path) -> dict[str, str]:
    env = bench.probe_env(str(tmp_path / "home"))
    env["PYTHONPATH"] = str(bench.ROOT)
    return env


@pytest.mark.parametrize("mode", ["bare", "1"], ids=["bare-pyside6-window", "headroom"])
def test_start_to_painted(enabled: None, benchmark: Any, probe_env: dict[str, str], mode: str) -> None:
    """Each kind on its own: pytest-benchmark's statistics of seconds to the first paint."""
    command = [sys.executable, str(bench.ENTRY)]
    bench.probe_once(command, mode, probe_env)  # warm the disk cache and byte code
    seconds = benchmark.pedantic(lambda: bench.probe_once(command, mode, probe_env)[0], rounds=START_REPEATS)
    assert seconds > 0


def test_cold_start_ratio_from_source(enabled: None, tmp_path: Path) -> None:
    figure = bench.bench_start_source(START_REPEATS, str(tmp_path / "home"))
    print(figure.note)
    assert figure.passed, f"Headroom starts {figure.value or 0:.2f}× as slow as a bare window ({figure.note})"


def test_cold_start_ratio_from_bundle(enabled: None, tmp_path: Path) -> None:
    if not bench.DEFAULT_BUNDLE.is_file():
        pytest.skip("no bundle: run build/build.sh first")
    figure = bench.bench_start_bundle(START_REPEATS, str(tmp_path / "home"), bench.DEFAULT_BUNDLE)
    print(figure.note)
    assert figure.passed, f"the bundle starts {figure.value or 0:.2f}× as slow as a bare window ({figure.note})"
