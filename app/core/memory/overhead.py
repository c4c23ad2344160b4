"""Runtime memory outside the model's tensors: CUDA context, graphs, communication buffers, allocator slack."""

from __future__ import annotations

from app.core import constants as C
from app.core.memory.inference import inference_overhead_parts
from app.core.memory.sizing import Sizing
from app.core.memory.types import Component
from app.core.memory.weights import component
from app.core.model import arithmetic as arch_math
from app.core.runtimes import traits


def runtime_overhead_bytes(s: Sizing, activations: Component) -> Component:
    """CUDA context, CUDA graphs (vLLM/SGLang), communication buffers when GPUs talk, ZeRO-3
    prefetch, QLoRA dequantization scratch, and allocator slack over the transient tensors."""
    context = C.LLAMACPP_CONTEXT_BYTES if not s.torch_runtime else C.CUDA_CONTEXT_BYTES
    parts = [list(context)]
    terms: dict[str, float | int | str] = {"cuda_context": context.typical}
    if not s.training:
        for name, span in inference_overhead_parts(s):
            parts.append(list(span))
            terms[name] = span[1]
    if s.tp > 1 or s.dp > 1 or s.pp > 1:
        parts.append(list(C.COMM_BUFFERS_BYTES))
        terms["communication"] = C.COMM_BUFFERS_BYTES.typical
    if s.training and s.zero_stage >= 3:
        layer_params = s.params / max(1, s.layers())
        b = C.ZERO3_PREFETCH_LAYERS * layer_params * C.WEIGHT_16BIT_BYTES
        parts.append([b, b, b])
        terms["zero3_prefetch"] = b
    if s.mode == "qlora":
        b = arch_math.largest_matrix_params(s.arch) * C.WEIGHT_16BIT_BYTES
        parts.append([b, b, b])
        terms["dequant_scratch"] = b
    if s.torch_runtime and (s.training or not traits(s.runtime).profiling):
        # vLLM, SGLang and TGI size their pools after measuring the peak (allocated bytes) and empty the
        # allocator's cache: no slack on top of it.
        slack = [activations.bytes * share for share in C.ALLOCATOR_SLACK_SHARE]
        parts.append(slack)
        terms["allocator_slack"] = slack[1]
        terms["allocator_slack_low"], terms["allocator_slack_high"] = slack[0], slack[2]
    low, typical, high = (sum(p[i] for p in parts) for i in range(3))
    return component("runtime_overhead", low, typical, high, "overhead", terms,
                     "pytorch/pytorch#107667 (CUDA context); vLLM startup logs (graphs); NCCL docs",
                     "runtime_buffers")
