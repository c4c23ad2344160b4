"""Parameter counts and KV-cache shape derived from a model's architecture.

The arithmetic follows the module layout of the Hugging Face transformers implementations
(`modeling_llama.py`, `modeling_qwen2.py`, `modeling_qwen3.py`, `modeling_mixtral.py`,
`modeling_qwen3_moe.py`, `modeling_deepseek_v3.py`, `modeling_gemma2.py`/`gemma3.py`,
`modeling_gpt_oss.py`, `modeling_bert.py`/`xlm_roberta.py`); docs/model_arithmetic.md lists it per family.
"""

from __future__ import annotations

import math

from pydantic import BaseModel, ConfigDict

from app.core.model.arch import ModelArch
from app.core.model.state import state_layer_params
from app.core.units import BILLION as BILLION


class ParamBreakdown(BaseModel):
    """Parameters by role. `total` excludes multi-token-prediction layers that inference does not load."""

    model_config = ConfigDict(frozen=True)

    embedding: int
    lm_head: int
    attention: int
    dense_mlp: int
    routed_experts: int
    shared_experts: int
    router: int
    norms: int
    other: int
    active_routed_experts: int
    mtp: int = 0
    state_mixers: int = 0  # linear-attention / state-space mixers of a hybrid model (app/core/model/state.py)

    @property
    def total(self) -> int:
        return (
            self.embedding + self.lm_head + self.attention + self.dense_mlp + self.routed_experts
            + self.shared_experts + self.router + self.norms + self.other + self.state_mixers
        )

    @property
    def active(self) -> int:
        """Parameters that touch one token: all but the routed experts not chosen."""
        return self.total - self.routed_experts + self.active_routed_experts

    @property
    def body(self) -> int:
        """Linear-layer weights a quantizer works on: everything but embeddings, head and norms."""
        return self.total - self.embedding - self.lm_head - self.norms - self.other


def _has_dims(arch: ModelArch) -> bool:
    return all(
        v is not None for v in (arch.layers, arch.hidden_size, arch.heads, arch.vocab_size)
    ) and (arch.intermediate_size is not None or arch.moe_intermediate_size is not None)


def head_dim(arch: ModelArch) -> int | None:
    if arch.head_dim:
        return arch.head_dim
    if arch.hidden_size and arch.heads:
        return arch.hidden_size // arch.heads
    return None


def kv_heads(arch: ModelArch) -> int | None:
    return arch.kv_heads or arch.heads


def _attention_params(arch: ModelArch, h: int) -> int:
    heads = arch.heads or 1
    if arch.is_mla:
        rope = arch.qk_rope_head_dim or 0
        nope = arch.qk_nope_head_dim or 0
        v_dim = arch.v_head_dim or nope
        q_dim = heads * (nope + rope)
        rank = arch.kv_lora_rank or 0
        if arch.q_lora_rank:
            q = h * arch.q_lora_rank + arch.q_lora_rank + arch.q_lora_rank * q_dim  # a-proj, a-norm, b-proj
        else:
            q = h * q_dim
        kv = h * (rank + rope) + rank + rank * heads * (nope + v_dim)  # kv_a_proj_with_mqa, kv_a_norm, kv_b_proj
        params = q + kv + heads * v_dim * h
        if arch.attention_bias != "none":
            # DeepSeek `attention_bias`: biases on q_a_proj (or q_proj), kv_a_proj_with_mqa and o_proj.
            params += (arch.q_lora_rank or 0) + rank + rope + h
        if arch.indexer_heads and arch.indexer_head_dim:
            # DeepSeek V3.2 lightning indexer (modeling_deepseek_v32 Indexer): wq_b (q_lora_rank → heads·dim),
            # wk (hidden → dim), k_norm LayerNorm (dim, with bias), weights_proj (hidden → heads).
            idx_h, idx_d = arch.indexer_heads, arch.indexer_head_dim
            params += (arch.q_lora_rank or h) * idx_h * idx_d + h * idx_d + 2 * idx_d + h * idx_h
        return params
    hd = head_dim(arch) or 1
    kvh = kv_heads(arch) or heads
    q_out, kv_out = heads * hd, kvh * hd
    params = h * q_out + 2 * h * kv_out + q_out * h
    if arch.attention_output_gate:
        params += h * q_out  # Qwen3-Next/Qwen3.5: q_proj gives queries and a per-channel gate
    if arch.attention_bias in ("qkv", "all"):
        params += q_out + 2 * kv_out
    if arch.attention_bias == "all":
        params += h
    if arch.qk_norm:
        params += 2 * hd
    if arch.attention_sinks:
        params += heads
    return params


def _mlp_params(h: int, width: int, gated: bool, bias: bool) -> int:
    matrices = 3 if gated else 2
    params = matrices * h * width
    if bias:
        params += (matrices - 1) * width + h
    return params


def _moe_layer_count(arch: ModelArch, layers: int) -> int:
    if not arch.is_moe:
        return 0
    candidates = range(arch.first_dense_layers, layers)
    step = arch.moe_layer_step
    dense = set(arch.mlp_only_layers)
    # Llama 4 Maverick and Qwen2-MoE `decoder_sparse_step`: layer i is MoE when (i + 1) % step == 0.
    counted = sum(1 for i in candidates if (i + 1) % step == 0 and i not in dense)
    # Nemotron-H keeps MLP blocks in layers of their own: at most `mlp_layers` of them are MoE.
    return min(counted, arch.mlp_layers) if arch.mlp_layers is not None else counted


def attention_layer_count(arch: ModelArch) -> int:
    """Layers with softmax attention (and a KV cache): all but a hybrid model's state layers, unless the
    config names them (`attention_layers`) or the state mixer runs beside attention (Falcon-H1)."""
    layers = arch.layers or 0
    if arch.attention_layers is not None:
        return arch.attention_layers
    if arch.state is not None and not arch.state.parallel:
        return max(0, layers - arch.state.layers)
    return layers


def breakdown(arch: ModelArch) -> ParamBreakdown | None:
    """Parameters by role, or None when the architecture is not complete enough to count."""
    if not _has_dims(arch):
        return None
    assert arch.layers and arch.hidden_size and arch.vocab_size
    h, layers, vocab = arch.hidden_size, arch.layers, arch.vocab_size
    norm_size = 2 * h if arch.norm_bias else h

    embedding = vocab * h
    lm_head = 0 if (arch.tied_embeddings or arch.encoder_only) else vocab * h
    attention = attention_layer_count(arch) * _attention_params(arch, h)
    state_mixers = arch.state.layers * state_layer_params(arch.state, h) if arch.state is not None else 0
    mla_norms = 0
    norms = layers * arch.norms_per_layer * norm_size + norm_size + mla_norms  # + final norm

    moe_layers = _moe_layer_count(arch, layers)
    dense_layers = (layers if arch.mlp_layers is None else arch.mlp_layers) - moe_layers
    dense_mlp = 0
    if arch.intermediate_size:
        dense_mlp = dense_layers * _mlp_params(h, arch.intermediate_size, arch.gated_mlp, arch.mlp_bias)

    routed = shared = router = active_routed = 0
    if moe_layers:
        width = arch.moe_intermediate_size or arch.intermediate_size or 0
        one_expert = _mlp_params(h, width, arch.gated_mlp, arch.expert_bias)
        experts = arch.experts or 0
        routed = moe_layers * experts * one_expert
        active_routed = moe_layers * (arch.experts_per_token or experts) * one_expert
        router = moe_layers * (h * experts + (experts if arch.router_bias else 0))
        if arch.shared_expert_gate:
            router += moe_layers * h  # Qwen2-MoE shared_expert_gate: Linear(hidden, 1, bias=False)
        if arch.shared_experts:
            shared_width = arch.shared_expert_intermediate_size or width * arch.shared_experts
            shared = moe_layers * _mlp_params(h, shared_width, arch.gated_mlp, False)

    other = arch.position_embeddings * h + arch.token_type_vocab * h
    if arch.output_bias:
        other += vocab  # lm_head bias (Phi, GPT-J)
    if arch.encoder_only:
        other += norm_size  # embedding LayerNorm
    if arch.pooler:
        other += h * h + h
    if arch.encoder_only:
        norms -= norm_size  # encoders have no final norm after the last layer

    mtp = round((arch.mtp_params_b or 0) * BILLION)
    return ParamBreakdown(
        embedding=embedding, lm_head=lm_head, attention=attention, dense_mlp=dense_mlp,
        routed_experts=routed, shared_experts=shared, router=router, norms=norms, other=other,
        active_routed_experts=active_routed, mtp=mtp, state_mixers=state_mixers,
    )


def total_params(arch: ModelArch) -> int | None:
    """Stated parameter count when given (`params_b`), else derived from the architecture."""
    if arch.params_b:
        return round(arch.params_b * BILLION)
    counted = breakdown(arch)
    return counted.total if counted else None


def active_params(arch: ModelArch) -> int | None:
    if arch.active_params_b:
        return round(arch.active_params_b * BILLION)
    counted = breakdown(arch)
    total = total_params(arch)
    if counted is None or total is None:
        return total
    if not arch.is_moe:
        return total
    # Scale the derived active share onto the stated total, so both agree when params_b is given.
    return round(total * counted.active / counted.total)


def embedding_share(arch: ModelArch) -> tuple[int, int]:
    """(embedding params, lm_head params) — kept at higher precision by most quantizers."""
    counted = breakdown(arch)
    if counted is None:
        return 0, 0
    return counted.embedding, counted.lm_head


def kv_elements_per_token(arch: ModelArch, latent_mla: bool = True) -> tuple[int, int] | None:
    """KV-cache elements one token adds, as (per full-attention layer, per windowed layer).

    Standard attention stores K and V: 2 · kv_heads · head_dim per layer.
    MLA runtimes (vLLM, SGLang, llama.cpp) cache the latent: kv_lora_rank + qk_rope_head_dim
    (DeepSeek-V2 paper §2.1.3); a runtime without MLA kernels (transformers) caches the decompressed
    per-head K and V: heads · (qk_nope + qk_rope) + heads · v_head_dim.
    """
    if arch.encoder_only:
        return (0, 0)
    if arch.is_mla:
        if latent_mla:
            per_layer = (arch.kv_lora_rank or 0) + (arch.qk_rope_head_dim or 0)
        else:
            heads = arch.heads or 1
            nope, rope = arch.qk_nope_head_dim or 0, arch.qk_rope_head_dim or 0
            per_layer = heads * (nope + rope) + heads * (arch.v_head_dim or nope)
        return per_layer, per_layer
    hd, kvh = head_dim(arch), kv_heads(arch)
    if hd is None or kvh is None:
        return None
    per_layer = 2 * kvh * hd
    return per_layer, per_layer


def layer_split(arch: ModelArch) -> tuple[int, int]:
    """(full-attention layers, sliding-window layers); a hybrid model's state layers are in neither."""
    layers = attention_layer_count(arch)
    windowed = min(layers, arch.windowed_layers) if arch.sliding_window else 0
    return layers - windowed, windowed


# DeepSeek V3.2's indexer keys are cached in FP8 with one float32 scale per 128 values
# (vllm/model_executor/models/deepseek_v2.py DeepseekV32IndexerCache: head_dim + head_dim // 128 * 4 bytes).
INDEXER_QUANT_BLOCK = 128
INDEXER_SCALE_BYTES = 4


def indexer_bytes_per_token_layer(arch: ModelArch) -> int:
    """Bytes the sparse-attention indexer caches per token and layer (0 without one)."""
    dim = arch.indexer_head_dim or 0
    if not dim or not arch.indexer_heads:
        return 0
    return dim + dim // INDEXER_QUANT_BLOCK * INDEXER_SCALE_BYTES


def kv_bytes_per_token_16bit(arch: ModelArch) -> int | None:
    """KV bytes one token adds at 16 bits, every attention layer counted at full length (windowed layers
    too; a hybrid model's linear-attention and state-space layers keep no KV), with an indexer's keys."""
    elements = kv_elements_per_token(arch)
    if elements is None or not arch.layers:
        return None
    return (elements[0] * 2 + indexer_bytes_per_token_layer(arch)) * attention_layer_count(arch)


def largest_matrix_params(arch: ModelArch) -> int:
    """The biggest linear-layer weight matrix (embeddings and head excluded): what QLoRA
    dequantizes to 16 bits at once."""
    h = arch.hidden_size or 0
    q_out = (arch.heads or 0) * (head_dim(arch) or 0)
    widths = [arch.intermediate_size or 0, arch.moe_intermediate_size or 0, q_out]
    return h * max(widths) if h else 0


def ceil_to(value: int, step: int) -> int:
    return int(math.ceil(value / step) * step) if step > 1 else value


def attention_params_per_layer(arch: ModelArch) -> int:
    """One softmax-attention block's parameters (the hidden size must be known)."""
    return _attention_params(arch, arch.hidden_size or 0)


def moe_layer_count(arch: ModelArch) -> int:
    """Layers with routed experts."""
    return _moe_layer_count(arch, arch.layers or 0)
