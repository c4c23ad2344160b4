"""The shared machinery of the fitting script and the accuracy report: sources, per-case implied values,
fits on a subset of sources, and leave-one-source-out (LOSO) scoring.

A fitted constant is the median of the values the cases imply for it (each case: the constant that would
make the engine's typical figure equal the measurement, found with every other term held); its low and high
are the 10th and 90th percentiles. Leaving a source out refits every constant from the other sources' cases
and scores the left-out cases with the engine run on those constants. A row of the efficiency table without
cases of its own (or without any once its source is left out) takes the fit of its nearest row, the
engine's own fallback order; a memory constant without cases takes its neutral value (no term).
"""

from __future__ import annotations

import json
import math
import statistics
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).parents[3]
for sub in ("calibration", "calibration_speed", "calibration_tasks"):
    sys.path.insert(0, str(ROOT / "tests" / "core" / sub))
sys.path.insert(0, str(ROOT))

GENERATED_BY = "tests/core/calibration_fit/fit_constants.py"
FITTED_PATH = ROOT / "resources" / "catalog" / "fitted_constants.json"
# Quantiles: a constant's low-high (the spread of the implied values) and a total's range (of LOSO ratios).
CONSTANT_QUANTILES = (0.10, 0.90)
RANGE_QUANTILES = (0.05, 0.95)


def source_key(source: str) -> str:
    """One independent source per repository (GitHub, Hugging Face), paper, or site section."""
    text = source.split()[0]
    if text.startswith("arXiv"):
        return text.split("#")[0]
    url = urlparse(text)
    parts = [p for p in url.path.split("/") if p]
    host = url.netloc.removeprefix("www.")
    if host in ("github.com", "huggingface.co", "gist.github.com") and len(parts) >= 2:
        return f"{host}/{parts[0]}/{parts[1]}"
    return host + (f"/{parts[0]}" if parts else "")


def quantile(values: Iterable[float], q: float) -> float:
    """Linear-interpolated quantile (numpy's default), q in [0, 1]."""
    xs = sorted(values)
    if not xs:
        raise ValueError("no values")
    pos = q * (len(xs) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


@dataclass(frozen=True)
class Implied:
    """What one case implies for one constant."""

    case_id: str
    source: str
    value: float


def fit_span(implied: list[Implied], leave_out: str | None = None) -> tuple[float, float, float, int, int] | None:
    """(low, typical, high, cases, sources) from the cases of every source but `leave_out`; None without cases."""
    vals = [i.value for i in implied if i.source != leave_out]
    if not vals:
        return None
    srcs = {i.source for i in implied if i.source != leave_out}
    return (quantile(vals, CONSTANT_QUANTILES[0]), statistics.median(vals), quantile(vals, CONSTANT_QUANTILES[1]),
            len(vals), len(srcs))


def solve_increasing(f: Callable[[float], float], target: float, lo: float, hi: float, steps: int = 14) -> float:
    """x in [lo, hi] with f(x) = target for an increasing f, bisected in log space; clamped to the bounds."""
    if f(lo) >= target:
        return lo
    if f(hi) <= target:
        return hi
    a, b = math.log(lo), math.log(hi)
    for _ in range(steps):
        m = (a + b) / 2
        if f(math.exp(m)) < target:
            a = m
        else:
            b = m
    return math.exp((a + b) / 2)


@dataclass(frozen=True)
class Scored:
    """One case's measurement and the engine's figures: in sample (shipped fit) and with its source left out."""

    case_id: str
    set: str  # memory | speed | tasks
    category: str
    source: str
    measured: float
    typical: float  # in sample
    loso: float  # the typical figure fitted without this case's source
    low: float  # the shipped range (in sample)
    high: float
    loso_low: float  # the range fitted without this case's source
    loso_high: float
    rate: bool = False  # a rate (larger is faster): "above high" is no risk, "below low" is
    public: tuple[tuple[str, float], ...] = ()
    total: bool = False  # a whole-job memory total (what a buyer plans on)

    @property
    def error(self) -> float:
        return (self.typical - self.measured) / self.measured

    @property
    def loso_error(self) -> float:
        return (self.loso - self.measured) / self.measured


def load_json(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))
