"""The server-profile library: the user's profiles in SQLite, plus the shipped ones (read-only).

Each write is one `BEGIN IMMEDIATE` ... `COMMIT` transaction on a WAL database with a busy
timeout, so two app instances can write at once without losing either write. IMMEDIATE takes the
write lock up front: a deferred transaction that reads and then writes can fail at once with
SQLITE_BUSY in WAL mode instead of waiting out the timeout.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from pydantic import ValidationError

from app.core.files.reading import text_problems
from app.core.offers.server import ServerProfile
from app.core.speed.calibration import SpeedCalibration
from app.infra import paths
from app.store import calibrations as C
from app.store import errors as E
from app.store.errors import MigrationNote, RecoveryNote, StoreError, StoreNote
from app.store.identity import new_id, slug, suffixed_name
from app.store.schema import is_locked, open_database

# Text columns come back as bytes and are decoded here: one damaged row must not fail the listing.
_COLUMNS = "id, CAST(name AS BLOB), CAST(data AS BLOB), created_at, updated_at, archived"


@dataclass(frozen=True)
class ProfileEntry:
    id: str
    profile: ServerProfile  # its `id` field is set to the entry's id
    shipped: bool
    archived: bool = False
    created_at: str | None = None  # ISO 8601 UTC; None for shipped profiles
    updated_at: str | None = None


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _errors(exc: ValidationError) -> list[tuple[str, str]]:
    return [(".".join(str(p) for p in err["loc"]), err["msg"]) for err in exc.errors()]


def _checked(profile: ServerProfile) -> ServerProfile:
    """Re-validate (a model_construct()ed or copied object may not be valid) and drop the id.

    Text that is not valid Unicode (a lone UTF-16 surrogate pasted into a field) is refused here,
    naming the field: it could not be written as JSON, nor printed."""
    data = profile.model_dump(exclude={"id"})
    bad = text_problems(data)
    if bad:
        errors = [(p.field, p.message) for p in bad]
        detail = "; ".join(f"{loc}: {msg}" for loc, msg in errors)
        raise StoreError(E.INVALID_PROFILE, f"invalid profile: {detail}", errors=errors, detail=detail)
    try:
        return ServerProfile.model_validate(data)
    except ValidationError as exc:
        errors = _errors(exc)
        detail = "; ".join(f"{loc}: {msg}" for loc, msg in errors)
        raise StoreError(E.INVALID_PROFILE, f"invalid profile: {detail}", errors=errors, detail=detail) from exc


def _to_json(profile: ServerProfile) -> str:
    return profile.model_dump_json(exclude_none=True)


class ProfileStore:
    """The user's profile library at `path` (default: `paths.profiles_db()`) plus shipped profiles.

    `shipped` replaces the catalog's server list (tests); by default it is read lazily from
    `load_catalog().servers`. After opening, `recovered_from` says if the old file was set aside,
    `migrated_from` if it was upgraded; `notes` lists what listings had to skip.
    """

    def __init__(
        self, path: Path | None = None, *, shipped: Sequence[Mapping[str, object]] | None = None
    ) -> None:
        self.path = Path(path) if path is not None else paths.profiles_db()
        opened = open_database(self.path)
        self._conn: sqlite3.Connection | None = opened.conn
        self.recovered_from: RecoveryNote | None = opened.recovered_from
        self.migrated_from: MigrationNote | None = opened.migrated_from
        self._shipped_source = shipped
        self._shipped: dict[str, ServerProfile] | None = None
        self._shipped_notes: list[StoreNote] = []
        self._row_notes: list[StoreNote] = []
        # The last listing of user rows, with SQLite's data_version when it was read (see _listed_rows).
        self._listing: tuple[int, list[ProfileEntry], list[StoreNote]] | None = None
        self._lock = threading.RLock()  # one connection, possibly used from a worker thread
        self._listeners: list[Callable[[], None]] = []

    # -- change announcements ------------------------------------------------------------------
    def subscribe(self, listener: Callable[[], None]) -> Callable[[], None]:
        """Call `listener()` after every committed change; returns the function that unsubscribes.

        The store announces its own changes, so no caller has to remember to (the window's session
        subscribes and refreshes every view)."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _announce(self) -> None:
        for listener in list(self._listeners):
            listener()

    # -- lifecycle -------------------------------------------------------------------------
    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def __enter__(self) -> ProfileStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def notes(self) -> list[StoreNote]:
        """Shipped entries that failed validation, and user rows skipped by the last listing."""
        return [*self._shipped_notes, *self._row_notes]

    # -- plumbing --------------------------------------------------------------------------
    @contextmanager
    def _db(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            if self._conn is None:
                raise StoreError(E.CLOSED, "the profile store is closed")
            try:
                yield self._conn
            except sqlite3.Error as exc:
                if is_locked(exc):
                    message = f"{self.path}: locked by another instance"
                    raise StoreError(E.BUSY, message, path=self.path) from exc
                raise StoreError(
                    E.DATABASE_ERROR, f"{self.path}: {exc}", path=self.path, detail=str(exc)
                ) from exc

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        self._listing = None  # this connection's own commits do not change data_version
        with self._db() as conn:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:  # also after a failed COMMIT, so the next write can begin
                    conn.execute("ROLLBACK")
                raise
        self._announce()  # committed, and the lock released: listeners may read the store

    def _entry(self, row: tuple[object, ...]) -> ProfileEntry | None:
        """The row as a profile; None (and a note naming it) if what is stored is not one."""
        rid, name, data, created, updated, archived = row
        title = name.decode("utf-8", errors="replace") if isinstance(name, bytes) else str(name)
        try:
            if not isinstance(data, bytes):
                raise TypeError(f"the stored data is {type(data).__name__}, not text")
            profile = ServerProfile.model_validate_json(data.decode("utf-8"))
        except (ValidationError, UnicodeDecodeError, TypeError) as exc:
            detail = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            self._row_notes.append(StoreNote(E.ROW_SKIPPED, {"id": str(rid), "name": title, "detail": detail}))
            return None
        return ProfileEntry(
            id=str(rid), profile=profile.model_copy(update={"id": str(rid)}), shipped=False,
            archived=bool(archived), created_at=str(created), updated_at=str(updated),
        )

    def _user_rows(self, conn: sqlite3.Connection) -> list[ProfileEntry]:
        """Every user profile that can be read; each that cannot is named in `notes`."""
        self._row_notes = []
        entries: list[ProfileEntry] = []
        cursor = conn.execute(f"SELECT {_COLUMNS} FROM profiles ORDER BY name COLLATE NOCASE, created_at, id")
        try:
            while (row := cursor.fetchone()) is not None:
                entry = self._entry(row)
                if entry is not None:
                    entries.append(entry)
        except sqlite3.DatabaseError as exc:  # damaged since it was opened: keep what was read
            if is_locked(exc):
                raise
            self._row_notes.append(StoreNote(E.READ_FAILED, {"detail": str(exc)}))
        return entries

    def _listed_rows(self, conn: sqlite3.Connection) -> list[ProfileEntry]:
        """`_user_rows`, read and validated again only when the library changed: a library of 10,000
        offers takes about half a second to read, and every view lists it. This connection's writes drop
        the copy; SQLite's `PRAGMA data_version` changes when another connection (another Headroom, the
        command line) commits (sqlite.org/pragma.html#pragma_data_version)."""
        version = int(conn.execute("PRAGMA data_version").fetchone()[0])
        listing = self._listing
        if listing is not None and listing[0] == version:
            self._row_notes = list(listing[2])
            return list(listing[1])
        entries = self._user_rows(conn)
        if not any(note.code == E.READ_FAILED for note in self._row_notes):  # a partial read is read again
            self._listing = (version, list(entries), list(self._row_notes))
        return entries

    def _shipped_map(self) -> dict[str, ServerProfile]:
        if self._shipped is None:
            raw = self._shipped_source
            if raw is None:
                from app.core.catalog import CatalogError, load_catalog

                try:
                    raw = load_catalog().servers
                except CatalogError as exc:  # a packaging defect: the library still works
                    self._shipped_notes.append(StoreNote(E.SHIPPED_UNAVAILABLE, {"detail": str(exc)}))
                    raw = []
            shipped: dict[str, ServerProfile] = {}
            for index, item in enumerate(raw):
                try:
                    profile = ServerProfile.model_validate(item)
                except ValidationError as exc:
                    note = StoreNote(E.SHIPPED_SKIPPED, {"index": index, "detail": str(exc)})
                    self._shipped_notes.append(note)
                    continue
                pid = profile.id or slug(profile.name)
                if pid in shipped:
                    self._shipped_notes.append(
                        StoreNote(E.SHIPPED_SKIPPED, {"index": index, "detail": f"duplicate id {pid!r}"})
                    )
                    continue
                shipped[pid] = profile.model_copy(update={"id": pid})
            self._shipped = shipped
        return self._shipped

    def _refuse_shipped(self, profile_id: str) -> None:
        if profile_id in self._shipped_map():
            raise StoreError(E.READ_ONLY, f"profile {profile_id!r} is shipped and read-only", id=profile_id)

    def _stored(self, conn: sqlite3.Connection, profile_id: str) -> ServerProfile:
        row = conn.execute("SELECT CAST(data AS BLOB) FROM profiles WHERE id = ?", (profile_id,)).fetchone()
        if row is None:
            raise StoreError(E.NOT_FOUND, f"no profile {profile_id!r}", id=profile_id)
        try:
            if not isinstance(row[0], bytes):
                raise TypeError(f"the stored data is {type(row[0]).__name__}, not text")
            return ServerProfile.model_validate_json(row[0].decode("utf-8"))
        except (ValidationError, UnicodeDecodeError, TypeError) as exc:
            raise StoreError(
                E.INVALID_ROW, f"profile {profile_id!r} is stored in a form that no longer validates: {exc}",
                id=profile_id,
            ) from exc

    def _calibration_table(self) -> dict[str, list[SpeedCalibration]]:
        with self._db() as conn:
            return dict(C.by_server(C.read_all(conn)))

    @staticmethod
    def _with_calibrations(entries: list[ProfileEntry], table: dict[str, list[SpeedCalibration]]) -> list[ProfileEntry]:
        if not table:
            return entries
        return [replace(e, profile=C.attached(e.profile, table)) for e in entries]

    # -- reading ---------------------------------------------------------------------------
    def shipped_profiles(self) -> list[ProfileEntry]:
        """Shipped profiles, each with the calibrations the library holds for it."""
        entries = [ProfileEntry(id=pid, profile=p, shipped=True) for pid, p in self._shipped_map().items()]
        return self._with_calibrations(entries, self._calibration_table())

    def user_profiles(self, *, include_archived: bool = True) -> list[ProfileEntry]:
        with self._db() as conn:
            entries = self._listed_rows(conn)
        entries = self._with_calibrations(entries, self._calibration_table())
        return [e for e in entries if include_archived or not e.archived]

    def all_profiles(self, *, include_archived: bool = True) -> list[ProfileEntry]:
        """Shipped profiles (catalog order), then the user's by name."""
        return [*self.shipped_profiles(), *self.user_profiles(include_archived=include_archived)]

    def is_shipped(self, profile_id: str) -> bool:
        return profile_id in self._shipped_map()

    def get(self, profile_id: str) -> ProfileEntry:
        """A shipped or user profile; StoreError NOT_FOUND / INVALID_ROW otherwise."""
        shipped = self._shipped_map().get(profile_id)
        table = self._calibration_table()
        if shipped is not None:
            return ProfileEntry(id=profile_id, profile=C.attached(shipped, table), shipped=True)
        with self._db() as conn:
            row = conn.execute(
                "SELECT created_at, updated_at, archived FROM profiles WHERE id = ?", (profile_id,)
            ).fetchone()
            if row is None:
                raise StoreError(E.NOT_FOUND, f"no profile {profile_id!r}", id=profile_id)
            profile = self._stored(conn, profile_id)
        created, updated, archived = row
        return ProfileEntry(
            id=profile_id, profile=C.attached(profile.model_copy(update={"id": profile_id}), table), shipped=False,
            archived=bool(archived), created_at=str(created), updated_at=str(updated),
        )

    # -- writing ---------------------------------------------------------------------------
    def _insert(self, conn: sqlite3.Connection, profile: ServerProfile) -> str:
        pid, now = new_id(), _now()
        conn.execute(
            "INSERT INTO profiles (id, name, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
            (pid, profile.name, _to_json(profile), now, now),
        )
        return pid

    def create(self, profile: ServerProfile) -> str:
        """Add a user profile; returns its new id (the profile's own `id` field is ignored)."""
        return self.create_many([profile])[0]

    def create_many(self, profiles: Sequence[ServerProfile]) -> list[str]:
        """Add several in one transaction: all or none."""
        return self.insert_planned(lambda _existing: profiles)

    def insert_planned(self, plan: Callable[[list[ProfileEntry]], Sequence[ServerProfile]]) -> list[str]:
        """Insert what `plan(all current profiles)` returns, decided and written in one transaction,
        so a concurrent instance cannot slip the same profile in between (import's duplicate check)."""
        checked: list[ServerProfile] = []
        shipped = self.shipped_profiles()  # loaded (maybe from the catalog) before taking the lock
        with self._write() as conn:
            current = [*shipped, *self._user_rows(conn)]
            for profile in plan(current):
                checked.append(_checked(profile))
            return [self._insert(conn, p) for p in checked]

    def update(self, profile_id: str, profile: ServerProfile) -> None:
        """Replace a user profile's content (name included)."""
        self._refuse_shipped(profile_id)
        clean = _checked(profile)
        with self._write() as conn:
            cur = conn.execute(
                "UPDATE profiles SET name = ?, data = ?, updated_at = ? WHERE id = ?",
                (clean.name, _to_json(clean), _now(), profile_id),
            )
            if cur.rowcount == 0:
                raise StoreError(E.NOT_FOUND, f"no profile {profile_id!r}", id=profile_id)

    def rename(self, profile_id: str, name: str) -> None:
        self._refuse_shipped(profile_id)
        with self._write() as conn:
            current = self._stored(conn, profile_id)
            clean = _checked(current.model_copy(update={"name": name}))
            conn.execute(
                "UPDATE profiles SET name = ?, data = ?, updated_at = ? WHERE id = ?",
                (clean.name, _to_json(clean), _now(), profile_id),
            )

    def duplicate(self, profile_id: str, *, copy_suffix: str) -> str:
        """Copy a shipped or user profile into the library as "<name><copy_suffix>" (made unique).

        `copy_suffix` is UI text, e.g. the translated " (copy)"."""
        source = self.get(profile_id).profile

        def plan(existing: list[ProfileEntry]) -> list[ServerProfile]:
            name = suffixed_name(source.name, copy_suffix, (e.profile.name for e in existing))
            return [source.model_copy(update={"name": name, "id": None})]

        return self.insert_planned(plan)[0]

    def set_archived(self, profile_id: str, archived: bool) -> None:
        self._refuse_shipped(profile_id)
        with self._write() as conn:
            cur = conn.execute(
                "UPDATE profiles SET archived = ?, updated_at = ? WHERE id = ?",
                (int(archived), _now(), profile_id),
            )
            if cur.rowcount == 0:
                raise StoreError(E.NOT_FOUND, f"no profile {profile_id!r}", id=profile_id)

    def delete(self, profile_id: str) -> None:
        """Remove a user profile (also one whose stored JSON no longer validates)."""
        self._refuse_shipped(profile_id)
        with self._write() as conn:
            cur = conn.execute("DELETE FROM profiles WHERE id = ?", (profile_id,))
            if cur.rowcount == 0:
                raise StoreError(E.NOT_FOUND, f"no profile {profile_id!r}", id=profile_id)
            conn.execute("DELETE FROM calibrations WHERE server_id = ?", (profile_id,))

    # -- calibrations (what pilots measured on a server) -------------------------------------
    def calibrations(self, server_id: str | None = None) -> list[SpeedCalibration]:
        """Every calibration, oldest first (or those of one server)."""
        with self._db() as conn:
            found = C.read_all(conn)
        return [c for c in found if server_id is None or c.server_id == server_id]

    def calibration(self, calibration_id: str) -> SpeedCalibration:
        """One calibration by id (a unique prefix of it will do); StoreError NOT_FOUND otherwise."""
        found = [c for c in self.calibrations() if c.id == calibration_id] or \
            [c for c in self.calibrations() if calibration_id and c.id.startswith(calibration_id)]
        if len(found) != 1:
            raise StoreError(E.NOT_FOUND, f"no calibration {calibration_id!r}", id=calibration_id)
        return found[0]

    def add_calibrations(self, calibrations: Sequence[SpeedCalibration]) -> list[str]:
        """Store calibrations (each replaces one of its server and fingerprint); their new ids."""
        ids = []
        with self._write() as conn:
            for cal in calibrations:
                rid = new_id()
                C.insert(conn, cal, rid, _now())
                ids.append(rid)
        return ids

    def remove_calibration(self, calibration_id: str) -> None:
        target = self.calibration(calibration_id).id
        with self._write() as conn:
            conn.execute("DELETE FROM calibrations WHERE id = ?", (target,))
