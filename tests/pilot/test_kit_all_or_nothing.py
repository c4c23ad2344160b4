"""A pilot kit is written whole or not at all (issue 31: a full disk left README.md and plan.json behind)."""

from __future__ import annotations

import errno

import pytest

from app.core.catalog import load_catalog
from app.core.workload.io import read_workload_file
from app.infra import resources
from app.report.pilot_kit import kit as kit_module
from app.report.pilot_kit.kit import KitError, write_kit

CHATBOT = read_workload_file(resources.path("examples", "chatbot-8b.headroom.json"))


def _disk_fills_after(monkeypatch, writes: int) -> None:
    real_text, real_bytes = kit_module.atomic_write_text, kit_module.atomic_write_bytes
    done = {"n": 0}

    def count(real):
        def write(target, data):
            done["n"] += 1
            if done["n"] > writes:
                raise OSError(errno.ENOSPC, "No space left on device")
            return real(target, data)
        return write

    monkeypatch.setattr(kit_module, "atomic_write_text", count(real_text))
    monkeypatch.setattr(kit_module, "atomic_write_bytes", count(real_bytes))


@pytest.mark.parametrize("exists", [False, True])
def test_a_full_disk_leaves_nothing_half_written(tmp_path, monkeypatch, exists):
    folder = tmp_path / "kit"
    if exists:
        folder.mkdir()
    _disk_fills_after(monkeypatch, 2)  # plan.json and README.md written, then the disk is full
    with pytest.raises(KitError):
        write_kit(CHATBOT, folder, load_catalog())
    assert sorted(p.name for p in tmp_path.iterdir()) == (["kit"] if exists else [])  # no staging folder left
    assert not folder.exists() or list(folder.iterdir()) == []


def test_a_whole_kit_lands_in_place(tmp_path):
    kit = write_kit(CHATBOT, tmp_path / "kit", load_catalog())
    names = sorted(p.name for p in (tmp_path / "kit").iterdir())
    assert {"README.md", "plan.json"} <= set(names)
    assert sorted(p.name for p in kit.files) == names
    assert [p.name for p in tmp_path.iterdir()] == ["kit"]
