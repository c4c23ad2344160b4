"""`headroom fit WORKLOAD --server ID_OR_FILE` and `headroom compare WORKLOAD [--servers A,B,C]`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.cli.common import (
    CliExit,
    add_unit_arg,
    catalog_or_exit,
    emit_json,
    fmt_for,
    run_guarded,
    table,
    workload_or_exit,
)
from app.cli.estimate_cmd import unit_note, warnings_block
from app.cli.json_out import fit_json
from app.core.catalog import Catalog
from app.core.fit.place import fit
from app.core.fit.rank import compare
from app.core.fit.types import FitResult
from app.core.server import ServerProfile
from app.text.formatting import Fmt
from app.text.i18n import translate
from app.text.messages import placement_text, reason_text, split_reason_text, verdict_text


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("fit", help="will this server do the job?",
                       description="Place a workload on one server profile: verdict, headroom, speed, warnings.")
    p.add_argument("workload")
    p.add_argument("--server", required=True, help="a profile id (shipped or from your library) or a JSON file")
    add_unit_arg(p)
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=run_guarded(run_fit))

    c = sub.add_parser("compare", help="rank server profiles for a workload",
                       description="Rank profiles: fitting ones first, then by price per million tokens or "
                                   "headroom.")
    c.add_argument("workload")
    c.add_argument("--servers", default="", help="comma-separated ids or files (default: every profile)")
    add_unit_arg(c)
    c.add_argument("--json", action="store_true")
    c.set_defaults(handler=run_guarded(run_compare))


def resolve_server(token: str) -> ServerProfile:
    """A JSON file, or an id from the shipped profiles or the user's library."""
    from app.store import ProfileStore, StoreError
    from app.store.profiles_io import read_profiles_file

    path = Path(token)
    if path.suffix.lower() == ".json" or path.exists():
        profiles, problems = read_profiles_file(path)
        if problems or not profiles:
            for prob in problems:
                where = f"{prob.loc}: " if prob.loc else ""
                print(f"{token}: {where}{prob.message or prob.code}", file=sys.stderr)
            if not problems:
                print(translate("Cli", "{file}: no server profile in this file").format(file=token), file=sys.stderr)
            raise CliExit(2)
        return profiles[0][1]
    with ProfileStore() as store:
        try:
            return store.get(token).profile
        except StoreError:
            message = translate("Cli", "no server profile with id '{id}' (see `headroom compare` for the list)")
            print(message.format(id=token), file=sys.stderr)
            raise CliExit(2) from None


def all_servers() -> list[ServerProfile]:
    from app.store import ProfileStore

    with ProfileStore() as store:
        return [e.profile for e in store.all_profiles(include_archived=False)]


def _speed_lines(res: FitResult, fmt: Fmt) -> list[str]:
    s = res.speed
    if s is None:
        return []
    out = []
    if s.ttft_s and s.kind == "generation":
        out.append(translate("Cli", "Time to first token (estimate): {typ} ({low}–{high})").format(
            typ=fmt.seconds(s.ttft_s.typical), low=fmt.seconds(s.ttft_s.low), high=fmt.seconds(s.ttft_s.high)))
        if s.ttft_long_s and s.long_input_tokens:
            out.append(translate("Cli", "  for the long input of {n} tokens: {typ}").format(
                n=fmt.number(s.long_input_tokens), typ=fmt.seconds(s.ttft_long_s.typical)))
    if s.tokens_per_s_per_user:
        out.append(translate("Cli", "Tokens/s per user at {c} concurrent: {typ} ({low}–{high})").format(
            c=s.concurrency, typ=fmt.rate(s.tokens_per_s_per_user.typical),
            low=fmt.rate(s.tokens_per_s_per_user.low), high=fmt.rate(s.tokens_per_s_per_user.high)))
    if s.aggregate_tokens_per_s:
        out.append(translate("Cli", "Aggregate throughput: {typ} tokens/s").format(
            typ=fmt.rate(s.aggregate_tokens_per_s.typical)))
    if s.training_tokens_per_s:
        out.append(translate("Cli", "Training throughput (estimate): {typ} tokens/s ({low}–{high})").format(
            typ=fmt.rate(s.training_tokens_per_s.typical), low=fmt.rate(s.training_tokens_per_s.low),
            high=fmt.rate(s.training_tokens_per_s.high)))
    if s.training_hours:
        out.append(translate("Cli", "Time for the dataset: {typ} h ({low}–{high} h)").format(
            typ=fmt.number(s.training_hours.typical, 1), low=fmt.number(s.training_hours.low, 1),
            high=fmt.number(s.training_hours.high, 1)))
    return out


def fit_text(res: FitResult, fmt: Fmt, training: bool) -> list[str]:
    out = [f"{res.server_name} — {res.gpu_count * res.placement.nodes} × {res.gpu_name}",
           translate("Cli", "Verdict: {verdict}").format(verdict=verdict_text(res.verdict).upper())]
    if res.budget is not None:
        per_gpu = translate("Cli", "Per GPU: needs {need} ({low}–{high}) of {cap} usable; headroom {head} ({pct})")
        out.append(per_gpu.format(
            need=fmt.bytes(res.per_gpu_bytes), low=fmt.bytes(res.per_gpu_low_bytes),
            high=fmt.bytes(res.per_gpu_high_bytes), cap=fmt.bytes(res.capacity_bytes),
            head=fmt.bytes(res.headroom_bytes), pct=fmt.percent(res.headroom_fraction)))
        out.append(placement_text(res.placement.code, res.placement.model_dump(), fmt))
        reason = split_reason_text(res.placement.model_dump(), fmt)
        if reason:
            out.append(reason)
        if res.max_concurrency is not None:
            text = translate("Cli", "Largest micro-batch that fits: {n}") if training else \
                translate("Cli", "Most concurrent sequences that fit: {n}")
            out.append(text.format(n=fmt.number(res.max_concurrency)))
        if res.max_context is not None:
            text = translate("Cli", "Longest sequence that fits: {n} tokens") if training else \
                translate("Cli", "Longest input + output that fits: {n} tokens")
            line = text.format(n=fmt.number(res.max_context))
            if res.max_context_limited_by_model:
                line += translate("Cli", " (the model's own limit)")
            out.append(line)
    out += _speed_lines(res, fmt)
    if res.warnings:
        out.append(translate("Cli", "Warnings:"))
        out += warnings_block(list(res.warnings), fmt)
    return out


def run_fit(args: argparse.Namespace) -> int:
    workload = workload_or_exit(args.workload)
    catalog = catalog_or_exit()
    server = resolve_server(args.server)
    res = fit(workload, server, catalog)
    fmt = fmt_for(args)
    if args.json:
        emit_json(fit_json(res, fmt))
    else:
        print("\n".join([*fit_text(res, fmt, workload.is_training), "", unit_note(fmt)]))
    return 0 if res.verdict != "unknown_gpu" else 1


def _servers(arg: str, catalog: Catalog) -> list[ServerProfile]:
    tokens = [t.strip() for t in arg.split(",") if t.strip()]
    return [resolve_server(t) for t in tokens] if tokens else all_servers()


def run_compare(args: argparse.Namespace) -> int:
    workload = workload_or_exit(args.workload)
    catalog = catalog_or_exit()
    servers = _servers(args.servers, catalog)
    result = compare(workload, servers, catalog)
    fmt = fmt_for(args)
    best = next((r for r in result.results if (r.server_id or r.server_name) == result.recommended), None)
    if args.json:
        emit_json({"recommended": result.recommended, "reason": result.reason,
                   "reason_text": reason_text(result.reason, best.server_name if best else ""),
                   "results": [fit_json(r, fmt) for r in result.results]})
        return 0
    rows = []
    for i, r in enumerate(result.results, 1):
        s = r.speed if r.verdict in ("fits", "tight") else None  # no speed for a server that cannot run it
        speed = "—"
        if s and s.tokens_per_s_per_user and s.aggregate_tokens_per_s:
            speed = f"{fmt.rate(s.tokens_per_s_per_user.typical)} / {fmt.rate(s.aggregate_tokens_per_s.typical)}"
        elif s and s.training_tokens_per_s:
            speed = fmt.rate(s.training_tokens_per_s.typical)
        price = "—" if r.price_monthly is None else f"{fmt.number(r.price_monthly)} {r.currency}"
        per_m = "—" if r.price_per_million_tokens is None else fmt.number(r.price_per_million_tokens, 2)
        rows.append([str(i), r.server_name, verdict_text(r.verdict),
                     f"{fmt.bytes(r.per_gpu_bytes, 1)} / {fmt.bytes(r.capacity_bytes, 1)}",
                     fmt.percent(r.headroom_fraction) if r.budget else "—", speed, price, per_m])
    speed_head = translate("Cli", "train tok/s") if workload.is_training else translate("Cli", "tok/s user / total")
    header = ["#", translate("Cli", "Profile"), translate("Cli", "Verdict"), translate("Cli", "Per GPU need / usable"),
              translate("Cli", "Headroom"), speed_head, translate("Cli", "Price / month"),
              translate("Cli", "Price / M tokens")]
    print(translate("Cli", "{name}: {n} profiles, best first").format(name=workload.name, n=len(rows)))
    print(table(rows, header, right=(0, 3, 4, 5, 6, 7)))
    print()
    print(reason_text(result.reason, best.server_name if best else ""))
    print(translate("Cli", "Speeds and prices per token are estimates; a pilot confirms them."))
    print(unit_note(fmt))
    return 0
