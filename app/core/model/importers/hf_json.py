"""A config file read into ModelArch fields: the reading being built, and the bounded JSON reader."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.model.importers.errors import ImportWarning, ModelImportError


@dataclass
class ConfigReading:
    """ModelArch keyword arguments plus where each came from."""

    fields: dict[str, Any] = field(default_factory=dict)
    provenance: dict[str, str] = field(default_factory=dict)
    warnings: list[ImportWarning] = field(default_factory=list)
    precision: str | None = None
    quant_bits: int | None = None
    model_type: str = "decoder"
    family: str = "decoder"
    known_family: bool = False
    multimodal: bool = False
    missing: list[str] = field(default_factory=list)


def read_json(path: Path, limit_bytes: int) -> dict[str, Any]:
    """A JSON object from `path` through the one reading boundary for user files
    (`app.core.files.reading`: a regular file, at most `limit_bytes`, UTF-8, nesting within limits)."""
    from app.core.files.reading import NUMBER_TOO_LONG, decode_text, loads_json, read_bytes_limited, text_problems
    from app.core.findings import InputError

    try:
        raw = read_bytes_limited(path, limit_bytes)
    except InputError as exc:
        problem = exc.problems[0]
        if problem.code == "file_too_large":
            raise ModelImportError("file_too_large", {"path": path, "size_bytes": problem.params.get("bytes", 0),
                                                      "limit_bytes": limit_bytes}) from None
        if problem.code in ("is_folder", "is_pipe", "is_device", "not_a_regular_file"):
            raise ModelImportError("not_a_file", {"path": path}) from None
        raise ModelImportError("unreadable_file", {"path": path, "reason": problem.params.get("reason", "")}) from None
    try:
        # Values are the importer's to check (a config may hold a NaN in a field no runtime reads);
        # a number too long to be one is not JSON Python can read, so the file is refused.
        data = loads_json(decode_text(raw), check_values=False)
        overlong = [p for p in text_problems(data) if p.code == NUMBER_TOO_LONG]
        if overlong:
            raise InputError(overlong)
    except InputError as exc:
        problem = exc.problems[0]
        reason = f"line {problem.params['line']}" if problem.code == "invalid_json" else problem.message
        raise ModelImportError("bad_json", {"path": path, "reason": reason}) from None
    if not isinstance(data, dict):
        raise ModelImportError("not_an_object", {"path": path})
    return data
