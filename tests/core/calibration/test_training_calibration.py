"""Training memory against published measurements, per category (issue 16).

Categories: full fine-tuning and LoRA/QLoRA on one GPU, and every run over several GPUs (ZeRO/FSDP).
Low-confidence rows (their notes say why) and the ZeRO paper's arithmetic are reported, not scored.
The limits are the errors recorded when the per-framework model was built; a change that makes a
category worse fails here.
"""

from __future__ import annotations

import statistics

import pytest
from engine_view import COMPONENTS, HOST_COMPONENTS, load_cases, view

TRAINING_KINDS = frozenset({"full_finetune", "lora", "qlora"})
# GPU memory of training runs (host-RAM measurements of offloaded training are scored in their own category).
CASES = [c for c in load_cases() if c["kind"] in TRAINING_KINDS and c["measured"]["component"] not in HOST_COMPONENTS]
SCORED = [c for c in CASES if c.get("confidence") != "low" and c.get("evidence") != "paper_arithmetic"]
# Median |typical − measured| / measured per category, recorded with the framework models in place
# (before them: 14.0 %, 14.5 % and 48.0 % on the same rows). Several GPUs: 6 % until stas00/ml-engineering's
# DeepSpeed ZeRO-3 + Liger sweep on 8 × H200 joined (acc11-train: its long rows read +8 … +11 %, 5.8 → 6.1 %).
MEDIAN_ERROR_LIMIT = {"full_finetune": 0.08, "lora_qlora": 0.05, "multi_gpu": 0.07}
INSIDE_SHARE_MIN = 0.80  # of measured totals inside the engine's low-high
# Median (high - low) / typical of the totals' ranges per category; the ranges come from each category's measured
# error (tests/core/calibration_fit). Issue 29's bar, a median width <= 30 % over every whole-job total, is checked
# there (test_the_width_bar_out_of_sample). Here each training category keeps the width it had when its sources
# were last added (28 %, 38 % and 34 %): a pooled median over the three only said whether LoRA/QLoRA, the one under
# 30 %, held more than half of the cases.
WIDTH_MAX = {"full_finetune": 0.40, "lora_qlora": 0.30, "multi_gpu": 0.36}


def category(case: dict) -> str:
    if case["workload"].get("gpus", 1) > 1:
        return "multi_gpu"
    return "full_finetune" if case["kind"] == "full_finetune" else "lora_qlora"


def test_every_category_has_its_cases_and_sources():
    for name in ("full_finetune", "lora_qlora", "multi_gpu"):
        assert sum(category(c) == name for c in CASES) >= 25, name
    assert sum(c["kind"] == "full_finetune" for c in CASES) >= 25
    assert sum(c["kind"] in ("lora", "qlora") for c in CASES) >= 25
    for c in CASES:
        assert c["source"].startswith(("http", "arXiv")), c["id"]
        assert c["measured"]["component"] in COMPONENTS, c["id"]
        assert c["workload"]["model"].get("layers") or c["evidence"] == "paper_arithmetic", c["id"]


@pytest.mark.parametrize("name", sorted(MEDIAN_ERROR_LIMIT))
def test_median_error_per_category(name):
    errors = [abs(view(c).error) for c in SCORED if category(c) == name]
    assert statistics.median(errors) <= MEDIAN_ERROR_LIMIT[name]


def test_ranges_hold_the_measurements():
    views = [view(c) for c in SCORED]
    assert sum(v.inside for v in views) / len(views) >= INSIDE_SHARE_MIN


@pytest.mark.parametrize("name", sorted(WIDTH_MAX))
def test_ranges_stay_narrow(name):
    assert statistics.median(view(c).width for c in SCORED if category(c) == name) <= WIDTH_MAX[name]
