"""Issue 15 in the window, driven as a user does: the verdict and its colour, the people field, the
exchange rates in Settings, and the field-mapping and stale-state bugs (each one a user flow)."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from app.charts.palette import VERDICT_COLORS
from app.core.offers.money import load_rates
from app.infra.resources import path as resource_path
from app.text.formatting import Fmt
from app.ui.compare.view import ComparisonView
from app.ui.pilot.view import PilotView
from app.ui.session import Session
from app.ui.settings_dialog import SettingsDialog
from app.ui.wizard.goal_page import GoalPage
from app.ui.wizard.load_page import LoadPage
from app.ui.wizard.model_page import ModelPage

CHAT70 = resource_path("examples", "chatbot-70b.headroom.json")
CHATBOT = resource_path("examples", "chatbot-8b.headroom.json")


def load(session: Session, example: Path) -> None:
    session.load_data(json.loads(example.read_text(encoding="utf-8")), example)


# -- the verdict ---------------------------------------------------------------------------------

def test_a_server_that_misses_a_must_have_reads_as_a_problem(qtbot, main_window, ui_session):
    load(ui_session, CHAT70)
    ui_session.set_server("srv-4x-l40s")  # memory fits; slower per user than the must-have 20 tokens/s
    verdict = main_window.result.verdict
    qtbot.wait_until(lambda: verdict.text().startswith("Misses a must-have on 4U server, 4x L40S"))
    (miss,) = ui_session.outcome.fit.missed
    assert f"{Fmt().rate(miss.figure)} tokens/s per user, the must-have is at least 20" in verdict.text()
    assert VERDICT_COLORS["misses_must_have"] in verdict.styleSheet()
    ui_session.set_server("hgx-4x-h100-sxm")
    qtbot.wait_until(lambda: verdict.text().startswith("Fits comfortably on HGX H100"))
    # the need of the split, never a multi-GPU need as one GPU's
    assert "per GPU × 4 GPUs = " in verdict.text()
    assert VERDICT_COLORS["fits"] in verdict.styleSheet()


def test_the_comparison_stars_only_a_server_that_meets_every_must_have(qtbot, ui_session):
    load(ui_session, CHAT70)
    view = ComparisonView(ui_session)
    qtbot.add_widget(view)
    view.show()
    ids = ["srv-4x-l40s", "hgx-4x-h100-sxm", "srv-2x-h100-pcie"]
    ui_session.set_compare_ids(ids)
    qtbot.wait_until(lambda: {r.server_id for r in view.shown} == set(ids))
    columns = {r.server_id: i for i, r in enumerate(view.shown)}
    assert view.table.text("Verdict", columns["srv-4x-l40s"]) == "misses a must-have"
    (miss,) = view.shown[columns["srv-4x-l40s"]].missed
    assert view.table.text("Must-haves", columns["srv-4x-l40s"]) == \
        f"✗ {Fmt().rate(miss.figure)} tokens/s per user, the must-have is at least 20"
    assert view.table.text("Must-haves", columns["hgx-4x-h100-sxm"]) == "all met"
    assert "recommended" in view.table.horizontalHeaderItem(columns["hgx-4x-h100-sxm"]).text()
    assert "recommended" not in view.table.horizontalHeaderItem(columns["srv-4x-l40s"]).text()
    assert view.banner.text().startswith("★ Recommended: HGX H100 4-GPU server, 4x H100 SXM, the only server that")
    assert "ranked by what a month of it costs" in view.banner.text()
    # "Most requests at once" with the people it serves at the workload's share (10 %)
    limit = view.table.text("Most requests at once", columns["hgx-4x-h100-sxm"])
    assert limit.splitlines()[1].startswith("≈ ") and "people at 10" in limit


# -- people and requests ------------------------------------------------------------------------

def test_people_typed_set_the_requests_at_once(qtbot, main_window, ui_session):
    main_window.wizard.go(3)
    page = main_window.wizard.current_page()
    assert isinstance(page, LoadPage)
    qtbot.keyClicks(page.people.line, "200")
    assert ui_session.value("load.people") == 200
    assert ui_session.outcome.workload.load.concurrency == 20  # 200 × 10 %
    assert not page.concurrency.line.isEnabled() and page.concurrency.line.text() == "20"
    assert page.people_note.text().startswith("200 people × 10 % active at the busiest moment ≈ 20 requests")
    assert "NVIDIA" in page.people_note.text()
    qtbot.keyClicks(page.share.line, "25")
    assert ui_session.value("load.active_share") == 0.25
    assert ui_session.outcome.workload.load.concurrency == 50
    page.people.line.selectAll()
    qtbot.keyClick(page.people.line, Qt.Key.Key_Backspace)  # the field emptied: the requests are typed again
    assert page.concurrency.line.isEnabled() and ui_session.value("load.people") is None


# -- exchange rates -----------------------------------------------------------------------------

def test_rates_edited_in_settings_rank_offers_everywhere(qtbot, ui_session, headroom_home):
    dialog = SettingsDialog(ui_session)
    qtbot.add_widget(dialog)
    editor = dialog.rates
    assert "Shipped defaults: European Central Bank" in editor.origin.text() and "2025-02-28" in editor.origin.text()
    row = next(r for r in range(editor.table.rowCount()) if editor.table.item(r, 0).text() == "PLN")
    editor.table.item(row, 1).setText("5")
    assert editor.origin.text().startswith("Your own rates")
    with qtbot.wait_signal(ui_session.rates_changed):
        dialog.accept()
    assert load_rates().per_base("PLN") == 5.0 and load_rates().source == "user"
    assert (headroom_home / "exchange_rates.json").is_file()


def test_a_bad_rate_keeps_the_settings_open_and_says_which(qtbot, ui_session):
    dialog = SettingsDialog(ui_session)
    qtbot.add_widget(dialog)
    dialog.show()
    dialog.rates.add_row()
    row = dialog.rates.table.rowCount() - 1
    dialog.rates.table.item(row, 0).setText("RUB")
    dialog.rates.table.item(row, 1).setText("lots")
    dialog.accept()
    assert dialog.isVisible() and "RUB: the rate must be a number above 0" in dialog.rates.problem.text()


# -- the bugs of the issue, as user flows --------------------------------------------------------

def test_usage_rights_left_empty_do_not_look_filled_in(qtbot, ui_session):
    load(ui_session, CHAT70)
    ui_session.set_field("model.usage_rights", None)
    page = ModelPage(ui_session)
    qtbot.add_widget(page)
    page.show()
    line = page.usage.line
    assert line.text() == ""
    assert line.placeholderText() == "not given yet"  # a hint, not an answer
    assert "published license is llama3.1" in page.license_hint.text()  # beside it, wrapped, not cut
    from app.report.quote.build import quote_for
    from app.report.quote.model import QuoteOptions

    quote = quote_for(ui_session.outcome.workload, [], ui_session.catalog, QuoteOptions(), explicit=True)
    rows = {r[1]: r[2] for r in quote.section("requirements").blocks[0].rows}
    assert rows["Usage rights"] == "not specified"  # the window and the quote agree


def test_the_adaptation_method_offers_only_its_methods(qtbot, main_window, ui_session):
    main_window.wizard.go(0)
    page = main_window.wizard.current_page()
    assert isinstance(page, GoalPage)
    assert ui_session.value("mode") == "inference"
    adapt = next(b for b in page.goal_buttons.buttons() if b.property("goal") == "adapt")
    qtbot.mouseClick(adapt, Qt.MouseButton.LeftButton)
    assert ui_session.value("mode") == "lora" and page.method_box.isVisibleTo(page)
    combo = page.method.combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["LoRA — model kept in 16-bit",
                                                                 "QLoRA — model compressed to 4-bit, least memory"]
    assert "not a known choice" not in " ".join(combo.itemText(i) for i in range(combo.count()))


def test_the_pilot_starts_on_a_server_where_the_work_runs(qtbot, ui_session, questions, tmp_path, monkeypatch):
    load(ui_session, CHAT70)
    ui_session.set_server("srv-1x-l40s")  # 70B in BF16 does not fit one L40S
    view = PilotView(ui_session)
    qtbot.add_widget(view)
    view.show()
    qtbot.wait_until(lambda: not view._refresh.pending)
    assert ui_session.pilot.server() == "hgx-4x-h100-sxm"  # the recommended server of the library
    assert view.server_picker.currentData() == "hgx-4x-h100-sxm"
    assert "starts on the recommended server" in view.server_note.text()
    # Picking the L40S anyway: the page says so, and writing a kit for it asks first.
    picker = view.server_picker
    picker.setCurrentIndex(picker.findData("srv-1x-l40s"))
    picker.activated.emit(picker.currentIndex())
    qtbot.wait_until(lambda: "Does not fit on 2U server, 1x L40S" in view.server_note.text())
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_a, **_k: str(tmp_path))
    questions.answer = QMessageBox.StandardButton.No
    view.kit_button.click()
    assert questions.asked == ["The work does not run there"] and not (tmp_path / "plan.json").exists()


def test_file_new_starts_at_the_first_step_without_a_server(qtbot, main_window, ui_session, questions):
    main_window.files.open_path(CHATBOT)
    ui_session.set_server("srv-1x-l40s")
    main_window.wizard.go(3)
    questions.answer = QMessageBox.StandardButton.Discard
    new = next(a for a in main_window.menuBar().actions()[0].menu().actions() if a.text() == "&New")
    new.trigger()
    assert main_window.wizard.current() == 0
    assert ui_session.server_id is None and ui_session.outcome.fit is None
    assert main_window.result.picker.currentData() in (None, "")


def test_opening_a_file_with_problems_shows_no_figures_of_the_previous_one(qtbot, main_window, ui_session, tmp_path):
    main_window.files.open_path(CHATBOT)
    chart = main_window.result.chart
    qtbot.wait_until(lambda: chart.budget is not None)
    broken = tmp_path / "broken.headroom.json"
    broken.write_text(json.dumps({"format": "headroom.workload/1", "model": {"id": "llama-3.1-70b"},
                                  "load": {"input_tokens": -5}}), encoding="utf-8")
    assert main_window.files.open_path(broken)
    assert ui_session.outcome.budget is None
    assert chart.budget is None and not chart.bar_heights()  # the 8B's bar is gone
    assert "no figures until then" in main_window.result.verdict.text()
    # Typing a bad value into a valid document keeps its last figures (the user is typing).
    main_window.files.open_path(CHATBOT)
    qtbot.wait_until(lambda: chart.budget is not None)
    ui_session.set_field("load.input_tokens", "abc")
    assert chart.budget is not None and "last valid figures" in main_window.result.verdict.text()
