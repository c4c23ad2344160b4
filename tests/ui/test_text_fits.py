"""Every text a screen shows can be read whole: each wizard step, the comparison, the library and the
pilot page (and harder states: a training run, a field with a problem, six profiles compared), in
English, Russian and Polish, at 1280×720, at 1× and at 1.5× scale (QT_SCALE_FACTOR, which must be
set before Qt starts: a subprocess)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from app.text import i18n
from app.ui.screens import SCREENS, tour
from app.ui.text_fit import cut_texts

REPO_ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = REPO_ROOT / "resources" / "examples" / "chatbot-8b.headroom.json"
SERVER = "srv-1x-l40s"
WINDOW = (1280, 720)
SUBPROCESS_TIMEOUT_S = 180


@pytest.fixture
def window_in(qtbot, questions):
    """The main window in a language (its translators installed), showing the chatbot on a 1× L40S."""
    from app.ui.app import install_translators
    from app.ui.main_window import MainWindow
    from app.ui.session import Session

    app = QApplication.instance()
    installed = []

    def make(lang: str):
        if lang != "en":
            installed.extend(install_translators(app, lang))
            i18n.set_language(lang)
            i18n.install_backend(lambda ctx, text, dis, n: app.translate(ctx, text, dis, n))
        window = MainWindow(Session(), restore_geometry=False, autosave=False)
        qtbot.add_widget(window)
        window.files.open_path(str(EXAMPLE))
        window.session.set_server(SERVER)
        window.resize(*WINDOW)
        window.show()
        qtbot.wait_exposed(window)
        return window

    yield make
    for translator in installed:
        app.removeTranslator(translator)
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_nothing_is_cut_at_1x(window_in, lang):
    window = window_in(lang)
    problems = {name: cut_texts(window) for name in tour(window)}
    assert set(problems) == {s.name for s in SCREENS}
    assert (window.width(), window.height()) == WINDOW  # the layout fits 1280×720: nothing forced it larger
    cut = [f"{name}: {p}" for name, found in problems.items() for p in found]
    assert not cut, "\n".join(cut)


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_nothing_is_cut_at_one_and_a_half_scale(tmp_path, lang):
    """The two longest languages at 150 % (a 1920×1080 screen at 1.5×): `gui --check-text` would exit 1
    and name every cut text."""
    env = {**os.environ, "HEADROOM_HOME": str(tmp_path / "home"), "QT_QPA_PLATFORM": "offscreen",
           "QT_SCALE_FACTOR": "1.5"}
    done = subprocess.run([sys.executable, "-m", "app", "--lang", lang, "gui", str(EXAMPLE), "--server", SERVER,
                           "--check-text"],
                          cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=SUBPROCESS_TIMEOUT_S)
    cut = [line for line in done.stderr.splitlines() if "propagateSizeHints" not in line]
    assert done.returncode == 0, "\n".join(cut)


def test_the_check_finds_a_cut_label(qtbot):
    """The check itself can fail: a fixed-size label too small for its text, and a wrapped one too short."""
    label = QLabel("Fits comfortably on 2U server, 1x L40S: needs 21.05 GB of 43.48 GB usable")
    qtbot.add_widget(label)
    label.setFixedSize(120, 20)
    label.show()
    assert cut_texts(label)
    label.setWordWrap(True)
    assert any("height" in p for p in cut_texts(label))
    label.setFixedSize(2000, 40)
    label.setWordWrap(False)
    assert not cut_texts(label)
