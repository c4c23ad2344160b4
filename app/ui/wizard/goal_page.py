"""Step 1 — what the server is for, with scenario templates for a first answer in a minute."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app.core.workload.schema import TRAINING_MODES, runtime_for_mode
from app.text.messages import RUNTIME_NAMES
from app.text.scenarios import SCENARIOS, Scenario
from app.ui.session import DEFAULT_WORKLOAD, Session
from app.ui.wizard.fields import Choice, ChoiceField, TextField
from app.ui.wizard.page import WizardPage

# Goal → the engine mode it implies (None: keep the current mode).
GOAL_MODES: dict[str, str | None] = {
    "serve_api": "inference", "batch": "inference", "embeddings": "inference",
    "adapt": "lora", "finetune": "full_finetune", "other": None,
}
ASSUMPTION_STYLE = "color: palette(placeholder-text);"
# A catalog model that can do each task: chosen with the task when the current model cannot do it.
TASK_MODELS: dict[str, str] = {
    "text_generation": "llama-3.1-8b", "embeddings": "bge-m3", "reranking": "bge-reranker-v2-m3",
    "vision_language": "qwen2.5-vl-7b", "image_generation": "flux.1-dev", "speech_to_text": "whisper-large-v3",
}


class RadioCaption(QLabel):
    """A radio button's words in a label that wraps (a button's own text never does, and a long goal
    made the form wider than its pane in Russian); a click on the words picks the button."""

    def __init__(self, text: str, button: QRadioButton, parent: QWidget) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)
        self.setBuddy(button)
        self.button = button

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.button.isEnabled():
            self.button.click()
            self.button.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)


def wrapped_radio(text: str, parent: QWidget) -> tuple[QRadioButton, QHBoxLayout]:
    """A radio button with wrapping words beside it (the mnemonic `&` in `text` reaches the button)."""
    button = QRadioButton(parent)
    button.setAccessibleName(text.replace("&&", "\0").replace("&", "").replace("\0", "&"))
    row = QHBoxLayout()
    row.setContentsMargins(0, 0, 0, 0)
    row.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
    row.addWidget(RadioCaption(text, button, parent), 1)
    return button, row


class TaskChoice(ChoiceField):
    """The kind of work; choosing one the current model cannot do also chooses a model that can."""

    def _picked(self, index: int) -> None:
        task = self.combo.itemData(index)
        values: dict[str, object] = {"task": task}
        resolved = self.session.outcome.resolved
        if resolved is not None and resolved.task != task:
            from app.core.tasks import missing_part

            if missing_part(task, resolved.model.arch) is not None or (task in ("embeddings", "reranking") \
                    and not resolved.model.arch.encoder_only):
                values["model"] = {"id": TASK_MODELS[task]}
        if task in ("image_generation", "speech_to_text") and self.session.value("mode") not in (None, "inference"):
            values["mode"] = "inference"  # sized for inference only
        self.session.update_fields(values)


class GoalPage(WizardPage):
    prefixes = ("name", "goal", "task", "mode")
    terms: ClassVar[dict[str, str]] = {"mode": "lora"}

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(session, parent)
        form = self.group()
        self.add(form, self.tr("Workload na&me:"), TextField(
            session, "name", self.tr("A name you will recognise, e.g. 'Support chatbot'. It appears in the quote "
                                     "request."), placeholder=self.tr("e.g. Support chatbot")))
        self._build_goals()
        self.runtime_note = self.note("")  # said when a training goal moves off a serving runtime
        self.runtime_note.setVisible(False)
        kind = self.group()
        self.task = self.add(kind, self.tr("&Kind of work:"), TaskChoice(
            session, "task", self.tr("What the model does with each request. The later steps ask only what this "
                                     "kind of work needs; a model that cannot do it is replaced by one that can."),
            [Choice("text_generation", self.tr("Write or answer text (chat, assistants, documents)")),
             Choice("vision_language", self.tr("Read images with text (scans, invoices, photos)")),
             Choice("image_generation", self.tr("Make images from a description")),
             Choice("speech_to_text", self.tr("Turn speech into text (calls, meetings)")),
             Choice("embeddings", self.tr("Turn texts into vectors for search (embeddings)")),
             Choice("reranking", self.tr("Rank found documents for a question (reranker)"))],
            default="text_generation"))
        self.method_box, method = self.group_box()
        self.method = self.add(method, self.tr("Adaptation metho&d:"), ChoiceField(
            session, "mode", self.tr("LoRA trains small add-on matrices next to the model. QLoRA does the same on a "
                                     "4-bit copy of the model: much less memory, slightly slower."),
            [Choice("lora", self.tr("LoRA — model kept in 16-bit")),
             Choice("qlora", self.tr("QLoRA — model compressed to 4-bit, least memory"))], default="lora",
            others_shown=False))
        self._build_scenarios()
        self.finish()

    def title(self) -> str:
        return self.tr("Goal")

    def subtitle(self) -> str:
        return self.tr("What should the server do? Pick the closest goal, or start from an example and adjust it.")

    def _build_goals(self) -> None:
        box = QGroupBox(self.tr("What do you want to do?"), self.body)
        column = QVBoxLayout(box)
        self.goal_buttons = QButtonGroup(self)
        goals = (
            ("serve_api", self.tr("Serve a model to &people or apps (chat, assistants, Q&&A)"),
             self.tr("Answers arrive while someone waits: response time and concurrent users matter.")),
            ("batch", self.tr("Run batch &jobs (summarise, classify, translate many documents)"),
             self.tr("Nobody waits for a single answer: total throughput matters.")),
            ("embeddings", self.tr("Make embeddin&gs for search"),
             self.tr("Turns texts into vectors for semantic search; no text is generated.")),
            ("adapt", self.tr("&Adapt a model to our data (LoRA / QLoRA)"),
             self.tr("Trains a small add-on to an existing model: modest memory, hours to days.")),
            ("finetune", self.tr("Fully fine-&tune a model"),
             self.tr("Trains every weight: several times the memory of running the model.")),
            ("other", self.tr("Something e&lse"), self.tr("Describe the need in the notes; size it as serving.")),
        )
        for key, text, help_text in goals:
            button, row = wrapped_radio(text, box)
            button.setToolTip(help_text)
            button.setAccessibleDescription(help_text)
            button.setProperty("goal", key)
            self.goal_buttons.addButton(button)
            column.addLayout(row)
        self.goal_buttons.buttonClicked.connect(self._goal_clicked)
        self.column.addWidget(box)

    def _build_scenarios(self) -> None:
        box = QGroupBox(self.tr("Or start from an example"), self.body)
        column = QVBoxLayout(box)
        self.scenario_buttons: dict[str, QPushButton] = {}
        for item in SCENARIOS:
            button = QPushButton(item.translated_title(), box)
            button.setToolTip(self.tr("Fill in the wizard with this example; every value can be changed."))
            button.setAccessibleDescription(item.translated_assumptions())
            button.clicked.connect(lambda _checked=False, s=item: self.apply_scenario(s))
            text = QLabel(item.translated_assumptions(), box)
            text.setWordWrap(True)
            text.setStyleSheet(ASSUMPTION_STYLE)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            column.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
            column.addWidget(text)
            self.scenario_buttons[item.key] = button
        self.column.addWidget(box)

    def apply_scenario(self, item: Scenario) -> None:
        values = dict(item.fields)
        titles = {s.translated_title() for s in SCENARIOS} | {DEFAULT_WORKLOAD["name"], "", None}
        if self.session.value("name") in titles:
            values["name"] = item.translated_title()
        self.session.update_fields(values)

    def _goal_clicked(self, button: QRadioButton) -> None:
        goal = str(button.property("goal"))
        mode = GOAL_MODES[goal]
        current = self.session.value("mode") or "inference"
        if goal == "adapt" and current in ("lora", "qlora"):
            mode = current
        values: dict[str, object] = {"goal": goal, "mode": mode or current}
        runtime = str(self.session.value("runtime") or "vllm")
        switched = runtime_for_mode(str(values["mode"]), runtime)
        if switched != runtime:
            values["runtime"] = switched
        self.runtime_note.setText(self.tr("Runtime switched from {old} to {new}: {old} serves models and does not "
                                          "train them (change it in step 3).").format(
            old=RUNTIME_NAMES.get(runtime, runtime), new=RUNTIME_NAMES.get(switched, switched))
            if switched != runtime else "")
        self.runtime_note.setVisible(switched != runtime)
        self.session.update_fields(values)

    def refresh(self) -> None:
        super().refresh()
        resolved = self.session.outcome.resolved
        if self.session.value("task") is None and resolved is not None:
            self.task.load_value(resolved.task)  # the model's own task, until one is chosen
        goal = self.session.value("goal")
        checked = self.goal_buttons.checkedButton()
        if (checked.property("goal") if checked is not None else None) != goal:
            self.goal_buttons.setExclusive(False)  # lets "no goal yet" (a new project) uncheck every button
            for button in self.goal_buttons.buttons():
                button.setChecked(button.property("goal") == goal)
            self.goal_buttons.setExclusive(True)
        mode = self.session.value("mode") or "inference"
        adapting = mode in TRAINING_MODES and mode != "full_finetune"
        if self.method_box.isVisibleTo(self) != adapting:
            self.method_box.setVisible(adapting)
