"""The workload being edited: the pydantic `Workload` it parses to, with every problem beside it.

A form writes what the user typed, even when it is not valid ("abc" in a number field): the draft
keeps the document as typed, so nothing typed is lost, and parses it on every change into the
typed `workload` (or the `problems` that stop it, each naming its field). Fields are addressed by
`FieldPath`, checked against the `Workload` model when created: a path that names no field of the
format fails at once, not silently at run time.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, get_args

from pydantic import BaseModel

from app.core.findings import InputError, Problem
from app.core.workload.io import dump_workload, parse_workload
from app.core.workload.schema import Workload


@cache
def _model_fields(model: type[BaseModel]) -> dict[str, Any]:
    return {name: info.annotation for name, info in model.model_fields.items()}


def _submodel(annotation: Any) -> type[BaseModel] | None:
    """The pydantic model inside `Sub`, `Sub | None` or `Optional[Sub]`, if any."""
    candidates = (annotation, *get_args(annotation))
    return next((c for c in candidates if isinstance(c, type) and issubclass(c, BaseModel)), None)


@cache
def field_path(dotted: str) -> str:
    """`"load.concurrency"` if the workload format has that field (a whole sub-object is a field too);
    raises ValueError naming the first part that is not one."""
    model: type[BaseModel] | None = Workload
    for part in dotted.split("."):
        if model is None or part not in _model_fields(model):
            raise ValueError(f"{dotted!r}: the workload format has no field {part!r} here")
        model = _submodel(_model_fields(model)[part])
    return dotted


@dataclass(frozen=True)
class Draft:
    """An immutable snapshot of the document being edited (copy-on-write)."""

    document: Mapping[str, Any]
    workload: Workload | None = None
    problems: tuple[Problem, ...] = field(default_factory=tuple)

    @classmethod
    def of(cls, document: Mapping[str, Any]) -> Draft:
        data = copy.deepcopy(dict(document))
        try:
            return cls(data, parse_workload(data), ())
        except InputError as exc:
            return cls(data, None, tuple(exc.problems))

    def get(self, path: str) -> Any:
        node: Any = self.document
        for part in field_path(path).split("."):
            if not isinstance(node, Mapping) or part not in node:
                return None
            node = node[part]
        return copy.deepcopy(node)

    def with_values(self, values: Mapping[str, Any]) -> Draft:
        """A new draft with these fields set as typed (None removes a field: its default applies)."""
        data = copy.deepcopy(dict(self.document))
        for path, value in values.items():
            _put(data, field_path(path).split("."), copy.deepcopy(value))
        return Draft.of(data)

    def problems_for(self, path: str) -> list[Problem]:
        return [p for p in self.problems if p.field == path or p.field.startswith(path + ".")]

    def text(self) -> str:
        """What Save writes: the validated workload, or the document as typed while it has problems."""
        if self.workload is not None and not self.problems:
            return dump_workload(self.workload)
        return json.dumps(self.document, indent=2, ensure_ascii=False) + "\n"


def _put(data: dict[str, Any], parts: list[str], value: Any) -> None:
    node = data
    for part in parts[:-1]:
        child = node.get(part)
        if not isinstance(child, dict):
            child = {}
            node[part] = child
        node = child
    if value is None:
        node.pop(parts[-1], None)
    else:
        node[parts[-1]] = value
