"""Wizard pages one by one: scenario templates, field parsing, keyboard and accessibility."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QLineEdit, QPlainTextEdit

from app.text.scenarios import SCENARIOS
from app.ui.wizard.fields import parse_float, parse_int


@pytest.mark.parametrize(("typed", "value"), [
    ("2048", 2048), ("2,048", 2048), ("100 000", 100000), ("1'000", 1000), ("", None), ("  ", None),
    ("lots", "lots"), ("2.5", "2.5"),
])
def test_parse_int_keeps_what_it_cannot_read(typed, value):
    assert parse_int(typed) == value


@pytest.mark.parametrize(("typed", "value"), [
    ("1.5", 1.5), ("1,5", 1.5), ("2", 2), ("0.25", 0.25), ("", None), ("fast", "fast"),
])
def test_parse_float_accepts_a_decimal_comma(typed, value):
    assert parse_float(typed) == value


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s.key for s in SCENARIOS])
def test_each_scenario_gives_a_first_answer(qtbot, main_window, ui_session, scenario):
    goal_page = main_window.wizard.pages[0]
    button = goal_page.scenario_buttons[scenario.key]
    button.click()
    assert ui_session.outcome.problems == []
    assert ui_session.outcome.budget is not None and ui_session.outcome.budget.per_gpu_bytes > 0
    assert ui_session.value("name") == scenario.translated_title()
    assert ui_session.value("goal") == scenario.fields["goal"]
    assert scenario.translated_assumptions() in [button.accessibleDescription()]
    assert main_window.result.chart.bar_heights()


def test_scenarios_do_not_overwrite_a_name_the_user_gave(qtbot, main_window, ui_session):
    ui_session.set_field("name", "Helpdesk 2026")
    main_window.wizard.pages[0].scenario_buttons["overnight_batch"].click()
    assert ui_session.value("name") == "Helpdesk 2026"
    assert ui_session.value("load") == SCENARIOS[2].fields["load"]


def test_every_editor_has_an_accessible_name_and_help(qtbot, main_window):
    for page in main_window.wizard.pages:
        editors = [*page.findChildren(QLineEdit), *page.findChildren(QComboBox), *page.findChildren(QPlainTextEdit)]
        for widget in editors:
            if widget.parent() is not None and widget.parent().inherits("QComboBox"):
                continue  # a combo box's own line edit
            assert widget.accessibleName(), f"{type(page).__name__}: {type(widget).__name__} without a name"
            assert widget.toolTip(), f"{type(page).__name__}: {widget.accessibleName()} without help"


def mnemonic(text: str) -> str | None:
    plain = text.replace("&&", "")
    return plain[plain.index("&") + 1].lower() if "&" in plain else None


@pytest.mark.parametrize("mode", ["inference", "lora"])
def test_mnemonics_are_unique_in_the_window_on_every_step(qtbot, main_window, ui_session, mode):
    ui_session.set_field("mode", mode)
    menus = {mnemonic(action.text()) for action in main_window.menuBar().actions()}
    for index, page in enumerate(main_window.wizard.pages):
        main_window.wizard.go(index)
        seen: dict[str, str] = {letter: "menu" for letter in menus if letter}
        owners = [*main_window.splitter.findChildren(QAbstractButton), *main_window.splitter.findChildren(QLabel)]
        for widget in owners:
            letter = mnemonic(widget.text())
            if letter is None or not widget.isVisible() or (isinstance(widget, QLabel) and widget.buddy() is None):
                continue
            assert letter not in seen, (page.title(), widget.text(), seen.get(letter))
            seen[letter] = widget.text()


def test_focus_shows_the_fields_help(qtbot, main_window):
    main_window.wizard.go(3)
    page = main_window.wizard.current_page()
    field = next(f for f in page.fields if f.path == "load.concurrency")
    main_window.activateWindow()
    field.line.setFocus()
    qtbot.wait_until(lambda: "at once" in main_window.wizard.help.text())


def test_keyboard_mnemonics_focus_fields_and_move_steps(qtbot, main_window, ui_session):
    main_window.activateWindow()
    qtbot.wait_active(main_window)
    wizard = main_window.wizard
    assert QApplication.focusWidget() is wizard.pages[0].fields[0].editor  # typing starts in the wizard
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    qtbot.wait_until(lambda: wizard.current() == 1)  # a button's mnemonic clicks it (animated)
    assert QApplication.focusWidget() is wizard.pages[1].catalog.search
    wizard.go(3)
    concurrency = next(f for f in wizard.current_page().fields if f.path == "load.concurrency")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is concurrency.line
    concurrency.line.selectAll()
    qtbot.keyClicks(concurrency.line, "32")
    assert ui_session.value("load.concurrency") == 32
    qtbot.keyClick(concurrency.line, Qt.Key.Key_Return)
    assert wizard.current() == 4
    assert QApplication.focusWidget() is wizard.pages[4].fields[0].editor


@pytest.mark.parametrize("lang,value,text", [("en", 2.0, "2"), ("en", 0.25, "0.25"), ("ru", 0.25, "0,25"),
                                             ("pl", 1.5, "1,5"), ("ru", 2.0, "2")])
def test_fractions_show_in_the_languages_decimal_mark_and_read_back(lang, value, text, monkeypatch):
    from app.text import i18n
    from app.ui.wizard.fields import parse_float, shown

    monkeypatch.setattr(i18n, "current_language", lambda: lang)
    assert shown(value) == text
    assert parse_float(text) == value  # what the field shows reads back to the stored number


def test_the_interactive_start_builds_the_first_step_and_the_others_after_the_first_paint(qtbot, ui_session):
    """`build_later` (the window's interactive start): step 1 now, the other steps once the panel has
    been painted; the step list names every step as the built pages do, from the first moment."""
    from app.ui.wizard import WizardPanel
    from app.ui.wizard.steps import STEPS

    eager = WizardPanel(ui_session)
    lazy = WizardPanel(ui_session, build_later=True)
    for panel in (eager, lazy):
        qtbot.add_widget(panel)
    assert [lazy.is_built(i) for i in range(len(STEPS))] == [True] + [False] * (len(STEPS) - 1)
    for row in range(len(STEPS)):
        assert lazy.steps.item(row).text() == eager.steps.item(row).text() == \
            f"{row + 1}. {eager.pages[row].title()}"
        assert lazy.steps.item(row).toolTip() == eager.pages[row].subtitle()
    lazy.resize(900, 600)
    lazy.show()
    qtbot.wait_until(lambda: all(lazy.is_built(i) for i in range(len(STEPS))))
    assert [type(p) for p in lazy.pages] == list(STEPS)
    assert [lazy.stack.indexOf(p) for p in lazy.pages] == list(range(len(STEPS)))


def test_a_step_not_built_yet_is_built_when_asked_for(qtbot, ui_session):
    from app.ui.wizard import WizardPanel
    from app.ui.wizard.load_page import LoadPage

    panel = WizardPanel(ui_session, build_later=True)
    qtbot.add_widget(panel)
    assert panel.field_name("load.concurrency") == "Load ▸ Requests at the same moment"
    assert panel.is_built(3) and not panel.is_built(1)  # only the Load step, which owns the field
    panel.go(4)
    assert panel.is_built(4) and panel.stack.currentWidget() is panel.current_page() is panel.page(4)
    assert panel.heading.text() == panel.page(4).title()
    panel.go(3)
    assert isinstance(panel.stack.currentWidget(), LoadPage)
