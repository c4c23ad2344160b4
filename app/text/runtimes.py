"""Each runtime in one sentence (context "Runtimes"), beside its name from app/core/runtimes.py.

The wizard lists the runtimes in the core table's order with these sentences; a test fails when a
runtime of `app.core.runtimes.Runtime` has no sentence here.
"""

from __future__ import annotations

from app.core.runtimes import RUNTIMES
from app.text.i18n import QT_TRANSLATE_NOOP, translate

CTX = "Runtimes"

DESCRIPTIONS: dict[str, str] = {
    "vllm": QT_TRANSLATE_NOOP("Runtimes", "High-throughput serving for many users; reserves most of the GPU memory at start."),
    "sglang": QT_TRANSLATE_NOOP("Runtimes", "High-throughput serving, similar to vLLM; strong at shared prompt prefixes."),
    "tgi": QT_TRANSLATE_NOOP("Runtimes", "Hugging Face Text Generation Inference: production serving."),
    "tensorrt-llm": QT_TRANSLATE_NOOP("Runtimes", "NVIDIA's compiled engine (also inside NIM): the fastest on NVIDIA GPUs; builds an engine per model and GPU."),
    "transformers": QT_TRANSLATE_NOOP("Runtimes", "The Hugging Face library: simple, slower for serving; usual for training."),
    "llama.cpp": QT_TRANSLATE_NOOP("Runtimes", "Runs GGUF files, also on small servers and workstations."),
    "ollama": QT_TRANSLATE_NOOP("Runtimes", "Easy local serving on top of llama.cpp."),
    "generic": QT_TRANSLATE_NOOP("Runtimes", "Another runtime: a neutral estimate."),
}


def runtime_name(runtime: str) -> str:
    """The runtime's own name (vLLM, Ollama); an unknown name as it was written."""
    row = RUNTIMES.get(runtime)
    return row.name if row is not None else runtime


def runtime_description(runtime: str) -> str:
    """What the runtime is, in one translated sentence."""
    return translate(CTX, DESCRIPTIONS[runtime])
