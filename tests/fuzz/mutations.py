"""Mutated workload and server-profile documents, and the rule every command must keep with them.

Shared by the suite's property test (tests/cli/test_fuzz_schemas.py, hypothesis, small) and the
on-demand run (tests/fuzz/fuzz_cli.py, thousands of cases). A mutation sets a field the schema
knows (or one it does not) to a hostile value, deletes one, or damages the text; the verdict on
a command's outcome is `judge()`.
"""

from __future__ import annotations

import json
import math
import random
import types
import typing
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from app.core.offers.server import ServerProfile
from app.core.workload.schema import Workload
from app.infra import resources

WORKLOAD_EXAMPLES = sorted(resources.path("examples").glob("*.headroom.json"))
SERVER_BASES: list[dict[str, Any]] = [
    {"name": "Fuzz 2x L40S", "gpu": {"id": "l40s"}, "gpu_count": 2, "cpu": {"model": "EPYC", "cores": 32},
     "ram_bytes": 512 * 10**9, "nvme": [{"capacity_bytes": 3_840_000_000_000, "count": 2}],
     "network": {"gbps": 25}, "power_w": 2000, "price": {"monthly": 1800, "currency": "EUR"}},
    {"name": "Fuzz custom", "gpu": {"name": "Custom 80", "memory_bytes": 80 * 10**9, "bandwidth_gbps": 2000,
                                    "bf16_tflops": 400, "tdp_w": 500}, "gpu_count": 4, "nodes": 2,
     "interconnect": "nvlink", "price": {"monthly": 9000, "currency": "USD"}},
]

HUGE_INT = 10**400  # 401 digits: no count or size, and past what json may turn into a float
DEEP: Any = []
for _level in range(80):  # 80 levels: past the reading limit of 64
    DEEP = [DEEP]
HOSTILE: list[Any] = [
    None, True, False, 0, -1, 1, 7, 2**31, 2**53 + 1, 2**63, 10**30, HUGE_INT,
    0.0, -0.0, 5e-324, 1e-300, 1e-9, 0.5, 1e15, 1e308, -1e308, math.inf, -math.inf, math.nan,
    "", " ", "x", "x" * 30_000, "l40s\ud800", "\udc00", "auto", "l40s", "h100-sxm", "llama-3.1-8b", "bf16",
    "fp8", "q4_k_m", "1e308", "NaN", "-5", "../../etc/passwd", "/dev/zero", "😀", "ʼ" * 300,
    [], {}, [1, 2], {"a": 1}, [None], DEEP,
]
FORMAT_TAGS = ["headroom.workload/0", "headroom.workload/-1", "headroom.workload/2", "headroom.workload/x",
               "headroom.server/0", "headroom.server/2", "headroom.servers/1", "", None, 1]


def _unwrap(annotation: Any) -> list[type[BaseModel]]:
    """The pydantic models inside an annotation (`X | None`, `list[X]`)."""
    found: list[type[BaseModel]] = []
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType, list, tuple):
        for arg in typing.get_args(annotation):
            found += _unwrap(arg)
    return found


def field_paths(model: type[BaseModel], prefix: tuple[str | int, ...] = ()) -> Iterator[tuple[str | int, ...]]:
    """Every field path of a schema, lists entered at index 0."""
    for name, info in model.model_fields.items():
        path = (*prefix, name)
        yield path
        inner = _unwrap(info.annotation)
        is_list = typing.get_origin(info.annotation) is list or any(
            typing.get_origin(a) is list for a in typing.get_args(info.annotation))
        for sub in inner:
            yield from field_paths(sub, (*path, 0) if is_list else path)


WORKLOAD_PATHS = sorted(set(field_paths(Workload)), key=str)
SERVER_PATHS = sorted(set(field_paths(ServerProfile)), key=str)


def set_path(doc: Any, path: tuple[str | int, ...], value: Any) -> Any:
    """`doc` with `value` at `path`, creating objects (and one-item lists) on the way."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(head, int):
        items = list(doc) if isinstance(doc, list) and doc else [{}]
        items[0] = set_path(items[0], rest, value)
        return items
    node = dict(doc) if isinstance(doc, dict) else {}
    node[head] = set_path(node.get(head), rest, value)
    return node


def delete_path(doc: Any, path: tuple[str | int, ...]) -> Any:
    if not path or not isinstance(doc, (dict, list)):
        return doc
    head, rest = path[0], path[1:]
    if isinstance(doc, dict) and isinstance(head, str) and head in doc:
        node = dict(doc)
        if rest:
            node[head] = delete_path(node[head], rest)
        else:
            del node[head]
        return node
    if isinstance(doc, list) and isinstance(head, int) and doc:
        return [delete_path(doc[0], rest), *doc[1:]] if rest else doc[1:]
    return doc


Mutation = tuple[str, tuple[str | int, ...], Any]  # ("set" | "delete" | "format", path, value)


def apply(doc: dict[str, Any], mutations: list[Mutation]) -> Any:
    for op, path, value in mutations:
        if op == "set":
            doc = set_path(doc, path, value)
        elif op == "delete":
            doc = delete_path(doc, path)
        elif op == "format":
            doc = set_path(doc, ("format",), value)
    return doc


def dumps(doc: Any) -> str:
    """As a file would hold it: NaN/Infinity as JavaScript writes them, surrogates as \\u escapes."""
    return json.dumps(doc, allow_nan=True, ensure_ascii=True)


def damage_text(text: str, rng: random.Random) -> str:
    """Byte-level damage: cut, splice, or duplicate a slice."""
    cut = rng.randrange(len(text) + 1)
    choice = rng.randrange(3)
    if choice == 0:
        return text[:cut]
    if choice == 1:
        return text[:cut] + rng.choice(['"', "{", "]", ",", "\\", "\x00", "1e999", "[" * 500]) + text[cut:]
    return text[:cut] + text[cut // 2:]


def numeric_leaves(doc: Any, prefix: tuple[str | int, ...] = ()) -> list[tuple[str | int, ...]]:
    """Paths of the numbers a document holds (to push plausible values out of range)."""
    found: list[tuple[str | int, ...]] = []
    if isinstance(doc, dict):
        for key, value in doc.items():
            found += numeric_leaves(value, (*prefix, key))
    elif isinstance(doc, list):
        for index, value in enumerate(doc):
            found += numeric_leaves(value, (*prefix, index))
    elif isinstance(doc, (int, float)) and not isinstance(doc, bool):
        found.append(prefix)
    return found


def get_path(doc: Any, path: tuple[str | int, ...]) -> Any:
    for part in path:
        doc = doc[part]
    return doc


# Factors that keep a number plausible or push it past a bound, and the boundary values themselves.
SCALES = [0, 0.5, 2, 3, 10, 100, 1000, 1e6, 1e9, -1]
BOUNDARIES = [1, 2, 3, 16, 64, 128, 1024, 4096, 65_536, 10**6, 10**9, 10**12, 10**15, 10**18]


def random_mutations(rng: random.Random, paths: list[tuple[str | int, ...]], count: int,
                     doc: Any = None) -> list[Mutation]:
    """`count` mutations: plausible numbers pushed around (most), hostile values, deletions,
    unknown fields and format tags (fewer)."""
    out: list[Mutation] = []
    numbers = numeric_leaves(doc) if doc is not None else []
    for _ in range(count):
        roll = rng.random()
        if roll < 0.55 and numbers:
            path = rng.choice(numbers)
            old = get_path(doc, path)
            value = old * rng.choice(SCALES) if rng.random() < 0.7 and abs(old) < 1e300 else rng.choice(BOUNDARIES)
            out.append(("set", path, int(value) if isinstance(old, int) and abs(value) < 1e18 else value))
        elif roll < 0.75:
            value = rng.choice(HOSTILE)
            if isinstance(value, (int, float)) and not isinstance(value, bool) and rng.random() < 0.3:
                factor = rng.choice([-1, 10, 1e-3, 1e6])
                value = value * factor if abs(value) < 1e300 else -value  # 10**400 * 1e-3 overflows a float
            out.append(("set", rng.choice(paths), value))
        elif roll < 0.87:
            out.append(("delete", rng.choice(paths), None))
        elif roll < 0.95:
            out.append(("set", (*rng.choice(paths)[:-1], "unknown_field"), 1))
        else:
            out.append(("format", (), rng.choice(FORMAT_TAGS)))
    return out


# -- the verdict ----------------------------------------------------------------------------------
@dataclass
class Outcome:
    code: int
    out: str
    err: str
    seconds: float


def _finite_numbers(data: Any) -> bool:
    stack = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, float) and not math.isfinite(value):
            return False
        if isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return True


def _strict_json(text: str) -> Any:
    def refuse(token: str) -> Any:
        raise ValueError(f"{token} is not JSON")

    return json.loads(text, parse_constant=refuse)


def judge(outcome: Outcome, *, json_out: bool, expect_server: str | None = None) -> str | None:
    """None if the command kept the rule; otherwise what went wrong (crash / silent / ...)."""
    if "Traceback" in outcome.err or "unexpected error" in outcome.err:
        return "crash: " + outcome.err.strip().splitlines()[-1][:300]
    if outcome.code == 2:
        if not outcome.err.strip():
            return "silent: exit 2 without a message"
        return None
    if outcome.code != 0:
        return f"crash: exit {outcome.code}: {outcome.err.strip()[:300]}"
    if json_out:
        try:
            data = _strict_json(outcome.out)
        except ValueError as exc:
            return f"silent: exit 0 but the output is not JSON ({exc})"
        if not _finite_numbers(data):
            return "silent: a figure is not finite"
        if expect_server is not None:
            results = data.get("results", [data]) if isinstance(data, dict) else []
            names = {r.get("server", {}).get("name") for r in results if isinstance(r, dict)}
            if expect_server not in names:
                return f"silent: the server {expect_server!r} given is missing from the results"
    elif not outcome.out.strip():
        return "silent: exit 0 without output"
    return None
