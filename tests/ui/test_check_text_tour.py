"""`headroom gui --check-text` tours a fresh start and every shipped example, in every language at 1×
and 1.5× scale, and finds what a newcomer met: a form wider than its pane (the Russian Goal step's
sideways scroll bar) and names under a chart drawn over its axis (the ru/pl comparison)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel, QRadioButton, QScrollArea, QVBoxLayout, QWidget

from app.ui.text_fit import cut_texts

REPO_ROOT = Path(__file__).resolve().parents[2]
SUBPROCESS_TIMEOUT_S = 240
LANGS = ("en", "ru", "pl")
SCALES = ("1", "1.5")
# Each check below is a separate `headroom gui --check-text` process: (language, scale, extra arguments).
TOURS = {f"tour-{lang}-{scale}": (lang, scale, ()) for lang in LANGS for scale in SCALES}
GOAL_STEP = {"goal-ru": ("ru", "1", ("--step", "1"))}
COMPARISONS = {f"compare-{lang}": (lang, "1", ("--view", "compare")) for lang in ("ru", "pl")}
CHECKS = TOURS | GOAL_STEP | COMPARISONS


def _key(item: pytest.Item) -> str | None:
    """The check a collected test of this module reads, if any."""
    params = getattr(item, "callspec", None)
    args = params.params if params else {}
    name = getattr(item, "originalname", item.name)
    if name == "test_fresh_start_and_every_example_read_whole":
        return f"tour-{args['lang']}-{args['scale']}"
    if name == "test_russian_goal_step_fits_its_pane":
        return "goal-ru"
    if name == "test_comparison_names_stay_under_the_chart":
        return f"compare-{args['lang']}"
    return None


def _check(home: Path, lang: str, scale: str, extra: tuple[str, ...]) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HEADROOM_HOME": str(home), "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": scale}
    return subprocess.run([sys.executable, "-m", "app", "--lang", lang, "gui", "--check-text", *extra],
                          cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=SUBPROCESS_TIMEOUT_S)


@pytest.fixture(scope="module")
def checks(request: pytest.FixtureRequest,
           tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Future[subprocess.CompletedProcess[str]]]]:
    """The checks the selected tests read, started together (one per CPU at a time: each is a whole app
    touring every example, and they share nothing but the machine), each in its own HEADROOM_HOME."""
    wanted = sorted({k for item in request.session.items if item.module is request.module
                     if (k := _key(item)) is not None})
    with ThreadPoolExecutor(max_workers=max(1, os.cpu_count() or 1)) as pool:
        yield {key: pool.submit(_check, tmp_path_factory.mktemp(key), *CHECKS[key]) for key in wanted}


def _cut(done: subprocess.CompletedProcess[str]) -> list[str]:
    return [line for line in done.stderr.splitlines() if "propagateSizeHints" not in line]


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("lang", LANGS)
def test_fresh_start_and_every_example_read_whole(checks, lang, scale):
    done = checks[f"tour-{lang}-{scale}"].result()
    assert done.returncode == 0, "\n".join(_cut(done))


def test_russian_goal_step_fits_its_pane(checks):
    """The newcomer's first cut: at 1280×720 the Russian Goal form was wider than its pane."""
    cut = _cut(checks["goal-ru"].result())
    assert not [line for line in cut if "wider than its pane" in line], "\n".join(cut)


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_comparison_names_stay_under_the_chart(checks, lang):
    """The second: in ru/pl the names under the comparison's bars ran into the axis and its tick marks."""
    cut = _cut(checks[f"compare-{lang}"].result())
    assert not [line for line in cut if "overlap" in line], "\n".join(cut)


def test_tour_covers_fresh_start_and_every_example(qtbot, monkeypatch, questions):
    """The check visits a fresh start, every example and the harder states: with a check that finds
    one cut on every screen, each state is named."""
    from app.ui import screens
    from app.ui.main_window import MainWindow
    from app.ui.session import Session

    monkeypatch.setattr(screens, "cut_texts", lambda _window: ["a cut"])
    window = MainWindow(Session(), restore_geometry=False, autosave=False)
    qtbot.add_widget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.wait_exposed(window)
    found = screens.check_everything(window)
    examples = {p.name.removesuffix(".headroom.json") for p in screens.example_files()}
    assert len(examples) >= 8
    states = {line.split(":", 1)[0] for line in found}
    extras = {s.name for s in screens.SCREENS if s.extra}
    assert states == {"fresh start"} | examples | extras
    ordinary = [s.name for s in screens.SCREENS if not s.extra]
    assert [line for line in found if line.startswith("chatbot-8b:")] == \
        [f"chatbot-8b: {name}: a cut" for name in ordinary]


def test_the_check_finds_a_form_wider_than_its_pane(qtbot):
    """A radio button whose words do not wrap makes its form wider than a narrow pane: found."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    body = QWidget()
    column = QVBoxLayout(body)
    column.addWidget(QRadioButton("Выполнять пакетные задания (реферирование, классификация, перевод многих "
                                  "документов)"))
    area.setWidget(body)
    qtbot.add_widget(area)
    area.resize(300, 200)
    area.show()
    qtbot.wait_exposed(area)
    assert any("wider than its pane" in p for p in cut_texts(area))
    area.resize(1200, 200)
    qtbot.wait_until(lambda: not area.horizontalScrollBar().isVisible())
    assert not cut_texts(area)


def test_the_check_finds_parts_of_a_layout_drawn_over_each_other(qtbot):
    """A column of fixed-height parts given less height than they need overlaps: found."""
    holder = QWidget()
    column = QVBoxLayout(holder)
    for text in ("chart", "names under the bars"):
        label = QLabel(text)
        label.setFixedHeight(60)
        column.addWidget(label)
    qtbot.add_widget(holder)
    holder.setFixedSize(400, 90)
    holder.show()
    qtbot.wait_exposed(holder)
    assert any("overlap" in p for p in cut_texts(holder))
    holder.setFixedSize(400, 200)
    qtbot.wait_until(lambda: not any("overlap" in p for p in cut_texts(holder)))
