"""Every runtime Headroom knows, once: the `Runtime` type and one row of traits per runtime.

The engine, the pilot, the wizard and the CLI read these traits instead of keeping their own sets of
runtime names. Adding a runtime: add its name to `Runtime`, one `RuntimeTraits` row to `RUNTIMES` and its
sentence to app/text/runtimes.py; tests/core/test_runtimes.py fails until every one is there. A formula
that only one runtime follows (vLLM's profile run, SGLang's static pool) stays a branch in the module
that computes it, citing that runtime's source.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

Runtime = Literal["vllm", "sglang", "tgi", "tensorrt-llm", "transformers", "llama.cpp", "ollama", "generic"]
# serving: an inference server; library: a Python library run in the user's own loop;
# neutral: the estimate for a runtime Headroom does not model. (Training frameworks add "training".)
RuntimeKind = Literal["serving", "library", "training", "neutral"]
# The row of the speed-efficiency table (app/core/speed/efficiency.py) a runtime's measurements share.
SpeedGroup = Literal["vllm", "tgi", "tensorrt-llm", "llama.cpp", "transformers"]


@dataclass(frozen=True)
class RuntimeTraits:
    """What the engine needs to know about one runtime (every field set on every row: no defaults)."""

    name: str  # the product's own name, as its makers write it (not translated)
    kind: RuntimeKind
    # Splits several GPUs by whole layers, loads GGUF files and offloads layers (-ngl), not tensor
    # parallelism (llama.cpp --split-mode layer, the default: common/arg.cpp; Ollama runs llama.cpp).
    layer_split: bool
    # Runs pipeline stages of one copy of the model on several nodes (vLLM, SGLang and TensorRT-LLM
    # --pipeline-parallel-size over Ray/MPI; the generic estimate). TGI, transformers and llama.cpp stay in
    # one node (llama.cpp's RPC backend is not modelled).
    pipeline_parallel: bool
    # Measures its activation peak at start-up and sizes the KV pool after it (vLLM
    # gpu_worker.determine_available_memory; SGLang mem_fraction_static; TGI's warm-up): no slack is added.
    profiling: bool
    # Reserves a share of the GPU at start-up (--gpu-memory-utilization, mem_fraction_static, TGI's
    # --cuda-memory-fraction): the reserve is advice to tune.
    reserves_fraction: bool
    # The pilot sends chat requests (TGI answers /v1/chat/completions on every version; /v1/completions
    # came later); the others are sent plain completions.
    chat_api: bool
    # Runs the model as a plain PyTorch program (transformers' generate loop, a diffusers pipeline, LitGPT or
    # AutoAWQ named in the version): several GPUs split the layers (accelerate device_map), and an image model's
    # diffusers pipeline runs as it is (for any other runtime its settings do not apply).
    plain_pytorch: bool
    # Its pilot tunes the share of GPU memory it reserves (vLLM --gpu-memory-utilization, SGLang
    # --mem-fraction-static) when a run runs out of memory.
    memory_fraction_flag: bool
    # Pads MXFP4 expert weights to its fused-MoE kernel's block (vLLM's kernels, which SGLang imports).
    mxfp4_padding: bool
    # Its scheduler caps the encoder inputs of one step at the batched-token budget (vLLM, SGLang).
    encoder_budget: bool
    # transformers' speech pipeline strides 30 s chunks with overlap (chunk_length_s / stride_length_s).
    strided_speech: bool
    # Keeps MLA's compressed latent in the KV cache (vLLM, SGLang, llama.cpp); transformers decompresses per head.
    latent_mla: bool
    # Captures CUDA graphs at start-up (vLLM, SGLang): their memory and the rotary cache counted beside them.
    cuda_graphs: bool
    # Its version is read from the pilot's server log (vLLM and SGLang print it at start); others by hand.
    logs_version: bool
    speed_group: SpeedGroup
    # The training loop a training workload on it runs when the workload names none (`training.framework`
    # empty): transformers' Trainer for transformers, else the generic textbook recipe (app/core/memory/recipe.py).
    default_framework: str
    # The pilot's launch command listens here (each runtime's documented default port); None: the pilot
    # writes no launch command of its own for it (a substitute runtime is named instead).
    port: int | None
    # The `runtime_options` offload fields it honours (the wizard offers only these): llama.cpp / Ollama -ngl
    # and --n-cpu-moe; vLLM --cpu-offload-gb and --kv-offloading-size; SGLang --hicache-size and TensorRT-LLM
    # host_cache_size (KV tiers). TGI and transformers' generate loop are not modelled offloading.
    offload: tuple[str, ...]


_LAYERS = ("gpu_layers", "cpu_moe_layers")

RUNTIMES: dict[str, RuntimeTraits] = {
    "vllm": RuntimeTraits(
        name="vLLM", kind="serving", speed_group="vllm", default_framework="generic",
        port=8000, offload=("cpu_offload_bytes", "kv_offload_bytes"),
        layer_split=False, pipeline_parallel=True, profiling=True, reserves_fraction=True, chat_api=False,
        plain_pytorch=False, encoder_budget=True, strided_speech=False,
        memory_fraction_flag=True, mxfp4_padding=True, latent_mla=True, cuda_graphs=True, logs_version=True),
    "sglang": RuntimeTraits(
        name="SGLang", kind="serving", speed_group="vllm", default_framework="generic",
        port=30000, offload=("kv_offload_bytes",),
        layer_split=False, pipeline_parallel=True, profiling=True, reserves_fraction=True, chat_api=False,
        plain_pytorch=False, encoder_budget=True, strided_speech=False,
        memory_fraction_flag=True, mxfp4_padding=True, latent_mla=True, cuda_graphs=True, logs_version=True),
    "tgi": RuntimeTraits(
        name="TGI", kind="serving", speed_group="tgi", default_framework="generic",
        port=8080, offload=(),
        layer_split=False, pipeline_parallel=False, profiling=True, reserves_fraction=True, chat_api=True,
        plain_pytorch=False, encoder_budget=False, strided_speech=False,
        memory_fraction_flag=False, mxfp4_padding=False, latent_mla=True, cuda_graphs=False, logs_version=False),
    "tensorrt-llm": RuntimeTraits(
        name="TensorRT-LLM", kind="serving", speed_group="tensorrt-llm", default_framework="generic",
        port=None, offload=("kv_offload_bytes",),
        layer_split=False, pipeline_parallel=True, profiling=False, reserves_fraction=False, chat_api=False,
        plain_pytorch=False, encoder_budget=False, strided_speech=False,
        memory_fraction_flag=False, mxfp4_padding=False, latent_mla=True, cuda_graphs=False, logs_version=False),
    "transformers": RuntimeTraits(
        name="transformers", kind="library", speed_group="transformers", default_framework="hf_trainer",
        port=None, offload=(),
        layer_split=False, pipeline_parallel=False, profiling=False, reserves_fraction=False, chat_api=False,
        plain_pytorch=True, encoder_budget=False, strided_speech=True,
        memory_fraction_flag=False, mxfp4_padding=False, latent_mla=False, cuda_graphs=False, logs_version=False),
    "llama.cpp": RuntimeTraits(
        name="llama.cpp", kind="serving", speed_group="llama.cpp", default_framework="generic",
        port=8080, offload=_LAYERS,
        layer_split=True, pipeline_parallel=False, profiling=False, reserves_fraction=False, chat_api=False,
        plain_pytorch=False, encoder_budget=False, strided_speech=False,
        memory_fraction_flag=False, mxfp4_padding=False, latent_mla=True, cuda_graphs=False, logs_version=False),
    "ollama": RuntimeTraits(
        name="Ollama", kind="serving", speed_group="llama.cpp", default_framework="generic",
        port=11434, offload=_LAYERS,
        layer_split=True, pipeline_parallel=False, profiling=False, reserves_fraction=False, chat_api=False,
        plain_pytorch=False, encoder_budget=False, strided_speech=False,
        memory_fraction_flag=False, mxfp4_padding=False, latent_mla=True, cuda_graphs=False, logs_version=False),
    "generic": RuntimeTraits(
        name="generic", kind="neutral", speed_group="vllm", default_framework="generic",
        port=None, offload=(),
        layer_split=False, pipeline_parallel=True, profiling=False, reserves_fraction=False, chat_api=False,
        plain_pytorch=True, encoder_budget=False, strided_speech=False,
        memory_fraction_flag=False, mxfp4_padding=False, latent_mla=True, cuda_graphs=False, logs_version=False),
}

RUNTIME_IDS: tuple[str, ...] = get_args(Runtime)


def traits(runtime: str) -> RuntimeTraits:
    """The row of `runtime` (a name outside the table reads as the generic estimate)."""
    return RUNTIMES.get(runtime, RUNTIMES["generic"])


def runtimes_with(trait: str) -> frozenset[str]:
    """The runtimes whose `trait` is true, e.g. runtimes_with("layer_split") = {llama.cpp, ollama}."""
    return frozenset(r for r, t in RUNTIMES.items() if getattr(t, trait))
