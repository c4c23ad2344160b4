"""The memory budget as stacked bars: per GPU, and (a bar of its own) what lives in system RAM beside the
GPUs, with the low–high range and capacity lines.

Input is what the engine computed (one `Bar` per bar: components in bytes, capacity); the chart
only scales bytes to the display unit. Returns the artists mapped to (bar, component) so a window
can explain a segment on hover or click.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.charts.palette import COMPONENT_COLORS, LIGHT, Theme
from app.core.memory.types import COMPONENT_ORDER, Budget, Component
from app.core.units import UNIT_BYTES

if TYPE_CHECKING:  # `Bar` is also the data of the window's QPainter chart, which must not load matplotlib
    from matplotlib.axes import Axes
    from matplotlib.patches import Rectangle

BAR_WIDTH = 0.55
CAPACITY_LINE_OVERHANG = 0.12  # the capacity line extends this far past each side of its bar
# A bar's figure sits this share of the chart's top above its whisker: a capacity line inside that band would
# run through it, so the figure moves above the line.
LABEL_BAND_SHARE = 0.12


@dataclass(frozen=True)
class Bar:
    label: str
    budget: Budget
    capacity_bytes: int | None = None  # usable memory per GPU on the compared server
    capacity_label: str = ""
    verdict: str | None = None
    parts: tuple[Component, ...] | None = None  # another tier's parts (system RAM); default: the GPU's components

    def components(self) -> list[Component]:
        return list(self.parts) if self.parts is not None else list(self.budget.components)

    def totals(self) -> tuple[int, int, int]:
        """(low, typical, high) of the whole bar: the engine's own per-GPU figures, or the tier's sums."""
        if self.parts is None:
            b = self.budget
            return b.per_gpu_low_bytes, b.per_gpu_bytes, b.per_gpu_high_bytes
        return (sum(c.low_bytes for c in self.parts), sum(c.bytes for c in self.parts),
                sum(c.high_bytes for c in self.parts))


def _bytes(bar: Bar, key: str) -> int:
    return sum(c.bytes for c in bar.components() if c.key == key)


@dataclass
class DrawnBudget:
    segments: dict[Rectangle, tuple[int, str]] = field(default_factory=dict)


def draw_budget(ax: Axes, bars: Sequence[Bar], unit: str, labels: dict[str, str],
                theme: Theme = LIGHT, total_label: str = "{value}", ylabel: str = "",
                number: Callable[[float], str] | None = None, legend: bool = True) -> DrawnBudget:
    """Stacked bars of per-GPU memory. `labels` maps component keys to display names; `number`
    formats the totals in the reader's locale (default: one decimal with a point)."""
    number = number or (lambda value: f"{value:.1f}")
    scale = UNIT_BYTES[unit]
    drawn = DrawnBudget()
    ax.set_facecolor(theme.background)
    xs = list(range(len(bars)))
    present = [k for k in COMPONENT_ORDER if any(_bytes(b, k) for b in bars)]
    # One bar call per component (all bars at once) keeps a six-profile redraw cheap.
    bottoms = [0.0] * len(bars)
    for key in present:
        heights = [_bytes(b, key) / scale for b in bars]
        container = ax.bar(xs, heights, BAR_WIDTH, bottom=bottoms, color=COMPONENT_COLORS[key],
                           edgecolor=theme.background, linewidth=0.6, label=labels.get(key, key))
        for i, patch in enumerate(container.patches):
            if heights[i]:
                drawn.segments[patch] = (i, key)
        bottoms = [b + h for b, h in zip(bottoms, heights, strict=True)]
    # The labels and whiskers show the engine's own figures, not a sum of what was drawn.
    figures = [b.totals() for b in bars]
    totals = [f[1] / scale for f in figures]
    lows = [f[0] / scale for f in figures]
    highs = [f[2] / scale for f in figures]
    if bars:
        ax.errorbar(xs, totals, yerr=[[t - lo for t, lo in zip(totals, lows, strict=True)],
                                       [hi - t for t, hi in zip(totals, highs, strict=True)]],
                    fmt="none", ecolor=theme.range_color, elinewidth=1.2, capsize=6)
    cap_of = {i: bar.capacity_bytes / scale for i, bar in enumerate(bars) if bar.capacity_bytes}
    band = LABEL_BAND_SHARE * max([*highs, *cap_of.values(), 0.0])
    for i, total in enumerate(totals):
        # Above the whisker, or above the capacity line where that would run through the figure; on a patch
        # of background, so a line passing behind it elsewhere leaves it readable.
        cap = cap_of.get(i)
        anchor = cap if cap is not None and highs[i] <= cap <= highs[i] + band else highs[i]
        ax.annotate(total_label.format(value=number(total)), (i, anchor), xytext=(0, 6),
                    textcoords="offset points", ha="center", va="bottom", color=theme.foreground, fontsize=9,
                    bbox={"facecolor": theme.background, "edgecolor": "none", "pad": 1.0})
    capped = [(i, bar.capacity_bytes / scale) for i, bar in enumerate(bars) if bar.capacity_bytes]
    if capped:
        half = BAR_WIDTH / 2 + CAPACITY_LINE_OVERHANG
        ax.hlines([c for _, c in capped], [i - half for i, _ in capped], [i + half for i, _ in capped],
                  colors=theme.capacity, linestyles="--", linewidth=1.6)
        for i, cap in capped:
            if bars[i].capacity_label:
                ax.annotate(bars[i].capacity_label, (i + half, cap), xytext=(2, 2), textcoords="offset points",
                            ha="left", va="bottom", color=theme.capacity, fontsize=8)
    top = max([*highs, *(c for _, c in capped), 0.0])
    ax.set_xticks(range(len(bars)), [b.label for b in bars], color=theme.foreground)
    ax.set_xlim(-0.6, len(bars) - 0.4 + (0.5 if any(b.capacity_label for b in bars) else 0))
    ax.set_ylim(0, top * 1.15 if top else 1)
    ax.set_ylabel(ylabel or unit, color=theme.foreground)
    ax.tick_params(colors=theme.foreground)
    ax.grid(axis="y", color=theme.grid, linewidth=0.6)
    ax.set_axisbelow(True)
    for spine in ax.spines.values():
        spine.set_color(theme.grid)
    if present and legend:
        legend_box = ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), frameon=False, fontsize=8)
        for text in legend_box.get_texts():
            text.set_color(theme.foreground)
    return drawn
