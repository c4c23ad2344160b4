"""What an importer reports: warnings and errors as a code plus parameters, never English.

The CLI and the GUI turn codes into translated sentences; the core only names the problem.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class ImportWarning(BaseModel):
    """Something the user should know about an import that still succeeded."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    code: str
    params: dict[str, str] = Field(default_factory=dict)


def warning(code: str, **params: object) -> ImportWarning:
    return ImportWarning(code=code, params={k: str(v) for k, v in params.items()})


class ModelImportError(Exception):
    """An input the importers refuse: unreadable, corrupt, hostile or not a model.

    `code` names the problem (stable, for translation); `params` carries the specifics.
    """

    def __init__(self, code: str, params: dict[str, object] | None = None) -> None:
        self.code = code
        self.params = {k: str(v) for k, v in (params or {}).items()}
        super().__init__(code, self.params)

    def __str__(self) -> str:
        details = ", ".join(f"{key}={value}" for key, value in self.params.items())
        return f"{self.code} ({details})" if details else self.code
