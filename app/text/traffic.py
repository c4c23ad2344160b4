"""Traffic in words: the arrival rate, the percentiles of the wait, and the servers it takes.

Shared by the command line, the window and the quote (context "Traffic"); the figures come from
app.core.speed.traffic, never from here. Each line is `label: value`, so no number needs a plural form.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.core.workload.demand import REQUESTS_PER_PERSON_SOURCE
from app.core.workload.schema import Workload
from app.text.formatting import Fmt
from app.text.i18n import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from app.core.speed.types import Percentiles, Traffic

CTX = "Traffic"

LINES: dict[str, str] = {
    "rate": QT_TRANSLATE_NOOP("Traffic", "Traffic at the busiest hour: {rate} requests/s ({share} of one server's "
                                         "peak of {peak} requests/s)"),
    "ttft": QT_TRANSLATE_NOOP("Traffic", "Time to first token on one server: p50 {p50}, p95 {p95}, p99 {p99}"),
    "request": QT_TRANSLATE_NOOP("Traffic", "Whole answer on one server: p50 {p50}, p95 {p95}, p99 {p99}"),
    "servers": QT_TRANSLATE_NOOP("Traffic", "Servers needed: {servers} (each {share} busy; first token p95 {p95}, "
                                            "whole answer p95 {request})"),
    "no_servers": QT_TRANSLATE_NOOP("Traffic", "Servers needed: no number of servers meets the targets (even an "
                                               "idle server is slower than they ask)"),
    "saturated": QT_TRANSLATE_NOOP("Traffic", "One server saturates: its queue grows through the busiest hour"),
    "goal": QT_TRANSLATE_NOOP("Traffic", "{name} p{percentile} at most {target}: one server {one}; on the servers "
                                         "needed {needed}"),
}
GOAL_NAMES: dict[str, str] = {
    "ttft_s": QT_TRANSLATE_NOOP("Traffic", "Time to first token"),
    "request_s": QT_TRANSLATE_NOOP("Traffic", "Whole answer"),
}
# The workload's traffic as the quote and the Load step state it.
STATED: dict[str, str] = {
    "rate": QT_TRANSLATE_NOOP("Traffic", "{rate} requests/s at the busiest hour"),
    "people": QT_TRANSLATE_NOOP("Traffic", "{rate} requests/s at the busiest hour ({people} people × {per_person} "
                                           "requests an hour each)"),
    "burstiness": QT_TRANSLATE_NOOP("Traffic", "arrivals in bursts (burstiness {burstiness})"),
    "target": QT_TRANSLATE_NOOP("Traffic", "{percentile} % within {value}"),
    "source": QT_TRANSLATE_NOOP("Traffic", "Requests per person per hour when not given: {source}."),
}
NONE = QT_TRANSLATE_NOOP("Traffic", "none")


def _p(fmt: Fmt, p: Percentiles) -> dict[str, str]:
    return {"p50": fmt.seconds(p.p50), "p95": fmt.seconds(p.p95), "p99": fmt.seconds(p.p99)}


def rate_text(fmt: Fmt, rate: float) -> str:
    return fmt.number(rate, 2 if rate < 10 else 1 if rate < 100 else 0)


def traffic_lines(traffic: Traffic, fmt: Fmt) -> list[str]:
    """The traffic figures of one offer, a line each."""
    out = [translate(CTX, LINES["rate"]).format(rate=rate_text(fmt, traffic.requests_per_s),
                                               share=fmt.percent(traffic.utilisation),
                                               peak=rate_text(fmt, traffic.peak_requests_per_s))]
    if traffic.utilisation >= 1:
        out.append(translate(CTX, LINES["saturated"]))
    out.append(translate(CTX, LINES["ttft"]).format(**_p(fmt, traffic.ttft_s)))
    out.append(translate(CTX, LINES["request"]).format(**_p(fmt, traffic.request_s)))
    for g in traffic.goals:
        needed = fmt.seconds(g.at_servers_needed) if g.at_servers_needed is not None else translate(CTX, NONE)
        out.append(translate(CTX, LINES["goal"]).format(
            name=translate(CTX, GOAL_NAMES.get(g.key, g.key)), percentile=percentile_text(fmt, g.percentile),
            target=fmt.seconds(g.target), one=fmt.seconds(g.one_server), needed=needed))
    if traffic.servers_needed is None:
        out.append(translate(CTX, LINES["no_servers"]))
    elif traffic.ttft_at_servers_needed_s is not None and traffic.request_at_servers_needed_s is not None:
        out.append(translate(CTX, LINES["servers"]).format(
            servers=fmt.number(traffic.servers_needed), share=fmt.percent(traffic.utilisation_at_servers_needed or 0),
            p95=fmt.seconds(traffic.ttft_at_servers_needed_s.p95),
            request=fmt.seconds(traffic.request_at_servers_needed_s.p95)))
    return out


def percentile_text(fmt: Fmt, percentile: float) -> str:
    return fmt.number(percentile, 0 if float(percentile).is_integer() else 1)


def stated_traffic(workload: Workload, fmt: Fmt) -> str | None:
    """The traffic the buyer gave, in one phrase (None without a rate)."""
    load = workload.load
    if load.requests_per_s is None:
        return None
    rate = rate_text(fmt, load.requests_per_s)
    if load.people and load.requests_per_person_per_hour:
        text = translate(CTX, STATED["people"]).format(rate=rate, people=fmt.number(load.people),
                                                      per_person=fmt.number(
                                                          load.requests_per_person_per_hour,
                                                          0 if float(load.requests_per_person_per_hour).is_integer()
                                                          else 1))
    else:
        text = translate(CTX, STATED["rate"]).format(rate=rate)
    if load.burstiness != 1:
        text += "; " + translate(CTX, STATED["burstiness"]).format(burstiness=fmt.number(load.burstiness, 1))
    return text


def target_percentile_text(fmt: Fmt, percentile: float | None, value: float) -> str:
    """'95 % within 2.00 s' (a target with a percentile)."""
    return translate(CTX, STATED["target"]).format(percentile=percentile_text(fmt, percentile or 50.0),
                                                   value=fmt.seconds(value))


def default_source() -> str:
    return translate(CTX, STATED["source"]).format(source=REQUESTS_PER_PERSON_SOURCE)
