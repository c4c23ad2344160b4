"""`headroom gui --screenshot`: renders the window offscreen into a PNG and exits 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

REPO_ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = REPO_ROOT / "resources" / "examples" / "chatbot-8b.headroom.json"
MIN_PNG_BYTES = 20_000  # a real window with text and a chart, not an empty frame
SCREENSHOT_TIMEOUT_S = 180


def run_gui(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HEADROOM_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "app", "gui", *args], cwd=REPO_ROOT, env=env,
                          capture_output=True, text=True, timeout=SCREENSHOT_TIMEOUT_S)


def test_screenshot_of_a_wizard_step(tmp_path):
    out = tmp_path / "step2.png"
    done = run_gui(str(EXAMPLE), "--screenshot", str(out), "--step", "2", "--server", "srv-1x-l40s",
                   home=tmp_path / "home")
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > MIN_PNG_BYTES
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 720)
    assert not (tmp_path / "home" / "autosave" / "draft.headroom.json").exists()  # screenshots leave no draft


def test_a_bad_file_does_not_stop_the_window(tmp_path):
    bad = tmp_path / "bad.headroom.json"
    bad.write_text("{not json", encoding="utf-8")
    out = tmp_path / "shot.png"
    done = run_gui(str(bad), "--screenshot", str(out), "--view", "workload", "--unit", "GiB",
                   home=tmp_path / "home")
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > MIN_PNG_BYTES


def test_import_of_the_cli_does_not_load_qt():
    code = "import sys, app.cli; app.cli.build_parser(); print('PySide6' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO_ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def test_the_window_module_loads_without_matplotlib():
    """The interactive start paints the window before the chart's imports (about a second) happen."""
    code = "import sys, app.ui.main_window; print('matplotlib' in sys.modules)"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO_ROOT, capture_output=True, text=True, check=True,
                          env=env)
    assert done.stdout.strip() == "False"
