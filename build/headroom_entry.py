"""Entry point of the frozen `headroom` program: every CLI subcommand, and the window with no arguments.

`app.cli.main` already treats a bare `headroom` as `headroom gui`. Two extras live here, not in the
app, because they only concern the bundle and its measurement:

* A windowed Windows build (`headroomw.exe`) has no console: `sys.stdout`/`sys.stderr` are None,
  and any print would raise. They go to the null device instead.
* `HEADROOM_STARTUP_PROBE=1` prints `painted <time.monotonic()>` once the first window has painted
  and exits; `HEADROOM_STARTUP_PROBE=bare` does the same for a bare PySide6 window with one label
  (the baseline of the cold-start benchmark, run by the same interpreter, frozen or not).
  `python tests/bench/bench.py` runs both as fresh processes. The probe wraps `QApplication.exec` and
  watches Paint events, so the GUI code needs no hook of its own.
"""

from __future__ import annotations

import os
import sys
import time

PROBE_ENV = "HEADROOM_STARTUP_PROBE"
PROBE_BARE = "bare"
PROBE_PREFIX = "painted"
BARE_LABEL = "Headroom"


def _give_windowed_build_streams() -> None:
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115 - lives for the process


def _install_paint_probe() -> None:
    """Print the time of the first finished paint of a top-level window, then leave at once.

    A zero-timer started from the first Paint event fires after that whole paint pass (every child
    widget of the window is painted in the same pass), so the timestamp is "the window is on screen".
    """
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QWidget

    class PaintProbe(QObject):
        fired = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
            if (not self.fired and event.type() == QEvent.Type.Paint and isinstance(watched, QWidget)
                    and watched.window().isVisible()):
                self.fired = True
                QTimer.singleShot(0, self.report)
            return False

        def report(self) -> None:
            print(f"{PROBE_PREFIX} {time.monotonic():.6f}", flush=True)
            os._exit(0)  # the measurement ends here: skip teardown, autosave and atexit work

    original_exec = QApplication.exec

    def exec_with_probe(*_self: object) -> int:  # `app.exec()` passes the instance; Qt's exec is static
        app = QApplication.instance()
        assert app is not None, "exec() without a QApplication"
        app.installEventFilter(PaintProbe(app))
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
        _install_paint_probe()
        if probe == PROBE_BARE:
            return _bare_window()
    from app.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    raise SystemExit(main())
