"""`ProfileFilterProxy`: filters the library by GPU, GPU count, provider and free text; sorts by value."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel, Qt

from app.ui.library.table_model import (
    GPU_COUNT_ROLE,
    GPU_KEY_ROLE,
    PROVIDER_ROLE,
    SORT_ROLE,
    Column,
)

AnyIndex = QModelIndex | QPersistentModelIndex
# Columns the free-text search looks in.
SEARCH_COLUMNS = (Column.NAME, Column.PROVIDER, Column.GPU)


class ProfileFilterProxy(QSortFilterProxyModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._gpu: str | None = None
        self._gpu_count: int | None = None
        self._provider: str | None = None
        self._text = ""
        self.setSortRole(SORT_ROLE)
        self.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    # None clears a filter. Qt 6.10 replaced invalidateFilter() by begin/endFilterChange().
    def set_gpu(self, gpu_key: str | None) -> None:
        self.beginFilterChange()
        self._gpu = gpu_key
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_gpu_count(self, count: int | None) -> None:
        self.beginFilterChange()
        self._gpu_count = count
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_provider(self, provider: str | None) -> None:
        self.beginFilterChange()
        self._provider = provider
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self._text = text.strip().casefold()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: AnyIndex) -> bool:
        model = self.sourceModel()
        first = model.index(source_row, 0, source_parent)
        if self._gpu is not None and model.data(first, GPU_KEY_ROLE) != self._gpu:
            return False
        if self._gpu_count is not None and model.data(first, GPU_COUNT_ROLE) != self._gpu_count:
            return False
        if self._provider is not None and model.data(first, PROVIDER_ROLE) != self._provider:
            return False
        if self._text:
            texts = (str(model.data(model.index(source_row, c, source_parent)) or "") for c in SEARCH_COLUMNS)
            return any(self._text in t.casefold() for t in texts)
        return True

    def lessThan(self, left: AnyIndex, right: AnyIndex) -> bool:
        a: Any = left.data(SORT_ROLE)
        b: Any = right.data(SORT_ROLE)
        # Missing figures (no price, unknown GPU) sort after every real one.
        if a is None or b is None:
            return a is not None and b is None
        if isinstance(a, str) != isinstance(b, str):
            return isinstance(b, str)
        return bool(a < b)
