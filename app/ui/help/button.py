"""A small "?" beside a term: opens the glossary at that term's entry."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtWidgets import QApplication, QToolButton, QWidget

from app.ui.help.topics import GLOSSARY, GUIDE_SECTIONS, TERMS


class HelpButton(QToolButton):
    _widths: ClassVar[dict[tuple[str, str], int]] = {}  # width_hint() per style and font (a page asks for it per field)

    def __init__(self, term: str, name: str, parent: QWidget | None = None, page: str = GLOSSARY):
        """`term`: the glossary anchor (one of TERMS); `name`: the term as the user reads it."""
        super().__init__(parent)
        if term not in (TERMS if page == GLOSSARY else GUIDE_SECTIONS):
            raise ValueError(f"the {page} has no entry {term!r}")
        self.term, self.page = term, page
        self.setText("?")
        self.setAutoRaise(True)
        self.setToolTip(self.tr("What is “{term}”? Opens the glossary.").format(term=name)
                        if page == GLOSSARY else self.tr("Opens the user guide at “{term}”.").format(term=name))
        self.setAccessibleName(self.tr("Help: {term}").format(term=name))
        self.clicked.connect(self.open)

    @staticmethod
    def width_hint() -> int:
        """How wide a "?" button is (to keep the same room free in a row without one)."""
        style = QApplication.style()
        key = (style.name() if style is not None else "", QApplication.font().key())
        width = HelpButton._widths.get(key)
        if width is None:
            probe = QToolButton()
            probe.setText("?")
            probe.setAutoRaise(True)
            width = HelpButton._widths[key] = probe.sizeHint().width()
            probe.deleteLater()
        return width

    def open(self) -> None:
        from app.ui.help.window import show_help

        show_help(self.page, self.term, self)
