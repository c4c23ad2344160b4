"""Importing the parts beyond a text decoder (issue 21): Whisper, vision towers, diffusers pipelines, mmproj.

Counts are the catalog's (tests/core/test_catalog_data.py checks them against app/core/model/param_counts.py);
here each comes out of a config file the way a user would hand it over.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from importer_builders import _finish, write_tiny_gguf

from app.core.catalog import load_catalog
from app.core.model.importers import ModelImportError, inspect_path
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload

WHISPER_LARGE_V3 = {
    "model_type": "whisper", "architectures": ["WhisperForConditionalGeneration"], "d_model": 1280,
    "encoder_layers": 32, "decoder_layers": 32, "encoder_attention_heads": 20, "decoder_attention_heads": 20,
    "encoder_ffn_dim": 5120, "decoder_ffn_dim": 5120, "vocab_size": 51866, "num_mel_bins": 128,
    "max_source_positions": 1500, "max_target_positions": 448, "torch_dtype": "float16",
}
QWEN2_5_VL_7B = {
    "model_type": "qwen2_5_vl", "architectures": ["Qwen2_5_VLForConditionalGeneration"], "hidden_size": 3584,
    "intermediate_size": 18944, "num_attention_heads": 28, "num_hidden_layers": 28, "num_key_value_heads": 4,
    "vocab_size": 152064, "max_position_embeddings": 128000, "tie_word_embeddings": False,
    "torch_dtype": "bfloat16",
    "vision_config": {"depth": 32, "hidden_size": 1280, "intermediate_size": 3420, "num_heads": 16,
                      "out_hidden_size": 3584, "patch_size": 14, "spatial_merge_size": 2, "temporal_patch_size": 2,
                      "window_size": 112, "fullatt_block_indexes": [7, 15, 23, 31]},
}
# Qwen/Qwen3-VL-8B-Instruct's config.json (resources/catalog/models.json qwen3-vl-8b cites it): the language model
# under text_config, the tower with DeepStack mergers under vision_config.
QWEN3_VL_8B = {
    "model_type": "qwen3_vl", "architectures": ["Qwen3VLForConditionalGeneration"], "tie_word_embeddings": False,
    "text_config": {"model_type": "qwen3_vl_text", "hidden_size": 4096, "intermediate_size": 12288,
                    "num_hidden_layers": 36, "num_attention_heads": 32, "num_key_value_heads": 8, "head_dim": 128,
                    "vocab_size": 151936, "max_position_embeddings": 262144, "tie_word_embeddings": False,
                    "dtype": "bfloat16"},
    "vision_config": {"model_type": "qwen3_vl", "depth": 27, "hidden_size": 1152, "intermediate_size": 4304,
                      "num_heads": 16, "out_hidden_size": 4096, "patch_size": 16, "spatial_merge_size": 2,
                      "temporal_patch_size": 2, "num_position_embeddings": 2304, "in_channels": 3,
                      "deepstack_visual_indexes": [8, 16, 24]},
}
FLUX_TRANSFORMER = {
    "_class_name": "FluxTransformer2DModel", "attention_head_dim": 128, "guidance_embeds": True, "in_channels": 64,
    "joint_attention_dim": 4096, "num_attention_heads": 24, "num_layers": 19, "num_single_layers": 38,
    "patch_size": 1, "pooled_projection_dim": 768,
}
CLIP_TEXT = {"model_type": "clip_text_model", "architectures": ["CLIPTextModel"], "hidden_size": 768,
             "intermediate_size": 3072, "num_hidden_layers": 12, "num_attention_heads": 12, "vocab_size": 49408,
             "max_position_embeddings": 77}
T5_XXL = {"model_type": "t5", "architectures": ["T5EncoderModel"], "d_model": 4096, "d_kv": 64, "d_ff": 10240,
          "num_heads": 64, "num_layers": 24, "vocab_size": 32128, "feed_forward_proj": "gated-gelu",
          "relative_attention_num_buckets": 32}
FLUX_VAE = {"_class_name": "AutoencoderKL", "latent_channels": 16, "block_out_channels": [128, 256, 512, 512],
            "layers_per_block": 2, "use_quant_conv": False, "force_upcast": True}


def _config(folder: Path, cfg: dict, name: str = "config.json") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps(cfg))
    return path


def test_whisper_config_counts_encoder_and_decoder_exactly(tmp_path):
    imported = inspect_path(_config(tmp_path, WHISPER_LARGE_V3))
    arch = imported.arch
    assert arch.audio is not None and arch.params_b is not None
    assert round(arch.params_b * 1e9) == 1_543_490_560 and round(arch.audio.params_b * 1e9) == 636_968_960
    assert (arch.layers, arch.max_context, imported.precision) == (32, 448, "fp16")
    w = Workload.model_validate({"model": {"path": str(tmp_path / "config.json")}})
    assert resolve(w, load_catalog()).task == "speech_to_text"


def test_qwen2_5_vl_config_reads_its_vision_tower(tmp_path):
    imported = inspect_path(_config(tmp_path, QWEN2_5_VL_7B))
    tower = imported.arch.vision
    assert tower is not None and imported.arch.params_b is not None
    assert round(tower.params_b * 1e9) == 676_550_144  # Conv3d embed + 32 blocks + merger
    assert (tower.merge, tower.patch_size, tower.window_size, tower.full_attention_layers) == (2, 14, 112, 4)
    # The merger's two linears, 5,120 -> 5,120 -> 3,584 with biases, run once per merged token.
    assert round(tower.merger_params_b * 1e9) == 5120 * 5121 + 3584 * 5121 == 44_573_184
    # The language model derived from the config (as Qwen2.5-7B) plus the tower: the checkpoint's total.
    assert round(imported.arch.params_b * 1e9) == 7_615_616_512 + 676_550_144
    assert "multimodal_text_only" not in {w.code for w in imported.warnings}


def test_qwen3_vl_config_reads_its_vision_tower_and_deepstack_mergers(tmp_path):
    imported = inspect_path(_config(tmp_path, QWEN3_VL_8B))
    tower = imported.arch.vision
    assert tower is not None and imported.arch.params_b is not None
    # Patch embed 3 × 2 × 16 × 16 × 1,152 + 1,152 and the 2,304 × 1,152 position table; 27 blocks of 15,239,504;
    # the merger 40,119,040 and three DeepStack mergers of 40,125,952 (LayerNorm over 4,608 instead of 1,152).
    assert round(tower.params_b * 1e9) == 1_770_624 + 2_654_208 + 27 * 15_239_504 + 40_119_040 + 3 * 40_125_952 \
        == 576_388_336
    assert (tower.merge, tower.patch_size, tower.window_size, tower.min_pixels) == (2, 16, None, 65536)
    # The merger and the three DeepStack mergers: 4 × (4,608 × 4,609 + 4,096 × 4,609), once per merged token.
    assert round(tower.merger_params_b * 1e9) == 4 * (4608 * 4609 + 4096 * 4609) == 160_466_944
    # The language model as Qwen3-8B plus the tower: the checkpoint's total.
    assert round(imported.arch.params_b * 1e9) == 8_190_735_360 + 576_388_336 == 8_767_123_696
    assert "multimodal_text_only" not in {w.code for w in imported.warnings}
    w = Workload.model_validate({"model": {"path": str(tmp_path / "config.json")}})
    assert resolve(w, load_catalog()).task == "vision_language"


def test_a_flux_transformer_config_alone_assumes_its_pipelines_parts(tmp_path):
    imported = inspect_path(_config(tmp_path, FLUX_TRANSFORMER))
    d = imported.arch.diffusion
    assert d is not None and imported.arch.params_b is not None
    assert round(imported.arch.params_b * 1e9) == 11_901_408_320
    assert (d.text_tokens, d.default_steps, d.guidance_passes) == (512, 28, 1)
    assert [w.code for w in imported.warnings] == ["pipeline_parts_assumed"]


def test_a_diffusers_pipeline_folder_counts_each_part_from_its_config(tmp_path):
    root = tmp_path / "FLUX.1-dev"
    _config(root, {"_class_name": "FluxPipeline"}, "model_index.json")
    _config(root / "transformer", FLUX_TRANSFORMER)
    _config(root / "text_encoder", CLIP_TEXT)
    _config(root / "text_encoder_2", T5_XXL)
    _config(root / "vae", FLUX_VAE)
    imported = inspect_path(root)
    d = imported.arch.diffusion
    assert d is not None
    assert [round(e.params_b * 1e9) for e in d.text_encoders] == [123_060_480, 4_762_310_656]
    assert round(d.vae_params_b * 1e9) == 83_819_683 and d.vae_force_upcast
    assert not imported.warnings
    w = Workload.model_validate({"model": {"path": str(root)}})
    assert resolve(w, load_catalog()).task == "image_generation"


def test_a_unet_pipeline_without_weights_is_refused_with_a_reason(tmp_path):
    root = tmp_path / "sdxl"
    _config(root, {"_class_name": "StableDiffusionXLPipeline"}, "model_index.json")
    _config(root / "unet", {"_class_name": "UNet2DConditionModel", "block_out_channels": [320, 640, 1280]})
    with pytest.raises(ModelImportError) as caught:
        inspect_path(root)
    assert caught.value.code == "unet_needs_weights"


def _write_mmproj(path: Path) -> int:
    """A tiny Qwen2.5-VL-style projector: 2 blocks of width 32, merge 2; returns its parameter count."""
    import gguf

    writer = gguf.GGUFWriter(str(path), arch="clip")
    writer.add_string("clip.projector_type", "qwen25vl_merger")
    for key, value in (("block_count", 2), ("embedding_length", 32), ("feed_forward_length", 64),
                       ("attention.head_count", 4), ("patch_size", 14), ("spatial_merge_size", 2),
                       ("projection_dim", 64)):
        writer.add_uint32(f"clip.vision.{key}", value)
    shapes = {"v.patch_embd.weight": (32, 3, 14, 14), "v.blk.0.attn_qkv.weight": (96, 32),
              "v.blk.1.attn_qkv.weight": (96, 32), "mm.0.weight": (128, 128), "mm.2.weight": (64, 128)}
    for name, shape in shapes.items():
        writer.add_tensor(name, np.zeros(shape, np.float16))
    _finish(writer)
    return sum(int(np.prod(s)) for s in shapes.values())


def test_gguf_reads_the_mmproj_beside_it(tmp_path):
    model = write_tiny_gguf(tmp_path / "tiny-llama-Q8_0.gguf")
    alone = inspect_path(model)
    tower_params = _write_mmproj(tmp_path / "mmproj-tiny-f16.gguf")
    paired = inspect_path(model)
    assert alone.arch.vision is None
    tower = paired.arch.vision
    assert tower is not None and round(tower.params_b * 1e9) == tower_params
    assert (tower.merge, tower.layers, tower.hidden_size) == (2, 2, 32)
    assert round(tower.merger_params_b * 1e9) == 128 * 128 + 64 * 128  # the mm.* tensors
    assert round(paired.arch.params_b * 1e9) == round(alone.arch.params_b * 1e9) + tower_params  # type: ignore[operator]
    assert "mmproj_read" in {w.code for w in paired.warnings}
    with pytest.raises(ModelImportError) as caught:
        inspect_path(tmp_path / "mmproj-tiny-f16.gguf")
    assert caught.value.code == "mmproj_alone"
    assert inspect_path(tmp_path).arch.vision is not None  # the folder: the model's GGUF, not the projector


def test_llama_3_2_vision_config_reads_tiles_and_cross_attention(tmp_path):
    cfg = {
        "model_type": "mllama", "architectures": ["MllamaForConditionalGeneration"], "torch_dtype": "bfloat16",
        "text_config": {"model_type": "mllama_text_model", "hidden_size": 4096, "intermediate_size": 14336,
                        "num_hidden_layers": 40, "num_attention_heads": 32, "num_key_value_heads": 8,
                        "vocab_size": 128256, "max_position_embeddings": 131072,
                        "cross_attention_layers": [3, 8, 13, 18, 23, 28, 33, 38]},
        "vision_config": {"hidden_size": 1280, "num_hidden_layers": 32, "num_global_layers": 8,
                          "intermediate_size": 5120, "attention_heads": 16, "patch_size": 14, "image_size": 560,
                          "max_num_tiles": 4},
    }
    imported = inspect_path(_config(tmp_path, cfg))
    tower = imported.arch.vision
    assert tower is not None
    assert (tower.tile_size, tower.max_tiles, tower.cross_attention_layers, tower.class_token) == (560, 4, 8, True)
    # Counted from the layer shapes (an estimate the import says it is): within 1 % of the checkpoint's
    # 895,028,755 (its total less the text model).
    assert abs(tower.params_b * 1e9 - 895_028_755) / 895_028_755 < 0.01
    assert "vision_count_derived" in {w.code for w in imported.warnings}
