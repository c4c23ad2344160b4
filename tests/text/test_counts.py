"""Counted nouns and units in the three languages (no Qt: the CLI's and the quote's path through the .ts
files): plural forms by Qt's rules, numbers in the language's locale, no "(s)", no "0.00 s", sizes as
sizes."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from app.core.memory.types import Component
from app.infra import resources
from app.text import i18n
from app.text.counts import counted, plural_n, unit_word
from app.text.formatting import NBSP, Fmt
from app.text.messages import fill, formula_text


@pytest.fixture
def lang():
    def use(code: str) -> Fmt:
        i18n.set_language(code)
        return Fmt(lang=code)

    yield use
    i18n.set_language("en")


@pytest.mark.parametrize(("code", "n", "text"), [
    ("en", 1, "1 token"), ("en", 2, "2 tokens"), ("en", 131072, "131,072 tokens"),
    # Russian: 1, 21 → one; 2–4, 22–24 → few; 5–20, 11–14, 0 → many.
    ("ru", 1, "1 токен"), ("ru", 21, "21 токен"), ("ru", 2, "2 токена"), ("ru", 22, "22 токена"),
    ("ru", 5, "5 токенов"), ("ru", 11, "11 токенов"), ("ru", 12, "12 токенов"),
    ("ru", 131072, f"131{NBSP}072 токена"),  # ends in 72: "токена", not "токенов"
    # Polish: only 1 → one; 2–4, 22–24 (not 12–14) → few; the rest → many.
    ("pl", 1, "1 token"), ("pl", 21, "21 tokenów"), ("pl", 2, "2 tokeny"), ("pl", 12, "12 tokenów"),
    ("pl", 131072, f"131{NBSP}072 tokeny"),
])
def test_tokens_agree_with_their_number(lang, code, n, text):
    assert counted("tokens", n, lang(code)) == text


def test_cores_gpus_and_fractions(lang):
    assert counted("cores", 32, lang("ru")) == "32 ядра CPU"  # not "32 ядер"
    assert counted("cores", 32, lang("pl")) == "32 rdzenie CPU"  # not "32 rdzeni"
    assert counted("cores", 96, lang("pl")) == "96 rdzeni CPU"
    assert counted("gpus", 1, lang("en")) == "1 GPU" and counted("gpus", 8, lang("en")) == "8 GPUs"
    assert counted("epochs", 1.5, lang("en")) == "1.5 epochs"
    assert counted("epochs", 1.5, lang("ru")) == "1,5 эпохи"  # a fraction takes the genitive singular
    lang("en")
    assert unit_word("tokens", 2048) == "tokens" and unit_word("tokens", 1) == "token"


def test_large_counts_choose_by_their_last_digits():
    assert plural_n(6_979_321_856) == 1056  # Qt takes a 32-bit int; 56 decides the form
    assert plural_n(1001) == 1001 and plural_n(21) == 21 and plural_n(2.5) == 2


def test_a_template_asks_for_a_counted_noun(lang):
    fmt = lang("en")
    assert fill("{sequences:sequences} × {tokens:tokens}", {"sequences": 1, "tokens": 2560}, fmt) == \
        "1 sequence × 2,560 tokens"
    assert fill("{sequences}", {"sequences": 1}, fmt) == "1"  # no spec: the number alone
    assert fill("{x:no_such_noun}", {"x": 3}, fmt) == "3"


def kv_component(sequences: int, bytes_per_element: int) -> Component:
    terms = {"sequences": sequences, "full_layers": 32, "tokens": 2560, "windowed_layers": 0, "window": 0,
             "elements_per_token_layer": 2048, "bytes_per_element": bytes_per_element, "block_tokens": 16,
             "shard": 1}
    return Component(key="kv_cache", bytes=1, low_bytes=1, high_bytes=1, formula="kv",
                     terms=terms)


def test_formulas_have_no_s_in_brackets_and_singular_for_one(lang):
    text = formula_text(kv_component(1, 1), lang("en"))
    assert "(s)" not in text
    assert text.startswith("1 sequence × (32 full layers × 2,560 tokens")
    assert "× 1 byte," in text
    ru = formula_text(kv_component(2, 2), lang("ru"))
    assert ru.startswith("2 последовательности × (32 слоя с полным вниманием × 2" + NBSP + "560 токенов")
    assert "× 2 байта" in ru


def test_overhead_names_bytes_as_a_size_and_per_parameter_bytes_as_a_count(lang):
    fmt = lang("en")
    overhead = Component(key="runtime_overhead", bytes=1, low_bytes=1, high_bytes=1, formula="overhead",
                         terms={"cuda_context": 450_000_000})
    assert "CUDA context 0.45 GB" in formula_text(overhead, fmt)  # not "450,000,000"
    opt = Component(key="optimizer_states", bytes=1, low_bytes=1, high_bytes=1, formula="opt",
                    terms={"params": 8_030_000_000, "master_bytes": 4, "state_bytes": 8, "optimizer": "adamw",
                           "gpus_sharing": 1})
    assert formula_text(opt, fmt) == "8,030,000,000 parameters × (4 bytes master copy + 8 bytes of adamw state) ÷ 1 GPU"


def test_seconds_never_read_zero():
    assert Fmt().seconds(0.0004) == "< 0.01 s"
    assert Fmt(lang="ru").seconds(0.0004) == "< 0,01 с"
    assert Fmt().seconds(0.19) == "0.19 s" and Fmt().seconds(0) == "0.00 s"


def test_no_english_source_says_s_in_brackets():
    """Plural English comes from numerus forms (headroom_en.ts), never from "(s)" in a sentence."""
    root = ET.parse(resources.path("translations", "headroom_ru.ts")).getroot()
    offenders = [m.findtext("source") for m in root.iter("message")
                 if "(s)" in (m.findtext("source") or "") and m.find("translation").get("type") != "vanished"]
    assert offenders == []


def test_a_servers_ram_reads_the_same_in_a_warning_as_in_its_profile(lang):
    """One rule for sizes: the profile table, the quote and a warning show 512 GiB of RAM alike."""
    from app.text.rules import RULE_FINDINGS

    fmt = lang("en")
    ram = 512 * 2**30
    message = fill("System RAM ({ram_bytes}) is below the total GPU memory ({vram_bytes}).",
                   {"ram_bytes": ram, "vram_bytes": 8 * 80 * 10**9}, fmt)
    assert message == f"System RAM ({fmt.size(ram)}) is below the total GPU memory (640 GB)."
    assert fmt.size(ram) == "549.8 GB" and Fmt(unit="GiB").size(ram) == "512 GiB"
    # The RAM rule (the host figure against the server's RAM) words its RAM through the same parameter.
    assert "{ram_bytes}" in RULE_FINDINGS["ram_below_host_need"][0]


@pytest.mark.parametrize(("params", "en", "ru", "pl"), [
    (8_030_261_248, "8.03 billion", "8,03 млрд", "8,03 mld"),  # Llama 3.1 8B's exact count
    (70_553_706_496, "70.6 billion", "70,6 млрд", "70,6 mld"),  # Llama 3.1 70B
    (405_000_000_000, "405 billion", "405 млрд", "405 mld"),
    (1_600_000_000_000, "1.60 trillion", "1,60 трлн", "1,60 bln"),  # Polish "bilion" is 10¹²
    (125_000_000, "125 million", "125 млн", "125 mln"),
    (999_600_000, "1.00 billion", "1,00 млрд", "1,00 mld"),  # rounds up into the next word, not "1,000 million"
    (86_848, "86,848", "86\u00a0848", "86\u00a0848"),  # below a million: the whole number
])
def test_a_parameter_count_has_one_wording_in_three_languages(lang, params, en, ru, pl):
    from app.text.counts import parameter_count

    assert [parameter_count(params, lang(code)) for code in ("en", "ru", "pl")] == [en, ru, pl]


def test_the_gb_gib_note_works_the_example_in_each_language(lang):
    """One note for the window, the command line and the quote: 16 GB = 14.90 GiB, in the reader's decimals."""
    from app.text.sizes import unit_note, unit_note_shown_in

    lang("en")
    assert unit_note("en").endswith("16\u00a0GB = 14.90\u00a0GiB, the same memory in another unit.")
    assert unit_note_shown_in("en", "GiB").endswith("Sizes here are in GiB.")
    lang("ru")
    assert "16\u00a0GB = 14,90\u00a0GiB" in unit_note("ru") and "байт" in unit_note("ru")
    lang("pl")
    assert "16\u00a0GB = 14,90\u00a0GiB" in unit_note("pl") and "bajtów" in unit_note("pl")
