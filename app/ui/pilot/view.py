"""`PilotView`: the pilot to run, its kit, and its results held against the estimate.

The plan comes from the core (`pilot.plan_for`) for the current workload and the server the
pilot runs on; imported results live in the session (`Session.pilot_results`), which compares
them (`Session.pilot_comparison`): the comparison view and the quote read them from there too.
Signals arriving together are coalesced; while hidden, the page updates when next shown.
"""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.core.findings import InputError
from app.core.pilot.plan import PilotPlan, plan_for
from app.text import advice
from app.text import profile_text as pt
from app.text.formatting import Fmt
from app.ui import palette
from app.ui.coalesce import VisibleRefresh
from app.ui.help import HelpButton
from app.ui.help.topics import GUIDE
from app.ui.pilot.files import PilotFiles
from app.ui.pilot.plan_panel import PlanPanel
from app.ui.pilot.results_panel import ResultsPanel
from app.ui.pilot.sections import paragraph
from app.ui.pilot.server_choice import PilotServerPicker
from app.ui.session import Session

PLAN_TAB, RESULTS_TAB = 0, 1
STATUS_MARKS = {"accepted": "✔", "not_accepted": "✘", "mismatch": "✘", "incomplete": "…"}


def _scrolling(widget: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setWidget(widget)
    return area


class PilotView(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.plan: PilotPlan | None = None
        self.files = PilotFiles(self, session)
        self._refresh = VisibleRefresh(self, self.refresh)
        self._build()
        # Bound methods, not lambdas: Qt drops them when this view is deleted before the session.
        session.changed.connect(self._schedule)
        session.unit_changed.connect(self._schedule)
        session.pilot.changed.connect(self._schedule)
        session.server_changed.connect(self._schedule)
        session.profiles_changed.connect(self.server_picker.rebuild)
        self.refresh()

    def _build(self) -> None:
        intro = paragraph(self.tr(
            "An estimate is a first filter; a pilot on the real server decides. Write the pilot kit and hand the "
            "folder to whoever runs the trial server; when they send back results.json, import it here to see "
            "what was measured beside what was estimated."), self, note=True)
        self.server_label = QLabel(self)
        self.server_picker = PilotServerPicker(self.session, self)
        self.server_picker.activated.connect(lambda _i: self._schedule())
        self.server_label.setBuddy(self.server_picker)
        self.kit_button = QPushButton(self.tr("Write pilot &kit…"), self)
        self.kit_button.setToolTip(self.tr("Write plan.json, a README and the two pilot scripts into a folder for "
                                           "whoever runs the trial server"))
        self.kit_button.clicked.connect(self.files.write_kit)
        self.import_button = QPushButton(self.tr("&Import results…"), self)
        self.import_button.setToolTip(self.tr("Read the pilot's results.json (and memory-….json) files and hold "
                                              "them against the estimate"))
        self.import_button.clicked.connect(self._import)
        self.clear_button = QPushButton(self.tr("C&lear imported results"), self)
        self.clear_button.clicked.connect(self.session.pilot.clear)
        self.calibrate_button = QPushButton(self.tr("Keep as &calibration"), self)
        self.calibrate_button.setToolTip(self.tr("Keep what was measured as a calibration of the pilot's server: "
                                                 "its speed for this model, precision and runtime is then the "
                                                 "measured one, in every view and in the quote"))
        self.calibrate_button.clicked.connect(self._calibrate)
        self.use_calibrations = QCheckBox(self.tr("Use &measured speeds"), self)
        self.use_calibrations.setToolTip(self.tr("On: where a pilot calibrated a server, its measured speeds "
                                                 "replace the estimate. Off: the estimate as the formulas make it."))
        self.use_calibrations.setChecked(self.session.use_calibrations)
        self.use_calibrations.toggled.connect(self.session.set_use_calibrations)
        self.server_note = QLabel(self)
        self.server_note.setWordWrap(True)
        self.server_note.setVisible(False)
        self.calibrate_note = QLabel(self)
        self.calibrate_note.setWordWrap(True)
        self.calibrate_note.setVisible(False)
        row = QHBoxLayout()
        row.addWidget(self.server_label)
        row.addWidget(self.server_picker)
        row.addStretch(1)
        for button in (self.kit_button, self.import_button, self.clear_button):
            row.addWidget(button)
        row.addWidget(HelpButton("pilot", self.tr("the pilot"), self, page=GUIDE))
        # The calibration's controls on a row of their own: with the kit's buttons they outgrow 1280 px in ru/pl.
        calibration_row = QHBoxLayout()
        calibration_row.addStretch(1)
        calibration_row.addWidget(self.calibrate_button)
        calibration_row.addWidget(self.use_calibrations)
        self.plan_panel = PlanPanel()
        self.results_panel = ResultsPanel()
        self.tabs = QTabWidget(self)
        self.tabs.addTab(_scrolling(self.plan_panel), self.tr("1. The pilot to run"))
        self.tabs.addTab(_scrolling(self.results_panel), self.tr("2. Measured against the estimate"))
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(row)
        layout.addLayout(calibration_row)
        layout.addWidget(self.server_note)
        layout.addWidget(self.calibrate_note)
        layout.addWidget(self.tabs, 1)

    # -- updating ------------------------------------------------------------------------------
    def _schedule(self, *_args: object) -> None:
        self._refresh.request()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._refresh.shown()

    def refresh(self) -> None:
        """Bring the page up to date now: the plan, the server picked, the imported results."""
        self._refresh.done()
        fmt = pt.fmt_for(self.session.unit)
        workload = self.session.outcome.workload
        self.plan = None
        if workload is not None:
            try:
                self.plan = plan_for(workload, self.session.catalog, self.session.pilot.fit())
            except InputError:
                self.plan = None
        self.plan_panel.fill(self.plan, fmt, self.tr("The workload has problems to fix before a pilot can be "
                                                     "planned; the Workload view marks them."))
        self.server_picker.select_current()
        imported = bool(self.session.pilot.results)
        self.server_label.setText(self.tr("The pilot &ran on:") if imported else self.tr("The pilot &runs on:"))
        server = self.session.server(self.session.pilot.server())
        comparison = self.session.pilot.comparison()
        self.results_panel.fill(comparison, fmt, self.session.pilot.sources, server.name if server else "")
        mark = STATUS_MARKS.get(comparison.status, "") if comparison is not None else ""
        self.tabs.setTabText(RESULTS_TAB, self.tr("2. Measured against the estimate") + (f" {mark}" if mark else ""))
        self._note_server(fmt)
        self.kit_button.setEnabled(self.plan is not None)
        self.import_button.setEnabled(workload is not None)
        self.clear_button.setEnabled(imported)
        self.calibrate_button.setEnabled(imported and comparison is not None and comparison.comparable
                                         and server is not None)
        if self.use_calibrations.isChecked() != self.session.use_calibrations:
            self.use_calibrations.setChecked(self.session.use_calibrations)

    def _note_server(self, fmt: Fmt) -> None:
        """Say so when the pilot's server cannot run the work as specified, or was chosen for the user."""
        fit = self.session.pilot.fit()
        text, style = "", ""
        if fit is not None and not fit.meets_must_haves and self.session.outcome.workload is not None:
            text = self.tr("{verdict} on {server}: a pilot there tests a configuration that cannot do the work as "
                           "specified. Pick a server where it fits and meets every must-have.").format(
                verdict=advice.headline(fit.verdict), server=fit.server_name)
            if fit.missed:
                text += " " + advice.capitalized(advice.missed_list(fit, fmt)) + "."
            style = palette.PROBLEM_STYLE
        elif self.session.pilot.default_differs() and fit is not None:
            text = self.tr("The pilot starts on the recommended server, {server}: the work does not run as "
                           "specified on the target server.").format(server=fit.server_name)
        if self.server_note.text() != text:
            self.server_note.setText(text)
            self.server_note.setStyleSheet(style)
            self.server_note.setVisible(bool(text))

    # -- actions -------------------------------------------------------------------------------
    def _import(self) -> None:
        if self.files.import_results():
            self.refresh()
            self.tabs.setCurrentIndex(RESULTS_TAB)

    def _calibrate(self) -> None:
        """Keep the imported results as a calibration of the pilot's server (the library announces it; every
        view recomputes)."""
        from app.core.memory.components import budget
        from app.core.pilot.calibrate import calibration_from
        from app.core.pilot.ceiling import decode_ceiling
        from app.text.calibration import t as calibration_words

        session, workload = self.session, self.session.outcome.workload
        server = session.server(session.pilot.server())
        if workload is None or server is None or not session.pilot.results:
            return
        try:
            cal = calibration_from(workload, session.pilot.results, server, session.catalog, session.pilot.sources,
                                   ceiling=decode_ceiling(budget(workload, session.catalog), session.catalog))
        except InputError:
            self.calibrate_note.setText(calibration_words("nothing"))
            self.calibrate_note.setVisible(True)
            return
        (cid,) = session.store.add_calibrations([cal])
        text = calibration_words("stored_window").format(id=cid[:8], server=server.name)
        self.calibrate_note.setText(text)
        self.calibrate_note.setVisible(True)
        session.notice.emit(text)

    def show_results(self) -> None:
        self.tabs.setCurrentIndex(RESULTS_TAB)

