"""Project files: save and reopen, a broken file, the autosaved draft, the question on close."""

from __future__ import annotations

import json
import os
import time

from PySide6.QtWidgets import QFileDialog, QMessageBox

from app.core.workload.io import parse_workload
from app.infra.resources import path as resource_path
from app.ui import settings
from app.ui.main_window import MainWindow
from app.ui.project_files import AUTOSAVE_DELAY_MS, ProjectFiles
from app.ui.session import Session

EXAMPLE = resource_path("examples", "chatbot-8b.headroom.json")
Save, Discard, Cancel = (QMessageBox.StandardButton.Save, QMessageBox.StandardButton.Discard,
                         QMessageBox.StandardButton.Cancel)


def test_save_then_reopen_gives_the_same_workload(qtbot, main_window, ui_session, tmp_path, monkeypatch):
    assert main_window.files.open_path(EXAMPLE)
    ui_session.set_field("load.concurrency", 24)
    assert main_window.isWindowModified()
    target = tmp_path / "chatbot copy"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert main_window.files.save_as()
    saved = target.with_name("chatbot copy.headroom.json")  # the suffix is added
    assert ui_session.path == saved and not ui_session.dirty and not main_window.isWindowModified()
    ui_session.set_field("load.concurrency", 24)
    ui_session.set_field("load.output_tokens", 600)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    assert main_window.files.save()  # the file has a path now: Save writes there without asking
    assert "(chatbot copy.headroom.json)" in main_window.windowTitle()
    assert settings.get("paths/recent_files")[0] == str(saved.resolve())

    reopened = Session()
    ProjectFiles(reopened, main_window, autosave=False).open_path(saved)
    assert reopened.outcome.workload == ui_session.outcome.workload
    assert parse_workload(json.loads(saved.read_text(encoding="utf-8"))).load.output_tokens == 600


def test_broken_file_opens_with_its_problems_listed_and_content_kept(qtbot, main_window, ui_session, tmp_path):
    broken = tmp_path / "broken.headroom.json"
    document = {"format": "headroom.workload/1", "name": "Typed by hand", "model": {"id": "llama-3.1-8b"},
                "load": {"input_tokens": "a lot", "output_tokens": -5, "concurrency": 4},
                "operations": {"storage": "2 TB"}}
    broken.write_text(json.dumps(document), encoding="utf-8")
    assert main_window.files.open_path(broken)
    dialog = main_window.files.problems_dialog
    assert dialog is not None and dialog.isVisible()
    # each named as the wizard labels it, with its place in the file beside it
    assert dialog.lines() == ["Load ▸ Typical input (load.input_tokens): must be a whole number",
                              "Load ▸ Typical answer (load.output_tokens): must be at least 0"]
    assert ui_session.draft.document == document  # nothing dropped
    load_page = main_window.wizard.pages[3]
    main_window.wizard.go(3)
    typed = next(f for f in load_page.fields if f.path == "load.input_tokens")
    assert typed.line.text() == "a lot" and typed.problems() == ["must be a whole number"]
    assert main_window.wizard.steps.item(3).text().endswith("⚠")
    assert json.loads(ui_session.draft.text()) == document  # Save keeps it as typed


def test_unreadable_file_is_reported_and_the_current_work_stays(qtbot, main_window, ui_session, tmp_path):
    bad = tmp_path / "bad.headroom.json"
    bad.write_text('{"name": "half', encoding="utf-8")
    before = dict(ui_session.draft.document)
    assert not main_window.files.open_path(bad)
    assert main_window.files.problems_dialog.lines() == ["not valid JSON (line 1, column 10)"]
    assert ui_session.draft.document == before


def test_autosaved_draft_is_offered_and_restored(qtbot, ui_session, questions, tmp_path):
    first = MainWindow(ui_session, restore_geometry=False)
    qtbot.add_widget(first)
    ui_session.set_field("load.concurrency", 33)
    draft = first.files.draft_path()
    qtbot.wait_until(draft.is_file, timeout=AUTOSAVE_DELAY_MS * 4)
    assert json.loads(draft.read_text(encoding="utf-8"))["load"]["concurrency"] == 33
    first.files.autosave = False  # the "crash": the window goes away without its clean exit
    first.files.deleteLater()

    questions.answer = QMessageBox.StandardButton.Yes
    second = MainWindow(Session(), restore_geometry=False)
    qtbot.add_widget(second)
    assert second.files.offer_restore()
    assert questions.asked == ["Restore unsaved work?"]
    assert second.session.value("load.concurrency") == 33
    assert second.session.dirty and second.isWindowModified()


def test_draft_older_than_its_saved_file_is_not_offered(qtbot, ui_session, questions, tmp_path):
    saved = tmp_path / "done.headroom.json"
    window = MainWindow(ui_session, restore_geometry=False)
    qtbot.add_widget(window)
    ui_session.set_field("load.concurrency", 12)
    window.files.write_draft()
    window.files.write(saved)  # saving removes the draft…
    window.files.write_draft()  # …an old one left behind (say, by a second window) is older than the file
    past = time.time() - 60
    os.utime(window.files.draft_path(), (past, past))
    assert window.files.pending_draft() is None
    assert not window.files.offer_restore()
    assert questions.asked == [] and not window.files.draft_path().exists()


def test_closing_with_unsaved_changes_asks(qtbot, main_window, ui_session, questions, monkeypatch):
    ui_session.set_field("load.concurrency", 3)
    questions.answer = Cancel
    assert not main_window.close()
    assert questions.asked == ["Unsaved changes"] and main_window.isVisible()

    saved: list[bool] = []
    monkeypatch.setattr(main_window.files, "save", lambda: saved.append(True) or True)
    questions.answer = Save
    assert main_window.close()
    assert saved == [True]


def test_closing_discards_and_removes_the_draft(qtbot, main_window, ui_session, questions):
    ui_session.set_field("load.concurrency", 3)
    main_window.files.write_draft()
    questions.answer = Discard
    assert main_window.close()
    assert not main_window.files.draft_path().exists()
    assert settings.get("window/geometry")  # geometry persisted on a clean exit


def test_new_asks_then_starts_clean(qtbot, main_window, ui_session, questions):
    ui_session.set_field("name", "Something")
    questions.answer = Discard
    assert main_window.files.new()
    assert ui_session.value("name") == "Untitled workload" and not ui_session.dirty
