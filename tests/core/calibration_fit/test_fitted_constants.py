"""The fitted constants are the fitting script's output, and the out-of-sample accuracy holds its recorded bar.

* resources/catalog/fitted_constants.json equals a fresh run of fit_constants.py over the cases (nobody
  edited it, and no case changed without a refit);
* per category, the leave-one-source-out median |error| may not grow past recorded.json (1 point of slack),
  its inside share may not fall by more than 5 points and its false-fit rate not rise by more than 5 points
  (regenerate with `python tests/core/calibration_fit/accuracy_report.py --record` after an improvement);
* the issue's bars: whole-job memory totals out of sample ≤ 10 % with ≥ 80 % inside low–high and ≤ 10 % above high
  (each source's cases scored against a range fitted without that source); memory overall ≤ 10 %, weights and KV
  ≤ 3 %, every memory category ≤ 20 %; decode ≤ 15 %; first tokens ≤ 25 %; image/speech memory ≤ 15 %, task times
  ≤ 30 %; the totals' median width ≤ 30 %; no worse than any public formula on its coverage, better overall;
* the range rule (fitlib.source_range) on figures worked by hand.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache

import pytest
from accuracy_report import (
    COMPUTE_ROOFLINE,
    DECODE_ALL,
    MEMORY_ALL,
    RECORDED,
    ROOFLINE,
    ROOFLINE_07,
    TASK_MEMORY,
    TASK_TIME,
    TOTALS,
    TTFT_ALL,
    all_rows,
    summary,
)
from fit_constants import render, run_fit
from fitlib import FITTED_PATH, SourceRange, quantile, source_key, source_range, t_quantile

from app.core.speed.types import Band

ERROR_SLACK = 0.01
SHARE_SLACK = 0.05

# The first test here runs the whole fit (about two minutes on two free cores; five on a loaded machine): the hang
# guard is longer than the suite's 300 s per test (pyproject.toml), so a slow machine does not time every test out.
pytestmark = pytest.mark.timeout(900)


@lru_cache(maxsize=1)
def _fit():  # type: ignore[no-untyped-def]
    return run_fit()


@lru_cache(maxsize=1)
def _rows():  # type: ignore[no-untyped-def]
    fit = _fit()
    return all_rows(fit.data, fit.folds)


@lru_cache(maxsize=1)
def current() -> dict[str, dict]:
    return summary(_rows())


def test_the_shipped_file_is_the_scripts_output():
    assert FITTED_PATH.read_text(encoding="utf-8") == render(_fit().data), (
        "run python tests/core/calibration_fit/fit_constants.py")


def test_every_fitted_figure_names_its_cases():
    data = _fit().data
    assert data.generated_by.endswith("fit_constants.py")
    for name, value in data.constants.items():
        assert value.cases > 0 and value.sources > 0 and value.fitted_on, name
        assert value.low <= value.typical <= value.high, name
    for key, row in data.efficiency.items():
        assert (row.decode_cases > 0 and row.ttft_cases > 0) or row.carried_from, key
    for category, r in data.ranges.items():
        assert r.low_ratio <= 1 <= r.high_ratio and r.cases >= 3, category


def test_sources_and_quantiles():
    assert source_key("https://github.com/Lightning-AI/litgpt/blob/main/x.md#y") == "github.com/Lightning-AI/litgpt"
    assert source_key("arXiv:1910.02054 table 1") == "arXiv:1910.02054"
    assert source_key("https://docs.nvidia.com/nim/benchmarking/x") == "docs.nvidia.com/nim"
    # One publisher's model cards are one source, under its old and new organisation names alike.
    cards = {source_key("https://huggingface.co/RedHatAI/Qwen2.5-VL-7B-Instruct-FP8-Dynamic/blob/abc/README.md"),
             source_key("https://huggingface.co/neuralmagic/pixtral-12b-FP8-Dynamic (card)")}
    assert cards == {"huggingface.co/neuralmagic"}
    assert source_key("https://huggingface.co/Qwen/Qwen2.5-7B") == "huggingface.co/Qwen/Qwen2.5-7B"
    # Linear interpolation: 0.9 of the way along [1, 2, 3, 4, 5] is 4.6.
    assert quantile([5, 1, 3, 2, 4], 0.9) == pytest.approx(4.6)


def test_the_issue_bars_out_of_sample():
    rows = current()
    totals = rows[TOTALS]
    assert totals["oos_error"] <= 0.10
    assert totals["oos_inside"] >= 0.80
    assert rows[MEMORY_ALL]["oos_error"] <= 0.10
    for category in ("weights", "kv_cache"):
        assert rows[category]["oos_error"] <= 0.03, category
    assert rows[DECODE_ALL]["oos_error"] <= 0.15
    assert rows[TTFT_ALL]["oos_error"] <= 0.25
    assert rows[TASK_MEMORY]["oos_error"] <= 0.15
    assert rows[TASK_TIME]["oos_error"] <= 0.30
    memory = {r.category for r in _rows() if r.set == "memory"} | {TASK_MEMORY}
    for category in memory:
        assert rows[category]["oos_error"] <= 0.20, category


def test_better_than_every_public_formula_on_its_coverage():
    """Issue 29: out of sample, Headroom's median error on the cases a public formula covers is no worse than the
    formula's in any category, and better overall: memory against gpu_poor, llm-analysis and the two hand rules;
    decode against the bandwidth roofline as it is and × 0.7; the first token against the compute roofline."""
    rows = current()
    for name, row in rows.items():
        for formula, x in row["formulas"].items():
            assert x["headroom_oos"] <= x["error"], (name, formula, x)
    for name in (MEMORY_ALL, TOTALS, DECODE_ALL, TTFT_ALL):
        assert rows[name]["formulas"], name
        for formula, x in rows[name]["formulas"].items():
            assert x["headroom_oos"] < x["error"], (name, formula, x)
    assert set(rows[DECODE_ALL]["formulas"]) == {ROOFLINE, ROOFLINE_07}
    assert set(rows[TTFT_ALL]["formulas"]) == {COMPUTE_ROOFLINE}


def test_the_false_fit_bar_out_of_sample():
    """Issue 29: at most 1 whole-job total in 10 above its high figure, out of sample (met once LitGPT's attention
    terms came from its model code: the fused qkv output MHA keeps, the MQA expand per release, Gemma 2's
    soft-capped eager attention)."""
    assert current()[TOTALS]["oos_past"] <= 0.10


def test_the_width_bar_out_of_sample():
    """Issue 29: the whole-job totals' low-high is at most 30 % wide (median over the cases), out of sample."""
    assert current()[TOTALS]["oos_width"] <= 0.30


def test_t_quantiles_match_the_tables():
    # Student's t, one-sided 0.95, from any statistics table.
    for df, t in ((1, 6.314), (2, 2.920), (3, 2.353), (9, 1.833), (30, 1.697)):
        assert t_quantile(0.95, df) == pytest.approx(t, abs=1e-3), df
    assert t_quantile(0.05, 4) == pytest.approx(-2.132, abs=1e-3)


def test_a_range_for_a_new_source_worked_by_hand():
    # z = ln(ratio): source a 0.0, 0.2; b 0.1, 0.3; c -0.1, 0.1. Means 0.1, 0.2, 0.0: mu 0.1. Within: each source's
    # squares 0.02, 0.06 over 6 - 3 = 0.02. Between: var(0.1, 0.2, 0.0) = 0.01; tau2 = 0.01 - 0.02 * 1/2 = 0.
    # A new source's case: variance 0 + 0.02 + 0.01 / 3; t on 2 degrees of freedom 2.919986.
    pairs = [(s, math.exp(z)) for s, zs in (("a", (0.0, 0.2)), ("b", (0.1, 0.3)), ("c", (-0.1, 0.1))) for z in zs]
    r = source_range(pairs)
    assert r is not None and (r.cases, r.sources) == (6, 3)
    half = 2.919986 * math.sqrt(0.02 + 0.01 / 3)
    assert r.high_ratio == pytest.approx(math.exp(0.1 + half), rel=1e-5)
    assert r.low_ratio == pytest.approx(math.exp(0.1 - half), rel=1e-5)
    # The engine's speed and task-time band is both ends as fitted, each held at least 5 % from the typical figure.
    band = r.band()
    assert (band.low, band.high) == pytest.approx((r.low_ratio, r.high_ratio))
    assert SourceRange(0.99, 1.02, 6, 3).band() == Band(0.95, 1.05)
    assert SourceRange(0.02, 40.0, 6, 3).band() == Band(0.1, 10.0)
    # Leaving a source out drops its pairs; one source left cannot say how a new source errs.
    assert source_range(pairs, leave_out="c") == source_range(pairs[:4])
    assert source_range(pairs[:2]) is None


def test_every_source_weighs_the_same_in_a_range():
    # 100 cases of one source at +0.5 and one case each of two others at 0: the centre is the mean of the three
    # sources' means (1/6), not the cases' (0.49).
    r = source_range([("big", math.exp(0.5))] * 100 + [("b", 1.0), ("c", 1.0)])
    assert r is not None
    assert (math.log(r.low_ratio) + math.log(r.high_ratio)) / 2 == pytest.approx(0.5 / 3)


def test_every_training_term_is_refitted_per_fold():
    fit = _fit()
    transformers = "github.com/huggingface/transformers"
    # The allocator slack is fitted from three sources' reserved/device totals, the transformers docs among them:
    # its fold refits the whole alternation without them, so the slack differs from the full fit's.
    full = fit.data.constants["train_allocator_slack_share"]
    fold = fit.folds[transformers].constants["train_allocator_slack_share"]
    assert fold.sources == full.sources - 1
    assert fold.typical != full.typical


def test_no_category_regresses_out_of_sample():
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))
    rows = current()
    for name, was in recorded.items():
        now = rows.get(name)
        assert now is not None, name
        if "oos_error" not in was:
            continue
        assert now["oos_error"] <= was["oos_error"] + ERROR_SLACK, (name, was, now)
        assert now["oos_inside"] >= was["oos_inside"] - SHARE_SLACK, (name, was, now)
        assert now["oos_past"] <= was["oos_past"] + SHARE_SLACK, (name, was, now)


def test_leaving_a_source_out_refits_without_it():
    fit = _fit()
    litgpt = "github.com/Lightning-AI/litgpt"
    blog = "lightning.ai/pages"
    factor = "litgpt_lora_activation_factor"
    # The LitGPT LoRA factor rests on LitGPT's own tables and on the Lightning blog's six lit-gpt rows: each fold
    # refits it from the other source's cases alone.
    assert (fit.data.constants[factor].sources, fit.data.constants[factor].cases) == (2, 67)
    assert (fit.folds[litgpt].constants[factor].sources, fit.folds[litgpt].constants[factor].cases) == (1, 6)
    assert (fit.folds[blog].constants[factor].sources, fit.folds[blog].constants[factor].cases) == (1, 61)
    assert fit.folds[litgpt].constants[factor].typical != fit.data.constants[factor].typical
    assert source_key("https://github.com/Lightning-AI/litgpt") == litgpt
    assert source_key("https://lightning.ai/pages/community/lora-insights/") == blog
