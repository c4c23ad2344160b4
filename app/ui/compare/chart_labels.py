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
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

LABEL_LINES = 2  # a name under its bar wraps onto at most this many lines
SLOT_PADDING_PX = 4
SOLID, DASHED = "■", "┅"


def legend_entries(ax: Axes) -> list[tuple[str, str]]:
    """(colour, label) of what `ax` would put in its legend."""
    entries: list[tuple[str, str]] = []
    for handle, label in zip(*ax.get_legend_handles_labels(), strict=True):
        patches = getattr(handle, "patches", None)
        color = patches[0].get_facecolor() if patches else getattr(handle, "get_color", lambda: "#000000")()
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
    """Names painted under the bars of `ax`, which is drawn on `canvas` directly above this widget."""

    def __init__(self, canvas: FigureCanvasQTAgg, ax: Axes, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._canvas, self._ax = canvas, ax
        self.labels: list[tuple[str, str]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self.fontMetrics().lineSpacing() * LABEL_LINES + SLOT_PADDING_PX)

    def set_labels(self, labels: Sequence[tuple[str, str]]) -> None:
        """(text, colour) per bar, left to right."""
        self.labels = list(labels)
        self.update()

    def _x(self, position: float) -> float:
        """Where data x `position` lies on the canvas, in this widget's pixels."""
        x_display = self._ax.transData.transform((position, 0.0))[0]
        return float(x_display) / max(1.0, float(self._canvas.device_pixel_ratio))

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.labels:
            return
        painter = QPainter(self)
        slot = max(1, int(self._x(1.0) - self._x(0.0)) - SLOT_PADDING_PX)
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)
        for i, (text, color) in enumerate(self.labels):
            center = int(self._x(float(i)))
            painter.setPen(QColor(color))
            elided = self._fit(text, slot)
            painter.drawText(QRect(center - slot // 2, 0, slot, self.height()), flags, elided)
        painter.end()

    def _fit(self, text: str, width: int) -> str:
        """Cut a name that would need more than LABEL_LINES lines at this width."""
        metrics = self.fontMetrics()
        budget = width * LABEL_LINES
        return text if metrics.horizontalAdvance(text) <= budget * 0.9 else metrics.elidedText(
            text, Qt.TextElideMode.ElideRight, int(budget * 0.85))
