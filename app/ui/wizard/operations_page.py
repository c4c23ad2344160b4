"""Step 6 — what the provider must know besides GPUs: data, storage, care, placement, timeline, pilot."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtWidgets import QFormLayout, QWidget

from app.ui.session import Session
from app.ui.wizard.fields import Choice, ChoiceField, TextField
from app.ui.wizard.page import WizardPage

NOTE_STYLE = "font-weight: bold;"


class OperationsPage(WizardPage):
    prefixes = ("operations", "pilot")
    terms: ClassVar[dict[str, str]] = {"pilot.status": "pilot"}

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(session, parent)
        ops = self.group(self.tr("Running it"))
        ops.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)  # free text gets the page's width
        rows = (
            ("data_sensitivity", self.tr("&Data sensitivity:"),
             self.tr("What kind of data the model sees and where it may be processed, e.g. personal data that "
                     "must stay in the EU."), self.tr("e.g. Customer tickets with personal data; EU only")),
            ("storage", self.tr("Stora&ge:"), self.tr("Disk space for models, logs, datasets and checkpoints."),
             self.tr("e.g. 2 TB NVMe for models and logs")),
            ("ram", self.tr("System &RAM:"), self.tr("Any need for the server's main memory (not GPU memory)."),
             self.tr("e.g. at least as much as the GPU memory")),
            ("management", self.tr("&Management:"), self.tr("Who looks after the operating system, drivers, "
                                                            "monitoring and updates."),
             self.tr("e.g. provider manages OS and drivers")),
            ("backup", self.tr("Bac&kup:"), self.tr("What must be backed up, how often, and where."),
             self.tr("e.g. weekly configuration backup")),
            ("placement", self.tr("&Placement:"), self.tr("On premises, colocation, or the provider's cloud; "
                                                          "which country."), self.tr("e.g. provider data centre in "
                                                                                     "Germany")),
            ("isolation", self.tr("&Isolation:"), self.tr("May GPUs or the server be shared with other customers?"),
             self.tr("e.g. dedicated server, no shared GPUs")),
            ("timeline", self.tr("&Timeline:"), self.tr("When the server is needed, and for how long."),
             self.tr("e.g. from March, 12 months")),
        )
        for key, label, help_text, example in rows:
            self.add(ops, label, TextField(session, f"operations.{key}", help_text, placeholder=example))
        pilot = self.group(self.tr("Pilot test"))
        self.add(pilot, self.tr("Pi&lot status:"), ChoiceField(
            session, "pilot.status",
            self.tr("A pilot runs the real model on a rented or borrowed GPU for a few days to confirm the estimate "
                    "before buying."),
            [Choice("none", self.tr("no pilot yet")), Choice("planned", self.tr("pilot planned")),
             Choice("done", self.tr("pilot done"))], default="none"))
        self.add(pilot, self.tr("Pilot n&otes:"), TextField(
            session, "pilot.notes", self.tr("What was or will be tested, where, and what it showed."),
            placeholder=self.tr("e.g. two-week trial on a rented 2× H100 server"), multiline=True))
        self.pilot_note = self.note("")
        self.pilot_note.setStyleSheet(NOTE_STYLE)
        self.finish()

    def title(self) -> str:
        return self.tr("Operations")

    def subtitle(self) -> str:
        return self.tr("What the provider needs besides GPUs. Plain words are fine; leave empty what does not "
                       "matter.")

    def refresh(self) -> None:
        super().refresh()
        status = self.session.value("pilot.status") or "none"
        texts = {
            "none": self.tr("No pilot test exists yet: every figure here is an estimate. A short pilot on the "
                            "real model confirms memory and speed before you buy."),
            "planned": self.tr("A pilot is planned: compare its measurements with these estimates before ordering."),
            "done": self.tr("A pilot was done: its measurements outrank these estimates."),
        }
        self.pilot_note.setText(texts.get(str(status), ""))
