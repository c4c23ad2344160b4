"""The speed estimate's result types (read by the fit, the charts, the CLI and the quote)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class Rate(BaseModel):
    model_config = ConfigDict(frozen=True)

    low: float
    typical: float
    high: float


class CurvePoint(BaseModel):
    """The typical figures at one number of users working at once."""

    model_config = ConfigDict(frozen=True)

    concurrency: int
    tokens_per_s_per_user: float
    aggregate_tokens_per_s: float
    ttft_s: float | None = Field(default=None, description="Time to first token at this load.")


class CalibrationRef(BaseModel):
    """What a calibrated estimate says about its calibration (`speed.calibration` in JSON)."""

    model_config = ConfigDict(frozen=True)

    id: str
    source: str
    measured_at: str | None
    server_id: str
    model: str
    runtime: str
    mode: str
    precision: str
    concurrency_levels: list[int] = Field(default_factory=list)
    input_tokens: int | None = None
    within_measured: bool = Field(description="The workload's load lies inside the measured levels.")
    training_shape: str | None = None


class SpeedEstimate(BaseModel):
    model_config = ConfigDict(frozen=True)

    kind: str = Field(description="generation | embedding | training | image_generation | speech_to_text")
    gpu: str
    concurrency: int
    ttft_s: Rate | None = None
    ttft_long_s: Rate | None = None
    long_input_tokens: int | None = None
    tokens_per_s_per_user: Rate | None = None
    aggregate_tokens_per_s: Rate | None = None
    curve: list[CurvePoint] = Field(default_factory=list)
    memory_limit_concurrency: int | None = None
    training_tokens_per_s: Rate | None = None
    training_hours: Rate | None = None
    assumptions: list[str] = Field(default_factory=list, description="Codes of the efficiency assumptions.")
    runtime: str | None = Field(default=None, description="The runtime whose efficiencies were used.")
    gpu_family: str | None = Field(default=None, description="The GPU family row of the efficiency table.")
    request_s: Rate | None = Field(default=None, description="Time for one request at the load: an image batch "
                                   "made, an audio file transcribed, a document embedded.")
    work_per_hour: Rate | None = Field(default=None, description="Work the server does in an hour, in `work_unit` "
                                       "(documents, tokens, images, audio_hours).")
    work_unit: str | None = Field(default=None, description="documents | tokens | images | audio_hours")
    batch_hours: Rate | None = Field(default=None, description="A batch job (load.batch): hours to finish it.")
    image_tokens: int | None = Field(default=None, description="Vision-language: image tokens in each prompt.")
    steps: int | None = Field(default=None, description="Image generation: denoising steps per image.")
    step_s: Rate | None = Field(default=None, description="Image generation: one denoising step of the batch.")
    decode_bandwidth_share: float | None = Field(
        default=None, description="Share of peak memory bandwidth the weights are read at in decode.")
    prefill_compute_share: float | None = Field(
        default=None, description="Share of the dense tensor peak reached by prefill on long prompts.")
    step_seconds: dict[str, float] = Field(
        default_factory=dict, description="Training: one optimizer step at the typical MFU, by part — compute, "
        "offload (PCIe, CPU optimizer, NVMe) and network (all-reduce beyond what backward hides).")
    host_step_share: float | None = Field(
        default=None, description="Inference: share of one decode step (one user) spent on weights in host memory "
        "(layers on the CPU, streamed offload) and on hand-overs between nodes.")
    calibration: CalibrationRef | None = Field(
        default=None, description="The pilot whose measurements replaced the formula's figures on this server "
        "(app.core.speed.calibration); None: the formula's estimate.")
