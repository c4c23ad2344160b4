"""Entry point of the frozen `headroom` program: every CLI subcommand, and the window with no arguments.

`app.cli.main` already treats a bare `headroom` as `headroom gui`. Two extras live here, not in the
app, because they only concern the bundle and its measurement:

* A windowed Windows build (`headroomw.exe`) has no console: `sys.stdout`/`sys.stderr` are None,
  and any print would raise. They go to the null device instead.
* `HEADROOM_STARTUP_PROBE=1` prints `painted <time.monotonic()>` once the first window has painted
  and exits; `HEADROOM_STARTUP_PROBE=bare` does the same for a bare PySide6 window with one label
  (the baseline of the cold-start benchmark, run by the same interpreter, frozen or not);
  `HEADROOM_STARTUP_PROBE=ready` prints `painted <time>` and then `ready <time>` once the window says
  it is ready to use (`is_ready()`: the wizard, the verdict and the budget chart on screen), then exits.
  `python tests/bench/bench.py` runs both as fresh processes. The probe wraps `QApplication.exec` and
  watches Paint events, so the GUI code needs no hook of its own.
"""

from __future__ import annotations

import os
import sys
import time

PROBE_ENV = "HEADROOM_STARTUP_PROBE"
PROBE_BARE = "bare"
PROBE_READY = "ready"
PROBE_PREFIX = "painted"
READY_PREFIX = "ready"
READY_TIMEOUT_MS = 60_000  # a window that never becomes ready ends the probe with status 1
BARE_LABEL = "Headroom"


def _give_windowed_build_streams() -> None:
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))


def _install_paint_probe(until_ready: bool) -> None:
    """Print the time of the first finished paint of a top-level window, then leave at once; with
    `until_ready`, go on and print the time of the first paint pass after which the window reports
    `is_ready()`, then leave.

    The probe watches the shown top-level windows only, not every object of the application: Qt paints a
    window in passes, each started by an UpdateRequest event sent to the top-level widget (or, the first
    time, by its exposure, which paints the top-level widget itself), and paints every dirty child within
    that pass. A zero-timer started from the top-level's Paint or UpdateRequest event fires after that
    whole pass, so its timestamp is "the window is on screen". (An application-wide event filter, as
    earlier probes had, wraps the receiver of every event for Python — some 3,000 events by the time
    the window is ready — and one private Qt class makes PySide6 build the Python enums of every Qt class it
    binds — a cost of the measurement that grows with the window and that no user's start pays.)
    """
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QWidget

    paint, update_request = QEvent.Type.Paint, QEvent.Type.UpdateRequest

    class PaintProbe(QObject):
        fired = False
        checking = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            kind = event.type()
            if kind != paint and kind != update_request:
                return False
            top = watched if isinstance(watched, QWidget) else None
            if top is None or not top.isVisible():
                return False
            if not self.fired:
                if kind == paint:  # the first pass that painted (an update before the exposure paints nothing)
                    self.fired = True
                    QTimer.singleShot(0, lambda: self.report(top))
            elif until_ready and not self.checking:
                self.checking = True
                QTimer.singleShot(0, lambda: self.check(top))
            return False

        def report(self, top: QWidget) -> None:
            print(f"{PROBE_PREFIX} {time.monotonic():.6f}", flush=True)
            if not until_ready:
                os._exit(0)  # the measurement ends here: skip teardown, autosave and atexit work
            QTimer.singleShot(READY_TIMEOUT_MS, lambda: os._exit(1))
            self.check(top)

        def check(self, top: QWidget) -> None:
            """After a paint pass: is the window ready to use now?"""
            self.checking = False
            is_ready = getattr(top, "is_ready", None)
            if callable(is_ready) and is_ready():
                print(f"{READY_PREFIX} {time.monotonic():.6f}", flush=True)
                os._exit(0)

    original_exec = QApplication.exec

    def exec_with_probe(*_self: object) -> int:  # `app.exec()` passes the instance; Qt's exec is static
        app = QApplication.instance()
        assert app is not None, "exec() without a QApplication"
        probe = PaintProbe(app)
        shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        assert shown, "exec() with no window shown"
        for window in shown:
            window.installEventFilter(probe)
        return original_exec()

    QApplication.exec = exec_with_probe  # type: ignore[method-assign]


def _bare_window() -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication(sys.argv[:1])
    label = QLabel(BARE_LABEL)
    label.show()
    return int(app.exec())


def main() -> int:
    _give_windowed_build_streams()
    probe = os.environ.get(PROBE_ENV, "")
    if probe:
        _install_paint_probe(until_ready=probe == PROBE_READY)
        if probe == PROBE_BARE:
            return _bare_window()
        # The probe loaded PySide6 before the app (which loads it in app.ui.app, after its own modules): the
        # modules imported from here on get the quick check the app gives the modules imported after PySide6,
        # so the probe measures a start as a user's is, not PySide6's slower check of the CLI's modules.
        from app.ui.import_speed import quicker_imports

        quicker_imports()
    from app.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    raise SystemExit(main())
