"""The budget chart for print: matplotlib draws it to SVG (vectors), Qt's QSvgRenderer paints it.

Text in the SVG is stored as glyph outlines (svg.fonttype "path"), so the chart looks the same
whatever fonts the reader has; the figures themselves are in the searchable tables next to it.
"""

from __future__ import annotations

import io
import re
import textwrap
from typing import Any

from app.charts.budget import Bar, draw_budget
from app.charts.palette import LIGHT
from app.report.quote.model import BudgetChart
from app.text.formatting import Fmt

# Figure size, inches: about the printed text width, so 8-9 pt labels print at 8-9 pt.
FIGURE_WIDTH_IN = 6.7
FIGURE_HEIGHT_IN = 2.8
# Fixed margins (figure fractions) instead of bbox_inches="tight", which draws the figure twice:
# room on the left for the axis label, below for two-line bar labels, on the right for the legend.
AXES_BOX = {"left": 0.085, "right": 0.73, "bottom": 0.2, "top": 0.96}
CHART_FONT_PT = 8.5
LEGEND_WRAP_CHARS = 22  # what fits in the 27 % of the figure right of the axes at CHART_FONT_PT
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


def budget_chart_svg(chart: BudgetChart) -> bytes:
    """The stacked bars of `chart` as SVG bytes (no Qt involved)."""
    import matplotlib
    from matplotlib.figure import Figure

    bars = [Bar(label=b.label, budget=b.budget, capacity_bytes=b.capacity_bytes, capacity_label=b.capacity_label)
            for b in chart.bars]
    with matplotlib.rc_context(CHART_RC):  # type: ignore[arg-type]  # matplotlib types keys as literals
        fig = Figure(figsize=(FIGURE_WIDTH_IN, FIGURE_HEIGHT_IN))
        fig.subplots_adjust(**AXES_BOX)
        ax = fig.add_subplot()
        fmt = Fmt(lang=chart.lang)
        # Legend entries wrap to the width beside the axes ("Narzut środowiska uruchomieniowego" does not fit).
        labels = {key: textwrap.fill(text, LEGEND_WRAP_CHARS) for key, text in chart.labels.items()}
        draw_budget(ax, bars, chart.unit, labels, LIGHT, ylabel=chart.ylabel,
                    number=lambda value: fmt.number(value, 1))
        buffer = io.BytesIO()
        fig.savefig(buffer, format="svg", metadata={"Date": None})
    return drop_empty_glyphs(buffer.getvalue())


def drop_empty_glyphs(svg: bytes) -> bytes:
    for glyph_id in set(_EMPTY_GLYPH.findall(svg)):
        svg = re.sub(rb'<use xlink:href="#' + re.escape(glyph_id) + rb'"[^>]*/>', b"", svg)
    return _EMPTY_GLYPH.sub(b"", svg)
