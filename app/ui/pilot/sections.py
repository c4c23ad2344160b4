"""Small building blocks of the pilot page: section headings and wrapped paragraphs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from app.ui import palette

HEADING_STYLE = "font-weight: bold; font-size: 11pt; margin-top: 8px;"
NOTE_STYLE = palette.NOTE_STYLE
BANNER_STYLE = "border: 1px solid {color}; border-radius: 3px; padding: 6px; color: {color}; font-weight: bold;"
NEUTRAL_COLOR = palette.MUTED


def heading(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setStyleSheet(HEADING_STYLE)
    return label


def paragraph(text: str, parent: QWidget, *, note: bool = False) -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if note:
        label.setStyleSheet(NOTE_STYLE)
    return label


def set_banner(label: QLabel, text: str, color: str) -> None:
    label.setText(text)
    label.setStyleSheet(BANNER_STYLE.format(color=color or NEUTRAL_COLOR))
