"""The Qt-free quote model: its numbers are the engine's, its words are in the document's language."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap

import pytest
from quote_testkit import CANDIDATE_IDS, example, make_quote, shipped_servers

from app.core.catalog import load_catalog
from app.core.fit.rank import SHORTLIST_SIZE, compare
from app.core.memory.components import budget
from app.report.quote.build import build_quote
from app.report.quote.model import (
    PilotResults,
    PilotRun,
    QuoteOptions,
    Span,
    Table,
)
from app.report.quote.texts import MUST_HAVE, NICE_TO_HAVE, NOT_SPECIFIED, PILOT_STATUS, all_marked, t
from app.text import i18n
from app.text.formatting import NBSP, Fmt
from app.text.i18n import document_language
from app.text.ts_reader import _messages

GB = Fmt(unit="GB", lang="en", sep=NBSP)


def text_of(cell) -> str:  # type: ignore[no-untyped-def]
    return cell if isinstance(cell, str) else "".join(s.text for s in cell)


def rows_by_label(table: Table) -> dict[str, str]:
    """Key-value view of a table: the cell before the last → the last."""
    return {text_of(r[-2]): text_of(r[-1]) for r in table.rows}


def test_budget_table_equals_the_engine():
    quote = make_quote("chatbot-8b")
    # The budget the quote states is the engine's for the recommended server (its GPU sets vLLM's
    # defaults); without a recommendation, the workload's own.
    assert quote.recommended is not None and quote.recommended.budget is not None
    engine = quote.recommended.budget
    assert quote.budget == engine
    assert engine.components[0] == budget(example("chatbot-8b"), load_catalog()).components[0]  # same weights
    table = next(b for b in quote.section("budget").blocks if isinstance(b, Table))
    components = table.rows[:len(engine.components)]
    for row, c in zip(components, engine.components, strict=True):
        assert row[1:4] == (GB.bytes(c.low_bytes), GB.bytes(c.bytes), GB.bytes(c.high_bytes))
    total = table.rows[len(engine.components)]
    # Llama 3.1 8B in BF16: 16.06 GB of weights (8,030,261,248 params × 2 bytes) — the total is the sum.
    assert total[1:4] == (GB.bytes(engine.per_gpu_low_bytes), GB.bytes(engine.per_gpu_bytes),
                          GB.bytes(engine.per_gpu_high_bytes))
    assert engine.component("weights").bytes == 8_030_261_248 * 2
    assert len(table.strong_rows) == 1  # one GPU: no "all GPUs" row


def test_units_follow_the_option():
    quote = make_quote("chatbot-8b", unit="GiB")
    table = next(b for b in quote.section("budget").blocks if isinstance(b, Table))
    gib = Fmt(unit="GiB", lang="en", sep=NBSP)
    assert text_of(table.rows[0][2]) == gib.bytes(quote.budget.component("weights").bytes)  # 14.96 GiB
    assert "GiB" in quote.section("summary").blocks[0].text


def test_candidates_are_the_engine_ranking_and_the_recommendation():
    workload, servers = example("longdoc-70b-int4"), shipped_servers(CANDIDATE_IDS)
    comparison = compare(workload, servers, load_catalog())
    quote = make_quote("longdoc-70b-int4")
    assert [r.server_id for r in quote.candidates] == [r.server_id for r in comparison.results]
    assert quote.recommended is not None and quote.recommended.server_id == comparison.recommended
    for r, table in zip(quote.candidates, [b for b in quote.section("candidates").blocks if isinstance(b, Table)],
                        strict=True):
        values = rows_by_label(table)
        assert r.server_name in table.header[0]
        assert GB.bytes(r.capacity_bytes) in values["Memory per GPU"]
        assert GB.bytes(r.per_gpu_bytes) in values["Memory per GPU"]
        if r.verdict == "does_not_fit":  # no speeds for a server that cannot run the work
            assert "Time to first token" not in values
            assert values["Headroom"].startswith("none: short by")


def test_without_a_choice_the_three_best_of_all_profiles_are_shown():
    quote = make_quote("chatbot-8b", ids=None)
    everything = compare(example("chatbot-8b"), shipped_servers(), load_catalog())
    assert len(quote.candidates) == SHORTLIST_SIZE
    assert [r.server_id for r in quote.candidates] == [r.server_id for r in everything.results[:3]]
    assert f"best-ranked of {len(shipped_servers())}" in quote.section("candidates").blocks[1].text


def test_summary_has_three_sentences_with_the_range_and_the_recommendation():
    quote = make_quote("chatbot-8b")
    text = quote.section("summary").blocks[0].text
    b = quote.budget
    # "Llama 3.1 8B" holds a dot too: a sentence ends at a dot followed by a space and a capital.
    assert len(re.split(r"\.\s+(?=[A-Z])", text.rstrip("."))) == 3
    for value in (b.per_gpu_low_bytes, b.per_gpu_high_bytes, b.per_gpu_bytes):
        assert GB.bytes(value, 1) in text
    assert quote.recommended is not None and quote.recommended.server_name in text
    assert "Llama 3.1 8B" in text and "vLLM" in text


def test_empty_fields_say_not_specified_and_targets_are_marked():
    quote = make_quote("longdoc-70b-int4")
    table = next(b for b in quote.section("requirements").blocks if isinstance(b, Table))
    values = rows_by_label(table)
    assert values["Revision"] == t(NOT_SPECIFIED)
    assert values["Storage"] == t(NOT_SPECIFIED)
    assert values["Throughput"] == t(NOT_SPECIFIED)
    assert values["Latency (time to first token)"] == f"at most 15 s — {MUST_HAVE}"
    assert values["Speed per user"] == f"at least 15 tokens/s — {NICE_TO_HAVE}"
    must = next(r[2] for r in table.rows if text_of(r[1]) == "Latency (time to first token)")
    assert Span(MUST_HAVE, bold=True) in must
    areas = [text_of(table.rows[i][0]) for i in table.group_rows]
    assert areas == ["Model", "Task", "Representation", "Load", "Targets", "Operations"]
    assert all(text_of(cell).strip() for row in table.rows for cell in row[1:])  # no holes


def test_training_workload_describes_the_training():
    quote = make_quote("qlora-8b")
    values = rows_by_label(next(b for b in quote.section("requirements").blocks if isinstance(b, Table)))
    assert values["Mode of work"] == "QLoRA fine-tuning"
    assert values["Dataset"] == "50,000,000 tokens × 2 epochs"
    assert values["KV cache precision"] == "not used in training"
    assert "micro-batches of 4" in quote.section("summary").blocks[0].text


@pytest.mark.parametrize(("name", "status"), [("chatbot-8b", "none"), ("longdoc-70b-int4", "planned")])
def test_pilot_status_is_stated_plainly(name, status):
    quote = make_quote(name)
    texts = [getattr(b, "text", "") for b in quote.section("pilot").blocks]
    assert PILOT_STATUS[status] in texts
    if status == "planned":
        assert "Two-week trial on a rented 2x H100 server." in texts


def test_measured_pilot_results_are_shown_against_the_estimate():
    results = PilotResults(
        date="2026-01-10", server="2x H100 PCIe", versions={"vLLM": "0.11.0", "driver": "580.65"},
        peak_memory_bytes=62_500_000_000,
        runs=(PilotRun(label="short input, alone", input_tokens=2048, concurrency=1, requests=50, errors=0,
                       ttft_s=0.21, tokens_per_s_per_user=61.0),
              PilotRun(label="long input, 8 parallel", input_tokens=16000, concurrency=8, requests=40, errors=2)))
    workload, servers = example("chatbot-8b"), shipped_servers(CANDIDATE_IDS)
    comparison = compare(workload, servers, load_catalog())
    quote = build_quote(workload, comparison, load_catalog(), QuoteOptions(), pilot_results=results)
    blocks = quote.section("pilot").blocks
    texts = " ".join(getattr(b, "text", "") for b in blocks if isinstance(getattr(b, "text", None), str))
    assert PILOT_STATUS["done"] in texts
    assert "Peak GPU memory measured: 62.50\u00a0GB per GPU" in texts
    assert "vLLM: 0.11.0" in texts
    table = next(b for b in blocks if isinstance(b, Table))
    assert table.rows[0] == ("short input, alone", "2,048", "1", "50", "0", "0.21\u00a0s", "61.0")
    assert table.rows[1][4:] == ("2", "—", "—")


def test_done_without_figures_says_they_are_missing():
    workload = example("chatbot-8b")
    done = workload.model_copy(update={"pilot": workload.pilot.model_copy(update={"status": "done"})})
    comparison = compare(done, shipped_servers(CANDIDATE_IDS), load_catalog())
    quote = build_quote(done, comparison, load_catalog(), QuoteOptions())
    status = next(b for b in quote.section("pilot").blocks if getattr(b, "style", "") == "status")
    assert status.text == f"{PILOT_STATUS['done']} Its measured figures are not attached to this document."


def test_document_language_is_independent_of_the_ui_language():
    i18n.set_language("ru")  # the window (and CLI messages) in Russian ...
    english = make_quote("chatbot-8b", "en")
    polish = make_quote("chatbot-8b", "pl")
    assert english.title == "Request for a GPU server quote"
    assert polish.title == "Zapytanie ofertowe na serwer GPU"
    assert polish.section("summary").title == "Podsumowanie"
    assert i18n.current_language() == "ru"  # ... and still Russian afterwards
    total = Fmt(unit="GB", lang="pl", sep=NBSP).bytes(polish.budget.per_gpu_bytes)  # decimal comma, no-break space
    assert "," in total and total in " ".join(text_of(c) for r in next(
        b for b in polish.section("budget").blocks if isinstance(b, Table)).rows for c in r)


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_every_fixed_text_has_a_translation(lang):
    translated = {source for (context, source, _), forms in _messages(lang).items() if context == "Quote" and forms}
    missing = [text for text in all_marked() if text not in translated]
    assert missing == []
    with document_language(lang):
        assert t("Summary") != "Summary"


def test_the_model_needs_no_qt_and_no_matplotlib():
    code = textwrap.dedent("""
        import sys
        from app.core.catalog import load_catalog
        from app.core.fit.rank import compare
        from app.core.offers.server import ServerProfile
        from app.core.workload.io import read_workload_file
        from app.report.quote.model import QuoteOptions
        from app.report.quote.build import build_quote
        from app.infra.resources import path
        catalog = load_catalog()
        servers = [ServerProfile.model_validate(s) for s in catalog.servers[:3]]
        w = read_workload_file(path("examples", "chatbot-8b.headroom.json"))
        build_quote(w, compare(w, servers, catalog), catalog, QuoteOptions(lang="pl"))
        loaded = [m for m in ("PySide6", "shiboken6", "matplotlib") if m in sys.modules]
        print(",".join(loaded))
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""
