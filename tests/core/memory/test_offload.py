"""Beyond one GPU's memory: host and NVMe tiers, llama.cpp partial offload, ZeRO-Offload, pipeline stages across
nodes. Figures worked by hand from the models' configs (resources/catalog/models.json)."""

from __future__ import annotations

import pytest

from app.core.catalog import load_catalog
from app.core.fit.place import fit
from app.core.memory.components import budget
from app.core.offers.server import ServerProfile
from app.core.workload.schema import Workload

CATALOG = load_catalog()
GB = 10**9


CATALOG_SERVERS = {str(s["id"]): ServerProfile.model_validate(s) for s in CATALOG.servers}


def _server(server_id: str) -> ServerProfile:
    return CATALOG_SERVERS[server_id]


def llama70_q4(gpu_layers: int | None) -> Workload:
    return Workload.model_validate({
        "model": {"id": "llama-3.1-70b"}, "precision": {"weights": "q4_k_m"}, "runtime": "llama.cpp",
        "runtime_options": {"gpu_layers": gpu_layers}, "load": {"input_tokens": 512, "output_tokens": 128}})


def _gpu_weights(b) -> int:  # type: ignore[no-untyped-def]
    return sum(c.bytes for c in b.components if c.key in ("weights", "quantization_metadata"))


# --- Must show: Llama 3.1 70B Q4_K_M with llama.cpp, 40 of 80 layers on the GPU -----------------------------

def test_half_the_layers_put_about_half_the_weights_on_the_gpu_and_the_rest_in_host_ram():
    # 80 repeating layers of (70.55e9 - 2 × 1.05e9 embedding/head) / 80 = 0.856e9 parameters at Q4_K_M's ~4.9
    # bits: 40 on the GPU hold half the body, ~20.5 GB; the embedding table (always), the output head (-ngl 40
    # does not reach it) and the other 40 layers are in host RAM.
    half, whole = budget(llama70_q4(40), CATALOG), budget(llama70_q4(None), CATALOG)
    share = _gpu_weights(half) / _gpu_weights(whole)
    assert share == pytest.approx(0.5, rel=0.10)
    host = half.offloaded_component("weights")
    assert host is not None and host.device == "host" and host.terms["cpu_layers"] == 40
    # GPU + host hold the whole model, the embedding table counted once on the host side.
    assert _gpu_weights(half) + host.bytes == pytest.approx(_gpu_weights(whole) + host.terms["embedding_bytes"], rel=0.01)
    assert half.host_bytes > host.bytes  # plus the CPU layers' cache, compute buffer, process and OS
    assert half.host_bytes > whole.host_bytes + 15 * GB


def test_layers_on_the_cpu_slow_generation_down():
    server = ServerProfile.model_validate({"name": "h100", "gpu": {"id": "h100-pcie"}, "ram_bytes": 512 * GB})
    half = fit(llama70_q4(40), server, CATALOG).speed
    full = fit(llama70_q4(81), server, CATALOG).speed
    assert half is not None and full is not None and half.tokens_per_s_per_user and full.tokens_per_s_per_user
    assert half.tokens_per_s_per_user.typical < full.tokens_per_s_per_user.typical / 2
    assert half.host_step_share is not None and half.host_step_share > 0.5
    # Faster host memory brings the CPU half faster.
    fast = server.model_copy(update={"cpu": server.cpu.model_copy(update={"memory_gbps": 800.0})})
    quick = fit(llama70_q4(40), fast, CATALOG).speed
    assert quick is not None and quick.tokens_per_s_per_user
    assert quick.tokens_per_s_per_user.typical > half.tokens_per_s_per_user.typical * 1.5


def test_the_fit_chooses_the_most_layers_that_fit_and_says_so():
    from app.text.formatting import Fmt
    from app.text.messages import placement_text, split_reason_text

    result = fit(llama70_q4(None), _server("ws-1x-rtx4090"), CATALOG)
    p = result.placement
    assert p.code == "partial_offload" and p.model_layers == 80
    assert p.gpu_layers is not None and 40 <= p.gpu_layers < 55  # ~0.51 GB a layer on a 24 GiB card
    assert result.verdict != "does_not_fit"
    one_more = budget(llama70_q4(p.gpu_layers + 1), CATALOG)
    assert one_more.per_gpu_high_bytes > result.capacity_bytes  # the next layer would not fit comfortably
    text = placement_text(p.code, p.model_dump(), Fmt())
    assert text.startswith(f"Put {p.gpu_layers} of 80 layers on 1 GPU;")
    assert f"{p.gpu_layers} of 80 layers" in split_reason_text(p.model_dump(), Fmt())
    assert "gpu_layers_partial" in {f.code for f in result.warnings}


def test_experts_kept_on_the_cpu_leave_the_gpu_with_the_dense_part():
    # Mixtral 8x7B: 32 layers, 8 experts of 3 × 4096 × 14336 = 176M each → 1.41e9 routed-expert parameters a
    # layer. --n-cpu-moe 8 moves 8 layers' experts (11.3e9 parameters) to the host; attention stays on the GPU.
    base = {"model": {"id": "mixtral-8x7b"}, "precision": {"weights": "q4_k_m"}, "runtime": "llama.cpp"}
    plain = budget(Workload.model_validate(base), CATALOG)
    moe = budget(Workload.model_validate({**base, "runtime_options": {"cpu_moe_layers": 8}}), CATALOG)
    moved = _gpu_weights(plain) - _gpu_weights(moe)
    expert_bytes = 8 * 3 * 4096 * 14336 * 8 * 4.85 / 8  # 8 layers × 8 experts × 3 matrices, ~4.85 bits
    assert moved == pytest.approx(expert_bytes, rel=0.1)
    host = moe.offloaded_component("weights")
    assert host is not None and host.terms["cpu_moe_layers"] == 8
    assert host.terms["cpu_expert_bytes"] == pytest.approx(moved, rel=0.05)


# --- Must show: full fine-tuning of an 8B model with AdamW and the optimizer in host RAM ----------------------

def test_zero_offload_keeps_no_optimizer_states_on_the_gpu_and_twelve_bytes_a_parameter_in_host_ram():
    w = Workload.model_validate({"model": {"id": "llama-3.1-8b"}, "mode": "full_finetune",
                                 "training": {"optimizer": "adamw", "offload": "optimizer_cpu"}})
    b = budget(w, CATALOG)
    params = b.model.params
    assert params == 8_030_261_248
    gpu_states = b.component("optimizer_states")
    assert gpu_states is not None and gpu_states.bytes == 0
    host_states = b.offloaded_component("optimizer_states")
    # fp32 master copy + AdamW m and v: 4 + 4 + 4 = 12 bytes a parameter = 96.4 GB; plus the fp32 gradients
    # (4 B/param), pinned staging, the process and the OS.
    assert host_states is not None and host_states.bytes == 12 * params
    assert b.host_bytes >= 12 * params
    assert b.offloaded_component("gradients").bytes == 4 * params  # type: ignore[union-attr]
    plain = budget(w.model_copy(update={"training": w.training.model_copy(update={"offload": "none"})}), CATALOG)
    assert plain.per_gpu_bytes - b.per_gpu_bytes > 12 * params  # states and most gradients left the GPU
    assert b.parallel.zero_stage == 2  # ZeRO-Offload builds on ZeRO-2


def test_offloaded_training_fits_one_gpu_and_costs_step_time():
    w = Workload.model_validate({"model": {"id": "llama-3.1-8b"}, "mode": "full_finetune",
                                 "training": {"offload": "optimizer_cpu", "micro_batch": 4}})
    h100 = ServerProfile.model_validate({"name": "1x H100", "gpu": {"id": "h100-sxm"}, "ram_bytes": 512 * GB})
    result = fit(w, h100, CATALOG)
    assert result.memory_verdict in ("fits", "tight")
    plain = fit(w.model_copy(update={"training": w.training.model_copy(update={"offload": "none"})}), h100, CATALOG)
    assert plain.verdict == "does_not_fit"  # 16 + 32 + 96 GB of model states
    assert result.speed is not None and result.speed.step_seconds["offload"] > 0
    # The CPU AdamW reads and writes 30 B/param at 60 % of 204.8 GB/s (the default host): 8.03e9 × 30 /
    # 122.9e9 ≈ 2.0 s, plus 4 B/param over PCIe Gen5 at 80 % of 63 GB/s ≈ 0.64 s.
    assert result.speed.step_seconds["offload"] == pytest.approx(2.6, rel=0.05)
    small = h100.model_copy(update={"ram_bytes": 64 * GB})
    codes = {f.code: f.severity for f in fit(w, small, CATALOG).warnings}
    assert codes["ram_below_host_need"] == "critical"


def test_zero_infinity_puts_the_states_on_nvme():
    w = Workload.model_validate({"model": {"id": "llama-3.1-8b"}, "mode": "full_finetune",
                                 "training": {"offload": "nvme"}})
    b = budget(w, CATALOG)
    # 16-bit parameters (2 B) + fp32 master, m, v (12 B) + fp32 gradients (4 B) = 18 B/param on NVMe.
    assert b.nvme_bytes == pytest.approx(18 * b.model.params, rel=0.01)
    assert b.parallel.zero_stage == 3
    assert b.component("weights").bytes < 2 * GB  # type: ignore[union-attr]  # only the layers being computed
    assert b.offloaded_component("pinned_buffers") is not None


def test_deepspeed_parameter_offload_keeps_the_output_head_gathered_into_backward():
    # ZeRO-3 offload_param: the two layers being computed plus the output head, which DeepSpeed does not release
    # between its forward and its backward use (stage3_max_reuse_distance, 1e9 elements): 525,336,576 head
    # parameters × 2 B = 1,050,673,152 B beside two 16-bit blocks of 218,112,000 parameters (4096² × 2 for q and o,
    # 4096 × 1024 × 2 for k and v, 3 × 4096 × 14336 for the MLP, two 4096 norms).
    w = Workload.model_validate({"model": {"id": "llama-3.1-8b"}, "mode": "full_finetune", "training": {
        "offload": "params_cpu", "framework": "deepspeed"}})
    b = budget(w, CATALOG)
    weights = b.component("weights")
    assert weights is not None and weights.formula == "weights_gathered_head"
    block = 2 * 4096 * 4096 + 2 * 4096 * 1024 + 3 * 4096 * 14336 + 2 * 4096
    assert block == 218_112_000
    assert weights.terms["kept_bytes"] == 128_256 * 4096 * 2
    assert weights.bytes == pytest.approx(2 * block * 2 + 128_256 * 4096 * 2, abs=2)
    grads = b.component("gradients")
    # DeepSpeed's reduce bucket, 5e8 × 2 B, and beside it the head's 16-bit gradient, which backward produces
    # first and which does not fit the bucket (525,336,576 ≥ 5e8 elements), so stays whole until reduced.
    assert grads is not None and grads.formula == "grads_buckets"
    assert grads.terms["head_grad_bytes"] == 128_256 * 4096 * 2
    assert grads.bytes == 500_000_000 * 2 + 128_256 * 4096 * 2
    # A head that fits the bucket is copied into it: the bucket alone (Llama 3.2 1B, 128,256 × 2,048 = 262.7M).
    small = budget(w.model_copy(update={"model": w.model.model_copy(update={"id": "llama-3.2-1b"})}), CATALOG)
    small_grads = small.component("gradients")
    assert small_grads is not None and small_grads.bytes == 500_000_000 * 2
    assert "head_grad_bytes" not in small_grads.terms


def test_fsdp_parameter_offload_keeps_the_root_unit_and_a_unit_gradient_not_deepspeed_buckets():
    # torch FSDP1 CPUOffload(offload_params=True) in fp32: the root unit (embedding and head, 2 × 128256 × 4096)
    # stays gathered through forward and backward, in fp32; backward holds the largest unit's
    # full fp32 gradient (the root's) until its shard is copied to host memory. No DeepSpeed reduce buckets.
    w = Workload.model_validate({"model": {"id": "llama-3.1-8b"}, "mode": "full_finetune", "gpus": 2,
                                 "precision": {"weights": "fp32"}, "training": {
                                     "offload": "params_cpu", "framework": "litgpt", "sharding": "zero3"}})
    root = 2 * 128_256 * 4096
    block = 2 * 4096 * 4096 + 2 * 4096 * 1024 + 3 * 4096 * 14336 + 2 * 4096
    _assert_fsdp_offload(budget(w, CATALOG), kept=root, block=block, bytes_per_param=4)


def _assert_fsdp_offload(b, kept: int, block: int, bytes_per_param: int) -> None:  # type: ignore[no-untyped-def]
    """Two gathered blocks plus the unit kept across the turn; the kept unit's full gradient (high: with a block's)."""
    weights = b.component("weights")
    assert weights is not None and weights.terms["kept_bytes"] == kept * bytes_per_param
    assert weights.bytes == pytest.approx((2 * block + kept) * bytes_per_param, abs=2)
    grads = b.component("gradients")
    assert grads is not None and grads.formula == "grads_units"
    assert grads.bytes == pytest.approx(kept * bytes_per_param, abs=2)
    assert grads.high_bytes == pytest.approx((kept + block) * bytes_per_param, abs=2)


def test_torchtune_fsdp2_parameter_offload_regathers_the_head_and_holds_its_full_gradient():
    # torchtune's distributed recipe with fsdp_cpu_offload (FSDP2 CPUOffloadPolicy, custom_sharded_layers
    # ['tok_embeddings', 'output']): no FSDP1 root is kept; the output head (128256 × 8192 = 1,050,673,152
    # parameters of Llama 3.1 70B) is gathered again for the first backward step and its full bf16 gradient
    # (2,101,346,304 B) appears there, beside every stored activation - larger than a block's (855,654,400
    # parameters: 8192² × 2 for q and o, 8192 × 1024 × 2 for k and v, 3 × 8192 × 28672 for the MLP, two norms).
    w = Workload.model_validate({"model": {"id": "llama-3.1-70b"}, "mode": "full_finetune", "gpus": 8,
                                 "runtime": "generic", "training": {
                                     "offload": "params_cpu", "framework": "torchtune", "sharding": "zero3",
                                     "gradient_checkpointing": True, "master_weights": False}})
    b = budget(w, CATALOG)
    block = 2 * 8192 * 8192 + 2 * 8192 * 1024 + 3 * 8192 * 28672 + 2 * 8192
    assert block == 855_654_400
    assert b.component("weights").formula == "weights_gathered_head"  # type: ignore[union-attr]
    _assert_fsdp_offload(b, kept=128_256 * 8192, block=block, bytes_per_param=2)


def test_parameter_offload_moves_the_lora_adapters_and_their_gradients_with_the_base():
    # QLoRA under FSDP CPUOffload(offload_params=True): the adapters are flattened into the units like the frozen
    # base, so each rank keeps their shard and its gradient in host memory and the GPU only the gathered units'
    # adapters (two blocks, as for the base) and those units' gradients. Rank 16 on every linear layer of
    # Llama 3.1 8B: 16 × (4096+4096 q, 4096+1024 k, 4096+1024 v, 4096+4096 o, 3 × (4096+14336) MLP) = 1,310,720
    # adapter parameters a block, 41,943,040 in all.
    def job(offload: str) -> Workload:
        return Workload.model_validate({"model": {"id": "llama-3.1-8b"}, "mode": "qlora", "gpus": 2,
                                        "precision": {"weights": "nf4"}, "training": {
                                            "offload": offload, "framework": "fsdp", "sharding": "zero3",
                                            "lora_rank": 16, "lora_targets": "all_linear"}})

    kept = budget(job("none"), CATALOG)
    adapters = kept.component("adapters")
    assert adapters is not None and adapters.terms["adapter_params"] == 32 * 1_310_720 == 41_943_040
    whole = 41_943_040 * int(adapters.terms["bytes_per_param"])
    assert adapters.bytes == whole
    off = budget(job("params_cpu"), CATALOG)
    gathered, grads = off.component("adapters"), off.component("gradients")
    assert gathered is not None and gathered.formula == "adapters_gathered"
    assert grads is not None and grads.formula == "grads_adapter_units"
    assert gathered.bytes == grads.bytes == pytest.approx(2 * whole / 32, abs=1)
    # Each of the two ranks keeps half of them in host memory: the whole set once on the node.
    rank = {c.key: c.bytes for c in off.offloaded if c.device == "host"}
    assert rank["adapters"] == rank["gradients"] == whole // 2
    node = {c.key: c.bytes for c in off.tier_parts("host")}
    assert node["adapters"] == node["gradients"] == whole


def test_offloaded_gradients_leave_every_stored_activation_counted():
    # Without offload, a full fine-tune's freed gradients return as backward frees the activations, so the
    # activation component counts only its excess over the 32.1 GB gradient partition (8.03e9 × 4 B under
    # DeepSpeed's ZeRO-0 mixed precision) - here that leaves only its floor, one layer's working set and the
    # logits (28.8 GB of 33.5 GB). With the gradients streamed to host memory (DeepSpeed's fp32 partition, FSDP's
    # CPU shard) nothing takes the activations' place: the whole stored set counts, the same as a job whose
    # gradients survive into backward (gradient accumulation: no overlap at all).
    def job(offload: str, accumulation: int = 1) -> Workload:
        return Workload.model_validate({"model": {"id": "llama-3.1-8b"}, "mode": "full_finetune", "training": {
            "offload": offload, "framework": "deepspeed", "seq_len": 4096, "micro_batch": 4,
            "gradient_checkpointing": True, "gradient_accumulation": accumulation}})

    def acts(w: Workload) -> int:
        a = budget(w, CATALOG).component("activations")
        assert a is not None
        return a.bytes

    whole = acts(job("none", accumulation=2))
    assert whole - acts(job("none")) > 4 * GB
    assert acts(job("optimizer_cpu")) == whole
    assert acts(job("params_cpu")) == whole


# --- Must show: Llama 3.1 405B in BF16 on two 8×H100 nodes --------------------------------------------------

LLAMA405_DOC = {"model": {"id": "llama-3.1-405b"}, "precision": {"weights": "bf16"}, "runtime": "vllm"}
LLAMA405 = Workload.model_validate(LLAMA405_DOC)


def test_405b_in_bf16_is_placed_across_the_two_nodes():
    result = fit(LLAMA405, _server("cluster-2x-dgx-h100"), CATALOG)
    p = result.placement
    assert (p.tensor_parallel, p.pipeline_parallel, p.nodes_per_replica, p.gpus_used) == (8, 2, 2, 16)
    assert p.code == "pipeline_parallel" and result.verdict in ("fits", "tight")
    params = result.budget.model.params  # type: ignore[union-attr]
    assert params == pytest.approx(405.85e9, rel=0.001)
    # 405.85e9 × 2 bytes ÷ 16 GPUs = 50.7 GB each (the last stage's output head ≈ the first's embedding).
    weights = result.budget.component("weights").bytes  # type: ignore[union-attr]
    assert weights == pytest.approx(params * 2 / 16, rel=0.02)
    assert "pipeline_slow_fabric" not in {f.code for f in result.warnings}


def test_a_25_gbe_link_between_the_nodes_is_a_network_warning():
    result = fit(LLAMA405, _server("cluster-2x-h100-25gbe"), CATALOG)
    found = {f.code: f for f in result.warnings}
    assert result.placement.nodes_per_replica == 2
    warning = found["pipeline_slow_fabric"]
    assert warning.severity == "warning" and warning.rule == "network"
    assert warning.params["gbps"] == 25
    assert warning.params["token_bytes"] == 16384 * 2  # one hidden state in 16 bits crosses per token


def test_asked_pipeline_stages_are_honoured_and_the_rest_chosen():
    asked = Workload.model_validate({**LLAMA405_DOC, "parallel": {"pipeline_parallel": 2}})
    result = fit(asked, _server("cluster-2x-dgx-h100"), CATALOG)
    assert result.placement.pipeline_parallel == 2 and result.placement.tensor_parallel == 8


def test_training_across_25_gbe_nodes_is_held_back_by_the_gradient_exchange():
    w = Workload.model_validate({"model": {"id": "llama-3.1-8b"}, "mode": "full_finetune",
                                 "training": {"sharding": "zero3"}})
    slow = fit(w, _server("cluster-2x-h100-25gbe"), CATALOG)
    fast = fit(w, _server("cluster-2x-dgx-h100"), CATALOG)
    found = {f.code: f for f in slow.warnings}
    # ZeRO-3 ring: 1.5 × 2 × (2 − 1)/2 × 8.03e9 × 2 bytes = 24.1 GB through each node per step.
    assert found["allreduce_exposed"].params["volume_bytes"] == pytest.approx(24.09e9, rel=0.01)
    assert slow.speed and fast.speed and slow.speed.training_tokens_per_s and fast.speed.training_tokens_per_s
    assert slow.speed.training_tokens_per_s.typical < fast.speed.training_tokens_per_s.typical / 5


def test_training_pipeline_stages_divide_the_model_states():
    w = Workload.model_validate({"model": {"id": "llama-3.1-8b"}, "mode": "full_finetune",
                                 "parallel": {"pipeline_parallel": 2}, "gpus": 2})
    staged = budget(w, CATALOG)
    plain = budget(w.model_copy(update={"parallel": None, "gpus": 1}), CATALOG)
    assert staged.parallel.pipeline_parallel == 2 and staged.parallel.data_parallel == 1
    for key in ("weights", "gradients", "optimizer_states"):
        assert staged.component(key).bytes == pytest.approx(plain.component(key).bytes / 2, rel=0.001)  # type: ignore[union-attr]
    assert staged.component("activations").bytes == plain.component("activations").bytes  # type: ignore[union-attr]


# --- the host tier of every budget -------------------------------------------------------------------------

def test_every_budget_states_host_ram_and_the_ram_rule_reads_it():
    chatbot = Workload.model_validate({"model": {"id": "llama-3.1-8b"}, "runtime": "vllm"})
    b = budget(chatbot, CATALOG)
    # Nothing offloaded: the OS (~4 GB) and one vLLM worker (~3 GB).
    assert 4 * GB <= b.host_bytes <= 10 * GB and b.nvme_bytes == 0
    assert b.host_low_bytes <= b.host_bytes <= b.host_high_bytes
    offloaded = chatbot.model_copy(update={"runtime_options": chatbot.runtime_options.model_copy(
        update={"cpu_offload_bytes": 8 * GB, "kv_offload_bytes": 20 * GB})})
    more = budget(offloaded, CATALOG)
    assert more.host_bytes == b.host_bytes + 8 * GB + 20 * GB
    assert more.per_gpu_bytes < b.per_gpu_bytes - 7 * GB
    small = ServerProfile.model_validate({"name": "small", "gpu": {"id": "l40s"}, "ram_bytes": 32 * GB})
    assert "ram_below_host_need" in {f.code for f in fit(offloaded, small, CATALOG).warnings}
    assert "ram_below_host_need" not in {f.code for f in fit(chatbot, small, CATALOG).warnings}


def test_the_pilot_launches_the_split_and_the_layers_the_fit_chose():
    from app.core.pilot.launch import launch_command
    from app.core.pilot.plan import plan_for

    cluster = fit(LLAMA405, _server("cluster-2x-dgx-h100"), CATALOG)
    argv = launch_command(LLAMA405, plan_for(LLAMA405, CATALOG, cluster)).argv
    assert argv[argv.index("--tensor-parallel-size") + 1] == "8"
    assert argv[argv.index("--pipeline-parallel-size") + 1] == "2"
    local = llama70_q4(None)
    placed = fit(local, _server("ws-1x-rtx4090"), CATALOG)
    argv = launch_command(local, plan_for(local, CATALOG, placed)).argv
    assert argv[argv.index("--n-gpu-layers") + 1] == str(placed.placement.gpu_layers)
