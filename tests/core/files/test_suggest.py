"""'Did you mean …?': the closest known field, choice or id to a typo, and none for an unrelated word."""

from __future__ import annotations

import pytest

from app.core.files.suggest import closest, field_names, literal_values
from app.core.findings import InputError
from app.core.offers.server import ServerProfile
from app.core.workload.io import parse_workload
from app.core.workload.schema import Workload


@pytest.mark.parametrize(("word", "choices", "expected"), [
    ("concurency", ["input_tokens", "concurrency", "people"], "concurrency"),
    ("llama-3.1-70", ["llama-3.1-8b", "llama-3.1-70b", "qwen2.5-72b"], "llama-3.1-70b"),
    ("L40S", ["l40s", "l4"], "l40s"),  # case is not a typo
    ("banana", ["concurrency", "people"], None),
    ("", ["people"], None),
])
def test_closest(word, choices, expected):
    assert closest(word, choices) == expected


def test_the_fields_and_choices_of_a_document_are_found_by_their_path():
    assert "concurrency" in field_names(Workload, ["load"])
    assert field_names(ServerProfile, ["nvme", 0]) == ["capacity_bytes", "read_gbps", "write_gbps", "count"]
    assert "vllm" in literal_values(Workload, ["runtime"])
    assert field_names(Workload, ["load", "concurrency"]) == []  # a number has no fields


def test_problems_carry_the_suggestion_as_a_parameter():
    with pytest.raises(InputError) as err:
        parse_workload({"format": "headroom.workload/1", "model": {"id": "llama-3.1-8b"},
                        "load": {"concurency": 4, "bananas": 1}, "runtime": "sglnag"})
    by_field = {p.field: p for p in err.value.problems}
    assert by_field["load.concurency"].params["suggestion"] == "concurrency"
    assert "suggestion" not in by_field["load.bananas"].params  # nothing close: no guess
    assert by_field["runtime"].params["suggestion"] == "sglang"
