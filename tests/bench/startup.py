"""Cold start: the first painted window and the window ready to use, against a bare PySide6 window
(part of `python tests/bench/bench.py`, figures `start-source` and `start-bundle`).

Each start is a fresh process of build/headroom_entry.py (or the bundle) with HEADROOM_STARTUP_PROBE
set: `bare` starts a QApplication with one QLabel and prints `painted <monotonic>`; `ready` starts
Headroom and prints `painted <monotonic>` at its first paint and `ready <monotonic>` once the window
says it is ready to use (the wizard, the verdict and the budget chart on screen).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from figure import Figure

ROOT = Path(__file__).resolve().parents[2]
ENTRY = ROOT / "build" / "headroom_entry.py"  # the bundle's entry point, also run from source here
DEFAULT_BUNDLE = ROOT / "build" / "dist" / "headroom" / ("headroom.exe" if sys.platform == "win32" else "headroom")
PROBE_ENV = "HEADROOM_STARTUP_PROBE"  # read by build/headroom_entry.py
START_RATIO_TARGET = 1.5
READY_RATIO_TARGET = 4.0  # issue 36: a window ready to use within 4 × a bare window


def probe_once(command: list[str], mode: str, env: dict[str, str]) -> tuple[float, float]:
    """Seconds from spawning the process to its first painted window, and the CPU seconds it used."""
    marks, cpu = probe_marks(command, mode, env)
    return marks["painted"], cpu


def probe_marks(command: list[str], mode: str, env: dict[str, str]) -> tuple[dict[str, float], float]:
    """Seconds from spawning the process to each mark it printed (`painted`, and `ready` in the
    probe's `ready` mode), and the CPU seconds it used."""
    run_env = dict(env, **{PROBE_ENV: mode})
    started = time.monotonic()
    process = subprocess.Popen(command, env=run_env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                               cwd=tempfile.gettempdir())
    output = process.stdout.read() if process.stdout else ""
    if hasattr(os, "wait4"):
        _pid, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        cpu = usage.ru_utime + usage.ru_stime
    else:  # Windows: no per-child rusage
        process.wait()
        cpu = float("nan")
    marks = {}
    for line in output.splitlines():
        name, _, value = line.partition(" ")
        if name in ("painted", "ready") and name not in marks:
            marks[name] = float(value) - started
    wanted = ("painted", "ready") if mode == "ready" else ("painted",)
    if process.returncode != 0 or any(w not in marks for w in wanted):
        raise RuntimeError(f"{' '.join(command)} ({PROBE_ENV}={mode}) exited {process.returncode} "
                           f"without {' and '.join(wanted)}")
    return marks, cpu


def bench_starts(label: str, command: list[str], env: dict[str, str], repeats: int) -> list[Figure]:
    """Interleaved runs (bare, Headroom, Headroom, bare, ...) so a busy machine slows both alike.
    Each Headroom run gives both figures: its first paint and the moment it is ready to use."""
    bare_runs: list[tuple[dict[str, float], float]] = []
    ours_runs: list[tuple[dict[str, float], float]] = []
    for i in range(repeats + 1):
        order = ("bare", "ready") if i % 2 == 0 else ("ready", "bare")
        for mode in order:
            result = probe_marks(command, mode, env)
            if i > 0:  # the first round warms the disk cache and byte code
                (bare_runs if mode == "bare" else ours_runs).append(result)
    bare = statistics.median(m["painted"] for m, _ in bare_runs)
    ours = statistics.median(m["painted"] for m, _ in ours_runs)
    ready = statistics.median(m["ready"] for m, _ in ours_runs)
    bare_cpu = statistics.median(c for _, c in bare_runs)
    ours_cpu = statistics.median(c for _, c in ours_runs)
    note = f"Headroom {ours:.2f} s / bare {bare:.2f} s to painted (median of {repeats})"
    ready_note = f"Headroom ready {ready:.2f} s / bare painted {bare:.2f} s (median of {repeats})"
    if bare_cpu == bare_cpu:  # not NaN
        ready_note += f"; CPU to ready {ours_cpu:.2f} s / {bare_cpu:.2f} s = {ours_cpu / bare_cpu:.2f}×"
    return [Figure(f"cold start ratio, {label}", ours / bare, "×", START_RATIO_TARGET, note, cmp="<="),
            Figure(f"ready to use ratio, {label}", ready / bare, "×", READY_RATIO_TARGET, ready_note, cmp="<=")]


def bench_start(label: str, command: list[str], env: dict[str, str], repeats: int) -> Figure:
    """The first-paint figure alone (the pytest version)."""
    return bench_starts(label, command, env, repeats)[0]


def probe_env(home: str) -> dict[str, str]:
    # Byte code is written and used as an installed Headroom does (pip compiles it at install): a
    # PYTHONDONTWRITEBYTECODE in the caller's environment would compile every module on every start.
    drop = ("PYTHONPATH", "PYTHONHOME", "PYTHONDONTWRITEBYTECODE", PROBE_ENV)
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env.update({"QT_QPA_PLATFORM": "offscreen", "HEADROOM_HOME": home, "LANG": "en_US.UTF-8"})
    return env


def bench_start_source(repeats: int, home: str) -> Figure:
    return bench_starts_source(repeats, home)[0]


def bench_starts_source(repeats: int, home: str) -> list[Figure]:
    env = probe_env(home)
    env["PYTHONPATH"] = str(ROOT)  # the entry script's folder is build/, the package is one up
    return bench_starts("from source", [sys.executable, str(ENTRY)], env, repeats)


def bench_start_bundle(repeats: int, home: str, exe: Path) -> Figure:
    return bench_starts_bundle(repeats, home, exe)[0]


def bench_starts_bundle(repeats: int, home: str, exe: Path) -> list[Figure]:
    if not exe.is_file():
        return [Figure("cold start ratio, from the bundle", None, "×", START_RATIO_TARGET,
                       f"no bundle at {exe}: run build/build.sh first", cmp="<=")]
    return bench_starts("from the bundle", [str(exe)], probe_env(home), repeats)


