"""A hybrid model's fixed per-sequence state (linear-attention / state-space layers), as each runtime keeps it.

The state per sequence and layer is app/core/model/state.py's (convolution + recurrent values); what differs between
runtimes is its precision and how it is paged:

* vLLM (V1 hybrid KV-cache manager, vllm/model_executor/models/config.py HybridAttentionMambaModelConfig): the
  attention block grows until one attention page holds one layer's state - block = 16 · ⌈state page ÷ (16 ·
  attention bytes per token)⌉ - and the state page is padded to exactly one attention page. Each sequence holds
  one page per state layer (mamba_cache_mode "none", the default without prefix caching). Convolution state in
  the model dtype; recurrent state in the model dtype unless the config says otherwise (Qwen3.5
  `mamba_ssm_dtype` float32: Qwen3_5ForConditionalGenerationConfig; Nemotron-H float16:
  NemotronHForCausalLMConfig). Speculative decoding keeps num_speculative_tokens more convolution columns.
* SGLang (srt/mem_cache/memory_pool.py MambaPool): one unpadded slot per running request; convolution state
  bf16 (SGLANG_MAMBA_CONV_DTYPE), recurrent state float32 unless the checkpoint or --mamba-ssm-dtype says
  otherwise (server_args mamba_ssm_dtype).
* llama.cpp (src/llama-memory-recurrent.cpp): one cell per sequence, both states in f32 (type_r, type_s).
* transformers (Qwen3NextDynamicCache, HybridMambaAttentionDynamicCache): the model dtype.
"""

from __future__ import annotations

from app.core.memory.sizing import Sizing, ceil_div
from app.core.memory.types import Component
from app.core.memory.weights import BITS, component
from app.core.model import arithmetic as arch_math
from app.core.model.arch import StateLayers
from app.core.model.state import state_elements, state_layer_bytes
from app.core.runtimes import traits

# Precisions of the state, bits.
MODEL_DTYPE_BITS = 16
FP32_BITS = 32
# vLLM: FlashAttention needs attention blocks in multiples of 16 tokens (kernel_block_alignment_size); MLA 64.
VLLM_HYBRID_BLOCK_ALIGN = 16
VLLM_HYBRID_MLA_BLOCK_ALIGN = 64
# SGLang keeps the recurrent state in float32 unless told otherwise (server_args mamba_ssm_dtype default).
SGLANG_SSM_BITS = FP32_BITS
LLAMACPP_STATE_BITS = FP32_BITS


def spec_tokens(s: Sizing) -> int:
    """Draft tokens per step when the workload decodes speculatively (extra convolution columns in vLLM)."""
    spec = getattr(s.workload, "speculative", None)
    return spec.num_tokens if spec is not None else 0


def _precisions(s: Sizing, st: StateLayers) -> tuple[int, int]:
    """(convolution bits, recurrent bits) the runtime keeps."""
    if traits(s.runtime).layer_split:  # llama.cpp and Ollama keep both states in f32
        return LLAMACPP_STATE_BITS, LLAMACPP_STATE_BITS
    if s.runtime == "sglang":
        return MODEL_DTYPE_BITS, st.ssm_dtype_bits or SGLANG_SSM_BITS
    return MODEL_DTYPE_BITS, st.ssm_dtype_bits or MODEL_DTYPE_BITS


def _attention_bytes_per_token_layer(s: Sizing) -> int:
    """One token's K and V (or MLA latent) in one attention layer on one tensor-parallel rank."""
    elements = arch_math.kv_elements_per_token(s.arch, latent_mla=s.latent_mla)
    per_layer = elements[0] if elements else 0
    kv_bytes = (s.kv.kv_bits or MODEL_DTYPE_BITS) / BITS
    if s.arch.is_mla:
        return int(per_layer * kv_bytes)
    kvh = arch_math.kv_heads(s.arch) or 1
    return int(per_layer / kvh * ceil_div(kvh, s.tp) * kv_bytes)


def vllm_hybrid_block(s: Sizing) -> int | None:
    """The attention block size vLLM picks for a hybrid model so one attention page holds one layer's state
    (None: not a hybrid model on vLLM). A larger --block-size given by the user stands."""
    st = s.arch.state
    if st is None or s.runtime != "vllm":
        return None
    token = _attention_bytes_per_token_layer(s)
    if not token:
        return None
    conv_bits, rec_bits = _precisions(s, st)
    page = state_layer_bytes(st, conv_bits, rec_bits, s.tp, spec_tokens(s))
    align = VLLM_HYBRID_MLA_BLOCK_ALIGN if s.arch.is_mla else VLLM_HYBRID_BLOCK_ALIGN
    block = align * ceil_div(page, align * token)
    asked = s.workload.runtime_options.block_size
    return max(block, asked or 0)


def _stage_share(s: Sizing, st: StateLayers) -> float:
    """Share of the state layers the fullest pipeline stage holds."""
    if s.pp <= 1:
        return 1.0
    return ceil_div(s.layers(), s.pp) / s.layers()


def state_bytes(s: Sizing) -> Component | None:
    """The per-sequence state of all state layers for all sequences, per GPU; None without state layers."""
    st = s.arch.state
    if st is None or s.training or s.arch.encoder_only:
        return None
    seqs, tp, spec = s.sequences, s.tp, spec_tokens(s)
    layers = st.layers * _stage_share(s, st)
    conv_bits, rec_bits = _precisions(s, st)
    plain = state_layer_bytes(st, MODEL_DTYPE_BITS, st.ssm_dtype_bits or MODEL_DTYPE_BITS, tp, spec)
    per_layer = state_layer_bytes(st, conv_bits, rec_bits, tp, spec)
    formula = "state"
    terms: dict[str, float | int | str] = {}
    block = vllm_hybrid_block(s)
    if block is not None:
        # vLLM pads the state page to one attention page of the (grown) block.
        per_layer = max(per_layer, block * _attention_bytes_per_token_layer(s))
        formula = "state_vllm_padded"
        terms["block_tokens"] = block
    high_layer = max(per_layer, state_layer_bytes(st, conv_bits, FP32_BITS, tp, spec))
    e = state_elements(st, tp, spec)
    terms.update({"sequences": seqs, "state_layers": st.layers, "bytes_per_layer": per_layer,
                  "conv_values": e.conv, "recurrent_values": e.recurrent, "recurrent_bits": rec_bits,
                  "kind": st.kind})
    return component("recurrent_state", seqs * layers * min(plain, per_layer), seqs * layers * per_layer,
                     seqs * layers * high_layer, formula, terms,
                     "state shapes: vLLM MambaStateShapeCalculator; paging: HybridAttentionMambaModelConfig",
                     "state_precision")
