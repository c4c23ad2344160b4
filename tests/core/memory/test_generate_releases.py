"""transformers generate() by release: the legacy tuple cache before 4.36, eager attention before 4.36, and
AutoGPTQ's ExLlama scratch for 4-bit GPTQ checkpoints (issue 29; tests/core/calibration cases_inference_optimum.json)."""

from __future__ import annotations

import pytest

from app.core.catalog import load_catalog
from app.core.memory import components as memory
from app.core.memory.sizing import build_sizing
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload

# Llama-3.1-8B: 32 layers × 8 KV heads × 128 × 2 (K, V) × 2 B = 131,072 B of cache per token.
KV_PER_TOKEN = 32 * 8 * 128 * 2 * 2


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def sizing(catalog, model="llama-3.1-8b", **data):
    data.setdefault("runtime", "transformers")
    return build_sizing(resolve(Workload.model_validate({"model": {"id": model}, **data}), catalog))


def _generate(catalog, version, output_tokens=3584):
    s = sizing(catalog, runtime_options={"runtime_version": version},
               load={"input_tokens": 512, "output_tokens": output_tokens, "concurrency": 4})
    return memory.kv_cache_bytes(s), memory.inference_activations_bytes(s)


def test_before_the_cache_classes_a_decode_step_ends_with_two_whole_caches(catalog):
    kv, act = _generate(catalog, "transformers 4.32")
    assert kv.bytes == 4 * 4096 * KV_PER_TOKEN == 2_147_483_648
    # The previous step's tuple outlives the forward that built the new one: a second cache, larger here than
    # the prompt's layer, scores (4 × 32 × 512² × 10 B) or logits (2048 × 128,256 × 6 B).
    assert act.terms["previous_step_cache"] == kv.bytes
    assert act.bytes == kv.bytes


def test_the_dynamic_cache_of_4_36_grows_in_place(catalog):
    _kv, act = _generate(catalog, "transformers 4.36")
    assert "previous_step_cache" not in act.terms
    # The peak is the prompt's logits, every position until 4.45: 4 × 512 × 128,256 × 6 B.
    assert act.bytes == 4 * 512 * 128_256 * 6 == 1_576_009_728


def test_a_one_token_answer_runs_no_decode_step(catalog):
    _kv, act = _generate(catalog, "transformers 4.32", output_tokens=1)
    assert "previous_step_cache" not in act.terms


def test_attention_is_eager_before_4_36_and_sdpa_from_it(catalog):
    assert _generate(catalog, "transformers 4.35")[1].terms["attention"] == "eager"
    assert _generate(catalog, "transformers 4.36")[1].terms["attention"] == "sdpa"
    # 4 sequences × 32 heads × 512² prompt scores × 10 B (16-bit product, fp32 copy and softmax)
    assert _generate(catalog, "transformers 4.35")[1].terms["score_bytes"] == 4 * 32 * 512 * 512 * 10


def test_gptq_under_transformers_keeps_exllama_scratch_as_large_as_the_largest_matrix(catalog):
    def act(version):
        s = sizing(catalog, model="qwen2.5-7b", precision={"weights": "gptq"},
                   runtime_options={"runtime_version": version}, load={"input_tokens": 1, "output_tokens": 2048})
        return memory.inference_activations_bytes(s)

    with_scratch = act("transformers 4.46.0")
    # Qwen2.5-7B's gate/up projections: 3,584 × 18,944 16-bit values of temp_dq.
    assert with_scratch.terms["exllama_scratch"] == 3584 * 18944 * 2
    # A runtime that only borrows transformers' model code (GPTQ-for-LLaMa's own kernels) keeps none.
    other = act("gptq-for-llama c4246a0")
    assert "exllama_scratch" not in other.terms
    assert with_scratch.bytes - other.bytes == pytest.approx(3584 * 18944 * 2, abs=1)


def test_gpt_fast_loops_keep_every_positions_16_bit_logits(catalog):
    # torchao/_models/llama/generate.py (gpt-fast): Transformer.forward runs the head over every prompt position in
    # 16 bits; transformers from 4.45 keeps the last position only (tests/core/calibration cases_inference_torchao.json).
    _kv, act = _generate(catalog, "torchao generate.py (gpt-fast)", output_tokens=1)
    assert act.terms["engine"] == "gpt-fast"
    assert act.terms["logit_bytes"] == 4 * 512 * 128_256 * 2 == 525_336_576
    assert _generate(catalog, "gpt-fast", output_tokens=1)[1].terms["logit_bytes"] == 525_336_576
    assert _generate(catalog, "transformers 4.46", output_tokens=1)[1].terms["logit_bytes"] == 4 * 128_256 * 6
