"""The training budget per GPU: weights, activations, gradients, optimizer states, adapters, overhead.

What each framework keeps is resolved in app/core/memory/recipe.py; the activations are counted op by op
in app/core/memory/training_activations.py. The 'generic' framework keeps the textbook formulas this
engine used before frameworks were modelled (ZeRO paper §3.1, Korthikanti et al. 2022), so a workload that
names no framework gets the same figures as before.
"""

from __future__ import annotations

from app.core import constants as C
from app.core import fitted
from app.core.memory import training_activations as acts
from app.core.memory.recipe import Recipe, deepspeed_sub_group_size
from app.core.memory.sizing import Sizing
from app.core.memory.types import Component
from app.core.model import arithmetic as arch_math

# Names of the fitted terms in resources/catalog/fitted_constants.json (tests/core/calibration_fit/fit_constants.py).
LITGPT_LORA_FACTOR = "litgpt_lora_activation_factor"
TRAIN_SLACK_SHARE = "train_allocator_slack_share"

BITS = 8


def _component(key: str, low: float, typical: float, high: float, formula: str,
               terms: dict[str, float | int | str], source: str, range_reason: str = "") -> Component:
    lo, ty, hi = (max(0, round(v)) for v in (low, typical, high))
    return Component(key=key, bytes=ty, low_bytes=min(lo, ty), high_bytes=max(hi, ty),  # type: ignore[arg-type,unused-ignore]
                     formula=formula, terms=terms, source=source, range_reason=range_reason)


def _lora(s: Sizing) -> bool:
    return s.mode in ("lora", "qlora")


def _extra_head_params(s: Sizing, rc: Recipe) -> int:
    """LitGPT keeps a separate lm_head even where config.json ties it to the embedding (litgpt/model.py GPT:
    transformer.wte and lm_head are distinct; convert_hf_checkpoint copies the embedding into lm_head)."""
    if rc.untied_head and s.arch.tied_embeddings and s.arch.vocab_size and s.arch.hidden_size:
        return s.arch.vocab_size * s.arch.hidden_size
    return 0


def trained_params(s: Sizing, rc: Recipe) -> int:
    return s.params + _extra_head_params(s, rc)


def layer_params(s: Sizing) -> float:
    """Parameters of one transformer block (its FSDP unit): matrices and the block's norms."""
    counted = s.counted
    if counted is not None:
        final_norm = s.hidden() if counted.norms else 0
        return (counted.body + counted.norms - final_norm) / max(1, s.layers())
    return s.params / max(1, s.layers())


def _largest_param(s: Sizing) -> int:
    """The largest single parameter tensor: the embedding table or the biggest matrix."""
    a = s.arch
    embedding = (a.vocab_size or 0) * (a.hidden_size or 0)
    return max(embedding, arch_math.largest_matrix_params(a))


def root_params(s: Sizing, rc: Recipe) -> int:
    """Embeddings, final norm and head: FSDP1's root unit, gathered through forward and backward."""
    counted = s.counted
    if counted is None:
        return 0
    return counted.embedding + counted.lm_head + _extra_head_params(s, rc)


def _gathered_bytes(s: Sizing, rc: Recipe) -> tuple[float, float, float]:
    """(low, typical, high) bytes of parameters gathered whole on each GPU under ZeRO-3 / FSDP."""
    if s.zero_stage < 3 or s.dp <= 1 or rc.generic:
        return 0.0, 0.0, 0.0
    # A quantized frozen base is gathered in its storage format (bnb_4bit_quant_storage, torchao NF4 shards)
    # and dequantized one matmul at a time.
    layer_bytes = s.weights.average_body_bits / BITS if s.mode == "qlora" else C.WEIGHT_16BIT_BYTES
    root = root_params(s, rc) * C.WEIGHT_16BIT_BYTES if rc.fsdp1 else 0.0
    lo, ty, hi = (units * layer_params(s) * layer_bytes + root for units in C.FSDP_GATHERED_UNITS)
    return lo, ty, hi


# --- weights -------------------------------------------------------------------------------------

def _param_bytes(rc: Recipe) -> float:
    """Bytes of one stored trainable parameter."""
    if rc.fp32 or rc.amp or (rc.framework == "fsdp" and not rc.ds_mixed and not rc.generic and rc.resid_bytes == 4):
        return 4.0
    return float(C.WEIGHT_16BIT_BYTES)


def weights_bytes(s: Sizing, base: Component, rc: Recipe) -> Component:
    """Full fine-tuning: every parameter at the training precision, sharded by ZeRO-3/FSDP, plus what is
    gathered, plus TransformerEngine's fp8 weight caches when the linears compute in fp8. LoRA/QLoRA: the frozen
    base as loaded (`base`, the inference formula) plus the same."""
    out = _weights_bytes(s, base, rc)
    if not (rc.full and s.workload.training.fp8):
        return out
    # Every block's linear keeps an fp8 copy of its weight and of its transpose (constants.TE_FP8_WEIGHT_CACHE_BYTES):
    # the blocks' parameters, their few norm weights included; the embedding and output layer stay 16-bit.
    cache = round(layer_params(s) * s.layers() * C.TE_FP8_WEIGHT_CACHE_BYTES)
    return out.model_copy(update={
        "bytes": out.bytes + cache, "low_bytes": out.low_bytes + cache, "high_bytes": out.high_bytes + cache,
        "terms": {**out.terms, "fp8_weight_cache_bytes": cache}})


def _weights_bytes(s: Sizing, base: Component, rc: Recipe) -> Component:
    if rc.generic:
        return base
    div = s.dp if s.zero_stage >= 3 else 1
    g_low, gathered, g_high = _gathered_bytes(s, rc)
    extra = _extra_head_params(s, rc)
    terms: dict[str, float | int | str] = dict(base.terms)
    if rc.full:
        per = _param_bytes(rc)
        if rc.framework == "fsdp" and s.workload.training.master_weights:
            per = 4.0  # FSDP MixedPrecisionPolicy: fp32 sharded parameters, bf16 gathered for compute
        copies = C.AMP_WEIGHT_COPY_BYTES if rc.amp else 0
        params = s.params + extra
        typical = params * per / div + params * copies / div + gathered
        terms.update({"params": params, "bytes_per_param": per + copies, "gpus_sharing": div})
        return _component("weights", typical - gathered + g_low, typical, typical - gathered + g_high,
                          "weights_training", terms,
                          f"{rc.framework}: parameters at the training precision"
                          + (" + autocast 16-bit copies (HF 'model training anatomy')" if copies else ""),
                          "gathered_units" if gathered else "")
    typical = float(base.bytes)
    if extra:
        fmt = s.weights
        head_bits = fmt.average_body_bits if (rc.quantize_head and s.mode == "qlora") else 16
        typical += extra * head_bits / BITS / div
    if rc.quantize_head and s.mode == "qlora" and s.counted is not None and s.counted.lm_head:
        # Lightning's BitsandbytesPrecision converts every nn.Linear, the head included.
        typical -= s.counted.lm_head * (s.weights.lm_head_bits - s.weights.average_body_bits) / BITS / div
    if rc.amp and s.mode == "lora":
        typical *= (4 + C.AMP_WEIGHT_COPY_BYTES) / C.WEIGHT_16BIT_BYTES  # fp32 base + autocast copies
    if rc.kbit_fp32 and s.counted is not None:
        # prepare_model_for_kbit_training: the unquantized embeddings, norms and head go from 16 to 32 bits.
        kept = s.counted.embedding + s.counted.lm_head + s.counted.norms
        typical += kept * (4 - C.WEIGHT_16BIT_BYTES) / div
        terms["fp32_unquantized_params"] = kept
    typical += gathered
    terms["gathered_bytes"] = round(gathered)
    low = typical - (base.bytes - base.low_bytes) - (gathered - g_low)
    high = typical + (base.high_bytes - base.bytes) + (g_high - gathered)
    reason = "gathered_units" if gathered else base.range_reason
    return base.model_copy(update={"bytes": round(typical), "low_bytes": round(min(low, typical)),
                                   "high_bytes": round(max(high, typical)), "terms": terms,
                                   "range_reason": reason})


# --- adapters ------------------------------------------------------------------------------------

def _adapter_modules(s: Sizing) -> int:
    return {"attention": 4, "query_value": 2, "mlp": 3}.get(s.workload.training.lora_targets, 7)


def adapter_params(s: Sizing) -> int:
    """LoRA adds r × (in + out) per targeted linear layer (Hu et al. 2021)."""
    h, q, kv = s.hidden(), s.q_dim(), s.kv_dim()
    targets = s.workload.training.lora_targets
    per_layer = 0
    if targets in ("all_linear", "attention"):
        per_layer += (h + q) + 2 * (h + kv) + (q + h)
    elif targets == "query_value":
        per_layer += (h + q) + (h + kv)
    if targets in ("all_linear", "mlp"):
        width = s.arch.intermediate_size or s.mlp_width()
        if s.arch.is_moe:
            width = s.mlp_width()  # the experts a token uses; PEFT targets the dense/shared MLPs
        per_layer += (3 if s.arch.gated_mlp else 2) * (h + width)
    return s.workload.training.lora_rank * per_layer * s.layers()


def adapters_bytes(s: Sizing, rc: Recipe) -> Component:
    n = adapter_params(s)
    per = rc.adapter_bytes
    return _component("adapters", n * per, n * per, n * per, "adapters",
                      {"adapter_params": n, "rank": s.workload.training.lora_rank, "bytes_per_param": per},
                      "Hu et al. 2021 (LoRA); PEFT keeps adapters in fp32 (autocast_adapter_dtype), "
                      "LitGPT and torchtune in the training dtype")


# --- gradients -----------------------------------------------------------------------------------

def _no_sync_grads(s: Sizing, rc: Recipe) -> float:
    """FSDP1 no_sync() during gradient accumulation keeps unsharded gradients. With LoRA under Lightning's
    FSDP (use_orig_params=True), every unit holding an adapter carries a gradient for its whole flat
    parameter: PEFT's FSDP guide, 'use_orig_params needs to be False to realize GPU memory savings'."""
    tr = s.workload.training
    if not (rc.fsdp1 and s.zero_stage >= 3 and s.dp > 1 and tr.gradient_accumulation > 1):
        return 0.0
    if rc.full:
        return trained_params(s, rc) * C.WEIGHT_16BIT_BYTES
    if rc.framework == "litgpt":
        return layer_params(s) * s.layers() * C.WEIGHT_16BIT_BYTES
    return 0.0


def gradients_bytes(s: Sizing, rc: Recipe) -> Component:
    tr = s.workload.training
    if _lora(s):
        n = adapter_params(s)
        per = rc.adapter_bytes
        unsharded = _no_sync_grads(s, rc)
        buckets = n * per * C.DDP_BUCKET_GRAD_COPIES if rc.ddp_buckets else 0
        total = n * per + unsharded + buckets
        return _component("gradients", total, total, total, "grads_adapters",
                          {"adapter_params": n, "bytes_per_param": per, "unsharded_bytes": round(unsharded),
                           "ddp_bucket_bytes": round(buckets)},
                          "gradients only for the adapters" + ("; FSDP no_sync keeps whole-unit gradients"
                                                               if unsharded else "")
                          + ("; DDP all-reduce buckets" if buckets else ""))
    div = s.dp if s.zero_stage >= 2 else 1
    params: float = trained_params(s, rc)
    if tr.optimizer_in_backward:
        # Each gradient is applied and freed as soon as it is computed: about one layer's worth lives.
        live = params / max(1, s.layers()) * C.GRAD_BYTES_MIXED.high
        return _component("gradients", live, live, live, "grads_in_backward",
                          {"params": params, "layers": s.layers()},
                          "optimizer step fused into backward (torchtune optimizer_in_bwd)")
    if rc.megatron_grads and tr.master_weights and s.weights.bits_per_weight < 32:
        # Megatron-LM (constants.MEGATRON_MAIN_GRAD_BYTES): under bf16 the fp32 main_grad buffer is the gradient;
        # under fp16 a 16-bit buffer plus the optimizer's fp32 copy of it (of the owned shard under the
        # distributed optimizer, sharding 'zero1'). The buffer stays whole on every data-parallel rank.
        fp16 = s.weights.id == "fp16"
        buffer = C.WEIGHT_16BIT_BYTES if fp16 else C.MEGATRON_MAIN_GRAD_BYTES
        copy = C.MEGATRON_MAIN_GRAD_BYTES / (s.dp if s.zero_stage >= 1 else 1) if fp16 else 0.0
        total = params * (buffer + copy)
        return _component("gradients", total, total, total, "grads",
                          {"params": params, "bytes_per_param": buffer, "fp32_main_grad_bytes": round(params * copy),
                           "gpus_sharing": 1},
                          "Megatron-LM main_grad buffer (megatron/optimizer/optimizer.py "
                          "_copy_model_grads_to_main_grads)")
    span: tuple[float, float, float]
    if s.weights.bits_per_weight >= 32 or rc.amp or (rc.framework == "fsdp" and tr.master_weights):
        span = (4.0, 4.0, 4.0)  # fp32 parameters have fp32 gradients; FSDP2 reduces in fp32 (torchtitan)
    elif tr.master_weights:
        chosen = C.GRAD_BYTES_SHARDED if s.zero_stage else C.GRAD_BYTES_MIXED
        span = (chosen.low, chosen.typical, chosen.high)
    else:
        span = (C.GRAD_BYTES_PURE_16BIT,) * 3
    unsharded = _no_sync_grads(s, rc)
    if unsharded:
        # Between syncs the gradients live unsharded only; the shards are written at the sync step, when the
        # reduce-scatter of the largest unit (the root: embeddings and head) briefly copies its gradient.
        largest_unit = max(root_params(s, rc), layer_params(s)) * C.WEIGHT_16BIT_BYTES
        return _component("gradients", unsharded, unsharded, unsharded + largest_unit, "grads",
                          {"params": params, "bytes_per_param": C.WEIGHT_16BIT_BYTES, "gpus_sharing": 1,
                           "unsharded_bytes": round(unsharded)},
                          "FSDP no_sync(): full gradients between syncs (FullyShardedDataParallel.no_sync)",
                          "gradient_sync")
    elif s.zero_stage >= 3 and s.dp > 1 and not rc.generic and rc.framework != "deepspeed":
        # FSDP reduce-scatters each unit's gradient after the unit's backward: the gathered units' full
        # gradients exist beside the shards (FullyShardedDataParallel _post_backward_hook).
        u_low, unsharded, u_high = _gathered_bytes(s, rc)
        low, typ, high = (params * b / div + u for b, u in zip(span, (u_low, unsharded, u_high), strict=True))
        return _component("gradients", low, typ, high, "grads",
                          {"params": params, "bytes_per_param": span[1], "gpus_sharing": div,
                           "unsharded_bytes": round(unsharded)},
                          "FSDP: gradient shards plus the full gradients of the units being reduced",
                          "gathered_units")
    copies = 1 + (C.DDP_BUCKET_GRAD_COPIES if rc.ddp_buckets else 0)
    low, typ, high = (params * b * copies / div + unsharded for b in span)
    return _component("gradients", low, typ, high, "grads",
                      {"params": params, "bytes_per_param": span[1], "gpus_sharing": div,
                       "unsharded_bytes": round(unsharded), "gradient_copies": copies},
                      "HF 'Model training anatomy'; ZeRO paper §3.1 (Rajbhandari et al. 2020)"
                      + ("; DDP all-reduce buckets (gradient_as_bucket_view=False)" if copies > 1 else ""),
                      "grad_precision" if span[0] != span[2] else "")


# --- optimizer states ----------------------------------------------------------------------------

def _state_bytes_per_param(s: Sizing, sixteen_bit: bool) -> float:
    opt = s.workload.training.optimizer
    if opt == "adamw":
        return C.ADAM_STATE_BYTES_16BIT if sixteen_bit else C.ADAM_STATE_BYTES_FP32
    if opt == "adamw_8bit":
        return C.ADAM_8BIT_STATE_BYTES
    if opt == "sgd":
        return C.SGD_MOMENTUM_BYTES.typical / (2 if sixteen_bit else 1)
    return 0.0  # adafactor: handled from the matrix shapes


def _adafactor_bytes(s: Sizing) -> float:
    """(rows + cols) fp32 per weight matrix, summed over the model."""
    h, q, kv = s.hidden(), s.q_dim(), s.kv_dim()
    width = s.arch.intermediate_size or s.mlp_width()
    per_layer = (h + q) * 2 + (h + kv) * 2 + 3 * (h + width)
    return (per_layer * s.layers() + 2 * (s.vocab() + h)) * C.ADAFACTOR_FACTORED_BYTES


def _step_excess(s: Sizing, rc: Recipe, moment_bytes: float, activations: Component | None) -> float:
    """What AdamW's step holds beyond the activations' peak: the step runs after backward freed the activations,
    so its temporaries raise the job's peak only by their excess over them (recipe.OptimizerStep). `moment_bytes`
    is one moment of every parameter this GPU steps."""
    if rc.optimizer_step == "fused" or rc.generic or s.workload.training.optimizer_in_backward:
        return 0.0
    temp = moment_bytes
    if rc.optimizer_step == "per_param":
        temp = moment_bytes * _largest_param(s) / max(1, trained_params(s, rc))
    return max(0.0, temp - (activations.bytes if activations is not None else 0.0))


def _deepspeed_step_excess(s: Sizing, partition: float, activations: Component | None) -> float:
    """DeepSpeed's step holds an fp32 copy of the gradient partition it updates (the whole partition under ZeRO-1/2,
    one sub-group at a time under ZeRO-3: constants.DEEPSPEED_STEP_FP32_GRAD_BYTES); like AdamW's temporaries it
    raises the peak only by its excess over the activations backward freed."""
    flat = partition if s.zero_stage < 3 else min(partition, deepspeed_sub_group_size(s))
    temp = flat * C.DEEPSPEED_STEP_FP32_GRAD_BYTES
    return max(0.0, temp - (activations.bytes if activations is not None else 0.0))


def optimizer_states_bytes(s: Sizing, rc: Recipe, activations: Component | None = None) -> Component:
    """Optimizer states per GPU, plus the step's temporaries where they outgrow the activations (`activations`:
    the budget's activation component; without it the temporaries are counted whole)."""
    tr = s.workload.training
    if _lora(s):
        n = adapter_params(s)
        per = _state_bytes_per_param(s, sixteen_bit=rc.adapter_bytes < 4)
        b = n * per  # the adapters' step temporaries are far below the activations they follow
        return _component("optimizer_states", b, b, b, "opt_adapters",
                          {"adapter_params": n, "bytes_per_param": per, "optimizer": tr.optimizer},
                          "optimizer states for the adapters only")
    # A separate fp32 master copy exists only beside 16-bit parameters (DeepSpeed, the textbook); AMP and
    # FSDP mixed precision keep the parameters themselves in fp32.
    master = rc.ds_mixed or (rc.generic and tr.master_weights and s.weights.bits_per_weight < 32)
    master_bytes = C.MASTER_WEIGHT_BYTES if master else 0
    fp32_params = rc.fp32 or rc.amp or master or (rc.framework == "fsdp" and tr.master_weights)
    per = _state_bytes_per_param(s, sixteen_bit=not fp32_params)
    params = trained_params(s, rc)
    total = params * (master_bytes + per)
    if tr.optimizer == "adafactor":
        total = params * master_bytes + _adafactor_bytes(s)
    div = s.dp if s.zero_stage >= 1 else 1
    step = 0.0
    if tr.optimizer == "adamw_8bit" and rc.framework == "torchtune":
        step = _largest_param(s) * C.LOW_BIT_OPTIM_STEP_BYTES / div
    temp = _step_excess(s, rc, params * per / 2 / div, activations) if tr.optimizer == "adamw" else 0.0
    if rc.ds_step_fp32_grads:
        temp += _deepspeed_step_excess(s, params / div, activations)
    total = total / div + step + temp
    terms: dict[str, float | int | str] = {
        "params": params, "master_bytes": master_bytes, "state_bytes": round(per, 4), "optimizer": tr.optimizer,
        "gpus_sharing": div}
    if temp:
        terms["step_temporaries"] = round(temp)
    return _component("optimizer_states", total, total, total, "opt_step" if temp else "opt", terms,
                      "AdamW m and v (Loshchilov & Hutter); ZeRO paper §3.1; bitsandbytes 8-bit optimizers"
                      + ("; torchao 8-bit step upcasts one parameter's moments" if step else ""))


# --- activations ---------------------------------------------------------------------------------

def _generic_activations(s: Sizing, rc: Recipe) -> Component:
    """Saved for backward, per token per layer (16-bit): 4h + 2·q + 2·kv + 4·MLP width (gated); with gradient
    checkpointing only each layer's input plus one layer recomputed; plus the logits over the vocabulary for
    the loss (Korthikanti et al. 2022, adapted to gated MLPs and flash attention)."""
    tr = s.workload.training
    T = tr.seq_len * tr.micro_batch
    h, L, V = s.hidden(), s.layers(), s.vocab()
    width = s.mlp_width()
    mlp = 4 * width if s.arch.gated_mlp else 2 * width
    per_layer = (4 * h + 2 * s.q_dim() + 2 * s.kv_dim() + mlp) * C.ACTIVATION_BYTES
    if _lora(s):
        per_layer += _adapter_modules(s) * tr.lora_rank * rc.adapter_bytes
    kept_inputs = C.OFFLOADED_LAYER_INPUTS if tr.activation_offloading else L
    if tr.gradient_checkpointing:
        stored = T * (kept_inputs * h * C.ACTIVATION_BYTES + per_layer)
    else:
        stored = T * min(L, kept_inputs) * per_layer
    # A loss on 16-bit logits (recipe.sixteen_bit_loss: pure 16-bit training, no autocast) keeps no fp32 copy.
    sixteen_bit_loss = rc.logit_bytes == C.SIXTEEN_BIT_LOGIT_BYTES
    logit_bytes = (C.CHUNKED_LOGIT_BYTES if tr.chunked_loss
                   else C.SIXTEEN_BIT_LOGIT_BYTES if sixteen_bit_loss else C.TRAIN_LOGIT_BYTES)
    logits = [T * V * b for b in logit_bytes]
    low, typical = stored + logits[0], stored + logits[1]
    if s.mode == "full_finetune" and not tr.optimizer_in_backward and tr.gradient_accumulation == 1 \
            and not gradients_leave_gpu(s):
        # Gradients appear as backward frees the stored activations (zero_grad(set_to_none=True)):
        # at best the two only overlap by one layer's working set.
        grads = gradients_bytes(s, rc).bytes
        low = max(T * per_layer, low - grads)
    high = (stored + logits[2]) * (1 + C.ALLOCATOR_SLACK_SHARE.high)
    return _component("activations", low, typical, high,
                      "act_training_ckpt" if tr.gradient_checkpointing else "act_training",
                      {"tokens": T, "layers": L, "hidden": h, "per_layer_bytes_per_token": per_layer, "vocab": V},
                      "Korthikanti et al. 2022, 'Reducing Activation Recomputation' (per-layer shapes)",
                      "loss_kernel_and_allocator")


def gradients_leave_gpu(s: Sizing) -> bool:
    """Under `training.offload` the full-model gradient partition never builds up on the GPU: DeepSpeed streams each
    reduce bucket into the fp32 partition in host memory (stage_1_and_2.py async_accumulate_grad_in_cpu_via_gpu,
    stage3.py __partition_grads: fp32_partitioned_groups_flat[i].grad.copy_), FSDP copies each unit's gradient shard
    to host memory as it is reduce-scattered (_flat_param.py _cpu_grad; FSDP2 CPUOffloadPolicy). So the activations
    backward frees are not given back to gradients: the peak at the start of backward holds every stored activation
    beside the buckets or units the GPU keeps (offload.training_offload)."""
    return s.offload != "none"


def training_activations_bytes(s: Sizing, rc: Recipe) -> Component:
    """What autograd keeps for backward at the start of backward (the peak), per framework."""
    if rc.generic:
        return _generic_activations(s, rc)
    tr = s.workload.training
    T = tr.seq_len * tr.micro_batch
    L = s.layers()
    stored, one_layer = acts.stored_bytes(s, rc, T, L)
    stored += acts.head_bytes(s, rc, T)
    V = 0 if s.arch.encoder_only else s.vocab()
    logits = [T * V * b for b in rc.logit_bytes]
    if rc.liger:
        logits = list(acts.fused_linear_ce_bytes(s, rc, T))
    scratch = acts.qlora_scratch_bytes(s, rc) if s.mode == "qlora" else (0.0, 0.0, 0.0)
    span = (fitted.constant(LITGPT_LORA_FACTOR, *C.LITGPT_LORA_ACTIVATION_SPAN)
            if (rc.framework == "litgpt" and _lora(s)) else C.TRAIN_ACTIVATION_SPAN)
    low, typical, high = (stored * f + lg + sc for f, lg, sc in zip(span, logits, scratch, strict=True))
    if rc.full and not rc.grads_persist and not tr.optimizer_in_backward and not gradients_leave_gpu(s):
        # Freed gradients (zero_grad(set_to_none=True)) return as backward frees the activations: the peak
        # is the larger of the two, so only the excess over the gradients counts here.
        grads = gradients_bytes(s, rc).bytes
        floors = (one_layer * f + lg + sc for f, lg, sc in zip(span, logits, scratch, strict=True))
        low, typical, high = (max(fl, v - grads) for fl, v in zip(floors, (low, typical, high), strict=True))
    per_layer = acts.layer_bytes(s, rc)
    return _component("activations", low, typical, high,
                      "act_training_ckpt" if tr.gradient_checkpointing else "act_training",
                      {"tokens": T, "layers": L, "hidden": s.hidden(), "per_layer_bytes_per_token": round(per_layer),
                       "vocab": V, "framework": rc.framework},
                      f"{rc.framework}: tensors autograd keeps per layer (model code), "
                      + ("Liger's fused linear cross-entropy (no logits kept)" if rc.liger
                         else f"logits at {rc.logit_bytes.typical:g} bytes each"), "activation_kernels")


# --- runtime overhead ----------------------------------------------------------------------------

def overhead_bytes(s: Sizing, activations: Component, rc: Recipe) -> Component:
    """CUDA context, NCCL buffers when GPUs talk, and the caching allocator's slack over the activations."""
    ctx = C.CUDA_CONTEXT_EAGER_BYTES if rc.eager_cuda_modules else C.CUDA_CONTEXT_BYTES
    share = (fitted.constant(TRAIN_SLACK_SHARE, *C.TRAIN_ALLOCATOR_SLACK_SHARE) if not rc.generic
             else C.ALLOCATOR_SLACK_SHARE)
    slack = [activations.bytes * f for f in share]
    comm = C.COMM_BUFFERS_BYTES if s.dp > 1 else C.Span(0, 0, 0)
    terms: dict[str, float | int | str] = {
        "cuda_context": ctx.typical, "allocator_slack": round(slack[1]), "allocator_slack_low": round(slack[0]),
        "allocator_slack_high": round(slack[2])}
    if s.dp > 1:
        terms["communication"] = comm.typical
    low, typical, high = (ctx[i] + comm[i] + slack[i] for i in range(3))
    return _component("runtime_overhead", low, typical, high, "overhead", terms,
                      "pytorch/pytorch#107667 (CUDA context); NCCL docs; PyTorch caching allocator",
                      "runtime_buffers")


def training_components(s: Sizing, base_weights: Component, metadata: Component | None,
                        rc: Recipe) -> list[Component]:
    """The training budget, given the frozen/loaded weights as the inference formula counts them, and the
    framework's recipe (built once per budget by `budget_for`)."""
    out = [weights_bytes(s, base_weights, rc)]
    if metadata is not None:
        out.append(metadata)
    act = training_activations_bytes(s, rc)
    out += [act, gradients_bytes(s, rc), optimizer_states_bytes(s, rc, act)]
    if _lora(s):
        out.append(adapters_bytes(s, rc))
    if rc.generic:
        return out  # the assembler adds the shared runtime overhead, as before
    out.append(overhead_bytes(s, act, rc))
    return out


__all__ = ["adapter_params", "adapters_bytes", "gradients_bytes", "gradients_leave_gpu", "optimizer_states_bytes",
           "overhead_bytes", "trained_params", "training_activations_bytes", "training_components", "weights_bytes"]
