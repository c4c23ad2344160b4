"""The profile store's codes in words: errors of library operations and the outcome of an import."""

from __future__ import annotations

from app.store import StoreError
from app.store import errors as E
from app.store import profiles_io as io
from app.text import i18n

CTX = "ProfileLibrary"


tr = i18n.translator(CTX)


def store_error_text(exc: StoreError) -> str:
    texts = {
        E.READ_ONLY: tr("This profile ships with Headroom and cannot be changed. Duplicate it to make your "
                        "own copy."),
        E.NOT_FOUND: tr("The profile no longer exists; another Headroom window may have deleted it."),
        E.BUSY: tr("Another Headroom window is writing to the profile library. Try again in a moment."),
        E.INVALID_PROFILE: tr("The profile is not valid: {detail}"),
        E.INVALID_ROW: tr("The stored profile can no longer be read; delete it and import it again."),
        E.DATABASE_ERROR: tr("The profile library could not be written: {detail}"),
        E.CLOSED: tr("The profile library is closed."),
    }
    detail = str(exc.params.get("detail") or exc)
    return texts.get(exc.code, tr("The profile library reported a problem: {detail}")).replace("{detail}", detail)


def _problem_line(p: io.ImportProblem) -> str:
    what = {
        io.UNREADABLE: tr("the file cannot be read"),
        io.INVALID_JSON: tr("the file is not valid JSON"),
        io.UNSUPPORTED_FORMAT: tr("the file is not a server profile (format “{found}”)").replace(
            "{found}", p.message),
        io.NOT_AN_OBJECT: tr("an entry is not a profile"),
        io.INVALID_PROFILE: tr("a value is not valid"),
    }.get(p.code, p.code)
    where = []
    if p.index is not None:
        where.append(tr("profile {n}").replace("{n}", str(p.index + 1)) + (f" “{p.name}”" if p.name else ""))
    if p.loc:
        where.append(p.loc)
    detail = f" ({p.message})" if p.message and p.code != io.UNSUPPORTED_FORMAT else ""
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
