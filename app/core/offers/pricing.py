"""What a buyer pays for a piece of work on an offer: the one cost rule, for every term and every kind of work.

Offers come in three shapes (`app.core.offers.server.Price`), and the same work costs differently on each:

- monthly: billed in whole months. A service that runs all month pays the month; a job of H hours pays
  ⌈H ÷ 730⌉ months — a 2-hour job costs a whole month;
- hourly with a minimum: hourly × max(H, minimum hours); a service that runs all month pays hourly × 730 h
  (a minimum above 730 h is billed in full);
- bought outright: a monthly equivalent, the price spread over the years of use plus the power the server
  draws all month at an electricity price (`PurchaseTerms`, defaults with their sources, editable in
  Settings and on the command line), billed like a monthly offer.

An offer may state several terms (a provider who rents by the hour or by the month): the work is costed
on each and the cheapest decides; the cost says which term did (`OfferCost.term`). `servers` counts the
machines the work needs (default 1): every figure is multiplied by it.

Electricity is priced in its own currency and converted through the exchange rates; a purchase whose
electricity cannot be converted has no cost (never silently treated as another currency).
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from app.core.offers.money import HOURS_PER_MONTH, ExchangeRates, currency_code, load_rates
from app.core.offers.server import Price
from app.infra import paths
from app.infra.atomic import atomic_write_text

PURCHASE_FORMAT = "headroom.purchase/1"
USER_PURCHASE_NAME = "purchase_terms.json"
MONTHS_PER_YEAR = 12
W_PER_KW = 1000

# Years a bought server is used before it is replaced: 3, the usual length of a server's standard
# warranty and support term (Dell ProSupport, HPE Foundation Care and Supermicro standard warranties
# are 3 years) and of an IT hardware lease; the price is spread over them.
DEFAULT_YEARS_OF_USE = 3.0
YEARS_SOURCE = "3 years: the standard server warranty and lease term (Dell, HPE, Supermicro)"
# Electricity for a business: 0.20 EUR/kWh, the EU average price for non-household consumers in the second
# half of 2023, excluding VAT and other recoverable taxes (Eurostat, nrg_pc_205, "Electricity price
# statistics", Statistics Explained, April 2024).
DEFAULT_ELECTRICITY_PRICE = 0.20
DEFAULT_ELECTRICITY_CURRENCY = "EUR"
ELECTRICITY_SOURCE = "Eurostat nrg_pc_205: EU non-household average, 2nd half of 2023, excl. VAT"
MAX_YEARS_OF_USE = 50.0
MAX_ELECTRICITY_PRICE = 1000.0

Term = Literal["monthly", "hourly", "purchase"]
TERMS: tuple[Term, ...] = ("monthly", "hourly", "purchase")


class PurchaseTerms(BaseModel):
    """How a bought server is turned into a monthly figure."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: str = PURCHASE_FORMAT
    years_of_use: float = Field(default=DEFAULT_YEARS_OF_USE, gt=0, le=MAX_YEARS_OF_USE,
                                description="Years the server is used: its price is spread over them.")
    electricity_price: float = Field(default=DEFAULT_ELECTRICITY_PRICE, ge=0, le=MAX_ELECTRICITY_PRICE,
                                     description="Price of one kWh, in `electricity_currency`.")
    electricity_currency: str = DEFAULT_ELECTRICITY_CURRENCY
    source: str = Field(default=f"{YEARS_SOURCE}; {ELECTRICITY_SOURCE}",
                        description="Where the figures come from; 'user' for the user's own.")

    @field_validator("electricity_currency")
    @classmethod
    def _code(cls, value: str) -> str:
        return currency_code(value)

    @property
    def is_default(self) -> bool:
        return self == PurchaseTerms()


class PurchaseTermsError(Exception):
    """A purchase-terms file that cannot be used (the message names what is wrong)."""


def user_purchase_path(create: bool = False) -> Path:
    return paths.data_dir(create=create) / USER_PURCHASE_NAME


def load_purchase_terms() -> PurchaseTerms:
    """The user's terms where they saved their own (and the file is sound), else the defaults."""
    path = user_purchase_path()
    if path.is_file():
        try:
            return PurchaseTerms.model_validate(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, ValidationError):
            pass  # a damaged file is never fatal: the defaults apply, Settings shows them
    return PurchaseTerms()


def save_purchase_terms(terms: PurchaseTerms) -> None:
    text = json.dumps(terms.model_dump(mode="json"), indent=1, ensure_ascii=False) + "\n"
    atomic_write_text(user_purchase_path(create=True), text)


def reset_purchase_terms() -> PurchaseTerms:
    user_purchase_path().unlink(missing_ok=True)
    return PurchaseTerms()


class Pricing(NamedTuple):
    """Everything the cost rule reads besides the offer: purchase terms and exchange rates."""

    terms: PurchaseTerms
    rates: ExchangeRates


def load_pricing(rates: ExchangeRates | None = None, terms: PurchaseTerms | None = None) -> Pricing:
    return Pricing(terms if terms is not None else load_purchase_terms(),
                   rates if rates is not None else load_rates())


class OfferCost(BaseModel):
    """The cost of a piece of work on one offer, in the offer's currency, and the term that decided it."""

    model_config = ConfigDict(frozen=True)

    amount: float
    currency: str
    term: Term
    job_hours: float | None = Field(default=None, description="Hours the job runs; None: a service, all month.")
    billed_hours: float | None = Field(default=None, description="Hourly term: the hours paid (minimum applied).")
    billed_months: int | None = Field(default=None, description="Monthly or bought: whole months paid.")
    rate: float = Field(description="The term's rate: per hour (hourly), per month (monthly; bought: the "
                                    "monthly equivalent).")
    servers: int = 1
    purchase: float | None = Field(default=None, description="Bought: the price.")
    years_of_use: float | None = None
    power_w: float | None = Field(default=None, description="Bought: the draw the electricity is counted at.")
    electricity_price: float | None = Field(default=None, description="Bought: per kWh, in the offer's currency.")
    electricity_monthly: float | None = Field(default=None, description="Bought: the month's electricity.")

    @property
    def short_for_month(self) -> bool:
        """A job that pays a whole month for less than half of it (a monthly or bought term)."""
        return self.job_hours is not None and self.billed_months is not None \
            and self.job_hours < self.billed_months * HOURS_PER_MONTH * SHORT_JOB_SHARE


# A job that uses less than half of the months it pays for is "too short for a monthly offer": the buyer is told
# so and pointed at offers billed by the hour (half: beyond it even a 100 % hourly premium would not pay off).
SHORT_JOB_SHARE = 0.5


def purchase_monthly(price: Price, power_w: float | None, pricing: Pricing) -> tuple[float, float, float] | None:
    """(monthly equivalent, electricity per kWh in the offer's currency, the month's electricity) of a
    bought offer; None without a purchase price or when electricity cannot be converted."""
    if price.purchase is None:
        return None
    terms = pricing.terms
    per_kwh = pricing.rates.convert(terms.electricity_price, terms.electricity_currency, price.currency) \
        if terms.electricity_currency.upper() != price.currency.upper() else terms.electricity_price
    if per_kwh is None:
        return None
    power = (power_w or 0.0) / W_PER_KW * HOURS_PER_MONTH * per_kwh
    return price.purchase / (terms.years_of_use * MONTHS_PER_YEAR) + power, per_kwh, power


def _months(hours: float | None) -> int:
    return 1 if hours is None else max(1, math.ceil(hours / HOURS_PER_MONTH - 1e-9))


def _term_amount(term: Term, price: Price, hours: float | None, power_w: float | None, pricing: Pricing,
                 servers: int) -> float | None:
    """The `amount` `_term_cost` gives for `term`, by the same arithmetic, without building the cost."""
    if term == "monthly" and price.monthly is not None:
        return price.monthly * _months(hours) * servers
    if term == "hourly" and price.hourly is not None:
        return price.hourly * max(HOURS_PER_MONTH if hours is None else hours, price.minimum_hours or 0.0) * servers
    if term == "purchase":
        bought = purchase_monthly(price, power_w, pricing)
        return None if bought is None else bought[0] * _months(hours) * servers
    return None


def cheapest_amount(price: Price | None, hours: float | None, pricing: Pricing, *, power_w: float | None = None,
                    servers: int = 1) -> float | None:
    """`cost_of_work(...).amount`, without building the costs: the shortlist orders every offer of a library
    (10,000 of them) by it before placing any."""
    if price is None:
        return None
    amounts = [a for term in TERMS if (a := _term_amount(term, price, hours, power_w, pricing, servers)) is not None]
    return min(amounts) if amounts else None


def _term_cost(term: Term, price: Price, hours: float | None, power_w: float | None, pricing: Pricing,
               servers: int) -> OfferCost | None:
    common = {"currency": price.currency.upper(), "term": term, "job_hours": hours, "servers": servers}
    if term == "monthly" and price.monthly is not None:
        months = _months(hours)
        return OfferCost(amount=price.monthly * months * servers, billed_months=months, rate=price.monthly, **common)
    if term == "hourly" and price.hourly is not None:
        billed = max(HOURS_PER_MONTH if hours is None else hours, price.minimum_hours or 0.0)
        return OfferCost(amount=price.hourly * billed * servers, billed_hours=billed, rate=price.hourly, **common)
    if term == "purchase":
        bought = purchase_monthly(price, power_w, pricing)
        if bought is None:
            return None
        monthly, per_kwh, power = bought
        months = _months(hours)
        return OfferCost(amount=monthly * months * servers, billed_months=months, rate=monthly,
                         purchase=price.purchase, years_of_use=pricing.terms.years_of_use, power_w=power_w,
                         electricity_price=per_kwh, electricity_monthly=power, **common)
    return None


def cost_of_work(price: Price | None, hours: float | None, pricing: Pricing, *, power_w: float | None = None,
                 servers: int = 1) -> OfferCost | None:
    """What `servers` machines of this offer cost for the work: a job of `hours` hours, or (None) a service
    that runs all month. The cheapest of the offer's terms decides; None when no term can be costed."""
    if price is None:
        return None
    costs = [c for term in TERMS if (c := _term_cost(term, price, hours, power_w, pricing, servers)) is not None]
    return min(costs, key=lambda c: c.amount) if costs else None
