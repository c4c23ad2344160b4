"""The profile store's codes in words: errors of library operations and the outcome of an import."""

from __future__ import annotations

from typing import Any

from app.store import StoreError, StoreNote
from app.store import profiles_io as io
from app.text import i18n
from app.text import library as library_words
from app.text.messages import problem_detail

CTX = "ProfileLibrary"


tr = i18n.translator(CTX)


def store_error_text(exc: StoreError) -> str:
    return library_words.store_error_text(exc.code, exc.params, str(exc.params.get("detail") or exc))


def library_notice(notice: tuple[str, dict[str, Any]] | None, notes: list[StoreNote]) -> str:
    """What the user must know about the library itself: it could not be opened (and the session
    runs without it), it was damaged and rebuilt, it was upgraded; saved profiles left out of the list."""
    lines: list[str] = []
    if notice is not None:
        code, params = notice
        if code == "recovered":
            lines.append(library_words.recovery_text(
                str(params.get("reason", "")), str(params.get("path", "")), bool(params.get("in_memory")),
                int(params.get("salvaged", 0) or 0), [str(n) for n in params.get("lost", [])]))
        elif code == "migrated":
            lines.append(library_words.migration_text(int(params.get("from", 0)), int(params.get("to", 0)),
                                                      str(params.get("backup", ""))))
        else:
            lines.append(library_words.store_error_text(code, params) + " " + library_words.without_library_text())
    lines += [library_words.note_text(n.code, n.params) for n in notes]
    return "\n".join(lines)


def _problem_line(p: io.ImportProblem) -> str:
    what = {
        io.UNREADABLE: tr("the file cannot be read"),
        io.INVALID_JSON: tr("the file is not valid JSON"),
        io.UNSUPPORTED_FORMAT: tr("the file is not a server profile (format “{found}”)").replace(
            "{found}", p.message),
        io.NOT_AN_OBJECT: tr("an entry is not a profile"),
        io.INVALID_PROFILE: tr("a value is not valid"),
    }.get(p.code)
    if what is None:  # a problem of the reading boundary (too deep, not finite, newer format, ...)
        what = problem_detail(p.problem) if p.problem is not None else p.code
    where = []
    if p.index is not None:
        where.append(tr("profile {n}").replace("{n}", str(p.index + 1)) + (f" “{p.name}”" if p.name else ""))
    if p.loc:
        where.append(p.loc)
    if p.code == io.INVALID_PROFILE and p.problem is not None:
        detail = f" ({problem_detail(p.problem)})"
    elif p.code in (io.UNREADABLE, io.INVALID_JSON, io.NOT_AN_OBJECT):
        detail = f" ({p.message})" if p.message else ""
    else:
        detail = ""
    return f"{', '.join(where)}: {what}{detail}" if where else f"{what}{detail}"


def import_summary(report: io.ImportReport) -> str:
    """One line for the status banner."""
    parts = [tr("Imported %n profiles.", "", len(report.imported))]
    if report.skipped_duplicates:
        parts.append(tr("Skipped %n already in the library.", "", len(report.skipped_duplicates)))
    if report.renamed:
        parts.append(tr("Renamed %n to keep names distinct.", "", len(report.renamed)))
    if report.problems:
        parts.append(tr("%n problems found.", "", len(report.problems)))
    return " ".join(parts)


def import_details(report: io.ImportReport) -> str:
    """Every problem, skipped duplicate and rename, one per line (the details of the message box)."""
    lines = [_problem_line(p) for p in report.problems]
    lines += [tr("“{name}” is already in the library: skipped").replace("{name}", d.name)
              for d in report.skipped_duplicates]
    lines += [tr("“{old}” imported as “{new}”").replace("{old}", r.original_name).replace("{new}", r.new_name)
              for r in report.renamed]
    return "\n".join(lines)
