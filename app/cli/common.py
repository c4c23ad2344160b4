"""Shared pieces of the CLI: loading input with clear problems, tables, JSON, the unit flag."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from pydantic import ValidationError

from app.cli import EXIT_BAD_INPUT as EXIT_BAD_INPUT  # re-exported for the commands
from app.core.catalog import Catalog, CatalogError, load_catalog
from app.core.findings import InputError, Problem
from app.core.offers.pricing import PurchaseTerms, load_purchase_terms
from app.core.units import Unit
from app.core.workload.io import read_workload_file
from app.core.workload.schema import Workload
from app.text import i18n
from app.text.formatting import Fmt
from app.text.messages import problem_text

if TYPE_CHECKING:
    from app.store import ProfileStore, StoreError
    from app.store.profiles_io import ImportProblem

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


def add_purchase_args(parser: argparse.ArgumentParser) -> None:
    """--years-of-use / --electricity-price: how a bought offer is costed, for this run (Settings keeps them)."""
    parser.add_argument("--years-of-use", metavar="YEARS",
                        help="a bought server's price is spread over these years (default: Settings, else 3)")
    parser.add_argument("--electricity-price", metavar="PRICE",
                        help="electricity for a bought server, per kWh, e.g. 0.15 or '0.15 USD' (default: "
                             "Settings, else 0.20 EUR)")


def _bad_option(option: str, value: str) -> CliExit:
    print(i18n.translate("Cli", "{option}: '{value}' is not usable: give a number above 0 (years up to 50; a price "
                                "per kWh, optionally with a three-letter currency)").format(option=option, value=value),
          file=sys.stderr)
    return CliExit(EXIT_BAD_INPUT)


def purchase_terms_or_exit(args: argparse.Namespace) -> PurchaseTerms:
    """The saved (or default) purchase terms with this run's options applied; a bad option is one line naming
    it, exit status 2."""
    terms = load_purchase_terms()
    years, power = getattr(args, "years_of_use", None), getattr(args, "electricity_price", None)
    if years is not None:
        try:
            terms = PurchaseTerms.model_validate({**terms.model_dump(), "years_of_use": float(years), "source": "user"})
        except (ValueError, ValidationError):
            raise _bad_option("--years-of-use", years) from None
    if power is not None:
        amount, _, currency = str(power).strip().partition(" ")
        update: dict[str, object] = {"source": "user"}
        try:
            update["electricity_price"] = float(amount.replace(",", "."))
            if currency.strip():
                update["electricity_currency"] = currency.strip()
            terms = PurchaseTerms.model_validate({**terms.model_dump(), **update})
        except (ValueError, ValidationError):
            raise _bad_option("--electricity-price", power) from None
    return terms


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
        raise CliExit(EXIT_BAD_INPUT) from None


def report_import_problems(source: str, problems: Sequence[ImportProblem]) -> None:
    """Problems of a server-profile file, one line each: `file: profile 2: gpu.id: must be text`."""
    from app.store.profiles_io import INVALID_PROFILE

    for prob in problems:
        where = [source]
        if prob.index is not None and prob.index > 0:
            where.append(i18n.translate(CTX, "profile {n}").format(n=prob.index + 1))
        if prob.problem is not None and prob.code not in ("invalid_json", "unsupported_format"):
            line = problem_text(prob.problem)
            if prob.code == INVALID_PROFILE or prob.problem.field != "(file)":
                where.append(line)
            else:
                where.append(line.removeprefix("(file): "))
        else:
            where.append(f"{prob.loc}: {prob.message or prob.code}" if prob.loc else (prob.message or prob.code))
        print(": ".join(where), file=sys.stderr)


def store_error_line(exc: StoreError) -> str:
    from app.text.library import store_error_text

    return store_error_text(exc.code, exc.params, str(exc.params.get("detail") or exc))


def _report_store_state(store: ProfileStore) -> None:
    """What opening the library had to do, and which saved profiles are left out: on stderr."""
    from app.text.library import migration_text, recovery_text

    recovered, migrated = store.recovered_from, store.migrated_from
    if recovered is not None:
        print(recovery_text(recovered.reason, str(recovered.path or ""), recovered.in_memory, recovered.salvaged,
                            recovered.lost), file=sys.stderr)
    if migrated is not None and migrated.backup is not None:
        print(migration_text(migrated.from_version, migrated.to_version, str(migrated.backup)), file=sys.stderr)


def report_store_notes(store: ProfileStore) -> None:
    from app.text.library import note_text

    for note in store.notes:
        print(note_text(note.code, note.params), file=sys.stderr)


@contextmanager
def open_store() -> Iterator[ProfileStore]:
    """The profile library, or one line and exit 2 if it cannot be opened (newer, foreign, locked)."""
    from app.store import ProfileStore, StoreError

    try:
        store = ProfileStore()
    except StoreError as exc:
        print(store_error_line(exc), file=sys.stderr)
        raise CliExit(EXIT_BAD_INPUT) from None
    with store:
        _report_store_state(store)
        yield store


def emit_json(data: object, compact: bool = False) -> None:
    """JSON as the standard has it: a non-finite figure (input checks keep them out) fails here
    rather than printing `Infinity`, which no JSON reader accepts. `compact`: one line, no spaces (a
    document of thousands of rows, read by programs)."""
    if compact:
        json.dump(data, sys.stdout, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    else:
        json.dump(data, sys.stdout, indent=2, ensure_ascii=False, allow_nan=False)
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
        from app.store import StoreError

        try:
            return int(handler(args))
        except CliExit as exc:
            return exc.code
        except InputError as exc:  # found while computing: about the workload (e.g. model.id)
            source = getattr(args, "workload", "") or ""
            report_problems(exc.problems, ", ".join(source) if isinstance(source, list) else str(source))
            return EXIT_BAD_INPUT
        except StoreError as exc:  # the library: locked by another instance, damaged meanwhile, ...
            print(store_error_line(exc), file=sys.stderr)
            return EXIT_BAD_INPUT
        except OSError as exc:  # a path the user gave: a name too long, a folder that is not there, ...
            if isinstance(exc, BrokenPipeError):
                raise
            where = exc.filename if exc.filename is not None else ""
            reason = exc.strerror or str(exc)
            print(f"{where}: {reason}" if where else reason, file=sys.stderr)
            return EXIT_BAD_INPUT

    return wrapped
