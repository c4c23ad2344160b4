"""Warnings for the workload and the picked server, most severe first, each with its reason and fix;
then what the estimate assumed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from PySide6.QtWidgets import QTextBrowser, QWidget

from app.core.findings import Finding, Problem, by_severity
from app.text import i18n
from app.text.formatting import Fmt
from app.text.messages import finding_text, note_text, problem_detail, problem_text
from app.ui import palette
from app.ui.session import Session

SEVERITY_COLORS = palette.FINDING_SEVERITY


@dataclass(frozen=True)
class Entry:
    severity: str
    message: str
    fix: str


def _unique(findings: list[Finding]) -> list[Finding]:
    seen: set[tuple[str, str]] = set()
    out = []
    for f in findings:
        key = (f.code, repr(sorted(f.params.items())))
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out


class FindingsView(QTextBrowser):
    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.setOpenLinks(False)
        self.setAccessibleName(self.tr("Warnings and assumptions"))
        self.setToolTip(self.tr("What to watch for with this workload and server, most severe first, each with "
                                "a way to fix it."))
        self._entries: list[Entry] = []
        self._shown_html = ""
        self._field_name: Callable[[str], str | None] = lambda _path: None
        session.changed.connect(self.refresh)
        self.refresh()

    def set_field_names(self, name_of: Callable[[str], str | None]) -> None:
        """Problems name their field as the form labels it ("Load ▸ Typical input"), not by its path in
        the file, when `name_of(path)` knows it."""
        self._field_name = name_of
        self.refresh()

    def problem_message(self, problem: Problem, fmt: Fmt) -> str:
        name = self._field_name(problem.field)
        return f"{name}: {problem_detail(problem, fmt)}" if name else problem_text(problem, fmt)

    def severity_name(self, severity: str) -> str:
        return {"critical": self.tr("Blocker"), "warning": self.tr("Warning"), "info": self.tr("Note")}[severity]

    def entries(self) -> list[Entry]:
        return list(self._entries)

    def refresh(self) -> None:
        outcome = self.session.outcome
        fmt = Fmt(unit=self.session.unit, lang=i18n.current_language())
        entries = [Entry("critical", self.problem_message(p, fmt), self.tr("Correct this field in the wizard."))
                   for p in outcome.problems]
        findings = outcome.fit.warnings if outcome.fit is not None else []
        if outcome.budget is not None:
            findings = [*findings, *outcome.budget.warnings]
        for finding in by_severity(_unique(findings)):
            message, fix = finding_text(finding, fmt)
            entries.append(Entry(finding.severity, message, fix))
        self._entries = entries
        notes = [note_text(n, fmt) for n in outcome.budget.assumptions] if outcome.budget is not None else []
        html = self._html(entries, notes)
        if html != self._shown_html:  # most keystrokes change no warning: keep the view (and its scroll)
            self._shown_html = html
            self.setHtml(html)

    def _html(self, entries: list[Entry], notes: list[str]) -> str:
        parts = []
        if not entries:
            parts.append(f"<p>{escape(self.tr('No warnings for this workload.'))}</p>")
        for entry in entries:
            color = SEVERITY_COLORS[entry.severity]
            fix = f"<br>{escape(self.tr('Fix:'))} {escape(entry.fix)}" if entry.fix else ""
            parts.append(f'<p><b style="color:{color}">{escape(self.severity_name(entry.severity))}:</b> '
                         f"{escape(entry.message)}{fix}</p>")
        if notes:
            parts.append(f"<p><b>{escape(self.tr('What the estimate assumes'))}</b></p><ul>")
            parts.extend(f"<li>{escape(n)}</li>" for n in notes)
            parts.append("</ul>")
        return "".join(parts)
