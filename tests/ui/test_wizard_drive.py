"""Drive the wizard as a buyer would and check the chart shows exactly what the engine computes.

KV cache, worked by hand from the published configs (vLLM, blocks of 16 tokens; 2,048 + 512 = 2,560
tokens per sequence = exactly 160 blocks, so no rounding):
  Qwen2.5-7B: 28 layers × 4 KV heads × 128 head_dim × 2 (K and V) = 28 × 1,024 values per token.
    BF16, 8 sequences:  8 × 2,560 × 28 × 1,024 × 2 bytes = 1,174,405,120
    FP8,  8 sequences:  8 × 2,560 × 28 × 1,024 × 1 byte  =   587,202,560
    FP8, 16 sequences: 16 × 2,560 × 28 × 1,024 × 1 byte  = 1,174,405,120
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from app.core.memory.components import budget_for
from app.core.units import UNIT_BYTES
from app.core.workload.io import parse_workload
from app.core.workload.resolve import resolve

GB = UNIT_BYTES["GB"]
KV_BF16_8 = 1_174_405_120
KV_FP8_8 = 587_202_560
KV_FP8_16 = 1_174_405_120


def engine_budget(session):
    """What the engine says for the current draft, computed apart from the session."""
    return budget_for(resolve(parse_workload(dict(session.draft.document)), session.catalog))


def assert_chart_matches_engine(chart, session) -> None:
    budget = engine_budget(session)
    drawn = chart.bar_heights()
    expected = {c.key: c.bytes / GB for c in budget.components if c.bytes}
    assert drawn.keys() == expected.keys()
    for key, height in expected.items():
        assert drawn[key] == pytest.approx(height, rel=1e-12)
    assert budget.per_gpu_bytes == session.outcome.budget.per_gpu_bytes
    assert chart.total_text() == f"{budget.per_gpu_bytes / GB:.1f} GB"


def click_row(qtbot, table, row: int) -> None:
    rect = table.visualItemRect(table.item(row, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def replace_text(qtbot, line, text: str) -> None:
    line.setFocus()
    line.selectAll()
    qtbot.keyClicks(line, text)


def test_pick_model_change_precision_and_concurrency(qtbot, main_window, ui_session):
    wizard, chart = main_window.wizard, main_window.result.chart
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert wizard.current() == 1

    model_page = wizard.current_page()
    qtbot.keyClicks(model_page.catalog.search, "qwen2.5 7b text")
    assert model_page.catalog.visible_ids() == ["qwen2.5-7b"]
    click_row(qtbot, model_page.catalog.table, model_page.catalog.row_of("qwen2.5-7b"))
    assert ui_session.value("model") == {"id": "qwen2.5-7b"}
    assert ui_session.outcome.budget.component("kv_cache").bytes == KV_BF16_8
    assert chart.bar_heights()["kv_cache"] == pytest.approx(KV_BF16_8 / GB)
    assert_chart_matches_engine(chart, ui_session)
    weights_before = chart.bar_heights()["weights"]

    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    kv_combo = wizard.current_page().kv.combo
    kv_combo.setFocus()
    qtbot.keyClicks(kv_combo, "FP8")  # type-ahead picks "FP8 E4M3…" and activates it
    assert ui_session.value("precision.kv_cache") == "fp8"
    assert chart.bar_heights()["kv_cache"] == pytest.approx(KV_FP8_8 / GB)
    assert chart.bar_heights()["weights"] == weights_before  # only the cache changed
    assert_chart_matches_engine(chart, ui_session)

    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    concurrency = next(f for f in wizard.current_page().fields if f.path == "load.concurrency")
    replace_text(qtbot, concurrency.line, "16")
    assert ui_session.value("load.concurrency") == 16
    assert chart.bar_heights()["kv_cache"] == pytest.approx(KV_FP8_16 / GB)
    assert_chart_matches_engine(chart, ui_session)

    qtbot.keyClick(concurrency.line, Qt.Key.Key_Return)  # Enter = Next
    assert wizard.current() == 4


def test_weights_precision_changes_weights_and_adds_metadata(qtbot, main_window, ui_session):
    wizard, chart = main_window.wizard, main_window.result.chart
    wizard.go(2)
    combo = wizard.current_page().weights.combo
    index = combo.findData("awq")
    combo.setFocus()
    while combo.currentIndex() != index:  # walk the list with the keyboard, as a user could
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert ui_session.value("precision.weights") == "awq"
    assert "quantization_metadata" in chart.bar_heights()
    assert_chart_matches_engine(chart, ui_session)


def test_invalid_value_is_kept_marked_and_blocks_next(qtbot, main_window, ui_session):
    wizard, chart = main_window.wizard, main_window.result.chart
    wizard.go(3)
    heights = chart.bar_heights()
    page = wizard.current_page()
    field = next(f for f in page.fields if f.path == "load.input_tokens")
    replace_text(qtbot, field.line, "lots")
    assert ui_session.value("load.input_tokens") == "lots"  # nothing typed is lost
    assert field.line.text() == "lots"
    assert field.problems() == ["must be a whole number"]
    assert not wizard.next_button.isEnabled()
    assert wizard.steps.item(3).text().endswith("⚠")
    assert chart.bar_heights() == heights  # the last valid figures stay up while the user types
    assert "On hold" in main_window.result.verdict.text()

    replace_text(qtbot, field.line, "4,096")
    assert ui_session.value("load.input_tokens") == 4096
    assert field.problems() == []
    assert wizard.next_button.isEnabled()
    assert_chart_matches_engine(chart, ui_session)


def test_step_list_is_clickable_and_back_returns(qtbot, main_window):
    wizard = main_window.wizard
    rect = wizard.steps.visualItemRect(wizard.steps.item(4))
    qtbot.mouseClick(wizard.steps.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert wizard.current() == 4
    assert wizard.heading.text() == "Targets"
    qtbot.mouseClick(wizard.back_button, Qt.MouseButton.LeftButton)
    assert wizard.current() == 3


def test_training_mode_shows_training_fields(qtbot, main_window, ui_session):
    wizard = main_window.wizard
    goal = wizard.current_page()
    adapt = next(b for b in goal.goal_buttons.buttons() if b.property("goal") == "adapt")
    qtbot.mouseClick(adapt, Qt.MouseButton.LeftButton, pos=QPoint(8, adapt.height() // 2))
    assert ui_session.value("mode") == "lora"
    assert goal.method_box.isVisible()
    wizard.go(3)
    load = wizard.current_page()
    assert load.train_box.isVisible() and not load.serve_box.isVisible()
    rank = next(f for f in load.fields if f.path == "training.lora_rank")
    replace_text(qtbot, rank.line, "64")
    assert ui_session.outcome.budget.component("adapters").bytes > 0
    assert_chart_matches_engine(main_window.result.chart, ui_session)


def test_fp8_compute_is_offered_for_full_fine_tuning_and_adds_the_weight_caches(qtbot, main_window, ui_session):
    """TransformerEngine's fp8 keeps 8-bit copies of each block weight and its transpose (2 bytes a parameter):
    the box shows for full fine-tuning only, and ticking it grows the weights by that."""
    wizard = main_window.wizard
    ui_session.set_field("mode", "lora")
    wizard.go(3)
    load = wizard.current_page()
    assert not load.train_form.isRowVisible(load.fp8)
    ui_session.set_field("mode", "full_finetune")
    load.refresh()
    assert load.train_form.isRowVisible(load.fp8)
    before = ui_session.outcome.budget.component("weights")
    qtbot.mouseClick(load.fp8.editor, Qt.MouseButton.LeftButton, pos=QPoint(8, load.fp8.editor.height() // 2))
    assert ui_session.value("training.fp8") is True
    after = ui_session.outcome.budget.component("weights")
    assert ui_session.value("model.id") == "llama-3.1-8b"
    # Llama 3.1 8B's block: q, o 4096 × 4096; k, v 4096 × 1024; gate, up, down 4096 × 14336; two norms of 4096:
    # 218,112,000 parameters × 32 blocks × 2 bytes.
    assert after.terms["fp8_weight_cache_bytes"] == after.bytes - before.bytes == 218_112_000 * 32 * 2
    assert_chart_matches_engine(main_window.result.chart, ui_session)
