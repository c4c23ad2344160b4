"""Traffic: requests arriving at a rate, queued and served by continuous batching on Headroom's speed curve.

The speed curve (decode.py, prefill.py) gives the cost of one forward pass of one copy of the model: a
decode step for the n sequences generating, s(n), plus S of prompt work for each prompt the pass carries
(chunked prefill: vLLM V1's scheduler puts the running decodes first, then prompt chunks up to
max_num_batched_tokens, into the same step - vllm/v1/core/sched/scheduler.py). A copy holds at most K
sequences in flight (the KV pool and the runtime's max_num_seqs); the others wait for a slot.

Mean values at arrival rate λ on one copy (D = output tokens − 1 decode steps a request takes):

    ρ_p = λ S                      the share of the GPU's time spent on prompts
    τ   = s(N) ÷ (1 − ρ_p)         one step: the time between two tokens of a request
    N   = λ D τ                    sequences generating (Little's law), solved for N
    λ*  : the sequences in flight, λ (D + k) τ, reach K (k = steps one prompt is spread over): the peak

Time to first token below the peak: the rest of the step the request arrives in (length-biased), then the
step that carries its prompt together with every other prompt that arrived during that step,
    k·s(N) + S·(1 + others),   others ~ Poisson(λ L + c² − 1)
(a renewal stream of squared coefficient of variation c² - the burstiness - puts (c² − 1)/2 more
arrivals on each side of an arrival than a Poisson one: m(t) ≈ λt + (c² − 1)/2). The step lengths form a
chain L' = s + S·Poisson(λ L), solved for its stationary distribution. When the pool is full the request
first waits for a slot: an M/D/K queue (Erlang C, with the Allen-Cunneen factor (c² + c_s²)/2, c_s² = 0
for a request's fixed length), exponential beyond its atom. The runtime's fixed cost per request is added.

The whole request adds D steps: mean D·τ, spread by the prompts that interleave with them (a Poisson count
of S each) and by the batch size wandering (an M/D/∞ population averaged over the request's life: variance
2N/3). Its percentile adds that spread in quadrature to the time to first token's.

Above the peak the queue grows through the busiest hour: the request arriving t seconds into it waits
(λ/λ* − 1)·t more, so the q-th percentile over the hour adds q·(λ/λ* − 1)·hour.

Replicas behind a load balancer share the rate evenly: `servers_needed` is the fewest servers whose share
of the traffic meets every latency target at its percentile.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from app.core.speed.types import Percentiles, Traffic, TrafficGoal, TrafficPoint

# The busiest hour the buyer describes: an overloaded server's queue grows for this long.
BUSY_HOUR_S = 3600.0
# A steady state needs many slot holding times to form; past this share of the peak the busiest hour ends
# first, so the steady figures stop growing there and the hour's backlog takes over (judgement).
STEADY_SHARE = 0.99
# The percentiles every traffic figure reports; a target without one is held at the median.
REPORTED = (50.0, 95.0, 99.0)
MEDIAN = 50.0
# Without a latency target a planner keeps each server at most this busy (judgement: queueing delay grows as
# 1 ÷ (1 − utilisation); capacity planners commonly leave 20 % headroom for the busiest minutes).
PLANNING_UTILISATION = 0.8
# Servers the search tries at most (a target below what one idle request takes is met by none).
MAX_SERVERS = 100_000
# Arrival rates, as shares of one server's peak, the wait-versus-traffic chart shows.
CHART_SHARES = (0.05, 0.25, 0.5, 0.65, 0.8, 0.9, 0.95, 0.98)
# The feedback gain of the batch size on the step time is held below this (the fixed point is stable below 1).
MAX_GAIN = 0.9
# Rates, as shares of the one asked, tried when the mean state is numerically at the pool's edge.
EDGE_STEPS = (0.99, 0.95, 0.9, 0.5, 0.0)
# Numerics: bisection steps, relative tolerances, probability mass left out of truncated distributions.
BISECTION_STEPS = 60
TOLERANCE = 1e-9
STATE_TOLERANCE = 1e-6  # sequences generating: a millionth of the batch
QUANTILE_TOLERANCE = 1e-4  # a hundredth of a per cent of the time: far below the model's own error
TAIL_MASS = 1e-7
NEGLIGIBLE_WAIT = 1e-6  # a chance of waiting for a slot below this is left out
CHAIN_STEPS = 400
MAX_CHAIN_STATES = 400
# A quantile of the normal distribution: z for each reported percentile (and the inverse CDF elsewhere).
_SQRT2 = math.sqrt(2.0)


@dataclass(frozen=True)
class Engine:
    """One copy of the model as the queue sees it: the speed curve and the memory's limit."""

    step_s: Callable[[float], float]  # one decode step with n sequences generating (n ≥ 1)
    prefill_s: float  # prompt work of one prompt in a mixed pass (S)
    prompt_tokens: int
    pass_tokens: int  # tokens one forward pass carries (max_num_batched_tokens)
    output_tokens: int
    slots: int  # sequences in flight the KV pool and max_num_seqs allow (K)
    fixed_s: float = 0.0  # the runtime's fixed cost before the first token
    burstiness: float = 1.0  # c² of the gaps between arrivals (1 = Poisson)

    @property
    def chunks(self) -> int:
        return max(1, math.ceil(self.prompt_tokens / max(1, self.pass_tokens)))

    @property
    def decode_steps(self) -> int:
        return max(0, self.output_tokens - 1)


@dataclass(frozen=True)
class Mean:
    """The mean-value state at one admitted rate: sequences generating and the step time."""

    rate: float
    decoding: float
    step_s: float  # s(N), the decode part of a step
    itl_s: float  # τ = s(N seen by a decoding request) ÷ (1 − ρ_p): the time between its tokens


def _step(e: Engine, n: float) -> float:
    return e.step_s(max(1.0, n))


def seen(n: float, n_max: float) -> float:
    """Sequences decoding as one decoding request sees them, on average: the time average n counts a request only
    while it is there, but a request that is decoding always counts itself. The count seen is E[N²] ÷ E[N] =
    n + Var(N) ÷ n; with the slots filled independently, Var(N) = n (1 − n ÷ n_max) (binomial occupancy of the
    pool), so a lone request sees itself (n + 1 at light load) and a full pool sees exactly n_max."""
    if n <= 0 or n_max <= 0:
        return max(1.0, n)
    return n + max(0.0, 1 - n / n_max)


def mean_state(e: Engine, rate: float) -> Mean | None:
    """Solve N = λ D s(N) ÷ (1 − λ S) for the fewest sequences generating; None when none fits the pool."""
    rho = rate * e.prefill_s
    if rho >= 1:
        return None
    d, k = e.decode_steps, e.chunks
    if d == 0:
        s = _step(e, 1.0)
        return Mean(rate, 0.0, s, s / (1 - rho)) if rate * k * s / (1 - rho) <= e.slots else None
    n_max = e.slots * d / (d + k)

    def h(n: float) -> float:
        return rate * d * _step(e, seen(n, n_max)) / (1 - rho) - n

    hi = n_max
    if h(hi) > 0:  # h is convex (the step grows at least linearly): look for a dip below zero inside
        lo, top = 0.0, n_max
        for _ in range(BISECTION_STEPS):
            a, b = lo + (top - lo) / 3, top - (top - lo) / 3
            if h(a) < h(b):
                top = b
            else:
                lo = a
        hi = (lo + top) / 2
        if h(hi) > 0:
            return None
    lo = 0.0
    for _ in range(BISECTION_STEPS):
        mid = (lo + hi) / 2
        if h(mid) > 0:
            lo = mid
        else:
            hi = mid
        if hi - lo <= STATE_TOLERANCE * max(1.0, hi):
            break
    s = _step(e, hi)
    return Mean(rate, hi, s, _step(e, seen(hi, n_max)) / (1 - rho))


def peak_rate(e: Engine) -> float:
    """The most requests per second one copy completes: where the sequences in flight fill the pool."""
    d, k = e.decode_steps, e.chunks
    if d == 0:
        s = _step(e, 1.0)
        return 1 / (e.prefill_s + k * s / e.slots)
    n_max = e.slots * d / (d + k)
    s = _step(e, n_max)
    fast = n_max / (d * s + n_max * e.prefill_s)  # N = n_max is a fixed point at this rate
    slope = fast * d * (_step(e, n_max + 1) - _step(e, n_max - 1)) / 2 / (1 - fast * e.prefill_s)
    if slope <= 1 or mean_state(e, fast * (1 + 1e-6)) is None:
        return fast
    lo, hi = fast, 1 / e.prefill_s  # the pool fills later than the fixed point suggests: bisect
    for _ in range(BISECTION_STEPS):
        mid = (lo + hi) / 2
        if mean_state(e, mid) is not None:
            lo = mid
        else:
            hi = mid
    return lo


def _poisson(mean: float, limit: int) -> list[float]:
    """P(0..limit) of a Poisson count, the rest of the mass on `limit`."""
    out, p = [], math.exp(-mean)
    for i in range(limit + 1):
        out.append(p)
        p *= mean / (i + 1)
    out[-1] += max(0.0, 1 - sum(out))
    return out


def _cover(mean: float) -> int:
    """A count past which a Poisson(mean) holds less than TAIL_MASS."""
    return int(mean + 10 * math.sqrt(mean + 1) + 10)


def _erlang_c(servers: int, load: float) -> float:
    """Probability that an arrival waits in an M/M/c queue (Erlang B recursion, then C)."""
    if load <= 0:
        return 0.0
    if load >= servers:
        return 1.0
    b = 1.0
    for i in range(1, servers + 1):
        b = load * b / (i + load * b)
    return servers * b / (servers - load * (1 - b))


@dataclass
class Figures:
    """The distribution of the times at one rate on one copy: quantiles on demand."""

    parts: list[tuple[float, float, float]]  # (weight, start, length): uniform pieces of the time to first token
    wait_share: float  # P(waiting for a slot)
    wait_mean_s: float  # mean slot wait given a wait
    fixed_s: float
    decode_mean_s: float
    decode_sd_s: float
    overload: float  # λ/λ* − 1 beyond the peak, else 0
    utilisation: float
    _cache: dict[float, float] = field(default_factory=dict)

    def _cdf(self, x: float) -> float:
        p, a = self.wait_share, self.wait_mean_s
        total = 0.0
        for w, start, length in self.parts:
            ramp = min(1.0, max(0.0, (x - start) / length))
            if p > 0 and a > 0:
                delayed = (_positive_part(x - start, a) - _positive_part(x - start - length, a)) / length
                ramp = (1 - p) * ramp + p * delayed
            total += w * ramp
        return total

    def _base(self, q: float) -> float:
        """The q-quantile of the time to first token before fixed costs and the hour's backlog."""
        if q in self._cache:
            return self._cache[q]
        target = q / 100
        lo = min(s for _, s, _ in self.parts)
        hi = max(s + n for _, s, n in self.parts) + (self.wait_mean_s * (math.log(1 / (1 - target)) + 1)
                                                       if self.wait_share > 0 else 0.0)
        f_hi = self._cdf(hi) - target
        while f_hi < 0:
            hi *= 2
            f_hi = self._cdf(hi) - target
        f_lo, side = -target, 0
        for _ in range(BISECTION_STEPS):  # Illinois false position: the CDF is monotone and piecewise smooth
            mid = (lo * f_hi - hi * f_lo) / (f_hi - f_lo) if f_hi != f_lo else (lo + hi) / 2
            f_mid = self._cdf(mid) - target
            if f_mid < 0:
                lo, f_lo = mid, f_mid
                if side == -1:
                    f_hi /= 2
                side = -1
            else:
                hi, f_hi = mid, f_mid
                if side == 1:
                    f_lo /= 2
                side = 1
            if hi - lo <= QUANTILE_TOLERANCE * hi or abs(f_mid) < QUANTILE_TOLERANCE * (1 - target):
                break
        self._cache[q] = mid
        return mid

    @cached_property
    def _base_mean(self) -> float:
        return sum(w * (s + n / 2) for w, s, n in self.parts) + self.wait_share * self.wait_mean_s

    def backlog_s(self, q: float) -> float:
        return q / 100 * self.overload * BUSY_HOUR_S

    def ttft(self, q: float) -> float:
        return self.fixed_s + self._base(q) + self.backlog_s(q)

    def request(self, q: float) -> float:
        """The first token's quantile, plus the decode steps: their spread added in quadrature to the part of
        the first token's quantile above its mean (monotone in q for q ≥ 50)."""
        base = self._base(q)
        above = max(0.0, base - self._base_mean)
        spread = _normal_quantile(q / 100) * self.decode_sd_s if q > MEDIAN else 0.0
        return (self.fixed_s + min(base, self._base_mean) + self.decode_mean_s + math.hypot(above, spread)
                + self.backlog_s(q))


def _positive_part(c: float, mean: float) -> float:
    """E[(c − W)⁺] for W exponential with this mean."""
    if c <= 0:
        return 0.0
    return c - mean * (1 - math.exp(-c / mean))


def _normal_quantile(p: float) -> float:
    """The standard normal's p-quantile (bisection on erf: a few dozen steps, called a handful of times)."""
    lo, hi = -10.0, 10.0
    for _ in range(BISECTION_STEPS):
        mid = (lo + hi) / 2
        if 0.5 * (1 + math.erf(mid / _SQRT2)) < p:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


class Queue:
    """One copy of the model under Poisson (or bursty) arrivals."""

    def __init__(self, engine: Engine):
        self.e = engine
        self._at: dict[float, Figures] = {}

    @cached_property
    def peak(self) -> float:
        return peak_rate(self.e)

    def at(self, rate: float) -> Figures:
        """The figures at `rate` requests per second arriving at this copy (kept: the search asks again)."""
        if rate not in self._at:
            self._at[rate] = self._figures(rate)
        return self._at[rate]

    def _figures(self, rate: float) -> Figures:
        e = self.e
        admitted = min(rate, STEADY_SHARE * self.peak)
        state = mean_state(e, admitted)
        for shrink in EDGE_STEPS:  # numerically at the edge: step back until the pool holds the load
            if state is not None:
                break
            state = mean_state(e, admitted * shrink)
        if state is None:  # (an idle copy always has a state)
            state = Mean(0.0, 0.0, _step(e, 1.0), _step(e, 1.0))
        lam, s, c2 = state.rate, state.step_s, e.burstiness
        big_s, k = e.prefill_s, e.chunks
        parts = self._first_token_parts(lam, s, big_s, k, c2)
        # A request waits only while every slot is taken: the pool then empties at the peak rate λ*, so a
        # slot is held K ÷ λ* and the wait beyond the atom is exponential with mean (c² + 0)/2 ÷ (λ* − λ).
        load = e.slots * lam / self.peak
        wait_share = _erlang_c(e.slots, load) if load < e.slots else 1.0
        wait_share = wait_share if wait_share >= NEGLIGIBLE_WAIT else 0.0
        wait_mean = c2 / 2 / max(self.peak - lam, TOLERANCE * self.peak) if wait_share > 0 else 0.0
        decode_mean = e.decode_steps * state.itl_s
        ds = (_step(e, state.decoding + 1) - _step(e, state.decoding - 1)) / 2 if state.decoding > 1 else 0.0
        # A longer step keeps the sequences in flight longer, which lengthens the step: the fixed point's gain g'
        # amplifies every deviation by 1 ÷ (1 − g').
        gain = min(MAX_GAIN, lam * e.decode_steps * ds / (1 - lam * big_s))
        # Prompts that arrive while a request decodes each add their pass S, and those passes let more prompts in:
        # the decode is a delay busy period started by its own steps, Var = x λ E[S²] ÷ (1 − ρ)³ for x of work
        # (Takács; Kleinrock, Queueing Systems I, §5.8), here x ÷ (1 − ρ) = decode_mean.
        rho = lam * big_s
        variance = (big_s ** 2 * lam * decode_mean * c2 / (1 - rho) ** 2
                    + (e.decode_steps * ds) ** 2 * 2 * state.decoding / 3) / (1 - gain) ** 2
        return Figures(parts=parts, wait_share=wait_share, wait_mean_s=wait_mean, fixed_s=e.fixed_s,
                       decode_mean_s=decode_mean, decode_sd_s=math.sqrt(max(0.0, variance)),
                       overload=max(0.0, rate / self.peak - 1), utilisation=rate / self.peak)

    @staticmethod
    def _first_token_parts(lam: float, s: float, big_s: float, k: int, c2: float
                           ) -> list[tuple[float, float, float]]:
        """Uniform pieces (weight, start, length) of the time from arrival to the first token, slots free."""
        mean_j = lam * s / (1 - lam * big_s)
        size = min(MAX_CHAIN_STATES, _cover(mean_j * 2))
        rows = [[(i, p) for i, p in enumerate(_poisson(lam * (s + big_s * j), size)) if p > TAIL_MASS * TAIL_MASS]
                for j in range(size + 1)]
        pi = [1.0] + [0.0] * size
        for _ in range(CHAIN_STEPS):
            nxt = [0.0] * (size + 1)
            for j, pj in enumerate(pi):
                if pj > TAIL_MASS * TAIL_MASS:
                    for i, p in rows[j]:
                        nxt[i] += pj * p
            done = max(abs(a - b) for a, b in zip(nxt, pi, strict=True)) < TOLERANCE
            pi = nxt
            if done:
                break
        lengths = [s + big_s * j for j in range(size + 1)]
        norm = sum(p * n for p, n in zip(pi, lengths, strict=True))
        parts: list[tuple[float, float, float]] = []
        for p, length in zip(pi, lengths, strict=True):
            w = p * length / norm
            if w < TAIL_MASS:
                continue  # (the weights are renormalised below)
            others = max(0.0, lam * length + c2 - 1)
            counts = _poisson(others, _cover(others))
            for m, pm in enumerate(counts):
                if w * pm >= TAIL_MASS:
                    parts.append((w * pm, k * s + big_s * (1 + m), length))
        total = sum(w for w, _, _ in parts)
        return [(w / total, a, n) for w, a, n in parts]


@dataclass(frozen=True)
class Goal:
    key: str  # ttft_s | request_s
    value: float
    percentile: float


def _meets(fig: Figures, goals: Sequence[Goal]) -> bool:
    return all(_figure(fig, g) <= g.value for g in goals)


def _figure(fig: Figures, g: Goal) -> float:
    return fig.ttft(g.percentile) if g.key == "ttft_s" else fig.request(g.percentile)


def servers_needed(queue: Queue, rate: float, copies: int, goals: Sequence[Goal]) -> int | None:
    """The fewest servers (each `copies` copies) whose even share of `rate` meets every goal; without goals,
    the fewest that keep each at most PLANNING_UTILISATION busy. None: no number of servers meets a goal."""
    per_server_peak = queue.peak * copies
    if not goals:
        return max(1, math.ceil(rate / (per_server_peak * PLANNING_UTILISATION) - TOLERANCE))

    def ok(m: int) -> bool:
        return _meets(queue.at(rate / (m * copies)), goals)

    if not ok(MAX_SERVERS):
        return None
    lo = max(1, math.ceil(rate / per_server_peak - TOLERANCE))  # below this the servers saturate
    if ok(lo):
        return lo
    hi = lo * 2
    while not ok(hi):
        lo, hi = hi, min(MAX_SERVERS, hi * 2)
    while hi - lo > 1:  # ok(hi), not ok(lo)
        mid = (lo + hi) // 2
        if ok(mid):
            hi = mid
        else:
            lo = mid
    return hi


def _percentiles(f: Callable[[float], float]) -> Percentiles:
    p50, p95, p99 = (f(q) for q in REPORTED)
    return Percentiles(p50=p50, p95=p95, p99=p99)


def traffic(engine: Engine, rate: float, copies: int, goals: Sequence[Goal]) -> Traffic:
    """The traffic figures for one server (`copies` copies of the model sharing `rate` evenly)."""
    queue = Queue(engine)
    copies = max(1, copies)
    one = queue.at(rate / copies)
    needed = servers_needed(queue, rate, copies, goals)
    at_needed = queue.at(rate / (needed * copies)) if needed else None
    chart_q = next((g.percentile for g in goals if g.key == "ttft_s"), REPORTED[1])
    curve = [TrafficPoint(requests_per_s=share * queue.peak * copies, utilisation=share,
                          ttft_s=queue.at(share * queue.peak).ttft(chart_q)) for share in CHART_SHARES]
    return Traffic(
        requests_per_s=rate, burstiness=engine.burstiness, peak_requests_per_s=queue.peak * copies,
        slots=engine.slots, utilisation=one.utilisation, ttft_s=_percentiles(one.ttft),
        request_s=_percentiles(one.request), servers_needed=needed,
        utilisation_at_servers_needed=at_needed.utilisation if at_needed else None,
        ttft_at_servers_needed_s=_percentiles(at_needed.ttft) if at_needed else None,
        request_at_servers_needed_s=_percentiles(at_needed.request) if at_needed else None,
        goals=[TrafficGoal(key=g.key, percentile=g.percentile, target=g.value, one_server=_figure(one, g),
                           at_servers_needed=_figure(at_needed, g) if at_needed else None) for g in goals],
        chart_percentile=chart_q, curve=curve, busy_hour_s=BUSY_HOUR_S)
