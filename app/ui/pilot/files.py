"""The pilot page's file actions: write the kit into a folder, import results files.

Qt's static file dialogs and `QMessageBox.question` (the tests patch them, as the library's
file actions do); messages that need no answer open without blocking (`open()`).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QListWidget,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from app.core.findings import InputError, Problem
from app.core.pilot.results import MemoryResults, ServeResults, read_results_file
from app.report.pilot_kit.kit import KitError, write_kit
from app.text import i18n
from app.text.messages import problem_text
from app.ui import settings
from app.ui.session import Session

LAST_FOLDER_KEY = "paths/last_pilot_folder"


class ResultsProblemsDialog(QDialog):
    """What is wrong with each results file that could not be read."""

    def __init__(self, parent: QWidget, problems: list[tuple[str, list[Problem]]], imported: int) -> None:
        super().__init__(parent)
        self.setObjectName("pilotProblemsDialog")
        self.setWindowTitle(self.tr("Pilot results not read"))
        intro = self.tr("These files are not pilot results Headroom can read; nothing of them was imported.")
        if imported:
            intro += " " + self.tr("The other %n files were imported.", "", imported)
        label = QLabel(intro, self)
        label.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setAccessibleName(self.tr("Problems"))
        self.list.addItems([f"{name}: {problem_text(p)}" for name, found in problems for p in found])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.list)
        layout.addWidget(buttons)

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]


class PilotFiles(QObject):
    """File actions for a page (`parent`, which dialogs belong to) showing `session`."""

    def __init__(self, parent: QWidget, session: Session) -> None:
        super().__init__(parent)
        self._view = parent
        self._session = session
        self.message: QMessageBox | None = None
        self.problems: ResultsProblemsDialog | None = None

    def _start_folder(self) -> str:
        folder = str(settings.get(LAST_FOLDER_KEY) or settings.get("paths/last_folder") or "")
        return folder if folder and os.path.isdir(folder) else str(Path.home())

    def _tell(self, icon: QMessageBox.Icon, title: str, text: str) -> None:
        self.message = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self._view)
        self.message.open()

    # -- the kit -------------------------------------------------------------------------------
    def write_kit(self) -> Path | None:
        """Ask for a folder and write the kit into it; returns the folder, or None."""
        session = self._session
        workload = session.outcome.workload
        if workload is None:
            return None
        fit = session.pilot.fit()
        if fit is not None and not fit.meets_must_haves:
            answer = QMessageBox.question(
                self._view, self.tr("The work does not run there"),
                self.tr("On {server} the work as specified does not fit or misses a must-have. Write a pilot kit "
                        "for it anyway?").format(server=fit.server_name),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                return None
        chosen = QFileDialog.getExistingDirectory(self._view, self.tr("Folder for the pilot kit"),
                                                  self._start_folder())
        if not chosen:
            return None
        folder = Path(chosen)
        force = False
        if folder.is_dir() and any(folder.iterdir()):
            answer = QMessageBox.question(
                self._view, self.tr("Folder not empty"),
                self.tr("{folder} already holds files. Write the kit into it anyway? Files of the kit's names "
                        "are replaced; other files are kept.").format(folder=folder),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                return None
            force = True
        lang = i18n.current_language()
        try:
            kit = write_kit(workload, folder, session.catalog, lang=lang if lang in i18n.SUPPORTED else "en",
                            fit=session.pilot.fit(), force=force,
                            workload_file=session.path.name if session.path else None)
        except KitError as exc:
            reasons = {"not_a_folder": self.tr("{path} is not a folder."),
                       "folder_not_empty": self.tr("{path} already holds files."),
                       "write_failed": self.tr("Cannot write into {path}: {reason}")}
            self._tell(QMessageBox.Icon.Critical, self.tr("Pilot kit not written"),
                       reasons.get(exc.code, "{path}").format(path=exc.path, reason=exc.reason))
            return None
        settings.put(LAST_FOLDER_KEY, str(folder.parent))
        session.notice.emit(self.tr("Wrote the pilot kit to {folder}").format(folder=kit.folder))
        if session.value("pilot.status") in (None, "none"):
            session.set_field("pilot.status", "planned")
        self._tell(QMessageBox.Icon.Information, self.tr("Pilot kit written"), self.tr(
            "The pilot kit is in {folder} ({n} files).\n\nNext: give this folder to whoever runs the trial server. "
            "They follow README.md, run pilot_serve.py (and pilot_memory.py) there, and send back results.json. "
            "Then choose Import results… here to hold the measurements against the estimate.").format(
            folder=kit.folder, n=len(kit.files)))
        return kit.folder

    # -- results -------------------------------------------------------------------------------
    def import_results(self) -> int:
        """Ask for results files and import those that read; returns how many were imported."""
        names, _ = QFileDialog.getOpenFileNames(self._view, self.tr("Import pilot results"), self._start_folder(),
                                                self.tr("Pilot results (*.json);;All files (*)"))
        if not names:
            return 0
        docs: list[ServeResults | MemoryResults] = []
        sources: list[str] = []
        problems: list[tuple[str, list[Problem]]] = []
        for name in names:
            try:
                docs.append(read_results_file(name))
                sources.append(Path(name).name)
            except InputError as exc:
                problems.append((Path(name).name, list(exc.problems)))
        settings.put(LAST_FOLDER_KEY, str(Path(names[0]).parent))
        if problems:
            self.problems = ResultsProblemsDialog(self._view, problems, len(docs))
            self.problems.open()
        if not docs:
            return 0
        session = self._session
        session.pilot.set_results(docs, session.pilot.server(), sources)
        comparison = session.pilot.comparison()
        if comparison is not None and comparison.comparable and session.value("pilot.status") != "done":
            session.set_field("pilot.status", "done")
        return len(docs)
