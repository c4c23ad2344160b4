"""Prices in several currencies: exchange rates, where they come from, and converting with them.

A price keeps its currency. Offers are ranked against each other only through a stated rate: the
shipped defaults (`resources/catalog/exchange_rates.json`, the ECB's reference rates of one day)
or the user's own (a file in the user data folder, edited in Settings), used alike by the window,
the command line and the quote. A currency without a rate is never silently treated as another.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from app.infra import paths, resources
from app.infra.atomic import atomic_write_text

RATES_FORMAT = "headroom.rates/1"
USER_RATES_NAME = "exchange_rates.json"
CURRENCY_CODE_LENGTH = 3  # ISO 4217 alphabetic codes


def currency_code(text: str) -> str:
    """'usd ' → 'USD'. Raises ValueError for anything but three letters."""
    code = text.strip().upper()
    if len(code) != CURRENCY_CODE_LENGTH or not code.isalpha() or not code.isascii():
        raise ValueError(f"{text!r} is not a three-letter currency code")
    return code


class ExchangeRates(BaseModel):
    """How many units of each currency one unit of `base` buys, on `date`, according to `source`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: str = RATES_FORMAT
    base: str = "EUR"
    date: str = Field(default="", description="The day the rates are from (ISO date), or empty.")
    source: str = Field(default="", description="Where the rates come from; 'user' for the user's own.")
    url: str = Field(default="", description="Where the source publishes them.")
    note: str = Field(default="", description="How the rates were read (for the shipped defaults).")
    rates: dict[str, float] = Field(default_factory=dict)

    @field_validator("base")
    @classmethod
    def _base_code(cls, value: str) -> str:
        return currency_code(value)

    @field_validator("rates")
    @classmethod
    def _positive(cls, value: dict[str, float]) -> dict[str, float]:
        out: dict[str, float] = {}
        for code, rate in value.items():
            if not rate > 0:
                raise ValueError(f"{code}: a rate must be above 0")
            out[currency_code(code)] = float(rate)
        return out

    def per_base(self, currency: str) -> float | None:
        """Units of `currency` per one unit of the base; None when no rate is known."""
        code = currency.upper()
        return 1.0 if code == self.base else self.rates.get(code)

    def knows(self, currency: str) -> bool:
        return self.per_base(currency) is not None

    def to_base(self, amount: float, currency: str) -> float | None:
        rate = self.per_base(currency)
        return None if rate is None else amount / rate

    def convert(self, amount: float, currency: str, to: str) -> float | None:
        """`amount` of `currency` in `to`, through the base; None when either rate is unknown."""
        in_base, rate_to = self.to_base(amount, currency), self.per_base(to)
        return None if in_base is None or rate_to is None else in_base * rate_to

    def rate_between(self, currency: str, to: str) -> float | None:
        """Units of `to` for one unit of `currency`."""
        return self.convert(1.0, currency, to)


class RatesError(Exception):
    """A rates file that cannot be used (the message names what is wrong)."""


def read_rates(path: Path) -> ExchangeRates:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return ExchangeRates.model_validate(data)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, ValidationError) as exc:
        raise RatesError(f"{path.name}: {exc}") from None


def shipped_rates() -> ExchangeRates:
    return read_rates(resources.path("catalog", "exchange_rates.json"))


def user_rates_path(create: bool = False) -> Path:
    """Where the user's own rates live (reading never creates the data folder)."""
    return paths.data_dir(create=create) / USER_RATES_NAME


def load_rates() -> ExchangeRates:
    """The user's rates where they saved their own (and the file is sound), else the shipped defaults."""
    path = user_rates_path()
    if path.is_file():
        try:
            return read_rates(path)
        except RatesError:
            pass  # a damaged file is never fatal: the shipped defaults apply, Settings shows them
    return shipped_rates()


def save_rates(rates: ExchangeRates) -> None:
    """Keep the user's rates (atomically) for the window, the command line and the quote."""
    text = json.dumps(rates.model_dump(mode="json"), indent=1, ensure_ascii=False) + "\n"
    atomic_write_text(user_rates_path(create=True), text)


def reset_rates() -> ExchangeRates:
    """Forget the user's rates: the shipped defaults apply again."""
    user_rates_path().unlink(missing_ok=True)
    return shipped_rates()


# 730 hours a month (8,760 / 12): the convention of cloud price lists, and Headroom's for turning a
# monthly price into an hourly rate (a job's cost) and into tokens a month.
HOURS_PER_MONTH = 730
