"""docs/formats.md names every field of the workload and the server-profile files.

The reference is a public contract: this test walks the JSON Schema of each pydantic model (what
`headroom schema` prints) and fails when a field is missing from the page, so the two cannot drift.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from app.core.offers.server import ServerProfile
from app.core.workload.schema import Workload

DOC = Path(__file__).resolve().parents[2] / "docs" / "formats.md"


def field_names(schema: dict[str, Any]) -> set[str]:
    """Every property name in the schema and in each of its definitions ($defs), at any depth."""
    names: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            props = node.get("properties")
            if isinstance(props, dict):
                names.update(props)
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(schema)
    return names


def named_in_doc(text: str) -> set[str]:
    """Names written as code in the page: `name`, each part of `a.b.name`, and the keys of its JSON examples."""
    words: set[str] = set()
    fences = re.findall(r"```[a-z]*\n(.*?)```", text, flags=re.S)
    for block in fences:
        words.update(re.findall(r'"([A-Za-z_][A-Za-z0-9_]*)"\s*:', block))
    text = re.sub(r"```[a-z]*\n.*?```", "", text, flags=re.S)
    for code in re.findall(r"`([^`]+)`", text):
        for token in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", code):
            words.add(token)
    return words


def test_the_walk_finds_nested_fields() -> None:
    class Inner(BaseModel):
        depth: int = 1

    class Outer(BaseModel):
        inner: Inner = Inner()

    assert field_names(Outer.model_json_schema()) == {"inner", "depth"}
    assert "gpu_count" not in named_in_doc("no code here: gpu_count") and "x" in named_in_doc("`a.b.x`")
    assert "nodes" in named_in_doc('```json\n{"nodes": 2}\n```\nand `gpu`') and "gpu" in named_in_doc("`gpu`")


@pytest.mark.parametrize("model", [Workload, ServerProfile], ids=["workload", "server"])
def test_formats_doc_names_every_field(model: type[BaseModel]) -> None:
    missing = sorted(field_names(model.model_json_schema()) - named_in_doc(DOC.read_text(encoding="utf-8")))
    assert missing == [], f"docs/formats.md does not name these {model.__name__} fields: {missing}"
