"""A table cell as the words describe it: its text, a tooltip, and a tone that means something.

The tone is a code, not a colour: a verdict (fits, tight, misses_must_have, does_not_fit, unknown_gpu) or a
pilot status (good, bad, unsure); the window paints it (app/ui/palette.py TONES, app/ui/cells.py).
"""

from __future__ import annotations

from dataclasses import dataclass

GOOD, BAD, UNSURE = "good", "bad", "unsure"


@dataclass(frozen=True)
class Cell:
    text: str
    tooltip: str = ""
    tone: str = ""
