"""All the project's workloads on the target server: the set's verdict with its reason, and a bar per GPU
stacked by workload (the busiest part of the day), drawn by Qt. Shown when the project holds several."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from app.charts.palette import LIGHT, VERDICT_COLORS, WORKLOAD_COLORS
from app.text import i18n
from app.text import together as words
from app.text.formatting import Fmt
from app.text.messages import verdict_text
from app.ui.session import Session

if TYPE_CHECKING:
    from app.core.fit.together import Slice, TogetherResult

CHART_HEIGHT_PX = 120
BAR_GAP_PX = 8
LEGEND_ROW_PX = 16
AXIS_LABEL_PX = 14
SWATCH_PX = 10


class TogetherChart(QWidget):
    """Per GPU of the busiest part of the day: each resident's need stacked, the usable memory as a line."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.slice: Slice | None = None
        self.names: list[str] = []
        self.capacity_label = ""
        self.setMinimumHeight(CHART_HEIGHT_PX)
        self.setAccessibleName(self.tr("Memory per GPU, by workload"))

    def show_slice(self, s: Slice | None, names: list[str], capacity_label: str = "") -> None:
        self.slice, self.names, self.capacity_label = s, names, capacity_label
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        s = self.slice
        if s is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        legend = LEGEND_ROW_PX * ((len(self.names) + 1) // 2)
        plot = QRectF(0, 0, self.width(), self.height() - legend - AXIS_LABEL_PX)
        gpus = max(s.gpus_used, 1 + max((g for r in s.residents for g in r.gpus), default=0))
        top = max(s.capacity_bytes, max(self._stack(s, g) for g in range(gpus))) * 1.05 or 1
        width = (plot.width() - BAR_GAP_PX * (gpus + 1)) / gpus
        for g in range(gpus):
            x, base = BAR_GAP_PX + g * (width + BAR_GAP_PX), plot.bottom()
            for r in s.residents:
                if g not in r.gpus:
                    continue
                h = plot.height() * r.per_gpu_bytes / top
                p.fillRect(QRectF(x, base - h, width, h), QColor(WORKLOAD_COLORS[r.index % len(WORKLOAD_COLORS)]))
                base -= h
            p.setPen(QColor(LIGHT.foreground))
            p.drawText(QRectF(x, plot.bottom(), width, AXIS_LABEL_PX), Qt.AlignmentFlag.AlignCenter,
                       self.tr("GPU {n}").format(n=g))
        cap_y = plot.bottom() - plot.height() * s.capacity_bytes / top
        p.setPen(QPen(QColor(LIGHT.capacity), 1.5, Qt.PenStyle.DashLine))
        p.drawLine(0, int(cap_y), self.width(), int(cap_y))
        p.drawText(QRectF(0, cap_y - AXIS_LABEL_PX - 2, self.width(), AXIS_LABEL_PX),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                   self.capacity_label)
        p.setPen(QColor(LIGHT.foreground))
        for i, name in enumerate(self.names):
            row, col = divmod(i, 2)
            x0, y0 = col * self.width() / 2, plot.bottom() + AXIS_LABEL_PX + row * LEGEND_ROW_PX
            p.fillRect(QRectF(x0, y0 + 3, SWATCH_PX, SWATCH_PX), QColor(WORKLOAD_COLORS[i % len(WORKLOAD_COLORS)]))
            p.drawText(QRectF(x0 + SWATCH_PX + 4, y0, self.width() / 2 - SWATCH_PX - 8, LEGEND_ROW_PX),
                       Qt.AlignmentFlag.AlignVCenter, p.fontMetrics().elidedText(
                           name, Qt.TextElideMode.ElideRight, int(self.width() / 2 - SWATCH_PX - 8)))
        p.end()

    @staticmethod
    def _stack(s: Slice, gpu: int) -> int:
        return sum(r.per_gpu_bytes for r in s.residents if gpu in r.gpus)


class TogetherBox(QWidget):
    """Under the headline: the set's verdict and its reason (the headline's second truth: if the set misses
    a must-have, this says so in the verdict's colour)."""

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setAccessibleName(self.tr("All workloads together"))
        self.reason = QLabel(self)
        self.reason.setWordWrap(True)
        self.reason.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.reason)
        session.changed.connect(self.refresh)
        session.project_changed.connect(self.refresh)
        self.refresh()

    def result(self) -> TogetherResult | None:
        return self.session.project.together()

    def refresh(self) -> None:
        project = self.session.project
        several = project.count() > 1
        self.setVisible(several)
        if not several:
            return
        t = self.result()
        if t is None:
            fix = project.problem_names()
            self.heading.setText(self.tr("All %n workloads on one server", "", project.count()))
            self.heading.setStyleSheet("")
            self.reason.setText(self.tr("Fix the marked fields of: {names}.").format(names=", ".join(fix)) if fix
                                else self.tr("Pick a target server to see whether all the workloads fit on it "
                                             "together."))
            return
        fmt = Fmt(unit=self.session.unit, lang=i18n.current_language())
        self.heading.setText(self.tr("All %n workloads together: {verdict}", "", project.count()).format(
            verdict=verdict_text(t.verdict)))
        color = VERDICT_COLORS.get(t.verdict, "")
        self.heading.setStyleSheet(f"color: {color};" if color else "")
        self.reason.setText(words.reason_text(t, fmt))


class TogetherDetail(QScrollArea):
    """A pane beside the budget chart: each GPU's need by workload at the busiest part of the day, and who
    sits where over the day."""

    presence = Signal(bool)  # the project holds several workloads (True) or one again: the panel's tab follows

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.present = False
        self.setWidgetResizable(True)
        inner = QWidget(self)
        self.heading = QLabel(self.tr("All workloads on the target server, per GPU"), inner)
        self.chart = TogetherChart(inner)
        self.lines = QLabel(inner)
        self.lines.setWordWrap(True)
        self.lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(inner)
        for w in (self.heading, self.chart, self.lines):
            layout.addWidget(w)
        layout.addStretch(1)
        self.setWidget(inner)
        session.changed.connect(self.refresh)
        session.project_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        project = self.session.project
        t = project.together() if project.count() > 1 else None
        if (t is not None) != self.present:
            self.present = t is not None
            self.presence.emit(self.present)
        if t is None:
            return
        fmt = Fmt(unit=self.session.unit, lang=i18n.current_language())
        names = [n or self.tr("Untitled workload") for n in project.names()]
        worst = t.worst
        cap = self.tr("usable {size}").format(size=fmt.bytes(worst.capacity_bytes)) if worst is not None else ""
        self.chart.show_slice(worst, names, cap)
        if worst is not None:
            self.heading.setText(self.tr("Per GPU at {hours}, the busiest part of the day").format(
                hours=words.hours_text(worst)))
        lines = [f"{words.hours_text(s)} — {words.resident_text(r, s, fmt)}" for s in t.slices for r in s.residents]
        if any(r.shares_gpu for s in t.slices for r in s.residents):
            lines.append(i18n.translate("Together", words.SHARE_NOTE))
        self.lines.setText("\n".join(lines))
