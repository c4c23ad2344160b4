"""The shipped catalog (resources/catalog/*.json): it loads, it is sourced, and its numbers hang together.

The parameter-count check recomputes every model from its architecture (`app.core.model.arithmetic.breakdown`)
and compares the result with the stated `params_b`; the exact counts named below are published ones
(keras-hub preset metadata, HF safetensors totals).
"""

from __future__ import annotations

import json

import pytest

from app.core.catalog import CATALOG_FORMAT, CatalogFile, load_catalog
from app.core.model.arithmetic import breakdown, kv_elements_per_token
from app.core.offers.server import ServerProfile
from app.infra.resources import path

CATALOG = load_catalog()
MODEL_IDS = sorted(CATALOG.models)
# Models whose own fields describe a text decoder or encoder (image and speech pipelines count their parts
# with app/core/model/param_counts.py, tested below).
TEXT_MODEL_IDS = sorted(m.id for m in CATALOG.models.values() if m.diffusion is None and m.audio is None)
GGUF_IDS = sorted(q.id for q in CATALOG.quant_formats.values() if q.ecosystem == "gguf")
SERVER_ENTRIES = CATALOG.servers

# Exact published parameter counts; the derived count must equal them to the parameter.
EXACT_PARAMS = {
    "llama-3.1-8b": 8_030_261_248,
    "qwen2.5-7b": 7_615_616_512,
    "mixtral-8x7b": 46_702_792_704,
    "deepseek-v3": 671_026_419_200,  # router_bias counts e_score_correction_bias (256 per MoE layer)
    "deepseek-r1": 671_026_419_200,
    "qwen3-30b-a3b": 30_532_122_624,
    "qwen3-235b-a22b": 235_093_634_560,
    "gpt-oss-20b": 20_914_757_184,
    "gpt-oss-120b": 116_829_156_672,
    "gemma-2-9b": 9_241_705_984,
    "gemma-3-1b": 999_885_952,
    "phi-3-mini-4k": 3_821_079_552,
    "bge-large-en-v1.5": 335_141_888,
}


# --- the files ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["gpus.json", "models.json", "quant_formats.json", "servers.json"])
def test_catalog_files_have_the_envelope(name: str) -> None:
    raw = json.loads(path("catalog", name).read_text(encoding="utf-8"))
    doc = CatalogFile.model_validate(raw)
    assert doc.format == CATALOG_FORMAT
    assert doc.version == "2026.11.1"
    assert doc.entries


def test_catalog_loads_with_enough_entries() -> None:
    assert len(CATALOG.gpus) >= 25
    assert len(CATALOG.models) >= 40
    assert len(CATALOG.quant_formats) >= 30
    assert len(SERVER_ENTRIES) >= 12


def test_every_entry_names_a_source() -> None:
    entries = [*CATALOG.gpus.values(), *CATALOG.models.values(), *CATALOG.quant_formats.values()]
    for entry in entries:
        assert entry.source.strip(), entry
        assert len(entry.source) >= 10, (entry, entry.source)


# --- GPUs ----------------------------------------------------------------------------------------


def test_expected_gpu_ids_exist() -> None:
    wanted = {
        "h100-sxm",
        "h100-pcie",
        "h100-nvl",
        "h200-sxm",
        "h200-nvl",
        "b200",
        "b300",
        "a100-sxm-80gb",
        "a100-sxm-40gb",
        "a100-pcie-80gb",
        "a100-pcie-40gb",
        "l40s",
        "l40",
        "l4",
        "a10",
        "a40",
        "a30",
        "t4",
        "v100-sxm2-32gb",
        "v100-pcie-32gb",
        "rtx-6000-ada",
        "rtx-a6000",
        "rtx-pro-6000-blackwell",
        "rtx-4090",
        "rtx-5090",
        "rtx-3090",
        "mi300x",
        "mi325x",
        "mi355x",
        "w7900",
        "gaudi3",
    }
    assert wanted <= set(CATALOG.gpus)


@pytest.mark.parametrize("gpu_id", sorted(CATALOG.gpus))
def test_gpu_memory_units_and_rates_are_consistent(gpu_id: str) -> None:
    gpu = CATALOG.gpus[gpu_id]
    unit = 10**9 if gpu.memory_unit == "GB" else 2**30
    assert gpu.memory_bytes % unit == 0, "memory_bytes is N x the vendor's unit"
    if gpu.usable_memory_bytes is not None:
        # what nvidia-smi / rocm-smi reports is within 15 % of the marketed figure
        assert 0.85 < gpu.usable_memory_bytes / gpu.memory_bytes < 1.15
    if gpu.fp8_tflops is not None:
        assert gpu.fp8_tflops >= gpu.bf16_tflops
    if gpu.fp4_tflops is not None:
        assert gpu.fp4_tflops >= (gpu.fp8_tflops or gpu.bf16_tflops)


def test_known_driver_totals() -> None:
    mib = 2**20
    assert CATALOG.gpus["h100-sxm"].usable_memory_bytes == 81559 * mib
    assert CATALOG.gpus["a100-sxm-80gb"].usable_memory_bytes == 81920 * mib
    assert CATALOG.gpus["l40s"].usable_memory_bytes == 46068 * mib
    assert CATALOG.gpus["rtx-4090"].usable_memory_bytes == 24564 * mib
    assert CATALOG.gpus["h200-sxm"].usable_memory_bytes == 143771 * mib


# --- models --------------------------------------------------------------------------------------


def test_model_kinds_are_covered() -> None:
    models = CATALOG.models.values()
    moe = {m.id for m in models if m.is_moe}
    assert {
        "mixtral-8x7b",
        "mixtral-8x22b",
        "qwen3-30b-a3b",
        "qwen3-235b-a22b",
        "gpt-oss-20b",
        "gpt-oss-120b",
        "deepseek-v3",
        "deepseek-r1",
        "llama-4-scout-17b-16e",
        "llama-4-maverick-17b-128e",
    } <= moe
    assert {m.id for m in models if m.is_mla} >= {"deepseek-v3", "deepseek-r1"}
    windowed = {m.id for m in models if m.sliding_window and m.windowed_layers}
    assert {
        "gemma-2-9b",
        "gemma-2-27b",
        "gemma-3-4b",
        "gemma-3-12b",
        "gemma-3-27b",
        "gpt-oss-20b",
    } <= windowed
    embedders = {m.id for m in models if m.task == "embedding"}
    assert {"bge-m3", "e5-large-v2", "bge-large-en-v1.5"} <= embedders


@pytest.mark.parametrize("model_id", TEXT_MODEL_IDS)
def test_architecture_is_complete(model_id: str) -> None:
    m = CATALOG.models[model_id]
    for field in ("layers", "hidden_size", "heads", "kv_heads", "head_dim", "vocab_size", "max_context"):
        assert getattr(m, field), f"{model_id}: {field} missing"
    assert m.intermediate_size or m.moe_intermediate_size
    assert m.license and m.family and m.hf_repo
    if m.is_moe:
        assert m.experts_per_token and m.moe_intermediate_size and m.active_params_b
    elements = kv_elements_per_token(m)
    assert elements is not None
    assert (elements == (0, 0)) == m.encoder_only


@pytest.mark.parametrize("model_id", TEXT_MODEL_IDS)
def test_derived_parameter_count_matches_params_b(model_id: str) -> None:
    m = CATALOG.models[model_id]
    counted = breakdown(m)
    assert counted is not None
    stated = (m.params_b - (m.vision.params_b if m.vision else 0)) * 1e9  # a vision tower is counted apart
    assert abs(counted.total - stated) / stated < 0.015, (model_id, counted.total, stated)
    if m.active_params_b:
        assert abs(counted.active - m.active_params_b * 1e9) / (m.active_params_b * 1e9) < 0.015
    if model_id in EXACT_PARAMS:
        assert counted.total == EXACT_PARAMS[model_id]


def test_sliding_window_layer_counts() -> None:
    models = CATALOG.models
    assert models["gemma-2-9b"].windowed_layers == 21  # every other layer of 42
    assert models["gemma-2-27b"].windowed_layers == 23
    # Gemma 3: layer i is global when (i + 1) % 6 == 0 (sliding_window_pattern 6)
    for model_id, layers in (
        ("gemma-3-4b", 34),
        ("gemma-3-12b", 48),
        ("gemma-3-27b", 62),
        ("gemma-3-1b", 26),
    ):
        assert models[model_id].layers == layers
        assert models[model_id].windowed_layers == layers - layers // 6
    assert models["gpt-oss-20b"].windowed_layers == 12 and models["gpt-oss-20b"].sliding_window == 128
    assert models["gpt-oss-120b"].windowed_layers == 18
    assert models["llama-4-scout-17b-16e"].windowed_layers == 36  # chunked attention on 3 of 4 layers


def test_deepseek_mla_and_mtp() -> None:
    for model_id in ("deepseek-v3", "deepseek-r1"):
        m = CATALOG.models[model_id]
        assert kv_elements_per_token(m) == (576, 576)  # kv_lora_rank 512 + qk_rope_head_dim 64
        assert m.native_precision == "fp8" and m.router_bias and m.first_dense_layers == 3
        assert m.mtp_layers == 1 and 11 < (m.mtp_params_b or 0) < 15


def test_native_precisions() -> None:
    models = CATALOG.models
    assert models["gpt-oss-120b"].native_precision == "mxfp4"
    assert models["bge-m3"].native_precision == "fp32"
    assert models["llama-3.1-8b"].native_precision == "bf16"
    for m in models.values():
        assert CATALOG.quant(m.native_precision) is not None, m.id


# --- quantization formats -----------------------------------------------------------------------


def test_expected_quant_ids_and_aliases() -> None:
    wanted = {
        "fp32",
        "fp16",
        "bf16",
        "fp8",
        "fp8-block",
        "int8",
        "awq",
        "gptq",
        "gptq-int8",
        "nf4",
        "nf4-dq",
        "mxfp4",
        "nvfp4",
        "q8_0",
        "q6_k",
        "q5_k_m",
        "q5_k_s",
        "q5_0",
        "q5_1",
        "q4_k_m",
        "q4_k_s",
        "q4_0",
        "q4_1",
        "q3_k_l",
        "q3_k_m",
        "q3_k_s",
        "q2_k",
        "iq4_xs",
        "iq4_nl",
        "iq3_m",
        "iq3_s",
        "iq3_xxs",
        "iq2_m",
        "iq2_xs",
        "iq2_xxs",
        "iq1_s",
        "iq1_m",
    }
    assert wanted <= set(CATALOG.quant_formats)
    for name, quant_id in (
        ("gguf-f16", "fp16"),
        ("int4", "awq"),
        ("W8A8", "int8"),
        ("fp8_e4m3", "fp8"),
        ("Q4_K", "q4_k_m"),
        ("QLoRA", "nf4-dq"),
        ("llm.int8", "int8"),
    ):
        found = CATALOG.quant(name)
        assert found is not None and found.id == quant_id, name
    aliases = [a for q in CATALOG.quant_formats.values() for a in q.aliases]
    assert len(aliases) == len(set(aliases))
    assert not set(aliases) & set(CATALOG.quant_formats)


@pytest.mark.parametrize("quant_id", sorted(CATALOG.quant_formats))
def test_bits_are_sane(quant_id: str) -> None:
    q = CATALOG.quant_formats[quant_id]
    assert q.bits_per_weight >= q.nominal_bits
    assert q.embedding_bits >= q.nominal_bits and q.lm_head_bits >= q.nominal_bits
    if q.body_bits_per_weight is not None:
        assert q.nominal_bits <= q.body_bits_per_weight < q.nominal_bits + 2
    if q.kv_cache:
        assert q.kv_bits is not None and q.kv_bits >= q.nominal_bits
    else:
        assert q.kv_bits is None


@pytest.mark.parametrize("quant_id", GGUF_IDS)
def test_gguf_formats_run_on_llama_cpp(quant_id: str) -> None:
    q = CATALOG.quant_formats[quant_id]
    assert "llama.cpp" in q.runtimes
    assert q.lm_head_bits in (
        5.5,
        6.5625,
        8.5,
    )  # output.weight: Q5_K for IQ1/IQ2/IQ3_XXS mixes, Q8_0 for Q8_0, else Q6_K


def test_gguf_block_sizes_match_ggml_common_h() -> None:
    q = CATALOG.quant_formats
    # ggml-common.h: block_q8_0 = { ggml_half d; int8_t qs[32]; } -> (2 + 32) bytes * 8 / 32 weights = 8.5 bpw
    assert q["q8_0"].bits_per_weight == (2 + 32) * 8 / 32 == 8.5
    # block_q4_K (QK_K = 256, K_SCALE_SIZE = 12) = { half d; half dmin; uint8 scales[12]; uint8 qs[128]; }
    #   -> (2 + 2 + 12 + 128) bytes * 8 / 256 weights = 4.5 bpw
    assert q["q4_k_m"].bits_per_weight == (2 + 2 + 12 + 128) * 8 / 256 == 4.5
    assert q["q4_k_s"].bits_per_weight == 4.5
    # block_q6_K = { uint8 ql[128]; uint8 qh[64]; int8 scales[16]; half d; } -> 210 * 8 / 256 = 6.5625
    assert q["q6_k"].bits_per_weight == (128 + 64 + 16 + 2) * 8 / 256 == 6.5625
    # block_q5_K = { half d, dmin; uint8 scales[12]; uint8 qh[32]; uint8 qs[128]; } -> 176 * 8 / 256 = 5.5
    assert q["q5_k_m"].bits_per_weight == (2 + 2 + 12 + 32 + 128) * 8 / 256 == 5.5
    # block_q4_0 = { half d; uint8 qs[16]; } -> 18 * 8 / 32 = 4.5 ; block_q4_1 adds a half min -> 5.0
    assert q["q4_0"].bits_per_weight == (2 + 16) * 8 / 32
    assert q["q4_1"].bits_per_weight == (2 + 2 + 16) * 8 / 32
    # block_q2_K = { uint8 scales[16]; uint8 qs[64]; half d; half dmin; } -> 84 * 8 / 256 = 2.625
    assert q["q2_k"].bits_per_weight == (16 + 64 + 2 + 2) * 8 / 256
    # Q4_K_M's body (attn_v/ffn_down partly Q6_K) lies between Q4_K and Q6_K
    assert 4.5 < (q["q4_k_m"].body_bits_per_weight or 0) < 6.5625


def test_gguf_body_bits_reproduce_the_measured_llama_31_8b_sizes() -> None:
    # whole-model bpw (llama.cpp tools/quantize/README.md, Llama-3.1-8B) =
    #   (body x 6979321856 + embd x 525336576 + output x 525336576 + 32 x 266240 F32 norms) / 8030261248
    measured = {"q4_k_m": 4.8944, "q5_k_m": 5.7036, "q3_k_l": 4.2979, "q2_k": 3.1593, "iq4_xs": 4.4597}
    for quant_id, whole in measured.items():
        q = CATALOG.quant_formats[quant_id]
        bits = (
            q.average_body_bits * 6_979_321_856
            + (q.embedding_bits + q.lm_head_bits) * 525_336_576
            + 32 * 266_240
        )
        assert abs(bits / 8_030_261_248 - whole) < 0.0002, quant_id


def test_hf_format_overheads() -> None:
    q = CATALOG.quant_formats
    assert q["awq"].bits_per_weight == 4 + 16 / 128 + 4 / 128
    assert q["nf4"].bits_per_weight == 4 + 32 / 64
    assert q["nf4-dq"].bits_per_weight == 4 + 8 / 64 + 32 / (64 * 256)
    assert q["fp8-block"].bits_per_weight == 8 + 32 / (128 * 128)
    assert q["mxfp4"].bits_per_weight == 4 + 8 / 32 and q["mxfp4"].experts_only
    assert q["nvfp4"].bits_per_weight == 4 + 8 / 16 and "blackwell" in q["nvfp4"].gpu_native
    assert 4.156 < q["gptq"].bits_per_weight < 4.17  # + g_idx (32 bits per input row)
    for quant_id in ("awq", "gptq", "nf4", "fp8", "int8"):
        assert q[quant_id].embedding_bits == 16 and q[quant_id].lm_head_bits == 16


def test_kv_cache_formats() -> None:
    expected = {
        "fp32": 32,
        "fp16": 16,
        "bf16": 16,
        "fp8": 8,
        "q8_0": 8.5,
        "q4_0": 4.5,
        "q4_1": 5,
        "q5_0": 5.5,
        "q5_1": 6,
        "iq4_nl": 4.5,
    }
    kv = {q.id: q.kv_bits for q in CATALOG.quant_formats.values() if q.kv_cache}
    assert kv == expected


# --- servers -------------------------------------------------------------------------------------


@pytest.mark.parametrize("entry", SERVER_ENTRIES, ids=[str(e.get("id")) for e in SERVER_ENTRIES])
def test_server_profiles_validate_and_name_known_gpus(entry: dict[str, object]) -> None:
    profile = ServerProfile.model_validate(entry)
    assert profile.id and profile.notes and profile.provider == "Example"
    assert profile.gpu.id in CATALOG.gpus
    gpu = profile.gpu_spec(CATALOG)
    assert gpu is not None and gpu.id == profile.gpu.id
    assert profile.nvme and profile.power_w
    assert profile.power_w > gpu.tdp_w * profile.gpu_count


def test_server_ids_are_unique_and_cover_the_range() -> None:
    ids = [e["id"] for e in SERVER_ENTRIES]
    assert len(ids) == len(set(ids))
    gpus = {(e["gpu"]["id"], e["gpu_count"]) for e in SERVER_ENTRIES}  # type: ignore[index]
    for wanted in [
        ("rtx-4090", 1),
        ("l4", 1),
        ("l40s", 1),
        ("l40s", 2),
        ("l40s", 4),
        ("h100-pcie", 2),
        ("h100-sxm", 4),
        ("h100-sxm", 8),
        ("h200-sxm", 8),
        ("mi300x", 8),
        ("rtx-pro-6000-blackwell", 1),
        ("a100-sxm-80gb", 8),
        ("b200", 8),
    ]:
        assert wanted in gpus, wanted


def test_some_servers_are_deliberately_weak() -> None:
    weak = []
    for entry in SERVER_ENTRIES:
        profile = ServerProfile.model_validate(entry)
        gpu = profile.gpu_spec(CATALOG)
        assert gpu is not None
        vram = gpu.memory_bytes * profile.gpu_count
        if profile.cpu.cores / profile.gpu_count < 7 or profile.ram_bytes < vram:
            weak.append(profile.id)
    assert 1 <= len(weak) <= 3, weak


# --- models beyond text generation (issue 21) -----------------------------------------------------


def test_task_models_are_in_the_catalog() -> None:
    """At least FLUX.1-dev and -schnell, SD3.5 Large, SDXL, Qwen2.5-VL 7B/72B, Qwen3-VL 8B, Llama 3.2 Vision 11B, Whisper
    large-v3 and turbo, bge-m3 and a reranker, each with the task its engine needs."""
    tasks = {m.id: m.task for m in CATALOG.models.values()}
    for model_id in ("flux.1-dev", "flux.1-schnell", "sd3.5-large", "sdxl-base-1.0"):
        assert tasks[model_id] == "image-generation" and CATALOG.models[model_id].diffusion is not None
    for model_id in ("qwen2.5-vl-7b", "qwen2.5-vl-72b", "qwen3-vl-8b", "llama-3.2-11b-vision"):
        assert tasks[model_id] == "vision-language" and CATALOG.models[model_id].vision is not None
    for model_id in ("whisper-large-v3", "whisper-large-v3-turbo"):
        assert tasks[model_id] == "speech-to-text" and CATALOG.models[model_id].audio is not None
    assert tasks["bge-m3"] == "embedding" and tasks["bge-reranker-v2-m3"] == "reranking"


def test_part_counts_reproduce_the_catalog_exactly() -> None:
    """Each part's count from its config layout (app/core/model/param_counts.py) is the catalog's figure."""
    from app.core.model import param_counts
    m = CATALOG.models
    flux = param_counts.flux_transformer(19, 38, 24, 128, 4096, 768, 64, guidance=True)
    assert flux == 11_901_408_320 == round(m["flux.1-dev"].params_b * 1e9)
    schnell = param_counts.flux_transformer(19, 38, 24, 128, 4096, 768, 64, guidance=False)
    assert schnell == flux - 10_229_760 == round(m["flux.1-schnell"].params_b * 1e9)  # less the guidance embedder
    sd35, table, _blocks = param_counts.sd3_transformer(38, 38, 64, 4096, 2048, 16, 2, 16, True, 192)
    assert sd35 + table == round(m["sd3.5-large"].params_b * 1e9)  # 8,056,627,520 + 192² × 2,432
    t5 = param_counts.t5_encoder(4096, 64, 64, 10240, 24, 32128, gated=True)
    clip_l = param_counts.clip_text(768, 12, 3072, 49408, 77, None)
    clip_g = param_counts.clip_text(1280, 32, 5120, 49408, 77, 1280)
    assert (t5, clip_l, clip_g) == (4_762_310_656, 123_060_480, 694_659_840)
    flux_parts = m["flux.1-dev"].diffusion
    assert flux_parts is not None
    assert [round(e.params_b * 1e9) for e in flux_parts.text_encoders] == [clip_l, t5]
    assert round(flux_parts.vae_params_b * 1e9) == param_counts.autoencoder_kl(16, (128, 256, 512, 512), 2, False)
    sdxl = m["sdxl-base-1.0"].diffusion
    assert sdxl is not None
    assert round(sdxl.vae_params_b * 1e9) == param_counts.autoencoder_kl(4, (128, 256, 512, 512), 2, True) == 83_653_863
    for model_id, decoder_layers in (("whisper-large-v3", 32), ("whisper-large-v3-turbo", 4)):
        audio = m[model_id].audio
        assert audio is not None
        encoder = param_counts.whisper_encoder(1280, 32, 5120, 128, 1500)
        decoder = param_counts.whisper_decoder(1280, decoder_layers, 5120, 51866, 448)
        assert round(audio.params_b * 1e9) == encoder == 636_968_960
        assert round(m[model_id].params_b * 1e9) == encoder + decoder
    assert round(m["whisper-large-v3"].params_b * 1e9) == 1_543_490_560
    for model_id, out in (("qwen2.5-vl-7b", 3584), ("qwen2.5-vl-72b", 8192)):
        tower = m[model_id].vision
        assert tower is not None
        assert round(tower.params_b * 1e9) == param_counts.qwen2_5_vl_vision(32, 1280, 3420, out)
        # The merger's linears, 5,120 -> 5,120 -> out with biases: they run once per merged token.
        assert round(tower.merger_params_b * 1e9) == 5120 * 5121 + out * 5121 == param_counts.qwen_vl_merger(1280, out)
    assert round(m["qwen2.5-vl-7b"].params_b * 1e9) == 8_292_166_656  # HF safetensors total
    tower_3b = m["qwen2.5-vl-3b"].vision  # the 7B's tower with a merger output of 2,048 (out_hidden_size)
    assert tower_3b is not None
    assert round(tower_3b.params_b * 1e9) == param_counts.qwen2_5_vl_vision(32, 1280, 3420, 2048) == 668_684_288
    assert round(tower_3b.merger_params_b * 1e9) == 5120 * 5121 + 2048 * 5121 == 36_707_328
    assert round(m["qwen2.5-vl-3b"].params_b * 1e9) == 3_085_938_688 + 668_684_288 == 3_754_622_976  # Qwen2.5-3B + tower
    # Qwen2-VL: LayerNorm blocks with a fc1/fc2 MLP of 4 x 1,280 = 5,120 and no windowed attention.
    for model_id, out, tower_params in (("qwen2-vl-7b", 3584, 675_759_104), ("qwen2-vl-72b", 8192, 699_356_672)):
        tower = m[model_id].vision
        assert tower is not None and tower.window_size is None
        assert round(tower.params_b * 1e9) == param_counts.qwen2_vl_vision(32, 1280, 4, out) == tower_params
        assert round(tower.merger_params_b * 1e9) == 5120 * 5121 + out * 5121
    assert round(m["qwen2-vl-7b"].params_b * 1e9) == 7_615_616_512 + 675_759_104  # as Qwen2-7B + tower
    # Qwen3-VL (transformers modeling_qwen3_vl.py): a Conv3d 2 x 16 x 16 patch embed with a bias, a learned
    # position table of 2,304 x 1,152, 27 LayerNorm blocks with a plain GELU MLP (biases), the merger (LayerNorm
    # over 1,152, then 4,608 -> 4,608 -> out) and three DeepStack mergers (LayerNorm over the merged 4,608).
    def qwen3_vl_tower(out: int) -> int:
        embed = 3 * 2 * 16 * 16 * 1152 + 1152 + 2304 * 1152
        block = 2 * 2 * 1152 + (1152 * 3456 + 3456) + (1152 * 1152 + 1152) + (1152 * 4304 + 4304) \
            + (4304 * 1152 + 1152)
        mlp = (4608 * 4608 + 4608) + (4608 * out + out)
        return embed + 27 * block + (2 * 1152 + mlp) + 3 * (2 * 4608 + mlp)
    assert qwen3_vl_tower(4096) == 1_770_624 + 2_654_208 + 27 * 15_239_504 + 40_119_040 + 3 * 40_125_952
    for model_id, out, tower_params, text_params, total in (
            ("qwen3-vl-8b", 4096, 576_388_336, 8_190_735_360, 8_767_123_696),  # text as Qwen3-8B; HF total
            ("qwen3-vl-30b-a3b", 2048, 538_631_408, 30_532_122_624, 31_070_754_032)):  # text as Qwen3-30B-A3B
        tower = m[model_id].vision
        assert tower is not None and tower.window_size is None and (tower.patch_size, tower.merge) == (16, 2)
        assert round(tower.params_b * 1e9) == qwen3_vl_tower(out) == tower_params \
            == param_counts.qwen3_vl_vision(27, 1152, 4304, out)
        assert round(tower.merger_params_b * 1e9) == 4 * (4608 * 4609 + out * 4609)  # merger + 3 DeepStack
        counted = breakdown(m[model_id])
        assert counted is not None and counted.total == text_params
        assert round(m[model_id].params_b * 1e9) == text_params + tower_params == total
    # Pixtral 12B: a 16-px patch conv (no bias), RMSNorm ln_pre, 24 blocks (q/k/v/o and gate/up/down without
    # biases, two RMSNorms), then LLaVA's two-layer projector into Mistral NeMo's 5,120 (biases).
    pixtral = m["pixtral-12b"].vision
    assert pixtral is not None and pixtral.merge == 1 and pixtral.window_size is None
    block = 4 * 1024 * 1024 + 3 * 1024 * 4096 + 2 * 1024
    tower = 3 * 16 * 16 * 1024 + 1024 + 24 * block
    projector = (1024 * 5120 + 5120) + (5120 * 5120 + 5120)
    assert (tower, projector) == (403_489_792, 31_467_520)
    assert round(pixtral.params_b * 1e9) == tower + projector
    assert round(m["pixtral-12b"].params_b * 1e9) == round(m["mistral-nemo-12b"].params_b * 1e9) + tower + projector
