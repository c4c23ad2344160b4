"""Import a GGUF file: architecture metadata and exact per-tensor weight bytes.

Metadata keys follow llama.cpp's `{arch}.*` naming (gguf.constants.Keys.LLM / Keys.Attention); each
tensor's ggml type gives its bytes exactly (gguf.constants.GGML_QUANT_SIZES: block size, block bytes).
The file is read by gguf_read.py, a bounded reader that agrees with gguf.GGUFReader (tested) but costs
seconds, not minutes, on large vocabularies and refuses hostile counts.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from app.core.model.importers.errors import ImportWarning, ModelImportError, warning
from app.core.model.importers.gguf_read import GgufContents, read_gguf
from app.core.model.importers.limits import MAX_LAYERS
from app.core.model.importers.quantization import gguf_file_type_precision, gguf_tensor_type_precision
from app.core.model.importers.result import ImportedModel, WeightFacts, finish
from app.core.units import BILLION

# llama.cpp architectures that are encoders: embeddings and rerankers, no KV cache for generation.
ENCODER_ARCHS = frozenset({"bert", "nomic-bert", "nomic-bert-moe", "jina-bert-v2", "jina-bert-v3",
                           "modern-bert", "neo-bert", "t5encoder"})
# Layers attending within the window when the file has no per-layer pattern (llama.cpp llama-model.cpp:
# Gemma 2 and gpt-oss alternate starting with a windowed layer; Gemma 3 windows 5 of every 6; Cohere2 3 of 4).
WINDOW_PATTERNS = {"gemma2": 2, "gpt-oss": 2, "gemma3": 6, "cohere2": 4}
# Split files: "<name>-00001-of-00003.gguf" (llama.cpp gguf-split naming).
_SPLIT_NAME = re.compile(r"^(?P<stem>.+)-(?P<index>\d{5})-of-(?P<count>\d{5})\.gguf$")
# Routed-expert tensors ("blk.N.ffn_gate_exps.weight", "ffn_up_exps", "ffn_down_exps", "ffn_gate_up_exps").
_EXPERT_TENSOR = re.compile(r"\.ffn_[a-z_]*_exps\.")
_BLOCK_INDEX = re.compile(r"^blk\.(\d+)\.")


def _value(reader: GgufContents, key: str) -> Any:
    return reader.fields.get(key)


def _int(reader: GgufContents, key: str, notes: list[ImportWarning]) -> int | None:
    """An integer key; per-layer arrays give their largest value (with a warning if they vary)."""
    value = _value(reader, key)
    if isinstance(value, list):
        numbers = [v for v in value if isinstance(v, int) and not isinstance(v, bool) and v > 0]
        if not numbers:
            return None
        if len(set(numbers)) > 1:
            notes.append(warning("per_layer_values", key=key, low=min(numbers), high=max(numbers)))
        return max(numbers)
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value if value > 0 else None


# A vision projector file (llama.cpp `--mmproj`): general.architecture "clip", keys clip.vision.* (llama.cpp
# tools/mtmd/clip-impl.h KEY_*); projectors that keep the image's own resolution (Qwen2/2.5/3-VL mergers,
# Pixtral) cut it into patch × merge blocks, the others resize to image_size.
MMPROJ_ARCH = "clip"
NATIVE_RESOLUTION_PROJECTORS = frozenset({"qwen2vl_merger", "qwen25vl_merger", "qwen3vl_merger", "pixtral"})
# The tensors of a merging projector (clip-impl.h TN_LLAVA_PROJ "mm.%d.%s", TN_DEEPSTACK_FC1/FC2/NORM
# "v.deepstack.%d.…"): they run once per merged token, the tower's blocks once per patch.
MERGER_TENSOR_PREFIXES = ("mm.", "v.deepstack.")
# Projectors that pool a tile to a fixed count of tokens (llama.cpp clip.cpp: Gemma 3 pools 896 px to 16 × 16).
POOLED_TOKENS = {"gemma3": 256}


def _sibling_mmproj(path: Path) -> Path | None:
    """A vision projector beside a language model's GGUF (`mmproj*.gguf`, as llama.cpp releases name them)."""
    found = sorted(p for p in path.parent.glob("*.gguf") if p.name.lower().startswith("mmproj") and p != path)
    return found[0] if found else None


def mmproj_tower(reader: GgufContents, notes: list[ImportWarning]) -> tuple[dict[str, Any], int, int]:
    """(VisionTower fields, parameters, weight bytes) of a vision projector file."""
    def get(key: str) -> int | None:
        return _int(reader, f"clip.vision.{key}", notes)

    params = sum(t.n_elements for t in reader.tensors)
    weight_bytes = sum(t.n_bytes for t in reader.tensors)
    if params == 0:
        raise ModelImportError("no_tensors", {"kind": "gguf"})
    projector = _value(reader, "clip.projector_type")
    projector = projector if isinstance(projector, str) else ""
    tower: dict[str, Any] = {
        "params_b": params / BILLION, "layers": get("block_count"), "hidden_size": get("embedding_length"),
        "intermediate_size": get("feed_forward_length"), "heads": get("attention.head_count"),
        "patch_size": get("patch_size") or 14, "merge": get("spatial_merge_size") or 1,
    }
    if projector in NATIVE_RESOLUTION_PROJECTORS:
        tower.update(min_pixels=get("image_min_pixels"), max_pixels=get("image_max_pixels"))
        if (tower["merge"] or 1) > 1:  # the merger(s) run once per merged token (speed/vision.py)
            merger = sum(t.n_elements for t in reader.tensors if t.name.startswith(MERGER_TENSOR_PREFIXES))
            tower.update(merger_params_b=merger / BILLION if merger < params else None)
        window = get("window_size")
        pattern = get("n_wa_pattern")
        if window and pattern and tower["layers"]:
            tower.update(window_size=window, full_attention_layers=tower["layers"] // pattern)
    else:
        tower.update(tile_size=get("image_size"), tokens_per_tile=POOLED_TOKENS.get(projector))
    return {k: v for k, v in tower.items() if v is not None}, params, weight_bytes


def import_gguf(path: Path) -> ImportedModel:
    reader = read_gguf(path)
    notes: list[ImportWarning] = []
    arch_name = _value(reader, "general.architecture")
    if not isinstance(arch_name, str) or not arch_name:
        raise ModelImportError("missing_field", {"path": path, "field": "general.architecture"})
    if arch_name == MMPROJ_ARCH:
        raise ModelImportError("mmproj_alone", {"path": path})
    blocks = _int(reader, f"{arch_name}.block_count", notes)
    if blocks and blocks > MAX_LAYERS:
        raise ModelImportError("corrupt_gguf", {"path": path, "reason": "implausible_block_count",
                                                "block_count": blocks})
    files, readers = _split_set(path, reader, notes)
    facts = _tally(readers, arch_name, reader, notes)
    facts.files = [str(p) for p in files]
    fields, provenance = _fields(reader, arch_name, readers, notes)
    if not fields["layers"] or not fields["hidden_size"]:
        notes.append(warning("missing_field", field="block_count,embedding_length"))
    name = _value(reader, "general.name")
    fields["name"] = name if isinstance(name, str) and name.strip() else path.stem
    fields["architecture"] = arch_name
    mmproj = _sibling_mmproj(path)
    if mmproj is not None:
        projector = read_gguf(mmproj)
        if _value(projector, "general.architecture") == MMPROJ_ARCH:
            tower, tower_params, tower_bytes = mmproj_tower(projector, notes)
            fields["vision"] = tower
            provenance["vision"] = "gguf"
            facts.params += tower_params  # llama.cpp loads the projector beside the model: counted in both
            facts.weight_bytes += tower_bytes
            facts.files.append(str(mmproj))
            notes.append(warning("mmproj_read", file=mmproj.name, params=tower_params))
    unique = {(w.code, tuple(sorted(w.params.items()))): w for w in notes}  # a key read twice warns once
    arch, provenance, notes = finish(fields, provenance, list(unique.values()), facts)
    provenance.update(weight_bytes="gguf", bits_per_weight="gguf", precision="gguf")
    return ImportedModel(
        arch=arch, precision=facts.precision, provenance=provenance, warnings=notes,
        weight_bytes=facts.weight_bytes,
        bits_per_weight=8 * facts.weight_bytes / facts.params if facts.params else None,
        files=facts.files, source_kind="gguf", tensor_types=facts.tensor_types,
    )


def _split_set(path: Path, reader: GgufContents, notes: list[ImportWarning]) -> tuple[list[Path], list[GgufContents]]:
    count = _value(reader, "split.count")
    match = _SPLIT_NAME.match(path.name)
    if not isinstance(count, int) or count <= 1 or not match:
        return [path], [reader]
    siblings = [path.with_name(f"{match['stem']}-{i:05d}-of-{count:05d}.gguf") for i in range(1, count + 1)]
    if not all(p.is_file() for p in siblings):
        notes.append(warning("gguf_split_partial", present=sum(p.is_file() for p in siblings), listed=count))
        return [path], [reader]
    return siblings, [reader if p == path else read_gguf(p) for p in siblings]


def _tally(readers: list[GgufContents], arch_name: str, first: GgufContents, notes: list[ImportWarning]) -> WeightFacts:
    from gguf.constants import LlamaFileType

    blocks = _int(first, f"{arch_name}.block_count", notes) or 0
    nextn = _int(first, f"{arch_name}.nextn_predict_layers", notes) or 0
    main_layers = blocks - nextn if 0 < nextn < blocks else blocks
    params = weight_bytes = routed = mtp_params = 0
    mtp_ids: set[int] = set()
    bytes_by_type: dict[str, int] = {}
    matrix_bytes: dict[str, int] = {}
    for reader in readers:
        for tensor in reader.tensors:
            elements, n_bytes, type_name = tensor.n_elements, tensor.n_bytes, tensor.type_name
            block = _BLOCK_INDEX.match(tensor.name)
            if nextn and block and int(block.group(1)) >= main_layers:
                mtp_params += elements  # llama.cpp converters append MTP blocks after the main ones
                mtp_ids.add(int(block.group(1)))
                continue
            params += elements
            weight_bytes += n_bytes
            bytes_by_type[type_name] = bytes_by_type.get(type_name, 0) + n_bytes
            if len(tensor.dims) >= 2:
                matrix_bytes[type_name] = matrix_bytes.get(type_name, 0) + n_bytes
            if _EXPERT_TENSOR.search(tensor.name):
                routed += elements
    if params == 0:
        raise ModelImportError("no_tensors", {"kind": "gguf"})
    file_type = _value(first, "general.file_type")
    precision = None
    if isinstance(file_type, int):
        try:
            precision = gguf_file_type_precision(LlamaFileType(file_type).name)
        except ValueError:
            notes.append(warning("unknown_gguf_file_type", file_type=file_type))
    if precision is None and matrix_bytes:
        precision = gguf_tensor_type_precision(max(matrix_bytes, key=lambda t: matrix_bytes[t]))
    return WeightFacts(source="gguf", params=params, weight_bytes=weight_bytes, routed_expert_params=routed,
                       mtp_params=mtp_params, mtp_layers=len(mtp_ids), tensor_types=bytes_by_type,
                       precision=precision)


def _fields(reader: GgufContents, a: str, readers: list[GgufContents],
            notes: list[ImportWarning]) -> tuple[dict[str, Any], dict[str, str]]:
    def get(key: str) -> int | None:
        return _int(reader, f"{a}.{key}", notes)

    names = {t.name: t for r in readers for t in r.tensors}
    nextn = get("nextn_predict_layers") or 0
    blocks = get("block_count")
    layers = blocks - nextn if blocks and 0 < nextn < blocks else blocks
    f: dict[str, Any] = {
        "layers": layers, "hidden_size": get("embedding_length"),
        "intermediate_size": get("feed_forward_length"),
        "heads": get("attention.head_count"), "max_context": get("context_length"),
        "encoder_only": a in ENCODER_ARCHS, "tied_embeddings": "output.weight" not in names,
    }
    if nextn:
        f["mtp_layers"] = nextn
    f["kv_heads"] = get("attention.head_count_kv") or f["heads"]
    embd = names.get("token_embd.weight")
    f["vocab_size"] = embd.dims[1] if embd is not None and len(embd.dims) >= 2 else get("vocab_size")
    key_len, value_len = get("attention.key_length"), get("attention.value_length")
    kv_rank = get("attention.kv_lora_rank")
    if kv_rank:
        rope = get("rope.dimension_count")
        key_len = get("attention.key_length_mla") or key_len
        value_len = get("attention.value_length_mla") or value_len
        f.update(kv_lora_rank=kv_rank, q_lora_rank=get("attention.q_lora_rank"), qk_rope_head_dim=rope,
                 v_head_dim=value_len, head_dim=key_len)
        if key_len and rope and key_len > rope:
            f["qk_nope_head_dim"] = key_len - rope
    else:
        if key_len and value_len and key_len != value_len:
            notes.append(warning("key_value_dims_differ", key_length=key_len, value_length=value_len))
        f["head_dim"] = key_len or value_len or (
            f["hidden_size"] // f["heads"] if f["hidden_size"] and f["heads"] else None)
    experts = get("expert_count")
    if experts and experts > 1:
        f.update(experts=experts, experts_per_token=get("expert_used_count") or 1,
                 moe_intermediate_size=get("expert_feed_forward_length") or f["intermediate_size"],
                 first_dense_layers=get("leading_dense_block_count") or 0)
        shared = get("expert_shared_count")
        shared_width = get("expert_shared_feed_forward_length")
        if shared or shared_width:
            f.update(shared_experts=shared or 1, shared_expert_intermediate_size=shared_width)
    _window(reader, a, f, notes)
    provenance = {key: "gguf" for key, value in f.items() if value is not None}
    if not kv_rank and not (key_len or value_len):
        provenance["head_dim"] = "derived"  # hidden / heads, as llama.cpp assumes without key_length
    if get("attention.head_count_kv") is None:
        provenance["kv_heads"] = "derived"
    return f, provenance


def _window(reader: GgufContents, a: str, f: dict[str, Any], notes: list[ImportWarning]) -> None:
    window = _int(reader, f"{a}.attention.sliding_window", notes)
    layers = f["layers"]
    if not window or not layers:
        return
    pattern = _value(reader, f"{a}.attention.sliding_window_pattern")
    if isinstance(pattern, list) and len(pattern) >= layers:
        windowed = sum(1 for flag in pattern[:layers] if flag)  # per-layer booleans (newer converters)
    else:
        every = pattern if isinstance(pattern, int) and pattern > 0 else WINDOW_PATTERNS.get(a)
        if every is None:
            notes.append(warning("window_layers_unknown", sliding_window=window))
            return
        windowed = sum(1 for i in range(layers) if (i + 1) % every != 0)
    if windowed:
        f.update(sliding_window=window, windowed_layers=windowed)
