"""Exact parameter counts and weight bytes from safetensors headers, without loading tensor data.

The 8-byte length prefix is checked against MAX_SAFETENSORS_HEADER_BYTES and the file size before the
`safetensors` library maps the file; the library then validates the header JSON and data offsets.
Quantized checkpoints pack several weights per stored element; the rules below count weights, not
storage elements, and leave scales/zero-points out of the parameter count (but in the bytes).
"""

from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass, field
from pathlib import Path

from app.core.model.importers.errors import ModelImportError
from app.core.model.importers.limits import (
    MAX_SAFETENSORS_HEADER_BYTES,
    MAX_TENSOR_DIMS,
    SAFETENSORS_LENGTH_PREFIX_BYTES,
)
from app.core.model.importers.quantization import SAFETENSORS_DTYPE_BYTES

# Tensors that hold quantization metadata, not weights (AutoGPTQ/AutoAWQ qzeros/scales/g_idx,
# bitsandbytes SCB/absmax/quant_map/quant_state, FP8 weight_scale(_inv)/input_scale, compressed-tensors
# weight_scale/weight_zero_point/weight_shape/weight_g_idx, MXFP4 *_scales, KV-cache k/v scales).
_METADATA_SUFFIXES = (
    ".qzeros", ".scales", ".g_idx", ".SCB", ".weight_format", ".absmax", ".quant_map", ".nested_absmax",
    ".nested_quant_map", "_scale_inv", ".weight_scale", ".input_scale", ".output_scale", ".weight_zero_point",
    ".weight_shape", ".weight_g_idx", "_scales", ".k_scale", ".v_scale", ".weight_global_scale",
    ".input_global_scale",
)
_METADATA_INFIX = ".quant_state."
# Packed integer weights: AutoGPTQ/AutoAWQ `qweight`, compressed-tensors `weight_packed`.
_PACKED_SUFFIXES = (".qweight", ".weight_packed")
# MXFP4 blocks (gpt-oss): two 4-bit values per byte.
_FP4_BLOCK_SUFFIX = "_blocks"
_ROUTED_EXPERT = re.compile(r"\.experts\.")
_LAYER_INDEX = re.compile(r"(?:^|\.)layers\.(\d+)\.")


@dataclass
class TensorTally:
    params: int = 0
    weight_bytes: int = 0
    routed_expert_params: int = 0
    mtp_params: int = 0
    mtp_bytes: int = 0
    mtp_layer_ids: set[int] = field(default_factory=set)
    bytes_by_dtype: dict[str, int] = field(default_factory=dict)
    matrix_bytes_by_dtype: dict[str, int] = field(default_factory=dict)
    tensors: int = 0


def check_header(path: Path) -> int:
    """The header length of a safetensors file, after bounds checks; raises ModelImportError."""
    try:
        size_bytes = path.stat().st_size
        with path.open("rb") as handle:
            prefix = handle.read(SAFETENSORS_LENGTH_PREFIX_BYTES)
    except OSError as exc:
        raise ModelImportError("unreadable_file", {"path": path, "reason": exc.strerror or exc}) from None
    if len(prefix) < SAFETENSORS_LENGTH_PREFIX_BYTES:
        raise ModelImportError("truncated_safetensors", {"path": path, "size_bytes": size_bytes})
    header_bytes: int = struct.unpack("<Q", prefix)[0]
    if header_bytes > MAX_SAFETENSORS_HEADER_BYTES:
        raise ModelImportError("safetensors_header_too_large", {"path": path, "header_bytes": header_bytes,
                                                                "limit_bytes": MAX_SAFETENSORS_HEADER_BYTES})
    if header_bytes + SAFETENSORS_LENGTH_PREFIX_BYTES > size_bytes:
        raise ModelImportError("truncated_safetensors", {"path": path, "header_bytes": header_bytes,
                                                         "size_bytes": size_bytes})
    return header_bytes


def _weights_in(name: str, dtype: str, elements: int, quant_owners: set[str], packed_bits: int | None) -> int:
    """How many model weights one stored tensor holds (0 for quantization metadata)."""
    if name.endswith(_PACKED_SUFFIXES):
        storage_bits = round(SAFETENSORS_DTYPE_BYTES.get(dtype, 4) * 8)
        return elements * storage_bits // (packed_bits or 4)
    if _METADATA_INFIX in name or name.endswith(_METADATA_SUFFIXES):
        return 0
    if name.endswith(_FP4_BLOCK_SUFFIX) and dtype == "U8":
        return elements * 2
    if dtype == "U8" and name in quant_owners:
        return elements * 2  # bitsandbytes 4-bit: two weights per byte, quant_state alongside
    return elements


def tally_file(path: Path, tally: TensorTally, *, layers: int | None, packed_bits: int | None) -> None:
    """Add one safetensors file's tensors to `tally`."""
    check_header(path)
    try:
        from safetensors import SafetensorError, safe_open
    except ImportError:  # pragma: no cover - a declared dependency
        raise ModelImportError("missing_library", {"library": "safetensors"}) from None
    try:
        with safe_open(str(path), framework="numpy") as handle:
            names = list(handle.keys())
            # bitsandbytes 4-bit: "<weight>.quant_state.bitsandbytes__nf4" marks <weight> as packed.
            quant_owners = {n.split(_METADATA_INFIX)[0] for n in names if _METADATA_INFIX in n}
            for name in names:
                piece = handle.get_slice(name)
                _add(tally, name, piece.get_dtype(), piece.get_shape(), quant_owners, layers, packed_bits,
                     path)
    except SafetensorError as exc:
        raise ModelImportError("corrupt_safetensors", {"path": path, "reason": str(exc)[:200]}) from None
    except (OSError, ValueError) as exc:
        raise ModelImportError("corrupt_safetensors", {"path": path, "reason": type(exc).__name__}) from None


def _add(tally: TensorTally, name: str, dtype: str, shape: list[int], quant_owners: set[str],
         layers: int | None, packed_bits: int | None, path: Path) -> None:
    if len(shape) > MAX_TENSOR_DIMS or dtype not in SAFETENSORS_DTYPE_BYTES:
        raise ModelImportError("corrupt_safetensors", {"path": path, "tensor": name[:80], "dtype": dtype})
    elements = math.prod(shape)
    n_bytes = math.ceil(elements * SAFETENSORS_DTYPE_BYTES[dtype])
    weights = _weights_in(name, dtype, elements, quant_owners, packed_bits)
    match = _LAYER_INDEX.search(name)
    if layers is not None and match and int(match.group(1)) >= layers:
        # Layers past num_hidden_layers are multi-token-prediction modules (DeepSeek-V3 layer 61).
        tally.mtp_params += weights
        tally.mtp_bytes += n_bytes
        tally.mtp_layer_ids.add(int(match.group(1)))
        return
    tally.tensors += 1
    tally.params += weights
    tally.weight_bytes += n_bytes
    tally.bytes_by_dtype[dtype] = tally.bytes_by_dtype.get(dtype, 0) + n_bytes
    if len(shape) >= 2:
        tally.matrix_bytes_by_dtype[dtype] = tally.matrix_bytes_by_dtype.get(dtype, 0) + n_bytes
    if _ROUTED_EXPERT.search(name):
        tally.routed_expert_params += weights
