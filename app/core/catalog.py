"""The shipped catalog: GPUs, models, quantization formats and example servers.

Data lives in `resources/catalog/*.json`; every entry names its `source`. The files are validated
by pydantic on load, once per process (`load_catalog()` is cached).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from app.core.model.arch import ModelArch

CATALOG_FORMAT = "headroom.catalog/1"

Confidence = Literal["high", "medium", "low"]
Interconnect = Literal["pcie", "nvlink", "nvswitch", "infinity_fabric", "roce"]


_T = TypeVar("_T", bound="Sourced")


class CatalogError(Exception):
    """A shipped catalog file is missing or invalid (a packaging defect, not a user error)."""


class Sourced(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    source: str = Field(min_length=3, description="Where the figures come from (URL, repo@commit path).")
    confidence: Confidence = "high"
    notes: str = ""


class GpuSpec(Sourced):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9_.-]*$")
    vendor: str
    name: str
    form_factor: str = ""
    memory_bytes: int = Field(gt=0, description="Memory as the vendor states it, in bytes.")
    memory_unit: Literal["GB", "GiB"] = Field(description="The unit the vendor's figure is in.")
    usable_memory_bytes: int | None = Field(
        default=None, gt=0, description="What the driver reports as total (nvidia-smi / rocm-smi), when known."
    )
    memory_type: str = ""
    bandwidth_gbps: float = Field(gt=0, description="Memory bandwidth, GB/s (10^9 bytes/s).")
    bf16_tflops: float = Field(gt=0, description="Dense BF16 tensor throughput.")
    fp16_tflops: float | None = Field(default=None, gt=0)
    fp8_tflops: float | None = Field(default=None, gt=0)
    int8_tops: float | None = Field(
        default=None, gt=0, description="Dense INT8 throughput, TOPS: the int8 tensor cores' rate, or where a GPU has "
        "none (Pascal), the dp4a rate (4 × the FP32 rate).")
    compute_capability: float | None = Field(
        default=None, ge=1, le=20, description="NVIDIA CUDA compute capability (e.g. 8.6): which kernels a runtime "
        "picks (llama.cpp's MMQ int8 tensor-core, dp4a or cuBLAS path). Empty for other vendors.")
    fp4_tflops: float | None = Field(default=None, gt=0)
    tdp_w: float = Field(gt=0)
    interconnect: Interconnect = "pcie"
    interconnect_gbps: float | None = Field(
        default=None, gt=0, description="GPU-to-GPU bandwidth per GPU, one direction, GB/s."
    )
    pcie_gen: int | None = Field(default=None, ge=3, le=7)
    mig: bool = False

    @property
    def capacity_bytes(self) -> int:
        """Memory the runtime sees; the vendor figure when the driver's total is not known."""
        return self.usable_memory_bytes or self.memory_bytes


class ModelEntry(ModelArch, Sourced):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9_.-]*$")
    family: str
    hf_repo: str = ""
    license: str = Field(min_length=2)
    task: Literal["text-generation", "embedding", "reranking", "image-generation", "vision-language",
                  "speech-to-text"] = "text-generation"
    native_precision: str = Field(default="bf16", description="Precision the weights are released in.")
    params_b: float = Field(gt=0)  # required in the catalog


class QuantFormat(Sourced):
    """A weight (and possibly KV-cache) storage format.

    `bits_per_weight` is the effective storage of one quantized weight including its block scales;
    `nominal_bits` is the value width alone (the naive lower bound). The difference is reported as
    quantization metadata.
    """

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9_.-]*$")
    name: str
    ecosystem: Literal["native", "hf", "gguf"]
    aliases: list[str] = Field(default_factory=list)
    nominal_bits: float = Field(gt=0, le=32)
    bits_per_weight: float = Field(gt=0, le=32, description="Quantized tensor type incl. scales/zeros.")
    body_bits_per_weight: float | None = Field(
        default=None, gt=0, le=32,
        description="Average over the linear layers when the recipe mixes types (GGUF _M/_S mixes).",
    )
    embedding_bits: float = Field(gt=0, le=32, description="Token-embedding table storage.")
    lm_head_bits: float = Field(gt=0, le=32, description="Output head storage.")
    experts_only: bool = Field(default=False, description="Only MoE expert weights use this format (MXFP4).")
    kept_higher: list[str] = Field(default_factory=list, description="Tensors usually left at higher precision.")
    kv_cache: bool = Field(default=False, description="Usable as a KV-cache precision.")
    kv_bits: float | None = Field(default=None, gt=0, le=32)
    quality: Literal["reference", "near_lossless", "small_loss", "noticeable_loss", "large_loss"]
    runtimes: list[str] = Field(default_factory=list)
    gpu_native: list[str] = Field(
        default_factory=list, description="Tensor-core support needed to compute in it (fp8, fp4)."
    )

    @field_validator("aliases")
    @classmethod
    def _lower(cls, value: list[str]) -> list[str]:
        return [v.lower() for v in value]

    @property
    def scale_bits(self) -> float:
        return max(0.0, self.bits_per_weight - self.nominal_bits)

    @property
    def average_body_bits(self) -> float:
        return self.body_bits_per_weight or self.bits_per_weight


class CatalogFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["headroom.catalog/1"]
    version: str
    entries: list[dict[str, object]]


class Catalog(BaseModel):
    model_config = ConfigDict(frozen=True)

    version: str
    gpus: dict[str, GpuSpec]
    models: dict[str, ModelEntry]
    quant_formats: dict[str, QuantFormat]
    servers: list[dict[str, object]] = Field(default_factory=list, description="Raw server profiles.")

    def gpu(self, gpu_id: str) -> GpuSpec | None:
        return self.gpus.get(gpu_id.lower())

    def model(self, model_id: str) -> ModelEntry | None:
        return self.models.get(model_id.lower())

    def quant(self, name: str) -> QuantFormat | None:
        key = name.lower().strip()
        if key in self.quant_formats:
            return self.quant_formats[key]
        for fmt in self.quant_formats.values():
            if key in fmt.aliases:
                return fmt
        return None


def _read(path: Path) -> CatalogFile:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        return CatalogFile.model_validate(raw)
    except (OSError, json.JSONDecodeError, ValidationError) as exc:
        raise CatalogError(f"{path.name}: {exc}") from exc


def _entries(path: Path, kind: type[_T]) -> tuple[str, dict[str, _T]]:
    data = _read(path)
    out: dict[str, _T] = {}
    for i, entry in enumerate(data.entries):
        try:
            item = kind.model_validate(entry)
        except ValidationError as exc:
            raise CatalogError(f"{path.name} entry {i} ({entry.get('id', '?')}): {exc}") from exc
        key = str(getattr(item, "id"))  # noqa: B009 - every catalog kind has an id; _T is bound to Sourced
        if key in out:
            raise CatalogError(f"{path.name}: duplicate id {key!r}")
        out[key] = item
    return data.version, out


def load_catalog_from(folder: Path) -> Catalog:
    gpu_version, gpus = _entries(folder / "gpus.json", GpuSpec)
    model_version, models = _entries(folder / "models.json", ModelEntry)
    quant_version, quants = _entries(folder / "quant_formats.json", QuantFormat)
    servers_path = folder / "servers.json"
    servers = _read(servers_path).entries if servers_path.exists() else []
    version = max(gpu_version, model_version, quant_version)
    return Catalog(version=version, gpus=gpus, models=models, quant_formats=quants, servers=servers)


@lru_cache(maxsize=1)
def load_catalog() -> Catalog:
    """The shipped catalog, loaded once per process."""
    from app.infra.resources import path

    return load_catalog_from(path("catalog"))
