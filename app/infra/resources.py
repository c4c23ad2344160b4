"""One locator for shipped resources: from a source tree, an installed wheel and a PyInstaller bundle.

The top-level `resources/` folder is the one copy. A wheel carries it as `app/_resources/` (mapped
in setup.py); the bundle as `resources/` next to the executable's modules (the spec uses
`RESOURCE_DIRS` for its data list, so code and bundle agree).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

RESOURCE_DIRS = ("catalog", "examples", "fonts", "translations", "icons", "pilot", "help")
# Where an installed wheel keeps the resources, inside the package (setup.py maps resources/ here).
WHEEL_FOLDER = "_resources"
PACKAGE_DIR = Path(__file__).resolve().parent.parent


def root() -> Path:
    """The folder that holds `catalog/`, `fonts/`, `translations/` ..."""
    frozen_base = getattr(sys, "_MEIPASS", None)
    if frozen_base:
        return Path(frozen_base) / "resources"
    installed = PACKAGE_DIR / WHEEL_FOLDER
    if installed.is_dir():
        return installed
    return PACKAGE_DIR.parent / "resources"


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
