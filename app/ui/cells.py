"""A table cell's Qt item: the cell (app/text/cells.py) in the colour of its tone (app/ui/palette.py).

The comparison table and the pilot page's tables share these, so a coloured figure looks the same in
both: bold, in the colour of its verdict.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QTableWidgetItem

from app.text.cells import Cell as Cell
from app.ui import palette


def cell_item(cell: Cell, alignment: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> QTableWidgetItem:
    """The item for a cell, vertically centred; a coloured cell is bold in its colour."""
    item = QTableWidgetItem(cell.text)
    item.setTextAlignment(alignment | Qt.AlignmentFlag.AlignVCenter)
    if cell.tooltip:
        item.setToolTip(cell.tooltip)
    color = palette.TONES.get(cell.tone, "")
    if color:
        item.setForeground(QBrush(QColor(color)))
        font = QFont()
        font.setBold(True)
        item.setFont(font)
    return item
