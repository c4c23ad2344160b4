"""The parts of a model beyond its text decoder, read from Hugging Face and diffusers configs.

* `vision_config` of a vision-language config (Qwen2-VL, Qwen2.5-VL, Qwen3-VL, Llama 3.2 Vision `mllama`): the
  tower's shape, its processor's patch/merge/tiles, and its parameter count (exact for Qwen's towers,
  app/core/model/param_counts.py; Llama 3.2 Vision's from its layer shapes);
* a Whisper config (`model_type: whisper`): encoder and decoder, counted exactly;
* a diffusers denoiser config (`_class_name` FluxTransformer2DModel / SD3Transformer2DModel), and a
  diffusers pipeline folder (`model_index.json`: the denoiser, text encoders and VAE, each from its config).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from app.core.model import param_counts
from app.core.model.arithmetic import BILLION
from app.core.model.importers.errors import ImportWarning, ModelImportError, warning
from app.core.model.importers.hf_json import ConfigReading, read_json
from app.core.model.importers.limits import MAX_CONFIG_BYTES

# Qwen2-VL / Qwen2.5-VL image processors (preprocessor_config.json defaults, transformers
# Qwen2VLImageProcessor): 56 × 56 to 28 × 28 × 16,384 pixels.
QWEN_MIN_PIXELS = 3136
QWEN_MAX_PIXELS = 12845056
# Qwen3-VL's image processor (preprocessor_config.json of Qwen/Qwen3-VL-8B-Instruct: size shortest_edge 65,536,
# longest_edge 16,777,216 pixels; resources/catalog/models.json qwen3-vl-8b cites it).
QWEN3_VL_MIN_PIXELS = 65536
QWEN3_VL_MAX_PIXELS = 16777216
# Qwen3VLVisionConfig's defaults (transformers configuration_qwen3_vl.py) for keys a saved config leaves out.
QWEN3_VL_POSITIONS = 2304
QWEN3_VL_DEEPSTACK = 3
# FLUX.1 / SD3 pipelines' defaults (diffusers pipeline_flux.py, pipeline_stable_diffusion_3.py __call__).
FLUX_DEV_TOKENS, FLUX_SCHNELL_TOKENS = 512, 256
FLUX_DEV_STEPS, FLUX_SCHNELL_STEPS = 28, 4
SD3_TEXT_TOKENS, SD3_STEPS = 77 + 256, 28
DEFAULT_STEPS = 50  # DiffusionPipeline's usual num_inference_steps default (StableDiffusionXLPipeline)
# MllamaVisionConfig's supported_aspect_ratios default: 8 tile layouts of up to 4 tiles.
MLLAMA_ASPECT_RATIOS = 8
# The parts a denoiser class always comes with, when only its own config is given (pipeline_flux.py:
# CLIPTextModel + T5EncoderModel; pipeline_stable_diffusion_3.py: two CLIPTextModelWithProjection + T5).
T5_XXL = {"name": "T5-XXL encoder", "params_b": 4.762310656, "hidden_size": 4096, "intermediate_size": 10240}
CLIP_L = {"name": "CLIP ViT-L/14 text", "params_b": 0.12306048, "hidden_size": 768, "intermediate_size": 3072,
          "max_tokens": 77}
CLIP_L_PROJ = {**CLIP_L, "params_b": 0.123650304}
CLIP_G = {"name": "OpenCLIP ViT-bigG/14 text", "params_b": 0.69465984, "hidden_size": 1280,
          "intermediate_size": 5120, "max_tokens": 77}
FLUX_VAE_PARAMS = 83_819_683  # AutoencoderKL, 16 latent channels, no quant convs (param_counts.autoencoder_kl)
DIFFUSERS_DENOISERS = frozenset({"FluxTransformer2DModel", "SD3Transformer2DModel", "UNet2DConditionModel"})
UNET_SUBFOLDERS = ("transformer", "unet")
TEXT_SUBFOLDERS = ("text_encoder", "text_encoder_2", "text_encoder_3")


def _int(cfg: Mapping[str, Any], key: str, default: int | None = None) -> int | None:
    value = cfg.get(key, default)
    if value is None:
        return None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ModelImportError("bad_field", {"field": key, "expected": "integer", "got": str(value)[:40]})
    return value


def _need(cfg: Mapping[str, Any], key: str, default: int | None = None) -> int:
    value = _int(cfg, key, default)
    if not value:
        raise ModelImportError("missing_field", {"path": "config.json", "field": key})
    return value


# --- vision towers -----------------------------------------------------------------------------------

def add_vision(cfg: Mapping[str, Any], reading: ConfigReading) -> None:
    """Read `vision_config` into reading.fields['vision'] (a VisionTower's fields)."""
    vision = cfg.get("vision_config")
    if not isinstance(vision, dict):
        return
    kind = str(cfg.get("model_type", ""))
    if kind in ("qwen2_5_vl", "qwen2_vl"):
        tower = _qwen_tower(kind, vision, reading)
    elif kind in ("qwen3_vl", "qwen3_vl_moe"):
        tower = _qwen3_tower(vision, reading)
    elif kind == "mllama":
        tower = _mllama_tower(cfg, vision, reading)
    else:
        return  # other towers stay text-only (the importer's multimodal warning says so)
    reading.fields["vision"] = tower


def _qwen_tower(kind: str, v: Mapping[str, Any], reading: ConfigReading) -> dict[str, Any]:
    depth = _need(v, "depth", 32)
    patch = _int(v, "patch_size", 14) or 14
    merge = _int(v, "spatial_merge_size", 2) or 2
    temporal = _int(v, "temporal_patch_size", 2) or 2
    if kind == "qwen2_5_vl":
        hidden = _need(v, "hidden_size", 1280)
        width = _need(v, "intermediate_size", 3420)
        heads = _int(v, "num_heads", 16)
        out = _need(v, "out_hidden_size", reading.fields.get("hidden_size") or 3584)
        params = param_counts.qwen2_5_vl_vision(depth, hidden, width, out, patch, temporal, merge)
        full = v.get("fullatt_block_indexes")
        window = _int(v, "window_size")
    else:
        hidden = _need(v, "embed_dim", 1280)
        ratio = v.get("mlp_ratio", 4)
        width = int(hidden * (ratio if isinstance(ratio, (int, float)) and not isinstance(ratio, bool) else 4))
        heads = _int(v, "num_heads", 16)
        out = _need(v, "hidden_size", reading.fields.get("hidden_size") or 3584)
        params = param_counts.qwen2_vl_vision(depth, hidden, width / hidden, out, patch, temporal, merge)
        full, window = None, None
    reading.provenance["vision"] = "config"
    tower: dict[str, Any] = {"params_b": params / BILLION, "layers": depth, "hidden_size": hidden,
                             "merger_params_b": param_counts.qwen_vl_merger(hidden, out, merge) / BILLION,
                             "intermediate_size": width, "heads": heads, "patch_size": patch, "merge": merge,
                             "min_pixels": QWEN_MIN_PIXELS, "max_pixels": QWEN_MAX_PIXELS}
    if isinstance(full, list) and window:
        tower.update(window_size=window, full_attention_layers=len(full))
    return tower


def _qwen3_tower(v: Mapping[str, Any], reading: ConfigReading) -> dict[str, Any]:
    """Qwen3-VL: 16-px patches, full attention in every block, 2 × 2 merge, DeepStack mergers feeding early text
    layers (param_counts.qwen3_vl_vision)."""
    depth = _need(v, "depth", 27)
    hidden = _need(v, "hidden_size", 1152)
    width = _need(v, "intermediate_size", 4304)
    heads = _int(v, "num_heads", 16)
    patch = _int(v, "patch_size", 16) or 16
    merge = _int(v, "spatial_merge_size", 2) or 2
    temporal = _int(v, "temporal_patch_size", 2) or 2
    out = _need(v, "out_hidden_size", reading.fields.get("hidden_size") or 4096)
    positions = _int(v, "num_position_embeddings", QWEN3_VL_POSITIONS) or QWEN3_VL_POSITIONS
    deepstack = v.get("deepstack_visual_indexes")
    stacked = len(deepstack) if isinstance(deepstack, list) else QWEN3_VL_DEEPSTACK
    params = param_counts.qwen3_vl_vision(depth, hidden, width, out, patch, temporal, merge, positions, stacked)
    reading.provenance["vision"] = "config"
    mergers = param_counts.qwen_vl_merger(hidden, out, merge, 1 + stacked)
    return {"params_b": params / BILLION, "merger_params_b": mergers / BILLION, "layers": depth,
            "hidden_size": hidden, "intermediate_size": width,
            "heads": heads, "patch_size": patch, "merge": merge, "min_pixels": QWEN3_VL_MIN_PIXELS,
            "max_pixels": QWEN3_VL_MAX_PIXELS}


def _mllama_tower(cfg: Mapping[str, Any], v: Mapping[str, Any], reading: ConfigReading) -> dict[str, Any]:
    """Llama 3.2 Vision: 32 local + 8 global layers of CLIP-style blocks, tiles of image_size, and the
    projector onto the text width; images reach the text model through its cross-attention layers."""
    hidden = _need(v, "hidden_size", 1280)
    layers = _need(v, "num_hidden_layers", 32)
    global_layers = _int(v, "num_global_layers", 8) or 0
    width = _need(v, "intermediate_size", 5120)
    heads = _int(v, "attention_heads", 16)
    patch = _int(v, "patch_size", 14) or 14
    size = _int(v, "image_size", 560) or 560
    tiles = _int(v, "max_num_tiles", 4) or 4
    layer = 4 * hidden * hidden + 2 * hidden * width + width + hidden + 4 * hidden  # q/k/v/o, fc1/fc2, 2 norms
    nested = cfg.get("text_config")
    text: Mapping[str, Any] = nested if isinstance(nested, dict) else {}
    text_hidden = _int(text, "hidden_size", reading.fields.get("hidden_size") or 4096) or 4096
    layers_out = len(v.get("intermediate_layers_indices", [3, 7, 15, 23, 30]) or []) + 1
    projector = hidden * layers_out * text_hidden + text_hidden
    patches = (size // patch) ** 2 + 1  # and the class token
    ratios = v.get("supported_aspect_ratios")
    rows = (len(ratios) if isinstance(ratios, list) else MLLAMA_ASPECT_RATIOS) + 1
    # Conv patch embedding, class embedding, position table, and the gated tile tables (modeling_mllama.py
    # MllamaPrecomputedPositionEmbedding: one row per aspect ratio of tiles × patches × width; pre- and
    # post-tile MllamaPrecomputedAspectRatioEmbedding: tiles × width per ratio).
    embed = 3 * patch * patch * hidden + hidden + patches * hidden + rows * tiles * patches * hidden \
        + 2 * rows * tiles * hidden
    params = (layers + global_layers) * layer + embed + projector
    cross = text.get("cross_attention_layers")
    reading.provenance["vision"] = "derived"
    reading.warnings.append(warning("vision_count_derived"))
    return {"params_b": params / BILLION, "layers": layers + global_layers, "hidden_size": hidden,
            "intermediate_size": width, "heads": heads, "patch_size": patch, "tile_size": size, "max_tiles": tiles,
            "class_token": True, "cross_attention_layers": len(cross) if isinstance(cross, list) else 0}


# --- Whisper ---------------------------------------------------------------------------------------

def parse_whisper(cfg: Mapping[str, Any]) -> ConfigReading:
    reading = ConfigReading(model_type="whisper", family="whisper", known_family=True)
    d = _need(cfg, "d_model", 1280)
    enc_layers, dec_layers = _need(cfg, "encoder_layers", 32), _need(cfg, "decoder_layers", 32)
    enc_heads, dec_heads = _need(cfg, "encoder_attention_heads", 20), _need(cfg, "decoder_attention_heads", 20)
    enc_ffn, dec_ffn = _need(cfg, "encoder_ffn_dim", 5120), _need(cfg, "decoder_ffn_dim", 5120)
    vocab = _need(cfg, "vocab_size", 51865)
    mels = _need(cfg, "num_mel_bins", 80)
    source, target = _need(cfg, "max_source_positions", 1500), _need(cfg, "max_target_positions", 448)
    encoder = param_counts.whisper_encoder(d, enc_layers, enc_ffn, mels, source)
    decoder = param_counts.whisper_decoder(d, dec_layers, dec_ffn, vocab, target)
    reading.fields.update(
        params_b=(encoder + decoder) / BILLION, layers=dec_layers, hidden_size=d, heads=dec_heads, kv_heads=dec_heads,
        head_dim=d // dec_heads, intermediate_size=dec_ffn, vocab_size=vocab, max_context=target,
        tied_embeddings=True, gated_mlp=False, attention_bias="all", mlp_bias=True, norm_bias=True,
        audio={"params_b": encoder / BILLION, "layers": enc_layers, "hidden_size": d, "intermediate_size": enc_ffn,
               "heads": enc_heads, "positions": source})
    reading.provenance.update({k: "config" for k in ("layers", "hidden_size", "heads", "vocab_size", "max_context",
                                                     "audio")}, params="config")
    _dtype(cfg, reading)
    return reading


def _dtype(cfg: Mapping[str, Any], reading: ConfigReading) -> None:
    from app.core.model.importers.quantization import dtype_precision

    for key in ("torch_dtype", "dtype"):
        precision = dtype_precision(cfg.get(key))
        if precision:
            reading.precision = precision
            reading.provenance["precision"] = "config"
            return


# --- diffusers -------------------------------------------------------------------------------------

def parse_denoiser(cfg: Mapping[str, Any], parts: dict[str, Any] | None = None,
                   unet_params: int | None = None) -> ConfigReading:
    """A diffusers denoiser config; `parts` (text encoders, VAE) from its pipeline folder, else the parts its
    pipeline class always has (a warning says so). A UNet is counted from its weights (`unet_params`)."""
    name = str(cfg.get("_class_name"))
    reading = ConfigReading(model_type=name, family=name, known_family=True)
    if name == "FluxTransformer2DModel":
        _flux(cfg, reading)
    elif name == "SD3Transformer2DModel":
        _sd3(cfg, reading)
    elif name == "UNet2DConditionModel" and unet_params and parts:
        _unet(cfg, reading, unet_params)
    else:
        raise ModelImportError("unet_needs_weights", {"class": name})
    diffusion = reading.fields["diffusion"]
    if parts:
        diffusion.update(parts)
        reading.provenance["diffusion"] = "config"
    else:
        reading.provenance["diffusion"] = "derived"
        reading.warnings.append(warning("pipeline_parts_assumed", denoiser=name))
    reading.precision = reading.precision or "bf16"
    return reading


def _flux(cfg: Mapping[str, Any], reading: ConfigReading) -> None:
    layers, single = _need(cfg, "num_layers", 19), _need(cfg, "num_single_layers", 38)
    head_dim, heads = _need(cfg, "attention_head_dim", 128), _need(cfg, "num_attention_heads", 24)
    guidance = bool(cfg.get("guidance_embeds", False))
    in_ch = _need(cfg, "in_channels", 64)
    params = param_counts.flux_transformer(layers, single, heads, head_dim, _need(cfg, "joint_attention_dim", 4096),
                                     _need(cfg, "pooled_projection_dim", 768), in_ch, guidance,
                                     _int(cfg, "out_channels"))
    width = heads * head_dim
    tokens = FLUX_DEV_TOKENS if guidance else FLUX_SCHNELL_TOKENS
    reading.fields.update(
        params_b=params / BILLION, layers=layers + single, hidden_size=width, intermediate_size=4 * width,
        heads=heads, kv_heads=heads, head_dim=head_dim,
        diffusion={"denoiser": "transformer", "text_encoders": [CLIP_L, {**T5_XXL, "max_tokens": tokens}],
                   "vae_params_b": FLUX_VAE_PARAMS / BILLION, "latent_channels": in_ch // 4, "patch_size": 2,
                   "default_steps": FLUX_DEV_STEPS if guidance else FLUX_SCHNELL_STEPS, "guidance_passes": 1,
                   "text_tokens": tokens,
                   "dual_stream_share": param_counts.flux_double_blocks(layers, heads, head_dim) / params})
    reading.provenance.update(params="config", layers="config", hidden_size="config")


def _sd3(cfg: Mapping[str, Any], reading: ConfigReading) -> None:
    layers = _need(cfg, "num_layers", 24)
    head_dim, heads = _need(cfg, "attention_head_dim", 64), _need(cfg, "num_attention_heads", 24)
    patch = _need(cfg, "patch_size", 2)
    in_ch = _need(cfg, "in_channels", 16)
    params, table, blocks = param_counts.sd3_transformer(
        layers, heads, head_dim, _need(cfg, "joint_attention_dim", 4096), _need(cfg, "pooled_projection_dim", 2048),
        in_ch, patch, _int(cfg, "out_channels") or in_ch, cfg.get("qk_norm") is not None,
        _int(cfg, "pos_embed_max_size"))
    width = heads * head_dim
    reading.fields.update(
        params_b=(params + table) / BILLION, layers=layers, hidden_size=width, intermediate_size=4 * width,
        heads=heads, kv_heads=heads, head_dim=head_dim,
        diffusion={"denoiser": "transformer", "text_encoders": [CLIP_L_PROJ, CLIP_G, {**T5_XXL, "max_tokens": 256}],
                   "vae_params_b": FLUX_VAE_PARAMS / BILLION, "latent_channels": in_ch, "patch_size": patch,
                   "default_steps": SD3_STEPS, "guidance_passes": 2, "text_tokens": SD3_TEXT_TOKENS,
                   "dual_stream_share": blocks / (params + table)})
    reading.provenance.update(params="config", layers="config", hidden_size="config")


def _unet(cfg: Mapping[str, Any], reading: ConfigReading, params: int) -> None:
    channels = cfg.get("block_out_channels", [320, 640, 1280])
    widest = max(c for c in channels if isinstance(c, int)) if isinstance(channels, list) and channels else 1280
    reading.fields.update(
        params_b=params / BILLION, hidden_size=widest, intermediate_size=4 * widest,
        diffusion={"denoiser": "unet", "latent_channels": _need(cfg, "in_channels", 4), "patch_size": 1,
                   "default_steps": DEFAULT_STEPS, "guidance_passes": 2, "text_tokens": 0, "vae_params_b": 1e-9})
    reading.provenance.update(params="safetensors", hidden_size="config")


def _text_encoder(folder: Path, warnings: list[ImportWarning]) -> dict[str, Any] | None:
    path = folder / "config.json"
    if not path.is_file():
        return None
    cfg = read_json(path, MAX_CONFIG_BYTES)
    kind = str(cfg.get("model_type", ""))
    if kind.startswith("clip"):
        hidden, width = _need(cfg, "hidden_size", 768), _need(cfg, "intermediate_size", 3072)
        projection = _int(cfg, "projection_dim") if "WithProjection" in str(cfg.get("architectures")) else None
        params = param_counts.clip_text(hidden, _need(cfg, "num_hidden_layers", 12), width,
                                        _need(cfg, "vocab_size", 49408), _need(cfg, "max_position_embeddings", 77),
                                        projection)
        return {"name": f"CLIP text ({hidden})", "params_b": params / BILLION, "hidden_size": hidden,
                "intermediate_size": width, "max_tokens": _need(cfg, "max_position_embeddings", 77)}
    if kind in ("t5", "umt5"):
        d, ff = _need(cfg, "d_model", 4096), _need(cfg, "d_ff", 10240)
        gated = str(cfg.get("feed_forward_proj", "")).startswith("gated")
        params = param_counts.t5_encoder(d, _need(cfg, "d_kv", 64), _need(cfg, "num_heads", 64), ff,
                                   _need(cfg, "num_layers", 24), _need(cfg, "vocab_size", 32128), gated,
                                   _int(cfg, "relative_attention_num_buckets", 32) or 32)
        return {"name": f"T5 encoder ({d})", "params_b": params / BILLION, "hidden_size": d,
                "intermediate_size": ff, "max_tokens": 256}
    warnings.append(warning("unknown_text_encoder", model_type=kind or "?"))
    return None


def import_pipeline_folder(folder: Path) -> tuple[ConfigReading, Path]:
    """A diffusers pipeline folder: the denoiser's config with its text encoders and VAE counted from theirs."""
    notes: list[ImportWarning] = []
    denoiser = next((folder / sub for sub in UNET_SUBFOLDERS if (folder / sub / "config.json").is_file()), None)
    if denoiser is None:
        raise ModelImportError("no_config_json", {"path": folder / "transformer"})
    cfg = read_json(denoiser / "config.json", MAX_CONFIG_BYTES)
    unet_params = None
    if denoiser.name == "unet":
        from app.core.model.importers.safetensors_weights import TensorTally, tally_file

        files = sorted(denoiser.glob("*.safetensors"))
        if not files:
            raise ModelImportError("unet_needs_weights", {"class": str(cfg.get("_class_name"))})
        tally = TensorTally()
        plain = [p for p in files if p.name.count(".") == 1]  # not a variant copy (".fp16.safetensors")
        for path in plain or files[:1]:
            tally_file(path, tally, layers=None, packed_bits=None)
        unet_params = tally.params
    encoders = [e for sub in TEXT_SUBFOLDERS if (e := _text_encoder(folder / sub, notes)) is not None]
    latent = _int(cfg, "in_channels", 4) or 4
    if str(cfg.get("_class_name")) == "FluxTransformer2DModel":
        latent //= 4  # FLUX packs 2 × 2 latent cells of 16 channels into its 64 input channels
    parts: dict[str, Any] = {"text_encoders": encoders, "vae_params_b": param_counts.autoencoder_kl(
        latent, (128, 256, 512, 512), 2, latent == 4) / BILLION}
    vae_path = folder / "vae" / "config.json"
    if vae_path.is_file():
        vae = read_json(vae_path, MAX_CONFIG_BYTES)
        channels = vae.get("block_out_channels", [128, 256, 512, 512])
        if not isinstance(channels, list) or not all(isinstance(c, int) and c > 0 for c in channels):
            raise ModelImportError("bad_field", {"field": "block_out_channels", "expected": "list of integers",
                                                 "got": str(channels)[:40]})
        latent = _need(vae, "latent_channels", 4)
        parts.update(vae_params_b=param_counts.autoencoder_kl(latent, channels, _need(vae, "layers_per_block", 2),
                                                        vae.get("use_quant_conv", True) is not False) / BILLION,
                     vae_channels=channels, vae_force_upcast=bool(vae.get("force_upcast", False)))
    reading = parse_denoiser(cfg, parts, unet_params)
    reading.warnings.extend(notes)
    return reading, denoiser / "config.json"
