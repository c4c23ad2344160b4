"""The result side, always visible: server picker, verdict, unit switch, budget chart, warnings."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSplitter,
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
TOGETHER_STRETCH = 1  # the pane of all the project's workloads, when it holds several
SPLIT_UNIT_PX = 100  # initial split: the chart 2 parts, the warnings 1
# Text above the chart is as tall as it needs and at least this many lines: a verdict that changes by a
# digit keeps its lines, so the canvas below is not resized and re-rendered on every keystroke.
VERDICT_LINES, DETAIL_LINES = 2, 2




class ResultPanel(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.picker = ServerPicker(session, self)
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
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.setChildrenCollapsible(False)
        self.together_detail = TogetherDetail(session, self)
        self.together_detail.appeared.connect(self._give_together_room)
        self.splitter.addWidget(self.chart)
        self.splitter.addWidget(self.traffic)
        self.splitter.addWidget(self.together_detail)
        self.splitter.addWidget(findings_box)
        self.splitter.setStretchFactor(0, CHART_STRETCH)
        self.splitter.setStretchFactor(1, FINDINGS_STRETCH)
        self.splitter.setStretchFactor(2, TOGETHER_STRETCH)
        self.splitter.setStretchFactor(3, FINDINGS_STRETCH)
        self.splitter.setSizes([CHART_STRETCH * SPLIT_UNIT_PX, FINDINGS_STRETCH * SPLIT_UNIT_PX,
                                TOGETHER_STRETCH * SPLIT_UNIT_PX,
                                FINDINGS_STRETCH * SPLIT_UNIT_PX])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(server_row)
        layout.addWidget(self.verdict)
        layout.addWidget(self.detail)
        layout.addWidget(self.together)
        layout.addLayout(self._unit_row())
        layout.addWidget(self.splitter, 1)
        session.changed.connect(self.refresh)
        self.refresh()

    def _give_together_room(self) -> None:
        """The set's pane appeared: it takes a share beside the chart; the traffic and warnings panes keep theirs."""
        sizes = self.splitter.sizes()
        chart, traffic, _together, findings = sizes if len(sizes) == 4 else (0, 0, 0, 0)
        unit = (chart + findings) // (CHART_STRETCH + TOGETHER_STRETCH + FINDINGS_STRETCH) if chart else SPLIT_UNIT_PX
        self.splitter.setSizes([CHART_STRETCH * unit, traffic, TOGETHER_STRETCH * unit, FINDINGS_STRETCH * unit])

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
