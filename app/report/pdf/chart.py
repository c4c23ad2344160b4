"""The budget chart for print: matplotlib draws it to SVG (vectors), Qt's QSvgRenderer paints it.

Text in the SVG is stored as glyph outlines (svg.fonttype "path"), so the chart looks the same
whatever fonts the reader has; the figures themselves are in the searchable tables next to it.

The layout is measured, not guessed from character counts: the names under the bars wrap at word
boundaries to their bar's slot (smaller, then upright, when a single word is wider than it), legend entries wrap to
the room beside the axes, and the figure grows taller for what the wrapping adds, so no label
overlaps another and nothing is cut at the figure's edge (`layout_problems` checks it).
"""

from __future__ import annotations

import io
import re
from typing import TYPE_CHECKING, Any

from app.charts.budget import Bar, draw_budget
from app.charts.palette import LIGHT
from app.report.quote.model import BudgetChart
from app.text.formatting import Fmt
from app.text.wrap import wrap_to_width

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.backend_bases import RendererBase
    from matplotlib.figure import Figure
    from matplotlib.text import Text

# Figure size, inches: about the printed text width, so 8-9 pt labels print at 8-9 pt. The height is
# the axes' share; the figure grows below it for bar names that need more than two lines.
FIGURE_WIDTH_IN = 6.7
FIGURE_HEIGHT_IN = 2.8
# Fixed margins (figure fractions of the base height) instead of bbox_inches="tight", which draws the
# figure twice: room on the left for the axis label, below for two-line bar labels, on the right for
# the legend.
AXES_BOX = {"left": 0.085, "right": 0.73, "bottom": 0.2, "top": 0.96}
CHART_FONT_PT = 8.5
SLOT_SHARE = 0.94  # a bar's name may use this share of the distance between bars
# Names with a word wider than their slot even in the smallest size are set upright, reading upwards: a
# line's height, not its length, then takes the slot (a slanted name would reach under its neighbours).
ROTATION_DEG = 90
NAME_FONT_PTS = (CHART_FONT_PT, 7.5, 7.0)  # bar names shrink to these sizes before they are turned
EDGE_PAD_PX = 4  # kept clear at the figure's edges
MAX_SHIFTS = 4  # moving the axes narrows them and moves the names again: a few passes settle it
POINTS_PER_INCH = 72.0
CHART_RC: dict[str, Any] = {
    "svg.fonttype": "path",  # glyphs as outlines: no font needed to view, no raster
    "svg.hashsalt": "headroom-quote",  # stable element ids: the same input gives the same file
    "font.family": "DejaVu Sans",  # matplotlib's bundled font: Latin, Polish and Cyrillic
    "font.size": CHART_FONT_PT,
}
# matplotlib writes the space glyph as a <path> without data; QtSvg warns about it and every <use>
# of it, and a data-less path would reach the PDF as a bare close-path. Both are dropped: a space
# draws nothing anyway.
_EMPTY_GLYPH = re.compile(rb'<path id="([^"]+)" transform="[^"]*"/>')


def _wrap(text: str, width: float, measure: Any) -> str:
    """Greedy word wrap of `text` (its own line breaks ignored) to `width` pixels as `measure` says."""
    return "\n".join(wrap_to_width(" ".join(text.split()), width, measure))


def _measure(renderer: RendererBase, artist: Text) -> Any:
    props = artist.get_fontproperties()
    return lambda s: renderer.get_text_width_height_descent(s, props, ismath=False)[0]


def _fit_bar_names(ax: Axes, renderer: RendererBase) -> None:
    labels = ax.get_xticklabels()
    if not labels:
        return
    ticks = ax.get_xticks()
    slot = ax.transData.transform((1, 0))[0] - ax.transData.transform((0, 0))[0] if len(ticks) > 1 else \
        ax.bbox.width
    width = slot * SLOT_SHARE
    texts = [" ".join(label.get_text().split()) for label in labels]
    for size in NAME_FONT_PTS:  # a smaller type before turning the names
        labels[0].set_fontsize(size)
        measure = _measure(renderer, labels[0])
        if all(measure(word) <= width for text in texts for word in text.split()):
            ax.set_xticks(ticks, [_wrap(text, width, measure) for text in texts], fontsize=size)
            return
    ax.set_xticks(ticks, texts, rotation=ROTATION_DEG, ha="right", va="center", rotation_mode="anchor",
                  fontsize=size)


def _fit_legend(fig: Figure, ax: Axes, renderer: RendererBase) -> None:
    legend = ax.get_legend()
    if legend is None:
        return
    texts = legend.get_texts()
    if not texts:
        return
    measure = _measure(renderer, texts[0])
    for _ in range(3):  # wrapping changes the box a little; it settles at once in practice
        fig.draw_without_rendering()
        right = max(t.get_window_extent(renderer).x0 for t in texts)
        room = fig.bbox.x1 - EDGE_PAD_PX - right
        changed = False
        for text in texts:
            wrapped = _wrap(text.get_text(), room, measure)
            if wrapped != text.get_text():
                text.set_text(wrapped)
                changed = True
        if not changed:
            return


def _grow_to_fit(fig: Figure, ax: Axes, renderer: RendererBase) -> None:
    """Make the figure taller (the axes keep their size) by what reaches below or above its edges."""
    fig.draw_without_rendering()
    boxes = [t.get_window_extent(renderer) for t in _texts(ax) if t.get_visible() and t.get_text().strip()]
    if not boxes:
        return
    for _ in range(MAX_SHIFTS):  # turned names reach left of the figure: move the axes right
        left = fig.bbox.x0 + EDGE_PAD_PX - min(b.x0 for b in boxes)
        if left <= 0:
            break
        fig.subplots_adjust(left=ax.get_position().x0 + left / fig.bbox.width)
        fig.draw_without_rendering()
        boxes = [t.get_window_extent(renderer) for t in _texts(ax) if t.get_visible() and t.get_text().strip()]
    below = max(0.0, fig.bbox.y0 + EDGE_PAD_PX - min(b.y0 for b in boxes))
    above = max(0.0, max(b.y1 for b in boxes) - (fig.bbox.y1 - EDGE_PAD_PX))
    if not below and not above:
        return
    dpi = fig.dpi
    height_in = fig.get_figheight() + (below + above) / dpi
    axes = ax.get_position()
    bottom_in = axes.y0 * fig.get_figheight() + below / dpi
    top_in = axes.y1 * fig.get_figheight() + below / dpi
    fig.set_figheight(height_in)
    fig.subplots_adjust(bottom=bottom_in / height_in, top=top_in / height_in)


def _drawn_ticks(axis: Any) -> list[Text]:
    """Tick labels matplotlib draws: those whose tick lies within the axis's view (it keeps others)."""
    low, high = sorted(axis.get_view_interval())
    span = (high - low) * 1e-9
    return [tick.label1 for tick in axis.get_major_ticks() if low - span <= tick.get_loc() <= high + span]


def _texts(ax: Axes) -> list[Text]:
    legend = ax.get_legend()
    return [*ax.texts, ax.yaxis.label, *_drawn_ticks(ax.xaxis), *_drawn_ticks(ax.yaxis),
            *(legend.get_texts() if legend is not None else [])]


def budget_chart_figure(chart: BudgetChart) -> Figure:
    """The stacked bars of `chart`, laid out for print (no Qt involved)."""
    import matplotlib
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    bars = [Bar(label=b.label, budget=b.budget, capacity_bytes=b.capacity_bytes, capacity_label=b.capacity_label)
            for b in chart.bars]
    with matplotlib.rc_context(CHART_RC):  # type: ignore[arg-type]  # matplotlib types keys as literals
        fig = Figure(figsize=(FIGURE_WIDTH_IN, FIGURE_HEIGHT_IN))
        renderer = FigureCanvasAgg(fig).get_renderer()  # type: ignore[no-untyped-call]  # measures text
        fig.subplots_adjust(**AXES_BOX)
        ax = fig.add_subplot()
        fmt = Fmt(lang=chart.lang)
        draw_budget(ax, bars, chart.unit, dict(chart.labels), LIGHT, ylabel=chart.ylabel,
                    number=lambda value: fmt.number(value, 1))
        _fit_legend(fig, ax, renderer)
        _fit_bar_names(ax, renderer)
        _grow_to_fit(fig, ax, renderer)
    return fig


def layout_problems(fig: Figure) -> list[str]:
    """Text of the chart that overlaps other text or runs past the figure's edge (none when sound)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    renderer = FigureCanvasAgg(fig).get_renderer()  # type: ignore[no-untyped-call]
    fig.draw_without_rendering()
    problems = []
    ax = fig.axes[0]
    for text in _texts(ax):
        if not text.get_visible() or not text.get_text().strip():
            continue
        box = text.get_window_extent(renderer)
        if box.x0 < fig.bbox.x0 or box.x1 > fig.bbox.x1 or box.y0 < fig.bbox.y0 or box.y1 > fig.bbox.y1:
            problems.append(f"cut at the figure's edge: {text.get_text()!r}")
    names = [t for t in ax.get_xticklabels() if t.get_text().strip()]
    boxes = [t.get_window_extent(renderer) for t in names]
    for (a, box_a), (b, box_b) in zip(zip(names, boxes, strict=True), list(zip(names, boxes, strict=True))[1:],
                                      strict=False):
        if box_a.overlaps(box_b):
            problems.append(f"bar names overlap: {a.get_text()!r} and {b.get_text()!r}")
    legend = ax.get_legend()
    if legend is not None and legend.get_window_extent(renderer).overlaps(ax.bbox):
        problems.append("the legend overlaps the bars")
    return problems


def budget_chart_svg(chart: BudgetChart) -> bytes:
    """The stacked bars of `chart` as SVG bytes (no Qt involved)."""
    import matplotlib

    fig = budget_chart_figure(chart)
    buffer = io.BytesIO()
    with matplotlib.rc_context(CHART_RC):  # type: ignore[arg-type]
        fig.savefig(buffer, format="svg", metadata={"Date": None})
    return drop_empty_glyphs(buffer.getvalue())


def drop_empty_glyphs(svg: bytes) -> bytes:
    for glyph_id in set(_EMPTY_GLYPH.findall(svg)):
        svg = re.sub(rb'<use xlink:href="#' + re.escape(glyph_id) + rb'"[^>]*/>', b"", svg)
    return _EMPTY_GLYPH.sub(b"", svg)
