"""Every language Headroom speaks, once: its code, its own name, its plural rule, its decimal mark and the
font that covers its script.

The CLI's --lang choices, the settings and quote dialogs, the number formatter, the .ts reader's plural
forms and the translation build read this table. Adding a language: one `Language` row here, its
resources/translations/headroom_<code>.ts (build/update_translations.py makes it), and translations.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


def _english_plural(n: int) -> int:
    return 0 if n == 1 else 1


def _slavic_paucal(n: int) -> bool:
    """2-4, 22-24, … but not 12-14: the 'few' form of Russian and Polish."""
    return 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14


def _russian_plural(n: int) -> int:
    # Qt's numerus rule for ru (and CLDR's): 1, 21, 31 … (not 11) / 2-4, 22-24 … / everything else.
    if n % 10 == 1 and n % 100 != 11:
        return 0
    return 1 if _slavic_paucal(n) else 2


def _polish_plural(n: int) -> int:
    # Qt's numerus rule for pl (and CLDR's): exactly 1 / 2-4, 22-24 … (not 12-14) / everything else.
    if n == 1:
        return 0
    return 1 if _slavic_paucal(n) else 2


@dataclass(frozen=True)
class Language:
    code: str  # ISO 639-1, as Qt's translation files are named (headroom_ru.ts)
    native_name: str  # in its own language: whoever cannot read the current one still finds theirs
    plural: Callable[[int], int]  # which numerus form Qt uses for n
    plural_forms: int
    decimal_comma: bool  # 1,5 rather than 1.5 (and digit groups by a space)
    second_symbol: str  # the second's unit symbol ("с" in Russian, GOST 8.417)
    font: str  # a font family bundled in resources/fonts/ that covers its script (the PDF is set in it)
    translated: bool  # has a .ts file of translations (English is the source language)


# DejaVu Sans covers Latin with Polish diacritics and Cyrillic in one family (resources/fonts/README.md).
DEJAVU = "DejaVu Sans"

LANGUAGES: dict[str, Language] = {
    "en": Language(code="en", native_name="English", plural=_english_plural, plural_forms=2, decimal_comma=False,
                   second_symbol="s", font=DEJAVU, translated=False),
    "ru": Language(code="ru", native_name="Русский", plural=_russian_plural, plural_forms=3, decimal_comma=True,
                   second_symbol="с", font=DEJAVU, translated=True),
    "pl": Language(code="pl", native_name="Polski", plural=_polish_plural, plural_forms=3, decimal_comma=True,
                   second_symbol="s", font=DEJAVU, translated=True),
}
CODES: tuple[str, ...] = tuple(LANGUAGES)
SOURCE_LANGUAGE = "en"
TRANSLATED: tuple[str, ...] = tuple(code for code, lang in LANGUAGES.items() if lang.translated)


def language(code: str) -> Language:
    """The row of `code` (an unknown code reads as English, the source language)."""
    return LANGUAGES.get(code, LANGUAGES[SOURCE_LANGUAGE])
