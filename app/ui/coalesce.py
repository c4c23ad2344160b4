"""Refresh a view once per event-loop turn, and only while it is visible.

Several signals often arrive together (a workload edit, a unit switch, a library change); the
view redraws once, on the next turn. A hidden view only remembers that it is stale and redraws
when it is shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget


class VisibleRefresh(QObject):
    def __init__(self, view: QWidget, refresh: Callable[[], None]):
        super().__init__(view)
        self._view = view
        self.stale = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(refresh)

    @property
    def pending(self) -> bool:
        """A refresh is scheduled for the next event-loop turn."""
        return self._timer.isActive()

    def request(self) -> None:
        """Something changed: refresh on the next turn, or when the view is shown."""
        if not self._view.isVisible():
            self.stale = True
            return
        self._timer.start()

    def shown(self) -> None:
        """Call from the view's showEvent."""
        if self.stale:
            self._timer.start()

    def done(self) -> None:
        """Call at the start of refresh(): a refresh now makes any pending one unnecessary."""
        self._timer.stop()
        self.stale = False
