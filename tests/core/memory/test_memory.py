"""The VRAM budget, component by component, against numbers worked by hand from model configs.

Llama-3.1-8B config.json: hidden 4096, 32 layers, 32 heads, 8 KV heads, head_dim 128,
intermediate 14336, vocab 128256, untied embeddings → 8,030,261,248 parameters.
"""

from __future__ import annotations

import pytest

from app.core.catalog import load_catalog
from app.core.memory import components as memory
from app.core.memory import training
from app.core.memory.recipe import recipe
from app.core.memory.sizing import build_sizing
from app.core.units import GiB
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload
from app.text.formatting import Fmt

LLAMA8B_PARAMS = 8_030_261_248
ROPE_CACHE = 131_072 * 128 * 2  # vLLM's rotary cos/sin cache for max_position_embeddings 131072, head_dim 128


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def wl(**data) -> Workload:
    data.setdefault("model", {"id": "llama-3.1-8b"})
    return Workload.model_validate(data)


def sizing(catalog, **data):
    return build_sizing(resolve(wl(**data), catalog))


def comp(b, key):
    c = b.component(key)
    assert c is not None, key
    return c


# --- the seed arithmetic -------------------------------------------------------------------------

def test_eight_billion_at_two_bytes_is_16_gb_or_14_90_gib(catalog):
    b = memory.budget(wl(model={"name": "8B", "params_b": 8}, precision={"weights": "bf16"}), catalog)
    weights = comp(b, "weights").bytes
    assert weights == 16_000_000_000  # 8e9 × 2 bytes
    assert Fmt(unit="GB").bytes(weights) == "16.00 GB"
    assert Fmt(unit="GiB").bytes(weights) == "14.90 GiB"  # 16e9 / 2^30 = 14.901...
    assert weights / GiB == pytest.approx(14.9012, abs=1e-4)


@pytest.mark.parametrize(("params_b", "expected"), [(7, 14_000_000_000), (70, 140_000_000_000)])
def test_bf16_weights_are_two_bytes_per_parameter(catalog, params_b, expected):
    b = memory.budget(wl(model={"params_b": params_b}, precision={"weights": "bf16"}), catalog)
    assert comp(b, "weights").bytes == expected


def test_70b_int4_is_35_gb_lower_bound_with_scales_on_top(catalog):
    b = memory.budget(wl(model={"params_b": 70}, precision={"weights": "int4"}), catalog)
    weights = comp(b, "weights")
    assert weights.low_bytes == 35_000_000_000  # 70e9 × 4 bits / 8
    meta = comp(b, "quantization_metadata").bytes
    # AWQ g128: one fp16 scale + one 4-bit zero per 128 weights = 0.15625 bits/weight.
    fmt = catalog.quant("int4")
    assert meta == round(70e9 * fmt.scale_bits / 8)
    assert meta > 1_000_000_000
    assert weights.low_bytes + meta > 35_000_000_000


def test_4bit_weights_of_4_gb_do_not_fit_a_4_gb_card(catalog):
    b = memory.budget(wl(model={"params_b": 8}, precision={"weights": "int4"},
                         load={"input_tokens": 512, "output_tokens": 128, "concurrency": 1}), catalog)
    assert comp(b, "weights").low_bytes == 4_000_000_000
    assert b.per_gpu_low_bytes > 4_000_000_000


def test_mixed_precision_adamw_costs_16_to_18_bytes_per_parameter(catalog):
    b = memory.budget(wl(model={"params_b": 1}, mode="full_finetune", runtime="generic",
                         training={"optimizer": "adamw", "master_weights": True}), catalog)
    states = [comp(b, k) for k in ("weights", "gradients", "optimizer_states")]
    # 2 (bf16 weights) + 4 (fp32 grads) + 4 (fp32 master) + 8 (Adam m, v) = 18; DeepSpeed bf16 grads: 16.
    assert sum(c.bytes for c in states) == 18_000_000_000
    assert sum(c.low_bytes for c in states) == 16_000_000_000


def test_pure_bf16_adamw_costs_8_bytes_per_parameter(catalog):
    b = memory.budget(wl(model={"params_b": 1}, mode="full_finetune",
                         training={"optimizer": "adamw", "master_weights": False}), catalog)
    total = sum(comp(b, k).bytes for k in ("weights", "gradients", "optimizer_states"))
    step = comp(b, "optimizer_states").terms.get("step_temporaries", 0)
    assert total - step == 8_000_000_000  # 2 + 2 + 4 (bf16 m and v)


def _step_budget(catalog, version: str | None):
    # 1B parameters, pure bf16, gradient checkpointing: the activations stay far below one moment's 2 GB.
    return memory.budget(wl(model={"params_b": 1}, mode="full_finetune", runtime="transformers",
                            runtime_options={"runtime_version": version},
                            training={"optimizer": "adamw", "master_weights": False, "seq_len": 512,
                                      "framework": "hf_trainer"}), catalog)


def test_foreach_adamw_step_holds_a_moment_sized_temporary_beyond_the_activations(catalog):
    b = _step_budget(catalog, None)  # no release named: the Trainer's foreach AdamW (July 2023 - mid 2025)
    opt, act = comp(b, "optimizer_states"), comp(b, "activations")
    # torch._foreach_sqrt(exp_avg_sqs): 1e9 bf16 values = 2 GB, less the activations freed before the step.
    assert opt.terms["step_temporaries"] == 2_000_000_000 - act.bytes
    assert opt.bytes == 4_000_000_000 + 2_000_000_000 - act.bytes
    # The same Trainer with PyTorch 2.8 defaults to adamw_torch_fused: no temporary.
    fused = comp(_step_budget(catalog, "transformers 4.56, torch 2.8"), "optimizer_states")
    assert "step_temporaries" not in fused.terms and fused.bytes == 4_000_000_000


def test_torch_before_1_13_loads_every_cuda_kernel_at_start_up(catalog):
    old = comp(_step_budget(catalog, "transformers 4.16, torch 1.10"), "runtime_overhead")
    new = comp(_step_budget(catalog, "transformers 4.40, torch 2.3"), "runtime_overhead")
    # 1343 MiB measured on a V100 with CUDA 11.2 (transformers perf_train_gpu_one) against the lazy 0.45 GB.
    assert old.bytes - new.bytes == 1343 * 2**20 - 450_000_000


# --- each component on Llama-3.1-8B --------------------------------------------------------------

def test_weights_bf16_llama_8b(catalog):
    c = memory.weights_bytes(sizing(catalog, precision={"weights": "bf16"}))
    assert c.bytes == LLAMA8B_PARAMS * 2 == 16_060_522_496
    # vLLM also keeps a rotary cos/sin cache, 131,072 positions × 128 × 2 B = 33,554,432 B (its logs' 14.99 GiB
    # "Model loading took" against 14.96 GiB of parameters): a runtime buffer, not weights read per token.
    b = memory.budget(wl(), catalog)
    assert comp(b, "runtime_overhead").terms["rotary_cache"] == ROPE_CACHE


def test_kv_cache_llama_8b_vllm_blocks(catalog):
    # Per token: 32 layers × 2 (K, V) × 8 KV heads × 128 × 2 bytes = 131,072 B.
    # 2048 + 512 = 2560 tokens (a multiple of the 16-token block) × 8 sequences.
    c = memory.kv_cache_bytes(sizing(catalog, load={"input_tokens": 2048, "output_tokens": 512, "concurrency": 8}))
    assert c.bytes == 8 * 2560 * 131_072 == 2_684_354_560
    # 2561 tokens take 161 blocks = 2576 token slots; the low end counts the tokens alone.
    c = memory.kv_cache_bytes(sizing(catalog, load={"input_tokens": 2049, "output_tokens": 512, "concurrency": 1}))
    assert c.bytes == 2576 * 131_072
    assert c.low_bytes == 2561 * 131_072


def test_kv_cache_fp8_halves_it(catalog):
    base = memory.kv_cache_bytes(sizing(catalog))
    fp8 = memory.kv_cache_bytes(sizing(catalog, precision={"kv_cache": "fp8"}))
    assert fp8.bytes * 2 == base.bytes


def test_context_is_what_the_user_asked_not_the_model_maximum(catalog):
    c = memory.kv_cache_bytes(sizing(catalog, load={"input_tokens": 1000, "output_tokens": 24, "concurrency": 1}))
    assert c.bytes == 1024 * 131_072  # not 131072 tokens of max_position_embeddings


def test_vllm_activations_llama_8b(catalog):
    # vLLM V1 profile run (gpu_model_runner.profile_run), no GPU named: the large-GPU defaults,
    # 8192 batched tokens and 1024 sampled requests; no release named: the current one (>= 0.17).
    # Forward, per token: max(attention q+k+v+out 4096 + 2·1024 + 4096, MLP gate+up+act 3 × 14336 = 43,008)
    #   + four hidden-size tensors 4 × 4096 = 59,392 values × 2 B = 118,784 B; × 8192 = 973,078,528 B.
    # Sampler warm-up with the Triton top-k/top-p kernel: 1024 × 128,256 logits × 14.4 B (16-bit logits,
    #   fp32 copy, probabilities, exponential noise) = 1,891,211,674 B + its fixed 64 MiB (67,108,864 B)
    #   + the forward's hidden states 8192 × 4096 × 2 = 67,108,864 → 2,025,429,402 B, the larger:
    #   1.886 GiB (vLLM 0.19.0 on an H100 prints 1.89 GiB).
    c = memory.inference_activations_bytes(sizing(catalog))
    assert c.bytes == round(1024 * 128_256 * 14.4 + 64 * 2**20 + 8192 * 4096 * 2) == 2_025_429_402
    # Low end: the small-GPU defaults (2048 tokens, 256 requests) at the V2 model runner's 6 B per logit
    # (16-bit logits and their fp32 copy, no top-k/top-p in its warm-up):
    # 256 × 128,256 × 6 + 67,108,864 + 2048 × 4096 × 2 = 280,887,296 B (the forward, 2048 × 118,784 =
    # 243,269,632 B, is smaller).
    assert c.low_bytes == 280_887_296
    # High end: an earlier release's sort-based sampler, 40 B per logit: 1024 × 128,256 × 40 + 67,108,864
    # + 67,108,864 = 5,387,583,488 B.
    assert c.high_bytes == 5_387_583_488
    # Before 0.17 the sampler sorts (38.5 B per logit, no Triton buffer): 1024 × 128,256 × 38.5
    # + 67,108,864 = 5,123,473,408 B = 4.77 GiB (the llm-d H100 log of ~0.11 prints 4.76 GiB).
    v011 = sizing(catalog, runtime_options={"runtime_version": "0.11"})
    assert memory.inference_activations_bytes(v011).bytes == 1024 * 128_256 * 38.5 + 8192 * 4096 * 2 == 5_123_473_408
    assert memory.inference_activations_bytes(sizing(catalog, runtime_options={"runtime_version": "0.16.0"})).bytes \
        == 5_123_473_408
    assert memory.inference_activations_bytes(sizing(catalog, runtime_options={"runtime_version": "0.19.0"})).bytes \
        == 2_025_429_402
    # From 0.27 the V2 model runner's warm-up holds 6 B per logit and no buffer: 1024 × 128,256 × 6
    # + 8192 × 4096 × 2 = 855,105,536 B, so the forward over 8192 tokens (973,078,528 B) is the peak.
    assert memory.inference_activations_bytes(sizing(catalog, runtime_options={"runtime_version": "0.27.1"})).bytes \
        == 973_078_528
    # On a named 48 GB GPU (L40S, < 70 GiB) vLLM 0.11 samples 256 requests over 2048 tokens:
    # 256 × 128,256 × 38.5 + 2048 × 4096 × 2 = 1,280,868,352 B.
    small = build_sizing(resolve(wl(runtime_options={"runtime_version": "0.11"}), catalog), device=catalog.gpu("l40s"))
    assert memory.inference_activations_bytes(small).bytes == 1_280_868_352
    # vLLM V0 (runtime_version 0.6): max(max_model_len 2560, 2048) tokens and 256 requests:
    # 256 × 128,256 × 38.5 + 2560 × 4096 × 2 = 1,285,062,656 B.
    v0 = sizing(catalog, runtime_options={"runtime_version": "0.6.4"})
    assert memory.inference_activations_bytes(v0).bytes == 1_285_062_656
    # 0.8-0.10 still ship V0 behind VLLM_USE_V1=0: "0.8.1 V0" profiles like 0.6, "0.8.1" like V1.
    v0_on_08 = sizing(catalog, runtime_options={"runtime_version": "0.8.1 V0"})
    assert memory.inference_activations_bytes(v0_on_08).bytes == 1_285_062_656
    assert memory.inference_activations_bytes(sizing(catalog, runtime_options={"runtime_version": "0.8.1"})).bytes \
        == 5_123_473_408


def test_vllm_float32_forward_holds_four_byte_activations(catalog):
    # --dtype float32, vLLM 0.19: the forward's values are 4 bytes: 8192 × 59,392 × 4 = 1,946,157,056 B; the
    # sampler 1,891,211,674 + 67,108,864 + 8192 × 4096 × 4 (134,217,728) = 2,092,538,266 B is still larger.
    c = memory.inference_activations_bytes(sizing(catalog, precision={"weights": "fp32"},
                                                  runtime_options={"runtime_version": "0.19.0"}))
    assert c.bytes == round(1024 * 128_256 * 14.4 + 64 * 2**20 + 8192 * 4096 * 4) == 2_092_538_266


def test_vllm_moe_workspaces_stay_under_the_sampler(catalog):
    # Mixtral-8x7B (hidden 4096, 8 experts of width 14336, top-2, vocab 32000) at TP2 on vLLM 0.19: the fused-MoE
    # workspaces outlive the forward (modular_kernel.py shared_buffers): 8192 tokens × 2 × (max(2 × 7168, 4096)
    # + 7168) × 2 B = 704,643,072 B, under the sampler warm-up 1024 × 32,000 × 14.4 = 471,859,200 + 67,108,864
    # + 8192 × 4096 × 2 = 67,108,864 → 1,310,720,000 B = 1.22 GiB (the H100 log prints 1.21 GiB).
    s = sizing(catalog, model={"id": "mixtral-8x7b"}, gpus=2, runtime_options={"runtime_version": "0.19.0"})
    c = memory.inference_activations_bytes(s)
    assert c.bytes == 704_643_072 + 471_859_200 + 67_108_864 + 67_108_864 == 1_310_720_000
    assert c.terms["moe_workspace_bytes"] == 704_643_072
    # MXFP4 experts (gpt-oss) allocate per call: no workspace.
    oss = sizing(catalog, model={"id": "gpt-oss-20b"}, precision={"weights": "mxfp4"},
                 runtime_options={"runtime_version": "0.19.0"})
    assert memory.inference_activations_bytes(oss).terms["moe_workspace_bytes"] == 0


def test_vllm_moe_workspace1_is_at_least_hidden_wide(catalog):
    # Qwen3-30B-A3B (hidden 2048, 128 experts of width 768, top-8) on vLLM 0.19: TritonExperts.workspace_shapes
    # allocates workspace2 (M, topk, max(N, K)) and workspace1 (M, topk, max(N // 2, K)), N = 2 × 768, K = 2048,
    # so both are hidden-wide: 8192 tokens × 8 × (max(1536, 2048) + max(768, 2048)) × 2 B = 536,870,912 B
    # (an I-wide workspace1 would be 8192 × 8 × (2048 + 768) × 2 = 369,098,752 B; the H100 log is 5.8 % above that).
    s = sizing(catalog, model={"id": "qwen3-30b-a3b"}, runtime_options={"runtime_version": "0.19.0"})
    c = memory.inference_activations_bytes(s)
    assert c.terms["moe_workspace_bytes"] == 8192 * 8 * (2048 + 2048) * 2 == 536_870_912


def test_llamacpp_compute_buffer_matches_its_log(catalog):
    # llama.cpp, Llama-3-8B, ubatch 512, 2560 cache cells. The buffer is the largest graph stage, f32:
    #   logits 512 × (128,256 + 4096) × 4 B = 271,056,896 B = 258.50 MiB (the "CUDA0 compute buffer size =
    #   258.50 MiB" llama.cpp prints with flash attention);
    #   without flash attention the K·Q scores 512 × (2560 × 32 + 2560 + 4 × 4096) × 4 B = 206,569,472 B,
    #   still smaller; the MLP 512 × (2 × 4096 + 2 × 14336) × 4 B = 75,497,472 B.
    c = memory.inference_activations_bytes(sizing(catalog, runtime="llama.cpp", precision={"weights": "q4_k_m"}))
    assert c.bytes == 271_056_896
    assert c.bytes / 2**20 == pytest.approx(258.5)
    # n_ctx 8192 without flash attention: 512 × (8192 × 32 + 8192 + 4 × 4096) × 4 B = 560.00 MiB, as logged.
    long = memory.inference_activations_bytes(sizing(catalog, runtime="llama.cpp", precision={"weights": "q4_k_m"},
                                                     load={"input_tokens": 8192, "output_tokens": 0}))
    assert long.bytes == 512 * (8192 * 32 + 8192 + 4 * 4096) * 4 == 560 * 2**20
    # ... and 258.50 MiB again with flash attention (the logits; the f16 mask is 8 MiB).
    fa = memory.inference_activations_bytes(sizing(catalog, runtime="llama.cpp", precision={"weights": "q4_k_m"},
                                                   load={"input_tokens": 8192, "output_tokens": 0},
                                                   runtime_options={"attention": "flash"}))
    assert fa.bytes == 271_056_896 and long.low_bytes == 271_056_896
    # Flash attention stated on has no fallback to the score matrix: its high is the FA figure too (widened only by
    # the category's measured range); build-default FA ("auto", unstated) keeps the 560 MiB stage as its high.
    from app.core import fitted

    with fitted.use(fitted.Fitted(generated_by="test")):
        stated = memory.inference_activations_bytes(sizing(catalog, runtime="llama.cpp", precision={"weights": "q4_k_m"},
                                                           load={"input_tokens": 8192, "output_tokens": 0},
                                                           runtime_options={"attention": "flash"}))
        unstated = memory.inference_activations_bytes(sizing(catalog, runtime="llama.cpp",
                                                             precision={"weights": "q4_k_m"},
                                                             load={"input_tokens": 8192, "output_tokens": 0},
                                                             runtime_options={"runtime_version": "b7000"}))
    assert stated.low_bytes == stated.bytes == stated.high_bytes == 271_056_896
    assert unstated.bytes == 271_056_896 and unstated.high_bytes == 560 * 2**20


def test_llamacpp_gptneox_attention_keeps_two_more_hidden_tensors(catalog):
    # Pythia-2.8B (gpt_neox: hidden 2560, 32 heads, vocab 50304), n_ctx 2048, ubatch 512, no flash attention:
    # K·Q scores 512 × 2048 × 32 + mask 512 × 2048 + six 2560-wide tensors (the fused q/k/v output stays
    # alive; llama-style graphs hold four) = 512 × 82,944 × 4 B = 169,869,312 B = 162.00 MiB, as ggml-ci logs.
    pythia = {"name": "pythia-2.8b", "architecture": "gpt_neox", "layers": 32, "hidden_size": 2560,
              "intermediate_size": 10240, "heads": 32, "vocab_size": 50304, "max_context": 2048}
    s = sizing(catalog, model=pythia, runtime="llama.cpp", precision={"weights": "q4_0"},
               runtime_options={"attention": "eager"}, load={"input_tokens": 2048, "output_tokens": 0})
    c = memory.inference_activations_bytes(s)
    assert c.bytes == 512 * (2048 * 32 + 2048 + 6 * 2560) * 4 == 162 * 2**20


def test_llamacpp_pipeline_copies_hold_the_layer_input_four_times(catalog):
    # Llama-3-8B over two GPUs, n_ctx 8192, no flash attention: the attention stage 512 × (8192 × 32 + 8192 +
    # 4 × 4096) × 4 B = 560 MiB, plus GGML_SCHED_MAX_COPIES = 4 copies of the split's inputs: the f32 mask three
    # more times (3 × 512 × 8192 × 4 B = 48 MiB) and the layer input four times (4 × 512 × 4096 × 4 B = 32 MiB):
    # 640 MiB, where llama.cpp b2824 logs 640.02 MiB on every GPU of 2, 4, 6 and 8.
    s = sizing(catalog, runtime="llama.cpp", gpus=2, precision={"weights": "q4_k_m"},
               runtime_options={"attention": "eager"}, load={"input_tokens": 8192, "output_tokens": 0})
    assert memory.inference_activations_bytes(s).bytes == (560 + 48 + 32) * 2**20


def test_llamacpp_compute_buffer_range_is_its_measured_error(catalog):
    # The graph's stages are exact sums: with flash attention stated the part has no span of its own. The fit
    # (tests/core/calibration_fit/fit_parts.py) sets its category's range from the measured error; the part
    # then spans typical × the fitted ratios.
    from app.core import fitted

    s = sizing(catalog, runtime="llama.cpp", precision={"weights": "q4_k_m"}, runtime_options={"attention": "eager"},
               load={"input_tokens": 8192, "output_tokens": 0})
    with fitted.use(fitted.Fitted(generated_by="test")):
        bare = memory.inference_activations_bytes(s)
    assert bare.low_bytes == bare.bytes == bare.high_bytes == 560 * 2**20
    measured = fitted.FittedRange(low_ratio=0.99, high_ratio=1.02, cases=15, sources=7)
    with fitted.use(fitted.Fitted(generated_by="test", ranges={"llama.cpp compute buffer": measured})):
        ranged = memory.inference_activations_bytes(s)
    assert ranged.bytes == 560 * 2**20
    assert ranged.low_bytes == pytest.approx(560 * 2**20 * 0.99, abs=1)
    assert ranged.high_bytes == pytest.approx(560 * 2**20 * 1.02, abs=1)


def test_lora_adapter_parameters_llama_8b_rank_16(catalog):
    # Per layer r × (in + out): q 4096+4096, k 4096+1024, v 4096+1024, o 4096+4096,
    # gate/up/down 3 × (4096+14336) = 81,920 × 16 = 1,310,720; × 32 layers = 41,943,040
    # (PEFT's print_trainable_parameters for Llama-3-8B, r=16, all linear layers).
    s = sizing(catalog, mode="lora", training={"lora_rank": 16, "lora_targets": "all_linear"})
    assert training.adapter_params(s) == 41_943_040
    assert training.adapters_bytes(s, recipe(s)).bytes == 41_943_040 * 4
    assert training.gradients_bytes(s, recipe(s)).bytes == 41_943_040 * 4
    assert training.optimizer_states_bytes(s, recipe(s)).bytes == 41_943_040 * 8


def test_qlora_base_in_nf4_with_embeddings_in_bf16(catalog):
    s = sizing(catalog, mode="qlora")
    nf4 = catalog.quant("nf4-dq")
    assert s.weights.id == "nf4-dq"
    emb = 128_256 * 4096  # token embeddings; the untied output head is the same size
    body = LLAMA8B_PARAMS - 2 * emb - (32 * 2 + 1) * 4096  # minus embeddings, head and RMSNorm weights
    c = memory.weights_bytes(s)
    expected = body * (nf4.bits_per_weight - nf4.scale_bits) / 8 + 2 * emb * 2 + 65 * 4096 * 2
    assert c.bytes == round(expected)
    meta = memory.quantization_metadata_bytes(s)
    assert meta.bytes == round(body * nf4.scale_bits / 8)


def test_training_activations_with_and_without_checkpointing(catalog):
    # seq 2048 × micro-batch 1; per layer per token (bf16): 4h + 2q + 2kv + 4·I
    # = (16384 + 8192 + 2048 + 57344) × 2 = 167,936 B; logits 2048 × 128256 × 10 B.
    tokens, per_layer, logits = 2048, 167_936, 2048 * 128_256 * 10
    full_sizing = sizing(catalog, mode="full_finetune", runtime="generic", training={"gradient_checkpointing": False})
    full = training.training_activations_bytes(full_sizing, recipe(full_sizing))
    assert full.bytes == tokens * 32 * per_layer + logits
    ckpt_sizing = sizing(catalog, mode="full_finetune", runtime="generic", training={"gradient_checkpointing": True})
    ckpt = training.training_activations_bytes(ckpt_sizing, recipe(ckpt_sizing))
    assert ckpt.bytes == tokens * (32 * 4096 * 2 + per_layer) + logits
    assert ckpt.bytes < full.bytes


# --- the cases other estimators get wrong ----------------------------------------------------------

def test_moe_memory_counts_all_experts(catalog):
    # Mixtral-8x7B: 46,702,792,704 parameters resident; 12,879,925,248 active per token
    # (2 of 8 experts: 32 layers × 6 inactive × 3 × 4096 × 14336 fewer).
    b = memory.budget(wl(model={"id": "mixtral-8x7b"}, precision={"weights": "bf16"}), catalog)
    assert comp(b, "weights").bytes == 46_702_792_704 * 2
    assert b.model.active_params == 46_702_792_704 - 32 * 6 * 3 * 4096 * 14336 == 12_879_925_248
    assert any(n.code == "moe_all_experts_resident" for n in b.assumptions)


def test_sliding_window_caps_only_the_windowed_layers_gemma2(catalog):
    # Gemma-2-9B: 42 layers, every other one windowed at 4096 tokens; 8 KV heads × 256 head_dim
    # → 2 × 8 × 256 × 2 B = 8192 B per token and layer. 16,384 tokens, one sequence:
    # 21 × 16384 × 8192 + 21 × 4096 × 8192. (Its context is 8,192: raised here, as a request beyond it is refused.)
    s = sizing(catalog, model={"id": "gemma-2-9b", "max_context": 16_384},
               load={"input_tokens": 16_000, "output_tokens": 384})
    c = memory.kv_cache_bytes(s)
    assert c.bytes == 21 * 16_384 * 8192 + 21 * 4096 * 8192 == 3_523_215_360
    assert c.high_bytes == 42 * 16_384 * 8192  # a runtime that keeps every layer at full length


def test_sliding_window_gemma3_five_of_six_layers(catalog):
    # Gemma-3-27B: 62 layers, 52 local (window 1024), 10 global; 16 KV heads × 128 × 2 × 2 B = 8192 B.
    s = sizing(catalog, model={"id": "gemma-3-27b"}, load={"input_tokens": 32_000, "output_tokens": 768})
    c = memory.kv_cache_bytes(s)
    assert c.bytes == (10 * 32_768 + 52 * 1024) * 8192


def test_sglang_sizes_windowed_layers_by_its_pool_ratio_not_the_window(catalog):
    # Gemma-3-27B on SGLang, one sequence of 32,768 tokens: the 10 global layers hold every token; the
    # 52 windowed layers live in the hybrid SWA pool, sized at swa_full_tokens_ratio 0.8 of the full pool
    # (round(32,768 × 0.8) = 26,214 tokens), not at the 1024-token window. 8192 B per layer per token.
    s = sizing(catalog, model={"id": "gemma-3-27b"}, runtime="sglang",
               load={"input_tokens": 32_000, "output_tokens": 768})
    c = memory.kv_cache_bytes(s)
    assert c.bytes == (10 * 32_768 + 52 * 26_214) * 8192
    assert c.high_bytes == 62 * 32_768 * 8192  # releases without the hybrid pool: every layer full length
    assert c.low_bytes == (10 * 32_768 + 52 * 1024) * 8192  # what the window touches


def test_mla_caches_the_latent_not_full_kv(catalog):
    # DeepSeek-V3: kv_lora_rank 512 + qk_rope_head_dim 64 = 576 values per layer per token, 61 layers,
    # bf16 → 70,272 B per token. transformers decompresses: 128 heads × (192 + 128) = 40,960 values.
    latent = sizing(catalog, model={"id": "deepseek-v3"}, precision={"weights": "fp8"},
                    load={"input_tokens": 4096, "output_tokens": 0, "concurrency": 1})
    assert memory.kv_cache_bytes(latent).bytes == 4096 * 576 * 61 * 2
    full = sizing(catalog, model={"id": "deepseek-v3"}, precision={"weights": "fp8"}, runtime="transformers",
                  load={"input_tokens": 4096, "output_tokens": 0, "concurrency": 1})
    assert memory.kv_cache_bytes(full).bytes == 4096 * 40_960 * 61 * 2


def test_mla_latent_is_not_split_by_tensor_parallel(catalog):
    one = sizing(catalog, model={"id": "deepseek-v3"}, load={"input_tokens": 4096, "output_tokens": 0})
    eight = sizing(catalog, model={"id": "deepseek-v3"}, gpus=8, load={"input_tokens": 4096, "output_tokens": 0})
    assert memory.kv_cache_bytes(eight).bytes == memory.kv_cache_bytes(one).bytes
    assert memory.weights_bytes(eight).bytes * 8 == pytest.approx(memory.weights_bytes(one).bytes, abs=8)


def test_embedding_model_has_no_kv_cache_and_is_small(catalog):
    b = memory.budget(wl(model={"id": "bge-m3"}, runtime="transformers",
                         load={"input_tokens": 512, "output_tokens": 0, "concurrency": 32}), catalog)
    assert comp(b, "kv_cache").bytes == 0
    assert any(n.code == "encoder_no_kv" for n in b.assumptions)
    # bge-m3 ships fp32: 567,754,752 parameters × 4 bytes.
    assert comp(b, "weights").bytes == pytest.approx(567_754_752 * 4, rel=1e-3)
    assert b.per_gpu_bytes < 5e9


def test_vllm_reservation_is_said_not_hidden(catalog):
    b = memory.budget(wl(), catalog)
    assert b.reserved_fraction == 0.9
    assert any(f.code == "runtime_preallocates" for f in b.warnings)


def test_several_gpus_split_per_gpu_not_pooled(catalog):
    # Llama-3.1-70B BF16 over 4 GPUs (tensor parallel): 141,107,412,992 B of weights / 4 each;
    # 8 KV heads / 4 = 2 per GPU.
    one = memory.budget(wl(model={"id": "llama-3.1-70b"}, precision={"weights": "bf16"}), catalog)
    four = memory.budget(wl(model={"id": "llama-3.1-70b"}, precision={"weights": "bf16"}, gpus=4), catalog)
    assert comp(four, "weights").bytes == 70_553_706_496 * 2 // 4
    assert comp(four, "kv_cache").bytes * 4 == comp(one, "kv_cache").bytes
    assert four.per_gpu_bytes < one.per_gpu_bytes
    assert four.total_bytes == four.per_gpu_bytes * 4


def test_zero3_divides_weights_grads_and_states(catalog):
    def per_gpu(stage, gpus):
        b = memory.budget(wl(mode="full_finetune", runtime="generic", gpus=gpus, training={"sharding": stage}), catalog)
        return {k: comp(b, k).bytes for k in ("weights", "gradients", "optimizer_states")}

    none, z1, z2, z3 = (per_gpu(s, 8) for s in ("none", "zero1", "zero2", "zero3"))
    assert z1["optimizer_states"] * 8 == pytest.approx(none["optimizer_states"], abs=8)
    # DeepSpeed keeps 16-bit gradients (2 B/param) where plain PyTorch AMP keeps fp32 ones (4 B).
    assert z1["gradients"] == 8_030_261_248 * 2 and none["gradients"] == 8_030_261_248 * 4
    assert z2["gradients"] * 8 == pytest.approx(z1["gradients"], abs=8)
    assert z3["weights"] * 8 == pytest.approx(none["weights"], abs=8)


def test_components_hold_formula_source_and_range(catalog):
    b = memory.budget(wl(), catalog)
    for c in b.components:
        assert c.formula and c.source
        assert c.low_bytes <= c.bytes <= c.high_bytes


def test_family_layout_fills_what_an_explicit_architecture_leaves_out(catalog):
    # Pythia-2.8B (gpt_neox) as its config.json gives it: hidden 2560, 32 layers, 32 heads, intermediate
    # 10240, vocab 50304, untied. GPT-NeoX has no gated MLP and biases everywhere:
    # per layer 12·h² + 13·h = 78,676,480 (qkv 3h² + 3h, dense h² + h, h→4h 4h² + 4h, 4h→h 4h² + h,
    # two LayerNorms 4h); ×32 = 2,517,647,360 + embed_in and embed_out 2·50,304·2560 = 257,556,480
    # + final LayerNorm 5120 = 2,775,208,960. As a gated MLP (a third h·I matrix and a second I bias per
    # layer: 32 · 26,224,640 more) it would count 3,614,397,440, 30 % high.
    model = {"architecture": "gpt_neox", "hidden_size": 2560, "layers": 32, "heads": 32,
             "intermediate_size": 10240, "vocab_size": 50304, "tied_embeddings": False}
    b = memory.budget(wl(model=model, precision={"weights": "bf16"}, runtime="transformers"), catalog)
    assert b.model.params == 2_775_208_960
    # What the workload states wins over the family's layout.
    gated = memory.budget(wl(model={**model, "gated_mlp": True}, runtime="transformers"), catalog)
    assert gated.model.params == 3_614_397_440


def test_llamacpp_gpu_layers_and_vllm_cpu_offload_keep_weights_off_the_gpu(catalog):
    # llama.cpp -ngl 16 on Llama-3.1-8B Q4_K_M: the last 16 of 32 repeating layers on the GPU, the output
    # layer (128,256 × 4096 in Q6_K = 430,940,160 B) and the other 16 layers in host memory; the KV cache
    # of the offloaded layers only: 8192 cells × 16 layers × 2 × 1024 values × 2 B = 536,870,912 B.
    def llamacpp(ngl):
        return sizing(catalog, runtime="llama.cpp", precision={"weights": "q4_k_m"},
                      load={"input_tokens": 8192, "output_tokens": 0}, runtime_options={"gpu_layers": ngl})

    full, half = memory.weights_bytes(llamacpp(None)), memory.weights_bytes(llamacpp(16))
    assert half.bytes == pytest.approx((full.bytes - 430_940_160) / 2, abs=2)
    assert memory.kv_cache_bytes(llamacpp(16)).bytes == 536_870_912
    assert memory.weights_bytes(llamacpp(33)).bytes == full.bytes  # 33 > 32 layers: all, output included
    assert memory.kv_cache_bytes(llamacpp(0)).bytes == 0
    # vLLM --cpu-offload-gb 4: 4 GiB of each GPU's weights stay in host memory.
    offload = memory.weights_bytes(sizing(catalog, runtime_options={"cpu_offload_bytes": 4 * 2**30}))
    assert offload.bytes == LLAMA8B_PARAMS * 2 - 4 * 2**30


def test_the_per_gpu_low_and_high_are_the_range_from_measured_error(catalog, monkeypatch):
    # A QLoRA job on one GPU is a "training totals: LoRA/QLoRA, one GPU" case: its per-GPU low and high are the
    # typical per-GPU bytes times that category's fitted ratios (resources/catalog/fitted_constants.json), not the
    # parts' ranges added up; the note names the same two figures.
    from app.core import fitted

    b = memory.budget(wl(mode="qlora"), catalog)
    r = fitted.total_range("training totals: LoRA/QLoRA, one GPU")
    assert r is not None and b.total_range is not None
    assert b.total_range.category == "training totals: LoRA/QLoRA, one GPU"
    assert b.per_gpu_low_bytes == round(b.per_gpu_bytes * r.low_ratio)
    assert b.per_gpu_high_bytes == round(b.per_gpu_bytes * r.high_ratio)
    assert b.per_gpu_low_bytes < b.per_gpu_bytes < b.per_gpu_high_bytes
    assert b.per_gpu_high_bytes != sum(c.high_bytes for c in b.components)
    note = b.total_range_note
    assert note is not None
    assert (note.params["range_low"], note.params["range_high"]) == (b.per_gpu_low_bytes, b.per_gpu_high_bytes)
    # Without a range from measured error (a category no source measured), the parts' own ranges add up.
    monkeypatch.setattr(fitted, "total_range", lambda category: None)
    b = memory.budget(wl(mode="qlora"), catalog)
    assert b.total_range is None and b.total_range_note is None
    assert b.per_gpu_low_bytes == sum(c.low_bytes for c in b.components)
    assert b.per_gpu_high_bytes == sum(c.high_bytes for c in b.components)


def _offload_job(offload: str, framework: str | None = None) -> Workload:
    training = {"seq_len": 2048, "micro_batch": 4, "gradient_checkpointing": True, "sharding": "zero3",
                "offload": offload}
    if framework:
        training["framework"] = framework
    return wl(mode="full_finetune", precision={"weights": "bf16"}, runtime="transformers", training=training)


def _offload_high_ratio(monkeypatch: pytest.MonkeyPatch, high_ratio: float) -> None:
    """The parameter-offload category's range from measured error, with its high ratio set by the test."""
    from app.core import fitted

    real = fitted.total_range

    def patched(category: str) -> fitted.FittedRange | None:
        r = real(category)
        if r is not None and category == memory.OFFLOADED_TRAINING_CATEGORY:
            return r.model_copy(update={"high_ratio": high_ratio})
        return r

    monkeypatch.setattr(fitted, "total_range", patched)


# Training with the parameters in host RAM has few measured sources, and they disagree: its range from measured error
# reached tens of times the typical figure with 4 sources.
WIDE_OFFLOAD_HIGH_RATIO = 30.0


@pytest.mark.parametrize(("framework", "kept"), [(None, "optimizer_cpu"), ("fsdp", "none")])
def test_a_parameter_offload_high_stops_at_the_same_job_with_its_parameters_kept(catalog, monkeypatch, framework,
                                                                                   kept):
    # Offloading the parameters never holds more on a GPU than keeping them, so a wide high stops at the same job's
    # high with the parameters on the GPU: DeepSpeed (the transformers Trainer's default here) keeps them with the
    # optimizer offloaded, FSDP with nothing off.
    from app.core.memory.types import RANGE_CAP_NOTE

    _offload_high_ratio(monkeypatch, WIDE_OFFLOAD_HIGH_RATIO)
    b = memory.budget(_offload_job("params_cpu", framework), catalog)
    r = b.total_range
    assert r is not None and r.category == memory.OFFLOADED_TRAINING_CATEGORY
    assert memory.kept_offload(_offload_job("params_cpu", framework)) == kept
    ceiling = memory.budget(_offload_job(kept, framework), catalog).per_gpu_high_bytes
    assert r.ceiling_bytes == ceiling
    assert b.per_gpu_bytes < ceiling < round(b.per_gpu_bytes * r.high_ratio)  # the ceiling, not the error, sets it
    assert b.per_gpu_high_bytes == ceiling
    range_note = b.total_range_note
    assert range_note is not None and range_note.params["range_high"] == ceiling
    cap = next(n for n in b.assumptions if n.code == RANGE_CAP_NOTE)
    assert cap.params["kept_bytes"] == ceiling
    assert [n.code for n in b.range_notes] == [range_note.code, RANGE_CAP_NOTE]


def test_a_parameter_offload_high_below_the_kept_job_comes_from_the_measured_error(catalog, monkeypatch):
    # FSDP keeps nothing off when the parameters stay: that job needs several times the offloaded one, so a high
    # from measured error of twice the typical figure is the high, and no cap is noted.
    from app.core.memory.types import RANGE_CAP_NOTE

    _offload_high_ratio(monkeypatch, 2.0)
    b = memory.budget(_offload_job("params_cpu", "fsdp"), catalog)
    r = b.total_range
    assert r is not None and r.ceiling_bytes is not None
    assert r.ceiling_bytes > 2 * b.per_gpu_bytes
    assert b.per_gpu_high_bytes == round(b.per_gpu_bytes * 2.0)
    range_note = b.total_range_note
    assert range_note is not None and range_note.params["range_high"] == b.per_gpu_high_bytes
    assert [n.code for n in b.range_notes] == [range_note.code]
    assert not [n for n in b.assumptions if n.code == RANGE_CAP_NOTE]


def test_a_job_that_keeps_its_parameters_has_no_ceiling(catalog):
    b = memory.budget(_offload_job("optimizer_cpu"), catalog)
    assert b.total_range is not None and b.total_range.ceiling_bytes is None
    assert b.per_gpu_high_bytes == round(b.per_gpu_bytes * b.total_range.high_ratio)
    assert [n.code for n in b.range_notes] == ["range_from_measured_error"]


def test_llamacpp_output_layer_on_the_cpu_is_copied_into_the_gpu_compute_buffer(catalog):
    # ggml_backend_sched offloads an operation whose weight sits in host memory to the GPU once its batch reaches
    # 32 tokens, in a split of its own: with the output layer on the CPU (-ngl 16 of 32), a 512-token ubatch copies
    # the Q6_K output matrix (128,256 × 4096 → 430,940,160 B) into the compute buffer beside the f32 logits and
    # hidden state, 512 × (128,256 + 4,096) × 4 B = 271,056,896 B.
    from app.core.memory.inference import inference_activations_bytes

    def compute(ngl, ubatch):
        return inference_activations_bytes(sizing(
            catalog, runtime="llama.cpp", precision={"weights": "q4_k_m"}, load={"input_tokens": 8192, "output_tokens": 0},
            runtime_options={"gpu_layers": ngl, "ubatch": ubatch, "attention": "flash"}))

    assert compute(33, 512).bytes == 271_056_896  # output layer on the GPU: the logits stage alone
    offloaded = compute(16, 512)
    assert offloaded.bytes == 271_056_896 + 430_940_160
    assert offloaded.terms["offloaded_output_bytes"] == 430_940_160
    # Below the offload minimum the output projection runs on the CPU: the GPU keeps the logits-sized stage of
    # 16 tokens, 16 × (128,256 + 4,096) × 4 B.
    assert compute(16, 16).bytes == 8_470_528


def test_llamacpp_builds_after_pr_18148_offload_the_output_layer_first(catalog):
    # From llama.cpp PR #18148 (-ngl N: N - 1 repeating layers and the output layer), 16 repeating layers on the GPU
    # come with the Q6_K output layer (430,940,160 B): no output matrix to copy in at prompt time, and the GPU
    # holds it beside its layers. A build before the change (b5398) keeps it on the CPU; so does b1880, which
    # predates the op offload (PR #6083), so its compute buffer has no copy either.
    from app.core.memory.inference import inference_activations_bytes

    def llamacpp(version):
        return sizing(catalog, runtime="llama.cpp", precision={"weights": "q4_k_m"},
                      load={"input_tokens": 8192, "output_tokens": 0},
                      runtime_options={"gpu_layers": 16, "ubatch": 512, "attention": "flash", "runtime_version": version})

    new, old, oldest = llamacpp("b8133"), llamacpp("b5398"), llamacpp("b1880")
    assert inference_activations_bytes(new).bytes == 271_056_896
    assert inference_activations_bytes(old).bytes == 271_056_896 + 430_940_160
    assert inference_activations_bytes(oldest).bytes == 271_056_896
    assert memory.weights_bytes(new).bytes == memory.weights_bytes(old).bytes + 430_940_160
    # The KV cache follows the repeating layers only: 8192 cells × 16 layers × 2 × 1024 values × 2 B either way.
    assert memory.kv_cache_bytes(new).bytes == memory.kv_cache_bytes(old).bytes == 536_870_912
