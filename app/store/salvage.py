"""Getting the user's profiles out of a damaged library file.

A damaged page loses the rows on it, not the library: every row that SQLite can still hand back
byte for byte is copied into the fresh library, and the rows it cannot are named (from the name
index when the table's own page is gone) so the user knows what to re-enter or recover by hand
from the file kept aside. The damaged file itself is never written: this reads a temporary copy.
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

# Columns every schema version since 1 has; `archived` came with version 2.
_REQUIRED_COLUMNS = frozenset({"id", "name", "data", "created_at", "updated_at"})
# Queries that list rows: the table itself, then the indexes (their pages may have survived
# where the table's did not). Each yields (rowid, name).
_LISTINGS = (
    "SELECT rowid, CAST(name AS BLOB) FROM profiles",
    "SELECT rowid, CAST(name AS BLOB) FROM profiles INDEXED BY profiles_by_name",
    "SELECT rowid, NULL FROM profiles INDEXED BY sqlite_autoindex_profiles_1",
)
Row = tuple[str, str, str, str, str, int]  # id, name, data, created_at, updated_at, archived


@dataclass
class Salvage:
    rows: list[Row] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)


def _text(value: object, *, strict: bool) -> str:
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="strict" if strict else "replace")
    if isinstance(value, str):
        return value
    raise TypeError(f"not text: {type(value).__name__}")


def _listed(conn: sqlite3.Connection) -> dict[int, str]:
    """rowid → name (or '') of every row some listing still reaches."""
    found: dict[int, str] = {}
    for query in _LISTINGS:
        try:
            cursor = conn.execute(query)
            while (row := cursor.fetchone()) is not None:  # an error midway keeps what came before
                rowid, name = row
                if name is not None and not found.get(rowid):
                    found[rowid] = _text(name, strict=False)
                else:
                    found.setdefault(rowid, "")
        except sqlite3.Error:
            continue
    return found


def _read_rows(conn: sqlite3.Connection) -> Salvage:
    out = Salvage()
    try:
        columns = {str(r[1]) for r in conn.execute("PRAGMA table_info(profiles)")}
    except sqlite3.Error:
        return out
    if not _REQUIRED_COLUMNS <= columns:
        return out
    archived = "archived" if "archived" in columns else "0"
    query = (f"SELECT CAST(id AS BLOB), CAST(name AS BLOB), CAST(data AS BLOB), created_at, updated_at, {archived} "
             "FROM profiles WHERE rowid = ?")
    for rowid, name in sorted(_listed(conn).items()):
        try:
            row = conn.execute(query, (rowid,)).fetchone()
            if row is None:
                raise LookupError(rowid)
            pid, title, data = (_text(v, strict=True) for v in row[:3])
            out.rows.append((pid, title, data, str(row[3]), str(row[4]), 1 if row[5] else 0))
        except (sqlite3.Error, UnicodeDecodeError, TypeError, LookupError):
            out.lost.append(name or f"row {rowid}")
    return out


def salvage(source: Path, sidecars: tuple[str, ...]) -> Salvage:
    """Every readable row of the library file at `source` (its `-wal` etc. beside it)."""
    folder = Path(tempfile.mkdtemp(prefix="headroom-salvage-"))
    try:
        copy = folder / "library.sqlite3"
        try:
            shutil.copyfile(source, copy)
            for suffix in sidecars:
                side = Path(f"{source}{suffix}")
                if side.is_file():
                    shutil.copyfile(side, Path(f"{copy}{suffix}"))
            conn = sqlite3.connect(str(copy))
        except (OSError, sqlite3.Error):
            return Salvage()
        try:
            return _read_rows(conn)
        finally:
            conn.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def restore(conn: sqlite3.Connection, rows: list[Row]) -> int:
    """Insert salvaged rows into a fresh library (one transaction); returns how many went in."""
    if not rows:
        return 0
    conn.execute("BEGIN IMMEDIATE")
    try:
        count = 0
        for row in rows:
            cur = conn.execute("INSERT OR IGNORE INTO profiles (id, name, data, created_at, updated_at, archived) "
                               "VALUES (?, ?, ?, ?, ?, ?)", row)
            count += cur.rowcount
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return count
