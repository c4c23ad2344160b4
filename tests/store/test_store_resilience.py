"""The library survives bad files, newer schemas, crashes mid-write, concurrent writers; it migrates."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from app.core.offers.server import ServerProfile
from app.store import ProfileStore, StoreError, schema
from app.store import errors as E

Make = Callable[..., ServerProfile]
RunPy = Callable[..., "subprocess.CompletedProcess[str]"]

# Subprocess prelude: a store at argv[1] and a tiny valid profile factory.
PRELUDE = """
import os, signal, sys
from app.core.offers.server import ServerProfile
from app.store import ProfileStore
def prof(name):
    return ServerProfile(name=name, gpu={"id": "l40s"})
def crash():
    # The harshest way out: no except/finally blocks, no SQLite close, no COMMIT.
    if hasattr(signal, "SIGKILL"):
        os.kill(os.getpid(), signal.SIGKILL)
    os._exit(70)
store = ProfileStore(sys.argv[1], shipped=[])
"""


def _corrupt_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if ".corrupt-" in p.name)


def _fill(path: Path, make: Make, count: int = 3) -> list[str]:
    with ProfileStore(path, shipped=[]) as s:
        return s.create_many([make(f"P{i}") for i in range(count)])


# -- corrupt and unusable files -----------------------------------------------------------------
def test_garbage_file_is_moved_aside(db_path: Path, make: Make) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    garbage = os.urandom(8192)
    db_path.write_bytes(garbage)
    with ProfileStore(shipped=[]) as store:
        note = store.recovered_from
        assert note is not None and note.reason == E.NOT_A_DATABASE and not note.in_memory
        assert note.path is not None and note.path.name.startswith("profiles.sqlite3.corrupt-")
        assert note.path.read_bytes() == garbage  # nothing lost
        pid = store.create(make("Fresh start"))
    with ProfileStore(shipped=[]) as again:
        assert again.recovered_from is None
        assert [e.id for e in again.user_profiles()] == [pid]


def test_text_file_with_short_header(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    db_path.write_bytes(b"SQLite format 3\x00")
    with ProfileStore(shipped=[]) as store:
        assert store.recovered_from is not None and store.recovered_from.reason == E.NOT_A_DATABASE


@pytest.mark.parametrize("keep", [0.5, 0.05])
def test_truncated_file_is_moved_aside(db_path: Path, make: Make, keep: float) -> None:
    with ProfileStore(shipped=[]) as s:
        s.create_many([make(f"P{i}", notes="x" * 2000) for i in range(100)])
    data = db_path.read_bytes()
    db_path.write_bytes(data[: max(100, int(len(data) * keep))])
    with ProfileStore(shipped=[]) as store:
        note = store.recovered_from
        assert note is not None
        assert note.reason in (E.MALFORMED, E.INTEGRITY_CHECK_FAILED)
        # What the first part of the file still held is back; nothing that came back is broken.
        kept = store.user_profiles()
        assert note.salvaged == len(kept) < 100 and store.notes == []
        assert all(e.profile.notes == "x" * 2000 for e in kept)
        store.create(make("Works again"))


def test_damaged_pages_are_moved_aside(db_path: Path, make: Make) -> None:
    with ProfileStore(shipped=[]) as s:
        s.create_many([make(f"P{i}", notes="x" * 2000) for i in range(100)])
    data = bytearray(db_path.read_bytes())
    page = 4096
    for offset in range(page, len(data), page * 3):  # scribble over b-tree page headers
        data[offset : offset + 16] = b"\xff" * 16
    db_path.write_bytes(bytes(data))
    with ProfileStore(shipped=[]) as store:
        assert store.recovered_from is not None
        assert store.recovered_from.reason in (E.MALFORMED, E.INTEGRITY_CHECK_FAILED)
        assert len(_corrupt_files(db_path.parent)) == 1


def test_sidecar_files_move_with_the_database(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    db_path.write_bytes(b"garbage" * 100)
    Path(f"{db_path}-wal").write_bytes(b"stale wal")
    with ProfileStore(shipped=[]) as store:
        moved = store.recovered_from.path if store.recovered_from else None
        assert moved is not None and Path(f"{moved}-wal").read_bytes() == b"stale wal"


def test_two_recoveries_keep_both_files(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    for content in (b"first garbage" * 10, b"second garbage" * 10):
        ProfileStore(shipped=[]).close()
        db_path.write_bytes(content)
        for side in ("-wal", "-shm"):
            Path(f"{db_path}{side}").unlink(missing_ok=True)
        ProfileStore(shipped=[]).close()
    assert sorted(p.read_bytes() for p in _corrupt_files(db_path.parent)) == [
        b"first garbage" * 10, b"second garbage" * 10,
    ]


RECOVERING_WRITER = """
import os, sys, time
from app.core.offers.server import ServerProfile
from app.store import ProfileStore
go = sys.argv[3]
while not os.path.exists(go):  # start together
    time.sleep(0.005)
with ProfileStore(sys.argv[1], shipped=[]) as store:
    for i in range(10):
        store.create(ServerProfile(name=f"{sys.argv[2]} {i}", gpu={"id": "l40s"}))
"""


def test_instances_recovering_at_once_lose_no_write(db_path: Path, tmp_path: Path) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    db_path.write_bytes(b"not a database " * 1000)
    go = tmp_path / "go"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", RECOVERING_WRITER, str(db_path), f"w{n}", str(go)],
            env=env, stderr=subprocess.PIPE, text=True,
        )
        for n in range(4)
    ]
    go.touch()
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
    assert len(_corrupt_files(db_path.parent)) == 1  # moved once; no live journal taken along
    with ProfileStore(shipped=[]) as store:
        assert store.recovered_from is None
        assert len(store.user_profiles()) == 40


def test_empty_file_is_a_fresh_library(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    db_path.touch()
    with ProfileStore(shipped=[]) as store:
        assert store.recovered_from is None and store.user_profiles() == []


@pytest.mark.parametrize("tables", [
    ["CREATE TABLE profiles (something TEXT)", "INSERT INTO profiles VALUES ('theirs')"],  # our table's name
    ["CREATE TABLE notes (body TEXT)", "INSERT INTO notes VALUES ('theirs')", "PRAGMA user_version = 1"],
    ["CREATE TABLE notes (body TEXT)", "PRAGMA application_id = 42"],
])
def test_foreign_sqlite_file_is_refused_and_left_untouched(db_path: Path, tables: list[str]) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(db_path)
    for sql in tables:
        conn.execute(sql)
    conn.commit()
    conn.close()
    before = db_path.read_bytes()
    with pytest.raises(StoreError) as info:
        ProfileStore(shipped=[])
    assert info.value.code == E.FOREIGN_DATABASE and "left untouched" in str(info.value)
    assert db_path.read_bytes() == before  # not a table added, not a header byte changed
    assert _corrupt_files(db_path.parent) == []
    assert sorted(p.name for p in db_path.parent.iterdir() if not p.name.endswith(".lock")) == [db_path.name]


def test_unusable_location_falls_back_to_memory(db_path: Path, make: Make) -> None:
    db_path.mkdir(parents=True)  # a folder where the file should be
    with ProfileStore(shipped=[]) as store:
        note = store.recovered_from
        assert note is not None and note.in_memory and note.reason == E.UNREADABLE
        pid = store.create(make("Session only"))
        assert store.get(pid).profile.name == "Session only"
    assert db_path.is_dir()  # left alone


# -- a newer schema ---------------------------------------------------------------------------
def test_newer_schema_is_refused_and_left_untouched(db_path: Path, make: Make) -> None:
    _fill(db_path, make)
    conn = sqlite3.connect(db_path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = db_path.read_bytes()
    with pytest.raises(StoreError) as info:
        ProfileStore(shipped=[])
    assert info.value.code == E.NEWER_SCHEMA
    assert info.value.params["found"] == 99 and info.value.params["supported"] == schema.SCHEMA_VERSION
    assert "newer Headroom" in str(info.value)
    assert db_path.read_bytes() == before
    assert _corrupt_files(db_path.parent) == [] and not list(db_path.parent.glob("*.bak"))


# -- crashes in the middle of a write ------------------------------------------------------------
def test_kill_during_batch_insert_keeps_old_data(db_path: Path, run_py: RunPy) -> None:
    kept = _fill(db_path, lambda n: ServerProfile(name=n, gpu={"id": "l40s"}), 2)
    proc = run_py(
        PRELUDE
        + """
store._conn.execute("PRAGMA cache_size = 1")  # spill uncommitted pages into the WAL
calls = 0
real_insert = ProfileStore._insert
def insert_then_die(self, conn, profile):
    global calls
    calls += 1
    if calls == 400:
        crash()
    return real_insert(self, conn, profile)
ProfileStore._insert = insert_then_die
store.create_many([prof(f"doomed {i}") for i in range(1000)])
print("not reached")
""",
        db_path, check=False,
    )
    assert proc.returncode != 0 and "not reached" not in proc.stdout
    assert Path(f"{db_path}-wal").exists()  # the dead process left its uncommitted frames
    with ProfileStore(shipped=[]) as store:
        assert store.recovered_from is None
        assert sorted(e.id for e in store.user_profiles()) == sorted(kept)
        store.create(ServerProfile(name="after the crash", gpu={"id": "l4"}))
        assert len(store.user_profiles()) == 3


def test_kill_during_rename_keeps_old_name(db_path: Path, run_py: RunPy, make: Make) -> None:
    (pid,) = _fill(db_path, make, 1)
    proc = run_py(
        PRELUDE
        + """
from app.store import db
real_checked = db._checked
def checked_then_die(profile):
    out = real_checked(profile)
    store._conn.execute("UPDATE profiles SET name = 'half written' WHERE id = ?", (sys.argv[2],))
    crash()
db._checked = checked_then_die
store.rename(sys.argv[2], "New name")
""",
        db_path, pid, check=False,
    )
    assert proc.returncode != 0
    with ProfileStore(shipped=[]) as store:
        assert store.get(pid).profile.name == "P0"
        assert sqlite3.connect(db_path).execute("SELECT name FROM profiles").fetchall() == [("P0",)]


def test_kill_during_migration_then_migrates_cleanly(db_path: Path, run_py: RunPy) -> None:
    _make_v1(db_path, [("a1", "Old A")])
    proc = run_py(
        PRELUDE.replace("store = ProfileStore(sys.argv[1], shipped=[])", "")
        + """
from app.store import schema
statements = schema.MIGRATIONS[1][1]
def migrate_then_die(conn):
    for sql in statements:
        conn.execute(sql)
    crash()
schema.MIGRATIONS[1] = (2, migrate_then_die)
ProfileStore(sys.argv[1], shipped=[])
""",
        db_path, check=False,
    )
    assert proc.returncode != 0
    assert sqlite3.connect(db_path).execute("PRAGMA user_version").fetchone()[0] == 1
    with ProfileStore(shipped=[]) as store:
        assert store.migrated_from is not None and store.migrated_from.from_version == 1
        assert [e.profile.name for e in store.user_profiles()] == ["Old A"]


# -- concurrent writers ---------------------------------------------------------------------------
WRITER = PRELUDE + """
for i in range(50):
    store.create(prof(f"{sys.argv[2]} {i}"))
"""


def test_two_processes_lose_no_write(db_path: Path) -> None:
    ProfileStore(shipped=[]).close()  # create the file first, as the running app would have
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(db_path), tag], env=env, stderr=subprocess.PIPE, text=True
        )
        for tag in ("left", "right")
    ]
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
    with ProfileStore(shipped=[]) as store:
        names = {e.profile.name for e in store.user_profiles()}
    assert len(names) == 100
    assert names == {f"{tag} {i}" for tag in ("left", "right") for i in range(50)}


def test_threads_with_own_stores_lose_no_write(db_path: Path, make: Make) -> None:
    import threading

    errors: list[BaseException] = []

    def writer(tag: str) -> None:
        try:
            with ProfileStore(shipped=[]) as store:
                for i in range(25):
                    store.create(make(f"{tag} {i}"))
        except BaseException as exc:  # noqa: BLE001 - a writer thread hands every failure to the test, reported below
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(f"t{n}",)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    with ProfileStore(shipped=[]) as store:
        assert len(store.user_profiles()) == 100


def test_one_store_shared_by_threads(store: ProfileStore, make: Make) -> None:
    import threading

    def writer(n: int) -> None:
        for i in range(20):
            store.create(make(f"s{n} {i}"))

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(store.user_profiles()) == 80


def test_lock_held_too_long_is_reported_not_lost(
    db_path: Path, make: Make, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(schema, "BUSY_TIMEOUT_S", 0.2)
    with ProfileStore(shipped=[]) as store:
        other = sqlite3.connect(db_path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another instance stuck inside a write
        with pytest.raises(StoreError) as info:
            store.create(make("Waits"))
        assert info.value.code == E.BUSY
        other.execute("ROLLBACK")
        other.close()
        pid = store.create(make("After"))  # the store is usable again
        assert [e.id for e in store.user_profiles()] == [pid]


# -- migrations -------------------------------------------------------------------------------------
V1_TIME = "2024-01-01T00:00:00.000+00:00"


def _make_v1(path: Path, rows: list[tuple[str, str]]) -> None:
    """A library as version 1 of the code wrote it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    for sql in schema.MIGRATIONS[0][1]:  # type: ignore[union-attr]
        conn.execute(sql)
    conn.execute("PRAGMA user_version = 1")
    for pid, name in rows:
        data = ServerProfile(name=name, gpu={"id": "l40s"}, gpu_count=2).model_dump_json(exclude_none=True)
        conn.execute("INSERT INTO profiles VALUES (?, ?, ?, ?, ?)", (pid, name, data, V1_TIME, V1_TIME))
    conn.close()


def test_migrates_v1_with_backup(db_path: Path) -> None:
    _make_v1(db_path, [("a1", "Old A"), ("b2", "Old B")])
    with ProfileStore(shipped=[]) as store:
        note = store.migrated_from
        assert note is not None and (note.from_version, note.to_version) == (1, schema.SCHEMA_VERSION)
        assert note.backup == db_path.with_name("profiles.sqlite3.v1.bak")
        entries = store.user_profiles()
        listed = [(e.id, e.profile.name, e.archived) for e in entries]
        assert listed == [("a1", "Old A", False), ("b2", "Old B", False)]
        assert entries[0].created_at == V1_TIME
        store.set_archived("a1", True)  # the new column works
    backup = sqlite3.connect(note.backup)
    assert backup.execute("PRAGMA user_version").fetchone()[0] == 1
    assert backup.execute("SELECT id FROM profiles ORDER BY id").fetchall() == [("a1",), ("b2",)]
    backup.close()
    with ProfileStore(shipped=[]) as again:
        assert again.migrated_from is None
        assert again.get("a1").archived


def test_second_migration_backup_does_not_overwrite(db_path: Path) -> None:
    _make_v1(db_path, [("a1", "A")])
    ProfileStore(shipped=[]).close()
    db_path.unlink()
    for side in ("-wal", "-shm"):
        Path(f"{db_path}{side}").unlink(missing_ok=True)
    _make_v1(db_path, [("z9", "Z")])
    with ProfileStore(shipped=[]) as store:
        assert store.migrated_from is not None and store.migrated_from.backup is not None
        assert store.migrated_from.backup.name == "profiles.sqlite3.v1-2.bak"
    assert db_path.with_name("profiles.sqlite3.v1.bak").exists()


def test_fresh_library_needs_no_backup(db_path: Path) -> None:
    with ProfileStore(shipped=[]) as store:
        assert store.migrated_from is None
    assert not list(db_path.parent.glob("*.bak"))


def test_migrations_are_ordered_and_complete() -> None:
    assert [v for v, _ in schema.MIGRATIONS] == list(range(1, schema.SCHEMA_VERSION + 1))
    assert schema.SCHEMA_VERSION >= 2


def test_version_3_brings_saved_profiles_to_price_terms(db_path: Path) -> None:
    """Issue 30: a library of schema 2 holds `headroom.server/1` profiles; opening it rewrites each row as
    `headroom.server/2` (the file format's own migration), keeps the monthly price, and backs the file up."""
    db_path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    for _version, step in schema.MIGRATIONS[:2]:
        for sql in step:  # type: ignore[union-attr]
            conn.execute(sql)
    conn.execute("PRAGMA user_version = 2")
    old = '{"format":"headroom.server/1","name":"Old","gpu":{"id":"l40s"},"price":{"monthly":650,"currency":"USD"}}'
    conn.execute("INSERT INTO profiles VALUES ('p1', 'Old', ?, ?, ?, 0)", (old, V1_TIME, V1_TIME))
    conn.execute("INSERT INTO profiles VALUES ('p2', 'Bad', 'not json', ?, ?, 0)", (V1_TIME, V1_TIME))
    conn.close()
    with ProfileStore(shipped=[]) as store:
        note = store.migrated_from
        assert note is not None and (note.from_version, note.to_version) == (2, schema.SCHEMA_VERSION)
        profile = store.get("p1").profile
        assert profile.format == "headroom.server/2"
        assert profile.price is not None and (profile.price.monthly, profile.price.hourly) == (650, None)
    raw = sqlite3.connect(db_path).execute("SELECT id, data FROM profiles ORDER BY id").fetchall()
    assert '"format":"headroom.server/2"' in raw[0][1] and raw[1] == ("p2", "not json")  # a bad row is left as is
    assert sqlite3.connect(note.backup).execute("PRAGMA user_version").fetchone()[0] == 2
