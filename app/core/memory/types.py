"""The budget's result types: components with low / typical / high bytes, per GPU, and what lives
beside the GPUs (host RAM, NVMe): every budget states all three tiers."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.core.findings import Finding, Note

ComponentKey = Literal[
    "weights", "quantization_metadata", "vision_encoder", "text_encoders", "vae", "kv_cache", "recurrent_state",
    "draft_model", "activations", "gradients", "optimizer_states", "adapters", "runtime_overhead", "pinned_buffers",
    "dataset", "host_system",
]
COMPONENT_ORDER: tuple[ComponentKey, ...] = (
    "weights", "quantization_metadata", "vision_encoder", "text_encoders", "vae", "kv_cache", "recurrent_state",
    "draft_model", "activations", "gradients", "optimizer_states", "adapters", "runtime_overhead", "pinned_buffers",
    "dataset", "host_system",
)
# Where a component lives: GPU memory, host RAM, or NVMe (ZeRO-Infinity).
Device = Literal["gpu", "host", "nvme"]
# Host parts held once per server node whatever its GPUs and copies: the OS, the dataset's page cache.
PER_NODE_KEYS: frozenset[str] = frozenset({"host_system", "dataset"})


class Component(BaseModel):
    """One part of the budget: on one GPU, or (device host / nvme) beside the GPUs."""

    model_config = ConfigDict(frozen=True)

    key: ComponentKey
    bytes: int = Field(ge=0, description="Typical value: per GPU (per_gpu), else per copy of the model or per node.")
    low_bytes: int = Field(ge=0)
    high_bytes: int = Field(ge=0)
    per_gpu: bool = Field(default=True, description="Host/NVMe parts: one per GPU (true) or one per copy of the "
                                                    "model (false; the OS and the dataset: one per node).")
    device: Device = Field(default="gpu", description="Where it lives: gpu, host (system RAM) or nvme.")
    formula: str = Field(description="Formula code; the presentation layer words it.")
    terms: dict[str, float | int | str] = Field(default_factory=dict, description="The formula's numbers.")
    source: str = ""
    range_reason: str = Field(default="", description="Code: what the low-high range depends on.")


class Parallel(BaseModel):
    model_config = ConfigDict(frozen=True)

    gpus: int
    tensor_parallel: int
    data_parallel: int
    zero_stage: int
    pipeline_parallel: int = 1


class ModelSummary(BaseModel):
    model_config = ConfigDict(frozen=True)

    name: str
    catalog_id: str | None
    origin: str
    params: int | None
    active_params: int | None
    weights_precision: str
    kv_precision: str
    max_context: int | None
    encoder_only: bool
    kv_bytes_per_token: int = Field(description="At the chosen KV precision, all layers, whole model.")
    task: str = Field(default="text_generation", description="What the model does (app/core/tasks).")
    image_tokens_per_request: int = Field(default=0, description="Vision-language: image tokens in one request's "
                                          "prompt.")
    total_params: int | None = Field(default=None, description="All parameters, a vision tower included "
                                     "(`params` is the language model's).")


# The assumption line that says what a budget's total range covers (its per-GPU bytes, its share of the typical
# figure, the measurements it rests on).
TOTAL_RANGE_NOTE = "range_from_measured_error"
# The line saying a parameter-offload total's high stops at the same job with its parameters kept on the GPUs.
RANGE_CAP_NOTE = "range_capped_parameters_kept"


class TotalRange(BaseModel):
    """The whole-job total's low-high from measured error: ratios (measured ÷ typical) that a job measured by a
    source the calibration never saw falls inside about 9 times in 10 and above about 1 time in 20 (the 90 %
    prediction interval of the category's leave-one-source-out ratios, every source weighted equally:
    resources/catalog/fitted_constants.json, written by tests/core/calibration_fit/fit_constants.py)."""

    model_config = ConfigDict(frozen=True)

    category: str
    low_ratio: float = Field(gt=0)
    high_ratio: float = Field(gt=0)
    cases: int = Field(ge=0)
    sources: int = Field(ge=0)
    ceiling_bytes: int | None = Field(
        default=None, description="Parameter offload: the per-GPU high of the same job with its parameters kept on "
                                  "the GPUs. Offloading the parameters never holds more on a GPU than keeping them, "
                                  "so the high stops there (`high_bytes`).")

    def ceiling_ratio(self, typical: int) -> float | None:
        """The ceiling as a share of the typical per-GPU bytes (never below 1: the range holds the typical figure)."""
        if self.ceiling_bytes is None or typical <= 0:
            return None
        return max(self.ceiling_bytes / typical, 1.0)

    def high_bytes(self, typical: int) -> int:
        """The per-GPU high: the typical bytes times the measured-error high ratio, stopped at the ceiling."""
        ceiling = self.ceiling_ratio(typical)
        return round(typical * (self.high_ratio if ceiling is None else min(self.high_ratio, ceiling)))

    def capped(self, typical: int) -> bool:
        """Whether the ceiling, not the measured error, sets the high."""
        ceiling = self.ceiling_ratio(typical)
        return ceiling is not None and ceiling < self.high_ratio


class Budget(BaseModel):
    model_config = ConfigDict(frozen=True)

    components: list[Component] = Field(description="What each GPU holds (device gpu).")
    offloaded: list[Component] = Field(
        default_factory=list, description="What lives beside the GPUs: host RAM and NVMe parts (their `device`).")
    parallel: Parallel
    model: ModelSummary
    mode: str
    runtime: str
    training_framework: str | None = Field(
        default=None, description="Training: the framework the estimate models (workload.training_frameworks), never "
                                  "a serving runtime.")
    tokens_per_sequence: int
    sequences: int
    reserved_fraction: float | None = Field(
        default=None, description="Share of each GPU the runtime takes up front (vLLM), if any."
    )
    assumptions: list[Note] = Field(default_factory=list)
    warnings: list[Finding] = Field(default_factory=list)
    task: str = Field(default="text_generation", description="What the model does (app/core/tasks).")
    total_range: TotalRange | None = Field(
        default=None, description="The total's low-high from the measured error of its category, where fitted: the "
                                  "per-GPU low and high are the typical per-GPU bytes times its ratios.")

    @property
    def total_range_note(self) -> Note | None:
        """The assumption line saying what the total's range from measured error covers, where there is one."""
        return next((n for n in self.assumptions if n.code == TOTAL_RANGE_NOTE), None)

    @property
    def range_notes(self) -> list[Note]:
        """Every line about the total's range: what it covers, and where its high is capped."""
        return [n for n in self.assumptions if n.code in (TOTAL_RANGE_NOTE, RANGE_CAP_NOTE)]

    @property
    def per_gpu_bytes(self) -> int:
        return sum(c.bytes for c in self.components)

    @property
    def per_gpu_low_bytes(self) -> int:
        """The low figure a buyer reads: from measured error where the job's category has a fitted range (issue 29),
        else the parts' own lows added up."""
        if self.total_range is not None:
            return round(self.per_gpu_bytes * self.total_range.low_ratio)
        return sum(c.low_bytes for c in self.components)

    @property
    def per_gpu_high_bytes(self) -> int:
        """The high figure a buyer plans on: from measured error where fitted (a source Headroom never saw lands
        above it about 1 time in 20), else the parts' own highs added up."""
        if self.total_range is not None:
            return self.total_range.high_bytes(self.per_gpu_bytes)
        return sum(c.high_bytes for c in self.components)

    @property
    def gpus(self) -> int:
        return self.parallel.gpus

    @property
    def total_bytes(self) -> int:
        """Every GPU of the split together (a sum over GPUs, never one pool)."""
        return self.per_gpu_bytes * self.gpus

    @property
    def total_low_bytes(self) -> int:
        return self.per_gpu_low_bytes * self.gpus

    @property
    def total_high_bytes(self) -> int:
        return self.per_gpu_high_bytes * self.gpus

    def component(self, key: str) -> Component | None:
        """A GPU component by key (host and NVMe parts: `offloaded_component`)."""
        return next((c for c in self.components if c.key == key), None)

    def offloaded_component(self, key: str, device: Device = "host") -> Component | None:
        return next((c for c in self.offloaded if c.key == key and c.device == device), None)

    @property
    def all_components(self) -> list[Component]:
        return [*self.components, *self.offloaded]

    def tier_parts(self, device: Device, gpus: int | None = None, copies: float = 1.0) -> list[Component]:
        """The parts of one tier beside the GPUs for `copies` copies of the model (a share when a copy spans
        nodes) on `gpus` GPUs (default: one copy of this split): per-GPU parts × GPUs, per-copy parts × copies,
        per-node parts (the OS, the dataset) once — each scaled to what that tier holds."""
        n = self.gpus * copies if gpus is None else gpus
        out = []
        for c in self.offloaded:
            if c.device != device:
                continue
            times = 1.0 if c.key in PER_NODE_KEYS else (n if c.per_gpu else copies)
            out.append(c.model_copy(update={"bytes": round(c.bytes * times), "low_bytes": round(c.low_bytes * times),
                                            "high_bytes": round(c.high_bytes * times), "per_gpu": False}))
        return out

    def tier_bytes(self, device: Device, which: Literal["low", "typical", "high"] = "typical",
                   gpus: int | None = None, copies: float = 1.0) -> int:
        """Bytes of one tier (see `tier_parts`)."""
        parts = self.tier_parts(device, gpus, copies)
        return sum(c.low_bytes if which == "low" else c.high_bytes if which == "high" else c.bytes for c in parts)

    @property
    def host_bytes(self) -> int:
        """System RAM one copy of this split needs: offloaded weights and states, pinned buffers, the
        dataset, the OS and the runtime's processes."""
        return self.tier_bytes("host")

    @property
    def host_low_bytes(self) -> int:
        return self.tier_bytes("host", "low")

    @property
    def host_high_bytes(self) -> int:
        return self.tier_bytes("host", "high")

    @property
    def nvme_bytes(self) -> int:
        """NVMe capacity the parameters and optimizer states need (ZeRO-Infinity); 0 otherwise."""
        return self.tier_bytes("nvme")
