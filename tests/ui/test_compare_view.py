"""The comparison view against the engine: same verdicts, order, chart data; live updates; quote.

Expected values come from `app.core.fit.rank.compare` itself: the view must show the engine's figures,
formatted, and compute none of its own.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from app.core.fit.rank import compare
from app.core.fit.types import Comparison
from app.core.offers.server import ServerProfile
from app.text.advice import recommendation_text
from app.text.formatting import Fmt
from app.text.messages import placement_text, verdict_text
from app.ui.compare.charts import short_label
from app.ui.compare.ranking import SORT_PRICE
from app.ui.compare.view import ComparisonView
from app.ui.library.view import ProfileLibraryView
from app.ui.session import Session

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"
THREE = ["srv-1x-l40s", "ws-1x-rtx4090", "dgx-8x-h100"]
MYSTERY = {"name": "Mystery box", "provider": "Acme", "gpu": {"id": "zz-9000"}, "gpu_count": 4,
           "price": {"monthly": 100, "currency": "EUR"}}


def _load(session: Session, example: str) -> None:
    session.load_data(json.loads((EXAMPLES / f"{example}.headroom.json").read_text(encoding="utf-8")), None)


@pytest.fixture
def view(qtbot, ui_session) -> ComparisonView:
    _load(ui_session, "chatbot-8b")
    widget = ComparisonView(ui_session)
    qtbot.add_widget(widget)
    widget.resize(1280, 720)
    widget.show()
    return widget


def _engine(session: Session, ids: list[str]) -> Comparison:
    assert session.outcome.workload is not None
    profiles = [session.store.get(i).profile for i in ids]
    return compare(session.outcome.workload, profiles, session.catalog)


def _shown(view: ComparisonView) -> list[str | None]:
    return [r.server_id for r in view.shown]


def _tick(qtbot, view: ComparisonView, ids: list[str]) -> None:
    with qtbot.wait_signal(view.session.selection_changed):
        view.session.set_compare_ids(ids)
    qtbot.wait_until(lambda: set(_shown(view)) == set(ids))


def test_three_shipped_profiles_match_the_engine(qtbot, view) -> None:
    for profile_id in THREE:  # ticked as a user does, in the list on the left
        view.picker.set_tick(profile_id, True)
    assert sorted(view.session.compare_ids) == sorted(THREE)  # in the list's order
    qtbot.wait_until(lambda: set(_shown(view)) == set(THREE))
    engine = _engine(view.session, THREE)
    # The 8B BF16 chatbot fits one L40S and the DGX comfortably and the 24 GB RTX 4090 tightly;
    # fitting profiles first, the cheaper per month first (L40S before the DGX).
    assert [r.server_id for r in engine.results] == ["srv-1x-l40s", "dgx-8x-h100", "ws-1x-rtx4090"]
    assert [r.verdict for r in engine.results] == ["fits", "fits", "tight"]
    assert view.shown == engine.results
    fmt = Fmt("GB")
    for column, result in enumerate(engine.results):
        assert view.table.text("Verdict", column) == verdict_text(result.verdict)
        assert view.table.text("How it is placed", column) == placement_text(
            result.placement.code, result.placement.model_dump(), fmt)
        assert view.table.text("Headroom", column).startswith(fmt.bytes(result.headroom_bytes, 1))
        assert view.table.text("Time to first token", column) == fmt.seconds(result.speed.ttft_s.typical)
        assert view.table.text("Tokens/s per user", column) == fmt.rate(result.speed.tokens_per_s_per_user.typical)
        assert view.table.text("Tokens/s, all users", column) == fmt.rate(result.speed.aggregate_tokens_per_s.typical)
        assert view.table.text("Price per million tokens", column).startswith(
            fmt.number(result.price_per_million_tokens, 2))
    # Chart data: one bar per profile on the shared axis, with its capacity; one curve each.
    assert view.charts.bar_ids == [r.server_id for r in engine.results]
    assert [b.budget for b in view.charts.bars] == [r.budget for r in engine.results]
    assert [b.capacity_bytes for b in view.charts.bars] == [r.capacity_bytes for r in engine.results]
    assert [s.speed for s in view.charts.series] == [r.speed for r in engine.results]
    assert view.charts.requested == 8
    view.tabs.setCurrentIndex(1)  # the speed chart is drawn when its tab is shown
    qtbot.wait_until(lambda: not view.charts.speed_canvas.dirty)
    for result in engine.results:
        (line,) = [ln for ln in view.charts.total_ax.lines if ln.get_label() == short_label(result.server_name)]
        assert list(line.get_xdata()) == [p.concurrency for p in result.speed.curve]
        assert list(line.get_ydata()) == [p.aggregate_tokens_per_s for p in result.speed.curve]
        assert result.speed.curve[-1].concurrency == result.speed.memory_limit_concurrency
    # The recommendation, highlighted, in one sentence.
    assert engine.recommended == "srv-1x-l40s" and engine.reason == "cheapest" and engine.rule == "monthly_cost"
    assert view.banner.text() == "★ " + recommendation_text(engine, fmt)
    assert "2U server, 1x L40S" in view.banner.text() and "ranked by what a month of it costs" in view.banner.text()
    assert "recommended" in view.table.horizontalHeaderItem(0).text()


def test_nothing_ticked_shows_the_best_three(qtbot, view, ui_session) -> None:
    every = [e.id for e in ui_session.store.all_profiles(include_archived=False)]
    ranked = _engine(ui_session, every).results
    assert ui_session.compare_ids == []
    assert _shown(view) == [r.server_id for r in ranked[:3]]
    assert "three best" in view.picker.hint.text()


def test_deleting_a_compared_profile_updates_the_view(qtbot, view, ui_session, monkeypatch) -> None:
    mine = ui_session.store.duplicate("srv-2x-l40s", copy_suffix=" (mine)")
    _tick(qtbot, view, [*THREE, mine])
    assert mine in _shown(view)
    library = ProfileLibraryView(ui_session)
    qtbot.add_widget(library)
    library.select_ids([mine])
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(library.delete_button, Qt.MouseButton.LeftButton)
    qtbot.wait_until(lambda: mine not in _shown(view))
    assert sorted(ui_session.compare_ids) == sorted(THREE)
    assert view.shown == _engine(ui_session, THREE).results
    assert mine not in view.picker.ticked_ids() and view.table.columnCount() == 3


def test_unit_switch_changes_the_figures_shown(qtbot, view) -> None:
    _tick(qtbot, view, THREE)
    best = view.shown[0]
    gb, gib = Fmt("GB"), Fmt("GiB")
    assert view.table.text("Memory per GPU", 0) == f"{gb.bytes(best.per_gpu_bytes, 1)} of " \
                                                   f"{gb.bytes(best.capacity_bytes, 1)}"
    view.session.set_unit("GiB")
    qtbot.wait_until(lambda: "GiB" in view.table.text("Memory per GPU", 0))
    assert view.table.text("Memory per GPU", 0) == f"{gib.bytes(best.per_gpu_bytes, 1)} of " \
                                                   f"{gib.bytes(best.capacity_bytes, 1)}"
    assert view.charts.budget_ax.get_ylabel() == "Memory per GPU (GiB)"
    assert view.shown[0] is best  # only the unit changed: the engine was not asked again


def test_follows_the_workload_live(qtbot, view) -> None:
    _tick(qtbot, view, THREE)
    view.session.set_field("load.concurrency", 64)
    qtbot.wait_until(lambda: view.charts.requested == 64)
    assert view.shown == _engine(view.session, THREE).results
    # Each profile that can run the work is judged at 64 at once; one that cannot hold it has no speed to show.
    assert all(r.speed.concurrency == 64 for r in view.shown if r.speed is not None)
    assert all((r.speed is None) == (r.memory_verdict == "does_not_fit") for r in view.shown)
    assert any(r.speed is not None for r in view.shown)


def test_sorting_by_price(qtbot, view) -> None:
    _tick(qtbot, view, THREE)
    view.sort_combo.setCurrentIndex(view.sort_combo.findData(SORT_PRICE))
    # 290 USD (RTX 4090 workstation) < 650 USD (1x L40S) < 17,500 USD (DGX H100).
    assert _shown(view) == ["ws-1x-rtx4090", "srv-1x-l40s", "dgx-8x-h100"]
    assert view.table.text("Price per month", 0) == "290 USD"
    assert view.charts.bar_ids == _shown(view)


def test_add_to_quote_keeps_the_selection(qtbot, view) -> None:
    _tick(qtbot, view, THREE)
    with qtbot.wait_signal(view.session.selection_changed):
        qtbot.mouseClick(view.quote_button, Qt.MouseButton.LeftButton)
    assert view.session.quote_ids == _shown(view)
    assert view.quote_label.text() == "In the quote request"
    assert not view.quote_button.isEnabled()


def test_unknown_gpu_profile_is_compared_and_flagged(qtbot, view, ui_session) -> None:
    mystery = ui_session.store.create(ServerProfile.model_validate(MYSTERY))
    _tick(qtbot, view, ["srv-1x-l40s", mystery])
    column = _shown(view).index(mystery)
    assert view.table.text("Verdict", column) == verdict_text("unknown_gpu")
    assert view.table.text("Warnings", column) == "1 blocker"
    assert [r.server_id for r in view.charts.not_drawn] == [mystery]
    assert mystery not in view.charts.bar_ids


def test_picker_allows_at_most_six(qtbot, view, ui_session) -> None:
    ids = [e.id for e in ui_session.store.all_profiles(include_archived=False)]
    _tick(qtbot, view, ids[:6])
    model = view.picker.list.model()
    rows = [model.index(r, 0) for r in range(model.rowCount())]
    enabled = [bool(model.flags(i) & Qt.ItemFlag.ItemIsEnabled) for i in rows]
    assert enabled == [True] * 6 + [False] * (len(rows) - 6)
    view.picker.set_tick(ids[6], True)  # a seventh cannot be ticked
    assert view.picker.ticked_ids() == ids[:6]
    assert view.table.columnCount() == 6


def test_training_workload_shows_training_rows(qtbot, view, ui_session) -> None:
    _tick(qtbot, view, THREE)
    _load(ui_session, "qlora-8b")
    qtbot.wait_until(lambda: view.charts.requested is None)
    engine = _engine(ui_session, THREE)
    assert view.shown == engine.results
    fmt = Fmt("GB")
    assert view.table.text("Training speed (tokens/s)", 0) == fmt.rate(
        engine.results[0].speed.training_tokens_per_s.typical)


def test_a_hidden_view_waits_until_shown(qtbot, view) -> None:
    _tick(qtbot, view, THREE)
    view.hide()
    view.session.set_field("load.concurrency", 32)
    qtbot.wait(20)
    assert view.charts.requested == 8  # nothing recomputed for a view nobody sees
    view.show()
    qtbot.wait_until(lambda: view.charts.requested == 32)


def test_an_invalid_workload_is_said_plainly(qtbot, view) -> None:
    view.session.set_field("load.concurrency", 0)
    qtbot.wait_until(lambda: "problems to fix" in view.banner.text())
    assert view.table.columnCount() == 0
    view.session.set_field("load.concurrency", 8)
    qtbot.wait_until(lambda: view.table.columnCount() == 3)


def test_a_deleted_view_leaves_the_session_working(qtbot, ui_session) -> None:
    _load(ui_session, "chatbot-8b")
    doomed = ComparisonView(ui_session)
    doomed.deleteLater()
    qtbot.wait_until(lambda: not _alive(doomed))
    ui_session.set_field("load.concurrency", 16)  # must not reach the deleted view
    ui_session.set_unit("GiB")


def _alive(widget) -> bool:
    from shiboken6 import isValid

    return isValid(widget)


def test_the_speed_chart_draws_the_engines_wait_for_the_first_token_per_profile(qtbot, view, ui_session) -> None:
    """The concurrency curve shows per-user rate AND time to first token: the third pane draws, for each
    profile, exactly the engine's curve (TTFT rises as more users share the GPU)."""
    _load(ui_session, "chatbot-8b")
    view.charts.paint_all()
    engine = _engine(ui_session, _shown(view))
    lines = view.charts.ttft_ax.get_lines()
    curves = [r.speed.curve for r in engine.results if r.speed is not None and r.speed.curve]
    drawn = [line for line in lines if len(set(line.get_xdata())) > 1]  # not the vertical "requested" marker
    assert len(drawn) == len(curves) >= 2
    for line, curve in zip(drawn, curves, strict=True):
        assert list(line.get_xdata()) == [p.concurrency for p in curve]
        assert list(line.get_ydata()) == pytest.approx([p.ttft_s for p in curve])
        assert curve[-1].ttft_s > curve[0].ttft_s  # waiting grows with the load
