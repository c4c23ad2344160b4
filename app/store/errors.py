"""The store's errors and notes: codes and parameters for the UI to translate, English text for logs."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

# StoreError codes (stable: the UI maps them to translated messages).
NEWER_SCHEMA = "newer_schema"  # params: path, found, supported
NOT_FOUND = "not_found"  # params: id
READ_ONLY = "read_only"  # params: id (a shipped profile)
INVALID_PROFILE = "invalid_profile"  # params: errors (list of (loc, message)), detail (them joined)
INVALID_ROW = "invalid_row"  # params: id (stored JSON no longer validates)
BUSY = "busy"  # params: path (another instance held the lock past the busy timeout)
DATABASE_ERROR = "database_error"  # params: path, detail
MIGRATION_FAILED = "migration_failed"  # params: path, found, detail
FOREIGN_DATABASE = "foreign_database"  # params: path, detail (another program's SQLite file: left untouched)
CLOSED = "closed"

# RecoveryNote reasons.
NOT_A_DATABASE = "not_a_database"
MALFORMED = "malformed"
INTEGRITY_CHECK_FAILED = "integrity_check_failed"
SCHEMA_MISMATCH = "schema_mismatch"
DAMAGED_ROWS = "damaged_rows"  # the file checks out, but some rows cannot be read back
UNREADABLE = "unreadable"

# StoreNote codes.
ROW_SKIPPED = "row_skipped"  # params: id, name, detail (stored, kept, but not a valid profile)
READ_FAILED = "read_failed"  # params: detail (the listing stopped early: the file was damaged meanwhile)
SHIPPED_SKIPPED = "shipped_skipped"  # params: index, detail
SHIPPED_UNAVAILABLE = "shipped_unavailable"  # params: detail


class StoreError(Exception):
    """A library operation failed; `code` and `params` say why, `str()` is English for logs."""

    def __init__(self, code: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


@dataclass(frozen=True)
class RecoveryNote:
    """The library file could not be used and was set aside; the UI tells the user where it went."""

    reason: str
    path: Path | None  # where the old file now is; None if it could not be moved
    detail: str = ""  # SQLite's own words, for logs
    in_memory: bool = False  # no usable file at all: this session's changes will not be kept
    salvaged: int = 0  # profiles copied from the old file into the new library
    lost: tuple[str, ...] = ()  # names (or ids) of profiles that could not be read from the old file


@dataclass(frozen=True)
class MigrationNote:
    from_version: int
    to_version: int
    backup: Path | None


@dataclass(frozen=True)
class StoreNote:
    """Something skipped while listing (a broken row, a bad shipped entry); not fatal."""

    code: str
    params: dict[str, object] = field(default_factory=dict)
