"""The main window's frame: views, menus, settings, the exception hook, translations."""

from __future__ import annotations

import logging
import sys

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QMessageBox

from app.text import i18n
from app.ui import main_window as main_window_module
from app.ui import settings
from app.ui.app import install_exception_hook, install_translators, setup_logging
from app.ui.main_window import MainWindow, ViewSpec
from app.ui.settings_dialog import SettingsDialog


def test_views_are_built_when_first_shown(qtbot, main_window):
    assert main_window.view_widget("compare") is None  # nothing imported yet
    main_window.show_view("compare")
    view = main_window.view_widget("compare")
    assert type(view).__name__ == "ComparisonView"
    assert main_window.tabs.currentWidget() is main_window.views["compare"]
    main_window.show_view("workload")
    assert main_window.tabs.currentWidget() is main_window.splitter


def test_a_view_that_fails_to_open_shows_a_message_not_a_traceback(qtbot, ui_session, questions, monkeypatch):
    monkeypatch.setattr(main_window_module, "VIEWS", (ViewSpec("servers", "app.ui.not_a_module.view", "View"),))
    window = MainWindow(ui_session, restore_geometry=False)
    qtbot.add_widget(window)
    window.show_view("servers")
    placeholder = window.view_widget("servers")
    assert isinstance(placeholder, QLabel) and "could not be opened" in placeholder.text()


def test_recent_files_menu(qtbot, main_window, tmp_path):
    example = tmp_path / "a.headroom.json"
    example.write_text('{"format": "headroom.workload/1", "model": {"id": "qwen3-8b"}}', encoding="utf-8")
    assert main_window.files.open_path(example)
    menu = QMenu()
    main_window.files.fill_recent_menu(menu)
    entries = [a for a in menu.actions() if a.text().startswith("&1")]
    assert entries and entries[0].toolTip() == str(example.resolve())
    main_window.files.new()
    entries[0].trigger()
    assert main_window.session.value("model") == {"id": "qwen3-8b"}


def test_quote_action_opens_the_dialog(qtbot, main_window):
    assert main_window.quote_action.isEnabled()
    main_window.quote_action.trigger()
    assert type(main_window._quote_dialog).__name__ == "QuoteDialog"
    main_window._quote_dialog.reject()


def test_settings_dialog_stores_language_and_unit(qtbot, ui_session):
    dialog = SettingsDialog(ui_session)
    qtbot.add_widget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("pl"))
    dialog.unit.setCurrentIndex(dialog.unit.findData("GiB"))
    dialog.accept()
    assert settings.get("language") == "pl" and settings.get("unit") == "GiB"
    assert ui_session.unit == "GiB"


def test_unit_choice_persists(qtbot, main_window, ui_session):
    ui_session.set_unit("GiB")
    assert settings.get("unit") == "GiB"


def test_exception_hook_logs_and_shows_plain_words(qtbot, main_window, monkeypatch, request):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    before = list(logging.getLogger().handlers)
    monkeypatch.setattr(logging.getLogger(), "handlers", list(before))
    monkeypatch.setattr(logging.getLogger(), "level", logging.getLogger().level)
    log_path = setup_logging()
    for added in set(logging.getLogger().handlers) - set(before):
        request.addfinalizer(added.close)  # the log file is closed when the test ends
    install_exception_hook(lambda: main_window, log_path)
    try:
        raise RuntimeError("boom in a slot")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert "boom in a slot" in log_path.read_text(encoding="utf-8")
    boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    assert boxes
    box = boxes[-1]
    assert box.windowTitle() == "Something went wrong" and "unexpected problem" in box.text()
    assert "Traceback" not in box.text() and "boom" not in box.text() and str(log_path) in box.text()
    box.close()


def test_translators_route_engine_messages_through_qt(qtbot):
    app = QApplication.instance()
    calls: list[tuple[str, str]] = []
    original = QCoreApplication.translate

    def spy(context, text, *rest):
        calls.append((context, text))
        return original(context, text, *rest)

    found = install_translators(app, "en")
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(QCoreApplication, "translate", spy)
            from app.text.messages import verdict_text

            assert verdict_text("fits") == "fits comfortably"
        assert ("Messages", "fits comfortably") in calls
    finally:
        for translator in found:
            app.removeTranslator(translator)
        i18n.set_language("en")  # back to the Qt-free reader for the other tests


