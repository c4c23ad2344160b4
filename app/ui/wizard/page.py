"""What every wizard page shares: a scrolling form, bound fields, and validity from the draft's problems."""

from __future__ import annotations

from typing import ClassVar, TypeVar

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QScrollArea, QVBoxLayout, QWidget

from app.ui.session import Session
from app.ui.wizard.fields import BoundField

FORM_SPACING_PX = 6
F = TypeVar("F", bound=BoundField)


class WizardPage(QScrollArea):
    """One step. Subclasses add groups of fields and name the draft paths they own in `prefixes`."""

    submitted = Signal()  # Enter pressed in a field: the panel goes to the next step

    prefixes: tuple[str, ...] = ()
    # Field path → the glossary entry (app.ui.help.topics.TERMS) its "?" opens.
    terms: ClassVar[dict[str, str]] = {}

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.fields: list[BoundField] = []
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.body = QWidget(self)
        self.column = QVBoxLayout(self.body)
        self.column.setContentsMargins(0, 0, 8, 0)
        self.setWidget(self.body)
        self._finished = False

    # -- building ------------------------------------------------------------------------------
    def title(self) -> str:
        raise NotImplementedError

    def subtitle(self) -> str:
        return ""

    def group(self, title: str = "") -> QFormLayout:
        return self.group_box(title)[1]

    def group_box(self, title: str = "") -> tuple[QGroupBox, QFormLayout]:
        """A titled box of labelled rows (the box, to show or hide it with its rows; its form)."""
        box = QGroupBox(title, self.body)
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setVerticalSpacing(FORM_SPACING_PX)
        self.column.addWidget(box)
        return box, form

    def add(self, form: QFormLayout, label: str, field: F) -> F:
        """A row with a mnemonic label (`&Concurrency`) whose buddy is the field's editor, and a "?"
        opening the glossary where `terms` names an entry for the field."""
        caption = QLabel(label, self.body)
        caption.setBuddy(field.editor)  # the editor itself: a buddy without a focus policy takes no focus
        caption.setToolTip(field.help_text)
        caption.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        field.set_label(label.replace("&", "") or field.editor.accessibleName())
        term = self.terms.get(field.path)
        if term:
            field.add_help(term, label.replace("&", "").rstrip(":") or field.editor.accessibleName())
        else:
            field.add_help_space()  # the editors' right edges line up with those that have a "?"
        form.addRow(caption, field)
        self.fields.append(field)
        editor = getattr(field, "line", None)
        if editor is not None:
            editor.returnPressed.connect(self.submitted)
        return field

    def note(self, text: str) -> QLabel:
        label = QLabel(text, self.body)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        self.column.addWidget(label)
        return label

    def focus_first(self) -> None:
        """Put the keyboard in the first field a user can type in (after Next, or at start)."""
        for field in self.fields:
            if field.editor.isVisibleTo(self) and field.editor.isEnabled():
                field.editor.setFocus(Qt.FocusReason.TabFocusReason)
                return
        self.setFocus()

    def finish(self) -> None:
        """Call at the end of a subclass's __init__: pushes the fields up and shows the draft."""
        self.column.addStretch(1)
        self._finished = True
        self.refresh()

    # -- state ---------------------------------------------------------------------------------
    def problem_count(self) -> int:
        return sum(len(self.session.problems_for(prefix)) for prefix in self.prefixes)

    def is_valid(self) -> bool:
        return self.problem_count() == 0

    def refresh(self) -> None:
        for field in self.fields:
            field.refresh()
