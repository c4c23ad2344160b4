"""Weights and quantization metadata on one GPU.

Parameters by role come from the architecture (app/core/model/arithmetic.py); when the workload also
states the parameter count, the stated total wins and the quantizable body is scaled to it (the
breakdown gives the split, the stated figure the size). llama.cpp keeps the untied token-embedding
table in host memory and splits layers, not tensors, over several GPUs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from app.core import constants as C
from app.core.memory.sizing import Sizing, round_up
from app.core.memory.types import Component
from app.core.runtimes import traits

BITS = 8


def component(key: str, low: float, typical: float, high: float, formula: str,
              terms: dict[str, float | int | str], source: str, range_reason: str = "") -> Component:
    """A budget component with low ≤ typical ≤ high whole bytes."""
    lo, ty, hi = (max(0, round(v)) for v in (low, typical, high))
    return Component(key=key, bytes=ty, low_bytes=min(lo, ty), high_bytes=max(hi, ty),  # type: ignore[arg-type,unused-ignore]
                     formula=formula, terms=terms, source=source, range_reason=range_reason)


def llamacpp_layer_counts(layers: int, gpus: int) -> list[int]:
    """Repeating layers per GPU under llama.cpp's default layer split over equal GPUs: layer i (of
    n_layer + 1, the output layer last) goes to GPU floor(i · gpus / (n_layer + 1))
    (src/llama-model.cpp load_tensors: splits from each device's free memory, `get_layer_buft_list`)."""
    counts = [0] * gpus
    for i in range(layers):
        counts[i * gpus // (layers + 1)] += 1
    return counts


def layer_split(s: Sizing) -> bool:
    """Several GPUs holding different layers (llama.cpp), not slices of every tensor."""
    return s.tp > 1 and traits(s.runtime).layer_split


def llamacpp_named_build(s: Sizing) -> int | None:
    """The llama.cpp build the workload names (runtime_version "b8133" -> 8133); None when none is named."""
    if s.runtime != "llama.cpp":
        return None
    found = re.search(r"\d+", s.workload.runtime_options.runtime_version or "")
    return int(found.group()) if found else None


def llamacpp_gpu_layers(s: Sizing) -> tuple[int, bool]:
    """(repeating layers on the GPUs, output layer on a GPU) for `gpu_layers` repeating layers on the GPUs:
    the last N layers are offloaded (src/llama-model.cpp load_tensors: i_gpu_start = n_layer - n_gpu_layers),
    the output layer only when N exceeds the layer count; from the build that offloads the output layer
    first (ggml-org/llama.cpp PR #18148, i_gpu_start = n_layer + 1 - n_gpu_layers: -ngl N puts N - 1
    repeating layers and the output layer on the GPU) it is on the GPU with any repeating layer. Only a
    named build at or past constants.LLAMACPP_OUTPUT_FIRST_BUILD counts as the later rule."""
    layers = s.layers()
    ngl = s.workload.runtime_options.gpu_layers
    if not traits(s.runtime).layer_split or ngl is None or ngl > layers:
        return layers, True
    build = llamacpp_named_build(s)
    return ngl, build is not None and build >= C.LLAMACPP_OUTPUT_FIRST_BUILD and ngl > 0


def _scaled_body(s: Sizing, body: int, fixed: int) -> tuple[int, float]:
    """The body, scaled so the whole model matches a stated parameter count: what the checkpoint holds
    beyond the architecture's count (a vision tower, extra heads) is loaded like the body."""
    if not s.arch.params_b or body <= 0:
        return body, 1.0
    scale = max(0.0, (s.params - fixed) / body)
    if abs(scale - 1) < C.STATED_PARAMS_TOLERANCE:
        return body, 1.0
    return round(body * scale), scale


def llamacpp_cpu_moe_layers(s: Sizing, on_gpu: int) -> int:
    """GPU layers whose MoE experts stay in host memory under --n-cpu-moe N: the experts of layers 0..N-1 go
    to the CPU (common/arg.cpp --n-cpu-moe: a tensor-buffer override for blk.i.ffn_*_exps, i < N); layers
    that are already on the CPU (the first n_layer - ngl) keep theirs there anyway."""
    asked = s.workload.runtime_options.cpu_moe_layers
    if not traits(s.runtime).layer_split or not asked or not s.arch.is_moe:
        return 0
    on_cpu = s.layers() - on_gpu
    return max(0, min(asked, s.layers()) - on_cpu)


@dataclass(frozen=True)
class WholeModel:
    """The whole model's weight bytes as this runtime loads them, before any split over GPUs."""

    values: float  # parameter values, all tensors
    metadata: float  # quantization scales
    naive: float  # parameters × nominal bits (the lower bound)
    embedding: float  # token-embedding table bytes (0 when llama.cpp keeps it in host memory)
    host_embedding: float  # the embedding table llama.cpp keeps in host memory
    head: float  # untied output head bytes
    experts: float  # routed-expert value bytes, all layers (their scales: × average ÷ value bits)
    terms: dict[str, float | int | str]

    @property
    def outer(self) -> float:
        return self.embedding + self.head

    def per_layer(self, layers: int) -> float:
        """Values + scales of one repeating layer (the body spread evenly over the layers)."""
        return (self.values - self.outer + self.metadata) / max(1, layers)


def whole_model(s: Sizing) -> WholeModel:
    fmt = s.weights
    c = s.counted
    norm_bytes = C.NORM_BYTES if fmt.ecosystem == "gguf" or fmt.id == "fp32" else C.WEIGHT_16BIT_BYTES
    if s.mode == "full_finetune":
        # The model being trained is held in 16 bits (or fp32 when chosen); the fp32 master copy
        # is counted with the optimizer states.
        per_param = max(fmt.bits_per_weight, 16) / BITS
        total = s.params * per_param
        return WholeModel(total, 0.0, total, 0.0, 0.0, 0.0, 0.0, {"params": s.params, "bytes_per_param": per_param})
    scale = 1.0
    if c is None:
        body, emb, head, small, experts = s.params, 0, 0, 0, 0
    else:
        emb, head, small = c.embedding, c.lm_head, c.norms + c.other
        body, scale = _scaled_body(s, c.body, emb + head + small)
        experts = round(c.routed_experts * body / c.body) if c.body else 0
    host_emb = 0.0
    if traits(s.runtime).layer_split and c is not None:
        # llama.cpp keeps the token-embedding table in host memory (lookups run on the CPU); a tied model's
        # output layer is a second copy on the GPU (llama-model.cpp: TENSOR_DUPLICATED).
        host_emb = c.embedding * fmt.embedding_bits / BITS
        if head:
            emb = 0
    quantized_body = experts if fmt.experts_only else body
    rest_16bit = body - quantized_body
    if fmt.experts_only and traits(s.runtime).mxfp4_padding and s.arch.hidden_size:
        h = s.arch.hidden_size
        quantized_body = round(quantized_body * round_up(h, C.VLLM_MXFP4_PAD) / h)
    value_bits = fmt.average_body_bits - fmt.scale_bits
    values = (quantized_body * value_bits + emb * fmt.embedding_bits + head * fmt.lm_head_bits) / BITS
    values += rest_16bit * C.WEIGHT_16BIT_BYTES + small * norm_bytes
    metadata = quantized_body * fmt.scale_bits / BITS
    naive = s.params * fmt.nominal_bits / BITS if not fmt.experts_only else values
    terms: dict[str, float | int | str] = {
        "params": s.params, "body_params": quantized_body, "body_bits": round(value_bits, 4),
        "embedding_params": emb, "embedding_bits": fmt.embedding_bits, "lm_head_params": head,
        "lm_head_bits": fmt.lm_head_bits, "other_16bit_params": rest_16bit, "format": fmt.id,
    }
    if scale != 1.0:
        terms["body_scaled_to_stated_params"] = round(scale, 4)
    return WholeModel(values, metadata, naive, emb * fmt.embedding_bits / BITS, host_emb,
                      head * fmt.lm_head_bits / BITS, experts * value_bits / BITS, terms)


def _weight_parts(s: Sizing) -> tuple[float, float, float, dict[str, float | int | str]]:
    """(typical value bytes, metadata bytes, naive lower bound, terms) for the GPU holding the most, × the
    split's divisor (the caller divides by it)."""
    m = whole_model(s)
    values, metadata, naive, terms = m.values, m.metadata, m.naive, dict(m.terms)
    if s.mode == "full_finetune":
        return values, metadata, naive, terms
    if s.pp > 1 and not s.training:
        # Pipeline stages hold consecutive layers; the first also the embedding, the last the output head
        # (vllm/distributed/utils.py get_pp_indices; a tied head lives on both): the fuller stage bounds it.
        inner = values - m.outer
        stage = inner / s.pp + max(m.embedding, m.head)
        share = stage / (values or 1)
        terms["pipeline_stages"] = s.pp
        return stage, metadata / s.pp, naive * share, terms
    if traits(s.runtime).plain_pytorch and s.tp > 1:
        # PyTorch generate loops over several GPUs (accelerate device_map, LitGPT generate_tp /
        # generate_sequentially) split the layers or their linears, not the embedding table and the
        # output head: a GPU holds its share of the body plus whole embedding and head matrices.
        inner = values - m.outer
        terms["embedding_and_head_per_gpu"] = round(m.outer)
        return inner + m.outer * s.tp, metadata, naive, terms
    on_gpu, output_on_gpu = llamacpp_gpu_layers(s)
    moe_cpu = llamacpp_cpu_moe_layers(s, on_gpu)
    if layer_split(s) or not output_on_gpu or on_gpu < s.layers() or moe_cpu:
        # The GPU holding the most: its share of the offloaded repeating layers (less the experts --n-cpu-moe
        # keeps on the CPU, from the first GPU layer on), plus the output layer on the last one when offloaded.
        per_layer = (values - m.outer) / s.layers()
        expert_layer = m.experts / s.layers()
        counts = llamacpp_layer_counts(on_gpu, s.tp)
        per_gpu = [n * per_layer for n in counts]
        left = moe_cpu
        for i, n in enumerate(counts):
            moved = min(n, left)
            per_gpu[i] -= moved * expert_layer
            left -= moved
        per_gpu[-1] += m.outer if output_on_gpu else 0
        worst = max(per_gpu) / (values or 1)
        terms["worst_gpu_share"] = round(worst, 4)
        if not output_on_gpu:
            terms["gpu_layers"] = on_gpu
        if moe_cpu:
            terms["cpu_moe_layers"] = moe_cpu
        return values * worst * s.tp, metadata * worst * s.tp, naive * worst * s.tp, terms
    return values, metadata, naive, terms


def host_weights(s: Sizing) -> Component | None:
    """Weights in system RAM, per copy of the model: llama.cpp's token-embedding table, the layers -ngl leaves
    on the CPU (with the output layer unless all are offloaded) and the experts --n-cpu-moe keeps there;
    vLLM --cpu-offload-gb (per GPU, streamed to the GPU over PCIe every forward pass, vllm/model_executor/
    models/utils.py maybe_offload_to_cpu). `streamed_bytes` is what one forward pass reads from host memory."""
    if s.training:
        return None
    opts = s.workload.runtime_options
    if traits(s.runtime).layer_split:
        m = whole_model(s)
        layers = s.layers()
        on_gpu, output_on_gpu = llamacpp_gpu_layers(s)
        moe_cpu = llamacpp_cpu_moe_layers(s, on_gpu)
        per_layer = m.per_layer(layers)
        value_bits = s.weights.average_body_bits - s.weights.scale_bits
        expert_layer = m.experts / layers * (s.weights.average_body_bits / value_bits if value_bits else 1.0)
        cpu_layers = layers - on_gpu
        output = 0.0 if output_on_gpu else m.head
        # The output layer on the CPU reads its matrix every token: the head, or for a tied model the embedding
        # table it shares (already in host memory).
        output_read = 0.0 if output_on_gpu else (m.head or m.host_embedding)
        dense = cpu_layers * (per_layer - expert_layer) + output_read
        experts = (cpu_layers + moe_cpu) * expert_layer
        total = m.host_embedding + dense - output_read + output + experts
        if total <= 0:
            return None
        terms: dict[str, float | int | str] = {
            "embedding_bytes": round(m.host_embedding), "cpu_layers": cpu_layers, "layers": layers,
            "cpu_layers_bytes": round(cpu_layers * per_layer), "output_bytes": round(output),
            "cpu_moe_layers": moe_cpu, "cpu_dense_bytes": round(dense), "cpu_expert_bytes": round(experts),
            "computed_on": "cpu"}
        return Component(key="weights", bytes=round(total), low_bytes=round(total), high_bytes=round(total),
                         per_gpu=False, device="host", formula="weights_host_llamacpp", terms=terms,
                         source="llama.cpp src/llama-model.cpp load_tensors: -ngl, --n-cpu-moe, tok_embd on the CPU")
    offload = opts.cpu_offload_bytes
    if not offload:
        return None
    per_gpu = weights_bytes(replace(s, workload=s.workload.model_copy(
        update={"runtime_options": opts.model_copy(update={"cpu_offload_bytes": 0})})))
    held = min(offload, per_gpu.high_bytes)
    return Component(key="weights", bytes=held, low_bytes=min(held, per_gpu.low_bytes), high_bytes=held,
                     per_gpu=True, device="host", formula="weights_host_offload",
                     terms={"cpu_offload_bytes": offload, "streamed_bytes": held, "computed_on": "gpu"},
                     source="vLLM --cpu-offload-gb (per GPU): pinned host memory read over PCIe every forward")


def _weight_divisor(s: Sizing) -> int:
    if s.training:
        return s.dp if s.zero_stage >= 3 else 1
    return s.tp  # pipeline stages are divided in _weight_parts


def weights_bytes(s: Sizing) -> Component:
    """Parameters × bits per weight ÷ 8, embeddings and output head at their own precision,
    all MoE experts resident; split over tensor-parallel GPUs (or ZeRO-3 ranks)."""
    values, _, naive, terms = _weight_parts(s)
    div = _weight_divisor(s)
    high = values
    reason = ""
    if s.counted is None and s.weights.nominal_bits < 16:
        # Embeddings of an unknown architecture may be kept at 16 bits.
        high = values + s.params * C.UNKNOWN_EMBEDDING_SHARE.high * (16 - s.weights.nominal_bits) / BITS
        reason = "unknown_embedding_share"
    elif naive < values:
        reason = "embeddings_higher_precision"
    low = min(naive, values)
    terms["gpus_sharing"] = div
    offload = 0 if s.training else s.workload.runtime_options.cpu_offload_bytes
    if offload:
        terms["cpu_offload_bytes"] = offload  # kept in host memory (vLLM --cpu-offload-gb, per GPU)
    formula = "weights_training" if s.mode == "full_finetune" else "weights"
    return component("weights", max(0, low / div - offload), max(0, values / div - offload),
                     max(0, high / div - offload), formula, terms,
                     "bits per weight from resources/catalog/quant_formats.json", reason)


def quantization_metadata_bytes(s: Sizing) -> Component:
    """Block scales and zero points: quantized parameters × (effective − nominal bits) ÷ 8."""
    _, metadata, _, terms = _weight_parts(s)
    div = _weight_divisor(s)
    fmt = s.weights
    return component("quantization_metadata", metadata / div, metadata / div, metadata / div,
                     "quant_metadata", {"body_params": terms.get("body_params", s.params),
                                        "scale_bits": round(fmt.scale_bits, 5), "format": fmt.id,
                                        "gpus_sharing": div},
                     f"{fmt.name}: {fmt.source}")
