"""`ProfileTableModel`: the profile library (shipped and user profiles) as a Qt table.

An adapter over `session.store` (Vorta's archive table model): it holds one snapshot of the
store's entries, reloads it on `profiles_changed`, and re-formats sizes on `unit_changed`.
Display text is formatted; `SORT_ROLE` gives numbers as numbers so sizes and prices sort by value.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from app.core.catalog import GpuSpec
from app.core.fit.shortlist import month_floor
from app.core.offers.pricing import load_pricing
from app.store import ProfileEntry
from app.text import profile_text as pt
from app.text.pricing import price_terms_text
from app.ui import palette
from app.ui.session import Session

ID_ROLE = Qt.ItemDataRole.UserRole + 1
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
SHIPPED_ROLE = Qt.ItemDataRole.UserRole + 3
UNKNOWN_GPU_ROLE = Qt.ItemDataRole.UserRole + 4
GPU_KEY_ROLE = Qt.ItemDataRole.UserRole + 5  # catalog id, or the explicit name: what the GPU filter matches
GPU_COUNT_ROLE = Qt.ItemDataRole.UserRole + 6
PROVIDER_ROLE = Qt.ItemDataRole.UserRole + 7
FILTER_ROLE = Qt.ItemDataRole.UserRole + 8  # what the filter matches, in one string (filter_proxy.py)
FILTER_SEPARATOR, TEXT_SEPARATOR = "\x1f", "\x1e"
UNKNOWN_GPU_COLOR = QColor(palette.ERROR)

AnyIndex = QModelIndex | QPersistentModelIndex


class Column(IntEnum):
    NAME = 0
    PROVIDER = 1
    SOURCE = 2
    GPU = 3
    GPU_COUNT = 4
    GPU_MEMORY = 5
    PRICE = 6
    INTERCONNECT = 7
    CPU_CORES = 8
    RAM = 9
    NVME = 10
    NETWORK = 11
    POWER = 12


SEARCHED_COLUMNS = (Column.NAME, Column.PROVIDER, Column.GPU)  # what the search box looks in
NUMERIC_COLUMNS = frozenset({Column.GPU_COUNT, Column.GPU_MEMORY, Column.CPU_CORES, Column.RAM, Column.NVME,
                             Column.POWER, Column.PRICE})


@dataclass(frozen=True)
class _Row:
    entry: ProfileEntry
    spec: GpuSpec | None  # None: the catalog does not know the GPU

    @property
    def gpu_key(self) -> str:
        gpu = self.entry.profile.gpu
        return gpu.id or gpu.name or ""


class ProfileTableModel(QAbstractTableModel):
    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._entries: list[ProfileEntry] = []
        self._rows: dict[int, _Row] = {}  # made when Qt first asks for the row (a library of 10,000 offers)
        self._load()
        session.profiles_changed.connect(self.reload)
        session.unit_changed.connect(self._unit_changed)

    # -- the snapshot ------------------------------------------------------------------------
    def _load(self) -> None:
        self._pricing = load_pricing()  # Settings' rates and purchase terms, for sorting by a month's cost
        self._entries = self._session.store.all_profiles()
        self._rows = {}

    def _row(self, row: int) -> _Row:
        made = self._rows.get(row)
        if made is None:
            entry = self._entries[row]
            made = self._rows[row] = _Row(entry, entry.profile.gpu_spec(self._session.catalog))
        return made

    def reload(self) -> None:
        self.beginResetModel()
        self._load()
        self.endResetModel()

    def _unit_changed(self, _unit: str) -> None:
        if self._entries:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._entries) - 1, len(Column) - 1))

    def entry(self, row: int) -> ProfileEntry:
        return self._entries[row]

    def row_of(self, profile_id: str) -> int:
        return next((i for i, e in enumerate(self._entries) if e.id == profile_id), -1)

    def entries(self) -> list[ProfileEntry]:
        return list(self._entries)

    # -- Qt's table interface ----------------------------------------------------------------
    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(Column):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._headers()[Column(section)][0]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._headers()[Column(section)][1]
        return None

    def _headers(self) -> dict[Column, tuple[str, str]]:
        return {
            Column.NAME: (self.tr("Name"), self.tr("The profile's name")),
            Column.PROVIDER: (self.tr("Provider"), self.tr("Who offers the server")),
            Column.GPU: (self.tr("GPU"), self.tr("GPU model")),
            Column.GPU_COUNT: (self.tr("GPUs"), self.tr("GPUs per server (servers × GPUs when several)")),
            Column.GPU_MEMORY: (self.tr("Memory per GPU"), self.tr("Memory of one GPU as the vendor states it")),
            Column.INTERCONNECT: (self.tr("GPU link"), self.tr("How the GPUs talk to each other")),
            Column.CPU_CORES: (self.tr("CPU cores"), self.tr("Physical CPU cores, all sockets")),
            Column.RAM: (self.tr("RAM"), self.tr("System memory")),
            Column.NVME: (self.tr("NVMe"), self.tr("Total NVMe drive capacity")),
            Column.NETWORK: (self.tr("Network"), self.tr("Network links")),
            Column.POWER: (self.tr("Power"), self.tr("Power budget of the server")),
            Column.PRICE: (self.tr("Price"), self.tr("The offer's terms: by the month, by the hour (with its minimum), "
                                                     "bought. Sorted by what a month of it costs.")),
            Column.SOURCE: (self.tr("Source"), self.tr("Shipped examples are read-only: duplicate one to "
                                                       "change it")),
        }

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        row, column = self._row(index.row()), Column(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, column)
        if role == SORT_ROLE:
            return self._sort_value(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, column)
        if role == Qt.ItemDataRole.ForegroundRole and column == Column.GPU and row.spec is None:
            return QBrush(UNKNOWN_GPU_COLOR)
        if role == Qt.ItemDataRole.FontRole and column == Column.GPU and row.spec is None:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column in NUMERIC_COLUMNS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return self._item_role(row, role)

    def _item_role(self, row: _Row, role: int) -> Any:
        profile = row.entry.profile
        if role == FILTER_ROLE:
            return self._filter_text(row)
        values = {ID_ROLE: row.entry.id, SHIPPED_ROLE: row.entry.shipped, UNKNOWN_GPU_ROLE: row.spec is None,
                  GPU_KEY_ROLE: row.gpu_key, GPU_COUNT_ROLE: profile.gpu_count, PROVIDER_ROLE: profile.provider}
        return values.get(role)

    def _filter_text(self, row: _Row) -> str:
        """GPU key, GPU count and provider as the filters pick them, then the searched texts (name,
        provider, GPU as shown) casefolded — each free of the separators."""
        p = row.entry.profile

        def clean(text: str) -> str:
            return text.replace(FILTER_SEPARATOR, " ").replace(TEXT_SEPARATOR, " ")

        searched = TEXT_SEPARATOR.join(clean(self._display(row, c)).casefold() for c in SEARCHED_COLUMNS)
        return FILTER_SEPARATOR.join([clean(row.gpu_key), str(p.gpu_count), clean(p.provider), searched])

    def _display(self, row: _Row, column: Column) -> str:
        p, fmt = row.entry.profile, pt.fmt_for(self._session.unit)
        if column == Column.NAME:
            return p.name
        if column == Column.PROVIDER:
            return p.provider
        if column == Column.GPU:
            name = pt.gpu_name(p, self._session.catalog)
            return self.tr("⚠ {gpu} (unknown)").format(gpu=name) if row.spec is None else name
        if column == Column.GPU_COUNT:
            return pt.gpu_count_text(p)
        if column == Column.GPU_MEMORY:
            return fmt.size(row.spec.memory_bytes) if row.spec else "?"
        if column == Column.INTERCONNECT:
            return pt.interconnect_name(p.interconnect)
        if column == Column.CPU_CORES:
            return fmt.number(p.cpu.cores)
        if column == Column.RAM:
            return fmt.size(p.ram_bytes)
        if column == Column.NVME:
            return pt.nvme_text(p, fmt)
        if column == Column.NETWORK:
            return pt.network_text(p, fmt)
        if column == Column.PRICE:
            return price_terms_text(p.price, fmt)
        if column == Column.SOURCE:
            return self.tr("Example") if row.entry.shipped else self.tr("Yours")
        return f"{fmt.number(p.power_w)} W" if p.power_w else "—"

    def _sort_value(self, row: _Row, column: Column) -> Any:
        p = row.entry.profile
        numbers: dict[Column, float | None] = {
            Column.GPU_COUNT: p.total_gpus,
            Column.GPU_MEMORY: row.spec.memory_bytes if row.spec else None,
            Column.CPU_CORES: p.cpu.cores,
            Column.RAM: p.ram_bytes,
            Column.NVME: p.nvme_capacity_bytes,
            Column.POWER: p.power_w,
            Column.PRICE: month_floor(p, self._pricing),  # a month of it under its cheapest term
        }
        if column in numbers:
            return numbers[column]
        return self._display(row, column).casefold()

    def _tooltip(self, row: _Row, column: Column) -> str | None:
        p = row.entry.profile
        if column == Column.GPU:
            if row.spec is None:
                return pt.unknown_gpu_explanation(p)
            return pt.gpu_summary(p, self._session.catalog, pt.fmt_for(self._session.unit))
        if column == Column.NAME:
            lines = [p.name, pt.gpu_summary(p, self._session.catalog, pt.fmt_for(self._session.unit))]
            if p.cpu.model:
                lines.append(p.cpu.model)
            if p.notes:
                lines.append(p.notes)
            return "\n".join(lines)
        if column == Column.SOURCE and row.entry.shipped:
            return self.tr("Shipped with Headroom as an example (read-only). Duplicate it to make your own copy.")
        return None
