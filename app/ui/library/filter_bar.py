"""`FilterBar`: search text and GPU / GPU count / provider choices over the library table.

The choices are rebuilt from the profiles present after every reload, keeping the current pick.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QWidget

from app.ui.library.filter_proxy import ProfileFilterProxy
from app.ui.library.table_model import Column, ProfileTableModel

ANY = None  # the combo data of "any GPU" / "any count" / "any provider"
SEARCH_MIN_WIDTH = 200
SEARCH_FRAME_PX = 48  # the clear button, the frame and Qt's text margins around the placeholder


class FilterBar(QWidget):
    def __init__(self, model: ProfileTableModel, proxy: ProfileFilterProxy, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model, self._proxy = model, proxy
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search names, providers, GPUs…"))
        self.search.setClearButtonEnabled(True)
        # As wide as its placeholder in the window's language (plus the clear button and the frame).
        self.search.setMinimumWidth(max(SEARCH_MIN_WIDTH, self.search.fontMetrics().horizontalAdvance(
            self.search.placeholderText()) + SEARCH_FRAME_PX))
        self.gpu = QComboBox(self)
        self.gpu.setToolTip(self.tr("Show only profiles with this GPU"))
        self.gpu_count = QComboBox(self)
        self.gpu_count.setToolTip(self.tr("Show only profiles with this many GPUs per server"))
        self.provider = QComboBox(self)
        self.provider.setToolTip(self.tr("Show only offers from this provider"))
        self.count_label = QLabel(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search, 2)
        for label, combo in ((self.tr("GPU:"), self.gpu), (self.tr("GPUs:"), self.gpu_count),
                             (self.tr("Provider:"), self.provider)):
            layout.addWidget(QLabel(label, self))
            layout.addWidget(combo, 1)
        layout.addWidget(self.count_label)
        self.search.textChanged.connect(proxy.set_text)
        self.gpu.currentIndexChanged.connect(lambda _i: proxy.set_gpu(self.gpu.currentData()))
        self.gpu_count.currentIndexChanged.connect(lambda _i: proxy.set_gpu_count(self.gpu_count.currentData()))
        self.provider.currentIndexChanged.connect(lambda _i: proxy.set_provider(self.provider.currentData()))
        for signal in (proxy.rowsInserted, proxy.rowsRemoved, proxy.modelReset, proxy.layoutChanged):
            signal.connect(self._count_changed)
        model.modelReset.connect(self.refill)
        self.refill()

    def refill(self) -> None:
        """The choices present in the library now; the current pick stays when it still exists."""
        entries = self._model.entries()
        gpus: dict[str, str] = {}
        for row in range(self._model.rowCount()):
            entry = self._model.entry(row)
            key = entry.profile.gpu.id or entry.profile.gpu.name or ""
            gpus.setdefault(key, str(self._model.index(row, Column.GPU).data()))
        self._fill(self.gpu, self.tr("Any GPU"), sorted(gpus.items(), key=lambda kv: kv[1].casefold()))
        counts = sorted({e.profile.gpu_count for e in entries})
        self._fill(self.gpu_count, self.tr("Any"), [(c, str(c)) for c in counts])
        providers = sorted({e.profile.provider for e in entries if e.profile.provider}, key=str.casefold)
        self._fill(self.provider, self.tr("Any provider"), [(p, p) for p in providers])
        self._count_changed()

    def _fill(self, combo: QComboBox, any_text: str, items: list[tuple[Any, str]]) -> None:
        current = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(any_text, ANY)
        for data, text in items:
            combo.addItem(text, data)
        index = combo.findData(current) if current is not ANY else 0
        combo.setCurrentIndex(max(0, index))
        combo.blockSignals(False)
        if index < 0:  # the picked value vanished: the filter goes back to "any"
            combo.currentIndexChanged.emit(0)

    def _count_changed(self) -> None:
        shown, total = self._proxy.rowCount(), self._model.rowCount()
        self.count_label.setText(self.tr("{shown} of {total} profiles").replace("{shown}", str(shown))
                                 .replace("{total}", str(total)))
