"""A table cell as the views describe it (text, tooltip, a colour that means something) and its Qt item.

The comparison table and the pilot page's tables share these, so a coloured figure looks the same in
both: bold, in the colour of its verdict.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QTableWidgetItem


@dataclass(frozen=True)
class Cell:
    text: str
    tooltip: str = ""
    color: str = ""


def cell_item(cell: Cell, alignment: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> QTableWidgetItem:
    """The item for a cell, vertically centred; a coloured cell is bold in its colour."""
    item = QTableWidgetItem(cell.text)
    item.setTextAlignment(alignment | Qt.AlignmentFlag.AlignVCenter)
    if cell.tooltip:
        item.setToolTip(cell.tooltip)
    if cell.color:
        item.setForeground(QBrush(QColor(cell.color)))
        font = QFont()
        font.setBold(True)
        item.setFont(font)
    return item
