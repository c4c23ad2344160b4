"""Russian and Polish: no English left on the screens a buyer walks through.

The window is built with the language's translators installed; every text a widget shows (labels,
buttons, group titles, placeholders, tooltips, combo items, tab and header titles, menus) is held
against the English source strings of the catalog: a text that IS an English source whose
translation differs (or matches an English template with its fields filled in) was not translated.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTabWidget,
    QWidget,
)

from app.text import i18n
from app.text.ts_reader import _messages

TAG = re.compile(r"<[^>]+>")
FIELD = re.compile(r"\{[a-z_0-9]*\}|%n")
MIN_WORDS = 2  # single words ("Model", "GPU") are often the same in a language; sentences are not


def _clean(text: str) -> str:
    text = TAG.sub(" ", text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return " ".join(text.split())


def english_templates(lang: str) -> tuple[set[str], list[re.Pattern[str]]]:
    """English sources whose translation differs: exact strings, and templates as patterns."""
    exact: set[str] = set()
    patterns: list[re.Pattern[str]] = []
    for (_ctx, source, _comment), forms in _messages(lang).items():
        clean = _clean(source)
        if any(_clean(f) == clean for f in forms) or len(clean.split()) < MIN_WORDS:
            continue
        if FIELD.search(clean):
            literal = FIELD.split(clean)
            if sum(len(part.split()) for part in literal) >= 3:
                patterns.append(re.compile("^" + ".+".join(re.escape(p) for p in literal) + "$"))
        else:
            exact.add(clean)
    return exact, patterns


def shown_texts(root: QWidget) -> Iterator[str]:  # noqa: C901 - one branch per kind of widget whose text is shown
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if w.toolTip():
            yield w.toolTip()
        if isinstance(w, QLabel):
            yield w.text()
        elif isinstance(w, QAbstractButton):
            yield w.text()
        elif isinstance(w, QGroupBox):
            yield w.title()
        elif isinstance(w, QLineEdit):
            yield w.placeholderText()
        elif isinstance(w, QComboBox):
            yield from (w.itemText(i) for i in range(w.count()))
        elif isinstance(w, QTabWidget):
            yield from (w.tabText(i) for i in range(w.count()))
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            root = QModelIndex()
            try:
                columns = model.columnCount(root)
            except TypeError:  # a list model keeps columnCount private
                columns = 1
            for section in range(columns):
                yield str(model.headerData(section, Qt.Orientation.Horizontal) or "")
            for row in range(min(model.rowCount(root), 3)):
                for col in range(columns):
                    value = model.data(model.index(row, col, root))
                    if isinstance(value, str):
                        yield value
        for action in w.actions():
            yield action.text()
            yield action.toolTip()


def untranslated(root: QWidget, lang: str) -> set[str]:
    exact, patterns = english_templates(lang)
    found = set()
    for raw in shown_texts(root):
        for line in raw.splitlines() or [raw]:
            text = _clean(line)
            if not text:
                continue
            if text in exact or any(p.match(text) for p in patterns):
                found.add(text)
    return found


@pytest.fixture(params=["ru", "pl"])
def translated_window(request, qtbot, questions):
    from app.ui.app import install_translators
    from app.ui.main_window import MainWindow
    from app.ui.session import Session

    app = QApplication.instance()
    translators = install_translators(app, request.param)
    i18n.set_language(request.param)
    i18n.install_backend(lambda ctx, text, dis, n: app.translate(ctx, text, dis, n))
    try:
        session = Session()
        session.set_server("srv-1x-l40s")
        window = MainWindow(session, restore_geometry=False, autosave=False)
        qtbot.add_widget(window)
        window.resize(1280, 720)
        window.show()
        yield window, request.param
    finally:
        for t in translators:
            app.removeTranslator(t)
        i18n.set_language("en")


def test_every_wizard_step_is_translated(translated_window):
    window, lang = translated_window
    left: set[str] = set()
    for step in range(6):
        window.wizard.go(step)
        QApplication.processEvents()
        left |= untranslated(window, lang)
    assert not left, f"{lang}: English left on the wizard steps: {sorted(left)[:20]}"


@pytest.mark.parametrize("mode", ["lora", "full_finetune"])
def test_training_fields_are_translated(translated_window, mode):
    window, lang = translated_window
    window.session.set_field("mode", mode)
    window.wizard.go(3)
    QApplication.processEvents()
    assert not untranslated(window, lang)


def test_comparison_and_library_are_translated(translated_window):
    window, lang = translated_window
    left = set()
    for view in ("compare", "servers"):
        window.show_view(view)
        QApplication.processEvents()
        left |= untranslated(window.view_widget(view), lang)
    assert not left, f"{lang}: English left in the comparison / library: {sorted(left)[:20]}"


def test_profile_form_is_translated(translated_window):
    window, lang = translated_window
    window.show_view("servers")
    QApplication.processEvents()
    form = window.view_widget("servers").new_profile()
    QApplication.processEvents()
    left = untranslated(form, lang)
    form.close()
    assert not left, f"{lang}: English left in the profile form: {sorted(left)[:20]}"


def test_the_check_finds_english(qtbot, questions):
    """Without the translators the same walk must find English (the check itself can fail)."""
    from app.ui.main_window import MainWindow
    from app.ui.session import Session

    window = MainWindow(Session(), restore_geometry=False, autosave=False)
    qtbot.add_widget(window)
    window.show()
    found = untranslated(window, "ru")
    assert len(found) > 20
