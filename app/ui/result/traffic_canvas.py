"""`TrafficCanvas`: the wait for the first words against the traffic, painted with QPainter like the budget bars.

It draws what the engine computed (app.core.speed.traffic, `speed.traffic.curve`): the time to first token at
the chart's percentile against requests per second on one server, the latency target as a dashed line, the
rate where the server saturates as a dotted line, and a dot at the share of the traffic each of the servers
needed carries. Its tab is there only when the workload gives traffic. It only scales the figures to pixels.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.charts.palette import DARK, LIGHT
from app.text import i18n
from app.text.formatting import Fmt
from app.text.traffic import percentile_text, rate_text
from app.ui import palette
from app.ui.result.bar_canvas import nice_step
from app.ui.result.chart import is_dark_palette
from app.ui.session import Session

if TYPE_CHECKING:
    from app.core.speed.types import Traffic

PAD_PX, LEFT_PX, BOTTOM_PX, TOP_PX = 6.0, 52.0, 34.0, 18.0
LINE_PX, TARGET_PX, GRID_PX = 1.8, 1.4, 0.6
DOT_PX = 4.0
TICK_POINTS = 8
TOP_ROOM = 1.15  # the y-range 15 % above the highest point drawn (as the budget chart)
MIN_HEIGHT_PX = 160
LINE_COLOR = palette.TRAFFIC_LINE  # the first line colour of app/charts/speed.py
TARGET_COLOR = palette.TRAFFIC_TARGET


class TrafficCanvas(QWidget):
    presence = Signal(bool)  # the workload gives traffic (True) or no longer does: the panel shows or drops its tab

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.present = False
        self.traffic: Traffic | None = None
        self.target_s: float | None = None
        self.setMinimumHeight(MIN_HEIGHT_PX)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Wait for the first words against the traffic"))
        session.changed.connect(self.refresh)
        self.refresh()

    def sizeHint(self) -> QSize:
        return QSize(320, MIN_HEIGHT_PX)

    def refresh(self) -> None:
        fit = self.session.outcome.fit
        speed = fit.speed if fit is not None else None
        self.traffic = speed.traffic if speed is not None else None
        goal = next((g for g in self.traffic.goals if g.key == "ttft_s"), None) if self.traffic else None
        self.target_s = goal.target if goal is not None else None
        present = self.traffic is not None and bool(self.traffic.curve)
        if present != self.present:
            self.present = present
            self.presence.emit(present)
        if self.traffic is not None:
            self.setToolTip(self._caption())
        self.update()

    def _caption(self) -> str:
        t = self.traffic
        assert t is not None
        fmt = Fmt(lang=i18n.current_language())
        return self.tr("Time to first token (p{percentile}) against requests per second on one server; the server "
                       "saturates at {peak} requests/s.").format(percentile=percentile_text(fmt, t.chart_percentile),
                                                                 peak=rate_text(fmt, t.peak_requests_per_s))

    def marked_rate(self) -> float | None:
        """Requests per second each of the servers needed carries (the dot), or None."""
        t = self.traffic
        if t is None or not t.servers_needed:
            return None
        return t.requests_per_s / t.servers_needed

    def _ranges(self) -> tuple[float, float]:
        t = self.traffic
        assert t is not None
        x_top = max(t.peak_requests_per_s, *(p.requests_per_s for p in t.curve)) * TOP_ROOM
        y_top = max(p.ttft_s for p in t.curve)
        if self.target_s is not None:
            y_top = max(y_top, self.target_s)
        return x_top, y_top * TOP_ROOM

    def paintEvent(self, event: QPaintEvent) -> None:
        t = self.traffic
        if t is None or not t.curve:
            return
        fmt = Fmt(lang=i18n.current_language())
        theme = DARK if is_dark_palette(self) else LIGHT
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(self.font())
        font.setPointSize(TICK_POINTS)
        p.setFont(font)
        plot = QRectF(LEFT_PX, TOP_PX, max(1.0, self.width() - LEFT_PX - PAD_PX),
                      max(1.0, self.height() - TOP_PX - BOTTOM_PX))
        x_top, y_top = self._ranges()

        def at(x: float, y: float) -> QPointF:
            return QPointF(plot.left() + plot.width() * x / x_top, plot.bottom() - plot.height() * y / y_top)

        fg = QColor(theme.foreground)
        p.setPen(QPen(QColor(theme.grid), GRID_PX))
        step = nice_step(y_top)
        value = 0.0
        while value <= y_top:
            y = at(0, value).y()
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(fg)
            p.drawText(QRectF(0, y - 8, LEFT_PX - PAD_PX, 16), Qt.AlignmentFlag.AlignRight
                       | Qt.AlignmentFlag.AlignVCenter, fmt.seconds(value))
            p.setPen(QPen(QColor(theme.grid), GRID_PX))
            value += step
        p.setPen(QPen(QColor(LINE_COLOR), LINE_PX))
        p.drawPolyline(QPolygonF([at(pt.requests_per_s, pt.ttft_s) for pt in t.curve]))
        if self.target_s is not None:
            p.setPen(QPen(QColor(TARGET_COLOR), TARGET_PX, Qt.PenStyle.DashLine))
            y = at(0, self.target_s).y()
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.drawText(QPointF(plot.left() + PAD_PX, y - PAD_PX / 2),
                       self.tr("target {value}").format(value=fmt.seconds(self.target_s)))
        p.setPen(QPen(fg, TARGET_PX, Qt.PenStyle.DotLine))
        x = at(t.peak_requests_per_s, 0).x()
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        p.drawText(QRectF(plot.left(), 0, plot.width(), TOP_PX), Qt.AlignmentFlag.AlignRight
                   | Qt.AlignmentFlag.AlignVCenter,
                   self.tr("saturates at {peak} requests/s").format(peak=rate_text(fmt, t.peak_requests_per_s)))
        marked = self.marked_rate()
        if marked is not None and t.ttft_at_servers_needed_s is not None:
            p.setPen(QPen(QColor(LINE_COLOR), LINE_PX))
            p.setBrush(QColor(LINE_COLOR))
            p.drawEllipse(at(marked, t.ttft_at_servers_needed_s.p95), DOT_PX, DOT_PX)
        p.setPen(fg)
        p.drawText(QRectF(plot.left(), plot.bottom() + PAD_PX / 2, plot.width(), BOTTOM_PX / 2),
                   Qt.AlignmentFlag.AlignLeft, "0")
        p.drawText(QRectF(plot.left(), plot.bottom() + PAD_PX / 2, plot.width(), BOTTOM_PX / 2),
                   Qt.AlignmentFlag.AlignRight, rate_text(fmt, x_top))
        p.drawText(QRectF(plot.left(), plot.bottom() + BOTTOM_PX / 2, plot.width(), BOTTOM_PX / 2),
                   Qt.AlignmentFlag.AlignHCenter,
                   self.tr("requests/s on one server; seconds to the first words (p{percentile})").format(
                       percentile=percentile_text(fmt, t.chart_percentile)))
        p.end()
