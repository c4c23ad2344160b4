"""Vision-language models: the language model's budget with image tokens in every prompt, plus the vision
encoder.

* The image tokens (app/core/tasks/vision.py) join the prompt, so the KV cache and the language model's
  forward grow with them (memory/sizing.py `Sizing.tokens`). A cross-attention tower (Llama 3.2 Vision)
  keeps them out of the text sequence instead: each of its cross-attention layers caches K and V of the
  image states (vLLM MllamaForConditionalGeneration: `cross_attention_states` per cross layer), and those
  layers keep no cache of the text.
* The vision encoder's weights stay in 16 bits: quantized checkpoints leave the tower unquantized
  (AutoAWQ / GPTQ `modules_to_not_convert: ["visual"]`; llama.cpp keeps it in its own f16 `mmproj` file).
* The encoder runs over the patches of the images waiting in one batch (vLLM schedules encoder inputs
  within max_num_batched_tokens, vllm/v1/core/encoder_cache_manager.py compute_encoder_budget); its
  output embeddings are cached until the prompt's prefill reads them.
"""

from __future__ import annotations

from app.core import constants as C
from app.core.memory.overhead import runtime_overhead_bytes
from app.core.memory.sizing import Sizing
from app.core.memory.types import Component
from app.core.memory.weights import BITS, component
from app.core.model import arithmetic as arch_math
from app.core.runtimes import traits
from app.core.tasks import VISION_LANGUAGE
from app.core.tasks.vision import image_tokens

# Values alive per token inside one encoder layer: fused q/k/v (3 × hidden), attention output, MLP input
# and its activation (2 × MLP width, 3 for a gated MLP), the residual and the normalised input
# (transformers modeling_qwen2_5_vl.py Qwen2_5_VLVisionBlock; fused attention keeps no score matrix).
ENCODER_HIDDEN_VALUES = 6
ENCODER_MLP_VALUES = 3


def _tower_bits(s: Sizing) -> float:
    return 32.0 if s.weights.id == "fp32" else 16.0


def vision_encoder_bytes(s: Sizing) -> Component:
    """Vision tower and projector parameters × 16 bits ÷ 8, split like the language model's weights."""
    tower = s.arch.vision
    assert tower is not None
    params = round(tower.params_b * arch_math.BILLION)
    bits = _tower_bits(s)
    share = 1 if traits(s.runtime).layer_split else s.tp  # llama.cpp keeps mmproj whole on one GPU
    value = params * bits / BITS / share
    return component("vision_encoder", value, value, value, "vision_encoder",
                     {"params": params, "bits": bits, "gpus_sharing": share},
                     "vision tower parameters from the model's config; kept in 16 bits by quantizers")


def _encoder_images(s: Sizing) -> int:
    """Images the encoder runs over at once: all the requests' images, or what the batched-token budget holds."""
    w = s.workload
    tower = s.arch.vision
    assert tower is not None
    images = w.load.images_per_request * s.sequences
    if traits(s.runtime).encoder_budget and images:
        per_image = max(1, image_tokens(tower, w.load.image_resolution).tokens)
        budget = w.runtime_options.max_num_batched_tokens or int(C.VLLM_V1_MAX_NUM_BATCHED_TOKENS.typical)
        images = min(images, max(1, budget // per_image))
    return images


def _vision_activations(s: Sizing, language: Component) -> Component:
    """Larger of the language model's peak and the encoder's forward, plus the image embeddings it keeps."""
    tower = s.arch.vision
    assert tower is not None
    w = s.workload
    one = image_tokens(tower, w.load.image_resolution)
    images = _encoder_images(s)
    hidden = tower.hidden_size or s.hidden()
    width = tower.intermediate_size or 4 * hidden
    per_patch = (ENCODER_HIDDEN_VALUES * hidden + ENCODER_MLP_VALUES * width) * C.ACTIVATION_BYTES / s.tp
    encoder = images * one.patches * per_patch
    embeddings = images * one.tokens * s.hidden() * C.ACTIVATION_BYTES
    low, typical, high = (max(v, encoder) + embeddings for v in (language.low_bytes, language.bytes,
                                                                 language.high_bytes))
    terms: dict[str, float | int | str] = {
        "language_model_bytes": language.bytes, "images": images, "patches": one.patches,
        "encoder_bytes": round(encoder), "embedding_bytes": round(embeddings), "language_formula": language.formula}
    return component("activations", low, typical, high, "act_vision", terms,
                     f"{language.source}; vision encoder forward over the scheduled images",
                     language.range_reason)


def _cross_attention_cache(s: Sizing, kv: Component) -> Component:
    """Text cache on the self-attention layers only, plus K and V of the image states on every
    cross-attention layer, per sequence."""
    tower = s.arch.vision
    assert tower is not None
    w = s.workload
    layers = s.layers()
    cross = min(tower.cross_attention_layers, layers)
    text_share = (layers - cross) / layers
    one = image_tokens(tower, w.load.image_resolution)
    tokens = one.tokens * w.load.images_per_request
    elements = arch_math.kv_elements_per_token(s.arch, latent_mla=s.latent_mla)
    per_token_layer = elements[0] if elements else 2 * s.kv_dim()
    kv_bytes = (s.kv.kv_bits or 16) / BITS
    shard = float(kv.terms.get("shard", 1) or 1)
    image = s.sequences * cross * tokens * per_token_layer * kv_bytes / shard
    terms = {**kv.terms, "self_attention_layers": layers - cross, "cross_layers": cross, "image_tokens": tokens,
             "image_cache_bytes": round(image)}
    return component("kv_cache", kv.low_bytes * text_share + image, kv.bytes * text_share + image,
                     kv.high_bytes * text_share + image, "kv_cross_attention", terms, kv.source, kv.range_reason)


def with_vision(s: Sizing, out: list[Component]) -> list[Component]:
    """The language model's components with the vision encoder added (and, when images are read, the
    encoder's forward in the activations and the image states of cross-attention layers in the cache)."""
    result = list(out)
    result.insert(1, vision_encoder_bytes(s))
    if s.training or s.task != VISION_LANGUAGE or s.workload.load.images_per_request == 0:
        return result
    tower = s.arch.vision
    assert tower is not None
    for i, c in enumerate(result):
        if c.key == "kv_cache" and tower.cross_attention_layers and c.bytes:
            result[i] = _cross_attention_cache(s, c)
        elif c.key == "activations":
            result[i] = _vision_activations(s, c)
        elif c.key == "runtime_overhead":  # its allocator slack follows the activations above
            act = next(a for a in result if a.key == "activations")
            result[i] = runtime_overhead_bytes(s, act)
    return result
