"""Preferences: the language of the window, the unit sizes are shown in (QSettings), and the exchange
rates offers in different currencies are compared with, and how a bought server is costed (files beside the
user data, read by the command line and the quote as well)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from app.core.units import Unit
from app.text.languages import LANGUAGES as LANGUAGE_TABLE
from app.ui import settings
from app.ui.purchase_editor import PurchaseEditor
from app.ui.rates_editor import RatesEditor
from app.ui.session import Session

# Language names are written in their own language: whoever cannot read the current one still finds theirs.
LANGUAGES = (("", None), *((code, lang.native_name) for code, lang in LANGUAGE_TABLE.items()))


class SettingsDialog(QDialog):
    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Settings"))
        self.language = QComboBox(self)
        for code, name in LANGUAGES:
            self.language.addItem(name or self.tr("As the system (default)"), code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.get("language") or "")))
        self.language.setToolTip(self.tr("The language of the window and of the messages."))
        self.unit = QComboBox(self)
        self.unit.addItem(self.tr("GB — 10⁹ bytes, as vendors quote memory"), Unit.GB.value)
        self.unit.addItem(self.tr("GiB — 2³⁰ bytes, as nvidia-smi shows it"), Unit.GiB.value)
        self.unit.setCurrentIndex(max(0, self.unit.findData(session.unit)))
        self.unit.setToolTip(self.tr("The unit every size in the window is shown in."))
        note = QLabel(self.tr("A new language applies the next time Headroom starts."), self)
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                   self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.rates = RatesEditor(settings.exchange_rates(), self)
        rates_box = QGroupBox(self.tr("Exchange rates"), self)
        QVBoxLayout(rates_box).addWidget(self.rates)
        self.purchase = PurchaseEditor(settings.purchase_terms(), self)
        purchase_box = QGroupBox(self.tr("Bought servers"), self)
        QVBoxLayout(purchase_box).addWidget(self.purchase)
        form = QFormLayout(self)
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow("", note)
        form.addRow(self.tr("&Sizes in:"), self.unit)
        form.addRow(rates_box)
        form.addRow(purchase_box)
        form.addRow(buttons)
        self.accepted.connect(self._store)

    def accept(self) -> None:
        """Keep the dialog open while a rate cannot be used (the problem is shown under the table)."""
        try:
            self.rates.rates()
        except ValueError as exc:
            self.rates.show_problem(str(exc))
            return
        try:
            self.purchase.terms()
        except ValueError as exc:
            self.purchase.origin.setText(str(exc))
            return
        super().accept()

    def _store(self) -> None:
        prices_changed = self.rates.changed or self.purchase.changed
        if self.rates.changed:
            settings.set_exchange_rates(self.rates.rates())
        if self.purchase.changed:
            settings.set_purchase_terms(self.purchase.terms())
        if prices_changed:
            self.session.rates_changed.emit()  # rankings and costs follow the rates and the purchase terms
        settings.put("language", self.language.currentData() or "")
        unit = str(self.unit.currentData())
        settings.put("unit", unit)
        self.session.set_unit(unit)
