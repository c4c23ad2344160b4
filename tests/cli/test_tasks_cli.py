"""The command line on work beyond chat: the parts of an image pipeline, a batch job's yes or no."""

from __future__ import annotations

import json

import pytest

from app.cli import main
from app.core import fitted
from app.core.speed import vision as vision_speed
from app.infra import resources

FLUX = str(resources.path("examples", "product-images-flux.headroom.json"))
WHISPER = str(resources.path("examples", "call-transcripts-whisper.headroom.json"))
EMBED = str(resources.path("examples", "embed-20m-bge-m3.headroom.json"))
INVOICES = str(resources.path("examples", "invoices-qwen-vl.headroom.json"))


def run(capsys, *argv):  # type: ignore[no-untyped-def]
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_estimate_lists_the_image_pipelines_parts_with_their_formulas(capsys):
    code, out, err = run(capsys, "estimate", FLUX)
    assert code == 0, err
    for label in ("Weights", "Text encoders", "VAE (image decoder)", "Activations"):
        assert label in out
    assert "Task: image generation" in out and "KV cache" not in out
    code, out, _ = run(capsys, "estimate", FLUX, "--json")
    data = json.loads(out)
    parts = {c["key"]: c for c in data["components"]}
    assert data["task"] == "image_generation"
    assert parts["text_encoders"]["formula"].startswith("CLIP ViT-L/14 text + T5-XXL encoder: 4,885,371,136 parameters")
    assert parts["weights"]["formula_code"] == "weights_denoiser" and parts["vae"]["source"]


def test_fit_says_whether_the_batch_finishes_and_what_it_costs(capsys):
    code, out, err = run(capsys, "fit", WHISPER, "--server", "srv-1x-l4")
    assert code == 0, err
    assert "The batch of 1,000 audio hours takes about" in out
    assert "deadline" in out and "it costs about" in out and "Audio hours transcribed per hour" in out
    code, out, _ = run(capsys, "fit", WHISPER, "--server", "srv-1x-l4", "--json")
    data = json.loads(out)
    assert data["speed"]["work_unit"] == "audio_hours" and data["speed"]["batch_hours"]["typical"] > 0
    assert data["price"]["batch_cost"] > 0


def test_compare_marks_each_server_that_misses_the_deadline(capsys):
    code, out, err = run(capsys, "compare", EMBED, "--servers", "srv-1x-l4,srv-1x-l40s,hgx-4x-h100-sxm")
    assert code == 0, err
    assert "✗ 1U inference server, 1x L4: the batch takes" in out and "the deadline is 48 h" in out
    assert "Cost of the batch" in out and "Rule: a batch job is ranked by its cost" in out


def test_fit_shows_the_image_tokens_of_a_vision_language_request(capsys):
    code, out, err = run(capsys, "fit", INVOICES, "--server", "srv-1x-l40s")
    assert code == 0, err
    assert "Image tokens in each prompt (in the KV cache and the time to first token): 5,476" in out
    # 4 images of 1,024 × 1,024 px = 4.194 megapixels × the fitted seconds per megapixel (fit_tasks.py, from the
    # vision-language first-token cases) of host work before the GPU sees them, said apart so the time to first token
    # can be explained.
    per_mpx = fitted.constant(vision_speed.PREPROCESS_NAME, 0.0, vision_speed.PREPROCESS_S_PER_MPX, 0.0)[1]
    host_s = 4 * 1024 * 1024 / 1e6 * per_mpx
    assert f"Preparing the images on the CPU before the GPU sees them (part of the time to first token): {host_s:.2f} s" \
        in out
    code, out, err = run(capsys, "fit", INVOICES, "--server", "srv-1x-l40s", "--json")
    assert code == 0, err
    assert json.loads(out)["speed"]["image_preprocess_s"] == pytest.approx(host_s)


def test_model_inspect_shows_the_parts_beyond_a_text_decoder(capsys, tmp_path):
    config = {"model_type": "whisper", "d_model": 1280, "encoder_layers": 32, "decoder_layers": 4,
              "encoder_attention_heads": 20, "decoder_attention_heads": 20, "encoder_ffn_dim": 5120,
              "decoder_ffn_dim": 5120, "vocab_size": 51866, "num_mel_bins": 128, "max_source_positions": 1500,
              "max_target_positions": 448, "torch_dtype": "float16"}
    path = tmp_path / "config.json"
    path.write_text(json.dumps(config))
    code, out, err = run(capsys, "model", "inspect", str(path))
    assert code == 0, err
    assert "speech to text (audio encoder + text decoder)" in out
    assert "Audio encoder" in out and "637 million, 32 layers, 1,500 positions per window" in out
    code, out, _ = run(capsys, "model", "inspect", str(path), "--json")
    data = json.loads(out)
    assert data["task"] == "speech_to_text" and data["params"] == 808_878_080  # large-v3-turbo's count
