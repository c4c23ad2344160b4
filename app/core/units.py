"""Bytes and their display: GB (10^9) versus GiB (2^30).

Files and the engine store bytes. Display units are chosen by the user.
"""

from __future__ import annotations

import re
from enum import StrEnum

GB = 10**9
GiB = 2**30
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


def format_bytes(n_bytes: float, unit: Unit | str = Unit.GB, digits: int = 2) -> str:
    """`16000000000` → `"16.00 GB"`; with GiB → `"14.90 GiB"`."""
    return f"{to_unit(n_bytes, unit):.{digits}f} {unit}"


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
