"""What a mistyped name was most likely meant to be: a field (`concurency` → `concurrency`), a choice
(`vlm` → `vllm`), a catalog or profile id (`llama-3.1-70` → `llama-3.1-70b`).

Problems carry the suggestion as a parameter (`suggestion`); app.text words it ("did you mean …?").
"""

from __future__ import annotations

import difflib
import types
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, Literal, Union, get_args, get_origin

if TYPE_CHECKING:  # the command line asks `closest` before anything loads pydantic (the window's start)
    from pydantic import BaseModel

# difflib's similarity ratio a choice needs to be offered (0.6 is difflib's default; higher keeps
# unrelated names out: `concurency`/`concurrency` scores 0.95, `llama-3.1-70`/`llama-3.1-70b` 0.96).
SIMILARITY = 0.7


def closest(word: str, choices: Iterable[str]) -> str | None:
    """The choice `word` was most likely meant to be, or None when none is close. Case is ignored in the
    comparison (`L40S` finds `l40s`)."""
    options = {c.casefold(): c for c in choices if c}
    if not word or not options:
        return None
    if word.casefold() in options:
        return options[word.casefold()]
    found = difflib.get_close_matches(word.casefold(), list(options), n=1, cutoff=SIMILARITY)
    return options[found[0]] if found else None


def _inner(annotation: Any) -> list[Any]:
    """The types an annotation allows: `A | None` → [A], `list[A]` → [A] (for an index), else itself."""
    origin = get_origin(annotation)
    if origin in (Union, types.UnionType):
        return [a for arg in get_args(annotation) for a in _inner(arg) if a is not type(None)]
    return [annotation]


def _is_model(candidate: Any) -> bool:
    from pydantic import BaseModel

    return isinstance(candidate, type) and issubclass(candidate, BaseModel)


def _step(annotation: Any, part: str | int) -> list[Any]:
    """What lies at `part` inside a value of `annotation`."""
    out: list[Any] = []
    for candidate in _inner(annotation):
        origin = get_origin(candidate)
        if isinstance(part, int) or (isinstance(part, str) and part.isdigit()):
            if origin in (list, tuple, set, frozenset):
                out += [a for a in get_args(candidate) if a is not Ellipsis]
        elif origin is dict:
            args = get_args(candidate)
            if len(args) == 2:
                out.append(args[1])
        elif _is_model(candidate):
            fields = _fields(candidate)
            if part in fields:
                out.append(fields[part])
    return out


def _fields(model: type[BaseModel]) -> dict[str, Any]:
    """Field annotations by the name a file uses (the alias where one is set)."""
    return {info.alias or name: info.annotation for name, info in model.model_fields.items()}


def _at(model: type[BaseModel], loc: Sequence[str | int]) -> list[Any]:
    current: list[Any] = [model]
    for part in loc:
        current = [a for c in current for a in _step(c, part)]
    return current


def field_names(model: type[BaseModel], loc: Sequence[str | int]) -> list[str]:
    """The field names of the object at `loc` inside a document of `model` (empty when not an object)."""
    names: list[str] = []
    for annotation in _at(model, loc):
        for candidate in _inner(annotation):
            if _is_model(candidate):
                names += list(_fields(candidate))
    return names


def literal_values(model: type[BaseModel], loc: Sequence[str | int]) -> list[str]:
    """The values the field at `loc` allows, when it is a choice (a Literal)."""
    values: list[str] = []
    for annotation in _at(model, loc):
        for candidate in _inner(annotation):
            if get_origin(candidate) is Literal:
                values += [str(v) for v in get_args(candidate)]
    return values


def with_suggestion(params: dict[str, Any], word: str, choices: Iterable[str]) -> dict[str, Any]:
    """`params` with the closest of `choices` as `suggestion` (unchanged when none is close)."""
    found = closest(word, choices)
    return {**params, "suggestion": found} if found is not None else params


def validation_suggestion(model: type[BaseModel], loc: Sequence[str | int], code: str, given: object) -> str | None:
    """For a pydantic error at `loc` of a `model` document: the field meant by an unknown one
    (`extra_forbidden`), or the choice meant by an unknown value (`literal_error`)."""
    if code == "extra_forbidden" and loc:
        return closest(str(loc[-1]), field_names(model, loc[:-1]))
    if code == "literal_error" and isinstance(given, str):
        return closest(given, literal_values(model, loc))
    return None
