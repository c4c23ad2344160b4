"""The live VRAM budget chart: one matplotlib figure, reused; hover or click a segment to explain it.

Speed: the figure, axes and canvas are made once. A change removes the artists drawn last time
(not `ax.cla()`, which rebuilds ticks and spines — most of the cost) and draws the new bar;
the canvas renders with `draw_idle`, so several changes in one event-loop turn render once.
Most changes then re-render only the bars (see blit.py). The legend is a Qt label under the
chart: cheaper than matplotlib's, and clickable.
"""

from __future__ import annotations

from html import escape

from matplotlib.backend_bases import Event, MouseEvent
from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from app.charts.budget import Bar, DrawnBudget, draw_budget
from app.charts.palette import COMPONENT_COLORS, DARK, LIGHT, Theme
from app.core.memory.types import COMPONENT_ORDER, Budget
from app.text import i18n
from app.text.formatting import Fmt
from app.text.messages import component_label
from app.ui.result.blit import Blitter, QuickAxes
from app.ui.result.explain import explanation_html, explanation_text
from app.ui.result.labels import fit_lines, lines_height, set_text
from app.ui.session import Session

DARK_LIGHTNESS = 128  # a window colour darker than mid-grey means a dark palette
MARGINS = {"left": 0.13, "right": 0.84, "top": 0.94, "bottom": 0.09}  # room for the capacity label
TICK_POINTS = 8
MIN_CHART_HEIGHT_PX = 200
SWATCH = "■"
# The glossary entry (app.ui.help.topics.TERMS) behind each part of the bar.
COMPONENT_TERMS = {"weights": "weights", "quantization_metadata": "quantization", "kv_cache": "kv-cache",
                   "activations": "activations", "gradients": "gradients", "optimizer_states": "optimizer-states",
                   "adapters": "lora", "runtime_overhead": "runtime-overhead"}
# The legend is at least this many lines tall (it grows only when entries need more); the explanation
# scrolls within this many: a resized canvas would re-render in full.
LEGEND_LINES, EXPLANATION_LINES = 2, 4


def is_dark_palette(widget: QWidget | None = None) -> bool:
    hints = QGuiApplication.styleHints()
    scheme = hints.colorScheme() if hints is not None else Qt.ColorScheme.Unknown
    if scheme == Qt.ColorScheme.Dark:
        return True
    if scheme == Qt.ColorScheme.Light:
        return False
    palette = widget.palette() if widget is not None else QGuiApplication.palette()
    return palette.window().color().lightness() < DARK_LIGHTNESS


class BudgetChart(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.figure = Figure()
        self.figure.subplots_adjust(**MARGINS)
        self.canvas = FigureCanvasQTAgg(self.figure)  # type: ignore[no-untyped-call]
        self.canvas.setParent(self)
        self.canvas.setMinimumHeight(MIN_CHART_HEIGHT_PX)
        self.canvas.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.canvas.setAccessibleName(self.tr("Memory budget chart"))
        self._hint = self.tr("Point at a coloured part to see what it is and how it is calculated.")
        self._explain_hint = self.tr("Point at or click a coloured part of the bar (or a legend entry) to see what "
                                     "it is, how it is calculated and its numbers.")
        self.canvas.setToolTip(self._hint)
        self.ax = self.figure.add_subplot(projection=QuickAxes.name)
        self.ax.tick_params(labelsize=TICK_POINTS)
        self.legend = QLabel(self)
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setAccessibleName(self.tr("Chart legend"))
        self.legend.linkActivated.connect(self.pin)
        self.legend.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        fit_lines(self.legend, LEGEND_LINES)
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.RichText)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                                 | Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.explanation.setAccessibleName(self.tr("Explanation of the selected part"))
        self.explanation.linkActivated.connect(self._open_glossary)
        # The explanation scrolls inside a fixed height: a long formula never pushes the chart (which
        # would re-render in full) and is never cut.
        self.explanation_area = QScrollArea(self)
        self.explanation_area.setWidgetResizable(True)
        self.explanation_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.explanation_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.explanation_area.setWidget(self.explanation)
        self.explanation_area.setFixedHeight(lines_height(self.explanation, EXPLANATION_LINES))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.canvas, 1)
        layout.addWidget(self.legend)
        layout.addWidget(self.explanation_area)
        self.drawn = DrawnBudget()
        self.budget: Budget | None = None
        self.hovered: str | None = None
        self.pinned: str | None = None
        self._stale = True
        self._drawn_from: tuple[object, ...] | None = None
        self.blitter = Blitter(self.canvas, self.ax)
        self.canvas.mpl_connect("motion_notify_event", self._hover)
        self.canvas.mpl_connect("button_press_event", self._click)
        self.canvas.mpl_connect("figure_leave_event", self._leave)
        session.changed.connect(self.redraw)
        self.redraw()

    # -- what is shown -------------------------------------------------------------------------
    def _fmt(self) -> Fmt:
        return Fmt(unit=self.session.unit, lang=i18n.current_language())

    def _bar(self) -> Bar | None:
        outcome = self.session.outcome
        fit = outcome.fit
        budget = fit.budget if fit is not None and fit.budget is not None else outcome.budget
        if budget is None:
            return None
        gpus = fit.placement.gpus_used if fit is not None and fit.budget is not None else budget.gpus
        label = self.tr("Each of {n} GPUs").format(n=gpus) if gpus > 1 else self.tr("One GPU")
        if fit is None or not fit.capacity_bytes:
            return Bar(label, budget)
        capacity = self.tr("{gpu}: {size} usable").format(gpu=fit.gpu_name, size=self._fmt().bytes(fit.capacity_bytes))
        return Bar(label, budget, fit.capacity_bytes, capacity, fit.verdict)

    def theme(self) -> Theme:
        return DARK if is_dark_palette(self) else LIGHT

    # -- drawing -------------------------------------------------------------------------------
    def _clear(self) -> None:
        for artist in [*self.ax.patches, *self.ax.collections, *self.ax.lines, *self.ax.texts]:
            artist.remove()
        self.ax.containers.clear()
        legend = self.ax.get_legend()
        if legend is not None:
            legend.remove()

    def redraw(self) -> None:
        """Draw the current outcome; an invalid draft keeps the last valid bar (the user is typing)."""
        hidden_in_shown_window = self.window().isVisible() and not self.isVisible()  # another view is up
        if hidden_in_shown_window and self.budget is not None:
            self._stale = True
            return
        self._stale = False
        bar = self._bar()
        if bar is None:
            if not self.session.has_figures and self.budget is not None:
                self._forget()  # another document's figures: an opened file with problems has none yet
            return
        theme = self.theme()
        unit = self.session.unit
        drawn_from = (bar, unit, theme)
        if drawn_from == self._drawn_from:
            return  # e.g. typing a note: the budget did not change, nothing to draw
        self._drawn_from = drawn_from
        self.figure.set_facecolor(theme.background)
        self._clear()
        labels: dict[str, str] = {key: component_label(key) for key in COMPONENT_ORDER}
        fmt = Fmt(unit=unit, lang=i18n.current_language())
        self.drawn = draw_budget(self.ax, [bar], unit, labels, theme, total_label=f"{{value}} {unit}",
                                 ylabel=self.tr("Memory per GPU ({unit})").format(unit=unit),
                                 number=lambda value: fmt.number(value, 1), legend=False)
        self.budget = bar.budget
        self.blitter.settle_ylim()
        self.blitter.update((unit, theme, bar.label, self.ax.get_ylabel()))
        self._update_legend()
        self._explain(self.hovered or self.pinned)

    def _forget(self) -> None:
        """Show no bar (the draft has no valid figures of its own yet)."""
        self._clear()
        self.budget = None
        self.drawn = DrawnBudget()
        self._drawn_from = None
        self.blitter.invalidate()
        self.canvas.draw_idle()  # type: ignore[no-untyped-call]
        self._update_legend()
        self._explain(None)

    def showEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)  # type: ignore[arg-type]
        if self._stale:
            self.redraw()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.blitter.invalidate()
            self._drawn_from = None
            self.redraw()

    def _update_legend(self) -> None:
        keys = [k for k in COMPONENT_ORDER if self.budget is not None and (c := self.budget.component(k)) and c.bytes]
        items = [f'<a href="{k}" style="text-decoration:none"><span style="color:{COMPONENT_COLORS[k]}">{SWATCH}'
                 f'</span>&nbsp;<span style="color:palette(window-text)">'
                 f'{escape(component_label(k)).replace(" ", "&nbsp;")}</span></a>'
                 for k in keys]
        set_text(self.legend, "&nbsp;&nbsp; ".join(items))  # entries never break inside: wrap between them

    # -- explaining ----------------------------------------------------------------------------
    def _segment_at(self, event: MouseEvent) -> str | None:
        if event.inaxes is not self.ax:
            return None
        for rect, (_bar, key) in self.drawn.segments.items():
            if rect.contains(event)[0]:
                return key
        return None

    def _hover(self, event: Event) -> None:
        assert isinstance(event, MouseEvent)
        key = self._segment_at(event)
        if key == self.hovered:
            return
        self.hovered = key
        self._explain(key or self.pinned)
        component = self.budget.component(key) if key and self.budget else None
        # Qt shows the canvas's tooltip after the usual hover delay: the segment under the mouse.
        self.canvas.setToolTip(explanation_text(component, self._fmt()) if component is not None else self._hint)

    def _click(self, event: Event) -> None:
        assert isinstance(event, MouseEvent)
        self.pin(self._segment_at(event))

    def _leave(self, _event: Event) -> None:
        self.hovered = None
        self._explain(self.pinned)

    def pin(self, key: str | None) -> None:
        """Keep one component's explanation shown (a click on its segment or its legend entry)."""
        self.pinned = key or None
        self._explain(self.pinned)

    def _explain(self, key: str | None) -> None:
        component = self.budget.component(key) if key and self.budget else None
        if component is None:
            set_text(self.explanation, self._explain_hint)
            return
        html = explanation_html(component, self._fmt())
        term = COMPONENT_TERMS.get(component.key)
        if term:
            more = self.tr("What is this? (glossary)")
            html += f' <a href="{term}">{escape(more)}</a>'
        if set_text(self.explanation, html):
            self.explanation.setToolTip(explanation_text(component, self._fmt()))

    def _open_glossary(self, term: str) -> None:
        from app.ui.help import show_help

        show_help("glossary", term, self)

    # -- what tests and screen readers can read ------------------------------------------------
    def bar_heights(self) -> dict[str, float]:
        """Drawn height of each component, in the display unit (as matplotlib holds it)."""
        return {key: rect.get_height() for rect, (_bar, key) in self.drawn.segments.items()}

    def segment(self, key: str) -> Rectangle | None:
        return next((r for r, (_b, k) in self.drawn.segments.items() if k == key), None)

    def total_text(self) -> str:
        return self.ax.texts[0].get_text() if self.ax.texts else ""  # draw_budget writes the total first

    def capacity_lines(self) -> list[float]:
        return [float(seg[0][1]) for coll in self.ax.collections for seg in getattr(coll, "get_segments", list)()
                if len(seg) == 2 and seg[0][1] == seg[1][1]]
