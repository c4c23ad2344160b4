"""The calibration report for image generation, speech and embeddings against published measurements.

    python tests/core/calibration_tasks/report.py            # per category
    python tests/core/calibration_tasks/report.py --cases    # ... and one row per case
    python tests/core/calibration_tasks/report.py --record   # store the per-category errors in recorded.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[3]))

from task_view import RECORDED, load_cases, summary, view


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", action="store_true")
    parser.add_argument("--record", action="store_true")
    args = parser.parse_args()
    views = [view(c) for c in load_cases()]
    table = summary(views)
    print("| category | cases | median abs error | inside low–high |")
    print("|---|---|---|---|")
    for name, row in table.items():
        print(f"| {name} | {row['n']:.0f} | {row['error'] * 100:.1f} % | {row['inside'] * 100:.0f} % |")
    if args.cases:
        print("\n| case | category | measured | low – high | typical | error |")
        print("|---|---|---|---|---|---|")
        for v in views:
            mark = ("" if v.scored else " (low, not scored)") + (" (fitted)" if v.fitted else "")
            print(f"| {v.case_id}{mark} | {v.category} | {v.measured:,.4g} | {v.low:,.4g} – {v.high:,.4g} | "
                  f"{v.typical:,.4g} | {v.error * 100:+.1f} % |")
    if args.record:
        RECORDED.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")
        print(f"\nrecorded {RECORDED}")


if __name__ == "__main__":
    main()
