"""What a buyer pays (issue 30): one cost rule for every term (monthly, hourly with a minimum, bought) and
every kind of work, in every currency the rates convert; the ranking, its reason and the figures follow it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.core.catalog import load_catalog
from app.core.fit.rank import compare
from app.core.offers.money import HOURS_PER_MONTH, ExchangeRates, shipped_rates
from app.core.offers.pricing import (
    DEFAULT_YEARS_OF_USE,
    Pricing,
    PurchaseTerms,
    cheapest_amount,
    cost_of_work,
    load_purchase_terms,
    reset_purchase_terms,
    save_purchase_terms,
)
from app.core.offers.server import Price, ServerProfile
from app.core.workload.io import read_workload_file
from app.infra import resources
from app.text.advice import recommendation_text
from app.text.formatting import Fmt
from app.text.pricing import term_text

CATALOG = load_catalog()
SHIPPED = {s["id"]: s for s in CATALOG.servers}
QLORA = read_workload_file(resources.path("examples", "qlora-8b.headroom.json"))
CHATBOT = read_workload_file(resources.path("examples", "chatbot-8b.headroom.json"))
FMT = Fmt()
RATES = shipped_rates()
USD = 1.0411  # USD per EUR in the shipped rates (ECB, 28 February 2025)


def offer(base: str, name: str, **price: float | str) -> ServerProfile:
    return ServerProfile.model_validate({**SHIPPED[base], "id": name, "name": name,
                                         "price": {"currency": "USD", **price}})


def pricing(**terms: float | str) -> Pricing:
    return Pricing(PurchaseTerms(**terms), RATES)  # type: ignore[arg-type]


# -- the rule, term by term ----------------------------------------------------------------------

@pytest.mark.parametrize(("hours", "months"), [(2, 1), (730, 1), (731, 2), (2000, 3)])
def test_a_monthly_offer_bills_whole_months(hours: float, months: int) -> None:
    cost = cost_of_work(Price(monthly=650, currency="USD"), hours, pricing())
    assert cost is not None and cost.term == "monthly"
    assert (cost.amount, cost.billed_months) == (650 * months, months)


@pytest.mark.parametrize(("hours", "minimum", "billed"), [(2, 1, 2), (0.5, 1, 1), (2, 730, 730), (None, 1, 730),
                                                          (None, 8760, 8760)])
def test_an_hourly_offer_bills_the_hours_or_its_minimum(hours: float | None, minimum: float, billed: float) -> None:
    # hourly × max(hours, minimum); a service (hours None) runs all month: 730 h, or a longer minimum.
    cost = cost_of_work(Price(hourly=2.5, minimum_hours=minimum, currency="USD"), hours, pricing())
    assert cost is not None and cost.term == "hourly"
    assert cost.billed_hours == billed and cost.amount == pytest.approx(2.5 * billed)


def test_a_bought_server_spreads_its_price_and_adds_its_power() -> None:
    # 24,000 USD over 3 years = 666.67 USD a month; 1.2 kW × 730 h = 876 kWh at 0.15 USD = 131.40 USD.
    cost = cost_of_work(Price(purchase=24_000, currency="USD"), None,
                        pricing(electricity_price=0.15, electricity_currency="USD"), power_w=1200)
    assert cost is not None and cost.term == "purchase"
    assert cost.amount == pytest.approx(24_000 / 36 + 876 * 0.15) == pytest.approx(798.07, abs=0.01)
    assert term_text(cost, FMT) == "bought: 24,000 USD over 3 years + 1.2 kW at 0.15 USD/kWh = 798 USD a month"


def test_electricity_is_converted_into_the_offers_currency() -> None:
    # The default 0.20 EUR/kWh in USD: 0.20 × 1.0411 = 0.20822 USD; 876 kWh of it = 182.40 USD.
    cost = cost_of_work(Price(purchase=24_000, currency="USD"), None, pricing(), power_w=1200)
    assert cost is not None and cost.amount == pytest.approx(24_000 / 36 + 876 * 0.20 * USD)
    # A currency without a rate: no cost, never a silent 1:1.
    lone = Pricing(PurchaseTerms(), ExchangeRates(base="EUR", rates={}))
    assert cost_of_work(Price(purchase=24_000, currency="USD"), None, lone, power_w=1200) is None


@pytest.mark.parametrize("currency", ["EUR", "USD", "PLN", "GBP", "JPY"])
@pytest.mark.parametrize("hours", [None, 3.0, 1000.0])
def test_every_term_in_every_currency_for_every_kind_of_work(currency: str, hours: float | None) -> None:
    """Service (None), a short job and a long one; each term alone, and all three: the cheapest decides."""
    terms = {"monthly": {"monthly": 900.0}, "hourly": {"hourly": 3.0, "minimum_hours": 24.0},
             "purchase": {"purchase": 30_000.0}}
    costs = {}
    for term, fields in terms.items():
        cost = cost_of_work(Price(currency=currency, **fields), hours, pricing(), power_w=1000)
        assert cost is not None and cost.term == term and cost.currency == currency and cost.amount > 0
        costs[term] = cost.amount
    both = cost_of_work(Price(currency=currency, **{k: v for f in terms.values() for k, v in f.items()}),
                        hours, pricing(), power_w=1000)
    assert both is not None and both.amount == min(costs.values()) and costs[both.term] == both.amount


_AMOUNTS = st.none() | st.floats(min_value=0, max_value=1e6, allow_nan=False)


@given(monthly=_AMOUNTS, hourly=_AMOUNTS, minimum=st.none() | st.floats(min_value=0, max_value=9000),
       purchase=_AMOUNTS, currency=st.sampled_from(["EUR", "USD", "PLN", "XXX"]),
       hours=st.none() | st.floats(min_value=0.1, max_value=20_000), power=st.none() | st.floats(0, 20_000),
       servers=st.integers(1, 8))
def test_the_cheapest_amount_is_the_costs_amount_to_the_last_bit(monthly, hourly, minimum, purchase, currency, hours,
                                                                 power, servers) -> None:
    """The shortlist orders a library by `cheapest_amount` (no costs built): the very float `cost_of_work` gives,
    None where it gives none (XXX: no exchange rate for the electricity of a bought server)."""
    if monthly is None and hourly is None and purchase is None:
        monthly = 1.0
    price = Price(monthly=monthly, hourly=hourly, purchase=purchase, currency=currency,
                  minimum_hours=minimum if hourly is not None else None)
    cost = cost_of_work(price, hours, pricing(), power_w=power, servers=servers)
    assert cheapest_amount(price, hours, pricing(), power_w=power, servers=servers) == \
        (cost.amount if cost is not None else None)
    assert cheapest_amount(None, hours, pricing()) is None


def test_the_cost_of_several_servers_is_one_servers_times_their_number() -> None:
    one = cost_of_work(Price(monthly=650, currency="USD"), None, pricing())
    three = cost_of_work(Price(monthly=650, currency="USD"), None, pricing(), servers=3)
    assert one is not None and three is not None and three.amount == 3 * one.amount == 1950


def test_a_price_needs_a_term_and_a_minimum_needs_an_hourly_price() -> None:
    with pytest.raises(ValueError, match="monthly, hourly or purchase"):
        Price(currency="USD")
    with pytest.raises(ValueError, match="minimum term needs an hourly price"):
        Price(monthly=10, minimum_hours=5, currency="USD")


# -- the must-shows of issue 30 ------------------------------------------------------------------

def test_the_shipped_qlora_job_gets_the_cheapest_fitting_server_and_pays_at_least_its_month() -> None:
    shipped = [ServerProfile.model_validate(s) for s in CATALOG.servers]
    result = compare(QLORA, shipped, CATALOG, RATES)
    fitting = [r for r in result.results if r.verdict == "fits" and r.price is not None]
    best = result.best
    assert best is not None and best.key == min(fitting, key=lambda r: r.price.monthly).key  # type: ignore[union-attr]
    cost = result.costs[best.key]
    assert best.price is not None and best.price.monthly is not None
    assert cost.amount >= best.price.monthly and cost.term == "monthly"
    assert best.key != "srv-8x-mi300x"


def test_a_short_job_goes_to_an_hourly_offer_with_a_short_minimum_not_a_long_one() -> None:
    l40s = offer("srv-1x-l40s", "l40s-monthly", monthly=650)
    short_min = offer("dgx-8x-h100", "h100-hourly-1h", hourly=24.0, minimum_hours=1)
    long_min = offer("dgx-8x-h100", "h100-hourly-730h", hourly=24.0, minimum_hours=730)
    quick = compare(QLORA, [l40s, short_min], CATALOG, RATES)
    assert quick.recommended == "h100-hourly-1h"
    h100 = quick.result("h100-hourly-1h")
    assert h100 is not None and h100.speed is not None and h100.speed.training_hours is not None
    hours = h100.speed.training_hours.typical
    assert hours < 730 / 2
    cost = quick.costs["h100-hourly-1h"]
    assert cost.term == "hourly" and cost.amount == pytest.approx(24.0 * max(hours, 1), rel=0.02)
    assert quick.costs["l40s-monthly"].amount == pytest.approx(650, rel=0.02)
    assert not quick.short_job  # the pick is billed by the hour
    assert "billed by the hour with a minimum of 1 h: the 0.6 h job pays 1 h at 24 USD = 24 USD" in \
        recommendation_text(quick, FMT)

    slow = compare(QLORA, [l40s, long_min], CATALOG, RATES)
    assert slow.recommended == "l40s-monthly"
    assert slow.costs["h100-hourly-730h"].amount == pytest.approx(24.0 * 730, rel=0.02)
    assert slow.short_job and "too short for a monthly offer" in recommendation_text(slow, FMT)


def test_an_always_on_chatbot_takes_the_hourly_offer_at_365_a_month() -> None:
    monthly = offer("srv-1x-l40s", "monthly", monthly=650)
    hourly = offer("srv-1x-l40s", "hourly", hourly=0.5)
    result = compare(CHATBOT, [monthly, hourly], CATALOG, RATES)
    assert result.rule == "monthly_cost" and result.recommended == "hourly"
    assert result.costs["hourly"].amount == pytest.approx(0.5 * HOURS_PER_MONTH) == pytest.approx(365)
    assert "billed by the hour: 0.50 USD × 730 h = 365 USD a month" in recommendation_text(result, FMT)


def test_a_bought_servers_month_lies_between_five_years_and_two_years_plus_power() -> None:
    bought = offer("srv-1x-l40s", "bought", purchase=12_000)  # power_w 900 in the shipped profile
    result = compare(CHATBOT, [bought], CATALOG, RATES)
    cost = result.costs["bought"]
    power = 0.9 * HOURS_PER_MONTH * 0.20 * USD  # 900 W all month at the default 0.20 EUR/kWh, in USD
    assert cost.term == "purchase"
    assert 12_000 / (5 * 12) < cost.amount < 12_000 / (2 * 12) + power
    assert cost.amount == pytest.approx(12_000 / (DEFAULT_YEARS_OF_USE * 12) + power)
    text = recommendation_text(result, FMT)
    assert "bought: 12,000 USD over 3 years + 0.9 kW at 0.21 USD/kWh" in text
    assert "A bought server is spread over 3 years of use, electricity at 0.20 EUR/kWh (3 years:" in text


def test_a_bought_server_without_a_power_figure_counts_its_gpus_draw() -> None:
    data = {k: v for k, v in SHIPPED["srv-1x-l40s"].items() if k != "power_w"}
    bare = ServerProfile.model_validate({**data, "id": "bare", "name": "bare",
                                         "price": {"purchase": 12_000, "currency": "EUR"}})
    result = compare(CHATBOT, [bare], CATALOG, RATES)
    r = result.result("bare")
    assert r is not None and not r.power_stated
    tdp = CATALOG.gpu("l40s").tdp_w  # type: ignore[union-attr]
    assert r.power_draw_w == pytest.approx(tdp * 1.8)  # the power rule's typical system share
    assert result.costs["bare"].amount == pytest.approx(12_000 / 36 + tdp * 1.8 / 1000 * 730 * 0.20)


# -- the user's terms ----------------------------------------------------------------------------

def test_purchase_terms_are_kept_and_restored() -> None:
    assert load_purchase_terms() == PurchaseTerms()
    save_purchase_terms(PurchaseTerms(years_of_use=5, electricity_price=0.3, electricity_currency="pln",
                                      source="user"))
    kept = load_purchase_terms()
    assert (kept.years_of_use, kept.electricity_price, kept.electricity_currency) == (5, 0.3, "PLN")
    assert reset_purchase_terms() == PurchaseTerms() == load_purchase_terms()
