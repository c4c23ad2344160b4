"""Several workloads on one server, in words: the set's verdict with its reason, and who sits on which GPU.

The core decides (`app.core.fit.together`); this module words what it decided, the same for the command
line, the window and the quote (context "Together").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.text import advice
from app.text.formatting import Fmt
from app.text.i18n import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from app.core.fit.together import Resident, Slice, TogetherComparison, TogetherResult

CTX = "Together"

REASONS: dict[str, str] = {
    "fits_apart": QT_TRANSLATE_NOOP(
        "Together", "fits: every workload has GPUs of its own; the busiest GPU needs {need} of {capacity}"),
    "fits_shared": QT_TRANSLATE_NOOP(
        "Together", "fits: {workload} shares a GPU (launched with {knob} {fraction}); the busiest GPU needs "
                    "{need} of {capacity}"),
    "never_together": QT_TRANSLATE_NOOP(
        "Together", "fits: the workloads are never loaded at the same time, so the need is the larger one, "
                    "{need} of {capacity}"),
    "too_large": QT_TRANSLATE_NOOP("Together", "does not fit: {workload} does not fit on this server even alone"),
    "no_room": QT_TRANSLATE_NOOP(
        "Together", "does not fit: at {hours} the workloads loaded together need {need} on one GPU of {capacity}"),
    "misses": QT_TRANSLATE_NOOP(
        "Together", "memory fits ({need} of {capacity} on the busiest GPU), but {workload} misses a must-have "
                    "while it shares its GPU's time with the others"),
}
# The verdicts that say "fits" in the reasons above are worded as the verdict when it is only tight.
TIGHT_PREFIX = QT_TRANSLATE_NOOP("Together", "fits tightly")
SHARING = QT_TRANSLATE_NOOP("Together", "shares GPU {gpus} with {others}")
OWN = QT_TRANSLATE_NOOP("Together", "GPU {gpus}")
SHARE_NOTE = QT_TRANSLATE_NOOP(
    "Together", "Workloads that share a GPU share its time: while all are busy each gets a part of it, so their "
                "speeds are divided by the number sharing before the must-haves are checked. A pilot measures it.")
HOURS_ALWAYS = QT_TRANSLATE_NOOP("Together", "all day")


def reason_text(result: TogetherResult, fmt: Fmt) -> str:
    """The set's verdict with its reason, as one sentence."""
    p = dict(result.reason_params)
    words = {k: v for k, v in p.items() if isinstance(v, str)}
    if "need" in p:
        words["need"] = fmt.bytes(float(p["need"]))
    if "capacity" in p:
        words["capacity"] = fmt.bytes(float(p["capacity"]))
    if "fraction" in p:
        words["fraction"] = fmt.number(float(p["fraction"]), 2)
    if "sharing" in p:
        words["sharing"] = fmt.number(float(p["sharing"]))
    text = translate(CTX, REASONS.get(result.reason, result.reason)).format_map(_Blank(words))
    if result.verdict == "tight" and result.reason in ("fits_apart", "fits_shared", "never_together"):
        _head, _, rest = text.partition(":")
        text = translate(CTX, TIGHT_PREFIX) + ":" + rest if rest else text
    return advice.capitalized(text) + "."


class _Blank(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return ""


def hours_text(s: Slice) -> str:
    from app.core.fit.together import spans

    runs = spans(s.hours)
    return translate(CTX, HOURS_ALWAYS) if runs == ["00-24"] else ", ".join(runs)


def resident_text(r: Resident, s: Slice, fmt: Fmt) -> str:
    """Where one workload sits in one part of the day, with its need per GPU and any launch option."""
    gpus = ", ".join(str(g) for g in r.gpus)
    if r.shares_gpu:
        others = [x.name for x in s.residents if x.index != r.index and set(x.gpus) & set(r.gpus)]
        where = translate(CTX, SHARING).format(gpus=gpus, others=", ".join(others))
    else:
        where = translate(CTX, OWN).format(gpus=gpus)
    line = f"{r.name}: {where}; {fmt.bytes(r.per_gpu_bytes)} ({fmt.bytes(r.per_gpu_high_bytes)})"
    if r.share_knob and r.memory_fraction is not None:
        line += f"; {r.share_knob} {fmt.number(r.memory_fraction, 2)}"
    if r.missed:
        line += " — " + "; ".join(advice.missed_text(m, fmt) for m in r.missed)
    return line


def recommendation_text(c: TogetherComparison, fmt: Fmt) -> str:
    best = next((r for r in c.results if r.key == c.recommended), None)
    if best is None:
        return translate("Together", "No server in the list holds every workload and meets every must-have.")
    price = "" if best.price_monthly is None else \
        translate("Together", " at {price} a month").format(price=advice.money(fmt, best.price_monthly, best.currency or ""))
    return translate("Together", "Recommended for the whole set: {server}{price}.").format(server=best.server_name,
                                                                                 price=price)


def busiest_text(t: TogetherResult, fmt: Fmt) -> str:
    """The busiest GPU's need against its usable memory, "20.4 GB / 43.5 GB" (— when nothing was placed)."""
    worst = t.worst
    return "—" if worst is None else f"{fmt.bytes(worst.busiest_bytes, 1)} / {fmt.bytes(worst.capacity_bytes, 1)}"
