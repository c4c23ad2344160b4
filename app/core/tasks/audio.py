"""Speech to text: audio in windows, windows in tokens (Whisper).

Whisper reads audio in windows of 30 s (its feature extractor pads or cuts to 3,000 mel frames; the
encoder's two convolutions leave 1,500 positions), and writes the text of each window with its decoder.
"""

from __future__ import annotations

import math

from app.core.model.arch import AudioEncoder

# Text tokens per second of speech: ~150 words a minute of conversational English (2.5 words/s,
# the rate the US National Center for Voice and Speech cites) × ~1.33 tokens per word for Whisper's
# GPT-2 byte-pair vocabulary (OpenAI's rule of thumb, 1 token ≈ 0.75 words) ≈ 3.3 tokens/s.
TOKENS_PER_AUDIO_SECOND = 3.3
# Tokens Whisper's decoder starts every window with: <|startoftranscript|>, language, task, notimestamps
# (transformers WhisperForConditionalGeneration.generate forced decoder ids).
PROMPT_TOKENS = 4


def windows(audio: AudioEncoder, seconds: float) -> int:
    """30-second windows one request's audio fills (the last one padded)."""
    return max(1, math.ceil(seconds / audio.window_seconds - 1e-9))


def tokens_per_window(audio: AudioEncoder, seconds: float, max_tokens: int | None) -> int:
    """Text tokens the decoder writes for one full window (a shorter request: for its audio)."""
    spoken = min(seconds, audio.window_seconds)
    tokens = math.ceil(spoken * TOKENS_PER_AUDIO_SECOND)
    return min(tokens, (max_tokens or tokens + PROMPT_TOKENS) - PROMPT_TOKENS)
