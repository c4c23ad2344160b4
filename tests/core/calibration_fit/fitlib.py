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

from app.core.speed.types import Band  # noqa: E402

GENERATED_BY = "tests/core/calibration_fit/fit_constants.py"
FITTED_PATH = ROOT / "resources" / "catalog" / "fitted_constants.json"
# Quantiles: a constant's low-high (the spread of the implied values).
CONSTANT_QUANTILES = (0.10, 0.90)
# A range from measured error (source_range): each end misses about 1 in 20 cases of a new source (issue 29: about
# 90 % inside, at most 1 in 20 above high), so the t quantile is the one-sided 0.95.
RANGE_END_MISS = 0.05
# The fewest independent sources a category's (or row's) own range rests on (issue 29's bar for a category); with
# fewer it takes its group's residuals.
RANGE_MIN_SOURCES = 8
# A speed or task time's band from measured error (SourceRange.band): never narrower than ± this share (no figure is
# known closer than a repeated run of the same test: the pilot's CALIBRATED_MIN_SPREAD is the same 5 %) ...
BAND_MIN_SHARE = 0.05
# ... and never past this factor either way of the typical figure (a guard: the fitted bands lie well inside it).
BAND_MAX_RATIO = 10.0


# Repositories that moved to another owner: one source under both names (GitHub redirects the old name).
# pytorch/torchtune moved to meta-pytorch/torchtune in 2025; cases cite both.
MOVED_REPOSITORIES = {"github.com/meta-pytorch/torchtune": "github.com/pytorch/torchtune"}
# Hugging Face organisations whose model cards carry one publisher's benchmark campaign: every card of the
# organisation is one source, not one per model repository. Neural Magic (renamed Red Hat AI in 2025) prints the same
# "Inference Performance" tables, run with its own GuideLLM and one vLLM version, in each quantized model's card.
PUBLISHER_ORGANISATIONS = {"huggingface.co/neuralmagic": "huggingface.co/neuralmagic",
                           "huggingface.co/RedHatAI": "huggingface.co/neuralmagic"}


def source_key(source: str) -> str:
    """One independent source per repository (GitHub, Hugging Face), paper, or site section; one per publisher for
    the Hugging Face organisations in PUBLISHER_ORGANISATIONS."""
    key = _source_key(source)
    organisation = "/".join(key.split("/")[:2])
    if organisation in PUBLISHER_ORGANISATIONS:
        return PUBLISHER_ORGANISATIONS[organisation]
    return MOVED_REPOSITORIES.get(key, key)


def _source_key(source: str) -> str:
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


# --- ranges from measured error: one rule for every range the engine shows (README: "How a range is set") ---------

def _betacf(a: float, b: float, x: float) -> float:
    """The continued fraction of the regularized incomplete beta function (modified Lentz)."""
    tiny, qab, qap, qam = 1e-300, a + b, a + 1, a - 1
    c, d = 1.0, 1 - qab * x / qap
    d = 1 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        m2 = 2 * m
        for num in (m * (b - m) * x / ((qam + m2) * (a + m2)), -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))):
            d = 1 + num * d
            d = 1 / (d if abs(d) > tiny else tiny)
            c = 1 + num / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1) < 1e-14:
            break
    return h


def _betai(a: float, b: float, x: float) -> float:
    """The regularized incomplete beta function I_x(a, b)."""
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1) / (a + b + 2):
        return front * _betacf(a, b, x) / a
    return 1 - front * _betacf(b, a, 1 - x) / b


def t_cdf(x: float, df: float) -> float:
    """Student's t distribution function."""
    tail = 0.5 * _betai(df / 2, 0.5, df / (df + x * x))
    return 1 - tail if x >= 0 else tail


def t_quantile(p: float, df: float) -> float:
    """Student's t quantile (bisection on t_cdf), p in (0, 1)."""
    if not 0 < p < 1 or df <= 0:
        raise ValueError("p in (0, 1) and df > 0")
    if p < 0.5:
        return -t_quantile(1 - p, df)
    lo, hi = 0.0, 1.0
    while t_cdf(hi, df) < p:
        lo, hi = hi, hi * 2
    for _ in range(100):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if t_cdf(mid, df) < p else (lo, mid)
    return (lo + hi) / 2


@dataclass(frozen=True)
class SourceRange:
    """A range from measured error: ratios (measured ÷ typical) low and high, and what it rests on."""

    low_ratio: float
    high_ratio: float
    cases: int
    sources: int

    def band(self) -> Band:
        """The range as the engine's speed and task-time figures take it: both ends as fitted, held at least
        ±BAND_MIN_SHARE wide and within 1/BAND_MAX_RATIO … BAND_MAX_RATIO × typical."""
        return Band(min(max(self.low_ratio, 1 / BAND_MAX_RATIO), 1 - BAND_MIN_SHARE),
                    max(min(self.high_ratio, BAND_MAX_RATIO), 1 + BAND_MIN_SHARE))


def band_fields(decode: Band, ttft: Band) -> dict[str, float]:
    """A fitted efficiency row's four band fields (fitted.FittedEfficiency), rounded as the file stores them."""
    return {"decode_low": round(decode.low, 4), "decode_high": round(decode.high, 4),
            "ttft_low": round(ttft.low, 4), "ttft_high": round(ttft.high, 4)}


def source_range(ratios: Iterable[tuple[str, float]], leave_out: str | None = None) -> SourceRange | None:
    """The range a case of a NEW source falls in, from (source, measured ÷ typical fitted without that source) pairs.

    One-way random effects on z = ln(ratio), every source weighted equally: m_i the mean z of source i, μ the mean
    of the m_i, σ²_w the pooled within-source variance, τ² = max(0, var(m_i) − σ²_w · mean(1/n_i)) the
    between-source variance. A case of a new source lies about μ with variance τ² + σ²_w + var(m_i)/K; the range is
    exp(μ ∓ t · sd) with t Student's (1 − RANGE_END_MISS) quantile on K − 1 degrees of freedom, widened to hold 1
    (the typical figure). `leave_out`'s pairs are dropped first. None with fewer than two sources: one source
    cannot say how a new one errs."""
    by_source: dict[str, list[float]] = {}
    for src, ratio in ratios:
        if src != leave_out and ratio > 0:
            by_source.setdefault(src, []).append(math.log(ratio))
    k = len(by_source)
    if k < 2:
        return None
    n = sum(len(zs) for zs in by_source.values())
    means = [statistics.fmean(zs) for zs in by_source.values()]
    mu = statistics.fmean(means)
    within_ss = sum((z - m) ** 2 for zs, m in zip(by_source.values(), means, strict=True) for z in zs)
    within = within_ss / (n - k) if n > k else 0.0
    between = statistics.variance(means)
    tau2 = max(0.0, between - within * statistics.fmean(1 / len(zs) for zs in by_source.values()))
    sd = math.sqrt(tau2 + within + between / k)
    t = t_quantile(1 - RANGE_END_MISS, k - 1)
    return SourceRange(low_ratio=min(math.exp(mu - t * sd), 1.0), high_ratio=max(math.exp(mu + t * sd), 1.0),
                       cases=n, sources=k)


def grouped_range(by_category: dict[str, list[tuple[str, float]]], category: str,
                  group: Callable[[str], str], leave_out: str | None = None) -> SourceRange | None:
    """`source_range` of the category's own pairs when RANGE_MIN_SOURCES sources remain without `leave_out`, else of
    every pair of its group's categories (`group` names a category's group)."""
    own = by_category.get(category, [])
    if len({s for s, _ in own if s != leave_out}) < RANGE_MIN_SOURCES:
        own = [x for c, rs in by_category.items() if group(c) == group(category) for x in rs]
    return source_range(own, leave_out)
