"""The language table: every language has its .ts file, a plural rule Qt agrees with, and a font that draws it."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from matplotlib.ft2font import FT2Font

from app.infra.resources import path
from app.text import i18n
from app.text.formatting import Fmt
from app.text.languages import CODES, LANGUAGES, TRANSLATED, language


def test_the_supported_languages_are_the_table() -> None:
    assert i18n.SUPPORTED == CODES == ("en", "ru", "pl")
    assert TRANSLATED == ("ru", "pl")


@pytest.mark.parametrize(("code", "cases"), [
    # Russian: 1, 21, 101 (not 11) take the first form; 2-4, 22-24 (not 12-14) the second; the rest the third.
    ("ru", {1: 0, 21: 0, 101: 0, 11: 2, 2: 1, 4: 1, 22: 1, 12: 2, 14: 2, 5: 2, 0: 2, 111: 2}),
    # Polish: exactly 1 takes the first; 2-4, 22-24 (not 12-14) the second; 21 and 5 the third.
    ("pl", {1: 0, 21: 2, 2: 1, 24: 1, 12: 2, 5: 2, 0: 2}),
    ("en", {1: 0, 0: 1, 2: 1, 21: 1}),
])
def test_plural_rules_worked_by_hand(code: str, cases: dict[int, int]) -> None:
    for n, form in cases.items():
        assert language(code).plural(n) == form, n
        assert 0 <= form < language(code).plural_forms


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_translated_language_has_its_ts_file_with_as_many_plural_forms(code: str) -> None:
    root = ET.parse(path("translations", f"headroom_{code}.ts")).getroot()
    assert root.get("language", "").startswith(code)
    numerus = next(m for m in root.iter("message") if m.get("numerus") == "yes" and
                   m.find("translation") is not None and m.find("translation").get("type") is None)
    assert len(numerus.find("translation").findall("numerusform")) == language(code).plural_forms


@pytest.mark.parametrize("code", CODES)
def test_the_bundled_font_draws_every_letter_of_the_language(code: str) -> None:
    lang = LANGUAGES[code]
    files = {"DejaVu Sans": "DejaVuSans.ttf"}
    charmap = FT2Font(str(path("fonts", files[lang.font]))).get_charmap()
    letters = lang.native_name + lang.second_symbol + {"ru": "ЁЖЩЪЫЭЮЯёжщъыэюя", "pl": "ĄĆĘŁŃÓŚŹŻąćęłńóśźż"}.get(code, "")
    assert [c for c in letters if ord(c) not in charmap] == []


def test_the_decimal_mark_and_second_follow_the_table() -> None:
    assert Fmt(lang="ru").number(1.5, 1) == "1,5"
    assert Fmt(lang="pl").number(1.5, 1) == "1,5"
    assert Fmt(lang="en").number(1.5, 1) == "1.5"
    assert language("ru").second_symbol == "с" and language("xx") == LANGUAGES["en"]
