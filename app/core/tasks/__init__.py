"""Work beyond chat: what each task is, and how its work is counted.

A workload's `task` (app/core/workload/schema.py) chooses the memory engine (app/core/memory/components.py
dispatches to diffusion.py, speech.py, vision.py) and the speed engine (app/core/speed/estimate.py). The
helpers here are shared by both: the effective task of a workload, image tokens (vision.py), audio windows
and tokens (audio.py) and the units of a batch job (batch.py).
"""

from __future__ import annotations

from app.core.model.arch import ModelArch

TEXT_GENERATION = "text_generation"
EMBEDDINGS = "embeddings"
RERANKING = "reranking"
VISION_LANGUAGE = "vision_language"
IMAGE_GENERATION = "image_generation"
SPEECH_TO_TEXT = "speech_to_text"
# Tasks whose model reads its input once and generates nothing (no KV cache, no sampler).
ENCODER_TASKS = frozenset({EMBEDDINGS, RERANKING})
# Tasks that run a pipeline of several networks (diffusers, Whisper): one copy per GPU, no tensor parallel.
PIPELINE_TASKS = frozenset({IMAGE_GENERATION, SPEECH_TO_TEXT})
# Tasks served by the text engine (a language model answering in tokens).
TOKEN_TASKS = frozenset({TEXT_GENERATION, VISION_LANGUAGE})

# The catalog's task words (Hugging Face pipeline tags) → the workload's task.
CATALOG_TASKS = {"text-generation": TEXT_GENERATION, "embedding": EMBEDDINGS, "reranking": RERANKING,
                 "vision-language": VISION_LANGUAGE, "image-generation": IMAGE_GENERATION,
                 "speech-to-text": SPEECH_TO_TEXT}
# The part of a model each task needs (a ModelArch field), when it needs one.
NEEDED_PART = {VISION_LANGUAGE: "vision", IMAGE_GENERATION: "diffusion", SPEECH_TO_TEXT: "audio"}


def model_task(arch: ModelArch, catalog_task: str | None = None) -> str:
    """What a model does by itself: the catalog's word, else what its parts say."""
    if catalog_task and catalog_task in CATALOG_TASKS:
        return CATALOG_TASKS[catalog_task]
    if arch.diffusion is not None:
        return IMAGE_GENERATION
    if arch.audio is not None:
        return SPEECH_TO_TEXT
    if arch.vision is not None:
        return VISION_LANGUAGE
    if arch.encoder_only:
        return EMBEDDINGS
    return TEXT_GENERATION


def missing_part(task: str, arch: ModelArch) -> str | None:
    """The ModelArch field a task needs and the model lacks (None: the model can do the task)."""
    part = NEEDED_PART.get(task)
    if part is not None and getattr(arch, part) is None:
        return part
    if task in TOKEN_TASKS and (arch.diffusion is not None or arch.audio is not None):
        return "text_decoder"  # an image or speech pipeline does not answer in text on its own
    return None
