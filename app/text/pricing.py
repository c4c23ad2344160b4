"""An offer's cost in words, saying which of its terms decided it (context "Pricing").

The core costs the work (`app.core.offers.pricing.cost_of_work`); this module words the `OfferCost` it gives, the
same for the window, the command line and the quote: "billed by the month: the 2 h job pays a whole month,
650 USD"; "bought: 24,000 USD over 3 years + 1.2 kW at 0.15 USD/kWh = 798 USD a month".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.text.counts import counted
from app.text.formatting import Fmt
from app.text.i18n import translate

if TYPE_CHECKING:
    from app.core.fit.types import Comparison, FitResult
    from app.core.offers.pricing import OfferCost, PurchaseTerms
    from app.core.offers.server import Price

CTX = "Pricing"
W_PER_KW = 1000
ELECTRICITY_DIGITS = 2  # 0.20 EUR/kWh: cents are what differ between tariffs
KW_DIGITS = 1


# Costs at or above this are shown without decimals (1,234 USD), smaller ones with two (0.42 USD).
WHOLE_AMOUNT_FROM = 100


def money(fmt: Fmt, amount: float, currency: str) -> str:
    digits = 0 if abs(amount) >= WHOLE_AMOUNT_FROM or float(amount).is_integer() else 2
    return f"{fmt.number(amount, digits)}{fmt.sep}{currency}".strip()


def _hours(fmt: Fmt, hours: float) -> str:
    return fmt.number(hours, 0 if float(hours).is_integer() or hours >= 10 else 1)


def _bought(cost: OfferCost, fmt: Fmt) -> str:
    """'24,000 USD over 3 years + 1.2 kW at 0.15 USD/kWh = 798 USD a month'."""
    currency = cost.currency
    spread = translate("Pricing", "{price} over {years}").format(
        price=money(fmt, cost.purchase or 0.0, currency), years=counted("years", cost.years_of_use or 0, fmt))
    if cost.power_w:
        power = translate("Pricing", "{kw} kW at {price}/kWh").format(
            kw=fmt.number(cost.power_w / W_PER_KW, KW_DIGITS),
            price=f"{fmt.number(cost.electricity_price or 0.0, ELECTRICITY_DIGITS)}{fmt.sep}{currency}")
        spread = f"{spread} + {power}"
    return translate("Pricing", "{parts} = {monthly} a month").format(parts=spread, monthly=money(fmt, cost.rate, currency))


def term_text(cost: OfferCost, fmt: Fmt) -> str:
    """The cost and the term that decided it, as a clause."""
    amount = money(fmt, cost.amount, cost.currency)
    rate = money(fmt, cost.rate, cost.currency)
    if cost.term == "hourly":
        if cost.job_hours is None:
            return translate("Pricing", "billed by the hour: {rate} × {hours} h = {amount} a month").format(
                rate=rate, hours=_hours(fmt, cost.billed_hours or 0.0), amount=amount)
        if cost.billed_hours is not None and cost.billed_hours > cost.job_hours:
            return translate("Pricing", "billed by the hour with a minimum of {minimum} h: the {hours} h job pays "
                                  "{minimum} h at {rate} = {amount}").format(
                minimum=_hours(fmt, cost.billed_hours), hours=_hours(fmt, cost.job_hours), rate=rate, amount=amount)
        return translate("Pricing", "billed by the hour: the {hours} h job at {rate} an hour = {amount}").format(
            hours=_hours(fmt, cost.job_hours), rate=rate, amount=amount)
    months = cost.billed_months or 1
    if cost.term == "purchase":
        bought = translate("Pricing", "bought: {parts}").format(parts=_bought(cost, fmt))
        if cost.job_hours is None:
            return bought
        return translate("Pricing", "{bought}; the {hours} h job takes {months} of it, {amount}").format(
            bought=bought, hours=_hours(fmt, cost.job_hours), months=counted("months", months, fmt), amount=amount)
    if cost.job_hours is None:
        return translate("Pricing", "billed by the month: {amount} a month").format(amount=amount)
    if months == 1:
        return translate("Pricing", "billed by the month: the {hours} h job costs a month, {amount}").format(
            hours=_hours(fmt, cost.job_hours), amount=amount)
    return translate("Pricing", "billed by the month: the {hours} h job costs {months} at {rate} = {amount}").format(
        hours=_hours(fmt, cost.job_hours), months=counted("months", months, fmt), rate=rate, amount=amount)


def price_terms_text(price: Price | None, fmt: Fmt) -> str:
    """An offer's terms as its profile states them: '650 USD a month · 2.10 USD an hour (minimum 730 h) ·
    bought for 24,000 USD'; '—' without a price."""
    if price is None:
        return "—"
    currency = price.currency.upper()
    parts: list[str] = []
    if price.monthly is not None:
        parts.append(translate("Pricing", "{amount} a month").format(amount=money(fmt, price.monthly, currency)))
    if price.hourly is not None:
        hourly = translate("Pricing", "{amount} an hour").format(amount=money(fmt, price.hourly, currency))
        if price.minimum_hours:
            hourly += " " + translate("Pricing", "(minimum {hours} h)").format(hours=_hours(fmt, price.minimum_hours))
        parts.append(hourly)
    if price.purchase is not None:
        parts.append(translate("Pricing", "bought for {amount}").format(amount=money(fmt, price.purchase, currency)))
    return " · ".join(parts)


def short_job_text(comparison: Comparison, fmt: Fmt) -> str:
    """When the recommended offer bills whole months for a job that uses less than half of them: say so, name
    the cheapest offer that fits under its terms, and what would cost less."""
    best = comparison.best
    cost = comparison.costs.get(best.key) if best is not None else None
    if not comparison.short_job or best is None or cost is None or cost.detail is None:
        return ""
    detail = cost.detail
    return translate("Pricing", "This job is too short for a monthly offer: it runs about {hours} h, yet pays {months}. "
                          "Of these offers the cheapest that fits, under its own terms, is {name} at {amount}; ask "
                          "providers for offers billed by the hour with a short minimum.").format(
        hours=_hours(fmt, detail.job_hours or 0.0), months=counted("months", detail.billed_months or 1, fmt),
        name=best.server_name, amount=money(fmt, cost.amount, cost.currency))


def purchase_terms_text(terms: PurchaseTerms, fmt: Fmt) -> str:
    """'3 years of use, electricity 0.20 EUR/kWh (source)'."""
    origin = translate("Pricing", "your own figures") if terms.source == "user" else terms.source
    return translate("Pricing", "A bought server is spread over {years} of use, electricity at {price}/kWh ({origin}).").format(
        years=counted("years", terms.years_of_use, fmt),
        price=f"{fmt.number(terms.electricity_price, ELECTRICITY_DIGITS)}{fmt.sep}{terms.electricity_currency}",
        origin=origin)


def result_cost_text(result: FitResult, fmt: Fmt) -> str:
    """A placed offer's own cost with its term: the job where it has one, else a month."""
    cost = result.job_cost or result.month_cost
    return term_text(cost, fmt) if cost is not None else ""
