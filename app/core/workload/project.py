"""A project: the workloads a buyer wants on one server (a chatbot by day, its fine-tuning by night, the
embedder beside it), judged together by app.core.fit.together.

A project file is `{"format": "headroom.project/1", "name", "workloads": [workload, …]}`. A workload file
(`headroom.workload/…`) reads as a project of that one workload, so every saved workload keeps opening.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, ValidationError

from app.core.files.reading import read_json_file
from app.core.files.versioning import PROJECT, WORKLOAD, write_document
from app.core.findings import InputError, Problem
from app.core.model.arch import FrozenModel
from app.core.workload.io import (
    MAX_WORKLOAD_FILE_BYTES,
    dump_workload,
    parse_workload,
    problems_from_validation,
    write_workload_file,
)
from app.core.workload.schema import Workload

# Workloads one server can reasonably be asked to hold (each is placed on whole or shared GPUs).
MAX_PROJECT_WORKLOADS = 16
MAX_PROJECT_FILE_BYTES = MAX_WORKLOAD_FILE_BYTES * MAX_PROJECT_WORKLOADS


class Project(FrozenModel):
    format: Literal["headroom.project/1"] = "headroom.project/1"
    name: str = Field(default="Untitled project", max_length=200)
    workloads: list[Workload] = Field(min_length=1, max_length=MAX_PROJECT_WORKLOADS)


def parse_project(data: object) -> Project:
    """A project or a workload document as a project. Raises InputError naming each bad field
    (`workloads.1.load.input_tokens`)."""
    if isinstance(data, dict) and WORKLOAD.owns(data.get("format", WORKLOAD.tag)) and "workloads" not in data:
        one = parse_workload(data)
        return Project(name=one.name, workloads=[one])
    if not isinstance(data, dict):
        raise InputError([Problem(field="(file)", code="not_an_object",
                                  message="a project file holds one JSON object")])
    doc = PROJECT.upgrade(data)[0]
    raw = doc.get("workloads")
    if not isinstance(raw, list):
        raise InputError([Problem(field="workloads", code="list_type", message="a list of workloads")])
    problems: list[Problem] = []
    workloads: list[Workload] = []
    for i, item in enumerate(raw[:MAX_PROJECT_WORKLOADS + 1]):
        try:
            workloads.append(parse_workload(item))
        except InputError as exc:
            problems += [p.model_copy(update={"field": f"workloads.{i}.{p.field}"}) for p in exc.problems]
    if problems:
        raise InputError(problems)
    try:
        return Project.model_validate({**doc, "workloads": workloads})
    except ValidationError as exc:
        raise InputError(problems_from_validation(exc, model=Project)) from None


def read_project_file(path: str | Path) -> Project:
    return parse_project(read_json_file(path, MAX_PROJECT_FILE_BYTES))


def dump_project(project: Project) -> str:
    """The file text: each workload as its own file would hold it."""
    data: dict[str, Any] = {"format": PROJECT.tag, "name": project.name,
                            "workloads": [json.loads(dump_workload(w)) for w in project.workloads]}
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def write_project_file(path: str | Path, project: Project) -> Path | None:
    """Save atomically: a project of one workload as a plain workload file (every version of Headroom opens
    it), several as a project file; a file of another version at `path` is kept as a backup first."""
    if len(project.workloads) == 1:
        return write_workload_file(path, project.workloads[0])
    return write_document(path, dump_project(project), PROJECT, max_bytes=MAX_PROJECT_FILE_BYTES)
