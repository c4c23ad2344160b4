"""The engine against published measurements (tests/core/calibration/cases*.json, one source per row).

* No category's median |error| may grow past the value recorded in recorded.json (regenerate it with
  `python tests/core/calibration/report.py --record` when an engine change improves a category, and
  say so in the commit).
* Weights and KV-cache figures are exact arithmetic: their measurements must lie inside the engine's
  low–high range (10 % allowance for what no formula models) and their median error stays under 3 %.
"""

from __future__ import annotations

import pytest
from engine_view import INFERENCE_KINDS, load_cases, load_recorded, view
from report import OVERALL, summary

CASES = load_cases()
RECORDED = load_recorded()
ALLOWANCE = 0.10
EXACT_CATEGORIES = ("weights", "kv_cache")
EXACT_LIMIT = 0.03
# Floating-point slack when comparing a median with its recorded (rounded-up) value.
EPSILON = 1e-9


@pytest.fixture(scope="module")
def rows() -> dict[str, dict]:
    return summary([view(c) for c in CASES])


def test_enough_published_measurements():
    inference = [c for c in CASES if c["kind"] in INFERENCE_KINDS]
    assert len(inference) >= 140
    llamacpp = [c for c in inference if c["workload"].get("runtime") in ("llama.cpp", "ollama")]
    assert len(llamacpp) >= 39
    vllm_profile = [c for c in inference if c["workload"].get("runtime") == "vllm"
                    and c["measured"]["component"] == "activations"]
    assert len(vllm_profile) >= 50  # issue 16: at least 25 scored vLLM profile peaks (49 scored + 1 low)
    assert len([c for c in inference if c["workload"].get("runtime") == "sglang"]) >= 6
    assert all(c["source"].startswith(("http", "arXiv")) for c in CASES)
    assert len({c["id"] for c in CASES}) == len(CASES)


@pytest.mark.parametrize("case", [c for c in CASES if view(c).category in EXACT_CATEGORIES
                                  and c.get("confidence") != "low"], ids=lambda c: c["id"])
def test_weights_and_kv_inside_the_range(case):
    v = view(case)
    assert v.low * (1 - ALLOWANCE) <= v.measured <= v.high * (1 + ALLOWANCE), (
        f"measured {v.measured:,} outside {v.low:,}..{v.high:,} (typical {v.typical:,})")


@pytest.mark.parametrize("category", EXACT_CATEGORIES)
def test_weights_and_kv_median_error_is_small(rows, category):
    assert rows[category]["headroom"] <= EXACT_LIMIT


def test_every_category_is_recorded(rows):
    assert set(rows) <= set(RECORDED), f"record the new categories: {sorted(set(rows) - set(RECORDED))}"


@pytest.mark.parametrize("category", sorted(RECORDED))
def test_no_category_gets_worse(rows, category):
    if category not in rows:
        pytest.skip(f"no cases in {category}")
    assert rows[category]["headroom"] <= RECORDED[category]["median_abs_error"] + EPSILON, (
        f"{category}: median |error| {rows[category]['headroom']:.4f} > recorded "
        f"{RECORDED[category]['median_abs_error']}")


def test_overall_median_error_within_the_target(rows):
    assert rows[OVERALL]["headroom"] <= 0.10
