"""A batch job's work in requests: how many requests a job of `amount` `unit` is, per task.

One request is what the load describes: a document of `input_tokens` (and its answer of
`output_tokens`), `images_per_request` images read or `images` images made, `audio_seconds` of audio.
"""

from __future__ import annotations

from app.core.tasks import IMAGE_GENERATION, SPEECH_TO_TEXT, VISION_LANGUAGE
from app.core.workload.schema import Batch, Load

SECONDS_PER_HOUR = 3600

# The units a task's work can be counted in.
UNITS_BY_TASK: dict[str, frozenset[str]] = {
    "text_generation": frozenset({"documents", "tokens"}),
    "embeddings": frozenset({"documents", "tokens"}),
    "reranking": frozenset({"documents", "tokens"}),
    VISION_LANGUAGE: frozenset({"documents", "tokens", "images"}),
    IMAGE_GENERATION: frozenset({"images", "documents"}),
    SPEECH_TO_TEXT: frozenset({"audio_hours", "documents"}),
}
# The unit a task's throughput is shown in (work per hour), when not a batch's own unit.
WORK_UNIT = {"text_generation": "documents", "embeddings": "documents", "reranking": "documents",
             VISION_LANGUAGE: "documents", IMAGE_GENERATION: "images", SPEECH_TO_TEXT: "audio_hours"}


def unit_fits(task: str, unit: str) -> bool:
    return unit in UNITS_BY_TASK.get(task, frozenset())


def units_per_request(task: str, load: Load, unit: str) -> float:
    """How much of `unit` one request is."""
    if unit == "tokens":
        return float(load.input_tokens)
    if unit == "images":
        return float(load.images if task == IMAGE_GENERATION else load.images_per_request)
    if unit == "audio_hours":
        return load.audio_seconds / SECONDS_PER_HOUR
    return 1.0  # documents: one request each


def requests_in(task: str, load: Load, batch: Batch) -> float:
    """Requests a batch job of `batch.amount` units takes."""
    per = units_per_request(task, load, batch.unit)
    return batch.amount / per if per > 0 else 0.0


def work_unit(task: str, load: Load) -> str:
    """The unit a task's throughput is counted in: the batch's, else the task's own."""
    return load.batch.unit if load.batch is not None else WORK_UNIT.get(task, "documents")
