"""`FilterBar`: search text and GPU / GPU count / provider choices over the library table.

The choices are the profiles present: made when a list is opened (a library of 10,000 offers is not
walked to open the view), and again after a reload that leaves a pick in place, which stays when it
still exists.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QFocusEvent, QWheelEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QWidget

from app.ui.library.filter_proxy import ProfileFilterProxy
from app.ui.library.table_model import Column, ProfileTableModel

ANY = None  # the combo data of "any GPU" / "any count" / "any provider"
SEARCH_MIN_WIDTH = 200
SEARCH_FRAME_PX = 48  # the clear button, the frame and Qt's text margins around the placeholder


class Choices(QComboBox):
    """A combo box whose items are made when they are first needed (`before_use`): its list opened,
    the focus on it (the arrow keys pick without opening the list), the wheel turned over it."""

    def __init__(self, before_use: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._before_use = before_use

    def showPopup(self) -> None:  # noqa: N802 - Qt API
        self._before_use()
        super().showPopup()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt API
        self._before_use()
        super().focusInEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt API
        self._before_use()
        super().wheelEvent(event)


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
        self._stale = True
        self.gpu = Choices(self._fill_if_stale, self)
        self.gpu.setToolTip(self.tr("Show only profiles with this GPU"))
        self.gpu_count = Choices(self._fill_if_stale, self)
        self.gpu_count.setToolTip(self.tr("Show only profiles with this many GPUs per server"))
        self.provider = Choices(self._fill_if_stale, self)
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
        model.modelReset.connect(self._reloaded)
        for combo in (self.gpu, self.gpu_count, self.provider):
            self._fill(combo, self._any_text(combo), [])
        self._count_changed()

    def _any_text(self, combo: QComboBox) -> str:
        if combo is self.gpu:
            return self.tr("Any GPU")
        return self.tr("Any") if combo is self.gpu_count else self.tr("Any provider")

    def _reloaded(self) -> None:
        self._stale = True
        if any(c.currentData() is not ANY for c in (self.gpu, self.gpu_count, self.provider)):
            self.refill()  # a pick is in force: it must still name something in the library
        else:
            self._count_changed()

    def _fill_if_stale(self) -> None:
        if self._stale:
            self.refill()

    def refill(self) -> None:
        """The choices present in the library now; the current pick stays when it still exists."""
        self._stale = False
        gpus: dict[str, str] = {}
        counts: set[int] = set()
        providers: set[str] = set()
        for row, entry in enumerate(self._model.entries()):  # one pass: a library can hold 10,000 offers
            profile = entry.profile
            key = profile.gpu.id or profile.gpu.name or ""
            if key not in gpus:  # the name as the table shows it, asked once per GPU
                gpus[key] = str(self._model.index(row, Column.GPU).data())
            counts.add(profile.gpu_count)
            if profile.provider:
                providers.add(profile.provider)
        self._fill(self.gpu, self.tr("Any GPU"), sorted(gpus.items(), key=lambda kv: kv[1].casefold()))
        self._fill(self.gpu_count, self.tr("Any"), [(c, str(c)) for c in sorted(counts)])
        self._fill(self.provider, self.tr("Any provider"), [(p, p) for p in sorted(providers, key=str.casefold)])
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
