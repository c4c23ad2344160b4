"""The fixed per-sequence state of linear-attention and state-space layers, and their parameters.

A hybrid model's Gated DeltaNet or Mamba layers keep, for each sequence, a short-convolution state (the last
`conv_kernel - 1` inputs of the convolution) and a recurrent state, whatever the context length. The shapes
follow vLLM's `MambaStateShapeCalculator` (vllm/model_executor/layers/mamba/mamba_utils.py), which matches the
transformers caches (`Qwen3NextDynamicCache`, `HybridMambaAttentionDynamicCache`):

* Gated DeltaNet: conv (2 · key_heads · key_head_dim + heads · head_dim) × (kernel − 1);
  recurrent heads × head_dim × key_head_dim.
* Mamba-2: conv (heads · head_dim + 2 · groups · state_size) × (kernel − 1); recurrent heads × head_dim × state_size.
* Mamba-1: conv d_inner × (kernel − 1); recurrent d_inner × state_size.

Tensor parallel divides the heads (and the convolution channels) over the ranks; Mamba-2 groups that do not
divide are replicated (`extra_groups_for_head_shards`). Speculative decoding keeps `num_spec` more convolution
columns (vLLM `gated_delta_net_state_shape(num_spec)`, `mamba2_state_shape(num_spec)`).
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core.model.arch import ModelArch, StateLayers

BITS_PER_BYTE = 8


@dataclass(frozen=True)
class StateElements:
    """State values one sequence keeps in ONE state layer (on one tensor-parallel rank)."""

    conv: int
    recurrent: int


def _mamba2_groups(groups: int, tp: int) -> int:
    """vLLM extra_groups_for_head_shards: groups that do not divide over the ranks are replicated up to tp."""
    return groups if groups % tp == 0 else groups + tp - groups


def state_elements(st: StateLayers, tp: int = 1, spec_tokens: int = 0) -> StateElements:
    """Convolution and recurrent state values per sequence and layer, on one of `tp` ranks."""
    tp = max(1, tp)
    columns = max(0, st.conv_kernel - 1) + spec_tokens
    if st.kind == "gated_deltanet":
        conv_dim = 2 * st.key_heads * st.key_head_dim + st.inner
        recurrent = st.heads * st.head_dim * st.key_head_dim
    elif st.kind == "mamba2":
        conv_dim = st.inner + 2 * _mamba2_groups(st.groups, tp) * st.state_size
        recurrent = st.heads * st.head_dim * st.state_size
    else:  # mamba1: heads = d_inner, head_dim = 1
        conv_dim = st.inner
        recurrent = st.inner * st.state_size
    return StateElements(conv=conv_dim * columns // tp, recurrent=recurrent // tp)


def state_layer_bytes(st: StateLayers, conv_bits: int, recurrent_bits: int, tp: int = 1, spec_tokens: int = 0) -> int:
    """Bytes one sequence's state takes in ONE layer at the given precisions."""
    e = state_elements(st, tp, spec_tokens)
    return (e.conv * conv_bits + e.recurrent * recurrent_bits) // BITS_PER_BYTE


def state_bytes_per_sequence(arch: ModelArch, conv_bits: int = 16, recurrent_bits: int | None = None) -> int:
    """One sequence's state over all state layers: 16-bit convolution state, the recurrent state at the
    checkpoint's stated precision (Qwen3.5: float32) or 16-bit. 0 for a model without state layers."""
    st = arch.state
    if st is None:
        return 0
    bits = recurrent_bits or st.ssm_dtype_bits or conv_bits
    return st.layers * state_layer_bytes(st, conv_bits, bits)


def state_layer_params(st: StateLayers, hidden: int) -> int:
    """Parameters of one state mixer, as the transformers modules hold them.

    Gated DeltaNet (modeling_qwen3_next.py Qwen3NextGatedDeltaNet): in_proj_qkvz (hidden → 2·key + 2·value),
    in_proj_ba (hidden → 2·heads), depth-wise conv (no bias), dt_bias and A_log (heads), the gated RMSNorm
    (head_dim), out_proj (value → hidden). Mamba-2 (modeling_nemotron_h.py / modeling_mamba2.py Mamba2Mixer):
    in_proj (hidden → d_inner + conv_dim + heads), conv (+ bias), dt_bias, A_log, D (heads), gated RMSNorm
    (d_inner), out_proj. Mamba-1 (modeling_jamba.py JambaMambaMixer): in_proj (hidden → 2·d_inner), conv + bias,
    x_proj (d_inner → dt_rank + 2·d_state), dt_proj (+ bias), A_log (d_inner × d_state), D, out_proj, and the
    dt/B/C RMSNorms."""
    inner, heads, kernel = st.inner, st.heads, st.conv_kernel
    if st.kind == "gated_deltanet":
        key = st.key_heads * st.key_head_dim
        conv_dim = 2 * key + inner
        return (hidden * (2 * key + 2 * inner) + hidden * 2 * heads + conv_dim * kernel + 2 * heads
                + st.head_dim + inner * hidden)
    if st.kind == "mamba2":
        conv_dim = inner + 2 * st.groups * st.state_size
        params = hidden * (inner + conv_dim + heads) + conv_dim * kernel + 3 * heads + inner + inner * hidden
        if st.conv_bias:
            params += conv_dim
        if st.proj_bias:
            params += inner + conv_dim + heads + hidden
        return params
    rank, n = st.dt_rank, st.state_size
    params = (hidden * 2 * inner + inner * kernel + inner + inner * (rank + 2 * n) + rank * inner + inner
              + inner * n + inner + inner * hidden + rank + 2 * n)
    if st.proj_bias:
        params += 2 * inner + hidden
    return params
