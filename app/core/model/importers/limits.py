"""Bounds on what an importer reads, so a hostile or broken file costs bounded memory and time.

Each limit sits well above the largest real file of its kind (figures as of 2025) and far below
what would exhaust a 24 GiB machine.
"""

from __future__ import annotations

# config.json: the largest published configs (multimodal, with per-layer lists) are a few hundred KB.
MAX_CONFIG_BYTES = 16 * 2**20

# model.safetensors.index.json: a weight_map of ~100k tensor names is ~10 MB.
MAX_INDEX_BYTES = 64 * 2**20

# A safetensors header: the `safetensors` library itself refuses headers over 100 MB (MAX_HEADER_SIZE).
MAX_SAFETENSORS_HEADER_BYTES = 100_000_000

# Length prefix of a safetensors file: a little-endian u64 (safetensors format spec).
SAFETENSORS_LENGTH_PREFIX_BYTES = 8

# Weight shards in one folder: DeepSeek-V3 ships 163; a few thousand leaves room for odd sharding.
MAX_WEIGHT_FILES = 4096

# Tensor dimensions: GGML_MAX_DIMS is 4; safetensors checkpoints use at most 5 (conv3d patches).
MAX_TENSOR_DIMS = 8

# GGUF header: magic "GGUF" (4 bytes), version u32, tensor_count u64, kv_count u64 (GGUF spec).
GGUF_HEADER_BYTES = 24
GGUF_MAGIC = b"GGUF"
GGUF_SUPPORTED_VERSIONS = (2, 3)  # what gguf.GGUFReader reads (READER_SUPPORTED_VERSIONS)
# GGUF metadata keys: real files carry ~50; tokenizer arrays count as one key each.
MAX_GGUF_KV_COUNT = 65_536
# GGUF tensors: a 671B MoE converted by llama.cpp has ~1,100; per-expert layouts a few 100k.
MAX_GGUF_TENSOR_COUNT = 1_000_000
# One key or tensor name: the GGUF spec caps keys at 65,535 bytes.
MAX_GGUF_NAME_BYTES = 65_535
# One string value: chat templates reach ~100 KB; 16 MiB is generous.
MAX_GGUF_STRING_BYTES = 16 * 2**20
# Elements of one array: vocabularies reach 262k tokens and ~500k merges.
MAX_GGUF_ARRAY_LEN = 4_000_000
# All array elements together: gguf.GGUFReader walks string arrays element by element in Python
# (~1 µs each), so this bounds its time to seconds.
MAX_GGUF_TOTAL_ARRAY_ELEMENTS = 8_000_000

# Decoder layers: the deepest published models have ~130 (Llama 3.1 405B: 126). Per-layer work
# (window flags, MoE layer counts) is linear in this, so a config claiming 2^40 layers is refused.
MAX_LAYERS = 10_000
