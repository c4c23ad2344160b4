"""Speculative decoding: how many tokens one step yields, and what the draft is made of.

A draft proposes k tokens; the model checks them (and computes one more) in one forward pass; each proposed
token is accepted with probability a, independently, and the first rejection ends the run. The tokens one step
yields are then, in expectation (Leviathan, Kalman & Matias 2023, "Fast Inference from Transformers via
Speculative Decoding", eq. 1):

    E = (1 − a^(k+1)) ÷ (1 − a)

and the step costs one verification pass over k + 1 tokens per sequence plus k draft passes. For one user the
pass is bound by reading the weights, so verifying 4 tokens costs about what decoding 1 does and the speed-up is
near E ÷ (1 + k·c), c the draft's cost per pass relative to the model's (the paper's eq. 4); as the batch grows
the verification turns compute-bound, k + 1 tokens per sequence cost k + 1 times the arithmetic, and the gain
shrinks (speed/decode.py works this out step by step).
"""

from __future__ import annotations

from app.core.model import arithmetic as arch_math
from app.core.model.arch import ModelArch

# Typical per-token acceptance when the workload gives none (measure it in the pilot: the kit's script reads the
# runtime's spec-decode counters).
#  draft_model: a small model of the same family (Llama-3.2-1B for Llama-3.1-8B) - Leviathan et al. 2023 report
#    α 0.5-0.9 for small-to-large pairs of one family (Table 3); 0.7 is the middle of that span.
#  eagle: EAGLE heads (Li et al. 2024, EAGLE-2/3) accept about 0.7-0.8 per drafted token on chat benchmarks
#    (MT-bench); 0.75.
#  mtp: DeepSeek-V3's one MTP module is accepted 85-90 % of the time (DeepSeek-V3 technical report §5.4.3); 0.85.
DEFAULT_ACCEPTANCE: dict[str, float] = {"draft_model": 0.7, "eagle": 0.75, "mtp": 0.85}
# An MTP module (DeepSeek-V3 §2.2, Qwen3-Next mtp.*): one decoder layer, the projection of [embedding; hidden] (2h × h)
# and its norms (enorm, hnorm, the layer's two norms and a final norm); embeddings and head are the model's own.
MTP_PROJECTION_INPUTS = 2
MTP_NORMS = 5


def expected_tokens(acceptance: float, k: int) -> float:
    """Tokens one speculative step yields on average: (1 − a^(k+1)) ÷ (1 − a) (Leviathan et al. 2023, eq. 1)."""
    a = min(max(acceptance, 0.0), 0.999999)
    return float((1 - a ** (k + 1)) / (1 - a))


def acceptance_rate(method: str, given: float | None) -> float:
    return given if given is not None else DEFAULT_ACCEPTANCE[method]


def mtp_layer_params(arch: ModelArch) -> int:
    """Parameters of the model's multi-token-prediction layers: as stated (mtp_params_b, which may include copies
    of the embeddings the checkpoint stores) or one decoder layer each plus the 2h × h projection and norms."""
    if arch.mtp_params_b:
        return round(arch.mtp_params_b * arch_math.BILLION)
    counted = arch_math.breakdown(arch)
    if counted is None or not arch.mtp_layers or not arch.hidden_size or not arch.layers:
        return 0
    h = arch.hidden_size
    attention = arch_math.attention_params_per_layer(arch)
    mlp_layers = arch.layers if arch.mlp_layers is None else arch.mlp_layers
    moe = counted.routed_experts + counted.shared_experts + counted.router
    if moe:
        mlp = moe // max(1, arch_math.moe_layer_count(arch))
    else:
        mlp = counted.dense_mlp // max(1, mlp_layers)
    return arch.mtp_layers * (attention + mlp + MTP_PROJECTION_INPUTS * h * h + MTP_NORMS * h)


def draft_params(method: str, target: ModelArch, draft: ModelArch | None) -> int:
    """Parameters the draft adds in memory: the draft model or EAGLE head, or the model's MTP layers."""
    if method == "mtp":
        return mtp_layer_params(target)
    if draft is None:
        return 0
    return arch_math.total_params(draft) or 0


def draft_kv_bytes_per_token_16bit(method: str, target: ModelArch, draft: ModelArch | None) -> int:
    """KV bytes the draft caches per token at 16 bits: its attention layers, or the model's MTP layers."""
    if method == "mtp":
        per_layer = arch_math.kv_bytes_per_token_16bit(target) or 0
        layers = arch_math.attention_layer_count(target) or 1
        return per_layer // layers * target.mtp_layers
    if draft is None:
        return 0
    return arch_math.kv_bytes_per_token_16bit(draft) or 0
