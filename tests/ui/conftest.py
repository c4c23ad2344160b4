"""Fixtures for the window tests: a session, the shown main window, model files written by hand."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.ui.session import Session

# The offscreen platform plugin itself says these whenever a window is shown or brought forward; they
# are not our code's.
OFFSCREEN_NOISE = "This plugin does not support (propagateSizeHints|raise)"


def pytest_collection_modifyitems(items) -> None:
    for item in items:
        if "tests/ui" in item.nodeid.replace("\\", "/"):
            item.add_marker(pytest.mark.qt_log_ignore(OFFSCREEN_NOISE))


@pytest.fixture
def ui_session(qtbot) -> Session:
    """A session on the shipped catalog, with the profile library in the test's HEADROOM_HOME."""
    return Session()


class Questions:
    """QMessageBox.question answered without a modal loop: records the titles, returns `answer`."""

    def __init__(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        self.asked: list[str] = []
        self.answer = QMessageBox.StandardButton.Discard

    def __call__(self, _parent, title, _text, *_args, **_kwargs):
        self.asked.append(title)
        return self.answer


@pytest.fixture
def questions(monkeypatch) -> Questions:
    """pytest-qt closes the test's windows before fixtures are torn down; a window with unsaved
    work asks on close, and a real modal question would wait forever offscreen."""
    from PySide6.QtWidgets import QMessageBox

    answering = Questions()
    monkeypatch.setattr(QMessageBox, "question", answering)
    return answering


@pytest.fixture
def main_window(qtbot, ui_session, questions) -> Iterator:
    """The main window, shown (offscreen) at the size the layout is designed for."""
    from app.ui.main_window import MainWindow

    window = MainWindow(ui_session, restore_geometry=False)
    qtbot.add_widget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.wait_exposed(window)
    yield window
