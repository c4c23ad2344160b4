"""Versioned documents: one rule for every file format Headroom reads or writes.

Each format has a `format` tag `<name>/<version>` (e.g. `headroom.workload/1`). Reading:

- a version newer than this Headroom knows is refused: "written by a newer Headroom (format N);
  this one reads up to M" (problem code `newer_format`);
- a version older than the first one ever written (`/0`, `/-1`) or not a number is refused as not
  a Headroom file of that kind (`unknown_version`, `unknown_format`);
- an older known version is migrated forward one step at a time (`migrations[n]` turns version n
  into n + 1) before validation, so a file from any release reads the same way.

Writing over an existing file of another version (one read and migrated, then saved) keeps the
original first, as `<name>.v<N>.bak` beside it (qutebrowser's config_version, Vorta's
backup_current_db): nothing an older or newer Headroom wrote is lost by saving.

The SQLite library keeps its own schema version (`app/store/schema.py`) and words a newer one the
same way. Calibration files are the project's, not the user's, and are not versioned here.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.findings import InputError, Problem
from app.infra.atomic import atomic_write_text

Migration = Callable[[dict[str, Any]], dict[str, Any]]

# Problem codes (worded in app/text/messages.py).
UNKNOWN_FORMAT = "unknown_format"  # params: found
UNKNOWN_VERSION = "unknown_version"  # params: found, first, supported
NEWER_FORMAT = "newer_format"  # params: found, supported
BACKUP_SUFFIX = ".bak"


@dataclass(frozen=True)
class DocumentFormat:
    """A file format: its tag's name, the versions it has had, and how to bring old ones forward."""

    name: str  # e.g. "headroom.workload"
    current: int
    first: int = 1
    migrations: Mapping[int, Migration] = field(default_factory=dict)
    # A document without a `format` field is read as this version (None: the field is required).
    assumed_when_missing: int | None = None

    def __post_init__(self) -> None:
        if set(self.migrations) != set(range(self.first, self.current)):
            raise ValueError(f"{self.name}: migrations must cover versions {self.first}..{self.current - 1}")

    @property
    def prefix(self) -> str:
        return f"{self.name}/"

    @property
    def tag(self) -> str:
        """The tag written into new files."""
        return f"{self.name}/{self.current}"

    def owns(self, value: object) -> bool:
        """Whether `value` (a document's `format`) names this format, any version."""
        return isinstance(value, str) and value.startswith(self.prefix)

    def version_of(self, data: Mapping[str, Any]) -> int:
        """The document's version; InputError on the `format` field if it cannot be read."""
        if "format" not in data and self.assumed_when_missing is not None:
            return self.assumed_when_missing
        tag = data.get("format")
        if not self.owns(tag):
            raise _format_problem(UNKNOWN_FORMAT, f"not a {self.name} file: format {tag!r}", found=str(tag))
        assert isinstance(tag, str)
        text = tag.removeprefix(self.prefix)
        try:
            version = int(text) if text.strip() == text and len(text) <= 9 else None
        except ValueError:
            version = None
        if version is None:
            raise _format_problem(UNKNOWN_FORMAT, f"unknown format {tag!r}", found=tag)
        if version > self.current:
            raise _format_problem(
                NEWER_FORMAT, f"written by a newer Headroom (format {version}); this one reads up to {self.current}",
                found=version, supported=self.current)
        if version < self.first:
            raise _format_problem(
                UNKNOWN_VERSION, f"format {tag!r} was never written by Headroom (known versions: "
                f"{self.first} to {self.current})", found=version, first=self.first, supported=self.current)
        return version

    def upgrade(self, data: Mapping[str, Any]) -> tuple[dict[str, Any], int]:
        """(the document at the current version, the version it was found at)."""
        found = self.version_of(data)
        doc = dict(data)
        for version in range(found, self.current):
            doc = self.migrations[version](doc)
            doc["format"] = f"{self.name}/{version + 1}"
        return doc, found


def _format_problem(code: str, message: str, **params: str | int) -> InputError:
    return InputError([Problem(field="format", code=code, params=dict(params), message=message)])


# -- the formats --------------------------------------------------------------------------------
# Add a version: raise `current`, add `migrations[old]` (a pure function of the old document),
# and a test in tests/core/files/test_versioning.py that reads a file of the old version.
def _server_1_to_2(doc: dict[str, Any]) -> dict[str, Any]:
    """headroom.server/2 adds price terms beside `price.monthly` (hourly with `minimum_hours`, `purchase`) and
    makes the monthly price optional. A version-1 price (`monthly`, `currency`) reads the same: nothing moves;
    the step exists so that a Headroom reading only version 1 refuses a profile without a monthly price
    clearly ("written by a newer Headroom") instead of with a missing-field error."""
    return dict(doc)


WORKLOAD = DocumentFormat("headroom.workload", current=1, assumed_when_missing=1)
SERVER = DocumentFormat("headroom.server", current=2, assumed_when_missing=1, migrations={1: _server_1_to_2})
SERVERS = DocumentFormat("headroom.servers", current=1)  # a collection: {"format", "profiles": [...]}
PILOT_PLAN = DocumentFormat("headroom.pilot-plan", current=1)
# Several workloads on one server: {"format", "name", "workloads": [...]}; a workload file reads as a project
# of one (app.core.workload.project).
PROJECT = DocumentFormat("headroom.project", current=1)
# The pilot results format is defined with its migration step in app/core/pilot/results.py.
FORMATS = (WORKLOAD, SERVER, SERVERS, PILOT_PLAN, PROJECT)


# -- writing ------------------------------------------------------------------------------------
def _existing_version(path: Path, fmt: DocumentFormat, max_bytes: int) -> int | None:
    """The version of the `fmt` document at `path`; None if there is none (or it is not one)."""
    from app.core.files.reading import read_json_file

    try:
        data = read_json_file(path, max_bytes)
    except InputError:
        return None
    if not isinstance(data, dict) or not fmt.owns(data.get("format")):
        return None
    text = str(data["format"]).removeprefix(fmt.prefix)
    return int(text) if text.isdigit() else None


def backup_path(path: Path, version: int) -> Path:
    """`<name>.v<N>.bak` beside `path`, or `<name>.v<N>-2.bak` ... if taken."""
    n = 1
    while True:
        candidate = path.with_name(f"{path.name}.v{version}{'' if n == 1 else f'-{n}'}{BACKUP_SUFFIX}")
        if not candidate.exists():
            return candidate
        n += 1


def write_document(path: str | Path, text: str, fmt: DocumentFormat, *, max_bytes: int) -> Path | None:
    """Write `text` (a document of `fmt`'s current version) to `path` atomically; if `path` holds a
    document of the same format at another version, copy it aside first. Returns the backup's path.

    OSError if the backup or the write fails; the original is then untouched.
    """
    target = Path(path)
    found = _existing_version(target, fmt, max_bytes) if target.is_file() else None
    backup = None
    if found is not None and found != fmt.current:
        backup = backup_path(target, found)
        shutil.copy2(target, backup)
    atomic_write_text(target, text)
    return backup
