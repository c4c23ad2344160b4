"""A discrete-event simulation of continuous batching, written to judge the traffic model's queueing.

It runs on the same `Engine` as app.core.speed.traffic (the same decode step, prompt work, pass size and
slots), so only the queueing differs: requests arrive as a Poisson stream; each step, as vLLM V1's
scheduler does (vllm/v1/core/sched/scheduler.py), the running sequences decode one token each, unfinished
prompts continue in chunks, and waiting requests are admitted first-come first-served while a slot is free
and the pass has tokens left; the step costs s(sequences decoding) + S × prompt tokens ÷ prompt length. A
request's first token comes at the end of the step that finishes its prompt, its last D steps later.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

from app.core.speed.traffic import Engine


@dataclass
class Run:
    ttft_s: list[float]
    request_s: list[float]
    completed_per_s: float

    def quantile(self, values: list[float], q: float) -> float:
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, int(q / 100 * len(ordered)))]


def simulate(e: Engine, rate: float, requests: int, seed: int, warmup: float = 0.1) -> Run:
    """Serve `requests` Poisson arrivals at `rate`; the first `warmup` share is left out of the figures."""
    rng = random.Random(seed)
    arrivals, t = [], 0.0
    for _ in range(requests):
        t += rng.expovariate(rate)
        arrivals.append(t)
    first: list[float | None] = [None] * requests
    last: list[float | None] = [None] * requests
    waiting: deque[int] = deque()
    prefilling: list[list[int]] = []  # [request, prompt tokens left]
    finishing: dict[int, list[int]] = {}  # step index → requests whose last token comes then
    decoding = 0
    step_index, clock, nxt = 0, 0.0, 0
    per_token = e.prefill_s / e.prompt_tokens
    d = e.decode_steps
    while nxt < requests or waiting or prefilling or decoding:
        while nxt < requests and arrivals[nxt] <= clock:
            waiting.append(nxt)
            nxt += 1
        if not (waiting or prefilling or decoding):
            clock = arrivals[nxt]
            continue
        budget = e.pass_tokens - decoding
        tokens = 0
        for item in prefilling:
            take = min(item[1], max(0, budget))
            item[1] -= take
            budget -= take
            tokens += take
        while waiting and decoding + len(prefilling) < e.slots and budget > 0:
            i = waiting.popleft()
            take = min(e.prompt_tokens, budget)
            prefilling.append([i, e.prompt_tokens - take])
            budget -= take
            tokens += take
        clock += e.step_s(max(1, decoding)) + per_token * tokens
        step_index += 1
        for i in finishing.pop(step_index, []):
            last[i] = clock
            decoding -= 1
        still = []
        for item in prefilling:
            if item[1] > 0:
                still.append(item)
                continue
            i = item[0]
            first[i] = clock
            if d == 0:
                last[i] = clock
            else:
                decoding += 1
                finishing.setdefault(step_index + d, []).append(i)
        prefilling = still
    skip = int(warmup * requests)
    ttft = [f - a + e.fixed_s for f, a in zip(first[skip:], arrivals[skip:], strict=True) if f is not None]
    total = [x - a + e.fixed_s for x, a in zip(last[skip:], arrivals[skip:], strict=True) if x is not None]
    done = [x for x in last if x is not None]
    return Run(ttft_s=ttft, request_s=total, completed_per_s=len(done) / max(done))


def saturated_rate(e: Engine, requests: int, seed: int) -> float:
    """Requests per second completed with a queue that never empties (all arrive at once)."""
    run = simulate(e, rate=1e9, requests=requests, seed=seed, warmup=0.0)
    return run.completed_per_s
