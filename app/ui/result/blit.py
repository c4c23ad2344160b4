"""Fast redraws of one axes: render the frame (ticks, grid, labels) only when it changes.

Matplotlib's blitting recipe (docs: "Faster rendering by using blitting"): the bars and their
labels are `animated`, so a full draw renders only the frame; its pixels are kept, and a change
that leaves the frame alone restores them and draws just the bars on top. Rendering the tick
labels is most of a full draw, so most changes cost a fraction of one.

The y-range is sticky: it grows at once, and shrinks only when the bar falls well below it, so
typing a few more users does not re-render the frame on every keystroke.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.backend_bases import Event
from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.projections import register_projection

# Keep the y-range while the new top is within this share of it (then it looks deliberate, not jumpy);
# when it must grow, grow it by this factor so the next few increases fit too.
YLIM_SHRINK_SHARE = 0.6
YLIM_GROW_FACTOR = 1.25


class QuickAxes(Axes):
    """Axes for a chart redrawn on every keystroke: styling calls that repeat the last ones are
    skipped (the axes keep their state between redraws, so repeating them changes nothing but
    costs a walk over every tick)."""

    name = "headroom_quick"

    _styled: dict[str, object] | None = None  # set lazily: Axes.__init__ already calls grid()

    def _repeat(self, name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
        key = (args, tuple(sorted(kwargs.items())))
        if self._styled is None:
            self._styled = {}
        if self._styled.get(name) == key:
            return True
        self._styled[name] = key
        return False

    def tick_params(self, *args: Any, **kwargs: Any) -> None:
        if not self._repeat("tick_params", args, kwargs):
            super().tick_params(*args, **kwargs)

    def grid(self, *args: Any, **kwargs: Any) -> None:
        if not self._repeat("grid", args, kwargs):
            super().grid(*args, **kwargs)

    def forget_style(self) -> None:
        """After a theme change every styling call must run again."""
        self._styled = None


register_projection(QuickAxes)


class Blitter:
    def __init__(self, canvas: FigureCanvasQTAgg, ax: Axes):
        self.canvas = canvas
        self.ax = ax
        self.background: object | None = None
        self.frame_key: Hashable = None
        self.ylim_top: float | None = None
        self.full_draws = 0  # for tests and the benchmark: how often the frame was rendered
        canvas.mpl_connect("draw_event", self._on_draw)

    def dynamic(self) -> list[Artist]:
        return [*self.ax.patches, *self.ax.collections, *self.ax.lines, *self.ax.texts]

    def settle_ylim(self) -> None:
        """Apply the sticky y-range over what was just drawn (call after drawing the bars)."""
        top = self.ax.get_ylim()[1]
        if self.ylim_top is None or top < YLIM_SHRINK_SHARE * self.ylim_top:
            self.ylim_top = top
        elif top > self.ylim_top:
            self.ylim_top = top * YLIM_GROW_FACTOR
        self.ax.set_ylim(0, self.ylim_top)

    def update(self, frame_key: Hashable) -> None:
        """Show the new bars: blit onto the kept frame when `frame_key` is unchanged, else redraw all."""
        for artist in self.dynamic():
            artist.set_animated(True)
        key = (frame_key, self.ax.get_ylim(), self.ax.get_xlim(), tuple(self.canvas.get_width_height()))
        if self.background is None or key != self.frame_key:
            self.frame_key = key
            self.background = None
            self.canvas.draw_idle()  # type: ignore[no-untyped-call]
            return
        self.canvas.restore_region(self.background)  # type: ignore[no-untyped-call]
        self._draw_dynamic()
        self.canvas.blit(self.canvas.figure.bbox)  # type: ignore[no-untyped-call]

    def invalidate(self) -> None:
        self.frame_key = None
        if isinstance(self.ax, QuickAxes):
            self.ax.forget_style()

    def _draw_dynamic(self) -> None:
        for artist in self.dynamic():
            self.ax.draw_artist(artist)

    def _on_draw(self, _event: Event | None) -> None:
        """After every full draw (ours, a resize, a grab): keep the frame, then add the bars."""
        self.full_draws += 1
        self.background = self.canvas.copy_from_bbox(self.canvas.figure.bbox)  # type: ignore[no-untyped-call]
        self._draw_dynamic()
