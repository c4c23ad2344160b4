"""One verdict that weighs every must-have, and one recommendation policy (issue 15's must-shows).

Servers are the shipped profiles unless a test builds its own; figures are worked by hand from the
models' configs where the test checks a number.
"""

from __future__ import annotations

import json

import pytest

from app.core.catalog import load_catalog
from app.core.fit.place import fit
from app.core.fit.rank import compare, rule_for
from app.core.fit.verdict import LongCase
from app.core.memory.components import budget_for
from app.core.offers.money import HOURS_PER_MONTH, ExchangeRates, load_rates, save_rates, shipped_rates
from app.core.offers.server import ServerProfile
from app.core.workload.io import dump_workload, parse_workload, read_workload_file
from app.core.workload.resolve import resolve
from app.core.workload.schema import Target
from app.infra import resources
from app.text.advice import recommendation_text
from app.text.formatting import Fmt

CATALOG = load_catalog()
SHIPPED = [ServerProfile.model_validate(s) for s in CATALOG.servers]
CHATBOT = read_workload_file(resources.path("examples", "chatbot-8b.headroom.json"))
CHAT70 = read_workload_file(resources.path("examples", "chatbot-70b.headroom.json"))
QLORA = read_workload_file(resources.path("examples", "qlora-8b.headroom.json"))
FMT = Fmt()
L40S = next(s for s in CATALOG.servers if s["id"] == "srv-1x-l40s")


def with_load(workload, **load):
    return workload.model_copy(update={"load": workload.load.model_copy(update=load)})


def offer(name: str, monthly: float, currency: str, base: dict = L40S, **extra) -> ServerProfile:
    return ServerProfile.model_validate({**base, "id": name, "name": name,
                                         "price": {"monthly": monthly, "currency": currency}, **extra})


# -- the verdict ---------------------------------------------------------------------------------

def test_the_70b_chatbot_on_shipped_servers_recommends_only_what_meets_every_must_have():
    # 200 people × 10 % at the busiest moment = 20 requests at once (the example gives the people).
    assert CHAT70.load.concurrency == 20
    result = compare(CHAT70, SHIPPED, CATALOG)
    for r in result.results:
        if r.verdict in ("fits", "tight"):
            assert not r.missed and r.meets_must_haves
            assert all(c.met for c in r.targets if c.must_have)
        if r.missed:
            assert r.verdict == "misses_must_have" and r.key != result.recommended
    best = result.best
    assert best is not None and best.verdict == "fits" and best.meets_must_haves
    # The cheapest per month of those that meet them all (a chat service serves a fixed demand).
    eligible = [r for r in result.results if r.meets_must_haves and r.price_monthly is not None
                and r.verdict == "fits"]
    assert best.price_monthly == min(r.price_monthly for r in eligible)
    assert best.server_id == "hgx-4x-h100-sxm"
    # 4x L40S fits in memory but streams slower per user than the must-have 20 tokens/s (the estimate).
    l40s = result.result("srv-4x-l40s")
    assert l40s.verdict == "misses_must_have"
    (miss,) = l40s.missed
    assert miss.key == "tokens_per_s_per_user" and miss.target == 20 and miss.figure < 20


def test_a_long_case_that_does_not_fit_next_to_the_others_is_a_missed_must_have():
    # As many requests at once of 2,560 tokens as 4x H100 (TP 4) holds: the KV pool holds them (the
    # memory boundary), but not one 18,512-token request beside all the others.
    hgx = ServerProfile.model_validate(next(s for s in CATALOG.servers if s["id"] == "hgx-4x-h100-sxm"))
    limit = fit(CHAT70, hgx, CATALOG).max_concurrency
    assert limit and limit > CHAT70.load.concurrency
    busy = with_load(CHAT70, people=None, concurrency=limit)
    r = fit(busy, hgx, CATALOG)
    assert r.memory_verdict in ("fits", "tight")
    long_miss = next(m for m in r.missed if m.key == "long_input")
    assert long_miss.target == 18_000 + 512
    assert 0 < long_miss.figure < long_miss.target
    assert r.verdict == "misses_must_have" and not r.meets_must_haves
    assert any(f.code == "long_input_does_not_fit" and f.severity == "critical" for f in r.warnings)


def test_the_long_case_adds_one_long_sequence_to_the_typical_load():
    # Llama 3.1 8B: 32 layers × 8 KV heads × 128 dims × 2 (K, V) × 2 bytes = 131,072 B per token. One
    # request of 16,000 input tokens instead of 2,048 adds (16,000 − 2,048) = 13,952 tokens (a multiple of
    # vLLM's 16-token blocks) = 1,828,716,544 B; vLLM sizes activations by its batch, not the prompt.
    r = resolve(CHATBOT, CATALOG)
    b = budget_for(r)
    placement = fit(CHATBOT, offer("one", 1, "EUR"), CATALOG).placement
    typical, high = LongCase(r, b, placement).need(16_000)
    assert typical - b.per_gpu_bytes == 13_952 * 131_072
    # The high figure is the inference totals' high ratio from measured error times the typical, so the long
    # request adds that ratio times its bytes (each of the two budgets rounded to a byte).
    ratio = b.total_range.high_ratio
    assert b.total_range.category == "inference totals" and ratio > 1
    assert high - b.per_gpu_high_bytes == pytest.approx(13_952 * 131_072 * ratio, abs=2)


def test_fp8_on_four_l40s_misses_the_speed_must_have_and_is_never_fits():
    # 300 people → 30 at once on 4x L40S in FP8: below the must-have 20 tokens/s per user (the estimate).
    fp8 = with_load(CHAT70, people=300, concurrency=30).model_copy(
        update={"precision": CHAT70.precision.model_copy(update={"weights": "fp8"})})
    r = fit(fp8, ServerProfile.model_validate(next(s for s in CATALOG.servers if s["id"] == "srv-4x-l40s")), CATALOG)
    assert r.memory_verdict in ("fits", "tight")
    assert r.verdict == "misses_must_have"
    assert [m.key for m in r.missed] == ["tokens_per_s_per_user"]


def test_a_request_beyond_the_model_context_is_missed_everywhere_and_the_reason_says_what_would_do():
    # Llama 3.1 8B reads at most 131,072 tokens; 200,000 + 512 cannot run on any server.
    too_long = with_load(CHATBOT, long_input_tokens=200_000)
    result = compare(too_long, SHIPPED, CATALOG)
    assert result.recommended is None
    for r in result.results:
        assert r.verdict in ("misses_must_have", "does_not_fit", "unknown_gpu")
    missed = result.result(result.closest).missed
    assert missed[0].key == "context_limit" and missed[0].figure == 131_072 and missed[0].target == 200_512
    text = recommendation_text(result, FMT)
    assert "none is recommended" in text and "longer context" in text


# -- the recommendation policy ------------------------------------------------------------------

def test_pln_4000_is_cheaper_than_usd_2000_for_the_same_hardware():
    # ECB reference rates of 2025-02-28: 1 EUR = 4.1503 PLN = 1.0411 USD. 4,000 PLN = 963.79 EUR;
    # 2,000 USD = 1,921.05 EUR.
    result = compare(CHATBOT, [offer("usd", 2000, "USD"), offer("pln", 4000, "PLN")], CATALOG, shipped_rates())
    assert result.recommended == "pln" and result.runner_up == "usd"
    assert result.converted and result.costs["pln"].in_base == pytest.approx(4000 / 4.1503)
    assert result.costs["usd"].in_base == pytest.approx(2000 / 1.0411)
    text = recommendation_text(result, FMT)
    assert "Its price: billed by the month: 4,000 PLN a month" in text and "2,000 USD (≈ 7,973 PLN)" in text  # 2,000 / 1.0411 × 4.1503
    assert "1 EUR = 4.1503 PLN, 1.0411 USD (2025-02-28; European Central Bank" in text


def test_a_currency_without_a_rate_is_not_ranked_against_the_others_and_the_reason_says_so():
    # The ECB publishes no EUR/RUB rate (suspended in 2022): a 100 RUB offer is not "the cheapest".
    servers = [offer("usd", 2000, "USD"), offer("pln", 4000, "PLN"), offer("rub", 100, "RUB")]
    result = compare(CHATBOT, servers, CATALOG, shipped_rates())
    assert result.recommended == "pln" and result.unranked_currencies == ["RUB"]
    assert [r.key for r in result.results] == ["pln", "usd", "rub"]
    assert "Offers in RUB are not ranked against the others" in recommendation_text(result, FMT)


def test_one_currency_needs_no_rate():
    result = compare(CHATBOT, [offer("a", 90_000, "RUB"), offer("b", 60_000, "RUB")], CATALOG, shipped_rates())
    assert result.recommended == "b" and not result.converted and result.unranked_currencies == []


def test_the_users_rates_are_used_by_every_ranking(headroom_home):
    servers = [offer("usd", 2000, "USD"), offer("pln", 9000, "PLN")]
    # Defaults: 9,000 / 4.1503 = 2,168.5 EUR > 2,000 / 1.0411 = 1,921.0 EUR: the USD offer is cheaper.
    assert compare(CHATBOT, servers, CATALOG).recommended == "usd"
    save_rates(ExchangeRates(base="EUR", date="2026-01-05", source="user", rates={"USD": 1.0411, "PLN": 5.0}))
    assert (headroom_home / "exchange_rates.json").is_file()
    assert load_rates().per_base("PLN") == 5.0
    # Now 9,000 / 5 = 1,800 EUR: the PLN offer is cheaper, and the reason names the user's rates.
    result = compare(CHATBOT, servers, CATALOG)
    assert result.recommended == "pln"
    assert "your own rates" in recommendation_text(result, FMT) and "2026-01-05" in recommendation_text(result, FMT)


def test_a_damaged_rates_file_falls_back_to_the_shipped_ones(headroom_home):
    headroom_home.mkdir(parents=True, exist_ok=True)
    (headroom_home / "exchange_rates.json").write_text("{not json", encoding="utf-8")
    assert load_rates() == shipped_rates()


def test_the_8b_chatbot_is_recommended_the_cheapest_server_per_month_that_meets_its_must_haves():
    result = compare(CHATBOT, SHIPPED, CATALOG)
    assert rule_for(CHATBOT) == result.rule == "monthly_cost"
    comfortable = [r for r in result.results if r.verdict == "fits" and r.price_monthly is not None]
    assert result.recommended == "srv-1x-l40s" == min(comfortable, key=lambda r: r.price_monthly).key
    # The RTX PRO 6000 makes more tokens than 8 people ask for: it is the runner-up at 1,100 USD, not the pick.
    assert result.runner_up == "ws-1x-rtx-pro-6000"
    text = recommendation_text(result, FMT)
    assert text.startswith("Recommended: 2U server, 1x L40S, the cheapest of the servers that meet every must-have.")
    assert "ranked by what a month of it costs" in text and "Its price: billed by the month: 650 USD a month" in text
    assert "would cost 1,100 USD a month" in text
    # The 290 USD RTX 4090 fits only tightly: said, and ranked after every comfortable fit.
    assert result.cheaper_tight == "ws-1x-rtx4090" and "fits only tightly" in text


def test_the_qlora_job_is_recommended_by_the_cost_of_the_job_and_says_so():
    # Issue 30: with monthly prices only, a job pays whole months: the ~14 h QLoRA job costs a month of
    # whichever server runs it, so the cheapest server that fits is recommended and its job costs at least
    # its monthly price (not a pro-rated 12 USD of the L40S, nor 10 USD of an 8 × MI300X).
    result = compare(QLORA, SHIPPED, CATALOG)
    assert result.rule == "job_cost"
    best = result.best
    comfortable = [r for r in result.results if r.verdict == "fits" and r.price is not None]
    assert best.key == min(comfortable, key=lambda r: r.price.monthly).key == "srv-1x-l40s"
    for r in result.results:
        if r.key in result.costs:
            hours = r.speed.training_hours.typical
            months = -(-hours // HOURS_PER_MONTH)
            cost = result.costs[r.key]
            assert cost.term == "monthly" and cost.amount == r.price.monthly * months >= r.price.monthly
    assert result.short_job
    text = recommendation_text(result, FMT)
    assert text.startswith(f"Recommended: {best.server_name}, the cheapest of the servers that meet every must-have.")
    assert "ranked by the cost of the whole job" in text
    assert "billed by the month: the " in text and " h job costs a month, 650 USD" in text
    assert "too short for a monthly offer" in text and f"is {best.server_name} at 650 USD" in text
    assert "would cost" in text and "for the job" in text


def test_a_training_deadline_is_a_must_have():
    # 50 M tokens × 2 epochs on one L40S takes many hours by the estimate: a 2-hour deadline rules it out.
    rushed = QLORA.model_copy(update={"targets": QLORA.targets.model_copy(
        update={"training_hours": Target(value=2, must_have=True)})})
    r = fit(rushed, offer("one-l40s", 650, "USD"), CATALOG)
    assert r.verdict == "misses_must_have"
    (miss,) = r.missed
    assert miss.key == "training_hours" and miss.target == 2 and miss.figure == r.speed.training_hours.typical


def test_batch_work_is_ranked_by_the_cost_per_unit_of_work():
    batch = CHATBOT.model_copy(update={"goal": "batch", "targets": CHATBOT.targets.model_copy(
        update={"ttft_s": None, "tokens_per_s_per_user": None})})
    result = compare(batch, SHIPPED, CATALOG)
    assert result.rule == "token_cost"
    comfortable = [r for r in result.results if r.verdict == "fits" and r.price_per_million_tokens is not None]
    assert result.recommended == min(comfortable, key=lambda r: r.price_per_million_tokens).key


def test_equal_costs_go_to_more_headroom():
    small = offer("l40s", 1000, "EUR")
    large = offer("h100", 1000, "EUR", base=next(s for s in CATALOG.servers if s["id"] == "srv-2x-h100-pcie"))
    result = compare(CHATBOT, [small, large], CATALOG, shipped_rates())
    assert result.recommended == "h100"  # 74 % of each GPU to spare against 52 %
    assert result.results[0].headroom_fraction > result.results[1].headroom_fraction


# -- people and requests; the split --------------------------------------------------------------

@pytest.mark.parametrize(("people", "share", "requests"), [
    (200, None, 20),  # 200 × 10 % (the default) = 20, not 21 from 20.000000000000004
    (200, 0.125, 25),
    (7, None, 1),  # 0.7 rounds up to one request
    (1000, 0.03, 30),
])
def test_people_set_the_requests_at_the_same_moment(people, share, requests):
    load = {"people": people, **({"active_share": share} if share is not None else {})}
    w = parse_workload({"model": {"id": "llama-3.1-8b"}, "load": load})
    assert w.load.concurrency == requests
    again = parse_workload(json.loads(dump_workload(w)))
    assert again.load.people == people and again.load.concurrency == requests


def test_a_bad_share_is_named_by_its_field():
    from app.core.findings import InputError

    with pytest.raises(InputError) as info:
        parse_workload({"model": {"id": "llama-3.1-8b"}, "load": {"people": 10, "active_share": 1.5}})
    assert [p.field for p in info.value.problems] == ["load.active_share"]


def test_a_split_the_workload_asks_for_is_honoured_and_stated():
    hgx = ServerProfile.model_validate(next(s for s in CATALOG.servers if s["id"] == "hgx-4x-h100-sxm"))
    chosen = fit(CHAT70, hgx, CATALOG)
    assert chosen.placement.gpus_per_replica == 4 and chosen.placement.reason != "split_asked"  # Headroom's
    fixed = parse_workload({**json.loads(dump_workload(CHAT70)), "gpus": 2})
    two = fit(fixed, hgx, CATALOG)
    assert two.placement.tensor_parallel == 2 and two.placement.replicas == 2
    assert two.placement.reason == "split_asked"
    # 70B in BF16 over two H100s: 70,553,706,496 × 2 B ÷ 2 = 70.55 GB of weights per GPU: tight at best
    assert two.per_gpu_bytes > 70.5e9


def test_a_server_that_cannot_run_the_work_has_no_cost_of_doing_it():
    # QLoRA of an 8B model needs ~28 GB per GPU: an RTX 4090 (24 GB) and an L4 do not fit, so no job cost
    # (or price per token) may stand beside them as if the job could be bought there.
    result = compare(QLORA, [ServerProfile.model_validate(s) for s in CATALOG.servers], CATALOG)
    for r in result.results:
        if r.verdict == "does_not_fit":
            assert r.key not in result.costs
    assert any(r.verdict == "does_not_fit" for r in result.results)
    assert result.recommended in result.costs
