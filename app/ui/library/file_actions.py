"""Import and export of profile JSON files, and the library's questions and warnings.

File and message dialogs are Qt's static helpers (`QFileDialog.getOpenFileName`,
`QMessageBox.question`): the tests patch them, as Vorta's profile tests do.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from app.store import ProfileEntry, StoreError
from app.store.identity import slug
from app.store.profiles_io import export_profiles, import_profiles
from app.text.store_words import import_details, import_summary, store_error_text
from app.ui import settings
from app.ui.session import Session

LAST_FOLDER_KEY = "paths/last_folder"
JSON_SUFFIX = ".json"


class LibraryHost(Protocol):
    """What the file actions need of the library view (the view itself; a Protocol breaks the cycle)."""

    session: Session

    def changed(self, select: list[str] | None = None) -> None: ...

    def show_status(self, text: str) -> None: ...

    def selected_entries(self) -> list[ProfileEntry]: ...


class LibraryFiles(QObject):
    def __init__(self, view: LibraryHost, parent: QWidget) -> None:
        super().__init__(parent)
        self._parent = parent
        self._view = view

    def _filter(self) -> str:
        return self.tr("Server profiles (*.json);;All files (*)")

    def _start_folder(self) -> str:
        folder = str(settings.get(LAST_FOLDER_KEY) or "")
        return folder if folder and os.path.isdir(folder) else str(Path.home())

    def _remember_folder(self, path: Path) -> None:
        settings.put(LAST_FOLDER_KEY, str(path.parent))

    # -- questions -----------------------------------------------------------------------------
    def confirm(self, title: str, question: str) -> bool:
        answer = QMessageBox.question(self._parent, title, question,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self._parent, title, text)

    # -- files ---------------------------------------------------------------------------------
    def import_file(self) -> list[str]:
        """Ask for a file and import its profiles; returns the new ids."""
        name, _ = QFileDialog.getOpenFileName(self._parent, self.tr("Import server profiles"), self._start_folder(),
                                              self._filter())
        if not name:
            return []
        path = Path(name)
        self._remember_folder(path)
        try:
            report = import_profiles(self._view.session.store, path, rename_suffix=self.tr(" (imported)"))
        except StoreError as exc:
            self.warn(self.tr("Import failed"), store_error_text(exc))
            return []
        summary = import_summary(report)
        self._view.changed(report.imported)
        self._view.show_status(f"{path.name}: {summary}")
        if report.problems:
            details = import_details(report)
            self.warn(self.tr("Import: some profiles were not imported"), f"{summary}\n\n{details}")
        return report.imported

    def export_selected(self) -> Path | None:
        """Ask for a file name and write the selected profiles (shipped ones too) to it."""
        chosen = self._view.selected_entries()
        if not chosen:
            return None
        stem = slug(chosen[0].profile.name) if len(chosen) == 1 else "server-profiles"
        start = os.path.join(self._start_folder(), stem + JSON_SUFFIX)
        name, _ = QFileDialog.getSaveFileName(self._parent, self.tr("Export server profiles"), start, self._filter())
        if not name:
            return None
        path = Path(name)
        if not path.suffix:
            path = path.with_suffix(JSON_SUFFIX)
        try:
            export_profiles(path, [e.profile for e in chosen])
        except OSError as exc:
            self.warn(self.tr("Export failed"), self.tr("Could not write {file}: {reason}")
                      .replace("{file}", str(path)).replace("{reason}", exc.strerror or str(exc)))
            return None
        self._remember_folder(path)
        self._view.show_status(self.tr("Exported %n profiles to {file}.", "", len(chosen))
                               .replace("{file}", path.name))
        self._view.session.notice.emit(self.tr("Exported %n profiles to {file}.", "", len(chosen))
                                       .replace("{file}", str(path)))
        return path
