"""`CellTable`: a read-only table as tall as its rows (it sits in a scrolling page), filled with Cells."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from app.ui.cells import Cell, cell_item


class CellTable(QTableWidget):
    def __init__(self, headers: Sequence[str], numeric: Sequence[int] = (), parent: QWidget | None = None) -> None:
        super().__init__(0, len(headers), parent)
        self.numeric = frozenset(numeric)
        self.setHorizontalHeaderLabels(list(headers))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWordWrap(True)
        self.verticalHeader().hide()
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def fill(self, rows: Sequence[Sequence[Cell]]) -> None:
        self.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                self.setItem(r, c, self._item(cell, c in self.numeric))
        self.resizeRowsToContents()
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resizeRowsToContents()  # wrapped cells need the final column widths
        self.updateGeometry()  # and the table's height follows its rows

    def _item(self, cell: Cell, numeric: bool) -> QTableWidgetItem:
        return cell_item(cell, Qt.AlignmentFlag.AlignRight if numeric else Qt.AlignmentFlag.AlignLeft)

    def cell_text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text() if item is not None else ""

    def rows_text(self) -> list[list[str]]:
        """What the table shows, row by row (tests read it as a user would)."""
        return [[self.cell_text(r, c) for c in range(self.columnCount())] for r in range(self.rowCount())]
