"""The interactive start reaches "ready to use" — the wizard, the verdict and the budget chart on screen —
without loading matplotlib, the placement engine or the profile library (the start-up probe of
build/headroom_entry.py, as the benchmark runs it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_window_gets_ready_without_the_plotting_library(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HEADROOM_HOME": str(tmp_path / "home"),
           "HEADROOM_STARTUP_PROBE": "ready", "PYTHONPATH": str(ROOT)}
    # -X importtime lists every module imported on stderr as it loads (the probe leaves with os._exit).
    done = subprocess.run([sys.executable, "-X", "importtime", str(ROOT / "build" / "headroom_entry.py")],
                          capture_output=True, text=True, env=env, timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    marks = {line.split()[0]: float(line.split()[1]) for line in done.stdout.splitlines()
             if line.split()[:1] in (["painted"], ["ready"])}
    assert marks["painted"] <= marks["ready"]
    imported = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}
    assert "app.ui.result.chart" in imported and "app.ui.wizard.panel" in imported
    assert not any(name.split(".")[0] == "matplotlib" for name in imported)
    # A fresh start shows a budget with no server picked: the placement engine, the speed model, the rankings, the
    # profile library and the model importers load at first use, after the window is ready (docs/benchmarks.md).
    later = ("app.core.fit", "app.core.speed", "app.core.offers", "app.store", "app.core.model.importers",
             "app.ui.library_access")
    assert "app.core.memory.components" in imported and "app.core.workload.resolve" in imported
    assert sorted(name for name in imported if name in later or name.startswith(tuple(p + "." for p in later))) == []
    # Chores wait until the window is ready (app/ui/import_speed.py, MainWindow.when_ready): no package
    # metadata for pydantic's switched-off plugin search, no rotating log file yet.
    assert "importlib.metadata" not in imported and "logging.handlers" not in imported
