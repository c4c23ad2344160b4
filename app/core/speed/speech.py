"""Speech-to-text speed: audio hours transcribed per hour, from the encoder's FLOPs and the decoder's steps.

    one batch   = encoder FLOPs of its windows ÷ (peak × MFU) + tokens written × one decode step
    decode step = fixed costs (per step, per decoder layer × 2: self- and cross-attention beside the MLP)
                  + rows × per-row cost + max(decoder weights ÷ bandwidth, GEMM FLOPs ÷ peak)
                  + cross- and self-attention K/V read ÷ bandwidth
    throughput  = windows in the batch × audio each window advances ÷ the batch's time

The encoder reads every window whole (1,500 positions); the decoder writes ~3.3 tokens per second of speech
(app/core/tasks/audio.py). transformers' chunked pipeline overlaps windows by a sixth of their length on each
side (pipelines/automatic_speech_recognition.py: stride_length_s = chunk_length_s ÷ 6), so a 30 s window
moves the transcript 20 s on.
"""

from __future__ import annotations

import math

from app.core import fitted
from app.core.catalog import GpuSpec
from app.core.memory.types import Budget
from app.core.model import arithmetic as arch_math
from app.core.model.arch import AudioEncoder
from app.core.runtimes import traits
from app.core.speed.decode import FLOPS_PER_TFLOP, peak_tflops
from app.core.speed.efficiency import efficiency, format_decode_factor
from app.core.speed.prefill import SIZE_HALF_TOKENS
from app.core.speed.types import Band, SpeedEstimate, range_codes
from app.core.speed.work import batch_users, work
from app.core.tasks.audio import PROMPT_TOKENS, tokens_per_window, windows
from app.core.units import GB
from app.core.workload.resolve import Resolved

BITS = 8
# A Whisper decoder layer runs self-attention, cross-attention and the MLP: about twice the kernels of a
# decoder-only layer per step (transformers modeling_whisper.py WhisperDecoderLayer; judgement).
CROSS_ATTENTION_LAYER_FACTOR = 2.0
# transformers' pipeline strides: each side of a 30 s chunk overlaps its neighbour by 30 ÷ 6 = 5 s.
TRANSFORMERS_STRIDE_SHARE = 1 / 6
# Host work per decoded row and step in transformers' Whisper generate(): the timestamp rules
# (WhisperTimeStampLogitsProcessor) and the stopping checks go row by row in Python. Fitted on the
# insanely-fast-whisper A100 runs with batch 24 and Flash Attention 2 (large-v3 98 s and distil-large-v2
# 78 s for 150 min of audio: 1.2-1.3 ms per row and step beyond the GPU's work; tests/core/calibration_tasks).
TRANSFORMERS_ROW_STEP_S = 1.25e-3
# The figures in force for both step costs are fitted by tests/core/calibration_fit/fit_tasks.py from the speech
# speed cases of their runtime (resources/catalog/fitted_constants.json); the figures here stand before a fit.
ROW_STEP_NAME = "speech_transformers_row_step_s"
GENERIC_STEP_NAME = "speech_generic_step_s"
# The range of a transcription's time: a new source's 90 % prediction interval from the task speed cases' leave-one-
# source-out ratios (low, 1, high: ratios to the typical time; fit_tasks.py); its rates take the inverse. Before a
# fit, the runtime row's decode band (of a rate) turned to a time's.
BAND_NAME = "task_band.speech_to_text"
# A decoding loop outside PyTorch serving engines (runtime `generic`: faster-whisper / CTranslate2, beam and
# timestamp rules, temperature fallback) costs ~13 ms a step beyond the GPU's work on an A100: fitted on
# faster-whisper fp16 and int8 with beam 1 (563 s and 495 s for 150 min of audio, insanely-fast-whisper README).
GENERIC_STEP_S = 13e-3
# The encoder's share of the dense peak for a runtime, where the cases fit one (`speech_encoder_share.<runtime>`,
# fit_tasks.py; today TensorRT-LLM's Whisper engines: the Open ASR Leaderboard's A100 runs and k2-fsa/sherpa's V100
# Triton runs, both about 70 % slower than the runtime's LLM prefill share of 0.8 makes them); a runtime without a
# fitted share keeps the runtime row's prefill share.
ENCODER_SHARE_PREFIX = "speech_encoder_share."


def audio(r: Resolved) -> AudioEncoder:
    assert r.model.arch.audio is not None
    return r.model.arch.audio


def advance_seconds(r: Resolved) -> float:
    """Audio one window moves the transcript on."""
    a = audio(r)
    if traits(r.workload.runtime).strided_speech:
        return a.window_seconds * (1 - 2 * TRANSFORMERS_STRIDE_SHARE)
    return a.window_seconds


def encoder_flops(a: AudioEncoder) -> float:
    """One window through the encoder: 2 × parameters × positions + 4 × layers × positions² × width."""
    return 2 * a.params_b * arch_math.BILLION * a.positions + 4 * a.layers * a.positions ** 2 * a.hidden_size


def encoder_share(runtime: str, row_share: float) -> float:
    """The encoder's share of the dense peak: the runtime's fitted speech share, else the row's prefill share."""
    return fitted.constant(ENCODER_SHARE_PREFIX + runtime, row_share, row_share, row_share)[1]


def speech_speed(r: Resolved, b: Budget, gpu: GpuSpec, replicas: int) -> SpeedEstimate:
    w = r.workload
    a = audio(r)
    arch = r.model.arch
    eff = efficiency(w.runtime, gpu, fitted_shares=False)
    copies = max(1, replicas)
    users = batch_users(w, copies)
    batch = max(1, math.ceil(users / copies))  # windows decoded together on one copy
    rows = batch * w.load.beams
    peak = peak_tflops(gpu, r.weights.id) * FLOPS_PER_TFLOP
    size = batch * a.positions / (batch * a.positions + SIZE_HALF_TOKENS)
    encoder_s = batch * encoder_flops(a) / (peak * encoder_share(w.runtime, eff.prefill_mfu) * size)
    decoder_params = (arch.params_b or 0) * arch_math.BILLION - a.params_b * arch_math.BILLION
    weights = decoder_params * r.weights.bits_per_weight / BITS
    bandwidth = gpu.bandwidth_gbps * GB
    weights_s = weights / (bandwidth * eff.weights_mbu * format_decode_factor(w.runtime, r.weights.id,
                                                                              r.weights.ecosystem))
    gemm_s = 2 * decoder_params * rows / (peak * eff.decode_mfu)
    written = tokens_per_window(a, w.load.audio_seconds, arch.max_context)
    kv_bytes = (r.kv.kv_bits or 16) / BITS
    width = 2 * (arch.kv_heads or arch.heads or 1) * (arch_math.head_dim(arch) or 0)
    layers = arch.layers or 1
    kv_read = rows * layers * width * kv_bytes * (a.positions + PROMPT_TOKENS + written / 2)
    fixed = eff.step_s + layers * eff.layer_s * CROSS_ATTENTION_LAYER_FACTOR
    if w.runtime == "generic":
        fixed += fitted.constant(GENERIC_STEP_NAME, GENERIC_STEP_S, GENERIC_STEP_S, GENERIC_STEP_S)[1]
    row_step = fitted.constant(ROW_STEP_NAME, *(TRANSFORMERS_ROW_STEP_S,) * 3)[1]
    per_row = eff.seq_s + (row_step if w.runtime == "transformers" else 0.0)
    step = fixed + rows * per_row + max(weights_s, gemm_s) + kv_read / (bandwidth * eff.kv_mbu)
    batch_s = encoder_s + (PROMPT_TOKENS + written) * step
    seconds = min(w.load.audio_seconds, a.window_seconds)
    advance = min(seconds, advance_seconds(r))
    audio_per_s = min(copies, users) * batch * advance / batch_s  # audio seconds transcribed per second
    per_request = max(windows(a, w.load.audio_seconds), math.ceil(w.load.audio_seconds / advance - 1e-9))
    request = eff.served_request_s + math.ceil(per_request / batch) * batch_s
    row = eff.decode_band.inverse()
    time = Band.of_constant(fitted.constant(BAND_NAME, row.low, 1.0, row.high))
    rps = time.inverse().around(audio_per_s / w.load.audio_seconds)
    done = work(r.task, w, rps)
    return SpeedEstimate(
        kind="speech_to_text", gpu=gpu.name, concurrency=w.load.concurrency, runtime=w.runtime,
        request_s=time.around(request),
        work_per_hour=done.per_hour, work_unit=done.unit, batch_hours=done.batch_hours,
        assumptions=["assume_speech_speed", *range_codes(fitted.has_constant(BAND_NAME))],
        decode_bandwidth_share=eff.weights_mbu, prefill_compute_share=eff.prefill_mfu)
