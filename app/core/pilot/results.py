"""Reading a pilot's results.json: the files pilot_serve.py and pilot_memory.py write.

Both carry `format: headroom.pilot-results/1` and `tool` (`pilot_serve` | `pilot_memory`); the
fields are those the scripts write (see their docstrings). Unknown fields are ignored so newer
scripts stay readable; a bad file gives one Problem per wrong field.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, model_validator

from app.core.findings import InputError, Problem
from app.core.user_files import read_json_file
from app.core.versioning import PILOT_RESULTS
from app.core.workload_io import problems_from_validation

RESULTS_FORMAT_PREFIX = PILOT_RESULTS.prefix
RESULTS_VERSION = PILOT_RESULTS.current
# request_log keeps one entry per request: a long pilot makes files of tens of megabytes at most.
MAX_RESULTS_FILE_BYTES = 256 * 1024 * 1024
TOOLS = ("pilot_serve", "pilot_memory")


class _Read(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")


class PlanIds(_Read):
    """The plan's identity, copied by both scripts from plan.json (absent without --plan)."""

    format: str | None = None
    model: str | None = None
    workload_name: str | None = None
    workload_fingerprint: str | None = None
    source: str | None = None


class Percentiles(_Read):
    p50: float | None = None
    p95: float | None = None
    mean: float | None = None


class ServeRunResult(_Read):
    name: str = ""
    warmup: bool = False
    concurrency: int = Field(ge=1)
    input_tokens: int = Field(ge=1)
    output_tokens: int = Field(ge=1)
    requests: int = Field(ge=0)
    ok: int | None = Field(default=None, ge=0)
    errors: int = Field(ge=0)
    timeouts: int = Field(ge=0)
    ttft_s: Percentiles
    tokens_per_s_per_request: Percentiles
    latency_s: Percentiles | None = None
    aggregate_tokens_per_s: float | None = Field(ge=0)
    wall_s: float | None = Field(default=None, ge=0)

    @model_validator(mode="after")
    def _counts(self) -> ServeRunResult:
        if self.errors + self.timeouts > self.requests:
            raise ValueError(f"errors + timeouts ({self.errors + self.timeouts}) exceed requests ({self.requests})")
        return self

    @property
    def failed(self) -> int:
        return self.errors + self.timeouts


class GpuSample(_Read):
    index: int | None = None
    max_used_mib: float = Field(ge=0)
    total_mib: float | None = Field(default=None, ge=0)


class GpuMemoryRun(_Read):
    """nvidia-smi's highest memory.used during one run, summed and per GPU."""

    run: str
    max_used_mib: float = Field(ge=0)
    total_mib: float | None = Field(default=None, ge=0)
    samples: int = Field(default=0, ge=0)
    per_gpu: list[GpuSample] = Field(default_factory=list)


class ServeResults(_Read):
    format: str
    tool: Literal["pilot_serve"]
    tool_version: str | None = None
    started_at: str | None = None
    finished_at: str | None = None
    complete: bool = False
    model: str
    base_url: str | None = None
    api: str | None = None
    command: list[str] = Field(default_factory=list)
    plan: PlanIds = PlanIds()
    versions: dict[str, Any] = Field(default_factory=dict)
    gpu_memory: list[GpuMemoryRun] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    runs: list[ServeRunResult]


class MemoryPhase(_Read):
    phase: str
    allocated: int | None = None
    reserved: int | None = None
    peak_allocated: int | None = None


class MemoryReadings(_Read):
    device: str = ""
    baseline_allocated: int | None = None
    max_memory_allocated: int | None = Field(default=None, ge=0)
    max_memory_reserved: int | None = Field(default=None, ge=0)
    phases: list[MemoryPhase] = Field(default_factory=list)


class MemorySettings(_Read):
    mode: Literal["inference", "full_finetune", "lora", "qlora"]
    device: str = "cuda"
    dtype: str = ""
    batch: int | None = Field(default=None, ge=1)
    input_tokens: int | None = Field(default=None, ge=1)
    output_tokens: int | None = Field(default=None, ge=1)
    seq_len: int | None = Field(default=None, ge=1)
    micro_batch: int | None = Field(default=None, ge=1)
    steps: int | None = Field(default=None, ge=1)
    gradient_checkpointing: bool | None = None
    optimizer: str | None = None
    lora_rank: int | None = None


class MemoryResults(_Read):
    format: str
    tool: Literal["pilot_memory"]
    tool_version: str | None = None
    started_at: str | None = None
    finished_at: str | None = None
    status: Literal["running", "ok", "oom", "error"]
    error: str | None = None
    model: str
    plan: PlanIds = PlanIds()
    command_line: str = ""
    settings: MemorySettings
    versions: dict[str, Any] | None = None
    model_class: str | None = None
    parameters: dict[str, int | None] = Field(default_factory=dict)
    tensor_bytes: dict[str, int | None] = Field(default_factory=dict)
    memory: MemoryReadings | None = None
    components: dict[str, int] | None = None

    @property
    def on_gpu(self) -> bool:
        return self.settings.device == "cuda" and self.memory is not None \
            and self.memory.max_memory_allocated is not None


PilotResults = Annotated[ServeResults | MemoryResults, Field(discriminator="tool")]
_ADAPTER: TypeAdapter[ServeResults | MemoryResults] = TypeAdapter(PilotResults)


def _problem(field: str, code: str, message: str, **params: str | int) -> InputError:
    return InputError([Problem(field=field, code=code, params=dict(params), message=message)])


def _strip_tag(problem: Problem) -> Problem:
    """pydantic names the union member first (`pilot_serve.runs.0.errors`): drop it."""
    for tool in TOOLS:
        if problem.field.startswith(tool + "."):
            return problem.model_copy(update={"field": problem.field.removeprefix(tool + ".")})
    return problem


def parse_results(data: object) -> ServeResults | MemoryResults:
    """Validate a decoded results document. Raises InputError listing every problem by field."""
    if not isinstance(data, dict):
        raise _problem("(file)", "not_an_object", "a results file holds one JSON object")
    data, _found = PILOT_RESULTS.upgrade(data)
    try:
        return _ADAPTER.validate_python(data)
    except ValidationError as exc:
        raise InputError([_strip_tag(p) for p in problems_from_validation(exc)]) from None


def read_results_file(path: str | Path) -> ServeResults | MemoryResults:
    return parse_results(read_json_file(path, MAX_RESULTS_FILE_BYTES))
