"""Colours of the budget components and chart themes.

Okabe & Ito's colour-blind-safe palette (Color Universal Design, 2002), one colour per component.
"""

from __future__ import annotations

from dataclasses import dataclass

COMPONENT_COLORS: dict[str, str] = {
    "weights": "#0072B2",
    "quantization_metadata": "#56B4E9",
    "kv_cache": "#E69F00",
    "activations": "#009E73",
    "gradients": "#D55E00",
    "optimizer_states": "#CC79A7",
    "adapters": "#F0E442",
    "runtime_overhead": "#999999",
    # Parts of vision-language, image and speech models: Paul Tol's "muted" scheme (colour-blind safe), as the
    # eight above are all of Okabe-Ito's.
    "vision_encoder": "#332288",
    "text_encoders": "#882255",
    "vae": "#44AA99",
    "recurrent_state": "#DDCC77",  # Tol muted: a hybrid model's fixed per-sequence state
    "draft_model": "#117733",  # Tol muted: the speculative-decoding draft (weights and its cache)
    # parts that live only beside the GPUs (system RAM): the palette's black and light greys
    "pinned_buffers": "#000000",
    "dataset": "#BBBBBB",
    "host_system": "#DDDDDD",
}

# Not fitting is red, as the captions say, and apart from tight's orange: Okabe-Ito's vermilion (#D55E00)
# read as a second orange beside it; Paul Tol's "vibrant" red (colour-blind safe) does not.
NOT_FIT_RED = "#CC3311"
# Workloads sharing one server, one colour each in the order of the project: Paul Tol's "bright" scheme
# (colour-blind safe; personal.sron.nl/~pault), grey last.
WORKLOAD_COLORS: tuple[str, ...] = ("#4477AA", "#EE6677", "#228833", "#CCBB44", "#66CCEE", "#AA3377", "#BBBBBB")

VERDICT_COLORS: dict[str, str] = {
    "fits": "#009E73",
    "tight": "#E69F00",
    "misses_must_have": NOT_FIT_RED,  # a missed must-have reads as a problem, like memory that does not fit
    "does_not_fit": NOT_FIT_RED,
    "unknown_gpu": "#999999",
}


@dataclass(frozen=True)
class Theme:
    background: str = "#ffffff"
    foreground: str = "#202020"
    grid: str = "#d9d9d9"
    capacity: str = "#b00020"
    range_color: str = "#202020"


LIGHT = Theme()
DARK = Theme(background="#1f1f1f", foreground="#e8e8e8", grid="#3a3a3a", capacity="#ff6b6b",
             range_color="#e8e8e8")
