"""The draft being edited: typed paths, nothing typed lost, problems beside their fields."""

from __future__ import annotations

import pytest

from app.core.assess import assess
from app.core.catalog import load_catalog
from app.core.workload.draft import Draft, field_path

BASE = {"format": "headroom.workload/1", "model": {"id": "llama-3.1-8b"}, "load": {"concurrency": 8}}


def test_paths_are_checked_against_the_workload_format():
    assert field_path("load.concurrency") == "load.concurrency"
    assert field_path("targets.ttft_s") == "targets.ttft_s"  # an optional sub-object is a field too
    assert field_path("model") == "model"
    with pytest.raises(ValueError, match="no field 'concurency'"):
        field_path("load.concurency")
    with pytest.raises(ValueError, match="no field 'x'"):
        field_path("load.concurrency.x")  # an int has no fields


def test_an_invalid_value_is_kept_as_typed_and_named_by_its_field():
    draft = Draft.of(BASE).with_values({"load.concurrency": "eight"})
    assert draft.get("load.concurrency") == "eight"  # nothing typed is lost
    assert draft.workload is None
    assert [p.field for p in draft.problems_for("load")] == ["load.concurrency"]
    fixed = draft.with_values({"load.concurrency": 16})
    assert fixed.workload is not None and fixed.workload.load.concurrency == 16 and not fixed.problems


def test_none_removes_a_field_so_its_default_applies():
    draft = Draft.of(BASE).with_values({"load.concurrency": None})
    assert draft.get("load.concurrency") is None
    assert draft.workload is not None and draft.workload.load.concurrency == 1  # Load.concurrency default


def test_drafts_are_copies_not_views():
    first = Draft.of(BASE)
    second = first.with_values({"name": "Other"})
    assert first.get("name") is None and second.get("name") == "Other"
    model = second.get("model")
    model["id"] = "changed"  # a caller mutating what it read changes nothing
    assert second.get("model") == {"id": "llama-3.1-8b"}


def test_assess_resolves_once_and_reports_unknown_ids_as_problems():
    catalog = load_catalog()
    ok = assess(Draft.of(BASE), catalog)
    assert ok.budget is not None and ok.resolved is not None and not ok.problems
    # Llama 3.1 8B weights in bf16: 8,030,261,248 parameters x 2 bytes (config.json shapes).
    assert ok.budget.component("weights").bytes == 8_030_261_248 * 2
    unknown = assess(Draft.of({**BASE, "model": {"id": "no-such-model"}}), catalog)
    assert unknown.budget is None and [p.field for p in unknown.problems] == ["model.id"]
