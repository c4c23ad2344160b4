"""Speech to text (Whisper): an audio encoder and a text decoder that attends to the encoder's output.

    weights      encoder + decoder parameters at the weights format
    KV cache     per decoded row (requests at once × beams): the cross-attention keys and values of the
                 window's 1,500 encoder positions on every decoder layer, plus the self-attention cache of
                 the tokens written (transformers EncoderDecoderCache; vLLM's cross-attention blocks)
    activations  the encoder's forward over every window at once (fused attention; an eager kernel adds
                 heads × positions² scores per window)

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


def activations_bytes(s: Sizing) -> Component:
    a = encoder(s)
    windows = s.sequences
    per_position = (C.BLOCK_HIDDEN_VALUES * a.hidden_size + C.BLOCK_MLP_VALUES * a.intermediate_size)
    forward = windows * a.positions * per_position * C.ACTIVATION_BYTES / s.tp
    kernel = s.workload.runtime_options.attention or "sdpa"
    scores = windows * a.heads * a.positions * a.positions * C.EAGER_SCORE_BYTES / s.tp
    logits = rows(s) * s.vocab() * LOGIT_BYTES
    typical = (forward + (scores if kernel == "eager" else 0)) + logits
    high = forward + scores + logits
    return component("activations", forward + logits, typical, high, "act_speech",
                     {"windows": windows, "positions": a.positions, "encoder_bytes": round(forward),
                      "attention": kernel, "score_bytes": round(scores) if kernel == "eager" else 0,
                      "logit_bytes": round(logits)},
                     "Whisper encoder forward over the windows at once; eager attention keeps the scores",
                     "attention_kernel")


def speech_components(s: Sizing) -> list[Component]:
    out = [weights_bytes(s), kv_cache_bytes(s), activations_bytes(s)]
    return [*out, runtime_overhead_bytes(s, out[-1])]
