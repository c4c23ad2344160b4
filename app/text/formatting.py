"""Numbers for people: bytes in the chosen unit, percentages, counts — in the language's locale.

Unit symbols stay GB / GiB in every language (the vendors' and nvidia-smi's own symbols); the
decimal separator and digit grouping follow the language (decimal comma in ru and pl), and so does
the second's symbol (с in Russian).
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core.units import UNIT_BYTES, Unit

DECIMAL_COMMA = frozenset({"ru", "pl"})
# The second's symbol: "с" in Russian (GOST 8.417), "s" in Polish and English.
SECOND_SYMBOL = {"ru": "с"}
NBSP = "\u00a0"


@dataclass(frozen=True)
class Fmt:
    unit: str = Unit.GB
    lang: str = "en"
    sep: str = " "  # between a number and its unit; documents use a no-break space

    def number(self, value: float, digits: int = 0) -> str:
        text = f"{value:,.{digits}f}"
        if self.lang in DECIMAL_COMMA:
            text = text.replace(",", NBSP).replace(".", ",")
        return text

    def bytes(self, n_bytes: float, digits: int = 2) -> str:
        return f"{self.number(n_bytes / UNIT_BYTES[str(self.unit)], digits)}{self.sep}{self.unit}"

    def percent(self, fraction: float, digits: int = 0) -> str:
        return f"{self.number(fraction * 100, digits)}{self.sep}%"

    def seconds(self, value: float) -> str:
        digits = 2 if value < 10 else 1 if value < 100 else 0
        return f"{self.number(value, digits)}{self.sep}{SECOND_SYMBOL.get(self.lang, 's')}"

    def rate(self, value: float) -> str:
        return self.number(value, 1 if value < 100 else 0)

    def auto(self, key: str, value: object) -> str:
        """Format a finding parameter by its name: *_bytes → size, share/fraction → %, else number."""
        if isinstance(value, bool) or value is None or isinstance(value, str):
            return str(value)
        assert isinstance(value, (int, float))
        if key.endswith("bytes"):
            return self.bytes(value)
        if key in ("share", "fraction") or key.endswith("_share") or key.endswith("_fraction"):
            return self.percent(value)
        if key.endswith("_s"):
            return self.seconds(value)
        if key.endswith("_gbps"):
            return self.number(value, 1)
        if isinstance(value, float) and not value.is_integer():
            return self.number(value, 2)
        return self.number(value)
