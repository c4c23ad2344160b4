"""Label helpers for widgets redrawn on every keystroke."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QSizePolicy


def set_text(label: QLabel, text: str) -> bool:
    """Set only what changed: a relayout and a repaint saved per keystroke (and see app.py: each
    void Qt call costs PySide6 6.12.0 one reference to None)."""
    if label.text() == text:
        return False
    label.setText(text)
    return True


def lines_height(label: QLabel, lines: int) -> int:
    return (label.fontMetrics().lineSpacing() * lines + label.contentsMargins().top()
            + label.contentsMargins().bottom() + 2 * label.margin())


def fix_lines(label: QLabel, lines: int) -> None:
    label.setFixedHeight(lines_height(label, lines))


def fit_lines(label: QLabel, min_lines: int) -> None:
    """A wrapping label as tall as its text needs at its width (the layout asks its height for the
    width it gives), and at least `min_lines` tall: a text that changes by a digit keeps its lines, so
    nothing below it moves (the chart under the verdict is not re-rendered per keystroke), and nothing
    is cut, whatever the font size or window width."""
    label.setWordWrap(True)
    label.setMinimumHeight(lines_height(label, min_lines))
    policy = label.sizePolicy()
    policy.setVerticalPolicy(QSizePolicy.Policy.Minimum)
    policy.setHeightForWidth(True)
    label.setSizePolicy(policy)
