"""Traffic in the window: the Load step asks it in plain words, the result draws the wait against the traffic
with the target and the saturation marked, and the numbers are the engine's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.infra.resources import path as resource_path
from app.ui.wizard.load_page import LoadPage
from app.ui.wizard.targets_page import TargetsPage

CHATBOT = resource_path("examples", "chatbot-8b.headroom.json")


def page_of(wizard, kind):
    index = next(i for i, p in enumerate(wizard.pages) if isinstance(p, kind))
    wizard.go(index)
    return wizard.pages[index]


def type_into(qtbot, line, text: str) -> None:
    line.setFocus()
    line.selectAll()
    qtbot.keyClicks(line, text)


def test_people_and_questions_per_hour_draw_the_wait_against_traffic(qtbot, main_window, ui_session):
    main_window.files.open_path(str(CHATBOT))
    ui_session.set_server("srv-1x-l40s")
    canvas, charts = main_window.result.traffic, main_window.result.charts
    assert not canvas.isVisible() and charts.indexOf(canvas) < 0  # no traffic given: no chart, no tab
    assert not charts.tabBar().isVisible()  # one chart: no tab bar
    load = page_of(main_window.wizard, LoadPage)
    type_into(qtbot, load.people.line, "500")  # 50 at once (10 %): memory fits one L40S
    type_into(qtbot, load.per_person.line, "6")
    qtbot.wait_until(lambda: charts.indexOf(canvas) == 1)  # its tab appears after the memory's, which stays in front
    assert charts.tabBar().isVisible() and charts.currentIndex() == 0 and not canvas.isVisible()
    qtbot.mouseClick(charts.tabBar(), Qt.MouseButton.LeftButton, pos=charts.tabBar().tabRect(1).center())
    assert canvas.isVisible()
    # 500 people × 6 questions an hour ÷ 3,600 s = 0.83 requests/s
    traffic = ui_session.outcome.fit.speed.traffic
    assert canvas.traffic == traffic and traffic.requests_per_s == pytest.approx(500 * 6 / 3600)
    assert canvas.marked_rate() == pytest.approx(traffic.requests_per_s / traffic.servers_needed)
    assert canvas.target_s == 2.0 and traffic.chart_percentile == 50  # the 2 s target, held at the median
    targets = page_of(main_window.wizard, TargetsPage)
    type_into(qtbot, targets.ttft_percentile.line, "95")
    qtbot.wait_until(lambda: ui_session.outcome.fit.speed.traffic.chart_percentile == 95)
    assert canvas.target_s == 2.0  # the target is marked on the chart, at its percentile
    assert "saturates" in canvas.toolTip()
    canvas.repaint()


def test_a_rate_typed_directly(qtbot, main_window, ui_session):
    main_window.files.open_path(str(CHATBOT))
    ui_session.set_server("srv-1x-l40s")
    load = page_of(main_window.wizard, LoadPage)
    type_into(qtbot, load.rate.line, "0.5")
    qtbot.wait_until(lambda: main_window.result.charts.indexOf(main_window.result.traffic) == 1)
    assert ui_session.outcome.fit.speed.traffic.utilisation < 1
    qtbot.mouseClick(main_window.wizard.next_button, Qt.MouseButton.LeftButton)
