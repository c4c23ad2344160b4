"""Work done per hour and the time a batch job takes, from the rate of requests one server completes.

    work per hour = requests per second × 3,600 × units per request (a document, its input tokens, the
                    images of a request, its audio hours)
    batch hours   = requests in the job ÷ requests per second ÷ 3,600

The slow end of the rate gives the long end of the job (a range, like every speed figure).
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core.speed.types import Rate
from app.core.workload.batch import SECONDS_PER_HOUR, requests_in, units_per_request, work_unit
from app.core.workload.schema import Workload


@dataclass(frozen=True)
class Work:
    per_hour: Rate
    unit: str
    batch_hours: Rate | None


def batch_users(workload: Workload, replicas: int) -> int:
    """Requests kept in flight: a batch job keeps every copy of the model busy (at least one request each)."""
    users = workload.load.concurrency
    return max(users, replicas) if workload.load.batch is not None else users


def work(task: str, workload: Workload, requests_per_s: Rate) -> Work:
    load = workload.load
    unit = work_unit(task, load)
    per = units_per_request(task, load, unit)
    per_hour = Rate(low=requests_per_s.low * SECONDS_PER_HOUR * per,
                    typical=requests_per_s.typical * SECONDS_PER_HOUR * per,
                    high=requests_per_s.high * SECONDS_PER_HOUR * per)
    hours = None
    if load.batch is not None and requests_per_s.typical > 0:
        n = requests_in(task, load, load.batch)

        def h(rate: float) -> float:
            return n / rate / SECONDS_PER_HOUR if rate > 0 else float("inf")

        hours = Rate(low=h(requests_per_s.high), typical=h(requests_per_s.typical), high=h(requests_per_s.low))
    return Work(per_hour=per_hour, unit=unit, batch_hours=hours)
