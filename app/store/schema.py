"""Opening the library database: checks, forward migrations, and recovery from a bad file.

`open_database` never fails because of a damaged file: a corrupt one is moved aside (renamed,
never deleted), a fresh one started, and every profile that can still be read is copied into it
(`app/store/salvage.py`); if no file can be used at all the library lives in memory for this
session. Three cases raise instead, because the user fixes them and nothing may be touched: a file
from a newer Headroom (`NEWER_SCHEMA`), another program's SQLite database at the library's path
(`FOREIGN_DATABASE`), and a lock held past the busy timeout (`BUSY`).
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from app.core.files.versioning import SERVER
from app.core.findings import InputError
from app.store import errors as E
from app.store.calibrations import CREATE as CALIBRATIONS_TABLE
from app.store.errors import MigrationNote, RecoveryNote, StoreError
from app.store.salvage import restore, salvage

# Another instance may hold the write lock for one short transaction; 5 s is far longer than any
# of ours takes, yet short enough that a stuck instance is reported rather than hanging the UI.
BUSY_TIMEOUT_S = 5.0
# Every SQLite 3 file starts with this 16-byte string, followed by the rest of a 100-byte header.
SQLITE_MAGIC = b"SQLite format 3\x00"
SQLITE_HEADER_SIZE = 100
# How often a waiting instance retries the open lock (see _open_lock).
_LOCK_POLL_S = 0.05
# Files SQLite keeps next to the database; they belong to it and move with it.
SIDECAR_SUFFIXES = ("-wal", "-shm", "-journal")
# Stamped into the header of every library we create (PRAGMA application_id, sqlite.org/fileformat2
# "Application ID"): a file carrying another program's id is never ours to change. "Hdrm".
APPLICATION_ID = 0x4864726D


def sqlite_code(exc: sqlite3.Error, default: int = sqlite3.SQLITE_ERROR) -> int:
    """The primary SQLite result code of an error (the extended code's low byte; the codes are
    https://sqlite.org/rescode.html, named in the sqlite3 module)."""
    return int(getattr(exc, "sqlite_errorcode", default)) & 0xFF


def is_locked(exc: sqlite3.Error) -> bool:
    """Another connection holds the database (SQLITE_BUSY / SQLITE_LOCKED)."""
    return sqlite_code(exc, 0) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


Step = Sequence[str] | Callable[[sqlite3.Connection], None]


def _profiles_to_server_2(conn: sqlite3.Connection) -> None:
    """Version 3: every stored profile is brought to `headroom.server/2` (price terms) by the file format's
    own migration (app.core.files.versioning.SERVER). A row that does not read as a profile document is
    left as it was: listing it names it, as before."""
    rows = conn.execute("SELECT id, CAST(data AS BLOB) FROM profiles").fetchall()
    for rid, data in rows:
        try:
            doc = json.loads(data.decode("utf-8"))
            if not isinstance(doc, dict) or doc.get("format", SERVER.prefix + "1") == SERVER.tag:
                continue
            upgraded, _found = SERVER.upgrade(doc)
        except (AttributeError, UnicodeDecodeError, ValueError, InputError):
            continue
        conn.execute("UPDATE profiles SET data = ? WHERE id = ?",
                     (json.dumps(upgraded, ensure_ascii=False, separators=(",", ":")), rid))

# Ordered forward migrations: (version reached, statements or a function run in one transaction).
# A fresh file runs them all from 0, so new and migrated databases take the same path.
MIGRATIONS: list[tuple[int, Step]] = [
    (1, (
        """CREATE TABLE profiles (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL,
            data TEXT NOT NULL,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        )""",
    )),
    (2, (
        "ALTER TABLE profiles ADD COLUMN archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1))",
        "CREATE INDEX profiles_by_name ON profiles (name COLLATE NOCASE)",
    )),
    (3, _profiles_to_server_2),
    (4, CALIBRATIONS_TABLE),
]
SCHEMA_VERSION = MIGRATIONS[-1][0]
assert [v for v, _ in MIGRATIONS] == list(range(1, SCHEMA_VERSION + 1)), "migrations must be 1..N"

# Columns the code reads; a file without them is not ours (or damaged) and is set aside.
_EXPECTED_SELECT = "SELECT id, name, data, created_at, updated_at, archived FROM profiles LIMIT 0"


@dataclass
class OpenedDb:
    conn: sqlite3.Connection
    recovered_from: RecoveryNote | None = None
    migrated_from: MigrationNote | None = None


class _Unusable(Exception):
    """The file's content cannot be used: move it aside."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason


class _Unavailable(Exception):
    """The environment refuses (permissions, I/O, disk full): leave the file, run in memory."""


def _timestamp() -> str:
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")


def _free_name(folder: Path, stem: str, suffix: str = "") -> Path:
    """`stem+suffix`, or `stem-2+suffix` ... when taken (also counting sidecars)."""
    n = 1
    while True:
        name = f"{stem}{suffix}" if n == 1 else f"{stem}-{n}{suffix}"
        candidate = folder / name
        if not any(Path(f"{candidate}{s}").exists() for s in ("", *SIDECAR_SUFFIXES)):
            return candidate
        n += 1


def _sqlite_reason(exc: sqlite3.Error, path: Path) -> Exception:
    """Map an SQLite error met while opening to what we do about it."""
    code = sqlite_code(exc)
    if is_locked(exc):
        return StoreError(E.BUSY, f"{path}: locked by another instance ({exc})", path=path)
    if code == sqlite3.SQLITE_CORRUPT:
        return _Unusable(E.MALFORMED, str(exc))
    if code == sqlite3.SQLITE_NOTADB:
        return _Unusable(E.NOT_A_DATABASE, str(exc))
    if code == sqlite3.SQLITE_ERROR:  # a statement failed: missing/extra tables or columns
        return _Unusable(E.SCHEMA_MISMATCH, str(exc))
    return _Unavailable(f"{exc} (SQLite code {code})")


def _check_header(path: Path) -> None:
    try:
        with open(path, "rb") as handle:
            head = handle.read(SQLITE_HEADER_SIZE)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise _Unavailable(str(exc)) from exc
    # An empty file is a valid empty database (SQLite creates one on open); anything else must
    # carry the full header.
    if head and (len(head) < SQLITE_HEADER_SIZE or not head.startswith(SQLITE_MAGIC)):
        raise _Unusable(E.NOT_A_DATABASE, f"no SQLite header ({len(head)} bytes read)")


def connect(target: str) -> sqlite3.Connection:
    """A connection in autocommit mode: transactions are explicit (`BEGIN IMMEDIATE` ... `COMMIT`)."""
    conn = sqlite3.connect(target, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False)
    conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
    return conn


def _user_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def _configure(conn: sqlite3.Connection) -> None:
    # WAL: readers never block the writer, and a killed writer leaves uncommitted frames that
    # are ignored on the next open. FULL sync: a committed profile survives a power cut.
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA foreign_keys = ON")
    if int(conn.execute("PRAGMA application_id").fetchone()[0]) != APPLICATION_ID:
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")


def _foreign(conn: sqlite3.Connection, version: int) -> str | None:
    """Why the file is another program's database, or None if it is (or may become) our library.

    Ours: our application id; or no id (libraries before it was stamped) with a `profiles` table
    and a schema version (we set both in one transaction); or nothing in it at all yet."""
    app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
    if app_id == APPLICATION_ID:
        return None
    if app_id != 0:
        return f"application id {app_id:#x}"
    tables = sorted(str(r[0]) for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"))
    if not tables:
        return None
    if "profiles" not in tables:
        return "tables " + ", ".join(tables[:5])
    if version == 0:
        return "a profiles table without a Headroom schema version"
    return None


def _damaged_rows(conn: sqlite3.Connection) -> int:
    """Rows SQLite cannot hand back intact (a damaged page that quick_check does not look into)."""
    damaged = 0
    cursor = conn.execute("SELECT CAST(name AS BLOB), CAST(data AS BLOB) FROM profiles")
    while (row := cursor.fetchone()) is not None:
        try:
            for value in row:
                if not isinstance(value, bytes):
                    raise TypeError(type(value).__name__)
                value.decode("utf-8")
        except (UnicodeDecodeError, TypeError):
            damaged += 1
    return damaged


def _backup(conn: sqlite3.Connection, path: Path, version: int) -> Path:
    """A consistent copy (WAL content included) named after the old version, written atomically."""
    target = _free_name(path.parent, f"{path.name}.v{version}", ".bak")
    tmp = target.with_name(target.name + ".partial")
    try:
        dest = sqlite3.connect(str(tmp))
        try:
            conn.backup(dest)
        finally:
            dest.close()
        os.replace(tmp, target)
    except (OSError, sqlite3.Error) as exc:
        tmp.unlink(missing_ok=True)
        raise StoreError(
            E.MIGRATION_FAILED, f"{path}: could not back up before migrating: {exc}",
            path=path, found=version, detail=str(exc),
        ) from exc
    return target


def _apply(conn: sqlite3.Connection, step: Step) -> None:
    if callable(step):
        step(conn)
    else:
        for statement in step:  # not executescript(): it would COMMIT our transaction
            conn.execute(statement)


def migrate(conn: sqlite3.Connection, path: Path | None, found: int) -> MigrationNote | None:
    """Bring the schema to SCHEMA_VERSION in one transaction; back up first if it held data."""
    if found >= SCHEMA_VERSION:
        return None
    backup = _backup(conn, path, found) if path is not None and found >= 1 else None
    conn.execute("BEGIN IMMEDIATE")
    try:
        current = _user_version(conn)  # another instance may have migrated since we looked
        for version, step in MIGRATIONS:
            if version > current:
                _apply(conn, step)
                conn.execute(f"PRAGMA user_version = {version}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:  # some errors (disk full) already rolled back
            conn.execute("ROLLBACK")
        raise
    if current >= SCHEMA_VERSION or found == 0:
        return None
    return MigrationNote(from_version=found, to_version=SCHEMA_VERSION, backup=backup)


def _open_checked(path: Path) -> tuple[sqlite3.Connection, MigrationNote | None]:
    _check_header(path)
    try:
        conn = connect(str(path))
    except sqlite3.Error as exc:
        raise _sqlite_reason(exc, path) from exc
    try:
        found = _user_version(conn)
        foreign = _foreign(conn, found)
        if foreign is not None:
            raise StoreError(
                E.FOREIGN_DATABASE, f"{path} is another program's SQLite database ({foreign}), not a Headroom "
                "library; it was left untouched", path=path, detail=foreign)
        if found > SCHEMA_VERSION:
            raise StoreError(
                E.NEWER_SCHEMA,
                f"{path} was written by a newer Headroom "
                f"(schema {found}; this version knows {SCHEMA_VERSION})",
                path=path, found=found, supported=SCHEMA_VERSION,
            )
        rows = conn.execute("PRAGMA quick_check").fetchall()
        if rows != [("ok",)]:
            raise _Unusable(E.INTEGRITY_CHECK_FAILED, "; ".join(str(r[0]) for r in rows[:5]))
        if found >= 1:
            damaged = _damaged_rows(conn)
            if damaged:
                raise _Unusable(E.DAMAGED_ROWS, f"{damaged} rows cannot be read back")
        _configure(conn)
        migrated = migrate(conn, path, found)
        conn.execute(_EXPECTED_SELECT)
        return conn, migrated
    except sqlite3.Error as exc:
        conn.close()
        raise _sqlite_reason(exc, path) from exc
    except BaseException:
        conn.close()
        raise


def _move_aside(path: Path) -> Path:
    """Rename the file and its sidecars to `<name>.corrupt-<UTC time>`; nothing is deleted."""
    target = _free_name(path.parent, f"{path.name}.corrupt-{_timestamp()}")
    if path.exists():
        os.replace(path, target)
    for suffix in SIDECAR_SUFFIXES:
        sidecar = Path(f"{path}{suffix}")
        if sidecar.exists():
            os.replace(sidecar, Path(f"{target}{suffix}"))
    return target


def _in_memory(note: RecoveryNote) -> OpenedDb:
    conn = connect(":memory:")
    conn.execute("PRAGMA foreign_keys = ON")
    migrate(conn, None, 0)
    return OpenedDb(conn=conn, recovered_from=note)


@contextmanager
def _open_lock(path: Path) -> Iterator[None]:
    """Serialise opening between instances (an OS lock, released if the holder dies).

    While one instance moves a bad file aside, another must not create a new file (or journal)
    at the same path, nor move aside the fresh library the first has just created. Writes after
    opening need no such lock (SQLite's own locking). Best effort: if the lock cannot be had
    within the busy timeout, opening goes ahead anyway.
    """
    try:
        handle = open(f"{path}.lock", "a+b")
    except OSError:
        yield
        return
    locked = False
    deadline = time.monotonic() + BUSY_TIMEOUT_S
    try:
        while not locked and time.monotonic() < deadline:
            try:
                if sys.platform == "win32":
                    import msvcrt

                    handle.seek(0)  # msvcrt locks bytes from the current position: always byte 0
                    msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
                else:
                    import fcntl

                    fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                locked = True
            except OSError:
                time.sleep(_LOCK_POLL_S)
        yield
    finally:
        if locked and sys.platform == "win32":
            import msvcrt

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
        handle.close()  # releases flock


def _recover(path: Path, reason: str, detail: str) -> OpenedDb:
    try:
        moved = _move_aside(path)
    except OSError as exc:
        return _in_memory(RecoveryNote(reason=reason, path=None, detail=f"{detail}; {exc}", in_memory=True))
    found = salvage(moved, SIDECAR_SUFFIXES)
    try:
        conn, _ = _open_checked(path)
    except (_Unusable, _Unavailable, OSError) as exc:
        opened = _in_memory(RecoveryNote(reason=reason, path=moved, detail=f"{detail}; {exc}", in_memory=True))
        conn, in_memory = opened.conn, True
    else:
        in_memory = False
    try:
        copied = restore(conn, found.rows)
    except sqlite3.Error as exc:  # the new file refuses writes: the old one still holds everything
        copied, detail = 0, f"{detail}; copying the readable profiles failed: {exc}"
    note = RecoveryNote(reason=reason, path=moved, detail=detail, in_memory=in_memory, salvaged=copied,
                        lost=tuple(found.lost))
    return OpenedDb(conn=conn, recovered_from=note)


def open_database(path: Path) -> OpenedDb:
    """Open (creating, migrating or recovering) the library at `path`. See the module doc."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return _in_memory(RecoveryNote(reason=E.UNREADABLE, path=path, detail=str(exc), in_memory=True))
    with _open_lock(path):
        try:
            conn, migrated = _open_checked(path)
            return OpenedDb(conn=conn, migrated_from=migrated)
        except (_Unavailable, OSError) as exc:
            return _in_memory(RecoveryNote(reason=E.UNREADABLE, path=path, detail=str(exc), in_memory=True))
        except _Unusable as bad:
            return _recover(path, bad.reason, str(bad))
