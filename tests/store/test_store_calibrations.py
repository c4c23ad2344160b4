"""Calibrations in the library: migrated in (schema 4, the old file backed up), attached to their server,
removed with it, and carried by `servers export` / import."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

from app.core.offers.server import ServerProfile
from app.core.speed.calibration import LoadLevel, SpeedCalibration
from app.store import ProfileStore, schema
from app.store import profiles_io as io

Make = Callable[..., ServerProfile]


def calibration(server_id: str, fingerprint: str = "sha256:aa", ttft: float = 0.5) -> SpeedCalibration:
    return SpeedCalibration(server_id=server_id, workload_fingerprint=fingerprint, model="Llama 3.1 8B",
                            runtime="vllm", mode="inference", weights_precision="bf16", kv_precision="bf16",
                            source="results.json", measured_at="2026-01-01T10:00:00Z",
                            levels=[LoadLevel(concurrency=8, input_tokens=2048, output_tokens=24, requests=8,
                                              ttft_s=ttft, tokens_per_s_per_user=40.0)])


def _make_v2(path: Path) -> None:
    """A library as schema 2 left it (before calibrations), with one profile."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    for _version, step in schema.MIGRATIONS[:2]:
        for sql in step:  # type: ignore[union-attr]
            conn.execute(sql)
    conn.execute("PRAGMA user_version = 2")
    data = ServerProfile(name="Old", gpu={"id": "l40s"}).model_dump_json(exclude_none=True)
    conn.execute("INSERT INTO profiles (id, name, data, created_at, updated_at) VALUES ('a1', 'Old', ?, 't', 't')",
                 (data,))
    conn.close()


def test_a_schema_2_library_migrates_with_a_backup(db_path: Path) -> None:
    _make_v2(db_path)
    with ProfileStore(shipped=[]) as store:
        note = store.migrated_from
        assert note is not None and (note.from_version, note.to_version) == (2, schema.SCHEMA_VERSION)
        assert note.backup is not None and note.backup.exists()
        assert store.calibrations() == [] and store.get("a1").profile.calibrations == []
        store.add_calibrations([calibration("a1")])
        assert [c.server_id for c in store.calibrations()] == ["a1"]


def test_calibrations_attach_to_their_server_and_go_with_it(store: ProfileStore, make: Make) -> None:
    pid = store.create(make("Node"))
    (cid,) = store.add_calibrations([calibration(pid), ])
    store.add_calibrations([calibration("rtx4090-ws", fingerprint="sha256:bb")])  # a shipped profile
    got = store.get(pid).profile.calibrations
    assert [c.id for c in got] == [cid] and got[0].levels[0].ttft_s == 0.5
    assert store.get("rtx4090-ws").profile.calibrations[0].workload_fingerprint == "sha256:bb"
    listed = {e.id: e.profile.calibrations for e in store.all_profiles()}
    assert [c.id for c in listed[pid]] == [cid] and listed["h100x8"] == []
    # A newer pilot of the same server and fingerprint replaces the older.
    (newer,) = store.add_calibrations([calibration(pid, ttft=0.6)])
    assert [(c.id, c.levels[0].ttft_s) for c in store.calibrations(pid)] == [(newer, 0.6)]
    assert store.calibration(newer[:6]).id == newer
    # The profile's own JSON never holds them; editing it keeps them.
    store.update(pid, store.get(pid).profile.model_copy(update={"name": "Node 2"}))
    assert len(store.get(pid).profile.calibrations) == 1
    store.delete(pid)
    assert [c.server_id for c in store.calibrations()] == ["rtx4090-ws"]
    store.remove_calibration(store.calibrations()[0].id)
    assert store.calibrations() == []


def test_servers_export_carries_them(store: ProfileStore, make: Make, tmp_path: Path) -> None:
    pid = store.create(make("Node"))
    store.add_calibrations([calibration(pid)])
    out = tmp_path / "node.json"
    io.export_from_store(store, [pid], out)
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["calibrations"][0]["source"] == "results.json" and "server_id" not in doc["calibrations"][0]
    with ProfileStore(tmp_path / "other.sqlite3", shipped=[]) as other:
        report = io.import_profiles(other, out, rename_suffix=" (imported)")
        (new_id,) = report.imported
        (cal,) = other.calibrations()
        assert cal.server_id == new_id and cal.levels == calibration(pid).levels
        # Importing the same file again: the profile is a duplicate, its calibration replaces the one there.
        again = io.import_profiles(other, out, rename_suffix=" (imported)")
        assert again.skipped_duplicates and [c.server_id for c in other.calibrations()] == [new_id]


def test_a_profile_without_calibrations_exports_as_before(store: ProfileStore, make: Make, tmp_path: Path) -> None:
    pid = store.create(make("Node"))
    out = tmp_path / "node.json"
    io.export_from_store(store, [pid], out)
    assert "calibrations" not in json.loads(out.read_text(encoding="utf-8"))
