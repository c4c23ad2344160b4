"""The in-app help: a user guide and a glossary in every language, offline, complete and linked; opened
from the Help menu and from the "?" beside a term at that term's entry."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from PySide6.QtCore import Qt

from app.infra import resources
from app.text import i18n
from app.ui.help import HelpButton
from app.ui.help.topics import GLOSSARY, GUIDE, GUIDE_SECTIONS, PAGES, TERMS, page_file
from app.ui.help.window import forget_window

LANGS = ("en", "ru", "pl")


class Anchors(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []
        self.links: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "a" and attrs.get("name"):
            self.names.append(attrs["name"])
        if tag == "a" and attrs.get("href"):
            self.links.append(attrs["href"])

    def handle_data(self, data):
        self.text.append(data)


def parsed(page: str, lang: str) -> Anchors:
    parser = Anchors()
    parser.feed(resources.path("help", lang, f"{page}.html").read_text(encoding="utf-8"))
    return parser


@pytest.fixture(autouse=True)
def no_help_window_left():
    yield
    forget_window()


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_the_same_entries(lang):
    assert "help" in resources.RESOURCE_DIRS  # the wheel and the bundle carry it
    assert sorted(parsed(GLOSSARY, lang).names) == sorted(TERMS)
    assert set(parsed(GUIDE, lang).names) == GUIDE_SECTIONS


@pytest.mark.parametrize("lang", LANGS)
def test_every_link_lands_on_an_entry(lang):
    anchors = {page: set(parsed(page, lang).names) for page in PAGES}
    for page in PAGES:
        for href in parsed(page, lang).links:
            target, _, fragment = href.partition("#")
            target_page = target.removesuffix(".html") if target else page
            assert target_page in anchors, (lang, page, href)
            assert not fragment or fragment in anchors[target_page], (lang, page, href)


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_translated_help_is_not_english(lang):
    """The same words in English and in the language would mean a page left untranslated."""
    for page in PAGES:
        english = set(re.findall(r"[a-z]{6,}", " ".join(parsed(page, "en").text)))
        words = re.findall(r"\w{6,}", " ".join(parsed(page, lang).text).lower())
        shared = sum(1 for w in words if w in english)
        assert shared < 0.1 * len(words), (lang, page)


def test_a_language_without_help_falls_back_to_english(monkeypatch):
    monkeypatch.setattr(i18n, "current_language", lambda: "de")
    assert page_file(GUIDE) == resources.path("help", "en", "guide.html")


def test_help_menu_opens_the_guide_and_the_glossary(qtbot, main_window):
    actions = {a.text(): a for a in main_window._menus["help"].actions()}
    actions["&User guide"].trigger()
    window = main_window.help_window
    qtbot.add_widget(window)
    assert window.isVisible() and window.current() == (GUIDE, "")
    assert "six steps" in window.browser.toPlainText()
    actions["&Glossary"].trigger()
    assert window.current() == (GLOSSARY, "")
    assert window.back_button.isEnabled()


def test_the_question_mark_beside_a_field_opens_its_glossary_entry(qtbot, main_window):
    main_window.wizard.go(2)  # representation: the KV-cache precision has a "?"
    field = main_window.wizard.current_page().kv
    button = field.help_button
    assert isinstance(button, HelpButton) and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    from app.ui.help.window import _window

    window = _window[0]
    qtbot.add_widget(window)
    assert window.current() == (GLOSSARY, "kv-cache")
    assert "KV cache" in window.browser.toPlainText()


def test_every_term_a_button_names_is_in_the_glossary(qtbot, main_window):
    buttons = main_window.findChildren(HelpButton)
    assert len(buttons) >= 15
    with pytest.raises(ValueError, match="no entry"):
        HelpButton("not-a-term", "x")


def test_help_opens_in_the_window_language(qtbot, monkeypatch):
    from app.ui.help import show_help

    monkeypatch.setattr(i18n, "current_language", lambda: "pl")
    window = show_help(GLOSSARY, "lora")
    qtbot.add_widget(window)
    assert window.browser.source().toLocalFile().endswith("pl/glossary.html")
    assert "Słowniczek" in window.browser.toPlainText()
