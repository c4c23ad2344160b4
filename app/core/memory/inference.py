"""Inference memory per runtime: the KV cache and the transient peak ("activations"), each following a
stated runtime release (runtime_options.runtime_version; empty = the current release).

Each runtime's transient peak is what that runtime allocates on top of weights and KV cache:

* vLLM (V1, >= 0.8): the start-up profile run, gpu_model_runner.profile_run - one forward over
  max_num_batched_tokens tokens, then _dummy_sampler_run over max_num_seqs dummy requests (full
  vocabulary, top-k and top-p on), which on most models is the peak. V0 (< 0.8): worker.py
  profile_run over max(max_model_len, 2048) tokens and 256 sequences, same sampler.
* SGLang / TGI: one chunked-prefill forward and the logits of the running batch.
* transformers generate() and PyTorch generate loops (LitGPT, AutoAWQ): the whole prompt batch in
  one forward, with eager or SDPA attention and logits for the last or for every position.
* llama.cpp / Ollama: the ggml graph allocator's compute buffer, the largest stage of one ubatch.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.core import constants as C
from app.core import fitted
from app.core.memory.sizing import Sizing, ceil_div, round_up
from app.core.memory.state_cache import vllm_hybrid_block
from app.core.memory.types import Component
from app.core.memory.weights import (
    BITS,
    component,
    llamacpp_gpu_layers,
    llamacpp_layer_counts,
    llamacpp_named_build,
    whole_model,
)
from app.core.model import arithmetic as arch_math
from app.core.runtimes import traits
from app.core.units import BILLION

# --- runtime releases ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Release:
    """Which implementation and version of the runtime the figures follow."""

    engine: str  # vllm-v0, vllm-v1, autoawq, litgpt, gpt-fast, transformers, llama.cpp, ...
    version: tuple[int, ...] | None
    named: str = ""  # the release text's first word ("transformers", "exllama", ...); empty when none is given


def release(s: Sizing) -> Release:
    text = (s.workload.runtime_options.runtime_version or "").strip().lower()
    numbers = tuple(int(n) for n in re.findall(r"\d+", text)[:3]) or None
    named = text.split()[0] if text else ""
    runtime = s.runtime
    if runtime == "vllm":
        # 0.8-0.10 still shipped the V0 engine behind VLLM_USE_V1=0 (vllm/envs.py): "0.8.1 V0" names it.
        v0 = (numbers is not None and numbers[:2] < C.VLLM_V1_FIRST_RELEASE) or re.search(r"\bv0\b", text) is not None
        return Release("vllm-v0" if v0 else "vllm-v1", numbers)
    if traits(runtime).plain_pytorch:
        for engine in ("autoawq", "litgpt", "lit-gpt"):
            if text.startswith(engine):
                return Release(engine.replace("-", ""), numbers, named)
        # gpt-fast's generate loop and the copies that carry it (torchao/_models/llama/generate.py).
        if text.startswith(C.GPT_FAST_RELEASE_NAMES):
            return Release("gpt-fast", numbers, named)
        return Release("transformers", numbers, named)
    return Release(runtime, numbers)


def _llamacpp_build(rel: Release) -> int | None:
    return rel.version[0] if rel.version else None


# --- KV cache ------------------------------------------------------------------------------------

def _block_tokens(s: Sizing) -> int:
    opts = s.workload.runtime_options
    if s.runtime == "vllm":
        hybrid = vllm_hybrid_block(s)  # a hybrid model's attention block grows to hold one layer's state
        return hybrid or opts.block_size or C.VLLM_BLOCK_SIZE
    if s.runtime == "sglang":
        return opts.block_size or C.SGLANG_PAGE_SIZE
    return opts.block_size or 1


def _kv_shard(s: Sizing) -> float:
    """How many ways one GPU's share of the cache is divided: tensor parallel, layer splits and pipeline
    stages (each keeps only its layers' cache: the fullest stage has ceil(layers / stages))."""
    stages = s.layers() / ceil_div(s.layers(), s.pp) if s.pp > 1 and not traits(s.runtime).layer_split else 1.0
    return _tp_kv_shard(s) * stages


def _tp_kv_shard(s: Sizing) -> float:
    on_gpu, _output = llamacpp_gpu_layers(s)
    if traits(s.runtime).layer_split and (s.tp > 1 or on_gpu < s.layers()):
        # llama.cpp splits layers (and with -ngl keeps the rest, and their cache, on the CPU): the GPU
        # with the most layers bounds the budget.
        return s.layers() / max(1, max(llamacpp_layer_counts(on_gpu, s.tp)))
    if s.tp == 1:
        return 1
    if traits(s.runtime).plain_pytorch:
        return s.tp  # layers split across GPUs
    if s.arch.is_mla and s.latent_mla:
        return 1  # the latent is shared by all heads: every tensor-parallel rank keeps all of it
    kvh = arch_math.kv_heads(s.arch) or 1
    return kvh / ceil_div(kvh, s.tp)  # each GPU keeps ceil(kv_heads / tp) heads (replicated below tp)


def kv_cache_bytes(s: Sizing) -> Component:
    """2 (K and V) × KV heads × head dim × bytes × tokens × sequences, per layer; windowed layers
    keep at most the window; MLA keeps (kv_lora_rank + rope dim) per layer; vLLM rounds each
    sequence up to whole blocks."""
    a = s.arch
    kv_bytes = (s.kv.kv_bits or 16) / BITS
    if s.training or a.encoder_only:
        code = "kv_none_encoder" if a.encoder_only else "kv_none_training"
        return component("kv_cache", 0, 0, 0, code, {}, "no generation cache")
    if llamacpp_gpu_layers(s)[0] == 0:
        return component("kv_cache", 0, 0, 0, "kv_on_cpu", {}, "llama.cpp -ngl 0: every layer's cache in host memory")
    t, seqs = s.tokens, s.sequences
    elements = arch_math.kv_elements_per_token(a, latent_mla=s.latent_mla)
    if elements is None or not a.layers:
        per_token = C.UNKNOWN_KV_BYTES_PER_TOKEN_PER_B
        billions = s.params / BILLION
        scale = kv_bytes / 2 / s.tp
        low, typical, high = (v * billions * t * seqs * scale for v in per_token)
        return component("kv_cache", low, typical, high, "kv_unknown_arch",
                         {"tokens": t, "sequences": seqs, "params_b": round(billions, 3)},
                         "catalog GQA/MHA models (constants.UNKNOWN_KV_BYTES_PER_TOKEN_PER_B)",
                         "unknown_architecture")
    full_layers, win_layers = arch_math.layer_split(a)
    window = a.sliding_window or t
    block = _block_tokens(s)
    # DeepSeek V3.2's indexer keeps its own FP8 keys beside the MLA latent in every layer.
    per_elem_layer = elements[0] * kv_bytes + arch_math.indexer_bytes_per_token_layer(a)

    def cells(tokens: int, rounded: bool) -> int:
        return round_up(tokens, block) if rounded else tokens

    def total(rounded: bool, capped: bool) -> float:
        full = full_layers * cells(t, rounded)
        win_tokens = min(t, window) if capped else t
        if capped and rounded and s.runtime == "sglang":
            # SGLang's hybrid SWA pool is not window-sized: it holds swa_full_tokens_ratio × the full pool's
            # tokens (srt/server_args.py, default 0.8); releases without it keep every layer at full length
            # (high): Gemma-3-4B on SGLang 0.4.4 holds 139,264 B per token, all 34 layers (calibration).
            win_tokens = round(t * C.SGLANG_SWA_FULL_TOKENS_RATIO)
        windowed = win_layers * cells(win_tokens, rounded)
        per_seq = (full + windowed) * per_elem_layer
        if traits(s.runtime).layer_split and rounded:
            # llama.cpp sizes one unified cache for all sequences, padded to 256 cells.
            all_cells = full_layers * round_up(t * seqs, C.LLAMACPP_CTX_PAD)
            all_cells += win_layers * round_up(min(t, window) * seqs + C.LLAMACPP_UBATCH, C.LLAMACPP_CTX_PAD) \
                if capped and win_layers else win_layers * round_up(t * seqs, C.LLAMACPP_CTX_PAD)
            return all_cells * per_elem_layer
        return per_seq * seqs

    shard = _kv_shard(s)
    low = total(rounded=False, capped=True) / shard
    typical = total(rounded=True, capped=True) / shard
    # Runtimes without hybrid-attention support keep every layer at full length
    # (vLLM before its hybrid KV-cache manager, v0.10; transformers' plain DynamicCache).
    high = total(rounded=True, capped=False) / shard if win_layers else typical
    terms: dict[str, float | int | str] = {
        "tokens": t, "sequences": seqs, "full_layers": full_layers, "windowed_layers": win_layers,
        "window": a.sliding_window or 0, "elements_per_token_layer": elements[0], "bytes_per_element": kv_bytes,
        "block_tokens": block, "shard": round(shard, 4),
    }
    formula = "kv_mla" if a.is_mla and s.latent_mla else ("kv_mla_full" if a.is_mla else "kv")
    return component("kv_cache", low, typical, high, formula, terms,
                     "per-layer K/V shapes from the model's config; vLLM PagedAttention blocks",
                     "window_support" if win_layers else "block_rounding")


# --- one forward pass in PyTorch runtimes --------------------------------------------------------

def _mlp_width_per_token(s: Sizing) -> int:
    """MLP intermediate values one token produces in one layer, before the activation."""
    return s.mlp_width()


def torch_layer_bytes_per_token(s: Sizing, tp: int, element_bytes: int = C.ACTIVATION_BYTES,
                                hidden_copies: int = C.RESIDUAL_COPIES) -> float:
    """Bytes alive per token inside one decoder layer's forward (16-bit unless told): the larger of the
    attention stage (fused q/k/v projection output + attention output) and the MLP stage (gate and up
    outputs + the activated product; the fused-MoE kernel's three intermediate caches over the chosen
    experts), plus the residual stream and the normalised input."""
    q, kv, h = s.q_dim(), s.kv_dim(), s.hidden()
    attention = (q + 2 * kv + q) / tp
    width = _mlp_width_per_token(s)
    if s.arch.is_moe:
        # vllm/model_executor/layers/fused_moe/fused_moe.py fused_experts_impl: intermediate_cache1
        # (M, topk, 2N), cache2 (M·topk, N), cache3 (M, topk, hidden), N = expert width / tp.
        topk = s.arch.experts_per_token or 1
        mlp = 3 * width / tp + topk * h
    else:
        mlp = (3 if s.arch.gated_mlp else 2) * width / tp
    return (max(attention, mlp) + hidden_copies * h) * element_bytes


# --- vLLM, SGLang, TGI ---------------------------------------------------------------------------

def vllm_large_gpu(s: Sizing) -> bool | None:
    """vLLM V1's larger batch defaults apply: >= 70 GiB and not an A100 (vllm/engine/arg_utils.py
    get_batch_defaults); None when the budget is not for a named GPU."""
    if s.device is None:
        return None
    name = f"{s.device.id} {s.device.name}".lower()
    return s.device.capacity_bytes >= C.VLLM_LARGE_GPU_BYTES and "a100" not in name


def _vllm_element_bytes(s: Sizing) -> int:
    """vLLM runs the model in its dtype: 4-byte activations under --dtype float32, else 16-bit (quantized
    checkpoints compute in bf16/fp16)."""
    return C.FP32_BYTES if s.weights.id == "fp32" else C.ACTIVATION_BYTES


def _vllm_sampler_per_logit(rel: Release) -> tuple[tuple[float, float, float], float]:
    """Bytes per logit of the sampler warm-up and its fixed buffer, by release: the sort-based top-k/top-p
    before v0.17 (V0 too), the in-place Triton kernel from v0.17 (constants.VLLM_TRITON_SAMPLER_*), the V2
    model runner's sampler from v0.27 (constants.VLLM_V2_SAMPLER_BYTES_PER_LOGIT). No release named: the
    Triton figure, low end the V2 runner's, high end the sort-based figure of earlier releases."""
    triton, sort, v2 = C.VLLM_TRITON_SAMPLER_BYTES_PER_LOGIT, C.VLLM_SAMPLER_BYTES_PER_LOGIT, \
        C.VLLM_V2_SAMPLER_BYTES_PER_LOGIT
    if rel.version is None:
        return (v2, triton.typical, sort.high), C.VLLM_TRITON_SAMPLER_BUFFER_BYTES
    if rel.engine == "vllm-v1" and rel.version[:2] >= C.VLLM_V2_RUNNER_FIRST_RELEASE:
        return (v2, v2, v2), 0.0
    if rel.engine == "vllm-v1" and rel.version[:2] >= C.VLLM_TRITON_SAMPLER_FIRST_RELEASE:
        return tuple(triton), C.VLLM_TRITON_SAMPLER_BUFFER_BYTES  # type: ignore[return-value]
    return tuple(sort), 0.0  # type: ignore[return-value]


def _vllm_moe_workspace(s: Sizing, tokens: int) -> float:
    """The fused-MoE workspaces vLLM keeps between layers (constants.VLLM_MOE_WORKSPACE_FIRST_RELEASE):
    tokens × top-k × (max(2·I, hidden) + max(I, hidden)) 16-bit values, I = expert width per rank
    (fused_moe TritonExperts.workspace_shapes: workspace2 (M, topk, max(N, K)), workspace1 (M, topk,
    max(N // 2, K)), N = 2·I, K = hidden); none for MXFP4 experts, which allocate per call."""
    a = s.arch
    if not a.is_moe or s.weights.id == "mxfp4":
        return 0.0
    width = (a.moe_intermediate_size or a.intermediate_size or 4 * s.hidden()) / s.tp
    topk = a.experts_per_token or 1
    return float(tokens * topk * (max(2 * width, s.hidden()) + max(width, s.hidden())) * C.ACTIVATION_BYTES)


def _vllm_profile(s: Sizing) -> Component:
    """vLLM's profile-run peak: max(forward over the batched tokens, sampler warm-up + the forward's
    hidden states + what the forward leaves allocated). V1: vllm/v1/worker/gpu_model_runner.py
    profile_run → _dummy_run(max_num_tokens) then _dummy_sampler_run (logits for min(max_num_seqs, tokens)
    requests, gathered whole on every tensor-parallel rank, top-k = vocab − 1, top-p 0.9); V0:
    vllm/worker/model_runner.py profile_run."""
    opts = s.workload.runtime_options
    rel = release(s)
    h, vocab = s.hidden(), s.vocab()
    tokens: list[int]
    seqs: list[int]
    if rel.engine == "vllm-v0":
        tokens = [opts.max_num_batched_tokens or max(s.tokens, C.VLLM_V0_MIN_BATCHED_TOKENS)] * 3
        seqs = [opts.max_num_seqs or C.VLLM_V0_MAX_NUM_SEQS] * 3
    else:
        token_span, seq_span = list(C.VLLM_V1_MAX_NUM_BATCHED_TOKENS), list(C.VLLM_V1_MAX_NUM_SEQS)
        large = vllm_large_gpu(s)
        if large is not None:  # the GPU is known: its defaults, not the span
            token_span = [token_span[1] if large else token_span[0]] * 3
            seq_span = [seq_span[1] if large else seq_span[0]] * 3
        tokens = [opts.max_num_batched_tokens or int(v) for v in token_span]
        seqs = [opts.max_num_seqs or int(v) for v in seq_span]
    element = _vllm_element_bytes(s)
    per_token_span = [torch_layer_bytes_per_token(s, s.tp, element, int(c)) for c in C.VLLM_FORWARD_HIDDEN_COPIES]
    per_token = per_token_span[1]
    per_logit, buffer = _vllm_sampler_per_logit(rel)
    # The MoE workspaces persist from the measured release on; before it (or unnamed) only in the high figure.
    measured_workspace = rel.engine == "vllm-v1" and rel.version is not None \
        and rel.version[:2] >= C.VLLM_MOE_WORKSPACE_FIRST_RELEASE
    figures = []
    for i in range(3):
        rows = 0 if s.arch.encoder_only else min(seqs[i], tokens[i])
        keeps_workspace = rel.engine == "vllm-v1" and (measured_workspace or i == 2)
        workspace = _vllm_moe_workspace(s, tokens[i]) if keeps_workspace else 0.0
        forward = tokens[i] * per_token_span[i]
        sampler = rows * vocab * per_logit[i] + (buffer if rows else 0.0) + tokens[i] * h * element + workspace
        figures.append(max(forward, sampler))
    terms: dict[str, float | int | str] = {
        "engine": rel.engine, "batched_tokens": tokens[1], "sampler_rows": min(seqs[1], tokens[1]), "vocab": vocab,
        "bytes_per_logit": per_logit[1], "forward_bytes_per_token": round(per_token),
        "moe_workspace_bytes": round(_vllm_moe_workspace(s, tokens[1]) if measured_workspace else 0.0),
    }
    formula = "act_vllm_profile_moe" if terms["moe_workspace_bytes"] else "act_vllm_profile"
    return component("activations", figures[0], figures[1], figures[2], formula, terms,
                     "vLLM profile run: forward over max_num_batched_tokens, sampler warm-up over max_num_seqs",
                     "vllm_batch_defaults")


def _serving_forward(s: Sizing, tokens: int, rows: tuple[int, int, int]) -> Component:
    """SGLang and TGI: one prefill chunk through the model and the sampler over the running batch."""
    h, vocab = s.hidden(), s.vocab()
    per_token = torch_layer_bytes_per_token(s, s.tp)
    per_logit = (C.FLASHINFER_SAMPLER_BYTES_PER_LOGIT, C.FLASHINFER_SAMPLER_BYTES_PER_LOGIT,
                 C.VLLM_SAMPLER_BYTES_PER_LOGIT.high)
    figures = [max(tokens * per_token, rows[i] * vocab * per_logit[i] + tokens * h * C.ACTIVATION_BYTES)
               for i in range(3)]
    return component("activations", figures[0], figures[1], figures[2], "act_serving",
                     {"prefill_tokens": tokens, "sampler_rows": rows[1], "vocab": vocab,
                      "forward_bytes_per_token": round(per_token)},
                     "chunked-prefill forward and sampler over the running batch (SGLang, TGI)",
                     "sampler_and_chunk")


# --- generate() loops: transformers, LitGPT, AutoAWQ ---------------------------------------------

def _attention_kernel(s: Sizing, rel: Release) -> str:
    asked = s.workload.runtime_options.attention
    if asked:
        return asked
    # AutoAWQ's fused attention computes the scores in PyTorch (awq/modules/fused/attn.py); transformers before
    # 4.36 ran eager attention (constants.TRANSFORMERS_SDPA_DEFAULT_FIRST).
    if rel.engine == "autoawq" or _transformers_before(rel, C.TRANSFORMERS_SDPA_DEFAULT_FIRST):
        return "eager"
    return "sdpa"


def _transformers_before(rel: Release, first: tuple[int, int]) -> bool:
    """A transformers release named older than `first` (an unnamed one is the current release)."""
    return rel.named == "transformers" and rel.version is not None and rel.version[:2] < first


def _generate_peak(s: Sizing, resident_bytes: float) -> Component:
    """The prompt batch in one forward: one layer's intermediates (with the eager score matrix when
    attention is not fused), or the logits - whichever is larger - plus bitsandbytes' largest 16-bit
    tensor in flight; AutoAWQ's layer fusing briefly holds a second copy of the packed q/k/v weights
    (families whose checkpoints store q/k/v fused need no copy)."""
    rel = release(s)
    seqs = s.sequences
    prompt = s.prompt_tokens
    tokens = prompt * seqs
    vocab, heads = s.vocab(), s.arch.heads or 1
    layer = tokens * torch_layer_bytes_per_token(s, 1)
    scores = seqs * heads * prompt * prompt * C.EAGER_SCORE_BYTES
    kernel = _attention_kernel(s, rel)
    eager = kernel == "eager"
    last_logits = 0 if s.arch.encoder_only else seqs * vocab * C.GENERATE_LOGIT_BYTES
    all_logits = 0 if s.arch.encoder_only else tokens * vocab * C.GENERATE_LOGIT_BYTES
    if rel.engine in ("litgpt", "gpt-fast"):
        # LitGPT's GPT.forward and gpt-fast's Transformer.forward (`logits = self.output(x)`, torchao/_models/llama/
        # model.py) return 16-bit logits for every position; sample() keeps the last.
        logits = tokens * vocab * C.ACTIVATION_BYTES
    elif rel.engine == "autoawq" or (rel.engine == "transformers" and rel.version is not None
                                     and rel.version[:2] < C.TRANSFORMERS_LAST_TOKEN_LOGITS):
        logits = all_logits  # LlamaForCausalLM.forward before 4.45: lm_head over every position, then .float()
    else:
        logits = last_logits  # generate() asks for the last position only (logits_to_keep = 1)
    # Before the Cache classes every decode step ends with the previous step's cache and the rebuilt one both
    # alive (constants.TRANSFORMERS_DYNAMIC_CACHE_FIRST): a second whole cache on top of the one counted.
    second_cache = 0.0
    if s.workload.load.output_tokens > 1 and _transformers_before(rel, C.TRANSFORMERS_DYNAMIC_CACHE_FIRST):
        second_cache = kv_cache_bytes(s).bytes
    typical = max(layer + (scores if eager else 0), logits, second_cache)
    low = max(layer, last_logits, second_cache)
    high = max(layer + scores, all_logits, second_cache)
    extra = 0.0
    if s.weights.id in C.BNB_FORMATS:
        # bitsandbytes quantizes each weight as it reaches the GPU and dequantizes one matrix at a time in
        # the forward: the largest 16-bit tensor in flight, the embedding-sized one on most models.
        largest = max(arch_math.largest_matrix_params(s.arch), vocab * s.hidden())
        extra = largest * C.WEIGHT_16BIT_BYTES  # whole on the GPU that loads it, whatever the split
    if s.weights.id in C.EXLLAMA_GPTQ_FORMATS and rel.engine == "transformers" and rel.named in ("", "transformers"):
        # AutoGPTQ's ExLlama scratch (constants.EXLLAMA_GPTQ_FORMATS): v1's temp_dq, the default; v2's larger
        # scratch as the high end (the workload does not name the kernel).
        largest = arch_math.largest_matrix_params(s.arch)
        widest = max(s.arch.intermediate_size or 0, s.arch.moe_intermediate_size or 0, s.q_dim())
        dq = float(largest * C.WEIGHT_16BIT_BYTES)
        v2 = dq + widest * C.EXLLAMA_V2_FWD_ROWS * C.EXLLAMA_V2_FWD_BYTES
        exllama: tuple[float, float, float] = (dq, dq, v2)
    else:
        exllama = (0.0, 0.0, 0.0)
    fuse = 0.0
    if rel.engine == "autoawq" and s.weights.id == "awq" and s.arch.architecture not in C.FUSED_QKV_FAMILIES:
        # awq/models/*.py fuse_layers: the fused QKV WQLinear is built while the separate q/k/v
        # modules are still referenced, so the packed attention weights exist twice at the peak.
        fuse = s.layers() * s.hidden() * (s.q_dim() + 2 * s.kv_dim()) * s.weights.average_body_bits / BITS / s.tp
    low, typical, high = (max(v, fuse) + extra + buf for v, buf in zip((low, typical, high), exllama, strict=True))
    # What no term above models - the caching allocator's rounding, cuBLAS workspaces, rotary and mask
    # buffers, other load transients - spread measured peaks around the estimate by a share of what
    # the GPU holds (tests/core/calibration: generate() totals within -2 % .. +4 %).
    band = C.GENERATE_UNMODELLED_SHARE
    low = max(0.0, low + band.low * resident_bytes)
    high += band.high * resident_bytes
    terms: dict[str, float | int | str] = {
        "engine": rel.engine, "prompt_tokens": tokens, "attention": kernel, "vocab": vocab,
        "layer_bytes": round(layer), "score_bytes": round(scores) if eager else 0, "logit_bytes": round(logits),
    }
    if second_cache:
        terms["previous_step_cache"] = round(second_cache)
    if exllama[1]:
        terms["exllama_scratch"] = round(exllama[1])
    if fuse:
        terms["fused_qkv_copy"] = round(fuse)
    return component("activations", low, typical, high, "act_generate", terms,
                     "PyTorch generate(): prompt forward, attention scores when eager, logits",
                     "attention_and_logits")


# --- llama.cpp -----------------------------------------------------------------------------------

# The calibration category of the compute buffer (tests/core/calibration engine_view.category): its fitted range.
LLAMACPP_COMPUTE_CATEGORY = "llama.cpp compute buffer"

def _llamacpp_flash(s: Sizing, rel: Release) -> bool | None:
    asked = s.workload.runtime_options.attention
    if asked:
        return asked == "flash"
    build = _llamacpp_build(rel)
    if s.runtime == "llama.cpp" and build is not None and build >= C.LLAMACPP_FA_DEFAULT_BUILD:
        return True
    return None  # not stated: the budget takes the larger buffer (flash attention off)


def _llamacpp_offloaded_output(s: Sizing, ubatch: int) -> float:
    """The output matrix a GPU copies in when the output layer stays on the CPU (-ngl at most the layer count):
    a prompt ubatch of at least constants.LLAMACPP_OP_OFFLOAD_MIN_BATCH tokens runs the output projection on the
    GPU, in a split of its own whose input is that matrix in its stored type (a tied model's token-embedding
    table); 0 when the output layer is on a GPU, the model has none, or the ubatch is below the minimum."""
    _on_gpu, output_on_gpu = llamacpp_gpu_layers(s)
    if output_on_gpu or s.arch.encoder_only or ubatch < C.LLAMACPP_OP_OFFLOAD_MIN_BATCH:
        return 0.0
    build = llamacpp_named_build(s)
    if build is not None and build < C.LLAMACPP_OP_OFFLOAD_BUILD:
        return 0.0
    m = whole_model(s)
    return m.head or m.host_embedding


def _llamacpp_compute(s: Sizing) -> Component:
    """The ggml compute buffer: the graph allocator reuses memory between stages, so the buffer is
    the largest stage of one ubatch (f32 values): the MLP (normed input, residual, gate and up); the
    attention without flash attention (K·Q scores n_kv × ubatch × heads, the f32 mask, four
    hidden-size tensors); or the output (hidden state and logits for every token of the ubatch).
    src/llama-graph.cpp build_attn_mha / build_ffn; llama_context::graph_reserve sizes the worst case
    (full n_ctx, n_outputs = n_ubatch). Several GPUs: each holds its layers' stages, plus GGML_SCHED_MAX_COPIES
    = 4 copies of its split's inputs (ggml_backend_sched): the layer input four times, the mask three more."""
    rel = release(s)
    h, vocab, heads = s.hidden(), s.vocab(), s.arch.heads or 1
    cells = round_up(s.tokens * s.sequences, C.LLAMACPP_CTX_PAD)
    ubatch = min(s.workload.runtime_options.ubatch or C.LLAMACPP_UBATCH, cells)
    f32 = C.LLAMACPP_COMPUTE_BYTES
    width = s.mlp_width()
    ffn = ubatch * (2 * h + (2 if s.arch.gated_mlp else 1) * width) * f32
    build = _llamacpp_build(rel)
    hidden_tensors = C.LLAMACPP_OLD_ATTN_HIDDEN if build is not None and build < C.LLAMACPP_CONTIGUOUS_Q_BUILD \
        else C.LLAMACPP_ATTN_HIDDEN
    hidden_tensors += C.LLAMACPP_ATTN_EXTRA_HIDDEN.get(s.arch.architecture, 0)
    no_fa = ubatch * (cells * heads + cells + hidden_tensors * h) * f32
    with_fa = ubatch * (cells * C.LLAMACPP_FA_MASK_BYTES / f32 + C.LLAMACPP_ATTN_HIDDEN * h) * f32
    offloaded_output = _llamacpp_offloaded_output(s, ubatch)
    # The output stage: the hidden state and the logits, with the output matrix copied in when it stays on the CPU.
    logits = 0.0 if s.arch.encoder_only else ubatch * (vocab + h) * f32 + offloaded_output
    fa_figure = max(ffn, with_fa, logits)
    plain = max(ffn, no_fa, logits)
    flash = _llamacpp_flash(s, rel)
    copies = 0.0
    if s.tp > 1:
        copies = ubatch * ((C.LLAMACPP_PIPELINE_COPIES - 1) * cells + C.LLAMACPP_PIPELINE_COPIES * h) * f32
    low, high = fa_figure + copies, plain + copies
    typical = low if flash else high
    if flash is False:
        low = high
    if flash and s.workload.runtime_options.attention == "flash":
        high = low  # flash attention stated on (--flash-attn on): no fallback to the score matrix
    # The graph's own figures are exact stage sums; what they miss (tensors of other graph shapes, the builds
    # between measured ones) is the category's measured error (tests/core/calibration_fit: fitlib.source_range).
    measured = fitted.part_range(LLAMACPP_COMPUTE_CATEGORY)
    if measured is not None:
        low, high = min(low, typical * measured.low_ratio), max(high, typical * measured.high_ratio)
    return component("activations", low, typical, high, "act_llamacpp",
                     {"ubatch": ubatch, "cells": cells, "vocab": vocab, "flash_attention": str(bool(flash)),
                      "mlp_bytes": round(ffn), "attention_bytes": round(with_fa if flash else no_fa),
                      "logit_bytes": round(logits), "offloaded_output_bytes": round(offloaded_output)},
                     "llama.cpp ggml graph: the largest stage of one ubatch in f32",
                     "flash_attention")


def inference_activations_bytes(s: Sizing, resident_bytes: float = 0.0) -> Component:
    """The runtime's transient peak on top of weights and KV cache (see the module docstring);
    `resident_bytes` (weights + KV) scales the band of what generate() loops leave unmodelled."""
    opts = s.workload.runtime_options
    if traits(s.runtime).layer_split:
        return _llamacpp_compute(s)
    if s.runtime == "vllm":
        return _vllm_profile(s)
    if s.runtime == "sglang":
        rows = opts.max_num_seqs or C.SGLANG_SAMPLER_ROWS
        return _serving_forward(s, opts.max_num_batched_tokens or C.SGLANG_CHUNKED_PREFILL, (rows, rows, rows))
    if s.runtime == "tgi":
        rows = opts.max_num_seqs or s.sequences
        return _serving_forward(s, opts.max_num_batched_tokens or C.TGI_MAX_BATCH_PREFILL_TOKENS, (rows, rows, rows))
    return _generate_peak(s, resident_bytes)


# --- runtime overhead on the inference path ------------------------------------------------------

def inference_overhead_parts(s: Sizing) -> list[tuple[str, tuple[float, float, float]]]:
    """Runtime-specific device memory outside the tensors above: CUDA graphs (vLLM, SGLang), and their
    rotary cos/sin cache - one per distinct RoPE config, max_position × rotary dim in 16 bits, on every
    tensor-parallel rank (vllm/model_executor/layers/rotary_embedding.py _compute_cos_sin_cache; counted in
    vLLM's 'Model loading took', 14.99 GiB for Llama-3.1-8B's 14.96 GiB of parameters)."""
    if not traits(s.runtime).cuda_graphs:
        return []
    parts: list[tuple[str, tuple[float, float, float]]] = [("cuda_graphs", tuple(C.CUDA_GRAPHS_BYTES))]  # type: ignore[list-item]
    rotary = (s.arch.qk_rope_head_dim if s.arch.is_mla else None) or arch_math.head_dim(s.arch) or 0
    if s.arch.max_context and rotary:
        rope = float(s.arch.max_context * rotary * C.WEIGHT_16BIT_BYTES)
        parts.append(("rotary_cache", (rope, rope, rope)))
    return parts
