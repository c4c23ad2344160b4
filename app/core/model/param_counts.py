"""Exact parameter counts of the parts beyond a text decoder, from their configs.

Each function mirrors the module layout of its implementation (biases, norms, projections), so a
config.json gives the count a checkpoint stores:

* Whisper (transformers modeling_whisper.py): conv front-end, learned/sinusoidal position tables,
  encoder and decoder layers with biased q/v/out projections (k unbiased), LayerNorms, tied output head;
* Qwen2-VL / Qwen2.5-VL vision towers (modeling_qwen2_5_vl.py): Conv3d patch embed, blocks, patch merger;
* FLUX.1 (diffusers transformer_flux.py) and SD3 (transformer_sd3.py) denoisers;
* CLIP text encoders (modeling_clip.py), the T5 encoder (modeling_t5.py T5EncoderModel), and the VAE
  (diffusers autoencoder_kl.py AutoencoderKL).
"""

from __future__ import annotations

from collections.abc import Sequence


def _linear(n_in: int, n_out: int, bias: bool = True) -> int:
    return n_in * n_out + (n_out if bias else 0)


def _conv(n_in: int, n_out: int, k: int, bias: bool = True) -> int:
    return n_in * n_out * k * k + (n_out if bias else 0)


def _layer_norm(h: int) -> int:
    return 2 * h


# --- Whisper ----------------------------------------------------------------------------------------

def whisper_attention(d: int) -> int:
    """q, v and out projections with bias, k without (WhisperAttention)."""
    return 4 * d * d + 3 * d


def whisper_encoder(d: int, layers: int, ffn: int, mel_bins: int, positions: int) -> int:
    conv1 = mel_bins * d * 3 + d
    conv2 = d * d * 3 + d
    layer = whisper_attention(d) + _layer_norm(d) + _linear(d, ffn) + _linear(ffn, d) + _layer_norm(d)
    return conv1 + conv2 + positions * d + layers * layer + _layer_norm(d)


def whisper_decoder(d: int, layers: int, ffn: int, vocab: int, positions: int) -> int:
    layer = 2 * (whisper_attention(d) + _layer_norm(d)) + _linear(d, ffn) + _linear(ffn, d) + _layer_norm(d)
    return vocab * d + positions * d + layers * layer + _layer_norm(d)  # proj_out is tied to embed_tokens


# --- vision towers ----------------------------------------------------------------------------------

def qwen_vl_merger(hidden: int, out_hidden: int, merge: int = 2, mergers: int = 1) -> int:
    """The linears of a Qwen-VL patch merger (merged -> merged -> out, biases), `mergers` of them (Qwen3-VL: the
    merger and one per DeepStack layer). They run once per merged token: the states are viewed as
    (-1, hidden × merge²) first (modeling_qwen2_5_vl.py Qwen2_5_VLPatchMerger, modeling_qwen3_vl.py
    Qwen3VLVisionPatchMerger). Their LayerNorms (a few thousand parameters) are left out."""
    merged = hidden * merge * merge
    return mergers * (_linear(merged, merged) + _linear(merged, out_hidden))


def qwen2_5_vl_vision(depth: int, hidden: int, intermediate: int, out_hidden: int, patch: int = 14,
                      temporal_patch: int = 2, merge: int = 2, channels: int = 3) -> int:
    """Qwen2.5-VL: Conv3d patch embed (no bias), RMSNorm blocks with a gated MLP (biases), merger."""
    embed = channels * temporal_patch * patch * patch * hidden
    block = 2 * hidden + _linear(hidden, 3 * hidden) + _linear(hidden, hidden) \
        + 2 * _linear(hidden, intermediate) + _linear(intermediate, hidden)
    merged = hidden * merge * merge
    merger = hidden + _linear(merged, merged) + _linear(merged, out_hidden)
    return embed + depth * block + merger


def qwen2_vl_vision(depth: int, embed_dim: int, mlp_ratio: float, out_hidden: int, patch: int = 14,
                    temporal_patch: int = 2, merge: int = 2, channels: int = 3) -> int:
    """Qwen2-VL: LayerNorm blocks with a plain GELU MLP (fc1, fc2), merger with a LayerNorm."""
    width = int(embed_dim * mlp_ratio)
    embed = channels * temporal_patch * patch * patch * embed_dim
    block = 2 * _layer_norm(embed_dim) + _linear(embed_dim, 3 * embed_dim) + _linear(embed_dim, embed_dim) \
        + _linear(embed_dim, width) + _linear(width, embed_dim)
    merged = embed_dim * merge * merge
    merger = _layer_norm(embed_dim) + _linear(merged, merged) + _linear(merged, out_hidden)
    return embed + depth * block + merger


def qwen3_vl_vision(depth: int, hidden: int, intermediate: int, out_hidden: int, patch: int = 16,
                    temporal_patch: int = 2, merge: int = 2, positions: int = 2304, deepstack: int = 3,
                    channels: int = 3) -> int:
    """Qwen3-VL (transformers modeling_qwen3_vl.py): Conv3d patch embed with a bias, a learned position table of
    `positions` rows, LayerNorm blocks with a plain GELU MLP (biases), the merger (LayerNorm over the tower's width,
    then merged -> merged -> out) and one DeepStack merger per `deepstack_visual_indexes` entry (LayerNorm over the
    merged width, the same two linears)."""
    embed = channels * temporal_patch * patch * patch * hidden + hidden + positions * hidden
    block = 2 * _layer_norm(hidden) + _linear(hidden, 3 * hidden) + _linear(hidden, hidden) \
        + _linear(hidden, intermediate) + _linear(intermediate, hidden)
    merged = hidden * merge * merge
    mlp = _linear(merged, merged) + _linear(merged, out_hidden)
    return embed + depth * block + (_layer_norm(hidden) + mlp) + deepstack * (_layer_norm(merged) + mlp)


# --- image-generation pipelines ---------------------------------------------------------------------

def flux_transformer(layers: int, single_layers: int, heads: int, head_dim: int, joint_dim: int,
                     pooled_dim: int, in_channels: int, guidance: bool, out_channels: int | None = None) -> int:
    d = heads * head_dim
    time = _linear(256, d) + _linear(d, d)
    embed = time * (2 if guidance else 1) + _linear(pooled_dim, d) + _linear(d, d)
    embed += _linear(joint_dim, d) + _linear(in_channels, d)
    ff = _linear(d, 4 * d) + _linear(4 * d, d)
    double = 2 * _linear(d, 6 * d) + 6 * _linear(d, d) + 4 * head_dim + 2 * _linear(d, d) + 2 * ff
    single = _linear(d, 3 * d) + _linear(d, 4 * d) + _linear(5 * d, d) + 3 * _linear(d, d) + 2 * head_dim
    out = _linear(d, 2 * d) + _linear(d, out_channels or in_channels)
    return embed + layers * double + single_layers * single + out


def flux_double_blocks(layers: int, heads: int, head_dim: int) -> int:
    """Parameters in a FLUX denoiser's double-stream blocks (image and text each through their own half)."""
    d = heads * head_dim
    ff = _linear(d, 4 * d) + _linear(4 * d, d)
    return layers * (2 * _linear(d, 6 * d) + 8 * _linear(d, d) + 4 * head_dim + 2 * ff)


def sd3_transformer(layers: int, heads: int, head_dim: int, joint_dim: int, pooled_dim: int, in_channels: int,
                    patch: int, out_channels: int, qk_norm: bool, pos_embed_max: int | None) -> tuple[int, int, int]:
    """(parameters, stored position-table values, parameters in the joint blocks) of an SD3 MMDiT; the
    last block's context stream is pre-only (no output projection or MLP of its own)."""
    d = heads * head_dim
    norms = 4 * head_dim if qk_norm else 0
    ff = _linear(d, 4 * d) + _linear(4 * d, d)
    p = _conv(in_channels, d, patch) + _linear(256, d) + _linear(d, d) + _linear(pooled_dim, d) + _linear(d, d)
    p += _linear(joint_dim, d)
    blocks = 0
    for i in range(layers):
        last = i == layers - 1
        blocks += _linear(d, 6 * d) + (_linear(d, 2 * d) if last else _linear(d, 6 * d))
        blocks += 6 * _linear(d, d) + norms + _linear(d, d) + (0 if last else _linear(d, d))
        blocks += ff + (0 if last else ff)
    p += blocks + _linear(d, 2 * d) + _linear(d, patch * patch * out_channels)
    table = pos_embed_max * pos_embed_max * d if pos_embed_max else 0
    return p, table, blocks


def clip_text(hidden: int, layers: int, intermediate: int, vocab: int, positions: int,
              projection: int | None) -> int:
    layer = 4 * _linear(hidden, hidden) + _linear(hidden, intermediate) + _linear(intermediate, hidden) \
        + 2 * _layer_norm(hidden)
    out = vocab * hidden + positions * hidden + layers * layer + _layer_norm(hidden)
    return out + (hidden * projection if projection else 0)


def t5_encoder(d_model: int, d_kv: int, heads: int, d_ff: int, layers: int, vocab: int, gated: bool,
               buckets: int = 32) -> int:
    inner = heads * d_kv
    ff = (3 if gated else 2) * d_model * d_ff
    layer = 4 * d_model * inner + d_model + ff + d_model  # q, k, v, o; RMS layer norms without bias
    return vocab * d_model + layers * layer + buckets * heads + d_model


def _resnet(n_in: int, n_out: int) -> int:
    p = _layer_norm(n_in) + _conv(n_in, n_out, 3) + _layer_norm(n_out) + _conv(n_out, n_out, 3)
    return p + (_conv(n_in, n_out, 1) if n_in != n_out else 0)


def autoencoder_kl(latent: int, channels: Sequence[int], layers_per_block: int, quant_conv: bool,
                   in_channels: int = 3) -> int:
    """Encoder and decoder of diffusers' AutoencoderKL (GroupNorms with affine weights)."""
    top = channels[-1]
    mid = 2 * _resnet(top, top) + _layer_norm(top) + 4 * _linear(top, top)
    p = _conv(in_channels, channels[0], 3)
    prev = channels[0]
    for i, c in enumerate(channels):
        p += sum(_resnet(prev if j == 0 else c, c) for j in range(layers_per_block))
        prev = c
        p += _conv(c, c, 3) if i < len(channels) - 1 else 0
    p += mid + _layer_norm(top) + _conv(top, 2 * latent, 3)
    p += _conv(latent, top, 3) + mid
    rev = list(reversed(channels))
    prev = rev[0]
    for i, c in enumerate(rev):
        p += sum(_resnet(prev if j == 0 else c, c) for j in range(layers_per_block + 1))
        prev = c
        p += _conv(c, c, 3) if i < len(rev) - 1 else 0
    p += _layer_norm(channels[0]) + _conv(channels[0], in_channels, 3)
    if quant_conv:
        p += _conv(2 * latent, 2 * latent, 1) + _conv(latent, latent, 1)
    return p
