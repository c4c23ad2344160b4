"""Shared pieces of the CLI: loading input with clear problems, tables, JSON, the unit flag."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence

from app.core.catalog import Catalog, CatalogError, load_catalog
from app.core.findings import InputError, Problem
from app.core.units import Unit
from app.core.workload import Workload
from app.core.workload_io import read_workload_file
from app.text import i18n
from app.text.formatting import Fmt
from app.text.messages import problem_text

CTX = "Cli"


class CliExit(Exception):
    def __init__(self, code: int):
        self.code = code
        super().__init__(code)


tr = i18n.tr  # bare `tr("...")` calls: pyside6-lupdate files them under the empty context


def set_language(lang: str | None) -> str:
    return i18n.set_language(lang)


def add_unit_arg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--unit", choices=[u.value for u in Unit], default=Unit.GB.value,
                        help="display unit: GB = 10^9 bytes (default), GiB = 2^30 bytes")


def fmt_for(args: argparse.Namespace) -> Fmt:
    return Fmt(unit=getattr(args, "unit", Unit.GB.value), lang=i18n.current_language())


def report_problems(problems: Sequence[Problem], source: str = "") -> None:
    prefix = f"{source}: " if source else ""
    for p in problems:
        print(f"{prefix}{problem_text(p)}", file=sys.stderr)


def catalog_or_exit() -> Catalog:
    try:
        return load_catalog()
    except CatalogError as exc:
        print(i18n.translate("Cli", "The shipped catalog is damaged: {reason}").format(reason=exc), file=sys.stderr)
        raise CliExit(1) from None


def workload_or_exit(path: str) -> Workload:
    try:
        return read_workload_file(path)
    except InputError as exc:
        report_problems(exc.problems, path)
        raise CliExit(2) from None


def emit_json(data: object) -> None:
    json.dump(data, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


def table(rows: Sequence[Sequence[str]], header: Sequence[str], right: Sequence[int] = ()) -> str:
    """A plain text table; columns listed in `right` are right-aligned (numbers)."""
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]

    def line(cells: Sequence[str]) -> str:
        parts = [str(c).rjust(widths[i]) if i in right else str(c).ljust(widths[i]) for i, c in enumerate(cells)]
        return "  ".join(parts).rstrip()

    rule = "  ".join("─" * w for w in widths)
    return "\n".join([line(header), rule, *(line(r) for r in rows)])


def run_guarded(handler: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Wrap a command handler: input problems and CliExit become exit codes, never tracebacks."""

    def wrapped(args: argparse.Namespace) -> int:
        try:
            return int(handler(args))
        except CliExit as exc:
            return exc.code
        except InputError as exc:
            report_problems(exc.problems)
            return 2

    return wrapped
