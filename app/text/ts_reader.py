"""Reads Qt Linguist `.ts` files without Qt, for the CLI and headless report paths."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import lru_cache

from app.infra.resources import path
from app.text.languages import language


def plural_index(lang: str, n: int) -> int:
    """Which numerus form Qt uses for n (the language's rule in app/text/languages.py)."""
    return language(lang).plural(n)


@lru_cache(maxsize=8)
def _messages(lang: str) -> dict[tuple[str, str, str], list[str]]:
    table: dict[tuple[str, str, str], list[str]] = {}
    ts_file = path("translations", f"headroom_{lang}.ts")  # headroom_en.ts: the English plural forms
    if not ts_file.exists():
        return table
    try:
        root = ET.parse(ts_file).getroot()
    except (ET.ParseError, OSError):
        return table
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            comment = message.findtext("comment") or ""
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")]
            if not forms:
                forms = [translation.text or ""]
            if any(forms):
                table[(name, source, comment)] = forms
    return table


@lru_cache(maxsize=8)
def _by_source(lang: str) -> dict[tuple[str, str], list[str]]:
    """The first translation of each (source, comment), whatever its context."""
    out: dict[tuple[str, str], list[str]] = {}
    for (_, source, comment), forms in _messages(lang).items():
        out.setdefault((source, comment), forms)
    return out


def lookup(lang: str, context: str, text: str, disambiguation: str | None = None) -> list[str] | None:
    """The numerus forms for a string: in its own context, else the empty one (where pyside6-lupdate
    files bare `tr()` calls), else any context with the same source — a class's strings are looked
    up under the runtime class name, which differs from the lexical one in subclasses."""
    table = _messages(lang)
    key = disambiguation or ""
    return (table.get((context, text, key)) or table.get(("", text, key))
            or _by_source(lang).get((text, key)))


def reader_backend(lang: str):  # type: ignore[no-untyped-def]
    def backend(context: str, text: str, disambiguation: str | None, n: int) -> str:
        forms = lookup(lang, context, text, disambiguation)
        if not forms:
            return text
        if n >= 0 and len(forms) > 1:
            return forms[min(plural_index(lang, n), len(forms) - 1)]
        return forms[0]

    return backend
