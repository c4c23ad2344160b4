"""The comparison's two charts: memory per GPU (one shared axis) and speed against concurrency.

Each chart is one matplotlib Figure made once and redrawn in place (axes cleared, not recreated),
with margins fixed in pixels instead of a layout engine (constrained layout measured every text
on every draw and cost more than the drawing). Only a chart on screen is drawn; the other one
waits until its tab is shown. The data drawn is kept in `bars` and `series` for tests.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from dataclasses import dataclass

from matplotlib.axes import Axes
from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.charts.budget import Bar, draw_budget
from app.charts.palette import LIGHT, VERDICT_COLORS
from app.charts.speed import Series, draw_speed
from app.core.budget_model import COMPONENT_ORDER
from app.core.fit import FitResult
from app.formatting import Fmt
from app.messages import component_label

CTX = "CompareCharts"
# Profile names under the bars and in the legend are cut to one line: every glyph costs a redraw
# about 0.1 ms with matplotlib 3.11's text engine, and the table above shows the names in full.
LABEL_CHARS = 22
FIGURE_DPI = 100
CHART_MIN_HEIGHT = 220
NO_CURVE_VERDICTS = ("does_not_fit", "unknown_gpu")
SMALL_FONT = 8
WHOLE_NUMBER = FuncFormatter(lambda value, _pos: f"{value:,.0f}")


@dataclass(frozen=True)
class MarginsPx:
    left: int
    right: int
    bottom: int
    top: int
    between: int = 0  # between side-by-side axes


BUDGET_MARGINS = MarginsPx(left=64, right=150, bottom=28, top=16)  # right: the legend of components
SPEED_MARGINS = MarginsPx(left=80, right=170, bottom=44, top=26, between=80)  # right: the profiles


def tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def reset_axes(ax: Axes) -> None:
    """Empty an axes for the next draw but keep its ticks and spines: `ax.clear()` rebuilds every
    tick object, which cost about a third of a redraw."""
    for artist in [*ax.lines, *ax.patches, *ax.collections, *ax.texts]:
        artist.remove()
    ax.containers.clear()
    legend = ax.get_legend()
    if legend is not None:
        legend.remove()
    ax.set_title("")
    ax.ignore_existing_data_limits = True  # the next artists set the data limits afresh


def short_label(name: str) -> str:
    return textwrap.shorten(name, LABEL_CHARS, placeholder="…")


class ChartCanvas(FigureCanvasQTAgg):
    """A canvas that keeps fixed pixel margins and paints its chart only when on screen."""

    def __init__(self, margins: MarginsPx, parent: QWidget | None = None) -> None:
        super().__init__(Figure(dpi=FIGURE_DPI))
        self.setParent(parent)
        self.margins = margins
        self.painter = lambda: None  # what draws the artists; set by CompareCharts
        self.dirty = False
        self.setMinimumHeight(CHART_MIN_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def apply_margins(self) -> None:
        w, h = max(1, self.width()), max(1, self.height())
        m = self.margins
        axes = max(1, len(self.figure.axes))
        left, right = m.left / w, 1 - m.right / w
        width = (w - m.left - m.right - (axes - 1) * m.between) / axes
        if right <= left or h <= m.bottom + m.top or width <= 0:
            return  # too small to lay out: keep the last margins
        self.figure.subplots_adjust(left=left, right=right, bottom=m.bottom / h, top=1 - m.top / h,
                                     wspace=m.between / width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.apply_margins()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.paint_if_dirty()

    def paint_if_dirty(self, force: bool = False) -> None:
        if self.dirty and (force or self.isVisible()):
            self.dirty = False
            self.painter()
            self.apply_margins()
            self.draw()


class CompareCharts:
    """Owns the two canvases; `show()` replaces what they show."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.budget_canvas = ChartCanvas(BUDGET_MARGINS, parent)
        self.budget_ax = self.budget_canvas.figure.add_subplot()
        self.speed_canvas = ChartCanvas(SPEED_MARGINS, parent)
        self.total_ax, self.user_ax = self.speed_canvas.figure.subplots(1, 2)
        self.budget_canvas.painter = self._paint_budget
        self.speed_canvas.painter = self._paint_speed
        self.bars: list[Bar] = []
        self.bar_ids: list[str | None] = []
        self.series: list[Series] = []
        self.not_drawn: list[FitResult] = []  # no budget: the GPU is unknown
        self.requested: int | None = None
        self._fmt = Fmt()

    def show(self, results: Sequence[FitResult], fmt: Fmt, requested: int | None) -> None:
        """Take the engine's results (in display order); the chart on screen is redrawn now."""
        self._fmt, self.requested = fmt, requested
        drawn = [r for r in results if r.budget is not None]
        self.not_drawn = [r for r in results if r.budget is None]
        self.bars = [Bar(label=short_label(r.server_name), budget=r.budget,
                         capacity_bytes=r.capacity_bytes, verdict=r.verdict) for r in drawn if r.budget is not None]
        self.bar_ids = [r.server_id for r in drawn]
        # Every profile keeps its colour (its position); one that cannot hold the workload draws no curve.
        self.series = [Series(label=short_label(r.server_name),
                              speed=r.speed if r.verdict not in NO_CURVE_VERDICTS
                              else r.speed.model_copy(update={"curve": []}))
                       for r in results if r.speed is not None]
        for canvas in (self.budget_canvas, self.speed_canvas):
            canvas.dirty = True
            canvas.paint_if_dirty()

    def _paint_budget(self) -> None:
        ax, fmt = self.budget_ax, self._fmt
        reset_axes(ax)
        labels = {key: component_label(key) for key in COMPONENT_ORDER}
        ylabel = tr("Memory per GPU ({unit})").replace("{unit}", str(fmt.unit))
        draw_budget(ax, self.bars, str(fmt.unit), labels, ylabel=ylabel)
        for tick, bar in zip(ax.get_xticklabels(), self.bars, strict=False):
            tick.set_color(VERDICT_COLORS.get(bar.verdict or "", LIGHT.foreground))
            tick.set_fontsize(SMALL_FONT)
        if not self.bars:
            ax.text(0.5, 0.5, tr("No profile here has a GPU the catalog knows."), ha="center", va="center",
                    transform=ax.transAxes)

    def _paint_speed(self) -> None:
        for ax in (self.total_ax, self.user_ax):
            reset_axes(ax)
        if self.requested is None or not any(s.speed.curve for s in self.series):
            self.total_ax.text(0.5, 0.5, tr("No speed curve: the workload is training, or fits on none of "
                                            "these profiles."), ha="center", va="center", wrap=True,
                               transform=self.total_ax.transAxes)
            return
        labels = {"concurrency": tr("users served at once"), "total": tr("tokens/s, all users together"),
                  "user": tr("tokens/s for each user")}
        draw_speed(self.total_ax, self.user_ax, self.series, self.requested, labels)
        for ax in (self.total_ax, self.user_ax):
            ax.relim()
            ax.autoscale_view()
            ax.xaxis.set_major_formatter(WHOLE_NUMBER)  # 1, 4, 16 … users rather than 2⁰, 2², 2⁴
        self.total_ax.set_title(tr("Throughput"), fontsize=10)
        self.user_ax.set_title(tr("Speed each user sees"), fontsize=10)
        legend = self.total_ax.get_legend()
        if legend is not None:  # beside the charts, not over the curves
            legend.remove()
            handles, names = self.total_ax.get_legend_handles_labels()
            self.user_ax.legend(handles, names, loc="upper left", bbox_to_anchor=(1.02, 1.0), frameon=False,
                                fontsize=SMALL_FONT)

    def paint_all(self) -> None:
        """Paint both charts now, on screen or not (tests and the screenshot of a hidden tab)."""
        for canvas in (self.budget_canvas, self.speed_canvas):
            canvas.paint_if_dirty(force=True)
