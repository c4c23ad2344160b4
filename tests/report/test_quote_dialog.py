"""File ▸ Export quote request…: options, preview, saving, remembered choices, errors."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from quote_testkit import read_pages

from app.infra.resources import path
from app.ui import settings
from app.ui.quote_dialog import QuoteDialog, default_file_name
from app.ui.session import Session

# The offscreen platform plugin says this whenever a window is shown; it is not our code's.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def session(qtbot) -> Session:
    s = Session()
    s.load_data(json.loads(path("examples", "chatbot-8b.headroom.json").read_text(encoding="utf-8")), None)
    s.set_quote_ids(["srv-1x-l40s", "ws-1x-rtx-pro-6000"])
    return s


@pytest.fixture
def dialog(qtbot, session) -> QuoteDialog:
    settings.put("quote/author", "Anna Nowak")
    d = QuoteDialog(session)
    qtbot.add_widget(d)
    d.open()
    return d


def test_uses_the_quote_selection_and_remembered_sender(dialog):
    assert dialog.explicit
    assert dialog.quote is not None
    # in the engine's order: a chatbot serves a fixed demand, the cheaper per month first
    assert [r.server_id for r in dialog.quote.candidates] == ["srv-1x-l40s", "ws-1x-rtx-pro-6000"]
    assert dialog.author.text() == "Anna Nowak"
    assert dialog.quote.options.author == "Anna Nowak"
    assert "2 profiles" in dialog.scope.text()
    assert dialog.preview.pageCount() >= 2


def test_language_and_paper_change_the_document_not_the_window(qtbot, dialog):
    dialog.language.setCurrentIndex(dialog.language.findData("ru"))
    assert dialog.quote.options.lang == "ru"
    assert dialog.quote.section("summary").title == "Резюме"
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    assert dialog.quote.options.paper == "letter"
    assert dialog.windowTitle() == "Export quote request"


def test_typing_a_company_updates_the_preview_after_a_pause(qtbot, dialog):
    qtbot.keyClicks(dialog.company, "Acme GmbH")  # QTest types ASCII only; pytest-qt has no snake_case name
    qtbot.wait_until(lambda: dialog.quote.options.company == "Acme GmbH")


def test_save_writes_the_pdf_and_remembers_the_folder(qtbot, dialog, tmp_path, monkeypatch):
    target = tmp_path / "out" / "offer.pdf"
    target.parent.mkdir()
    asked = {}

    def choose(parent, title, suggested, filters):  # type: ignore[no-untyped-def]
        asked["suggested"] = suggested
        return str(target.with_suffix("")), filters  # without .pdf: the dialog adds it

    monkeypatch.setattr(QFileDialog, "getSaveFileName", choose)
    with qtbot.wait_signal(dialog.accepted):
        dialog.save_button.click()
    assert target.exists()
    assert asked["suggested"].endswith(default_file_name("Support chatbot", "en"))
    assert "Support chatbot" in " ".join(read_pages(target))
    assert settings.get("paths/last_quote_folder") == str(target.parent)
    assert settings.get("quote/author") == "Anna Nowak"


def test_unwritable_place_shows_an_error_and_writes_nothing(qtbot, dialog, tmp_path, monkeypatch):
    target = tmp_path / "missing" / "offer.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    shown = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a: shown.append(text))
    dialog.save_button.click()
    assert len(shown) == 1 and str(target) in shown[0]
    assert not target.parent.exists()
    assert dialog.isVisible()


def test_an_invalid_workload_cannot_be_exported(qtbot, session):
    session.set_field("load.concurrency", 0)
    d = QuoteDialog(session)
    qtbot.add_widget(d)
    assert d.quote is None
    assert not d.save_button.isEnabled()


def test_default_file_name_is_safe():
    assert default_file_name("Long-document Q&A / v2", "pl") == "long-document-q-a-v2-quote-pl.pdf"
    assert default_file_name("   ", "en") == "headroom-quote-en.pdf"


def test_file_menu_opens_the_dialog(qtbot, session, monkeypatch):
    from app.ui.main_window import MainWindow

    window = MainWindow(session, restore_geometry=False)
    qtbot.add_widget(window)
    window.show()
    assert window.quote_action.isEnabled()
    window.quote_action.trigger()
    dialog = window._quote_dialog
    assert isinstance(dialog, QuoteDialog) and dialog.isVisible() and dialog.isModal()
    assert dialog.quote is not None and dialog.quote.project == "Support chatbot"
    dialog.reject()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
