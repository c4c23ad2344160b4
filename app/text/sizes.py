"""GB against GiB in words: the one note the window, the command line and the quote show beside sizes.

Vendors quote memory in GB (10⁹ bytes); nvidia-smi and most monitoring tools show GiB (2³⁰ bytes), so the
same card reads 80 GB on the datasheet and 74.5 GiB on the screen. The note gives both definitions and one
worked example, the weights of an 8B model in 16 bits: 16 GB = 14.90 GiB.
"""

from __future__ import annotations

from app.core.units import GB
from app.text.formatting import NBSP, Fmt
from app.text.i18n import translator

CTX = "Sizes"
tr = translator(CTX)
EXAMPLE_BYTES = 16 * GB  # 8B parameters × 2 bytes: the example every page of Headroom uses


def unit_note(lang: str) -> str:
    """ "GB = 10⁹ bytes (vendors' figures), GiB = 2³⁰ bytes (what nvidia-smi shows): 16 GB = 14.90 GiB,
    the same memory in another unit." — in the reader's language, with its decimal mark."""
    gb = Fmt(unit="GB", lang=lang, sep=NBSP).bytes(EXAMPLE_BYTES, 0)
    gib = Fmt(unit="GiB", lang=lang, sep=NBSP).bytes(EXAMPLE_BYTES)
    return tr("GB = 10⁹ bytes (vendors' figures), GiB = 2³⁰ bytes (what nvidia-smi shows): {gb} = {gib}, "
              "the same memory in another unit.").format(gb=gb, gib=gib)


def unit_note_shown_in(lang: str, unit: str) -> str:
    """The note and the unit a page's sizes are in (the command line's output, the quote)."""
    return tr("{note} Sizes here are in {unit}.").format(note=unit_note(lang), unit=unit)
