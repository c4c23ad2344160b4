"""`ProfilePicker`: tick the profiles to compare (two to six); a search narrows the list.

A list view over a model of the library's entries: Qt asks for the rows it lays out, a batch per
event-loop turn, so a library of 10,000 offers opens about as fast as one of sixteen (the tooltips
are made when a row is pointed at).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtWidgets import QLabel, QLineEdit, QListView, QPushButton, QVBoxLayout, QWidget

from app.core.catalog import Catalog
from app.store import ProfileEntry
from app.text import profile_text as pt
from app.text.formatting import Fmt

MAX_TICKED = 6
ID_ROLE = Qt.ItemDataRole.UserRole + 1
PICKER_WIDTH = 240
# Rows laid out per event-loop turn (QListView's batched layout): names wrap, so each row is measured;
# a large library is measured a screenful at a time after the view is up, not all before it shows.
LAYOUT_BATCH_ROWS = 100

AnyIndex = QModelIndex | QPersistentModelIndex


class PickerModel(QAbstractListModel):
    """The library's entries with a tick each; unticked rows are disabled while six are ticked."""

    ticks_edited = Signal()  # the user ticked or unticked a row

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.entries: list[ProfileEntry] = []
        self.ticked: list[str] = []  # in the order ticked
        self._catalog: Catalog | None = None
        self._fmt = Fmt()

    def reload(self, entries: Sequence[ProfileEntry], catalog: Catalog, fmt: Fmt) -> None:
        self.beginResetModel()
        self.entries, self._catalog, self._fmt = list(entries), catalog, fmt
        self.endResetModel()

    def set_ticked(self, ids: Sequence[str]) -> None:
        self.ticked = list(dict.fromkeys(ids))
        if self.entries:
            self.dataChanged.emit(self.index(0), self.index(len(self.entries) - 1))

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.entries)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.entries):
            return None
        entry = self.entries[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return entry.profile.name
        if role == Qt.ItemDataRole.CheckStateRole:
            return Qt.CheckState.Checked if entry.id in self.ticked else Qt.CheckState.Unchecked
        if role == ID_ROLE:
            return entry.id
        if role == Qt.ItemDataRole.ToolTipRole and self._catalog is not None:
            return pt.gpu_summary(entry.profile, self._catalog, self._fmt)
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren
        if self.entries[index.row()].id in self.ticked or len(self.ticked) < MAX_TICKED:
            flags |= Qt.ItemFlag.ItemIsEnabled
        return flags

    def setData(self, index: AnyIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if role != Qt.ItemDataRole.CheckStateRole or not index.isValid():
            return False
        profile_id = self.entries[index.row()].id
        on = Qt.CheckState(value) == Qt.CheckState.Checked
        ticked = [i for i in self.ticked if i != profile_id] + ([profile_id] if on else [])
        if on and len(ticked) > MAX_TICKED:
            return False
        self.set_ticked(ticked)
        self.ticks_edited.emit()
        return True

    def row_of(self, profile_id: str) -> int:
        return next((r for r, e in enumerate(self.entries) if e.id == profile_id), -1)


class ProfilePicker(QWidget):
    ticked = Signal(list)  # the ticked ids, in the list's order

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedWidth(PICKER_WIDTH)
        title = QLabel(self.tr("<b>Profiles to compare</b>"), self)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search…"))
        self.search.setClearButtonEnabled(True)
        self.model = PickerModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.list = QListView(self)
        self.list.setModel(self.proxy)
        self.list.setToolTip(self.tr("Tick two to six profiles to see them side by side"))
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setLayoutMode(QListView.LayoutMode.Batched)
        self.list.setBatchSize(LAYOUT_BATCH_ROWS)
        self.clear_button = QPushButton(self.tr("Untick all"), self)
        self.clear_button.setToolTip(self.tr("Go back to the three best profiles for this workload"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (title, self.hint, self.search, self.list, self.clear_button):
            layout.addWidget(widget)
        layout.setStretchFactor(self.list, 1)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.model.ticks_edited.connect(lambda: self.ticked.emit(self.ticked_ids()))
        self.clear_button.clicked.connect(lambda: self.ticked.emit([]))

    def reload(self, entries: Sequence[ProfileEntry], catalog: Catalog, fmt: Fmt, ticked: Sequence[str]) -> None:
        self.model.reload(entries, catalog, fmt)
        self.set_ticked(ticked)

    def set_ticked(self, ids: Sequence[str]) -> None:
        """Show the session's ticks; unticked rows are disabled while six are ticked."""
        self.model.set_ticked(ids)
        self.clear_button.setEnabled(bool(self.model.ticked))

    def ticked_ids(self) -> list[str]:
        """The ticked ids in the list's order."""
        wanted = set(self.model.ticked)
        return [e.id for e in self.model.entries if e.id in wanted]

    def set_tick(self, profile_id: str, on: bool) -> None:
        """Tick or untick one profile as a click would (tests and keyboard helpers)."""
        row = self.model.row_of(profile_id)
        if row >= 0:
            state = Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
            self.model.setData(self.model.index(row), state.value, Qt.ItemDataRole.CheckStateRole)
