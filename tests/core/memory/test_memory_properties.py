"""Invariants of the budget over any input the workload schema accepts (hypothesis)."""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, assume, given, reject, settings
from hypothesis import strategies as st

from app.core.catalog import load_catalog
from app.core.findings import InputError
from app.core.memory.components import budget as engine_budget
from app.core.workload.schema import Workload


def budget(w: Workload, catalog):
    """The engine's budget; a request longer than the model's context is refused (a field problem), not sized."""
    try:
        return engine_budget(w, catalog)
    except InputError as exc:
        if {p.code for p in exc.problems} == {"beyond_context"}:
            reject()
        raise

CATALOG = load_catalog()
# Text models: the properties below cover training too, which image and speech pipelines are not sized for
# (tests/core/tasks/test_tasks.py holds their own properties).
MODEL_IDS = sorted(m.id for m in CATALOG.models.values() if m.diffusion is None and m.audio is None)
WEIGHT_FORMATS = sorted(CATALOG.quant_formats)
KV_FORMATS = sorted(f.id for f in CATALOG.quant_formats.values() if f.kv_cache)
RUNTIMES = ["vllm", "sglang", "tgi", "transformers", "llama.cpp", "ollama", "generic"]
MODES = ["inference", "lora", "qlora", "full_finetune"]

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def explicit_models(draw):
    """Explicit architectures, from a bare parameter count to a full one."""
    params_b = draw(st.floats(min_value=0.01, max_value=2000, allow_nan=False))
    if draw(st.booleans()):
        return {"params_b": params_b}
    heads = draw(st.sampled_from([1, 2, 4, 8, 16, 32, 64]))
    kv_heads = draw(st.sampled_from([h for h in (1, 2, 4, 8, 16, 32, 64) if h <= heads]))
    return {"params_b": params_b, "layers": draw(st.integers(1, 128)), "hidden_size": heads * 64,
            "intermediate_size": draw(st.integers(64, 65536)), "heads": heads, "kv_heads": kv_heads,
            "head_dim": 64, "vocab_size": draw(st.integers(100, 300_000))}


@st.composite
def workloads(draw):
    model = draw(st.one_of(st.sampled_from(MODEL_IDS).map(lambda m: {"id": m}), explicit_models()))
    mode = draw(st.sampled_from(MODES))
    data = {
        "model": model, "mode": mode, "runtime": draw(st.sampled_from(RUNTIMES)),
        "precision": {"weights": draw(st.sampled_from(["auto", *WEIGHT_FORMATS])),
                      "kv_cache": draw(st.sampled_from(["auto", *KV_FORMATS]))},
        "load": {"input_tokens": draw(st.integers(1, 300_000)), "output_tokens": draw(st.integers(0, 50_000)),
                 "concurrency": draw(st.integers(1, 512))},
        "training": {"seq_len": draw(st.integers(1, 65_536)), "micro_batch": draw(st.integers(1, 64)),
                     "optimizer": draw(st.sampled_from(["adamw", "adamw_8bit", "sgd", "adafactor"])),
                     "gradient_checkpointing": draw(st.booleans()), "lora_rank": draw(st.integers(1, 512)),
                     "sharding": draw(st.sampled_from(["none", "zero1", "zero2", "zero3"])),
                     "master_weights": draw(st.booleans())},
        "gpus": draw(st.sampled_from([1, 2, 4, 8])),
    }
    if mode != "inference" and data["runtime"] not in ("transformers", "generic"):
        del data["runtime"]  # a serving runtime does not train (a named one is a problem): its framework sizes it
    return Workload.model_validate(data)


@SETTINGS
@given(workloads())
def test_no_accepted_input_crashes_the_engine(w):
    b = budget(w, CATALOG)
    assert b.per_gpu_bytes > 0
    assert b.per_gpu_low_bytes <= b.per_gpu_bytes <= b.per_gpu_high_bytes
    for c in b.components:
        assert 0 <= c.low_bytes <= c.bytes <= c.high_bytes


def _bump(w: Workload, section: str, field: str, factor: int) -> Workload:
    part = getattr(w, section)
    return w.model_copy(update={section: part.model_copy(update={field: getattr(part, field) * factor})})


@SETTINGS
@given(workloads(), st.sampled_from([("load", "input_tokens"), ("load", "output_tokens"),
                                     ("load", "concurrency"), ("training", "seq_len"),
                                     ("training", "micro_batch")]), st.integers(2, 4))
def test_more_tokens_or_concurrency_never_lower_the_total(w, field, factor):
    before = budget(w, CATALOG)
    after = budget(_bump(w, field[0], field[1], factor), CATALOG)
    assert after.per_gpu_bytes >= before.per_gpu_bytes
    assert after.per_gpu_high_bytes >= before.per_gpu_high_bytes


@SETTINGS
@given(workloads(), st.floats(min_value=1.01, max_value=3.0))
def test_more_parameters_never_lower_the_total(w, factor):
    if w.model.id or w.model.params_b is None:
        return
    # llama.cpp splits whole layers over GPUs: a model with one more layer can leave the fullest GPU a
    # smaller share (3 layers on 2 GPUs: 2 on one; 4 layers: 2 each), so per GPU is monotonic only on one.
    assume(not (w.runtime in ("llama.cpp", "ollama") and w.gpus > 1))
    bigger = w.model_copy(update={"model": w.model.model_copy(update={"params_b": w.model.params_b * factor})})
    assert budget(bigger, CATALOG).per_gpu_bytes >= budget(w, CATALOG).per_gpu_bytes


@SETTINGS
@given(st.sampled_from(MODEL_IDS), st.sampled_from(["full_finetune", "lora"]))
def test_zero3_per_gpu_bytes_fall_as_gpus_are_added(model_id, mode):
    totals = []
    for gpus in (1, 2, 4, 8, 16):
        # The textbook formulas (runtime 'generic'): a framework adds communication buffers from 2 GPUs on.
        w = Workload.model_validate({"model": {"id": model_id}, "mode": mode, "gpus": gpus, "runtime": "generic",
                                     "training": {"sharding": "zero3"}})
        totals.append(budget(w, CATALOG).per_gpu_bytes)
    assert all(b <= a for a, b in itertools.pairwise(totals))
    if mode == "full_finetune":
        assert totals[-1] < totals[0]
