"""JSON export/import of profiles: round trips, duplicate detection, per-profile problems."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from app.core.offers.server import ServerProfile
from app.infra import atomic
from app.store import ProfileStore
from app.store import profiles_io as io

Make = Callable[..., ServerProfile]
SUFFIX = " (imported)"


def _bare(p: ServerProfile) -> ServerProfile:
    return p.model_copy(update={"id": None})


@pytest.fixture
def other(tmp_path: Path, shipped: list[dict[str, object]]) -> Iterator[ProfileStore]:
    """A second library, as on another machine."""
    s = ProfileStore(tmp_path / "other" / "profiles.sqlite3", shipped=shipped)
    yield s
    s.close()


def test_export_one_is_a_server_object(store: ProfileStore, make: Make, tmp_path: Path) -> None:
    pid = store.create(make("Node"))
    out = tmp_path / "node.json"
    io.export_from_store(store, [pid], out)
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["format"] == "headroom.server/2" and doc["name"] == "Node"
    assert "id" not in doc  # library ids stay in the library
    assert doc["gpu"] == {"id": "l40s"}  # no null noise
    assert ServerProfile.model_validate(doc) == _bare(make("Node"))


def test_round_trip_one(store: ProfileStore, other: ProfileStore, make: Make, tmp_path: Path) -> None:
    original = make("Node", notes="Ünïcode ✓", price={"monthly": 1234.5, "currency": "USD"})
    pid = store.create(original)
    out = tmp_path / "node.json"
    io.export_from_store(store, [pid], out)
    report = io.import_profiles(other, out, rename_suffix=SUFFIX)
    assert report.ok and len(report.imported) == 1 and not report.skipped_duplicates
    assert _bare(other.get(report.imported[0]).profile) == _bare(store.get(pid).profile) == original


def test_round_trip_many(store: ProfileStore, other: ProfileStore, make: Make, tmp_path: Path) -> None:
    profiles = [
        make("A"),
        make("B", gpu={"name": "A100 40GB", "memory_bytes": 40 * 10**9, "bandwidth_gbps": 1555}),
        make("C", nvme=[], price=None, power_w=None, network={"gbps": 200, "kind": "infiniband", "count": 2}),
    ]
    ids = store.create_many(profiles)
    out = tmp_path / "all.json"
    io.export_from_store(store, [*ids, "h100x8"], out)
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["format"] == "headroom.servers/1" and len(doc["profiles"]) == 4
    report = io.import_profiles(other, out, rename_suffix=SUFFIX)
    # The shipped H100 profile exists on the other side too: recognised, not doubled.
    assert [d.duplicate_of for d in report.skipped_duplicates] == ["h100x8"]
    assert [_bare(other.get(i).profile) for i in report.imported] == profiles


def test_export_many_flag_and_single_list(make: Make, tmp_path: Path) -> None:
    out = tmp_path / "one-in-list.json"
    io.export_profiles(out, [make("Solo")], collection=True)
    assert json.loads(out.read_text(encoding="utf-8"))["format"] == "headroom.servers/1"
    valid, problems = io.read_profiles_file(out)
    assert problems == [] and [p for _, p in valid] == [make("Solo")]


def test_reimport_is_not_doubled(store: ProfileStore, make: Make, tmp_path: Path) -> None:
    ids = store.create_many([make("A"), make("B", gpu_count=4)])
    out = tmp_path / "mine.json"
    io.export_from_store(store, ids, out)
    report = io.import_profiles(store, out, rename_suffix=SUFFIX)
    assert report.imported == [] and report.ok
    skipped = [(d.index, d.name, d.duplicate_of) for d in report.skipped_duplicates]
    assert skipped == [(0, "A", ids[0]), (1, "B", ids[1])]
    assert len(store.user_profiles()) == 2


def test_same_name_different_content_is_renamed(store: ProfileStore, make: Make, tmp_path: Path) -> None:
    existing = store.create(make("Node"))
    out = tmp_path / "offer.json"
    io.export_profiles(out, [make("Node", gpu_count=4)])
    report = io.import_profiles(store, out, rename_suffix=SUFFIX)
    assert len(report.imported) == 1
    new = store.get(report.imported[0]).profile
    assert new.name == "Node (imported)" and new.gpu_count == 4
    assert [(r.id, r.original_name, r.new_name) for r in report.renamed] == [
        (report.imported[0], "Node", "Node (imported)")
    ]
    assert store.get(existing).profile.gpu_count == 2
    # Importing the same file again recognises the renamed copy.
    again = io.import_profiles(store, out, rename_suffix=SUFFIX)
    assert again.imported == [] and again.skipped_duplicates[0].duplicate_of == report.imported[0]
    # A third different "Node" gets the next free name; names clash case-blind.
    io.export_profiles(out, [make("NODE", gpu_count=8)])
    third = io.import_profiles(store, out, rename_suffix=SUFFIX)
    assert store.get(third.imported[0]).profile.name == "NODE (imported) 2"
    io.export_profiles(out, [make("node", gpu_count=3)])
    fourth = io.import_profiles(store, out, rename_suffix=SUFFIX)
    assert store.get(fourth.imported[0]).profile.name == "node (imported) 3"


def test_name_clash_with_shipped_profile(store: ProfileStore, make: Make) -> None:
    report = io.import_text(store, make("8x H100 SXM").model_dump_json(), rename_suffix=SUFFIX)
    assert store.get(report.imported[0]).profile.name == "8x H100 SXM (imported)"


def test_duplicates_within_one_file(store: ProfileStore, make: Make) -> None:
    text = io.dumps_profiles([make("A"), make("B", gpu_count=4), make("A again")])
    report = io.import_text(store, text, rename_suffix=SUFFIX)
    assert len(report.imported) == 2
    assert [(d.index, d.name, d.duplicate_of) for d in report.skipped_duplicates] == [
        (2, "A again", report.imported[0])
    ]


def test_problems_are_reported_per_profile(store: ProfileStore, make: Make) -> None:
    good = json.loads(io.dumps_profiles([make("Good")]))
    doc = {
        "format": "headroom.servers/1",
        "profiles": [
            {"name": "Zero GPUs", "gpu": {"id": "l40s"}, "gpu_count": 0},
            good,
            "not a profile",
            {"name": "Odd", "gpu": {"id": "l40s"}, "network": {"kind": "carrier pigeon"}, "colour": "red"},
            {"name": "No GPU"},
        ],
    }
    report = io.import_text(store, json.dumps(doc), rename_suffix=SUFFIX)
    assert len(report.imported) == 1 and store.get(report.imported[0]).profile.name == "Good"
    found = {(p.index, p.code, p.loc) for p in report.problems}
    assert found == {
        (0, io.INVALID_PROFILE, "gpu_count"),
        (2, io.NOT_AN_OBJECT, ""),
        (3, io.INVALID_PROFILE, "network.kind"),
        (3, io.INVALID_PROFILE, "colour"),
        (4, io.INVALID_PROFILE, "gpu"),
    }
    assert all(p.message for p in report.problems if p.code == io.INVALID_PROFILE)
    assert {p.name for p in report.problems if p.index == 0} == {"Zero GPUs"}
    assert not report.ok


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("{not json", io.INVALID_JSON),
        ('{"format": "headroom.workload/1", "model": {}}', io.UNSUPPORTED_FORMAT),
        ('{"format": "headroom.servers/1", "profiles": {}}', io.INVALID_PROFILE),
        ("42", io.NOT_AN_OBJECT),
    ],
)
def test_file_level_problems(store: ProfileStore, text: str, code: str) -> None:
    report = io.import_text(store, text, rename_suffix=SUFFIX)
    assert report.imported == [] and [(p.index, p.code) for p in report.problems] == [(None, code)]
    assert store.user_profiles() == []


def test_unreadable_file(store: ProfileStore, tmp_path: Path) -> None:
    report = io.import_profiles(store, tmp_path / "missing.json", rename_suffix=SUFFIX)
    assert [p.code for p in report.problems] == [io.UNREADABLE]


def test_bom_and_missing_format_are_tolerated(store: ProfileStore, tmp_path: Path) -> None:
    out = tmp_path / "bom.json"
    out.write_bytes(b"\xef\xbb\xbf" + b'{"name": "Hand written", "gpu": {"id": "l4"}}')
    report = io.import_profiles(store, out, rename_suffix=SUFFIX)
    assert report.ok and store.get(report.imported[0]).profile.gpu.id == "l4"


def test_export_is_atomic(make: Make, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "export.json"
    out.write_text("previous export", encoding="utf-8")

    def fail(src: object, dst: object) -> None:
        raise OSError("no space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        io.export_profiles(out, [make("A"), make("B")])
    assert out.read_text(encoding="utf-8") == "previous export"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(atomic.TEMP_SUFFIX)]
