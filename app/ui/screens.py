"""A tour of the window: every wizard step and view, shown in turn, for screenshots and text checks.

`headroom gui FILE --screenshot DIR` saves one PNG per screen into DIR; with `--check-text` every
text a screen shows only in part is reported (app.ui.text_fit) and the command fails.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtWidgets import QApplication

from app.ui.text_fit import cut_texts

if TYPE_CHECKING:
    from app.ui.main_window import MainWindow

SETTLE_ROUNDS = 3  # event-loop passes so layouts, the chart and deferred redraws finish
WIZARD_SCREENS = ("goal", "model", "representation", "load", "targets", "operations")
VIEW_SCREENS = ("compare", "servers", "pilot")


class Screen(NamedTuple):
    name: str
    show: Callable[[MainWindow], None]


def _wizard_step(step: int) -> Callable[[MainWindow], None]:
    def show(window: MainWindow) -> None:
        window.show_view("workload")
        window.wizard.go(step)

    return show


def _view(key: str) -> Callable[[MainWindow], None]:
    def show(window: MainWindow) -> None:
        window.show_view(key)

    return show


SCREENS = (*(Screen(f"wizard-{n}-{name}", _wizard_step(n - 1)) for n, name in enumerate(WIZARD_SCREENS, start=1)),
           *(Screen(key, _view(key)) for key in VIEW_SCREENS))


def settle() -> None:
    app = QApplication.instance()
    for _ in range(SETTLE_ROUNDS):
        if app is not None:
            app.processEvents()


def tour(window: MainWindow, names: tuple[str, ...] = ()) -> Iterator[str]:
    """Show each screen (all, or those named) and yield its name once it is laid out and drawn."""
    for screen in SCREENS:
        if names and screen.name not in names:
            continue
        screen.show(window)
        settle()
        yield screen.name


def save_tour(window: MainWindow, folder: Path, suffix: str = "", check: bool = False) -> list[str]:
    """A PNG per screen in `folder` (`wizard-2-model{suffix}.png`, ...); returns the cut texts found."""
    folder.mkdir(parents=True, exist_ok=True)
    problems: list[str] = []
    for name in tour(window):
        window.grab().save(str(folder / f"{name}{suffix}.png"))
        if check:
            problems.extend(f"{name}: {p}" for p in cut_texts(window))
    return problems
