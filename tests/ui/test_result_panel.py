"""The result side: server picker and verdict, the unit switch, hover/click explanations, warnings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPalette
from PySide6.QtWidgets import QApplication

from app.charts.palette import COMPONENT_COLORS, DARK, LIGHT
from app.core.units import UNIT_BYTES
from app.text.formatting import Fmt
from app.text.messages import formula_text
from app.ui.result.chart import BudgetChart


def segment_centre(chart: BudgetChart, key: str) -> QPointF:
    rect = chart.segment(key)
    assert rect is not None and rect.width() > 0 and rect.height() > 0
    return rect.center()


def mouse(chart: BudgetChart, kind: QEvent.Type, pos: QPointF) -> None:
    """A mouse event on the chart's canvas, as Qt delivers a real one."""
    button = Qt.MouseButton.LeftButton if kind == QEvent.Type.MouseButtonPress else Qt.MouseButton.NoButton
    event = QMouseEvent(kind, pos, chart.canvas.mapToGlobal(pos), button, button, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(chart.canvas, event)


def test_picking_a_server_gives_a_verdict_and_a_capacity_line(qtbot, main_window, ui_session):
    panel = main_window.result
    picker = panel.picker
    picker.setFocus()
    index = picker.findData("srv-1x-l40s")
    picker.setCurrentIndex(index)
    picker.activated.emit(index)
    fit = ui_session.outcome.fit
    assert ui_session.server_id == "srv-1x-l40s" and fit is not None
    assert panel.verdict.text().startswith("Fits comfortably on 2U server, 1x L40S")
    assert f"{fit.headroom_bytes / 1e9:.2f} GB" in panel.verdict.text()
    assert panel.chart.capacity_lines() == [pytest.approx(fit.capacity_bytes / 1e9)]
    assert "One copy of the model per GPU" in panel.detail.text()


def test_a_transcription_result_says_what_its_speed_ranges_cover(qtbot, main_window, ui_session):
    # Whisper on one L40S: the detail line gives a request's time and the audio hours per hour with their ranges, and
    # says those ranges come from measured error (the estimate's bands from the fitted file).
    ui_session.set_server("srv-1x-l40s")
    ui_session.set_field("task", "speech_to_text")
    ui_session.set_field("model", {"id": "whisper-large-v3"})
    assert ui_session.outcome.fit is not None, ui_session.outcome.problems
    speed = ui_session.outcome.fit.speed
    assert speed is not None and "speed_range_from_measured_error" in speed.assumptions
    text = main_window.result.detail.text()
    assert "Audio hours transcribed per hour" in text
    assert "Speed ranges come from measured error" in text and "about 9 times in 10" in text


def test_a_workload_too_large_says_so(qtbot, main_window, ui_session):
    ui_session.set_server("ws-1x-rtx4090")
    ui_session.set_field("model", {"id": "llama-3.1-70b"})
    assert ui_session.outcome.fit.verdict == "does_not_fit"
    assert main_window.result.verdict.text().startswith("Does not fit on Workstation, 1x GeForce RTX 4090")
    severities = [e.severity for e in main_window.result.findings.entries()]
    assert severities[0] == "critical" and severities == sorted(
        severities, key=["critical", "warning", "info"].index)


def test_unit_switch_changes_every_figure(qtbot, main_window, ui_session):
    ui_session.set_field("goal", "serve_api")  # a fresh start's headline invites a goal and shows no figure
    panel = main_window.result
    gb_heights = panel.chart.bar_heights()
    gib = next(b for b in panel.units.buttons() if b.property("unit") == "GiB")
    qtbot.mouseClick(gib, Qt.MouseButton.LeftButton, pos=QPoint(8, gib.height() // 2))
    assert ui_session.unit == "GiB"
    for key, height in panel.chart.bar_heights().items():
        assert height == pytest.approx(gb_heights[key] * UNIT_BYTES["GB"] / UNIT_BYTES["GiB"])
    assert "GiB" in panel.verdict.text() and "GB " not in panel.verdict.text()
    assert panel.chart.total_text().endswith("GiB")
    assert "GB = 10⁹ bytes (vendors' figures), GiB = 2³⁰ bytes" in panel.unit_note.text()
    assert "16\u00a0GB = 14.90\u00a0GiB" in panel.unit_note.text()
    assert any(a.isChecked() and a.data() == "GiB" for a in main_window.unit_actions.actions())


def test_hover_and_click_explain_a_segment(qtbot, main_window, ui_session):
    chart = main_window.result.chart
    kv_point = segment_centre(chart, "kv_cache")
    mouse(chart, QEvent.Type.MouseMove, kv_point)
    kv = ui_session.outcome.budget.component("kv_cache")
    assert chart.hovered == "kv_cache"
    text = chart.explanation.text()
    assert "KV cache" in text and "2.68 GB" in text  # 2,684,354,560 bytes
    assert formula_text(kv, Fmt()).split(" × ")[0] in text
    assert chart.canvas.toolTip().startswith("KV cache: 2.68 GB per GPU")

    mouse(chart, QEvent.Type.MouseButtonPress, kv_point)
    assert chart.pinned == "kv_cache"
    mouse(chart, QEvent.Type.MouseMove, segment_centre(chart, "weights"))
    assert "Weights" in chart.explanation.text()
    QApplication.sendEvent(chart.canvas, QEvent(QEvent.Type.Leave))
    assert "KV cache" in chart.explanation.text()  # the pinned one comes back

    chart.legend.linkActivated.emit("runtime_overhead")
    assert "Runtime overhead" in chart.explanation.text()


def test_typing_keeps_the_axis_and_moves_the_bar(qtbot, main_window, ui_session):
    chart = main_window.result.chart
    qtbot.wait_until(chart.shows_bar)
    ui_session.set_field("load.concurrency", 9)  # the first increase grows the axis with room to spare
    top = chart.canvas.y_top
    for concurrency in (10, 11, 12, 10):
        ui_session.set_field("load.concurrency", concurrency)
    assert chart.canvas.y_top == top  # a few more users do not move the axis (the sticky y-range)
    kv = ui_session.outcome.budget.component("kv_cache").bytes
    assert chart.bar_heights()["kv_cache"] == pytest.approx(kv / 1e9)
    painted = chart.canvas.paints
    qtbot.wait_until(lambda: chart.canvas.paints > painted)  # and the new bar is painted
    ui_session.set_field("load.concurrency", 400)  # far past the top: the axis grows at once
    assert chart.canvas.y_top > top
    assert chart.canvas.y_top >= ui_session.outcome.budget.per_gpu_high_bytes / 1e9


def test_the_painted_bar_shows_each_component_in_its_colour(qtbot, main_window, ui_session):
    chart = main_window.result.chart
    qtbot.wait_until(chart.shows_bar)
    image = chart.canvas.grab().toImage()
    ratio = image.devicePixelRatio()
    for key in ("weights", "kv_cache"):
        centre = segment_centre(chart, key)
        colour = image.pixelColor(int(centre.x() * ratio), int(centre.y() * ratio))
        assert colour == QColor(COMPONENT_COLORS[key]), key


def test_chart_follows_a_dark_palette(qtbot, ui_session):
    chart = BudgetChart(ui_session)
    qtbot.add_widget(chart)
    assert chart.theme() == LIGHT
    palette = chart.palette()
    palette.setColor(QPalette.ColorRole.Window, Qt.GlobalColor.black)
    chart.setPalette(palette)
    assert chart.theme() == DARK
    assert chart.canvas.theme == DARK  # the bar was painted again on the dark background
    corner = chart.canvas.grab().toImage().pixelColor(1, 1)
    assert corner == QColor(DARK.background)


def test_problems_put_the_figures_on_hold(qtbot, main_window, ui_session):
    ui_session.set_field("load.concurrency", 0)
    assert main_window.result.verdict.text().startswith("On hold: 1 field needs fixing")
    entries = main_window.result.findings.entries()
    # named as the form labels it, with its step (the file's path "load.concurrency" means nothing here)
    assert entries[0].message == "Load ▸ Requests at the same moment: must be at least 1"


def test_deferred_result_side_arrives_after_the_first_paint(qtbot, ui_session, questions):
    from app.ui.main_window import MainWindow

    window = MainWindow(ui_session, restore_geometry=False, defer_result=True)
    qtbot.add_widget(window)
    assert window.result is None
    window.show()
    qtbot.wait_until(lambda: window.result is not None)
    qtbot.wait_until(lambda: bool(window.result.chart.bar_heights()))
    assert window.splitter.widget(1) is window.result
    ui_session.set_field("load.concurrency", 20)
    kv = ui_session.outcome.budget.component("kv_cache").bytes
    assert window.result.chart.bar_heights()["kv_cache"] == pytest.approx(kv / 1e9)
