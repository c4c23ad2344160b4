"""The pilot to run: the plan for the current workload (runs, what to record, criteria, OOM rule)."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.core.pilot.plan import PilotPlan
from app.text import pilot_rows as texts
from app.text.formatting import Fmt
from app.text.pilot import oom_step_text, pilot_note_text
from app.ui.pilot.sections import heading, paragraph
from app.ui.pilot.table import CellTable


class PlanPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plan: PilotPlan | None = None
        self.summary = paragraph("", self)
        self.notes = paragraph("", self, note=True)
        self.runs_heading = heading(self.tr("Load test: pilot_serve.py sends these requests, in this order"), self)
        self.runs = CellTable([self.tr("Run"), self.tr("What it checks"), self.tr("Input tokens"),
                               self.tr("Output tokens"), self.tr("At once"), self.tr("Requests"),
                               self.tr("Warm-up")], numeric=(2, 3, 4, 5), parent=self)
        self.memory_heading = heading(self.tr("Memory runs: pilot_memory.py on the GPU"), self)
        self.memory = CellTable([self.tr("Run"), self.tr("What it checks"), self.tr("Batch"), self.tr("Tokens"),
                                 self.tr("Output tokens"), self.tr("Steps"), self.tr("Writes")],
                                numeric=(2, 3, 4, 5), parent=self)
        self.record = CellTable([self.tr("Record"), self.tr("How")], parent=self)
        self.criteria = CellTable([self.tr("Acceptance criterion"), self.tr("Decides")], parent=self)
        self.oom = paragraph("", self)
        layout = QVBoxLayout(self)
        for widget in (self.summary, self.notes, self.runs_heading, self.runs, self.memory_heading, self.memory,
                       heading(self.tr("Acceptance criteria, from the must-have targets"), self), self.criteria,
                       heading(self.tr("What to record"), self), self.record,
                       heading(self.tr("If a run runs out of memory"), self), self.oom):
            layout.addWidget(widget)
        layout.addStretch(1)

    def fill(self, plan: PilotPlan | None, fmt: Fmt, problem: str = "") -> None:
        """Show `plan`, or `problem` when there is none (a workload with problems)."""
        self.plan = plan
        for widget in (self.runs_heading, self.runs, self.memory_heading, self.memory, self.criteria, self.record):
            widget.setVisible(plan is not None)
        if plan is None:
            self.summary.setText(problem)
            self.notes.setText("")
            self.oom.setText("")
            return
        self.summary.setText(self._summary(plan))
        self.notes.setText("\n".join("• " + pilot_note_text(n, fmt) for n in plan.notes))
        self.notes.setVisible(bool(plan.notes))
        self.runs.fill([texts.plan_run_row(r, fmt) for r in plan.runs])
        self.runs.setVisible(bool(plan.runs))
        self.runs_heading.setVisible(bool(plan.runs))
        self.memory.fill([texts.memory_plan_row(r, fmt) for r in plan.memory_runs])
        self.memory.setVisible(bool(plan.memory_runs))
        self.memory_heading.setVisible(bool(plan.memory_runs))
        requested = plan.load.concurrency
        self.criteria.fill([texts.plan_criterion_row(c, fmt, requested) for c in plan.acceptance])
        self.record.fill([texts.record_row(item) for item in plan.record])
        self.oom.setText("\n".join(f"{n}. {oom_step_text(step)}" for n, step in enumerate(plan.oom_rule, start=1)))

    def _summary(self, plan: PilotPlan) -> str:
        if plan.is_training:
            text = self.tr("A few training steps at the planned sequence length and micro-batch, and one step up, "
                           "measured with pilot_memory.py: {memory} memory runs, {criteria} acceptance criteria.")
        else:
            text = self.tr("Streamed requests of the planned lengths at 1, the requested and more users at once, "
                           "measured with pilot_serve.py: {runs} load-test runs after a warm-up, {memory} memory "
                           "runs, {criteria} acceptance criteria.")
        text = text.format(runs=len(plan.measured_runs), memory=len(plan.memory_runs),
                           criteria=len(plan.acceptance))
        if plan.load.server:
            text += " " + self.tr("The memory limit estimated for the pilot's server is tested too.")
        return text
