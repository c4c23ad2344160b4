"""`ProfilePicker`: tick the profiles to compare (two to six); a search narrows the list."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from app.core.catalog import Catalog
from app.store import ProfileEntry
from app.text.formatting import Fmt
from app.ui.library import profile_text as pt

MAX_TICKED = 6
ID_ROLE = Qt.ItemDataRole.UserRole + 1
PICKER_WIDTH = 240


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
        self.list = QListWidget(self)
        self.list.setToolTip(self.tr("Tick two to six profiles to see them side by side"))
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.clear_button = QPushButton(self.tr("Untick all"), self)
        self.clear_button.setToolTip(self.tr("Go back to the three best profiles for this workload"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (title, self.hint, self.search, self.list, self.clear_button):
            layout.addWidget(widget)
        layout.setStretchFactor(self.list, 1)
        self.search.textChanged.connect(self._filter)
        self.list.itemChanged.connect(self._item_changed)
        self.clear_button.clicked.connect(lambda: self.ticked.emit([]))

    def reload(self, entries: Sequence[ProfileEntry], catalog: Catalog, fmt: Fmt, ticked: Sequence[str]) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for entry in entries:
            item = QListWidgetItem(entry.profile.name)
            item.setData(ID_ROLE, entry.id)
            item.setToolTip(pt.gpu_summary(entry.profile, catalog, fmt))
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.set_ticked(ticked)
        self._filter(self.search.text())

    def set_ticked(self, ids: Sequence[str]) -> None:
        """Show the session's ticks; unticked rows are disabled while six are ticked."""
        wanted = set(ids)
        full = len(wanted) >= MAX_TICKED
        self.list.blockSignals(True)
        for row in range(self.list.count()):
            item = self.list.item(row)
            on = item.data(ID_ROLE) in wanted
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            flags = Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsSelectable
            if on or not full:
                flags |= Qt.ItemFlag.ItemIsEnabled
            item.setFlags(flags)
        self.list.blockSignals(False)
        self.clear_button.setEnabled(bool(wanted))

    def ticked_ids(self) -> list[str]:
        items = (self.list.item(r) for r in range(self.list.count()))
        return [str(i.data(ID_ROLE)) for i in items if i.checkState() == Qt.CheckState.Checked]

    def set_tick(self, profile_id: str, on: bool) -> None:
        """Tick or untick one profile as a click would (tests and keyboard helpers)."""
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(ID_ROLE) == profile_id:
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def _item_changed(self, _item: QListWidgetItem) -> None:
        self.ticked.emit(self.ticked_ids()[:MAX_TICKED])

    def _filter(self, text: str) -> None:
        needle = text.strip().casefold()
        for row in range(self.list.count()):
            item = self.list.item(row)
            item.setHidden(bool(needle) and needle not in item.text().casefold())
