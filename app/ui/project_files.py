"""Project files: New / Open / Save / Save As of `.headroom.json`, recent files, the autosaved draft.

A file that cannot be used never stops anything: an unreadable one is reported with its problems;
one that fails validation opens as typed, its problems listed, nothing dropped. Every change of
unsaved work is written, after a short pause, to an autosaved draft (atomically); a clean exit or
a save removes it, and a draft found at start (a crash, a kill) is offered back.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QListWidget,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.core.files.reading import loads_json, read_text_limited
from app.core.files.versioning import PROJECT, WORKLOAD, write_document
from app.core.findings import InputError, Problem
from app.core.workload.io import MAX_WORKLOAD_FILE_BYTES
from app.core.workload.project import MAX_PROJECT_FILE_BYTES
from app.infra import paths
from app.infra.atomic import atomic_write_text
from app.text.messages import problem_detail, problem_text
from app.ui import settings
from app.ui.session import Session

AUTOSAVE_DELAY_MS = 1500  # long enough to skip most keystrokes, short enough to lose little in a crash
DRAFT_NAME = "draft.headroom.json"
DRAFT_META_NAME = "draft.meta.json"  # which file the draft belongs to
FILE_SUFFIX = ".headroom.json"
RAW_PREVIEW_CHARS = 20_000  # of an unreadable file, shown so the user can copy what they typed


def read_document(path: Path) -> tuple[dict[str, Any] | None, list[Problem], str]:
    """(the JSON object or None, file-level problems, the raw text) — never raises, never blocks:
    the core's reading boundary refuses pipes, folders, oversized, too deeply nested files."""
    try:
        text = read_text_limited(path, MAX_PROJECT_FILE_BYTES)
    except InputError as exc:
        return None, exc.problems, ""
    try:
        data = loads_json(text)
    except InputError as exc:
        return None, exc.problems, text
    if not isinstance(data, dict):
        return None, [Problem(field="(file)", code="not_an_object")], text
    return data, [], text


class ProblemsDialog(QDialog):
    """Lists what is wrong with a file; for one that could not be opened, shows its text to copy.
    A field the wizard has is named as its form labels it, with its place in the file beside it."""

    @staticmethod
    def _line(problem: Problem, name: str | None) -> str:
        if not name:
            return problem_text(problem)
        return f"{name} ({problem.field}): {problem_detail(problem)}"

    def __init__(self, parent: QWidget, path: Path, problems: list[Problem], opened: bool, raw: str = ""):
        super().__init__(parent)
        self.setObjectName("problemsDialog")
        self.setWindowTitle(self.tr("Problems in {name}").format(name=path.name))
        intro = QLabel(self.tr("The file opened, but some values cannot be used. Everything in it was kept: fix "
                               "the fields marked ⚠ in the wizard.") if opened else
                       self.tr("The file could not be opened; your current work is unchanged."), self)
        intro.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setAccessibleName(self.tr("Problems"))
        name_of = getattr(getattr(parent, "wizard", None), "field_name", None)
        self.list.addItems([self._line(p, name_of(p.field) if name_of else None) for p in problems])
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list)
        if raw and not opened:
            text = QPlainTextEdit(raw[:RAW_PREVIEW_CHARS], self)
            text.setReadOnly(True)
            text.setAccessibleName(self.tr("The file's text"))
            layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]


class ProjectFiles(QObject):
    def __init__(self, session: Session, window: QWidget, autosave: bool = True):
        super().__init__(window)
        self.session = session
        self.window = window
        self.autosave = autosave
        self.problems_dialog: ProblemsDialog | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(AUTOSAVE_DELAY_MS)
        self._timer.timeout.connect(self.write_draft)
        session.changed.connect(self._changed)
        session.dirty_changed.connect(self._dirty_changed)

    # -- the commands --------------------------------------------------------------------------
    def new(self) -> bool:
        if not self.maybe_discard():
            return False
        self.session.new()
        return True

    def open_dialog(self) -> bool:
        if not self.maybe_discard():
            return False
        path, _filter = QFileDialog.getOpenFileName(
            self.window, self.tr("Open a workload"), self._folder(),
            self.tr("Headroom workloads (*.headroom.json *.json);;All files (*)"))
        return self.open_path(path) if path else False

    def open_path(self, path: str | Path) -> bool:
        """Open a workload file. False (and the problems shown) when it cannot be read at all."""
        target = Path(path)
        data, problems, raw = read_document(target)
        if data is None:
            self._show_problems(target, problems, opened=False, raw=raw)
            return False
        self.session.load_data(data, target)
        self._remember(target)
        if self.session.outcome.problems:
            self._show_problems(target, self.session.outcome.problems, opened=True)
        return True

    def save(self) -> bool:
        if self.session.path is None:
            return self.save_as()
        return self.write(self.session.path)

    def save_as(self) -> bool:
        name = str(self.session.value("name") or "workload").strip() or "workload"
        safe = "".join(ch if ch.isalnum() or ch in " -_" else "_" for ch in name)
        start = self.session.path or Path(self._folder()) / f"{safe}{FILE_SUFFIX}"
        path, _filter = QFileDialog.getSaveFileName(
            self.window, self.tr("Save the workload"), str(start),
            self.tr("Headroom workloads (*.headroom.json);;All files (*)"))
        if not path:
            return False
        target = Path(path)
        if not target.name.lower().endswith(".json"):
            target = target.with_name(target.name + FILE_SUFFIX)
        return self.write(target)

    def write(self, path: Path) -> bool:
        try:  # a file of another format version at `path` is kept beside it as <name>.v<N>.bak
            several = self.session.project.count() > 1
            write_document(path, self.session.text(), PROJECT if several else WORKLOAD,
                           max_bytes=MAX_PROJECT_FILE_BYTES if several else MAX_WORKLOAD_FILE_BYTES)
        except OSError as exc:
            QMessageBox.warning(self.window, self.tr("Not saved"),
                                self.tr("Could not save {path}: {reason}").format(path=path,
                                                                                  reason=exc.strerror or exc))
            return False
        self.session.mark_saved(path)
        self._remember(path)
        self.remove_draft()
        self.session.notice.emit(self.tr("Saved {path}").format(path=path))
        return True

    def maybe_discard(self) -> bool:
        """True when the current work may be replaced: nothing unsaved, saved now, or discarded."""
        if not self.session.dirty:
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self.window, self.tr("Unsaved changes"),
            self.tr("“{name}” has changes that are not saved. Save them first?").format(
                name=self.session.value("name") or ""),
            buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
        if answer == buttons.Save:
            return self.save()
        return answer == buttons.Discard

    # -- recent files --------------------------------------------------------------------------
    def fill_recent_menu(self, menu: QMenu) -> None:
        menu.clear()
        recent = settings.get("paths/recent_files")
        for index, name in enumerate(recent, start=1):
            action = menu.addAction(f"&{index} {Path(name).name}")
            action.setToolTip(name)
            action.setStatusTip(name)
            action.triggered.connect(lambda _checked=False, p=name: self.maybe_discard() and self.open_path(p))
        if not recent:
            menu.addAction(self.tr("No recent files")).setEnabled(False)
        else:
            menu.addSeparator()
            menu.addAction(self.tr("Clear the list")).triggered.connect(
                lambda: settings.put("paths/recent_files", []))

    def _remember(self, path: Path) -> None:
        settings.add_recent_file(str(path.resolve()))
        settings.put("paths/last_folder", str(path.resolve().parent))

    def _folder(self) -> str:
        return str(settings.get("paths/last_folder") or Path.home())

    def _show_problems(self, path: Path, problems: list[Problem], opened: bool, raw: str = "") -> None:
        self.problems_dialog = ProblemsDialog(self.window, path, problems, opened, raw)
        self.problems_dialog.open()

    # -- the autosaved draft -------------------------------------------------------------------
    @staticmethod
    def draft_path() -> Path:
        return paths.autosave_dir() / DRAFT_NAME

    def _changed(self) -> None:
        if self.autosave and self.session.dirty:
            self._timer.start()

    def _dirty_changed(self, dirty: bool) -> None:
        if not dirty:
            self._timer.stop()
            if self.autosave:
                self.remove_draft()

    def write_draft(self) -> None:
        if not self.autosave:
            return
        source = str(self.session.path) if self.session.path else None
        try:
            atomic_write_text(self.draft_path(), self.session.text())
            atomic_write_text(self.draft_path().with_name(DRAFT_META_NAME), json.dumps({"source": source}) + "\n")
        except OSError:
            pass  # autosave is a safety net; a full disk must not interrupt the user's typing

    def remove_draft(self) -> None:
        self._timer.stop()
        for name in (DRAFT_NAME, DRAFT_META_NAME):
            (paths.autosave_dir() / name).unlink(missing_ok=True)

    def _draft_source(self) -> Path | None:
        try:
            meta = json.loads((paths.autosave_dir() / DRAFT_META_NAME).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        source = meta.get("source") if isinstance(meta, dict) else None
        return Path(source) if isinstance(source, str) and source else None

    def pending_draft(self) -> Path | None:
        """The draft, when it holds work newer than its file's last save."""
        draft = self.draft_path()
        if not draft.is_file():
            return None
        source = self._draft_source()
        if source is not None and source.is_file() and source.stat().st_mtime >= draft.stat().st_mtime:
            return None
        return draft

    def offer_restore(self) -> bool:
        draft = self.pending_draft()
        if draft is None:
            self.remove_draft()
            return False
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self.window, self.tr("Restore unsaved work?"),
            self.tr("Headroom did not close normally last time. Restore the work that was not saved?"),
            buttons.Yes | buttons.No, buttons.Yes)
        if answer != buttons.Yes:
            self.remove_draft()
            return False
        return self.restore_draft()

    def restore_draft(self) -> bool:
        data, problems, raw = read_document(self.draft_path())
        if data is None:  # kept aside, never deleted: its text is shown to copy from
            kept = self.draft_path().with_name(f"draft-unreadable-{int(time.time())}{FILE_SUFFIX}")
            try:
                os.replace(self.draft_path(), kept)
            except OSError:
                kept = self.draft_path()
            self.remove_draft()
            self._show_problems(kept, problems, opened=False, raw=raw)
            return False
        self.session.load_data(data, self._draft_source())
        self.session.mark_dirty()  # restored work is unsaved work
        if self.session.outcome.problems:
            self._show_problems(self.draft_path(), self.session.outcome.problems, opened=True)
        return True
