"""Editors bound to one path of the session's draft, each showing that field's problems under it.

A field writes what the user typed into the draft on every edit, even when it is not valid:
pydantic's problem then appears under the field and nothing typed is lost. A refresh after a
recompute never overwrites text that already means the draft's value (the user may be typing).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSizePolicy,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QVBoxLayout,
    QWidget,
)

from app.core.workload.draft import field_path
from app.text import i18n
from app.text.counts import unit_word
from app.text.formatting import DECIMAL_COMMA, Fmt
from app.text.messages import problem_text
from app.ui import palette
from app.ui.session import Session

# Characters people use to group digits ("2,048", "100 000", "1'000", "1_000").
DIGIT_GROUPING = (",", " ", "\u00a0", "\u202f", "'", "_")
PROBLEM_STYLE = palette.PROBLEM_STYLE
MULTILINE_HEIGHT_PX = 56  # about three lines: notes stay short, the page stays on screen
GROUP_FROM = 10_000  # smaller numbers (2048, 512) read fine ungrouped
UNIT_FORM_WITHOUT_NUMBER = 5  # an empty field without a default shows the unit as after "5" ("tokens", "токенов")


def parse_int(text: str) -> Any:
    """'2,048' → 2048; '' → None; anything else stays as typed (pydantic names the problem)."""
    stripped = text.strip()
    if not stripped:
        return None
    digits = stripped
    for mark in DIGIT_GROUPING:
        digits = digits.replace(mark, "")
    try:
        return int(digits)
    except ValueError:
        return stripped


def parse_float(text: str) -> Any:
    """'1.5' or '1,5' → 1.5; '' → None; anything else stays as typed."""
    stripped = text.strip()
    if not stripped:
        return None
    candidate = stripped.replace(",", ".") if "." not in stripped and stripped.count(",") == 1 else stripped
    for mark in DIGIT_GROUPING:
        candidate = candidate.replace(mark, "")
    try:
        value = float(candidate)
    except ValueError:
        return stripped
    if not math.isfinite(value):  # "inf", "nan", "1e999": kept as typed, so the draft stays valid JSON
        return stripped
    return int(value) if value.is_integer() and "." not in candidate and "e" not in candidate.lower() else value


def shown(value: Any) -> str:
    """A value as the field shows it, as people read them: large whole numbers grouped (50,000,000),
    fractions with the language's decimal mark (0,25 in ru/pl) and without a trailing ".0" (2, not 2.0);
    every form reads back to the same number."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= GROUP_FROM:
        return Fmt(lang=i18n.current_language()).number(value)
    if isinstance(value, float) and math.isfinite(value):
        text = repr(value).removesuffix(".0")
        return text.replace(".", ",") if i18n.current_language() in DECIMAL_COMMA else text
    return "" if value is None else str(value)


class BoundField(QWidget):
    """An editor plus the problems pydantic reports for its path."""

    def __init__(self, session: Session, path: str, help_text: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.path = field_path(path)  # a path the workload format does not have fails here, at once
        self.label_text = ""  # the field as the form labels it (set by the page)
        self.help_text = help_text
        self._problem = QLabel(self)
        self._problem.setStyleSheet(PROBLEM_STYLE)
        self._problem.setWordWrap(True)
        self._problem.setVisible(False)
        self._problem.setObjectName("problem")
        self._row = QHBoxLayout()
        self._row.setContentsMargins(0, 0, 0, 0)
        self._column = QVBoxLayout(self)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(2)
        self._column.addLayout(self._row)
        self._column.addWidget(self._problem)

    def reserve_problem_line(self) -> None:
        """Keep one line under the editor for its problem even while there is none: a message that
        appears or goes while typing then moves nothing below it (the next field stays under the
        pointer)."""
        policy = self._problem.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self._problem.setSizePolicy(policy)
        self._problem.setMinimumHeight(self._problem.fontMetrics().lineSpacing())

    def _set_editor(self, editor: QWidget, name: str) -> None:
        self.editor = editor
        editor.setToolTip(self.help_text)
        editor.setWhatsThis(self.help_text)
        editor.setAccessibleName(name)
        editor.setAccessibleDescription(self.help_text)
        self.setFocusProxy(editor)
        editor.installEventFilter(self)
        self._row.addWidget(editor, 1)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl+Z / Ctrl+Shift+Z in a field undo the workload (the Edit menu), not only the field's
        own text: the editor does not claim those keys, so the window's shortcut gets them."""
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and (
                event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo)
                or QKeySequence(event.keyCombination()) == QKeySequence("Ctrl+Shift+Z")):
            event.ignore()
            return True
        return super().eventFilter(watched, event)

    def set_label(self, name: str) -> None:
        self.editor.setAccessibleName(name)
        self.label_text = name.rstrip(": ")

    def add_help(self, term: str, name: str) -> None:
        """A "?" at the end of the row: the glossary's entry for `term`."""
        from app.ui.help import HelpButton

        self.help_button = HelpButton(term, name, self)
        self._row.addWidget(self.help_button)

    def add_help_space(self) -> None:
        """Room as wide as a "?" at the end of the row, for a field without one."""
        from app.ui.help import HelpButton

        self._row.addSpacing(HelpButton.width_hint() + self._row.spacing())

    def problems(self) -> list[str]:
        return [problem_text(p).split(": ", 1)[-1] for p in self.session.problems_for(self.path)]

    def refresh(self) -> None:
        """Runs on every keystroke: touches Qt only where something changed."""
        text = "\n".join(self.problems())
        if self._problem.text() != text:
            self._problem.setText(text)
            self._problem.setVisible(bool(text))
        self.load_value(self.session.value(self.path))

    def load_value(self, value: Any) -> None:
        raise NotImplementedError


class NumberField(BoundField):
    """A number typed as text: grouping marks and decimal commas accepted; empty = the default."""

    def __init__(self, session: Session, path: str, help_text: str, *, integer: bool = True,
                 placeholder: str = "", suffix: str = "", unit_noun: str = "", parent: QWidget | None = None):
        """`suffix`: a unit after the editor; `unit_noun`: a counted noun (app.text.counts) as the unit, in
        the form the number typed takes ("1 token", "2 токена", "5 tokenów")."""
        super().__init__(session, path, help_text, parent)
        self._parse = parse_int if integer else parse_float
        self.reserve_problem_line()  # typed numbers are where problems come and go
        self.line = QLineEdit(self)
        self.line.setPlaceholderText(placeholder)
        self.line.setClearButtonEnabled(True)
        self._set_editor(self.line, path)
        self._unit_noun = unit_noun
        self._placeholder_value = parse_int(placeholder) if isinstance(parse_int(placeholder), int) else None
        self.unit: QLabel | None = None
        if suffix or unit_noun:
            self.unit = QLabel(suffix, self)
            self.unit.setBuddy(self.line)
            self._row.addWidget(self.unit)
        self.line.textEdited.connect(self._edited)

    def _edited(self, text: str) -> None:
        self.session.set_field(self.path, self._parse(text))

    def load_value(self, value: Any) -> None:
        if self._parse(self.line.text()) != value:
            self.line.setText(shown(value))
        if self._unit_noun and self.unit is not None:
            count = value if isinstance(value, (int, float)) and not isinstance(value, bool) else \
                self._placeholder_value
            word = unit_word(self._unit_noun, count if count is not None else UNIT_FORM_WITHOUT_NUMBER)
            if self.unit.text() != word:
                self.unit.setText(word)


class TextField(BoundField):
    """Free text (one line, or a few for notes); an empty field removes the value."""

    def __init__(self, session: Session, path: str, help_text: str, *, placeholder: str = "",
                 multiline: bool = False, parent: QWidget | None = None):
        super().__init__(session, path, help_text, parent)
        self.multiline = multiline
        if multiline:
            self.text_edit = QPlainTextEdit(self)
            self.text_edit.setPlaceholderText(placeholder)
            self.text_edit.setTabChangesFocus(True)
            self.text_edit.setFixedHeight(MULTILINE_HEIGHT_PX)
            self._set_editor(self.text_edit, path)
            self.text_edit.textChanged.connect(lambda: self._edited(self.text_edit.toPlainText()))
        else:
            self.line = QLineEdit(self)
            self.line.setPlaceholderText(placeholder)
            self._set_editor(self.line, path)
            self.line.textEdited.connect(self._edited)

    def text(self) -> str:
        return self.text_edit.toPlainText() if self.multiline else self.line.text()

    def _edited(self, text: str) -> None:
        self.session.set_field(self.path, text if text else None)

    def load_value(self, value: Any) -> None:
        if (self.text() or None) == (value or None):
            return
        if self.multiline:
            self.text_edit.blockSignals(True)
            self.text_edit.setPlainText(shown(value))
            self.text_edit.blockSignals(False)
        else:
            self.line.setText(shown(value))


@dataclass(frozen=True)
class Choice:
    value: Any
    label: str
    help: str = ""


CHOICE_DETAIL_SEPARATOR = " — "  # a choice's name, then what it means ("AWQ INT4 — 4.16 bits, …")
DETAIL_STYLE = "color: palette(placeholder-text);"


class FittingCombo(QComboBox):
    """A combo box whose closed face shows the chosen item whole when it fits, else its name (the words
    before " — ") or the words cut with "…"; the field then shows the whole text under it, wrapped."""

    def field_width(self) -> int:
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        return self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                           QStyle.SubControl.SC_ComboBoxEditField, self).width()

    def shown_text(self) -> str:
        text, room, metrics = self.currentText(), self.field_width(), self.fontMetrics()
        if metrics.horizontalAdvance(text) <= room:
            return text
        head = text.split(CHOICE_DETAIL_SEPARATOR, 1)[0]
        return metrics.elidedText(head, Qt.TextElideMode.ElideRight, room)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        option.currentText = self.shown_text()
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)


class ChoiceField(BoundField):
    """One of a few values. A value from a file that is not among them is kept and shown as is — unless
    `others_shown` is False (a field that edits only some values of its path, e.g. the adaptation
    method of `mode`): then it shows the default and offers only its own choices."""

    def __init__(self, session: Session, path: str, help_text: str, choices: Sequence[Choice],
                 default: Any = None, parent: QWidget | None = None, *, others_shown: bool = True):
        super().__init__(session, path, help_text, parent)
        self.default = default
        self.others_shown = others_shown
        self._known = len(choices)
        self.combo = FittingCombo(self)
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._set_editor(self.combo, path)
        self.detail = QLabel(self)  # the chosen item whole, when the combo's face shows it shortened
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setStyleSheet(DETAIL_STYLE)
        self.detail.setVisible(False)
        self._column.insertWidget(1, self.detail)
        self.combo.currentIndexChanged.connect(self._show_detail)
        self.set_choices(choices)
        self.combo.activated.connect(self._picked)

    def set_choices(self, choices: Sequence[Choice]) -> None:
        self.combo.blockSignals(True)
        self.combo.clear()
        for choice in choices:
            self.combo.addItem(choice.label, choice.value)
            self.combo.setItemData(self.combo.count() - 1, choice.help or self.help_text,
                                   Qt.ItemDataRole.ToolTipRole)
        self.combo.blockSignals(False)
        self._known = len(choices)

    def _picked(self, index: int) -> None:
        self.session.set_field(self.path, self.combo.itemData(index))

    def _show_detail(self) -> None:
        cut = self.combo.shown_text() != self.combo.currentText()
        self.detail.setText(self.combo.currentText() if cut else "")
        if self.detail.isVisibleTo(self) != cut:
            self.detail.setVisible(cut)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show_detail()

    def current_value(self) -> Any:
        return self.combo.currentData()

    def load_value(self, value: Any) -> None:
        wanted = self.default if value is None else value
        index = self.combo.findData(wanted)
        if index < 0 and not self.others_shown:
            index = max(0, self.combo.findData(self.default))
        while self.combo.count() > self._known and index != self.combo.count() - 1:
            self.combo.removeItem(self.combo.count() - 1)  # an unknown value shown before, no longer the value
        if index < 0:
            self.combo.addItem(self.tr("{value} (not a known choice)").format(value=wanted), wanted)
            index = self.combo.count() - 1
        if index != self.combo.currentIndex():
            self.combo.setCurrentIndex(index)
        tip = self.combo.itemData(index, Qt.ItemDataRole.ToolTipRole) or self.help_text
        if self.combo.toolTip() != tip:
            self.combo.setToolTip(tip)


class CheckField(BoundField):
    def __init__(self, session: Session, path: str, help_text: str, text: str, default: bool,
                 parent: QWidget | None = None):
        super().__init__(session, path, help_text, parent)
        self.default = default
        self.check = QCheckBox(text, self)
        self._set_editor(self.check, text.replace("&", ""))
        self.check.clicked.connect(lambda checked: self.session.set_field(self.path, bool(checked)))

    def load_value(self, value: Any) -> None:
        checked = self.default if value is None else bool(value)
        if self.check.isChecked() != checked:
            self.check.setChecked(checked)


class TargetField(BoundField):
    """A target figure with its weight: must-have or nice-to-have. Empty = no target."""

    def __init__(self, session: Session, path: str, help_text: str, *, placeholder: str = "",
                 suffix: str = "", parent: QWidget | None = None):
        super().__init__(session, path, help_text, parent)
        self.reserve_problem_line()
        self.line = QLineEdit(self)
        self.line.setPlaceholderText(placeholder)
        self.line.setClearButtonEnabled(True)
        self._set_editor(self.line, path)
        if suffix:
            self._row.addWidget(QLabel(suffix, self))
        self.weight = QComboBox(self)
        self.weight.addItem(self.tr("must-have"), True)
        self.weight.addItem(self.tr("nice-to-have"), False)
        self.weight.setToolTip(self.tr("Must-have: a server that misses it is out. Nice-to-have: preferred, "
                                       "not required."))
        self._row.addWidget(self.weight)
        self.line.textEdited.connect(self._edited)
        self.weight.activated.connect(lambda _index: self._edited(self.line.text()))
        self.estimate = QLabel(self)
        self.estimate.setWordWrap(True)
        self.estimate.setVisible(False)
        self._column.addWidget(self.estimate)

    def set_label(self, name: str) -> None:
        super().set_label(name)
        self.weight.setAccessibleName(self.tr("{name}: importance").format(name=name))

    def _edited(self, text: str) -> None:
        value = parse_float(text)
        if value is None:
            self.session.set_field(self.path, None)
        else:
            self.session.update_fields({self.path: {"value": value, "must_have": bool(self.weight.currentData())}})

    def load_value(self, value: Any) -> None:
        number = value.get("value") if isinstance(value, dict) else None
        if parse_float(self.line.text()) != number:
            self.line.setText(shown(number))
        must = value.get("must_have", True) if isinstance(value, dict) else None
        if must is not None and self.weight.currentIndex() != (0 if must else 1):
            self.weight.setCurrentIndex(0 if must else 1)

    def show_estimate(self, text: str) -> None:
        if self.estimate.text() != text:
            self.estimate.setText(text)
            self.estimate.setVisible(bool(text))
