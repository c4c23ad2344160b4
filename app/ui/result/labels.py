"""Label helpers for widgets redrawn on every keystroke."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel


def set_text(label: QLabel, text: str) -> bool:
    """Set only what changed: a relayout and a repaint saved per keystroke (and see app.py: each
    void Qt call costs PySide6 6.12.0 one reference to None)."""
    if label.text() == text:
        return False
    label.setText(text)
    return True


def fix_lines(label: QLabel, lines: int) -> None:
    label.setFixedHeight(label.fontMetrics().lineSpacing() * lines + label.contentsMargins().top()
                         + label.contentsMargins().bottom() + 2 * label.margin())
