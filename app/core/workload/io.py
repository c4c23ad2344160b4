"""Reading and writing `.headroom.json` workload files: validation, problems, migrations.

Reading goes through `app.core.files.reading` (size, nesting, finite numbers, valid text) and
`app.core.files.versioning` (newer refused, older migrated); writing keeps a file of another version.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from app.core.files.reading import loads_json, read_json_file
from app.core.files.suggest import validation_suggestion
from app.core.files.versioning import WORKLOAD, write_document
from app.core.findings import FieldConflict, InputError, Problem
from app.core.workload.schema import Workload

# A workload file is a few kilobytes; anything far larger is not one (and must not exhaust memory).
MAX_WORKLOAD_FILE_BYTES = 4 * 1024 * 1024


def problems_from_validation(exc: ValidationError, prefix: str = "",
                             model: type[BaseModel] | None = None) -> list[Problem]:
    """One problem per pydantic error, named by its field. Given the `model` that was validated, an
    unknown field or choice that is close to a known one carries it as `suggestion` (app.core.files.suggest)."""
    out = []
    for err in exc.errors(include_url=False):
        parts = [str(p) for p in err["loc"] if not str(p).startswith("function-after")]
        error = err.get("ctx", {}).get("error")
        if isinstance(error, FieldConflict):  # a cross-field check names the field it blames
            parts.append(error.field)
        loc = ".".join(parts)
        field = f"{prefix}{loc}" if loc else (prefix.rstrip(".") or "(file)")
        ctx = {k: v if isinstance(v, (str, int, float, bool)) else str(v) for k, v in err.get("ctx", {}).items()}
        code = err["type"]
        if code == "value_error":
            ctx = {"reason": str(error if error is not None else err["msg"])}
        if model is not None:
            suggestion = validation_suggestion(model, parts, code, err.get("input"))
            if suggestion is not None:
                ctx["suggestion"] = suggestion
        out.append(Problem(field=field, code=code, params=ctx, message=err["msg"]))
    return out


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """The document at the current format version (older ones migrated in ordered steps)."""
    return WORKLOAD.upgrade(data)[0]


def parse_workload(data: object) -> Workload:
    """Validate a decoded JSON document. Raises InputError listing every problem by field."""
    if not isinstance(data, dict):
        raise InputError([Problem(field="(file)", code="not_an_object",
                                  message="a workload file holds one JSON object")])
    data = migrate(dict(data))
    try:
        return Workload.model_validate(data)
    except ValidationError as exc:
        raise InputError(problems_from_validation(exc, model=Workload)) from None


def parse_workload_text(text: str) -> Workload:
    return parse_workload(loads_json(text))


def read_workload_file(path: str | Path) -> Workload:
    return parse_workload(read_json_file(path, MAX_WORKLOAD_FILE_BYTES))


def write_workload_file(path: str | Path, workload: Workload) -> Path | None:
    """Save atomically; a file of another format version at `path` is kept as `<name>.v<N>.bak`
    first (returned). OSError if the folder cannot be written."""
    return write_document(path, dump_workload(workload), WORKLOAD, max_bytes=MAX_WORKLOAD_FILE_BYTES)


def dump_workload(workload: Workload) -> str:
    """The file text: defaults of the model reference left out so the file stays readable."""
    data = workload.model_dump(mode="json", exclude_none=True)
    data["model"] = workload.model.model_dump(mode="json", exclude_defaults=True)
    if workload.is_training and "runtime" not in workload.model_fields_set:
        del data["runtime"]  # left out: a training job is sized with its framework (workload/training_frameworks.py)
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
