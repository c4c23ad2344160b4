"""A project of several workloads in the window: add, switch, rename, schedule, remove; the result and the
Compare view judge them together; save and reopen keeps them all; a single workload stays a workload file."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from app.core.fit.together import place_together
from app.core.workload.io import read_workload_file
from app.infra.resources import path as resource_path
from app.ui.project_files import ProjectFiles
from app.ui.session import Session

CHATBOT = resource_path("examples", "chatbot-8b.headroom.json")
QLORA = resource_path("examples", "qlora-8b.headroom.json")


def _add_qlora(qtbot, window, session) -> None:
    assert not window.project_bar.isVisibleTo(window)  # one workload: the bar stays out of the way
    window.add_workload_action.trigger()  # Edit ▸ Add a workload to this project
    assert window.project_bar.isVisibleTo(window)
    assert session.project.count() == 2 and session.project.current == 1
    qlora = json.loads(QLORA.read_text(encoding="utf-8"))
    session.update_fields({k: v for k, v in qlora.items() if k != "format"})


def test_add_a_workload_and_judge_both_on_the_target_server(qtbot, main_window, ui_session):
    assert main_window.files.open_path(CHATBOT)
    bar = main_window.project_bar
    _add_qlora(qtbot, main_window, ui_session)
    assert [bar.choice.itemText(i) for i in range(bar.choice.count())] == ["Support chatbot",
                                                                           "QLoRA adaptation on support tickets"]
    assert bar.remove_button.isVisibleTo(main_window) and bar.runs.isVisibleTo(main_window)
    box = main_window.result.together
    assert box.isVisibleTo(main_window) and "Pick a target server" in box.reason.text()

    ui_session.set_server("srv-1x-l40s")
    assert "All 2 workloads together: does not fit" in box.heading.text()
    expected = place_together([read_workload_file(CHATBOT), read_workload_file(QLORA)],
                              ui_session.server(), ui_session.catalog)
    assert box.result() is not None and box.result().slices[0].busiest_bytes == expected.slices[0].busiest_bytes

    # by night only: the two never run at once, so one L40S holds the larger of the two
    bar.runs.setCurrentIndex(1)
    bar.runs.activated.emit(1)
    bar.start_hour.setValue(22)
    bar.end_hour.setValue(6)
    assert ui_session.value("schedule.hours") == "22-06"
    bar.choice.setCurrentIndex(0)
    bar.choice.activated.emit(0)
    assert ui_session.value("name") == "Support chatbot"
    bar.runs.setCurrentIndex(1)
    bar.runs.activated.emit(1)
    bar.start_hour.setValue(8)
    bar.end_hour.setValue(20)
    assert "All 2 workloads together: fits" in box.heading.text()
    assert "never loaded at the same time" in box.reason.text()
    charts, detail = main_window.result.charts, main_window.result.together_detail
    assert charts.tabText(charts.indexOf(detail)) == "All workloads together"
    charts.setCurrentWidget(detail)
    assert detail.chart.isVisibleTo(main_window)


def test_rename_and_remove(qtbot, main_window, ui_session, monkeypatch, questions):
    assert main_window.files.open_path(CHATBOT)
    _add_qlora(qtbot, main_window, ui_session)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Nightly tuning", True))
    main_window.project_bar.rename_button.click()
    assert ui_session.project.names() == ["Support chatbot", "Nightly tuning"]
    questions.answer = QMessageBox.StandardButton.Yes
    main_window.project_bar.remove_button.click()
    assert ui_session.project.names() == ["Support chatbot"]
    assert ui_session.project.current == 0 and ui_session.value("name") == "Support chatbot"
    assert not main_window.result.together.isVisibleTo(main_window)


def test_save_and_reopen_keeps_every_workload(qtbot, main_window, ui_session, tmp_path, monkeypatch):
    assert main_window.files.open_path(CHATBOT)
    _add_qlora(qtbot, main_window, ui_session)
    ui_session.set_field("schedule.hours", "22-06")
    target = tmp_path / "desk.headroom.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert main_window.files.save_as()
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["format"] == "headroom.project/1"
    assert [w["name"] for w in data["workloads"]] == ["Support chatbot", "QLoRA adaptation on support tickets"]
    assert not ui_session.dirty

    reopened = Session()
    ProjectFiles(reopened, main_window, autosave=False).open_path(target)
    assert reopened.project.names() == ui_session.project.names()
    assert reopened.project.workloads() == ui_session.project.workloads()
    assert reopened.value("name") == "Support chatbot" and not reopened.dirty


def test_a_single_workload_is_still_saved_as_a_workload_file(qtbot, main_window, ui_session, tmp_path, monkeypatch):
    assert main_window.files.open_path(CHATBOT)
    target = tmp_path / "one.headroom.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    ui_session.set_field("load.concurrency", 12)
    assert main_window.files.save_as()
    assert json.loads(target.read_text(encoding="utf-8"))["format"] == "headroom.workload/1"


def test_compare_view_judges_the_set(qtbot, main_window, ui_session):
    assert main_window.files.open_path(CHATBOT)
    _add_qlora(qtbot, main_window, ui_session)
    ui_session.set_compare_ids(["srv-1x-l40s", "srv-2x-l40s"])
    main_window.show_view("compare")
    view = main_window.view_widget("compare")
    view.refresh()
    tab = view.together
    assert view.tabs.isTabVisible(view.tabs.indexOf(tab))
    rows = {tab.table.item(r, 0).text(): tab.table.item(r, 1).text() for r in range(tab.table.rowCount())}
    assert rows == {"★ 2U server, 2x L40S (1,300 USD)": "fits comfortably",
                    "2U server, 1x L40S (650 USD)": "does not fit"}
    assert "Recommended for the whole set: 2U server, 2x L40S" in tab.summary.text()


def test_undo_stays_within_the_workload_it_was_made_on(qtbot, main_window, ui_session):
    assert main_window.files.open_path(CHATBOT)
    ui_session.set_field("load.concurrency", 20)
    _add_qlora(qtbot, main_window, ui_session)
    ui_session.project.switch(0)
    assert ui_session.value("load.concurrency") == 20  # the first workload's edit is kept
    assert not ui_session.history.can_undo
