"""Serving under load: time to first token and tokens/s per user with `users` working at once.

A closed loop, as load generators run it (each user sends the next request when the last one has
finished): a request waits for the prefills ahead of it, then decodes in the running batch while
other users' prefills take their turn on the GPU (continuous batching, chunked prefill).

    ρ      = request rate X × one prefill's GPU time S  (the share of the GPU spent on prompts)
    U      = ρ · (n − 1)/n                           (the share an arriving request finds busy)
    R_p    = S + w · S · U ÷ (1 − U)                 (waiting behind the other users' prompts:
                                                      mean-value analysis, Schweitzer's approximation)
    1/ITL  = M + (1 − M · max(pass, step)) ÷ decode step(batch in decode)
             (M passes a second carry other users' prompts — k = ⌈prompt ÷ tokens per pass⌉ each,
              fewer when short prompts share a pass; a decode token rides along in each, and each
              costs its prompt work but never less than a decode step)
    X      = n ÷ (R_p + fixed request cost + (output tokens − 1) × ITL)  (the loop closes)

X is the root of X·cycle(X) = n, found by bracketed false position. The runtime's API server adds
its own delay to the first token, growing with the streams it answers (efficiency.stream_s).
When the memory holds fewer sequences than there are users, the others wait for a free slot: time to first token =
users ÷ X − (output − 1) × ITL. A static batch (all requests at once) is the same loop with every user in it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from app.core.speed.decode import DecodeModel
from app.core.speed.prefill import PrefillModel

# How much of the queued prompts ahead a request waits for: all of it when several prompts share one
# forward pass (every first token comes at the end of the pass: w = 1, R_p = S ÷ (1 − U), n·S for a
# burst of n), half of it when prompts fill the pass one by one (a deterministic queue, the mean of
# a burst is (n + 1)/2 · S). Prompts per pass = tokens a pass carries ÷ prompt tokens.
BATCHED_WAIT = 1.0
SEQUENTIAL_WAIT = 0.5
# The prompt share of the GPU never reaches 1 in the solver (a saturated loop stays finite).
RHO_MAX = 0.999
# Root finding (Illinois false position, bracketed): stop at this relative width, or after so many steps.
SOLVER_TOLERANCE = 1e-4
SOLVER_STEPS = 40


@dataclass(frozen=True)
class LoadPoint:
    ttft_s: float
    itl_s: float
    requests_per_s: float
    decode_batch: float


def serve(dec: DecodeModel, pre: PrefillModel, users: float, input_tokens: int, output_tokens: int,
          slots_limit: float | None, batch_prompt_tokens: int) -> LoadPoint:
    """One model copy serving `users` closed-loop users (fractional when users are spread over copies)."""
    users = max(1.0, users)
    slots = max(1.0, min(users, slots_limit)) if slots_limit else users
    gaps = max(0, output_tokens - 1)  # tokens after the first, one inter-token latency each
    context = input_tokens + output_tokens / 2
    carried = min(slots * input_tokens, max(batch_prompt_tokens, input_tokens))
    prefill = pre.gpu_s(input_tokens, carried)
    fixed = pre.fixed_s
    others = (slots - 1) / slots
    per_pass = max(batch_prompt_tokens, input_tokens) / input_tokens
    passes = math.ceil(input_tokens / max(1, batch_prompt_tokens))
    wait = SEQUENTIAL_WAIT + (BATCHED_WAIT - SEQUENTIAL_WAIT) * min(1.0, per_pass - 1)

    def state(x: float) -> tuple[float, float, float, float]:
        rho = min(RHO_MAX, x * prefill)
        busy = rho * others
        residence = prefill + wait * prefill * busy / (1 - busy)
        queued = x * residence
        batch = max(1.0, slots - queued)
        step = dec.step_s(batch, context)
        shared = max(1.0, min(per_pass, queued))  # prompts that share one pass
        mixed_per_s = x * others * passes / shared  # passes carrying other users' prompts, per second
        mixed_s = max(prefill * shared / passes, step)  # each costs its prompt work, at least a step
        itl = 1 / (mixed_per_s + max(0.0, 1 - mixed_per_s * mixed_s) / step)
        away = fixed + gaps * itl
        # The loop's exact bound: prompts cannot pass faster than one per S, so R >= n·S − the rest.
        residence = max(residence, slots * prefill - away)
        return residence, itl, residence + away, batch

    x = _solve(lambda x: state(x)[2], slots, 1.0 / prefill)
    residence, itl, _cycle, batch = state(x)
    ttft = residence + fixed + math.sqrt(users - 1) * pre.stream_s
    if users > slots:  # the rest wait for memory to free a slot
        ttft = max(ttft, users / x - gaps * itl)
    return LoadPoint(ttft_s=ttft, itl_s=itl, requests_per_s=x, decode_batch=batch)


def _solve(cycle: Callable[[float], float], slots: float, hi: float) -> float:
    """The request rate X with X·cycle(X) = n, cycle increasing in X; X < hi (one prompt at a time).

    cycle(0+) bounds X from above and cycle(that bound) from below, which leaves a tight bracket;
    Illinois false position closes it."""
    hi = min(hi, slots / cycle(hi * 1e-9))
    lo = slots / cycle(hi)
    if hi - lo <= SOLVER_TOLERANCE * hi:
        return hi

    def f(x: float) -> float:
        return x * cycle(x) - slots

    f_lo, f_hi = f(lo), f(hi)
    if f_lo >= 0:
        return lo
    if f_hi <= 0:
        return hi
    side = 0
    for _ in range(SOLVER_STEPS):
        x = (lo * f_hi - hi * f_lo) / (f_hi - f_lo)
        fx = f(x)
        if fx > 0:
            hi, f_hi = x, fx
            if side == 1:
                f_lo /= 2
            side = 1
        else:
            lo, f_lo = x, fx
            if side == -1:
                f_hi /= 2
            side = -1
        if hi - lo <= SOLVER_TOLERANCE * hi:
            break
    return (lo + hi) / 2
