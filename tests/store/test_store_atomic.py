"""app.infra.atomic: the old content survives any failure and no temporary file is left behind."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.infra import atomic
from app.infra.atomic import atomic_write_bytes, atomic_write_text


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(atomic.TEMP_SUFFIX))


def test_writes_new_file(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    atomic_write_text(target, "héllo\n")
    assert target.read_text(encoding="utf-8") == "héllo\n"
    assert _leftovers(tmp_path) == []


@pytest.mark.skipif(os.name == "nt", reason="POSIX modes")
def test_new_file_gets_umask_mode_and_existing_mode_is_kept(tmp_path: Path) -> None:
    old_mask = os.umask(0o022)
    try:
        fresh = tmp_path / "fresh"
        atomic_write_bytes(fresh, b"x")
        assert fresh.stat().st_mode & 0o777 == 0o644
        kept = tmp_path / "kept"
        kept.write_bytes(b"old")
        kept.chmod(0o600)
        atomic_write_bytes(kept, b"new")
        assert kept.stat().st_mode & 0o777 == 0o600
    finally:
        os.umask(old_mask)


def test_replaces_existing_file(tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    target.write_text("old", encoding="utf-8")
    atomic_write_bytes(target, b"new content")
    assert target.read_bytes() == b"new content"
    assert _leftovers(tmp_path) == []


def test_crlf_option(tmp_path: Path) -> None:
    target = tmp_path / "crlf.txt"
    atomic_write_text(target, "a\nb\n", newline="\r\n")
    assert target.read_bytes() == b"a\r\nb\r\n"


def test_failed_replace_keeps_old_content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "out.txt"
    target.write_text("old", encoding="utf-8")

    def boom(src: object, dst: object) -> None:
        raise OSError("disk on fire")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError, match="disk on fire"):
        atomic_write_text(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert _leftovers(tmp_path) == []


def test_failed_write_keeps_old_content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "out.txt"
    target.write_text("old", encoding="utf-8")

    def no_sync(fd: int) -> None:
        raise OSError("I/O error")

    monkeypatch.setattr(os, "fsync", no_sync)
    with pytest.raises(OSError, match="I/O error"):
        atomic_write_text(target, "new" * 10000)
    assert target.read_text(encoding="utf-8") == "old"
    assert _leftovers(tmp_path) == []


def test_interrupt_during_write_cleans_up(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Even a KeyboardInterrupt (BaseException) leaves no temp file and the old content."""
    target = tmp_path / "out.txt"
    target.write_text("old", encoding="utf-8")

    def interrupted(fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_bytes(target, b"new")
    assert target.read_text(encoding="utf-8") == "old"
    assert _leftovers(tmp_path) == []


def test_missing_folder_raises_and_leaves_nothing(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        atomic_write_bytes(tmp_path / "nope" / "out.txt", b"x")
    assert not (tmp_path / "nope").exists()
