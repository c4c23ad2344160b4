"""Input widgets of the profile form that keep what the user typed, valid or not.

Text fields hand their text to pydantic as typed (it parses "7.5" and rejects "fast"), so a bad
value becomes a message next to the field, never a lost keystroke. A size field keeps the exact
bytes it was given until its text is changed, so opening and saving a profile changes nothing.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QLineEdit, QSizePolicy, QVBoxLayout, QWidget

from app.core.units import parse_size, size_input_text
from app.text import i18n
from app.ui import palette

CTX = "ProfileForm"
ERROR_STYLE = palette.ERROR_STYLE
# Units a stored size is shown in when two decimals of them say it exactly (largest first).


tr = i18n.translator(CTX)


class NotASize(ValueError):
    """The text of a size field is not a size; the form shows its own message."""


def number_text(value: float | int | None) -> str:
    """Exact, short text for a stored number: 7.0 → "7", 7.25 → "7.25"."""
    if value is None:
        return ""
    as_float = float(value)
    return str(int(as_float)) if as_float.is_integer() else repr(as_float)


def normalised_number(text: str) -> str:
    """Tolerate a decimal comma and grouping spaces; pydantic does the parsing (and the complaining)."""
    cleaned = text.strip().replace("\u00a0", "").replace(" ", "")
    if "," in cleaned and "." not in cleaned:
        cleaned = cleaned.replace(",", ".")
    return cleaned




class ErrorLabel(QLabel):
    """Red text under a field; takes no room while empty."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(ERROR_STYLE)
        self.setWordWrap(True)
        self.setVisible(False)

    def show_message(self, text: str) -> None:
        self.setText(text)
        self.setVisible(bool(text))


class NumberEdit(QLineEdit):
    """A decimal figure; `value()` is None when empty, else the text for pydantic to parse."""

    def set_value(self, value: float | int | None) -> None:
        self.setText(number_text(value))

    def value(self) -> str | None:
        text = normalised_number(self.text())
        return text or None


class SizeEdit(QLineEdit):
    """A size like "512 GB"; a bare number is in the display unit."""

    def __init__(self, unit: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.unit = unit
        self._given: tuple[str, int] | None = None
        self.setPlaceholderText(tr("e.g. 512 GB"))

    def set_bytes(self, n_bytes: int | None) -> None:
        text = "" if n_bytes is None else size_input_text(n_bytes, self.unit)
        self._given = None if n_bytes is None else (text, n_bytes)
        self.setText(text)

    def value(self) -> int | None:
        """Bytes; None when empty; raises NotASize when the text is not a size."""
        text = self.text().strip()
        if not text:
            return None
        if self._given is not None and text == self._given[0]:
            return self._given[1]
        try:
            float(normalised_number(text))
        except ValueError:
            pass
        else:
            text = f"{normalised_number(text)} {self.unit}"
        try:
            return parse_size(text.replace("\u00a0", ""))
        except ValueError as exc:
            raise NotASize(text) from exc


def size_problem() -> str:
    return tr("enter a size such as 512 GB, 480 GiB or 3.84 TB")


class FieldBox(QWidget):
    """A field with its error message beneath it (the unit of a form row)."""

    def __init__(self, field: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(1)
        layout.addWidget(field)
        self.error = ErrorLabel(self)
        layout.addWidget(self.error)
        self.field = field
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)


class ChangeNotifier(QWidget):
    """Base of compound editors: one `edited` signal for any change inside."""

    edited = Signal()
