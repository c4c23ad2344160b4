"""The calibration report: Headroom and the public formulas against every published measurement.

    python tests/core/calibration/report.py            # per-category summary (markdown)
    python tests/core/calibration/report.py --cases    # ... and one row per case
    python tests/core/calibration/report.py --record   # store the per-category errors in recorded.json

Per category, on its scored rows (confidence "low" rows are listed with --cases and counted as
"+n low", not scored): the median |error| of the typical estimate, the share of measurements inside Headroom's
low-high range, the median range width (high - low, relative to the typical figure), and for each
public formula its median |error| on the cases it covers next to Headroom's on those same cases.
Categories come from the cases (engine_view.category), so every area's cases are reported.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[3]))

from engine_view import RECORDED_PATH, View, load_cases, view
from public_formulas import FORMULAS

GIB = 2**30
OVERALL = "all cases"
TOTALS = "whole-job totals"


def _pct(x: float) -> str:
    return f"{x * 100:.1f} %"


def median_abs(errors: list[float]) -> float:
    return statistics.median(abs(e) for e in errors) if errors else 0.0


def groups(views: list[View]) -> dict[str, list[View]]:
    """Every view per category, then all whole-job totals (inference and training) and all cases."""
    out: dict[str, list[View]] = defaultdict(list)
    for v in views:
        out[v.category].append(v)
    ordered = dict(sorted(out.items()))
    ordered[TOTALS] = [v for v in views if "totals" in v.category]
    ordered[OVERALL] = list(views)
    return {k: g for k, g in ordered.items() if g}


def summary(views: list[View]) -> dict[str, dict]:
    """Per category, on its scored rows (low-confidence rows are counted in `unscored`): n, Headroom's
    median |error|, inside share, median width, and per formula (n covered, its median |error|,
    Headroom's median |error| on the same cases)."""
    out: dict[str, dict] = {}
    for name, every in groups(views).items():
        group = [v for v in every if v.scored]
        if not group:
            continue
        row: dict = {"n": len(group), "unscored": len(every) - len(group),
                     "headroom": median_abs([v.error for v in group]),
                     "inside": sum(v.inside for v in group) / len(group),
                     "width": statistics.median(v.width for v in group), "formulas": {}}
        for f in FORMULAS:
            covered = [v for v in group if v.public.get(f) is not None]
            if covered:
                row["formulas"][f] = {
                    "n": len(covered),
                    "error": median_abs([v.public_error(f) or 0.0 for v in covered]),
                    "headroom": median_abs([v.error for v in covered]),
                }
        out[name] = row
    return out


def summary_table(rows: dict[str, dict]) -> str:
    head = "| category | cases | Headroom median abs error | inside low–high | median range width |"
    head += "".join(f" {f} |" for f in FORMULAS)
    lines = [head, "|---" * (5 + len(FORMULAS)) + "|"]
    for name, r in rows.items():
        n = str(r["n"]) + (f" (+{r['unscored']} low)" if r["unscored"] else "")
        cells = [name, n, _pct(r["headroom"]), f"{r['inside'] * 100:.0f} %", _pct(r["width"])]
        for f in FORMULAS:
            fr = r["formulas"].get(f)
            cells.append("—" if fr is None else
                         f"{_pct(fr['error'])} (n={fr['n']}; Headroom {_pct(fr['headroom'])})")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def case_table(cases: list[dict], views: list[View]) -> str:
    lines = ["| case | category | measured | value | Headroom low – high | typical | error |"
             + "".join(f" {f} |" for f in FORMULAS),
             "|---" * (7 + len(FORMULAS)) + "|"]
    for case, v in zip(cases, views, strict=True):
        per_token = case["measured"]["component"] == "kv_cache" and "derived_bytes_per_token" in case["measured"]

        def fmt(x: float, per_token: bool = per_token) -> str:
            return f"{x:,.0f} B/token" if per_token else f"{x / GIB:.2f} GiB"

        cells = [v.case_id, v.category, case["measured"]["component"], fmt(v.measured),
                 f"{fmt(v.low)} – {fmt(v.high)}", fmt(v.typical), f"{v.error * 100:+.1f} %"]
        for f in FORMULAS:
            e = v.public_error(f)
            cells.append("—" if e is None else f"{e * 100:+.1f} %")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def record(rows: dict[str, dict]) -> dict:
    """What the test holds the engine to: each category's median |error| (rounded up to 0.1 %)."""
    return {name: {"cases": r["n"], "median_abs_error": round(r["headroom"] + 0.0005, 3)}
            for name, r in rows.items()}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", action="store_true", help="also print one row per case")
    parser.add_argument("--record", action="store_true", help=f"write {RECORDED_PATH.name}")
    args = parser.parse_args(argv)
    cases = load_cases()
    views = [view(c) for c in cases]
    rows = summary(views)
    print(summary_table(rows))
    if args.cases:
        print()
        print(case_table(cases, views))
    if args.record:
        RECORDED_PATH.write_text(json.dumps(record(rows), indent=1) + "\n", encoding="utf-8")
        print(f"\nrecorded {RECORDED_PATH.name}")


if __name__ == "__main__":
    main()
