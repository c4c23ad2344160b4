"""Boundary search: the largest concurrency or context that still fits, exactly, in few budget calls."""

from __future__ import annotations

from collections.abc import Callable

# Boundary searches stop here (sequences / tokens): beyond any real deployment.
MAX_SEARCH_CONCURRENCY = 1 << 20
MAX_SEARCH_TOKENS = 1 << 24
# The secant's second point: far enough that block rounding (16 tokens in vLLM) does not flatten it.
SECANT_SPAN = 64


def largest(need: Callable[[int], int], limit: int, lo: int, hi: int) -> int:
    """Largest n in [lo, hi] with need(n) <= limit, for a non-decreasing need(); lo - 1 if none.

    Memory grows almost linearly in sequences and tokens, so a secant step lands next to the
    answer; a gallop and a bisection around it make the result exact whatever the curve does.
    """
    need_lo = need(lo)
    if need_lo > limit:
        return lo - 1
    probe = min(hi, lo + SECANT_SPAN)
    if probe == lo:
        return lo
    need_probe = need(probe)
    if need_probe > limit:
        return bisect(need, limit, lo, probe)
    slope = (need_probe - need_lo) / (probe - lo)
    if slope <= 0:  # flat so far: no estimate, gallop from the probe
        guess = probe
    else:
        guess = min(hi, max(probe, probe + int((limit - need_probe) / slope)))
    if need(guess) <= limit:  # gallop up from the guess, then bisect
        good, step = guess, 1
        while good < hi:
            nxt = min(hi, good + step)
            if need(nxt) > limit:
                return bisect(need, limit, good, nxt)
            good, step = nxt, step * 2
        return good
    bad, step = guess, 1  # gallop down from the guess, then bisect
    while True:
        nxt = max(probe, bad - step)
        if need(nxt) <= limit:
            return bisect(need, limit, nxt, bad)
        bad, step = nxt, step * 2


def bisect(need: Callable[[int], int], limit: int, good: int, bad: int) -> int:
    """need(good) <= limit < need(bad): the largest fitting n between them."""
    while bad - good > 1:
        mid = (good + bad) // 2
        if need(mid) <= limit:
            good = mid
        else:
            bad = mid
    return good
