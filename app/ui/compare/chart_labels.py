"""Chart text drawn by Qt instead of matplotlib: the legend row and the names under the bars.

With matplotlib 3.11 each text costs a redraw about 3–4 ms here (every glyph is rasterised again
on every draw), so names and legends, which carry the most text, are painted by Qt for a fraction
of that. The names stay aligned with their bars by asking the axes where each bar is.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from matplotlib.axes import Axes
from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.colors import to_hex
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from app.text.wrap import wrap_to_width
from app.ui import palette

LABEL_LINES = 2  # the row under the bars is at least this many lines tall
SLOT_PADDING_PX = 4
SOLID, DASHED = "■", "┅"


def legend_entries(ax: Axes) -> list[tuple[str, str]]:
    """(colour, label) of what `ax` would put in its legend."""
    entries: list[tuple[str, str]] = []
    for handle, label in zip(*ax.get_legend_handles_labels(), strict=True):
        patches = getattr(handle, "patches", None)
        color = patches[0].get_facecolor() if patches else getattr(handle, "get_color", lambda: palette.BLACK)()
        entries.append((to_hex(color), label))
    return entries


class LegendRow(QLabel):
    """A one-line legend: coloured marks and names, wrapping when the window is narrow."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.entries: list[tuple[str, str, str]] = []

    def set_entries(self, entries: Sequence[tuple[str, str, str]]) -> None:
        """(colour, mark, label) per entry; mark is SOLID for areas and lines, DASHED for a limit."""
        self.entries = list(entries)
        self.setText("&nbsp;&nbsp; ".join(
            f"<span style='color:{color}; font-weight:bold'>{mark}</span>&nbsp;{escape(label)}"
            for color, mark, label in self.entries))


class BarLabels(QWidget):
    """Names painted under the bars of `ax`, which is drawn on `canvas` directly above this widget.
    Each name wraps within its bar's slot at word boundaries; the row is as tall as the longest name
    needs, so no name is cut or shortened."""

    def __init__(self, canvas: FigureCanvasQTAgg, ax: Axes, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._canvas, self._ax = canvas, ax
        self.labels: list[tuple[str, str]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self.fontMetrics().lineSpacing() * LABEL_LINES + SLOT_PADDING_PX)

    def set_labels(self, labels: Sequence[tuple[str, str]]) -> None:
        """(text, colour) per bar, left to right."""
        self.labels = list(labels)
        self._fit_height()
        self.update()

    def _x(self, position: float) -> float:
        """Where data x `position` lies on the canvas, in this widget's pixels."""
        x_display = self._ax.transData.transform((position, 0.0))[0]
        return float(x_display) / max(1.0, float(self._canvas.device_pixel_ratio))

    def _slot(self) -> int:
        return max(1, int(self._x(1.0) - self._x(0.0)) - SLOT_PADDING_PX)

    def lines(self, text: str) -> list[str]:
        return wrap_to_width(text, self._slot(), self.fontMetrics().horizontalAdvance)

    def _fit_height(self) -> None:
        most = max((len(self.lines(text)) for text, _color in self.labels), default=0)
        height = self.fontMetrics().lineSpacing() * max(LABEL_LINES, most) + SLOT_PADDING_PX
        if height != self.height() or self.minimumHeight() != height:
            self.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.labels:
            return
        painter = QPainter(self)
        slot = self._slot()
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        for i, (text, color) in enumerate(self.labels):
            center = int(self._x(float(i)))
            painter.setPen(QColor(color))
            painter.drawText(QRect(center - slot // 2, 0, slot, self.height()), flags, "\n".join(self.lines(text)))
        painter.end()

    def cut_texts(self) -> list[str]:
        """Names that do not fit their slot or this row (for app.ui.text_fit)."""
        metrics, slot = self.fontMetrics(), self._slot()
        cut = []
        for text, _color in self.labels:
            lines = self.lines(text)
            if any(metrics.horizontalAdvance(line) > slot for line in lines) or \
                    metrics.lineSpacing() * len(lines) > self.height():
                cut.append(f"bar name {text!r} does not fit under its bar")
        return cut
