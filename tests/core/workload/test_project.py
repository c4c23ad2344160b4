"""Project files: several workloads in one file; a workload file opens as a project of one."""

from __future__ import annotations

import json

import pytest

from app.core.findings import InputError
from app.core.workload.io import read_workload_file
from app.core.workload.project import Project, parse_project, read_project_file, write_project_file
from app.core.workload.schema import Schedule
from app.infra import resources


def example(name: str):
    return read_workload_file(str(resources.path("examples", f"{name}.headroom.json")))


def test_a_workload_file_opens_as_a_project_of_one():
    path = resources.path("examples", "chatbot-8b.headroom.json")
    project = read_project_file(path)
    assert project.name == "Support chatbot"
    assert project.workloads == [read_workload_file(path)]


def test_round_trip_keeps_every_workload_and_its_schedule(tmp_path):
    day = example("chatbot-8b").model_copy(update={"schedule": Schedule(hours="08-20")})
    night = example("qlora-8b").model_copy(update={"schedule": Schedule(hours="22-06")})
    project = Project(name="Support desk", workloads=[day, night])
    path = tmp_path / "desk.headroom.json"
    write_project_file(path, project)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "headroom.project/1"
    assert [w["schedule"]["hours"] for w in data["workloads"]] == ["08-20", "22-06"]
    assert read_project_file(path) == project


def test_a_project_of_one_is_saved_as_a_workload_file(tmp_path):
    path = tmp_path / "one.headroom.json"
    write_project_file(path, Project(name="x", workloads=[example("chatbot-8b")]))
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "headroom.workload/1"


def test_a_bad_field_is_named_with_its_workload():
    good = json.loads(resources.path("examples", "chatbot-8b.headroom.json").read_text(encoding="utf-8"))
    bad = {**good, "load": {"input_tokens": -1}}
    with pytest.raises(InputError) as err:
        parse_project({"format": "headroom.project/1", "name": "p", "workloads": [good, bad]})
    assert [p.field for p in err.value.problems] == ["workloads.1.load.input_tokens"]


def test_a_newer_project_is_refused_by_its_format():
    with pytest.raises(InputError) as err:
        parse_project({"format": "headroom.project/9", "workloads": []})
    assert err.value.problems[0].field == "format"
