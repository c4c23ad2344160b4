"""Table rows as tall as their wrapped text, measured as they come into view.

`QHeaderView.ResizeToContents` measures every cell of every row whenever the table lays out: with a
library of 10,000 offers the Servers view took about a minute to open. Here a row gets its height
(`resizeRowToContents`) when it is shown — after a scroll, a resize, a sort, a filter or a reload —
and the others keep one line until they are scrolled to.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QHeaderView, QTableView

MEASURE_PASSES = 3  # a row that grows pushes the next out of view: a few passes settle the visible ones


class VisibleRowHeights(QObject):
    def __init__(self, table: QTableView, row_px: int) -> None:
        super().__init__(table)
        self._table = table
        header = table.verticalHeader()
        header.setMinimumSectionSize(row_px)
        header.setDefaultSectionSize(row_px)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        table.verticalScrollBar().valueChanged.connect(self.request)
        table.horizontalHeader().sectionResized.connect(self.request)  # wrapping depends on the width
        table.viewport().installEventFilter(self)
        model = table.model()
        for signal in (model.modelReset, model.layoutChanged, model.rowsInserted, model.rowsRemoved):
            signal.connect(self._rows_moved)

    def request(self, *_args: object) -> None:
        self._timer.start()

    def _rows_moved(self, *_args: object) -> None:
        """Other rows are where the measured ones were: every row goes back to one line first."""
        self._table.verticalHeader().resizeSections(QHeaderView.ResizeMode.Fixed)
        self.request()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.request()
        return False

    def visible_rows(self) -> range:
        table = self._table
        count = table.model().rowCount()
        first = table.rowAt(0)
        if count == 0 or first < 0:
            return range(0)
        last = table.rowAt(table.viewport().height() - 1)
        return range(first, (last if last >= 0 else count - 1) + 1)

    def fit(self) -> None:
        """Measure the rows in view now."""
        done: set[int] = set()
        for _ in range(MEASURE_PASSES):
            rows = [r for r in self.visible_rows() if r not in done]
            if not rows:
                return
            for row in rows:
                self._table.resizeRowToContents(row)
            done.update(rows)
