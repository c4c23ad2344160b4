"""A bounded reader for GGUF metadata and tensor tables (GGUF spec, ggml/docs/gguf.md).

Why not `gguf.GGUFReader` for this step: it builds numpy views for every array element in Python —
measured 70-110 s on a 262k-token vocabulary with 500k merges — and trusts claimed counts (an array
claiming 2^62 scalars past the end of the file makes it loop on empty reads). This reader checks
every count and length against the limits in limits.py and the file size, skips large arrays in one
step (string arrays with a tight length-hopping loop), keeps only what the importer needs, and checks
that all tensor data lies inside the file. Tensor types and their sizes come from the gguf library
(`GGMLQuantizationType`, `GGML_QUANT_SIZES`); tests check it agrees with gguf.GGUFReader.
"""

from __future__ import annotations

import mmap
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.model.importers.errors import ModelImportError
from app.core.model.importers.limits import (
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

# GGUF value types (gguf.GGUFValueType) → struct format; 8 = string, 9 = array.
_SCALAR_FORMATS = {0: "B", 1: "b", 2: "H", 3: "h", 4: "I", 5: "i", 6: "f", 7: "?", 10: "Q", 11: "q", 12: "d"}
_STRING, _ARRAY = 8, 9
_DEFAULT_ALIGNMENT = 32  # GGUF_DEFAULT_ALIGNMENT
# Values kept for the importer: numeric arrays up to this length (per-layer head counts, window
# patterns); longer arrays and all string arrays (vocabularies, merges) are kept as their length only.
MAX_KEPT_ARRAY = 65_536
# Strings kept for the importer (names, architectures); longer ones (chat templates) are skipped.
MAX_KEPT_STRING_BYTES = 4096


@dataclass(frozen=True)
class ArrayLength:
    """An array whose elements were skipped: its length only (e.g. tokenizer.ggml.tokens)."""

    length: int


@dataclass(frozen=True)
class TensorInfo:
    name: str
    dims: tuple[int, ...]  # GGUF order: dims[0] is the contiguous (row) dimension
    type_name: str  # gguf.GGMLQuantizationType name: F16, Q4_K, ...
    n_elements: int
    n_bytes: int
    offset: int  # from the start of the data section


@dataclass
class GgufContents:
    version: int
    fields: dict[str, Any] = field(default_factory=dict)
    tensors: list[TensorInfo] = field(default_factory=list)
    data_offset: int = 0


class _Cursor:
    def __init__(self, buf: mmap.mmap, size: int, order: str, path: Path) -> None:
        self.buf, self.size, self.order, self.path, self.offs = buf, size, order, path, 0
        self.array_elements = 0

    def fail(self, code: str, **params: object) -> ModelImportError:
        return ModelImportError(code, {"path": self.path, "offset": self.offs, **params})

    def need(self, n_bytes: int) -> None:
        if self.offs + n_bytes > self.size:
            raise self.fail("truncated_gguf", size_bytes=self.size)

    def unpack(self, fmt: str) -> Any:
        width = struct.calcsize(fmt)
        self.need(width)
        value = struct.unpack_from(self.order + fmt, self.buf, self.offs)[0]
        self.offs += width
        return value

    def string(self, limit: int, keep: int) -> str | None:
        length = int(self.unpack("Q"))
        if length > limit:
            raise self.fail("corrupt_gguf", reason="string_too_long", length=length, limit=limit)
        self.need(length)
        start, self.offs = self.offs, self.offs + length
        if length > keep:
            return None
        return bytes(self.buf[start:self.offs]).decode("utf-8", errors="replace")

    def count_elements(self, count: int) -> None:
        self.array_elements += count
        if count > MAX_GGUF_ARRAY_LEN or self.array_elements > MAX_GGUF_TOTAL_ARRAY_ELEMENTS:
            raise self.fail("corrupt_gguf", reason="array_too_long", length=count, limit=MAX_GGUF_ARRAY_LEN)

    def skip_strings(self, count: int) -> None:
        """Hop over `count` strings: the hot loop for vocabularies, kept to a few operations each."""
        buf, size, fmt, offs = self.buf, self.size, self.order + "Q", self.offs
        for _ in range(count):
            if offs + 8 > size:
                self.offs = offs
                raise self.fail("truncated_gguf", size_bytes=size)
            length = struct.unpack_from(fmt, buf, offs)[0]
            if length > MAX_GGUF_STRING_BYTES:
                self.offs = offs
                raise self.fail("corrupt_gguf", reason="string_too_long", length=length)
            offs += 8 + length
        self.offs = offs
        self.need(0)

    def value(self, vtype: int, depth: int = 0) -> Any:
        if vtype in _SCALAR_FORMATS:
            return self.unpack(_SCALAR_FORMATS[vtype])
        if vtype == _STRING:
            return self.string(MAX_GGUF_STRING_BYTES, MAX_KEPT_STRING_BYTES)
        if vtype == _ARRAY and depth < 2:  # arrays of arrays exist; deeper nesting does not
            item_type, count = int(self.unpack("I")), int(self.unpack("Q"))
            self.count_elements(count)
            if item_type in _SCALAR_FORMATS:
                width = struct.calcsize(_SCALAR_FORMATS[item_type])
                self.need(count * width)
                start, self.offs = self.offs, self.offs + count * width
                if count > MAX_KEPT_ARRAY:
                    return ArrayLength(count)
                return list(struct.unpack_from(f"{self.order}{count}{_SCALAR_FORMATS[item_type]}", self.buf, start))
            if item_type == _STRING:
                self.skip_strings(count)
                return ArrayLength(count)
            for _ in range(count):
                self.value(item_type, depth + 1)
            return ArrayLength(count)
        raise self.fail("corrupt_gguf", reason="unknown_value_type", value_type=vtype)


def read_gguf(path: Path) -> GgufContents:
    """Metadata and tensor table of a GGUF file; raises ModelImportError naming any problem."""
    try:
        with path.open("rb") as handle:
            size = path.stat().st_size
            if size < GGUF_HEADER_BYTES:
                raise ModelImportError("truncated_gguf", {"path": path, "size_bytes": size})
            with mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as buf:
                return _walk(buf, size, path)
    except OSError as exc:
        raise ModelImportError("unreadable_file", {"path": path, "reason": exc.strerror or exc}) from None


def _walk(buf: mmap.mmap, size: int, path: Path) -> GgufContents:
    if buf[:4] != GGUF_MAGIC:
        raise ModelImportError("not_gguf", {"path": path})
    order = "<"
    version = struct.unpack_from("<I", buf, 4)[0]
    if version & 0xFFFF == 0:  # written on a big-endian host (gguf.GGUFReader's test)
        order = ">"
        version = struct.unpack_from(">I", buf, 4)[0]
    if version not in GGUF_SUPPORTED_VERSIONS:
        raise ModelImportError("unsupported_gguf_version", {"path": path, "version": version})
    cur = _Cursor(buf, size, order, path)
    cur.offs = 8
    tensor_count, kv_count = int(cur.unpack("Q")), int(cur.unpack("Q"))
    if kv_count > MAX_GGUF_KV_COUNT or tensor_count > MAX_GGUF_TENSOR_COUNT:
        raise cur.fail("corrupt_gguf", reason="implausible_counts", kv_count=kv_count,
                       tensor_count=tensor_count)
    contents = GgufContents(version=version)
    for _ in range(kv_count):
        key = cur.string(MAX_GGUF_NAME_BYTES, MAX_GGUF_NAME_BYTES)
        assert key is not None
        if key in contents.fields:
            raise cur.fail("corrupt_gguf", reason="duplicate_key", key=key[:80])
        contents.fields[key] = cur.value(int(cur.unpack("I")))
    alignment = contents.fields.get("general.alignment", _DEFAULT_ALIGNMENT)
    if not isinstance(alignment, int) or alignment <= 0 or alignment & (alignment - 1):
        raise cur.fail("corrupt_gguf", reason="bad_alignment", alignment=alignment)
    data_end = _tensor_table(cur, tensor_count, contents)
    contents.data_offset = -(-cur.offs // alignment) * alignment
    if data_end and contents.data_offset + data_end > size:  # no tensors: the file may end before the padding
        raise ModelImportError("truncated_gguf", {"path": path, "size_bytes": size,
                                                  "needed_bytes": contents.data_offset + data_end})
    return contents


def _tensor_table(cur: _Cursor, count: int, contents: GgufContents) -> int:
    """Read the tensor infos; returns where the last tensor's data ends (relative to the data section)."""
    from gguf.constants import GGML_QUANT_SIZES, GGMLQuantizationType

    names: set[str] = set()
    data_end = 0
    for _ in range(count):
        name = cur.string(MAX_GGUF_NAME_BYTES, MAX_GGUF_NAME_BYTES)
        assert name is not None
        n_dims = int(cur.unpack("I"))
        if n_dims > MAX_TENSOR_DIMS:
            raise cur.fail("corrupt_gguf", reason="too_many_dims", dims=n_dims)
        dims = tuple(int(cur.unpack("Q")) for _ in range(n_dims))
        raw_type, offset = int(cur.unpack("I")), int(cur.unpack("Q"))
        try:
            qtype = GGMLQuantizationType(raw_type)
            block, type_bytes = GGML_QUANT_SIZES[qtype]
        except (ValueError, KeyError):
            raise cur.fail("corrupt_gguf", reason="unknown_tensor_type", tensor_type=raw_type) from None
        elements = 1
        for dim in dims:
            elements *= dim
        if elements % block or (dims and dims[0] % block):
            raise cur.fail("corrupt_gguf", reason="shape_not_block_multiple", tensor=name[:80])
        if name in names:
            raise cur.fail("corrupt_gguf", reason="duplicate_tensor", tensor=name[:80])
        names.add(name)
        n_bytes = elements // block * type_bytes
        contents.tensors.append(TensorInfo(name=name, dims=dims, type_name=qtype.name, n_elements=elements,
                                           n_bytes=n_bytes, offset=offset))
        data_end = max(data_end, offset + n_bytes)
    return data_end
