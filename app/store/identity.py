"""Ids, names and content identity of profiles (pure functions, no database)."""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Iterable

from app.core.offers.server import ServerProfile


def _name_max_length() -> int:
    """ServerProfile.name's max_length, read from the schema so the two never disagree."""
    for constraint in ServerProfile.model_fields["name"].metadata:
        limit = getattr(constraint, "max_length", None)
        if isinstance(limit, int):
            return limit
    return 200


NAME_MAX_LENGTH = _name_max_length()


def new_id() -> str:
    """A user profile id: random, so two instances or two machines never pick the same one."""
    return uuid.uuid4().hex


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "profile"


def _normalise(value: object) -> object:
    # 10 and 10.0 are the same figure: an unvalidated int default and a parsed float must match.
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, dict):
        return {str(k): _normalise(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_normalise(v) for v in value]
    return value


def content_key(profile: ServerProfile) -> str:
    """Everything but the library id and the name, canonical: equal keys mean the same server.

    The name is left out so that a profile renamed on import (or by the user) is still
    recognised when the same file is imported again."""
    data = profile.model_dump(mode="json", exclude={"id", "name"})
    return json.dumps(_normalise(data), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _fit(base: str, tail: str) -> str:
    return base[: max(1, NAME_MAX_LENGTH - len(tail))] + tail


def suffixed_name(name: str, suffix: str, taken: Iterable[str]) -> str:
    """`name + suffix`, then `name + suffix + " 2"`, ... the first not in `taken` (case-blind).

    The suffix is UI text (" (copy)", " (imported)"), so the caller passes it already translated.
    """
    used = {t.casefold() for t in taken}
    n = 1
    while True:
        candidate = _fit(name, suffix if n == 1 else f"{suffix} {n}")
        if candidate.casefold() not in used:
            return candidate
        n += 1


def distinct_name(name: str, suffix: str, taken: Iterable[str]) -> str:
    """`name` itself when free, else a suffixed variant."""
    used = {t.casefold() for t in taken}
    return name if name.casefold() not in used else suffixed_name(name, suffix, used)
