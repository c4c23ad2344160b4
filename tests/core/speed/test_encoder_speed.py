"""The encoder forward of app/core/speed/encoders.py: hand-worked FLOPs and fixed costs under given fitted figures."""

from __future__ import annotations

import pytest

from app.core import fitted
from app.core.catalog import load_catalog
from app.core.memory.components import budget_for
from app.core.speed.decode import Layout
from app.core.speed.encoders import GPU_PREFIX, LAYER_PREFIX, MFU_PREFIX, gpu_model, runtime_kind
from app.core.speed.estimate import SpeedModel
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload

CATALOG = load_catalog()


def _value(x: float) -> fitted.FittedValue:
    return fitted.FittedValue(low=x, typical=x, high=x, cases=1, sources=1, fitted_on="test")


def _data(**constants: float) -> fitted.Fitted:
    return fitted.Fitted(generated_by="test", constants={k: _value(v) for k, v in constants.items()})


def _model(runtime: str, gpu: str, weights: str = "fp16") -> SpeedModel:
    w = Workload.model_validate({"format": "headroom.workload/1", "name": "t", "model": {"id": "bge-large-en-v1.5"},
                                 "task": "embeddings", "runtime": runtime,
                                 "load": {"input_tokens": 128, "output_tokens": 0, "concurrency": 1},
                                 "precision": {"weights": weights}})
    r = resolve(w, CATALOG)
    return SpeedModel(r, budget_for(r), CATALOG.gpus[gpu], Layout(), 1)


def test_runtime_kinds():
    assert runtime_kind("tensorrt-llm") == "tensorrt"
    assert runtime_kind("transformers") == "pytorch"
    assert runtime_kind("generic") == runtime_kind("vllm") == runtime_kind("tgi") == "serving"


def test_gpu_models_join_memory_and_form_factor_variants():
    assert gpu_model("a100-sxm-40gb") == gpu_model("a100-pcie-80gb") == "a100"
    assert gpu_model("t4") == "t4" and gpu_model("v100-sxm2-32gb") == "v100"
    assert gpu_model("rtx-3090") == "rtx-3090" and gpu_model("rtx-pro-6000-blackwell") == "rtx-pro-6000"


def test_bert_large_pass_is_gemm_flops_at_the_fitted_share_plus_a_cost_per_layer():
    data = _data(**{MFU_PREFIX + "tensorrt": 0.5, LAYER_PREFIX + "tensorrt": 1e-4})
    with fitted.use(data):
        m = _model("tensorrt-llm", "a100-sxm-40gb")
        # GEMM parameters: 24 layers x 1024 x (4 x 1024 + 2 x 4096) = 301,989,888 (the 31 M of embeddings excluded).
        assert m.prefill.gemm_params == 301_989_888
        # 2 x 301,989,888 x 128 + 4 x 24 x 128² x 1024 = 78,920,024,064 FLOPs at 312 TFLOPS x 0.5, + 24 x 0.1 ms.
        assert m.prefill.gpu_s(128, 128) == pytest.approx(78_920_024_064 / 156e12 + 24 * 1e-4, rel=1e-9)
        # Eight prompts in one pass share its fixed cost: each pays an eighth.
        assert m.prefill.gpu_s(128, 1024) == pytest.approx(78_920_024_064 / 156e12 + 24 * 1e-4 / 8, rel=1e-9)
        assert m.prefill.eff.request_s == 0.0  # no chat server's per-request cost on top
        assert m.prefill.assumption == "assume_encoder_speed"  # the line the estimate shows


def test_int8_runs_at_the_int8_peak_and_a_gpu_factor_scales_the_rate():
    data = _data(**{MFU_PREFIX + "tensorrt": 0.5, LAYER_PREFIX + "tensorrt": 1e-4})
    with fitted.use(data):
        fp16 = _model("tensorrt-llm", "t4").prefill.rate
        int8 = _model("tensorrt-llm", "t4", "int8").prefill.rate
    assert fp16 == pytest.approx(65e12 * 0.5) and int8 == pytest.approx(130e12 * 0.5)
    with fitted.use(data.model_copy(update={"constants": {**data.constants, GPU_PREFIX + "t4": _value(0.5)}})):
        assert _model("tensorrt-llm", "t4").prefill.rate == pytest.approx(65e12 * 0.25)


def test_without_a_fit_the_width_scaled_prefill_share_stands():
    with fitted.use(fitted.Fitted(generated_by="test")):
        m = _model("generic", "l4")
    assert m.prefill.pass_s == 0.0 and m.prefill.assumption == "assume_prefill_mfu"
    assert m.prefill.rate == pytest.approx(121e12 * m.eff.prefill_mfu * 1024 / (1024 + 600))
