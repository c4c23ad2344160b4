"""The comparison's two charts: memory per GPU (one shared axis) and speed against concurrency.

Each chart is one matplotlib Figure made once and redrawn in place: its axes are emptied, not
rebuilt, and its margins are fixed in pixels rather than found by a layout engine (constrained
layout measured every text on every draw). Legends and the names under the bars are painted by
Qt (`chart_labels`). Only a chart on screen is drawn; the other waits until its tab is shown.
The data drawn is kept in `bars` and `series` so tests can hold it against the engine's figures.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from matplotlib.axes import Axes
from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget

from app.charts.budget import Bar, draw_budget
from app.charts.palette import LIGHT, VERDICT_COLORS
from app.charts.speed import LINE_COLORS, Series, draw_speed
from app.core.fit.types import FitResult
from app.core.memory.types import COMPONENT_ORDER
from app.text import i18n
from app.text.formatting import Fmt
from app.text.messages import component_label
from app.ui.compare.chart_labels import DASHED, SOLID, BarLabels, LegendRow, legend_entries

CTX = "CompareCharts"
FIGURE_DPI = 100
CHART_MIN_HEIGHT = 170
USERS_TICK_BASE = 4  # concurrency ticks at 1, 4, 16, 64 …: half as many labels as powers of two
WHOLE_NUMBER = FuncFormatter(lambda value, _pos: f"{value:,.0f}")


@dataclass(frozen=True)
class MarginsPx:
    left: int
    right: int
    bottom: int
    top: int
    between: int = 0  # between side-by-side axes


BUDGET_MARGINS = MarginsPx(left=64, right=16, bottom=8, top=16)  # names are painted below by Qt
SPEED_MARGINS = MarginsPx(left=76, right=16, bottom=44, top=24, between=84)


tr = i18n.translator(CTX)


def short_label(name: str) -> str:
    """A profile's name in the speed chart's legend: whole (the legend row wraps between entries)."""
    return name


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


def _nothing() -> None:
    pass


class ChartCanvas(FigureCanvasQTAgg):
    """A canvas that keeps fixed pixel margins and paints its chart only when on screen."""

    def __init__(self, margins: MarginsPx, parent: QWidget | None = None) -> None:
        super().__init__(Figure(dpi=FIGURE_DPI))  # type: ignore[no-untyped-call]  # (matplotlib's Qt backend is untyped)
        self.setParent(parent)
        self.margins = margins
        self.painter: Callable[[], None] = _nothing  # draws the artists; set by CompareCharts
        self.dirty = False
        self.setMinimumHeight(CHART_MIN_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def apply_margins(self) -> None:
        w, h, m = max(1, self.width()), max(1, self.height()), self.margins
        axes = max(1, len(self.figure.axes))
        width = (w - m.left - m.right - (axes - 1) * m.between) / axes
        if width <= 0 or h <= m.bottom + m.top:
            return  # too small to lay out: keep the last margins
        self.figure.subplots_adjust(left=m.left / w, right=1 - m.right / w, bottom=m.bottom / h,
                                    top=1 - m.top / h, wspace=m.between / width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)  # type: ignore[no-untyped-call]
        self.apply_margins()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)  # type: ignore[no-untyped-call]
        self.paint_if_dirty()

    def paint_if_dirty(self, force: bool = False) -> None:
        if self.dirty and (force or self.isVisible()):
            self.dirty = False
            self.painter()
            self.apply_margins()
            self.draw()  # type: ignore[no-untyped-call]


def _page(*widgets: QWidget) -> QWidget:
    """A tab page: the widgets stacked, the canvas taking the height."""
    page = QWidget()
    layout = QVBoxLayout(page)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(2)
    for widget in widgets:
        layout.addWidget(widget, 1 if isinstance(widget, ChartCanvas) else 0)
    return page


class CompareCharts:
    """Owns the two chart pages (legend, canvas, names); `show()` replaces what they show."""

    def __init__(self) -> None:
        self.budget_canvas = ChartCanvas(BUDGET_MARGINS)
        self.budget_ax = self.budget_canvas.figure.add_subplot()
        self.budget_legend = LegendRow()
        self.bar_labels = BarLabels(self.budget_canvas, self.budget_ax)
        self.budget_page = _page(self.budget_legend, self.budget_canvas, self.bar_labels)
        self.speed_canvas = ChartCanvas(SPEED_MARGINS)
        self.total_ax, self.user_ax, self.ttft_ax = self.speed_canvas.figure.subplots(1, 3)
        self.speed_legend = LegendRow()
        self.speed_page = _page(self.speed_legend, self.speed_canvas)
        self.budget_canvas.painter = self._paint_budget
        self.speed_canvas.painter = self._paint_speed
        self.bars: list[Bar] = []
        self.bar_ids: list[str | None] = []
        self.series: list[Series] = []
        self.not_drawn: list[FitResult] = []  # no budget: the GPU is unknown
        self.requested: int | None = None
        self.colors: dict[str, str] = {}
        self._fmt = Fmt()

    def show(self, results: Sequence[FitResult], fmt: Fmt, requested: int | None) -> None:
        """Take the engine's results (in display order); the chart on screen is redrawn now."""
        self._fmt, self.requested = fmt, requested
        drawn = [r for r in results if r.budget is not None]
        self.not_drawn = [r for r in results if r.budget is None]
        self.bars = [Bar(label=r.server_name, budget=r.budget, capacity_bytes=r.capacity_bytes, verdict=r.verdict)
                     for r in drawn if r.budget is not None]
        self.bar_ids = [r.server_id for r in drawn]
        # One curve per profile that can run the work (one that cannot hold it has no speed: app.core.fit.place).
        self.series = [Series(label=short_label(r.server_name), speed=r.speed) for r in results if r.speed is not None]
        self.colors = self.line_colors(results)
        self.speed_legend.set_entries([(self.colors[r.server_id or r.server_name], SOLID, r.server_name)
                                       for r in results if (r.server_id or r.server_name) in self.colors])
        for canvas in (self.budget_canvas, self.speed_canvas):
            canvas.dirty = True
            canvas.paint_if_dirty()

    @staticmethod
    def line_colors(results: Sequence[FitResult]) -> dict[str, str]:
        """The colour of each profile that has a speed curve, as `draw_speed` assigns it (by position)."""
        with_speed = [r for r in results if r.speed is not None]
        return {r.server_id or r.server_name: LINE_COLORS[i % len(LINE_COLORS)] for i, r in enumerate(with_speed)
                if r.speed is not None and r.speed.curve}

    def _paint_budget(self) -> None:
        ax, fmt = self.budget_ax, self._fmt
        reset_axes(ax)
        labels: dict[str, str] = {key: component_label(key) for key in COMPONENT_ORDER}
        ylabel = tr("Memory per GPU ({unit})").replace("{unit}", str(fmt.unit))
        draw_budget(ax, self.bars, str(fmt.unit), labels, ylabel=ylabel, number=lambda value: fmt.number(value, 1))
        entries = [(color, SOLID, label) for color, label in legend_entries(ax)]
        self.budget_legend.set_entries([*entries, (LIGHT.capacity, DASHED, tr("usable memory per GPU"))])
        legend = ax.get_legend()
        if legend is not None:
            legend.remove()
        for tick in ax.get_xticklabels():
            tick.set_visible(False)
        self.bar_labels.set_labels([(bar.label, VERDICT_COLORS.get(bar.verdict or "", LIGHT.foreground))
                                    for bar in self.bars])
        if not self.bars:
            ax.text(0.5, 0.5, tr("No profile here has a GPU the catalog knows."), ha="center", va="center",
                    transform=ax.transAxes)

    def _paint_speed(self) -> None:
        for ax in (self.total_ax, self.user_ax, self.ttft_ax):
            reset_axes(ax)
        if self.requested is None or not any(s.speed.curve for s in self.series):
            self.total_ax.text(0.5, 0.5, tr("No speed curve: the workload is training, or fits on none of "
                                            "these profiles."), ha="center", va="center", wrap=True,
                               transform=self.total_ax.transAxes)
            return
        labels = {"concurrency": tr("users served at once"), "total": tr("tokens/s, all users together"),
                  "user": tr("tokens/s for each user"), "ttft": tr("seconds to the first words")}
        draw_speed(self.total_ax, self.user_ax, self.series, self.requested, labels, ax_ttft=self.ttft_ax)
        legend = self.total_ax.get_legend()
        if legend is not None:  # the legend row above the chart names the lines
            legend.remove()
        for ax, title in ((self.total_ax, tr("Throughput")), (self.user_ax, tr("Speed each user sees")),
                          (self.ttft_ax, tr("Wait for the first words"))):
            ax.set_title(title, fontsize=10)
            ax.relim()
            ax.autoscale_view()
            ax.xaxis.set_major_locator(LogLocator(base=USERS_TICK_BASE))
            ax.xaxis.set_major_formatter(WHOLE_NUMBER)  # 1, 4, 16 … users rather than 2⁰, 2², 2⁴
            ax.xaxis.set_minor_formatter(NullFormatter())

    @staticmethod
    def add_below(page: QWidget, widget: QWidget) -> None:
        """Put `widget` (a caption) under a chart page's content."""
        layout = page.layout()
        if layout is not None:
            layout.addWidget(widget)

    def paint_all(self) -> None:
        """Paint both charts now, on screen or not (tests, and a screenshot of a hidden tab)."""
        for canvas in (self.budget_canvas, self.speed_canvas):
            canvas.paint_if_dirty(force=True)
