"""Image generation speed: seconds per request from steps × the FLOPs of one denoiser pass.

    request = text encoders (once) + steps × one step + VAE decode, for every image of the batch at once
    step    = passes (2 with classifier-free guidance) × images × FLOPs per pass ÷ (peak × MFU × width factor)
    FLOPs   = transformer: 2 × parameters × tokens × (1 − dual-stream share ÷ 2) + 4 × layers × tokens² × width
              UNet: the catalog's TFLOPs per pass at its resolution, its attention share growing with pixels²

MFU is the runtime row of efficiency.py for eager PyTorch times the GPU generation's fitted factor, scaled by
width ÷ (width + DIFFUSION_WIDTH_HALF): narrow blocks spend more of each step in normalisation, modulation and
launches than in GEMMs.
"""

from __future__ import annotations

import math

from app.core import fitted
from app.core.catalog import GpuSpec
from app.core.memory.types import Budget
from app.core.model import arithmetic as arch_math
from app.core.model.arch import DiffusionParts
from app.core.speed.decode import FLOPS_PER_TFLOP
from app.core.speed.efficiency import efficiency
from app.core.speed.prefill import SIZE_HALF_TOKENS
from app.core.speed.types import Band, SpeedEstimate, range_codes
from app.core.speed.work import batch_users, work
from app.core.units import GB
from app.core.workload.resolve import Resolved

# Width at which a diffusion block reaches half the runtime's large-GEMM MFU. The figure in force is fitted by
# tests/core/calibration_fit/fit_tasks.py from the 16-bit image speed cases of tests/core/calibration_tasks
# (resources/catalog/fitted_constants.json, `diffusion_width_half`); this one stands before a fit (set by hand on
# three H100 runs: FLUX.1-dev BF16, SD3-medium FP16, PixArt-Sigma).
DIFFUSION_WIDTH_HALF = 1800
WIDTH_HALF_NAME = "diffusion_width_half"
# TF32 tensor cores run fp32 pipelines at half the BF16 rate (A100: 156 vs 312 TFLOPS; H100 495 vs 989).
FP32_COMPUTE_SHARE = 0.5
# FLOPs per output pixel of the VAE decoder (SD / SDXL / SD3 / FLUX decoders, widths 128-512): its 3 × 3
# convolutions, 2 × 9 × Cin × Cout per position, summed over the four resolutions (≈ 9.2 MFLOP; counted
# from diffusers autoencoder_kl.py Decoder's blocks).
VAE_DECODE_FLOPS_PER_PIXEL = 9.2e6
# A weight-only quantized denoiser (bitsandbytes NF4 and LLM.int8, torchao FP8 weight-only) dequantizes its weights in
# every step before the 16-bit GEMMs: a cost per step that grows with the weights and falls with the GPU's bandwidth,
# not with the images in the batch (diffusers-torchao's FLUX.1-dev on an H100: FP8 weight-only costs 64-65 ms more a
# step than BF16 at 1, 4 and 8 images). Its size, bytes moved per weight and step, is fitted per format family by
# tests/core/calibration_fit/fit_tasks.py from the image speed cases in that format (resources/catalog/
# fitted_constants.json, `diffusion_dequant_bytes.<family>`: per case, the figure that meets the measured time with
# the 16-bit terms held; the median). A format without a fitted figure runs at the 16-bit rate (no term). Before
# issue 29 a speed factor per format stood here, set by hand on huggingface/blog diffusers-quantization.md's runs.
DEQUANT_PREFIX = "diffusion_dequant_bytes."
# Formats that run the same dequantizing kernel as another (the same library's code path): they share its figure.
FORMAT_FAMILY = {"nf4-dq": "nf4", "fp8-block": "fp8"}
SIXTEEN_BIT = frozenset({"fp32", "fp16", "bf16"})
# Range of the figures before a fit: the fitted runs sit within about 25 % of the estimate (judgement on 4 runs).
DIFFUSION_BAND = Band.within(0.3)
# The band in force: a new source's 90 % prediction interval of an image time from the task speed cases' leave-one-
# source-out ratios (low, 1, high: ratios to the typical time; written by tests/core/calibration_fit/fit_tasks.py);
# DIFFUSION_BAND stands before a fit.
BAND_NAME = "task_band.image_generation"
# The eager-PyTorch share a diffusion denoiser reaches differs by GPU generation more than the text-generation prefill
# share of the runtime row does: the row holds 0.55 for Ada cards against 0.65 for Hopper and 0.80 for Ampere, and the
# image runs on Ada (an L40S at 512 px, an RTX 4090 at 1024 px) came out 40 % slower than measured. The share's factor
# per generation (compute capability: `sm89` for Ada) is fitted by tests/core/calibration_fit/fit_tasks.py from the
# 16-bit image speed cases on that generation (resources/catalog/fitted_constants.json, `diffusion_generation.<sm>`:
# per case, the factor that meets the measured time with diffusion_width_half held; the median). A generation without
# a fitted factor keeps the row's share (factor 1).
GENERATION_PREFIX = "diffusion_generation."


def generation(gpu: GpuSpec) -> str:
    """The GPU's generation as its compute capability (`sm89` for 8.9); `other` for GPUs without one."""
    cc = gpu.compute_capability
    return f"sm{round(cc * 10)}" if cc else "other"


def generation_factor(gpu: GpuSpec) -> float:
    """The fitted factor on the diffusion share for the GPU's generation; 1 where none is fitted."""
    value = fitted.fitted().constants.get(GENERATION_PREFIX + generation(gpu))
    return value.typical if value is not None else 1.0


def parts(r: Resolved) -> DiffusionParts:
    assert r.model.arch.diffusion is not None
    return r.model.arch.diffusion


def format_family(weights_id: str) -> str:
    return FORMAT_FAMILY.get(weights_id, weights_id)


def dequant_bytes(weights_id: str) -> float:
    """Bytes moved per denoiser weight and step to dequantize this format (0 for 16-bit and fp32, and without a fit)."""
    if weights_id in SIXTEEN_BIT:
        return 0.0
    entry = fitted.fitted().constants.get(DEQUANT_PREFIX + format_family(weights_id))
    return entry.typical if entry is not None else 0.0


def pass_flops(r: Resolved, side: int) -> float:
    """FLOPs of one denoiser pass for one image of `side` pixels."""
    d = parts(r)
    arch = r.model.arch
    if d.denoiser == "unet" or d.tflops_per_step:
        ratio = (side * side) / (d.default_resolution ** 2)
        base = (d.tflops_per_step or 0.0) * FLOPS_PER_TFLOP
        return base * ratio * (1 - d.attention_share + d.attention_share * ratio)
    cells = side // d.vae_scale // d.patch_size
    tokens = cells * cells + d.text_tokens
    params = (arch.params_b or 0) * arch_math.BILLION
    width = (arch.heads or 0) * (arch_math.head_dim(arch) or 0) or (arch.hidden_size or 0)
    linear = 2 * params * tokens * (1 - d.dual_stream_share / 2)
    attention = 4 * (arch.layers or 0) * tokens * tokens * width
    return linear + attention


def _peak(r: Resolved, gpu: GpuSpec) -> float:
    share = FP32_COMPUTE_SHARE if r.weights.id == "fp32" else 1.0
    return gpu.bf16_tflops * FLOPS_PER_TFLOP * share


def diffusion_speed(r: Resolved, b: Budget, gpu: GpuSpec, replicas: int) -> SpeedEstimate:
    w = r.workload
    d = parts(r)
    arch = r.model.arch
    runtime = "transformers"  # diffusers pipelines are eager PyTorch, whatever the runtime field says
    eff = efficiency(runtime, gpu, fitted_shares=False)
    copies = max(1, replicas)
    users = batch_users(w, copies)
    per_copy = max(1, math.ceil(users / copies))
    side = w.load.resolution or d.default_resolution
    steps = w.load.steps or d.default_steps
    images = per_copy * w.load.images
    width = arch.hidden_size or 0
    half = fitted.constant(WIDTH_HALF_NAME, DIFFUSION_WIDTH_HALF, DIFFUSION_WIDTH_HALF, DIFFUSION_WIDTH_HALF)[1]
    share = eff.prefill_mfu * generation_factor(gpu)
    mfu = share * width / (width + half) if width else share
    rate = _peak(r, gpu) * mfu
    cells = side // d.vae_scale // (d.patch_size if d.denoiser == "transformer" else 1)
    tokens = images * d.guidance_passes * cells * cells
    size = tokens / (tokens + SIZE_HALF_TOKENS)
    step_compute = d.guidance_passes * images * pass_flops(r, side) / (rate * size)
    layers = arch.layers or 1
    params = (arch.params_b or 0) * arch_math.BILLION
    # Once a step: diffusers runs both guidance passes as one batch.
    dequant = params * dequant_bytes(r.weights.id) / (gpu.bandwidth_gbps * GB)
    step = max(step_compute, eff.step_s + layers * eff.layer_s) + dequant
    text = sum(2 * e.params_b * arch_math.BILLION * e.max_tokens for e in d.text_encoders) * per_copy / rate
    vae_share = FP32_COMPUTE_SHARE if d.vae_force_upcast and r.weights.id == "fp16" else 1.0
    vae = images * side * side * VAE_DECODE_FLOPS_PER_PIXEL / (rate * vae_share)
    request = eff.served_request_s + text + steps * step + vae
    time = Band.of_constant(fitted.constant(BAND_NAME, DIFFUSION_BAND.low, 1.0, DIFFUSION_BAND.high))
    busy = min(copies, users)
    per_s = busy * per_copy / request
    rps = time.inverse().around(per_s)
    done = work(r.task, w, rps)
    return SpeedEstimate(
        kind="image_generation", gpu=gpu.name, concurrency=w.load.concurrency, runtime=runtime,
        ttft_s=None, request_s=time.around(request), work_per_hour=done.per_hour, work_unit=done.unit,
        batch_hours=done.batch_hours, steps=steps, step_s=time.around(step),
        assumptions=["assume_diffusion_mfu", *range_codes(fitted.has_constant(BAND_NAME))],
        prefill_compute_share=round(mfu, 4))
