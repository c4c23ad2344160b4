"""Atomic file writes: readers see the old file or the new one, never half of either.

Write to a temporary file in the same folder (so `os.replace` is a rename on one file system),
flush and fsync it, rename it over the target, then fsync the folder so the rename itself is
durable. On any failure the old content stays and the temporary file is removed.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

# New files get the usual permissions (0666 less the umask), as a plain open() would give;
# tempfile.mkstemp would make them 0600 and exports would surprise the user.
_NEW_FILE_MODE = 0o666
# Marks our temporary files so a leftover one (power cut) is recognisable and ignorable.
TEMP_SUFFIX = ".headroom-tmp"


def _temp_path(target: Path) -> Path:
    return target.with_name(f".{target.name}.{secrets.token_hex(6)}{TEMP_SUFFIX}")


def _fsync_dir(folder: Path) -> None:
    """Make the rename durable; not possible on Windows (folders cannot be opened), so skipped."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on folders; the data itself is already synced
    finally:
        os.close(fd)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace `path` with `data` atomically. Keeps the mode of an existing target."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    tmp = _temp_path(target)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), _NEW_FILE_MODE)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        try:
            os.chmod(tmp, os.stat(target).st_mode & 0o7777)
        except OSError:
            pass  # no old file (or cannot read its mode): keep the umask default
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(folder)


def atomic_write_text(
    path: str | os.PathLike[str], text: str, encoding: str = "utf-8", newline: str = "\n"
) -> None:
    """Text variant; line endings are written as `newline` on every platform (files are shared)."""
    if newline != "\n":
        text = text.replace("\n", newline)
    atomic_write_bytes(path, text.encode(encoding))
