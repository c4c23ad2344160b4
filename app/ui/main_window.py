"""The main window: views (Workload, Servers, Compare, and room for more) and the menus.

The Workload view is the wizard beside the always-visible result. Other views come from other
modules and are imported when first shown; a view not built yet shows a short placeholder, so
the window never fails because of one of them.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

# Only what the first paint needs is imported here: PySide6 builds each type on first use, and its
# `Qt` namespace alone costs ~35 ms (docs/benchmarks.md). The rest is imported in _build().
from PySide6.QtCore import QByteArray, QEvent, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

import app
from app.core.units import Unit
from app.ui import settings

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
    from PySide6.QtWidgets import QVBoxLayout

    from app.ui.project_files import ProjectFiles
    from app.ui.result import ResultPanel
    from app.ui.session import Session
    from app.ui.wizard import WizardPanel

log = logging.getLogger(__name__)

DEFAULT_SIZE = (1280, 760)
WIZARD_SHARE, RESULT_SHARE = 11, 9
PAGE_MARGIN_PX = 6  # the wizard's forms need a little more room than the chart
STATUS_MESSAGE_MS = 8000  # a confirmation stays this long in the status bar (long enough to read a path)
CENTERED = "qproperty-alignment: 'AlignCenter';"  # a style sheet: no `Qt` namespace before the first paint


class ViewSpec(NamedTuple):  # NamedTuple, not a dataclass: dataclasses costs the first paint ~4 ms
    key: str
    module: str
    class_name: str


VIEWS = (
    ViewSpec("servers", "app.ui.library.view", "ProfileLibraryView"),
    ViewSpec("compare", "app.ui.compare.view", "ComparisonView"),
    ViewSpec("pilot", "app.ui.pilot.view", "PilotView"),
)




class StartOptions(NamedTuple):
    """How the window starts. `deferred`: paint the frame first and build the session (engine,
    catalog, profile library) and the views right after the first paint — the interactive start;
    `on_ready` then runs with the finished window."""

    restore_geometry: bool = True
    autosave: bool = True
    defer_result: bool = False
    deferred: bool = False
    on_ready: tuple[Callable[[MainWindow], None], ...] = ()


class MainWindow(QMainWindow):
    _result_pending = False  # read by event(), which Qt calls already during __init__
    _start_pending = False
    _when_ready: list[Callable[[], object]] | None = None  # run once the window is first ready to use

    def __init__(self, session: Session | None = None, *, restore_geometry: bool = True, autosave: bool = True,
                 defer_result: bool = False, deferred_start: bool = False,
                 on_ready: Callable[[MainWindow], None] | None = None):
        """`defer_result`: paint the window first and build the result side right after. `deferred_start`:
        paint only the frame (menus, tabs) first and build everything else — the wizard and the result
        side together, the chart being painted by Qt — after that paint: the interactive start."""
        super().__init__()
        self.start = StartOptions(restore_geometry, autosave, defer_result, deferred_start,
                                  (on_ready,) if on_ready else ())
        self.setWindowTitle("Headroom")
        self.resize(*DEFAULT_SIZE)
        if restore_geometry:
            self._restore_window_geometry()
        self._menus = {key: self.menuBar().addMenu(title) for key, title in
                       (("file", self.tr("&File")), ("edit", self.tr("&Edit")), ("view", self.tr("&View")),
                        ("help", self.tr("&Help")))}
        if deferred_start:
            self.setCentralWidget(self._frame_placeholder())
            self._start_pending = True
            return
        self._build(session)

    def _frame_placeholder(self) -> QWidget:
        """What the first paint shows under the menus: a word while the engine loads (a tab bar here
        would cost the first paint ~10 ms; the real one follows a moment later)."""
        waiting = QLabel(self.tr("Loading the catalog and the profile library…"))
        waiting.setStyleSheet(CENTERED)
        return waiting

    def _deferred_build(self) -> None:
        self._build(None)

    def _build(self, session: Session | None) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QSplitter, QTabWidget, QVBoxLayout

        from app.ui.project_bar import ProjectBar
        from app.ui.project_files import ProjectFiles
        from app.ui.session import Session
        from app.ui.wizard import WizardPanel

        self.session = session or Session(parent=self)
        self.setWindowTitle("Headroom[*]")
        self.files: ProjectFiles = ProjectFiles(self.session, self, autosave=self.start.autosave)
        # The interactive start builds the first step now and the others on the next turns of the event loop.
        self.wizard: WizardPanel = WizardPanel(self.session, build_later=self.start.deferred)
        self.result: ResultPanel | None = None
        self.project_bar = ProjectBar(self.session)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        workload_side = QWidget()
        side = QVBoxLayout(workload_side)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.project_bar)
        side.addWidget(self.wizard, 1)
        self.splitter.addWidget(workload_side)
        self._result_pending = self.start.defer_result
        if self.start.defer_result:
            waiting = QLabel(self.tr("Working out the memory budget…"))
            waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.splitter.addWidget(waiting)
        else:
            self.splitter.addWidget(self._make_result())
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setContentsMargins(PAGE_MARGIN_PX, PAGE_MARGIN_PX, PAGE_MARGIN_PX, PAGE_MARGIN_PX)
        self.splitter.setSizes([DEFAULT_SIZE[0] * WIZARD_SHARE // 20, DEFAULT_SIZE[0] * RESULT_SHARE // 20])
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.splitter, self.tr("Workload"))
        self.views: dict[str, QWidget] = {"workload": self.splitter}
        self._pending: dict[int, ViewSpec] = {}
        self._holder_layouts: dict[str, QVBoxLayout] = {}
        titles = {"servers": self.tr("Servers"), "compare": self.tr("Compare"), "pilot": self.tr("Pilot")}
        for spec in VIEWS:
            holder = QWidget()
            self._holder_layouts[spec.key] = QVBoxLayout(holder)
            self._holder_layouts[spec.key].setContentsMargins(0, 0, 0, 0)
            index = self.tabs.addTab(holder, titles.get(spec.key, spec.key))
            self.views[spec.key] = holder
            self._pending[index] = spec
        self.tabs.currentChanged.connect(self._build_view)
        self.setCentralWidget(self.tabs)
        self._build_menus()
        self.session.dirty_changed.connect(self.setWindowModified)
        self.session.path_changed.connect(lambda _p: self._update_title())
        self.session.changed.connect(self._update_title)
        self.session.unit_changed.connect(self._unit_changed)
        # The status bar is there from the start: appearing with the first message, it would shift the views.
        self.statusBar().setSizeGripEnabled(False)
        self.session.notice.connect(lambda text: self.statusBar().showMessage(text, STATUS_MESSAGE_MS))
        self.session.view_requested.connect(self.show_view)
        self.wizard.current_page().focus_first()  # typing starts in the wizard, not on the tab bar
        if self.start.restore_geometry:
            self._restore_splitter()
        self._update_title()
        if self.isVisible() and self._result_pending:
            self._result_pending = False
            QTimer.singleShot(0, self._build_deferred_result)
        for ready in self.start.on_ready:
            ready(self)

    # -- the result side -----------------------------------------------------------------------
    def _make_result(self) -> ResultPanel:
        from app.ui.result import ResultPanel  # imports matplotlib: kept out of the module's import

        # The interactive start opens the profile library (the picker's list) once the window is ready to use.
        self.result = ResultPanel(self.session, servers_later=self.start.deferred)
        self.result.findings.set_field_names(self.wizard.field_name)
        self.result.chart.canvas.painted.connect(self._chart_painted)
        if self.start.deferred:
            self.when_ready(self.result.picker.fill)
        return self.result

    def _build_deferred_result(self) -> None:
        waiting = self.splitter.widget(1)
        sizes = self.splitter.sizes()
        self.splitter.replaceWidget(1, self._make_result())
        self.splitter.setSizes(sizes)
        if waiting is not None:
            waiting.deleteLater()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            if self._start_pending:
                self._start_pending = False  # the frame is painting: build the rest right after it
                QTimer.singleShot(0, self._deferred_build)
            elif self._result_pending:
                self._result_pending = False  # the first paint is under way: build the rest right after it
                QTimer.singleShot(0, self._build_deferred_result)
        return super().event(event)

    def when_ready(self, callback: Callable[[], object]) -> None:
        """Run `callback` on the event-loop turn after the window is first ready to use (`is_ready()`: the
        wizard, the verdict and the painted budget chart on screen), or on the next turn when it is already:
        start-up chores (logging, the draft to restore, the collector) that need not delay it."""
        if self.is_ready():
            QTimer.singleShot(0, callback)
            return
        if self._when_ready is None:
            self._when_ready = []
        self._when_ready.append(callback)

    def _chart_painted(self) -> None:
        waiting = self._when_ready
        if waiting and self.is_ready():
            self._when_ready = None
            for callback in waiting:
                QTimer.singleShot(0, callback)  # after the rest of this paint pass

    def is_ready(self) -> bool:
        """Ready to use: the wizard, the verdict and the budget chart are built and on screen (the
        start-up benchmark's "ready", read by the probe in build/headroom_entry.py)."""
        result = None if self._start_pending else getattr(self, "result", None)
        return result is not None and result.is_drawn()

    # -- views ---------------------------------------------------------------------------------
    def show_view(self, key: str) -> QWidget:
        holder = self.views[key]
        self.tabs.setCurrentWidget(holder)
        self._build_view(self.tabs.currentIndex())
        return holder

    def view_widget(self, key: str) -> QWidget | None:
        """The view itself (built on first show), or None."""
        holder = self.views.get(key)
        if holder is None or holder is self.splitter:
            return holder
        item = self._holder_layouts[key].itemAt(0)
        return item.widget() if item is not None else None

    def _build_view(self, index: int) -> None:
        from PySide6.QtCore import Qt

        spec = self._pending.pop(index, None)
        if spec is None:
            return
        holder = self.views[spec.key]
        try:
            module = importlib.import_module(spec.module)
            view: QWidget = getattr(module, spec.class_name)(self.session, holder)
        except Exception:
            log.exception("view %s failed to open", spec.key)
            view = QLabel(self.tr("This view could not be opened; the details are in the log file."), holder)
            view.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._holder_layouts[spec.key].addWidget(view)

    # -- menus ---------------------------------------------------------------------------------
    def _action(self, text: str, slot: Callable[..., object],
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None, tip: str = "") -> QAction:
        from PySide6.QtGui import QAction

        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        from PySide6.QtGui import QActionGroup, QKeySequence

        keys = QKeySequence.StandardKey
        file_menu = self._menus["file"]
        file_menu.addAction(self._action(self.tr("&New"), self.files.new, keys.New, self.tr("Start a new workload")))
        file_menu.addAction(self._action(self.tr("&Open…"), self.files.open_dialog, keys.Open,
                                         self.tr("Open a .headroom.json workload")))
        self.recent_menu = file_menu.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(lambda: self.files.fill_recent_menu(self.recent_menu))
        file_menu.addAction(self._action(self.tr("&Save"), self.files.save, keys.Save))
        file_menu.addAction(self._action(self.tr("Save &as…"), self.files.save_as, keys.SaveAs))
        file_menu.addSeparator()
        self.quote_action = self._action(self.tr("&Export quote request…"), self._export_quote, "Ctrl+E",
                                         self.tr("A PDF to send to providers: the workload, the budget and the "
                                                 "servers compared"))
        file_menu.addAction(self.quote_action)
        file_menu.addSeparator()
        file_menu.addAction(self._action(self.tr("Se&ttings…"), self._settings, keys.Preferences))
        file_menu.addSeparator()
        file_menu.addAction(self._action(self.tr("&Quit"), self.close, keys.Quit))
        file_menu.setToolTipsVisible(True)
        self._build_edit_menu()
        view_menu = self._menus["view"]
        for number, key in enumerate(self.views, start=1):
            view_menu.addAction(self._action(self.tabs.tabText(self.tabs.indexOf(self.views[key])),
                                             lambda _c=False, k=key: self.show_view(k), f"Ctrl+{number}"))
        view_menu.addSeparator()
        self.unit_actions = QActionGroup(self)
        for unit in (Unit.GB.value, Unit.GiB.value):
            action = self._action(self.tr("Sizes in {unit}").format(unit=unit),
                                  lambda _c=False, u=unit: self.session.set_unit(u))
            action.setCheckable(True)
            action.setChecked(unit == self.session.unit)
            action.setData(unit)
            self.unit_actions.addAction(action)
            view_menu.addAction(action)
        help_menu = self._menus["help"]
        help_menu.addAction(self._action(self.tr("&User guide"), lambda: self.show_help("guide"), keys.HelpContents,
                                         self.tr("The six steps, the chart, the verdicts, the comparison, the quote "
                                                 "and the pilot")))
        help_menu.addAction(self._action(self.tr("&Glossary"), lambda: self.show_help("glossary"), tip=self.tr(
            "VRAM, KV cache, quantization, TTFT, tensor parallelism, LoRA and the other words used here")))
        help_menu.addSeparator()
        help_menu.addAction(self._action(self.tr("&About Headroom"), self._about))
        help_menu.setToolTipsVisible(True)

    def _build_edit_menu(self) -> None:
        from PySide6.QtGui import QKeySequence

        keys = QKeySequence.StandardKey
        edit_menu = self._menus["edit"]
        self.undo_action = self._action(self.tr("&Undo"), self.session.undo, keys.Undo,
                                        self.tr("Take back the last change to the workload"))
        self.redo_action = self._action(self.tr("&Redo"), self.session.redo, tip=self.tr(
            "Make the change taken back again"))
        # Ctrl+Shift+Z everywhere, and the platform's own Redo key too (Ctrl+Y on Windows).
        self.redo_action.setShortcuts(list(dict.fromkeys(
            [QKeySequence("Ctrl+Shift+Z"), *QKeySequence.keyBindings(keys.Redo)])))
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        self.add_workload_action = self._action(
            self.tr("Add a &workload to this project"), self.project_bar.add, "Ctrl+Shift+A",
            self.tr("Another workload for the same server (a fine-tune by night, an embedder beside the "
                    "chatbot): the result then judges them together"))
        edit_menu.addAction(self.add_workload_action)
        edit_menu.setToolTipsVisible(True)
        self.session.history_changed.connect(self._update_history_actions)
        self._update_history_actions()

    def _update_history_actions(self) -> None:
        self.undo_action.setEnabled(self.session.history.can_undo)
        self.redo_action.setEnabled(self.session.history.can_redo)

    def show_help(self, page: str, anchor: str = "") -> None:
        from app.ui.help import show_help

        self.help_window = show_help(page, anchor, self)

    def _export_quote(self) -> None:
        try:
            from app.ui.quote_dialog import QuoteDialog
        except ModuleNotFoundError:
            return
        self._quote_dialog = QuoteDialog(self.session, self)
        self._quote_dialog.open()

    def _settings(self) -> None:
        from app.ui.settings_dialog import SettingsDialog

        self._settings_dialog = SettingsDialog(self.session, self)
        self._settings_dialog.open()

    def _about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, self.tr("About Headroom"), self.tr(
            "Headroom {version}\n\nSizes a GPU server for an AI workload: the memory it needs, whether a server "
            "holds it, and what to ask a provider for. Every figure is an estimate with a range; a pilot test "
            "confirms it.").format(version=app.__version__))

    # -- state ---------------------------------------------------------------------------------
    def _update_title(self) -> None:
        name = str(self.session.value("name") or self.tr("Untitled workload"))
        path: Path | None = self.session.path
        place = f" ({path.name})" if path else ""
        self.setWindowTitle(self.tr("{name}{file}[*] — Headroom").format(name=name, file=place))
        self.setWindowModified(self.session.dirty)

    def _unit_changed(self, unit: str) -> None:
        settings.put("unit", unit)
        for action in self.unit_actions.actions():
            action.setChecked(action.data() == unit)

    def _restore_window_geometry(self) -> None:
        geometry = settings.get("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)

    def _restore_splitter(self) -> None:
        state = settings.get("window/state")
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.splitter.restoreState(state)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._start_pending or not hasattr(self, "files"):
            event.accept()  # closed before anything was built: nothing to save
            return
        if not self.files.maybe_discard():
            event.ignore()
            return
        settings.put("window/geometry", self.saveGeometry())
        settings.put("window/state", self.splitter.saveState())
        if self.files.autosave:
            self.files.remove_draft()  # a clean exit: nothing to restore next time
        event.accept()
