"""Vision-language prefill: the vision encoder's forward over a request's images, then the language model's
prefill over its prompt with the image tokens in it (prefill.py counts those as prompt tokens).

    encoder = images × (2 × (tower parameters − merger parameters) × patches + 2 × merger parameters × tokens
                        + 4 × layers × patches × attended patches × width)
              ÷ (dense peak × prefill MFU)

A merging tower's projector (Qwen2-VL's patch merger, Qwen3-VL's merger and DeepStack mergers) runs once per merged
token, after the states are viewed as (-1, width × merge²): a quarter of the patches at merge 2.

Qwen2.5-VL attends within 112-pixel windows on all but `full_attention_layers` of its tower's layers
(config fullatt_block_indexes); a tower without that field attends over the whole image on every layer.

Before the GPU sees an image, the serving process decodes, resizes, rescales, normalizes and patches it on the host
(transformers' image processors, which vLLM and SGLang call): a cost per request that grows with the image's pixels
and holds no GPU, so it adds to the time to first token, not to the GPU's prefill time:

    preprocess = images × input megapixels × seconds per megapixel
"""

from __future__ import annotations

from app.core import fitted
from app.core.catalog import GpuSpec
from app.core.memory.types import Budget
from app.core.model import arithmetic as arch_math
from app.core.model.arch import VisionTower
from app.core.speed.decode import FLOPS_PER_TFLOP, DecodeModel, Layout
from app.core.speed.efficiency import Efficiency
from app.core.speed.prefill import PrefillModel
from app.core.tasks.vision import image_tokens
from app.core.workload.resolve import Resolved

# Host-side image preprocessing, seconds per megapixel of input image. Fitted (tests/core/calibration_fit/fit_tasks.py,
# `vision_preprocess_s_per_mpx` in resources/catalog/fitted_constants.json) from the vision-language time-to-first-token
# cases: each case's gap between its measured first token and the engine's GPU time, per megapixel sent; the median
# over sources. The figure below is the fallback when no fit is shipped: a published one, QwenLM/Qwen2-VL issue #491
# (github.com/QwenLM/Qwen3-VL/issues/491, vLLM on an RTX 4090): "a 1k square takes around 200 ms to process",
# 0.2 s / 1.048576 MP = 0.19 s/MP. Newer runtimes preprocess faster (transformers' torchvision-based fast image
# processor, PR #35733, the default since PR #39591), which is why the fit is lower.
PREPROCESS_NAME = "vision_preprocess_s_per_mpx"
PREPROCESS_S_PER_MPX = 0.19
MEGAPIXEL = 1e6


def preprocess_s(images: int, side: int) -> float:
    """Host time to preprocess one request's images (each `side` × `side` pixels as sent)."""
    per_mpx = fitted.constant(PREPROCESS_NAME, *(PREPROCESS_S_PER_MPX,) * 3)[1]
    return images * side * side / MEGAPIXEL * per_mpx


def encoder_flops(tower: VisionTower, side: int) -> float:
    """FLOPs of one image through the tower."""
    one = image_tokens(tower, side)
    width = tower.hidden_size or 0
    layers = tower.layers or 0
    full = layers if tower.full_attention_layers is None else min(layers, tower.full_attention_layers)
    window = one.patches
    if tower.window_size:
        window = min(one.patches, (tower.window_size // tower.patch_size) ** 2)
    attended = full * one.patches + (layers - full) * window
    per_patch = (tower.params_b - tower.merger_params_b) * arch_math.BILLION
    per_token = tower.merger_params_b * arch_math.BILLION
    return 2 * per_patch * one.patches + 2 * per_token * one.tokens + 4 * one.patches * attended * width


class VisionPrefill(PrefillModel):
    """A prefill that first runs the request's images through the vision encoder."""

    def __init__(self, r: Resolved, b: Budget, gpu: GpuSpec, layout: Layout, eff: Efficiency, decode: DecodeModel):
        super().__init__(r, b, gpu, layout, eff, decode)
        tower = r.model.arch.vision
        load = r.workload.load
        flops = encoder_flops(tower, load.image_resolution) * load.images_per_request if tower else 0.0
        peak = gpu.bf16_tflops * FLOPS_PER_TFLOP * eff.prefill_mfu * layout.tensor_parallel
        self.encoder_s = flops / peak if peak else 0.0
        if tower:
            self.host_fixed_s = preprocess_s(load.images_per_request, load.image_resolution)

    def gpu_s(self, tokens: float, batch_tokens: float | None = None) -> float:
        return super().gpu_s(tokens, batch_tokens) + (self.encoder_s if tokens > 0 else 0.0)
