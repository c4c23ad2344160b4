"""`BarCanvas`: the live budget bars painted with QPainter (no plotting library on the window's start).

The window's chart is redrawn on every keystroke and is on screen from the first second, so it is
painted by Qt directly: stacked segments per component, the low–high whisker, the total above the
bar, the usable memory as a dashed line, a y-axis with a grid. matplotlib (about 0.75 s to import)
stays for the Compare view and the quote, where several bars and curves are drawn.

The canvas only scales the engine's bytes to the display unit; what the bars hold comes from
`app.charts.budget.Bar` (the same data the quote's chart draws). Its y-range is sticky: it grows at
once and shrinks only when the bar falls well below it, so typing a few more users does not move the
axis on every keystroke.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.charts.budget import BAR_WIDTH, CAPACITY_LINE_OVERHANG, Bar
from app.charts.palette import COMPONENT_COLORS, LIGHT, Theme
from app.core.memory.types import COMPONENT_ORDER
from app.core.units import UNIT_BYTES

# The same proportions as the quote's matplotlib chart (app/charts/budget.py): the y-range is 15 %
# above the highest figure; the x-range leaves 0.6 bar slots at the left, 0.4 at the right and half a
# slot more for the capacity label.
TOP_ROOM = 1.15
X_LEFT, X_RIGHT, X_LABEL_ROOM = 0.6, 0.4, 0.5
# Keep the y-range while the new top is within this share of it; when it must grow, grow it by this
# factor so the next few increases fit too (as the matplotlib chart did).
YLIM_SHRINK_SHARE = 0.6
YLIM_GROW_FACTOR = 1.25
TICK_POINTS, TOTAL_POINTS, CAPACITY_POINTS = 8, 9, 8
TARGET_TICKS = 5  # about this many labelled grid lines
MAX_TICK_DIGITS = 3
TOTAL_DIGITS = 1  # the total above the bar: 21.1 GB
NICE_STEPS = (1.0, 2.0, 2.5, 5.0, 10.0)
PAD_PX = 6.0  # between the axis and its labels, and around the plot
TOTAL_OFFSET_PX = 6.0  # the total sits this far above the whisker
CAPACITY_OFFSET_PX = 2.0
WHISKER_CAP_PX = 6.0
SEGMENT_EDGE_PX = 0.6
WHISKER_PX, CAPACITY_PX, GRID_PX = 1.2, 1.6, 0.6
MIN_HEIGHT_PX = 200


@dataclass(frozen=True)
class Segment:
    bar: int
    key: str
    low: float  # display units
    high: float


def nice_step(top: float, ticks: int = TARGET_TICKS) -> float:
    """A grid step of 1, 2, 2.5 or 5 × 10^k giving about `ticks` lines up to `top`."""
    if top <= 0:
        return 1.0
    raw = top / ticks
    power = 10.0 ** math.floor(math.log10(raw))
    return float(next(s * power for s in NICE_STEPS if s * power >= raw))


class BarCanvas(QWidget):
    hovered = Signal(object)  # (bar, component key) under the mouse, or None
    clicked = Signal(object)  # (bar, component key) clicked, or None
    left = Signal()
    painted = Signal()  # after every paint (the benchmark counts them)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setMinimumHeight(MIN_HEIGHT_PX)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.bars: list[Bar] = []
        self.unit = "GB"
        self.theme = LIGHT
        self.ylabel = ""
        self.total_label = "{value}"
        self.number: Callable[[float, int], str] = lambda value, digits: f"{value:.{digits}f}"
        self.y_top: float | None = None  # the sticky top of the y-range, in display units
        self.segments: list[Segment] = []
        self.paints = 0

    # -- what is drawn ---------------------------------------------------------------------------
    def set_bars(self, bars: Sequence[Bar], unit: str, theme: Theme, *, ylabel: str, total_label: str,
                 number: Callable[[float, int], str]) -> None:
        """`number(value, digits)` writes a figure in the reader's locale (Fmt.number)."""
        self.bars, self.unit, self.theme = list(bars), unit, theme
        self.ylabel, self.total_label, self.number = ylabel, total_label, number
        scale = UNIT_BYTES[unit]
        self.segments = []
        for i, bar in enumerate(self.bars):
            bottom = 0.0
            parts = bar.components()
            for key in COMPONENT_ORDER:
                height = sum(c.bytes for c in parts if c.key == key) / scale
                if height:
                    self.segments.append(Segment(i, key, bottom, bottom + height))
                    bottom += height
        self._settle_top()
        self.update()

    def clear(self) -> None:
        self.bars, self.segments, self.y_top = [], [], None
        self.update()

    def _figures(self, bar: Bar) -> tuple[float, float, float]:
        """(low, typical, high) of the bar in display units: the engine's own figures, not a sum."""
        low, typical, high = bar.totals()
        scale = UNIT_BYTES[self.unit]
        return low / scale, typical / scale, high / scale

    def capacities(self) -> list[float]:
        scale = UNIT_BYTES[self.unit]
        return [bar.capacity_bytes / scale for bar in self.bars if bar.capacity_bytes]

    def totals(self) -> list[str]:
        return [self.total_label.format(value=self.number(self._figures(bar)[1], TOTAL_DIGITS)) for bar in self.bars]

    def _settle_top(self) -> None:
        highest = max([*(self._figures(b)[2] for b in self.bars), *self.capacities(), 0.0])
        top = highest * TOP_ROOM if highest else 1.0
        if self.y_top is None or top < YLIM_SHRINK_SHARE * self.y_top:
            self.y_top = top
        elif top > self.y_top:
            self.y_top = top * YLIM_GROW_FACTOR

    # -- geometry --------------------------------------------------------------------------------
    def _font(self, points: int) -> QFont:
        font = QFont(self.font())
        font.setPointSize(points)
        return font

    def _x_range(self) -> tuple[float, float]:
        extra = X_LABEL_ROOM if any(b.capacity_label for b in self.bars) else 0.0
        return -X_LEFT, max(len(self.bars), 1) - X_RIGHT + extra

    def plot_rect(self) -> QRectF:
        """The axes' area in widget pixels (inside the y labels, above the bar names)."""
        ticks = QFontMetricsF(self._font(TICK_POINTS))
        widest = max((ticks.horizontalAdvance(self._tick_text(v)) for v in self._tick_values()), default=0.0)
        left = PAD_PX + ticks.height() + PAD_PX + widest + PAD_PX
        bottom = ticks.height() + 2 * PAD_PX
        top = PAD_PX + QFontMetricsF(self._font(TOTAL_POINTS)).height() / 2
        return QRectF(left, top, max(1.0, self.width() - left - PAD_PX), max(1.0, self.height() - top - bottom))

    def _tick_text(self, value: float) -> str:
        """As many decimals as the grid step needs: 0, 20, 40; 0, 2.5, 5.0; 0, 0.2, 0.4."""
        step = nice_step(self.y_top or 1.0)
        digits = 0
        while digits < MAX_TICK_DIGITS and abs(step * 10 ** digits - round(step * 10 ** digits)) > 1e-6:
            digits += 1
        return self.number(value, digits)

    def _tick_values(self) -> list[float]:
        top = self.y_top or 1.0
        step = nice_step(top)
        return [i * step for i in range(int(top / step + 1e-9) + 1)]

    def _to_px(self, rect: QRectF) -> tuple[Callable[[float], float], Callable[[float], float]]:
        x0, x1 = self._x_range()
        top = self.y_top or 1.0

        def px(x: float) -> float:
            return rect.left() + (x - x0) / (x1 - x0) * rect.width()

        def py(y: float) -> float:
            return rect.bottom() - y / top * rect.height()

        return px, py

    def segment_rect(self, segment: Segment) -> QRectF:
        rect = self.plot_rect()
        px, py = self._to_px(rect)
        left, right = px(segment.bar - BAR_WIDTH / 2), px(segment.bar + BAR_WIDTH / 2)
        return QRectF(QPointF(left, py(segment.high)), QPointF(right, py(segment.low)))

    def segment_at(self, pos: QPointF) -> tuple[int, str] | None:
        """(bar, component key) of the segment at `pos`, or None."""
        for segment in self.segments:
            if self.segment_rect(segment).contains(pos):
                return segment.bar, segment.key
        return None

    def sizeHint(self) -> QSize:
        return QSize(320, 260)

    # -- painting --------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = self.theme
        painter.fillRect(self.rect(), QColor(theme.background))
        rect = self.plot_rect()
        px, py = self._to_px(rect)
        self._paint_axes(painter, rect, py)
        edge = QPen(QColor(theme.background), SEGMENT_EDGE_PX)
        for segment in self.segments:
            painter.setPen(edge)
            painter.setBrush(QColor(COMPONENT_COLORS[segment.key]))
            painter.drawRect(self.segment_rect(segment))
        self._paint_figures(painter, px, py)
        painter.end()
        self.paints += 1
        self.painted.emit()

    def _paint_axes(self, painter: QPainter, rect: QRectF, py: Callable[[float], float]) -> None:
        theme = self.theme
        font = self._font(TICK_POINTS)
        metrics = QFontMetricsF(font)
        painter.setFont(font)
        for value in self._tick_values():
            y = py(value)
            painter.setPen(QPen(QColor(theme.grid), GRID_PX))
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            painter.setPen(QColor(theme.foreground))
            label = self._tick_text(value)
            painter.drawText(QPointF(rect.left() - PAD_PX - metrics.horizontalAdvance(label),
                                     y + metrics.capHeight() / 2), label)
        painter.setPen(QPen(QColor(theme.grid), GRID_PX))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)
        painter.setPen(QColor(theme.foreground))
        px, _ = self._to_px(rect)
        for i, bar in enumerate(self.bars):
            width = metrics.horizontalAdvance(bar.label)
            painter.drawText(QPointF(px(i) - width / 2, rect.bottom() + PAD_PX + metrics.ascent()), bar.label)
        if self.ylabel:
            painter.save()
            painter.translate(PAD_PX + metrics.ascent(), rect.center().y() + metrics.horizontalAdvance(self.ylabel) / 2)
            painter.rotate(-90)
            painter.drawText(QPointF(0, 0), self.ylabel)
            painter.restore()

    def _paint_figures(self, painter: QPainter, px: Callable[[float], float], py: Callable[[float], float]) -> None:
        theme = self.theme
        total_font = self._font(TOTAL_POINTS)
        total_metrics = QFontMetricsF(total_font)
        for i, bar in enumerate(self.bars):
            low, _typical, high = self._figures(bar)
            x = px(i)
            painter.setPen(QPen(QColor(theme.range_color), WHISKER_PX))
            painter.drawLine(QPointF(x, py(low)), QPointF(x, py(high)))
            for y in (py(low), py(high)):
                painter.drawLine(QPointF(x - WHISKER_CAP_PX, y), QPointF(x + WHISKER_CAP_PX, y))
            text = self.totals()[i]
            width = total_metrics.horizontalAdvance(text)
            box = QRectF(x - width / 2 - 1, py(high) - TOTAL_OFFSET_PX - total_metrics.height(), width + 2,
                         total_metrics.height())
            if bar.capacity_bytes:  # a figure the capacity line would cross moves above the line (below, at the top)
                line_y = py(bar.capacity_bytes / UNIT_BYTES[self.unit])
                if box.top() - TOTAL_OFFSET_PX < line_y < box.bottom() + TOTAL_OFFSET_PX:
                    box.moveBottom(line_y - TOTAL_OFFSET_PX)
                    if box.top() < PAD_PX:
                        box.moveTop(line_y + TOTAL_OFFSET_PX)
            painter.fillRect(box, QColor(theme.background))  # readable where the capacity line passes
            painter.setFont(total_font)
            painter.setPen(QColor(theme.foreground))
            painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), text)
            if bar.capacity_bytes:
                self._paint_capacity(painter, bar, i, px, py)

    def _paint_capacity(self, painter: QPainter, bar: Bar, i: int, px: Callable[[float], float],
                        py: Callable[[float], float]) -> None:
        half = BAR_WIDTH / 2 + CAPACITY_LINE_OVERHANG
        y = py((bar.capacity_bytes or 0) / UNIT_BYTES[self.unit])
        pen = QPen(QColor(self.theme.capacity), CAPACITY_PX, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawLine(QPointF(px(i - half), y), QPointF(px(i + half), y))
        if not bar.capacity_label:
            return
        font = self._font(CAPACITY_POINTS)
        metrics = QFontMetricsF(font)
        painter.setFont(font)
        x = px(i + half) + CAPACITY_OFFSET_PX
        width = metrics.horizontalAdvance(bar.capacity_label)
        if x + width > self.width() - PAD_PX:  # a long GPU name: right-aligned above the line instead
            x = max(PAD_PX, self.width() - PAD_PX - width)
        painter.drawText(QPointF(x, y - CAPACITY_OFFSET_PX - metrics.descent()), bar.capacity_label)

    # -- the mouse -------------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        self.hovered.emit(self.segment_at(event.position()))
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.segment_at(event.position()))
        super().mousePressEvent(event)

    def leaveEvent(self, event: object) -> None:  # noqa: N802 - Qt API
        self.left.emit()
        super().leaveEvent(event)  # type: ignore[arg-type]
