"""The fonts every quote is set in, loaded from resources/fonts/ (DejaVu Sans, Bitstream Vera license).

Registered as application fonts so the PDF looks the same on every machine; Qt embeds the glyphs
used as a subset. DejaVu Sans covers Latin with Polish diacritics and Cyrillic in one family.
"""

from __future__ import annotations

from app.infra.resources import path
from app.text.languages import DEJAVU

FAMILY = DEJAVU  # covers every language of app/text/languages.py
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")

_state: dict[str, str] = {}


class FontError(RuntimeError):
    """A shipped font is missing or unreadable (a packaging defect)."""


def load_fonts() -> str:
    """Register the document fonts once per process (needs a QGuiApplication); returns the family."""
    if "family" in _state:
        return _state["family"]
    from PySide6.QtGui import QFontDatabase

    for name in FONT_FILES:
        font_file = path("fonts", name)
        font_id = QFontDatabase.addApplicationFont(str(font_file))
        if font_id < 0:
            raise FontError(f"cannot load the font {font_file}")
        families = QFontDatabase.applicationFontFamilies(font_id)
        if FAMILY not in families:
            raise FontError(f"{font_file} holds {families}, expected {FAMILY!r}")
    _state["family"] = FAMILY
    return FAMILY
