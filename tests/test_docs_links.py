"""Every relative link and picture in the README and docs/ points at a file that exists (pages moved to
docs/ keep their screenshots and cross-links)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


def test_relative_links_resolve() -> None:
    broken = []
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            if "://" in target or target.startswith("mailto:"):
                continue
            if not (page.parent / target).exists():
                broken.append(f"{page.relative_to(ROOT)} → {target}")
    assert broken == []


def test_the_readme_stays_a_first_read() -> None:
    size = len((ROOT / "README.md").read_bytes())
    assert 8_000 <= size <= 12_500, size  # pitch, set-up, commands, two screenshots, layout; the rest in docs/
