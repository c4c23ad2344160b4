"""Where the help lives: the user guide and the glossary, one HTML file each per language,
under resources/help/<lang>/ (offline; the wheel and the bundle carry them)."""

from __future__ import annotations

from pathlib import Path

from app.infra import resources
from app.text import i18n

GUIDE, GLOSSARY = "guide", "glossary"
PAGES = (GUIDE, GLOSSARY)
FALLBACK_LANGUAGE = "en"

# Glossary entries a "?" button may open (anchors of glossary.html; a test holds every language's
# file to exactly this set).
TERMS = frozenset({
    "vram", "gb-gib", "parameters", "weights", "precision", "quantization", "kv-cache", "activations",
    "runtime-overhead", "reserved-memory", "headroom", "tokens", "context", "concurrency", "ttft",
    "tokens-per-second", "throughput", "runtime", "tensor-parallel", "replica", "data-parallel",
    "interconnect", "moe", "lora", "qlora", "full-fine-tuning", "gradients", "optimizer-states",
    "gradient-checkpointing", "batch", "must-have", "pilot", "pipeline-parallel", "offload",
})
# Sections of guide.html (anchors), for links from the views.
GUIDE_SECTIONS = frozenset({"steps", "chart", "verdicts", "compare", "quote", "pilot", "tips"})


def page_file(page: str, lang: str | None = None) -> Path:
    """The page in the language asked (default: the window's), else in English."""
    lang = lang or i18n.current_language()
    wanted = resources.path("help", lang, f"{page}.html")
    return wanted if wanted.is_file() else resources.path("help", FALLBACK_LANGUAGE, f"{page}.html")
