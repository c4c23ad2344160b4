"""What lives in system RAM beside the GPUs: offloaded weights and KV cache, llama.cpp's CPU layers and
buffers, the runtime's processes, the dataset and the OS.

Each part says how it counts (Component.per_gpu; the OS and the dataset once per node: types.PER_NODE_KEYS),
so a fit can add up what one node of the server holds (Budget.tier_bytes). Training offload (DeepSpeed) is
in offload.py.
"""

from __future__ import annotations

from dataclasses import replace

from app.core.constants import Span
from app.core.memory.inference import kv_cache_bytes, release
from app.core.memory.sizing import Sizing
from app.core.memory.types import Component
from app.core.memory.weights import host_weights, llamacpp_gpu_layers
from app.core.runtimes import traits
from app.core.units import GB, GiB

# The operating system and its services on a GPU server: Ubuntu Server asks for 1.5 GB at minimum (Ubuntu
# Server installation docs, system requirements); monitoring agents, the container runtime and the page cache
# of the runtime's own files take the rest (judgement).
HOST_OS_BYTES = Span(1.5 * GB, 4 * GB, 8 * GB)
# A PyTorch serving worker per GPU: ~1.1 GB resident after `import torch`, ~2.3 GB once CUDA is initialised
# (pytorch/pytorch#106511), plus the tokenizer, the scheduler and the API server (vLLM, SGLang, TGI,
# TensorRT-LLM run one worker per GPU); judgement on the top.
TORCH_PROCESS_BYTES = Span(2 * GB, 3 * GB, 6 * GB)
# llama.cpp is one native process without Python: its host memory beyond the model is its buffers (below).
LLAMACPP_PROCESS_BYTES = Span(0.2 * GB, 0.5 * GB, 1 * GB)
# A training rank: the PyTorch process plus its DataLoader workers (2 per GPU, as the CPU rule assumes; each
# a forked copy of the process's Python state); stas00/ml-engineering compute/cpu-memory: workers "could
# easily eat up hundreds of GBs" on large datasets. Judgement on the span.
TRAINING_PROCESS_BYTES = Span(3 * GB, 5 * GB, 10 * GB)
# vLLM V0 keeps swap_space = 4 GiB of pinned CPU blocks per GPU for preempted sequences (vllm/config.py
# CacheConfig swap_space; V1 preempts by recomputation and allocates none).
VLLM_V0_SWAP_BYTES = 4 * GiB
# Tokenized training data read by the loader: uint32 token ids (as the NVMe rule assumes).
BYTES_PER_TRAINING_TOKEN = 4


def _span_component(key: str, span: Span | tuple[float, float, float], formula: str,
                    terms: dict[str, float | int | str], source: str, per_gpu: bool, reason: str = "") -> Component:
    lo, ty, hi = (max(0, round(v)) for v in span)
    return Component(key=key, bytes=ty, low_bytes=min(lo, ty), high_bytes=max(hi, ty), per_gpu=per_gpu,  # type: ignore[arg-type,unused-ignore]
                     device="host", formula=formula, terms=terms, source=source, range_reason=reason)


def system_component() -> Component:
    return _span_component("host_system", HOST_OS_BYTES, "host_os", {"os_bytes": HOST_OS_BYTES.typical},
                           "Ubuntu Server system requirements; judgement", per_gpu=False, reason="host_services")


def process_component(s: Sizing) -> Component:
    """The runtime's own processes: one per GPU for PyTorch runtimes, one llama.cpp process per copy."""
    if s.training:
        span, per_gpu = TRAINING_PROCESS_BYTES, True
    elif traits(s.runtime).layer_split:
        span, per_gpu = LLAMACPP_PROCESS_BYTES, False
    else:
        span, per_gpu = TORCH_PROCESS_BYTES, True
    return _span_component("runtime_overhead", span, "host_process", {"process_bytes": span.typical},
                           "pytorch/pytorch#106511 (host memory of a CUDA process); judgement", per_gpu,
                           "host_process")


def _whole_kv(s: Sizing) -> Component:
    """The whole copy's KV cache, as if every layer sat on one GPU."""
    opts = s.workload.runtime_options.model_copy(update={"gpu_layers": None})
    return kv_cache_bytes(replace(s, tp=1, pp=1, workload=s.workload.model_copy(update={"runtime_options": opts})))


def host_kv(s: Sizing) -> Component | None:
    """KV cache in host RAM, per copy: the layers llama.cpp runs on the CPU keep theirs there (offload_kqv:
    a layer's cache lives with the layer); vLLM / SGLang / TensorRT-LLM host tiers (`kv_offload_bytes`);
    vLLM V0's swap space."""
    opts = s.workload.runtime_options
    terms: dict[str, float | int | str] = {"cpu_layers": 0, "layers": s.layers(), "cpu_layers_bytes": 0,
                                           "kv_offload_bytes": 0, "swap_bytes": 0}
    low = typical = high = 0.0
    if traits(s.runtime).layer_split:
        on_gpu, _output = llamacpp_gpu_layers(s)
        cpu_layers = s.layers() - on_gpu
        if cpu_layers > 0:
            whole = _whole_kv(s)
            share = cpu_layers / s.layers()
            low, typical, high = whole.low_bytes * share, whole.bytes * share, whole.high_bytes * share
            terms.update({"cpu_layers": cpu_layers, "cpu_layers_bytes": round(typical)})
    elif "kv_offload_bytes" in traits(s.runtime).offload and opts.kv_offload_bytes:
        low = typical = high = float(opts.kv_offload_bytes)
        terms["kv_offload_bytes"] = opts.kv_offload_bytes
    if s.runtime == "vllm" and release(s).engine == "vllm-v0":
        swap = VLLM_V0_SWAP_BYTES * s.tp * s.pp
        low, typical, high = low + swap, typical + swap, high + swap
        terms["swap_bytes"] = swap
    if not high:
        return None
    lo, ty, hi = (round(v) for v in (low, typical, high))
    return Component(key="kv_cache", bytes=ty, low_bytes=lo, high_bytes=hi, per_gpu=False, device="host",
                     formula="kv_host", terms=terms,
                     source="llama.cpp llama_kv_cache (CPU layers' cache in host memory); vLLM --kv-offloading-size; "
                            "vLLM V0 swap_space")


def host_compute(s: Sizing, gpu_activations: Component) -> Component | None:
    """llama.cpp's CPU compute buffer when layers run on the CPU: the graph allocator sizes it like the GPU's
    (PR #4957 log: CUDA0 compute 108.03 MiB, CUDA_Host compute 109.04 MiB)."""
    if not traits(s.runtime).layer_split or llamacpp_gpu_layers(s)[0] >= s.layers():
        return None
    return gpu_activations.model_copy(update={"device": "host", "per_gpu": False, "formula": "act_llamacpp_host"})


def host_components(s: Sizing, gpu: list[Component]) -> list[Component]:
    """Host-RAM parts of an inference or training budget (training offload adds its own: offload.py): what the
    work offloads first, then the runtime's processes and the OS."""
    tail = [process_component(s), system_component()]
    out: list[Component] = []
    if s.training:
        tr = s.workload.training
        size = tr.dataset_bytes or (tr.dataset_tokens or 0) * BYTES_PER_TRAINING_TOKEN
        if size:
            # Memory-mapped (HF datasets' Arrow files): it runs from disk at worst; kept in the page cache at best.
            out.append(_span_component("dataset", (0, size, size), "host_dataset",
                                       {"dataset_bytes": size}, "HF datasets memory-maps its Arrow files",
                                       per_gpu=False, reason="page_cache"))
        return out + tail
    weights = host_weights(s)
    if weights is not None:
        out.append(weights)
    for c in gpu:  # an image pipeline's parts kept in system RAM between their stages (memory/diffusion.py)
        if c.formula == "stage_offloaded":
            held = int(c.terms.get("host_bytes", 0) or 0)
            out.append(Component(key=c.key, bytes=held, low_bytes=held, high_bytes=held, per_gpu=False,
                                 device="host", formula="stage_host", terms={"host_bytes": held}, source=c.source))
    kv = host_kv(s)
    if kv is not None:
        out.append(kv)
    act = next((c for c in gpu if c.key == "activations"), None)
    compute = host_compute(s, act) if act is not None else None
    if compute is not None:
        out.append(compute)
    return out + tail


__all__ = ["host_components", "host_kv", "process_component", "system_component"]
