"""`ComparisonView`: the ticked server profiles side by side for the current workload.

The engine (`session.comparison`) ranks and measures; this view only orders and formats. It
recomputes when the workload, the ticks or the library change, and only re-renders when just
the unit or the sort order change. Signals arriving together (a library change emits three)
are coalesced into one update; while the view is hidden the update waits until it is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.core.fit.types import Comparison, FitResult
from app.core.pilot.review_types import PilotComparison
from app.core.workload.schema import Workload
from app.text import advice
from app.text import profile_text as pt
from app.text.formatting import Fmt
from app.ui import palette
from app.ui.coalesce import VisibleRefresh
from app.ui.compare import ranking
from app.ui.compare.charts import CompareCharts
from app.ui.compare.figures_table import FiguresTable
from app.ui.compare.picker import ProfilePicker
from app.ui.compare.together_tab import TogetherTab
from app.ui.compare.warnings_panel import WarningsPanel
from app.ui.help import HelpButton
from app.ui.help.topics import GUIDE
from app.ui.session import Session

GOOD_STYLE = palette.GOOD_STYLE
BAD_STYLE = palette.BAD_STYLE
NOTE_STYLE = palette.NOTE_STYLE
CHART_PAGE_MIN_PX = 250  # the chart tab keeps this much height (legend, chart, names, caption)


def _page_need(page: QWidget, width: int) -> int:
    """A chart page's least height at `width`: its parts' least heights, wrapped texts as wrapped."""
    layout = page.layout()
    if layout is None:
        return page.minimumSizeHint().height()
    margins = layout.contentsMargins()
    items = [layout.itemAt(i) for i in range(layout.count())]
    parts = [item.widget() for item in items if item is not None]
    shown = [w for w in parts if w is not None and not w.isHidden()]
    heights = [w.heightForWidth(width) if w.hasHeightForWidth() else max(w.minimumHeight(),
                                                                           w.minimumSizeHint().height())
               for w in shown]
    return margins.top() + margins.bottom() + sum(heights) + layout.spacing() * max(0, len(shown) - 1)


class ComparisonView(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.comparison: Comparison | None = None
        self.shown: list[FitResult] = []  # the results in display order
        self._computed_for: tuple[Workload | None, tuple[str, ...]] | None = None
        self._default_ids: list[str] | None = None
        self._rendered: tuple[object, ...] | None = None  # what the table and charts show now
        self._needs_compute = True
        self._refresh = VisibleRefresh(self, self.refresh)
        self._build()
        # Bound methods, not lambdas: Qt drops them when this view is deleted before the session.
        session.changed.connect(self._outcome_changed)
        session.unit_changed.connect(self._outcome_changed)
        session.profiles_changed.connect(self._profiles_changed)
        session.selection_changed.connect(self._selection_changed)
        session.rates_changed.connect(self._rates_changed)
        session.pilot.changed.connect(self._outcome_changed)
        session.project_changed.connect(self._outcome_changed)
        self._reload_picker()
        self.refresh()

    # -- layout --------------------------------------------------------------------------------
    def _build(self) -> None:
        self.picker = ProfilePicker(self)
        self.picker.ticked.connect(self.session.set_compare_ids)
        self.sort_combo = QComboBox(self)
        self.sort_combo.setToolTip(self.tr("Order of the columns"))
        for key, text in ((ranking.SORT_VERDICT, self.tr("Verdict (recommended first)")),
                          (ranking.SORT_HEADROOM, self.tr("Headroom (most first)")),
                          (ranking.SORT_THROUGHPUT, self.tr("Throughput (fastest first)")),
                          (ranking.SORT_PRICE, self.tr("Price per month (cheapest first)"))):
            self.sort_combo.addItem(text, key)
        self.sort_combo.currentIndexChanged.connect(lambda _i: self._render())
        self.quote_button = QPushButton(self.tr("Add to quote"), self)
        self.quote_button.setToolTip(self.tr("Keep these profiles for the quote request you send to providers"))
        self.quote_button.clicked.connect(self.add_to_quote)
        self.quote_label = QLabel(self)
        self.quote_label.setStyleSheet(NOTE_STYLE)
        self.banner = QLabel(self)
        self.banner.setWordWrap(True)
        self.banner.setTextFormat(Qt.TextFormat.PlainText)
        self.note = QLabel(self.tr("Speeds and prices per token are estimates; a pilot on the real server "
                                   "confirms them."), self)
        self.note.setStyleSheet(NOTE_STYLE)
        self.table = FiguresTable(self)
        self.charts = CompareCharts()
        self.budget_caption = self._caption(self.tr(
            "Per GPU, on one scale; whiskers show the low to high estimate. Names in green fit comfortably, "
            "in orange tightly, in red not at all or missing a must-have."))
        self.speed_caption = self._caption("")
        self.charts.add_below(self.charts.budget_page, self.budget_caption)
        self.charts.add_below(self.charts.speed_page, self.speed_caption)
        self.warnings = WarningsPanel(self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.charts.budget_page, self.tr("Memory per GPU"))
        self.tabs.addTab(self.charts.speed_page, self.tr("Speed against users"))
        self.tabs.addTab(self.warnings, self.tr("Warnings"))
        self.together = TogetherTab(self)
        self.tabs.addTab(self.together, self.tr("All workloads together"))
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.tabs)
        self.splitter.setChildrenCollapsible(False)
        self._splitter_moved = False
        self.splitter.splitterMoved.connect(self._splitter_was_moved)
        self.splitter.installEventFilter(self)
        self.charts.budget_page.installEventFilter(self)
        self.charts.speed_page.installEventFilter(self)

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Order by:"), self))
        top.addWidget(self.sort_combo)
        top.addStretch(1)
        top.addWidget(self.quote_label)
        top.addWidget(self.quote_button)
        top.addWidget(HelpButton("compare", self.tr("comparing servers"), self, page=GUIDE))
        right = QVBoxLayout()
        right.setContentsMargins(0, 0, 0, 0)
        right.addLayout(top)
        right.addWidget(self.banner)
        right.addWidget(self.splitter, 1)
        right.addWidget(self.note)
        layout = QHBoxLayout(self)
        layout.addWidget(self.picker)
        layout.addLayout(right, 1)

    def _caption(self, text: str) -> QLabel:
        label = QLabel(text, self)
        label.setStyleSheet(NOTE_STYLE)
        label.setWordWrap(True)
        return label

    # -- what to show --------------------------------------------------------------------------
    def shown_ids(self) -> list[str]:
        """The ticked profiles, or the best three for the workload when none are ticked."""
        if self.session.compare_ids:
            return list(self.session.compare_ids)
        if self._default_ids is None:
            self._default_ids = [str(r.server_id) for r in self.session.library_best()]
        return list(self._default_ids)

    def _reload_picker(self) -> None:
        fmt = pt.fmt_for(self.session.unit)
        self.picker.reload(self.session.store.all_profiles(include_archived=False), self.session.catalog, fmt,
                           self.session.compare_ids)

    def _profiles_changed(self) -> None:
        self._reload_picker()
        self._default_ids = None
        self._schedule(compute=True)

    def _rates_changed(self) -> None:
        self._default_ids = None  # the shortlist of a library in several currencies may change
        self._schedule(compute=True)

    def _selection_changed(self) -> None:
        if self.picker.ticked_ids() != list(self.session.compare_ids):
            self.picker.set_ticked(self.session.compare_ids)
        self._schedule(compute=False)

    def _outcome_changed(self, *_args: object) -> None:
        self._schedule(compute=False)  # refresh() asks the engine only if the workload differs

    def _schedule(self, *, compute: bool) -> None:
        self._needs_compute = self._needs_compute or compute
        self._refresh.request()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._refresh.shown()

    def invalidate(self) -> None:
        """Forget the cached comparison: the next refresh asks the engine again."""
        self._needs_compute = True
        self._default_ids = None

    # -- updating ------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Bring the view up to date now: ask the engine if the inputs changed, then render."""
        self._refresh.done()
        workload = self.session.outcome.workload
        if self._computed_for is None or self._computed_for[0] != workload:
            self._default_ids = None  # a new workload ranks differently
        ids = tuple(self.shown_ids())
        if self._needs_compute or self._computed_for != (workload, ids):
            self.comparison = self.session.comparison(list(ids)) if ids and workload is not None else None
            self._computed_for = (workload, ids)
            self._needs_compute = False
        self._render()

    def _render(self) -> None:
        fmt = pt.fmt_for(self.session.unit)
        workload = self.session.outcome.workload
        comparison = self.comparison
        results = list(comparison.results) if comparison else []
        self.shown = ranking.ordered(results, str(self.sort_combo.currentData()))
        colors = CompareCharts.line_colors(self.shown)
        training = bool(workload and workload.is_training)
        recommended = comparison.recommended if comparison else None
        requested = self._requested()
        pilot = self._pilot()
        # An edit that changes none of the engine's figures (a name, a note) redraws nothing.
        key = (tuple(self.shown), str(fmt.unit), fmt.lang, recommended, training, requested, pilot, comparison,
               workload)
        if key != self._rendered:
            self._rendered = key
            self.table.fill(self.shown, recommended, fmt, training, colors, pilot, comparison, workload)
            self.charts.show(self.shown, fmt, requested)
            self._fit_splitter()  # after the names under the bars took their lines
            self.warnings.fill(self.shown, fmt)
            self.tabs.setTabText(2, self.tr("Warnings and notes ({n})").replace("{n}", str(self.warnings.count)))
        self._render_banner(comparison)
        self._render_hints(requested)
        self._render_together(fmt)

    def _render_together(self, fmt: Fmt) -> None:
        """The set judged on the shown servers: a tab of its own while the project holds several workloads."""
        several = self.session.project.count() > 1
        index = self.tabs.indexOf(self.together)
        self.tabs.setTabVisible(index, several)
        if several:
            ids = [r.server_id for r in self.shown if r.server_id]
            self.together.fill(self.session.project.comparison(ids), fmt)

    def _render_banner(self, comparison: Comparison | None) -> None:
        if self.session.outcome.workload is None:
            self.banner.setText(self.tr("The workload has problems to fix before profiles can be compared."))
            self.banner.setStyleSheet(BAD_STYLE)
            return
        if comparison is None or not comparison.results:
            self.banner.setText(self.tr("Tick profiles on the left to compare them."))
            self.banner.setStyleSheet(NOTE_STYLE)
            return
        best = comparison.best
        sentence = advice.recommendation_text(comparison, pt.fmt_for(self.session.unit))
        self.banner.setText(("★ " + sentence) if best else sentence)
        self.banner.setStyleSheet(GOOD_STYLE if best else BAD_STYLE)

    def _render_hints(self, requested: int | None) -> None:
        ticked = len(self.session.compare_ids)
        if ticked == 0:
            hint = self.tr("Nothing ticked: showing the three best profiles for this workload.")
        elif ticked == 1:
            hint = self.tr("Tick at least one more profile to compare.")
        else:
            hint = self.tr("{n} of at most 6 ticked.").replace("{n}", str(ticked))
        self.picker.hint.setText(hint)
        caption = self.tr("Estimates. The dotted line marks your {n} users at once; a circle ends a curve where "
                          "memory runs out.").replace("{n}", str(requested)) if requested else ""
        self.speed_caption.setText(caption)
        in_quote = bool(self.shown) and {r.server_id for r in self.shown} == set(self.session.quote_ids)
        self.quote_label.setText(self.tr("In the quote request") if in_quote else "")
        self.quote_button.setEnabled(bool(self.shown) and not in_quote)

    def _splitter_was_moved(self) -> None:
        self._splitter_moved = True

    def _fit_splitter(self, total: int | None = None) -> None:
        """The table as tall as its rows while the charts keep CHART_PAGE_MIN_PX (more where their captions
        wrap), until the user drags."""
        if self._splitter_moved:
            return
        total = (total if total is not None else self.splitter.height()) - self.splitter.handleWidth()
        charts = max(CHART_PAGE_MIN_PX, self._charts_need())
        table = min(self.table.content_height(), max(self.table.minimumSizeHint().height(), total - charts))
        self.splitter.setSizes([table, max(0, total - table)])

    def _charts_need(self) -> int:
        """The tabs' height that lets each chart page hold its parts at their least height, wrapped
        captions at the lines they take at this width (a layout's minimum counts one line: the names
        under the bars were drawn over the axis in ru/pl)."""
        page = self.tabs.currentWidget()
        chrome = self.tabs.height() - page.height() if page is not None and page.height() > 0 else \
            self.tabs.tabBar().sizeHint().height()
        width = page.width() if page is not None and page.width() > 0 else self.tabs.width()
        return chrome + max(_page_need(p, width) for p in (self.charts.budget_page, self.charts.speed_page))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.splitter and isinstance(event, QResizeEvent):
            self._fit_splitter(event.size().height())  # sizes() still holds the old sizes here
        elif isinstance(event, QResizeEvent) and watched in (self.charts.budget_page, self.charts.speed_page) \
                and isinstance(watched, QWidget) and _page_need(watched, watched.width()) > watched.height():
            QTimer.singleShot(0, self._fit_splitter)  # a caption wrapped to more lines at the new width
        return super().eventFilter(watched, event)

    # -- actions -------------------------------------------------------------------------------
    def add_to_quote(self) -> None:
        """Keep the compared profiles (in the order shown) for the quote-request export."""
        self.session.set_quote_ids([r.server_id for r in self.shown if r.server_id])
        self._render_hints(self._requested())

    def _pilot(self) -> tuple[PilotComparison, str] | None:
        """Imported pilot results of this workload and the profile they ran on (shown as one more row)."""
        pilot, server_id = self.session.pilot.comparison(), self.session.pilot.server()
        return (pilot, server_id) if pilot is not None and pilot.comparable and server_id else None

    def _requested(self) -> int | None:
        """The workload's concurrency (None for training or an invalid workload: no speed curve)."""
        workload = self.session.outcome.workload
        return None if workload is None or workload.is_training else workload.load.concurrency
