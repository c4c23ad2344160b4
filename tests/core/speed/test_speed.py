"""The speed model's arithmetic, worked by hand from the models' configs and the efficiency table."""

from __future__ import annotations

import itertools

import pytest

from app.core import fitted
from app.core.catalog import load_catalog
from app.core.fit.place import fit
from app.core.memory.components import budget_for
from app.core.offers.server import ServerProfile
from app.core.speed import efficiency as E
from app.core.speed.decode import (
    LAYER_SPLIT_HOP_S,
    MOE_LAYER_CONSTANT,
    Layout,
    allreduce_bytes_s,
    allreduce_latency_s,
    uses_fitted_hop,
)
from app.core.speed.estimate import SpeedModel
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload


@pytest.fixture(autouse=True)
def _table_figures():
    """The arithmetic is checked on the table's own figures (app/core/speed/efficiency.py); the shares and spreads
    fitted from the published cases are held to their cases in tests/core/calibration_fit."""
    with fitted.use(fitted.Fitted(generated_by="")):
        yield

CATALOG = load_catalog()
US = 1e-6


def workload(model: str = "llama-3.1-8b", weights: str = "bf16", runtime: str = "vllm", inp: int = 1000,
             out: int = 100, users: int = 1, gpus: int = 1, **extra: object) -> Workload:
    return Workload.model_validate({"model": {"id": model}, "precision": {"weights": weights}, "runtime": runtime,
                                    "load": {"input_tokens": inp, "output_tokens": out, "concurrency": users},
                                    "gpus": gpus, **extra})


def server(gpu: str, count: int = 1, interconnect: str = "nvlink") -> ServerProfile:
    return ServerProfile.model_validate({"name": f"{count}x {gpu}", "gpu": {"id": gpu}, "gpu_count": count,
                                         "interconnect": interconnect})


ONE_GPU = Layout()


def model_for(w: Workload, gpu_id: str, layout: Layout = ONE_GPU, replicas: int = 1) -> SpeedModel:
    r = resolve(w, CATALOG)
    b = budget_for(r, gpus=layout.gpus, tp=layout.gpus)
    return SpeedModel(r, b, CATALOG.gpus[gpu_id], layout, replicas)


def test_decode_step_of_an_8b_model_on_one_h100_under_vllm():
    # Llama-3.1-8B bf16: 8,030,261,248 params x 2 B = 16,060,522,496 B read per step.
    # vLLM on Hopper: 85 % of 3,350 GB/s -> 16.0605e9 / 2.8475e12 = 5.6402 ms;
    # fixed: 0.8 ms per step + 32 layers x 39 us = 2.048 ms; one sequence 60 us;
    # KV at 1,000 tokens: 1,000 x 131,072 B / (3,350e9 x 0.70) = 0.0559 ms.
    m = model_for(workload(), "h100-sxm")
    expected = 5.6402e-3 + 2.048e-3 + 60 * US + 0.0559e-3
    assert m.decode.step_s(1, 1000) == pytest.approx(expected, rel=1e-3)


def test_tensor_parallel_adds_two_all_reduces_per_layer():
    # TP2 over NVLink: half the weights (8.0303e9 B / 2.8475e12 = 2.8201 ms), no separate worker sync, and
    # 2 x 32 all-reduces of 4.2 us x log2(2) (the unfitted hop: nccl-tests' 12.5 us at 8 GPUs over 3 steps) +
    # 4,096 x 2 B x 2 x (1/2) / 450e9 B/s (0.018 us) each = 0.2699 ms.
    m = model_for(workload(), "h100-sxm", Layout(tensor_parallel=2, interconnect="nvlink"))
    kv = 1000 * 131072 / 2 / (3350e9 * 0.70)
    expected = 2.8201e-3 + 2.048e-3 + 60 * US + kv + 64 * (4.2 * US + 4096 * 2 * 2 * 0.5 / 450e9)
    assert m.decode.step_s(1, 1000) == pytest.approx(expected, rel=1e-3)


def test_all_reduce_latency_grows_with_the_group_and_takes_the_fitted_hop():
    # log2(tp) steps of the hop: 8 GPUs pay 3, 2 GPUs one, one GPU none. A fitted NVLink hop of 10 us holds for
    # NVSwitch too (the same link through a switch) and leaves PCIe at its default (16 us).
    assert allreduce_latency_s("nvlink", 1) == 0.0
    assert allreduce_latency_s("nvlink", 8) == pytest.approx(3 * 4.2 * US)
    assert allreduce_latency_s("pcie", 4) == pytest.approx(2 * 16 * US)
    hop = fitted.FittedValue(low=10 * US, typical=10 * US, high=10 * US, cases=1, sources=1, fitted_on="test")
    with fitted.use(fitted.Fitted(generated_by="", constants={"allreduce_hop_s.nvlink": hop})):
        assert allreduce_latency_s("nvswitch", 8) == pytest.approx(30 * US)
        assert allreduce_latency_s("pcie", 2) == pytest.approx(16 * US)
    # The bytes: 8,192-wide 16-bit activations over 8 GPUs at 450 GB/s: 2 x 7/8 x 16,384 B / 450e9 = 63.7 ns.
    assert allreduce_bytes_s(8192, 450, 8) == pytest.approx(2 * 7 / 8 * 16384 / 450e9)


def test_infinity_fabric_takes_its_fitted_hop_except_on_the_v0_rocm_row():
    # A fitted Infinity Fabric hop of 10 us: a current (V1) vLLM on MI300X (the Hopper row, no TP step cost of its own)
    # pays 3 x 10 us per all-reduce over 8 GPUs; the V0 ROCm row, whose 1.5 ms TP step cost was set with the default
    # hop, keeps 3 x 4.2 us.
    hop = fitted.FittedValue(low=10 * US, typical=10 * US, high=10 * US, cases=1, sources=1, fitted_on="test")
    mi300x = CATALOG.gpus["mi300x"]
    with fitted.use(fitted.Fitted(generated_by="", constants={"allreduce_hop_s.infinity_fabric": hop})):
        assert allreduce_latency_s("infinity_fabric", 8) == pytest.approx(30 * US)
        v1 = E.efficiency("vllm", mi300x, fitted_shares=False)
        v0 = E.efficiency("vllm", mi300x, fitted_shares=False, runtime_version="0.6.1")
        assert uses_fitted_hop(v1) and not uses_fitted_hop(v0)
        assert allreduce_latency_s("infinity_fabric", 8, fitted_hop=uses_fitted_hop(v0)) == pytest.approx(12.6 * US)


def test_a_fitted_first_token_cost_replaces_the_rows_hand_set_one():
    # The V0 ROCm row's hand-set 0.9 s before a first token gives way to a fitted figure (fit_speed.FixedCosts); a row
    # without one keeps the table's.
    mi300x = CATALOG.gpus["mi300x"]
    fe = fitted.FittedEfficiency(weights_mbu=0.7, prefill_mfu=0.09, decode_low=0.7, decode_high=1.3, ttft_low=0.6,
                                 ttft_high=1.4, decode_cases=1, ttft_cases=1, sources=1, request_s=0.29)
    with fitted.use(fitted.Fitted(generated_by="", efficiency={"vllm/amd_instinct": fe})):
        assert E.efficiency("vllm", mi300x, runtime_version="0.6.1").request_s == pytest.approx(0.29)
    with fitted.use(fitted.Fitted(generated_by="", efficiency={"vllm/amd_instinct": fe.model_copy(
            update={"request_s": None})})):
        assert E.efficiency("vllm", mi300x, runtime_version="0.6.1").request_s == pytest.approx(0.9)


def test_llama_cpp_layer_split_runs_at_one_gpus_rate():
    # Llama-3.1-70B F16 over 4 x H100 PCIe, llama.cpp: every step reads all 139,006,066,688 B on the
    # GPUs in turn (token embeddings stay on the host) at 62 % of 2,000 GB/s = 112.1 ms, plus 80 layers
    # x 80 us = 6.4 ms and 3 hand-overs of 0.4 ms; not a quarter of that as tensor parallelism would be.
    w = workload("llama-3.1-70b", "fp16", "llama.cpp", inp=1, out=512, gpus=4)
    m = model_for(w, "h100-pcie", Layout(layer_split=4, interconnect="pcie"))
    expected = 139_006_066_688 / (2000e9 * 0.62) + 80 * 80 * US + 3 * LAYER_SPLIT_HOP_S
    assert m.decode.step_s(1, 256) == pytest.approx(expected, rel=2e-3)
    result = fit(w, server("h100-pcie", 4, "pcie"), CATALOG)
    p = result.placement
    assert (p.code, p.tensor_parallel, p.pipeline_parallel, p.reason) == ("layer_split", 1, 4, "split_asked")
    assert result.speed.tokens_per_s_per_user.typical == pytest.approx(1 / (expected + 256 * 327680 /
                                                                              (2000e9 * 0.5)), rel=0.01)


def test_moe_batch_of_one_reads_only_its_experts():
    # Mixtral 8x7B routes 2 of 8 experts: one token reads the shared part plus 2/8 of the experts.
    m = model_for(workload("mixtral-8x7b"), "h100-sxm", Layout(tensor_parallel=4))
    share = m.decode.expert_share
    assert 0.9 < share < 1
    assert m.decode.weights_read(1) == pytest.approx(m.decode.weights_bytes * ((1 - share) + share * 2 / 8))
    assert m.decode.weights_read(64) == pytest.approx(m.decode.weights_bytes, rel=1e-6)  # 1 - (6/8)^64 ~ 1


def test_decode_turns_compute_bound_at_large_batches():
    # 8B on an L4 (121 TFLOPS bf16): the GEMMs of 2 x 8.03e9 FLOPs per token pass the weight read
    # (16.06e9 B / (300e9 x 0.85) = 63 ms) once the batch exceeds ~63e-3 x 121e12 x 0.45 / 16.06e9 = 213.
    m = model_for(workload(), "l4")
    weights_s = 16_060_522_496 / (300e9 * 0.85)
    gemm_s = 2 * 8_030_261_248 * 512 / (121e12 * 0.45)
    assert gemm_s > weights_s
    kv = 512 * 1 * 131072 / (300e9 * 0.65)
    fixed = 0.8e-3 + 32 * 39 * US + 512 * 60 * US
    assert m.decode.step_s(512, 1) == pytest.approx(fixed + gemm_s + kv, rel=1e-3)


def test_a_burst_of_users_waits_for_every_prompt_in_the_pass():
    # 16 users, 1,024-token prompts, one output token: the prompts share passes (8,192 tokens), so
    # every first token comes at the end: time to first token -> 16 x one prompt's GPU time (MVA limit),
    # plus the request's fixed cost and the API server's 15 ms x sqrt(15 other streams).
    m = model_for(workload(inp=1024, out=1, users=16), "h100-sxm")
    one = m.prefill.gpu_s(1024, 8192)
    point = m.at(16)
    row = E.TABLE[("vllm", E.HOPPER)]
    assert point.ttft_s == pytest.approx(16 * one + row.served_request_s + 15**0.5 * row.stream_s, rel=0.05)


def test_a_served_first_token_pays_the_front_end_and_an_offline_one_does_not():
    # Llama-3.1-8B bf16 on one H100 SXM under vLLM, one user, 256 prompt tokens: the same prefill either way; served
    # (the default) adds the OpenAI server's 14.2 ms (the hand-set 15 ms less the engine's own 0.8 ms step), offline
    # (benchmark_latency) only the engine's own 0.8 ms; a fitted front-end cost for vLLM replaces the 14.2 ms.
    def first_token(front_end: str | None) -> float:
        return model_for(workload(inp=256, users=1, runtime_options={"front_end": front_end}), "h100-sxm").at(1).ttft_s

    served, offline = first_token(None), first_token("offline")
    assert served - offline == pytest.approx(14.2e-3, rel=1e-3)
    assert first_token("served") == pytest.approx(served)
    m = model_for(workload(inp=256, users=1, runtime_options={"front_end": "offline"}), "h100-sxm")
    assert offline == pytest.approx(m.prefill.gpu_s(256) + 0.8e-3, rel=1e-3)
    fit_cost = fitted.FittedValue(low=0.03, typical=0.03, high=0.03, cases=1, sources=1, fitted_on="test")
    with fitted.use(fitted.Fitted(generated_by="", constants={"front_end_s.vllm": fit_cost})):
        assert first_token(None) - first_token("offline") == pytest.approx(0.03, rel=1e-3)


def test_an_offline_static_batch_pays_the_per_stream_delay_but_no_front_end():
    # 16 offline prompts of 1,024 tokens (LLM-Inference-Bench's batch-16 first token): the passes' GPU time, the
    # engine's own 0.8 ms and the output processor's 15 ms x sqrt(15 other streams), without the 14.2 ms front end.
    m = model_for(workload(inp=1024, out=1, users=16, runtime_options={"front_end": "offline"}), "h100-sxm")
    one = m.prefill.gpu_s(1024, 8192)
    assert m.at(16).ttft_s == pytest.approx(16 * one + 0.8e-3 + 15**0.5 * 15e-3, rel=0.05)


def test_time_to_first_token_rises_with_load_and_the_curve_carries_it():
    result = fit(workload("llama-3.1-70b", "fp8", inp=5000, out=500, users=32, gpus=2), server("h100-sxm", 2),
                 CATALOG)
    curve = result.speed.curve
    assert all(p.ttft_s is not None for p in curve)
    for a, b in itertools.pairwise(curve):
        assert b.ttft_s >= a.ttft_s * 0.999
        assert b.tokens_per_s_per_user <= a.tokens_per_s_per_user * 1.001
        assert b.aggregate_tokens_per_s >= a.aggregate_tokens_per_s * 0.999
    assert curve[-1].ttft_s > 1.5 * curve[0].ttft_s


def test_users_beyond_the_memory_limit_wait_for_a_slot():
    m = model_for(workload(inp=2000, out=500), "h100-sxm")
    within, beyond = m.at(32, memory_limit=32), m.at(64, memory_limit=32)
    # The same 32 sequences run; the other 32 users wait a whole turn: 64 / X - (output - 1) x ITL.
    assert beyond.itl_s == pytest.approx(within.itl_s)
    assert beyond.ttft_s == pytest.approx(64 / beyond.requests_per_s - 499 * beyond.itl_s)
    assert beyond.ttft_s > 5 * within.ttft_s


def test_every_table_row_names_its_source_and_families_fall_back():
    assert all(len(row.source) > 20 for row in E.TABLE.values())
    b200 = E.efficiency("vllm", CATALOG.gpus["b200"])
    assert b200 == E.TABLE[("vllm", E.HOPPER)]  # no Blackwell measurements yet: Hopper's row
    assert E.efficiency("ollama", CATALOG.gpus["rtx-4090"]) == E.TABLE[("llama.cpp", E.GEFORCE)]
    assert E.efficiency("tgi", CATALOG.gpus["a100-sxm-80gb"]).step_s > E.TABLE[("vllm", E.AMPERE_HBM)].step_s
    assert E.gpu_family(CATALOG.gpus["mi300x"]) == E.AMD_INSTINCT
    assert E.gpu_family(CATALOG.gpus["gh200"]) == E.HOPPER


def test_runtimes_differ_on_the_same_gpu():
    # Same 8B model on one H100 PCIe: llama.cpp's quantized kernels level off on HBM, TensorRT-LLM is the
    # leanest per step; vLLM between them.
    rates = {rt: fit(workload(weights="q4_k_m" if rt == "llama.cpp" else "bf16", runtime=rt),
                     server("h100-pcie", 1, "pcie"), CATALOG).speed.tokens_per_s_per_user.typical
             for rt in ("llama.cpp", "vllm", "tensorrt-llm")}
    assert 120 < rates["llama.cpp"] < 170  # measured 145.55 tok/s (llamacpp-8b-q4-k-m-h100-pcie-80gb-tg512)
    assert rates["tensorrt-llm"] > rates["vllm"]


def test_a_fitted_moe_layer_cost_is_paid_once_per_moe_layer_and_step():
    # gpt-oss-20b has 24 layers, every one MoE: a fitted 100 us per MoE layer adds 24 x 100 us = 2.4 ms to each decode
    # step; Llama-3.1-8B (dense) pays nothing; before a fit (no constant) the cost is 0.
    cost = fitted.FittedValue(low=100 * US, typical=100 * US, high=100 * US, cases=1, sources=1, fitted_on="test")
    h100 = CATALOG.gpus["h100-sxm"]

    def step(model: str, weights: str) -> float:
        w = Workload.model_validate({"model": {"id": model}, "precision": {"weights": weights}, "runtime": "vllm",
                                     "load": {"input_tokens": 1000, "output_tokens": 1000}})
        r = resolve(w, CATALOG)
        return SpeedModel(r, budget_for(r, gpus=1, tp=1), h100, Layout(), 1).decode.step_s(1, 1000)

    before = {m: step(m, p) for m, p in (("gpt-oss-20b", "mxfp4"), ("llama-3.1-8b", "bf16"))}
    with fitted.use(fitted.Fitted(generated_by="", constants={MOE_LAYER_CONSTANT: cost})):
        assert step("gpt-oss-20b", "mxfp4") - before["gpt-oss-20b"] == pytest.approx(24 * 100 * US, rel=1e-9)
        assert step("llama-3.1-8b", "bf16") == pytest.approx(before["llama-3.1-8b"], rel=1e-12)


def test_a_fitted_band_sets_each_end_of_the_speed_figures():
    # A fitted row's bands (measured ÷ typical of a new source, fitlib.source_range) are not symmetric: here a first
    # token 0.5 × to 2.2 × its typical time, a decode rate 0.7 × to 1.4 × its typical rate. Llama 3.1 8B bf16 on one
    # H100 under vLLM, 1,000 tokens in, 100 out, one user.
    fe = fitted.FittedEfficiency(weights_mbu=0.85, prefill_mfu=0.65, decode_low=0.7, decode_high=1.4, ttft_low=0.5,
                                 ttft_high=2.2, decode_cases=1, ttft_cases=1, sources=2)
    w = workload("llama-3.1-8b", "bf16", "vllm", inp=1000, out=100)
    with fitted.use(fitted.Fitted(generated_by="", efficiency={"vllm/hopper": fe})):
        speed = fit(w, server("h100-sxm"), CATALOG).speed
    assert speed is not None and speed.ttft_s and speed.tokens_per_s_per_user and speed.request_s
    ttft, rate = speed.ttft_s, speed.tokens_per_s_per_user
    assert (ttft.low, ttft.high) == pytest.approx((0.5 * ttft.typical, 2.2 * ttft.typical))
    assert (rate.low, rate.high) == pytest.approx((0.7 * rate.typical, 1.4 * rate.typical))
    # One request: the first token in its band, the 99 gaps after it at the decode rate's ends (a slow rate is a
    # long gap: 1 / 0.7 of the typical gap; a fast one 1 / 1.4).
    gaps = 99 / rate.typical
    assert speed.request_s.typical == pytest.approx(ttft.typical + gaps)
    assert speed.request_s.low == pytest.approx(0.5 * ttft.typical + gaps / 1.4)
    assert speed.request_s.high == pytest.approx(2.2 * ttft.typical + gaps / 0.7)
