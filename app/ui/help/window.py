"""The help window: the user guide and the glossary, offline, in the window's language.

One window for the whole application (Help ▸ User guide, Help ▸ Glossary, F1, and every "?"
beside a term open it at the right place). Links between the pages and to their sections work
as in a browser, with Back and Forward.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from app.ui.help.topics import GLOSSARY, GUIDE, page_file

WINDOW_SIZE = (760, 640)
_window: list[HelpWindow] = []  # the one help window, made on first use


class HelpWindow(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Headroom help"))
        self.resize(*WINDOW_SIZE)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.browser.setOpenLinks(True)
        self.browser.setAccessibleName(self.tr("Help text"))
        self.back_button = QPushButton(self.tr("< &Back"), self)
        self.back_button.setShortcut(QKeySequence.StandardKey.Back)
        self.forward_button = QPushButton(self.tr("&Forward >"), self)
        self.forward_button.setShortcut(QKeySequence.StandardKey.Forward)
        self.guide_button = QPushButton(self.tr("User &guide"), self)
        self.glossary_button = QPushButton(self.tr("G&lossary"), self)
        self.back_button.clicked.connect(self.browser.backward)
        self.forward_button.clicked.connect(self.browser.forward)
        self.browser.backwardAvailable.connect(self.back_button.setEnabled)
        self.browser.forwardAvailable.connect(self.forward_button.setEnabled)
        self.guide_button.clicked.connect(lambda: self.open_page(GUIDE))
        self.glossary_button.clicked.connect(lambda: self.open_page(GLOSSARY))
        self.back_button.setEnabled(False)
        self.forward_button.setEnabled(False)
        row = QHBoxLayout()
        for button in (self.back_button, self.forward_button):
            row.addWidget(button)
        row.addStretch(1)
        for button in (self.guide_button, self.glossary_button):
            row.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.browser, 1)

    def open_page(self, page: str, anchor: str = "") -> None:
        url = QUrl.fromLocalFile(str(page_file(page)))
        if anchor:
            url.setFragment(anchor)
        self.browser.setSource(url)
        if anchor:
            self.browser.scrollToAnchor(anchor)
        if self.isVisible():  # already open, perhaps behind the main window: bring it forward
            self.raise_()
            self.activateWindow()
        else:
            self.show()

    def current(self) -> tuple[str, str]:
        """(page, anchor) now shown, e.g. ("glossary", "kv-cache")."""
        source = self.browser.source()
        return source.fileName().removesuffix(".html"), source.fragment()


def show_help(page: str = GUIDE, anchor: str = "", parent: QWidget | None = None) -> HelpWindow:
    """Open (or bring up) the help window at `page#anchor`."""
    if not _window:
        _window.append(HelpWindow(parent.window() if parent is not None else None))
    window = _window[0]
    window.open_page(page, anchor)
    return window


def forget_window() -> None:
    """Drop the help window (its parent went away, or a test ends)."""
    if _window:
        _window.pop().deleteLater()
