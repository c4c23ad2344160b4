"""The budget's result types: components with low / typical / high bytes, per GPU."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.core.findings import Finding, Note

ComponentKey = Literal[
    "weights", "quantization_metadata", "vision_encoder", "text_encoders", "vae", "kv_cache", "activations",
    "gradients", "optimizer_states", "adapters", "runtime_overhead",
]
COMPONENT_ORDER: tuple[ComponentKey, ...] = (
    "weights", "quantization_metadata", "vision_encoder", "text_encoders", "vae", "kv_cache", "activations",
    "gradients", "optimizer_states", "adapters", "runtime_overhead",
)


class Component(BaseModel):
    """One part of the VRAM budget on one GPU."""

    model_config = ConfigDict(frozen=True)

    key: ComponentKey
    bytes: int = Field(ge=0, description="Typical value, per GPU.")
    low_bytes: int = Field(ge=0)
    high_bytes: int = Field(ge=0)
    per_gpu: bool = True
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


class Budget(BaseModel):
    model_config = ConfigDict(frozen=True)

    components: list[Component]
    parallel: Parallel
    model: ModelSummary
    mode: str
    runtime: str
    tokens_per_sequence: int
    sequences: int
    reserved_fraction: float | None = Field(
        default=None, description="Share of each GPU the runtime takes up front (vLLM), if any."
    )
    assumptions: list[Note] = Field(default_factory=list)
    warnings: list[Finding] = Field(default_factory=list)
    task: str = Field(default="text_generation", description="What the model does (app/core/tasks).")

    @property
    def per_gpu_bytes(self) -> int:
        return sum(c.bytes for c in self.components)

    @property
    def per_gpu_low_bytes(self) -> int:
        return sum(c.low_bytes for c in self.components)

    @property
    def per_gpu_high_bytes(self) -> int:
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
        return next((c for c in self.components if c.key == key), None)
