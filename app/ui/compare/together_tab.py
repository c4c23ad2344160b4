"""The compared servers judged for every workload of the project at once: a tab of the Compare view, shown
while the project holds several workloads. The engine ranks (app.core.fit.together.compare_together)."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from app.charts.palette import VERDICT_COLORS
from app.core.fit.together import TogetherComparison
from app.text import advice
from app.text import together as words
from app.text.formatting import Fmt
from app.text.messages import verdict_text

RECOMMENDED_MARK = "★ "


class TogetherTab(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.table = QTableWidget(0, 4, self)
        self.table.setHorizontalHeaderLabels([self.tr("Server"), self.tr("All workloads together"),
                                              self.tr("Busiest GPU: need / usable"), self.tr("Why")])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.setAccessibleName(self.tr("The compared servers for all workloads together"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)

    def fill(self, c: TogetherComparison | None, fmt: Fmt) -> None:
        if c is None:
            self.summary.setText(self.tr("Fix the marked fields of every workload to judge them together."))
            self.table.setRowCount(0)
            return
        self.summary.setText(words.recommendation_text(c, fmt))
        self.table.setRowCount(len(c.results))
        for row, t in enumerate(c.results):
            need = words.busiest_text(t, fmt)
            name = (RECOMMENDED_MARK if t.key == c.recommended else "") + t.server_name
            if t.price_monthly is not None:
                name += f" ({advice.money(fmt, t.price_monthly, t.currency or '')})"
            verdict = QTableWidgetItem(verdict_text(t.verdict))
            color = VERDICT_COLORS.get(t.verdict)
            if color:
                verdict.setForeground(QColor(color))
            reason = QTableWidgetItem(words.reason_text(t, fmt))
            reason.setToolTip(reason.text())
            for col, item in enumerate((QTableWidgetItem(name), verdict, QTableWidgetItem(need), reason)):
                self.table.setItem(row, col, item)
        self.table.resizeRowsToContents()
