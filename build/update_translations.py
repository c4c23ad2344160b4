"""Refresh the translations: extract every string from the code into the Qt Linguist sources and
compile them.

    python build/update_translations.py          # lupdate (keeps existing translations) + lrelease
    python build/update_translations.py --check  # exit 1 if any ru/pl entry or English plural is unfinished,
                                                 # or any entry vanished / obsolete is left in a file

lupdate runs with -no-obsolete: a string that left the code leaves the .ts files at once (its entry
would otherwise stay behind as `vanished`/`obsolete` and come back in every rebuild).

Sources: resources/translations/headroom_{ru,pl}.ts (edit them with `pyside6-linguist` or by hand);
headroom_en.ts carries only the English plural forms. The compiled .qm files are committed.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "resources" / "translations"
sys.path.insert(0, str(ROOT))  # this checkout's app, not an installed one
from app.text.languages import TRANSLATED  # noqa: E402

LANGUAGES = TRANSLATED
SOURCE_DIRS = ("app",)


def _tool(name: str) -> str:
    found = shutil.which(name) or str(Path(sys.executable).with_name(name))
    if not Path(found).exists():
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e .)")
    return found


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for d in SOURCE_DIRS for p in (ROOT / d).rglob("*.py"))


def lupdate() -> None:
    files = sources()
    for lang in LANGUAGES:
        ts = TRANSLATIONS / f"headroom_{lang}.ts"
        subprocess.run([_tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete", *files, "-ts", str(ts)],
                       cwd=ROOT, check=True)
    subprocess.run([_tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete", "-pluralonly", *files, "-ts",
                    str(TRANSLATIONS / "headroom_en.ts")], cwd=ROOT, check=True)


def lrelease() -> None:
    for ts in sorted(TRANSLATIONS.glob("headroom_*.ts")):
        subprocess.run([_tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], cwd=ROOT,
                       check=True)


# Entry states that must not stay in a committed .ts file: not translated yet, or left from strings the
# code no longer has.
OPEN_STATES = ("unfinished", "vanished", "obsolete")


def unfinished() -> dict[str, int]:
    """Open entries per language (unfinished, vanished or obsolete); English counts its plural forms (all
    it carries)."""
    counts = {}
    for lang in (*LANGUAGES, "en"):
        text = (TRANSLATIONS / f"headroom_{lang}.ts").read_text(encoding="utf-8")
        counts[lang] = sum(len(re.findall(f'type="{state}"', text)) for state in OPEN_STATES)
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="only report unfinished, vanished or obsolete entries")
    args = parser.parse_args()
    if not args.check:
        lupdate()
        lrelease()
    counts = unfinished()
    print("unfinished, vanished or obsolete entries:", ", ".join(f"{k}: {v}" for k, v in counts.items()))
    return 1 if any(counts.values()) else 0


if __name__ == "__main__":
    raise SystemExit(main())
