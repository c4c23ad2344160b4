"""Compound editors of the profile form: the GPU chooser and the list of NVMe drives."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.core.catalog import Catalog
from app.core.offers.server import GpuRef, Nvme
from app.text.formatting import Fmt
from app.ui.library.form_fields import (
    ChangeNotifier,
    ErrorLabel,
    FieldBox,
    NotASize,
    NumberEdit,
    SizeEdit,
    size_problem,
    tr,
)
from app.ui.library.schema_bounds import int_bounds

OTHER_GPU = "__other__"
UNKNOWN_PREFIX = "__unknown__:"
DEFAULT_DRIVE_BYTES = 3_840_000_000_000  # a common 3.84 TB data-centre drive: the new row's starting value
Problems = list[tuple[str, str]]  # (field path, message)


class GpuChooser(ChangeNotifier):
    """A catalog GPU (its memory shown), the profile's unknown id (kept, flagged), or "other GPU"."""

    def __init__(self, catalog: Catalog, fmt: Fmt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._catalog, self._fmt = catalog, fmt
        self._original: GpuRef | None = None
        self.combo = QComboBox(self)
        self.combo.setToolTip(tr("The GPU model. Not in the list? Choose “Other GPU” and enter its figures."))
        gpus = sorted(catalog.gpus.values(), key=lambda g: (g.vendor, g.name))
        for gpu in gpus:
            self.combo.addItem(tr("{gpu} — {memory}").format(gpu=gpu.name, memory=fmt.size(gpu.memory_bytes)),
                               gpu.id)
        self.combo.insertSeparator(self.combo.count())
        self.combo.addItem(tr("Other GPU (enter its figures)…"), OTHER_GPU)
        self.combo.setPlaceholderText(tr("Choose the GPU…"))
        self.combo.setCurrentIndex(-1)  # a new profile starts without a GPU: the user picks one
        self.info = QLabel(self)
        self.info.setWordWrap(True)
        self.flag = ErrorLabel(self)
        self.other = QWidget(self)
        form = QFormLayout(self.other)
        form.setContentsMargins(12, 0, 0, 0)
        self.name = QLineEdit(self.other)
        self.memory = SizeEdit(fmt.unit, self.other)
        self.memory.setPlaceholderText(tr("e.g. 48 GB"))
        self.bandwidth = NumberEdit(self.other)
        self.bf16 = NumberEdit(self.other)
        self.tdp = NumberEdit(self.other)
        self.boxes: dict[str, FieldBox] = {}
        fields: tuple[tuple[str, str, QLineEdit, str], ...] = (
            ("gpu.name", tr("GPU name"), self.name, tr("As the vendor names it, e.g. “A100 40GB”")),
            ("gpu.memory_bytes", tr("Memory per GPU"), self.memory, tr("e.g. 40 GB")),
            ("gpu.bandwidth_gbps", tr("Memory bandwidth (GB/s)"), self.bandwidth,
             tr("From the data sheet; decides generation speed. Optional.")),
            ("gpu.bf16_tflops", tr("BF16 TFLOPS (dense)"), self.bf16,
             tr("Dense BF16 tensor throughput from the data sheet; decides prompt speed. Optional.")),
            ("gpu.tdp_w", tr("Power per GPU (W)"), self.tdp, tr("Thermal design power. Optional.")),
        )
        for key, label, widget, tip in fields:
            widget.setToolTip(tip)
            self.boxes[key] = FieldBox(widget, self.other)
            form.addRow(label, self.boxes[key])
            widget.textChanged.connect(self.edited)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.combo)
        layout.addWidget(self.info)
        layout.addWidget(self.flag)
        layout.addWidget(self.other)
        self.combo.currentIndexChanged.connect(self._choice_changed)
        self._choice_changed()

    def set_gpu(self, gpu: GpuRef) -> None:
        self._original = gpu
        known = self._catalog.gpu(gpu.id) if gpu.id else None
        if known is not None:
            self.combo.setCurrentIndex(self.combo.findData(known.id))
        elif gpu.memory_bytes:
            self.name.setText(gpu.name or gpu.id or "")
            self.memory.set_bytes(gpu.memory_bytes)
            self.bandwidth.set_value(gpu.bandwidth_gbps)
            self.bf16.set_value(gpu.bf16_tflops)
            self.tdp.set_value(gpu.tdp_w)
            self.combo.setCurrentIndex(self.combo.findData(OTHER_GPU))
        else:  # an id the catalog does not know: keep it selectable so saving keeps it
            label = tr("⚠ {gpu} (not in the catalog)").format(gpu=gpu.id)
            self.combo.insertItem(0, label, UNKNOWN_PREFIX + str(gpu.id))
            self.combo.setCurrentIndex(0)
        self._choice_changed()

    def _choice_changed(self) -> None:
        choice = str(self.combo.currentData())
        self.other.setVisible(choice == OTHER_GPU)
        spec = self._catalog.gpu(choice) if not choice.startswith("__") else None
        if spec is not None:
            self.info.setText(tr("{memory} per GPU, {bandwidth} GB/s memory bandwidth, {tflops} BF16 TFLOPS, "
                                 "{tdp} W").format(memory=self._fmt.size(spec.memory_bytes),
                                                   bandwidth=self._fmt.number(spec.bandwidth_gbps),
                                                   tflops=self._fmt.number(spec.bf16_tflops),
                                                   tdp=self._fmt.number(spec.tdp_w)))
        self.info.setVisible(spec is not None)
        unknown = choice.startswith(UNKNOWN_PREFIX)
        self.flag.show_message(tr("The catalog does not know this GPU. The profile is kept as it is, but it "
                                  "cannot be sized until you pick a GPU from the list or choose “Other GPU” "
                                  "and enter its memory.") if unknown else "")
        self.edited.emit()

    def value(self) -> tuple[dict[str, Any], Problems]:
        if self.combo.currentIndex() < 0:
            return {}, [("gpu", tr("choose the GPU, or “Other GPU” to enter its figures"))]
        choice = str(self.combo.currentData())
        if choice.startswith(UNKNOWN_PREFIX):
            return {"id": choice.removeprefix(UNKNOWN_PREFIX)}, []
        if choice != OTHER_GPU:
            return {"id": choice}, []
        problems: Problems = []
        data: dict[str, Any] = {}
        if self._original is not None and self._original.id and self._original.memory_bytes:
            data["id"] = self._original.id  # an explicit GPU that also named an id keeps it
        if self._original is not None and self._original.fp8_tflops:
            data["fp8_tflops"] = self._original.fp8_tflops  # not on the form: kept as it was
        if self.name.text().strip():
            data["name"] = self.name.text().strip()
        else:
            problems.append(("gpu.name", tr("give the GPU's name")))
        try:
            memory = self.memory.value()
        except NotASize:
            problems.append(("gpu.memory_bytes", size_problem()))
        else:
            if memory is None:
                problems.append(("gpu.memory_bytes", tr("give the memory of one GPU")))
            else:
                data["memory_bytes"] = memory
        for key, edit in (("bandwidth_gbps", self.bandwidth), ("bf16_tflops", self.bf16), ("tdp_w", self.tdp)):
            if edit.value() is not None:
                data[key] = edit.value()
        return data, problems


@dataclass
class _DriveRow:
    count: QSpinBox
    capacity: SizeEdit
    read: NumberEdit
    write: NumberEdit
    remove: QPushButton
    error: ErrorLabel

    def widgets(self) -> list[QWidget]:
        return [self.count, self.capacity, self.read, self.write, self.remove, self.error]


class NvmeEditor(ChangeNotifier):
    """The server's NVMe drives: one row per kind of drive (count × capacity, read and write speed)."""

    def __init__(self, unit: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._unit = unit
        self._rows: list[_DriveRow] = []
        self._headers: list[QLabel] = []
        self._grid = QGridLayout()
        self._grid.setContentsMargins(0, 0, 0, 0)
        for col, (text, tip) in enumerate((
            (tr("Count"), tr("How many drives of this kind")),
            (tr("Capacity"), tr("Capacity of one drive, e.g. 3.84 TB")),
            (tr("Read GB/s"), tr("Sequential read, GB/s (data sheet)")),
            (tr("Write GB/s"), tr("Sequential write, GB/s (data sheet)")),
        )):
            label = QLabel(text, self)
            label.setToolTip(tip)
            self._headers.append(label)
            self._grid.addWidget(label, 0, col)
        self.none_label = QLabel(tr("No NVMe drives listed."), self)
        self.add_button = QPushButton(tr("Add drives"), self)
        self.add_button.setToolTip(tr("Add a row for another kind of NVMe drive"))
        self.add_button.clicked.connect(lambda: self.add_row(None))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._grid)
        layout.addWidget(self.none_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self._sync()

    def set_drives(self, drives: list[Nvme]) -> None:
        for drive in drives:
            self.add_row(drive)

    def add_row(self, drive: Nvme | None) -> None:
        low, high = int_bounds(Nvme, "count")
        count = QSpinBox(self)
        count.setRange(low, high)
        count.setValue(drive.count if drive else 1)
        capacity = SizeEdit(self._unit, self)
        capacity.set_bytes(drive.capacity_bytes if drive else DEFAULT_DRIVE_BYTES)
        read, write = NumberEdit(self), NumberEdit(self)
        read.set_value(drive.read_gbps if drive else Nvme.model_fields["read_gbps"].default)
        write.set_value(drive.write_gbps if drive else Nvme.model_fields["write_gbps"].default)
        remove = QPushButton(tr("Remove"), self)
        remove.setToolTip(tr("Remove this row of drives"))
        row = _DriveRow(count, capacity, read, write, remove, ErrorLabel(self))
        self._rows.append(row)
        grid_row = 2 * len(self._rows) - 1
        for col, widget in enumerate(row.widgets()[:5]):
            self._grid.addWidget(widget, grid_row, col)
        self._grid.addWidget(row.error, grid_row + 1, 0, 1, 5, Qt.AlignmentFlag.AlignLeft)
        count.valueChanged.connect(self.edited)
        for edit in (capacity, read, write):
            edit.textChanged.connect(self.edited)
        remove.clicked.connect(lambda: self._remove(row))
        self._sync()
        self.edited.emit()

    def _remove(self, row: _DriveRow) -> None:
        self._rows.remove(row)
        for widget in row.widgets():
            self._grid.removeWidget(widget)
            widget.deleteLater()
        self._sync()
        self.edited.emit()

    def _sync(self) -> None:
        self.none_label.setVisible(not self._rows)
        for label in self._headers:
            label.setVisible(bool(self._rows))

    def row_count(self) -> int:
        return len(self._rows)

    def value(self) -> tuple[list[dict[str, Any]], Problems]:
        drives: list[dict[str, Any]] = []
        problems: Problems = []
        for i, row in enumerate(self._rows):
            drive: dict[str, Any] = {"count": row.count.value()}
            try:
                size = row.capacity.value()
            except NotASize:
                problems.append((f"nvme.{i}.capacity_bytes", size_problem()))
                size = None
            if size is None and not any(p[0] == f"nvme.{i}.capacity_bytes" for p in problems):
                problems.append((f"nvme.{i}.capacity_bytes", tr("give the capacity of one drive")))
            drive["capacity_bytes"] = size if size is not None else 0
            for key, edit in (("read_gbps", row.read), ("write_gbps", row.write)):
                if edit.value() is None:
                    problems.append((f"nvme.{i}.{key}", tr("give the speed in GB/s")))
                drive[key] = edit.value()
            drives.append(drive)
        return drives, problems

    def show_errors(self, messages: dict[int, str]) -> None:
        for i, row in enumerate(self._rows):
            row.error.show_message(messages.get(i, ""))

