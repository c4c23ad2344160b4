"""The live memory budget chart: a bar per GPU and a bar for system RAM beside the GPUs (the budget's host tier),
painted by Qt (bar_canvas.py); hover or click a segment to explain it.

Speed: a change recomputes the segments and repaints one widget (no plotting library: the window
is ready to use without loading matplotlib, and a keystroke costs a paint of one small widget). The
legend is a Qt label under the chart, clickable.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from app.charts.budget import Bar
from app.charts.palette import COMPONENT_COLORS, DARK, LIGHT, Theme
from app.core.memory.types import COMPONENT_ORDER, Budget, Component
from app.text import i18n
from app.text.explain import explanation_html, explanation_text
from app.text.formatting import Fmt
from app.text.messages import component_label
from app.ui.result.bar_canvas import BarCanvas
from app.ui.result.labels import fit_lines, lines_height, set_text
from app.ui.session import Session

DARK_LIGHTNESS = 128  # a window colour darker than mid-grey means a dark palette
SWATCH = "■"
HOST_PREFIX = "host:"  # a segment of the system-RAM bar
# The glossary entry (app.ui.help.topics.TERMS) behind each part of the bar.
COMPONENT_TERMS = {"weights": "weights", "quantization_metadata": "quantization", "kv_cache": "kv-cache",
                   "activations": "activations", "gradients": "gradients", "optimizer_states": "optimizer-states",
                   "adapters": "lora", "runtime_overhead": "runtime-overhead"}
# The legend is at least this many lines tall (it grows only when entries need more); the explanation
# scrolls within this many: a resized canvas would re-render in full.
LEGEND_LINES, EXPLANATION_LINES = 2, 4
# The server's RAM is drawn as a line on the system-RAM bar only when the need reaches this share of it: a
# 2 TB line beside a 20 GB need would flatten every bar; below it, the bar's label names the RAM instead.
RAM_LINE_FROM_SHARE = 0.5


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
        self.canvas = BarCanvas(self)
        self.canvas.setAccessibleName(self.tr("Memory budget chart"))
        self._hint = self.tr("Point at a coloured part to see what it is and how it is calculated.")
        self._explain_hint = self.tr("Point at or click a coloured part of the bar (or a legend entry) to see what "
                                     "it is, how it is calculated and its numbers.")
        self.canvas.setToolTip(self._hint)
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
        self.budget: Budget | None = None
        self.host_parts: list[Component] = []
        self.hovered: str | None = None
        self.pinned: str | None = None
        self._stale = True
        self._drawn_from: tuple[object, ...] | None = None
        self._painted_bar = False  # a bar has been painted on screen (the window's "ready")
        self.canvas.hovered.connect(self._hover)
        self.canvas.clicked.connect(self._click)
        self.canvas.left.connect(self._leave)
        self.canvas.painted.connect(self._was_painted)
        session.changed.connect(self.redraw)
        self.redraw()

    # -- what is shown -------------------------------------------------------------------------
    def _fmt(self) -> Fmt:
        return Fmt(unit=self.session.unit, lang=i18n.current_language())

    def _bars(self) -> list[Bar]:
        """The GPU bar, then the system-RAM bar (what one server holds beside its GPUs)."""
        outcome = self.session.outcome
        fit = outcome.fit
        budget = fit.budget if fit is not None and fit.budget is not None else outcome.budget
        if budget is None:
            return []
        gpus = fit.placement.gpus_used if fit is not None and fit.budget is not None else budget.gpus
        label = self.tr("Each of {n} GPUs").format(n=gpus) if gpus > 1 else self.tr("One GPU")
        host_label = self.tr("System RAM")
        if fit is None or not fit.capacity_bytes or fit.budget is None:
            return [Bar(label, budget), Bar(host_label, budget, parts=tuple(budget.tier_parts("host")))]
        size = self._fmt().bytes
        capacity = self.tr("{gpu}: {size} usable").format(gpu=fit.gpu_name, size=size(fit.capacity_bytes))
        nodes = fit.placement.nodes
        if nodes > 1:
            host_label = self.tr("System RAM of each of %n servers", "", nodes)
        ram = fit.ram_bytes or 0
        need = fit.host_high_bytes_per_node or 0
        host = Bar(host_label, budget, parts=tuple(fit.host_parts_per_node))
        if ram and need >= RAM_LINE_FROM_SHARE * ram:
            host = Bar(host_label, budget, ram, self.tr("{size} RAM").format(size=size(ram)),
                       parts=tuple(fit.host_parts_per_node))
        elif ram:
            host = Bar(self.tr("{label}, of {size}").format(label=host_label, size=size(ram)), budget,
                       parts=tuple(fit.host_parts_per_node))
        return [Bar(label, budget, fit.capacity_bytes, capacity, fit.verdict), host]

    def _bar(self) -> Bar | None:
        bars = self._bars()
        return bars[0] if bars else None

    def theme(self) -> Theme:
        return DARK if is_dark_palette(self) else LIGHT

    # -- drawing -------------------------------------------------------------------------------
    def redraw(self) -> None:
        """Draw the current outcome; an invalid draft keeps the last valid bar (the user is typing)."""
        hidden_in_shown_window = self.window().isVisible() and not self.isVisible()  # another view is up
        if hidden_in_shown_window and self.budget is not None:
            self._stale = True
            return
        self._stale = False
        bars = self._bars()
        if not bars:
            if not self.session.has_figures and self.budget is not None:
                self._forget()  # another document's figures: an opened file with problems has none yet
            return
        bar = bars[0]
        theme = self.theme()
        unit = self.session.unit
        drawn_from = (tuple(bars), unit, theme)
        if drawn_from == self._drawn_from:
            return  # e.g. typing a note: the budget did not change, nothing to draw
        self._drawn_from = drawn_from
        fmt = Fmt(unit=unit, lang=i18n.current_language())
        self.canvas.set_bars(bars, unit, theme, total_label=f"{{value}} {unit}",
                             ylabel=self.tr("Memory ({unit})").format(unit=unit), number=fmt.number)
        self.budget = bar.budget
        self.host_parts = list(bars[1].components()) if len(bars) > 1 else []
        self._update_legend()
        self._explain(self.hovered or self.pinned)

    def _forget(self) -> None:
        """Show no bar (the draft has no valid figures of its own yet)."""
        self.canvas.clear()
        self.budget = None
        self.host_parts = []
        self._drawn_from = None
        self._update_legend()
        self._explain(None)

    def showEvent(self, event: QEvent) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        if self._stale:
            self.redraw()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self._drawn_from = None
            self.redraw()

    def _component(self, key: str | None) -> Component | None:
        """The component a segment or legend entry names: the GPU's, else the system RAM's (`host:` keys)."""
        if not key or self.budget is None:
            return None
        host = next((c for c in self.host_parts if c.key == key.removeprefix(HOST_PREFIX)), None)
        if key.startswith(HOST_PREFIX):
            return host
        gpu = self.budget.component(key)
        return gpu if gpu is not None and gpu.bytes else host or gpu

    def _update_legend(self) -> None:
        keys = [k for k in COMPONENT_ORDER if self.budget is not None and (
            ((c := self.budget.component(k)) and c.bytes) or any(h.key == k and h.bytes for h in self.host_parts))]
        items = [f'<a href="{k}" style="text-decoration:none"><span style="color:{COMPONENT_COLORS[k]}">{SWATCH}'
                 f'</span>&nbsp;<span style="color:palette(window-text)">'
                 f'{escape(component_label(k)).replace(" ", "&nbsp;")}</span></a>'
                 for k in keys]
        set_text(self.legend, "&nbsp;&nbsp; ".join(items))  # entries never break inside: wrap between them

    # -- explaining ----------------------------------------------------------------------------
    @staticmethod
    def _key(found: tuple[int, str] | None) -> str | None:
        """A segment's key: the component's, `host:` before a part of the system-RAM bar."""
        if found is None:
            return None
        bar, key = found
        return f"{HOST_PREFIX}{key}" if bar else key

    def _hover(self, found: tuple[int, str] | None) -> None:
        key = self._key(found)
        if key == self.hovered:
            return
        self.hovered = key
        self._explain(key or self.pinned)
        component = self._component(key)
        # Qt shows the canvas's tooltip after the usual hover delay: the segment under the mouse.
        self.canvas.setToolTip(explanation_text(component, self._fmt()) if component is not None else self._hint)

    def _click(self, found: tuple[int, str] | None) -> None:
        self.pin(self._key(found))

    def _leave(self, _event: object = None) -> None:
        self.hovered = None
        self._explain(self.pinned)

    def pin(self, key: str | None) -> None:
        """Keep one component's explanation shown (a click on its segment or its legend entry)."""
        self.pinned = key or None
        self._explain(self.pinned)

    def _explain(self, key: str | None) -> None:
        component = self._component(key)
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

    # -- what tests, the start-up probe and screen readers can read -----------------------------
    def _was_painted(self) -> None:
        self._painted_bar = self.budget is not None

    def shows_bar(self) -> bool:
        """A bar has been painted on screen."""
        return self._painted_bar and self.budget is not None

    def bar_heights(self) -> dict[str, float]:
        """Drawn height of each component of the GPU bar, in the display unit."""
        return {s.key: s.high - s.low for s in self.canvas.segments if s.bar == 0}

    def host_heights(self) -> dict[str, float]:
        """Drawn height of each part of the system-RAM bar, in the display unit."""
        return {s.key: s.high - s.low for s in self.canvas.segments if s.bar == 1}

    def segment(self, key: str) -> QRectF | None:
        """Where a segment is painted (`host:` keys: the system-RAM bar), in the canvas's pixels."""
        bar = 1 if key.startswith(HOST_PREFIX) else 0
        key = key.removeprefix(HOST_PREFIX)
        found = next((s for s in self.canvas.segments if s.key == key and s.bar == bar), None)
        return self.canvas.segment_rect(found) if found is not None else None

    def total_text(self) -> str:
        totals = self.canvas.totals()
        return totals[0] if totals else ""

    def capacity_lines(self) -> list[float]:
        return self.canvas.capacities()
