"""The result side, always visible: server picker, verdict, unit switch, budget chart, warnings."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.charts.palette import VERDICT_COLORS
from app.core.units import Unit
from app.text import i18n
from app.text.formatting import Fmt
from app.text.sizes import unit_note
from app.text.verdict import detail_line, verdict_line
from app.ui import palette
from app.ui.help import HelpButton
from app.ui.help.topics import GUIDE
from app.ui.result.chart import BudgetChart
from app.ui.result.findings_view import FindingsView
from app.ui.result.labels import fit_lines, set_text
from app.ui.result.server_picker import ServerPicker
from app.ui.result.together_box import TogetherBox, TogetherDetail
from app.ui.result.traffic_canvas import TrafficCanvas
from app.ui.session import Session

VERDICT_POINT_DELTA = 2
NOTE_STYLE = "color: palette(placeholder-text);"
PROBLEM_COLOR = palette.PROBLEM
CHART_STRETCH, FINDINGS_STRETCH = 2, 1
SPLIT_UNIT_PX = 100  # initial split: the charts 2 parts, the warnings 1
# Text above the chart is as tall as it needs and at least this many lines: a verdict that changes by a
# digit keeps its lines, so the canvas below is not resized and re-rendered on every keystroke.
VERDICT_LINES, DETAIL_LINES = 2, 2




class ChartSplitter(QSplitter):
    """The charts and the warnings. It asks the scroll area above it only for its minimum height, so the panel
    scrolls when the window is shorter than that, and otherwise the splitter takes whatever height is left."""

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()


class ResultPanel(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None, servers_later: bool = False):
        """`servers_later`: the server picker lists the library's profiles once `picker.fill()` is called (the
        interactive start, once the window is ready to use)."""
        super().__init__(parent)
        self.session = session
        self.picker = ServerPicker(session, self, fill_later=servers_later)
        server_label = QLabel(self.tr("Target &server:"), self)
        server_label.setBuddy(self.picker)
        server_row = QHBoxLayout()
        server_row.addWidget(server_label)
        server_row.addWidget(self.picker, 1)
        server_row.addWidget(HelpButton("verdicts", self.tr("the verdict"), self, page=GUIDE))
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        self.verdict.setAccessibleName(self.tr("Verdict"))
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.verdict.font()
        font.setPointSize(font.pointSize() + VERDICT_POINT_DELTA)
        font.setBold(True)
        self.verdict.setFont(font)
        fit_lines(self.verdict, VERDICT_LINES)
        self.detail = QLabel(self)
        self.detail.setWordWrap(True)
        self.detail.setAccessibleName(self.tr("How the work is placed"))
        fit_lines(self.detail, DETAIL_LINES)
        self.together = TogetherBox(session, self)
        self.chart = BudgetChart(session, self)
        self.traffic = TrafficCanvas(session, self)
        self.findings = FindingsView(session, self)
        findings_box = QWidget(self)
        findings_layout = QVBoxLayout(findings_box)
        findings_layout.setContentsMargins(0, 0, 0, 0)
        heading = QLabel(self.tr("&Warnings and advice"), findings_box)
        heading.setBuddy(self.findings)
        findings_layout.addWidget(heading)
        findings_layout.addWidget(self.findings, 1)
        # The charts share one pane as tabs (the tab bar shows once there are two): the memory of the workload in
        # hand, the wait against the traffic when the workload gives traffic, and all the project's workloads when
        # it holds several. The memory stays in front; a tab that appears waits to be chosen.
        self.charts = QTabWidget(self)
        self.charts.setDocumentMode(True)
        self.charts.setTabBarAutoHide(True)
        self.charts.addTab(self.chart, self.tr("Memory of this workload"))
        self.together_detail = TogetherDetail(session, self)
        self._optional_tabs = ((self.traffic, self.tr("Wait against traffic")),
                               (self.together_detail, self.tr("All workloads together")))
        for page, _label in self._optional_tabs:
            page.presence.connect(lambda present, page=page: self._show_tab(page, present))
            page.hide()  # out of the tabs it stays hidden (a tab it joins shows it)
            self._show_tab(page, page.present)
        self.splitter = ChartSplitter(Qt.Orientation.Vertical, self)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.charts)
        self.splitter.addWidget(findings_box)
        self.splitter.setStretchFactor(0, CHART_STRETCH)
        self.splitter.setStretchFactor(1, FINDINGS_STRETCH)
        self.splitter.setSizes([CHART_STRETCH * SPLIT_UNIT_PX, FINDINGS_STRETCH * SPLIT_UNIT_PX])
        # Below the headline everything scrolls when the window is too short for it: the charts keep their
        # minimum height rather than being drawn over by the text above them.
        body = QWidget(self)
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.addWidget(self.detail)
        body_layout.addWidget(self.together)
        body_layout.addLayout(self._unit_row())
        body_layout.addWidget(self.splitter, 1)
        self.body = QScrollArea(self)
        self.body.setWidget(body)
        self.body.setWidgetResizable(True)
        self.body.setFrameShape(QFrame.Shape.NoFrame)
        self.body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(server_row)
        layout.addWidget(self.verdict)
        layout.addWidget(self.body, 1)
        session.changed.connect(self.refresh)
        self.refresh()

    def _show_tab(self, page: QWidget, present: bool) -> None:
        """Add or drop an optional chart's tab, keeping the tabs' order (memory, traffic, all workloads)."""
        index = self.charts.indexOf(page)
        if present and index < 0:
            order: list[QWidget] = [p for p, _label in self._optional_tabs]
            position = 1 + len([p for p in order[:order.index(page)] if self.charts.indexOf(p) >= 0])
            label = next(text for p, text in self._optional_tabs if p is page)
            self.charts.insertTab(position, page, label)
        elif not present and index >= 0:
            self.charts.removeTab(index)

    def _unit_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Sizes in:"), self))
        self.units = QButtonGroup(self)
        for unit in (Unit.GB.value, Unit.GiB.value):
            button = QRadioButton(unit, self)
            button.setProperty("unit", unit)
            button.setAccessibleName(self.tr("Show sizes in {unit}").format(unit=unit))
            button.setToolTip(self.tr("Every size in the window switches to {unit}.").format(unit=unit))
            self.units.addButton(button)
            row.addWidget(button)
        self.units.buttonClicked.connect(lambda b: self.session.set_unit(str(b.property("unit"))))
        note = QLabel(unit_note(i18n.current_language()), self)
        note.setStyleSheet(NOTE_STYLE)
        note.setWordWrap(True)
        self.unit_note = note
        row.addWidget(note, 1)
        row.addWidget(HelpButton("gb-gib", self.tr("GB and GiB"), self))
        return row

    def is_drawn(self) -> bool:
        """The verdict is written and the chart shows a bar on screen."""
        return bool(self.verdict.text()) and self.chart.shows_bar()

    def refresh(self) -> None:
        outcome = self.session.outcome
        fmt = Fmt(unit=self.session.unit, lang=i18n.current_language())
        set_text(self.verdict, verdict_line(outcome, fmt, self.session.has_figures))
        if outcome.problems:
            color = PROBLEM_COLOR
        elif outcome.fit is not None:
            color = VERDICT_COLORS.get(outcome.fit.verdict, "")
        else:
            color = ""
        style = f"color: {color};" if color else ""
        if self.verdict.styleSheet() != style:
            self.verdict.setStyleSheet(style)
        if set_text(self.detail, detail_line(outcome, fmt)):
            self.detail.setToolTip(self.detail.text())
        for button in self.units.buttons():
            if button.property("unit") == self.session.unit and not button.isChecked():
                button.setChecked(True)
