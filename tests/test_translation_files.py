"""The translation files: complete, valid, and the committed .qm files match their .ts sources."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.infra import resources
from app.text.languages import TRANSLATED

LANGS = TRANSLATED


def _ts(lang: str) -> ET.Element:
    return ET.parse(resources.path("translations", f"headroom_{lang}.ts")).getroot()


@pytest.mark.parametrize("lang", LANGS)
def test_no_unfinished_entry(lang):
    unfinished = [m.findtext("source") for m in _ts(lang).iter("message")
                  if m.find("translation").get("type") == "unfinished" and (m.findtext("source") or "").strip()]
    assert not unfinished, f"{lang}: {len(unfinished)} unfinished, e.g. {unfinished[:5]}"


@pytest.mark.parametrize("lang", LANGS)
def test_no_vanished_or_obsolete_entry(lang):
    """Strings that left the code leave the .ts file too (build/update_translations.py runs lupdate with
    -no-obsolete), so an old translation never comes back to a string that now means something else."""
    stale = [(m.find("translation").get("type"), m.findtext("source")) for m in _ts(lang).iter("message")
             if m.find("translation").get("type") in ("vanished", "obsolete")]
    assert not stale, f"{lang}: {len(stale)} vanished or obsolete, e.g. {stale[:3]}; run python build/update_translations.py"


def test_the_rebuild_drops_vanished_entries():
    """The translation build asks lupdate to drop what left the code, for every language file it writes."""
    script = (Path(__file__).resolve().parents[1] / "build" / "update_translations.py").read_text(encoding="utf-8")
    calls = [line for line in script.splitlines() if '"pyside6-lupdate"' in line]
    assert calls and all("-no-obsolete" in line for line in calls)


@pytest.mark.parametrize("lang", LANGS)
def test_plural_entries_have_three_forms(lang):
    for message in _ts(lang).iter("message"):
        if message.get("numerus") == "yes" and message.find("translation").get("type") != "vanished":
            forms = [f.text for f in message.find("translation").iter("numerusform")]
            assert len(forms) == 3 and all(forms), message.findtext("source")


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_survive_translation(lang):
    import re

    # `{name}` or `{name:noun}` (a counted noun, app.text.counts): the names must survive; a translator
    # may add or drop the noun spec where the language's grammar wants the noun in another case.
    fields = re.compile(r"\{([a-z_0-9]*)(?::[a-z_]+)?\}")
    for message in _ts(lang).iter("message"):
        translation = message.find("translation")
        if translation.get("type") in ("unfinished", "vanished", "obsolete"):
            continue
        source = message.findtext("source") or ""
        texts = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for text in texts:
            assert sorted(fields.findall(text)) == sorted(fields.findall(source)), (source, text)


@pytest.mark.parametrize("lang", LANGS)
def test_compiled_files_match_the_sources(lang, tmp_path):
    lrelease = shutil.which("pyside6-lrelease") or str(Path(sys.executable).with_name("pyside6-lrelease"))
    ts = resources.path("translations", f"headroom_{lang}.ts")
    out = tmp_path / f"headroom_{lang}.qm"
    subprocess.run([lrelease, str(ts), "-qm", str(out)], check=True, capture_output=True, timeout=120)
    committed = resources.path("translations", f"headroom_{lang}.qm")
    assert committed.read_bytes() == out.read_bytes(), "run python build/update_translations.py"


def test_english_plurals_have_both_forms():
    """English plural strings take their singular and plural from headroom_en.ts: none may be missing."""
    for message in _ts("en").iter("message"):
        if message.get("numerus") == "yes" and message.find("translation").get("type") != "vanished":
            forms = [f.text for f in message.find("translation").iter("numerusform")]
            assert len(forms) == 2 and all(forms), message.findtext("source")
            assert "(s)" not in "".join(forms), message.findtext("source")
