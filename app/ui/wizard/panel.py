"""The wizard: a clickable step list, the current page, Back / Next. One guided path, free to jump.

Only the visible page redraws on a change; the others catch up when shown (typing stays fast).
Enter moves to the next step when the page is valid, as in a dialog.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.ui.session import Session
from app.ui.wizard.page import WizardPage
from app.ui.wizard.steps import STEPS

STEP_LIST_WIDTH_PX = 150
TITLE_POINT_DELTA = 4
HELP_STYLE = "color: palette(placeholder-text);"
PROBLEM_MARK = "  ⚠"


class WizardPanel(QWidget):
    step_changed = Signal(int)

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.steps = QListWidget(self)
        self.steps.setAccessibleName(self.tr("Wizard steps"))
        self.steps.setToolTip(self.tr("Click a step to go there; ⚠ marks a step with a field to fix."))
        self.steps.setFixedWidth(STEP_LIST_WIDTH_PX)
        self.stack = QStackedWidget(self)
        self.pages: list[WizardPage] = []
        self._stale: set[int] = set()
        for number, page_class in enumerate(STEPS, start=1):
            page = page_class(session, self.stack)
            self.pages.append(page)
            self.stack.addWidget(page)
            item = QListWidgetItem(self.tr("{number}. {title}").format(number=number, title=page.title()))
            item.setToolTip(page.subtitle())
            self.steps.addItem(item)
            page.submitted.connect(self.next)
        self.heading = QLabel(self)
        font = self.heading.font()
        font.setPointSize(font.pointSize() + TITLE_POINT_DELTA)
        font.setBold(True)
        self.heading.setFont(font)
        self.subtitle = QLabel(self)
        self.subtitle.setWordWrap(True)
        self.help = QLabel(self)
        self.help.setWordWrap(True)
        self.help.setStyleSheet(HELP_STYLE)
        self.help.setAccessibleName(self.tr("Help for the current field"))
        self.back_button = QPushButton(self.tr("< &Back"), self)
        self.back_button.setToolTip(self.tr("The previous step (Alt+B)"))
        self.next_button = QPushButton(self.tr("&Next >"), self)
        self.next_button.setToolTip(self.tr("The next step (Enter or Alt+N)"))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.next_button)
        page_column = QVBoxLayout()
        page_column.addWidget(self.heading)
        page_column.addWidget(self.subtitle)
        page_column.addWidget(self.stack, 1)
        page_column.addWidget(self.help)
        page_column.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.steps)
        layout.addLayout(page_column, 1)
        self.steps.currentRowChanged.connect(self._show)
        self.back_button.clicked.connect(self.back)
        self.next_button.clicked.connect(self.next)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.next)
        session.changed.connect(self._changed)
        session.started_afresh.connect(self.go_to_start)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
        self.steps.setCurrentRow(0)

    # -- navigation ----------------------------------------------------------------------------
    def current(self) -> int:
        return self.stack.currentIndex()

    def current_page(self) -> WizardPage:
        return self.pages[self.current()]

    def go(self, index: int) -> None:
        self.steps.setCurrentRow(max(0, min(index, len(self.pages) - 1)))

    def go_to_start(self) -> None:
        """A new document starts at the first step (File ▸ New)."""
        self.go(0)

    def back(self) -> None:
        self.go(self.current() - 1)

    def next(self) -> None:
        if self.next_button.isEnabled():
            self.go(self.current() + 1)
            self.current_page().focus_first()

    def _show(self, index: int) -> None:
        if index < 0:
            return
        self.stack.setCurrentIndex(index)
        page = self.pages[index]
        if index in self._stale:
            self._stale.discard(index)
            page.refresh()
        self.heading.setText(page.title())
        self.subtitle.setText(page.subtitle())
        self.help.clear()
        self._update_buttons()
        self.step_changed.emit(index)

    # -- following the session -----------------------------------------------------------------
    def _changed(self) -> None:
        current = self.current()
        for index, page in enumerate(self.pages):
            if index == current:
                page.refresh()
            else:
                self._stale.add(index)
        self._update_buttons()

    def _update_buttons(self) -> None:
        # Only what changed is set: this runs on every keystroke.
        index = self.current()
        valid = self.current_page().is_valid()
        states = ((self.back_button, index > 0), (self.next_button, valid and index < len(self.pages) - 1))
        for button, enabled in states:
            if button.isEnabled() != enabled:
                button.setEnabled(enabled)
        tip = self.tr("The next step (Enter or Alt+N)") if valid else self.tr("Fix the marked fields on this "
                                                                                "step first.")
        if self.next_button.toolTip() != tip:
            self.next_button.setToolTip(tip)
        for row, page in enumerate(self.pages):
            item = self.steps.item(row)
            text = self.tr("{number}. {title}").format(number=row + 1, title=page.title())
            text += PROBLEM_MARK if page.problem_count() else ""
            if item.text() != text:
                item.setText(text)

    def field_name(self, path: str) -> str | None:
        """How the form names the field at `path` (or the field holding it): "Load ▸ Typical input"."""
        for page in self.pages:
            for field in page.fields:
                if (path == field.path or path.startswith(field.path + ".")) and field.label_text:
                    return self.tr("{step} ▸ {field}").format(step=page.title(), field=field.label_text)
        return None

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and self.isAncestorOf(new) and new.accessibleDescription():
            self.help.setText(new.accessibleDescription())
