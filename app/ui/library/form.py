"""`ProfileForm`: create, edit or (for shipped profiles) view a server profile.

Every edit rebuilds the draft and validates it with pydantic; each problem is shown under its field
and Save stays disabled until the draft is valid. Save emits `save_requested`; the library saves it
and closes the form, or leaves it open with the store's message, so nothing typed is lost.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.core.catalog import Catalog
from app.core.offers.server import SERVER_FORMAT, Cpu, GpuRef, Network, ServerProfile
from app.core.workload.io import problems_from_validation
from app.text import profile_text as pt
from app.text.formatting import Fmt
from app.text.messages import problem_text
from app.ui.library.form_editors import GpuChooser, NvmeEditor, Problems
from app.ui.library.form_fields import ErrorLabel, FieldBox, NotASize, NumberEdit, SizeEdit, size_problem
from app.ui.library.schema_bounds import int_bounds

CURRENCIES = ("EUR", "USD", "GBP", "CHF", "PLN", "SEK", "NOK", "DKK", "CZK", "JPY", "CAD", "AUD")
NETWORK_KINDS = ("ethernet", "infiniband", "roce")
FORM_MIN_WIDTH = 1000


def problem_detail(field: str, problem_message: str) -> str:
    """`problem_text` says "field: detail"; next to the field only the detail is needed."""
    prefix = f"{field}: "
    return problem_message[len(prefix):] if problem_message.startswith(prefix) else problem_message


class ProfileForm(QDialog):
    save_requested = Signal(object)  # a valid ServerProfile
    duplicate_requested = Signal()  # read-only form: "Duplicate to edit"

    def __init__(self, catalog: Catalog, fmt: Fmt, profile: ServerProfile | None = None, *,
                 read_only: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._original = profile
        self._fmt = fmt
        self._valid: ServerProfile | None = None
        self.problems: dict[str, str] = {}
        if read_only:
            self.setWindowTitle(self.tr("Shipped profile (read-only)"))
        else:
            self.setWindowTitle(self.tr("Edit server profile") if profile else self.tr("New server profile"))
        self.setMinimumWidth(FORM_MIN_WIDTH)
        self._build(catalog)
        self._fill(profile)
        self._connect()
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setVisible(not read_only)
        self.duplicate_button.setVisible(read_only)
        if read_only:
            self._make_read_only()
        self.validate()

    # -- building ----------------------------------------------------------------------------
    def _box(self, key: str, widget: QWidget, tip: str) -> FieldBox:
        widget.setToolTip(tip)
        self.boxes[key] = FieldBox(widget)
        return self.boxes[key]

    def _build(self, catalog: Catalog) -> None:
        self.boxes: dict[str, FieldBox] = {}
        unit = str(self._fmt.unit)
        self.name, self.provider = QLineEdit(), QLineEdit()
        self.gpu = GpuChooser(catalog, self._fmt)
        self.gpu_count, self.nodes, self.cores = QSpinBox(), QSpinBox(), QSpinBox()
        self.gpu_count.setRange(*int_bounds(ServerProfile, "gpu_count"))
        self.nodes.setRange(*int_bounds(ServerProfile, "nodes"))
        self.cores.setRange(*int_bounds(Cpu, "cores"))
        self.channels, self.mts = QSpinBox(), QSpinBox()
        for spin, name in ((self.channels, "memory_channels"), (self.mts, "memory_mts")):
            spin.setRange(0, int_bounds(Cpu, name)[1])  # 0: not stated (the engine assumes a default)
            spin.setSpecialValueText(self.tr("not stated"))
        self.interconnect = QComboBox()
        for key in pt.INTERCONNECT_KEYS:
            self.interconnect.addItem(pt.interconnect_name(key), key)
        self.price, self.currency = NumberEdit(), QComboBox()
        self.hourly, self.minimum_hours, self.purchase = NumberEdit(), NumberEdit(), NumberEdit()
        self.minimum_hours.setPlaceholderText(self.tr("minimum hours"))
        self.currency.setEditable(True)
        self.currency.addItems(list(CURRENCIES))
        self.notes = QPlainTextEdit()
        self.notes.setFixedHeight(60)
        self.cpu_model, self.ram = QLineEdit(), SizeEdit(unit)
        self.nvme = NvmeEditor(unit)
        self.net_speed, self.net_kind, self.net_count = NumberEdit(), QComboBox(), QSpinBox()
        for kind in NETWORK_KINDS:
            self.net_kind.addItem(pt.NETWORK_KINDS[kind], kind)
        self.net_count.setRange(*int_bounds(Network, "count"))
        self.power = NumberEdit()
        price_row = QWidget()
        price_layout = QHBoxLayout(price_row)
        price_layout.setContentsMargins(0, 0, 0, 0)
        price_layout.addWidget(self.price, 2)
        price_layout.addWidget(self.currency, 1)

        self.server_group = QGroupBox(self.tr("Server and GPUs"))
        left = QFormLayout(self.server_group)
        left.addRow(self.tr("Name *"), self._box("name", self.name, self.tr("A name you will recognise, "
                                                                            "e.g. “2x L40S from Acme”")))
        left.addRow(self.tr("Provider"), self._box("provider", self.provider, self.tr("Who offers the server")))
        left.addRow(self.tr("GPU"), self._box("gpu", self.gpu, self.gpu.combo.toolTip()))
        left.addRow(self.tr("GPUs per server"), self._box("gpu_count", self.gpu_count,
                                                          self.tr("How many GPUs one server holds")))
        left.addRow(self.tr("GPU link"), self._box("interconnect", self.interconnect, self.tr(
            "How the GPUs talk to each other: NVLink/NVSwitch are much faster than PCIe for splitting a "
            "model across GPUs")))
        left.addRow(self.tr("Servers"), self._box("nodes", self.nodes, self.tr(
            "How many such servers, joined by the network below (1 for a single server)")))
        hourly_row = QWidget()
        hourly_layout = QHBoxLayout(hourly_row)
        hourly_layout.setContentsMargins(0, 0, 0, 0)
        hourly_layout.addWidget(self.hourly, 2)
        hourly_layout.addWidget(self.minimum_hours, 1)
        left.addRow(self.tr("Price per month"), self._box("price", price_row, self.tr(
            "Optional. Billed in whole months: a 2-hour job pays a month. Leave every price empty when the offer "
            "has none yet.")))
        left.addRow(self.tr("Price per hour"), self._box("price.hourly", hourly_row, self.tr(
            "Optional, in the same currency. A job pays the hours it runs or the minimum term, whichever is more; a "
            "service running all month pays 730 hours.")))
        left.addRow(self.tr("Bought for"), self._box("price.purchase", self.purchase, self.tr(
            "Optional, in the same currency. Spread over the years of use, plus the power the server draws at the "
            "electricity price (File ▸ Settings).")))
        left.addRow(self.tr("Notes"), self._box("notes", self.notes, self.tr("Anything worth remembering")))

        self.host_group = QGroupBox(self.tr("Host: CPU, memory, storage, network, power"))
        right = QFormLayout(self.host_group)
        right.addRow(self.tr("CPU model"), self._box("cpu.model", self.cpu_model, self.tr("e.g. 2x EPYC 9354")))
        right.addRow(self.tr("CPU cores"), self._box("cpu.cores", self.cores,
                                                     self.tr("Physical cores of all sockets together")))
        right.addRow(self.tr("System RAM"), self._box("ram_bytes", self.ram, self.tr("e.g. 512 GB")))
        right.addRow(self.tr("Memory channels"), self._box("cpu.memory_channels", self.channels, self.tr(
            "Populated DDR channels of all sockets together (EPYC 9004: 12 per socket, Xeon: 8, desktops: 2). With "
            "the speed below it gives the host memory bandwidth, which sets the speed of layers or optimizer steps "
            "run on the CPU.")))
        right.addRow(self.tr("Memory speed (MT/s)"), self._box("cpu.memory_mts", self.mts, self.tr(
            "The DIMMs' transfer rate, e.g. 4800 for DDR5-4800")))
        right.addRow(self.tr("NVMe drives"), self._box("nvme", self.nvme, self.tr("The server's NVMe drives")))
        right.addRow(self.tr("Network (Gbit/s)"), self._box("network.gbps", self.net_speed,
                                                            self.tr("Speed of one link, Gbit/s")))
        right.addRow(self.tr("Network kind"), self._box("network.kind", self.net_kind,
                                                        self.tr("Ethernet, InfiniBand or RoCE")))
        right.addRow(self.tr("Network links"), self._box("network.count", self.net_count,
                                                         self.tr("How many such links")))
        right.addRow(self.tr("Power budget (W)"), self._box("power_w", self.power, self.tr(
            "Optional. What the server may draw in total, in watts")))

        self.general_error = ErrorLabel()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.duplicate_button = QPushButton(self.tr("Duplicate to edit"))
        self.duplicate_button.setToolTip(self.tr("Make your own copy of this shipped profile and edit it"))
        self.buttons.addButton(self.duplicate_button, QDialogButtonBox.ButtonRole.ActionRole)
        columns = QHBoxLayout()
        columns.addWidget(self.server_group, 1)
        columns.addWidget(self.host_group, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(self.general_error)
        layout.addWidget(self.buttons)

    def _fill(self, profile: ServerProfile | None) -> None:
        base = profile or ServerProfile.model_construct(name="", gpu=GpuRef.model_construct())  # schema defaults
        self.name.setText(base.name)
        self.provider.setText(base.provider)
        if profile is not None:
            self.gpu.set_gpu(profile.gpu)
        self.gpu_count.setValue(base.gpu_count)
        self.interconnect.setCurrentIndex(self.interconnect.findData(base.interconnect))
        self.nodes.setValue(base.nodes)
        self.cpu_model.setText(base.cpu.model)
        self.cores.setValue(base.cpu.cores)
        self.channels.setValue(base.cpu.memory_channels or 0)
        self.mts.setValue(base.cpu.memory_mts or 0)
        self.ram.set_bytes(base.ram_bytes)
        self.nvme.set_drives(list(base.nvme))
        self.net_speed.set_value(base.network.gbps)
        self.net_kind.setCurrentIndex(self.net_kind.findData(base.network.kind))
        self.net_count.setValue(base.network.count)
        self.power.set_value(base.power_w)
        if base.price is not None:
            self.price.set_value(base.price.monthly)
            self.hourly.set_value(base.price.hourly)
            self.minimum_hours.set_value(base.price.minimum_hours)
            self.purchase.set_value(base.price.purchase)
            self.currency.setCurrentText(base.price.currency)
        self.notes.setPlainText(base.notes)

    def _connect(self) -> None:
        for edit in (self.name, self.provider, self.cpu_model, self.ram, self.net_speed, self.power, self.price,
                     self.hourly, self.minimum_hours, self.purchase):
            edit.textChanged.connect(self.validate)
        for spin in (self.gpu_count, self.nodes, self.cores, self.net_count, self.channels, self.mts):
            spin.valueChanged.connect(self.validate)
        for combo in (self.interconnect, self.net_kind):
            combo.currentIndexChanged.connect(self.validate)
        self.currency.currentTextChanged.connect(self.validate)
        self.notes.textChanged.connect(self.validate)
        self.gpu.edited.connect(self.validate)
        self.nvme.edited.connect(self.validate)
        self.buttons.accepted.connect(self._save_clicked)
        self.buttons.rejected.connect(self.reject)
        self.duplicate_button.clicked.connect(self.duplicate_requested)

    def _make_read_only(self) -> None:
        """Readable rather than greyed out: text fields become read-only, choices and buttons inert."""
        for widget in self.findChildren(QWidget):
            if isinstance(widget, (QLineEdit, QPlainTextEdit, QSpinBox)) and not isinstance(
                    widget.parent(), QComboBox):
                widget.setReadOnly(True)
            elif isinstance(widget, (QComboBox, QPushButton)) and widget is not self.duplicate_button \
                    and widget.parent() is not self.buttons:
                widget.setEnabled(False)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Close"))

    # -- the draft and its problems ----------------------------------------------------------
    def draft(self) -> tuple[dict[str, Any], Problems]:
        """The profile as typed (a dict for pydantic) and the problems found before pydantic."""
        base = self._original.model_dump(mode="json", exclude_none=True, exclude={"id"}) if self._original else {}
        gpu, problems = self.gpu.value()
        nvme, nvme_problems = self.nvme.value()
        problems += nvme_problems
        data: dict[str, Any] = {**base, "format": SERVER_FORMAT, "name": self.name.text().strip(),
                                "provider": self.provider.text().strip(), "notes": self.notes.toPlainText(),
                                "gpu": gpu, "gpu_count": self.gpu_count.value(),
                                "interconnect": self.interconnect.currentData(), "nodes": self.nodes.value(),
                                "cpu": {**base.get("cpu", {}), "model": self.cpu_model.text().strip(),
                                        "cores": self.cores.value()},
                                "nvme": nvme}
        for key, spin in (("memory_channels", self.channels), ("memory_mts", self.mts)):
            data["cpu"].pop(key, None)
            if spin.value():
                data["cpu"][key] = spin.value()
        try:
            data["ram_bytes"] = self.ram.value()
            if data["ram_bytes"] is None:
                problems.append(("ram_bytes", self.tr("give the system memory, e.g. 512 GB")))
        except NotASize:
            problems.append(("ram_bytes", size_problem()))
        if self.net_speed.value() is None:
            problems.append(("network.gbps", self.tr("give the link speed in Gbit/s")))
        data["network"] = {"gbps": self.net_speed.value(), "kind": self.net_kind.currentData(),
                           "count": self.net_count.value()}
        data.pop("power_w", None)
        if self.power.value() is not None:
            data["power_w"] = self.power.value()
        data.pop("price", None)
        terms = {key: edit.value() for key, edit in (("monthly", self.price), ("hourly", self.hourly),
                                                     ("minimum_hours", self.minimum_hours),
                                                     ("purchase", self.purchase)) if edit.value() is not None}
        if terms:
            data["price"] = {**terms, "currency": self.currency.currentText().strip().upper()}
        return data, problems

    def validate(self) -> ServerProfile | None:
        data, problems = self.draft()
        messages: dict[str, str] = dict(problems)
        profile: ServerProfile | None = None
        try:
            profile = ServerProfile.model_validate(data)
        except ValidationError as exc:
            for problem in problems_from_validation(exc):
                # Our own message (e.g. "not a size") already covers this field; "gpu" repeats gpu.*
                if problem.field in messages or (problem.field == "gpu" and any(k.startswith("gpu.")
                                                                                for k in messages)):
                    continue
                messages[problem.field] = problem_detail(problem.field, problem_text(problem, self._fmt))
        self._valid = profile if not problems else None
        self.problems = messages
        self._show(messages)
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(self._valid is not None)
        return self._valid

    def _show(self, messages: dict[str, str]) -> None:
        shown: dict[str, list[str]] = {}
        for field, text in messages.items():
            key = self._box_for(field)
            if key is not None:
                shown.setdefault(key, []).append(text)
        for key, box in {**self.boxes, **self.gpu.boxes}.items():
            box.error.show_message("; ".join(dict.fromkeys(shown.get(key, []))))
        nvme: dict[int, list[str]] = {}
        for field, text in messages.items():
            parts = field.split(".")
            if parts[0] == "nvme" and len(parts) > 1 and parts[1].isdigit():
                nvme.setdefault(int(parts[1]), []).append(text)
        self.nvme.show_errors({i: "; ".join(dict.fromkeys(t)) for i, t in nvme.items()})

    def _box_for(self, field: str) -> str | None:
        """The longest field key that the error's path starts with ("price.currency" → "price")."""
        keys = [*self.boxes, *self.gpu.boxes]
        parts = field.split(".")
        for n in range(len(parts), 0, -1):
            candidate = ".".join(parts[:n])
            if candidate in keys and candidate != "nvme":
                return candidate
        return None

    def profile(self) -> ServerProfile | None:
        return self._valid

    def _save_clicked(self) -> None:
        profile = self.validate()
        if profile is not None:
            self.general_error.show_message("")
            self.save_requested.emit(profile)

    def show_error(self, text: str) -> None:
        """The library could not save: say why and keep the form open with everything typed."""
        self.general_error.show_message(text)
