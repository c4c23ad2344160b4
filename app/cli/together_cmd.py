"""`headroom fit A B … --server S` and `headroom compare A B …`: several workloads judged on one server.

Each workload keeps its own result (as `fit`/`compare` give it for one workload); `together` says whether
the set runs on the server, which GPUs hold which workload over the day, and the recommendation for the set.
"""

from __future__ import annotations

import argparse
from typing import Any

from app.cli.common import (
    EXIT_BAD_INPUT,
    CliExit,
    catalog_or_exit,
    emit_json,
    fmt_for,
    report_problems,
    table,
)
from app.cli.estimate_cmd import unit_note
from app.cli.json_out import fit_json, missed_json
from app.cli.marks import BEST_MARK, colour
from app.cli.server_ref import all_servers, resolve_server, resolve_servers, split_tokens
from app.core.files.reading import read_json_file
from app.core.files.versioning import PROJECT
from app.core.findings import InputError
from app.core.fit.together import Slice, TogetherComparison, TogetherResult, compare_together, place_together, spans
from app.core.workload.project import MAX_PROJECT_FILE_BYTES, read_project_file
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload
from app.text import together as words
from app.text.formatting import Fmt
from app.text.i18n import translate
from app.text.messages import verdict_text


def slice_json(s: Slice, fmt: Fmt) -> dict[str, Any]:
    return {
        "hours": spans(s.hours), "verdict": s.verdict, "busiest_gpu": s.busiest_gpu,
        "busiest_bytes": s.busiest_bytes, "busiest_high_bytes": s.busiest_high_bytes,
        "capacity_bytes": s.capacity_bytes, "gpus_used": s.gpus_used,
        "residents": [{"workload": r.index, "name": r.name, "gpus": r.gpus, "shares_gpu": r.shares_gpu,
                       "sharing": r.sharing, "launch_option": r.share_knob, "memory_fraction": r.memory_fraction,
                       "per_gpu_bytes": r.per_gpu_bytes, "per_gpu_high_bytes": r.per_gpu_high_bytes,
                       "verdict": r.verdict, "missed": [missed_json(m, fmt) for m in r.missed],
                       "targets": [t.model_dump() for t in r.targets],
                       "text": words.resident_text(r, s, fmt)}
                      for r in s.residents],
    }


def together_json(t: TogetherResult, fmt: Fmt) -> dict[str, Any]:
    return {
        "server": {"id": t.server_id, "name": t.server_name, "gpu": t.gpu_name, "gpu_count": t.gpu_count},
        "verdict": t.verdict, "verdict_text": verdict_text(t.verdict), "memory_verdict": t.memory_verdict,
        "meets_must_haves": t.meets_must_haves, "reason": t.reason, "reason_params": t.reason_params,
        "reason_text": words.reason_text(t, fmt),
        "price": None if t.price_monthly is None else {"monthly": t.price_monthly, "currency": t.currency},
        "slices": [slice_json(s, fmt) for s in t.slices],
    }


def together_text(workloads: list[Workload], t: TogetherResult, fmt: Fmt) -> list[str]:
    out = [f"{t.server_name} — {t.gpu_count} × {t.gpu_name}",
           colour(translate("Cli", "Together: {verdict}").format(verdict=verdict_text(t.verdict).upper()), t.verdict),
           words.reason_text(t, fmt)]
    for s in t.slices:
        out.append(translate("Cli", "{hours}: the busiest GPU ({gpu}) needs {need} (high {high}) of {cap}").format(
            hours=words.hours_text(s), gpu=s.busiest_gpu, need=fmt.bytes(s.busiest_bytes),
            high=fmt.bytes(s.busiest_high_bytes), cap=fmt.bytes(s.capacity_bytes)))
        out += [f"  {words.resident_text(r, s, fmt)}" for r in s.residents]
    if any(r.shares_gpu for s in t.slices for r in s.residents):
        out.append(translate("Together", words.SHARE_NOTE))
    return out


def holds_several(paths: list[str]) -> bool:
    """Several workload files, or one project file (several workloads in one file)."""
    if len(paths) > 1:
        return True
    try:
        data = read_json_file(paths[0], MAX_PROJECT_FILE_BYTES)
    except InputError:
        return False  # the one-workload path reports the problem
    return isinstance(data, dict) and PROJECT.owns(data.get("format"))


def workloads_of(paths: list[str]) -> list[Workload]:
    """Every workload of the files (a project file holds several), each model resolved; a problem is named
    with its own file (exit 2)."""
    catalog = catalog_or_exit()
    out = []
    for path in paths:
        try:
            project = read_project_file(path)
            for w in project.workloads:
                resolve(w, catalog)
        except InputError as exc:
            report_problems(exc.problems, path)
            raise CliExit(EXIT_BAD_INPUT) from None
        out += project.workloads
    return out


def run_fit_together(args: argparse.Namespace) -> int:
    workloads = workloads_of(args.workload)
    catalog = catalog_or_exit()
    server = resolve_server(args.server)
    t = place_together(workloads, server, catalog)
    fmt = fmt_for(args)
    if args.json:
        emit_json({"workloads": [{"name": w.name, **fit_json(r, fmt)} for w, r in zip(workloads, t.alone, strict=True)],
                   "together": together_json(t, fmt)})
    else:
        print("\n".join([*together_text(workloads, t, fmt), "", unit_note(fmt)]))
    return 0


def _comparison_rows(c: TogetherComparison, fmt: Fmt) -> list[list[str]]:
    from app.text import advice

    rows = []
    for i, t in enumerate(c.results, 1):
        need = words.busiest_text(t, fmt)
        price = "—" if t.price_monthly is None else advice.money(fmt, t.price_monthly, t.currency or "")
        mark = f"{BEST_MARK} {i}" if t.key == c.recommended else str(i)
        rows.append([mark, t.server_name, colour(verdict_text(t.verdict), t.verdict), need, price])
    return rows


def run_compare_together(args: argparse.Namespace) -> int:
    workloads = workloads_of(args.workload)
    catalog = catalog_or_exit()
    servers = resolve_servers(args.servers) if split_tokens(args.servers) else all_servers()
    c = compare_together(workloads, servers, catalog)
    fmt = fmt_for(args)
    if args.json:
        emit_json({"workloads": [w.name for w in workloads], "recommended": c.recommended, "reason": c.reason,
                   "reason_text": words.recommendation_text(c, fmt),
                   "together": [together_json(t, fmt) for t in c.results],
                   "results": [{"server": t.key, "workloads": [fit_json(r, fmt) for r in t.alone]}
                               for t in c.results]})
        return 0
    header = ["#", translate("Cli", "Profile"), translate("Cli", "Together"),
              translate("Cli", "Busiest GPU need / usable"), translate("Cli", "Price / month")]
    names = ", ".join(w.name for w in workloads)
    out = [translate("Cli", "{names}: {n} profiles, best first").format(names=names, n=len(c.results)),
           table(_comparison_rows(c, fmt), header, right=(0, 3, 4)), ""]
    out += [f"{t.server_name}: {words.reason_text(t, fmt)}" for t in c.results[:3]]
    out += [words.recommendation_text(c, fmt), unit_note(fmt)]
    print("\n".join(out))
    return 0
