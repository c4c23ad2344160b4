"""A bounded walk over a GGUF file's header, metadata and tensor table before gguf.GGUFReader sees it.

gguf.GGUFReader trusts the counts it reads: an array that claims 2^63 scalars past the end of the file
makes it loop without advancing (each read returns an empty view), and a huge claimed count costs
unbounded time. This walk checks every count and length against the limits in limits.py and against
the file size, and that every tensor's data lies inside the file, so the reader only sees sound files.
Layout per the GGUF spec (ggml/docs/gguf.md): header, key/value pairs, tensor infos, aligned data.
"""

from __future__ import annotations

import mmap
import struct
from dataclasses import dataclass
from pathlib import Path

from app.core.importers.errors import ModelImportError
from app.core.importers.limits import (
    GGUF_HEADER_BYTES,
    GGUF_MAGIC,
    GGUF_SUPPORTED_VERSIONS,
    MAX_GGUF_ARRAY_LEN,
    MAX_GGUF_KV_COUNT,
    MAX_GGUF_NAME_BYTES,
    MAX_GGUF_STRING_BYTES,
    MAX_GGUF_TENSOR_COUNT,
    MAX_GGUF_TOTAL_ARRAY_ELEMENTS,
    MAX_TENSOR_DIMS,
)

# GGUF value types (gguf.GGUFValueType) → size in bytes; 8 = string, 9 = array.
_SCALAR_BYTES = {0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8}
_STRING, _ARRAY, _UINT32 = 8, 9, 4
_DEFAULT_ALIGNMENT = 32  # GGUF_DEFAULT_ALIGNMENT


@dataclass
class GgufLayout:
    version: int
    tensor_count: int
    kv_count: int
    data_offset: int
    size_bytes: int


class _Cursor:
    def __init__(self, buf: mmap.mmap, size: int, order: str, path: Path) -> None:
        self.buf, self.size, self.order, self.path, self.offs = buf, size, order, path, 0
        self.array_elements = 0

    def fail(self, code: str, **params: object) -> ModelImportError:
        return ModelImportError(code, {"path": self.path, "offset": self.offs, **params})

    def need(self, n_bytes: int) -> None:
        if n_bytes < 0 or self.offs + n_bytes > self.size:
            raise self.fail("truncated_gguf", size_bytes=self.size)

    def unpack(self, fmt: str) -> int:
        width = struct.calcsize(fmt)
        self.need(width)
        (value,) = struct.unpack_from(self.order + fmt, self.buf, self.offs)
        self.offs += width
        return int(value)

    def string(self, limit: int) -> bytes:
        length = self.unpack("Q")
        if length > limit:
            raise self.fail("corrupt_gguf", reason="string_too_long", length=length, limit=limit)
        self.need(length)
        start = self.offs
        self.offs += length
        return bytes(self.buf[start:self.offs]) if length <= MAX_GGUF_NAME_BYTES else b""

    def skip_value(self, vtype: int, depth: int = 0) -> None:
        if vtype in _SCALAR_BYTES:
            self.need(_SCALAR_BYTES[vtype])
            self.offs += _SCALAR_BYTES[vtype]
        elif vtype == _STRING:
            self.string(MAX_GGUF_STRING_BYTES)
        elif vtype == _ARRAY and depth < 2:  # arrays of arrays exist; deeper nesting does not
            item_type = self.unpack("I")
            count = self.unpack("Q")
            self.array_elements += count
            if count > MAX_GGUF_ARRAY_LEN or self.array_elements > MAX_GGUF_TOTAL_ARRAY_ELEMENTS:
                raise self.fail("corrupt_gguf", reason="array_too_long", length=count,
                                limit=MAX_GGUF_ARRAY_LEN)
            if item_type in _SCALAR_BYTES:
                self.need(count * _SCALAR_BYTES[item_type])
                self.offs += count * _SCALAR_BYTES[item_type]
            else:
                for _ in range(count):
                    self.skip_value(item_type, depth + 1)
        else:
            raise self.fail("corrupt_gguf", reason="unknown_value_type", value_type=vtype)


def scan(path: Path) -> GgufLayout:
    """Check a GGUF file's structure within the limits; raises ModelImportError naming the problem."""
    try:
        with path.open("rb") as handle:
            size = path.stat().st_size
            if size < GGUF_HEADER_BYTES:
                raise ModelImportError("truncated_gguf", {"path": path, "size_bytes": size})
            with mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as buf:
                return _walk(buf, size, path)
    except OSError as exc:
        raise ModelImportError("unreadable_file", {"path": path, "reason": exc.strerror or exc}) from None


def _walk(buf: mmap.mmap, size: int, path: Path) -> GgufLayout:
    from gguf.constants import GGML_QUANT_SIZES, GGMLQuantizationType

    if buf[:4] != GGUF_MAGIC:
        raise ModelImportError("not_gguf", {"path": path})
    order = "<"
    (version,) = struct.unpack_from("<I", buf, 4)
    if version & 0xFFFF == 0:  # written on a big-endian host (gguf.GGUFReader's test)
        order = ">"
        (version,) = struct.unpack_from(">I", buf, 4)
    if version not in GGUF_SUPPORTED_VERSIONS:
        raise ModelImportError("unsupported_gguf_version", {"path": path, "version": version})
    cur = _Cursor(buf, size, order, path)
    cur.offs = 8
    tensor_count, kv_count = cur.unpack("Q"), cur.unpack("Q")
    if kv_count > MAX_GGUF_KV_COUNT or tensor_count > MAX_GGUF_TENSOR_COUNT:
        raise cur.fail("corrupt_gguf", reason="implausible_counts", kv_count=kv_count,
                       tensor_count=tensor_count)
    alignment = _DEFAULT_ALIGNMENT
    for _ in range(kv_count):
        key = cur.string(MAX_GGUF_NAME_BYTES)
        vtype = cur.unpack("I")
        if key == b"general.alignment" and vtype == _UINT32:
            alignment = cur.unpack("I")
            if alignment == 0 or alignment & (alignment - 1):
                raise cur.fail("corrupt_gguf", reason="bad_alignment", alignment=alignment)
        else:
            cur.skip_value(vtype)
    data_end = 0
    for _ in range(tensor_count):
        cur.string(MAX_GGUF_NAME_BYTES)
        n_dims = cur.unpack("I")
        if n_dims > MAX_TENSOR_DIMS:
            raise cur.fail("corrupt_gguf", reason="too_many_dims", dims=n_dims)
        dims = [cur.unpack("Q") for _ in range(n_dims)]
        raw_type, offset = cur.unpack("I"), cur.unpack("Q")
        try:
            block, type_bytes = GGML_QUANT_SIZES[GGMLQuantizationType(raw_type)]
        except (ValueError, KeyError):
            raise cur.fail("corrupt_gguf", reason="unknown_tensor_type", tensor_type=raw_type) from None
        elements = 1
        for dim in dims:
            elements *= dim
        if elements % block or (dims and dims[0] % block):
            raise cur.fail("corrupt_gguf", reason="shape_not_block_multiple", tensor_type=raw_type)
        data_end = max(data_end, offset + elements // block * type_bytes)
    data_offset = -(-cur.offs // alignment) * alignment
    if data_end and data_offset + data_end > size:  # no tensors: the file may end before the padding
        raise ModelImportError("truncated_gguf", {"path": path, "size_bytes": size,
                                                  "needed_bytes": data_offset + data_end})
    return GgufLayout(version=version, tensor_count=tensor_count, kv_count=kv_count, data_offset=data_offset,
                      size_bytes=size)
