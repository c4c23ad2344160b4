"""Which server profile a command-line argument means: a JSON file, a profile id, or a profile's name.

`--server srv-1x-l40s`, `--server "2U server, 1x L40S"` and `--server offer.json` all work; a name two
profiles share is refused with their ids, and a typo is answered with the closest id or name ("did you
mean …?"). Ids and names come from the shipped profiles and the user's library (`headroom servers`).
"""

from __future__ import annotations

import sys
from pathlib import Path

from app.cli.common import (
    EXIT_BAD_INPUT,
    CliExit,
    open_store,
    report_import_problems,
    report_store_notes,
    store_error_line,
    tr,
)
from app.core.files.suggest import closest
from app.core.offers.server import ServerProfile
from app.store import ProfileEntry, ProfileStore
from app.text.i18n import translate


def _looks_like_file(token: str) -> bool:
    path = Path(token)
    return path.suffix.lower() == ".json" or path.exists()


def _from_file(token: str) -> ServerProfile:
    from app.store.profiles_io import read_profiles_file

    profiles, problems = read_profiles_file(Path(token))
    if problems or not profiles:
        report_import_problems(token, problems)
        if not problems:
            print(translate("Cli", "{file}: no server profile in this file").format(file=token), file=sys.stderr)
        raise CliExit(EXIT_BAD_INPUT)
    return profiles[0][1]


def find_entry(store: ProfileStore, token: str) -> ProfileEntry:
    """The profile `token` names in the library: its id, else its name (exactly, then ignoring case).
    Exits with status 2 and one line when none or several match."""
    from app.store import StoreError
    from app.store import errors as E

    try:
        return store.get(token)
    except StoreError as exc:
        if exc.code == E.INVALID_ROW:
            print(store_error_line(exc), file=sys.stderr)
            raise CliExit(EXIT_BAD_INPUT) from None
        if exc.code != E.NOT_FOUND:
            raise
    entries = store.all_profiles()
    named = [e for e in entries if e.profile.name == token] or \
        [e for e in entries if e.profile.name.casefold() == token.casefold()]
    if len(named) == 1:
        return named[0]
    if named:
        print(tr("'{name}' is the name of %n profiles ({ids}): give the id of one", "", len(named))
              .replace("{name}", token).replace("{ids}", ", ".join(e.id for e in named)), file=sys.stderr)
        raise CliExit(EXIT_BAD_INPUT)
    line = translate("Cli", "no server profile '{token}': give an id, a name or a .json file "
                          "(`headroom servers` lists them)").format(token=token)
    meant = closest(token, [*(e.id for e in entries), *(e.profile.name for e in entries)])
    if meant is not None:
        line = translate("Cli", "{problem}; did you mean '{suggestion}'?").format(problem=line, suggestion=meant)
    print(line, file=sys.stderr)
    raise CliExit(EXIT_BAD_INPUT)


def resolve_server(token: str) -> ServerProfile:
    """A JSON file, or an id or name from the shipped profiles or the user's library."""
    if _looks_like_file(token):
        return _from_file(token)
    with open_store() as store:
        return find_entry(store, token).profile


def split_servers(arg: str, store: ProfileStore | None) -> list[str]:
    """`--servers A,B,C`: ids, names or files separated by commas. A shipped name holds commas ("2U
    server, 1x L40S"): pieces that together name a profile of the library are taken together."""
    pieces = arg.split(",")
    known: set[str] = set()
    if store is not None and len(pieces) > 1:
        for entry in store.all_profiles():
            known.update((entry.id.casefold(), entry.profile.name.casefold()))
    tokens, i = [], 0
    while i < len(pieces):
        end = next((j for j in range(len(pieces), i + 1, -1)
                    if ",".join(pieces[i:j]).strip().casefold() in known), i + 1)
        token = ",".join(pieces[i:end]).strip()
        if token:
            tokens.append(token)
        i = end
    return tokens


def resolve_servers(arg: str) -> list[ServerProfile]:
    """The profiles `--servers` names, the library opened once (a file among them is read as such)."""
    if all(_looks_like_file(t) for t in split_tokens(arg)):
        return [_from_file(t) for t in split_tokens(arg)]
    with open_store() as store:
        return [_from_file(t) if _looks_like_file(t) else find_entry(store, t).profile
                for t in split_servers(arg, store)]


def all_servers() -> list[ServerProfile]:
    with open_store() as store:
        profiles = [e.profile for e in store.all_profiles(include_archived=False)]
        report_store_notes(store)  # saved profiles that cannot be read are named, not dropped silently
        return profiles


def split_tokens(arg: str) -> list[str]:
    """Comma-separated pieces, as given (see split_servers for names that hold commas)."""
    return [t.strip() for t in arg.split(",") if t.strip()]


def add_calibration_arg(parser: object) -> None:
    """`--no-calibration`: the formula's estimate, leaving out what pilots measured on the servers."""
    parser.add_argument("--no-calibration", action="store_true",  # type: ignore[attr-defined]
                        help="give the estimate as the formulas make it, without what pilots measured on the server")


def uncalibrated(profiles: list[ServerProfile], off: bool) -> list[ServerProfile]:
    """The profiles without their calibrations when `off` (`--no-calibration`)."""
    return [p.model_copy(update={"calibrations": []}) for p in profiles] if off else profiles

