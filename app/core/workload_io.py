"""Reading and writing `.headroom.json` workload files: validation, problems, migrations."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from app.core.findings import InputError, Problem
from app.core.workload import WORKLOAD_FORMAT, Workload

# A workload file is a few kilobytes; anything far larger is not one (and must not exhaust memory).
MAX_WORKLOAD_FILE_BYTES = 4 * 1024 * 1024
FORMAT_PREFIX = "headroom.workload/"
CURRENT_VERSION = 1

# Ordered forward migrations: MIGRATIONS[n] turns a version-n document into version n+1.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def problems_from_validation(exc: ValidationError, prefix: str = "") -> list[Problem]:
    out = []
    for err in exc.errors(include_url=False):
        loc = ".".join(str(p) for p in err["loc"] if not str(p).startswith("function-after"))
        field = f"{prefix}{loc}" if loc else (prefix.rstrip(".") or "(file)")
        ctx = {k: v if isinstance(v, (str, int, float, bool)) else str(v) for k, v in err.get("ctx", {}).items()}
        code = err["type"]
        if code == "value_error":
            ctx = {"reason": str(err.get("ctx", {}).get("error", err["msg"]))}
        out.append(Problem(field=field, code=code, params=ctx, message=err["msg"]))
    return out


def _version_of(data: dict[str, Any]) -> int:
    fmt = data.get("format", WORKLOAD_FORMAT)
    if not isinstance(fmt, str) or not fmt.startswith(FORMAT_PREFIX):
        raise InputError([Problem(field="format", code="unknown_format", params={"found": str(fmt)},
                                  message=f"not a Headroom workload: format {fmt!r}")])
    try:
        return int(fmt.removeprefix(FORMAT_PREFIX))
    except ValueError:
        raise InputError([Problem(field="format", code="unknown_format", params={"found": fmt},
                                  message=f"unknown format {fmt!r}")]) from None


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    version = _version_of(data)
    if version > CURRENT_VERSION:
        raise InputError([Problem(
            field="format", code="newer_format", params={"found": version, "supported": CURRENT_VERSION},
            message=f"written by a newer Headroom (format version {version}); this one reads up to "
                    f"{CURRENT_VERSION}")])
    while version < CURRENT_VERSION:
        data = MIGRATIONS[version](data)
        version += 1
    return data


def parse_workload(data: object) -> Workload:
    """Validate a decoded JSON document. Raises InputError listing every problem by field."""
    if not isinstance(data, dict):
        raise InputError([Problem(field="(file)", code="not_an_object",
                                  message="a workload file holds one JSON object")])
    data = migrate(dict(data))
    try:
        return Workload.model_validate(data)
    except ValidationError as exc:
        raise InputError(problems_from_validation(exc)) from None


def parse_workload_text(text: str) -> Workload:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError([Problem(field="(file)", code="invalid_json",
                                  params={"line": exc.lineno, "column": exc.colno, "reason": exc.msg},
                                  message=f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})")]
                         ) from None
    return parse_workload(data)


def read_workload_file(path: str | Path) -> Workload:
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_WORKLOAD_FILE_BYTES:
            raise InputError([Problem(field="(file)", code="file_too_large",
                                      params={"bytes": size, "limit": MAX_WORKLOAD_FILE_BYTES},
                                      message=f"{size} bytes is too large for a workload file")])
        text = p.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise InputError([Problem(field="(file)", code="not_text", message="not a UTF-8 text file")]) from None
    except OSError as exc:
        raise InputError([Problem(field="(file)", code="unreadable", params={"reason": exc.strerror or str(exc)},
                                  message=f"cannot read {p}: {exc.strerror or exc}")]) from None
    return parse_workload_text(text)


def dump_workload(workload: Workload) -> str:
    """The file text: defaults of the model reference left out so the file stays readable."""
    data = workload.model_dump(mode="json", exclude_none=True)
    data["model"] = workload.model.model_dump(mode="json", exclude_defaults=True)
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
