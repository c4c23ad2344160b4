"""The quote states the need as a provider must read it: the chosen split per GPU × GPUs and the
total, the people behind the concurrency, the verdict that weighs every must-have, the rates used."""

from __future__ import annotations

import re

from quote_testkit import FIXED_DATE, example, shipped_servers

from app.charts.palette import VERDICT_COLORS
from app.core.catalog import load_catalog
from app.core.offers.server import ServerProfile
from app.core.workload.io import read_workload_file
from app.infra.resources import path
from app.report.quote.build import quote_for
from app.report.quote.model import Paragraph, QuoteOptions, Span, Table
from app.text.formatting import NBSP, Fmt
from app.text.messages import split_reason_text

GB = Fmt(unit="GB", lang="en", sep=NBSP)

CHAT70 = read_workload_file(path("examples", "chatbot-70b.headroom.json"))
FOUR_H100_AND_L40S = ("hgx-4x-h100-sxm", "srv-4x-l40s", "srv-1x-l40s")


def quote_of(workload, ids, **options):
    return quote_for(workload, shipped_servers(ids), load_catalog(), QuoteOptions(date=FIXED_DATE, **options),
                     explicit=True)


def all_text(quote) -> str:
    parts: list[str] = []

    def add(cell) -> None:
        parts.append(cell if isinstance(cell, str) else "".join(s.text for s in cell))

    for section in quote.sections:
        for block in section.blocks:
            if isinstance(block, Paragraph):
                add(block.text)
            elif isinstance(block, Table):
                for row in block.rows:
                    for cell in row:
                        add(cell)
    return " ".join(parts).replace("\xa0", " ")  # the document keeps a number and its unit together


def test_a_four_gpu_need_is_never_said_to_be_on_one_gpu():
    quote = quote_of(CHAT70, FOUR_H100_AND_L40S)
    assert quote.recommended is not None and quote.recommended.server_id == "hgx-4x-h100-sxm"
    text = all_text(quote)
    assert "on one GPU" not in text
    summary = quote.section("summary").blocks[0].text
    # Llama 3.1 70B in BF16 split over 4 H100s: 70,553,706,496 parameters × 2 bytes ÷ 4 = 35.3 GB of
    # weights on each, plus its share of the KV cache and vLLM's activations, within vLLM's 90 % of 80 GB.
    per_gpu = quote.budget.per_gpu_bytes
    assert quote.budget == quote.recommended.budget
    assert 70_553_706_496 * 2 / 4 < per_gpu < 0.9 * 80e9
    assert "× 4 GPUs = " in summary and "the memory of several GPUs is not one pool" in summary
    assert split_reason_text(quote.recommended.placement.model_dump(), GB) in summary  # why this split
    # the budget table's total row is for the four GPUs of the split
    table = next(b for b in quote.section("budget").blocks if isinstance(b, Table))
    assert any(str(row[0]).startswith("All 4 GPUs") for row in table.rows)


def test_a_split_the_buyer_fixed_is_stated_as_theirs():
    fixed = CHAT70.model_validate({**CHAT70.model_dump(mode="json", exclude_none=True), "gpus": 4})
    quote = quote_of(fixed, ("hgx-4x-h100-sxm",))
    summary = quote.section("summary").blocks[0].text
    assert "The split the workload asks for" in summary and "× 4 GPUs = " in summary


def test_a_missed_must_have_reads_as_a_problem_and_is_not_recommended():
    quote = quote_of(CHAT70, FOUR_H100_AND_L40S)
    l40s = next(b for b in quote.section("candidates").blocks
                if isinstance(b, Table) and b.header and "4x L40S" in b.header[0])
    assert "recommended" not in l40s.header[0]
    verdict = next(row[1] for row in l40s.rows if row[0] == "Verdict")
    assert isinstance(verdict, tuple) and verdict[0] == Span("misses a must-have", bold=True,
                                                               color=VERDICT_COLORS["misses_must_have"])
    missed = next(row[1] for row in l40s.rows if row[0] == "Must-have missed")
    assert re.fullmatch(r"\d+\.\d tokens/s per user, the must-have is at least 20", "".join(s.text for s in missed))


def test_the_people_and_the_rule_behind_the_concurrency_are_named():
    text = all_text(quote_of(CHAT70, FOUR_H100_AND_L40S))
    assert "200 people" in text
    assert "200 people × 10 % active at the busiest moment ≈ 20 requests at once" in text
    assert "NVIDIA's sizing guide" in text


def test_the_isolation_answer_is_the_isolation_field():
    quote = quote_of(example("chatbot-8b"), ("srv-1x-l40s",))
    questions = quote.section("questions").blocks[0]
    isolation = next(item for item in questions.items if str(item).startswith("Isolation"))
    assert isolation.endswith("Our requirement: Dedicated server, no shared GPUs.")
    assert "Provider data centre in the EU" not in isolation  # that is the placement answer


def test_the_rates_used_are_stated():
    base = next(s for s in load_catalog().servers if s["id"] == "srv-1x-l40s")
    offers = [ServerProfile.model_validate({**base, "id": cid, "name": name, "price": price})
              for cid, name, price in (("usd", "Offer in dollars", {"monthly": 2000, "currency": "USD"}),
                                       ("pln", "Offer in zloty", {"monthly": 4000, "currency": "PLN"}))]
    quote = quote_for(example("chatbot-8b"), offers, load_catalog(), QuoteOptions(date=FIXED_DATE), explicit=True)
    assert quote.recommended is not None and quote.recommended.server_id == "pln"
    reason = next(b for b in quote.section("candidates").blocks if isinstance(b, Paragraph)).text
    assert isinstance(reason, str)
    reason = reason.replace("\xa0", " ")
    assert "1 EUR = 4.1503 PLN, 1.0411 USD (2025-02-28; European Central Bank" in reason


def _bullets_text(quote) -> str:
    from app.report.quote.model import Bullets

    return " ".join(item if isinstance(item, str) else "".join(s.text for s in item)
                    for section in quote.sections for block in section.blocks if isinstance(block, Bullets)
                    for item in block.items).replace("\xa0", " ")


def test_a_qlora_quote_asks_for_its_training_stack_and_says_which_term_decided_the_cost():
    # Issue 30: no "CUDA and vLLM versions" for a bitsandbytes QLoRA job; the reason names the term.
    quote = quote_of(example("qlora-8b"), ("srv-1x-l40s", "srv-8x-mi300x"))
    text, asks = all_text(quote), _bullets_text(quote)
    assert "vLLM" not in text + asks
    assert "Software stack for training: which GPU driver, CUDA and PyTorch versions do you support on the L40S " \
           "for the transformers Trainer" in asks
    assert "quantized with bitsandbytes" in asks
    assert "billed by the month: the 14 h job costs a month, 650 USD" in text
    assert "too short for a monthly offer" in text
    assert "bitsandbytes format: its 4-bit kernels are built for NVIDIA CUDA; on AMD GPUs" in text
