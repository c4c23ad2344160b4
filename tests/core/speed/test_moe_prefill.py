"""The routed experts at prefill (app/core/speed/prefill.py): vLLM's fused_moe padding, the fitted grouped-GEMM share
and the experts' roofline beside the dense part's."""

from __future__ import annotations

import pytest
from test_speed import model_for, workload

from app.core import fitted
from app.core.catalog import load_catalog
from app.core.speed.decode import Layout
from app.core.speed.prefill import (
    MOE_FAMILY_GROUPED,
    MOE_FAMILY_GROUPED_CUDA,
    MOE_FAMILY_GROUPED_ROCM,
    MOE_FAMILY_LLAMACPP,
    MOE_PREFILL_SHARE_CONSTANT,
    SIZE_HALF_TOKENS,
    moe_family,
    moe_padding,
    moe_prefill_share,
)

# Mixtral 8x7B: 32 layers, 8 experts, top-2, each expert a gated MLP of 3 x 4,096 x 14,336 weights.
MIXTRAL_ROUTED_ACTIVE = 32 * 2 * 3 * 4096 * 14336  # 11,274,289,152


def _share(**values: float) -> fitted.Fitted:
    constants = {name: fitted.FittedValue(low=v, typical=v, high=v, cases=1, sources=1, fitted_on="test")
                 for name, v in values.items()}
    return fitted.Fitted(generated_by="", constants=constants)


@pytest.fixture(autouse=True)
def _table_figures():
    with fitted.use(fitted.Fitted(generated_by="")):
        yield


def test_padding_of_mixtral_prompts_to_vllms_token_blocks():
    # A 512-token prompt routes 512 x 2 = 1,024 rows to 8 experts: 128 each, two whole blocks of 64, no padding.
    assert moe_padding(512, 8, 2) == pytest.approx(1.0, rel=1e-9)
    # 100 tokens: 25 rows an expert, padded to one block of 64: 64 / 25 = 2.56 times the rows.
    assert moe_padding(100, 8, 2) == pytest.approx(2.56, rel=1e-9)
    # 4 tokens (no more than the 8 experts: blocks of 16): 8 x (1 - (6/8)^4) = 5.469 experts touched, one block each,
    # 5.469 x 16 / 8 = 10.94 times the 8 rows.
    touched = 8 * (1 - 0.75 ** 4)
    assert moe_padding(4, 8, 2) == pytest.approx(touched * 16 / 8, rel=1e-9)
    # Qwen3-235B-A22B (128 experts, top-8) at 4,096 tokens: 256 rows an expert, four whole blocks.
    assert moe_padding(4096, 128, 8) == pytest.approx(1.0, rel=1e-9)


GROUPED = MOE_PREFILL_SHARE_CONSTANT.format(family=MOE_FAMILY_GROUPED)
LLAMACPP = MOE_PREFILL_SHARE_CONSTANT.format(family=MOE_FAMILY_LLAMACPP)
GROUPED_ROCM = MOE_PREFILL_SHARE_CONSTANT.format(family=MOE_FAMILY_GROUPED_ROCM)
GROUPED_CUDA = MOE_PREFILL_SHARE_CONSTANT.format(family=MOE_FAMILY_GROUPED_CUDA)


def test_each_kernel_family_takes_its_own_share_and_the_dense_rate_before_a_fit():
    assert [moe_family(r) for r in ("vllm", "sglang", "tensorrt-llm", "llama.cpp", "ollama")] == [
        MOE_FAMILY_GROUPED, MOE_FAMILY_GROUPED, MOE_FAMILY_GROUPED, MOE_FAMILY_LLAMACPP, MOE_FAMILY_LLAMACPP]
    assert moe_prefill_share(MOE_FAMILY_GROUPED) == 1.0
    with fitted.use(_share(**{GROUPED: 0.3})):
        assert moe_prefill_share(MOE_FAMILY_GROUPED) == 0.3
        assert moe_prefill_share(MOE_FAMILY_LLAMACPP) == 1.0


def test_mixtral_experts_run_at_the_fitted_share_with_vllms_padding():
    # Mixtral 8x7B on 4 x H100 SXM under vLLM, a 100-token prompt: the routed experts' 2 x 11.27 G x 100 FLOPs run
    # 2.56 times over (padding) at half the dense rate (share 0.5) and the pass's size factor 100 / (100 + 128).
    with fitted.use(_share(**{GROUPED: 0.5})):
        p = model_for(workload("mixtral-8x7b", inp=100), "h100-sxm", Layout(tensor_parallel=4)).prefill
        assert p.routed_active == MIXTRAL_ROUTED_ACTIVE
        size = 100 / (100 + SIZE_HALF_TOKENS)
        compute, read = p.moe_prefill_s(100, 100, size)
        assert compute == pytest.approx(2 * MIXTRAL_ROUTED_ACTIVE * 100 * 2.56 / (p.rate * size * 0.5), rel=1e-9)
        # Every expert is touched by 100 tokens: their whole bytes once.
        d = p.decode
        assert read == pytest.approx(d.weights_bytes * d.expert_share / d.weights_bw, rel=1e-6)
        # The prompt: the dense part's roofline plus the experts' plus the all-reduces.
        dense = max(p.dense_flops(100) / (p.rate * size), p.weights_floor_s * (1 - d.expert_share))
        comm = 2 * p.layers * (p.allreduce_s + 100 * p.allreduce_bytes_s)
        assert p.gpu_s(100) == pytest.approx(dense + max(compute, read) + comm, rel=1e-9)


def test_llama_cpp_experts_are_not_padded_and_a_dense_model_ignores_the_share():
    with fitted.use(_share(**{LLAMACPP: 0.5, GROUPED: 0.1})):
        p = model_for(workload("mixtral-8x7b", "q4_k_m", "llama.cpp", inp=100), "h100-sxm",
                      Layout(tensor_parallel=4)).prefill
        size = 100 / (100 + SIZE_HALF_TOKENS)
        compute, _read = p.moe_prefill_s(100, 100, size)
        assert compute == pytest.approx(2 * p.routed_active * 100 / (p.rate * size * 0.5), rel=1e-9)
        dense_share = model_for(workload("llama-3.1-8b", inp=1000), "h100-sxm").prefill.gpu_s(1000)
    assert model_for(workload("llama-3.1-8b", inp=1000), "h100-sxm").prefill.gpu_s(1000) == dense_share


def test_each_gpu_vendor_takes_its_stacks_share_else_the_pooled_one():
    mi300x, h100 = load_catalog().gpu("mi300x"), load_catalog().gpu("h100-sxm")
    assert [moe_family("vllm", mi300x), moe_family("sglang", mi300x), moe_family("vllm", h100),
            moe_family("tensorrt-llm", h100), moe_family("vllm"), moe_family("llama.cpp", mi300x)] == [
        MOE_FAMILY_GROUPED_ROCM, MOE_FAMILY_GROUPED_ROCM, MOE_FAMILY_GROUPED_CUDA, MOE_FAMILY_GROUPED_CUDA,
        MOE_FAMILY_GROUPED, MOE_FAMILY_LLAMACPP]
    # No fit at all: the dense rate; only the pooled fit: both stacks take it; a stack's own fit: its own.
    assert moe_prefill_share(MOE_FAMILY_GROUPED_ROCM) == 1.0
    with fitted.use(_share(**{GROUPED: 0.4})):
        assert moe_prefill_share(MOE_FAMILY_GROUPED_ROCM) == moe_prefill_share(MOE_FAMILY_GROUPED_CUDA) == 0.4
    with fitted.use(_share(**{GROUPED: 0.4, GROUPED_ROCM: 0.08, GROUPED_CUDA: 0.5})):
        assert moe_prefill_share(MOE_FAMILY_GROUPED_ROCM) == 0.08
        assert moe_prefill_share(MOE_FAMILY_GROUPED_CUDA) == 0.5
        # Mixtral 8x7B on 4 x MI300X under vLLM, a 100-token prompt: the experts' 2 x 11.27 G x 100 FLOPs, 2.56 times
        # over (padding), at 0.08 of the dense rate; the same prompt on 4 x H100 SXM at 0.5 of its own.
        size = 100 / (100 + SIZE_HALF_TOKENS)
        for gpu, share in (("mi300x", 0.08), ("h100-sxm", 0.5)):
            p = model_for(workload("mixtral-8x7b", inp=100), gpu, Layout(tensor_parallel=4)).prefill
            compute, _read = p.moe_prefill_s(100, 100, size)
            assert compute == pytest.approx(2 * MIXTRAL_ROUTED_ACTIVE * 100 * 2.56 / (p.rate * size * share), rel=1e-9)
