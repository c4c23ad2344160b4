"""The public GPU-memory formulas Headroom is held against, re-implemented from their own code or text.

Each formula returns its figure per budget component (the keys of app.core.memory.types.Component),
or nothing for what it does not model; `estimate()` maps them onto a case's measured quantity with the
same component map as the engine view, so every formula is scored on exactly what it claims to size.

* gpu_poor (github:RahulSChand/gpu_poor@ad2fc0e src/App.js): `getAllComputedData` - model size
  `computeModelSize` (vocab·h·2 + L·4h² + L·3·I·h) at 2 bytes (÷2 for bnb int8, ÷4 for bnb 4-bit, +6 %),
  `computeModelSizeGGML` for GGUF types; KV `2·ctx·2·2·h·L` bytes per sequence (4·ctx·h·L for ggml);
  inference activations `ctx·h·5·2 + ctx²·heads·2`; overhead 650 MiB (+0.1·ctx MiB for ggml); training
  `getActivationMemory` (× 0.15 with gradient checkpointing) and `getGradOptMemory`.
* llm-analysis (github:cli99/llm-analysis@d841e40 llm_analysis/analysis.py): weights per layer
  (`get_num_params_per_layer_*`, embedding counted once, ÷ tp), KV `get_memory_kv_cache_per_layer`,
  prefill activations `max(get_activation_memory_per_layer, get_activation_memory_output_embedding)`;
  training: weights + optimizer states (12 B) + fp32 gradients (4 B), ZeRO sharding, activations per
  layer (full recomputation with checkpointing) + embeddings + loss backward.
* weights + KV + flat overhead ("total_vram ≈ weights + kv_cache + overhead", e.g.
  https://www.fitmygpu.com/blog/how-inference-vram-is-calculated): parameters × nominal bytes, the
  standard KV formula, and 1 GiB of scratch/overhead.
* parameters × bytes × 1.2 (M = P·4B / (32/Q) · 1.2, "Calculating GPU memory for serving LLMs",
  substratus.ai blog, 2023): one figure for the whole inference job.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.core.model import arithmetic as arch_math
from app.core.model.arch import ModelArch
from app.core.workload.resolve import Resolved

MIB = 2**20
GIB = 2**30
GPU_POOR_OVERHEAD_MIB = 650  # getAllComputedData: `let overHead = 650`
FLAT_OVERHEAD_BYTES = GIB
X12_FACTOR = 1.2

# Component keys a formula may fill; "total" is a whole-job figure with no breakdown.
Parts = dict[str, float]

# gpu_poor computeModelSizeGGML: bytes per block of 32 (QK*_0/1) or 64 (K-quant pairs) weights.
_GGML_32 = {"q4_0": 18.0, "q4_1": 20.0, "q5_0": 22.0, "q5_1": 24.0, "q8_0": 34.0}
_GGML_64 = {"q6_k": (54.0, 54.0), "q5_k_m": (54.0, 46.0), "q5_k_s": (46.0, 46.0), "q4_k_m": (54.0, 38.0),
            "q4_k_s": (46.0, 38.0), "iq4_xs": (46.0, 38.0), "iq4_nl": (46.0, 38.0), "q3_k_l": (38.0, 26.0),
            "q3_k_m": (46.0, 26.0), "q3_k_s": (26.0, 26.0), "iq3_m": (46.0, 26.0), "iq3_s": (26.0, 26.0),
            "iq3_xs": (26.0, 26.0), "iq3_xxs": (26.0, 26.0), "q2_k": (26.0, 22.0), "q2_k_s": (26.0, 22.0),
            "iq2_m": (26.0, 22.0), "iq2_s": (26.0, 22.0), "iq2_xs": (26.0, 22.0), "iq2_xxs": (26.0, 22.0),
            "iq1_m": (26.0, 22.0), "iq1_s": (26.0, 22.0)}


@dataclass(frozen=True)
class Inputs:
    """What a user of the public calculators would type: the config's dimensions and the workload."""

    arch: ModelArch
    params: int
    weights_id: str
    weight_bits: float  # nominal bits of the format (16, 8, 4, ...)
    kv_bytes: float
    ecosystem: str
    mode: str
    context: int  # tokens per sequence
    batch: int  # sequences (inference) or micro-batch (training)
    tp: int
    dp: int
    zero: int
    checkpointing: bool
    optimizer: str

    @property
    def h(self) -> int:
        return self.arch.hidden_size or 4096

    @property
    def layers(self) -> int:
        return self.arch.layers or 32

    @property
    def heads(self) -> int:
        return self.arch.heads or 32

    @property
    def kv_heads(self) -> int:
        return self.arch.kv_heads or self.heads

    @property
    def vocab(self) -> int:
        return self.arch.vocab_size or 32000

    @property
    def inter(self) -> int:
        """The config's `intermediate_size` (what both calculators read; MoE expert width when only that exists)."""
        return self.arch.intermediate_size or self.arch.moe_intermediate_size or 4 * self.h


def inputs_from(r: Resolved, gpus: int, tp: int, dp: int, zero: int) -> Inputs:
    w = r.workload
    params = arch_math.total_params(r.model.arch) or 0
    return Inputs(arch=r.model.arch, params=params, weights_id=r.weights.id, weight_bits=r.weights.nominal_bits,
                  kv_bytes=(r.kv.kv_bits or 16) / 8, ecosystem=r.weights.ecosystem, mode=w.mode,
                  context=w.tokens_per_sequence, batch=w.sequences, tp=tp, dp=dp, zero=zero,
                  checkpointing=w.training.gradient_checkpointing, optimizer=w.training.optimizer)


# --- gpu_poor ------------------------------------------------------------------------------------

def _gp_model_params(x: Inputs) -> float:
    return x.vocab * x.h * 2 + x.layers * 4 * x.h * x.h + x.layers * 3 * x.inter * x.h


def _gp_quant(x: Inputs) -> str:
    if x.mode == "qlora":
        return "qlora"
    if x.weight_bits <= 4.5 and x.ecosystem != "gguf":
        return "bnb_q4"
    if x.weight_bits <= 8.5 and x.ecosystem != "gguf" and x.weight_bits < 16:
        return "bnb_int8"
    return "no_quant"


def _gp_model_bytes(x: Inputs, quant: str) -> float:
    """convertToMBModelSize (fp16 weights, bnb ÷2 / ÷4 with 6 % extra; QLoRA ÷4 minus a 64-block term)."""
    params = _gp_model_params(x)
    size = params * 2.0
    extra = 0.06 * size if quant in ("bnb_int8", "bnb_q4", "qlora") else 0.0
    if quant == "bnb_int8":
        size /= 2
    elif quant == "bnb_q4":
        size /= 4
    elif quant == "qlora":
        size = size / 4 - params * 2 / 64
    return size + extra


def _gp_ggml_bytes(x: Inputs) -> float | None:
    """computeModelSizeGGML: per-type block bytes; 'v' and 'down' matrices take the higher K-quant."""
    params = _gp_model_params(x)
    fmt = x.weights_id
    if fmt in _GGML_32:
        return _GGML_32[fmt] * params / 32
    if fmt in _GGML_64:
        high, low = _GGML_64[fmt]
        if fmt.startswith(("q2", "iq2", "iq1")):
            other = params - (x.h * x.h * x.layers * 2 + 2 * x.vocab * x.h)
            return ((params - other) * low + other * high) / 64
        v_down = x.layers * x.h * x.h + x.layers * x.h * x.inter
        return ((params - v_down) * low + v_down * high) / 64
    return None


def gpu_poor(x: Inputs) -> Parts:
    h, layers, ctx, batch = x.h, x.layers, x.context, x.batch
    if x.mode == "inference":
        ggml = _gp_ggml_bytes(x) if x.ecosystem == "gguf" else None
        overhead = GPU_POOR_OVERHEAD_MIB * MIB
        if ggml is not None:
            weights = ggml
            kv = batch * 1 * ctx * 2 * 2 * h * layers
            overhead += 0.1 * ctx * MIB
        else:
            weights = _gp_model_bytes(x, _gp_quant(x))
            kv = batch * 2 * ctx * 2 * 2 * h * layers
        act = batch * (ctx * h * 5 * 2 + ctx * ctx * x.heads * 2)
        return {"weights": weights, "kv_cache": kv, "activations": act, "runtime_overhead": overhead}
    quant = _gp_quant(x)
    weights = _gp_model_bytes(x, quant)
    inter, fb = x.inter, 2.0
    attn = (ctx * h * 3 * fb + ctx * h * 2 * fb + ctx * ctx * x.heads * fb + ctx * ctx * x.heads * 4
            + ctx * ctx * x.heads * fb + 3 * ctx * h * fb)
    ffn = 2 * h * ctx * fb + fb * 5 * ctx * inter + inter * ctx * fb
    norm = ctx * 4 * 2 + ctx * h * fb * 6
    act = (attn + ffn + norm) * layers * batch * (0.15 if x.checkpointing else 1.0)
    adam = x.optimizer != "sgd"
    common = (10 * h + 5 * h + 4 * inter + 2 * inter) * layers
    ratio = ctx / 50
    extra_base = common * 50 * (ratio ** 0.5 if ratio > 1 else 1.0)
    if x.mode == "qlora":
        grad_opt = layers * 8 * h * 0.5 * 4 * (3 if adam else 1) + 0.75 * extra_base * batch
    elif x.mode == "lora":
        grad_opt = layers * 8 * h * 2 * 4 * (3 if adam else 2) * (2 if adam else 1)
    else:
        grad_opt = _gp_model_params(x) * (3 if adam else 1) * fb
    return {"weights": weights, "activations": act, "optimizer_states": grad_opt,
            "runtime_overhead": GPU_POOR_OVERHEAD_MIB * MIB}


# --- llm-analysis --------------------------------------------------------------------------------

def _la_attn_params(x: Inputs) -> float:
    kv_per_gpu = max(x.kv_heads / x.tp, 1)
    kv_heads = kv_per_gpu * x.tp
    return 2 * x.h**2 + 2 * x.h * (x.h * kv_heads / x.heads)


def _la_mlp_params(x: Inputs) -> float:
    gated = 3 if x.arch.gated_mlp else 2
    experts = x.arch.experts or 1
    width = x.arch.moe_intermediate_size if x.arch.is_moe and x.arch.moe_intermediate_size else x.inter
    return gated * x.h * width * experts


def _la_weight_bits(x: Inputs) -> float:
    return 4.0 if x.weight_bits <= 4.5 else (8.0 if x.weight_bits <= 8.5 else 16.0)


def llm_analysis(x: Inputs) -> Parts:
    h, layers, tp = x.h, x.layers, x.tp
    wbytes = _la_weight_bits(x) / 8
    router = h * (x.arch.experts or 1) if x.arch.is_moe else 0
    sharded = x.dp if (x.mode != "inference" and x.zero >= 3) else 1
    per_layer = ((_la_attn_params(x) + _la_mlp_params(x) + router) * wbytes / tp + 2 * h * wbytes) / sharded
    embedding = x.vocab * h / tp * 2 / sharded  # embedding_bits = 16, shared embedding counted once
    weights = layers * per_layer + embedding + h * wbytes / tp / sharded
    seq, batch = x.context, x.batch
    topk = x.arch.experts_per_token or 1
    ratio = (x.arch.moe_intermediate_size or x.inter) / h if x.arch.is_moe else x.inter / h
    if x.mode == "inference":
        kv = 2 * batch * seq * (h / x.heads) * max(x.kv_heads / tp, 1) * x.kv_bytes * layers
        attn = max(3 * 2 * seq * batch * h / tp, (2 * seq * batch * h + 4 * x.heads * seq * batch) * 2 / tp)
        mlp = max(2, 2 * ratio) * seq * batch * h * topk / tp
        norm = seq * batch * h * 2
        act = max(attn, mlp, norm, x.vocab * batch * seq * 2 / tp)
        return {"weights": weights, "kv_cache": kv, "activations": act}
    if x.mode != "full_finetune":
        return {}
    params = layers * (_la_attn_params(x) + _la_mlp_params(x) + router + 2 * h) + x.vocab * h + h
    opt = params * 12 / (x.dp if x.zero >= 1 else 1)
    grads = params * 4 / (x.dp if x.zero >= 2 else 1)
    if x.checkpointing:
        act_layer = seq * batch * h * 2 / tp
    else:
        attn = (seq * batch * h + 4 * seq * batch * h / tp) * 2 + (2 * seq * batch * h + 4 * x.heads * seq * batch) * 2 / tp
        attn += seq * batch * h  # attention dropout mask
        mlp = seq * batch * h * 2 + (2 + 2) * ratio * seq * batch * h * topk / tp
        act_layer = attn + mlp + 2 * seq * batch * h * 4
    act = layers * act_layer + seq * batch * h * 2 / tp + x.vocab * batch * seq * 2 / tp + seq * batch * h * 4
    loss = x.vocab * batch * seq * 2 / tp
    return {"weights": weights, "optimizer_states": opt, "gradients": grads, "activations": act + loss}


# --- weights + KV + flat overhead; parameters × bytes × 1.2 --------------------------------------

def _kv_standard(x: Inputs) -> float:
    head_dim = arch_math.head_dim(x.arch) or x.h // x.heads
    return 2 * x.layers * x.kv_heads * head_dim * x.kv_bytes * x.context * x.batch / x.tp


def flat_overhead(x: Inputs) -> Parts:
    if x.mode != "inference":
        return {}
    weights = x.params * x.weight_bits / 8 / x.tp
    return {"weights": weights, "kv_cache": _kv_standard(x), "activations": FLAT_OVERHEAD_BYTES}


def params_x_bytes(x: Inputs) -> Parts:
    if x.mode != "inference":
        return {}
    return {"total": x.params * x.weight_bits / 8 * X12_FACTOR / x.tp}


FORMULAS: dict[str, Callable[[Inputs], Parts]] = {
    "gpu_poor": gpu_poor,
    "llm-analysis": llm_analysis,
    "weights+KV+1GiB": flat_overhead,
    "params×bytes×1.2": params_x_bytes,
}


def per_token_kv(formula: str, x: Inputs) -> float | None:
    """KV bytes one token of one sequence adds, as the formula counts it (for vLLM pool cases)."""
    one = Inputs(**{**x.__dict__, "context": 1, "batch": 1})
    return FORMULAS[formula](one).get("kv_cache")


def estimate(formula: str, x: Inputs, keys: tuple[str, ...], whole_job: bool) -> float | None:
    """The formula's figure for a measured quantity made of `keys`, or None when it does not model it."""
    parts = FORMULAS[formula](x)
    if not parts:
        return None
    if "total" in parts:
        return parts["total"] if whole_job else None
    if whole_job:
        return sum(v for k, v in parts.items() if k in keys) or None
    missing = [k for k in keys if k not in parts and k not in ("quantization_metadata",)]
    needed = [k for k in keys if k in parts]
    if not needed or (missing and len(keys) == 1):
        return None
    return sum(parts[k] for k in needed)
