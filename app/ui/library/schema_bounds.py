"""Limits of integer fields read from the pydantic schema, so spin boxes and the file format agree."""

from __future__ import annotations

from pydantic import BaseModel

# A spin box needs an upper end; fields the schema leaves open get this one.
OPEN_UPPER_BOUND = 1_000_000


def int_bounds(model: type[BaseModel], field: str) -> tuple[int, int]:
    """(lowest, highest) allowed value of an integer field (`ge`/`gt`, `le`/`lt` constraints)."""
    low, high = 0, OPEN_UPPER_BOUND
    for constraint in model.model_fields[field].metadata:
        if getattr(constraint, "ge", None) is not None:
            low = int(constraint.ge)
        if getattr(constraint, "gt", None) is not None:
            low = int(constraint.gt) + 1
        if getattr(constraint, "le", None) is not None:
            high = int(constraint.le)
        if getattr(constraint, "lt", None) is not None:
            high = int(constraint.lt) - 1
    return low, high
