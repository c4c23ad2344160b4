"""A GPU server profile: the `headroom.server/2` file format (public contract)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from app.core.catalog import Catalog, GpuSpec
from app.core.files.limits import (
    MAX_BYTES,
    MAX_NAME_CHARS,
    MAX_NVME_ENTRIES,
    MAX_POWER_W,
    MAX_PRICE,
    MAX_RATE,
    MAX_TEXT_CHARS,
    MIN_POWER_W,
    MIN_RATE,
)
from app.core.findings import FieldConflict, InputError
from app.core.model.arch import FrozenModel
from app.core.offers.measured import SpeedCalibration
from app.core.units import GB

SERVER_FORMAT = "headroom.server/2"


# The largest set of GPUs one profile joins with its own interconnect: a rack-scale NVLink domain (NVIDIA GB200 and
# GB300 NVL72: 72 GPUs behind NVLink Switch trays).
MAX_GPUS_PER_DOMAIN = 72


class GpuRef(FrozenModel):
    """A catalog id, or an explicit GPU for cards the catalog does not list."""

    id: str | None = Field(default=None, max_length=MAX_NAME_CHARS)
    name: str | None = Field(default=None, max_length=MAX_NAME_CHARS)
    memory_bytes: int | None = Field(default=None, gt=0, le=MAX_BYTES)
    bandwidth_gbps: float | None = Field(default=None, ge=MIN_RATE, le=MAX_RATE)
    bf16_tflops: float | None = Field(default=None, ge=MIN_RATE, le=MAX_RATE)
    fp8_tflops: float | None = Field(default=None, ge=MIN_RATE, le=MAX_RATE)
    tdp_w: float | None = Field(default=None, ge=MIN_POWER_W, le=MAX_POWER_W)

    @model_validator(mode="after")
    def _id_or_explicit(self) -> GpuRef:
        if not self.id and not (self.name and self.memory_bytes):
            raise ValueError("give a catalog 'id', or at least 'name' and 'memory_bytes'")
        return self


# Host memory bandwidth when the profile states neither a figure nor its memory channels: one socket of
# eight DDR4-3200 channels (AMD EPYC 7003 / Intel Xeon Ice Lake, the commonest older GPU hosts): 8 × 3200 MT/s
# × 8 bytes = 204.8 GB/s peak (JEDEC JESD79-4: 64-bit channel; AMD EPYC 7003 product brief, 8 channels).
DEFAULT_HOST_MEMORY_CHANNELS = 8
DEFAULT_HOST_MEMORY_MTS = 3200
BYTES_PER_CHANNEL_TRANSFER = 8  # a DDR4/DDR5 DIMM channel is 64 bits wide (JEDEC JESD79-4 / JESD79-5)
MTS_PER_GBPS = 1000  # MT/s × bytes ÷ 1000 = GB/s


class Cpu(FrozenModel):
    model: str = Field(default="", max_length=MAX_NAME_CHARS)
    cores: int = Field(default=16, ge=1, le=4096, description="Physical cores, all sockets.")
    memory_channels: int | None = Field(
        default=None, ge=1, le=64, description="Populated DDR memory channels, all sockets (EPYC 9004: 12 per "
        "socket; Xeon Sapphire Rapids: 8; desktops: 2).")
    memory_mts: int | None = Field(default=None, ge=100, le=20_000,
                                   description="Memory transfer rate, MT/s (DDR5-4800 → 4800).")
    memory_gbps: float | None = Field(
        default=None, gt=0, le=100_000,
        description="Host memory bandwidth, GB/s (peak or measured); wins over channels × transfer rate.")


class Nvme(FrozenModel):
    capacity_bytes: int = Field(gt=0, le=MAX_BYTES)
    read_gbps: float = Field(default=7.0, ge=MIN_RATE, le=MAX_RATE, description="Sequential read, GB/s.")
    write_gbps: float = Field(default=4.0, ge=MIN_RATE, le=MAX_RATE, description="Sequential write, GB/s.")
    count: int = Field(default=1, ge=1, le=64)


class Network(FrozenModel):
    gbps: float = Field(default=10, ge=MIN_RATE, le=MAX_RATE, description="Link speed, Gbit/s.")
    kind: Literal["ethernet", "infiniband", "roce"] = "ethernet"
    count: int = Field(default=1, ge=1, le=64)


# Longest minimum term of an hourly offer a profile may state: ten years of hours (87,600 h).
MAX_MINIMUM_HOURS = 87_600


class Price(FrozenModel):
    """An offer's terms (`app.core.offers.pricing` costs work on them): by the month, by the hour with a minimum,
    bought outright — one or several; each price in `currency`."""

    monthly: float | None = Field(default=None, ge=0, le=MAX_PRICE, description="Per month, billed in whole months.")
    currency: str = Field(default="EUR", min_length=3, max_length=3)
    hourly: float | None = Field(default=None, ge=0, le=MAX_PRICE, description="Per hour.")
    minimum_hours: float | None = Field(
        default=None, ge=0, le=MAX_MINIMUM_HOURS,
        description="The hourly offer's minimum term: a shorter job is billed these hours.")
    purchase: float | None = Field(
        default=None, ge=0, le=MAX_PRICE,
        description="Bought outright: spread over the years of use, plus the power it draws (Settings).")

    @model_validator(mode="after")
    def _some_term(self) -> Price:
        if self.minimum_hours is not None and self.hourly is None:
            raise FieldConflict("hourly", "a minimum term needs an hourly price")
        if self.monthly is None and self.hourly is None and self.purchase is None:
            raise FieldConflict("monthly", "give a monthly, hourly or purchase price")
        return self


# The shipped catalog's profiles name this provider: their prices illustrate, no one offers them
# (resources/catalog/servers.json); a quote sent to a provider shows no such price as listed.
EXAMPLE_PROVIDER = "Example"


class ServerProfile(FrozenModel):
    format: Literal["headroom.server/2"] = "headroom.server/2"
    id: str | None = Field(default=None, max_length=MAX_NAME_CHARS,
                           description="Stable id (shipped profiles and the library).")
    name: str = Field(min_length=1, max_length=200)
    provider: str = Field(default="", max_length=MAX_NAME_CHARS)
    notes: str = Field(default="", max_length=MAX_TEXT_CHARS)
    gpu: GpuRef
    gpu_count: int = Field(default=1, ge=1, le=MAX_GPUS_PER_DOMAIN,
                           description="GPUs in one server, or in one NVLink domain (GB200/GB300 NVL72: 72).")
    interconnect: Literal["pcie", "nvlink", "nvswitch", "infinity_fabric"] = "pcie"
    nodes: int = Field(default=1, ge=1, le=1024, description="Servers of this kind joined by `network`.")
    cpu: Cpu = Cpu()
    ram_bytes: int = Field(default=256 * GB, gt=0, le=MAX_BYTES)
    nvme: list[Nvme] = Field(default_factory=list, max_length=MAX_NVME_ENTRIES)
    network: Network = Network()
    power_w: float | None = Field(default=None, ge=MIN_POWER_W, le=MAX_POWER_W)
    price: Price | None = None
    calibrations: list[SpeedCalibration] = Field(
        default_factory=list, exclude=True,
        description="What pilots measured on this server (the library's calibrations table, attached on reading; "
                    "app.core.offers.measured). Never written with the profile: the store keeps them apart, "
                    "`servers export` adds them.")

    @model_validator(mode="before")
    @classmethod
    def _upgrade(cls, data: Any) -> Any:
        """A profile of an older format version (a saved library, a file) is brought forward first."""
        if isinstance(data, dict) and data.get("format") != SERVER_FORMAT and "format" in data:
            from app.core.files.versioning import SERVER

            try:
                return SERVER.upgrade(data)[0]
            except InputError as exc:  # a newer or unknown version: a validation error on `format`
                raise ValueError(str(exc)) from None
        return data

    @property
    def total_gpus(self) -> int:
        """GPUs of the whole offer: per node × nodes (several GPUs are still not one memory pool)."""
        return self.gpu_count * self.nodes

    def gpu_spec(self, catalog: Catalog) -> GpuSpec | None:
        """The catalog entry, or one built from the explicit fields; None for an unknown id."""
        if self.gpu.id:
            known = catalog.gpu(self.gpu.id)
            if known is not None or not self.gpu.memory_bytes:
                return known
        assert self.gpu.memory_bytes
        return GpuSpec(
            id="custom", vendor="", name=self.gpu.name or self.gpu.id or "custom GPU",
            memory_bytes=self.gpu.memory_bytes, memory_unit="GB",
            bandwidth_gbps=self.gpu.bandwidth_gbps or 1000.0,
            bf16_tflops=self.gpu.bf16_tflops or 100.0, fp8_tflops=self.gpu.fp8_tflops,
            tdp_w=self.gpu.tdp_w or 300.0, source="user profile", confidence="low",
        )

    @property
    def host_memory(self) -> tuple[float, str]:
        """(peak host memory bandwidth in GB/s, how it is known: stated | channels | default)."""
        cpu = self.cpu
        if cpu.memory_gbps:
            return cpu.memory_gbps, "stated"
        if cpu.memory_channels and cpu.memory_mts:
            return cpu.memory_channels * cpu.memory_mts * BYTES_PER_CHANNEL_TRANSFER / MTS_PER_GBPS, "channels"
        channels = cpu.memory_channels or DEFAULT_HOST_MEMORY_CHANNELS
        rate = cpu.memory_mts or DEFAULT_HOST_MEMORY_MTS
        return channels * rate * BYTES_PER_CHANNEL_TRANSFER / MTS_PER_GBPS, "default"

    @property
    def nvme_capacity_bytes(self) -> int:
        return sum(d.capacity_bytes * d.count for d in self.nvme)

    @property
    def nvme_read_gbps(self) -> float:
        """Aggregate sequential read if the drives are striped (RAID 0)."""
        return sum(d.read_gbps * d.count for d in self.nvme)

    @property
    def nvme_write_gbps(self) -> float:
        return sum(d.write_gbps * d.count for d in self.nvme)
