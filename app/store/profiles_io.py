"""Profiles as JSON files: export (atomic) and import (validated, duplicates detected).

One profile is a `headroom.server/2` object; several are
`{"format": "headroom.servers/1", "profiles": [<headroom.server/2>, ...]}`. Library ids are not
written (they mean nothing on another machine) and are ignored on import: every imported profile
gets a fresh id.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from app.core.files.reading import loads_json, read_text_limited, text_problems
from app.core.files.versioning import SERVER, SERVERS, write_document
from app.core.findings import InputError, Problem
from app.core.offers.server import ServerProfile
from app.core.workload.io import problems_from_validation
from app.store.db import ProfileEntry, ProfileStore
from app.store.identity import content_key, distinct_name

SERVERS_FORMAT = SERVERS.tag
# A profile is about a kilobyte; a file of thousands of them is a few megabytes.
MAX_PROFILES_FILE_BYTES = 16 * 1024 * 1024

# ImportProblem codes (the UI translates them; `message` is pydantic's English text).
UNREADABLE = "unreadable"  # the file could not be read
INVALID_JSON = "invalid_json"
UNSUPPORTED_FORMAT = "unsupported_format"  # `format` names something else (params in message)
NOT_AN_OBJECT = "not_an_object"  # a list item is not a JSON object
INVALID_PROFILE = "invalid_profile"  # pydantic rejected a field: see `loc`
# Any other code is a Problem code of the reading boundary (app.core.files.reading, app.core.files.versioning:
# too_deep, not_finite, bad_text, newer_format, is_pipe, ...), worded by app.text.messages; see `params`.


@dataclass(frozen=True)
class ImportProblem:
    index: int | None  # position in the file's profile list; None: the file as a whole
    code: str
    loc: str = ""  # field path inside the profile, e.g. "gpu.memory_bytes"
    message: str = ""
    name: str | None = None  # the profile's name when it could be read
    problem: Problem | None = None  # the field's problem in the core's codes, for wording it

    @classmethod
    def from_problem(cls, index: int | None, problem: Problem, name: str | None = None,
                     code: str | None = None) -> ImportProblem:
        loc = "" if problem.field == "(file)" else problem.field
        return cls(index, code or problem.code, loc, problem.message, name, problem)


@dataclass(frozen=True)
class SkippedDuplicate:
    index: int
    name: str
    duplicate_of: str  # id of the existing (or earlier imported) profile with the same content


@dataclass(frozen=True)
class RenamedImport:
    id: str
    original_name: str
    new_name: str


@dataclass
class ImportReport:
    imported: list[str] = field(default_factory=list)  # new ids, in file order
    renamed: list[RenamedImport] = field(default_factory=list)
    skipped_duplicates: list[SkippedDuplicate] = field(default_factory=list)
    problems: list[ImportProblem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


# -- export --------------------------------------------------------------------------------
def _profile_json(profile: ServerProfile) -> dict[str, Any]:
    data: dict[str, Any] = profile.model_copy(update={"id": None}).model_dump(mode="json", exclude_none=True)
    if profile.calibrations:  # kept apart in the library (excluded from the dump): they travel with the file
        data["calibrations"] = [c.model_dump(mode="json", exclude={"id", "server_id"}, exclude_none=True)
                                for c in profile.calibrations]
    return data


def profiles_document(profiles: Sequence[ServerProfile], *, collection: bool | None = None) -> dict[str, Any]:
    """The JSON object for `profiles`: a single profile unless there are several (or `collection`)."""
    as_collection = len(profiles) != 1 if collection is None else collection
    if not as_collection:
        return _profile_json(profiles[0])
    return {"format": SERVERS_FORMAT, "profiles": [_profile_json(p) for p in profiles]}


def dumps_profiles(profiles: Sequence[ServerProfile], *, collection: bool | None = None) -> str:
    doc = profiles_document(profiles, collection=collection)
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def export_profiles(path: Path, profiles: Sequence[ServerProfile], *, collection: bool | None = None) -> None:
    """Write `profiles` to `path` atomically (an existing file is replaced whole or not at all; one
    written in another format version is kept beside it first, see `versioning.write_document`)."""
    as_collection = len(profiles) != 1 if collection is None else collection
    write_document(path, dumps_profiles(profiles, collection=collection), SERVERS if as_collection else SERVER,
                   max_bytes=MAX_PROFILES_FILE_BYTES)


def export_from_store(
    store: ProfileStore, ids: Sequence[str], path: Path, *, collection: bool | None = None
) -> None:
    """Export shipped or user profiles by id; StoreError NOT_FOUND for an unknown id."""
    export_profiles(path, [store.get(i).profile for i in ids], collection=collection)


# -- parsing -------------------------------------------------------------------------------
def _items(doc: object) -> tuple[list[object], list[ImportProblem]]:
    if isinstance(doc, list):  # lenient: a bare list of profiles
        return list(doc), []
    if not isinstance(doc, dict):
        return [], [ImportProblem(None, NOT_AN_OBJECT, message="the file holds no JSON object")]
    fmt = doc.get("format")
    if SERVERS.owns(fmt):
        try:
            collection, _found = SERVERS.upgrade(doc)
        except InputError as exc:
            return [], [ImportProblem.from_problem(None, p) for p in exc.problems]
        profiles = collection.get("profiles")
        if not isinstance(profiles, list):
            return [], [ImportProblem(None, INVALID_PROFILE, loc="profiles", message="expected a list")]
        return list(profiles), []
    if fmt is None or SERVER.owns(fmt):
        return [doc], []
    return [], [ImportProblem(None, UNSUPPORTED_FORMAT, loc="format", message=str(fmt))]


def parse_document(doc: object) -> tuple[list[tuple[int, ServerProfile]], list[ImportProblem]]:
    """Valid profiles of a decoded document with their position, and a problem for each invalid one."""
    items, problems = _items(doc)
    valid: list[tuple[int, ServerProfile]] = []
    for index, item in enumerate(items):
        if not isinstance(item, dict):
            problems.append(ImportProblem(index, NOT_AN_OBJECT, message=type(item).__name__))
            continue
        name = item.get("name") if isinstance(item.get("name"), str) else None
        bad_values = text_problems(item)  # non-finite numbers, text that is not Unicode: this profile only
        if bad_values:
            if name is not None and text_problems(name):
                name = name.encode("utf-8", "backslashreplace").decode("utf-8")
            problems.extend(ImportProblem.from_problem(index, p, name) for p in bad_values)
            continue
        try:
            current, _found = SERVER.upgrade(item)
            profile = ServerProfile.model_validate(current)
        except InputError as exc:
            problems.extend(ImportProblem.from_problem(index, p, name) for p in exc.problems)
            continue
        except ValidationError as exc:
            problems.extend(ImportProblem.from_problem(index, p, name, INVALID_PROFILE)
                            for p in problems_from_validation(exc, model=ServerProfile))
            continue
        valid.append((index, profile.model_copy(update={"id": None})))
    return valid, problems


def parse_profiles(text: str) -> tuple[list[tuple[int, ServerProfile]], list[ImportProblem]]:
    """Valid profiles with their position in the file, and a problem for each invalid one."""
    try:
        doc = loads_json(text, check_values=False)  # values are checked profile by profile
    except InputError as exc:
        problems = []
        for p in exc.problems:
            if p.code == INVALID_JSON:  # the form the import dialog words
                problems.append(ImportProblem(None, INVALID_JSON, f"line {p.params.get('line')}",
                                              str(p.params.get("reason", "")), problem=p))
            else:
                problems.append(ImportProblem.from_problem(None, p))
        return [], problems
    return parse_document(doc)


def read_profiles_file(path: Path) -> tuple[list[tuple[int, ServerProfile]], list[ImportProblem]]:
    try:
        text = read_text_limited(path, MAX_PROFILES_FILE_BYTES)
    except InputError as exc:
        return [], [ImportProblem.from_problem(None, p) for p in exc.problems]
    return parse_profiles(text)


# -- import --------------------------------------------------------------------------------
def import_text(store: ProfileStore, text: str, *, rename_suffix: str) -> ImportReport:
    """Import profiles from JSON text. See `import_profiles`."""
    valid, problems = parse_profiles(text)
    return _import(store, valid, problems, rename_suffix)


def import_profiles(store: ProfileStore, path: Path, *, rename_suffix: str) -> ImportReport:
    """Import a `headroom.server/2` or `headroom.servers/1` file into the library.

    Same content as a profile already there (shipped or user, names aside) or earlier in the same
    file: skipped and reported. Same name, different content: imported as
    `distinct_name(name, rename_suffix)` and reported. Invalid profiles are reported with field
    paths; the valid ones are still imported, all in one transaction.
    """
    valid, problems = read_profiles_file(path)
    return _import(store, valid, problems, rename_suffix)


def _import_calibrations(store: ProfileStore, valid: list[tuple[int, ServerProfile]], ids: list[str],
                         dupes: list[tuple[int, str, str | int]]) -> None:
    """The calibrations the file carries, stored for the profile each now is in the library (a new one,
    or the one it duplicates)."""
    target: dict[int, str] = {}
    skipped = {index: of for index, _name, of in dupes}
    fresh = iter(ids)
    for index, _profile in valid:
        of = skipped.get(index)
        target[index] = next(fresh) if of is None else (ids[of] if isinstance(of, int) else of)
    found = [c.model_copy(update={"server_id": target[index]}) for index, profile in valid
             for c in profile.calibrations]
    if found:
        store.add_calibrations(found)


def _import(
    store: ProfileStore, valid: list[tuple[int, ServerProfile]], problems: list[ImportProblem], suffix: str
) -> ImportReport:
    report = ImportReport(problems=problems)
    if not valid:
        return report
    # Filled in by the plan, which runs inside the write transaction.
    dupes: list[tuple[int, str, str | int]] = []  # (index, name, existing id | position in `batch`)
    renames: list[tuple[int, str, str]] = []  # (position in `batch`, original, new)

    def plan(existing: list[ProfileEntry]) -> list[ServerProfile]:
        dupes.clear()
        renames.clear()
        known: dict[str, str | int] = {content_key(e.profile): e.id for e in existing}
        names = [e.profile.name for e in existing]
        batch: list[ServerProfile] = []
        for index, profile in valid:
            key = content_key(profile)
            if key in known:
                dupes.append((index, profile.name, known[key]))
                continue
            name = distinct_name(profile.name, suffix, names)
            if name != profile.name:
                renames.append((len(batch), profile.name, name))
                profile = profile.model_copy(update={"name": name})
            known[key] = len(batch)
            names.append(name)
            batch.append(profile)
        return batch

    ids = store.insert_planned(plan)
    _import_calibrations(store, valid, ids, dupes)
    report.imported = ids
    report.renamed = [RenamedImport(ids[pos], old, new) for pos, old, new in renames]
    report.skipped_duplicates = [
        SkippedDuplicate(index, name, ids[of] if isinstance(of, int) else of) for index, name, of in dupes
    ]
    return report
