"""Scenario templates: a business need in plain words, its stated assumptions, and the fields it fills.

Each template replaces whole sections (load, training, targets) so that picking one after another
leaves no stale value behind; the name, the operations answers and the pilot are left alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.text import i18n
from app.text.i18n import QT_TRANSLATE_NOOP

CTX = "Scenarios"


@dataclass(frozen=True)
class Scenario:
    key: str
    title: str  # marked for translation; shown through translated()
    assumptions: str
    fields: dict[str, Any]

    def translated_title(self) -> str:
        return i18n.translate(CTX, self.title)

    def translated_assumptions(self) -> str:
        return i18n.translate(CTX, self.assumptions)


SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        "chat_assistant",
        QT_TRANSLATE_NOOP("Scenarios", "Internal chat assistant for about 50 staff"),
        QT_TRANSLATE_NOOP("Scenarios", "Llama 3.1 8B in full 16-bit quality on vLLM. Of 50 staff, about 1 in 6 asks something at the "
               "same moment: 8 conversations at once. A question with its context is about 2,000 tokens "
               "(three pages), an answer about 500; a pasted long document up to 16,000 tokens. First words "
               "within 2 seconds and at least 20 tokens per second for each reader (faster than reading)."),
        {"goal": "serve_api", "mode": "inference", "model": {"id": "llama-3.1-8b"},
         "precision": {"weights": "auto", "kv_cache": "auto"}, "runtime": "vllm", "gpus": 1,
         "load": {"input_tokens": 2048, "output_tokens": 512, "concurrency": 8, "long_input_tokens": 16000},
         "targets": {"ttft_s": {"value": 2, "must_have": True},
                     "tokens_per_s_per_user": {"value": 20, "must_have": True}}},
    ),
    Scenario(
        "long_documents",
        QT_TRANSLATE_NOOP("Scenarios", "Questions about long documents (contracts, reports)"),
        QT_TRANSLATE_NOOP("Scenarios", "Llama 3.1 70B compressed to 4 bits (AWQ) on vLLM. Documents of 40–60 pages (about 32,000 "
               "tokens) with answers of about 1,000 tokens; 4 questions at once; the longest document "
               "100,000 tokens. Waiting up to 15 seconds for the first words is acceptable."),
        {"goal": "serve_api", "mode": "inference", "model": {"id": "llama-3.1-70b"},
         "precision": {"weights": "awq", "kv_cache": "auto"}, "runtime": "vllm", "gpus": 1,
         "load": {"input_tokens": 32000, "output_tokens": 1000, "concurrency": 4, "long_input_tokens": 100000},
         "targets": {"ttft_s": {"value": 15, "must_have": True},
                     "tokens_per_s_per_user": {"value": 15, "must_have": False}}},
    ),
    Scenario(
        "overnight_batch",
        QT_TRANSLATE_NOOP("Scenarios", "Overnight batch summaries"),
        QT_TRANSLATE_NOOP("Scenarios", "Llama 3.1 8B on vLLM summarises 10,000 documents a night: each about 4,000 tokens in, "
               "300 tokens out, 32 documents in parallel. Nobody waits for single answers; the whole batch "
               "must finish in 8 hours: 10,000 × 300 tokens ÷ 28,800 s ≈ 105 tokens per second, asked as "
               "150 for margin."),
        {"goal": "batch", "mode": "inference", "model": {"id": "llama-3.1-8b"},
         "precision": {"weights": "auto", "kv_cache": "auto"}, "runtime": "vllm", "gpus": 1,
         "load": {"input_tokens": 4000, "output_tokens": 300, "concurrency": 32, "requests_per_day": 10000},
         "targets": {"throughput_tokens_per_s": {"value": 150, "must_have": True}}},
    ),
    Scenario(
        "lora_support",
        QT_TRANSLATE_NOOP("Scenarios", "Adapt a model to our support tickets (LoRA)"),
        QT_TRANSLATE_NOOP("Scenarios", "Llama 3.1 8B adapted with LoRA (rank 16, all linear layers) on about 20 million tokens of "
               "support tickets, 3 passes, sequences of 2,048 tokens, 4 per step, gradient checkpointing on, "
               "one GPU, with Hugging Face transformers."),
        {"goal": "adapt", "mode": "lora", "model": {"id": "llama-3.1-8b"},
         "precision": {"weights": "auto", "kv_cache": "auto"}, "runtime": "transformers", "gpus": 1,
         "training": {"seq_len": 2048, "micro_batch": 4, "optimizer": "adamw", "gradient_checkpointing": True,
                      "lora_rank": 16, "lora_targets": "all_linear", "sharding": "none",
                      "dataset_tokens": 20_000_000, "epochs": 3},
         "targets": {}},
    ),
    Scenario(
        "embeddings_search",
        QT_TRANSLATE_NOOP("Scenarios", "Embeddings for document search"),
        QT_TRANSLATE_NOOP("Scenarios", "BGE-M3 turns text into search vectors: passages of up to 512 tokens, 64 at a time, "
               "for indexing about a million passages and answering search queries. No text is generated."),
        {"goal": "embeddings", "mode": "inference", "model": {"id": "bge-m3"},
         "precision": {"weights": "auto", "kv_cache": "auto"}, "runtime": "transformers", "gpus": 1,
         "load": {"input_tokens": 512, "output_tokens": 0, "concurrency": 64},
         "targets": {}},
    ),
)


def scenario(key: str) -> Scenario:
    return next(s for s in SCENARIOS if s.key == key)
