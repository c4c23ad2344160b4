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


def test_the_server_list_is_filled_once_the_window_is_ready(qtbot):
    # The interactive start builds the picker with "no server picked" alone (what it shows at start either way)
    # and lists the library's profiles on the turn after the window is ready to use.
    window = MainWindow(restore_geometry=False, autosave=False, deferred_start=True)
    qtbot.add_widget(window)
    counts: list[int] = []
    window.when_ready(lambda: counts.append(window.result.picker.count()))  # queued before the picker's own
    window.show()
    qtbot.wait_until(lambda: counts != [] and window.result.picker.filled)
    picker, session = window.result.picker, window.session
    assert counts == [1] and picker.currentIndex() == 0 and picker.currentData() == ""
    shipped = [e.id for e in session.store.all_profiles(include_archived=False)]
    listed = [picker.itemData(i) for i in range(picker.count())]
    assert shipped and all(server_id in listed for server_id in shipped)
    assert picker.currentIndex() == 0 and session.server_id is None  # still "no server picked"


def test_a_server_picked_before_the_list_is_filled_is_listed_at_once(qtbot):
    window = MainWindow(restore_geometry=False, autosave=False, deferred_start=True)
    qtbot.add_widget(window)
    window.show()
    qtbot.wait_until(lambda: getattr(window, "result", None) is not None)
    picker, session = window.result.picker, window.session
    assert not picker.filled
    server_id = session.store.all_profiles(include_archived=False)[0].id
    session.set_server(server_id)  # as `headroom gui --server` does while the window is built
    assert picker.filled and picker.currentData() == server_id


def test_the_project_bar_counts_the_hours_of_a_day_as_the_engine_does():
    from app.core.fit.together import HOURS_PER_DAY
    from app.ui import project_bar

    assert project_bar.HOURS_PER_DAY == HOURS_PER_DAY == 24


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


def test_the_quick_source_check_answers_as_pysides_own(tmp_path):
    # app/ui/import_speed.py reads the module's bytes where PySide6 reads its source with inspect: the same answer.
    import importlib

    import PySide6.QtCore  # noqa: F401 - loads shibokensupport.feature
    feature = sys.modules["shibokensupport.feature"]
    import_speed.quicker_imports()
    quick = feature._mod_uses_pyside
    assert getattr(quick, "reads_bytes", False)
    original = quick.__closure__[next(i for i, name in enumerate(quick.__code__.co_freevars) if name == "original")]
    names = ["app.ui.main_window", "app.ui.session", "app.core.units", "app.core.workload.schema", "json", "sys"]
    for name in names:
        module = importlib.import_module(name)
        assert quick(module) == original.cell_contents(module), name
    assert quick(importlib.import_module("app.ui.main_window")) and not quick(importlib.import_module("app.core.units"))
    big = tmp_path / "big.py"
    big.write_bytes(b"x = 1\n" * 100_000 + b"# PySide6\n")
    assert import_speed._read_bytes(str(big)) == big.read_bytes()


def test_the_library_notice_shows_when_the_servers_view_opens_the_library_first(qtbot, tmp_path):
    # The interactive start opens the library after the window is ready; a view shown before that (`--view
    # servers`) opens it itself and still tells what happened to it (here: an upgrade).
    from app.store import ProfileStore
    from app.ui.library.view import ProfileLibraryView
    from app.ui.session import Session

    notice = ("migrated", {"from": 1, "to": 2, "backup": str(tmp_path / "backup.sqlite3")})
    session = Session(open_store=lambda: (ProfileStore(tmp_path / "profiles.sqlite3"), notice))
    assert session._store is None  # a fresh session has not opened it
    view = ProfileLibraryView(session)
    qtbot.add_widget(view)
    assert session.store_notice == notice
    assert view.notice.text() and "backup.sqlite3" in view.notice.text()
