"""`headroom servers [--json | --ids]`, `headroom servers import FILE`, `headroom servers export FILE`.

The list gives what `--server` and `--servers` accept: each profile's id and name, with its GPUs and
price, shipped examples first, then the user's library. Import and export read and write the same
`headroom.server/2` / `headroom.servers/1` files as the Servers view (app.store.profiles_io).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from app.cli.common import (
    EXIT_BAD_INPUT,
    CliExit,
    catalog_or_exit,
    emit_json,
    fmt_for,
    open_store,
    report_store_notes,
    run_guarded,
    table,
    tr,
)
from app.cli.server_ref import find_entry, split_servers
from app.core.catalog import Catalog
from app.store import ProfileEntry
from app.text import pricing as pricing_text
from app.text.formatting import Fmt


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("servers", help="list, import and export server profiles",
                       description="List the server profiles `--server` and `--servers` accept (ids, names, GPUs, "
                                   "prices): the shipped examples and your library. `servers import FILE` adds "
                                   "the profiles of a file to your library; `servers export FILE` writes them.")
    p.add_argument("--json", action="store_true", help="the list as JSON")
    p.add_argument("--ids", action="store_true", help="only the ids, one per line (for scripts)")
    p.add_argument("--all", action="store_true", help="also archived profiles")
    p.set_defaults(handler=run_guarded(run_list))
    actions = p.add_subparsers(dest="servers_action", metavar="ACTION")
    imp = actions.add_parser("import", help="add the profiles of a JSON file to your library",
                             description="Add the profiles of a headroom.server/2 or headroom.servers/1 file to "
                                         "your library. Profiles already there are skipped; a name already taken "
                                         "gets a suffix. Invalid profiles are named and nothing else is lost.")
    imp.add_argument("file")
    imp.add_argument("--json", action="store_true")
    imp.set_defaults(handler=run_guarded(run_import))
    exp = actions.add_parser("export", help="write profiles to a JSON file",
                             description="Write your saved profiles (or the ones named) to a headroom.servers/1 "
                                         "file another Headroom can import.")
    exp.add_argument("file")
    exp.add_argument("--servers", default="",
                     help="comma-separated ids or names (default: every saved profile of yours)")
    exp.add_argument("--json", action="store_true")
    exp.set_defaults(handler=run_guarded(run_export))


# ------------------------------------------------------------------ the list


def server_json(entry: ProfileEntry, catalog: Catalog, fmt: Fmt) -> dict[str, Any]:
    p = entry.profile
    spec = p.gpu_spec(catalog)
    return {
        "id": entry.id, "name": p.name, "provider": p.provider, "shipped": entry.shipped, "archived": entry.archived,
        "gpu": {"id": p.gpu.id, "name": spec.name if spec else (p.gpu.name or p.gpu.id),
                "memory_bytes": spec.memory_bytes if spec else None, "known": spec is not None},
        "gpu_count": p.gpu_count, "nodes": p.nodes, "interconnect": p.interconnect,
        "price": p.price.model_dump(exclude_none=True) if p.price else None,
        "price_text": pricing_text.price_terms_text(p.price, fmt) if p.price else None,
    }


def run_list(args: argparse.Namespace) -> int:
    from app.text import profile_text as pt

    catalog = catalog_or_exit()
    with open_store() as store:
        entries = store.all_profiles(include_archived=bool(args.all))
        report_store_notes(store)
    if args.ids:
        print("\n".join(e.id for e in entries))
        return 0
    if args.json:
        emit_json({"servers": [server_json(e, catalog, fmt_for(args)) for e in entries]})
        return 0
    fmt = fmt_for(args)
    rows = []
    for e in entries:
        p = e.profile
        source = tr("example") if e.shipped else (tr("yours, archived") if e.archived else tr("yours"))
        price = pricing_text.price_terms_text(p.price, fmt)
        rows.append([e.id, p.name, pt.gpu_summary(p, catalog, fmt), price, source])
    print(table(rows, [tr("Id"), tr("Name"), tr("GPUs"), tr("Price"), tr("Source")], right=(3,)))
    print(tr("Give `--server` an id, a name (in quotes) or a .json file."))
    return 0


# ------------------------------------------------------------------ import / export


def run_import(args: argparse.Namespace) -> int:
    from app.cli.common import report_import_problems
    from app.store.profiles_io import import_profiles
    from app.text.store_words import import_summary

    with open_store() as store:
        report = import_profiles(store, Path(args.file), rename_suffix=tr(" (imported)"))
    report_import_problems(args.file, report.problems)
    if report.problems and not report.imported and not report.skipped_duplicates:
        return EXIT_BAD_INPUT  # nothing in the file could be used: its problems are the answer
    if args.json:
        emit_json({"imported": report.imported,
                   "renamed": [{"id": r.id, "from": r.original_name, "to": r.new_name} for r in report.renamed],
                   "skipped_duplicates": [{"index": d.index, "name": d.name, "duplicate_of": d.duplicate_of}
                                          for d in report.skipped_duplicates],
                   "problems": len(report.problems)})
    else:
        print(import_summary(report))
        for r in report.renamed:
            print(tr("“{old}” imported as “{new}”").format(old=r.original_name, new=r.new_name))
        for d in report.skipped_duplicates:
            print(tr("“{name}” is already in the library: skipped").format(name=d.name))
    return 0


def _check_output(path: Path) -> None:
    folder = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        print(tr("{path}: is a folder; give the name of the file to write").format(path=path), file=sys.stderr)
        raise CliExit(EXIT_BAD_INPUT)
    if not folder.is_dir():
        print(tr("{path}: cannot write: the folder {folder} does not exist").format(path=path, folder=folder),
              file=sys.stderr)
        raise CliExit(EXIT_BAD_INPUT)


def run_export(args: argparse.Namespace) -> int:
    from app.store.profiles_io import export_profiles

    path = Path(args.file)
    _check_output(path)
    with open_store() as store:
        tokens = split_servers(args.servers, store)
        entries = [find_entry(store, t) for t in tokens] if tokens else store.user_profiles()
        report_store_notes(store)
    if not entries:
        print(tr("Your library holds no profiles to export (give --servers to export shipped ones)."),
              file=sys.stderr)
        return EXIT_BAD_INPUT
    export_profiles(path, [e.profile for e in entries], collection=True)
    if args.json:
        emit_json({"file": str(path), "exported": [e.id for e in entries]})
    else:
        print(tr("Wrote %n profiles to {path}.", "", len(entries)).replace("{path}", str(path)))
    return 0
