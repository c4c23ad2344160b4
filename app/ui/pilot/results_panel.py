"""Measured against the estimate: the imported pilot results beside the engine's figures.

Status first, then what must be known before reading on (results of another model or workload
are flagged and nothing is compared), the headline figures, memory per component, the criteria,
the boundary and every run. Formatting only: the figures are the core's PilotComparison.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from app.core.findings import by_severity
from app.core.pilot.review_types import PilotComparison
from app.text import pilot_rows as texts
from app.text.formatting import Fmt
from app.text.pilot import criterion_text, pilot_finding_text, pilot_status_text
from app.ui import palette
from app.ui.pilot.sections import heading, paragraph, set_banner
from app.ui.pilot.table import CellTable

SEVERITY_MARKS = {"critical": "✘", "warning": "⚠", "info": "ℹ"}
BOUNDARY_STYLE = "font-weight: bold;"
MINUTE_CHARS = 16  # "2026-01-01T10:00" of an ISO 8601 time stamp
SEVERITY_COLORS = {"critical": palette.BAD, "warning": palette.UNSURE, "info": ""}


class ResultsPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.comparison: PilotComparison | None = None
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.source = paragraph("", self, note=True)
        self.findings = QLabel(self)
        self.findings.setWordWrap(True)
        value_head = [self.tr("Measure"), self.tr("Measured"), self.tr("Estimate (typical, low – high)"),
                      self.tr("Against the estimate")]
        self.figures = CellTable(value_head, parent=self)
        self.memory_text = paragraph("", self, note=True)
        self.memory = CellTable(value_head, parent=self)
        self.criteria = CellTable([self.tr("Criterion"), self.tr("Decides"), self.tr("Worst measured"),
                                   self.tr("In run"), self.tr("Result")], parent=self)
        self.boundary = paragraph("", self)
        self.boundary.setStyleSheet(BOUNDARY_STYLE)
        self.runs = CellTable([self.tr("Run"), self.tr("Input tokens"), self.tr("At once"), self.tr("Requests"),
                               self.tr("Failed"), self.tr("TTFT p50"), self.tr("TTFT p95"), self.tr("Est. TTFT"),
                               self.tr("Tokens/s per user"), self.tr("Est. tokens/s per user"),
                               self.tr("Tokens/s, all"), self.tr("Peak GPU memory"), self.tr("Meets criteria")],
                              numeric=(1, 2, 3, 4, 5, 6, 8, 10, 11), parent=self)
        self.versions = paragraph("", self, note=True)
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        self.sections = {
            "figures": heading(self.tr("Measured against the estimate"), self),
            "memory": heading(self.tr("Memory per component (pilot_memory.py)"), self),
            "criteria": heading(self.tr("Acceptance criteria"), self),
            "runs": heading(self.tr("Every run of the load test"), self),
            "notes": heading(self.tr("Notes"), self),
        }
        layout = QVBoxLayout(self)
        for widget in (self.status, self.source, self.findings, self.sections["figures"], self.figures,
                       self.sections["criteria"], self.criteria, self.boundary, self.sections["memory"],
                       self.memory_text, self.memory, self.sections["notes"], self.notes, self.sections["runs"],
                       self.runs, self.versions):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.fill(None, Fmt())

    def fill(self, c: PilotComparison | None, fmt: Fmt, sources: list[str] | None = None,
             server_name: str = "") -> None:
        self.comparison = c
        compared = c is not None and c.comparable
        for widget in (*self.sections.values(), self.figures, self.memory_text, self.memory, self.criteria,
                       self.boundary, self.runs, self.versions, self.source, self.notes):
            widget.setVisible(compared)
        if c is None:
            set_banner(self.status, self.tr("No results imported yet. When the pilot has run, choose Import "
                                            "results… and pick its results.json (and the memory-….json files, if "
                                            "any)."), "")
            self.findings.setText("")
            return
        tone = texts.STATUS_TONES.get(c.status, "")
        set_banner(self.status, pilot_status_text(c.status), palette.TONES.get(tone, ""))
        # What must be known before reading on stays on top; notes follow the figures.
        self.findings.setText(self._findings_html(c, fmt, ("critical", "warning")))
        self.findings.setVisible(bool(self.findings.text()))
        self.notes.setText(self._findings_html(c, fmt, ("info",)))
        self.source.setVisible(True)
        self.source.setText(self._source_text(c, sources or [], server_name))
        if not compared:
            return
        values = ([c.peak] if c.peak else []) + list(c.speed)
        reserved = any(f.code == "pilot_reserved_up_front" for f in c.findings)
        self.figures.fill([texts.value_row(v, fmt, reserved) for v in values])
        self._show("figures", self.figures, bool(values))
        self.criteria.fill([texts.criterion_row(k, fmt, c.requested_concurrency) for k in c.criteria])
        self._show("criteria", self.criteria, bool(c.criteria))
        self.boundary.setText(texts.boundary_text(c.boundary, c, server_name))
        self.boundary.setVisible(c.boundary is not None or bool(c.runs))
        memory_rows = [texts.value_row(v, fmt) for m in c.memory_runs
                       for v in [*m.components, *([m.peak] if m.peak else [])]]
        self.memory_text.setText("\n".join(texts.memory_run_text(m, fmt) for m in c.memory_runs))
        self.memory_text.setVisible(bool(c.memory_runs))
        self.memory.fill(memory_rows)
        self.memory.setVisible(bool(memory_rows))
        self.sections["memory"].setVisible(bool(c.memory_runs))
        words = {k.code: criterion_text(k, fmt, c.requested_concurrency) for k in c.criteria}
        self.runs.fill([texts.run_row(r, fmt, words) for r in c.runs])
        self._show("runs", self.runs, bool(c.runs))
        self._show_notes(bool(self.notes.text()))
        self.versions.setText(self.tr("Versions: {list}").format(
            list="; ".join(f"{k} {v}" for k, v in c.versions.items())) if c.versions else "")

    def _show_notes(self, visible: bool) -> None:
        self.sections["notes"].setVisible(visible)
        self.notes.setVisible(visible)

    def _show(self, key: str, table: CellTable, visible: bool) -> None:
        self.sections[key].setVisible(visible)
        table.setVisible(visible)

    def _source_text(self, c: PilotComparison, sources: list[str], server_name: str) -> str:
        parts = []
        if sources:
            parts.append(self.tr("Imported: {files}.").format(files=", ".join(sources)))
        if c.models_measured:
            parts.append(self.tr("Model measured: {models}.").format(models=", ".join(c.models_measured)))
        if c.measured_from:
            start, end = (stamp[:MINUTE_CHARS].replace("T", " ") for stamp in (c.measured_from, c.measured_to or "?"))
            parts.append(self.tr("Measured {start} – {end}.").format(start=start, end=end))
        if c.comparable:
            parts.append(self.tr("Estimates on {server}.").format(server=server_name) if server_name else
                         self.tr("No server chosen for the pilot: speeds are shown without an estimate."))
        return " ".join(parts)

    def _findings_html(self, c: PilotComparison, fmt: Fmt, severities: tuple[str, ...]) -> str:
        from html import escape

        items = []
        for f in by_severity([f for f in c.findings if f.severity in severities]):
            message, fix = pilot_finding_text(f, fmt)
            color = SEVERITY_COLORS.get(f.severity, "")
            style = f" style='color:{color}'" if color else ""
            weight = "<b>" if f.severity == "critical" else ""
            line = f"<p{style}>{SEVERITY_MARKS.get(f.severity, '')} {weight}{escape(message)}"
            line += "</b>" if weight else ""
            if fix:
                line += f"<br><span style='color:{palette.MUTED}'>{escape(self.tr('What to do:'))} {escape(fix)}</span>"
            items.append(line + "</p>")
        return "".join(items)
