"""Numbers for people: bytes in the chosen unit, percentages, counts — in the language's locale.

Unit symbols stay GB / GiB in every language (the vendors' and nvidia-smi's own symbols); the
decimal separator and digit grouping follow the language (decimal comma in ru and pl), and so does
the second's symbol (с in Russian).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from app.core.units import UNIT_BYTES, Unit
from app.text.languages import LANGUAGES, language

DECIMAL_COMMA = frozenset(code for code, lang in LANGUAGES.items() if lang.decimal_comma)
# Hardware sizes (RAM, disks, GPU memory) from 1 TB (1 TiB) up are shown in TB (TiB).
LARGE_SIZE_BYTES = 10**12
LARGE_UNIT = {"GB": "TB", "GiB": "TiB"}
# Sizes shown in the unit that fits them (file sizes, bytes per token), by unit family.
SCALED_UNITS = {"GB": ("TB", "GB", "MB", "KB"), "GiB": ("TiB", "GiB", "MiB", "KiB")}
# A size within this share of a whole number of units is shown whole (a vendor's "80 GB" card).
WHOLE_NUMBER_TOLERANCE = 0.05
SMALLEST_SECONDS = 0.01  # seconds are shown to two decimals at most: below this, "< 0.01 s"
NBSP = "\u00a0"
# Parameters below this are shown to their first significant digit (at most MAX_DECIMALS places).
SMALL_NUMBER = 0.01
MAX_DECIMALS = 12


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
        """A memory figure in the chosen unit with fixed decimals: `16.00 GB`, `14.90 GiB`."""
        return self._in(n_bytes, str(self.unit), digits)

    def size(self, n_bytes: float) -> str:
        """A hardware size without false precision: whole units without decimals, else one decimal;
        TB (TiB) from 1 TB up: `512 GB`, `1.5 TB`, `68.7 GB`."""
        unit = str(self.unit)
        if n_bytes >= LARGE_SIZE_BYTES:
            unit = LARGE_UNIT.get(unit, unit)
        value = n_bytes / UNIT_BYTES[unit]
        return self._in(n_bytes, unit, 0 if abs(value - round(value)) < WHOLE_NUMBER_TOLERANCE else 1)

    def scaled(self, n_bytes: float) -> str:
        """A size in the largest unit of the chosen family that keeps it at 1 or more: `128.00 KB`."""
        family = SCALED_UNITS.get(str(self.unit), SCALED_UNITS["GB"])
        for unit in family:
            if n_bytes >= UNIT_BYTES[unit]:
                return self._in(n_bytes, unit, 2)
        return f"{self.number(n_bytes)}{self.sep}B"

    def _in(self, n_bytes: float, unit: str, digits: int) -> str:
        return f"{self.number(n_bytes / UNIT_BYTES[unit], digits)}{self.sep}{unit}"

    def percent(self, fraction: float, digits: int = 0) -> str:
        return f"{self.number(fraction * 100, digits)}{self.sep}%"

    def seconds(self, value: float) -> str:
        """`0.19 s`, `12.5 s`, `250 s`; under the last digit shown, `< 0.01 s` rather than `0.00 s`."""
        symbol = language(self.lang).second_symbol
        if 0 < value < SMALLEST_SECONDS:
            return f"<{self.sep}{self.number(SMALLEST_SECONDS, 2)}{self.sep}{symbol}"
        digits = 2 if value < 10 else 1 if value < 100 else 0
        return f"{self.number(value, digits)}{self.sep}{symbol}"

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
            if 0 < abs(value) < SMALL_NUMBER:  # a limit such as 0.001: its first digit, not "0.00"
                return self.number(value, min(MAX_DECIMALS, -math.floor(math.log10(abs(value)))))
            return self.number(value, 2)
        return self.number(value)
