"""Limits on what a user's file may hold: sizes and nesting before parsing, ranges of values after.

Every reader of a user file (workloads, server profiles, pilot results, model files, the library)
applies the same rule: refuse what is past a limit, naming the file and the field, before any work
is done with it. The limits sit far beyond every real value — they exist so that a hostile or
damaged file (a JSON nest 100,000 levels deep, `1e308` GB/s, a 3.5-million-character note) is
refused in milliseconds instead of exhausting the stack, the memory or the clock. None of them is
a figure the engine computes with.
"""

from __future__ import annotations

from app.core.units import BILLION

# --- Files -------------------------------------------------------------------------------------
# JSON nesting. Our deepest format (a pilot results file: runs → run → ttft_s → p95) is 4 levels;
# a model's config.json nests text_config → rope_scaling → list at about 5. Python's JSON decoder
# recurses once per level and dies with RecursionError near 1,000 (sys.getrecursionlimit()), so
# the limit is checked on the raw text before decoding, well below that.
MAX_JSON_DEPTH = 64
# A JSON integer with more digits than this is no count or size Headroom knows (2^63 has 19
# digits); Python refuses to parse integers past 4,300 digits with a ValueError of its own.
MAX_INTEGER_DIGITS = 24

# --- Text fields -------------------------------------------------------------------------------
# Free text (operations answers, notes, quality criteria): about six printed pages each. The
# quote prints these; at this size a field wraps over a few pages and the PDF takes well under a
# second (tests/report measure it), while 3.5 million characters took a minute and crashed Qt.
MAX_TEXT_CHARS = 20_000
# Names and short identifiers (model id, path, revision, GPU id, currency-like words).
MAX_NAME_CHARS = 1_000

# --- Numbers -----------------------------------------------------------------------------------
# Counts in a model's architecture (layers, widths, heads, vocabulary, context, experts). The
# largest published today: vocabulary 256k (Gemma 3), context 10M tokens (Llama 4 Scout), hidden
# 18,432 (Llama 3.1 405B). A billion of anything is past every one of them.
MAX_ARCH_COUNT = BILLION
# Lists of layer indices in an architecture (Qwen2-MoE mlp_only_layers): at most one per layer of
# the deepest model there is (~200 layers), with room to spare.
MAX_ARCH_LIST = 100_000
# Parameters, in billions: the largest released models have about 1-2 T (Kimi K2: 1,000 B).
MAX_PARAMS_B = 100_000.0
# The smallest model there can be: one parameter (tests build GGUF files with 64). Below it a
# count such as 1e-300 turns time = bytes ÷ bandwidth into an overflow.
MIN_PARAMS_B = 1e-9
# Any size in bytes (GPU memory, RAM, NVMe, datasets, offload): an exabyte.
MAX_BYTES = 10**18
# Tokens and requests counted over a dataset or a day.
MAX_TOKENS_TOTAL = 10**18
MAX_REQUESTS_PER_DAY = 10**15
# Runtime knobs counted in tokens or sequences (vLLM max_num_batched_tokens, block size, ...).
MAX_RUNTIME_COUNT = BILLION
# Training loop counts (gradient accumulation steps) and passes over the data.
MAX_TRAINING_COUNT = 10**6
MAX_EPOCHS = 10**6
# Physical rates: bandwidth in GB/s or Gbit/s, compute in TFLOPS. The fastest parts today: HBM3e
# 8,000 GB/s, 2,500 TFLOPS dense FP8 per GPU, 800 Gbit/s links. A million is far past any of them;
# the lower end (a thousandth: 1 MB/s, 1 GFLOPS) keeps time = bytes ÷ rate finite.
MAX_RATE = 1e6
MIN_RATE = 1e-3
# NVMe entries in one server profile (each with its own count of up to 64 drives).
MAX_NVME_ENTRIES = 64
# Power in watts: a whole rack is ~100 kW.
MAX_POWER_W = 1e7
MIN_POWER_W = 1e-3
# A monthly price in any currency.
MAX_PRICE = 1e12
# A target speed (tokens/s) or latency (s).
MAX_TARGET = float(BILLION)
