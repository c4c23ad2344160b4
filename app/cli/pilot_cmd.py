"""`headroom pilot kit WORKLOAD -o DIR` and `headroom pilot import RESULTS... WORKLOAD`."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from app.cli.common import (
    EXIT_BAD_INPUT,
    CliExit,
    add_unit_arg,
    catalog_or_exit,
    emit_json,
    fmt_for,
    open_store,
    report_problems,
    run_guarded,
    table,
    tr,
    workload_or_exit,
)
from app.core.findings import InputError, by_severity
from app.core.fit.place import fit
from app.core.fit.types import FitResult
from app.core.memory.components import budget
from app.core.pilot.ceiling import decode_ceiling
from app.core.pilot.results import MemoryResults, ServeResults, read_results_file
from app.core.pilot.review import compare_results
from app.core.pilot.review_types import Estimate, MeasuredValue, PilotComparison, RunComparison
from app.core.speed.calibration import SpeedCalibration
from app.text.calibration import calibration_details, calibration_rows
from app.text.calibration import t as calibration_words
from app.text.formatting import Fmt
from app.text.i18n import current_language
from app.text.languages import CODES
from app.text.pilot import (
    criterion_status_text,
    criterion_text,
    criterion_value_text,
    pilot_finding_text,
    pilot_note_text,
    pilot_status_text,
    position_text,
    value_label,
)

SEVERITY_MARK = {"critical": "!!", "warning": "! ", "info": "i "}
DASH = "—"


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("pilot", help="plan a pilot and read its results back",
                       description="Write a pilot kit for a workload, or compare a pilot's results with the estimate.")
    psub = p.add_subparsers(dest="pilot_command", metavar="ACTION")
    k = psub.add_parser("kit", help="write the pilot kit folder",
                        description="Write plan.json, a README, pilot_serve.py, pilot_memory.py and the workload "
                                    "into a folder for whoever runs the trial server.")
    k.add_argument("workload")
    k.add_argument("-o", "--output", required=True, help="the folder to write (new or empty)")
    k.add_argument("--lang", dest="kit_lang", choices=CODES, default=None,
                   help="language of the README (default: that of the command line, `headroom --lang`)")
    k.add_argument("--server", help="the server profile the pilot runs on: its memory boundary is tested too")
    k.add_argument("--force", action="store_true", help="write into a folder that already holds files")
    k.add_argument("--json", action="store_true",
                   help="say what was written as JSON: the folder, its files, the runs and criteria")
    k.set_defaults(handler=run_guarded(run_kit))
    i = psub.add_parser("import", help="compare a pilot's results with the estimate",
                        description="Read results.json from pilot_serve.py and/or pilot_memory.py and show them "
                                    "beside the estimate: memory, speed, acceptance criteria and the boundary.")
    i.add_argument("results", nargs="+", help="one or more results files (the last argument is the workload)")
    i.add_argument("workload")
    i.add_argument("--server", help="the server profile the pilot ran on (compares speeds with its estimate)")
    i.add_argument("--calibrate", action="store_true",
                   help="keep what was measured as a calibration of that server (with --server): fit, compare, "
                        "the window and the quote then use the measured speed for this model and runtime")
    add_unit_arg(i)
    i.add_argument("--json", action="store_true")
    i.set_defaults(handler=run_guarded(run_import))
    c = psub.add_parser("calibrations", help="list, show or remove the calibrations pilots left in the library",
                        description="Calibrations are what `pilot import --calibrate` measured on a server.")
    csub = c.add_subparsers(dest="calibrations_command", metavar="ACTION")
    cl = csub.add_parser("list", help="every calibration")
    cl.add_argument("--json", action="store_true")
    cl.set_defaults(handler=run_guarded(run_calibrations_list))
    cs = csub.add_parser("show", help="what one calibration measured")
    cs.add_argument("id", help="the calibration's id (its first characters will do)")
    add_unit_arg(cs)
    cs.add_argument("--json", action="store_true")
    cs.set_defaults(handler=run_guarded(run_calibrations_show))
    cr = csub.add_parser("remove", help="remove a calibration: the server's estimate is the formula's again")
    cr.add_argument("id")
    cr.add_argument("--json", action="store_true")
    cr.set_defaults(handler=run_guarded(run_calibrations_remove))
    c.set_defaults(handler=lambda args: (c.print_help(), 1)[1])
    p.set_defaults(handler=lambda args: (p.print_help(), 1)[1])


def _fit_or_none(workload_path: str, server: str | None) -> tuple[Any, Any, FitResult | None]:
    """The workload, the catalog and the fit on `server`: the formula's (a pilot is held against the
    estimate, not against an earlier pilot's calibration)."""
    from app.cli.server_ref import resolve_server, uncalibrated

    workload = workload_or_exit(workload_path)
    catalog = catalog_or_exit()
    result = fit(workload, uncalibrated([resolve_server(server)], True)[0], catalog) if server else None
    return workload, catalog, result


# ------------------------------------------------------------------ kit

KIT_NAME_CHARS = 40  # of a workload's name in its kit folder's name


def _kit_folder_name(n: int, name: str) -> str:
    """`1-support-chatbot`: a workload's kit inside a project's kit folder."""
    safe = "".join(ch if ch.isalnum() else "-" for ch in name.lower()).strip("-")
    return f"{n}-{'-'.join(part for part in safe.split('-') if part)[:KIT_NAME_CHARS] or 'workload'}"


def run_project_kit(args: argparse.Namespace) -> int:
    """A project file: one kit per workload, each in its own folder under --output (planned one by one)."""
    from pathlib import Path

    from app.cli.server_ref import resolve_server, uncalibrated
    from app.cli.together_cmd import workloads_of
    from app.core.fit.place import fit as fit_on
    from app.report.pilot_kit.kit import KitError, write_kit

    workloads = workloads_of([args.workload])
    catalog = catalog_or_exit()
    server = uncalibrated([resolve_server(args.server)], True)[0] if args.server else None
    kits = []
    for n, workload in enumerate(workloads, 1):
        folder = Path(args.output) / _kit_folder_name(n, workload.name)
        try:
            kits.append(write_kit(workload, folder, catalog, lang=args.kit_lang or current_language(),
                                  fit=fit_on(workload, server, catalog) if server else None, force=args.force))
        except KitError as exc:
            print(tr("{path}: cannot write the kit: {reason}").format(path=exc.path, reason=exc.reason or exc.code),
                  file=sys.stderr)
            return 2
    if args.json:
        emit_json({"folder": str(args.output), "kits": [
            {"workload": w.name, "folder": str(k.folder), "files": [p.name for p in k.files],
             "load_test_runs": len(k.plan.measured_runs), "speed_runs": k.plan.speed_runs,
             "memory_runs": len(k.plan.memory_runs), "acceptance_criteria": len(k.plan.acceptance)}
            for w, k in zip(workloads, kits, strict=True)]})
        return 0
    for w, k in zip(workloads, kits, strict=True):
        print(tr("Pilot kit for {name} written to {folder}:").format(name=w.name, folder=k.folder))
    return 0


def run_kit(args: argparse.Namespace) -> int:
    from app.cli.together_cmd import holds_several
    from app.report.pilot_kit.kit import KitError, write_kit

    if holds_several([args.workload]):
        return run_project_kit(args)
    workload, catalog, fitted = _fit_or_none(args.workload, args.server)
    try:
        kit = write_kit(workload, args.output, catalog, lang=args.kit_lang or current_language(), fit=fitted,
                        force=args.force,
                        workload_file=args.workload)
    except KitError as exc:
        messages = {
            "folder_not_empty": tr("{path}: the folder is not empty (use --force to write into it)"),
            "not_a_folder": tr("{path}: not a folder"),
            "write_failed": tr("{path}: cannot write the kit: {reason}"),
        }
        print(messages[exc.code].format(path=exc.path, reason=exc.reason), file=sys.stderr)
        return 2  # the folder is the user's input like any other
    fmt = fmt_for(args)
    plan = kit.plan
    if args.json:
        emit_json({"folder": str(kit.folder), "files": [p.name for p in kit.files],
                   "load_test_runs": len(plan.measured_runs), "speed_runs": plan.speed_runs,
                   "memory_runs": len(plan.memory_runs),
                   "acceptance_criteria": len(plan.acceptance),
                   "notes": [{"code": n.code, "message": pilot_note_text(n, fmt)} for n in plan.notes]})
        return 0
    print(tr("Pilot kit for {name} written to {folder}:").format(name=workload.name, folder=kit.folder))
    for path in kit.files:
        print(f"  {path.name}")
    if plan.is_training:
        print(tr("{speed} speed runs, {memory} memory runs, {criteria} acceptance criteria; see README.md.").format(
            speed=plan.speed_runs, memory=len(plan.memory_runs) - plan.speed_runs, criteria=len(plan.acceptance)))
    else:
        print(tr("{runs} load-test runs, {memory} memory runs, {criteria} acceptance criteria; see README.md.").format(
            runs=len(plan.measured_runs), memory=len(plan.memory_runs), criteria=len(plan.acceptance)))
    for note in plan.notes:
        print(f"i  {pilot_note_text(note, fmt)}")
    return 0


# ------------------------------------------------------------------ import


def _read_all(paths: list[str]) -> list[ServeResults | MemoryResults]:
    docs, bad = [], False
    for path in paths:
        try:
            docs.append(read_results_file(path))
        except InputError as exc:
            report_problems(exc.problems, path)
            bad = True
    if bad:
        raise CliExit(2)
    return docs


def _num(value: float | None, fmt: Fmt, seconds: bool = False) -> str:
    if value is None:
        return DASH
    return fmt.seconds(value) if seconds else fmt.rate(value)


def _est(est: Estimate | None, fmt: Fmt, seconds: bool = False) -> str:
    if est is None:
        return DASH
    return f"{_num(est.typical, fmt, seconds)} ({_num(est.low, fmt, seconds)}–{_num(est.high, fmt, seconds)})"


def _bytes(value: float | None, fmt: Fmt) -> str:
    return DASH if value is None else fmt.bytes(value)


def _run_rows(runs: list[RunComparison], fmt: Fmt) -> list[list[str]]:
    rows = []
    for r in runs:
        ok = DASH if r.meets_criteria is None else (tr("yes") if r.meets_criteria else tr("no"))
        rows.append([r.name, fmt.number(r.input_tokens), str(r.concurrency), str(r.requests),
                     str(r.failed), _num(r.ttft_p95_s, fmt, True), _est(r.est_ttft_s, fmt, True),
                     _num(r.tokens_per_s_p50, fmt), _est(r.est_tokens_per_s_per_user, fmt),
                     _num(r.aggregate_tokens_per_s, fmt), _bytes(r.peak_gpu_memory_bytes, fmt), ok])
    return rows


def _value_row(v: MeasuredValue, fmt: Fmt) -> list[str]:
    if v.unit == "bytes":
        measured = _bytes(v.measured, fmt)
        est = DASH if v.estimate is None else \
            f"{fmt.bytes(v.estimate.typical)} ({fmt.bytes(v.estimate.low)}–{fmt.bytes(v.estimate.high)})"
    else:
        seconds = v.unit == "s"
        measured, est = _num(v.measured, fmt, seconds), _est(v.estimate, fmt, seconds)
    label = value_label(v.key) + (f" [{v.run}]" if v.run else "")
    return [label, measured, est, position_text(v.position)]




def comparison_text(c: PilotComparison, fmt: Fmt) -> list[str]:
    out = [tr("Pilot results for {name} ({models})").format(name=c.workload_name, models=", ".join(c.models_measured)),
           pilot_status_text(c.status)]
    if c.measured_from:
        out.append(tr("Measured {start} – {end}").format(start=c.measured_from, end=c.measured_to or "?"))
    value_head = [tr("Measure"), tr("Measured"), tr("Estimate (low–high)"), tr("Against the estimate")]
    if c.runs:
        head = [tr("Run"), tr("Input"), tr("Conc."), tr("Req."), tr("Failed"), tr("TTFT p95"), tr("est. TTFT"),
                tr("tok/s p50"), tr("est. tok/s"), tr("Aggregate"), tr("Peak GPU"), tr("Meets")]
        out += ["", table(_run_rows(c.runs, fmt), head, right=(1, 2, 3, 4, 5, 7, 9, 10))]
    values = ([c.peak] if c.peak else []) + list(c.speed)
    if values:
        out += ["", table([_value_row(v, fmt) for v in values], value_head)]
    for m in c.memory_runs:
        out += ["", tr("Memory run {name} ({mode}, {status}): peak allocated {alloc}, reserved {res}").format(
            name=m.name, mode=m.mode, status=m.status, alloc=_bytes(m.peak_allocated_bytes, fmt),
            res=_bytes(m.peak_reserved_bytes, fmt))]
        rows = [_value_row(v, fmt) for v in [*m.components, *([m.peak] if m.peak else [])]]
        if rows:
            out.append(table(rows, value_head))
    if c.criteria:
        rows = [[criterion_text(k, fmt, c.requested_concurrency), tr("yes") if k.must_have else tr("no"),
                 criterion_value_text(k.code, k.measured, fmt), k.worst_run or DASH,
                 criterion_status_text(k.status)] for k in c.criteria]
        out += ["", table(rows, [tr("Criterion"), tr("Must"), tr("Worst"), tr("Run"), tr("Result")])]
    b = c.boundary
    if b is not None:
        if b.beyond_tested:
            out += ["", tr("Boundary: the criteria held at every tested level, up to {n} concurrent requests.").format(
                n=b.concurrency)]
        elif b.concurrency:
            out += ["", tr("Boundary: the criteria hold up to {n} concurrent requests; they fail at {m}.").format(
                n=b.concurrency, m=b.first_failing)]
        else:
            failing = b.first_failing or 0
            out += ["", tr("Boundary: the criteria fail already at {m} concurrent requests.", "", failing).format(
                m=failing)]
    if c.estimated_max_concurrency is not None:
        out.append(tr("The estimate's memory boundary on {server}: {n} concurrent sequences.").format(
            server=c.server, n=c.estimated_max_concurrency))
    if c.versions:
        out += ["", tr("Versions: {list}").format(list="; ".join(f"{k} {v}" for k, v in c.versions.items()))]
    if c.findings:
        out += ["", tr("Warnings:")]
        for f in by_severity(list(c.findings)):
            message, fix = pilot_finding_text(f, fmt)
            out.append(f"{SEVERITY_MARK[f.severity]} {message}")
            if fix:
                out.append(f"   → {fix}")
    return out


def comparison_json(c: PilotComparison, fmt: Fmt) -> dict[str, Any]:
    """The comparison's fields, plus the status, criteria and findings in words."""
    data = c.model_dump(mode="json")
    data["status_text"] = pilot_status_text(c.status)
    for item, crit in zip(data["criteria"], c.criteria, strict=True):
        item["label"] = criterion_text(crit, fmt, c.requested_concurrency)
    for item, finding in zip(data["findings"], c.findings, strict=True):
        item["message"], item["fix"] = pilot_finding_text(finding, fmt)
    return data


def _calibrate(args: argparse.Namespace, workload: Any, catalog: Any, docs: list[ServeResults | MemoryResults],
               comparison: PilotComparison) -> SpeedCalibration:
    """The calibration the results make for --server, stored in the library; exit 2 with one line if none."""
    from app.cli.server_ref import _looks_like_file, find_entry
    from app.core.pilot.calibrate import calibration_from

    def refuse(key: str) -> CliExit:
        print(calibration_words(key), file=sys.stderr)
        return CliExit(EXIT_BAD_INPUT)

    if not args.server:
        raise refuse("needs_server")
    if _looks_like_file(args.server):
        raise refuse("file_server")
    if not comparison.comparable:
        raise refuse("not_comparable")
    with open_store() as store:
        server = find_entry(store, args.server).profile
        try:
            cal = calibration_from(workload, docs, server, catalog, args.results,
                                   ceiling=decode_ceiling(budget(workload, catalog), catalog))
        except InputError:
            raise refuse("nothing") from None
        cid = store.add_calibrations([cal])[0]
    return cal.model_copy(update={"id": cid})


def run_import(args: argparse.Namespace) -> int:
    docs = _read_all(args.results)
    workload, catalog, fitted = _fit_or_none(args.workload, args.server)
    comparison = compare_results(workload, docs, budget(workload, catalog), fitted, catalog=catalog)
    cal = _calibrate(args, workload, catalog, docs, comparison) if args.calibrate else None
    fmt = fmt_for(args)
    if args.json:
        data = comparison_json(comparison, fmt)
        if cal is not None:
            data["calibration"] = cal.model_dump(mode="json")
        emit_json(data)
    else:
        print("\n".join(comparison_text(comparison, fmt)))
        if cal is not None:
            print("\n" + calibration_words("stored").format(id=cal.id[:8], server=cal.server_name or cal.server_id))
    return 0


# ------------------------------------------------------------------ calibrations


def run_calibrations_list(args: argparse.Namespace) -> int:
    with open_store() as store:
        cals = store.calibrations()
    if args.json:
        emit_json([c.model_dump(mode="json") for c in cals])
        return 0
    if not cals:
        print(calibration_words("none"))
        return 0
    head, rows = calibration_rows(cals)
    print(table(rows, head))
    return 0


def _one(store: Any, cid: str) -> SpeedCalibration:
    from app.store import StoreError

    try:
        found: SpeedCalibration = store.calibration(cid)
        return found
    except StoreError:
        print(calibration_words("not_found").format(id=cid), file=sys.stderr)
        raise CliExit(EXIT_BAD_INPUT) from None


def run_calibrations_show(args: argparse.Namespace) -> int:
    with open_store() as store:
        cal = _one(store, args.id)
    if args.json:
        emit_json(cal.model_dump(mode="json"))
    else:
        print("\n".join(calibration_details(cal, fmt_for(args))))
    return 0


def run_calibrations_remove(args: argparse.Namespace) -> int:
    with open_store() as store:
        cal = _one(store, args.id)
        store.remove_calibration(cal.id)
    if args.json:
        emit_json({"removed": cal.id, "server": cal.server_id})
    else:
        print(calibration_words("removed").format(id=cal.id[:8]))
    return 0
