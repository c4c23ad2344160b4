"""Image tokens: what one image costs a vision-language model, per its processor.

* Native resolution (Qwen2-VL / Qwen2.5-VL, transformers Qwen2VLImageProcessor.smart_resize): each side
  is rounded to a multiple of patch × merge (28 px), the area is kept within [min_pixels, max_pixels],
  and every merge × merge block of patch × patch pixels becomes one token: a 1024 × 1024 image → 1036 ×
  1036 → 37 × 37 = 1,369 tokens (5,476 patches through the encoder).
* Tiles (Llama 3.2 Vision MllamaImageProcessor, LLaVA, Gemma 3): the image is fitted onto at most
  `max_tiles` tiles of `tile_size` px, each giving a fixed number of tokens ((560 ÷ 14)² + 1 class
  token = 1,601 for Llama 3.2 Vision; a 1024 × 1024 image takes 2 × 2 tiles → 6,404).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from app.core.model.arch import VisionTower


@dataclass(frozen=True)
class ImageTokens:
    """One image through the tower: tokens the language model reads, patches the encoder runs over."""

    tokens: int
    patches: int
    tiles: int
    side_px: int  # the side the processor resized the image to (native resolution), or the tile side


def _round_to(value: float, factor: int) -> int:
    return max(factor, round(value / factor) * factor)


def image_tokens(tower: VisionTower, side: int) -> ImageTokens:
    """Tokens and encoder patches for one square image of `side` pixels."""
    if tower.tile_size:
        per_side = math.ceil(side / tower.tile_size)
        tiles = min(tower.max_tiles, per_side * per_side)
        grid = tower.tile_size // tower.patch_size
        patches = grid * grid + (1 if tower.class_token else 0)
        per_tile = tower.tokens_per_tile or (grid // tower.merge) ** 2 + (1 if tower.class_token else 0)
        return ImageTokens(tokens=tiles * per_tile, patches=tiles * patches, tiles=tiles, side_px=tower.tile_size)
    factor = tower.patch_size * tower.merge
    h = w = _round_to(side, factor)
    if tower.max_pixels and h * w > tower.max_pixels:
        beta = math.sqrt(side * side / tower.max_pixels)
        h = w = max(factor, math.floor(side / beta / factor) * factor)
    elif tower.min_pixels and h * w < tower.min_pixels:
        beta = math.sqrt(tower.min_pixels / (side * side))
        h = w = math.ceil(side * beta / factor) * factor
    tokens = (h // factor) * (w // factor)
    return ImageTokens(tokens=tokens, patches=tokens * tower.merge * tower.merge, tiles=1, side_px=h)


def prompt_image_tokens(tower: VisionTower | None, images: int, side: int) -> int:
    """Image tokens one request adds to the language model's own sequence (self-attention towers);
    cross-attention towers (Llama 3.2 Vision) keep them out of it."""
    if tower is None or images <= 0 or tower.cross_attention_layers:
        return 0
    return images * image_tokens(tower, side).tokens
