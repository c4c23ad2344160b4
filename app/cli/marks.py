"""How a terminal shows a verdict: its colour (when the terminal shows colours) and the marks beside it."""

from __future__ import annotations

import os
import sys

# ANSI colours of the verdicts on a terminal (none when piped or when NO_COLOR is set, no-color.org):
# green fits, yellow tight, red for a missed must-have or no fit — the GUI's and the quote's colours.
ANSI = {"fits": "\033[32m", "tight": "\033[33m", "misses_must_have": "\033[31m", "does_not_fit": "\033[31m",
        "unknown_gpu": "\033[90m"}
ANSI_RESET = "\033[0m"
MISS_MARK = "✗"
BEST_MARK = "★"


def colour(text: str, verdict: str) -> str:
    """The verdict's colour on a terminal that shows colours; plain text otherwise."""
    if os.environ.get("NO_COLOR") or not sys.stdout.isatty() or verdict not in ANSI:
        return text
    return f"{ANSI[verdict]}{text}{ANSI_RESET}"
