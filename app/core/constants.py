"""Every engine constant in one place, each with its source.

Ranges are (low, typical, high). Where a figure is a judgement rather than a measurement, the
comment says so; the calibration table in tests/core/calibration holds the measurements that
check them.
"""

from __future__ import annotations

from typing import NamedTuple

from app.core.units import GB as GB  # the one home of the size constants; re-exported as C.GB, C.MiB
from app.core.units import GiB
from app.core.units import MiB as MiB


class Span(NamedTuple):
    low: float
    typical: float
    high: float


# --- Runtime defaults --------------------------------------------------------------------------
# vLLM EngineArgs: gpu_memory_utilization=0.9, block_size=16 (docs.vllm.ai engine args; vllm/config).
VLLM_GPU_MEMORY_UTILIZATION = 0.90
VLLM_BLOCK_SIZE = 16
# SGLang server_args: mem_fraction_static defaults to about 0.88 on large GPUs.
SGLANG_MEM_FRACTION_STATIC = 0.88
SGLANG_PAGE_SIZE = 1
# SGLang sizes the sliding-window layers' pool as a share of the full-attention pool's tokens, not by the
# window (python/sglang/srt/server_args.py swa_full_tokens_ratio = 0.8; --disable-hybrid-swa-memory: all full).
SGLANG_SWA_FULL_TOKENS_RATIO = 0.8
SGLANG_CHUNKED_PREFILL = 8192
# TGI preallocates KV for max_batch_total_tokens; it fills the card like vLLM (cuda_memory_fraction=1.0).
TGI_MEMORY_FRACTION = 1.0
# llama.cpp: n_ubatch=512 (common/common.h), context padded to 256 cells (llama_context n_ctx_pad).
LLAMACPP_UBATCH = 512
LLAMACPP_CTX_PAD = 256

# --- Runtime overhead per GPU --------------------------------------------------------------------
# CUDA context with lazy module loading (CUDA >= 11.7): ~300-400 MB; >1 GB before lazy loading
# (PyTorch maintainers, pytorch/pytorch#107667 and #109888).
# Without lazy loading (CUDA < 11.7, CUDA_MODULE_LOADING=EAGER) every kernel is loaded: 1343 MiB measured for
# torch.ones((1, 1)).to('cuda') on a V100 with CUDA 11.2 (transformers docs, perf_train_gpu_one, 2022).
CUDA_CONTEXT_BYTES = Span(0.3 * GB, 0.45 * GB, 1.4 * GB)
# PyTorch sets CUDA_MODULE_LOADING=LAZY when unset from 1.13 on (pytorch/pytorch#86509); before it every kernel
# of the CUDA libraries loads at start-up. Typical: the 1343 MiB measured above (V100, CUDA 11.2, torch ~1.10);
# low: 666,632,192 B, the same PR's eager measurement of a bare tensor on the GPU (cuBLAS not yet loaded).
TORCH_LAZY_MODULES_FIRST = (1, 13)
CUDA_CONTEXT_EAGER_BYTES = Span(666_632_192, 1343 * MiB, 1343 * MiB)
# llama.cpp does not load PyTorch's kernels; its CUDA context is the driver's alone
# (llama.cpp logs show ~200-300 MiB used beyond the model, KV and compute buffers; judgement).
LLAMACPP_CONTEXT_BYTES = Span(0.15 * GB, 0.25 * GB, 0.5 * GB)
# vLLM "Graph capturing finished ... took 0.3-1.5 GiB" in startup logs for 7-70B models
# (vLLM issues; see tests/core/calibration). Sized per GPU.
CUDA_GRAPHS_BYTES = Span(0.2 * GB, 0.6 * GB, 1.5 * GB)
# NCCL / custom all-reduce buffers when GPUs talk: NCCL_BUFFSIZE 4 MiB per channel and peer,
# up to 32 channels, plus vLLM's custom all-reduce IPC buffers (NCCL env docs; judgement on total).
COMM_BUFFERS_BYTES = Span(0.1 * GB, 0.3 * GB, 1.0 * GB)
# PyTorch caching allocator: reserved exceeds allocated by fragmentation; 5-30 % of the transient
# (activation) part in practice (PyTorch CUDA semantics docs, "memory management"; judgement).
ALLOCATOR_SLACK_SHARE = Span(0.0, 0.10, 0.30)

# --- Inference activations -----------------------------------------------------------------------
ACTIVATION_BYTES = 2  # 16-bit hidden states
FP32_BYTES = 4  # --dtype float32 activations (vLLM runs the model in the checkpoint's dtype)
# Hidden-size tensors alive beside a layer's intermediates: the residual stream and the normalised input.
RESIDUAL_COPIES = 2
# vLLM's compiled forward over max_num_batched_tokens holds about four hidden-size tensors beside the MLP's
# gate/up output and activated product: the residual and the hidden states its decoder layers pass on
# (LlamaDecoderLayer.forward returns both), the fused add-RMSNorm's normalised input, and the down
# projection's output. Measured on vLLM 0.19.0, where the forward exceeds the sampler warm-up: CodeLlama-7B
# 0.77 GiB = 8192 × (3 × 11008 + 4.25 × 4096) × 2 B, Granite-3.1-8B 0.85 GiB (4.2 × 4096; calibration).
VLLM_FORWARD_HIDDEN_COPIES = Span(3, 4, 5)
# vLLM V1 (>= 0.8) replaced the V0 engine; runtime_options.runtime_version below this is V0.
VLLM_V1_FIRST_RELEASE = (0, 8)
# V1's OpenAI-server batch defaults depend on the GPU (vllm/engine/arg_utils.py get_batch_defaults, PRs
# #12369, #16158, #17073, #17885): >= 70 GiB and not an A100 → 8192 batched tokens and 1024 sequences;
# otherwise 2048 and 256. The budget knows no GPU: typical = large GPU, low = the smaller defaults.
VLLM_V1_MAX_NUM_BATCHED_TOKENS = Span(2048, 8192, 8192)
VLLM_V1_MAX_NUM_SEQS = Span(256, 1024, 1024)
VLLM_LARGE_GPU_BYTES = 70 * GiB
# V0: max_num_batched_tokens = max(max_model_len, 2048) without chunked prefill, max_num_seqs 256
# (vllm/config.py SchedulerConfig, _DEFAULT_MAX_NUM_BATCHED_TOKENS).
VLLM_V0_MIN_BATCHED_TOKENS = 2048
VLLM_V0_MAX_NUM_SEQS = 256
# Bytes per logit (rows × vocabulary) at the peak of vLLM's sampler warm-up with top-k and top-p on
# (vllm/v1/sample/sampler.py Sampler.forward → ops/topk_topp_sampler.py apply_top_k_top_p): the 16-bit
# logits (2) kept by _dummy_sampler_run, their fp32 copy (4), logits.sort()'s values (4) and int64
# indices (8), and the CUDA segmented sort's scratch (int64 index input 8 + radix double buffers 12)
# ≈ 38 B. Measured 38.4-39.6 B on seven H100 profile runs (llm-d, tests/core/calibration): typical 38.5.
# FlashInfer's top-k/top-p sampler skips the sort: about 16 B (Mistral-Small-3.2 run, same document).
VLLM_SAMPLER_BYTES_PER_LOGIT = Span(16, 38.5, 40)
FLASHINFER_SAMPLER_BYTES_PER_LOGIT = 16
# From v0.17 the native sampler masks top-k/top-p in place with a Triton pivot-search kernel
# (vllm/v1/sample/ops/topk_topp_triton.py, PR #33538, merged 2026-02) instead of sorting: the 16-bit logits
# (2), their fp32 copy (4), the softmax probabilities (4) and random_sample's exponential noise (4) = 14 B,
# plus the kernel's gather buffers ("around ~80MiB", PR #33538). Fitted on 20 dense H100 profile runs of
# vLLM 0.19.0 (llm-d-planner, tests/core/calibration), vocabularies 49K-262K: 14.4 B per logit + 64 MiB
# besides the forward's hidden states (granite 13.7 B, phi-2 13.8 B at 50K; Llama-3 14.3 B; Gemma 2 14.4 B);
# Qwen3-14B prints 5.64 GiB on 0.15 and 0.16, 2.23 GiB on 0.17 and 0.18. High: FlashInfer's sampler
# (default again after PR #40376).
VLLM_TRITON_SAMPLER_FIRST_RELEASE = (0, 17)
VLLM_TRITON_SAMPLER_BYTES_PER_LOGIT = Span(13.5, 14.4, 16)
VLLM_TRITON_SAMPLER_BUFFER_BYTES = 64 * MiB
# vLLM's V2 model runner (vllm/v1/worker/gpu/model_runner.py, the default by 0.27: enginrect/llmso's 0.27.1 log
# runs it with no opt-in, while LukeJYK/AutoScientists' 0.26.1 log still builds V1's TopKTopPSampler) warms up
# its own sampler (vllm/v1/worker/gpu/sample/sampler.py Sampler.sample) with every request at the defaults: no
# top-k, top-p or logprobs. It holds the 16-bit logits of compute_logits (2) and their fp32 copy (4); temperature
# is applied in place and gumbel_sample's Triton kernel keeps only two values per 1,024-logit block: 6 B a logit,
# no buffer besides (read from the code, not fitted).
VLLM_V2_RUNNER_FIRST_RELEASE = (0, 27)
VLLM_V2_SAMPLER_BYTES_PER_LOGIT = 6.0
# vLLM's modular fused-MoE kernel keeps its workspaces in class-level SharedResizableBuffers that outlive
# the forward (vllm/model_executor/layers/fused_moe/modular_kernel.py FusedMoEModularKernel.shared_buffers;
# TritonExperts: workspace13 = tokens × top-k × max(2·I, hidden), workspace2 = tokens × top-k × I, I the
# expert width per rank, 16-bit), so they sit under the sampler warm-up: Mixtral-8x7B at TP2 prints 1.21 GiB
# = 0.66 GiB of workspaces + the sampler (vLLM 0.19.0, tests/core/calibration). MXFP4 experts (gpt-oss) run
# OpenAI's triton_kernels matmul_ogs, which allocates per call: 2.87 GiB printed, the sampler alone.
VLLM_MOE_WORKSPACE_FIRST_RELEASE = (0, 17)
# SGLang samples with FlashInfer over the running batch; its start-up reserves activations rather than
# profiling them (judgement: 256 rows, vLLM's small-GPU default).
SGLANG_SAMPLER_ROWS = 256
# TGI warms up with one prefill of --max-batch-prefill-tokens (launcher default 4096).
TGI_MAX_BATCH_PREFILL_TOKENS = 4096
# generate() logits: the 16-bit lm_head output and its fp32 copy (LlamaForCausalLM.forward `.float()`;
# generation/utils.py upcasts the last-token logits).
GENERATE_LOGIT_BYTES = 6
# transformers >= 4.45 computes logits for the last position only during generation (logits_to_keep /
# num_logits_to_keep); earlier releases for every prompt position.
TRANSFORMERS_LAST_TOKEN_LOGITS = (4, 45)
# Release texts (runtime_options.runtime_version) naming gpt-fast's generate loop or a copy of it: pytorch-labs/
# gpt-fast generate.py and torchao/_models/llama/generate.py (static KV cache, logits for every prompt position).
GPT_FAST_RELEASE_NAMES = ("gpt-fast", "torchao")
# transformers before 4.36 keeps the KV cache as a tuple of tensors that every decoder layer rebuilds with
# torch.cat each step (LlamaAttention.forward: `past_key_value = (key_states, value_states)`), and generate()
# holds the previous step's tuple in model_kwargs until _update_model_kwargs_for_generation replaces it with
# the new one, so at the end of each decode step two whole caches are alive. 4.36 (huggingface/transformers
# #26681, the Cache classes) grows one DynamicCache in place: one layer's old tensors at a time.
TRANSFORMERS_DYNAMIC_CACHE_FIRST = (4, 36)
# transformers' decoder models ran eager attention (the score matrix in memory) until 4.36 made
# torch.nn.functional.scaled_dot_product_attention the default (huggingface/transformers #26572,
# attn_implementation="sdpa").
TRANSFORMERS_SDPA_DEFAULT_FIRST = (4, 36)
# Eager attention holds, per score: the 16-bit product (2), its fp32 copy and the fp32 softmax (4 + 4)
# (AutoAWQ awq/modules/fused/attn.py QuantAttentionFused.forward; transformers eager_attention_forward).
EAGER_SCORE_BYTES = 10
# Peaks of generate() loops the terms do not itemize (allocator rounding, cuBLAS workspaces, rotary and
# mask buffers, load transients), as a share of weights + KV: the spread of the calibration set's
# transformers, LitGPT and AutoAWQ totals around the estimate.
GENERATE_UNMODELLED_SHARE = Span(-0.02, 0.0, 0.04)
LLAMACPP_COMPUTE_BYTES = 4  # ggml computes intermediate tensors in f32
# Hidden-size f32 tensors alive at the attention stage (residual input, Q, the K·Q·V output, and from
# 2024 builds a contiguous copy of the permuted Q): 4, measured 560.00 MiB = 512 × (8192 × 32 + 8192 +
# 4 × 4096) × 4 B for Llama-3-8B (b2824); 3 in b1680 (Llama-2-13B 75.00 MiB at n_ctx 512).
LLAMACPP_ATTN_HIDDEN = 4
LLAMACPP_OLD_ATTN_HIDDEN = 3
LLAMACPP_CONTIGUOUS_Q_BUILD = 2000  # judgement between the measured builds (b1680 and b1832: 3; b2824: 4)
# GPT-NeoX graphs (src/llama-model.cpp llm_build_gptneox: one fused wqkv projection with bias, q/k/v taken as
# contiguous views, parallel residual) hold two more: 162.00 MiB = 512 x (2048 x 32 + 2048 + 6 x 2560) x 4 B for
# Pythia-2.8B at n_ctx 2048 (ggml-org/ci, V100, b4343 and b4831; tests/core/calibration).
LLAMACPP_ATTN_EXTRA_HIDDEN = {"gpt_neox": 2}
# With flash attention the mask is f16 and no score matrix is built.
LLAMACPP_FA_MASK_BYTES = 2
# llama.cpp made flash attention 'auto' (on where supported) by default in PR #15434 (Aug 2025, about
# b6300); Ollama leaves it off unless OLLAMA_FLASH_ATTENTION=1.
LLAMACPP_FA_DEFAULT_BUILD = 6300
# Several GPUs with n_batch > n_ubatch: pipeline parallelism keeps GGML_SCHED_MAX_COPIES = 4 copies of
# every split input on the split's GPU (ggml-backend.cpp ggml_backend_sched_split_graph): the layer input
# (ubatch x hidden, from the CPU's embeddings or the previous GPU) four times, the f32 mask three times more
# than the stage's own. Llama-3-8B at 8192 cells: 640.02 MiB = 560.00 + 3 x 16 + 4 x 8 MiB over 2-8 GPUs;
# R1-Distill-Qwen-32B at 2048 cells, first GPU: 256.01 MiB = 204 + 3 x 4 + 4 x 10 MiB (tests/core/calibration).
LLAMACPP_PIPELINE_COPIES = 4
# Operations whose weights sit in host memory (the layers -ngl leaves on the CPU, the output layer when it is not
# offloaded) run on the GPU when their batch reaches the backend's offload minimum: ggml_backend_sched assigns
# them to the GPU (ggml/src/ggml-backend.cpp ggml_backend_sched_backend_id_from_cur, `op_offload`, on by default)
# when ggml_backend_cuda/vk_device_offload_op answers get_op_batch_size(op) >= 32 (GGML_OP_OFFLOAD_MIN_BATCH),
# and starts a new split at every such weight "so the memory of the previously offloaded weights can be reused"
# (ggml_backend_sched_split_graph); ggml-org/llama.cpp@b29c606e. A prompt ubatch therefore copies the CPU
# output matrix into the GPU's compute buffer beside the logits: Mistral-7B Q4_K_M at -ngl 20, ubatch 256:
# 137.79 MiB = 102.54 (q6_K output) + 256 x (32000 + 4096) x 4 B; Qwen3-235B-A22B Q3_K_S at -ngl 93 (b5398,
# Vulkan), ubatch 512: 791.61 MiB against 486.83 + 512 x (151936 + 4096) x 4 B (tests/core/calibration).
LLAMACPP_OP_OFFLOAD_MIN_BATCH = 32
# The scheduler offloads such operations since ggml-org/llama.cpp PR #6083 ("backend : offload large batches to
# GPU", March 2024); the build is judgement from the date (b1880's and earlier logs keep them on the CPU).
LLAMACPP_OP_OFFLOAD_BUILD = 2400
# -ngl counts the output layer first since ggml-org/llama.cpp PR #18148 ("llama: offload output layer to GPU
# first", merged 2025-12-17): b8133 and b8179 logs print 'offloading output layer to GPU' with 39 of 40 and 34 of
# 36 repeating layers on the GPU; a mid-2025 build and b5398 keep it on the CPU at -ngl 20 of 32 and 93 of 94.
# The build is judgement from the merge date.
LLAMACPP_OUTPUT_FIRST_BUILD = 7450

# --- Beyond text generation (app/core/memory/diffusion.py, speech.py, vision.py) ------------------
# Values alive per token inside one transformer block of an encoder or a diffusion transformer, 16-bit:
# fused q/k/v (3 × hidden), the attention output, the residual and the normalised input (6 × hidden in
# all), and the MLP's input, gate and activation (3 × its width). FLUX.1's single-stream block holds
# exactly that: linear1 out (3·h + 4·h), GELU out (4·h), the concatenation (h + 4·h) and the residual
# (diffusers transformer_flux.py FluxSingleTransformerBlock); fused (SDPA) attention keeps no scores.
BLOCK_HIDDEN_VALUES = 6
BLOCK_MLP_VALUES = 3
# VAE decode peak per output pixel, in multiples of the decoder's second-highest width (256 channels in
# the SD / SDXL / SD3 / FLUX VAEs): the first ResNet block at full resolution holds its input, the
# normalised and the activated copy (3 × 256 values; diffusers resnet.py ResnetBlock2D.forward) and
# cuDNN's convolution workspace about one more activation (typical 4); high: the caching allocator
# keeps both resolutions' blocks (FLUX.1-dev BF16 on H100: 4.7 GiB reserved beyond the loaded weights
# at 1024 × 1024, huggingface/blog diffusers-quantization.md). Typical 4 × 256 × 2 bytes × 1024² =
# 2.15 GB: PixArt-Sigma and SD3-medium at 1024² measured 2.06 and 2.22 GB beyond their weights
# (huggingface/blog quanto-diffusers.md).
VAE_DECODE_WIDTHS = Span(3.0, 4.0, 8.0)

# --- Training -------------------------------------------------------------------------------------
# Mixed-precision AdamW (HF "Model training anatomy"; ZeRO paper §3.1): 16-bit weights 2 B,
# fp32 master 4 B, Adam m and v 4 B each; gradients 2 B (DeepSpeed fp16/bf16 grads) to 4 B
# (fp32 grads: PyTorch AMP with fp32 params, Megatron main_grad) → 16-18 B/param.
WEIGHT_16BIT_BYTES = 2
MASTER_WEIGHT_BYTES = 4
GRAD_BYTES_MIXED = Span(2, 4, 4)
# DeepSpeed ZeRO keeps 16-bit gradient buffers and reduce-scatters them (ZeRO paper §5: 2Ψ of gradients).
GRAD_BYTES_SHARDED = Span(2, 2, 4)
GRAD_BYTES_PURE_16BIT = 2
ADAM_STATE_BYTES_FP32 = 8  # m + v
ADAM_STATE_BYTES_16BIT = 4  # m + v in bf16 (LitGPT bf16-true, torchtune)
# bitsandbytes 8-bit Adam: m and v in int8 with one fp32 absmax per 2048-value block
# (bitsandbytes optim/optimizer.py, blocksize 2048).
ADAM_8BIT_STATE_BYTES = 2 + 2 * 4 / 2048
SGD_MOMENTUM_BYTES = Span(4, 4, 4)
# Adafactor keeps factored second moments: (rows + cols) fp32 values per matrix (Shazeer & Stern 2018).
ADAFACTOR_FACTORED_BYTES = 4
# LoRA adapters are kept in fp32 by PEFT (autocast_adapter_dtype=True) with fp32 grads and Adam states.
# In pure 16-bit training (torchtune) the adapters are bf16 too.
ADAPTER_WEIGHT_BYTES = 4
ADAPTER_GRAD_BYTES = 4
ADAPTER_16BIT_BYTES = 2
# Cross-entropy over the vocabulary: bf16 logits (2) + fp32 upcast (4) + fp32 log-softmax saved for
# backward (4); fused/chunked losses (Liger, Unsloth, torchtune chunked CE) keep almost none.
TRAIN_LOGIT_BYTES = Span(0, 10, 14)
# torchtune's CEWithChunkedOutputLoss keeps the bf16 logits (2 B) and upcasts one of 8 chunks at a
# time (fp32 copy + log-softmax, 8 B): 2 + 8/8 = 3 B per logit; Liger's fused linear CE keeps none.
# torch.compile fuses the per-chunk upcast, so about the bf16 logits remain (torchtune's measured QLoRA
# peaks, tests/core/calibration).
CHUNKED_LOGIT_BYTES = Span(0, 2, 3)
# Offloaded activations: only the layer being recomputed and one prefetched input stay on the GPU.
OFFLOADED_LAYER_INPUTS = 2
# ZeRO-3 gathers one layer's parameters ahead (prefetch): about two of the largest layer live.
ZERO3_PREFETCH_LAYERS = 2
# DeepSpeed ZeRO stage numbers for the workload's sharding names.
ZERO_STAGE = {"none": 0, "zero1": 1, "zero2": 2, "zero3": 3}

# --- Training, per framework (app/core/memory/recipe.py, training.py, training_activations.py) ----------
# Bytes per logit alive when backward starts, for a loss that upcasts the logits to fp32 (transformers
# ForCausalLMLoss `logits.float()`, torchtune TransformerDecoder `output.float()`, torchtitan's
# cross_entropy_loss `pred.float()`): the fp32 log-softmax kept by F.cross_entropy (4), the dense gradient
# nll_loss hands back (4) and log-softmax's input gradient (4); 14 while the bf16 logits are still referenced.
UPCAST_LOGIT_BYTES = Span(10, 12, 14)
# A cross-entropy run on 16-bit logits with no upcast and no autocast: the 16-bit logits stay referenced (2), the
# 16-bit log-softmax is kept (2), backward builds the 16-bit logit gradient (2). DeepSpeed's fp16/bf16 engine runs
# the model in 16 bits without torch.autocast, and the transformers families of NO_LOGIT_UPCAST_FAMILIES compute
# their loss on the head's output as it is (modeling_gpt2.py before 4.46: CrossEntropyLoss over
# lm_logits[..., :-1, :].contiguous(); from 4.46 every model's loss_function upcasts: loss_utils.ForCausalLMLoss
# `logits.float()`).
SIXTEEN_BIT_LOGIT_BYTES = Span(4, 6, 8)
# Parameter width of a 16-bit (bf16/fp16) model: pure 16-bit training under the generic textbook (the model cast whole,
# master_weights false, no autocast) runs its loss on 16-bit logits (torch F.cross_entropy keeps the input dtype).
SIXTEEN_BITS = 16
# transformers families whose forward does not upcast the head's logits to fp32 (modeling_gpt2.py, modeling_gpt_neox.py,
# modeling_gptj.py, modeling_opt.py, modeling_bloom.py, modeling_falcon.py, modeling_gpt_bigcode.py: lm_logits =
# self.lm_head(hidden_states)); Llama-style families add `logits = logits.float()` (transformers 4.31-4.45).
NO_LOGIT_UPCAST_FAMILIES = frozenset({"gpt2", "gpt_neox", "gptj", "opt", "bloom", "falcon", "gpt_bigcode"})
# The first transformers release whose loss_function upcasts every causal LM's logits (loss_utils.ForCausalLMLoss).
TRANSFORMERS_LOSS_UPCAST_FIRST = (4, 46)
# DeepSpeed's optimizer step upcasts the 16-bit gradient partition it owns to fp32 for the update
# (deepspeed/runtime/zero/stage_1_and_2.py step: `single_grad_partition = ....to(self.single_partition_of_fp32_groups
# [i].dtype)`; stage3.py _prepare_fp32_grad_for_sub_group, one sub-group at a time): 4 bytes per parameter of the
# partition while the step runs. ZeRO-3 does it per sub-group of `sub_group_size` elements, 1e9 by default
# (deepspeed/runtime/zero/config.py sub_group_size). DeepSpeed's own estimator counts the same fp32 gradients: 18
# bytes a parameter per GPU under ZeRO-3 (stage3.py estimate_zero3_model_states_mem_needs).
DEEPSPEED_STEP_FP32_GRAD_BYTES = 4
DEEPSPEED_SUB_GROUP_SIZE = 1_000_000_000
# Lightning's DeepSpeedStrategy writes its own zero_optimization defaults into the DeepSpeed config
# (lightning/pytorch/strategies/deepspeed.py DeepSpeedStrategy.__init__, 1.5 on: sub_group_size=1_000_000_000_000,
# reduce_bucket_size=200_000_000): the step upcasts the whole owned partition at once, and the reduce buckets hold
# 2e8 elements, not DeepSpeed's 5e8. A workload names Lightning in runtime_options.runtime_version.
LIGHTNING_DEEPSPEED_SUB_GROUP_SIZE = 1_000_000_000_000
LIGHTNING_DEEPSPEED_REDUCE_BUCKET = 200_000_000
# torch.compile fuses the loss: bf16 logits and one row statistic kept, the softmax recomputed in backward.
COMPILED_LOGIT_BYTES = Span(2, 4, 6)
# torchtune CEWithChunkedOutputLoss without compile, at the end of the loss's forward: every chunk's fp32
# log-softmax is kept for backward (4 B per logit; torchtune/modules/loss/ce_chunked_output_loss.py
# compute_cross_entropy: F.cross_entropy(logits.float(), ...)), the chunk being upcast adds its fp32 copy (4 B over
# num_output_chunks = 8 chunks: 0.5), and the recipe still holds the model's bf16 logit chunks (2 B) until the loss
# returns (recipes/lora_finetune_single_device.py and full_finetune_single_device.py _loss_step: `loss =
# self._loss_fn(logits, labels)`, then `del logits  # free logits otherwise it peaks backward memory`). Backward
# after that holds less (4 B of log-softmax plus one chunk's gradients). Found on a committed torchtune log
# (tests/core/calibration/cases_training_csc_torchtune.json: Llama 3.2 1B LoRA, 6 x 2,048 tokens, eager).
CHUNKED_LOGIT_BYTES_EAGER = Span(6, 6.5, 7)
# Liger-Kernel's fused linear cross-entropy (liger_kernel/ops/fused_linear_cross_entropy.py,
# fused_linear_cross_entropy_forward, linkedin/Liger-Kernel@ead96b6), the `training.chunked_loss` of every framework
# but torchtune, LitGPT and the generic textbook (the transformers Trainer's use_liger_kernel,
# AutoLigerKernelForCausalLM): forward runs the output head and the loss chunk by chunk and never builds the
# logits. What it allocates: grad_input (tokens x hidden, the input's dtype) and, when the head trains, grad_weight
# (vocab x hidden, the weight's dtype), both held for backward; loss_1d (fp32, 4 B a token); and one chunk's logits
# at a time (`logits_chunk = _input_chunk @ weight.t()`: chunk_size x vocab in the input's dtype, chunk_size =
# next_power_of_2(ceil(tokens / ceil(vocab / hidden))), two for a moment while the next replaces it).
LIGER_LOSS_BYTES_PER_TOKEN = 4
LIGER_LOGIT_CHUNKS = Span(0, 1, 2)
# The frameworks whose `training.chunked_loss` is Liger's fused linear cross-entropy.
LIGER_LOSS_FRAMEWORKS = frozenset({"hf_trainer", "deepspeed", "peft", "trl", "fsdp"})
# torchtune CEWithChunkedOutputLoss under torch.compile (compile=True also compiles the loss): sized from
# torchtune's own measured peaks (README 'Optimization flags', Llama 3.2 3B LoRA 8.5 GiB / QLoRA 4.6 GiB
# at 8192 tokens leave about 1 byte per logit once weights and states are counted; tests/core/calibration).
TORCHTUNE_COMPILED_CHUNKED_LOGIT_BYTES = Span(0.5, 1, 2)
# LitGPT chunked_cross_entropy (128-row chunks, no upcast): the bf16 logits stay referenced by the training
# loop (2), each chunk's bf16 log-softmax is kept (2), backward builds the bf16 logit gradient (2)
# (litgpt/utils.py chunked_cross_entropy; litgpt/finetune/*.py fit()).
LITGPT_LOGIT_BYTES = Span(4, 6, 8)
# AMP keeps a 16-bit copy of every weight a matmul used until its backward ran (torch.autocast casts and
# autograd saves the cast): 'maintains a model in fp32 and one in fp16 in memory' (transformers docs,
# perf_train_gpu_one, Anatomy of Model's Memory: 6 bytes per parameter for mixed precision).
AMP_WEIGHT_COPY_BYTES = 2
# torch DistributedDataParallel with gradient_as_bucket_view=False, its default (accelerate's DDP for the transformers
# Trainer and Lightning's DDPStrategy keep it): the reducer's flat all-reduce buckets are a second copy of every
# gradient ("gradient_as_bucket_view ... can reduce peak memory usage, where the saved memory size will be equal to
# the total gradients size", torch/nn/parallel/distributed.py DistributedDataParallel docstring).
DDP_BUCKET_GRAD_COPIES = 1
# Megatron-LM keeps every gradient in a contiguous `main_grad` buffer of its own DDP, fp32 under bf16 (validate_args:
# 'bfloat16 requires gradient accumulation and all-reduce to be done in fp32', accumulate_allreduce_grads_in_fp32) and
# in the parameters' dtype under fp16; the mixed-precision optimizer's step then points each fp32 main parameter's grad
# at `model_param.main_grad.float()` (NVIDIA/Megatron-LM@d657a3ef megatron/optimizer/optimizer.py
# Float16OptimizerWithFloat16Params._copy_model_grads_to_main_grads): the buffer itself under bf16, a new fp32 copy
# under fp16 (of the owned shard under the distributed optimizer), kept until zero_grad(set_to_none=True) opens the
# next step.
# Megatron's own count: 18 bytes a parameter, 6 + 12 / data-parallel size with the distributed optimizer
# (megatron/training/theoretical_memory_usage.py compute_weight_and_optimizer_memory).
MEGATRON_MAIN_GRAD_BYTES = 4
# fp8 training through TransformerEngine: a Linear given `is_first_microbatch` (Megatron's TE layers pass it unless
# --disable-parameter-transpose-cache: megatron/core/extensions/transformer_engine.py TELinear.forward) keeps
# persistent fp8 placeholders of its weight and of its transpose, one byte a value each, refreshed on the first
# micro-batch and reused until the optimizer step (NVIDIA/TransformerEngine@3ec87875
# transformer_engine/pytorch/module/linear.py Linear.get_fp8_weights_scratchpad: weight1_fp8, weight1_t_fp8;
# later releases: get_weight_workspace(cache_name="weight")). They outlive the iteration: model states.
TE_FP8_WEIGHT_CACHE_BYTES = 2
# torchao's 8-bit AdamW (the low-precision optimizer torchtune's memory guide uses) steps one parameter at a
# time and upcasts its two moments to fp32 for the update (torchao/optim/adam.py single_param_adam): the
# largest parameter (the embedding) briefly holds 2 × 4 bytes per value of fp32 moments.
LOW_BIT_OPTIM_STEP_BYTES = 8
# Dropout keeps a one-byte mask per element (torch native_dropout returns a bool mask).
DROPOUT_MASK_BYTES = 1
# BERT-family encoders: hidden and attention dropout 0.1 (bert-large-uncased config.json).
ENCODER_DROPOUT = True
# Units (transformer blocks) held gathered by FSDP / ZeRO-3: the one computing and the one prefetched
# (FSDP1 limit_all_gathers allows two in flight; FSDP2 prefetches one; DeepSpeed's prefetch bucket holds about
# one layer). High end: backward also holds the unit whose gradient is being reduce-scattered.
FSDP_GATHERED_UNITS = Span(1, 2, 3)
# PyTorch's caching allocator: reserved over allocated during training. Activations are freed and
# re-allocated in many sizes every step; the rows of tests/core/calibration that count reserved or device
# memory (PEFT MetaMathQA max_memory_reserved, torchtitan max_reserved, HF Trainer nvidia-smi) leave
# 10-25 % of the activations above the counted tensors.
TRAIN_ALLOCATOR_SLACK_SHARE = Span(0.05, 0.15, 0.30)
# AdamW's step peak. torch.optim.AdamW defaults to the foreach implementation on CUDA from PyTorch 2.0
# (pytorch/pytorch#95415: "Set defaults to foreach, NOT fused"); before it, the for-loop one.
TORCH_FOREACH_DEFAULT_FIRST = (2, 0)
# The transformers Trainer's default optim: its own per-parameter AdamW ('adamw_hf') until 4.32, then torch's
# AdamW ('adamw_torch', huggingface/transformers#25109, July 2023), and 'adamw_torch_fused' once PyTorch >= 2.8
# is installed (huggingface/transformers#37358, July 2025). A workload naming no release is modelled on the
# foreach default, which the published runs of July 2023 - mid 2025 used.
TRAINER_FOREACH_FIRST = (4, 32)
TRAINER_FUSED_TORCH_FIRST = (2, 8)
# Spread of the counted activations: fused kernels (torch.compile, Liger) keep fewer intermediates, older
# releases and padding to the longest sample keep more (judgement, checked on tests/core/calibration).
TRAIN_ACTIVATION_SPAN = Span(0.9, 1.0, 1.12)
# LitGPT's attention (litgpt/model.py CausalSelfAttention.forward). Multi-query models (one k/v head): lit-gpt
# expands k and v to every query head in training only from commit 50b1974b (2023-10-24, 'Add SDPA backend test',
# `input_pos is None or n_query_groups != 1`); before it they reach torch's SDPA unexpanded, so the math kernel runs.
# The pre-release repository (lit-gpt) is named by snapshot month ('lit-gpt 2023.9'): snapshots of October 2023
# and earlier are taken as before the change (the one October source, the resource tables of 8641822, is 10-20).
LITGPT_MQA_EXPAND_FIRST = (2023, 11)
# LitGPT LoRA/QLoRA runs keep more per layer than the tensors counted from litgpt/model.py and litgpt/lora.py:
# measured / counted activations on the 52 single-GPU LitGPT LoRA and QLoRA rows of
# tests/core/calibration/cases_training.json (resource tables, config hub) had median 1.25 and spread
# 1.05-1.45 before the attention terms of recipe.py (fused_qkv_kept, litgpt_mqa_unexpanded, softcap_scores);
# the fitted value (resources/catalog/fitted_constants.json, 1.14) replaces this fallback. LitGPT full fine-tuning
# rows do not show it. The rest is not identified; the factor is the measurement, kept apart so it can go when the
# cause is found.
LITGPT_LORA_ACTIVATION_SPAN = Span(1.05, 1.25, 1.45)
# bitsandbytes dequantize_4bit returns the weight in the quant state's dtype (fp32 for Lightning's
# BitsandbytesPrecision and transformers' default bnb_4bit_compute_dtype=float32) before the cast to the
# compute dtype: the largest quantized matrix exists dequantized while every activation is alive
# (bitsandbytes/autograd/_functions.py MatMul4Bit.forward). LitGPT quantizes the output head too, its largest matrix.
DEQUANT_SCRATCH_BYTES = Span(3, 4, 5)

# vLLM's MXFP4 MoE kernels pad the hidden dimension of expert weights to a multiple of 256
# (gpt-oss: 2880 → 3072, +6.7 %); matches the measured gpt-oss-20b/120b load sizes in tests/core/calibration.
VLLM_MXFP4_PAD = 256
# bitsandbytes dequantizes one weight matrix to 16 bits at a time for prompt processing.
BNB_FORMATS = frozenset({"nf4", "nf4-dq", "int8"})
# bitsandbytes' MatMul4Bit kept its input A for backward (`ctx.tensors = (A, B)`) although A is only needed for
# the gradient of the never-trained 4-bit weight; bitsandbytes 0.43.2 (PR #1270, commit 9e75374, 2024-07-16) keeps
# `(None, B)` (bitsandbytes/autograd/_functions.py). MatMul8bitLt still keeps A (`ctx.tensors = (CAt, subA, A)`)
# in every release through 0.50. A workload naming no release (training.bitsandbytes_version) gets the current one.
BNB_4BIT_DROPS_INPUT_FIRST = (0, 43, 2)
# 4-bit GPTQ checkpoints under transformers run AutoGPTQ's ExLlama kernels (transformers' GPTQConfig defaults to
# exllama_config version 1), which keep per-GPU scratch buffers for the model's life (auto_gptq/modeling/_utils.py
# autogptq_post_init): v1 a 16-bit temp_dq as large as the largest quantized matrix (and a temp_state of
# max_input_len rows, one row without act-order); v2 (qlinear_exllamav2.py scratch_space_fixed) that plus a
# forward buffer of out_features × max_input_len (2048) × max_batch_size (8) × 4 B.
EXLLAMA_GPTQ_FORMATS = frozenset({"gptq"})
EXLLAMA_V2_FWD_ROWS = 2048 * 8
EXLLAMA_V2_FWD_BYTES = 4
# Families whose checkpoints already store q, k and v as one matrix (Falcon query_key_value, MPT Wqkv,
# GPT-NeoX query_key_value, GPT-2/BigCode c_attn, Phi-3 qkv_proj, BLOOM query_key_value): AutoAWQ's
# fuse_layers has nothing to concatenate for them.
FUSED_QKV_FAMILIES = frozenset({"falcon", "mpt", "gpt_neox", "gpt2", "gpt_bigcode", "phi3", "bloom"})

# --- Weights ---------------------------------------------------------------------------------------
# A stated parameter count (params_b) wins over the count from the architecture: the quantizable body is
# scaled to it when they differ by more than 0.5 % (rounding in a stated "7.24 B" stays unscaled).
STATED_PARAMS_TOLERANCE = 0.005

# --- Weights without a known architecture ---------------------------------------------------------
# Embedding + head share of all parameters in catalog models: 3 % (70B) to 21 % (1B, tied).
UNKNOWN_EMBEDDING_SHARE = Span(0.0, 0.0, 0.15)
# KV bytes per token per billion parameters at 16 bits, from catalog GQA models:
# Llama-3.1-70B 4.7 KB, Qwen2.5-7B 7.5 KB, Llama-3.1-8B 16.3 KB; MHA models reach ~77 KB (Llama-2-7B).
UNKNOWN_KV_BYTES_PER_TOKEN_PER_B = Span(4_600, 16_000, 80_000)
# Norm weights stay in fp32 in GGUF files and in 16-bit elsewhere.
NORM_BYTES = 4
# Weight formats that compute in FP8 on tensor cores that have it (Hopper, Ada, MI300, Blackwell):
# resources/catalog/quant_formats.json lists "fp8" in their `gpu_native`.
FP8_WEIGHT_FORMATS = frozenset({"fp8", "fp8-block"})
# 4-bit float weights: native on GPUs with FP4 tensor cores (Blackwell, MI355X: gpus.json fp4_tflops); elsewhere
# vLLM dequantizes them to 16 bits in Marlin/Triton kernels (memory saved, no FP4 arithmetic).
FP4_WEIGHT_FORMATS = frozenset({"nvfp4", "mxfp4"})
