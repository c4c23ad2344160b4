"""Greedy word wrap by measured width: one rule for the window's checks, its chart names and the PDF chart."""

from __future__ import annotations

from collections.abc import Callable


def wrap_to_width(text: str, width: float, advance: Callable[[str], float]) -> list[str]:
    """Greedy word wrap by measured width (`advance` gives a string's width in the same units).
    Words are never cut; a word wider than `width` breaks after its hyphens ("under-|provisioned"),
    else gets a line of its own."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        pieces: list[tuple[str, str]] = []  # (text, what joins it to the piece before)
        for word in paragraph.split(" "):
            parts = [word]
            if "-" in word.strip("-") and advance(word) > width:
                parts = [p + "-" for p in word.split("-")[:-1]] + [word.split("-")[-1]]
            pieces.extend((part, " " if i == 0 else "") for i, part in enumerate(parts))
        line = ""
        for piece, joiner in pieces:
            candidate = f"{line}{joiner}{piece}" if line else piece
            if line and advance(candidate) > width:
                lines.append(line)
                line = piece
            else:
                line = candidate
        lines.append(line)
    return lines
