"""Step 2 — which model: from the catalog, from local files (button or drag and drop), or typed in."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QButtonGroup, QGroupBox, QLabel, QRadioButton, QVBoxLayout, QWidget

from app.core.units import BILLION
from app.text import i18n
from app.text.counts import parameter_count
from app.text.formatting import Fmt
from app.text.messages import format_name
from app.ui.session import Session
from app.ui.wizard.fields import TextField
from app.ui.wizard.model_catalog import CatalogPicker
from app.ui.wizard.model_files import ModelFiles
from app.ui.wizard.model_manual import build_manual_fields, prefill
from app.ui.wizard.page import WizardPage

SOURCES = ("catalog", "files", "manual")
META_FIELDS = ("revision", "usage_rights")
HINT_STYLE = "color: palette(placeholder-text);"  # a hint, not a value


def draft_source(model: Any) -> str:
    if isinstance(model, dict) and model.get("path"):
        return "files"
    if isinstance(model, dict) and model.get("id"):
        return "catalog"
    return "manual"


class ModelPage(WizardPage):
    prefixes = ("model",)

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(session, parent)
        self._source_seen: str | None = None
        self._build_sources()
        self.summary = self.note("")
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.catalog = CatalogPicker(session.catalog, self.pick_catalog)
        self.catalog_box = self._boxed(self.tr("Model catalog"), self.catalog)
        self.files = ModelFiles()
        self.files_box = self._boxed(self.tr("Model files on this computer"), self.files)
        self.files.imported.connect(self._use_path)
        self.manual_box = build_manual_fields(self, session)
        meta = self.group(self.tr("Version and rights"))
        self.add(meta, self.tr("&Revision:"), TextField(
            session, "model.revision", self.tr("The exact version of the weights that will run (a Hugging Face "
                                               "commit or release tag). Recorded in the quote request."),
            placeholder=self.tr("e.g. main, v1.0 or a commit id")))
        self.usage = self.add(meta, self.tr("&Usage rights:"), TextField(
            session, "model.usage_rights", self.tr("The license or agreement under which you may use the model "
                                                   "commercially. Check it before buying hardware."),
            placeholder=self.tr("not given yet")))
        # The published license under the field, wrapped: as a placeholder it was cut (and looked filled in).
        self.license_hint = QLabel(self.body)
        self.license_hint.setWordWrap(True)
        self.license_hint.setTextFormat(Qt.TextFormat.PlainText)
        self.license_hint.setStyleSheet(HINT_STYLE)
        meta.addRow("", self.license_hint)
        self.setAcceptDrops(True)
        self.viewport().setAcceptDrops(True)
        self.finish()

    def title(self) -> str:
        return self.tr("Model")

    def subtitle(self) -> str:
        return self.tr("Which AI model will run? Pick it from the catalog, read it from downloaded files, or type "
                       "its size.")

    def _build_sources(self) -> None:
        box = QGroupBox(self.tr("Where does the model come from?"), self.body)
        column = QVBoxLayout(box)
        self.source_buttons = QButtonGroup(self)
        texts = (self.tr("From the &catalog of common models"),
                 self.tr("From f&iles on this computer (config.json, model folder, GGUF)"),
                 self.tr("&Type in its size (and shape, if known)"))
        for index, (key, text) in enumerate(zip(SOURCES, texts, strict=True)):
            button = QRadioButton(text, box)
            self.source_buttons.addButton(button, index)
            button.setProperty("source", key)
            column.addWidget(button)
        self.source_buttons.idClicked.connect(lambda index: self.choose_source(SOURCES[index]))
        self.column.addWidget(box)

    def _boxed(self, title: str, content: QWidget) -> QGroupBox:
        box = QGroupBox(title, self.body)
        QVBoxLayout(box).addWidget(content)
        self.column.addWidget(box)
        return box

    # -- the three ways ------------------------------------------------------------------------
    def _with_meta(self, model: dict[str, Any]) -> dict[str, Any]:
        for key in META_FIELDS:
            value = self.session.value(f"model.{key}")
            if value and key not in model:
                model[key] = value
        return model

    def pick_catalog(self, model_id: str) -> None:
        if self.session.value("model") != self._with_meta({"id": model_id}):
            values: dict[str, Any] = {"model": self._with_meta({"id": model_id})}
            entry = self.session.catalog.model(model_id)
            task = self.session.value("task")
            if entry is not None and task is not None:
                from app.core.tasks import CATALOG_TASKS, missing_part

                if missing_part(task, entry) is not None or CATALOG_TASKS.get(entry.task) in ("image_generation",
                                                                                              "speech_to_text"):
                    values["task"] = None  # a model of another kind: its own task, not one it cannot do
            self.session.update_fields(values)

    def _use_path(self, path: str) -> None:
        self.session.set_field("model", self._with_meta({"path": path}))

    def import_path(self, path: str) -> bool:
        self.choose_source("files")
        return self.files.import_path(path)

    def choose_source(self, source: str) -> None:
        self.source_buttons.button(SOURCES.index(source)).setChecked(True)
        if source == "manual" and draft_source(self.session.value("model")) != "manual":
            self.session.set_field("model", prefill(self.session))
        self._show_source(source)
        panels: dict[str, QWidget] = {"catalog": self.catalog, "files": self.files, "manual": self.manual_box}
        panels[source].setFocus()

    def focus_first(self) -> None:
        source = SOURCES[max(0, self.source_buttons.checkedId())]
        if source == "manual":
            super().focus_first()
        else:
            (self.catalog if source == "catalog" else self.files).setFocus(Qt.FocusReason.TabFocusReason)

    def _show_source(self, source: str) -> None:
        self.catalog_box.setVisible(source == "catalog")
        self.files_box.setVisible(source == "files")
        self.manual_box.setVisible(source == "manual")

    # -- drag and drop -------------------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt API
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        if urls and urls[0].isLocalFile():
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: Any) -> None:  # noqa: N802 - Qt API
        event.acceptProposedAction() if event.mimeData().hasUrls() else event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt API
        urls = [u for u in event.mimeData().urls() if u.isLocalFile()]
        if not urls:
            event.ignore()
            return
        event.acceptProposedAction()
        self.import_path(urls[0].toLocalFile())

    # -- showing the draft ---------------------------------------------------------------------
    def refresh(self) -> None:
        super().refresh()
        model = self.session.value("model")
        source = draft_source(model)
        if source != self._source_seen:  # a file was opened or a template applied: follow the draft
            self._source_seen = source
            self.source_buttons.button(SOURCES.index(source)).setChecked(True)
            self._show_source(source)
        unit_changed = self.files.unit != self.session.unit
        self.files.unit = self.session.unit
        if isinstance(model, dict):
            self.catalog.show_current(model.get("id"))
            path = model.get("path")
            if path and (path != self.files.shown_path or unit_changed):
                self.files.show_path(str(path))  # cached: the files are read once per import
        self._summarise()

    def _summarise(self) -> None:
        resolved = self.session.outcome.resolved
        if resolved is None:
            self.summary.setText(self.tr("<i>No usable model yet — see the marked fields.</i>"))
            return
        model = resolved.model
        fmt = Fmt(unit=self.session.unit, lang=i18n.current_language())
        parts = []
        if model.arch.params_b:
            count = parameter_count(model.arch.params_b * BILLION, fmt)
            parts.append(self.tr("{count} parameters").format(count=count))
        parts.append(self.tr("released in {format}").format(format=format_name(model.native_precision)))
        if model.arch.max_context:
            parts.append(self.tr("up to {tokens} tokens of context").format(tokens=fmt.number(model.arch.max_context)))
        self.summary.setText(self.tr("Using <b>{name}</b>: {facts}.").format(
            name=model.display_name.replace("<", "&lt;"), facts=", ".join(parts)))
        # A placeholder is a hint, never an answer: the published license looks filled in otherwise, while the
        # quote (rightly) says "not specified" until the buyer states the rights they hold.
        hint = self.tr("The model's published license is {license}; state the rights you hold.").format(
            license=model.license) if model.license else self.tr("For example Apache-2.0, or your agreement.")
        self.license_hint.setText(hint)
