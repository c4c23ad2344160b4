"""The wizard: a clickable step list, the current page, Back / Next. One guided path, free to jump.

Only the visible page redraws on a change; the others catch up when shown (typing stays fast).
Enter moves to the next step when the page is valid, as in a dialog.

At the interactive start (`build_later`) only the first page is built before the window is ready to use;
the others follow one per event-loop turn, or at once when asked for (`page(i)`, `pages`, going there):
they are most of the wizard's cost, and nobody sees them in the first moment. The step list names every
page from its class (`_class_text`), in the page's own translation context.
"""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QPaintEvent, QShortcut
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

    def __init__(self, session: Session, parent: QWidget | None = None, *, build_later: bool = False):
        super().__init__(parent)
        self.session = session
        self.steps = QListWidget(self)
        self.steps.setAccessibleName(self.tr("Wizard steps"))
        self.steps.setToolTip(self.tr("Click a step to go there; ⚠ marks a step with a field to fix."))
        self.steps.setFixedWidth(STEP_LIST_WIDTH_PX)
        self.stack = QStackedWidget(self)
        self._built: list[WizardPage | None] = [None] * len(STEPS)
        self._stale: set[int] = set()
        for number, page_class in enumerate(STEPS, start=1):
            self.stack.addWidget(QWidget(self.stack))  # the page's place until it is built
            item = QListWidgetItem(self.tr("{number}. {title}").format(
                number=number, title=_class_text(page_class, "title")))
            item.setToolTip(_class_text(page_class, "subtitle"))
            self.steps.addItem(item)
        for index in range(1 if build_later else len(STEPS)):
            self.page(index)
        self._build_after_paint = build_later  # the rest once the window is on screen (paintEvent)
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

    # -- the pages -----------------------------------------------------------------------------
    @property
    def pages(self) -> list[WizardPage]:
        """Every page, in step order (those not built yet are built now)."""
        return [self.page(index) for index in range(len(self._built))]

    def is_built(self, index: int) -> bool:
        return self._built[index] is not None

    def page(self, index: int) -> WizardPage:
        """The page of step `index` (0-based), built on first use."""
        page = self._built[index]
        if page is None:
            page = self._built[index] = STEPS[index](self.session, self.stack)
            placeholder = self.stack.widget(index)
            current = self.stack.currentIndex()
            self.stack.insertWidget(index, page)
            if placeholder is not None:
                self.stack.removeWidget(placeholder)
                placeholder.deleteLater()
            if current >= 0:
                self.stack.setCurrentIndex(current)
            page.submitted.connect(self.next)
        return page

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._build_after_paint:  # the first paint: the window is there; the other steps follow
            self._build_after_paint = False
            QTimer.singleShot(0, self._build_next)

    def _build_next(self) -> None:
        """One page not built yet, then the next on the following event-loop turn."""
        left = [i for i, page in enumerate(self._built) if page is None]
        if not left:
            return
        self.page(left[0])
        if len(left) > 1:
            QTimer.singleShot(0, self._build_next)
        else:
            self._update_buttons()  # every page's marks from its own fields now

    def _problem_count(self, index: int) -> int:
        page = self._built[index]
        if page is not None:
            return page.problem_count()
        return sum(len(self.session.problems_for(prefix)) for prefix in STEPS[index].prefixes)

    # -- navigation ----------------------------------------------------------------------------
    def current(self) -> int:
        return self.stack.currentIndex()

    def current_page(self) -> WizardPage:
        return self.page(self.current())

    def go(self, index: int) -> None:
        self.steps.setCurrentRow(max(0, min(index, len(STEPS) - 1)))

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
        page = self.page(index)
        self.stack.setCurrentIndex(index)
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
        for index, page in enumerate(self._built):
            if page is None:
                continue  # built from the session when first needed
            if index == current:
                page.refresh()
            else:
                self._stale.add(index)
        self._update_buttons()

    def _update_buttons(self) -> None:
        # Only what changed is set: this runs on every keystroke.
        index = self.current()
        valid = self.current_page().is_valid()
        states = ((self.back_button, index > 0), (self.next_button, valid and index < len(STEPS) - 1))
        for button, enabled in states:
            if button.isEnabled() != enabled:
                button.setEnabled(enabled)
        tip = self.tr("The next step (Enter or Alt+N)") if valid else self.tr("Fix the marked fields on this "
                                                                                "step first.")
        if self.next_button.toolTip() != tip:
            self.next_button.setToolTip(tip)
        for row, page_class in enumerate(STEPS):
            item = self.steps.item(row)
            text = self.tr("{number}. {title}").format(number=row + 1, title=_class_text(page_class, "title"))
            text += PROBLEM_MARK if self._problem_count(row) else ""
            if item.text() != text:
                item.setText(text)

    def field_name(self, path: str) -> str | None:
        """How the form names the field at `path` (or the field holding it): "Load ▸ Typical input".
        Pages not built yet are built only if they own the path (their `prefixes`)."""
        owners = [i for i, page_class in enumerate(STEPS) if self._built[i] is not None or any(
            path == prefix or path.startswith(prefix + ".") for prefix in page_class.prefixes)]
        for index in owners:
            page = self.page(index)
            for field in page.fields:
                if (path == field.path or path.startswith(field.path + ".")) and field.label_text:
                    return self.tr("{step} ▸ {field}").format(step=page.title(), field=field.label_text)
        return None

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and self.isAncestorOf(new) and new.accessibleDescription():
            self.help.setText(new.accessibleDescription())


def _class_text(page_class: type[WizardPage], method: str) -> str:
    """A page's title or subtitle without building it: those methods only translate a fixed text, and
    `self.tr` translates in the context of the page's class, as this stand-in does."""
    context = page_class.__name__
    stand_in = SimpleNamespace(tr=lambda text: QCoreApplication.translate(context, text))
    text: str = getattr(page_class, method)(stand_in)
    return text
