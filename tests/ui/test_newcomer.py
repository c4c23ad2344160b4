"""What a newcomer met in the window (issue 31), as user flows."""

from __future__ import annotations

from app.infra.resources import path as resource_path
from app.text.formatting import Fmt
from app.ui.result.verdict import verdict_line


def test_fresh_start_invites_a_goal_instead_of_a_figure(ui_session):
    """Before a goal is chosen the default model's size is no answer: the headline asks for a goal."""
    assert ui_session.outcome.workload is not None and ui_session.outcome.workload.goal is None
    assert ui_session.outcome.budget is not None  # the engine sized the default model …
    line = verdict_line(ui_session.outcome, Fmt())
    assert line.startswith("Choose a goal")  # … but the headline does not present it as the answer
    assert "Needs" not in line and "GB" not in line
    ui_session.set_field("goal", "serve_api")
    assert verdict_line(ui_session.outcome, Fmt()).startswith("Needs ")


def test_an_example_shows_its_need(ui_session):
    import json

    data = json.loads(resource_path("examples", "chatbot-8b.headroom.json").read_text(encoding="utf-8"))
    ui_session.load_data(data, None)
    assert verdict_line(ui_session.outcome, Fmt()).startswith("Needs ")


def test_does_not_fit_is_red_and_apart_from_tight():
    """The caption says red: the colour's red channel leads and it is far from tight's orange."""
    from PySide6.QtGui import QColor

    from app.charts.palette import VERDICT_COLORS

    red, tight = QColor(VERDICT_COLORS["does_not_fit"]), QColor(VERDICT_COLORS["tight"])
    assert red.hue() <= 15 or red.hue() >= 345  # red, not orange (tight's hue is about 40)
    assert abs(red.hue() - tight.hue()) >= 25
    assert VERDICT_COLORS["misses_must_have"] == VERDICT_COLORS["does_not_fit"]
