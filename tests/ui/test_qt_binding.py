"""The Qt binding must not leak references to None (PySide6 6.12.0 on Python 3.11 does: every void
Qt call drops one, and the app aborts with `none_dealloc` after about 1,500 edits)."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtWidgets import QLabel

CALLS = 2000


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12")
def test_void_qt_calls_keep_none_alive(qtbot):
    label = QLabel()
    qtbot.add_widget(label)
    before = sys.getrefcount(None)
    for _ in range(CALLS):
        label.setText("x")
    assert sys.getrefcount(None) >= before - 10
