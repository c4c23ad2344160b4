"""`headroom schema [workload|server|compare]`: the JSON Schema of the file formats and of `compare --json`."""

from __future__ import annotations

import argparse

from app.cli.common import emit_json
from app.core.offers.server import SERVER_FORMAT

KINDS = ("workload", "server", "compare")


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("schema", help="print the JSON Schema of a file format or of compare --json",
                       description="The JSON Schema of a workload file, a server profile file, or the "
                                   "document `headroom compare --json` writes (docs/compare-json.md).")
    p.add_argument("kind", nargs="?", choices=KINDS, default="workload")
    p.add_argument("--json", action="store_true", help="accepted for uniformity: the schema is JSON")
    p.set_defaults(handler=run)


def schema_of(kind: str) -> dict[str, object]:
    """The schema of `kind`: the pydantic models' for the files, app.cli.compare_schema's for compare."""
    if kind == "compare":
        from app.cli.compare_schema import compare_schema

        return compare_schema()
    from app.core.offers.server import ServerProfile
    from app.core.workload.schema import Workload

    model = Workload if kind == "workload" else ServerProfile
    schema = model.model_json_schema()
    schema["$id"] = f"https://headroom.invalid/schema/{kind}-1.json"
    schema["title"] = "headroom.workload/1" if kind == "workload" else SERVER_FORMAT
    return schema


def run(args: argparse.Namespace) -> int:
    emit_json(schema_of(args.kind))
    return 0
