""""The pilot ran on:" — the profile whose estimate the pilot's speeds are held against."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QWidget

from app.ui.session import Session

MIN_NAME_CHARS = 28


class PilotServerPicker(QComboBox):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setAccessibleName(self.tr("Server the pilot runs on"))
        self.setToolTip(self.tr("The server profile the pilot runs on: its speeds and memory limit are the "
                                "estimate the measurements are held against. It starts as the target server."))
        self.setPlaceholderText(self.tr("Pick the pilot's server…"))
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(MIN_NAME_CHARS)
        self.activated.connect(self._picked)
        self.rebuild()

    def rebuild(self) -> None:
        self.blockSignals(True)
        self.clear()
        try:
            entries = list(self.session.store.all_profiles(include_archived=False))
        except Exception:  # noqa: BLE001 - a broken library must not take the page down; the Servers view reports it
            entries = []
        for entry in sorted(entries, key=lambda e: (e.shipped, e.profile.name.lower())):
            self.addItem(entry.profile.name, entry.id)
            tip = " — ".join(t for t in (entry.profile.provider, entry.profile.notes) if t)
            self.setItemData(self.count() - 1, tip or entry.profile.name, Qt.ItemDataRole.ToolTipRole)
        self.blockSignals(False)
        self.select_current()

    def select_current(self) -> None:
        wanted = self.session.pilot.server()
        index = self.findData(wanted) if wanted else -1
        if index != self.currentIndex():
            self.blockSignals(True)
            self.setCurrentIndex(index)
            self.blockSignals(False)

    def _picked(self, index: int) -> None:
        server_id = self.itemData(index)
        if server_id:
            self.session.pilot.set_server(str(server_id))
