"""`FiguresTable`: the engine's figures for each compared profile, one column per profile.

Rows depend on the workload: serving shows time to first token and tokens/s, training shows
training speed and time for the dataset. The recommended profile's column is highlighted.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QIcon, QPixmap, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QStyle, QTableWidget, QTableWidgetItem, QWidget

from app.core.fit.types import Comparison, FitResult
from app.core.pilot.review_types import PilotComparison
from app.core.workload.schema import Workload
from app.text.compare_rows import rows_for
from app.text.formatting import Fmt
from app.text.wrap import wrap_to_width
from app.ui import palette
from app.ui.cells import Cell, cell_item

RECOMMENDED_BACKGROUND = QColor(palette.GOOD_BACKGROUND)
SWATCH_PX = 10
HEADER_SLACK_PX = 4  # sections are whole pixels: the last one may be a few pixels narrower
MIN_WRAP_PX = 48  # a header never wraps narrower than this


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
        self._fit_min_width()
        self.resizeRowsToContents()

    def _header_padding(self) -> int:
        style, header = self.style(), self.horizontalHeader()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
        swatch = style.pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, header)
        return swatch + 4 * margin + HEADER_SLACK_PX

    def _fit_min_width(self) -> None:
        """No column narrower than its longest word (a name's or "★ recommended"): six profiles in a
        narrow window scroll sideways instead of cutting a word."""
        font = QFont(self.horizontalHeader().font())
        font.setBold(True)
        metrics = QFontMetrics(font)
        words = [w for r in self.results for w in r.server_name.split()] + self.tr("★ recommended").split()
        widest = max((metrics.horizontalAdvance(w) for w in words), default=0)
        self.horizontalHeader().setMinimumSectionSize(widest + self._header_padding())

    def _title(self, name: str, best: bool) -> str:
        """The name wrapped to the column's width (a header does not wrap by itself), then the star;
        the header grows to as many lines as the longest name needs, so no name is cut."""
        columns = max(1, self.columnCount() or len(self.results))
        width = max((self.viewport().width() or self.width()) // columns,
                    self.horizontalHeader().minimumSectionSize()) - self._header_padding()
        font = QFont(self.horizontalHeader().font())
        font.setBold(True)
        metrics = QFontMetrics(font)
        width = max(width, MIN_WRAP_PX)
        lines = wrap_to_width(name, width, metrics.horizontalAdvance)
        if best:
            lines += wrap_to_width(self.tr("★ recommended"), width, metrics.horizontalAdvance)
        return "\n".join(lines)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for c in range(self.columnCount()):
            head = self.horizontalHeaderItem(c)
            if head is not None and c < len(self.results):
                head.setText(self._title(self.results[c].server_name, head.font().bold()))

    def _item(self, cell: Cell, best: bool) -> QTableWidgetItem:
        item = cell_item(cell)
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

