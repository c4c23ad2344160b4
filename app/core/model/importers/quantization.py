"""Map a checkpoint's `quantization_config` / `dtype` and GGUF tensor types to the engine's precision ids.

Precision ids: `bf16`, `fp16`, `fp32`, `fp8`, `fp8-block`, `int8`, `awq`, `gptq`, `gptq-int8`, `nf4`,
`nf4-dq`, `mxfp4`, and GGUF recipe names (`q4_k_m`, `q8_0`, ...).
"""

from __future__ import annotations

from collections.abc import Mapping

from app.core.model.importers.errors import ImportWarning, warning

# HF `dtype` / `torch_dtype` strings (torch dtype names without the "torch." prefix).
TORCH_DTYPES: dict[str, str] = {
    "bfloat16": "bf16", "float16": "fp16", "half": "fp16", "float32": "fp32", "float": "fp32",
    "float8_e4m3fn": "fp8",
}

# safetensors dtype tags (safetensors format spec) → precision id; integer tags are packing, not a precision.
SAFETENSORS_DTYPES: dict[str, str] = {
    "BF16": "bf16", "F16": "fp16", "F32": "fp32", "F64": "fp32",
    "F8_E4M3": "fp8", "F8_E5M2": "fp8", "I8": "int8",
}

# Bytes per element of each safetensors dtype tag (safetensors format spec; 4-bit tags pack two per byte).
SAFETENSORS_DTYPE_BYTES: dict[str, float] = {
    "BOOL": 1, "U8": 1, "I8": 1, "F8_E4M3": 1, "F8_E5M2": 1, "F8_E8M0": 1, "E8M0": 1,
    "I16": 2, "U16": 2, "F16": 2, "BF16": 2, "I32": 4, "U32": 4, "F32": 4,
    "I64": 8, "U64": 8, "F64": 8, "F4": 0.5, "F6_E2M3": 0.75, "F6_E3M2": 0.75,
}


def dtype_precision(value: object) -> str | None:
    if not isinstance(value, str):
        return None
    return TORCH_DTYPES.get(value.removeprefix("torch."))


def _compressed_tensors(config: Mapping[str, object]) -> tuple[str | None, int | None]:
    """(precision, weight bits) of the first weight scheme in a compressed-tensors `config_groups`."""
    groups = config.get("config_groups")
    if not isinstance(groups, Mapping):
        return None, None
    for group in groups.values():
        weights = group.get("weights") if isinstance(group, Mapping) else None
        if not isinstance(weights, Mapping):
            continue
        bits = weights.get("num_bits")
        kind = weights.get("type")
        strategy = weights.get("strategy")
        if not isinstance(bits, int) or isinstance(bits, bool):
            return None, None
        if kind == "float" and bits == 8:
            return ("fp8-block" if strategy == "block" else "fp8"), 8
        if kind == "float" and bits == 4:
            return None, 4  # NVFP4 / MXFP4 schemes: named by `format`, handled by the caller
        if kind == "int" and bits == 4:
            return "gptq", 4  # W4A16 integer groups: the same storage as GPTQ int4
        if kind == "int" and bits == 8:
            return "int8", 8
        return None, bits
    return None, None


def quantization_precision(config: object) -> tuple[str | None, int | None, list[ImportWarning]]:  # noqa: C901 - one branch per quantization method HF names (engine file, split when it is next changed)
    """(precision id, packed weight bits, warnings) for an HF `quantization_config`.

    The bits tell the safetensors reader how many weights one packed integer holds.
    """
    if not isinstance(config, Mapping):
        return None, None, [warning("bad_quantization_config")]
    method = config.get("quant_method")
    method = method.lower() if isinstance(method, str) else ""
    bits = config.get("bits")
    bits = bits if isinstance(bits, int) and not isinstance(bits, bool) else None
    if method == "awq":
        return "awq", bits or 4, []
    if method == "gptq":
        if bits == 8:
            return "gptq-int8", 8, []
        if bits in (None, 4):
            return "gptq", 4, []
        return "gptq", bits, [warning("unusual_quantization_bits", method=method, bits=bits)]
    if method == "bitsandbytes":
        if config.get("load_in_8bit") is True:
            return "int8", 8, []
        if config.get("load_in_4bit") is True:
            double = config.get("bnb_4bit_use_double_quant") is True
            kind = config.get("bnb_4bit_quant_type")
            notes = [] if kind in (None, "nf4") else [warning("fp4_as_nf4", quant_type=kind)]
            return ("nf4-dq" if double else "nf4"), 4, notes
        return None, None, [warning("unknown_quantization", method=method)]
    if method in ("fp8", "fbgemm_fp8"):
        return ("fp8-block" if config.get("weight_block_size") else "fp8"), 8, []
    if method == "mxfp4":
        return "mxfp4", 4, []
    if method == "compressed-tensors":
        precision, packed_bits = _compressed_tensors(config)
        fmt = config.get("format")
        if precision is None and isinstance(fmt, str) and fmt.startswith("mxfp4"):
            precision = "mxfp4"
        if precision is None:
            return None, packed_bits, [warning("unknown_quantization", method=method, format=fmt)]
        return precision, packed_bits, []
    if method == "modelopt":
        algo = config.get("quant_algo")
        if algo == "FP8":
            return "fp8", 8, []
        return None, None, [warning("unknown_quantization", method=method, format=algo)]
    return None, None, [warning("unknown_quantization", method=method or "?")]


# GGUF general.file_type (llama.cpp `llama_ftype`, gguf.LlamaFileType) → precision id.
def gguf_file_type_precision(name: str) -> str:
    """`MOSTLY_Q4_K_M` → `q4_k_m`; `ALL_F32` → `fp32`; `MOSTLY_MXFP4_MOE` → `mxfp4`."""
    short = name.removeprefix("MOSTLY_").removeprefix("ALL_").lower()
    return {"f32": "fp32", "f16": "fp16", "bf16": "bf16", "mxfp4_moe": "mxfp4"}.get(short, short)


def gguf_tensor_type_precision(name: str) -> str:
    """A ggml tensor type name (`Q8_0`, `F16`, `MXFP4`) → precision id."""
    short = name.lower()
    return {"f32": "fp32", "f16": "fp16", "bf16": "bf16", "f64": "fp32"}.get(short, short)
