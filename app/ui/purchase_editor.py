"""Purchase terms in Settings: how a bought server is costed (years of use, electricity price), with the
defaults' sources shown; kept in the user data folder and read by the window, the command line and the quote
alike (app.core.offers.pricing)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QFormLayout, QLabel, QPushButton, QWidget

from app.core.offers.pricing import MAX_ELECTRICITY_PRICE, MAX_YEARS_OF_USE, PurchaseTerms
from app.ui.library.form import CURRENCIES

YEARS_DECIMALS = 1
PRICE_DECIMALS = 3  # 0.205 EUR/kWh: tariffs are quoted to the tenth of a cent
YEARS_STEP = 0.5
PRICE_STEP = 0.01
USER_SOURCE = "user"


class PurchaseEditor(QWidget):
    """Edits a copy of the terms; `terms()` gives the edited ones ('user' as their source once changed)."""

    def __init__(self, terms: PurchaseTerms, parent: QWidget | None = None):
        super().__init__(parent)
        self.years = QDoubleSpinBox(self)
        self.years.setDecimals(YEARS_DECIMALS)
        self.years.setRange(10 ** -YEARS_DECIMALS, MAX_YEARS_OF_USE)
        self.years.setSingleStep(YEARS_STEP)
        self.years.setToolTip(self.tr("A bought server's price is spread over these years."))
        self.price = QDoubleSpinBox(self)
        self.price.setDecimals(PRICE_DECIMALS)
        self.price.setRange(0, MAX_ELECTRICITY_PRICE)
        self.price.setSingleStep(PRICE_STEP)
        self.price.setToolTip(self.tr("What one kWh costs where the server runs; the draw is the profile's power "
                                      "figure, else its GPUs' estimated draw."))
        self.currency = QComboBox(self)
        self.currency.setEditable(True)
        self.currency.addItems(list(CURRENCIES))
        self.origin = QLabel(self)
        self.origin.setWordWrap(True)
        self.defaults_button = QPushButton(self.tr("Restore the d&efaults"), self)
        self.defaults_button.clicked.connect(lambda: self.show_terms(PurchaseTerms()))
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.tr("&Years of use:"), self.years)
        form.addRow(self.tr("Electricity per &kWh:"), self.price)
        form.addRow(self.tr("Electricity &currency:"), self.currency)
        form.addRow("", self.origin)
        form.addRow("", self.defaults_button)
        self._shown = terms
        self.show_terms(terms)

    def show_terms(self, terms: PurchaseTerms) -> None:
        self._source = terms.source
        self.years.setValue(terms.years_of_use)
        self.price.setValue(terms.electricity_price)
        self.currency.setCurrentText(terms.electricity_currency)
        origin = self.tr("Your own figures.") if terms.source == USER_SOURCE else terms.source
        self.origin.setText(origin)

    def terms(self) -> PurchaseTerms:
        """The edited terms; ValueError naming the field when the currency is not a three-letter code."""
        values = {"years_of_use": round(self.years.value(), YEARS_DECIMALS),
                  "electricity_price": round(self.price.value(), PRICE_DECIMALS),
                  "electricity_currency": self.currency.currentText()}
        defaults = PurchaseTerms()
        same = PurchaseTerms(**values, source=defaults.source)
        return same if same == defaults else PurchaseTerms(**values, source=USER_SOURCE)

    @property
    def changed(self) -> bool:
        try:
            return self.terms() != self._shown
        except ValueError:
            return True
