"""Training memory per framework, against numbers worked by hand from model configs.

Llama-3.2-3B config.json: hidden 3072, 28 layers, 24 heads, 8 KV heads, head_dim 128, intermediate 8192,
vocab 128256, tied embeddings → 3,212,749,824 parameters. Llama-3.2-1B: hidden 2048, 16 layers, 32 heads,
8 KV heads × 64, intermediate 8192, vocab 128256, tied → 1,235,814,400 parameters.
"""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from app.core.catalog import load_catalog
from app.core.memory import training
from app.core.memory import training_activations as acts
from app.core.memory.components import budget
from app.core.memory.recipe import framework, recipe
from app.core.memory.sizing import Sizing, build_sizing
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload

P3B = 3_212_749_824
P1B = 1_235_814_400


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def sizing(catalog, **data) -> Sizing:
    data.setdefault("model", {"id": "llama-3.2-3b"})
    data.setdefault("mode", "full_finetune")
    return build_sizing(resolve(Workload.model_validate(data), catalog))


def parts(catalog, **data) -> dict[str, int]:
    data.setdefault("model", {"id": "llama-3.2-3b"})
    data.setdefault("mode", "full_finetune")
    b = budget(Workload.model_validate(data), catalog)
    return {c.key: c.bytes for c in b.components}


def test_the_framework_follows_the_runtime_unless_named(catalog):
    assert framework(sizing(catalog, runtime="transformers")) == "hf_trainer"
    # A serving runtime does not train: the method's usual framework sizes the job (issue 30) — the transformers
    # Trainer for a full fine-tune, PEFT for LoRA and QLoRA; 'generic' keeps the textbook formulas.
    assert framework(sizing(catalog)) == "hf_trainer"
    assert framework(sizing(catalog, mode="lora")) == "peft"
    assert framework(sizing(catalog, runtime="generic")) == "generic"
    assert framework(sizing(catalog, runtime="transformers", training={"framework": "litgpt"})) == "litgpt"
    with pytest.raises(ValidationError):
        Workload.model_validate({"model": {"id": "llama-3.2-3b"}, "training": {"framework": "colossalai"}})


def test_hf_trainer_amp_keeps_fp32_weights_and_16bit_copies(catalog):
    # transformers Trainer with bf16=True over an fp32 model: 4 B fp32 parameter + 2 B autocast copy,
    # 4 B fp32 gradient, 8 B AdamW m and v = 18 B per parameter ('model training anatomy').
    # PyTorch 2.8: the Trainer's default is the fused AdamW, which keeps no step temporaries.
    fused = {"runtime_version": "transformers 4.56, torch 2.8"}
    p = parts(catalog, precision={"weights": "bf16"}, runtime_options=fused,
              training={"framework": "hf_trainer", "master_weights": True})
    assert p["weights"] == P3B * 6
    assert p["gradients"] == P3B * 4
    assert p["optimizer_states"] == P3B * 8
    # No release named: torch's foreach AdamW (the Trainer's default July 2023 - mid 2025) builds an fp32
    # temporary of every second moment (4 B per parameter) once backward has freed the activations.
    p = parts(catalog, precision={"weights": "bf16"}, training={"framework": "hf_trainer", "master_weights": True})
    assert p["optimizer_states"] == P3B * 8 + max(0, P3B * 4 - p["activations"])


def test_deepspeed_zero2_keeps_16bit_weights_and_an_fp32_master(catalog):
    # DeepSpeed bf16 + ZeRO-2 on 4 GPUs: 2 B weights whole; 2 B gradients and 4 + 8 B master and Adam ÷ 4.
    # The step upcasts the owned gradient partition to fp32 (4 B × P/4, stage_1_and_2.py step) once backward has
    # freed the activations: only its excess over them raises the peak (512 tokens: small activations).
    p = parts(catalog, gpus=4, precision={"weights": "bf16"},
              training={"framework": "deepspeed", "master_weights": True, "sharding": "zero2", "seq_len": 512})
    assert p["weights"] == P3B * 2
    assert p["gradients"] == P3B * 2 // 4
    step = max(0, P3B * 4 / 4 - p["activations"])
    assert step > 0
    assert p["optimizer_states"] == pytest.approx(P3B * 12 / 4 + step, abs=1)


def test_deepspeed_zero3_upcasts_one_sub_group_of_gradients_at_a_time(catalog):
    # ZeRO-3 over 2 GPUs: each owns P/2 = 1.61e9 parameters, more than DeepSpeed's default sub_group_size (1e9),
    # so the step's fp32 gradient copy is 1e9 × 4 B (stage3.py _prepare_fp32_grad_for_sub_group).
    p = parts(catalog, gpus=2, precision={"weights": "bf16"},
              training={"framework": "deepspeed", "master_weights": True, "sharding": "zero3", "seq_len": 512})
    assert p["optimizer_states"] == pytest.approx(P3B * 12 / 2 + 1_000_000_000 * 4 - p["activations"], abs=1)
    # With the optimizer in host memory (ZeRO-Offload) the fp32 gradients are on the CPU: nothing on the GPU.
    p = parts(catalog, gpus=2, precision={"weights": "bf16"},
              training={"framework": "deepspeed", "master_weights": True, "sharding": "zero3",
                        "offload": "optimizer_cpu"})
    assert p["optimizer_states"] == 0


def test_lightning_deepspeed_upcasts_the_whole_partition_and_streams_through_smaller_buckets(catalog):
    # Lightning's DeepSpeedStrategy sets sub_group_size 1e12 and reduce_bucket_size 2e8 in the DeepSpeed config: the
    # step upcasts the whole P/2 = 1,606,374,912-parameter partition at once (× 4 B), not a 1e9 sub-group.
    train = {"framework": "deepspeed", "master_weights": True, "sharding": "zero3", "seq_len": 512}
    lightning = {"runtime_version": "lightning 2.2"}
    p = parts(catalog, gpus=2, precision={"weights": "bf16"}, runtime_options=lightning, training=train)
    assert p["optimizer_states"] == pytest.approx(P3B * 12 / 2 + P3B / 2 * 4 - p["activations"], abs=1)
    # Parameters offloaded: the GPU streams gradients through 2e8-element 16-bit buckets (DeepSpeed's own: 5e8);
    # the output head's gradient (128,256 × 3,072 = 394,002,432 elements) does not fit a 2e8 bucket, so stage3's
    # __add_grad_to_ipg_bucket reduces it on its own and its 16-bit copy sits beside the bucket (acc8-train).
    off = {**train, "offload": "params_cpu"}
    assert parts(catalog, gpus=2, precision={"weights": "bf16"}, runtime_options=lightning,
                 training=off)["gradients"] == 200_000_000 * 2 + 128_256 * 3_072 * 2
    assert parts(catalog, gpus=2, precision={"weights": "bf16"}, training=off)["gradients"] == 500_000_000 * 2


def test_ddp_keeps_a_bucket_copy_of_every_gradient(catalog):
    # torch DDP (gradient_as_bucket_view=False, accelerate's default under the Trainer) all-reduces through flat
    # buckets that copy every gradient: AMP's 4 B fp32 gradients twice over 4 GPUs, once on one GPU.
    fused = {"runtime_version": "transformers 4.56, torch 2.8"}
    common = {"precision": {"weights": "bf16"}, "runtime_options": fused,
              "training": {"framework": "hf_trainer", "master_weights": True}}
    assert parts(catalog, gpus=4, **common)["gradients"] == P3B * 4 * 2
    assert parts(catalog, gpus=1, **common)["gradients"] == P3B * 4
    # Sharded (ZeRO-2 through DeepSpeed) there is no DDP reducer.
    sharded = parts(catalog, gpus=4, precision={"weights": "bf16"},
                    training={"framework": "deepspeed", "master_weights": True, "sharding": "zero2"})
    assert sharded["gradients"] == P3B * 2 // 4


def test_a_plain_ddp_loop_keeps_the_buckets_the_textbook_does_not(catalog):
    # PyTorch's ZeroRedundancyOptimizer recipe: 20 × nn.Linear(2000, 2000) in fp32 = 20 × (4,000,000 + 2,000)
    # = 80,040,000 parameters over two GPUs, torch Adam. Reducer::initialize_buckets allocates a flat fp32 tensor
    # for every bucket, together one more copy of every gradient: 4 B weight + 2 × 4 B gradient + 8 B Adam
    # = 20 B a parameter = 1,600,800,000 B; under ZeroRedundancyOptimizer (ZeRO-1) each of the two ranks keeps
    # half of Adam's 8 B: 4 + 8 + 4 = 16 B = 1,280,640,000 B. The textbook ('generic', the ZeRO paper's
    # arithmetic) has no reducer: 16 and 12 B a parameter.
    n = 80_040_000
    linears = {"name": "20 x Linear(2000, 2000)", "params_b": n / 1e9, "layers": 20, "hidden_size": 2000}

    def states(framework: str, sharding: str, gpus: int = 2) -> int:
        p = parts(catalog, model=linears, runtime="generic", gpus=gpus, precision={"weights": "fp32"},
                  training={"framework": framework, "sharding": sharding, "seq_len": 1, "micro_batch": 20,
                            "optimizer": "adamw", "master_weights": False})
        assert p["weights"] == n * 4
        return p["weights"] + p["gradients"] + p["optimizer_states"]

    assert states("ddp", "none") == n * 20 == 1_600_800_000
    assert states("ddp", "zero1") == n * 16 == 1_280_640_000
    assert states("generic", "none") == n * 16
    assert states("generic", "zero1") == n * 12
    # On one GPU DDP builds no reducer.
    assert states("ddp", "none", gpus=1) == n * 16


def test_megatron_keeps_its_main_grad_buffer_whole(catalog):
    # Megatron-LM's GPT-2 345M (354,871,296 parameters as its log prints them). bf16: 2 B parameter + 4 B fp32
    # main_grad buffer + 12 B fp32 main parameter and Adam moments = 18 B (Megatron's own count); with the distributed
    # optimizer over 8 GPUs the 12 B are sharded and the buffer is not: 2 + 4 + 12 / 8 = 7.5 B. fp16: a 2 B buffer and
    # the optimizer's 4 B fp32 copy of it, 2 + 2 + 4 + 12 = 20 B. The textbook ZeRO-1 counts 2 B gradients: 5.5 B.
    n = 354_871_296
    gpt2 = {"name": "GPT-2 345M", "params_b": n / 1e9, "layers": 24, "hidden_size": 1024}

    def states(framework: str, weights: str, sharding: str, gpus: int) -> int:
        p = parts(catalog, model=gpt2, runtime="generic", gpus=gpus, precision={"weights": weights},
                  training={"framework": framework, "sharding": sharding, "seq_len": 1024, "micro_batch": 1,
                            "optimizer": "adamw", "master_weights": True})
        return p["weights"] + p["gradients"] + p["optimizer_states"]

    assert states("megatron", "bf16", "none", 4) == n * 18
    assert states("megatron", "bf16", "zero1", 8) == n * 7.5
    assert states("megatron", "fp16", "none", 4) == n * 20
    assert states("megatron", "fp16", "zero1", 8) == n * (2 + 2 + 4 / 8 + 12 / 8)
    assert states("generic", "bf16", "zero1", 8) == n * 5.5


def test_transformer_engine_fp8_keeps_an_fp8_weight_and_transpose_per_block_parameter(catalog):
    # fixstars/mdk's 7B run (Megatron-LM core_r0.8.0, fp16 + --fp8-format hybrid, distributed optimizer over 8):
    # 6,453,436,416 parameters in 30 blocks. With fp8 each block's linears keep an fp8 weight and an fp8 transpose,
    # 2 B a parameter; the workload names no vocabulary, so every parameter counts as a block's:
    # (2 + 2 + 16 / 8) x n without fp8, (2 + 2 + 16 / 8 + 2) x n with it.
    n = 6_453_436_416
    gpt = {"name": "GPT 6.45B", "params_b": n / 1e9, "layers": 30, "hidden_size": 4096}

    def weights_and_states(fp8: bool, mode: str = "full_finetune") -> tuple[int, int]:
        p = parts(catalog, model=gpt, runtime="generic", gpus=8, precision={"weights": "fp16"}, mode=mode,
                  training={"framework": "megatron", "sharding": "zero1", "seq_len": 4096, "micro_batch": 2,
                            "optimizer": "adamw", "master_weights": True, "fp8": fp8})
        return p["weights"], p["weights"] + p["gradients"] + p["optimizer_states"]

    assert weights_and_states(False) == (n * 2, n * 6)
    assert weights_and_states(True) == (n * 4, n * 8) == (25_813_745_664, 51_627_491_328)
    # LoRA trains no weight the cache would follow: the flag leaves its frozen base as loaded.
    assert weights_and_states(True, "lora")[0] == weights_and_states(False, "lora")[0]


def test_deepspeed_runs_a_gpt2_style_loss_on_16bit_logits_before_transformers_4_46(catalog):
    # DeepSpeed's fp16 engine has no autocast, and GPT-2's forward keeps the head's fp16 output (modeling_gpt2.py):
    # the cross-entropy keeps 16-bit logits, log-softmax and gradient (6 B a logit) until transformers 4.46, whose
    # loss_function upcasts every model's logits (12 B); Llama-style models upcast in their forward.
    gpt2 = {"name": "gpt2-xl shape", "architecture": "gpt2", "params_b": 1.5576112, "layers": 48, "hidden_size": 1600,
            "intermediate_size": 6400, "heads": 25, "kv_heads": 25, "head_dim": 64, "vocab_size": 50257,
            "max_context": 1024, "tied_embeddings": True}
    train = {"framework": "deepspeed", "master_weights": True, "sharding": "zero3", "seq_len": 1024}

    def logit_bytes(model, version):
        s = sizing(catalog, model=model, gpus=4, precision={"weights": "fp16"},
                   runtime_options={"runtime_version": version}, training=train)
        return recipe(s).logit_bytes.typical

    assert logit_bytes(gpt2, "transformers 4.23") == 6
    assert logit_bytes(gpt2, "transformers 4.46") == 12
    assert logit_bytes({"id": "llama-3.2-3b"}, "transformers 4.23") == 12


def test_a_pure_16bit_generic_job_runs_its_loss_on_16bit_logits(catalog):
    # A plain PyTorch loop with the model cast whole to bf16 and no autocast (rasbt/LLMs-from-scratch ch05): torch's
    # cross-entropy keeps the logits' dtype, so 6 B a logit (16-bit logits, log-softmax, gradient), not the textbook's
    # fp32 upcast (10 B); with fp32 master weights (autocast) the upcast stays.
    train = {"framework": "generic", "seq_len": 1024, "micro_batch": 8, "gradient_checkpointing": False}
    tokens = 1024 * 8

    def logits(master):
        s = sizing(catalog, precision={"weights": "bf16"}, training={**train, "master_weights": master})
        act = training.training_activations_bytes(s, recipe(s))
        return recipe(s).logit_bytes.typical, act.bytes, s.vocab()

    pure, pure_act, vocab = logits(False)
    mixed, mixed_act, _ = logits(True)
    assert (pure, mixed) == (6, 10)
    # The generic textbook's activations differ by the logits alone: (10 - 6) B for each of tokens x vocab logits.
    assert mixed_act - pure_act == pytest.approx(tokens * vocab * 4, abs=2)


def test_torchtune_eager_chunked_loss_peaks_with_the_bf16_logits_still_held(catalog):
    # torchtune's recipes hold the model's bf16 logit chunks (2 B) until the chunked loss returns (`del logits` comes
    # after `self._loss_fn`); by then every chunk's fp32 log-softmax is kept (4 B) and the last chunk's fp32 upcast is
    # alive (4 B over 8 chunks): 6.5 B a logit eager, against 1 B when compile fuses the loss.
    train = {"framework": "torchtune", "master_weights": False, "chunked_loss": True, "seq_len": 2048,
             "micro_batch": 6, "gradient_checkpointing": False}

    def loss_share(compile_):
        s = sizing(catalog, model={"id": "llama-3.2-1b"}, mode="lora", precision={"weights": "bf16"},
                   training={**train, "compile": compile_})
        act = training.training_activations_bytes(s, recipe(s))
        t = act.terms
        return recipe(s).logit_bytes.typical, act.bytes - t["tokens"] * t["layers"] * t["per_layer_bytes_per_token"]

    eager, eager_loss = loss_share(False)
    compiled, _ = loss_share(True)
    assert (eager, compiled) == (6.5, 1)
    # What the layers do not keep: 12,288 tokens x 128,256 logits x 6.5 B = 10,244,063,232 B, and the final norm's
    # output (under 4 B a hidden value: 12,288 x 2,048 x 4 = 100,663,296 B).
    assert 10_244_063_232 <= eager_loss <= 10_244_063_232 + 100_663_296


def test_a_chunked_loss_outside_torchtune_is_liger_and_keeps_no_logits(catalog):
    # Liger-Kernel (the transformers Trainer's use_liger_kernel, AutoLigerKernelForCausalLM) under DeepSpeed: the fused
    # linear cross-entropy never builds the logits. Llama-3.2-1B (hidden 2048, vocabulary 128,256), 4,096 tokens,
    # full fine-tuning: grad_weight 128,256 x 2,048 x 2 B = 525,336,576 B, the fp32 loss 4,096 x 4 B = 16,384 B, and
    # 0-2 chunks of logits: ceil(128,256 / 2,048) = 63, ceil(4,096 / 63) = 66 rows -> 128 (next power of two), one
    # chunk 128 x 128,256 x 2 B = 32,833,536 B. (grad_input, 4,096 x 2,048 x 2 B, takes the place of the head's input,
    # which head_bytes counts when the head trains.)
    train = {"framework": "deepspeed", "sharding": "zero3", "chunked_loss": True, "seq_len": 4096}
    s = sizing(catalog, model={"id": "llama-3.2-1b"}, precision={"weights": "bf16"}, training=train, gpus=8)
    rc = recipe(s)
    assert rc.liger and rc.logit_bytes.typical == 0
    assert acts.fused_linear_ce_bytes(s, rc, 4096) == (525_352_960, 558_186_496, 591_020_032)
    # Liger's RMSNorm keeps its bf16 input (no fp32 upcast, no normalized copy for the weight's gradient) and its
    # SwiGLU keeps gate and up only. Per token a layer: norms 2 x 4 B x 2,048 -> 2 x 2 B x 2,048 (-8,192), the
    # normalized tensors 2 x 2 B x 2,048 (-8,192), the MLP 4 -> 3 tensors of 8,192 x 2 B (-16,384): 118,784 -> 86,016.
    plain = sizing(catalog, model={"id": "llama-3.2-1b"}, precision={"weights": "bf16"},
                   training={**train, "chunked_loss": False}, gpus=8)
    assert (acts.layer_bytes(plain, recipe(plain)), acts.layer_bytes(s, rc)) == (118_784, 86_016)
    # DeepSpeed with the optimizer offloaded holds an output head too large for its reduce bucket (Llama-3.1-8B:
    # 128,256 x 4,096 = 525,336,576 > 5e8 elements) as a whole 16-bit gradient; under Liger that is grad_weight, built
    # in forward and counted with the activations, so the gradients lose 525,336,576 x 2 B = 1,050,673,152 B.
    offl = {"framework": "deepspeed", "sharding": "zero3", "offload": "optimizer_cpu", "seq_len": 4096}
    grads = [parts(catalog, model={"id": "llama-3.1-8b"}, precision={"weights": "bf16"},
                   training={**offl, "chunked_loss": liger}, gpus=8)["gradients"] for liger in (False, True)]
    assert grads[0] - grads[1] == 1_050_673_152
    # torchtune's own chunked loss is not Liger's.
    tt = sizing(catalog, model={"id": "llama-3.2-1b"}, precision={"weights": "bf16"},
                training={"framework": "torchtune", "chunked_loss": True, "master_weights": False})
    assert not recipe(tt).liger and recipe(tt).logit_bytes.typical == 6.5


def test_pure_bf16_frameworks_keep_8_bytes_per_parameter(catalog):
    # torchtune / LitGPT bf16-true: 2 B weights, 2 B gradients, AdamW m and v in bf16 (4 B).
    p = parts(catalog, precision={"weights": "bf16"}, training={"framework": "torchtune", "master_weights": False})
    assert (p["weights"], p["gradients"], p["optimizer_states"]) == (P3B * 2, P3B * 2, P3B * 4)


def test_litgpt_keeps_a_separate_head_where_the_config_ties_it(catalog):
    # LitGPT's GPT has its own lm_head: Llama-3.2-1B gains 128256 × 2048 = 262,668,288 parameters.
    p = parts(catalog, model={"id": "llama-3.2-1b"}, precision={"weights": "bf16"},
              training={"framework": "litgpt", "master_weights": False})
    assert p["weights"] == (P1B + 262_668_288) * 2


def test_peft_lora_layer_keeps_fp32_casts_of_the_adapted_inputs(catalog):
    # Llama-3.2-3B, PEFT LoRA on q and v, frozen bf16 base, per token and layer:
    #   two RMSNorms keep their fp32-upcast input: 2 × 4 × 3072 = 24,576
    #   SDPA keeps q, k, v (K/V repeated to 24 heads: 3072 each) and its output: 2 × 4 × 3072 = 24,576
    #   SiLU keeps gate, the product keeps SiLU(gate) and up: 3 × 2 × 8192 = 49,152
    #   PEFT casts the input of q_proj and of v_proj to fp32 for lora_A: 2 × 3072 × 4 = 24,576
    # → 122,880 B; frozen linear layers keep no input.
    s = sizing(catalog, mode="lora", precision={"weights": "bf16"},
               training={"framework": "peft", "lora_targets": "query_value", "master_weights": False})
    assert acts.layer_bytes(s, recipe(s)) == 122_880


def test_bitsandbytes_qlora_before_0_43_2_also_keeps_the_frozen_layers_inputs(catalog):
    # MatMul4Bit saved its input A until bitsandbytes 0.43.2: q/k/v input 3072, o_proj input 3072, gate/up input
    # 3072, down input 8192, bf16 → 2 × 17,408 = 34,816 B more per token and layer than LoRA over a bf16 base.
    common = {"framework": "peft", "lora_targets": "query_value", "master_weights": False}
    lora = sizing(catalog, mode="lora", precision={"weights": "bf16"}, training=common)
    old = sizing(catalog, mode="qlora", precision={"weights": "nf4"},
                 training={**common, "bitsandbytes_version": "0.43.1"})
    assert acts.layer_bytes(old, recipe(old)) - acts.layer_bytes(lora, recipe(lora)) == 34_816
    # 0.43.2 and the current release (none named) keep `(None, B)`: nothing more than LoRA.
    for version in ("0.43.2", None):
        new = sizing(catalog, mode="qlora", precision={"weights": "nf4"},
                     training={**common, "bitsandbytes_version": version})
        assert acts.layer_bytes(new, recipe(new)) == acts.layer_bytes(lora, recipe(lora))


LLAMA2_7B = {"name": "meta-llama/Llama-2-7b-hf", "architecture": "llama", "params_b": 6.738415616, "layers": 32,
             "hidden_size": 4096, "intermediate_size": 11008, "heads": 32, "kv_heads": 32, "head_dim": 128,
             "vocab_size": 32000, "max_context": 4096, "tied_embeddings": False}


def test_bitsandbytes_saved_inputs_by_release_and_format_on_llama2_7b(catalog):
    # Llama 2 7B (h = q = 4096, w = 11008), bf16 inputs: the q/k/v input 4096, o_proj's 4096, gate/up's 4096 and
    # down's 11008 = 23,296 elements → 46,592 B per token and layer kept by bitsandbytes' matmuls where they keep A.
    def extra(weights: str, version: str | None) -> float:
        train = {"framework": "peft", "lora_targets": "query_value", "master_weights": False,
                 "bitsandbytes_version": version}
        q = sizing(catalog, model=LLAMA2_7B, mode="qlora", precision={"weights": weights}, training=train)
        lora = sizing(catalog, model=LLAMA2_7B, mode="lora", precision={"weights": "bf16"}, training=train)
        return acts.layer_bytes(q, recipe(q)) - acts.layer_bytes(lora, recipe(lora))

    assert extra("nf4-dq", "0.41.1") == 46_592  # LitGPT's Oct 2023 resource tables
    assert extra("nf4-dq", "0.42") == 46_592  # "0.42" reads as 0.42.0
    assert extra("nf4-dq", "0.43.2") == 0  # PR #1270: `ctx.tensors = (None, B)`
    assert extra("nf4-dq", None) == 0  # the current release
    # MatMul8bitLt keeps `(CAt, subA, A)` in every release.
    assert extra("int8", None) == 46_592
    assert extra("int8", "0.41.1") == 46_592
    # torchtune's torchao NF4 linear never keeps it.
    tt = sizing(catalog, model=LLAMA2_7B, mode="qlora", precision={"weights": "nf4"},
                training={"framework": "torchtune", "bitsandbytes_version": "0.41.1"})
    assert not acts.bnb_saves_inputs(tt, recipe(tt))


def test_bitsandbytes_version_must_be_a_release_number():
    with pytest.raises(ValidationError):
        Workload.model_validate({"model": {"id": "llama-3.2-3b"}, "training": {"bitsandbytes_version": "latest"}})


def test_bert_eager_attention_keeps_the_scores(catalog):
    # bert-large in fp32 under the transformers Trainer: per token and layer the 16 heads × 512 scores keep the
    # softmax (4 B), the dropout mask (1 B) and the dropped copy (4 B): 16 × 512 × 9 = 73,728 B of the total.
    bert = {"name": "bert-large", "architecture": "bert", "params_b": 0.335, "layers": 24, "hidden_size": 1024,
            "intermediate_size": 4096, "heads": 16, "kv_heads": 16, "head_dim": 64, "vocab_size": 30522,
            "encoder_only": True, "gated_mlp": False, "norm_bias": True}
    s = sizing(catalog, model=bert, runtime="transformers", precision={"weights": "fp32"},
               training={"seq_len": 512, "master_weights": False})
    fused = sizing(catalog, model=bert, runtime="transformers", precision={"weights": "fp32"},
                   training={"seq_len": 512, "master_weights": False, "attention": "fused"})
    assert acts.layer_bytes(s, recipe(s)) - acts.layer_bytes(fused, recipe(fused)) == 73_728


def test_fsdp_no_sync_keeps_whole_unit_gradients_for_lora(catalog):
    # LitGPT LoRA over 2 GPUs with FSDP and gradient accumulation: no_sync() keeps a gradient for every
    # block's whole flat parameter (frozen weights included): 16 layers × 60,821,504 parameters × 2 B.
    s = sizing(catalog, model={"id": "llama-3.2-1b"}, mode="lora", gpus=2, precision={"weights": "bf16"},
               training={"framework": "litgpt", "sharding": "zero3", "gradient_accumulation": 8,
                         "master_weights": False, "lora_targets": "query_value", "lora_rank": 8})
    per_layer = 2 * 2048 * 2048 + 2 * 2048 * 512 + 3 * 2048 * 8192 + 2 * 2048  # attention, MLP, two norms
    adapters = training.adapter_params(s) * 2
    assert training.gradients_bytes(s, recipe(s)).bytes == 16 * per_layer * 2 + adapters
    synced = sizing(catalog, model={"id": "llama-3.2-1b"}, mode="lora", gpus=2, precision={"weights": "bf16"},
                    training={"framework": "litgpt", "sharding": "zero3", "gradient_accumulation": 1,
                              "master_weights": False, "lora_targets": "query_value", "lora_rank": 8})
    assert training.gradients_bytes(synced, recipe(synced)).bytes == adapters


def test_freed_gradients_overlap_the_activations(catalog):
    # torchtune frees gradients after each step: the peak is the larger of activations and gradients, so the
    # activations component only carries the excess; the transformers Trainer keeps them (accumulation).
    tt = parts(catalog, precision={"weights": "bf16"}, training={"framework": "torchtune", "master_weights": False,
                                                                 "gradient_checkpointing": False})
    acc = parts(catalog, precision={"weights": "bf16"},
                training={"framework": "torchtune", "master_weights": False, "gradient_checkpointing": False,
                          "gradient_accumulation": 4})
    assert acc["activations"] - tt["activations"] == pytest.approx(P3B * 2, rel=1e-6)


def test_components_state_their_range_reason(catalog):
    b = budget(Workload.model_validate({"model": {"id": "llama-3.2-3b"}, "mode": "lora", "gpus": 2,
                                        "training": {"framework": "peft", "sharding": "zero3"}}), catalog)
    for c in b.components:
        assert c.low_bytes <= c.bytes <= c.high_bytes
        if c.low_bytes < c.high_bytes:
            assert c.range_reason, c.key


def test_the_recipe_is_built_once_per_budget(catalog, monkeypatch):
    """budget_for resolves the framework's recipe once and hands it to every training formula and the advice."""
    from app.core.memory import components, workload_notes
    from app.core.memory import recipe as recipe_module

    calls: list[str] = []

    def counted(s):
        calls.append(s.workload.mode)
        return recipe_module.recipe(s)

    monkeypatch.setattr(components, "recipe", counted)
    monkeypatch.setattr(workload_notes, "recipe", counted)
    b = budget(Workload.model_validate({"model": {"id": "llama-3.1-8b"}, "mode": "lora"}), catalog)
    assert calls == ["lora"]
    assert any(c.key == "adapters" for c in b.components)
    calls.clear()
    budget(Workload.model_validate({"model": {"id": "llama-3.1-8b"}}), catalog)
    assert calls == []  # inference needs no training recipe


def test_peft_qlora_upcasts_the_unquantized_parameters_to_fp32(catalog):
    # prepare_model_for_kbit_training (TRL SFTTrainer on one GPU): embeddings and norms in fp32. Llama-3.2-3B:
    # embedding 128256 × 3072 = 393,996,288 (the head is tied), norms (2 × 28 + 1) × 3072 = 175,104.
    one = dict(mode="qlora", precision={"weights": "nf4"}, training={"framework": "peft"})
    b = budget(Workload.model_validate({"model": {"id": "llama-3.2-3b"}, **one}), catalog)
    weights = next(c for c in b.components if c.key == "weights")
    # (The catalog's embedding count carries two more rows of 3072: 394,002,432.)
    assert weights.terms["fp32_unquantized_params"] == pytest.approx(393_996_288 + 175_104, abs=2 * 3072)
    assert recipe(sizing(catalog, **one)).resid_bytes == 4  # the fp32 embedding output feeds the residual stream
    # Sharded QLoRA (FSDP over two GPUs) skips the preparation (trl is_sharded_qlora).
    sharded = sizing(catalog, gpus=2, mode="qlora", precision={"weights": "nf4"},
                     training={"framework": "peft", "sharding": "zero3"})
    assert not recipe(sharded).kbit_fp32 and recipe(sharded).resid_bytes == 2


LLAMA2_7B = {"name": "llama-2-7b", "architecture": "llama", "params_b": 6.738, "layers": 32, "hidden_size": 4096,
             "intermediate_size": 11008, "heads": 32, "kv_heads": 32, "head_dim": 128, "vocab_size": 32000}
LITGPT_LORA = {"framework": "litgpt", "lora_targets": "query_value", "lora_dropout": 0.05, "master_weights": False}


def test_litgpt_mha_keeps_the_fused_qkv_output_behind_v(catalog):
    # Llama-2-7B, LitGPT LoRA on q and v (dropout 0.05), bf16, per token and layer:
    #   two RMSNorms keep their fp32 input: 2 × 4 × 4096 = 32,768
    #   SDPA keeps q, k, v and its output: 4 × 2 × 4096 = 32,768
    #   SiLU keeps the gate, the product SiLU(gate) and up: 3 × 2 × 11,008 = 66,048
    #   the LoRA branch of the fused qkv keeps its dropped input and the mask: 4096 × (2 + 1) = 12,288
    #   v is a view of the fused qkv output, whose q and k parts stay with it: 2 × (4096 + 4096) = 16,384
    # → 160,256 B. With 8 k/v heads, v is an expanded copy: the last term goes (and q, k, v, out stay 4096 wide).
    mha = sizing(catalog, model=LLAMA2_7B, mode="lora", precision={"weights": "bf16"}, training=LITGPT_LORA)
    assert acts.layer_bytes(mha, recipe(mha)) == 160_256
    gqa = sizing(catalog, model={**LLAMA2_7B, "kv_heads": 8}, mode="lora", precision={"weights": "bf16"},
                 training=LITGPT_LORA)
    assert acts.layer_bytes(gqa, recipe(gqa)) == 160_256 - 16_384


def test_litgpt_runs_an_unexpanded_mqa_head_on_the_math_kernel_only_before_the_2023_expand(catalog):
    # Falcon-7B (71 query heads, one k/v head, head size 64) at 256 tokens. lit-gpt of September 2023 passes the one
    # k/v head to SDPA unexpanded: the math kernel keeps the scaled q and k and v broadcast to every head
    # (3 × 2 × 4544) and the 16-bit softmax (71 × 256 × 2); LitGPT 0.4 expands them and the fused kernel keeps q, k,
    # v and the output (4 × 2 × 4544). Difference: 36,352 − 9,088 = 27,264 B per token and layer.
    falcon = {"name": "falcon-7b", "architecture": "falcon", "params_b": 7.2, "layers": 32, "hidden_size": 4544,
              "intermediate_size": 18176, "heads": 71, "kv_heads": 1, "head_dim": 64, "vocab_size": 65024,
              "gated_mlp": False, "norm_bias": True, "norms_per_layer": 1}
    common = {"seq_len": 256, **LITGPT_LORA}
    old = sizing(catalog, model=falcon, mode="lora", precision={"weights": "bf16"}, training=common,
                 runtime_options={"runtime_version": "lit-gpt 2023.9, torch 2.1"})
    new = sizing(catalog, model=falcon, mode="lora", precision={"weights": "bf16"}, training=common,
                 runtime_options={"runtime_version": "litgpt 0.4"})
    assert recipe(old).eager_attention and not recipe(new).eager_attention
    assert acts.layer_bytes(old, recipe(old)) - acts.layer_bytes(new, recipe(new)) == 27_264


def test_litgpt_soft_capped_gemma2_attention_keeps_eight_bytes_per_score(catalog):
    # Gemma 2 under LitGPT: its own eager product keeps tanh's output (2), the fp32 softmax (4) and its bf16 copy (2)
    # per score, and the two matmuls' q, k and v (3 × 2 × 2048) instead of SDPA's q, k, v and output (4 × 2 × 2048).
    # 8 heads × 512 tokens × 8 B − 2 × 2048 = 28,672 B more per token and layer than the same shapes without it.
    dims = {"name": "gemma-2-2b", "params_b": 2.6, "layers": 26, "hidden_size": 2304, "intermediate_size": 9216,
            "heads": 8, "kv_heads": 4, "head_dim": 256, "vocab_size": 256000, "norms_per_layer": 4}
    common = {"seq_len": 512, **LITGPT_LORA}
    capped = sizing(catalog, model={**dims, "architecture": "gemma2"}, mode="lora", precision={"weights": "bf16"},
                    training=common)
    plain = sizing(catalog, model={**dims, "architecture": "gemma"}, mode="lora", precision={"weights": "bf16"},
                   training=common)
    assert acts.layer_bytes(capped, recipe(capped)) - acts.layer_bytes(plain, recipe(plain)) == 28_672
