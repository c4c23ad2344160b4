"""The profile library's codes in words, for the window and the command line alike.

The store (`app/store/errors.py`) reports codes with parameters; it sits beside this package, not
below it, so the codes are matched here by their (stable) string values and a test checks that
every code the store defines has words.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from app.text.i18n import QT_TRANSLATE_NOOP, translate

CTX = "ProfileLibrary"
# A notice names at most this many unreadable profiles, then says how many more.
MAX_NAMED = 10

STORE_ERRORS: dict[str, str] = {
    "read_only": QT_TRANSLATE_NOOP("ProfileLibrary", "This profile ships with Headroom and cannot be changed. Duplicate it to make your own copy."),
    "not_found": QT_TRANSLATE_NOOP("ProfileLibrary", "The profile no longer exists; another Headroom window may have deleted it."),
    "busy": QT_TRANSLATE_NOOP("ProfileLibrary", "Another Headroom window is writing to the profile library. Try again in a moment."),
    "invalid_profile": QT_TRANSLATE_NOOP("ProfileLibrary", "The profile is not valid: {detail}"),
    "invalid_row": QT_TRANSLATE_NOOP("ProfileLibrary", "The stored profile can no longer be read; delete it and import it again."),
    "database_error": QT_TRANSLATE_NOOP("ProfileLibrary", "The profile library could not be written: {detail}"),
    "closed": QT_TRANSLATE_NOOP("ProfileLibrary", "The profile library is closed."),
    "newer_schema": QT_TRANSLATE_NOOP("ProfileLibrary", "The profile library {path} was written by a newer Headroom (format {found}); this one reads up to {supported}. It was left untouched: use the newer Headroom, or move the file away to start a new library."),
    "foreign_database": QT_TRANSLATE_NOOP("ProfileLibrary", "{path} is another program's database, not a Headroom profile library. It was left untouched: move it away, or set HEADROOM_HOME to keep Headroom's files in another folder."),
    "migration_failed": QT_TRANSLATE_NOOP("ProfileLibrary", "The profile library {path} could not be backed up before its upgrade, so it was not changed: {detail}"),
}
# Opening failed for the reasons above: what that means for this session.
WITHOUT_LIBRARY = QT_TRANSLATE_NOOP("ProfileLibrary", "Your saved profiles are not available in this session; the shipped ones are, and changes go to a temporary library.")

RECOVERY_REASONS: dict[str, str] = {
    "not_a_database": QT_TRANSLATE_NOOP("ProfileLibrary", "was not a database"),
    "malformed": QT_TRANSLATE_NOOP("ProfileLibrary", "was damaged"),
    "integrity_check_failed": QT_TRANSLATE_NOOP("ProfileLibrary", "was damaged"),
    "damaged_rows": QT_TRANSLATE_NOOP("ProfileLibrary", "had damaged entries"),
    "schema_mismatch": QT_TRANSLATE_NOOP("ProfileLibrary", "did not have the expected tables"),
    "unreadable": QT_TRANSLATE_NOOP("ProfileLibrary", "could not be opened"),
}

NOTES: dict[str, str] = {
    "row_skipped": QT_TRANSLATE_NOOP("ProfileLibrary", "The saved profile “{name}” cannot be read and is not listed ({detail}). It stays in the library file; delete it and import it again from an export."),
    "read_failed": QT_TRANSLATE_NOOP("ProfileLibrary", "The profile library file was damaged while Headroom was running; some profiles may be missing from the list. Restart Headroom to recover what can be read ({detail})."),
    "shipped_skipped": QT_TRANSLATE_NOOP("ProfileLibrary", "A shipped example profile (number {index}) is not valid and is left out: {detail}"),
    "shipped_unavailable": QT_TRANSLATE_NOOP("ProfileLibrary", "The shipped example profiles cannot be read: {detail}"),
}


def tr(text: str, n: int = -1) -> str:
    return translate(CTX, text, None, n)


def _fill(template: str, params: Mapping[str, object]) -> str:
    out = template
    for key, value in params.items():
        out = out.replace("{" + key + "}", str(value))
    return out


def store_error_text(code: str, params: Mapping[str, object], fallback: str = "") -> str:
    """A library operation or the opening of the library failed with `code`."""
    template = STORE_ERRORS.get(code)
    values = {"detail": fallback, **{k: v for k, v in params.items() if v is not None}}
    if template is None:
        return _fill(tr("The profile library reported a problem: {detail}"), values)
    return _fill(tr(template), values)


def without_library_text() -> str:
    return tr(WITHOUT_LIBRARY)


def names_text(names: Iterable[str]) -> str:
    listed = list(names)
    shown = ", ".join(f"“{n}”" for n in listed[:MAX_NAMED])
    rest = len(listed) - MAX_NAMED
    return shown + (" " + tr("and %n more", rest) if rest > 0 else "")


def recovery_text(reason: str, moved_to: str, in_memory: bool, salvaged: int, lost: Iterable[str]) -> str:
    """The library file could not be used as it was: what happened, what was kept, where the old file is."""
    what = tr(RECOVERY_REASONS.get(reason, "could not be used"))
    parts = [_fill(tr("The profile library {what}."), {"what": what})]
    if moved_to:
        parts.append(_fill(tr("Nothing was deleted: the old file was set aside as {path}."), {"path": moved_to}))
    if salvaged:
        parts.append(tr("Saved profiles read from it into a new library: %n.", salvaged))
    lost = list(lost)
    if lost:
        parts.append(_fill(tr("Saved profiles that could not be read (%n): {names}. They may still be recovered "
                              "from the old file with an SQLite tool (sqlite3 .recover), or imported again from an "
                              "export.", len(lost)), {"names": names_text(lost)}))
    if in_memory:
        parts.append(tr("No library file could be written: changes in this session will not be kept."))
    return " ".join(parts)


def migration_text(found: int, to: int, backup: str) -> str:
    return _fill(tr("The profile library was upgraded from format {found} to {to}; the old file was kept as "
                    "{backup}."), {"found": found, "to": to, "backup": backup})


def note_text(code: str, params: Mapping[str, object]) -> str:
    template = NOTES.get(code)
    return _fill(tr(template), params) if template else f"{code}: {dict(params)}"
