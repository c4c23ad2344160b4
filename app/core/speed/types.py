"""The speed estimate's result types (read by the fit, the charts, the CLI and the quote)."""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field


class Rate(BaseModel):
    model_config = ConfigDict(frozen=True)

    low: float
    typical: float
    high: float


# The assumption code a speed estimate carries when its ranges are bands from measured error (a fitted file's), so
# that every view says what the range covers.
RANGE_FROM_MEASURED_ERROR = "speed_range_from_measured_error"


def range_codes(from_measured_error: bool) -> list[str]:
    """The range's assumption code, where the bands are from measured error."""
    return [RANGE_FROM_MEASURED_ERROR] if from_measured_error else []


@dataclass(frozen=True)
class Band:
    """A figure's range as ratios to its typical value (measured ÷ typical): ``low`` ≤ 1 ≤ ``high``.

    From measured error the two ends differ: a new source's 90 % prediction interval
    (tests/core/calibration_fit/fitlib.py `source_range`) is symmetric in the logarithm of measured ÷ typical, so a
    time may come out 2.3 × the typical figure at the slow end and 0.49 × at the fast end. A rate's band is the
    inverse of its time's (`inverse`)."""

    low: float
    high: float

    @classmethod
    def within(cls, share: float) -> Band:
        """± a share of the figure (the hand-set rows' ranges before a fit)."""
        return cls(1 - share, 1 + share)

    @classmethod
    def of_constant(cls, value: tuple[float, float, float]) -> Band:
        """A band stored as a fitted constant (low, 1, high): `app.core.fitted.constant`'s triple."""
        return cls(value[0], value[2])

    def around(self, value: float) -> Rate:
        """The figure with its range."""
        return Rate(low=value * self.low, typical=value, high=value * self.high)

    def inverse(self) -> Band:
        """The band of 1 / figure: a rate's from its time's, and back."""
        return Band(1 / self.high, 1 / self.low)

    def covering(self, other: Band) -> Band:
        """The narrowest band holding both."""
        return Band(min(self.low, other.low), max(self.high, other.high))


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
class Percentiles(BaseModel):
    """A time (seconds) that 50, 95 and 99 % of the requests stay within."""

    model_config = ConfigDict(frozen=True)

    p50: float
    p95: float
    p99: float


class TrafficPoint(BaseModel):
    """The wait at one arrival rate on one server (the wait-versus-traffic chart)."""

    model_config = ConfigDict(frozen=True)

    requests_per_s: float
    utilisation: float
    ttft_s: float = Field(description="Time to first token at the chart's percentile.")


class TrafficGoal(BaseModel):
    """One latency target under traffic: its percentile on one server and on the servers needed."""

    model_config = ConfigDict(frozen=True)

    key: str = Field(description="ttft_s | request_s")
    percentile: float
    target: float
    one_server: float = Field(description="The time at the percentile with all the traffic on one server.")
    at_servers_needed: float | None = Field(default=None, description="The same with the traffic spread over "
                                            "`servers_needed` servers (None: no number of servers meets it).")


class Traffic(BaseModel):
    """Requests arriving at a rate: percentiles of the wait on one server, and the servers the rate needs.

    The figures are for one server taking all the traffic (its copies of the model share it evenly);
    `servers_needed` servers behind a load balancer meet every latency target (app.core.speed.traffic)."""

    model_config = ConfigDict(frozen=True)

    requests_per_s: float
    burstiness: float
    peak_requests_per_s: float = Field(description="The most requests per second one server completes (its "
                                       "copies together), with the memory's limit on sequences in flight.")
    slots: int = Field(description="Sequences one copy of the model holds in flight (the KV pool, the runtime's "
                       "max_num_seqs).")
    utilisation: float = Field(description="Arrival rate ÷ peak rate of one server (above 1: it saturates).")
    ttft_s: Percentiles
    request_s: Percentiles
    servers_needed: int | None = Field(description="Servers behind a load balancer that meet every latency target "
                                       "(without targets: keep each at most PLANNING_UTILISATION busy); None: no "
                                       "number of servers meets a target.")
    utilisation_at_servers_needed: float | None = None
    ttft_at_servers_needed_s: Percentiles | None = None
    request_at_servers_needed_s: Percentiles | None = None
    goals: list[TrafficGoal] = Field(default_factory=list)
    chart_percentile: float = Field(default=95.0, description="The percentile `curve` shows.")
    curve: list[TrafficPoint] = Field(default_factory=list, description="Time to first token against the arrival "
                                      "rate on one server, up to the rate where it saturates.")
    busy_hour_s: float = Field(description="How long the busiest hour lasts: an overloaded server's queue grows "
                               "through it.")


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
    image_preprocess_s: float | None = Field(
        default=None, description="Vision-language: host time to prepare one request's images before the GPU sees "
                                  "them (decode, resize, patch; speed/vision.py), part of the time to first token.")
    steps: int | None = Field(default=None, description="Image generation: denoising steps per image.")
    step_s: Rate | None = Field(default=None, description="Image generation: one denoising step of the batch.")
    decode_bandwidth_share: float | None = Field(
        default=None, description="Share of peak memory bandwidth the weights are read at in decode.")
    prefill_compute_share: float | None = Field(
        default=None, description="Share of the dense tensor peak reached by prefill on long prompts.")
    step_seconds: dict[str, float] = Field(
        default_factory=dict, description="Training: one optimizer step at the typical MFU, by part — compute, "
        "offload (PCIe, CPU optimizer, NVMe) and network (all-reduce beyond what backward hides).")
    traffic: Traffic | None = Field(default=None, description="Inference with load.requests_per_s: percentiles "
                                    "of the wait at that rate and the servers it needs.")
    host_step_share: float | None = Field(
        default=None, description="Inference: share of one decode step (one user) spent on weights in host memory "
        "(layers on the CPU, streamed offload) and on hand-overs between nodes.")
    calibration: CalibrationRef | None = Field(
        default=None, description="The pilot whose measurements replaced the formula's figures on this server "
        "(app.core.speed.calibration); None: the formula's estimate.")
