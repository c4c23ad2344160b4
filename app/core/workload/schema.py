"""The user's description of the work: the `headroom.workload/1` file format (public contract).

Field names in this module are fixed by the format description in docs/formats.md. Every field has a
documented default, so a file may give only what the user knows.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from app.core.files.limits import (
    MAX_ARCH_COUNT,
    MAX_BYTES,
    MAX_EPOCHS,
    MAX_NAME_CHARS,
    MAX_REQUESTS_PER_DAY,
    MAX_RUNTIME_COUNT,
    MAX_TARGET,
    MAX_TEXT_CHARS,
    MAX_TOKENS_TOTAL,
    MAX_TRAINING_COUNT,
)
from app.core.findings import FieldConflict
from app.core.model.arch import FrozenModel, ModelArch
from app.core.runtimes import RUNTIMES
from app.core.runtimes import Runtime as Runtime
from app.core.workload.demand import (
    DEFAULT_ACTIVE_SHARE,
    DEFAULT_REQUESTS_PER_PERSON_PER_HOUR,
    arrival_rate,
    peak_requests,
)

WORKLOAD_FORMAT = "headroom.workload/1"

Mode = Literal["inference", "lora", "qlora", "full_finetune"]
Optimizer = Literal["adamw", "adamw_8bit", "sgd", "adafactor"]
Sharding = Literal["none", "zero1", "zero2", "zero3"]
# Where training state that does not fit on the GPUs goes (DeepSpeed ZeRO-Offload / ZeRO-Infinity):
# optimizer_cpu: the optimizer states (fp32 master copy and moments) and the step in host RAM;
# params_cpu: also the 16-bit parameters (ZeRO-3, gathered layer by layer); nvme: both on NVMe.
Offload = Literal["none", "optimizer_cpu", "params_cpu", "nvme"]
# Who runs the training loop: each keeps different tensors (app/core/memory/recipe.py says which and why).
Framework = Literal["generic", "hf_trainer", "peft", "trl", "litgpt", "torchtune", "deepspeed", "fsdp", "unsloth",
                    "ddp", "megatron"]
LoraTargets = Literal["all_linear", "attention", "query_value", "mlp"]
Goal = Literal["serve_api", "batch", "embeddings", "adapt", "finetune", "other"]
# What the model does (app/core/tasks): each task has its own memory and speed engine.
Task = Literal["text_generation", "embeddings", "reranking", "vision_language", "image_generation", "speech_to_text"]
TASKS: tuple[str, ...] = ("text_generation", "embeddings", "reranking", "vision_language", "image_generation",
                          "speech_to_text")
# How a batch job's amount of work is counted.
BatchUnit = Literal["documents", "tokens", "images", "audio_hours"]

# Traffic bounds: a million requests a second is past any one service Headroom sizes; a person cannot send
# more than one request a second for an hour. Burstiness: the squared coefficient of variation of the gaps
# between arrivals (0.1: nearly regular; 20: extreme bursts). Percentiles of a target: the median to 99.9.
MAX_REQUESTS_PER_S = 1e6
MAX_REQUESTS_PER_PERSON_PER_HOUR = 3600.0
MIN_BURSTINESS, MAX_BURSTINESS = 0.1, 20.0
MIN_PERCENTILE, MAX_PERCENTILE = 50.0, 99.9

TRAINING_MODES: frozenset[str] = frozenset({"lora", "qlora", "full_finetune"})
# Runtimes that only serve (none of them trains), and what a training goal runs on instead: transformers
# (its Trainer / PEFT; `framework` empty means hf_trainer there).
SERVING_ONLY_RUNTIMES: frozenset[str] = frozenset(r for r, t in RUNTIMES.items() if t.kind == "serving")
TRAINING_RUNTIME = "transformers"


def runtime_for_mode(mode: str, runtime: str) -> str:
    """The runtime a mode can use: a training mode moves off a serving-only runtime."""
    return TRAINING_RUNTIME if mode in TRAINING_MODES and runtime in SERVING_ONLY_RUNTIMES else runtime


class ModelRef(ModelArch):
    """A catalog id, a local path (config.json, model folder, .gguf), or an explicit architecture."""

    id: str | None = Field(default=None, max_length=MAX_NAME_CHARS,
                           description="Catalog model id, e.g. 'llama-3.1-8b'.")
    path: str | None = Field(default=None, max_length=MAX_NAME_CHARS,
                             description="Local config.json, model folder or GGUF file.")
    revision: str = Field(default="", max_length=MAX_NAME_CHARS,
                          description="Version / commit of the weights that will run.")
    usage_rights: str = Field(default="", max_length=MAX_TEXT_CHARS,
                              description="License or usage rights the buyer holds.")

    @model_validator(mode="after")
    def _one_kind(self) -> ModelRef:
        if self.id and self.path:
            raise FieldConflict("path", "give either 'id' or 'path', not both")
        explicit = self.params_b is not None or self.layers is not None
        if not (self.id or self.path or explicit):
            raise ValueError("name a catalog 'id', a 'path', or give 'params_b' / the architecture")
        return self


SpeculativeMethod = Literal["draft_model", "eagle", "mtp"]


class Speculative(FrozenModel):
    """Speculative decoding: a draft proposes `num_tokens` tokens per step, the model checks them in one pass
    (app/core/model/speculative.py: memory of the draft, the speed-up and its default acceptance rates)."""

    method: SpeculativeMethod = Field(description="draft_model (a small model of the same tokenizer), eagle (EAGLE "
                                      "heads) or mtp (the model's own multi-token-prediction layers).")
    draft: ModelRef | None = Field(default=None, description="The draft: a catalog id, a path or an architecture; "
                                   "mtp needs none (the model's own layers).")
    num_tokens: int = Field(default=3, ge=1, le=16, description="Tokens the draft proposes per step.")
    acceptance_rate: float | None = Field(default=None, gt=0, lt=1, description="Chance the model accepts each "
                                          "proposed token; empty: the method's published typical value.")

    @model_validator(mode="after")
    def _draft_given(self) -> Speculative:
        if self.method != "mtp" and self.draft is None:
            raise FieldConflict("draft", f"speculative method {self.method!r} needs a 'draft' model")
        return self


class Precision(FrozenModel):
    weights: str = Field(
        default="auto", max_length=MAX_NAME_CHARS,
        description="bf16, fp16, fp32, fp8, int8, int4 (awq/gptq), nf4, mxfp4, or a GGUF type (q4_k_m...). "
        "'auto' = the precision the model is released in.",
    )
    kv_cache: str = Field(default="auto", max_length=MAX_NAME_CHARS,
                          description="bf16, fp16, fp8, q8_0, q4_0; 'auto' = 16-bit.")
    text_encoders: str = Field(
        default="auto", max_length=MAX_NAME_CHARS,
        description="Image generation: the text encoders' precision (bf16, fp16, fp8, int8, nf4); "
        "'auto' = the 16-bit precision of the pipeline. The VAE always stays in 16 bits.")


class RuntimeOptions(FrozenModel):
    gpu_memory_utilization: float | None = Field(
        default=None, gt=0, le=1, description="vLLM/SGLang share of each GPU reserved up front."
    )
    max_num_batched_tokens: int | None = Field(default=None, ge=16, le=MAX_RUNTIME_COUNT,
                                               description="Prefill chunk (vLLM).")
    max_num_seqs: int | None = Field(default=None, ge=1, le=MAX_RUNTIME_COUNT,
                                     description="Sequences vLLM/SGLang schedule at once.")
    block_size: int | None = Field(default=None, ge=1, le=MAX_RUNTIME_COUNT,
                                   description="KV-cache block, tokens (vLLM: 16).")
    ubatch: int | None = Field(default=None, ge=1, le=MAX_RUNTIME_COUNT, description="llama.cpp physical batch (-ub).")
    cpu_offload_bytes: int = Field(default=0, ge=0, le=MAX_BYTES, description="Weights kept in system RAM instead, "
                                   "per GPU (vLLM --cpu-offload-gb).")
    gpu_layers: int | None = Field(default=None, ge=0, le=MAX_ARCH_COUNT, description="llama.cpp/Ollama -ngl: "
                                   "repeating layers on the GPU (more than the model has = all, with the output "
                                   "layer); empty = all that fit (a fit chooses the largest number that fits, the "
                                   "rest run on the CPU).")
    cpu_moe_layers: int | None = Field(default=None, ge=0, le=MAX_ARCH_COUNT, description="llama.cpp --n-cpu-moe: "
                                       "the MoE experts of the first N layers stay in system RAM and run on the CPU "
                                       "(the rest of those layers stays on the GPU); empty = none.")
    kv_offload_bytes: int = Field(default=0, ge=0, le=MAX_BYTES, description="Host RAM per copy of the model for "
                                  "KV-cache blocks moved off the GPUs (vLLM --kv-offloading-size, shared by the "
                                  "copy's GPUs; SGLang --hicache-size; TensorRT-LLM host_cache_size): a second tier "
                                  "for prefix reuse, not more room on the GPU.")
    runtime_version: str | None = Field(
        default=None, max_length=40,
        description="Release of the runtime the figures should model, e.g. vLLM '0.11.2' (V1 engine) or "
        "'0.6.4' (V0), llama.cpp 'b4500', 'autoawq 0.1.6' under transformers; empty = the current release.")
    front_end: Literal["served", "offline"] | None = Field(
        default=None,
        description="Path a request takes to the engine: 'served' through the runtime's HTTP server (vLLM's OpenAI "
        "server, trtllm-serve, NIM: tokenizing, detokenizing and streaming per request), 'offline' into the engine "
        "directly (vLLM's benchmark_latency / LLM.generate, TensorRT-LLM's gptSessionBenchmark, llama-bench). "
        "Empty = served.")
    attention: Literal["flash", "sdpa", "eager"] | None = Field(
        default=None,
        description="Attention kernel: llama.cpp --flash-attn on ('flash') or off ('eager'); transformers "
        "attn_implementation. Empty = the runtime's default.")
    model_cpu_offload: bool = Field(
        default=False,
        description="Image generation (diffusers enable_model_cpu_offload): each part - text encoders, denoiser, "
        "VAE - is on the GPU only for its own stage; the GPU holds the largest stage, not all of them.")
    vae_slicing: bool = Field(
        default=False,
        description="Image generation (diffusers pipe.vae.enable_slicing): the VAE decodes the batch's latents one "
        "image at a time.")
    vae_tiling: bool = Field(
        default=False,
        description="Image generation (diffusers pipe.vae.enable_tiling): above the VAE's tile side the VAE decodes "
        "tile by tile, so its largest tensors are a tile's, not the whole image's.")


class Parallel(FrozenModel):
    """How the work is split over the server's GPUs and nodes, when the user fixes it (otherwise Headroom chooses).

    Each field is optional: a missing one is chosen to fit the server. Tensor parallelism stays inside
    a node; pipeline stages and data-parallel copies may span the server's nodes.
    """

    tensor_parallel: int | None = Field(
        default=None, ge=1, le=64,
        description="GPUs one copy of the model is split over (tensor parallel; llama.cpp/Ollama split the "
        "layers over them instead). Inside one node.")
    pipeline_parallel: int | None = Field(
        default=None, ge=1, le=1024,
        description="Pipeline stages: groups of consecutive layers, one after another (vLLM, SGLang, TensorRT-LLM "
        "--pipeline-parallel-size; DeepSpeed/Megatron pipelines in training). Stages may sit on different nodes.")
    data_parallel: int | None = Field(
        default=None, ge=1, le=4096,
        description="Copies of the model (replicas), each serving its share of users; in training the data-parallel "
        "ranks (across nodes too).")


class Batch(FrozenModel):
    """A one-off job: this much work, finished within this many hours."""

    amount: float = Field(gt=0, le=1e15, description="How much work: documents, tokens, images or audio hours.")
    unit: BatchUnit = Field(default="documents", description="documents (one request each: input_tokens in, "
                            "output_tokens out), tokens (input tokens), images (generated, or read by a "
                            "vision-language model), audio_hours (speech to text).")
    deadline_hours: float | None = Field(default=None, gt=0, le=1e6,
                                         description="The job must finish within this many hours.")
    must_have: bool = Field(default=True, description="A server that misses the deadline cannot do the job.")


class Load(FrozenModel):
    input_tokens: int = Field(default=2048, ge=1, le=10_000_000, description="Typical prompt, tokens.")
    output_tokens: int = Field(default=512, ge=0, le=1_000_000, description="Typical answer, tokens.")
    concurrency: int = Field(
        default=1, ge=1, le=100_000,
        description="Sequences served at the same time. Derived from `people` when that is given.")
    people: int | None = Field(
        default=None, ge=1, le=100_000_000,
        description="People who use the service. When given, concurrency = people × active_share, rounded up.")
    active_share: float | None = Field(
        default=None, gt=0, le=1,
        description=f"Share of the people with a request in flight at the busiest moment "
                    f"(default {DEFAULT_ACTIVE_SHARE}).")
    long_input_tokens: int | None = Field(
        default=None, ge=1, le=10_000_000, description="The long case that must also work."
    )
    requests_per_day: int | None = Field(default=None, ge=0, le=MAX_REQUESTS_PER_DAY)
    requests_per_s: float | None = Field(
        default=None, gt=0, le=MAX_REQUESTS_PER_S,
        description="Traffic: requests arriving per second at the busiest hour (the queueing model gives the "
        "percentiles of the wait and the servers needed). Derived from `people` when "
        "`requests_per_person_per_hour` is given.")
    requests_per_person_per_hour: float | None = Field(
        default=None, gt=0, le=MAX_REQUESTS_PER_PERSON_PER_HOUR,
        description=f"Traffic from people: requests one person sends in the busiest hour; with `people`, "
                    f"requests_per_s = people × this ÷ 3600 (the wizard suggests "
                    f"{DEFAULT_REQUESTS_PER_PERSON_PER_HOUR:g}).")
    burstiness: float = Field(
        default=1.0, ge=MIN_BURSTINESS, le=MAX_BURSTINESS,
        description="Traffic: how bunched the arrivals are — the squared coefficient of variation of the time "
        "between requests (1 = independent arrivals, a Poisson stream; 2-4 = requests in bursts).")
    # Vision-language: images read with each request
    images_per_request: int = Field(default=1, ge=0, le=256,
                                    description="Vision-language: images sent with each request.")
    image_resolution: int = Field(default=1024, ge=28, le=16384,
                                  description="Vision-language: side of a typical image in pixels (width = height).")
    # Image generation
    images: int = Field(default=1, ge=1, le=256, description="Image generation: images made per request.")
    resolution: int | None = Field(default=None, ge=64, le=16384,
                                   description="Image generation: side of a generated image in pixels (width = "
                                   "height); empty = the model's default (1024 for FLUX.1, SD3.5, SDXL).")
    steps: int | None = Field(default=None, ge=1, le=1000,
                              description="Image generation: denoising steps; empty = the model's default "
                              "(FLUX.1-dev 28 in diffusers, FLUX.1-schnell 4).")
    # Speech to text
    audio_seconds: float = Field(default=30.0, gt=0, le=86_400,
                                 description="Speech to text: audio in one request, seconds.")
    beams: int = Field(default=1, ge=1, le=16, description="Speech to text: beam-search width (transformers and "
                       "vLLM decode greedily: 1; faster-whisper and openai-whisper default to 5).")
    batch: Batch | None = Field(default=None, description="A one-off batch job: how much work, and by when.")

    @model_validator(mode="before")
    @classmethod
    def _concurrency_from_people(cls, data: Any) -> Any:
        """People given: the requests at the same moment follow from them (app.core.workload.demand)."""
        if not isinstance(data, dict):
            return data
        people, share = data.get("people"), data.get("active_share")
        valid_share = share is None or (isinstance(share, (int, float)) and not isinstance(share, bool)
                                        and 0 < share <= 1)
        if isinstance(people, int) and not isinstance(people, bool) and people >= 1 and valid_share:
            data = {**data, "concurrency": peak_requests(people, share)}
            rate = data.get("requests_per_person_per_hour")
            if isinstance(rate, (int, float)) and not isinstance(rate, bool) \
                    and 0 < rate <= MAX_REQUESTS_PER_PERSON_PER_HOUR:
                data["requests_per_s"] = arrival_rate(people, float(rate))
        return data  # invalid values: pydantic names the field

    @property
    def share_used(self) -> float:
        """The active share the concurrency was derived with (the default when none is given)."""
        return DEFAULT_ACTIVE_SHARE if self.active_share is None else self.active_share


class Training(FrozenModel):
    seq_len: int = Field(default=2048, ge=1, le=10_000_000)
    micro_batch: int = Field(default=1, ge=1, le=100_000)
    optimizer: Optimizer = "adamw"
    gradient_checkpointing: bool = True
    lora_rank: int = Field(default=16, ge=1, le=65_536)
    lora_targets: LoraTargets = Field(
        default="all_linear",
        description="Linear layers with adapters: all_linear (q, k, v, o and the MLP), attention (q, k, v, o), "
        "query_value (q and v: the PEFT and LitGPT default for Llama-style models), mlp (gate, up, down).")
    lora_dropout: float = Field(
        default=0.0, ge=0, lt=1,
        description="Dropout on the adapters' input: above 0 each adapted layer keeps a dropped copy and a mask.")
    sharding: Sharding = "none"
    offload: Offload = Field(
        default="none",
        description="DeepSpeed ZeRO-Offload / ZeRO-Infinity: none; optimizer_cpu (optimizer states and step in host "
        "RAM, gradients streamed there; implies ZeRO-2); params_cpu (also the 16-bit parameters, ZeRO-3); nvme "
        "(parameters and optimizer states on NVMe, staged through pinned host buffers).")
    framework: Framework | None = Field(
        default=None,
        description="What runs the training: hf_trainer (transformers Trainer), peft (PEFT adapters on a transformers "
        "model), trl (TRL's SFTTrainer), litgpt, torchtune, deepspeed (DeepSpeed ZeRO through "
        "transformers/accelerate), fsdp (PyTorch FSDP: accelerate, torchtitan), unsloth (one NVIDIA GPU) or generic "
        "(textbook formulas). Empty: hf_trainer when runtime is 'transformers', generic when it is 'generic', else "
        "the method's usual framework (peft for LoRA and QLoRA, hf_trainer for a full fine-tune): a serving runtime "
        "does not train (app/core/workload/training_frameworks.py).")
    compile: bool = Field(
        default=False, description="torch.compile: fused normalisation, activation and loss kernels keep fewer "
        "intermediate tensors.")
    attention: Literal["auto", "fused", "eager"] = Field(
        default="auto",
        description="fused: SDPA/flash attention keeps no score matrix; eager: the heads × seq × seq scores are kept "
        "for backward. auto: eager for encoder models under hf_trainer (BERT's attention), fused otherwise.")
    checkpoint_policy: Literal["full", "selective"] = Field(
        default="full",
        description="With gradient checkpointing: full keeps only each layer's input; selective (torchtitan's op "
        "policy) also keeps attention outputs and every other matmul output.")
    master_weights: bool = Field(
        default=True,
        description="true: mixed precision with fp32 master weights and fp32 optimizer states; "
        "false: pure 16-bit training.",
    )
    chunked_loss: bool = Field(
        default=False,
        description="Chunked/fused cross-entropy (torchtune, Liger, Unsloth): the fp32 logits over the "
        "vocabulary are never all in memory at once.")
    optimizer_in_backward: bool = Field(
        default=False, description="Optimizer step fused into backward: gradients are freed as they are used.")
    activation_offloading: bool = Field(
        default=False, description="Checkpointed activations are moved to CPU memory between passes.")
    fp8: bool = Field(
        default=False, description="The transformer blocks' linear layers compute in fp8 through TransformerEngine "
        "(Megatron-LM --fp8-format): each keeps an fp8 copy of its weight and of its transpose between "
        "micro-batches, beside the 16-bit parameters.")
    bitsandbytes_version: str | None = Field(
        default=None, max_length=16, pattern=r"^\d+\.\d+(\.\d+)?$",
        description="bitsandbytes release a QLoRA job runs on, e.g. '0.42.0': before 0.43.2 its 4-bit matmul kept "
        "each frozen layer's input for backward. Empty = the current release.")
    gradient_accumulation: int = Field(default=1, ge=1, le=MAX_TRAINING_COUNT)
    dataset_tokens: int | None = Field(default=None, ge=0, le=MAX_TOKENS_TOTAL,
                                       description="Tokens in one pass over the data.")
    dataset_bytes: int | None = Field(default=None, ge=0, le=MAX_BYTES, description="Dataset size on disk.")
    epochs: float = Field(default=1.0, gt=0, le=MAX_EPOCHS)


class Target(FrozenModel):
    value: float = Field(gt=0, le=MAX_TARGET)
    must_have: bool = True
    percentile: float | None = Field(
        default=None, ge=MIN_PERCENTILE, le=MAX_PERCENTILE,
        description="With traffic (load.requests_per_s): the share of requests, in per cent, that must meet the "
        "value, e.g. 95 = '95 % of answers start within 2 s'. Empty = the median (50).")


class Targets(FrozenModel):
    ttft_s: Target | None = Field(default=None, description="Acceptable time to first token, seconds.")
    request_s: Target | None = Field(default=None, description="Acceptable time for the whole answer (first "
                                     "token to last), seconds; with traffic, at `percentile`.")
    tokens_per_s_per_user: Target | None = None
    throughput_tokens_per_s: Target | None = None
    training_hours: Target | None = Field(
        default=None, description="Training: the whole job (all epochs over the dataset) within this many hours.")
    quality: str = Field(default="", max_length=MAX_TEXT_CHARS)
    quality_must_have: bool = False


class Operations(FrozenModel):
    data_sensitivity: str = Field(default="", max_length=MAX_TEXT_CHARS)
    storage: str = Field(default="", max_length=MAX_TEXT_CHARS)
    ram: str = Field(default="", max_length=MAX_TEXT_CHARS)
    management: str = Field(default="", max_length=MAX_TEXT_CHARS)
    backup: str = Field(default="", max_length=MAX_TEXT_CHARS)
    placement: str = Field(default="", max_length=MAX_TEXT_CHARS)
    isolation: str = Field(default="", max_length=MAX_TEXT_CHARS)
    timeline: str = Field(default="", max_length=MAX_TEXT_CHARS)


class Pilot(FrozenModel):
    status: Literal["none", "planned", "done"] = "none"
    notes: str = Field(default="", max_length=MAX_TEXT_CHARS)


class Schedule(FrozenModel):
    """When the work runs: several workloads on one server are loaded together only where their hours overlap
    (app.core.fit.together)."""

    hours: str | None = Field(
        default=None, pattern=r"^([01][0-9]|2[0-3])-([01][0-9]|2[0-4])$",
        description="Hours of the day it is loaded, HH-HH on the server's clock (22-06 runs past midnight); "
                    "empty = always on.")

    @model_validator(mode="after")
    def _not_empty(self) -> Schedule:
        if self.hours is not None:
            start, end = self.span
            if start == end % 24:
                raise FieldConflict("hours", "the start and the end are the same hour: leave it empty for always on")
        return self

    @property
    def span(self) -> tuple[int, int]:
        """(start hour, end hour); the end may be below the start (past midnight)."""
        start, end = (self.hours or "00-24").split("-")
        return int(start), int(end)


class Workload(FrozenModel):
    format: Literal["headroom.workload/1"] = "headroom.workload/1"
    name: str = Field(default="Untitled workload", max_length=200)
    goal: Goal | None = None
    task: Task | None = Field(default=None, description="What the model does: text_generation (chat, documents), "
                              "embeddings, reranking, vision_language (images and text in, text out), "
                              "image_generation, speech_to_text. Empty = the model's own task (text_generation "
                              "for chat models).")
    model: ModelRef
    mode: Mode = "inference"
    precision: Precision = Precision()
    runtime: Runtime = "vllm"
    runtime_options: RuntimeOptions = RuntimeOptions()
    speculative: Speculative | None = Field(default=None, description="Speculative decoding: a draft model, EAGLE "
                                            "heads or MTP layers propose tokens the model checks.")
    load: Load = Load()
    training: Training = Training()
    gpus: int = Field(default=1, ge=1, le=1024, description="GPUs the work is split over.")
    parallel: Parallel | None = Field(
        default=None, description="A fixed split (tensor parallel × pipeline stages × copies); none = Headroom "
        "chooses the split that meets the targets at the lowest cost.")
    targets: Targets = Targets()
    operations: Operations = Operations()
    pilot: Pilot = Pilot()
    schedule: Schedule | None = Field(default=None, description="When the work runs (several workloads on one "
                                      "server): absent = always on.")
    notes: str = Field(default="", max_length=MAX_TEXT_CHARS)

    @property
    def is_training(self) -> bool:
        return self.mode in TRAINING_MODES

    @property
    def tokens_per_sequence(self) -> int:
        if self.is_training:
            return self.training.seq_len
        return self.load.input_tokens + self.load.output_tokens

    @property
    def sequences(self) -> int:
        return self.training.micro_batch if self.is_training else self.load.concurrency
