"""What a pilot measured on one server, for one model + precision + runtime + mode: a calibration.

The data only (the library keeps it, `servers export` carries it, a server profile holds its own); what a
calibration does to a speed estimate is app.core.speed.calibration, how results become one
app.core.pilot.calibrate.
"""

from __future__ import annotations

from pydantic import Field

from app.core.model.arch import FrozenModel

CALIBRATION_FORMAT = "headroom.calibration/1"


class LoadLevel(FrozenModel):
    """One measured load level of pilot_serve (the typical input), at the concurrency reached."""

    concurrency: int = Field(ge=1)
    input_tokens: int = Field(ge=1)
    output_tokens: int = Field(ge=1)
    requests: int = Field(ge=0)
    ttft_s: float | None = Field(default=None, gt=0, description="p50")
    ttft_p95_s: float | None = Field(default=None, gt=0)
    tokens_per_s_per_user: float | None = Field(default=None, gt=0, description="p50 of the decode rate")
    tokens_per_s_p95: float | None = Field(default=None, gt=0)
    aggregate_tokens_per_s: float | None = Field(default=None, ge=0)


class TrainingMeasure(FrozenModel):
    """A training speed run of pilot_memory: the steady-state step (warm-up steps left out)."""

    seq_len: int = Field(ge=1)
    micro_batch: int = Field(ge=1)
    gpus: int = Field(default=1, ge=1)
    steps: int = Field(ge=1, description="Steps timed.")
    step_s: float = Field(gt=0, description="Mean step time.")
    step_p95_s: float | None = Field(default=None, gt=0)
    tokens_per_s: float = Field(gt=0, description="Tokens per second of the run (all its GPUs).")


class SpeedCalibration(FrozenModel):
    """What one pilot measured on one server, for one model + precision + runtime + mode."""

    format: str = CALIBRATION_FORMAT
    id: str = Field(default="", description="The library's id (set when stored).")
    server_id: str = Field(default="", description="The library id of the server it was measured on.")
    server_name: str = ""
    workload_fingerprint: str = Field(description="Model, precision, runtime and mode (pilot.workload_fingerprint).")
    workload_name: str = ""
    model: str
    runtime: str
    mode: str
    weights_precision: str
    kv_precision: str
    source: str = Field(description="The pilot's results file(s), by name.")
    measured_at: str | None = Field(default=None, description="When the pilot ran (its started_at).")
    created_at: str = ""
    tool_versions: dict[str, str] = Field(default_factory=dict)
    levels: list[LoadLevel] = Field(default_factory=list)
    long_input_tokens: int | None = None
    ttft_long_s: float | None = Field(default=None, gt=0)
    peak_gpu_memory_bytes: int | None = Field(default=None, ge=0)
    training: TrainingMeasure | None = None

    @property
    def concurrencies(self) -> list[int]:
        return sorted({lv.concurrency for lv in self.levels})
