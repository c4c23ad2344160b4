"""Accuracy in sample and out of sample (leave one source out), per category, for memory, speed and tasks.

    python tests/core/calibration_fit/accuracy_report.py               # the table (markdown)
    python tests/core/calibration_fit/accuracy_report.py --before      # ... with the engine before the fit beside it
    python tests/core/calibration_fit/accuracy_report.py --json        # the figures as JSON
    python tests/core/calibration_fit/accuracy_report.py --record      # store them in recorded.json (the tests' bar)

Per category: cases, independent sources, the median |error| and the median signed error (bias) of the typical
figure in sample (the shipped fit) and out of sample (every constant refitted without the case's source), and of
the out-of-sample ranges: the share of measurements inside low–high, the share past the risky end ("above
high" for memory and for time to first token; "below low" for a decode rate: the false-fit rate), and the
median width (high − low over typical). Beside them, each public formula's median |error| and its own
false-fit rate (measurement above the formula's figure) on the cases it covers.

The image, speech and embedding rows (tests/core/calibration_tasks): the encoder terms of fit_tasks.py are
refitted without each source; the rows a hand-set constant was fitted on (the `fitted` flag: image and
speech) have no out-of-sample figure; their ranges are the leave-one-source-out ratios of their category.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

# This folder, the three calibration sets' folders and the repository root (for `app`), before their imports.
_HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(_HERE), *(str(_HERE.parent / s) for s in ("calibration", "calibration_speed",
                                                               "calibration_tasks")), str(_HERE.parents[2])]

import engine_view  # noqa: E402
import speed_view  # noqa: E402
import task_view  # noqa: E402
from fit_constants import (  # noqa: E402
    memory_cases,
    memory_total_ratios,
    memory_view,
    row_key_of,
    run_fit,
    speed_band,
    speed_cases,
    speed_residuals,
    task_view_now,
    total_range_of,
)
from fit_parts import PART_RANGES, part_ratios  # noqa: E402
from fit_tasks import band_of, band_ratios  # noqa: E402
from fitlib import ROOT, Scored, source_key  # noqa: E402
from public_formulas import FORMULAS  # noqa: E402

from app.core import fitted  # noqa: E402

RECORDED = Path(__file__).parent / "recorded.json"
TOTALS = "memory: whole-job totals"
MEMORY_ALL = "memory: all"
DECODE_ALL = "decode: all"
TTFT_ALL = "ttft: all"
TASK_TIME = "tasks: time (image, speech, embedding, VLM)"
TASK_MEMORY = "tasks: memory (image, speech)"


def _ratio_range(typical: float, ratios: tuple[float, float]) -> tuple[float, float]:
    return typical * ratios[0], typical * ratios[1]


def memory_rows(data: fitted.Fitted, folds: dict[str, fitted.Fitted]) -> list[Scored]:
    ratios = {**memory_total_ratios(memory_cases(), folds), **part_ratios(memory_cases(), folds, memory_view)}
    out: list[Scored] = []
    for case in memory_cases():
        src = source_key(case["source"])
        with fitted.use(data):
            v = memory_view(case)
        with fitted.use(folds[src]):
            lv = memory_view(case)
        total = case["measured"]["component"] in engine_view.WHOLE_JOB
        low, high, loso_low, loso_high = v.low, v.high, lv.low, lv.high
        if total and v.category in data.ranges:
            r = data.ranges[v.category]
            low, high = _ratio_range(v.typical, (r.low_ratio, r.high_ratio))
            lr = total_range_of(ratios, v.category, leave_out=src)  # nested: the range fitted without the source
            if lr is not None:
                loso_low, loso_high = _ratio_range(lv.typical, (lr.low_ratio, lr.high_ratio))
            else:
                loso_low = loso_high = lv.typical
            # Parameter offload: the high stops at the same job's high with the parameters kept on the GPUs.
            if v.ceiling_ratio is not None:
                high = min(high, v.typical * v.ceiling_ratio)
            if lv.ceiling_ratio is not None:
                loso_high = min(loso_high, lv.typical * lv.ceiling_ratio)
        elif v.category in PART_RANGES:
            # A part's range widens its own span (fit_parts.py); the fold's is refitted without the source.
            lr = total_range_of(ratios, v.category, leave_out=src)
            if lr is not None:
                loso_low, loso_high = min(lv.low, lv.typical * lr.low_ratio), max(lv.high, lv.typical * lr.high_ratio)
        public = tuple((f, float(x)) for f, x in v.public.items() if x is not None)
        out.append(Scored(v.case_id, "memory", v.category, src, v.measured, v.typical, lv.typical, low, high,
                          loso_low, loso_high, public=public, total=total))
    return out


# The public speed rules issue 29 asks the engine to beat (speed_view.py): decode = each GPU's memory bandwidth ÷
# the weight bytes it reads per token, as it is (the bandwidth roofline) and × 0.7 (speed_view.NAIVE_MBU); the first
# token = the prompt's FLOPs ÷ the dense peak (the compute roofline).
ROOFLINE_07 = "bandwidth roofline × 0.7"
ROOFLINE = "bandwidth roofline"
COMPUTE_ROOFLINE = "compute roofline"
SPEED_FORMULAS = (ROOFLINE_07, ROOFLINE, COMPUTE_ROOFLINE)


def speed_rows(data: fitted.Fitted, folds: dict[str, fitted.Fitted]) -> list[Scored]:
    cases = speed_cases()
    views, loso = [], []
    for case in cases:
        with fitted.use(data):
            views.append(speed_view.view(case))
        with fitted.use(folds[source_key(case["source"])]):
            loso.append(speed_view.view(case))
    # The out-of-sample band of a case: the fit's rule on the LOSO residuals of every other source (nested).
    resid = speed_residuals(cases, folds)
    out: list[Scored] = []
    for case, v, lv in zip(cases, views, loso, strict=True):
        src = source_key(case["source"])
        band = speed_band(resid, lv.family, row_key_of(case), leave_out=src)
        loso_low, loso_high = (lv.low, lv.high) if band is None else \
            (lv.typical * band.low, lv.typical * band.high)  # no other source: the row's hand-set band
        rate = lv.family == "decode"
        category = f"{lv.family}: {lv.runtime}" + (" (AMD)" if lv.gpu_class.startswith("amd") else "")
        public = ((ROOFLINE_07, v.naive), (ROOFLINE, v.naive / speed_view.NAIVE_MBU)) if rate else \
            ((COMPUTE_ROOFLINE, v.naive),)
        out.append(Scored(v.case_id, "speed", category, src, v.measured, v.typical, lv.typical, v.low, v.high,
                          loso_low, loso_high, rate=rate, public=public))
    return out


def task_rows(data: fitted.Fitted, folds: dict[str, fitted.Fitted]) -> list[Scored]:
    """Task rows, each scored against the range the engine shows for it, fitted without the row's source: a memory
    total's category range (as a budget's total_range), an image / speech / embedding time's band (a rate's: its
    inverse)."""
    cases = [c for c in task_view.load_cases() if c.get("confidence") != "low"]
    totals = memory_total_ratios(memory_cases(), folds)
    times = band_ratios(folds)
    out: list[Scored] = []
    for case in cases:
        with fitted.use(data):
            v = task_view_now(case)
        src = source_key(case["source"])
        memory = case["measured"].get("metric") in task_view.MEMORY
        rate = case["measured"].get("metric") in task_view.RATES
        # The script's terms (fit_tasks.py) are refitted without the case's source; a row a hand-set constant was
        # fitted on (`fitted`) has no out-of-sample figure.
        with fitted.use(folds[src]):
            lv = task_view_now(case)  # without a range from measured error: the fold's own (component) range
        loso = float("nan") if case.get("fitted") else lv.typical
        centre = v.typical if loso != loso else loso
        loso_low, loso_high = (v.low, v.high) if loso != loso else (lv.low, lv.high)
        if memory and v.category in totals:
            lr = total_range_of(totals, v.category, leave_out=src)
            if lr is not None:
                loso_low, loso_high = centre * lr.low_ratio, centre * lr.high_ratio
        elif v.category in times:
            band = band_of(times, v.category, leave_out=src)
            if band is not None:
                band = band.inverse() if rate else band
                loso_low, loso_high = centre * band.low, centre * band.high
        out.append(Scored(v.case_id, "tasks", v.category, src, v.measured, v.typical, loso, v.low, v.high,
                          loso_low, loso_high, rate=rate, total=memory and case["measured"]["metric"] != "weights"))
    return out


def all_rows(data: fitted.Fitted, folds: dict[str, fitted.Fitted]) -> list[Scored]:
    return [*memory_rows(data, folds), *speed_rows(data, folds), *task_rows(data, folds)]


def groups(rows: list[Scored]) -> dict[str, list[Scored]]:
    out: dict[str, list[Scored]] = defaultdict(list)
    for r in rows:
        out[r.category].append(r)
        if r.set == "memory":
            out[MEMORY_ALL].append(r)
            if r.total:
                out[TOTALS].append(r)
        elif r.set == "speed":
            out[DECODE_ALL if r.rate else TTFT_ALL].append(r)
        elif r.total or r.category.endswith("memory"):
            out[TASK_MEMORY].append(r)
        else:
            out[TASK_TIME].append(r)
    return dict(sorted(out.items()))


def _past(r: Scored, low: float, high: float) -> bool:
    """The risky side: a measured rate below the low figure, any other measurement above the high figure."""
    return r.measured < low if r.rate else r.measured > high


def _width(typical: float, low: float, high: float) -> float:
    return (high - low) / typical if typical else 0.0


def summary(rows: list[Scored]) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for name, g in groups(rows).items():
        oos = [r for r in g if r.loso == r.loso]  # NaN: no out-of-sample figure (a task row a constant was fitted on)
        row: dict = {
            "n": len(g), "sources": len({r.source for r in g}),
            "in_error": statistics.median(abs(r.error) for r in g),
            "in_bias": statistics.median(r.error for r in g),
            "in_inside": sum(r.low <= r.measured <= r.high for r in g) / len(g),
            "in_past": sum(_past(r, r.low, r.high) for r in g) / len(g),
            "in_width": statistics.median(_width(r.typical, r.low, r.high) for r in g),
        }
        if oos:
            row.update({
                "oos_n": len(oos),
                "oos_error": statistics.median(abs(r.loso_error) for r in oos),
                "oos_bias": statistics.median(r.loso_error for r in oos),
                "oos_inside": sum(r.loso_low <= r.measured <= r.loso_high for r in oos) / len(oos),
                "oos_past": sum(_past(r, r.loso_low, r.loso_high) for r in oos) / len(oos),
                "oos_width": statistics.median(_width(r.loso, r.loso_low, r.loso_high) for r in oos),
            })
        formulas: dict[str, dict] = {}
        for f in (*FORMULAS, *SPEED_FORMULAS):
            covered = [(r, dict(r.public)[f]) for r in g if f in dict(r.public)]
            if covered:
                formulas[f] = {"n": len(covered),
                               "error": statistics.median(abs(x - r.measured) / r.measured for r, x in covered),
                               "past": sum(_past(r, x, x) for r, x in covered) / len(covered),
                               "headroom_oos": statistics.median(abs(r.loso_error) for r, _ in covered
                                                                 if r.loso == r.loso)}
        row["formulas"] = formulas
        out[name] = {k: (round(v, 4) if isinstance(v, float) else v) for k, v in row.items()}
    return out


def _p(x: float | None) -> str:
    return "—" if x is None else f"{x * 100:.1f} %"


def table(rows: dict[str, dict], before: dict[str, dict] | None = None) -> str:
    head = ["category", "cases (sources)", "in-sample error / bias", "**out-of-sample error** / bias",
            "out-of-sample inside low–high", "false fits (past the risky end)", "median width"]
    if before:
        head[2:2] = ["before: error / inside / false fits / width"]
    head.append("public formulas: error / false fits (n)")
    lines = ["| " + " | ".join(head) + " |", "|---" * len(head) + "|"]
    for name, r in rows.items():
        cells = [name, f"{r['n']} ({r['sources']})", f"{_p(r['in_error'])} / {r['in_bias'] * 100:+.1f} %",
                 f"**{_p(r.get('oos_error'))}** / " + (f"{r['oos_bias'] * 100:+.1f} %" if "oos_bias" in r else "—"),
                 f"{r.get('oos_inside', 0) * 100:.0f} %", f"{r.get('oos_past', 0) * 100:.0f} %",
                 _p(r.get("oos_width"))]
        if before:
            b = before.get(name)
            cells[2:2] = ["—" if b is None else
                          f"{_p(b['in_error'])} / {b['in_inside'] * 100:.0f} % / {b['in_past'] * 100:.0f} % / "
                          f"{_p(b['in_width'])}"]
        cells.append("; ".join(f"{f} {_p(x['error'])} / {x['past'] * 100:.0f} % ({x['n']})"
                               for f, x in r["formulas"].items()) or "—")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def false_fit_table(rows: list[Scored], summed: dict[str, dict], before: dict[str, dict] | None = None) -> str:
    """Issue 29's false-fit report: per whole-job memory total category (and all of them), the share of measured
    totals above Headroom's high figure out of sample (the range fitted without the case's source), beside each
    public formula's share of measured totals above its figure on the cases it covers."""
    names = [TOTALS, *sorted({r.category for r in rows if r.total})]
    head = ["whole-job totals", "cases (sources)", "**Headroom: above high**", "inside low–high", "median width"]
    if before:
        head.insert(2, "before: above high / inside / width")
    head.append("public formulas: above their figure (n)")
    lines = ["| " + " | ".join(head) + " |", "|---" * len(head) + "|"]
    for name in names:
        r = summed[name]
        cells = [name, f"{r['n']} ({r['sources']})", f"**{r.get('oos_past', 0) * 100:.0f} %**",
                 f"{r.get('oos_inside', 0) * 100:.0f} %", _p(r.get("oos_width"))]
        if before:
            b = before.get(name)
            cells.insert(2, "—" if b is None or "oos_past" not in b else
                         f"{b['oos_past'] * 100:.0f} % / {b['oos_inside'] * 100:.0f} % / {_p(b['oos_width'])}")
        cells.append("; ".join(f"{f} {x['past'] * 100:.0f} % ({x['n']})" for f, x in r["formulas"].items()
                               if f not in SPEED_FORMULAS) or "—")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


@dataclass(frozen=True)
class Report:
    after: dict[str, dict]
    before: dict[str, dict] | None
    rows: tuple[Scored, ...] = ()


def build(with_before: bool = False) -> Report:
    fit = run_fit()
    rows = all_rows(fit.data, fit.folds)
    after = summary(rows)
    before = None
    if with_before:
        bare = fitted.Fitted(generated_by="")  # the engine with its hand-set figures and component ranges
        before = summary(all_rows(bare, {s: bare for s in fit.folds}))
    return Report(after, before, tuple(rows))


def record(rows: dict[str, dict]) -> dict:
    """What the test holds the engine to: per category the out-of-sample error, inside share and false fits."""
    keep = ("n", "oos_error", "oos_inside", "oos_past", "oos_width", "in_error")
    return {name: {k: r[k] for k in keep if k in r} for name, r in rows.items()}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", action="store_true", help="also score the engine without the fitted file")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--record", action="store_true", help=f"write {RECORDED.name}")
    parser.add_argument("--false-fits-before", metavar="JSON",
                        help="an earlier --json output: its out-of-sample false fits beside today's")
    args = parser.parse_args(argv)
    rep = build(args.before)
    if args.json:
        print(json.dumps({"after": rep.after, "before": rep.before}, indent=1))
    else:
        print(table(rep.after, rep.before))
        earlier = json.loads(Path(args.false_fits_before).read_text(encoding="utf-8"))["after"] \
            if args.false_fits_before else None
        print("\nFalse fits (issue 29): measured whole-job totals above Headroom's high figure, out of sample, beside "
              "the public formulas' share above their figure\n")
        print(false_fit_table(list(rep.rows), rep.after, earlier))
    if args.record:
        RECORDED.write_text(json.dumps(record(rep.after), indent=1) + "\n", encoding="utf-8")
        print(f"\nrecorded {RECORDED.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
