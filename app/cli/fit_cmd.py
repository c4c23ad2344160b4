"""`headroom fit WORKLOAD --server ID_OR_FILE` and `headroom compare WORKLOAD [--servers A,B,C]`."""

from __future__ import annotations

import argparse
import sys

from app.cli.common import (
    EXIT_BAD_INPUT,
    add_purchase_args,
    add_unit_arg,
    catalog_or_exit,
    emit_json,
    fmt_for,
    purchase_terms_or_exit,
    run_guarded,
    table,
    workload_or_exit,
)
from app.cli.compare_json import compare_document
from app.cli.estimate_cmd import unit_note, warnings_block
from app.cli.json_out import fit_json
from app.cli.marks import BEST_MARK, MISS_MARK, colour
from app.cli.server_ref import (
    add_calibration_arg,
    all_servers,
    resolve_server,
    resolve_servers,
    split_tokens,
    uncalibrated,
)
from app.core.findings import Note
from app.core.fit.place import fit
from app.core.fit.rank import compare
from app.core.fit.types import Comparison, FitResult
from app.core.offers.pricing import load_pricing
from app.core.offers.server import ServerProfile
from app.core.speed.types import RANGE_FROM_MEASURED_ERROR
from app.core.workload.schema import Workload
from app.text import advice
from app.text import pricing as pricing_text
from app.text import tasks as tasks_text
from app.text.calibration import calibration_line
from app.text.formatting import Fmt
from app.text.i18n import translate
from app.text.messages import note_text, placement_text, verdict_text
from app.text.traffic import traffic_lines


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("fit", help="will this server do the job?",
                       description="Place a workload on one server profile: verdict, headroom, speed, warnings.")
    p.add_argument("workload", nargs="+", help="a workload file; several: judged together on the one server")
    p.add_argument("--server", required=True,
                   help="a profile's id or name (shipped or from your library; `headroom servers` lists them) "
                        "or a JSON file")
    add_unit_arg(p)
    add_purchase_args(p)
    add_calibration_arg(p)
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=run_guarded(run_fit))

    c = sub.add_parser("compare", help="rank server profiles for a workload",
                       description="Rank profiles: those that fit and meet every must-have first; a service "
                                   "by what a month of it costs, batch work by its price per million tokens, "
                                   "training by the cost of the job — each under the offer's terms (by the month, "
                                   "by the hour with a minimum, bought); ties to more headroom.")
    c.add_argument("workload", nargs="+", help="a workload file; several: judged together on each server")
    c.add_argument("--servers", default="",
                   help="comma-separated ids, names or files (default: every profile in the library)")
    add_unit_arg(c)
    add_purchase_args(c)
    add_calibration_arg(c)
    c.add_argument("--json", action="store_true",
                   help="the ranking as JSON (docs/compare-json.md): the best few offers and those the "
                        "recommendation names, each distinct machine and budget once")
    c.add_argument("--all", action="store_true",
                   help="with --json: every offer of the ranking, not only the shortlist (on one line)")
    c.set_defaults(handler=run_guarded(run_compare))


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
    if s.traffic is not None:
        out += traffic_lines(s.traffic, fmt)
    if s.training_tokens_per_s:
        out.append(translate("Cli", "Training throughput (estimate): {typ} tokens/s ({low}–{high})").format(
            typ=fmt.rate(s.training_tokens_per_s.typical), low=fmt.rate(s.training_tokens_per_s.low),
            high=fmt.rate(s.training_tokens_per_s.high)))
    if s.training_hours:
        out.append(translate("Cli", "Time for the dataset: {typ} h ({low}–{high} h)").format(
            typ=fmt.number(s.training_hours.typical, 1), low=fmt.number(s.training_hours.low, 1),
            high=fmt.number(s.training_hours.high, 1)))
    if s.calibration is not None:
        out.append(calibration_line(s.calibration, fmt))
    return out


def _people_line(workload: Workload, requests: int | None, fmt: Fmt) -> str:
    served = advice.people_for(workload, requests, fmt) if requests else ""
    return f" ({served})" if served else ""


def fit_text(res: FitResult, fmt: Fmt, workload: Workload) -> list[str]:
    training = workload.is_training
    verdict = translate("Cli", "Verdict: {verdict}").format(verdict=verdict_text(res.verdict).upper())
    out = [f"{res.server_name} — {res.gpu_count * res.placement.nodes} × {res.gpu_name}", colour(verdict, res.verdict)]
    out += [colour(f"{MISS_MARK} {advice.capitalized(advice.missed_text(m, fmt))}", res.verdict) for m in res.missed]
    if res.budget is not None:
        per_gpu = translate("Cli", "Per GPU: needs {need} ({low}–{high}) of {cap} usable; headroom {head} ({pct})")
        out.append(per_gpu.format(
            need=fmt.bytes(res.per_gpu_bytes), low=fmt.bytes(res.per_gpu_low_bytes),
            high=fmt.bytes(res.per_gpu_high_bytes), cap=fmt.bytes(res.capacity_bytes),
            head=fmt.bytes(res.headroom_bytes), pct=fmt.percent(res.headroom_fraction)))
        # what the low-high covers, from measured error, and where its high is capped
        out += [note_text(n, fmt) for n in res.budget.range_notes]
        out.append(translate("Cli", "The need for this split: {need}").format(need=advice.need_text(res, fmt)))
        if res.host_bytes_per_node is not None and res.ram_bytes:
            out.append(translate("Cli", "System RAM per server: needs {need} (high {high}) of {ram}").format(
                need=fmt.bytes(res.host_bytes_per_node), high=fmt.bytes(res.host_high_bytes_per_node or 0),
                ram=fmt.bytes(res.ram_bytes)))
        if res.budget.nvme_bytes:
            out.append(translate("Cli", "NVMe for offloaded state: {need} per rank").format(
                need=fmt.bytes(res.budget.tier_bytes("nvme", gpus=1))))
        out.append(placement_text(res.placement.code, res.placement.model_dump(), fmt))
        reason = advice.split_reason(res, fmt)
        if reason:
            out.append(reason)
        people = advice.people_text(workload, fmt)
        if people:
            out.append(advice.capitalized(people) + ".")
        if res.max_concurrency is not None:
            text = translate("Cli", "Largest micro-batch that fits: {n}") if training else \
                translate("Cli", "Most concurrent sequences that fit: {n}")
            if res.budget.task in ("image_generation", "speech_to_text"):
                text = translate("Cli", "Most requests at once that fit: {n}")
            out.append(text.format(n=fmt.number(res.max_concurrency))
                       + ("" if training else _people_line(workload, res.max_concurrency, fmt)))
        if res.max_context is not None:
            text = translate("Cli", "Longest sequence that fits: {n} tokens") if training else \
                translate("Cli", "Longest input + output that fits: {n} tokens")
            line = text.format(n=fmt.number(res.max_context))
            if res.max_context_limited_by_model:
                line += translate("Cli", " (the model's own limit)")
            out.append(line)
    out += _speed_lines(res, fmt)
    if res.price is not None:
        out.append(translate("Cli", "Price: {terms}").format(terms=pricing_text.price_terms_text(res.price, fmt)))
        cost = pricing_text.result_cost_text(res, fmt)
        if cost:
            out.append(translate("Cli", "Cost of the work: {cost}").format(cost=cost))
    out += tasks_text.speed_lines(res.speed, workload, fmt)
    if res.speed is not None and RANGE_FROM_MEASURED_ERROR in res.speed.assumptions:  # what the speed ranges cover
        out.append(note_text(Note(code=RANGE_FROM_MEASURED_ERROR), fmt))
    batch = tasks_text.batch_text(res, workload, fmt)
    if batch:
        out.append(colour(batch, res.verdict))
    if res.warnings:
        out.append(translate("Cli", "Warnings:"))
        out += warnings_block(list(res.warnings), fmt)
    return out


def run_fit(args: argparse.Namespace) -> int:
    from app.cli.together_cmd import holds_several, run_fit_together

    if holds_several(args.workload):
        return run_fit_together(args)
    workload = workload_or_exit(args.workload[0])
    catalog = catalog_or_exit()
    server = uncalibrated([resolve_server(args.server)], args.no_calibration)[0]
    res = fit(workload, server, catalog, load_pricing(terms=purchase_terms_or_exit(args)))
    fmt = fmt_for(args)
    if args.json:
        emit_json(fit_json(res, fmt))
    else:
        print("\n".join([*fit_text(res, fmt, workload), "", unit_note(fmt)]))
    if res.verdict == "unknown_gpu":  # the profile names a GPU the catalog does not know: bad input
        print(translate("Cli", "{server}: gpu.id: '{gpu}' is not in the catalog; give the GPU's name and "
                               "memory_bytes in the profile").format(server=args.server, gpu=server.gpu.id),
              file=sys.stderr)
        return EXIT_BAD_INPUT
    return 0


def _servers(arg: str) -> list[ServerProfile]:
    return resolve_servers(arg) if split_tokens(arg) else all_servers()


def _rule_column(result: Comparison) -> tuple[str, str]:
    """The header of the column the rule ranks by (beside the monthly price), and its key."""
    headers = {"token_cost": translate("Cli", "Price / M tokens"),
               "job_cost": translate("Cli", "Cost of the job"),
               "batch_cost": translate("Cli", "Cost of the batch"),
               "unit_cost": translate("Cli", "Price / unit of work"),
               "training_token_cost": translate("Cli", "Price / M training tokens")}
    if result.rule in headers:
        return headers[result.rule], result.rule
    return translate("Cli", "Price / M tokens"), "per_million"


def _speed_cell(r: FitResult, fmt: Fmt) -> str:
    """The comparison's speed column: per user / in total, training or batch time, or work an hour."""
    s = r.speed  # none where the work cannot run (app.core.fit.place)
    speed = "—"
    if s and s.tokens_per_s_per_user and s.aggregate_tokens_per_s:
        speed = f"{fmt.rate(s.tokens_per_s_per_user.typical)} / {fmt.rate(s.aggregate_tokens_per_s.typical)}"
    elif s and s.training_tokens_per_s:
        speed = fmt.rate(s.training_tokens_per_s.typical)
    if s and s.batch_hours is not None:
        speed = translate("Cli", "{hours} h").format(hours=fmt.number(s.batch_hours.typical, 1))
    elif s and s.work_per_hour is not None and s.kind in ("image_generation", "speech_to_text", "embedding"):
        speed = fmt.number(s.work_per_hour.typical, 0 if s.work_per_hour.typical >= 100 else 1)
    return speed


def compare_text(workload: Workload, result: Comparison, fmt: Fmt) -> list[str]:
    head, column = _rule_column(result)
    traffic = workload.load.requests_per_s is not None and not workload.is_training
    rows = []
    for i, r in enumerate(result.results, 1):
        speed = _speed_cell(r, fmt)
        price = "—" if r.price_monthly is None else advice.money(fmt, r.price_monthly, r.currency or "")
        cost = result.costs.get(r.key)
        if column == "per_million":
            ranked = "—" if r.price_per_million_tokens is None else \
                advice.money(fmt, r.price_per_million_tokens, r.currency or "")
        else:
            ranked = "—" if cost is None else advice.money(fmt, cost.amount, cost.currency)
        mark = f"{BEST_MARK} {i}" if r.key == result.recommended else str(i)
        ram = "—" if r.host_bytes_per_node is None or not r.ram_bytes else \
            f"{fmt.bytes(r.host_bytes_per_node, 0)} / {fmt.bytes(r.ram_bytes, 0)}"
        row = [mark, r.server_name, colour(verdict_text(r.verdict), r.verdict),
               f"{fmt.bytes(r.per_gpu_bytes, 1)} / {fmt.bytes(r.capacity_bytes, 1)}",
               fmt.percent(r.headroom_fraction) if r.budget else "—", ram, speed, price, ranked]
        if traffic:  # the servers the arrival rate needs (the ranking's month is the price × this)
            row.insert(7, "—" if r.servers_needed is None or not r.budget else fmt.number(r.servers_needed))
        rows.append(row)
    speed_head = translate("Cli", "train tok/s") if workload.is_training else translate("Cli", "tok/s user / total")
    kinds = {r.speed.kind for r in result.results if r.speed is not None}
    if workload.load.batch is not None:
        speed_head = translate("Cli", "Batch takes")
    elif kinds & {"image_generation", "speech_to_text", "embedding"}:
        speed_head = translate("Cli", "Work / hour")
    header = ["#", translate("Cli", "Profile"), translate("Cli", "Verdict"), translate("Cli", "Per GPU need / usable"),
              translate("Cli", "Headroom"), translate("Cli", "RAM need / RAM"), speed_head,
              translate("Cli", "Price / month"), head]
    if traffic:
        header.insert(7, translate("Cli", "Servers"))
    right = tuple(range(3, len(header)))
    out = [translate("Cli", "{name}: {n} profiles, best first").format(name=workload.name, n=len(rows)),
           table(rows, header, right=(0, *right)), ""]
    people = advice.people_text(workload, fmt)
    if people:
        out.append(advice.capitalized(people) + ".")
    for r in result.results:
        if r.missed:
            out.append(colour(f"{MISS_MARK} {r.server_name}: {advice.missed_list(r, fmt)}", r.verdict))
    best = result.best
    if best is not None and workload.load.batch is not None:
        batch = tasks_text.batch_text(best, workload, fmt)
        if batch:
            out.append(f"{BEST_MARK} {best.server_name}: {batch}")
    out.append(advice.recommendation_text(result, fmt))
    best = result.best
    if best is not None and best.budget is not None:
        out.append(translate("Cli", "Its need: {need}.").format(need=advice.need_text(best, fmt)))
    for r in result.results:
        if r.speed is not None and r.speed.calibration is not None:
            out.append(f"{r.server_name}: {calibration_line(r.speed.calibration, fmt)}")
    out.append(translate("Cli", "Speeds and prices per token are estimates; a pilot confirms them."))
    out.append(unit_note(fmt))
    return out


def run_compare(args: argparse.Namespace) -> int:
    from app.cli.together_cmd import holds_several, run_compare_together

    if holds_several(args.workload):
        return run_compare_together(args)
    workload = workload_or_exit(args.workload[0])
    catalog = catalog_or_exit()
    terms = purchase_terms_or_exit(args)
    servers = uncalibrated(_servers(args.servers), args.no_calibration)
    result = compare(workload, servers, catalog, terms=terms)
    fmt = fmt_for(args)
    if args.json:
        everything = args.all or bool(split_tokens(args.servers))  # servers named: every one of them
        emit_json(compare_document(workload, result, servers, fmt, everything), compact=args.all)
        return 0
    print("\n".join(compare_text(workload, result, fmt)))
    return 0
