"""One locator for shipped resources, from a source tree and from a PyInstaller bundle.

The PyInstaller spec uses `RESOURCE_DIRS` for its data list, so code and bundle agree.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

RESOURCE_DIRS = ("catalog", "examples", "fonts", "translations", "icons", "pilot")


def root() -> Path:
    """The folder that holds `catalog/`, `fonts/`, `translations/` ..."""
    frozen_base = getattr(sys, "_MEIPASS", None)
    if frozen_base:
        return Path(frozen_base) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def path(*parts: str) -> Path:
    return root().joinpath(*parts)


def bundled_version() -> str:
    """Version read from pyproject.toml (source tree) or the copy bundled next to resources."""
    for candidate in (root().parent / "pyproject.toml", root() / "pyproject.toml"):
        try:
            text = candidate.read_text(encoding="utf-8")
        except OSError:
            continue
        match = re.search(r'^version\s*=\s*"([^"]+)"', text, re.MULTILINE)
        if match:
            return match.group(1)
    return "0+unknown"
