"""Print the speed calibration table: `python tests/core/calibration_speed/report.py [--cases] [--json]`;
`--record` writes the current figures to recorded.json (the bar the test holds the engine to).

Median |error| of the engine's typical estimate per runtime, GPU class, concurrency band and GPU
count, for the per-user decode rate and for the time to first token, next to the naive rules
("bandwidth ÷ weight bytes × 0.7"; the compute roofline for TTFT), and the share of measurements
inside the engine's low–high range.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[3]))

from speed_view import RECORDED, all_views, summary


def main(argv: list[str]) -> None:
    views = all_views()
    table = summary(views)
    if "--json" in argv:
        print(json.dumps(table, indent=1))
        return
    if "--record" in argv:
        RECORDED.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")
    if "--cases" in argv:
        print("| case | family | measured | engine low – typical – high | error | naive error |")
        print("|---|---|---|---|---|---|")
        for v in views:
            print(f"| {v.case_id} | {v.family} | {v.measured:.4g} | {v.low:.4g} – {v.typical:.4g} – {v.high:.4g} | "
                  f"{v.error * 100:+.1f} % | {v.naive_error * 100:+.1f} % |")
        print()
    for family, title in (("decode", "Per-user decode rate"), ("ttft", "Time to first token")):
        naive = "bandwidth ÷ bytes × 0.7" if family == "decode" else "compute roofline"
        print(f"\n{title}: median |error|")
        print(f"| category | cases | engine | {naive} | inside low–high |")
        print("|---|---|---|---|---|")
        for key, row in table[family].items():
            print(f"| {key} | {row['n']:.0f} | {row['engine'] * 100:.1f} % | {row['naive'] * 100:.1f} % | "
                  f"{row['inside'] * 100:.0f} % |")


if __name__ == "__main__":
    main(sys.argv[1:])
