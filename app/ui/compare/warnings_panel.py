"""`WarningsPanel`: each compared profile's bottleneck warnings, with the suggested fix."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtWidgets import QTextBrowser, QWidget

from app.core.findings import by_severity
from app.core.fit.types import FitResult
from app.text.formatting import Fmt
from app.text.messages import finding_text
from app.ui import palette

SEVERITY_COLORS = palette.COMPARE_SEVERITY
FIX_COLOR = palette.MUTED


class WarningsPanel(QTextBrowser):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.count = 0

    def _severity(self, severity: str) -> str:
        return {"critical": self.tr("Critical"), "warning": self.tr("Warning"), "info": self.tr("Note")}.get(
            severity, severity)

    def fill(self, results: Sequence[FitResult], fmt: Fmt) -> None:
        parts: list[str] = []
        self.count = 0
        for r in results:
            parts.append(f"<h4 style='margin-bottom:2px'>{escape(r.server_name)}</h4>")
            if not r.warnings:
                parts.append(f"<p style='margin-top:0'>{escape(self.tr('No warnings.'))}</p>")
                continue
            items = []
            for finding in by_severity(list(r.warnings)):
                self.count += 1
                message, fix = finding_text(finding, fmt)
                color = SEVERITY_COLORS.get(finding.severity, FIX_COLOR)
                line = f"<b style='color:{color}'>{escape(self._severity(finding.severity))}:</b> {escape(message)}"
                if fix:
                    line += f"<br><span style='color:{FIX_COLOR}'>{escape(self.tr('What to do:'))} {escape(fix)}</span>"
                items.append(f"<li style='margin-bottom:4px'>{line}</li>")
            parts.append(f"<ul style='margin-top:0'>{''.join(items)}</ul>")
        self.setHtml("".join(parts))
