"""Work beyond chat (issue 21): image generation, speech, vision-language, embeddings, batch jobs.

Numbers are worked from the models' configs (resources/catalog/models.json notes, app/core/model/param_counts.py).
"""

from __future__ import annotations

import pytest

from app.core import fitted
from app.core.catalog import load_catalog
from app.core.findings import InputError
from app.core.fit.place import fit
from app.core.fit.rank import compare
from app.core.memory.components import budget
from app.core.offers.money import HOURS_PER_MONTH
from app.core.offers.server import ServerProfile
from app.core.speed import speech as speech_speed
from app.core.speed import vision as vision_speed
from app.core.tasks.vision import image_tokens
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload

CATALOG = load_catalog()
BF16 = 2  # bytes per parameter
GB = 1e9


def _w(model: str, **fields: object) -> Workload:
    return Workload.model_validate({"model": {"id": model}, **fields})


def _server(gpu: str, count: int = 1, monthly: float | None = None) -> ServerProfile:
    data: dict[str, object] = {"name": f"{count}x {gpu}", "gpu": {"id": gpu}, "gpu_count": count}
    if monthly is not None:
        data["price"] = {"monthly": monthly, "currency": "USD"}
    return ServerProfile.model_validate(data)


# --- image generation -----------------------------------------------------------------------------


def test_flux_dev_bf16_parts_are_their_own_components_and_all_resident_exceed_33_gb():
    b = budget(_w("flux.1-dev"), CATALOG)
    assert b.task == "image_generation"
    # The denoiser: 11,901,408,320 parameters (FluxTransformer2DModel config) × 2 bytes.
    assert b.component("weights").bytes == 11_901_408_320 * BF16  # 23.80 GB
    # T5-XXL encoder 4,762,310,656 + CLIP-L text 123,060,480 parameters, in BF16.
    assert b.component("text_encoders").bytes == (4_762_310_656 + 123_060_480) * BF16  # 9.77 GB
    assert b.component("vae").bytes == 83_819_683 * BF16  # 0.17 GB
    weights = sum(b.component(k).bytes for k in ("weights", "text_encoders", "vae"))
    assert weights >= 33 * GB  # 33.74 GB: 31.42 GiB, the blog's "31.447 GB" after loading (GiB)
    # The transient: the VAE decode at 1024 × 1024, 4 × 256 channels × 2 bytes per pixel = 2,147,483,648 B,
    # larger than one denoiser block over 4,096 + 512 tokens × (6 × 3072 + 3 × 12288) × 2 B = 509,607,936 B.
    act = b.component("activations")
    assert act.bytes == 1024 * 1024 * 4 * 256 * BF16
    assert act.terms["denoiser_bytes"] == 4608 * (6 * 3072 + 3 * 12288) * BF16
    assert b.per_gpu_bytes >= 33 * GB and b.reserved_fraction is None


def test_flux_offload_keeps_only_the_largest_stage_and_resolution_grows_the_decode():
    offload = budget(_w("flux.1-dev", runtime_options={"model_cpu_offload": True}), CATALOG)
    assert offload.component("weights").bytes == 11_901_408_320 * BF16  # the denoiser stage is the largest
    assert offload.component("text_encoders").bytes == 0 and offload.component("vae").bytes == 0
    assert offload.component("text_encoders").formula == "stage_offloaded"
    assert offload.component("activations").bytes == 4608 * (6 * 3072 + 3 * 12288) * BF16
    big = budget(_w("flux.1-dev", load={"resolution": 2048}), CATALOG)
    assert big.component("activations").bytes == 4 * 1024 * 1024 * 4 * 256 * BF16  # four times the pixels


def test_vae_slicing_decodes_one_image_and_tiling_one_tile():
    # FLUX.1-dev, 4 images at 2048 px: the whole batch's decode is 4 images × 2048² pixels × 256 channels × 4 × 2 B.
    batch = {"images": 4, "resolution": 2048}
    whole = budget(_w("flux.1-dev", load=batch), CATALOG)
    assert whole.component("activations").bytes == 4 * 2048 * 2048 * 256 * 4 * BF16  # 34.4 GB
    # diffusers AutoencoderKL.decode with use_slicing: one image at a time.
    sliced = budget(_w("flux.1-dev", load=batch, runtime_options={"vae_slicing": True}), CATALOG)
    assert sliced.component("activations").bytes == 2048 * 2048 * 256 * 4 * BF16
    # ... and with use_tiling one 1024 × 1024 tile (the VAE's sample_size) of it: the denoiser block is then larger,
    # 4 images × (16,384 + 512) tokens × (6 × 3072 + 3 × 12288) × 2 B = 7.5 GB against the tile's 2.1 GB.
    both = budget(_w("flux.1-dev", load=batch, runtime_options={"vae_slicing": True, "vae_tiling": True}), CATALOG)
    assert both.component("activations").terms["vae_bytes"] == 1024 * 1024 * 256 * 4 * BF16
    assert both.component("activations").bytes == 4 * 16896 * (6 * 3072 + 3 * 12288) * BF16
    # Tiling leaves an image no larger than a tile whole.
    small = budget(_w("flux.1-dev", runtime_options={"vae_tiling": True}), CATALOG)
    assert small.component("activations").bytes == 1024 * 1024 * 256 * 4 * BF16


def test_text_encoders_take_their_own_precision():
    b = budget(_w("flux.1-dev", precision={"text_encoders": "fp8"}), CATALOG)
    assert b.component("text_encoders").bytes == 4_762_310_656 + 123_060_480  # 1 byte per parameter
    assert b.component("weights").bytes == 11_901_408_320 * BF16


def test_an_fp16_t5_keeps_its_feed_forward_output_projections_in_fp32():
    # transformers keeps T5's `wo` (24 layers × 10,240 × 4,096 = 1,006,632,960 parameters in T5-XXL) in fp32
    # under an fp16 load (T5PreTrainedModel._keep_in_fp32_modules): 2 more bytes each than the rest.
    fp16 = budget(_w("flux.1-dev", precision={"weights": "fp16", "text_encoders": "fp16"}), CATALOG)
    wo = 24 * 10_240 * 4_096
    assert fp16.component("text_encoders").bytes == (4_762_310_656 + 123_060_480 - wo) * BF16 + wo * 4  # 11.78 GB
    assert fp16.component("text_encoders").terms["fp32_params"] == wo
    # bitsandbytes' 4-bit quantizer leaves them unquantized, in fp32: the rest at NF4's 4.5 bits a weight.
    nf4 = budget(_w("flux.1-dev", precision={"weights": "nf4", "text_encoders": "nf4"}), CATALOG)
    assert nf4.component("text_encoders").bytes == (4_762_310_656 + 123_060_480 - wo) * 4.5 / 8 + wo * 4  # 6.21 GB
    # A bf16 load keeps none (the keep applies to torch.float16 only); nor does an fp8 or int8 encoder.
    bf16 = budget(_w("flux.1-dev", precision={"text_encoders": "bf16"}), CATALOG)
    assert bf16.component("text_encoders").bytes == (4_762_310_656 + 123_060_480) * BF16
    fp8 = budget(_w("flux.1-dev", precision={"text_encoders": "fp8"}), CATALOG)
    assert fp8.component("text_encoders").terms["fp32_params"] == 0


def test_seconds_per_image_follow_the_steps():
    h100 = _server("h100-sxm")
    few, many = (fit(_w("flux.1-dev", load={"steps": n}), h100, CATALOG).speed for n in (10, 50))
    assert few is not None and many is not None and few.request_s is not None and many.request_s is not None
    assert many.request_s.typical > 4 * few.request_s.typical
    assert many.work_unit == "images" and many.work_per_hour is not None
    assert many.work_per_hour.typical == pytest.approx(3600 / many.request_s.typical)


# --- speech to text -------------------------------------------------------------------------------


def test_whisper_large_v3_fp16_weights_and_cross_attention_cache():
    b = budget(_w("whisper-large-v3"), CATALOG)
    assert b.model.weights_precision == "fp16"
    assert b.component("weights").bytes == 1_543_490_560 * BF16  # encoder 636,968,960 + decoder 906,521,600
    # One row: 1,500 encoder positions and 4 + ceil(30 s × 3.3) = 103 tokens, × 32 layers × 2 × 1,280 × 2 B.
    assert b.component("kv_cache").bytes == (1500 + 103) * 32 * 2 * 1280 * BF16


def test_ctranslate2_shares_the_cross_attention_cache_across_beams_in_allocator_bins():
    # faster-whisper (runtime generic), beam 5: one window's cross-attention keys (1,500 × 1,280 × 2 B = 3,840,000 B)
    # take cub's 4^11 = 4,194,304 B bin once for the five beams; the self-attention keys of 5 rows × 103 tokens
    # (1,318,400 B) the same bin; × 32 layers × keys and values; + CTranslate2's 200 MiB cached freed blocks.
    b = budget(_w("whisper-large-v3", runtime="generic", load={"beams": 5}), CATALOG)
    kv = b.component("kv_cache")
    assert kv.low_bytes == 32 * 2 * (4 ** 11 + 4 ** 11)  # 537 MB, where five copies of the cross cache alone are 1.23 GB
    assert kv.bytes == kv.low_bytes + 200 * 2 ** 20
    # Eight windows at once (the batched pipeline): 30,720,000 B of cross keys is past the 16 MiB bins (exact);
    # 40 rows × 103 tokens × 2,560 B = 10,547,200 B takes the 4^12 bin.
    batched = budget(_w("whisper-large-v3", runtime="generic", load={"beams": 5, "concurrency": 8}), CATALOG)
    assert batched.component("kv_cache").low_bytes == 32 * 2 * (8 * 1500 * 1280 * BF16 + 4 ** 12)


def test_whisper_eager_attention_keeps_the_scores_in_16_bit():
    # transformers' WhisperAttention (Bart's) runs the product and the softmax in the weights' dtype, no fp32 upcast:
    # 2 + 2 bytes per score. Eight 30-second windows at once through large-v3-turbo's encoder (20 heads, 1,500
    # positions): 8 × 20 × 1,500² × 4 B = 1.44 GB of scores in one layer, where a decoder-only model's eager path keeps
    # 10 B. Beside them at the softmax: the layer input, the normed input, q, k, v (5 × 1,280 values a position).
    w = _w("whisper-large-v3-turbo", runtime="transformers", load={"concurrency": 8},
           runtime_options={"attention": "eager"})
    b = budget(w, CATALOG)
    act, kv = b.component("activations"), b.component("kv_cache")
    assert act.terms["score_bytes"] == 8 * 20 * 1500 ** 2 * 4
    # The encoder's phase is the peak (turbo's 4 decoder layers cache 8 × 1,603 × 4 × 2 × 1,280 × 2 B = 263 MB).
    assert kv.bytes + act.bytes == 8 * 1500 * 5 * 1280 * BF16 + 8 * 20 * 1500 ** 2 * 4


def test_transformers_whisper_peaks_at_the_larger_of_its_encoder_and_decoder_phases():
    # generate() runs the encoder to its end and keeps only its output before the decoder builds its caches, so the
    # two phases' tensors never coexist. 24 windows, SDPA (extrange/transcription-benchmarks' T4 runs).
    def peak_beyond_weights(model: str) -> float:
        b = budget(_w(model, runtime="transformers", load={"concurrency": 24}), CATALOG)
        return b.component("kv_cache").bytes + b.component("activations").bytes

    # large-v3 (32 decoder layers): the decoder's phase, its caches (24 rows × (1,500 + 103) positions × 32 layers
    # × 2 × 1,280 × 2 B) + the encoder output kept for the rows (24 × 1,500 × 1,280 × 2 B) + fp32 logits, 8 B a
    # row and vocabulary entry.
    decoder = 24 * 1603 * 32 * 2 * 1280 * BF16 + 24 * 1500 * 1280 * BF16 + 24 * 51866 * 8
    assert peak_beyond_weights("whisper-large-v3") == pytest.approx(decoder)
    # large-v3-turbo (4 layers): the encoder's phase, what WhisperEncoderLayer holds at its MLP's activation (the
    # layer input, the residual, the normed input: 3 × 1,280; fc1's output and its GELU: 2 × 5,120) over 24 windows'
    # 1,500 positions, 1.01 GB, where its decoder's phase is 0.83 GB.
    encoder = 24 * 1500 * (3 * 1280 + 2 * 5120) * BF16
    assert peak_beyond_weights("whisper-large-v3-turbo") == pytest.approx(encoder)
    # The measured pair: distil-large-v3 (2 layers) and large-v3-turbo peaked at the same 1,154 MB past their
    # weights on the T4, as a shared encoder phase would; summed phases would differ by turbo's extra caches.
    assert 24 * 1603 * 4 * 2 * 1280 * BF16 + 24 * 1500 * 1280 * BF16 < encoder


def test_a_batch_of_1000_audio_hours_gets_a_yes_or_no_and_a_time():
    w = _w("whisper-large-v3", load={"concurrency": 16,
                                     "batch": {"amount": 1000, "unit": "audio_hours", "deadline_hours": 8}})
    servers = [_server("l4", 1, 600), _server("l40s", 1, 650), _server("h100-sxm", 4, 8700)]
    result = compare(w, servers, CATALOG)
    by_gpu = {r.gpu_id: r for r in result.results}
    slow, fast = by_gpu["l4"], by_gpu["l40s"]
    for r in (slow, fast):
        check = next(c for c in r.targets if c.key == "batch_deadline")
        assert r.speed is not None and r.speed.batch_hours is not None
        assert check.estimate == r.speed.batch_hours.typical and check.target == 8
    assert slow.verdict == "misses_must_have" and slow.missed[0].key == "batch_deadline"
    assert slow.missed[0].figure > 8
    assert fast.verdict == "fits" and fast.speed is not None and fast.speed.batch_hours is not None
    assert fast.speed.batch_hours.typical < 8
    # Its cost: a monthly offer bills whole months, so the few-hour batch pays one month (issue 30); the
    # rule ranks by that cost.
    assert fast.speed.batch_hours.typical < HOURS_PER_MONTH and fast.batch_cost == 650
    assert result.rule == "batch_cost" and result.recommended == fast.key
    assert result.costs[fast.key].amount == pytest.approx(fast.batch_cost)


def test_a_fitted_speech_encoder_share_replaces_the_runtime_rows_prefill_share():
    """speed/speech.py: encoder = windows × FLOPs ÷ (peak × share × size); TensorRT-LLM's share is fitted, others keep
    their row's."""
    a100 = _server("a100-pcie-80gb")
    work = _w("whisper-large-v3", runtime="tensorrt-llm", load={"concurrency": 64, "audio_seconds": 7.5})
    audio = CATALOG.models["whisper-large-v3"].audio
    assert audio is not None
    # 2 × 636,968,960 × 1,500 + 4 × 32 layers × 1,500² × 1,280 = 1.9109e12 + 3.6864e11 FLOPs a 30 s window.
    assert speech_speed.encoder_flops(audio) == pytest.approx(2 * 636_968_960 * 1500 + 4 * 32 * 1500 ** 2 * 1280)

    def batch_s(share: float) -> float:  # one batch of 64 utterances: 64 × 7.5 s of audio ÷ audio seconds per second
        value = fitted.FittedValue(low=share, typical=share, high=share, cases=1, sources=1, fitted_on="test")
        name = speech_speed.ENCODER_SHARE_PREFIX + "tensorrt-llm"
        with fitted.use(fitted.Fitted(generated_by="test", constants={name: value})):
            speed = fit(work, a100, CATALOG).speed
            assert speech_speed.encoder_share("tensorrt-llm", 0.8) == share
            assert speech_speed.encoder_share("generic", 0.8) == 0.8  # no fitted share: the row's
        assert speed is not None and speed.work_per_hour is not None
        return 64 * 7.5 / speed.work_per_hour.typical

    # Halving the share (0.8 → 0.4) doubles the encoder's time and leaves the decoder's: the difference is the
    # encoder's time at 0.8.
    slow, fast = batch_s(0.4), batch_s(0.8)
    encoder_at_08 = slow - fast
    assert 0 < encoder_at_08 < fast
    assert batch_s(0.2) - slow == pytest.approx(2 * encoder_at_08, rel=1e-9)


# --- vision-language ------------------------------------------------------------------------------


def test_image_tokens_per_processor():
    tower = CATALOG.models["qwen2.5-vl-7b"].vision
    assert tower is not None
    # Qwen2.5-VL smart_resize: 1024 → 37 × 28 = 1036 px; (1036 ÷ 28)² = 1,369 tokens, 4 × as many patches.
    one = image_tokens(tower, 1024)
    assert (one.tokens, one.patches, one.side_px) == (1369, 5476, 1036)
    assert image_tokens(tower, 2048).tokens == 73 * 73  # 2048 → 73 × 28 = 2044 px
    mllama = CATALOG.models["llama-3.2-11b-vision"].vision
    assert mllama is not None
    # Llama 3.2 Vision: 2 × 2 tiles of 560 px for 1024 px, (560 ÷ 14)² + 1 class token = 1,601 each.
    assert image_tokens(mllama, 1024).tokens == 4 * 1601 and image_tokens(mllama, 512).tokens == 1601


def test_qwen2_5_vl_image_tokens_enter_the_kv_cache_and_the_first_token():
    h100 = _server("h100-sxm")

    def run(images: int, side: int):  # type: ignore[no-untyped-def]
        return fit(_w("qwen2.5-vl-7b", load={"images_per_request": images, "image_resolution": side}), h100, CATALOG)

    text, four, large = run(0, 1024), run(4, 1024), run(4, 2048)
    assert four.budget is not None and text.budget is not None and large.budget is not None
    assert four.budget.model.image_tokens_per_request == 4 * 1369
    # 28 layers × 2 × 4 KV heads × 128 × 2 B = 57,344 B per token; vLLM blocks of 16 tokens:
    # (2048 + 512 + 5,476 → 8,048) − (2048 + 512 = 2,560) = 5,488 more tokens per sequence.
    kv_text, kv_four, kv_large = (r.budget.component("kv_cache").bytes for r in (text, four, large))  # type: ignore[union-attr]
    assert kv_four - kv_text == (8048 - 2560) * 57_344
    assert kv_large > kv_four
    assert four.budget.component("vision_encoder").bytes == 676_550_144 * BF16
    ttft = [r.speed.ttft_s.typical for r in (text, four, large)]  # type: ignore[union-attr]
    assert ttft[0] < ttft[1] < ttft[2]
    assert four.speed is not None and four.speed.image_tokens == 5476


def test_image_preprocessing_adds_host_time_per_megapixel_to_the_first_token():
    """speed/vision.py: images × side² ÷ 10⁶ × seconds per megapixel before the first token, on no GPU."""
    h100 = _server("h100-sxm")
    work = _w("qwen2.5-vl-7b", load={"images_per_request": 2, "image_resolution": 1000, "concurrency": 1})

    def at(per_mpx: float):  # type: ignore[no-untyped-def]
        value = fitted.FittedValue(low=per_mpx, typical=per_mpx, high=per_mpx, cases=1, sources=1, fitted_on="test")
        with fitted.use(fitted.Fitted(generated_by="test", constants={vision_speed.PREPROCESS_NAME: value})):
            speed = fit(work, h100, CATALOG).speed
        assert speed is not None and speed.ttft_s is not None and speed.tokens_per_s_per_user is not None
        return speed

    none, some = at(0.0), at(0.25)
    # One user, no queue: 2 images × 1.0 MP × 0.25 s/MP = 0.5 s more before the first token, the decode untouched.
    assert some.ttft_s.typical - none.ttft_s.typical == pytest.approx(0.5, rel=1e-9)  # type: ignore[union-attr]
    assert some.tokens_per_s_per_user.typical == pytest.approx(none.tokens_per_s_per_user.typical)  # type: ignore[union-attr]
    assert vision_speed.preprocess_s(3, 2000) == pytest.approx(3 * 4.0 * fitted.constant(
        vision_speed.PREPROCESS_NAME, 0.0, vision_speed.PREPROCESS_S_PER_MPX, 0.0)[1])


def test_the_vision_encoder_runs_its_merger_once_per_merged_token():
    """speed/vision.py: the tower's blocks run per patch, a merging projector per merged token (merge 2: a quarter)."""
    tower = CATALOG.models["qwen2.5-vl-7b"].vision
    assert tower is not None
    # 448 px on 28-px merged tokens: 16 × 16 = 256 tokens of 2 × 2 patches = 1,024 patches. Windows of
    # 112 ÷ 14 = 8 × 8 = 64 patches on 28 layers, the whole image on 4: 4 × 1,024 + 28 × 64 = 5,888 attended.
    merger = 5120 * 5120 + 5120 + 5120 * 3584 + 3584  # 1,280 × 2² = 5,120 -> 5,120 -> 3,584, with biases
    assert round(tower.merger_params_b * 1e9) == merger == 44_573_184
    blocks = 676_550_144 - merger
    expected = 2 * blocks * 1024 + 2 * merger * 256 + 4 * 1024 * 5888 * 1280
    assert vision_speed.encoder_flops(tower, 448) == pytest.approx(expected, rel=1e-12)
    # Charging the merger per patch overstated this tower by 2 × 44,573,184 × 768 ≈ 68 GFLOPs an image (5 %).
    assert expected == pytest.approx(2 * 676_550_144 * 1024 + 4 * 1024 * 5888 * 1280 - 2 * merger * 768)
    # Qwen3-VL 8B: the merger and three DeepStack mergers, 4 × (4,608² + 4,608 + 4,608 × 4,096 + 4,096), are
    # 28 % of its 576,388,336-parameter tower.
    qwen3 = CATALOG.models["qwen3-vl-8b"].vision
    assert qwen3 is not None and round(qwen3.merger_params_b * 1e9) == 4 * 40_116_736 == 160_466_944


def test_cross_attention_images_stay_out_of_the_text_cache():
    b1 = budget(_w("llama-3.2-11b-vision", load={"images_per_request": 1, "image_resolution": 1024}), CATALOG)
    b0 = budget(_w("llama-3.2-11b-vision", load={"images_per_request": 0}), CATALOG)
    kv1, kv0 = b1.component("kv_cache"), b0.component("kv_cache")
    assert b1.model.image_tokens_per_request == 0  # not in the text sequence
    # 6,404 image tokens on each of 8 cross-attention layers × 2 × 8 KV heads × 128 × 2 B.
    assert kv1.terms["image_cache_bytes"] == 6404 * 8 * 2 * 8 * 128 * BF16
    assert kv1.formula == "kv_cross_attention" and kv1.bytes > kv0.bytes


# --- embeddings -----------------------------------------------------------------------------------


def test_twenty_million_documents_through_bge_m3_by_a_deadline():
    w = _w("bge-m3", load={"input_tokens": 512, "output_tokens": 0, "concurrency": 64,
                           "batch": {"amount": 20_000_000, "unit": "documents", "deadline_hours": 24}})
    result = compare(w, [_server("l4", 1, 600), _server("l40s", 1, 650), _server("h100-sxm", 4, 8700)], CATALOG)
    for r in result.results:
        assert r.speed is not None and r.speed.batch_hours is not None and r.speed.work_unit == "documents"
        met = r.speed.batch_hours.typical <= 24
        assert (r.verdict in ("fits", "tight")) == met
        if not met:
            assert [m.key for m in r.missed] == ["batch_deadline"]
    assert any(r.meets_must_haves for r in result.results) and not all(r.meets_must_haves for r in result.results)
    best = result.best
    assert best is not None and best.meets_must_haves


def test_embeddings_have_no_cache_and_count_documents():
    r = fit(_w("bge-m3", load={"input_tokens": 512, "output_tokens": 0, "concurrency": 32}), _server("l40s"),
            CATALOG)
    assert r.budget is not None and r.budget.component("kv_cache").bytes == 0
    assert r.speed is not None and r.speed.work_per_hour is not None and r.speed.aggregate_tokens_per_s is not None
    # documents per hour = tokens per second × 3,600 ÷ 512 tokens per document
    assert r.speed.work_per_hour.typical == pytest.approx(r.speed.aggregate_tokens_per_s.typical * 3600 / 512)


def test_a_decoder_asked_for_embeddings_reads_without_a_cache():
    r = resolve(_w("qwen2.5-0.5b", task="embeddings"), CATALOG)
    assert r.task == "embeddings" and r.model.arch.encoder_only
    assert budget(_w("qwen2.5-0.5b", task="embeddings"), CATALOG).component("kv_cache").bytes == 0


# --- the task in the workload ---------------------------------------------------------------------


@pytest.mark.parametrize(("fields", "field", "code"), [
    ({"model": {"id": "llama-3.1-8b"}, "task": "image_generation"}, "task", "task_needs_part"),
    ({"model": {"id": "flux.1-dev"}, "task": "text_generation"}, "task", "task_needs_part"),
    ({"model": {"id": "bge-m3"}, "load": {"batch": {"amount": 5, "unit": "images"}}}, "load.batch.unit",
     "batch_unit_for_task"),
    ({"model": {"id": "flux.1-dev"}, "mode": "lora"}, "mode", "task_not_trainable"),
])
def test_a_task_the_model_cannot_do_is_a_problem_on_its_field(fields, field, code):
    with pytest.raises(InputError) as caught:
        resolve(Workload.model_validate(fields), CATALOG)
    assert [(p.field, p.code) for p in caught.value.problems] == [(field, code)]


def test_the_task_defaults_to_the_models_own():
    assert {m: resolve(_w(m), CATALOG).task for m in ("llama-3.1-8b", "bge-m3", "bge-reranker-v2-m3",
                                                       "qwen2.5-vl-7b", "sdxl-base-1.0", "whisper-large-v3-turbo")} \
        == {"llama-3.1-8b": "text_generation", "bge-m3": "embeddings", "bge-reranker-v2-m3": "reranking",
            "qwen2.5-vl-7b": "vision_language", "sdxl-base-1.0": "image_generation",
            "whisper-large-v3-turbo": "speech_to_text"}


def test_throughput_work_of_images_is_ranked_by_price_per_image():
    w = _w("flux.1-schnell", goal="batch")
    result = compare(w, [_server("l40s", 1, 650), _server("h100-sxm", 1, 2200)], CATALOG)
    assert result.rule == "unit_cost"
    for r in result.results:
        assert r.speed is not None and r.speed.work_per_hour is not None
        assert result.costs[r.key].amount == pytest.approx(
            r.price_monthly / (r.speed.work_per_hour.typical * HOURS_PER_MONTH))  # type: ignore[operator]
