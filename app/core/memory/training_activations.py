"""Training activations: the tensors autograd keeps for backward, counted per operation of one layer.

A frozen linear layer (LoRA's base) keeps no input: its weight is all its backward needs. A trainable one
keeps its input. Element-wise ops keep what their derivative reads (SiLU its input, the gate product both
factors, RMSNorm its fp32-upcast input). Fused attention (SDPA/flash) keeps q, k, v, its output and one
statistic per row; eager attention also keeps the softmax of the heads × seq × seq scores. The counts follow
the model code of transformers (modeling_llama, modeling_bert), LitGPT (litgpt/model.py, litgpt/lora.py)
and torchtune (torchtune/modules); the framework differences are in app/core/memory/recipe.py.
"""

from __future__ import annotations

import math

from app.core import constants as C
from app.core.memory.recipe import Recipe
from app.core.memory.sizing import Sizing
from app.core.model import arithmetic as arch_math

_QKV = frozenset({"all_linear", "attention", "query_value"})
_ADAPTED_QKV = {"all_linear": 3, "attention": 3, "query_value": 2, "mlp": 0}


def _score_bytes(s: Sizing, rc: Recipe) -> float:
    """Bytes kept per attention-score element by eager attention."""
    dropout = s.arch.encoder_only and C.ENCODER_DROPOUT
    if rc.fp32:
        return 4 + (C.DROPOUT_MASK_BYTES + 4 if dropout else 0)
    if rc.softcap_scores:
        return rc.act_bytes + 4 + rc.act_bytes  # tanh's output, the fp32 softmax, its 16-bit copy for the product
    if rc.framework == "litgpt":
        return rc.act_bytes  # torch's math SDPA kernel: the 16-bit softmax, no upcast
    # Softmax runs in fp32 (autocast's fp32 list; transformers' eager decoders upcast explicitly), then a
    # 16-bit copy feeds the product with V.
    return 4 + rc.act_bytes + (C.DROPOUT_MASK_BYTES if dropout else 0)


def _adapter_input_bytes(s: Sizing, rc: Recipe) -> float:
    """Bytes per token the LoRA branches keep for their inputs (lora_A's input), per layer."""
    tr = s.workload.training
    targets = tr.lora_targets
    h, q, w = s.hidden(), s.q_dim(), s.mlp_width()
    dropout = tr.lora_dropout > 0
    # PEFT casts the input to the fp32 adapter dtype (LoraLayer._cast_input_dtype); dropout keeps its output
    # and a mask; without either, lora_A shares the base layer's input tensor.
    per_elem = float(rc.adapter_bytes if rc.adapter_bytes > rc.act_bytes else rc.act_bytes)
    if dropout:
        per_elem += C.DROPOUT_MASK_BYTES
    copies = rc.adapter_input_copies
    qkv = _ADAPTED_QKV[targets]
    if rc.framework == "litgpt":
        qkv = min(qkv, 1)  # one LoRAQKVLinear over the fused qkv projection
    elif not copies:
        qkv = min(qkv, 1)
    inputs = qkv * h
    if targets in ("all_linear", "attention"):
        inputs += q  # o_proj
    if targets in ("all_linear", "mlp"):
        gate_up = 2 if s.arch.gated_mlp else 1
        inputs += (gate_up if copies else 1) * h + w  # gate/up (or fc1) and down (or fc2)
    return inputs * per_elem


def layer_bytes(s: Sizing, rc: Recipe) -> float:
    """Bytes per token one layer keeps for backward without checkpointing."""
    a = s.arch
    h, q, kv, w = s.hidden(), s.q_dim(), s.kv_dim(), s.mlp_width()
    ab, rb = rc.act_bytes, rc.resid_bytes
    kv_att = q if rc.repeat_kv and kv < q else kv
    rmsnorm = not a.norm_bias
    pre_norms = 1 if a.norms_per_layer <= 1 else 2
    post_norms = max(0, a.norms_per_layer - 2)
    # Liger's RMSNorm keeps its input and one fp32 statistic a row (liger_kernel/ops/rms_norm.py LigerRMSNormFunction:
    # save_for_backward(X, W, RSTD)); no upcast copy, and the weight's gradient is rebuilt from X and RSTD.
    norm_in = rb * h if (rc.liger and rmsnorm) else 4 * h if (rc.norm_upcast and rmsnorm) else rb * h
    total: float = (pre_norms + post_norms) * norm_in
    attn_inputs = 1 if rc.framework == "litgpt" else 3  # fused qkv projection vs q, k, v apart
    mlp_inputs = 2 if a.gated_mlp else 1
    if rc.full:
        if rmsnorm and not rc.liger:  # weight × normalized: the weight's gradient reads the normalized tensor
            total += pre_norms * (4 * h if rc.framework == "litgpt" else rb * h)
        if rc.amp:  # autocast: each linear casts its fp32 input and keeps the 16-bit copy
            total += (attn_inputs + mlp_inputs) * 2 * h
        else:
            total += pre_norms * ab * h
        total += (2 if rc.amp else ab) * q  # o_proj input (the attention output, reshaped)
    if rc.eager_attention and rc.framework == "litgpt":
        # LitGPT's math attention (torch's math SDPA kernel, or its own soft-capped product): the two matmuls keep
        # the (scaled) q, and k and v at every query head (broadcast copies); no fused output or row statistic.
        total += ab * 3 * q
    else:
        total += ab * (2 * q + 2 * kv_att)  # attention keeps q, k, v and its output
    if rc.eager_attention:
        total += (a.heads or 1) * s.workload.training.seq_len * _score_bytes(s, rc)
    if rc.fused_qkv_kept:
        total += ab * (q + kv)  # the fused qkv output's q and k parts, held by v's view (recipe.litgpt_fused_qkv_kept)
    if a.gated_mlp:
        kept = 4 if rc.full else 3  # gate, activation output, up (+ their product for down_proj)
        if s.workload.training.compile or rc.liger:
            # inductor recomputes the activation; Liger's SwiGLU keeps gate and up only (liger_kernel/ops/swiglu.py
            # LigerSiLUMulFunction: save_for_backward(a, b))
            kept -= 1
        total += kept * ab * w
    else:
        total += (2 if rc.full else 1) * ab * w  # fc1 output (+ the activation output for fc2)
    if a.encoder_only and C.ENCODER_DROPOUT:
        total += 2 * C.DROPOUT_MASK_BYTES * h  # hidden dropout after attention and after the MLP
    if s.mode in ("lora", "qlora"):
        total += _adapter_input_bytes(s, rc)
    if bnb_saves_inputs(s, rc):
        # bitsandbytes' matmul keeps its input A whenever it needs a gradient, frozen weight or not
        # (bitsandbytes/autograd/_functions.py, MatMul8bitLt `ctx.tensors = (CAt, subA, A)`, MatMul4Bit
        # `ctx.tensors = (A, B)` before 0.43.2): the inputs of q/k/v, o, the MLP's first and second matmuls.
        total += ab * (h + q + h + w)
    return total


def bnb_release(s: Sizing) -> tuple[int, int, int] | None:
    """(major, minor, patch) of the bitsandbytes release the workload names; None: the current release."""
    named = s.workload.training.bitsandbytes_version
    if not named:
        return None
    parts = [int(p) for p in named.split(".")]
    return (parts[0], parts[1], parts[2] if len(parts) > 2 else 0)


def bnb_saves_inputs(s: Sizing, rc: Recipe) -> bool:
    """QLoRA through bitsandbytes (PEFT/transformers, LitGPT) on a release whose matmul keeps the frozen layers'
    inputs: the 8-bit MatMul8bitLt in every release, the 4-bit MatMul4Bit before 0.43.2
    (constants.BNB_4BIT_DROPS_INPUT_FIRST). torchtune's torchao NF4 linear keeps only the weight
    (torchao/dtypes/nf4tensor.py LinearNF4)."""
    if s.mode != "qlora" or s.weights.id not in C.BNB_FORMATS or rc.framework in ("torchtune", "generic"):
        return False
    if s.weights.id == "int8":
        return True
    release = bnb_release(s)
    return release is not None and release < C.BNB_4BIT_DROPS_INPUT_FIRST


def selective_layer_bytes(s: Sizing, rc: Recipe) -> float:
    """torchtitan's op-level selective checkpointing: the layer input, the attention output and every other
    matmul output are kept; the rest is recomputed (torchtitan/models/llama3/parallelize_llama.py _save_list)."""
    h, q, kv, w = s.hidden(), s.q_dim(), s.kv_dim(), s.mlp_width()
    ab = rc.act_bytes
    mm = q + 2 * kv + 2 * h + (2 * w if s.arch.gated_mlp else w)
    return rc.resid_bytes * h + ab * q + ab * mm / 2


def stored_bytes(s: Sizing, rc: Recipe, tokens: int, layers: int) -> tuple[float, float]:
    """(kept for backward over all layers, one layer's full set) in bytes, checkpointing applied."""
    tr = s.workload.training
    per_layer = layer_bytes(s, rc)
    one = tokens * per_layer
    if not tr.gradient_checkpointing:
        return tokens * layers * per_layer, one
    kept = C.OFFLOADED_LAYER_INPUTS if tr.activation_offloading else layers
    if tr.checkpoint_policy == "selective" and not tr.activation_offloading:
        return tokens * kept * selective_layer_bytes(s, rc) + one, one
    return tokens * kept * rc.resid_bytes * s.hidden() + one, one


def head_bytes(s: Sizing, rc: Recipe, tokens: int) -> float:
    """The final norm and the output head's input, per batch."""
    if s.arch.encoder_only:
        return 0.0
    h = s.hidden()
    kept = (4 * h if rc.norm_upcast and not rc.liger else rc.resid_bytes * h)
    if rc.full or (rc.quantize_head and bnb_saves_inputs(s, rc)):
        kept += rc.act_bytes * h  # the head's input, for its weight gradient (or bitsandbytes' saved input)
    return tokens * kept


def fused_linear_ce_bytes(s: Sizing, rc: Recipe, tokens: int) -> tuple[float, float, float]:
    """(low, typical, high) bytes Liger's fused linear cross-entropy holds at its peak, in place of the logits
    (constants.LIGER_LOSS_BYTES_PER_TOKEN): grad_input (tokens x hidden; when the head trains, head_bytes already
    counts a tensor of that size, the head's input, which the fused loss does not keep), grad_weight when the head
    trains, the fp32 per-token loss and 0-2 chunks of logits."""
    if s.arch.encoder_only:
        return 0.0, 0.0, 0.0
    hidden, vocab = s.hidden(), s.vocab()
    chunk_rows = 1 << max(0, math.ceil(tokens / math.ceil(vocab / hidden)) - 1).bit_length()
    kept = tokens * C.LIGER_LOSS_BYTES_PER_TOKEN
    kept += vocab * hidden * rc.act_bytes if rc.full else tokens * hidden * rc.act_bytes
    lo, ty, hi = (kept + n * min(chunk_rows, tokens) * vocab * rc.act_bytes for n in C.LIGER_LOGIT_CHUNKS)
    return lo, ty, hi


def qlora_scratch_bytes(s: Sizing, rc: Recipe | None = None) -> tuple[float, float, float]:
    """(low, typical, high) bytes of the one weight matrix bitsandbytes holds dequantized for a matmul."""
    largest = arch_math.largest_matrix_params(s.arch)
    if rc is None or rc.generic:
        b = largest * C.WEIGHT_16BIT_BYTES
        return b, b, b
    if rc.quantize_head and s.arch.vocab_size and s.arch.hidden_size:
        largest = max(largest, s.arch.vocab_size * s.arch.hidden_size)
    lo, ty, hi = (largest * b for b in C.DEQUANT_SCRATCH_BYTES)
    return lo, ty, hi
