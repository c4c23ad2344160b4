"""The interactive start's chores wait for the window: logging, the draft to restore and the cycle
collector run once the window is ready to use (`MainWindow.when_ready`), and pydantic's plugin search
loads nothing when plugins are off (app/ui/import_speed.py)."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import weakref
from pathlib import Path

from app.ui import import_speed
from app.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def test_chores_run_once_the_window_is_ready(qtbot, ui_session):
    window = MainWindow(ui_session, restore_geometry=False, autosave=False)
    qtbot.add_widget(window)
    seen: list[bool] = []
    window.when_ready(lambda: seen.append(window.is_ready()))
    assert seen == [] and not window.is_ready()  # not shown yet: nothing painted, nothing run
    window.show()
    qtbot.wait_until(lambda: seen != [])
    assert seen == [True]  # run after the verdict and the budget chart were on screen, and only once
    window.when_ready(lambda: seen.append(window.is_ready()))  # already ready: on the next turn
    qtbot.wait_until(lambda: len(seen) == 2)
    assert seen == [True, True]


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def test_the_collector_is_paused_then_resumed_with_the_start_collected_and_frozen():
    was_enabled = gc.isenabled()
    frozen_before = gc.get_freeze_count()
    try:
        import_speed.pause_collection()
        assert not gc.isenabled()
        cycle = _Cycle()
        gone = weakref.ref(cycle)
        del cycle
        for _ in range(10 * gc.get_threshold()[0]):  # far past a first-generation collection's threshold
            _Cycle()
        assert gone() is not None  # nothing collected while paused
        import_speed.resume_collection()
        assert gone() is None  # the start's garbage collected once the window is ready
        assert gc.isenabled()
        assert gc.get_freeze_count() > frozen_before  # what survived is kept out of later collections
    finally:
        gc.unfreeze()
        if not was_enabled:
            gc.disable()


def _loader_after_models(plugins_env: str | None) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != import_speed.PLUGINS_ENV}
    if plugins_env is not None:
        env[import_speed.PLUGINS_ENV] = plugins_env
    code = ("import sys\n"
            "from app.ui import import_speed\n"
            "import_speed.quicker_imports()\n"
            "from pydantic import BaseModel\n"
            "class Point(BaseModel):\n"
            "    x: int\n"
            "assert Point(x='3').x == 3\n"
            "loader = sys.modules['pydantic.plugin._loader']\n"
            "print(list(loader.get_plugins()), getattr(loader, '__file__', None) is not None,"
            " 'importlib.metadata' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env={**env, "PYTHONPATH": str(ROOT)},
                          cwd=ROOT, timeout=60, check=True)
    return done.stdout.split()


def test_no_plugin_search_and_no_package_metadata_when_plugins_are_off():
    # The default: plugins off; pydantic validates as before, finds no plugins and reads no package metadata.
    assert _loader_after_models(None) == ["[]", "False", "False"]


def test_a_users_own_plugin_setting_keeps_pydantics_loader():
    # PYDANTIC_DISABLE_PLUGINS naming one plugin: pydantic's own loader searches the entry points as usual.
    assert _loader_after_models("some_plugin") == ["[]", "True", "True"]
