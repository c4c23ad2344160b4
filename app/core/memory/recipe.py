"""What a training framework keeps on the GPU, resolved once per budget from the workload.

Every flag names the runtime behaviour it stands for and the code path that shows it. The versions are
the ones the calibration cases in tests/core/calibration/cases_training*.json were measured with:
transformers 4.16-5.x Trainer, PEFT 0.16-0.19, LitGPT 0.1-0.5 (Lightning 2.1-2.4), torchtune 0.1-0.6,
DeepSpeed ZeRO through transformers/accelerate, PyTorch FSDP1 (accelerate) and FSDP2 (torchtitan).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from app.core import constants as C
from app.core.constants import Span
from app.core.memory.sizing import Sizing
from app.core.workload.training_frameworks import FRAMEWORKS, framework_for

# Frameworks that replace each GQA key/value head by copies for every query head before attention:
# transformers sdpa_attention_forward (repeat_kv), LitGPT CausalSelfAttention (k.expand + reshape),
# torchtune MultiHeadAttention (expand + flatten), torchtitan Attention (repeat_kv).
_REPEAT_KV = frozenset({"hf_trainer", "peft", "litgpt", "torchtune", "deepspeed", "fsdp"})
# Frameworks whose RMSNorm upcasts its input to fp32 and keeps that copy for backward (eager mode):
# transformers LlamaRMSNorm (hidden_states.to(torch.float32)), LitGPT RMSNorm (x.float()),
# torchtune RMSNorm (x.float()).
_NORM_UPCAST = frozenset({"hf_trainer", "peft", "litgpt", "torchtune", "deepspeed", "fsdp"})
# FSDP1 (torch.distributed.fsdp.FullyShardedDataParallel) frameworks: the root unit (embeddings, final norm,
# head) stays gathered through forward and backward, and no_sync() during gradient accumulation keeps
# full-size gradients ("FSDP will accumulate the full model gradients (instead of gradient shards) until the
# eventual sync", FullyShardedDataParallel.no_sync docstring). Lightning's FSDPStrategy (LitGPT) and
# accelerate's FSDP plugin are FSDP1; torchtune and torchtitan use FSDP2 (fully_shard) and sync every step.
_FSDP1 = frozenset({"litgpt", "hf_trainer", "peft"})
# Frameworks that spread a job over several GPUs with torch DistributedDataParallel when nothing is sharded
# (accelerate's DDP under the Trainer and PEFT; constants.DDP_BUCKET_GRAD_COPIES).
_DDP = frozenset({"hf_trainer", "peft"})
# `training.framework` values that are a plain PyTorch loop over DistributedDataParallel (the textbook memory
# model otherwise). torch's ZeroRedundancyOptimizer (ZeRO-1) shards the optimizer states only and runs over the
# same DDP module, so its buckets stay whole (torch/distributed/optim/zero_redundancy_optimizer.py).
_PLAIN_DDP = frozenset({"ddp"})
# `training.framework` values that are Megatron-LM's training loop (its own DDP buffers and mixed-precision optimizer:
# constants.MEGATRON_MAIN_GRAD_BYTES).
_MEGATRON = frozenset({"megatron"})


# How AdamW steps: 'foreach' (torch.optim.AdamW's default on CUDA since PyTorch 2.0, _default_to_fused_or_foreach)
# builds one temporary of every parameter's second moment (`exp_avg_sq_sqrt = torch._foreach_sqrt(...)` in
# torch/optim/adamw.py _multi_tensor_adamw); 'per_param' (the for-loop, transformers' adamw_hf) one parameter's;
# 'fused' (fused=True, DeepSpeed FusedAdam, bitsandbytes' 8-bit kernels) none worth counting.
OptimizerStep = Literal["foreach", "fused", "per_param"]


@dataclass(frozen=True)
class Recipe:
    framework: str
    full: bool  # every parameter trains
    fp32: bool  # parameters, gradients, activations in fp32
    amp: bool  # fp32 parameters with autocast 16-bit copies for the matmuls
    ds_mixed: bool  # DeepSpeed-style mixed precision: 16-bit parameters and gradients, fp32 master + states
    act_bytes: int  # bytes of a matmul output
    resid_bytes: int  # bytes of the residual stream (fp32 under AMP: the norms' outputs stay fp32)
    norm_upcast: bool
    repeat_kv: bool
    eager_attention: bool
    logit_bytes: Span  # bytes per logit alive at the start of backward
    grads_persist: bool  # gradients are still allocated when the next forward peaks
    fsdp1: bool
    adapter_bytes: int
    adapter_input_copies: bool  # each adapted layer keeps its own (cast or dropped) copy of its input
    untied_head: bool  # a separate output head even where the config ties it to the embedding
    quantize_head: bool  # QLoRA quantizes the output head too
    generic: bool
    eager_cuda_modules: bool = False  # CUDA kernels loaded eagerly at start-up (PyTorch < 1.13): a larger context
    optimizer_step: OptimizerStep = "fused"  # how AdamW's step runs: its temporaries (constants.FOREACH_*)
    kbit_fp32: bool = False  # PEFT's prepare_model_for_kbit_training: the unquantized parameters upcast to fp32
    fused_qkv_kept: bool = False  # v reaches attention as a view of the fused qkv output, which stays alive whole
    softcap_scores: bool = False  # attention scores soft-capped in eager code: tanh, fp32 softmax and a 16-bit copy
    ddp_buckets: bool = False  # DDP's all-reduce buckets hold a second copy of every gradient
    ds_step_fp32_grads: bool = False  # DeepSpeed's step upcasts the owned gradient partition to fp32
    liger: bool = False  # Liger-Kernel patched in: fused linear cross-entropy (no logits), RMSNorm, SwiGLU kernels
    megatron_grads: bool = False  # Megatron-LM's main_grad buffer (+ the fp16 optimizer's fp32 copies of it)




def named_version(s: Sizing, package: str) -> tuple[int, int] | None:
    """(major, minor) of `package` named in runtime_options.runtime_version ('transformers 4.16, torch 1.10')."""
    text = (s.workload.runtime_options.runtime_version or "").lower()
    found = re.search(rf"{package}\s*v?(\d+)\.(\d+)", text)
    return (int(found.group(1)), int(found.group(2))) if found else None


def optimizer_step(s: Sizing, fw: str) -> OptimizerStep:
    """How the framework's AdamW steps, per release where the releases differ (named_version; none named: the
    releases most published runs used, see constants.TRAINER_FOREACH_FIRST)."""
    if s.workload.training.optimizer != "adamw" or fw in ("generic", "deepspeed", "torchtune", "fsdp"):
        # DeepSpeed: its FusedAdam; torchtune: `fused: True` in its recipes' AdamW; torchtitan: fused AdamW.
        return "fused"
    torch = named_version(s, "torch")
    if torch is not None and torch < C.TORCH_FOREACH_DEFAULT_FIRST:
        return "per_param"
    if fw == "litgpt":
        return "foreach"  # torch.optim.AdamW with its defaults (litgpt/utils.py instantiate_torch_optimizer)
    hf = named_version(s, "transformers")
    if hf is not None and hf < C.TRAINER_FOREACH_FIRST:
        return "per_param"  # the Trainer's own AdamW (optim='adamw_hf'), stepped one parameter at a time
    if torch is not None and torch >= C.TRAINER_FUSED_TORCH_FIRST:
        return "fused"  # optim='adamw_torch_fused' by default with PyTorch >= 2.8
    return "foreach"


def lightning_deepspeed(s: Sizing) -> bool:
    """DeepSpeed run through Lightning's DeepSpeedStrategy (the workload names Lightning in its runtime version):
    Lightning's zero_optimization defaults apply (constants.LIGHTNING_DEEPSPEED_SUB_GROUP_SIZE, _REDUCE_BUCKET)."""
    return framework(s) == "deepspeed" and named_version(s, "lightning") is not None


def deepspeed_sub_group_size(s: Sizing) -> int:
    """Elements DeepSpeed's ZeRO-3 step upcasts to fp32 at a time: DeepSpeed's default, or Lightning's."""
    return C.LIGHTNING_DEEPSPEED_SUB_GROUP_SIZE if lightning_deepspeed(s) else C.DEEPSPEED_SUB_GROUP_SIZE


def litgpt_mqa_unexpanded(s: Sizing) -> bool:
    """A multi-query model (one k/v head) under a lit-gpt snapshot that passes k and v to torch's SDPA unexpanded
    (constants.LITGPT_MQA_EXPAND_FIRST): the math kernel runs. Every LitGPT release (0.1 on) and a workload naming
    no release expand them, and the fused kernels run."""
    snapshot = named_version(s, "lit-gpt")
    return s.arch.kv_heads == 1 and snapshot is not None and snapshot < C.LITGPT_MQA_EXPAND_FIRST


def litgpt_fused_qkv_kept(s: Sizing) -> bool:
    """LitGPT computes q, k and v with one fused linear and slices them out of its output (litgpt/model.py
    CausalSelfAttention.forward: `qkv.split` then view/permute before Dec 2024, `qkv.split` then view/transpose
    after). With as many k/v heads as query heads nothing is expanded: v reaches SDPA as a view of that output, so
    SDPA's saved v keeps the whole output (q, k and v) alive; rope gives q and k new tensors. With fewer k/v heads
    the expand/repeat copies v and the fused output is freed."""
    heads, kv_heads = s.arch.heads, s.arch.kv_heads
    return heads is not None and (kv_heads is None or kv_heads == heads)


def framework(s: Sizing) -> str:
    tr = s.workload.training
    fw = FRAMEWORKS[framework_for(tr.framework, s.runtime, s.mode)].engine
    if s.offload != "none" and fw in ("hf_trainer", "peft"):
        # Offload is DeepSpeed's: the Trainer hands the model to the DeepSpeed engine, whose mixed precision
        # (16-bit parameters, fp32 master copy in the offloaded optimizer) replaces torch.autocast
        # (transformers/integrations/deepspeed.py deepspeed_init).
        return "deepspeed"
    return fw


def ddp_reducer(s: Sizing, fw: str) -> bool:
    """torch DDP's reducer keeps its all-reduce buckets beside the gradients: a job over several GPUs under the
    Trainer or PEFT with nothing sharded, or a plain DDP loop (ZeroRedundancyOptimizer's ZeRO-1 included).
    Reducer::initialize_buckets allocates every bucket's flat tensor (`at::empty({offset}, options)`, the sum of
    its parameters' numel in their dtype) when DDP wraps the model, and every parameter is in a bucket; unless
    gradient_as_bucket_view=True (off by default) each gradient stays a tensor of its own and is copied in
    (mark_variable_ready_dense: `bucket_view.copy_(grad)`) and back (copy_bucket_to_grad): pytorch/pytorch@00413201d
    torch/csrc/distributed/c10d/reducer.cpp."""
    if s.dp <= 1:
        return False
    if fw in _DDP:
        return s.zero_stage == 0
    named = framework_for(s.workload.training.framework, s.runtime, s.mode)
    return named in _PLAIN_DDP and s.zero_stage <= 1


def sixteen_bit_loss(s: Sizing, fw: str, ds_mixed: bool) -> bool:
    """The loss runs on 16-bit logits: DeepSpeed's 16-bit engine (no autocast) over a transformers family whose
    forward keeps the head's dtype, before the release whose loss_function upcasts
    (constants.SIXTEEN_BIT_LOGIT_BYTES); or pure 16-bit training under the generic textbook: the model cast whole
    to bf16/fp16 (master_weights false, no autocast), where torch's F.cross_entropy keeps the logits' dtype."""
    if fw == "generic" and not s.workload.training.master_weights and s.weights.bits_per_weight == C.SIXTEEN_BITS:
        return True
    if not (fw == "deepspeed" and ds_mixed and s.arch.architecture in C.NO_LOGIT_UPCAST_FAMILIES):
        return False
    hf = named_version(s, "transformers")
    return hf is not None and hf < C.TRANSFORMERS_LOSS_UPCAST_FIRST


def _logit_bytes(fw: str, chunked: bool, compiled: bool) -> Span:
    if fw == "generic":
        return C.CHUNKED_LOGIT_BYTES if chunked else C.TRAIN_LOGIT_BYTES
    if fw == "litgpt":
        return C.LITGPT_LOGIT_BYTES
    # torchtune compiles the loss with the model (training.compile_loss); torchtitan and the transformers
    # Trainer compile the model's blocks only, the loss stays eager.
    compiled = compiled and fw == "torchtune"
    if chunked:
        return C.TORCHTUNE_COMPILED_CHUNKED_LOGIT_BYTES if compiled else C.CHUNKED_LOGIT_BYTES_EAGER
    return C.COMPILED_LOGIT_BYTES if compiled else C.UPCAST_LOGIT_BYTES


def kbit_fp32(s: Sizing, fw: str) -> bool:
    """QLoRA through PEFT on unsharded GPUs: TRL's SFTTrainer (and the QLoRA recipe) call PEFT's
    prepare_model_for_kbit_training, which casts every 16-bit parameter left unquantized (embeddings, norms, output
    head) to fp32 (peft/utils/other.py), so the embedding's output and the residual stream it feeds are fp32 too.
    Sharded QLoRA (FSDP/ZeRO-3 loading onto meta or CPU) skips it (trl/trainer/sft_trainer.py is_sharded_qlora)."""
    return fw == "peft" and s.mode == "qlora" and not (s.zero_stage >= 3 and s.dp > 1)


def recipe(s: Sizing) -> Recipe:
    tr = s.workload.training
    fw = framework(s)
    generic = fw == "generic"
    full = s.mode == "full_finetune"
    fp32 = s.weights.bits_per_weight >= 32
    sixteen = not fp32
    # Mixed precision: fp32 master weights. DeepSpeed (bf16/fp16 config) and the generic textbook keep
    # 16-bit parameters beside an fp32 master copy; everyone else runs torch.autocast over fp32 parameters
    # (transformers Trainer fp16/bf16=True, Lightning '*-mixed', FSDP MixedPrecisionPolicy) — LoRA's
    # frozen base included, which HF's 'model training anatomy' counts as 6 bytes per parameter.
    mixed = tr.master_weights and sixteen
    ds_mixed = mixed and fw in ("deepspeed", "generic")
    # A LoRA base keeps the dtype it was loaded in (precision.weights); only Lightning's '*-mixed' holds it in
    # fp32 (LitGPT loads the checkpoint into fp32 parameters).
    amp = mixed and not ds_mixed and fw != "fsdp" and (full or fw == "litgpt")
    compiled = tr.compile
    attention = tr.attention
    eager = attention == "eager" or (attention == "auto" and s.arch.encoder_only and fw in ("hf_trainer", "peft"))
    # lit-gpt before 2023-10-24 passes a single shared K/V head (MQA) to F.scaled_dot_product_attention
    # unexpanded; the fused kernels cannot broadcast it, so the math kernel runs and keeps the scores
    # (litgpt/model.py CausalSelfAttention: 'if n_query_groups != 1: expand'; later releases expand in training).
    if fw == "litgpt" and attention == "auto" and litgpt_mqa_unexpanded(s):
        eager = True
    # Gemma 2 soft-caps its attention logits (config attn_logit_softcapping); LitGPT cannot use SDPA for it and
    # runs its own eager product (litgpt/model.py scaled_dot_product_attention: 'with softcapping we cannot use
    # SDPA'), from the first release that runs Gemma 2 (July 2024).
    softcap = fw == "litgpt" and s.arch.architecture == "gemma2"
    eager = eager or softcap
    # Gradients survive into the next forward when accumulating over micro-batches, and in the transformers
    # Trainer of PyTorch < 2.0 (Trainer calls model.zero_grad(), which zeroed in place before 2.0).
    persist = tr.gradient_accumulation > 1 or fw in ("hf_trainer", "generic")
    adapter_bytes = C.ADAPTER_WEIGHT_BYTES if (tr.master_weights or fw == "peft") else C.ADAPTER_16BIT_BYTES
    # A chunked loss outside torchtune, LitGPT and the textbook is Liger-Kernel's (the transformers Trainer's
    # use_liger_kernel, AutoLigerKernelForCausalLM): its default patch set also swaps RMSNorm and SwiGLU (constants).
    liger = tr.chunked_loss and fw in C.LIGER_LOSS_FRAMEWORKS
    if fw == "peft" and not tr.master_weights and s.mode == "lora":
        adapter_bytes = C.ADAPTER_WEIGHT_BYTES  # PEFT autocast_adapter_dtype=True upcasts adapters to fp32
    return Recipe(
        framework=fw, full=full, fp32=fp32, amp=amp, ds_mixed=ds_mixed,
        act_bytes=4 if fp32 else C.ACTIVATION_BYTES,
        resid_bytes=4 if (fp32 or amp or kbit_fp32(s, fw)) else C.ACTIVATION_BYTES,
        norm_upcast=fw in _NORM_UPCAST and not compiled and sixteen,
        repeat_kv=fw in _REPEAT_KV,
        eager_attention=eager, grads_persist=persist,
        logit_bytes=(C.Span(0, 0, 0) if liger
                     else C.SIXTEEN_BIT_LOGIT_BYTES if sixteen_bit_loss(s, fw, ds_mixed)
                     else _logit_bytes(fw, tr.chunked_loss, compiled)),
        fsdp1=fw in _FSDP1 or (fw == "fsdp" and s.runtime == "transformers"),
        adapter_bytes=adapter_bytes,
        adapter_input_copies=fw in ("peft", "hf_trainer", "deepspeed", "fsdp") or tr.lora_dropout > 0,
        untied_head=fw == "litgpt", quantize_head=fw == "litgpt", generic=generic,
        eager_cuda_modules=(torch := named_version(s, "torch")) is not None and torch < C.TORCH_LAZY_MODULES_FIRST,
        optimizer_step=optimizer_step(s, fw), kbit_fp32=kbit_fp32(s, fw),
        fused_qkv_kept=fw == "litgpt" and litgpt_fused_qkv_kept(s), softcap_scores=softcap,
        ddp_buckets=ddp_reducer(s, fw),
        ds_step_fp32_grads=fw == "deepspeed" and ds_mixed and full and s.offload == "none",
        liger=liger,
        megatron_grads=framework_for(tr.framework, s.runtime, s.mode) in _MEGATRON)
