"""Profile facts in words for the library table and the comparison (formatting only, no figures computed).

Qt-free apart from `QCoreApplication.translate`, so both views and their tests share one wording.
"""

from __future__ import annotations

from app.core.catalog import Catalog
from app.core.offers.server import ServerProfile
from app.text import i18n
from app.text.formatting import Fmt
from app.text.i18n import current_language

CTX = "ProfileText"
# Above this many bytes RAM and drives read better in TB / TiB than in thousands of GB.
NETWORK_KINDS = {"ethernet": "Ethernet", "infiniband": "InfiniBand", "roce": "RoCE"}
INTERCONNECT_KEYS = ("pcie", "nvlink", "nvswitch", "infinity_fabric")


tr = i18n.translator(CTX)


def interconnect_name(key: str) -> str:
    names = {"pcie": tr("PCIe only"), "nvlink": tr("NVLink"), "nvswitch": tr("NVSwitch"),
             "infinity_fabric": tr("Infinity Fabric")}
    return names.get(key, key)


def fmt_for(unit: str) -> Fmt:
    return Fmt(unit=unit, lang=current_language())




def gpu_unknown(profile: ServerProfile, catalog: Catalog) -> bool:
    """The catalog does not know the GPU and the profile gives no memory of its own."""
    return profile.gpu_spec(catalog) is None


def gpu_name(profile: ServerProfile, catalog: Catalog) -> str:
    spec = profile.gpu_spec(catalog)
    if spec is not None:
        return spec.name
    return profile.gpu.name or profile.gpu.id or "?"


def gpu_count_text(profile: ServerProfile) -> str:
    if profile.nodes > 1:
        return tr("{nodes} × {count}").format(nodes=profile.nodes, count=profile.gpu_count)
    return str(profile.gpu_count)


def network_text(profile: ServerProfile, fmt: Fmt) -> str:
    net = profile.network
    kind = NETWORK_KINDS.get(net.kind, net.kind)
    speed = tr("{gbps} Gbit/s {kind}").format(gbps=fmt.number(net.gbps, 0 if net.gbps.is_integer() else 1),
                                              kind=kind)
    return f"{net.count} × {speed}" if net.count > 1 else speed


def nvme_text(profile: ServerProfile, fmt: Fmt) -> str:
    if not profile.nvme:
        return tr("none")
    drives = sum(d.count for d in profile.nvme)
    return tr("{total} ({drives} drives)").format(total=fmt.size(profile.nvme_capacity_bytes),
                                                  drives=drives) if drives > 1 else \
        fmt.size(profile.nvme_capacity_bytes)


def gpu_summary(profile: ServerProfile, catalog: Catalog, fmt: Fmt) -> str:
    """'8 × H100 SXM 80GB, 80 GB each' — or a flag when the catalog does not know the GPU."""
    spec = profile.gpu_spec(catalog)
    total = profile.total_gpus
    if spec is None:
        return tr("{count} × {gpu} (GPU not in the catalog)").format(count=total, gpu=gpu_name(profile, catalog))
    return tr("{count} × {gpu}, {memory} each").format(count=total, gpu=spec.name,
                                                       memory=fmt.size(spec.memory_bytes))


def unknown_gpu_explanation(profile: ServerProfile) -> str:
    return tr("The catalog does not know the GPU '{gpu}'. The profile is kept, but it cannot be sized: edit "
              "it to pick a GPU from the list or to enter the GPU's memory.").format(
        gpu=profile.gpu.id or profile.gpu.name or "?")
