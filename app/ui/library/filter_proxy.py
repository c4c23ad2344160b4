"""`ProfileFilterProxy`: filters the library by GPU, GPU count, provider and free text; sorts by value.

The filters are one regular expression over the model's FILTER_ROLE text (the GPU, the count, the
provider, then the searched texts), so Qt filters in C++: with no filter set it asks the model
nothing, and a library of 10,000 offers is shown without a Python call per row.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QRegularExpression, QSortFilterProxyModel, Qt

from app.ui.library.table_model import FILTER_ROLE, FILTER_SEPARATOR, SORT_ROLE, TEXT_SEPARATOR

AnyIndex = QModelIndex | QPersistentModelIndex
ANY_FIELD = f"[^{FILTER_SEPARATOR}]*"


def _literal(text: str) -> str:
    return QRegularExpression.escape(text.replace(FILTER_SEPARATOR, " ").replace(TEXT_SEPARATOR, " "))


class ProfileFilterProxy(QSortFilterProxyModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._gpu: str | None = None
        self._gpu_count: int | None = None
        self._provider: str | None = None
        self._text = ""
        self.setSortRole(SORT_ROLE)
        self.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterRole(FILTER_ROLE)

    # None clears a filter.
    def set_gpu(self, gpu_key: str | None) -> None:
        self._gpu = gpu_key
        self._apply()

    def set_gpu_count(self, count: int | None) -> None:
        self._gpu_count = count
        self._apply()

    def set_provider(self, provider: str | None) -> None:
        self._provider = provider
        self._apply()

    def set_text(self, text: str) -> None:
        self._text = text.strip().casefold()
        self._apply()

    def pattern(self) -> str:
        """The filters as one expression ("" when none is set: every row is shown)."""
        if self._gpu is None and self._gpu_count is None and self._provider is None and not self._text:
            return ""
        fields = [ANY_FIELD if self._gpu is None else _literal(self._gpu),
                  ANY_FIELD if self._gpu_count is None else str(self._gpu_count),
                  ANY_FIELD if self._provider is None else _literal(self._provider)]
        # The text lies inside one of the searched texts: it holds no separator, so cannot span two.
        search = f"{ANY_FIELD}{_literal(self._text)}" if self._text else ""
        return "^" + FILTER_SEPARATOR.join(fields) + FILTER_SEPARATOR + search

    def _apply(self) -> None:
        self.setFilterRegularExpression(QRegularExpression(self.pattern()))

    def lessThan(self, left: AnyIndex, right: AnyIndex) -> bool:
        a: Any = left.data(SORT_ROLE)
        b: Any = right.data(SORT_ROLE)
        # Missing figures (no price, unknown GPU) sort after every real one.
        if a is None or b is None:
            return a is not None and b is None
        if isinstance(a, str) != isinstance(b, str):
            return isinstance(b, str)
        return bool(a < b)
