"""The speed engine against published measurements (tests/core/calibration_speed/cases_speed*.json).

The recorded figures (recorded.json, written by `report.py --record`) are the bar: a category whose
median error grows past its recorded value (1 point of slack), or whose share of measurements inside
the engine's low–high range falls by more than 5 points, fails. The issue's targets are checked too:
decode ≤ 15 %, time to first token ≤ 25 %, and no runtime or GPU class worse than the naive rules.
"""

from __future__ import annotations

import json
from functools import lru_cache

import pytest
from speed_view import RECORDED, all_views, load_cases, summary

CASES = load_cases()
ERROR_SLACK = 0.01
INSIDE_SLACK = 0.05
DECODE_TARGET = 0.15
TTFT_TARGET = 0.25


@lru_cache(maxsize=1)
def current() -> dict[str, dict[str, dict[str, float]]]:
    return summary(all_views())


def test_enough_published_cases_with_sources():
    assert len(CASES) >= 80
    assert len({c["id"] for c in CASES}) == len(CASES)
    assert all(c["source"].startswith("https://") for c in CASES)
    runtimes = {c["workload"]["runtime"] for c in CASES}
    assert {"vllm", "tensorrt-llm", "llama.cpp"} <= runtimes
    assert len({c["server"]["gpu"] for c in CASES}) >= 15
    concurrencies = {c["workload"]["load"]["concurrency"] for c in CASES}
    assert {1, 64} <= concurrencies and any(1 < n < 64 for n in concurrencies)


def test_the_targets_of_issue_17():
    table = current()
    assert table["decode"]["all"]["engine"] <= DECODE_TARGET
    assert table["ttft"]["all"]["engine"] <= TTFT_TARGET


@pytest.mark.parametrize("family", ["decode", "ttft"])
def test_no_runtime_or_gpu_class_worse_than_the_naive_rule(family):
    for key, row in current()[family].items():
        if key.startswith(("runtime:", "gpu:")):
            assert row["engine"] <= row["naive"], (family, key, row)


def test_no_category_regresses_past_the_recorded_figures():
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))
    table = current()
    for family, rows in recorded.items():
        for key, was in rows.items():
            now = table[family].get(key)
            assert now is not None, (family, key)
            assert now["engine"] <= was["engine"] + ERROR_SLACK, (family, key, was, now)
            assert now["inside"] >= was["inside"] - INSIDE_SLACK, (family, key, was, now)
