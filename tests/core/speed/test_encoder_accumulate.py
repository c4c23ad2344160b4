"""TensorRT FP16 engines on GeForce cards: FP16 accumulation runs at twice the catalog's (FP32-accumulate) rate."""

from __future__ import annotations

from app.core.catalog import load_catalog
from app.core.speed import encoders as enc


def test_only_tensorrt_fp16_on_a_geforce_card_gets_the_doubled_rate():
    gpus = load_catalog().gpus
    geforce, datacentre, workstation = gpus["rtx-3090"], gpus["a100-sxm-80gb"], gpus["rtx-a6000"]
    assert enc.accumulate_factor(geforce, enc.TENSORRT, "fp16") == 2.0
    # The catalog lists the RTX 3090's FP32-accumulate rate (71 TFLOPS): with FP16 accumulation it is the 142 of GA102.
    assert geforce.fp16_tflops * enc.accumulate_factor(geforce, enc.TENSORRT, "fp16") == 142
    for gpu in (datacentre, workstation):
        assert enc.accumulate_factor(gpu, enc.TENSORRT, "fp16") == 1.0
    assert enc.accumulate_factor(geforce, enc.SERVING, "fp16") == 1.0  # ONNX Runtime / TEI: cuBLAS, FP32 accumulation
    assert enc.accumulate_factor(geforce, enc.PYTORCH, "fp16") == 1.0
    assert enc.accumulate_factor(geforce, enc.TENSORRT, "int8") == 1.0  # integer GEMMs have their own peak
