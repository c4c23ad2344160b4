"""File ▸ Export quote request…: choose language, paper and sender, preview the pages, save the PDF.

The document comes from app.report (the same model and writer as `headroom quote`); this dialog
only gathers the options, shows the pages as they will print, and remembers the choices.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPainter
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.fit.types import Comparison
from app.core.offers.server import ServerProfile
from app.report.quote.build import build_quote
from app.report.quote.model import QuoteDocument, QuoteOptions
from app.text import i18n
from app.text.languages import LANGUAGES
from app.ui import settings
from app.ui.session import Session

# Language names in their own language, as in the settings dialog.
DOCUMENT_LANGUAGES = tuple((code, lang.native_name) for code, lang in LANGUAGES.items())
PAPERS = (("a4", "A4"), ("letter", "Letter"))
# Typing in a field redraws the preview after this pause, not on every key.
PREVIEW_DELAY_MS = 350
DIALOG_SIZE = (980, 760)
FORM_WIDTH = 300
SAFE_NAME = re.compile(r"[^\w.-]+", re.UNICODE)


def default_file_name(project: str, lang: str) -> str:
    stem = SAFE_NAME.sub("-", project.strip()).strip("-").lower() or "headroom"
    return f"{stem}-quote-{lang}.pdf"


class QuoteDialog(QDialog):
    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Export quote request"))
        self.resize(*DIALOG_SIZE)
        self.quote: QuoteDocument | None = None
        self.comparison, self.servers, self.explicit = self._candidates()

        self.language = QComboBox(self)
        for code, name in DOCUMENT_LANGUAGES:
            self.language.addItem(name, code)
        lang = settings.get("quote/language") or settings.get("language") or i18n.current_language()
        self.language.setCurrentIndex(max(0, self.language.findData(lang)))
        self.language.setToolTip(self.tr("The document's language; it need not be the window's."))
        self.paper = QComboBox(self)
        for code, name in PAPERS:
            self.paper.addItem(name, code)
        self.paper.setCurrentIndex(max(0, self.paper.findData(settings.get("quote/paper") or "a4")))
        self.author = QLineEdit(str(settings.get("quote/author") or ""), self)
        self.company = QLineEdit(str(settings.get("quote/company") or ""), self)
        self.email = QLineEdit(str(settings.get("quote/email") or ""), self)
        self.scope = QLabel(self._scope_text(), self)
        self.scope.setWordWrap(True)

        self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self.preview = QPrintPreviewWidget(self.printer, self)
        self.preview.setZoomMode(QPrintPreviewWidget.ZoomMode.FitToWidth)
        self.preview.paintRequested.connect(self._paint)

        self.save_button = QPushButton(self.tr("&Save PDF…"), self)
        self.save_button.setDefault(True)
        self.save_button.clicked.connect(self.save)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow(self.tr("&Paper:"), self.paper)
        form.addRow(self.tr("&Prepared by:"), self.author)
        form.addRow(self.tr("&Company:"), self.company)
        form.addRow(self.tr("&E-mail:"), self.email)
        form.addRow(self.scope)
        side = QWidget(self)
        side.setLayout(form)
        side.setFixedWidth(FORM_WIDTH)
        body = QHBoxLayout()
        body.addWidget(side)
        body.addWidget(self.preview, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(buttons)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(PREVIEW_DELAY_MS)
        self._timer.timeout.connect(self.refresh)
        for combo in (self.language, self.paper):
            combo.currentIndexChanged.connect(self.refresh)
        for edit in (self.author, self.company, self.email):
            edit.textChanged.connect(self._timer.start)
        self.refresh()

    # -- what goes in ----------------------------------------------------------------------------
    def _candidates(self) -> tuple[Comparison | None, list[ServerProfile], bool]:
        """The "Add to quote" selection, or else every profile (the document keeps the best three)."""
        explicit = bool(self.session.quote_ids)
        ids = list(self.session.quote_ids) if explicit else \
            [e.id for e in self.session.store.all_profiles(include_archived=False)]
        servers = [p for p in (self.session.server(i) for i in ids) if p is not None]
        return self.session.comparison(ids), servers, explicit

    def _scope_text(self) -> str:
        if self.comparison is None:
            return self.tr("The workload has problems to fix before a quote can be made.")
        if self.explicit:
            return self.tr("Configurations: the %n profiles you added to the quote.", "",
                           len(self.comparison.results))
        return self.tr("No profiles were added to the quote: it shows the three best-ranked of all %n profiles.",
                       "", len(self.comparison.results))

    def options(self) -> QuoteOptions:
        return QuoteOptions(lang=str(self.language.currentData()), paper=str(self.paper.currentData()),
                            unit=self.session.unit, author=self.author.text().strip(),
                            company=self.company.text().strip(), email=self.email.text().strip())

    # -- the preview -----------------------------------------------------------------------------
    def refresh(self) -> None:
        self._timer.stop()
        workload = self.session.outcome.workload
        if workload is None or self.comparison is None:
            self.quote = None
        else:
            from app.ui.pilot.measured import quote_pilot_results

            workloads = self.session.project.workloads() if self.session.project.count() > 1 else None
            if workloads:  # several workloads for one server: one request covering them all
                from app.report.quote.together import quote_for_set

                self.quote = quote_for_set(workloads, self.servers, self.session.catalog, self.options(),
                                           explicit=self.explicit, pilot_results=quote_pilot_results(self.session)
                                           if self.session.project.current == 0 else None)
            else:
                self.quote = build_quote(workload, self.comparison, self.session.catalog, self.options(),
                                         explicit=self.explicit, servers=self.servers,
                                         pilot_results=quote_pilot_results(self.session))
        self.save_button.setEnabled(self.quote is not None)
        self.preview.updatePreview()

    def _paint(self, printer: QPrinter) -> None:
        if self.quote is None:
            return
        from app.report.pdf.writer import QuoteLayout

        layout = QuoteLayout(self.quote, printer)
        painter = QPainter(printer)
        try:
            layout.paint(painter)
        finally:
            painter.end()

    # -- saving ----------------------------------------------------------------------------------
    def save(self) -> None:
        if self.quote is None:
            return
        from app.report.pdf.writer import QuoteWriteError, write_pdf

        folder = str(settings.get("paths/last_quote_folder") or settings.get("paths/last_folder") or Path.home())
        suggested = str(Path(folder) / default_file_name(self.quote.project, self.quote.options.lang))
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save quote request"), suggested,
                                              self.tr("PDF documents (*.pdf)"))
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        try:
            pages = write_pdf(self.quote, path)
        except QuoteWriteError as exc:
            QMessageBox.critical(self, self.tr("Quote not saved"),
                                 self.tr("Cannot write {path}: {reason}").format(path=path, reason=exc.strerror))
            return
        self._remember(Path(path))
        self.session.notice.emit(self.tr("Saved the quote request, %n pages, to {path}", "", pages).format(path=path))
        self.accept()

    def _remember(self, path: Path) -> None:
        o = self.options()
        for key, value in (("quote/language", o.lang), ("quote/paper", o.paper), ("quote/author", o.author),
                           ("quote/company", o.company), ("quote/email", o.email),
                           ("paths/last_quote_folder", str(path.parent))):
            settings.put(key, value)
