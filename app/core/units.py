"""Bytes and their display: GB (10^9) versus GiB (2^30).

Files and the engine store bytes. Display units are chosen by the user.
"""

from __future__ import annotations

import re
from enum import StrEnum

# The one home of the size constants: no other module binds 10**9 or 2**30 (tests/test_house_rooms.py).
GB = 10**9
GiB = 2**30
BILLION = GB  # the same SI giga for counts (parameters: params_b × BILLION)
MB = 10**6
MiB = 2**20
TB = 10**12
TiB = 2**40


class Unit(StrEnum):
    GB = "GB"
    GiB = "GiB"


UNIT_BYTES: dict[str, int] = {
    "B": 1,
    "KB": 10**3,
    "KiB": 2**10,
    "MB": MB,
    "MiB": MiB,
    "GB": GB,
    "GiB": GiB,
    "TB": TB,
    "TiB": TiB,
}

_SIZE_RE = re.compile(r"^\s*([0-9]+(?:[.,][0-9]+)?)\s*([KMGT]i?B|B)?\s*$", re.IGNORECASE)


def to_unit(n_bytes: float, unit: Unit | str) -> float:
    return n_bytes / UNIT_BYTES[str(unit)]


# Units a typed size is written back in when it says the size exactly (3.84 TB, 512 GiB), largest first.
EXACT_UNITS = ("TB", "TiB", "GB", "GiB")
EXACT_DECIMALS = 100  # two decimals at most: 3.84 TB


def size_input_text(n_bytes: int, unit: Unit | str) -> str:
    """The text a size field shows for a stored size, which `parse_size` reads back to the same bytes:
    the first unit that states it exactly ("3.84 TB", "512 GiB"), else `unit` with three decimals.
    Not for display (no locale): display goes through app.text.formatting.Fmt."""
    for name in EXACT_UNITS:
        size = UNIT_BYTES[name]
        if n_bytes >= size and (n_bytes * EXACT_DECIMALS) % size == 0:
            return f"{_short(n_bytes * EXACT_DECIMALS // size / EXACT_DECIMALS)} {name}"
    return f"{_short(round(n_bytes / UNIT_BYTES[str(unit)], 3))} {unit}"


def _short(value: float) -> str:
    """7.0 → "7", 7.25 → "7.25"."""
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def parse_size(text: str) -> int:
    """`"80 GB"` → 80·10^9; `"24GiB"` → 24·2^30; a bare number is bytes.

    Raises ValueError with the offending text on anything else.
    """
    match = _SIZE_RE.match(text)
    if not match:
        raise ValueError(f"not a size: {text!r} (expected e.g. '80 GB' or '24 GiB')")
    number = float(match.group(1).replace(",", "."))
    suffix = match.group(2) or "B"
    canonical = {k.lower(): k for k in UNIT_BYTES}[suffix.lower()]
    return round(number * UNIT_BYTES[canonical])
