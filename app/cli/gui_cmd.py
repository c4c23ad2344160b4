"""`headroom gui [FILE]`: the desktop window (also what `headroom` alone starts).

Qt is imported only inside the handler, so `import app.cli` stays free of PySide6.
"""

from __future__ import annotations

import argparse

from app.text.i18n import tr  # not app.cli.common: the window must not wait for the engine
from app.text.languages import CODES

VIEWS = ("workload", "servers", "compare", "pilot")
WIZARD_STEPS = 6


def _step(text: str) -> int:
    value = int(text)
    if not 1 <= value <= WIZARD_STEPS:
        raise argparse.ArgumentTypeError(f"choose a step from 1 to {WIZARD_STEPS}")
    return value


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("gui", help=tr("open the desktop window (the default)"),
                                   description=tr("Open the desktop window, optionally with a workload file."))
    parser.add_argument("file", nargs="?", help=tr("a .headroom.json workload to open"))
    parser.add_argument("--screenshot", metavar="PNG_OR_FOLDER",
                        help=tr("render the window into this PNG file (offscreen) and exit; given a folder, "
                                "render every wizard step and view into it"))
    parser.add_argument("--check-text", action="store_true",
                        help=tr("visit every wizard step and view offscreen, list every text shown only in part, "
                                "and exit with status 1 if there is one"))
    parser.add_argument("--step", type=_step, metavar="N",
                        help=tr("show this wizard step: 1 goal, 2 model, 3 representation, 4 load, 5 targets, "
                                "6 operations"))
    parser.add_argument("--view", choices=VIEWS, help=tr("show this view"))
    parser.add_argument("--lang", dest="gui_lang", choices=CODES,
                        help=tr("language of the window (default: the saved setting, else the system's)"))
    parser.add_argument("--unit", choices=("GB", "GiB"),
                        help=tr("show sizes in GB (10^9 bytes) or GiB (2^30 bytes)"))
    parser.add_argument("--server", metavar="ID_OR_NAME", help=tr("the server profile to check against"))
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from app.ui.app import run as run_window

    args.lang = args.gui_lang or getattr(args, "lang", None)
    return run_window(args)
