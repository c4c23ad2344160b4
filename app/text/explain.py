"""Words for one budget component: what it is, how it was calculated, and its numbers."""

from __future__ import annotations

from html import escape

from app.core.memory.types import Component
from app.text import i18n
from app.text.formatting import Fmt
from app.text.messages import component_explanation, component_label, device_label, formula_text, range_text

CTX = "Explain"


tr = i18n.translator(CTX)


def explanation_parts(component: Component, fmt: Fmt) -> tuple[str, str, str, str, str]:
    """(name, numbers, what it is, formula, what the range depends on) — all engine-derived."""
    sizes = dict(typical=fmt.bytes(component.bytes), low=fmt.bytes(component.low_bytes),
                 high=fmt.bytes(component.high_bytes))
    if component.device == "gpu":
        numbers = tr("{typical} per GPU (range {low} – {high})").format(**sizes)
    else:
        where = device_label(component.device)
        numbers = tr("{typical} in {where} (range {low} – {high})").format(where=where, **sizes)
    return (component_label(component.key), numbers, component_explanation(component.key),
            formula_text(component, fmt), range_text(component))


def explanation_html(component: Component, fmt: Fmt) -> str:
    name, numbers, what, formula, spread = explanation_parts(component, fmt)
    lines = [f"<b>{escape(name)}</b>: {escape(numbers)}", escape(what),
             tr("<i>How:</i> {formula}").format(formula=escape(formula))]
    if spread:
        lines.append(tr("<i>Range:</i> {reason}").format(reason=escape(spread)))
    return "<br>".join(lines)


def explanation_text(component: Component, fmt: Fmt) -> str:
    name, numbers, what, formula, spread = explanation_parts(component, fmt)
    lines = [f"{name}: {numbers}", what, tr("How: {formula}").format(formula=formula)]
    if spread:
        lines.append(tr("Range: {reason}").format(reason=spread))
    return "\n".join(lines)
