"""Undo and redo of the workload: Edit menu, Ctrl+Z / Ctrl+Shift+Z, a burst of typing is one step."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.core.workload.draft import Draft
from app.ui.history import BURST_S, DraftHistory

BASE = {"format": "headroom.workload/1", "model": {"id": "llama-3.1-8b"}, "load": {"concurrency": 8}}


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_edits_of_one_field_close_together_are_one_step():
    clock = Clock()
    history = DraftHistory(clock)
    drafts = [Draft.of(BASE)]
    for value in (1, 16, 160):  # "1", "16", "160" typed in one go
        history.record(drafts[-1], ["load.concurrency"])
        drafts.append(drafts[-1].with_values({"load.concurrency": value}))
        clock.now += 0.2
    assert history.undo(drafts[-1]) is drafts[0]  # back to 8 at once
    assert not history.can_undo and history.can_redo


def test_a_pause_or_another_field_starts_a_new_step():
    clock = Clock()
    history = DraftHistory(clock)
    a = Draft.of(BASE)
    history.record(a, ["load.concurrency"])
    b = a.with_values({"load.concurrency": 16})
    clock.now += BURST_S + 0.1  # a pause
    history.record(b, ["load.concurrency"])
    c = b.with_values({"load.concurrency": 32})
    history.record(c, ["load.input_tokens"])  # another field, at once
    d = c.with_values({"load.input_tokens": 4096})
    assert history.undo(d) is c
    assert history.undo(c) is b
    assert history.undo(b) is a
    assert history.undo(a) is None


def concurrency_line(window):
    window.wizard.go(3)
    field = next(f for f in window.wizard.current_page().fields if f.path == "load.concurrency")
    return field.line


def test_ctrl_z_in_a_field_undoes_the_typing_and_ctrl_shift_z_redoes_it(qtbot, main_window, ui_session):
    line = concurrency_line(main_window)
    assert ui_session.value("load.concurrency") == 8 and not main_window.undo_action.isEnabled()
    line.setFocus()
    line.selectAll()
    qtbot.keyClicks(line, "64")  # two keystrokes, one burst
    assert ui_session.value("load.concurrency") == 64
    assert main_window.undo_action.isEnabled() and ui_session.dirty

    qtbot.keyClick(line, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert ui_session.value("load.concurrency") == 8  # the whole burst, not just the "4"
    assert line.text() == "8"
    assert not ui_session.dirty  # back to what the (new) document held
    assert main_window.redo_action.isEnabled()

    qtbot.keyClick(line, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert ui_session.value("load.concurrency") == 64 and line.text() == "64"
    assert ui_session.outcome.workload is not None and ui_session.outcome.workload.load.concurrency == 64


def test_the_edit_menu_undoes_a_scenario_and_opening_a_file_clears_the_history(qtbot, main_window, ui_session):
    before = ui_session.draft
    ui_session.update_fields({"mode": "qlora"})
    assert ui_session.value("mode") == "qlora"
    main_window.undo_action.trigger()
    assert ui_session.draft is before
    ui_session.update_fields({"mode": "lora"})
    assert not main_window.redo_action.isEnabled()  # a new edit drops what was undone
    ui_session.load_data(BASE, None)
    assert not main_window.undo_action.isEnabled() and not main_window.redo_action.isEnabled()
