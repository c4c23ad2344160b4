"""The wizard asks the kind of work in plain words, and the load step then asks only what it needs."""

from __future__ import annotations

import pytest

from app.ui.wizard.goal_page import GoalPage
from app.ui.wizard.load_page import LoadPage


def _page(window, kind):  # type: ignore[no-untyped-def]
    return next(p for p in window.wizard.pages if isinstance(p, kind))


def _choose(qtbot, field, value) -> None:  # type: ignore[no-untyped-def]
    index = field.combo.findData(value)
    assert index >= 0
    field.combo.setCurrentIndex(index)
    field.combo.activated.emit(index)


def test_choosing_image_generation_picks_a_model_that_can_and_shows_the_image_fields(qtbot, main_window, ui_session):
    goal, load = _page(main_window, GoalPage), _page(main_window, LoadPage)
    assert goal.task.combo.currentData() == "text_generation"  # the chat model's own task
    _choose(qtbot, goal.task, "image_generation")
    assert ui_session.value("task") == "image_generation"
    assert ui_session.value("model") == {"id": "flux.1-dev"}  # llama cannot make images: a model that can
    budget = ui_session.outcome.budget
    assert budget is not None and budget.component("text_encoders") is not None
    main_window.wizard.go(main_window.wizard.pages.index(load))
    assert load.make_box.isVisibleTo(load) and not load.audio_box.isVisibleTo(load)
    assert not load.images_box.isVisibleTo(load)
    assert not load.serve_form.isRowVisible(load.input)  # no text lengths for an image pipeline


def test_vision_language_asks_for_images_and_speech_for_audio(qtbot, main_window, ui_session):
    goal, load = _page(main_window, GoalPage), _page(main_window, LoadPage)
    _choose(qtbot, goal.task, "vision_language")
    assert ui_session.value("model") == {"id": "qwen2.5-vl-7b"}
    main_window.wizard.go(main_window.wizard.pages.index(load))
    assert load.images_box.isVisibleTo(load) and load.serve_form.isRowVisible(load.input)
    _choose(qtbot, goal.task, "speech_to_text")
    assert ui_session.value("model") == {"id": "whisper-large-v3"}
    assert load.audio_box.isVisibleTo(load) and not load.images_box.isVisibleTo(load)
    assert load.batch_box.isVisibleTo(load)


def test_a_batch_amount_typed_and_cleared(qtbot, main_window, ui_session):
    load = _page(main_window, LoadPage)
    main_window.wizard.go(main_window.wizard.pages.index(load))
    amount = next(f for f in load.fields if f.path == "load.batch.amount")
    amount.line.setText("20,000,000")
    amount.line.textEdited.emit("20,000,000")
    assert ui_session.value("load.batch") == {"amount": 20_000_000}
    amount.line.setText("")
    amount.line.textEdited.emit("")
    assert ui_session.value("load.batch") is None


@pytest.mark.parametrize("task", ["vision_language", "image_generation", "speech_to_text", "embeddings"])
def test_mnemonics_stay_unique_for_every_kind_of_work(qtbot, main_window, ui_session, task):
    from PySide6.QtWidgets import QAbstractButton, QLabel

    def mnemonic(text: str) -> str | None:
        plain = text.replace("&&", "")
        return plain[plain.index("&") + 1].lower() if "&" in plain else None

    ui_session.set_field("task", task)
    menus = {mnemonic(action.text()) for action in main_window.menuBar().actions()}
    for index, page in enumerate(main_window.wizard.pages):
        main_window.wizard.go(index)
        seen: dict[str, str] = {letter: "menu" for letter in menus if letter}
        for widget in [*main_window.splitter.findChildren(QAbstractButton), *main_window.splitter.findChildren(QLabel)]:
            letter = mnemonic(widget.text())
            if letter is None or not widget.isVisible() or (isinstance(widget, QLabel) and widget.buddy() is None):
                continue
            assert letter not in seen, (task, page.title(), widget.text(), seen.get(letter))
            seen[letter] = widget.text()


def test_representation_asks_for_the_text_encoders_and_not_a_cache_for_images(qtbot, main_window, ui_session):
    from app.ui.wizard.representation_page import RepresentationPage

    goal, page = _page(main_window, GoalPage), _page(main_window, RepresentationPage)
    main_window.wizard.go(main_window.wizard.pages.index(page))
    assert page.kv_box.isVisibleTo(page) and not page.encoders_box.isVisibleTo(page)
    _choose(qtbot, goal.task, "image_generation")
    assert page.encoders_box.isVisibleTo(page)
    assert not page.kv_box.isVisibleTo(page) and not page.runtime_box.isVisibleTo(page)
    field = next(f for f in page.fields if f.path == "precision.text_encoders")
    _choose(qtbot, field, "fp8")
    budget = ui_session.outcome.budget
    assert budget is not None and budget.component("text_encoders").bytes == 4_762_310_656 + 123_060_480
