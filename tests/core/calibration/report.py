"""Print the calibration table for the README: `python tests/core/calibration/report.py`."""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[3]))

from engine_view import load_cases, view  # noqa: E402

GIB = 2**30


def main() -> None:
    rows = []
    for case in load_cases():
        v = view(case)
        unit = 1 if case["measured"]["component"] == "kv_cache" and v.measured < GIB else GIB
        fmt = (lambda x: f"{x:,.0f} B/token") if unit == 1 else (lambda x: f"{x / GIB:.2f}")
        rows.append(f"| {v.case_id} | {case['measured']['component']} | {fmt(v.measured)} | "
                    f"{fmt(v.low)} – {fmt(v.high)} | {fmt(v.typical)} | {v.error * 100:+.1f} % | {v.confidence} |")
    errors = [abs(view(c).error) for c in load_cases()]
    print("| case | measured | value (GiB) | engine low – high | typical | error | confidence |")
    print("|---|---|---|---|---|---|---|")
    print("\n".join(rows))
    print(f"\nMedian |error| of the typical estimate over {len(errors)} rows: "
          f"{statistics.median(errors) * 100:.1f} %; mean {statistics.mean(errors) * 100:.1f} %.")


if __name__ == "__main__":
    main()
