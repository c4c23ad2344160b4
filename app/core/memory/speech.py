"""Speech to text (Whisper): an audio encoder and a text decoder that attends to the encoder's output.

    weights      encoder + decoder parameters at the weights format
    KV cache     per decoded row (requests at once × beams): the cross-attention keys and values of the
                 window's 1,500 encoder positions on every decoder layer, plus the self-attention cache of
                 the tokens written (transformers EncoderDecoderCache; vLLM's cross-attention blocks)
    activations  the encoder's forward over every window at once (fused attention; an eager kernel adds
                 heads × positions² scores per window, in 16-bit: WHISPER_EAGER_SCORE_BYTES); under transformers
                 only what the larger of the encoder's and the decoder's phases holds beyond the caches

A request's audio is read in 30-second windows (app/core/tasks/audio.py); `load.concurrency` is the
windows decoded together (the batch of transformers' chunked pipeline, or of faster-whisper's batched mode).
"""

from __future__ import annotations

from app.core import constants as C
from app.core.memory.overhead import runtime_overhead_bytes
from app.core.memory.sizing import Sizing
from app.core.memory.types import Component
from app.core.memory.weights import BITS, component
from app.core.model import arithmetic as arch_math
from app.core.model.arch import AudioEncoder
from app.core.tasks.audio import PROMPT_TOKENS, tokens_per_window

# transformers generate() keeps the last position's logits in fp32 for each row (and its processed copy).
LOGIT_BYTES = 8
# Whisper's eager attention holds, per score, the product and its softmax in the activations' dtype: WhisperAttention
# (copied from BartAttention) runs torch.bmm in the weights' dtype and nn.functional.softmax without an fp32 upcast
# (transformers@001dff2 src/transformers/models/whisper/modeling_whisper.py), 2 + 2 bytes in 16-bit, where a decoder-
# only model's eager path upcasts the softmax to fp32 (C.EAGER_SCORE_BYTES, 10). Measured by sanchit-gandhi/
# whisper-flash-attention's eager batch-32 rows (tests/core/calibration_tasks/
# cases_speech_whisper_flash_attention.json), which read +87 ... +125 % at 10 bytes.
WHISPER_EAGER_SCORE_BYTES = 2 * C.ACTIVATION_BYTES

# transformers (runtime `transformers`) runs the encoder to its end before the decoder's first step: generate() calls
# the encoder in GenerationMixin._prepare_encoder_decoder_kwargs_for_generation (src/transformers/generation/utils.py)
# and stores only its output in model_kwargs["encoder_outputs"] before the decoding loop, so the encoder's transient
# tensors are freed before the decoder builds its cross-attention keys and values. The peak is the larger of the two
# phases, not their sum. Measured by extrange/transcription-benchmarks' torch.cuda.max_memory_allocated() on a T4
# (tests/core/calibration_tasks/cases_speech_extrange.json): distil-large-v3 (2 decoder layers) and large-v3-turbo (4)
# at batch 24 peak at exactly their weights + 1,154 MB, the same for both, so their peak is the shared encoder's phase.
PHASED_RUNTIMES = frozenset({"transformers"})
# What is alive inside transformers' WhisperEncoderLayer.forward under no_grad (huggingface/transformers@001dff2
# src/transformers/models/whisper/modeling_whisper.py; eval-mode dropout returns its input): at the MLP's activation,
# `self.activation_fn(self.fc1(hidden_states))`, the encoder loop's layer input, the residual, the normed input, fc1's
# output and its GELU: 3 hidden-wide and 2 MLP-wide values a position (the conv front end's 4 hidden-wide values at
# 3,000 frames and the SDPA attention's are less).
WHISPER_ENCODER_HIDDEN_VALUES = 3
WHISPER_ENCODER_MLP_VALUES = 2
# With eager attention, at the softmax: the layer input, the normed input, q, k and v, beside the scores.
WHISPER_EAGER_ATTENTION_HIDDEN_VALUES = 5

# faster-whisper (runtime `generic`, as app/core/speed/speech.py reads it) runs Whisper in CTranslate2, whose decoder
# keeps the encoder output's projected keys and values once per window, not once per beam: TransformerDecoder::
# replicate_state skips the "memory" states ("No need to replicate projected memory keys and values as they are the
# same for each beam") and the attention multiplies the beams' queries against them, "beamable MM"
# (OpenNMT/CTranslate2@b142c82, #1088, February 2023; src/layers/transformer.cc and attention.cc in v4.4.0). Its
# compute type follows the weights (int8 on a float16 model resolves to int8_float16, src/types.cc
# resolve_compute_type), so the caches are fp32 only for float32 weights.
CTRANSLATE2_RUNTIMES = frozenset({"generic"})
FP32_ELEMENT_BYTES = 4
# CTranslate2's CUDA allocator is cub's CachingDeviceAllocator (src/cuda/allocator.cc in v4.4.0: bin_growth 4,
# min_bin 3, max_bin 12, max_cached_bytes 200 MiB): a request of up to 4^12 bytes takes the next power of 4 (a
# larger one its exact size), and up to 200 MiB of freed blocks stay cached on the device between steps.
# Caveat (acc12-speech): that is CTranslate2's allocator only with CT2_CUDA_ALLOCATOR=cub_caching or without CUDA memory
# pools; its default since OpenNMT/CTranslate2#684 (commit 6337575, January 2022) is cuda_malloc_async whenever the GPUs
# support memory pools in a CUDA >= 11.2 build (src/cuda/allocator.cc resolve_cuda_allocator). The bins and the 200 MiB
# stand in for 200-500 MiB per process that the measured rows hold and the engine does not name yet; see
# tests/core/calibration_tasks/README.md (acc12-speech) before changing them.
CUB_BIN_GROWTH = 4
CUB_MIN_BIN = 3
CUB_MAX_BIN = 12
CUB_MAX_CACHED_BYTES = 200 * 2**20


def cub_binned(nbytes: float) -> float:
    """Bytes cub's caching allocator hands out for a request of `nbytes` (CTranslate2's default bins)."""
    if nbytes > CUB_BIN_GROWTH ** CUB_MAX_BIN:
        return nbytes
    power = CUB_MIN_BIN
    while CUB_BIN_GROWTH ** power < nbytes:
        power += 1
    return float(CUB_BIN_GROWTH ** power)


def ctranslate2(s: Sizing) -> bool:
    return s.workload.runtime in CTRANSLATE2_RUNTIMES


def encoder(s: Sizing) -> AudioEncoder:
    assert s.arch.audio is not None
    return s.arch.audio


def rows(s: Sizing) -> int:
    """Decoder rows at once: windows decoded together × beams."""
    return s.sequences * s.workload.load.beams


def written_tokens(s: Sizing) -> int:
    return tokens_per_window(encoder(s), s.workload.load.audio_seconds, s.arch.max_context)


def weights_bytes(s: Sizing) -> Component:
    a = encoder(s)
    enc = round(a.params_b * arch_math.BILLION)
    bits = s.weights.bits_per_weight
    value = s.params * bits / BITS / s.tp
    return component("weights", value, value, value, "weights_speech",
                     {"encoder_params": enc, "decoder_params": s.params - enc, "bits": round(bits, 4),
                      "format": s.weights.id, "gpus_sharing": s.tp},
                     "encoder and decoder parameters from the model's config; bits from quant_formats.json")


def kv_cache_bytes(s: Sizing) -> Component:
    if ctranslate2(s):
        return _ctranslate2_kv_cache(s)
    a = encoder(s)
    kv_bytes = (s.kv.kv_bits or 16) / BITS
    layers = s.layers()
    cross_per_row = a.positions * layers * 2 * s.kv_dim() * kv_bytes
    tokens = PROMPT_TOKENS + written_tokens(s)
    self_per_row = tokens * layers * 2 * s.kv_dim() * kv_bytes
    n = rows(s)
    value = n * (cross_per_row + self_per_row) / s.tp
    return component("kv_cache", value, value, value, "kv_speech",
                     {"rows": n, "positions": a.positions, "tokens": tokens, "layers": layers,
                      "values_per_position": 2 * s.kv_dim(), "bytes_per_element": kv_bytes, "gpus_sharing": s.tp},
                     "Whisper decoder: cross-attention K/V of the encoder output and self-attention K/V per row")


def _ctranslate2_kv_cache(s: Sizing) -> Component:
    """CTranslate2: each layer's cross-attention keys and values once per window, the self-attention keys and
    values per decoded row, every tensor (keys and values apart) in its allocator bin."""
    a = encoder(s)
    kv_bytes = FP32_ELEMENT_BYTES if s.weights.id == "fp32" else (s.kv.kv_bits or 16) / BITS
    layers = s.layers()
    tokens = PROMPT_TOKENS + written_tokens(s)
    cross = cub_binned(s.sequences * a.positions * s.kv_dim() * kv_bytes)
    own = cub_binned(rows(s) * tokens * s.kv_dim() * kv_bytes)
    value = layers * 2 * (cross + own) / s.tp
    # The freed blocks cub keeps cached between decode steps (the concatenated self-attention caches, logits): at
    # most its cap, counted at the cap.
    cached = CUB_MAX_CACHED_BYTES
    return component("kv_cache", value, value + cached, value + cached, "kv_speech_ctranslate2",
                     {"windows": s.sequences, "rows": rows(s), "positions": a.positions, "tokens": tokens,
                      "layers": layers, "cross_tensor_bytes": cross, "self_tensor_bytes": own,
                      "allocator_cache_bytes": cached},
                     "CTranslate2 Whisper decoder: cross-attention K/V once per window (beams share it), "
                     "self-attention K/V per row; cub allocator bins and cache (OpenNMT/CTranslate2 v4.4.0)")


def activations_bytes(s: Sizing) -> Component:
    if phased(s):
        return _phased_activations(s)
    a = encoder(s)
    windows = s.sequences
    per_position = (C.BLOCK_HIDDEN_VALUES * a.hidden_size + C.BLOCK_MLP_VALUES * a.intermediate_size)
    forward = windows * a.positions * per_position * C.ACTIVATION_BYTES / s.tp
    kernel = s.workload.runtime_options.attention or "sdpa"
    scores = _score_bytes(s)
    logits = rows(s) * s.vocab() * LOGIT_BYTES
    typical = (forward + (scores if kernel == "eager" else 0)) + logits
    high = forward + scores + logits
    return component("activations", forward + logits, typical, high, "act_speech",
                     {"windows": windows, "positions": a.positions, "encoder_bytes": round(forward),
                      "attention": kernel, "score_bytes": round(scores) if kernel == "eager" else 0,
                      "logit_bytes": round(logits)},
                     "Whisper encoder forward over the windows at once; eager attention keeps the scores",
                     "attention_kernel")


def phased(s: Sizing) -> bool:
    return s.workload.runtime in PHASED_RUNTIMES


def _score_bytes(s: Sizing) -> float:
    a = encoder(s)
    return s.sequences * a.heads * a.positions * a.positions * WHISPER_EAGER_SCORE_BYTES / s.tp


def _phased_activations(s: Sizing) -> Component:
    """transformers: the encoder's phase (its in-layer transients over every window) and the decoder's (the caches,
    the encoder output tiled to the rows, the logits) do not overlap; the component holds what the larger one adds
    to the caches, so weights + caches + activations is the larger phase's peak."""
    a = encoder(s)
    windows = s.sequences
    kernel = s.workload.runtime_options.attention or "sdpa"
    width = C.ACTIVATION_BYTES / s.tp
    mlp = windows * a.positions * width * (WHISPER_ENCODER_HIDDEN_VALUES * a.hidden_size
                                           + WHISPER_ENCODER_MLP_VALUES * a.intermediate_size)
    scores = _score_bytes(s)
    attention = windows * a.positions * width * WHISPER_EAGER_ATTENTION_HIDDEN_VALUES * a.hidden_size + scores
    encoder_eager = max(mlp, attention)
    encoder_phase = encoder_eager if kernel == "eager" else mlp
    encoder_output = rows(s) * a.positions * a.hidden_size * width
    logits = rows(s) * s.vocab() * LOGIT_BYTES
    cache = kv_cache_bytes(s).bytes
    decoder_phase = cache + encoder_output + logits

    def beyond_cache(encoder_bytes: float) -> float:
        return max(encoder_bytes, decoder_phase) - cache

    typical = beyond_cache(encoder_phase)
    return component("activations", beyond_cache(mlp), typical, beyond_cache(encoder_eager), "act_speech_phased",
                     {"windows": windows, "positions": a.positions, "attention": kernel,
                      "encoder_phase_bytes": round(encoder_phase), "decoder_phase_bytes": round(decoder_phase),
                      "score_bytes": round(scores) if kernel == "eager" else 0,
                      "encoder_output_bytes": round(encoder_output), "logit_bytes": round(logits)},
                     "transformers Whisper: the larger of the encoder's phase (in-layer transients) and the "
                     "decoder's (caches, encoder output, logits), beyond the caches",
                     "attention_kernel")


def speech_components(s: Sizing) -> list[Component]:
    out = [weights_bytes(s), kv_cache_bytes(s), activations_bytes(s)]
    return [*out, runtime_overhead_bytes(s, out[-1])]
