"""What a newcomer met in the window (issue 31), as user flows."""

from __future__ import annotations

from app.infra.resources import path as resource_path
from app.text.formatting import Fmt
from app.text.verdict import verdict_line


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


def test_input_beyond_the_context_marks_the_field_and_blocks_next(qtbot, main_window, ui_session):
    """Llama 3.1 8B reads 131,072 tokens at once; 9,999,999 in + 512 out cannot run: a problem on the input
    field, Next disabled, no calm figure."""
    from tests.ui.test_wizard_drive import replace_text

    wizard = main_window.wizard
    ui_session.update_fields({"goal": "serve_api", "model": {"id": "llama-3.1-8b"}, "load": {"output_tokens": 512}})
    wizard.go(3)
    field = next(f for f in wizard.current_page().fields if f.path == "load.input_tokens")
    replace_text(qtbot, field.line, "9,999,999")
    assert ui_session.value("load.input_tokens") == 9_999_999
    assert field.problems() == ["input and output together are 10,000,511 tokens, more than Llama 3.1 8B reads "
                                "at once (131,072 tokens of context)"]  # 9,999,999 + 512
    assert not wizard.next_button.isEnabled()
    assert "On hold" in main_window.result.verdict.text()
    replace_text(qtbot, field.line, "130,560")  # 130,560 + 512 = 131,072: exactly the context
    assert field.problems() == []
    assert wizard.next_button.isEnabled()


def test_adapt_goal_moves_off_a_serving_runtime_and_says_so(qtbot, ui_session):
    from PySide6.QtCore import QPoint, Qt

    from app.ui.wizard.goal_page import GoalPage

    page = GoalPage(ui_session)
    qtbot.add_widget(page)
    page.resize(700, 700)
    page.show()
    assert ui_session.value("runtime") in (None, "vllm")
    adapt = next(b for b in page.goal_buttons.buttons() if b.property("goal") == "adapt")
    qtbot.mouseClick(adapt, Qt.MouseButton.LeftButton, pos=QPoint(adapt.width() // 2, adapt.height() // 2))
    assert ui_session.value("mode") == "lora"
    assert ui_session.value("runtime") == "transformers"
    assert page.runtime_note.isVisible()
    assert page.runtime_note.text().startswith("Runtime switched from vLLM to transformers")
    serve = next(b for b in page.goal_buttons.buttons() if b.property("goal") == "serve_api")
    qtbot.mouseClick(serve, Qt.MouseButton.LeftButton, pos=QPoint(serve.width() // 2, serve.height() // 2))
    assert ui_session.value("mode") == "inference"
    assert not page.runtime_note.isVisible()
