"""Image generation, speech and embeddings against published measurements (cases_tasks.json).

The recorded figures (recorded.json, written by `report.py --record`) are the bar: a category whose median
error grows past its recorded value (1 point of slack) fails.
"""

from __future__ import annotations

import json
from functools import lru_cache

from task_view import CHECKS, RECORDED, load_cases, summary, view

CASES = load_cases()
ERROR_SLACK = 0.01
# The cases no constant was fitted on must stay within this median error (independent checks).
CHECKS_TARGET = 0.15


@lru_cache(maxsize=1)
def current() -> dict[str, dict[str, float]]:
    return summary([view(c) for c in CASES])


def test_published_cases_with_sources_for_every_new_task():
    assert len(CASES) >= 25
    assert len({c["id"] for c in CASES}) == len(CASES)
    assert all(c["source"].startswith("https://") and c["notes"] for c in CASES)
    categories = {c["category"] for c in CASES}
    assert {"image generation memory", "image generation speed", "speech memory", "speech speed",
            "embedding speed"} <= categories
    assert any(not c.get("fitted") for c in CASES if c["category"].endswith("speed"))


def test_independent_checks_stay_close():
    assert current()[CHECKS]["error"] <= CHECKS_TARGET


def test_no_category_regresses_past_the_recorded_figures():
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))
    table = current()
    for key, was in recorded.items():
        now = table.get(key)
        assert now is not None, key
        assert now["error"] <= was["error"] + ERROR_SLACK, (key, was, now)
