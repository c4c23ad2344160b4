"""`FiguresTable`: the engine's figures for each compared profile, one column per profile.

Rows depend on the workload: serving shows time to first token and tokens/s, training shows
training speed and time for the dataset. The recommended profile's column is highlighted.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QIcon, QPixmap, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from app.core.fit.types import Comparison, FitResult
from app.core.pilot.compare_types import PilotComparison
from app.core.workload import Workload
from app.text.formatting import Fmt
from app.ui.compare.table_rows import Cell, rows_for

RECOMMENDED_BACKGROUND = QColor("#e7f5ee")
SWATCH_PX = 10
HEADER_MAX_LINES = 3  # profile names in the column headers wrap onto at most this many lines
HEADER_PADDING_PX = 34  # colour swatch and margins beside a header's text
MIN_WRAP_CHARS = 8


def _swatch(color: str) -> QIcon:
    pixmap = QPixmap(SWATCH_PX, SWATCH_PX)
    pixmap.fill(QColor(color))
    return QIcon(pixmap)


class FiguresTable(QTableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setWordWrap(True)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.results: list[FitResult] = []

    def fill(self, results: Sequence[FitResult], recommended: str | None, fmt: Fmt, training: bool,
             colors: dict[str, str], pilot: tuple[PilotComparison, str] | None = None,
             comparison: Comparison | None = None, workload: Workload | None = None) -> None:
        """One column per result, in the order given; `colors` maps a profile to its chart line colour;
        `pilot`: imported pilot results and the profile they were measured on (one more row);
        `comparison` and `workload`: the cost the engine ranked by, and the people a limit serves."""
        self.results = list(results)
        rows = rows_for(fmt, training, pilot, comparison, workload)
        self.clear()
        self.setRowCount(len(rows))
        self.setColumnCount(len(results))
        for r, row in enumerate(rows):
            header = QTableWidgetItem(row.label)
            header.setToolTip(row.tooltip)
            self.setVerticalHeaderItem(r, header)
        for c, result in enumerate(results):
            key = result.server_id or result.server_name
            best = key == recommended
            head = QTableWidgetItem(self._title(result.server_name, best))
            head.setToolTip(result.server_name)
            if key in colors:
                head.setIcon(_swatch(colors[key]))
            if best:
                font = QFont()
                font.setBold(True)
                head.setFont(font)
            self.setHorizontalHeaderItem(c, head)
            for r, row in enumerate(rows):
                self.setItem(r, c, self._item(row.cell(result), best))
        self.resizeRowsToContents()

    def _title(self, name: str, best: bool) -> str:
        """The name wrapped to the column's width (a header does not wrap by itself), then the star."""
        columns = max(1, self.columnCount() or len(self.results))
        width = (self.viewport().width() or self.width()) // columns - HEADER_PADDING_PX
        font = QFont(self.horizontalHeader().font())
        font.setBold(True)
        chars = max(MIN_WRAP_CHARS, width // max(1, QFontMetrics(font).averageCharWidth()))
        title = textwrap.fill(name, chars, max_lines=HEADER_MAX_LINES, placeholder="…")
        return title + ("\n" + self.tr("★ recommended") if best else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for c in range(self.columnCount()):
            head = self.horizontalHeaderItem(c)
            if head is not None and c < len(self.results):
                head.setText(self._title(self.results[c].server_name, head.font().bold()))

    def _item(self, cell: Cell, best: bool) -> QTableWidgetItem:
        item = QTableWidgetItem(cell.text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if cell.tooltip:
            item.setToolTip(cell.tooltip)
        if cell.color:
            item.setForeground(QBrush(QColor(cell.color)))
            font = QFont()
            font.setBold(True)
            item.setFont(font)
        if best:
            item.setBackground(QBrush(RECOMMENDED_BACKGROUND))
        return item

    def text(self, row_label: str, column: int) -> str:
        """What a cell shows, by its row's label (tests read the table as a user would)."""
        for r in range(self.rowCount()):
            header = self.verticalHeaderItem(r)
            if header is not None and header.text() == row_label:
                item = self.item(r, column)
                return item.text() if item is not None else ""
        raise KeyError(row_label)

    def content_height(self) -> int:
        header = max(self.horizontalHeader().height(), self.horizontalHeader().sizeHint().height())
        return header + sum(self.rowHeight(r) for r in range(self.rowCount())) + 2 * self.frameWidth()

