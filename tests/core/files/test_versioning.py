"""One versioned-document rule for every format: newer refused in the same words, never-written
versions refused, older ones migrated in order, the original kept before a rewrite."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from app.core.files import versioning
from app.core.files.versioning import DocumentFormat, write_document
from app.core.findings import InputError
from app.core.offers.server import SERVER_FORMAT
from app.core.pilot.plan import PLAN_FORMAT, parse_plan
from app.core.pilot.results import PILOT_RESULTS, parse_results
from app.core.workload.io import parse_workload, read_workload_file, write_workload_file
from app.core.workload.schema import WORKLOAD_FORMAT
from app.infra import resources
from app.store.profiles_io import SERVERS_FORMAT, parse_profiles
from app.text.messages import problem_text

CHATBOT = resources.path("examples", "chatbot-8b.headroom.json")
NEWER = "written by a newer Headroom (format {n}); this one reads up to 1"


def _chatbot() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(CHATBOT.read_text(encoding="utf-8"))
    return data


def _only(exc: pytest.ExceptionInfo[InputError]) -> str:
    assert len(exc.value.problems) == 1
    return problem_text(exc.value.problems[0])


def test_the_tags_written_are_the_tags_each_format_reads() -> None:
    assert versioning.WORKLOAD.tag == WORKLOAD_FORMAT
    assert versioning.SERVER.tag == SERVER_FORMAT
    assert versioning.SERVERS.tag == SERVERS_FORMAT
    assert versioning.PILOT_PLAN.tag == PLAN_FORMAT
    for script in ("pilot_serve.py", "pilot_memory.py"):  # the kit's scripts write a version it reads
        source = resources.path("pilot", script).read_text(encoding="utf-8")
        found = re.search(r'RESULTS_FORMAT = "headroom\.pilot-results/(\d+)"', source)
        assert found is not None and PILOT_RESULTS.first <= int(found.group(1)) <= PILOT_RESULTS.current


# -- a workload ---------------------------------------------------------------------------------
@pytest.mark.parametrize("version", ["0", "-1", "-100"])
def test_workload_of_a_version_never_written_is_one_problem_not_a_crash(version: str) -> None:
    doc = {**_chatbot(), "format": f"headroom.workload/{version}"}
    with pytest.raises(InputError) as info:
        parse_workload(doc)
    assert _only(info) == f"format: format version {version} was never written by Headroom (this one reads " \
                          "versions 1 to 1)"


def test_newer_workload_is_refused_in_the_shared_words() -> None:
    with pytest.raises(InputError) as info:
        parse_workload({**_chatbot(), "format": "headroom.workload/2"})
    assert _only(info) == "format: " + NEWER.format(n=2)


@pytest.mark.parametrize("tag", ["headroom.workload/x", "headroom.workload/1.5", "headroom.workload/ 1",
                                 "headroom.workload/99999999999999999999", "headroom.server/1", 7])
def test_unreadable_tags_are_unknown_formats(tag: object) -> None:
    with pytest.raises(InputError) as info:
        parse_workload({**_chatbot(), "format": tag})
    assert info.value.problems[0].field == "format" and info.value.problems[0].code == "unknown_format"


def test_a_workload_without_a_format_reads_as_the_current_version() -> None:
    doc = _chatbot()
    del doc["format"]
    assert parse_workload(doc).name == "Support chatbot"


# -- the other formats ------------------------------------------------------------------------
def test_newer_server_profile_is_named_newer_not_unsupported() -> None:
    valid, problems = parse_profiles(json.dumps({"format": "headroom.server/3", "name": "X", "gpu": {"id": "l40s"}}))
    assert valid == [] and [(p.code, p.loc) for p in problems] == [("newer_format", "format")]
    assert problem_text(problems[0].problem) == "format: written by a newer Headroom (format 3); this one reads up to 2"  # type: ignore[arg-type]


def test_a_version_1_server_profile_reads_as_version_2_with_its_monthly_price() -> None:
    valid, problems = parse_profiles(json.dumps({"format": "headroom.server/1", "name": "X", "gpu": {"id": "l40s"},
                                                 "price": {"monthly": 650, "currency": "USD"}}))
    assert problems == [] and len(valid) == 1
    profile = valid[0][1]
    assert profile.format == "headroom.server/2"
    assert (profile.price.monthly, profile.price.hourly, profile.price.purchase) == (650, None, None)  # type: ignore[union-attr]


def test_newer_profile_collection_is_refused_whole() -> None:
    valid, problems = parse_profiles(json.dumps({"format": "headroom.servers/3", "profiles": []}))
    assert valid == [] and [(p.index, p.code) for p in problems] == [(None, "newer_format")]


@pytest.mark.parametrize("version", ["0", "-1"])
def test_server_profile_of_a_version_never_written(version: str) -> None:
    valid, problems = parse_profiles(json.dumps({"format": f"headroom.server/{version}", "name": "X",
                                                 "gpu": {"id": "l40s"}}))
    assert valid == [] and [p.code for p in problems] == ["unknown_version"]


@pytest.mark.parametrize("version", ["3", "0", "-1"])
def test_pilot_results_versions(version: str) -> None:
    doc = {"format": f"headroom.pilot-results/{version}", "tool": "pilot_serve", "model": "m", "runs": []}
    with pytest.raises(InputError) as info:
        parse_results(doc)
    assert info.value.problems[0].code == ("newer_format" if version == "3" else "unknown_version")
    if version == "3":
        assert _only(info) == "format: written by a newer Headroom (format 3); this one reads up to 2"


def test_pilot_plan_newer_is_refused() -> None:
    with pytest.raises(InputError) as info:
        parse_plan({"format": "headroom.pilot-plan/2"})
    assert _only(info) == "format: " + NEWER.format(n=2)


# -- migrations, in order ---------------------------------------------------------------------
def _step(applied: list[int], version: int, change: dict[str, Any]) -> versioning.Migration:
    def migrate(doc: dict[str, Any]) -> dict[str, Any]:
        applied.append(version)
        assert doc["format"] == f"x.doc/{version}"  # each step sees the version it was written for
        return {**doc, **change}

    return migrate


def test_older_documents_migrate_forward_one_step_at_a_time() -> None:
    applied: list[int] = []
    fmt = DocumentFormat("x.doc", current=3, migrations={1: _step(applied, 1, {"b": 2}),
                                                        2: _step(applied, 2, {"c": 3})})
    doc, found = fmt.upgrade({"format": "x.doc/1", "a": 1})
    assert (found, applied) == (1, [1, 2])
    assert doc == {"format": "x.doc/3", "a": 1, "b": 2, "c": 3}
    applied.clear()
    assert fmt.upgrade({"format": "x.doc/2"}) == ({"format": "x.doc/3", "c": 3}, 2) and applied == [2]
    assert fmt.upgrade({"format": "x.doc/3"}) == ({"format": "x.doc/3"}, 3) and applied == [2]


def test_a_format_must_have_every_migration_step() -> None:
    with pytest.raises(ValueError, match=r"migrations must cover versions 1\.\.2"):
        DocumentFormat("x.doc", current=3, migrations={1: lambda d: d})
    for fmt in (*versioning.FORMATS, PILOT_RESULTS):  # the shipped formats are complete (they constructed)
        assert set(fmt.migrations) == set(range(fmt.first, fmt.current))


# -- keeping the original before a rewrite ---------------------------------------------------
def test_saving_over_an_older_version_keeps_it_first(tmp_path: Path) -> None:
    fmt = DocumentFormat("x.doc", current=2, migrations={1: lambda d: d})
    target = tmp_path / "a.json"
    original = b'{"format": "x.doc/1", "kept": true}\n'
    target.write_bytes(original)
    backup = write_document(target, '{"format": "x.doc/2"}\n', fmt, max_bytes=1000)
    assert backup == tmp_path / "a.json.v1.bak" and backup.read_bytes() == original
    assert target.read_text(encoding="utf-8") == '{"format": "x.doc/2"}\n'
    target.write_bytes(original)  # again: the first backup is not overwritten
    assert write_document(target, "{}", fmt, max_bytes=1000) == tmp_path / "a.json.v1-2.bak"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json", "a.json.v1-2.bak", "a.json.v1.bak"]


def test_saving_over_the_same_version_or_another_file_keeps_no_backup(tmp_path: Path) -> None:
    fmt = DocumentFormat("x.doc", current=2, migrations={1: lambda d: d})
    for content in ('{"format": "x.doc/2"}', "not json", '{"format": "other/1"}'):
        target = tmp_path / "a.json"
        target.write_text(content, encoding="utf-8")
        assert write_document(target, "{}", fmt, max_bytes=1000) is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json"]


def test_a_newer_file_saved_over_is_kept_too(tmp_path: Path) -> None:
    target = tmp_path / "w.headroom.json"
    newer = json.dumps({**_chatbot(), "format": "headroom.workload/5"})
    target.write_text(newer, encoding="utf-8")
    backup = write_workload_file(target, read_workload_file(CHATBOT))
    assert backup is not None and backup.name == "w.headroom.json.v5.bak"
    assert backup.read_text(encoding="utf-8") == newer
    assert read_workload_file(target).name == "Support chatbot"


def test_backup_failure_leaves_the_original(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fmt = DocumentFormat("x.doc", current=2, migrations={1: lambda d: d})
    target = tmp_path / "a.json"
    target.write_text('{"format": "x.doc/1"}', encoding="utf-8")

    def refuse(*_args: object, **_kw: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(versioning.shutil, "copy2", refuse)
    with pytest.raises(OSError):
        write_document(target, "{}", fmt, max_bytes=1000)
    assert target.read_text(encoding="utf-8") == '{"format": "x.doc/1"}'


def test_the_shared_wording_is_the_one_the_issue_asks_for() -> None:
    with pytest.raises(InputError) as info:
        versioning.SERVER.version_of({"format": "headroom.server/9"})
    assert re.fullmatch(r"written by a newer Headroom \(format 9\); this one reads up to 2",
                        info.value.problems[0].message)
