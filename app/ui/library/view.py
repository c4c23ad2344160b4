"""`ProfileLibraryView`: the server profiles on offer, filtered, edited, imported and exported.

Shipped profiles are read-only but can be duplicated. Every library change goes through
`session.store`; the store announces the change and the session reloads the table and
updates the comparison.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.core.offers.server import ServerProfile
from app.store import ProfileEntry, StoreError
from app.text import profile_text as pt
from app.text.store_words import library_notice, store_error_text
from app.ui import palette
from app.ui.help import HelpButton
from app.ui.help.topics import GUIDE
from app.ui.library.file_actions import LibraryFiles
from app.ui.library.filter_bar import FilterBar
from app.ui.library.filter_proxy import ProfileFilterProxy
from app.ui.library.form import ProfileForm
from app.ui.library.row_heights import VisibleRowHeights
from app.ui.library.table_model import ID_ROLE, Column, ProfileTableModel
from app.ui.session import Session

NAME_MIN_WIDTH, NAME_MAX_WIDTH, GPU_MAX_WIDTH = 200, 300, 170  # pixels
ROW_PADDING_PX = 8  # compact rows: the library is a list to scan
# Rows measured for the columns' widths: the horizontal header's resize precision, which
# QTableView.sizeHintForColumn reads (0 would mean every row of a table not yet shown). Qt's default,
# 1,000 rows, was most of the Servers view's opening time with a large library; the first screenful
# gives the widths, and the widest names are capped anyway.
COLUMN_SAMPLE_ROWS = 20
MAX_COMPARED = 6  # the comparison shows at most six profiles side by side
HINT_STYLE = palette.NOTE_STYLE
BANNER_STYLE = palette.BANNER_STYLE
NOTICE_STYLE = palette.NOTICE_STYLE


class ProfileLibraryView(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.model = ProfileTableModel(session, self)
        self.proxy = ProfileFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.form: ProfileForm | None = None
        self._undo: Callable[[], None] | None = None
        self.files = LibraryFiles(self, self)
        self._kept_selection: list[str] = []
        self._build()
        self.model.modelAboutToBeReset.connect(self._remember_selection)
        self.model.modelReset.connect(self._restore_selection)
        self.model.modelReset.connect(self._show_notice)
        self._selection_changed()
        self._show_notice()

    # -- layout --------------------------------------------------------------------------------
    def _button(self, text: str, tip: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text, self)
        button.setToolTip(tip)
        button.clicked.connect(slot)
        return button

    def _build(self) -> None:
        self.new_button = self._button(self.tr("New…"), self.tr("Describe a server offer"), self.new_profile)
        self.edit_button = self._button(self.tr("Edit…"), self.tr("Change the selected profile"), self.edit_selected)
        self.duplicate_button = self._button(self.tr("Duplicate"), self.tr(
            "Copy the selected profile into your library, e.g. to change a shipped example"),
            self.duplicate_selected)
        self.delete_button = self._button(self.tr("Delete…"), self.tr("Remove the selected profiles of yours"),
                                          self.delete_selected)
        self.import_button = self._button(self.tr("Import…"), self.tr("Add profiles from a JSON file"),
                                          self.files.import_file)
        self.export_button = self._button(self.tr("Export…"), self.tr(
            "Save the selected profiles to a JSON file to send or keep"), self.files.export_selected)
        self.compare_button = self._button(self.tr("Compare selected"), self.tr(
            "Put the selected profiles (up to six) side by side in the comparison"), self.compare_selected)
        actions = QHBoxLayout()
        for button in (self.new_button, self.edit_button, self.duplicate_button, self.delete_button):
            actions.addWidget(button)
        actions.addSpacing(16)
        actions.addWidget(self.import_button)
        actions.addWidget(self.export_button)
        actions.addStretch(1)
        actions.addWidget(self.compare_button)
        actions.addWidget(HelpButton("compare", self.tr("comparing servers"), self, page=GUIDE))

        # What the user must know about the library itself (damaged, rebuilt, unavailable, rows left out).
        self.notice = QLabel(self)
        self.notice.setObjectName("libraryNotice")
        self.notice.setWordWrap(True)
        self.notice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notice.setStyleSheet(NOTICE_STYLE)
        self.notice.setVisible(False)

        self.filters = FilterBar(self.model, self.proxy, self)
        self.table = QTableView(self)
        self.table.setModel(self.proxy)
        # The store's order until a header is clicked: no sort indicator before sorting is enabled, which
        # would otherwise sort the whole library by the first column at once.
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setAlternatingRowColors(True)
        # Long names and GPU names wrap inside their capped columns (their rows grow) instead of being cut.
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.verticalHeader().setVisible(False)
        self.row_heights = VisibleRowHeights(self.table, self.fontMetrics().height() + ROW_PADDING_PX)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.setResizeContentsPrecision(COLUMN_SAMPLE_ROWS)
        self.model.modelReset.connect(self._fit_columns)
        self.session.unit_changed.connect(self._fit_columns)  # a bound method: dropped with this view
        self._fit_columns()
        self.table.doubleClicked.connect(lambda _index: self.edit_selected())
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)

        self.banner = QLabel(self)
        self.banner.setWordWrap(True)
        self.undo_button = self._button(self.tr("Undo"), self.tr("Bring back what was just deleted"), self.undo)
        banner_row = QWidget(self)
        banner_row.setStyleSheet(BANNER_STYLE)
        row = QHBoxLayout(banner_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.banner, 1)
        row.addWidget(self.undo_button)
        self.banner_row = banner_row
        self.banner_row.setVisible(False)

        self.hint = QLabel(self.tr("Double-click a profile to see or change it. Shipped examples are read-only: "
                                   "duplicate one to make it yours. Hover over a column title for what it means."),
                           self)
        self.hint.setStyleSheet(HINT_STYLE)
        self.hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addLayout(actions)
        layout.addWidget(self.filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.hint)
        layout.addWidget(self.banner_row)

    def _fit_columns(self, *_args: object) -> None:
        """Columns as wide as their text (measured over the first rows: Qt's resize precision), but names
        get room and long GPU names are cut (tooltip)."""
        self.table.resizeColumnsToContents()
        self.table.setColumnWidth(Column.NAME, min(max(self.table.columnWidth(Column.NAME), NAME_MIN_WIDTH),
                                                   NAME_MAX_WIDTH))
        self.table.setColumnWidth(Column.GPU, min(self.table.columnWidth(Column.GPU), GPU_MAX_WIDTH))

    def _show_notice(self) -> None:
        store = self.session.store  # opened first: opening it is what sets the session's notice
        text = library_notice(self.session.store_notice, store.notes)
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    # -- selection -----------------------------------------------------------------------------
    def selected_entries(self) -> list[ProfileEntry]:
        rows = sorted({self.proxy.mapToSource(i).row() for i in self.table.selectionModel().selectedRows()})
        return [self.model.entry(r) for r in rows]

    def select_ids(self, ids: list[str]) -> None:
        selection = self.table.selectionModel()
        selection.clearSelection()
        flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        for profile_id in ids:
            row = self.model.row_of(profile_id)
            index = self.proxy.mapFromSource(self.model.index(row, 0)) if row >= 0 else None
            if index is not None and index.isValid():
                selection.select(index, flags)
                self.table.scrollTo(index)

    def _remember_selection(self) -> None:
        self._kept_selection = [e.id for e in self.selected_entries()]

    def _restore_selection(self) -> None:
        self.select_ids(self._kept_selection)
        self._selection_changed()

    def _selection_changed(self) -> None:
        chosen = self.selected_entries()
        one = len(chosen) == 1
        self.edit_button.setEnabled(one)
        self.edit_button.setText(self.tr("View…") if one and chosen[0].shipped else self.tr("Edit…"))
        self.duplicate_button.setEnabled(one)
        self.delete_button.setEnabled(bool(chosen) and all(not e.shipped for e in chosen))
        self.delete_button.setToolTip(self.tr("Shipped examples cannot be deleted") if any(
            e.shipped for e in chosen) else self.tr("Remove the selected profiles of yours"))
        self.export_button.setEnabled(bool(chosen))
        self.compare_button.setEnabled(bool(chosen))

    # -- status line ---------------------------------------------------------------------------
    def show_status(self, text: str, undo: Callable[[], None] | None = None) -> None:
        self.banner.setText(text)
        self._undo = undo
        self.undo_button.setVisible(undo is not None)
        self.banner_row.setVisible(bool(text))

    def changed(self, select: list[str] | None = None) -> None:
        """After a library change (the store has told the session, which reloaded the table): select."""
        if select is not None:
            self.select_ids(select)

    # -- actions -------------------------------------------------------------------------------
    def _open_form(self, profile: ServerProfile | None, entry: ProfileEntry | None) -> ProfileForm:
        fmt = pt.fmt_for(self.session.unit)
        read_only = entry is not None and entry.shipped
        form = ProfileForm(self.session.catalog, fmt, profile, read_only=read_only, parent=self)
        form.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        form.save_requested.connect(lambda p: self._save(form, entry, p))
        if entry is not None:
            form.duplicate_requested.connect(lambda: self._duplicate_from_form(form, entry))
        self.form = form
        form.open()
        return form

    def new_profile(self) -> ProfileForm:
        return self._open_form(None, None)

    def edit_selected(self) -> ProfileForm | None:
        chosen = self.selected_entries()
        if len(chosen) != 1:
            return None
        return self._open_form(chosen[0].profile, chosen[0])

    def _save(self, form: ProfileForm, entry: ProfileEntry | None, profile: ServerProfile) -> None:
        try:
            if entry is None:
                saved = self.session.store.create(profile)
            else:
                self.session.store.update(entry.id, profile)
                saved = entry.id
        except StoreError as exc:
            form.show_error(store_error_text(exc))
            return
        form.accept()
        self.changed([saved])
        self.show_status(self.tr("Saved “{name}”.").replace("{name}", profile.name))

    def _duplicate_from_form(self, form: ProfileForm, entry: ProfileEntry) -> None:
        form.reject()
        new_id = self._duplicate(entry)
        if new_id is not None:
            self.edit_selected()

    def _duplicate(self, entry: ProfileEntry) -> str | None:
        try:
            new_id: str = self.session.store.duplicate(entry.id, copy_suffix=self.tr(" (copy)"))
        except StoreError as exc:
            self.files.warn(self.tr("Cannot duplicate"), store_error_text(exc))
            return None
        self.changed([new_id])
        self.show_status(self.tr("Made a copy of “{name}” in your profiles.").replace("{name}", entry.profile.name))
        return new_id

    def duplicate_selected(self) -> str | None:
        chosen = self.selected_entries()
        return self._duplicate(chosen[0]) if len(chosen) == 1 else None

    def delete_selected(self) -> None:
        chosen = [e for e in self.selected_entries() if not e.shipped]
        if not chosen:
            return
        names = "\n".join(f"• {e.profile.name}" for e in chosen)
        question = self.tr("Delete these profiles from your library?\n\n{names}").replace("{names}", names)
        if not self.files.confirm(self.tr("Delete profiles"), question):
            return
        deleted: list[ServerProfile] = []
        try:
            for entry in chosen:
                self.session.store.delete(entry.id)
                deleted.append(entry.profile)
        except StoreError as exc:
            self.files.warn(self.tr("Cannot delete"), store_error_text(exc))
        self.changed()
        if deleted:
            text = self.tr("Deleted %n profiles.", "", len(deleted))
            self.show_status(text, undo=lambda: self._restore(deleted))

    def _restore(self, profiles: list[ServerProfile]) -> None:
        try:
            ids = self.session.store.create_many([p.model_copy(update={"id": None}) for p in profiles])
        except StoreError as exc:
            self.files.warn(self.tr("Cannot undo"), store_error_text(exc))
            return
        self.changed(ids)
        self.show_status(self.tr("Restored %n profiles.", "", len(ids)))

    def undo(self) -> None:
        action, self._undo = self._undo, None
        if action is not None:
            action()

    def compare_selected(self) -> None:
        """Tick the selected profiles for the comparison and show it, saying what was done."""
        ids = [str(self.proxy.index(i.row(), 0).data(ID_ROLE)) for i in self.table.selectionModel().selectedRows()]
        if not ids:
            self.show_status(self.tr("Select the profiles to compare in the table first (Ctrl+click for several)."))
            return
        self.session.set_compare_ids(ids[:MAX_COMPARED])
        if len(ids) > MAX_COMPARED:
            text = self.tr("Comparing the first six of the %n selected profiles.", "", len(ids))
        else:
            text = self.tr("Comparing %n profiles.", "", len(ids))
        self.session.notice.emit(text)
        self.session.view_requested.emit("compare")
