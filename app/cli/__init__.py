"""`headroom` command line: a thin front over the core and the report writer.

Each subcommand lives in its own module and registers itself through `register(subparsers)`.
Commands print a readable table by default and JSON with `--json`. Bad input exits with status 2
and one line per problem; nothing shows a traceback.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

import app
from app.text.languages import CODES

# Modules that contribute subcommands, in help order. Each has `register(subparsers) -> None`.
COMMAND_MODULES = (
    "app.cli.estimate_cmd",
    "app.cli.fit_cmd",
    "app.cli.model_cmd",
    "app.cli.quote_cmd",
    "app.cli.pilot_cmd",
    "app.cli.servers_cmd",
    "app.cli.schema_cmd",
    "app.cli.completion_cmd",
    "app.cli.gui_cmd",
)

# Objects allocated before the first-generation collection of the cycle collector. A command allocates
# many small, short-lived engine objects (`compare` over a library of 10,000 offers: about a million),
# which reference counting frees; at Python 3.11's default of 700 the collector then ran thousands of
# times for no garbage: a quarter of that command's time. The window keeps the default.
GC_FIRST_GENERATION = 10_000

EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_BAD_INPUT = 2


class _VersionAction(argparse.Action):
    """--version, read only when asked: the installed metadata costs the window's first paint ~50 ms."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        print(f"headroom {app.__version__}")
        parser.exit()


class _Parser(argparse.ArgumentParser):
    """Bad arguments are one line naming the command (`headroom fit: the following arguments are
    required: --server`), exit status 2: the usage is one `--help` away."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: {message}\n")


def build_parser(modules: Sequence[str] = COMMAND_MODULES) -> argparse.ArgumentParser:
    parser = _Parser(
        prog="headroom",
        description="Size a GPU server for an AI workload: VRAM budget, fit, speed, bottlenecks, quote.",
    )
    parser.add_argument("--version", action=_VersionAction, nargs=0, help="show the version and exit")
    parser.add_argument("--lang", choices=CODES, default=None,
                        help="language of human-readable output (default: from the system locale)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in modules:
        importlib.import_module(name).register(sub)
    return parser


# Top-level options that take a value (so their value is not mistaken for a command).
TOP_LEVEL_VALUE_OPTIONS = ("--lang",)


def _first_command(args: list[str]) -> str | None:
    skip = False
    for arg in args:
        if skip:
            skip = False
            continue
        if arg in TOP_LEVEL_VALUE_OPTIONS:
            skip = True
            continue
        if not arg.startswith("-"):
            return arg
    return None


# Subcommand names; anything else in the command position (a project file, a GUI option's value)
# means the desktop app.
COMMANDS = frozenset({"estimate", "fit", "compare", "model", "quote", "pilot", "servers", "schema", "completion",
                      "gui"})


def _wants_gui(args: list[str]) -> bool:
    if any(a in ("-h", "--help", "--version") for a in args[:1]):
        return False
    return _first_command(args) not in COMMANDS


def _mistyped_command(args: list[str]) -> str | None:
    """`headroom comapre x.json`: a first word that is no command and no file, but close to a command
    (else a word there is the window's file to open). Returns the command it was likely meant to be."""
    word = _first_command(args)
    if word is None or word in COMMANDS or Path(word).exists():
        return None
    from app.core.files.suggest import closest  # pydantic: only here, never on the window's way to its first paint

    return closest(word, sorted(COMMANDS))


def _with_gui_command(args: list[str]) -> list[str]:
    """Insert `gui` after the top-level options: `--lang ru --screenshot x.png` → `--lang ru gui ...`."""
    head: list[str] = []
    rest = list(args)
    while rest and rest[0] in TOP_LEVEL_VALUE_OPTIONS:
        head += rest[:2]
        rest = rest[2:]
    return [*head, "gui", *rest]


def _printable_streams() -> None:
    """Text that is not valid Unicode (a lone surrogate from a file) prints as an escape, not a crash."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):
                pass


def _unexpected(exc: Exception) -> int:
    """A defect, not bad input: one line for the user, the traceback in the log for the report."""
    import traceback

    from app.infra import paths
    from app.text.i18n import translate

    if os.environ.get("HEADROOM_DEBUG"):
        raise exc
    log = paths.data_dir() / "logs" / "cli-errors.log"
    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        with open(log, "a", encoding="utf-8", errors="backslashreplace") as handle:
            handle.write("".join(traceback.format_exception(exc)) + "\n")
        where = str(log)
    except OSError:
        where = ""
    line = translate("Cli", "headroom: an unexpected error stopped the command ({error}). Please report it; the "
                            "details were written to {log}.") if where else \
        translate("Cli", "headroom: an unexpected error stopped the command ({error}). Please report it.")
    print(line.format(error=f"{type(exc).__name__}: {exc}"[:300], log=where), file=sys.stderr)
    return EXIT_FAILURE


def main(argv: Sequence[str] | None = None) -> int:
    _printable_streams()
    args_list = list(sys.argv[1:] if argv is None else argv)
    gui_only = False
    meant = _mistyped_command(args_list)
    if meant is not None:
        from app.text.i18n import translate

        print(translate("Cli", "headroom: '{word}' is not a command; did you mean {command}? (headroom --help lists "
                               "them)").format(word=_first_command(args_list), command=meant), file=sys.stderr)
        return EXIT_BAD_INPUT
    if _wants_gui(args_list):
        # `headroom` alone (or with only GUI options) starts the desktop app.
        args_list = _with_gui_command(args_list)
        gui_only = True
    elif _first_command(args_list) == "gui":
        gui_only = True
    # The window parses only its own options: importing every command first would delay its first paint.
    parser = build_parser(("app.cli.gui_cmd",) if gui_only else COMMAND_MODULES)
    if not gui_only:
        gc.set_threshold(GC_FIRST_GENERATION, *gc.get_threshold()[1:])
    args = parser.parse_args(args_list)
    from app.text.i18n import set_language

    set_language(args.lang)
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return EXIT_FAILURE
    try:
        return int(handler(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except Exception as exc:  # noqa: BLE001 - the last line of defence: never a traceback on the terminal
        return _unexpected(exc)
