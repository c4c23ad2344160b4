"""A tour of the window: every wizard step and view, shown in turn, for screenshots and text checks.

`headroom gui FILE --screenshot DIR` saves one PNG per screen into DIR; with `--check-text` every
text a screen shows only in part is reported (app.ui.text_fit) and the command fails. After the
screens a buyer sees first come harder ones for the check: the longest explanation under the chart,
a training run (every part of the bar, the longest legend), a field with a problem, six profiles
compared, a plan that does not fit.

Without a FILE, the check tours a fresh start (no goal, no model chosen yet) and then every shipped
example in turn, since the texts differ with the work (a speech model, images, training).
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
# Six profiles side by side (the comparison's maximum), with long names.
SIX_PROFILES = ("srv-4x-l40s-lean", "hgx-4x-h100-sxm", "hgx-8x-a100-80gb", "srv-8x-mi300x", "ws-1x-rtx-pro-6000",
                "cluster-2x-dgx-h100")
# A full fine-tune of a 70B model on a budget 8-GPU host: gradients, optimizer states, a long verdict.
TRAINING = {"mode": "full_finetune", "model": {"id": "llama-3.1-70b"}, "gpus": 8,
            "training": {"seq_len": 4096, "micro_batch": 2, "sharding": "zero3"}}
TRAINING_SERVER = "srv-8x-h100-lowram"


class Screen(NamedTuple):
    name: str
    show: Callable[[MainWindow], None]
    extra: bool = False  # a state for the text check, after the screens the README shows


def _wizard_step(step: int, pin: str | None = None) -> Callable[[MainWindow], None]:
    def show(window: MainWindow) -> None:
        window.show_view("workload")
        window.wizard.go(step)
        if window.result is not None:
            window.result.chart.pin(pin)

    return show


def _view(key: str) -> Callable[[MainWindow], None]:
    def show(window: MainWindow) -> None:
        window.show_view(key)

    return show


def _training(window: MainWindow) -> None:
    window.session.update_fields(TRAINING)
    window.session.set_server(TRAINING_SERVER)
    _wizard_step(3, "optimizer_states")(window)


def _problem(window: MainWindow) -> None:
    window.session.set_field("load.concurrency", "many")  # the typed text stays; a problem shows under it
    window.session.set_field("mode", "inference")
    _wizard_step(3)(window)


def _six_compared(window: MainWindow) -> None:
    window.session.set_field("load.concurrency", 8)
    known = {e.id for e in window.session.store.all_profiles()}
    window.session.set_compare_ids([p for p in SIX_PROFILES if p in known])
    window.show_view("compare")


SCREENS = (
    *(Screen(f"wizard-{n}-{name}", _wizard_step(n - 1, "kv_cache" if name == "load" else None))
      for n, name in enumerate(WIZARD_SCREENS, start=1)),
    *(Screen(key, _view(key)) for key in ("compare", "servers", "pilot")),
    Screen("extra-training", _training, extra=True),
    Screen("extra-compare-training", _view("compare"), extra=True),
    Screen("extra-problem", _problem, extra=True),
    Screen("extra-six-compared", _six_compared, extra=True),
)


def settle() -> None:
    app = QApplication.instance()
    for _ in range(SETTLE_ROUNDS):
        if app is not None:
            app.processEvents()


def tour(window: MainWindow, extras: bool = True) -> Iterator[str]:
    """Show each screen in turn (with `extras`, the check's harder states too) and yield its name
    once it is laid out and drawn."""
    for screen in SCREENS:
        if screen.extra and not extras:
            continue
        screen.show(window)
        settle()
        yield screen.name


def example_files() -> list[Path]:
    """The shipped examples, in name order."""
    from app.infra import resources

    return sorted(resources.path("examples").glob("*.headroom.json"))


def open_example(window: MainWindow, path: Path) -> None:
    """Load an example as the draft (not remembered among recent files: a check is not a user's work)."""
    from app.ui.project_files import read_document

    data, _problems, _raw = read_document(path)
    if data is not None:
        window.session.load_data(data, path)
        window.show_view("workload")
        settle()


def check_everything(window: MainWindow, folder: Path | None = None) -> list[str]:
    """The check of a fresh start (saved as PNGs in `folder` if given), then of every example, then
    of the harder states once: every text found cut, named by state and screen."""
    problems = [f"fresh start: {p}" for p in save_tour(window, folder, extras=False)]
    for path in example_files():
        open_example(window, path)
        example = path.name.removesuffix(".headroom.json")
        problems.extend(f"{example}: {p}" for p in save_tour(window, None, extras=False))
    problems.extend(f"{name}: {p}" for name in tour(window) if name.startswith("extra-")
                    for p in cut_texts(window))
    return problems


def save_tour(window: MainWindow, folder: Path | None, suffix: str = "", check: bool = False,
              extras: bool | None = None) -> list[str]:
    """A PNG per screen in `folder` if given (`wizard-2-model{suffix}.png`, ...); with `check` (and
    `folder` None: always), the cut texts found are returned, the extra states visited too unless
    `extras` is False."""
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    check = check or folder is None
    problems: list[str] = []
    for name in tour(window, extras=check if extras is None else extras):
        if folder is not None and not name.startswith("extra-"):
            window.grab().save(str(folder / f"{name}{suffix}.png"))
        if check:
            problems.extend(f"{name}: {p}" for p in cut_texts(window))
    return problems
