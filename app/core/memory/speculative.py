"""The speculative-decoding draft in memory: its weights and its own KV cache, per GPU.

vLLM loads a draft model (or EAGLE head) with the model's tensor-parallel size and gives it KV-cache blocks
for the same tokens as the model (vllm/v1/spec_decode/eagle.py, draft_model.py: the drafter's layers join the
KV-cache spec); MTP loads the checkpoint's own prediction layers (vllm/model_executor/models/deepseek_mtp.py,
qwen3_next_mtp.py), which the model alone leaves out. A separate draft ships in 16 bits; MTP layers come in the
model's own format.
"""

from __future__ import annotations

from app.core.memory.sizing import Sizing
from app.core.memory.types import Component
from app.core.memory.weights import BITS, component
from app.core.model import arithmetic as arch_math
from app.core.model import speculative as spec_math

DRAFT_WEIGHT_BITS = 16  # draft models and EAGLE heads are published in bf16


def draft_bytes(s: Sizing) -> Component | None:
    """Weights + KV cache of the draft on one GPU; None without speculative decoding."""
    spec = s.workload.speculative
    if spec is None or s.training:
        return None
    params = spec_math.draft_params(spec.method, s.arch, s.draft)
    bits = s.weights.average_body_bits if spec.method == "mtp" else DRAFT_WEIGHT_BITS
    weights = params * bits / BITS / s.tp
    kv_16 = spec_math.draft_kv_bytes_per_token_16bit(spec.method, s.arch, s.draft)
    kv_per_token = kv_16 * (s.kv.kv_bits or 16) / 16
    draft = s.draft if spec.method != "mtp" else s.arch
    kvh = arch_math.kv_heads(draft) if draft is not None else None
    shard = 1 if draft is None or draft.is_mla else min(s.tp, kvh or 1)
    kv = kv_per_token * s.tokens * s.sequences / shard
    acceptance = spec_math.acceptance_rate(spec.method, spec.acceptance_rate)
    terms: dict[str, float | int | str] = {
        "method": spec.method, "draft_params": params, "weight_bytes": round(weights), "kv_bytes": round(kv),
        "kv_bytes_per_token": round(kv_per_token), "tokens": s.tokens, "sequences": s.sequences,
        "num_tokens": spec.num_tokens, "acceptance_rate": acceptance,
        "expected_tokens": round(spec_math.expected_tokens(acceptance, spec.num_tokens), 4),
        "draft_layers": (draft.mtp_layers if spec.method == "mtp" else draft.layers or 1) if draft else 1,
    }
    return component("draft_model", weights + kv, weights + kv, weights + kv, "draft_model", terms,
                     "vLLM speculative decoding: the drafter's weights and KV blocks", "")
