"""Picking a model from the shipped catalog: search by name, family or size."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.catalog import Catalog, ModelEntry
from app.core.units import BILLION
from app.text import i18n
from app.text.counts import parameter_count
from app.text.formatting import Fmt

# Size classes in billions of parameters: (lowest, highest) — what a buyer means by small/large.
SIZE_CLASSES: tuple[tuple[float, float], ...] = ((0, 10), (10, 40), (40, 150), (150, float("inf")))
COLUMNS = 5
ID_ROLE = Qt.ItemDataRole.UserRole
TABLE_MIN_ROWS_PX = 180


class _SizeItem(QTableWidgetItem):
    """Sorts by the parameter count, not by the text."""

    def __init__(self, text: str, params_b: float):
        super().__init__(text)
        self.params_b = params_b

    def __lt__(self, other: QTableWidgetItem) -> bool:
        if isinstance(other, _SizeItem):
            return self.params_b < other.params_b
        return super().__lt__(other)


WORD_BREAKS = re.compile(r"[\s\-_/(),]+")
SUBSTRING_MIN_CHARS = 3  # shorter words ('7b') must start a word: '7b' is not '72b'


def _haystack(entry: ModelEntry) -> str:
    size = f"{entry.params_b:.0f}b {entry.params_b:.1f}b"
    return " ".join((entry.id, entry.name, entry.family, entry.license, entry.task, size)).lower()


def matches(entry: ModelEntry, words: list[str]) -> bool:
    """Every word starts a word of the entry; longer words without digits may match anywhere."""
    text = _haystack(entry)
    tokens = WORD_BREAKS.split(text)
    for word in words:
        if any(token.startswith(word) for token in tokens):
            continue
        if len(word) >= SUBSTRING_MIN_CHARS and not any(ch.isdigit() for ch in word) and word in text:
            continue
        return False
    return True


class CatalogPicker(QWidget):
    def __init__(self, catalog: Catalog, on_pick: Callable[[str], None], parent: QWidget | None = None):
        super().__init__(parent)
        self.catalog = catalog
        self.on_pick = on_pick
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search: name, family, size"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Search the model catalog"))
        self.search.setToolTip(self.tr("Type part of a name (Llama, Qwen, Mistral…), a family, or a size such as "
                                       "8b or 70b. Press Down to move into the list."))
        self.size_filter = QComboBox(self)
        self.size_filter.setAccessibleName(self.tr("Model size"))
        self.size_filter.setToolTip(self.tr("Size in billions of parameters (B). Memory grows with it."))
        self.size_filter.addItem(self.tr("Any size"), -1)
        labels = (self.tr("Small (under 10 B)"), self.tr("Medium (10–40 B)"), self.tr("Large (40–150 B)"),
                  self.tr("Very large (over 150 B)"))
        for index, label in enumerate(labels):
            self.size_filter.addItem(label, index)
        self.table = QTableWidget(0, COLUMNS, self)
        self.table.setHorizontalHeaderLabels([self.tr("Model"), self.tr("Family"), self.tr("Size"),
                                              self.tr("Use"), self.tr("License")])
        self.table.setAccessibleName(self.tr("Catalog models"))
        self.table.setToolTip(self.tr("Click a model to use it. Sizes are in billions of parameters."))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setWordWrap(False)
        self.table.setMinimumHeight(TABLE_MIN_ROWS_PX)
        # Every column as wide as its longest text (the licence scrolls into view) rather than cut short.
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self._fill()
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        row = QHBoxLayout()
        row.addWidget(self.search, 1)
        row.addWidget(self.size_filter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self._pick_first)
        self.size_filter.currentIndexChanged.connect(lambda _i: self._filter())
        self.table.itemClicked.connect(lambda item: self._picked(item.row()))
        self.table.itemActivated.connect(lambda item: self._picked(item.row()))
        self.setFocusProxy(self.search)

    def _fill(self) -> None:
        use = {"text-generation": self.tr("text"), "embedding": self.tr("embeddings"),
               "reranking": self.tr("reranking"), "image-generation": self.tr("images"),
               "vision-language": self.tr("images + text"), "speech-to-text": self.tr("speech")}
        models = list(self.catalog.models.values())
        fmt = Fmt(lang=i18n.current_language())
        self.table.setRowCount(len(models))
        for row, entry in enumerate(models):
            name = QTableWidgetItem(entry.name or entry.id)
            name.setData(ID_ROLE, entry.id)
            name.setToolTip(entry.hf_repo or entry.id)
            license_item = QTableWidgetItem(entry.license)
            license_item.setToolTip(entry.license)
            cells = (name, QTableWidgetItem(entry.family),
                     _SizeItem(parameter_count(entry.params_b * BILLION, fmt), entry.params_b),
                     QTableWidgetItem(use.get(entry.task, entry.task)), license_item)
            for column, item in enumerate(cells):
                self.table.setItem(row, column, item)

    def _entry(self, row: int) -> ModelEntry | None:
        item = self.table.item(row, 0)
        return self.catalog.model(str(item.data(ID_ROLE))) if item else None

    def _filter(self) -> None:
        words = self.search.text().lower().split()
        size_class = self.size_filter.currentData()
        for row in range(self.table.rowCount()):
            entry = self._entry(row)
            visible = entry is not None and matches(entry, words)
            if visible and entry is not None and size_class is not None and size_class >= 0:
                low, high = SIZE_CLASSES[size_class]
                visible = low <= entry.params_b < high
            self.table.setRowHidden(row, not visible)

    def _id(self, row: int) -> str:
        item = self.table.item(row, 0)
        return str(item.data(ID_ROLE)) if item is not None else ""

    def visible_ids(self) -> list[str]:
        return [self._id(r) for r in range(self.table.rowCount()) if not self.table.isRowHidden(r)]

    def row_of(self, model_id: str) -> int:
        return next((row for row in range(self.table.rowCount()) if self._id(row) == model_id), -1)

    def _pick_first(self) -> None:
        ids = self.visible_ids()
        if ids:
            self._picked(self.row_of(ids[0]))

    def _picked(self, row: int) -> None:
        entry = self._entry(row)
        if entry is not None:
            self.on_pick(entry.id)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Down and self.search.hasFocus():
            self.table.setFocus()
            return
        super().keyPressEvent(event)

    def show_current(self, model_id: str | None) -> None:
        row = self.row_of(model_id) if model_id else -1
        if row < 0:
            self.table.clearSelection()
            return
        if self.table.currentRow() != row:
            self.table.blockSignals(True)
            self.table.selectRow(row)
            self.table.blockSignals(False)
