"""The core never loads Qt or matplotlib — nor does the CLI's estimate path (napari's split)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from app.infra import resources

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = ("PySide6", "shiboken6", "matplotlib")


def _loaded_after(code: str) -> set[str]:
    probe = code + f"\nimport sys\nprint('LOADED:' + ','.join(m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    marker = [ln for ln in done.stdout.splitlines() if ln.startswith("LOADED:")]
    assert marker, done.stdout
    return {m for m in marker[-1].removeprefix("LOADED:").split(",") if m}


def test_importing_the_core_loads_no_ui_library():
    code = "import pkgutil, importlib, app.core\n" \
           "[importlib.import_module(m.name) for m in pkgutil.walk_packages(app.core.__path__, 'app.core.')]"
    assert _loaded_after(code) == set()


def test_cli_estimate_loads_no_ui_library():
    example = resources.path("examples", "chatbot-8b.headroom.json")
    code = f"from app.cli import main\nmain(['estimate', {str(example)!r}, '--json'])"
    assert _loaded_after(code) == set()
