"""Training state kept off the GPUs: DeepSpeed ZeRO-Offload (optimizer, then parameters, in host RAM) and
ZeRO-Infinity (both on NVMe), as `training.offload` asks.

The GPU components are computed as usual (the ZeRO stage is raised to what the offload needs, see
sizing.OFFLOAD_MIN_ZERO_STAGE); this module then moves what DeepSpeed moves:

* optimizer_cpu — the optimizer states (fp32 master copy and moments) live in host RAM and the step runs on
  the CPU (DeepSpeedCPUAdam); gradients leave the GPU bucket by bucket into an fp32 partition in host RAM
  (deepspeed/runtime/zero/stage_1_and_2.py, cpu_offload: async_accumulate_grad_in_cpu_via_gpu). The GPU
  keeps the 16-bit parameters and the reduce buckets.
* params_cpu — also the 16-bit parameters (ZeRO-3 offload_param, or torch FSDP's CPUOffload(offload_params=True)
  under PyTorch FSDP and Lightning's FSDPStrategy, FSDP2's CPUOffloadPolicy under torchtune's `fsdp_cpu_offload`):
  the GPU keeps only the layers being computed, gathered and
  prefetched (deepspeed/runtime/zero/stage3.py; estimate_zero3_model_states_mem_needs: "gpu_mem =
  largest_layer_memory"), in the format they are stored in, plus what each framework keeps gathered across the turn
  from forward to backward: DeepSpeed the output head (partitioned_param_coordinator.py __params_to_release keeps a
  parameter whose next use lies within stage3_max_reuse_distance, 1e9 elements by default: the head's backward
  follows its forward directly), FSDP1 its root unit — embeddings, final norm and head (FullyShardedDataParallel
  does not reshard the root after forward), FSDP2 the output head (gathered again by its pre-backward hook when it
  is a unit of its own). The gradients leave the GPU through DeepSpeed's reduce buckets, or, under FSDP, as each
  unit's full gradient is reduce-scattered and its shard copied to host memory (FlatParamHandle _cpu_grad): the GPU
  holds the full gradient of the unit backward runs first (the root's, the head's) or of the largest block.
  With the gradients off the GPU, backward no longer hands the activations' memory to them
  (training.gradients_leave_gpu): every stored activation counts beside these.
  LoRA / QLoRA adapters are parameters like the base's: FSDP flattens them into the units' flat parameters (their
  own units under PEFT's and Answer.AI's wrap policies) and CPUOffload moves every flat parameter's shard and its
  gradient to host memory; DeepSpeed's offload_param partitions every parameter, frozen or not, and hands the
  trainable ones' gradients to the CPU optimizer. So the GPU keeps the adapters of the units gathered and their
  gradients until reduce-scattered, not the whole set.
* nvme — as params_cpu, with parameters and optimizer states on NVMe; host RAM holds the pinned swap buffers
  (deepspeed/runtime/swap_tensor; offload_param / offload_optimizer buffer_count and buffer_size).

The per-rank figures follow DeepSpeed's own estimators (stage_1_and_2.estimate_zero2_model_states_mem_needs:
offloaded, "gpu_mem = 2 * total_params", "cpu_mem = total_params * 16" before its 1.5× buffer factor; stage3:
16 bytes per parameter with the optimizer offloaded, 18 with the parameters too).
"""

from __future__ import annotations

from app.core import constants as C
from app.core.constants import Span
from app.core.memory.recipe import Recipe, lightning_deepspeed
from app.core.memory.sizing import Sizing
from app.core.memory.training import BITS, layer_params, root_params
from app.core.memory.types import Component, Device
from app.core.runtimes import traits
from app.core.units import BILLION
from app.core.workload.training_frameworks import FRAMEWORKS, framework_for

# DeepSpeed keeps the gradient partition it hands the CPU optimizer in fp32 (stage_1_and_2.py
# single_partition_of_fp32_groups[i].grad; stage3.py fp32_partitioned_groups_flat grads).
OFFLOADED_GRAD_BYTES = 4
# Reduce buckets the GPU keeps while gradients stream out: DeepSpeed's default reduce_bucket_size is 5e8
# elements (deepspeed/runtime/zero/config.py), the transformers integration's "auto" sets hidden_size²
# (transformers/integrations/deepspeed.py trainer_config_finalize), Lightning's DeepSpeedStrategy 2e8
# (constants.LIGHTNING_DEEPSPEED_REDUCE_BUCKET); in 16 bits.
REDUCE_BUCKET_ELEMENTS = 500_000_000
# Layers the GPU holds gathered under parameter offload: the one computing plus the prefetched
# (stage3_prefetch_bucket_size; DeepSpeed's estimator counts one largest layer, parameters and gradients).
GATHERED_LAYERS = Span(1, 2, 3)
# Training engines whose parameter offload is torch FSDP's: FSDP1 CPUOffload(offload_params=True) (PyTorch FSDP,
# Lightning's FSDPStrategy under LitGPT) or FSDP2 fully_shard(offload_policy=CPUOffloadPolicy()) (torchtune's
# distributed recipes, `fsdp_cpu_offload`: torchtune/training/_distributed.py shard_model) (app/core/memory/recipe.py
# engines; the wizard offers params_cpu to them: FRAMEWORK_OFFLOAD below); the others offload through DeepSpeed.
FSDP_OFFLOAD_ENGINES = frozenset({"fsdp", "litgpt", "torchtune"})
# Host memory DeepSpeed allocates per offloaded parameter beyond the 16 "kosher" bytes (fp32 master, gradient,
# m, v), measured on ZeRO-2 + optimizer offload (deepspeedai/DeepSpeed#7693, stas00, 2025: "about numel * 28
# bytes"): a 16-bit host-to-device copy buffer (2 B, always), the gradient unscale-and-clip copy (4 B) and the
# CPU Adam update's own temporaries (4 B) at the first step (typical: 16 + 10 = 26 B), and the 2 B pinned-memory
# overhead removed by DeepSpeed PR #7689 (high: 28 B). The ZeRO-3 offload path is taken to stage the same way.
OFFLOAD_STAGING_BYTES = Span(2, 10, 12)
# ZeRO-Infinity swap buffers in pinned host memory (DeepSpeed config docs, offload_param / offload_optimizer):
# parameters buffer_count 5 × buffer_size 1e8 elements in 16 bits; optimizer buffer_count 4 (parameter,
# gradient, momentum, variance) × one sub-group (sub_group_size 1e9 elements) in fp32.
NVME_PARAM_BUFFERS = 5
NVME_PARAM_BUFFER_ELEMENTS = 100_000_000
NVME_OPTIMIZER_BUFFERS = 4
NVME_SUB_GROUP_ELEMENTS = BILLION
FP32_BYTES = 4

OFFLOAD_SOURCE = "DeepSpeed ZeRO-Offload / ZeRO-Infinity (Ren et al. 2021; Rajbhandari et al. 2021)"
FSDP_OFFLOAD_SOURCE = ("torch FSDP CPUOffload(offload_params=True) (torch/distributed/fsdp/_flat_param.py "
                       "FlatParamHandle pre_unshard / _cpu_grad; FullyShardedDataParallel keeps the root unit "
                       "gathered into backward)")


# The offloaded copy of a component keeps its formula's numbers; its words say where it went.
MOVED_FORMULAS = {"opt": "opt_moved", "opt_adapters": "opt_adapters_moved", "weights": "weights_moved",
                  "weights_training": "weights_training_moved"}


def _moved(c: Component, device: Device) -> Component:
    """The same bytes, now in host RAM or on NVMe, one part per GPU rank."""
    terms = dict(c.terms)
    terms["device"] = device
    return c.model_copy(update={"device": device, "per_gpu": True, "formula": MOVED_FORMULAS.get(c.formula, c.formula),
                                "terms": terms, "source": f"{OFFLOAD_SOURCE}; {c.source}"})


def _left_on_gpu(c: Component, low: float, typical: float, high: float, formula: str,
                 terms: dict[str, float | int | str], source: str = OFFLOAD_SOURCE) -> Component:
    lo, ty, hi = (max(0, round(v)) for v in (low, typical, high))
    return c.model_copy(update={"bytes": ty, "low_bytes": min(lo, ty), "high_bytes": max(hi, ty), "formula": formula,
                                "terms": terms, "source": source, "range_reason": ""})


def _trainable(s: Sizing) -> int:
    return s.params if s.mode == "full_finetune" else 0


def _fsdp_offload(s: Sizing) -> bool:
    """The parameters are offloaded by torch FSDP (CPUOffload), not by DeepSpeed."""
    tr = s.workload.training
    return FRAMEWORKS[framework_for(tr.framework, s.runtime, s.mode)].engine in FSDP_OFFLOAD_ENGINES


def _gathered_param_bytes(s: Sizing) -> float:
    """Bytes of one parameter gathered onto the GPU: a quantized frozen base in its storage format (dequantized one
    matmul at a time), fp32 parameters in fp32, everything else in 16 bits."""
    if s.mode == "qlora":
        return s.weights.average_body_bits / BITS
    return 4.0 if s.weights.bits_per_weight >= 32 else float(C.WEIGHT_16BIT_BYTES)


def _head_params(s: Sizing) -> int:
    """The output head's parameters (the embedding table where the head is tied to it)."""
    counted = s.counted
    if counted is None:
        return 0
    return counted.lm_head or counted.embedding


# What each framework keeps gathered across the forward-to-backward turn, and the formula that says so.
KEPT_FORMULAS = {"fsdp1_root": "weights_gathered_root", "deepspeed_head": "weights_gathered_head",
                 "fsdp2_head": "weights_gathered_head"}


def _fsdp_param_bytes(s: Sizing) -> float:
    """Bytes of a gathered parameter or its full gradient under FSDP: the parameters' own dtype."""
    return 4.0 if s.weights.bits_per_weight >= 32 else float(C.WEIGHT_16BIT_BYTES)


def _head_unit_params(s: Sizing, rc: Recipe | None) -> float:
    """Parameters of the unit FSDP runs first in backward, gathered with its full gradient while every stored
    activation is still alive: FSDP1's root unit (embeddings, final norm and head), else (FSDP2) the output head -
    in the root, which fully_shard never reshards after forward (FSDPState._lazy_init: the root's
    post_forward_mesh_info = None), or its own unit (torchtune's custom_sharded_layers), gathered again by its
    pre-backward hook."""
    if rc is not None and rc.fsdp1:
        return float(root_params(s, rc))
    return float(_head_params(s))


def _kept_across_turn(s: Sizing, rc: Recipe | None) -> tuple[float, str]:
    """(bytes, what) the framework holds gathered at the forward-to-backward turn beside the computing layers:
    FSDP1's root unit, FSDP2's and DeepSpeed's output head (the module docstring)."""
    if _fsdp_offload(s):
        return _head_unit_params(s, rc) * _fsdp_param_bytes(s), "fsdp1_root" if rc is not None and rc.fsdp1 \
            else "fsdp2_head"
    return _head_params(s) * float(C.WEIGHT_16BIT_BYTES), "deepspeed_head"


def _offloaded_adapters(s: Sizing, c: Component) -> tuple[Component, Component]:
    """LoRA adapters or their gradients under parameter offload: (the rank's shard, now off the GPU; what the GPU
    keeps: the adapters of the gathered units, or those units' gradients until reduce-scattered). The module
    docstring says why; the gathered units are GATHERED_LAYERS, as for the base weights."""
    adapter_bytes = float(c.terms.get("adapter_params", 0) or 0) * float(c.terms.get("bytes_per_param", 0) or 0)
    shard = adapter_bytes / max(1, s.dp)
    moved = c.model_copy(update={"bytes": round(shard), "low_bytes": round(shard), "high_bytes": round(shard),
                                 "range_reason": ""})
    per_unit = adapter_bytes / max(1, s.layers())
    low, typical, high = (units * per_unit for units in GATHERED_LAYERS)
    kept = _left_on_gpu(c, low, typical, high, "adapters_gathered" if c.key == "adapters" else "grads_adapter_units",
                        {"adapter_bytes_per_unit": round(per_unit), "units": GATHERED_LAYERS.typical},
                        FSDP_OFFLOAD_SOURCE if _fsdp_offload(s) else OFFLOAD_SOURCE)
    return moved, kept


def training_offload(s: Sizing, gpu: list[Component], rc: Recipe | None = None) -> tuple[list[Component],
                                                                                         list[Component]]:
    """(what stays on each GPU, what lives in host RAM / on NVMe per rank) under `training.offload`; `rc`: the
    training recipe of the budget (FSDP1's root unit)."""
    mode = s.offload
    if mode == "none":
        return gpu, []
    target: Device = "nvme" if mode == "nvme" else "host"
    params_too = mode in ("params_cpu", "nvme")
    trainable = _trainable(s)
    kept: list[Component] = []
    off: list[Component] = []
    for c in gpu:
        if c.key == "optimizer_states":
            off.append(_moved(c, target))
            kept.append(_left_on_gpu(c, 0, 0, 0, "opt_off_gpu", {"device": target}))
        elif c.key == "gradients" and trainable:
            partition = trainable / s.dp * OFFLOADED_GRAD_BYTES
            off.append(c.model_copy(update={
                "device": target, "per_gpu": True, "bytes": round(partition), "low_bytes": round(partition),
                "high_bytes": round(partition), "formula": "grads_offloaded", "range_reason": "",
                "terms": {"params": trainable, "bytes_per_param": OFFLOADED_GRAD_BYTES, "gpus_sharing": s.dp,
                          "device": target},
                "source": OFFLOAD_SOURCE}))
            if params_too and _fsdp_offload(s):
                # FSDP: each unit's full gradient (in the parameters' dtype) until its shard is copied out; the
                # first unit backward runs (the head's, _head_unit_params) does so beside every stored activation.
                per = _fsdp_param_bytes(s)
                head = _head_unit_params(s, rc)
                unit = layer_params(s)
                low, typical, high = unit * per, max(unit, head) * per, (unit + head) * per
                kept.append(_left_on_gpu(c, low, typical, high, "grads_units",
                                         {"unit_bytes": round(typical), "device": target}, FSDP_OFFLOAD_SOURCE))
                continue
            low = s.hidden() ** 2 * C.WEIGHT_16BIT_BYTES
            bucket = min(trainable, C.LIGHTNING_DEEPSPEED_REDUCE_BUCKET if lightning_deepspeed(s)
                         else REDUCE_BUCKET_ELEMENTS)
            # The head's gradient, the first backward produces (beside every stored activation): copied into the
            # contiguous bucket only when it fits (stage3.py __add_grad_to_ipg_bucket: elements_in_ipg_bucket +
            # grad.numel() < reduce_bucket_size; stage_1_and_2.py extra_large_param_to_reduce), else held whole
            # beside it until reduced - for a head tied to the embedding, until the embedding's backward at the end.
            head = _head_params(s)
            oversized = head * C.WEIGHT_16BIT_BYTES if head >= bucket else 0
            if rc is not None and rc.liger:
                oversized = 0  # Liger's fused loss builds that gradient in forward: counted with the activations
            typical = bucket * C.WEIGHT_16BIT_BYTES + oversized
            terms_b: dict[str, float | int | str] = {"bucket_elements": bucket, "device": target}
            if oversized:
                terms_b["head_grad_bytes"] = round(oversized)
            kept.append(_left_on_gpu(c, min(low, typical), typical, typical, "grads_buckets", terms_b))
        elif params_too and not trainable and c.key in ("adapters", "gradients"):
            shard, units = _offloaded_adapters(s, c)
            off.append(_moved(shard, target))
            kept.append(units)
        elif c.key == "weights" and params_too:
            gathered = float(c.terms.get("gathered_bytes", 0) or 0)
            off.append(_moved(c.model_copy(update={
                "bytes": max(0, round(c.bytes - gathered)), "low_bytes": max(0, round(c.low_bytes - gathered)),
                "high_bytes": max(0, round(c.high_bytes - gathered))}), target))
            layer = layer_params(s) * _gathered_param_bytes(s)
            kept_bytes, kept_what = _kept_across_turn(s, rc)
            g_low, g_typical, g_high = (units * layer + kept_bytes for units in GATHERED_LAYERS)
            terms: dict[str, float | int | str] = {"layers_gathered": GATHERED_LAYERS.typical,
                                                   "layer_bytes": round(layer), "device": target}
            if kept_bytes:
                terms["kept_bytes"] = round(kept_bytes)
            kept.append(_left_on_gpu(c, g_low, g_typical, g_high,
                                     KEPT_FORMULAS[kept_what] if kept_bytes else "weights_gathered", terms,
                                     FSDP_OFFLOAD_SOURCE if _fsdp_offload(s) else OFFLOAD_SOURCE))
        else:
            kept.append(c)
    off.append(_buffers(s, off, target))
    return kept, off


def _buffers(s: Sizing, off: list[Component], target: Device) -> Component:
    """Pinned host staging beside the offloaded state (per rank)."""
    states = sum(c.bytes for c in off)
    if target == "nvme":
        rank_params = max(1, s.params // max(1, s.dp))
        params = NVME_PARAM_BUFFERS * NVME_PARAM_BUFFER_ELEMENTS * C.WEIGHT_16BIT_BYTES
        optimizer = NVME_OPTIMIZER_BUFFERS * min(NVME_SUB_GROUP_ELEMENTS, rank_params) * FP32_BYTES
        total = params + optimizer
        return Component(key="pinned_buffers", bytes=total, low_bytes=total, high_bytes=total, per_gpu=True,
                         device="host", formula="pinned_nvme",
                         terms={"param_buffers": NVME_PARAM_BUFFERS,
                                "param_buffer_elements": NVME_PARAM_BUFFER_ELEMENTS,
                                "optimizer_buffers": NVME_OPTIMIZER_BUFFERS,
                                "sub_group_elements": min(NVME_SUB_GROUP_ELEMENTS, rank_params)},
                         source="DeepSpeed config: offload_param / offload_optimizer buffer_count, buffer_size, "
                                "sub_group_size")
    partition = (s.params if s.mode == "full_finetune" else 0) / max(1, s.dp)
    low, typical, high = (0.0, float(states), float(states)) if not partition else (
        partition * b for b in OFFLOAD_STAGING_BYTES)  # adapters only: small states, staged as much again
    return Component(key="pinned_buffers", bytes=round(typical), low_bytes=round(low), high_bytes=round(high),
                     per_gpu=True, device="host", formula="pinned_offload",
                     terms={"params": round(partition), "bytes_per_param": OFFLOAD_STAGING_BYTES.typical},
                     source="deepspeedai/DeepSpeed#7693 (host memory per parameter under ZeRO-2 CPU offload)",
                     range_reason="pinned_memory")


# --- what each training framework can offload (the wizard offers only these; runtimes: app/core/runtimes.py) ---
# Training: DeepSpeed offloads the optimizer, the parameters and both to NVMe (also under the transformers Trainer
# and PEFT, which hand the model to DeepSpeed); PyTorch FSDP and Lightning's FSDP strategy (LitGPT) offload
# parameters with gradients and optimizer (CPUOffload(offload_params=True)); torchtune offloads the optimizer on one
# GPU (torchao CPUOffloadOptimizer) and, in its distributed recipes, the parameters with gradients and optimizer
# (`fsdp_cpu_offload`: FSDP2 CPUOffloadPolicy).
FRAMEWORK_OFFLOAD: dict[str, tuple[str, ...]] = {
    "generic": ("none", "optimizer_cpu", "params_cpu", "nvme"),
    "megatron": ("none",),  # the GPT loop this framework sizes keeps its states on the GPUs
    "ddp": ("none",),  # torch DDP (and ZeroRedundancyOptimizer over it) keeps everything on the GPUs
    "deepspeed": ("none", "optimizer_cpu", "params_cpu", "nvme"),
    "hf_trainer": ("none", "optimizer_cpu", "params_cpu", "nvme"),
    "peft": ("none", "optimizer_cpu", "params_cpu", "nvme"),
    "trl": ("none", "optimizer_cpu", "params_cpu", "nvme"),  # a transformers Trainer: DeepSpeed through accelerate
    "unsloth": ("none",),  # its own kernels on one GPU; no ZeRO (github.com/unslothai/unsloth)
    "fsdp": ("none", "params_cpu"),
    "litgpt": ("none", "params_cpu"),
    "torchtune": ("none", "optimizer_cpu", "params_cpu"),
}


def runtime_offload_options(runtime: str) -> tuple[str, ...]:
    """The `runtime_options` offload fields this runtime honours (empty: none)."""
    return traits(runtime).offload


def training_offload_options(framework: str | None, runtime: str, mode: str = "lora") -> tuple[str, ...]:
    """The `training.offload` values this training framework supports (empty framework: as the engine picks)."""
    return FRAMEWORK_OFFLOAD.get(framework_for(framework, runtime, mode), ("none",))
