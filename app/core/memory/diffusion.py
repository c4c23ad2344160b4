"""Image generation (FLUX.1, SD3.5, SDXL): a pipeline of text encoders, a denoiser and a VAE, run in turn.

    text encoders  prompt → embeddings, once per request (T5-XXL alone is 4.76 B parameters)
    denoiser       `steps` passes over the latent image (× 2 with classifier-free guidance)
    VAE decoder    latent → pixels, once per image: its full-resolution blocks are the largest tensors

Each part is held at its own precision: the denoiser at the workload's weights format, the text encoders
at `precision.text_encoders`, the VAE in 16 bits (fp32 when the pipeline upcasts an fp16 VAE, SDXL's
`force_upcast`). All resident (diffusers `pipe.to("cuda")`), the GPU holds every part plus the largest
stage's transient tensors; with `runtime_options.model_cpu_offload` (diffusers enable_model_cpu_offload,
accelerate cpu_offload_with_hook) only the stage that runs is on the GPU, and the budget is the largest
stage: its part's weights and its transient tensors.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core import constants as C
from app.core.memory.sizing import Sizing
from app.core.memory.types import Component
from app.core.memory.weights import BITS, component
from app.core.model import arithmetic as arch_math
from app.core.model.arch import DiffusionParts

FP32_BYTES = 4
# The encoder formats under which transformers keeps `_keep_in_fp32_modules` in fp32: an fp16 load
# (modeling_utils: torch_dtype == torch.float16) and bitsandbytes' own 4-bit formats, whose quantizer asks for it and
# leaves those modules unquantized (Bnb4BitHfQuantizer.use_keep_in_fp32_modules = True; modules_to_not_convert takes
# keep_in_fp32_modules: huggingface/transformers@d91fa5a src/transformers/quantizers/quantizer_bnb_4bit.py). `int8`
# names bitsandbytes' LLM.int8() and other 8-bit schemes alike (quanto, applied after the load, quantizes `wo`), so
# it keeps none here.
FP32_KEPT_UNDER = frozenset({"fp16", "nf4", "nf4-dq"})
PIPELINE_SOURCE = "diffusers pipelines: text encoders, denoiser, VAE (huggingface/diffusers pipeline_flux.py)"


@dataclass(frozen=True)
class Shape:
    """The work of one pass: images decoded together, denoiser tokens per image, pixels per image."""

    resolution: int
    images: int  # images in flight on one GPU (requests at once × images per request)
    passes: int  # denoiser batch per image (classifier-free guidance: 2)
    tokens: int  # denoiser sequence per image (latent tokens + joint text tokens)
    latent_tokens: int
    pixels: int


def parts(s: Sizing) -> DiffusionParts:
    assert s.arch.diffusion is not None
    return s.arch.diffusion


def shape(s: Sizing) -> Shape:
    d = parts(s)
    load = s.workload.load
    side = load.resolution or d.default_resolution
    cells = side // d.vae_scale
    per_side = cells // (d.patch_size if d.denoiser == "transformer" else 1)
    latent = per_side * per_side
    images = s.sequences * load.images
    return Shape(resolution=side, images=images, passes=d.guidance_passes, tokens=latent + d.text_tokens,
                 latent_tokens=latent, pixels=side * side)


def _pipeline_dtype_bytes(s: Sizing) -> int:
    """Bytes of the pipeline's compute dtype: fp32 when the weights are fp32, else 16 bits."""
    return FP32_BYTES if s.weights.id == "fp32" else C.ACTIVATION_BYTES


def vae_upcast(s: Sizing) -> bool:
    """The pipeline decodes in fp32: an fp16 pipeline with a VAE marked force_upcast (SDXL)."""
    return parts(s).vae_force_upcast and s.weights.id == "fp16"


# --- the parts' weights ---------------------------------------------------------------------------

def denoiser_bytes(s: Sizing) -> float:
    return s.params * s.weights.bits_per_weight / BITS


def encoder_bits(s: Sizing) -> float:
    fmt = s.encoders
    return fmt.bits_per_weight if fmt is not None else 16.0


def kept_fp32_params(s: Sizing) -> float:
    """Encoder parameters held in fp32 beside a 16-bit load: transformers' from_pretrained keeps a model class's
    `_keep_in_fp32_modules` in fp32 when torch_dtype is float16 (T5PreTrainedModel: ["wo"], the feed-forward
    output projections; huggingface/transformers@6b8b757 src/transformers/models/t5/modeling_t5.py), and so does
    bitsandbytes' 4-bit quantizer (FP32_KEPT_UNDER). bf16 loads and other quantized encoders keep none."""
    if s.encoders is None or s.encoders.id not in FP32_KEPT_UNDER:
        return 0.0
    return sum(e.fp32_params_b for e in parts(s).text_encoders) * arch_math.BILLION


def encoders_bytes(s: Sizing) -> float:
    params = sum(e.params_b for e in parts(s).text_encoders) * arch_math.BILLION
    kept = kept_fp32_params(s)
    return (params - kept) * encoder_bits(s) / BITS + kept * FP32_BYTES


def vae_bytes(s: Sizing) -> float:
    bytes_per = FP32_BYTES if vae_upcast(s) else _pipeline_dtype_bytes(s)
    return parts(s).vae_params_b * arch_math.BILLION * bytes_per


# --- the stages' transient tensors ----------------------------------------------------------------

def _block_values(hidden: int, width: int) -> int:
    return C.BLOCK_HIDDEN_VALUES * hidden + C.BLOCK_MLP_VALUES * width


def text_stage_bytes(s: Sizing) -> float:
    """The largest text encoder's block over its prompt tokens, for every request's prompt at once."""
    biggest = 0.0
    for e in parts(s).text_encoders:
        if e.hidden_size:
            width = e.intermediate_size or 4 * e.hidden_size
            biggest = max(biggest, e.max_tokens * _block_values(e.hidden_size, width) * C.ACTIVATION_BYTES)
    return biggest * s.sequences


def denoiser_stage_bytes(s: Sizing, sh: Shape) -> float:
    """One block of the denoiser over every image's tokens (× 2 with guidance), fused attention."""
    hidden = s.hidden()
    width = s.arch.intermediate_size or 4 * hidden
    return sh.images * sh.passes * sh.tokens * _block_values(hidden, width) * _pipeline_dtype_bytes(s)


def vae_decode_images(s: Sizing, sh: Shape) -> int:
    """Images the VAE decodes at once: one with slicing (diffusers AutoencoderKL.decode: `if self.use_slicing and
    z.shape[0] > 1`, each latent split(1) through _decode), else the whole batch."""
    return 1 if s.workload.runtime_options.vae_slicing else sh.images


def vae_decode_pixels(s: Sizing, sh: Shape) -> int:
    """Pixels the VAE decodes at once: one tile with tiling above the tile side (diffusers AutoencoderKL._decode:
    `if self.use_tiling and (z.shape[-1] > self.tile_latent_min_size ...)`: tiled_decode, one
    tile_sample_min_size square at a time), else the whole image."""
    tile = parts(s).vae_tile
    if s.workload.runtime_options.vae_tiling and sh.resolution > tile:
        return tile * tile
    return sh.pixels


def vae_stage_bytes(s: Sizing, sh: Shape) -> tuple[float, float, float]:
    """The decoder's first full-resolution block for what it decodes at once (low, typical, high): every image's
    whole picture, or one image (slicing) and one tile (tiling)."""
    widths = parts(s).vae_channels
    second = widths[1] if len(widths) > 1 else widths[0]
    per_value = FP32_BYTES if vae_upcast(s) else _pipeline_dtype_bytes(s)
    at_once = vae_decode_images(s, sh) * vae_decode_pixels(s, sh)
    lo, ty, hi = (at_once * second * k * per_value for k in C.VAE_DECODE_WIDTHS)
    return lo, ty, hi


# --- the budget -----------------------------------------------------------------------------------

def _offloaded(key: str, host: float) -> Component:
    return component(key, 0, 0, 0, "stage_offloaded", {"host_bytes": round(host)},
                     "diffusers enable_model_cpu_offload: moved to the GPU for its own stage only")


def diffusion_components(s: Sizing) -> list[Component]:
    d = parts(s)
    sh = shape(s)
    den_w, enc_w, vae_w = denoiser_bytes(s), encoders_bytes(s), vae_bytes(s)
    text_t = text_stage_bytes(s)
    den_t = denoiser_stage_bytes(s, sh)
    vae_lo, vae_t, vae_hi = vae_stage_bytes(s, sh)
    names = " + ".join(e.name for e in d.text_encoders)
    weights = component("weights", den_w, den_w, den_w, "weights_denoiser",
                        {"params": s.params, "bits": round(s.weights.bits_per_weight, 4), "format": s.weights.id,
                         "denoiser": d.denoiser},
                        "denoiser parameters from the model's config; bits per weight from quant_formats.json")
    enc_fmt = s.encoders.id if s.encoders is not None else "bf16"
    encoders = component("text_encoders", enc_w, enc_w, enc_w, "text_encoders",
                         {"encoders": names,
                          "params": round(sum(e.params_b for e in d.text_encoders) * arch_math.BILLION),
                          "fp32_params": round(kept_fp32_params(s)),
                          "bits": round(encoder_bits(s), 4), "format": enc_fmt},
                         "text encoder parameters from each encoder's config")
    vae = component("vae", vae_w, vae_w, vae_w, "vae",
                    {"params": round(d.vae_params_b * arch_math.BILLION),
                     "bits": FP32_BYTES * BITS if vae_upcast(s) else _pipeline_dtype_bytes(s) * BITS},
                    "VAE parameters from its config; kept in 16 bits (fp32 when upcast)")
    act_terms: dict[str, float | int | str] = {
        "images": sh.images, "passes": sh.passes, "tokens": sh.tokens, "resolution": sh.resolution,
        "text_bytes": round(text_t), "denoiser_bytes": round(den_t), "vae_bytes": round(vae_t)}
    if not s.workload.runtime_options.model_cpu_offload:
        low = max(text_t, den_t, vae_lo)
        typical = max(text_t, den_t, vae_t)
        high = max(text_t, den_t, vae_hi)
        act = component("activations", low, typical, high, "act_diffusion", act_terms, PIPELINE_SOURCE,
                        "vae_decode_workspace")
        return [weights, encoders, vae, act, _overhead(s, act)]
    stages = {"text": enc_w + text_t, "denoiser": den_w + den_t, "vae": vae_w + vae_t}
    peak = max(stages, key=lambda k: stages[k])
    act_terms["stage"] = peak
    transient = {"text": (text_t,) * 3, "denoiser": (den_t,) * 3, "vae": (vae_lo, vae_t, vae_hi)}[peak]
    act = component("activations", *transient, "act_diffusion_offload", act_terms, PIPELINE_SOURCE,
                    "vae_decode_workspace" if peak == "vae" else "")
    out = [weights if peak == "denoiser" else _offloaded("weights", den_w),
           encoders if peak == "text" else _offloaded("text_encoders", enc_w),
           vae if peak == "vae" else _offloaded("vae", vae_w), act]
    return [*out, _overhead(s, act)]


def _overhead(s: Sizing, act: Component) -> Component:
    """CUDA context and the caching allocator's slack over the transient tensors (no CUDA graphs)."""
    context = C.CUDA_CONTEXT_BYTES
    slack = [act.bytes * share for share in C.ALLOCATOR_SLACK_SHARE]
    terms: dict[str, float | int | str] = {"cuda_context": context.typical, "allocator_slack": slack[1],
                                           "allocator_slack_low": slack[0], "allocator_slack_high": slack[2]}
    return component("runtime_overhead", context.low + slack[0], context.typical + slack[1],
                     context.high + slack[2], "overhead", terms,
                     "pytorch/pytorch#107667 (CUDA context); PyTorch caching allocator", "runtime_buffers")
