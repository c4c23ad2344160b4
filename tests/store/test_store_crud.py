"""ProfileStore: create, read, rename, duplicate, update, archive, delete; shipped profiles are read-only."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from app.core.offers.server import ServerProfile
from app.store import ProfileStore, StoreError, schema
from app.store import errors as E

Make = Callable[..., ServerProfile]


def _user_names(store: ProfileStore) -> list[str]:
    return [e.profile.name for e in store.user_profiles()]


def test_default_path_is_under_headroom_home(store: ProfileStore, home: Path) -> None:
    assert store.path == home / "profiles.sqlite3"
    assert store.path.exists()
    assert store.recovered_from is None and store.migrated_from is None


def test_create_get_list(store: ProfileStore, make: Make) -> None:
    pid = store.create(make("Node A"))
    entry = store.get(pid)
    assert entry.id == pid and not entry.shipped and not entry.archived
    assert entry.profile.id == pid
    assert entry.profile.model_copy(update={"id": None}) == make("Node A")
    assert entry.created_at and entry.created_at == entry.updated_at
    store.create(make("b node"))
    assert _user_names(store) == ["b node", "Node A"]  # by name, case-blind


def test_wal_mode_and_settings(store: ProfileStore) -> None:
    conn = sqlite3.connect(store.path)
    try:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA user_version").fetchone()[0] == schema.SCHEMA_VERSION
    finally:
        conn.close()


def test_profile_id_field_is_ignored_on_create(store: ProfileStore, make: Make) -> None:
    pid = store.create(make("X", id="h100x8"))  # would clash with a shipped id
    assert pid != "h100x8"
    assert store.get("h100x8").shipped


def test_persists_across_instances(store: ProfileStore, make: Make, shipped: list[dict[str, object]]) -> None:
    pid = store.create(make("Kept"))
    store.close()
    with ProfileStore(shipped=shipped) as again:
        assert again.get(pid).profile.name == "Kept"


def test_update(store: ProfileStore, make: Make) -> None:
    pid = store.create(make("Before"))
    store.update(pid, make("After", gpu_count=4))
    entry = store.get(pid)
    assert entry.profile.name == "After" and entry.profile.gpu_count == 4
    assert entry.updated_at is not None and entry.created_at is not None
    assert entry.updated_at >= entry.created_at


def test_rename(store: ProfileStore, make: Make) -> None:
    pid = store.create(make("Old name"))
    store.rename(pid, "New name")
    assert store.get(pid).profile.name == "New name"
    assert _user_names(store) == ["New name"]
    row = sqlite3.connect(store.path).execute("SELECT name FROM profiles").fetchone()
    assert row == ("New name",)  # column and JSON agree


def test_rename_to_invalid_name_is_refused(store: ProfileStore, make: Make) -> None:
    pid = store.create(make("Name"))
    with pytest.raises(StoreError) as info:
        store.rename(pid, "")
    assert info.value.code == E.INVALID_PROFILE
    errors = info.value.params["errors"]
    assert isinstance(errors, list) and errors[0][0] == "name"
    assert str(info.value.params["detail"]).startswith("name: ")
    assert store.get(pid).profile.name == "Name"


def test_missing_ids(store: ProfileStore, make: Make) -> None:
    actions: list[Callable[[], object]] = [
        lambda: store.get("nope"),
        lambda: store.rename("nope", "x"),
        lambda: store.update("nope", make()),
        lambda: store.delete("nope"),
        lambda: store.duplicate("nope", copy_suffix=" (copy)"),
        lambda: store.set_archived("nope", True),
    ]
    for action in actions:
        with pytest.raises(StoreError) as info:
            action()
        assert info.value.code == E.NOT_FOUND
        assert info.value.params == {"id": "nope"}


def test_duplicate_user_profile(store: ProfileStore, make: Make) -> None:
    pid = store.create(make("Node"))
    first = store.duplicate(pid, copy_suffix=" (copy)")
    second = store.duplicate(pid, copy_suffix=" (copy)")
    assert len({pid, first, second}) == 3
    assert store.get(first).profile.name == "Node (copy)"
    assert store.get(second).profile.name == "Node (copy) 2"
    assert store.get(first).profile.model_copy(update={"id": None, "name": "Node"}) == make("Node")


def test_duplicate_suffix_is_the_callers(store: ProfileStore, make: Make) -> None:
    pid = store.create(make("Knoten"))
    assert store.get(store.duplicate(pid, copy_suffix=" (Kopie)")).profile.name == "Knoten (Kopie)"


def test_duplicate_keeps_name_within_limit(store: ProfileStore, make: Make) -> None:
    pid = store.create(make("n" * 200))
    copy = store.get(store.duplicate(pid, copy_suffix=" (copy)")).profile.name
    assert len(copy) == 200 and copy.endswith(" (copy)")


def test_delete(store: ProfileStore, make: Make) -> None:
    keep, gone = store.create(make("Keep")), store.create(make("Gone"))
    store.delete(gone)
    assert [e.id for e in store.user_profiles()] == [keep]


def test_archive(store: ProfileStore, make: Make) -> None:
    pid = store.create(make("Old offer"))
    store.set_archived(pid, True)
    assert store.get(pid).archived
    assert store.user_profiles(include_archived=False) == []
    store.set_archived(pid, False)
    assert [e.id for e in store.user_profiles(include_archived=False)] == [pid]


def test_all_profiles_lists_shipped_first(store: ProfileStore, make: Make) -> None:
    pid = store.create(make("Mine"))
    entries = store.all_profiles()
    assert [(e.id, e.shipped) for e in entries] == [("rtx4090-ws", True), ("h100x8", True), (pid, False)]
    shipped = store.get("h100x8")
    assert shipped.shipped and shipped.profile.gpu_count == 8 and shipped.profile.id == "h100x8"
    assert store.is_shipped("h100x8") and not store.is_shipped(pid)


def test_shipped_profiles_are_read_only(store: ProfileStore, make: Make) -> None:
    actions: list[Callable[[], object]] = [
        lambda: store.rename("h100x8", "Mine now"),
        lambda: store.update("h100x8", make()),
        lambda: store.delete("h100x8"),
        lambda: store.set_archived("h100x8", True),
    ]
    for action in actions:
        with pytest.raises(StoreError) as info:
            action()
        assert info.value.code == E.READ_ONLY
        assert "read-only" in str(info.value)
    assert store.get("h100x8").profile.name == "8x H100 SXM"


def test_duplicating_shipped_profile_makes_user_profile(store: ProfileStore) -> None:
    pid = store.duplicate("h100x8", copy_suffix=" (copy)")
    entry = store.get(pid)
    assert not entry.shipped and entry.profile.name == "8x H100 SXM (copy)"
    blank = {"id": None, "name": ""}
    assert entry.profile.model_copy(update=blank) == store.get("h100x8").profile.model_copy(update=blank)
    store.rename(pid, "My H100 box")  # the copy is editable
    store.delete(pid)


def test_unknown_gpu_id_is_kept(store: ProfileStore, make: Make) -> None:
    pid = store.create(make("Future", gpu={"id": "b300-not-in-catalog"}))
    assert store.get(pid).profile.gpu.id == "b300-not-in-catalog"


def test_explicit_gpu_round_trips(store: ProfileStore, make: Make) -> None:
    gpu = {"name": "A100 40GB", "memory_bytes": 40 * 10**9, "bandwidth_gbps": 1555, "bf16_tflops": 312,
           "tdp_w": 400}
    pid = store.create(make("Custom", gpu=gpu))
    assert store.get(pid).profile.gpu.memory_bytes == 40 * 10**9


def test_broken_row_is_skipped_with_note(store: ProfileStore, make: Make) -> None:
    good = store.create(make("Good"))
    with sqlite3.connect(store.path) as conn:
        conn.execute(
            "INSERT INTO profiles (id, name, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
            ("broken", "Broken", '{"name": "Broken", "gpu": ', "t", "t"),
        )
        conn.execute(
            "INSERT INTO profiles (id, name, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
            ("stale", "Stale", '{"name": "Stale", "gpu": {"id": "l40s"}, "gpu_count": 0}', "t", "t"),
        )
    conn.close()
    assert [e.id for e in store.user_profiles()] == [good]
    skipped = {(n.code, n.params["id"]) for n in store.notes}
    assert skipped == {(E.ROW_SKIPPED, "broken"), (E.ROW_SKIPPED, "stale")}
    with pytest.raises(StoreError) as info:
        store.get("broken")
    assert info.value.code == E.INVALID_ROW
    with pytest.raises(StoreError):
        store.rename("broken", "Fixed")
    store.delete("broken")  # the user can still remove it
    store.delete("stale")
    store.user_profiles()
    assert store.notes == []


def test_invalid_shipped_entry_is_skipped(db_path: Path, shipped: list[dict[str, object]]) -> None:
    bad: list[dict[str, object]] = [*shipped, {"id": "bad", "name": "", "gpu": {}}, dict(shipped[0])]
    with ProfileStore(shipped=bad) as store:
        assert [e.id for e in store.all_profiles()] == ["rtx4090-ws", "h100x8"]
        notes = [(n.code, n.params["index"]) for n in store.notes]
        assert notes == [(E.SHIPPED_SKIPPED, 2), (E.SHIPPED_SKIPPED, 3)]


def test_default_shipped_come_from_the_catalog(db_path: Path) -> None:
    """Whatever state the shipped catalog is in, the library opens and lists."""
    from app.core.catalog import CatalogError, load_catalog

    try:
        expected = len(load_catalog().servers)
    except CatalogError:
        expected = -1
    with ProfileStore() as store:
        shipped = [e for e in store.all_profiles() if e.shipped]
        codes = [n.code for n in store.notes]
        if expected < 0:
            assert shipped == [] and codes == [E.SHIPPED_UNAVAILABLE]
        else:  # every catalog server is listed (or reported as skipped)
            assert len(shipped) + codes.count(E.SHIPPED_SKIPPED) == expected
        for entry in shipped:
            assert entry.profile.id == entry.id


def test_closed_store(store: ProfileStore) -> None:
    store.close()
    with pytest.raises(StoreError) as info:
        store.user_profiles()
    assert info.value.code == E.CLOSED
    store.close()  # idempotent


def test_store_imports_no_gui_libraries(run_py: Callable[..., object]) -> None:
    run_py(
        """
        import sys
        import app.infra.atomic, app.store, app.store.profiles_io
        heavy = [m for m in sys.modules if m.split(".")[0] in ("PySide6", "matplotlib")]
        assert not heavy, heavy
        """
    )


def test_the_store_announces_every_committed_change_and_nothing_else(tmp_path):
    from app.core.offers.server import ServerProfile
    from app.store import ProfileStore

    heard: list[int] = []
    with ProfileStore(tmp_path / "lib.sqlite3", shipped=[]) as store:
        unsubscribe = store.subscribe(lambda: heard.append(len(store.user_profiles())))
        new_id = store.create(ServerProfile.model_validate({"name": "A", "gpu": {"id": "l40s"}, "gpu_count": 1}))
        store.rename(new_id, "B")
        store.user_profiles()  # reading announces nothing
        store.delete(new_id)
        unsubscribe()
        store.create(ServerProfile.model_validate({"name": "C", "gpu": {"id": "l40s"}, "gpu_count": 1}))
    assert heard == [1, 1, 0]  # listeners read the committed state
