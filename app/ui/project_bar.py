"""The project bar above the wizard: which workload is edited, add / rename / remove, and when it runs.

Several workloads make a project meant for one server (a chatbot by day and its fine-tuning by night, an
embedder beside an LLM); the wizard edits one at a time, the result judges them together.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.session import Session

# The hours of a day, as app.core.fit.together.HOURS_PER_DAY counts them (tests/ui keep the two equal): named here
# so the bar, built before the window is ready, does not import the placement engine.
HOURS_PER_DAY = 24

# The schedule's default hours when the user first chooses "Set hours" (a working day).
DEFAULT_START_HOUR, DEFAULT_END_HOUR = 8, 20
ALWAYS, HOURS = 0, 1  # the choices of the "Runs" box
NAME_CHARS = 16  # the workload list shows this many characters of a name (the rest on opening it)


class ProjectBar(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.label = QLabel(self.tr("Workload:"), self)
        self.choice = QComboBox(self)
        self.choice.setAccessibleName(self.tr("The workload being edited"))
        self.choice.setToolTip(self.tr("A project can hold several workloads meant for one server; the wizard "
                                       "edits one at a time, the result judges them together."))
        self.label.setBuddy(self.choice)
        self.add_button = self._button(self.tr("Add workload"), self.tr("Add another workload to run on the same "
                                                                        "server (a fine-tune by night, an "
                                                                        "embedder beside the chatbot)"))
        self.rename_button = self._button(self.tr("Rename…"), self.tr("Rename the workload being edited"))
        self.remove_button = self._button(self.tr("Remove"), self.tr("Remove the workload being edited from the "
                                                                     "project"))
        self.runs_label = QLabel(self.tr("Runs:"), self)
        self.runs = QComboBox(self)
        self.runs.addItems([self.tr("always"), self.tr("from … to …")])
        self.runs.setAccessibleName(self.tr("When this workload runs"))
        self.runs.setToolTip(self.tr("Workloads that never run at the same time need the larger of their "
                                     "memory, not the sum."))
        self.runs_label.setBuddy(self.runs)
        self.start_hour, self.end_hour = QSpinBox(self), QSpinBox(self)
        for box, name, top in ((self.start_hour, self.tr("Starts at (hour)"), HOURS_PER_DAY - 1),
                               (self.end_hour, self.tr("Ends at (hour)"), HOURS_PER_DAY)):
            box.setRange(0, top)
            box.setSuffix(self.tr(":00"))
            box.setAccessibleName(name)
            box.setToolTip(name)
        # Two rows, so the bar never makes the wizard's side wider than its pages need.
        self.choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.choice.setMinimumContentsLength(NAME_CHARS)
        self.choice.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for row_widgets in ((self.label, self.choice, self.add_button, self.rename_button, self.remove_button),
                            (self.runs_label, self.runs, self.start_hour, self.end_hour)):
            row = QHBoxLayout()
            for w in row_widgets:
                row.addWidget(w, 1 if w is self.choice else 0)
            if self.choice not in row_widgets:
                row.addStretch(1)
            layout.addLayout(row)
        self.choice.activated.connect(session.project.switch)
        self.add_button.clicked.connect(self.add)
        self.rename_button.clicked.connect(self.rename)
        self.remove_button.clicked.connect(self.remove)
        self.runs.activated.connect(self._runs_chosen)
        self.start_hour.valueChanged.connect(self._hours_changed)
        self.end_hour.valueChanged.connect(self._hours_changed)
        session.changed.connect(self.refresh)
        session.project_changed.connect(self.refresh)
        self.refresh()

    def _button(self, text: str, tip: str) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.setToolTip(tip)
        button.setAccessibleName(text.rstrip("…"))
        return button

    # -- following the session ---------------------------------------------------------------------
    def refresh(self) -> None:
        project = self.session.project
        if project.count() < 2:  # one workload: the bar stays out of the way (Edit ▸ Add a workload brings it)
            self.setVisible(False)
            self.choice.clear()
            return
        names = [n or self.tr("Untitled workload") for n in project.names()]
        with QSignalBlocker(self.choice):
            if [self.choice.itemText(i) for i in range(self.choice.count())] != names:
                self.choice.clear()
                self.choice.addItems(names)
            self.choice.setCurrentIndex(project.current)
        several = project.count() > 1
        # One workload: the bar stays out of the way (Edit ▸ Add a workload brings it); several: it shows.
        self.setVisible(several)
        self.remove_button.setVisible(several)
        self.add_button.setEnabled(project.can_add())
        for w in (self.runs_label, self.runs):
            w.setVisible(several)
        hours = self.session.value("schedule.hours")
        start, end = (int(x) for x in hours.split("-")) if isinstance(hours, str) and "-" in hours else \
            (DEFAULT_START_HOUR, DEFAULT_END_HOUR)
        with QSignalBlocker(self.runs), QSignalBlocker(self.start_hour), QSignalBlocker(self.end_hour):
            self.runs.setCurrentIndex(HOURS if hours else ALWAYS)
            self.start_hour.setValue(start)
            self.end_hour.setValue(end)
        for box in (self.start_hour, self.end_hour):
            box.setVisible(several and bool(hours))

    # -- actions -----------------------------------------------------------------------------------
    def add(self) -> None:
        self.session.project.add(self.tr("Workload {n}").format(n=self.session.project.count() + 1))
        self.session.notice.emit(self.tr("Added a workload: the result now judges all of them on one server."))

    def rename(self) -> None:
        name, ok = QInputDialog.getText(self, self.tr("Rename the workload"), self.tr("Name:"),
                                        QLineEdit.EchoMode.Normal, str(self.session.value("name") or ""))
        if ok and name.strip():
            self.session.set_field("name", name.strip())

    def remove(self) -> None:
        project = self.session.project
        name = self.choice.currentText()
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(self, self.tr("Remove the workload"),
                                      self.tr("Remove “{name}” from the project?").format(name=name),
                                      buttons.Yes | buttons.No, buttons.No)
        if answer == buttons.Yes:
            project.remove(project.current)

    def _runs_chosen(self, index: int) -> None:
        if index == ALWAYS:
            self.session.set_field("schedule", None)
        else:
            self._hours_changed()

    def _hours_changed(self) -> None:
        start, end = self.start_hour.value(), self.end_hour.value()
        if start == end % HOURS_PER_DAY:  # an empty span: move the end on by an hour
            end = start + 1
        self.session.set_field("schedule.hours", f"{start:02d}-{end:02d}")
