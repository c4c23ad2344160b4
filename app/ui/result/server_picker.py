"""The target server: shipped example profiles and the user's saved ones, from the profile library."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QWidget

from app.ui.session import Session

NO_SERVER = ""  # item data of "no server picked" (Qt keeps None poorly in item data)


class ServerPicker(QComboBox):
    def __init__(self, session: Session, parent: QWidget | None = None, fill_later: bool = False):
        """`fill_later`: list only "no server picked" (what the picker shows at start) until `rebuild()` is
        called — the interactive start opens the profile library once the window is ready to use."""
        super().__init__(parent)
        self.session = session
        self.setAccessibleName(self.tr("Target server"))
        self.setToolTip(self.tr("The server to check the workload against: an example profile or one you saved "
                                "in the Servers view."))
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(24)
        self.filled = False  # the library's profiles are listed
        if fill_later:
            self._add_no_server()
        else:
            self.rebuild()
        self.activated.connect(self._picked)
        session.profiles_changed.connect(self.rebuild)
        session.server_changed.connect(lambda _id: self._select(self.session.server_id))

    def rebuild(self) -> None:
        self.blockSignals(True)
        self.clear()
        self._add_no_server()
        self.filled = True
        try:
            entries = [e for e in self.session.store.all_profiles(include_archived=False)]
        except Exception:  # noqa: BLE001 - a broken library must not take the window down; the view reports it
            entries = []
        saved = [e for e in entries if not e.shipped]
        shipped = [e for e in entries if e.shipped]
        for title, group in ((self.tr("Your saved servers"), saved), (self.tr("Example servers"), shipped)):
            if not group:
                continue
            self.insertSeparator(self.count())
            self.addItem(title, NO_SERVER)
            header = self.model().item(self.count() - 1)  # type: ignore[attr-defined]
            header.setEnabled(False)
            for entry in group:
                self.addItem(entry.profile.name, entry.id)
                tip = " — ".join(t for t in (entry.profile.provider, entry.profile.notes) if t)
                self.setItemData(self.count() - 1, tip or entry.profile.name, Qt.ItemDataRole.ToolTipRole)
        self.blockSignals(False)
        self._select(self.session.server_id)

    def fill(self) -> None:
        """List the library's profiles, if not yet listed."""
        if not self.filled:
            self.rebuild()

    def _add_no_server(self) -> None:
        self.addItem(self.tr("No server picked — show the memory needed"), NO_SERVER)

    def _select(self, server_id: str | None) -> None:
        if server_id and not self.filled:
            self.rebuild()  # a server picked before the list was filled (`headroom gui --server`): list it now
            return
        index = self.findData(server_id or NO_SERVER)
        if index >= 0 and index != self.currentIndex():
            self.blockSignals(True)
            self.setCurrentIndex(index)
            self.blockSignals(False)

    def _picked(self, index: int) -> None:
        server_id = self.itemData(index)
        self.session.set_server(server_id or None)
