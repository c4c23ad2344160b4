"""The one way Headroom reads a JSON file a user hands it.

Workloads, server profiles, pilot results and model config files all come through here, and all
get the same rule (the limits are in `app.core.files.limits`):

1. the path must be a regular file — a folder, a named pipe, a device or a socket is refused at
   once, before anything opens it (a FIFO nobody writes to would block a read forever);
2. at most `max_bytes` are read, and a larger file is refused;
3. the text must be UTF-8 (a byte-order mark is tolerated);
4. nesting deeper than `MAX_JSON_DEPTH` is refused on the raw text, before the recursive decoder;
5. after decoding, every number must be finite (`Infinity`, `NaN`, `1e999` are refused) and short
   enough to be a number, every string valid Unicode (no lone UTF-16 surrogates from `\\ud800`).

Every refusal is an `InputError` whose problems name the field (`(file)` for the file as a whole);
the front ends add the file's name. Nothing here raises anything else.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
from pathlib import Path

from app.core.files.limits import MAX_INTEGER_DIGITS, MAX_JSON_DEPTH
from app.core.findings import InputError, Problem

FILE = "(file)"
# Problem codes (worded in app/text/messages.py).
NOT_A_FILE = {"folder": "is_folder", "pipe": "is_pipe", "device": "is_device", "other": "not_a_regular_file"}
TOO_DEEP = "too_deep"
NOT_FINITE = "not_finite"
NUMBER_TOO_LONG = "number_too_long"
BAD_TEXT = "bad_text"
# At most this many value problems are listed for one file: a file with 10,000 bad numbers is
# reported by its first ones, not by a page of lines.
MAX_LISTED_PROBLEMS = 20

# A JSON string (escapes included); what is left once they are removed holds the structure.
_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def _refuse(code: str, message: str, field: str = FILE, **params: str | int | float) -> InputError:
    return InputError([Problem(field=field, code=code, params=dict(params), message=message)])


def _kind(mode: int) -> str | None:
    """None for a regular file, else what the path is."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    return "other"


def _unreadable(path: Path, exc: OSError) -> InputError:
    reason = exc.strerror or str(exc)
    # The errno's name (ENOENT) lets the text layer say it in the user's language; the OS's words are English.
    name = errno.errorcode.get(exc.errno or 0, "")
    return _refuse("unreadable", f"cannot read {path}: {reason}", reason=reason, errno=name)


def read_bytes_limited(path: str | Path, max_bytes: int) -> bytes:
    """The bytes of a regular file of at most `max_bytes`; InputError otherwise (never blocks)."""
    p = Path(path)
    try:
        kind = _kind(os.stat(p).st_mode)  # follows links: a link to a FIFO is a FIFO
        if kind is not None:
            raise _refuse(NOT_A_FILE[kind], f"{p} is a {kind}, not a file", kind=kind)
        # O_NONBLOCK: if the path was swapped for a FIFO since the check, open() still returns.
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise _unreadable(p, exc) from None
    try:
        kind = _kind(os.fstat(fd).st_mode)
        if kind is not None:
            raise _refuse(NOT_A_FILE[kind], f"{p} is a {kind}, not a file", kind=kind)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(max_bytes + 1)  # bounded even if the file grows meanwhile
    except OSError as exc:
        raise _unreadable(p, exc) from None
    finally:
        os.close(fd)
    if len(data) > max_bytes:
        size = max(len(data), _size_or(p, len(data)))
        raise _refuse("file_too_large", f"{size} bytes is too large (at most {max_bytes})", bytes=size,
                      limit_bytes=max_bytes)
    return data


def _size_or(path: Path, default: int) -> int:
    try:
        return os.stat(path).st_size
    except OSError:
        return default


def decode_text(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")  # -sig: tolerate a BOM from Windows editors
    except UnicodeDecodeError as exc:
        raise _refuse("not_text", f"not a UTF-8 text file (byte {exc.start})") from None


def read_text_limited(path: str | Path, max_bytes: int) -> str:
    return decode_text(read_bytes_limited(path, max_bytes))


def json_depth_exceeds(text: str, limit: int = MAX_JSON_DEPTH) -> bool:
    """Whether arrays/objects nest deeper than `limit` (brackets inside strings do not count)."""
    structure = _NOT_BRACKET.sub("", _JSON_STRING.sub("", text))
    if len(structure) <= 2 * limit:
        return False
    depth = 0
    for ch in structure:
        if ch in "[{":
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


class _LongNumber:
    """A JSON integer too long to be any count or size; reported by field after decoding."""

    def __init__(self, digits: str) -> None:
        self.digits = digits


def _parse_int(digits: str) -> int | _LongNumber:
    return _LongNumber(digits) if len(digits.lstrip("-")) > MAX_INTEGER_DIGITS else int(digits)


def _walk_problems(data: object) -> list[Problem]:
    """Non-finite or overlong numbers and invalid strings, by field path, in document order
    (iterative: any depth)."""
    problems: list[Problem] = []
    # (field path, value, whether the key that leads to it is itself invalid text)
    stack: list[tuple[str, object, bool]] = [("", data, False)]
    while stack and len(problems) < MAX_LISTED_PROBLEMS:
        path, value, bad_key = stack.pop()
        field = path or FILE
        if bad_key:
            problems.append(Problem(field=field, code=BAD_TEXT,
                                    message="a field name is not valid text (a lone UTF-16 surrogate)"))
        elif isinstance(value, dict):
            for key, child in reversed(list(value.items())):
                valid = _valid_text(key)
                name = key if valid else ascii(key)
                stack.append((f"{path}.{name}" if path else name, child, not valid))
        elif isinstance(value, list):
            for index in range(len(value) - 1, -1, -1):
                stack.append((f"{path}.{index}" if path else str(index), value[index], False))
        elif isinstance(value, str):
            if not _valid_text(value):
                problems.append(Problem(field=field, code=BAD_TEXT,
                                        message="not valid text (a lone UTF-16 surrogate)"))
        elif isinstance(value, float):
            if not math.isfinite(value):
                problems.append(Problem(field=field, code=NOT_FINITE, params={"value": str(value)},
                                        message="must be a finite number"))
        elif isinstance(value, _LongNumber):
            problems.append(Problem(field=field, code=NUMBER_TOO_LONG, params={"digits": len(value.digits)},
                                    message=f"a number of {len(value.digits)} digits is out of range"))
    return problems


def _valid_text(text: str) -> bool:
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def text_problems(data: object, prefix: str = "") -> list[Problem]:
    """The value checks of step 5 on part of a document, or on data built in memory (a profile
    from a form, before storing). `prefix` is the part's own field path."""
    problems = _walk_problems(data)
    if prefix:
        problems = [p.model_copy(update={"field": prefix if p.field == FILE else f"{prefix}.{p.field}"})
                    for p in problems]
    return problems


def loads_json(text: str, *, check_values: bool = True) -> object:
    """Decode a user's JSON text under the limits above; InputError naming the field otherwise.

    `check_values=False` leaves step 5 to the caller (`text_problems` on each part), for files
    whose parts are accepted or refused one by one (a collection of server profiles)."""
    if json_depth_exceeds(text):
        raise _refuse(TOO_DEEP, f"nested more than {MAX_JSON_DEPTH} levels deep", limit=MAX_JSON_DEPTH)
    try:
        data = json.loads(text, parse_int=_parse_int)
    except json.JSONDecodeError as exc:
        raise _refuse("invalid_json", f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})",
                      line=exc.lineno, column=exc.colno, reason=exc.msg) from None
    except (ValueError, RecursionError) as exc:  # belt and braces: the checks above should prevent both
        raise _refuse("invalid_json", f"not valid JSON ({type(exc).__name__})", line=0, column=0,
                      reason=type(exc).__name__) from None
    problems = _walk_problems(data) if check_values else []
    if problems:
        raise InputError(problems)
    return data


def read_json_file(path: str | Path, max_bytes: int) -> object:
    """Steps 1-5 for the file at `path`."""
    return loads_json(read_text_limited(path, max_bytes))
