"""`headroom schema [workload|server]`: the JSON Schema of the file formats."""

from __future__ import annotations

import argparse

from app.cli.common import emit_json
from app.core.server import SERVER_FORMAT, ServerProfile
from app.core.workload import Workload


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("schema", help="print the JSON Schema of a file format")
    p.add_argument("kind", nargs="?", choices=("workload", "server"), default="workload")
    p.add_argument("--json", action="store_true", help="accepted for uniformity: the schema is JSON")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    model = Workload if args.kind == "workload" else ServerProfile
    schema = model.model_json_schema()
    schema["$id"] = f"https://headroom.invalid/schema/{args.kind}-1.json"
    schema["title"] = "headroom.workload/1" if args.kind == "workload" else SERVER_FORMAT
    emit_json(schema)
    return 0
