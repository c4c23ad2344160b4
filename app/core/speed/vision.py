"""Vision-language prefill: the vision encoder's forward over a request's images, then the language model's
prefill over its prompt with the image tokens in it (prefill.py counts those as prompt tokens).

    encoder = images × (2 × tower parameters × patches + 4 × layers × patches × attended patches × width)
              ÷ (dense peak × prefill MFU)

Qwen2.5-VL attends within 112-pixel windows on all but `full_attention_layers` of its tower's layers
(config fullatt_block_indexes); a tower without that field attends over the whole image on every layer.
"""

from __future__ import annotations

from app.core.catalog import GpuSpec
from app.core.memory.types import Budget
from app.core.model import arithmetic as arch_math
from app.core.model.arch import VisionTower
from app.core.speed.decode import FLOPS_PER_TFLOP, DecodeModel, Layout
from app.core.speed.efficiency import Efficiency
from app.core.speed.prefill import PrefillModel
from app.core.tasks.vision import image_tokens
from app.core.workload.resolve import Resolved


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
    return 2 * tower.params_b * arch_math.BILLION * one.patches + 4 * one.patches * attended * width


class VisionPrefill(PrefillModel):
    """A prefill that first runs the request's images through the vision encoder."""

    def __init__(self, r: Resolved, b: Budget, gpu: GpuSpec, layout: Layout, eff: Efficiency, decode: DecodeModel):
        super().__init__(r, b, gpu, layout, eff, decode)
        tower = r.model.arch.vision
        load = r.workload.load
        flops = encoder_flops(tower, load.image_resolution) * load.images_per_request if tower else 0.0
        peak = gpu.bf16_tflops * FLOPS_PER_TFLOP * eff.prefill_mfu * layout.tensor_parallel
        self.encoder_s = flops / peak if peak else 0.0

    def gpu_s(self, tokens: float, batch_tokens: float | None = None) -> float:
        return super().gpu_s(tokens, batch_tokens) + (self.encoder_s if tokens > 0 else 0.0)
