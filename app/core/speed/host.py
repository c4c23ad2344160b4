"""What the speed model needs to know beyond the GPU: host memory bandwidth, the PCIe link to each GPU, NVMe,
and the network between the server's nodes.

Figures come from the server profile (server.py: `cpu.memory_*`, `nvme`, `network`) and the GPU's PCIe
generation (catalog); a budget without a server uses the named defaults below. Link figures are peaks; the
shares below say how much of them a transfer really gets, with their sources
(../shared/reference/server_parts.md cites each).
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core.catalog import GpuSpec
from app.core.offers.server import (
    BYTES_PER_CHANNEL_TRANSFER,
    DEFAULT_HOST_MEMORY_CHANNELS,
    DEFAULT_HOST_MEMORY_MTS,
    MTS_PER_GBPS,
    ServerProfile,
)
from app.core.units import GB

# PCIe x16, one direction, GB/s by generation (stas00/ml-engineering network/README.md PCIe table).
PCIE_X16_GBPS = {3: 15.75, 4: 31.5, 5: 63.0, 6: 121.0}
DEFAULT_PCIE_GEN = 4
# Share of the PCIe peak a bulk host↔GPU copy gets: nvbandwidth measured 55.4 of 63 GB/s (88 %) on an 8×H200
# node; "expect about 80 %" (stas00 network/README.md).
PCIE_EFFICIENCY = 0.8
# Share of a network link's rate bulk transfers (NCCL, weights) get (as the NVMe rule's load estimate).
NETWORK_EFFICIENCY = 0.8
BITS_PER_BYTE = 8
# Default host memory: the server module's default channels × transfer rate.
DEFAULT_HOST_MEMORY_GBPS = DEFAULT_HOST_MEMORY_CHANNELS * DEFAULT_HOST_MEMORY_MTS * BYTES_PER_CHANNEL_TRANSFER \
    / MTS_PER_GBPS
# NVMe when a profile lists none: one PCIe Gen4 drive (Samsung 990 PRO class: 7.4 GB/s read, 6.9 GB/s write).
DEFAULT_NVME_READ_GBPS = 7.0
DEFAULT_NVME_WRITE_GBPS = 4.0
DEFAULT_NETWORK_GBPS = 10.0


@dataclass(frozen=True)
class Host:
    """The links around the GPUs of one server node (peak figures; the models apply the shares)."""

    memory_gbps: float = DEFAULT_HOST_MEMORY_GBPS  # host memory bandwidth, GB/s
    memory_source: str = "default"  # stated | channels | default
    pcie_gbps: float = PCIE_X16_GBPS[DEFAULT_PCIE_GEN]  # per GPU and direction, GB/s
    nvme_read_gbps: float = DEFAULT_NVME_READ_GBPS  # all drives of a node (striped)
    nvme_write_gbps: float = DEFAULT_NVME_WRITE_GBPS
    network_gbps: float = DEFAULT_NETWORK_GBPS  # between nodes, Gbit/s per node (all ports)
    network_kind: str = "ethernet"
    nodes: int = 1  # nodes of the server

    @property
    def pcie_bytes_per_s(self) -> float:
        return self.pcie_gbps * GB * PCIE_EFFICIENCY

    @property
    def network_bytes_per_s(self) -> float:
        return self.network_gbps * GB / BITS_PER_BYTE * NETWORK_EFFICIENCY


def pcie_gbps(gpu: GpuSpec | None) -> float:
    gen = gpu.pcie_gen if gpu is not None and gpu.pcie_gen else DEFAULT_PCIE_GEN
    return PCIE_X16_GBPS.get(gen, PCIE_X16_GBPS[DEFAULT_PCIE_GEN])


def host_of(server: ServerProfile | None, gpu: GpuSpec | None) -> Host:
    """The node's links from a server profile (defaults for what it does not state)."""
    if server is None:
        return Host(pcie_gbps=pcie_gbps(gpu))
    memory, source = server.host_memory
    return Host(memory_gbps=memory, memory_source=source, pcie_gbps=pcie_gbps(gpu),
                nvme_read_gbps=server.nvme_read_gbps or DEFAULT_NVME_READ_GBPS,
                nvme_write_gbps=server.nvme_write_gbps or DEFAULT_NVME_WRITE_GBPS,
                network_gbps=server.network.gbps * server.network.count, network_kind=server.network.kind,
                nodes=server.nodes)
