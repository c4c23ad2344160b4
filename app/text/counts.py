"""Counted nouns in the reader's language, through Qt's plural forms: "1 token", "2 токена",
"5 tokenów", "131 072 токена".

Each noun is one Qt numerus string (`tr("{n} tokens", "count", n)`); its forms live in the
.ts files (English too: headroom_en.ts), and the number is written by Fmt (grouping and decimal
comma of the language). A message template asks for a counted noun with a format spec:
`"{sequences:sequences} × {tokens:tokens}"` — the spec names the noun, so translators can keep it
(nominative: the noun agrees with the number) or write the noun themselves where their grammar
wants another case (after "до", "не более", "z", the genitive plural).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from app.core.units import BILLION
from app.text.formatting import Fmt
from app.text.i18n import translator

CTX = "Counts"
# pyside6-lupdate sees a plural only in a bare `tr(text, disambiguation, n)` call (literal text and
# disambiguation) and files it under the empty context; the disambiguation "count" keeps the nouns apart
# from other strings with the same words.
tr = translator(CTX)
# Qt picks a plural form from a whole number. A fraction (1.5 epochs) takes the form of 2 in the three
# languages: English "epochs", Russian "эпохи" and Polish "epoki" (the genitive singular a fraction
# takes is spelled like the form for 2 in both).
FRACTION_AS = 2
MAX_FRACTION_DIGITS = 2
LARGE_COUNT = 1000  # counts from here on pick their form by their last two digits

NOUNS: dict[str, Callable[[int], str]] = {
    "tokens": lambda n: tr("{n} tokens", "count", n),
    "sequences": lambda n: tr("{n} sequences", "count", n),
    "requests": lambda n: tr("{n} requests", "count", n),
    "layers": lambda n: tr("{n} layers", "count", n),
    "full_layers": lambda n: tr("{n} full layers", "count", n),
    "windowed_layers": lambda n: tr("{n} windowed layers", "count", n),
    "parameters": lambda n: tr("{n} parameters", "count", n),
    "values": lambda n: tr("{n} values", "count", n),
    "bytes": lambda n: tr("{n} bytes", "count", n),
    "gpus": lambda n: tr("{n} GPUs", "count", n),
    "replicas": lambda n: tr("{n} replicas", "count", n),
    "cores": lambda n: tr("{n} CPU cores", "count", n),
    "runs": lambda n: tr("{n} runs", "count", n),
    "epochs": lambda n: tr("{n} epochs", "count", n),
    "experts": lambda n: tr("{n} experts", "count", n),
    "fields": lambda n: tr("{n} fields", "count", n),
    "profiles": lambda n: tr("{n} profiles", "count", n),
    "warnings": lambda n: tr("{n} warnings", "count", n),
    "notes": lambda n: tr("{n} notes", "count", n),
    "blockers": lambda n: tr("{n} blockers", "count", n),
    "hours": lambda n: tr("{n} hours", "count", n),
    "people": lambda n: tr("{n} people", "count", n),
    "months": lambda n: tr("{n} months", "count", n),
    "years": lambda n: tr("{n} years", "count", n),
    "servers": lambda n: tr("{n} servers", "count", n),
}


# A parameter count is written with three significant figures, as model cards and papers round them
# ("8.03 billion", "70.6 billion", "405 billion", "125 million"); below a million, the whole number.
PARAM_SIGNIFICANT_FIGURES = 3
PARAM_SCALES: tuple[tuple[float, Callable[[], str]], ...] = (
    (1000 * BILLION, lambda: tr("{count} trillion")),
    (BILLION, lambda: tr("{count} billion")),
    (BILLION / 1000, lambda: tr("{count} million")),
)


def parameter_count(params: float, fmt: Fmt) -> str:
    """A parameter count as people say it, the one wording of a count in words for the window, the command
    line and the quote: 8_030_261_248 → "8.03 billion" ("8,03 млрд", "8,03 mld"); 86_848 → "86,848"."""
    rounded = float(f"{params:.{PARAM_SIGNIFICANT_FIGURES}g}")  # 999.6 million is said "1.00 billion"
    for scale, words in PARAM_SCALES:
        if rounded >= scale:
            value = rounded / scale
            digits = max(0, PARAM_SIGNIFICANT_FIGURES - 1 - math.floor(math.log10(value)))
            return words().replace("{count}", fmt.number(value, digits))
    return fmt.number(round(params))


def plural_n(value: float) -> int:
    """The number Qt chooses the plural form by. Qt takes a 32-bit int, and the rules of English,
    Russian and Polish look only at n = 1, n mod 10 and n mod 100: a count past 999 (6,979,321,856
    parameters) is brought to one with the same last two digits and the same form."""
    if not float(value).is_integer():
        return FRACTION_AS
    n = int(abs(value))
    return n if n < LARGE_COUNT else LARGE_COUNT + n % 100


def _digits(value: float) -> int:
    """Decimals a count needs: none for whole numbers, else one or two (1.5 epochs, 0.56 bytes)."""
    if float(value).is_integer():
        return 0
    return 1 if round(value, 1) == value else MAX_FRACTION_DIGITS


def counted(noun: str, value: float, fmt: Fmt) -> str:
    """`value` and the noun in the form its number takes: `counted("tokens", 131072, Fmt(lang="ru"))`
    → "131 072 токена". Unknown nouns raise KeyError (a template names one that does not exist)."""
    return NOUNS[noun](plural_n(value)).replace("{n}", fmt.number(value, _digits(value)))


def unit_word(noun: str, value: float) -> str:
    """The noun alone in the form `value` takes (a unit beside a number field: "2048 tokens")."""
    return NOUNS[noun](plural_n(value)).replace("{n}", "").strip()
