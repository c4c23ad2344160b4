"""Exchange rates in Settings: one row per currency (units per one unit of the base), editable.

Offers in different currencies are ranked through these rates (app.core.fit.rank); the shipped
defaults carry their date and source, the user's own are kept in the user data folder and used
by the window, the command line and the quote alike (app.core.offers.money).
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.offers.money import ExchangeRates, currency_code, shipped_rates
from app.text import i18n
from app.text.formatting import Fmt
from app.ui import palette
from app.ui.wizard.fields import parse_float

CODE_COLUMN, RATE_COLUMN = 0, 1
RATE_DIGITS = 4
MIN_ROWS_SHOWN = 6
USER_SOURCE = "user"


class RatesEditor(QWidget):
    """Edits a copy of the rates; `rates()` gives the edited ones, or raises ValueError naming the bad row."""

    def __init__(self, rates: ExchangeRates, parent: QWidget | None = None):
        super().__init__(parent)
        self.base = rates.base
        self.origin = QLabel(self)
        self.origin.setWordWrap(True)
        self.table = QTableWidget(0, 2, self)
        self.table.setHorizontalHeaderLabels([self.tr("Currency"), self.tr("Per 1 {base}").format(base=rates.base)])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAccessibleName(self.tr("Exchange rates"))
        self.table.setMinimumHeight(self.table.verticalHeader().defaultSectionSize() * MIN_ROWS_SHOWN)
        self.table.itemChanged.connect(self._edited)
        self.add_button = QPushButton(self.tr("&Add currency"), self)
        self.add_button.clicked.connect(self.add_row)
        self.remove_button = QPushButton(self.tr("Re&move"), self)
        self.remove_button.clicked.connect(self.remove_selected)
        self.defaults_button = QPushButton(self.tr("Restore the &defaults"), self)
        self.defaults_button.setToolTip(self.tr("Use the shipped rates again (their date and source are shown)."))
        self.defaults_button.clicked.connect(lambda: self.show_rates(shipped_rates()))
        self.problem = QLabel(self)
        self.problem.setStyleSheet(palette.PROBLEM_STYLE)
        self.problem.setWordWrap(True)
        buttons = QHBoxLayout()
        for button in (self.add_button, self.remove_button, self.defaults_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.origin)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        layout.addWidget(self.problem)
        self._source, self._date = rates.source, rates.date
        self._changed = False
        self.show_rates(rates)

    def show_rates(self, rates: ExchangeRates) -> None:
        fmt = Fmt(lang=i18n.current_language())
        self.table.blockSignals(True)
        self.table.setRowCount(0)
        for code, rate in sorted(rates.rates.items()):
            self._append(code, fmt.number(rate, RATE_DIGITS))
        self.table.blockSignals(False)
        self._source, self._date, self._changed = rates.source, rates.date, False
        self._show_origin()

    def _append(self, code: str, rate: str) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        self.table.setItem(row, CODE_COLUMN, QTableWidgetItem(code))
        item = QTableWidgetItem(rate)
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.table.setItem(row, RATE_COLUMN, item)

    def _show_origin(self) -> None:
        if self._changed or self._source == USER_SOURCE:
            text = self.tr("Your own rates{date}. Offers in a currency not listed here are not ranked against "
                           "offers in other currencies.").format(date=f" ({self._date})" if self._date else "")
        else:
            text = self.tr("Shipped defaults: {source} ({date}). Replace them with the rates you use; offers in a "
                           "currency not listed here are not ranked against offers in other currencies.").format(
                source=self._source, date=self._date)
        self.origin.setText(text)

    def _edited(self, _item: QTableWidgetItem) -> None:
        self._changed = True
        self._show_origin()
        self.problem.setText("")

    def add_row(self) -> None:
        self._append("", "")
        row = self.table.rowCount() - 1
        self.table.setCurrentCell(row, CODE_COLUMN)
        item = self.table.item(row, CODE_COLUMN)
        if item is not None:
            self.table.editItem(item)
        self._edited(QTableWidgetItem())

    def remove_selected(self) -> None:
        for row in sorted({i.row() for i in self.table.selectedIndexes()}, reverse=True):
            self.table.removeRow(row)
        self._edited(QTableWidgetItem())

    @property
    def changed(self) -> bool:
        return self._changed

    def rates(self) -> ExchangeRates:
        """The rates as edited (the user's own once changed). Raises ValueError naming the first bad row."""
        if not self._changed:
            return ExchangeRates(base=self.base, date=self._date, source=self._source, rates=self._rows())
        return ExchangeRates(base=self.base, date=dt.date.today().isoformat(), source=USER_SOURCE,
                             rates=self._rows())

    def _rows(self) -> dict[str, float]:
        out: dict[str, float] = {}
        for row in range(self.table.rowCount()):
            code_item, rate_item = self.table.item(row, CODE_COLUMN), self.table.item(row, RATE_COLUMN)
            code_text = code_item.text() if code_item is not None else ""
            rate_text = rate_item.text() if rate_item is not None else ""
            if not code_text.strip() and not rate_text.strip():
                continue  # an empty row added and left
            try:
                code = currency_code(code_text)
            except ValueError:
                raise ValueError(self.tr("Row {row}: “{code}” is not a three-letter currency code.").format(
                    row=row + 1, code=code_text)) from None
            rate = parse_float(rate_text)
            if not isinstance(rate, int | float) or rate <= 0:
                raise ValueError(self.tr("{code}: the rate must be a number above 0.").format(code=code))
            if code != self.base:
                out[code] = rate
        return out

    def show_problem(self, text: str) -> None:
        self.problem.setText(text)
