"""Importing a model from local files (config.json, a model folder, a GGUF): what was found, and where from."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.units import BILLION
from app.text import i18n
from app.text.counts import parameter_count
from app.text.formatting import Fmt
from app.text.i18n import QT_TRANSLATE_NOOP
from app.text.messages import format_name
from app.text.model_import import error_text, warning_text
from app.ui import palette, settings

if TYPE_CHECKING:  # the importers load when a file is first read
    from app.core.model.importers import ImportedModel, ModelImportError

CTX = "ModelFiles"
DROP_ZONE_STYLE = "QLabel { border: 2px dashed palette(mid); border-radius: 6px; padding: 12px; }"
ERROR_STYLE = palette.PROBLEM_STYLE

# Figure key → its plain name; the order is the table's.
FIGURES: dict[str, str] = {
    "params": QT_TRANSLATE_NOOP("ModelFiles", "Parameters"),
    "active_params": QT_TRANSLATE_NOOP("ModelFiles", "Active parameters per token"),
    "layers": QT_TRANSLATE_NOOP("ModelFiles", "Layers"),
    "hidden_size": QT_TRANSLATE_NOOP("ModelFiles", "Hidden size"),
    "intermediate_size": QT_TRANSLATE_NOOP("ModelFiles", "MLP width"),
    "heads": QT_TRANSLATE_NOOP("ModelFiles", "Attention heads"),
    "kv_heads": QT_TRANSLATE_NOOP("ModelFiles", "Key/value heads"),
    "head_dim": QT_TRANSLATE_NOOP("ModelFiles", "Head size"),
    "vocab_size": QT_TRANSLATE_NOOP("ModelFiles", "Vocabulary (tokens)"),
    "max_context": QT_TRANSLATE_NOOP("ModelFiles", "Longest context (tokens)"),
    "experts": QT_TRANSLATE_NOOP("ModelFiles", "Experts"),
    "precision": QT_TRANSLATE_NOOP("ModelFiles", "Stored precision"),
    "weight_bytes": QT_TRANSLATE_NOOP("ModelFiles", "Size of the weights"),
    "bits_per_weight": QT_TRANSLATE_NOOP("ModelFiles", "Bits per weight"),
}
SOURCES: dict[str, str] = {
    "config": QT_TRANSLATE_NOOP("ModelFiles", "config.json"),
    "safetensors": QT_TRANSLATE_NOOP("ModelFiles", "counted in the weight files"),
    "gguf": QT_TRANSLATE_NOOP("ModelFiles", "read from the GGUF file"),
    "derived": QT_TRANSLATE_NOOP("ModelFiles", "calculated from the other figures"),
}


tr = i18n.translator(CTX)


def params_text(params_b: float, fmt: Fmt) -> str:
    """8.03 billion; 125 million; 86,848 — a count as people say it (app.text.counts.parameter_count)."""
    return parameter_count(params_b * BILLION, fmt)


def figure_value(imported: ImportedModel, key: str, fmt: Fmt) -> str | None:
    arch = imported.arch
    if key == "params":
        return params_text(arch.params_b, fmt) if arch.params_b else None
    if key == "active_params":
        if not arch.active_params_b or arch.active_params_b == arch.params_b:
            return None
        return params_text(arch.active_params_b, fmt)
    if key == "precision":
        return format_name(imported.precision) if imported.precision else None
    if key == "weight_bytes":
        return fmt.bytes(imported.weight_bytes) if imported.weight_bytes else None
    if key == "bits_per_weight":
        return fmt.number(imported.bits_per_weight, 2) if imported.bits_per_weight else None
    value = getattr(arch, key, None)
    return fmt.number(value) if isinstance(value, int) and not isinstance(value, bool) else None


class ModelFiles(QWidget):
    """Buttons, a drop zone, and the table of what the importer found."""

    imported = Signal(str)  # the path, once it imported cleanly

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.unit = "GB"
        self._cache: dict[str, ImportedModel | ModelImportError] = {}
        self.shown_path: str | None = None
        self.choose_file = QPushButton(self.tr("Choose a fi&le…"), self)
        self.choose_file.setToolTip(self.tr("A config.json from a model download, or a .gguf file."))
        self.choose_folder = QPushButton(self.tr("Choose a f&older…"), self)
        self.choose_folder.setToolTip(self.tr("A downloaded model folder (config.json with .safetensors files)."))
        self.drop_zone = QLabel(self.tr("…or drop a config.json, a model folder or a .gguf file here"), self)
        self.drop_zone.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.drop_zone.setStyleSheet(DROP_ZONE_STYLE)
        self.drop_zone.setWordWrap(True)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table = QTableWidget(0, 3, self)
        self.table.setHorizontalHeaderLabels([self.tr("Figure"), self.tr("Value"), self.tr("Where it came from")])
        self.table.setAccessibleName(self.tr("What was found in the model files"))
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setVisible(False)
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.choose_file)
        buttons.addWidget(self.choose_folder)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(buttons)
        layout.addWidget(self.drop_zone)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.notes)
        self.choose_file.clicked.connect(self._choose_file)
        self.choose_folder.clicked.connect(self._choose_folder)
        self.setFocusProxy(self.choose_file)

    # -- choosing ------------------------------------------------------------------------------
    def _start_folder(self) -> str:
        return str(settings.get("paths/last_folder") or Path.home())

    def _choose_file(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Choose a model file"), self._start_folder(),
            self.tr("Model files (config.json *.json *.gguf *.safetensors);;All files (*)"))
        if path:
            self.import_path(path)

    def _choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(self, self.tr("Choose a model folder"), self._start_folder())
        if path:
            self.import_path(path)

    # -- importing -----------------------------------------------------------------------------
    def inspect(self, path: str) -> ImportedModel | ModelImportError:
        from app.core.model.importers import ModelImportError, inspect_path

        if path not in self._cache:
            try:
                self._cache[path] = inspect_path(path)
            except ModelImportError as exc:
                self._cache[path] = exc
        return self._cache[path]

    def import_path(self, path: str) -> bool:
        """Read the path; on success tell the page (which puts it in the draft). Errors stay here."""
        self._cache.pop(path, None)  # the user asked again: the files may have changed
        from app.core.model.importers import ImportedModel

        result = self.show_path(path)
        if isinstance(result, ImportedModel):
            folder = path if Path(path).is_dir() else str(Path(path).parent)
            settings.put("paths/last_folder", folder)
            self.imported.emit(path)
            return True
        return False

    def show_path(self, path: str | None) -> ImportedModel | ModelImportError | None:
        self.shown_path = path
        if not path:
            self.status.clear()
            self.table.setVisible(False)
            self.notes.clear()
            return None
        from app.core.model.importers import ModelImportError

        result = self.inspect(path)
        if isinstance(result, ModelImportError):
            self.status.setStyleSheet(ERROR_STYLE)
            self.status.setText(self.tr("Could not use {path}: {reason}").format(
                path=path, reason=error_text(result.code, result.params)))
            self.table.setVisible(False)
            self.notes.clear()
            return result
        self.status.setStyleSheet("")
        target = Path(path)
        name = result.arch.name or (target.parent.name if target.name == "config.json" else target.name)
        self.status.setText(self.tr("Found {name} in {path}").format(name=name, path=path))
        self._fill(result)
        return result

    def _fill(self, imported: ImportedModel) -> None:
        fmt = Fmt(unit=self.unit, lang=i18n.current_language())
        rows = [(key, value) for key in FIGURES if (value := figure_value(imported, key, fmt)) is not None]
        self.table.setRowCount(len(rows))
        for row, (key, value) in enumerate(rows):
            source = imported.provenance.get(key, "")
            cells = (tr(FIGURES[key]), value, tr(SOURCES[source]) if source in SOURCES else source)
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.setVisible(True)
        lines = [warning_text(w.code, w.params) for w in imported.warnings]
        files = ", ".join(Path(f).name for f in imported.files)
        if files:
            lines.append(self.tr("Files read: {files}").format(files=files))
        self.notes.setText("\n".join(lines))

    def figures(self) -> dict[str, tuple[str, str]]:
        """What the table shows: figure name → (value, source) — for tests and screen readers."""
        def cell(row: int, column: int) -> str:
            item = self.table.item(row, column)
            return item.text() if item is not None else ""

        return {cell(r, 0): (cell(r, 1), cell(r, 2)) for r in range(self.table.rowCount())}
