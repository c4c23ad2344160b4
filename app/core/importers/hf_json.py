"""A config file read into ModelArch fields: the reading being built, and the bounded JSON reader."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.importers.errors import ImportWarning, ModelImportError


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
    """A JSON object from `path`, refusing files over `limit_bytes` before reading them."""
    try:
        size_bytes = path.stat().st_size
        if size_bytes > limit_bytes:
            raise ModelImportError("file_too_large", {"path": path, "size_bytes": size_bytes,
                                                      "limit_bytes": limit_bytes})
        with path.open("rb") as handle:
            raw = handle.read(limit_bytes + 1)  # bounded even if the file grows meanwhile
    except OSError as exc:
        raise ModelImportError("unreadable_file", {"path": path, "reason": exc.strerror or exc}) from None
    if len(raw) > limit_bytes:
        raise ModelImportError("file_too_large", {"path": path, "size_bytes": len(raw),
                                                  "limit_bytes": limit_bytes})
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError) as exc:  # JSONDecodeError, UnicodeDecodeError, int-digit limit
        reason = f"line {exc.lineno}" if isinstance(exc, json.JSONDecodeError) else type(exc).__name__
        raise ModelImportError("bad_json", {"path": path, "reason": reason}) from None
    if not isinstance(data, dict):
        raise ModelImportError("not_an_object", {"path": path})
    return data
