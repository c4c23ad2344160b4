"""Engine output that a person reads: codes with parameters, never sentences.

The presentation layer (`app/text/messages.py`) turns each code into a translated sentence; a test
checks that every code used here has one.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Severity = Literal["info", "warning", "critical"]
SEVERITY_ORDER: dict[str, int] = {"critical": 0, "warning": 1, "info": 2}

Param = str | int | float | bool | None


class Note(BaseModel):
    """An assumption the engine made, e.g. `assume_block_size` with `{"tokens": 16}`."""

    model_config = ConfigDict(frozen=True)

    code: str
    params: dict[str, Param] = Field(default_factory=dict)


class Finding(BaseModel):
    """A warning: what is wrong or risky, with the numbers behind it, and (via its code) a fix."""

    model_config = ConfigDict(frozen=True)

    code: str
    severity: Severity
    params: dict[str, Param] = Field(default_factory=dict)
    rule: str = Field(default="workload", description="The rule family: workload, ram, cpu, nvme, ...")


class Problem(BaseModel):
    """A bad input value: the field path it concerns and why (pydantic's error type or our code)."""

    model_config = ConfigDict(frozen=True)

    field: str
    code: str
    params: dict[str, Param] = Field(default_factory=dict)
    message: str = Field(default="", description="English fallback (pydantic's own text).")


def by_severity(findings: list[Finding]) -> list[Finding]:
    return sorted(findings, key=lambda f: SEVERITY_ORDER[f.severity])


class FieldConflict(ValueError):
    """A cross-field check failed (`active_params_b` above `params_b`): raised inside a model
    validator, it names the field to blame so the problem reads `model.active_params_b: ...`."""

    def __init__(self, field: str, message: str):
        super().__init__(message)
        self.field = field


class InputError(Exception):
    """The input cannot be used; `problems` says what, field by field."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("; ".join(f"{p.field}: {p.message or p.code}" for p in problems))
