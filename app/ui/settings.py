"""User settings (QSettings): one place for the keys, their defaults and types."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings

if TYPE_CHECKING:  # app.core.offers.money loads pydantic (~0.1 s): not before the window's first paint
    from app.core.offers.money import ExchangeRates
    from app.core.offers.pricing import PurchaseTerms

ORGANIZATION = "Headroom"
APPLICATION = "Headroom"

DEFAULTS: dict[str, Any] = {
    "language": "",  # "" = from the system locale
    "unit": "GB",
    "window/geometry": None,
    "window/state": None,
    "paths/last_folder": "",
    "paths/last_quote_folder": "",
    "paths/recent_files": [],
    "quote/author": "",
    "quote/company": "",
    "quote/email": "",
    "quote/paper": "a4",
    "quote/language": "",
}
MAX_RECENT_FILES = 8


def qsettings() -> QSettings:
    """Settings live beside the user data when HEADROOM_HOME is set (tests), else Qt's native place."""
    home = os.environ.get("HEADROOM_HOME")
    if home:
        return QSettings(os.path.join(home, "settings.ini"), QSettings.Format.IniFormat)
    return QSettings(ORGANIZATION, APPLICATION)


def get(key: str) -> Any:
    default = DEFAULTS.get(key)
    value = qsettings().value(key, default)
    if isinstance(default, list):
        if value is None or value == "":
            return []
        return [value] if isinstance(value, str) else list(value)  # type: ignore[call-overload]
    return value


def put(key: str, value: Any) -> None:
    s = qsettings()
    s.setValue(key, value)
    s.sync()


def add_recent_file(path: str) -> list[str]:
    files = [p for p in get("paths/recent_files") if p != path]
    files.insert(0, path)
    files = files[:MAX_RECENT_FILES]
    put("paths/recent_files", files)
    return files


def exchange_rates() -> ExchangeRates:
    """The rates offers in different currencies are compared with: the user's own, else the shipped ones.

    Kept as a file in the user data folder (not in QSettings) so the command line and the quote, which
    run without Qt, use the same ones (app.core.offers.money)."""
    from app.core.offers.money import load_rates

    return load_rates()


def set_exchange_rates(rates: ExchangeRates) -> None:
    from app.core.offers.money import save_rates

    save_rates(rates)


def purchase_terms() -> PurchaseTerms:
    """How a bought server is costed (years of use, electricity price): the user's own, else the defaults.
    A file in the user data folder, like the rates (app.core.offers.pricing)."""
    from app.core.offers.pricing import load_purchase_terms

    return load_purchase_terms()


def set_purchase_terms(terms: PurchaseTerms) -> None:
    from app.core.offers.pricing import reset_purchase_terms, save_purchase_terms

    if terms.is_default:
        reset_purchase_terms()
    else:
        save_purchase_terms(terms)
