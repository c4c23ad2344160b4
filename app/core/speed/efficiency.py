"""How much of a GPU's peak each runtime reaches: the calibration table per runtime × GPU family.

A roofline says what the hardware allows; the runtime decides how much of it a request sees. Each
entry below was fitted to the published measurements in tests/core/calibration_speed (the case ids
are named in each `source`), by the arithmetic of `decode.py` and `prefill.py`:

* decode step  = per-step and per-layer fixed costs + weights ÷ (bandwidth × weights MBU)
                 + KV cache ÷ (bandwidth × KV MBU) + per-sequence costs + tensor-parallel all-reduces (their
                 latency per link fitted on the published tensor-parallel cases, decode.ALLREDUCE_HOP_S);
* prefill      = FLOPs ÷ (dense peak × MFU) + a fixed cost per request.

The range (low–high) of every figure is the scatter of the fitted cases around the typical value,
widened where an entry rests on few measurements.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from app.core import fitted
from app.core.catalog import GpuSpec
from app.core.constants import VLLM_V1_FIRST_RELEASE
from app.core.runtimes import traits
from app.core.speed.types import Band

# GPU families the table distinguishes (what the published measurements could tell apart).
HOPPER = "hopper"  # H100, H200, GH200 (HBM, FP8)
BLACKWELL = "blackwell"  # B200, B300 (HBM, FP4): no measurements yet, Hopper's figures
AMPERE_HBM = "ampere_hbm"  # A100, A30, V100 (HBM, no FP8)
NVIDIA_GDDR = "nvidia_gddr"  # workstation and data-centre GDDR cards: L4, L40S, A40, RTX 6000 Ada, RTX A6000
GEFORCE = "geforce"  # consumer GDDR cards
AMD_INSTINCT = "amd_instinct"  # MI300X, MI325X, MI355X
OTHER = "other"  # Gaudi, Radeon, cards described by hand


US = 1e-6
MS = 1e-3
# vLLM's OpenAI server tokenizes, detokenizes and streams every answer in one Python process: a new
# request's first token waits ~15 ms × √(other streams it is serving) (fitted on the wmx-* and mush-*
# first-token cases at 2-48 users, which grow like the square root; 10-20 ms all fit within a few points).
VLLM_STREAM_S = 15 * MS
# A served request's fixed cost before its first token splits into the engine's own and the front end's (issue 29,
# acc8-speed). vLLM's own: one engine step that schedules the prompt and samples its first token, the step_s of its
# rows (vllm/v1/engine/core.py EngineCore.step: schedule, execute_model, update_from_output). The OpenAI server's
# (vllm/entrypoints/openai/serving_chat.py: chat template, tokenizing, the ZMQ hop to the engine core process,
# detokenizing and streaming the first chunk) is the rest of the hand-set 15 ms served figure the rows carried before
# the split; the fit replaces it per runtime with FRONT_END_CONSTANT. Offline runs (benchmark_latency, LLM.generate)
# pay the engine's own only.
VLLM_ENGINE_REQUEST_S = 0.8 * MS
VLLM_SERVED_REQUEST_S = 15 * MS
VLLM_FRONT_END_S = VLLM_SERVED_REQUEST_S - VLLM_ENGINE_REQUEST_S
# The fitted front-end cost per runtime group (tests/core/calibration_fit/fit_speed.py FrontEnds: served first tokens
# of short prompts at 1-8 users), which replaces the row's hand-set front_end_s.
FRONT_END_CONSTANT = "front_end_s.{group}"
SERVED = "served"
OFFLINE = "offline"


def gpu_family(gpu: GpuSpec) -> str:
    memory = gpu.memory_type.upper()
    if gpu.vendor == "AMD":
        return AMD_INSTINCT if memory.startswith("HBM") else OTHER
    if gpu.vendor != "NVIDIA":
        return OTHER
    if memory.startswith("HBM"):
        if gpu.fp4_tflops:
            return BLACKWELL
        return HOPPER if gpu.fp8_tflops else AMPERE_HBM
    return GEFORCE if gpu.form_factor.startswith("consumer") else NVIDIA_GDDR


@dataclass(frozen=True)
class Efficiency:
    """One runtime on one GPU family. Times in seconds; shares of the catalog's peak figures."""

    weights_mbu: float  # share of peak bandwidth while a decode step reads the weights
    kv_mbu: float  # share of peak bandwidth while attention reads the KV cache
    prefill_mfu: float  # share of the dense tensor peak in prefill (long prompts, many tokens at once)
    decode_mfu: float  # share of the dense peak of the decode GEMMs once a large batch turns them compute-bound
    step_s: float  # fixed cost of one decode step (scheduler, sampler, launch of the step)
    layer_s: float  # fixed cost per layer and step (kernel launches and small ops that move no bulk data)
    seq_s: float  # cost per sequence and step (scheduling, sampling, detokenizing, paged-attention setup)
    tp_step_s: float  # extra cost per step with tensor parallelism beyond the all-reduces (decode.py), which now hold
    # what a TP step pays (fitted per link on the published TP cases): 0 except the V0 ROCm row's worker sync
    request_s: float  # fixed cost of a request before its first token (tokenizing, scheduling, first sample)
    decode_band: Band  # range of the decode rates (tokens/s), as ratios to the typical figure
    ttft_band: Band  # range of the prefill times (time to first token), as ratios to the typical figure
    source: str
    stream_s: float = 0.0  # delay to a new request's first token × √(other streams the server is answering)
    front_end_s: float = 0.0  # the served front end's fixed cost per request beyond request_s (absent offline)
    band_fitted: bool = False  # the bands are from measured error (fitted_constants.json), not the table's

    @property
    def served_request_s(self) -> float:
        """The hand-set fixed cost before a served request's first token: the engine's own and the front end's."""
        return self.request_s + self.front_end_s


# --- the table --------------------------------------------------------------------------------------
_LIB = "argonne-lcf/LLM-Inference-Bench (lib-* cases)"
_LLAMACPP = "XiongjieDai/GPU-Benchmarks-on-LLM-Inference (llamacpp-* cases)"

TABLE: dict[tuple[str, str], Efficiency] = {
    ("vllm", HOPPER): Efficiency(
        weights_mbu=0.85, kv_mbu=0.70, prefill_mfu=0.65, decode_mfu=0.45, step_s=0.8 * MS, layer_s=39 * US,
        seq_s=60 * US, tp_step_s=0.0, request_s=VLLM_ENGINE_REQUEST_S, front_end_s=VLLM_FRONT_END_S,
        stream_s=VLLM_STREAM_S,
        decode_band=Band.within(0.15), ttft_band=Band.within(0.30),
        source=f"{_LIB}: vLLM on H100 SXM and GH200, TP 1-4, batch 1-64; vllmci9515 (H200); NIM-free serving cases"),
    ("vllm", AMPERE_HBM): Efficiency(
        weights_mbu=0.85, kv_mbu=0.62, prefill_mfu=0.80, decode_mfu=0.55, step_s=0.8 * MS, layer_s=39 * US,
        seq_s=60 * US, tp_step_s=0.0, request_s=VLLM_ENGINE_REQUEST_S, front_end_s=VLLM_FRONT_END_S,
        stream_s=VLLM_STREAM_S,
        decode_band=Band.within(0.15), ttft_band=Band.within(0.30),
        source=f"{_LIB}: vLLM on A100-SXM4-40GB, TP 1-4; vllmci9523 (A100-SXM4-80GB)"),
    ("vllm", NVIDIA_GDDR): Efficiency(
        weights_mbu=0.85, kv_mbu=0.65, prefill_mfu=0.55, decode_mfu=0.45, step_s=0.8 * MS, layer_s=39 * US,
        seq_s=60 * US, tp_step_s=0.0, request_s=VLLM_ENGINE_REQUEST_S, front_end_s=VLLM_FRONT_END_S,
        stream_s=VLLM_STREAM_S,
        decode_band=Band.within(0.20), ttft_band=Band.within(0.35),
        source="wmx-vllm-qwen2.5-0.5b-l4-* (vLLM 0.23 on L4); bandwidth shares as on HBM (judgement)"),
    ("vllm", AMD_INSTINCT): Efficiency(
        weights_mbu=0.67, kv_mbu=0.08, prefill_mfu=0.10, decode_mfu=0.20, step_s=0.0, layer_s=181 * US,
        seq_s=180 * US, tp_step_s=1.5 * MS, request_s=0.9, decode_band=Band.within(0.30), ttft_band=Band.within(0.45),
        source=f"{_LIB}: vLLM 0.6.1 (ROCm; V0 releases only, V1 takes AMD_V1_ROW) on MI300X, TP 1-8, batch 1-64 — "
               "~30 % of peak bandwidth for 8B models at batch 1, slow paged attention on long contexts, ~0.9 s "
               "fixed cost per run"),
    ("tensorrt-llm", HOPPER): Efficiency(
        weights_mbu=0.90, kv_mbu=0.70, prefill_mfu=0.67, decode_mfu=0.50, step_s=0.1 * MS, layer_s=47 * US,
        seq_s=30 * US, tp_step_s=0.0, request_s=10 * MS, decode_band=Band.within(0.15), ttft_band=Band.within(0.30),
        source=f"{_LIB}: TensorRT-LLM 0.10-0.12 on H100 SXM and GH200; nim* cases (NIM 1.5/1.8, FP8 TP2)"),
    ("tensorrt-llm", AMPERE_HBM): Efficiency(
        weights_mbu=0.90, kv_mbu=0.62, prefill_mfu=0.80, decode_mfu=0.55, step_s=0.1 * MS, layer_s=47 * US,
        seq_s=30 * US, tp_step_s=0.0, request_s=10 * MS, decode_band=Band.within(0.15), ttft_band=Band.within(0.30),
        source=f"{_LIB}: TensorRT-LLM on A100-SXM4-40GB, TP 1-4"),
    # GDDR cards (GeForce through the family fallback, L4/L40S/RTX Ada) get a row of their own, as vLLM and llama.cpp
    # do: their shares of a GDDR6/6X bus differ from an A100's HBM, and fitting both on one row moved the A100's
    # weight share by a tenth once Jan's GeForce cases came in (issue 29, acc5-speed). Fixed costs, shares and
    # spreads before a fit: the A100 row's (judgement); the shares are fitted on the row's own cases (jan-trtllm071-*
    # decode on RTX 4090/3090, trtllm-v05-perfdoc-*-l40s-* first tokens); a fold without them carries a GDDR row's
    # decode share (fit_constants.MEMORY_CLASS) and the A100 row's prefill share.
    ("tensorrt-llm", NVIDIA_GDDR): Efficiency(
        weights_mbu=0.90, kv_mbu=0.62, prefill_mfu=0.80, decode_mfu=0.55, step_s=0.1 * MS, layer_s=47 * US,
        seq_s=30 * US, tp_step_s=0.0, request_s=10 * MS, decode_band=Band.within(0.15), ttft_band=Band.within(0.30),
        source="jan-trtllm071-* (TensorRT-LLM 0.7.1, RTX 4090/3090); trtllm-v05-perfdoc-*-l40s-*; the A100 row's "
               "fixed costs and spreads (judgement)"),
    ("llama.cpp", HOPPER): Efficiency(
        weights_mbu=0.62, kv_mbu=0.50, prefill_mfu=0.29, decode_mfu=0.20, step_s=0.0, layer_s=80 * US,
        seq_s=0.0, tp_step_s=0.0, request_s=2 * MS, decode_band=Band.within(0.15), ttft_band=Band.within(0.30),
        source=f"{_LLAMACPP}: H100 PCIe — quantized mat-vec kernels stop being bandwidth-bound on HBM, so 8B Q4 "
               "levels off near 145 tok/s"),
    ("llama.cpp", AMPERE_HBM): Efficiency(
        weights_mbu=0.55, kv_mbu=0.50, prefill_mfu=0.50, decode_mfu=0.30, step_s=0.0, layer_s=80 * US,
        seq_s=0.0, tp_step_s=0.0, request_s=2 * MS, decode_band=Band.within(0.15), ttft_band=Band.within(0.30),
        source=f"{_LLAMACPP}: A100 PCIe and SXM 80GB — 8B Q4 near 135-140 tok/s whatever the bandwidth"),
    ("llama.cpp", NVIDIA_GDDR): Efficiency(
        weights_mbu=0.88, kv_mbu=0.70, prefill_mfu=0.45, decode_mfu=0.30, step_s=0.0, layer_s=80 * US,
        seq_s=0.0, tp_step_s=0.0, request_s=2 * MS, decode_band=Band.within(0.15), ttft_band=Band.within(0.35),
        source=f"{_LLAMACPP}: RTX A6000, RTX 4000/5000/6000 Ada, A40, L40S"),
    ("llama.cpp", GEFORCE): Efficiency(
        weights_mbu=0.90, kv_mbu=0.70, prefill_mfu=0.62, decode_mfu=0.60, step_s=0.0, layer_s=80 * US,
        seq_s=0.0, tp_step_s=0.0, request_s=2 * MS, decode_band=Band.within(0.15), ttft_band=Band.within(0.35),
        source=f"{_LLAMACPP}: RTX 3070-4090 (prefill against the FP16-accumulate rate, see prefill.py)"),
}

# The row a current (V1) vLLM on an AMD Instinct GPU takes: the same engine as on Hopper (judgement: vLLM V1 shares its
# engine core, scheduler and CUDA/HIP-graph capture across platforms; see table_row). No absolute V1 measurement on
# MI300X is in the calibration set yet; one MI300X against one H200 under vLLM 0.26 (github.com/alpharomercoma/
# MI300X-vs-H200 REPORT.md) puts an 8B model's single stream at a tie and 70B FP8's at the H200 12 % ahead, where
# the Hopper row at each GPU's own bandwidth (5.3 vs 4.8 TB/s) puts the MI300X 10 % ahead. Against V1 measurements
# (tests/core/calibration_speed/cases_speed_amd_more.json: AMD's ROCm vLLM 0.9.1/0.10.2 latency tables, 70B FP8 TP 8 on
# 8 x MI300X, batch 1-4; a vLLM recipe's 70B FP8 on one MI355X at 64 users) this row comes out -10 to +6 %, with the
# Infinity Fabric all-reduce fitted on those TP cases: it carries, so no AMD-specific V1 row is fitted.
AMD_V1_ROW = HOPPER
# AMD's Docker images of its ROCm fork of vLLM (github.com/ROCm/vllm): rocm/vllm (validated releases) and rocm/vllm-dev
# (nightlies and dev builds), named in a runtime_version as "<release> rocm/vllm-dev:<tag>" (see vllm_v0).
AMD_ROCM_IMAGE = "rocm/vllm"

# Fallbacks: a runtime without an entry for a family takes its nearest measured row (judgement).
FAMILY_FALLBACK = {BLACKWELL: HOPPER, GEFORCE: NVIDIA_GDDR, OTHER: NVIDIA_GDDR, AMPERE_HBM: HOPPER,
                   NVIDIA_GDDR: AMPERE_HBM, HOPPER: AMPERE_HBM}
RUNTIME_FALLBACK = {"tgi": "vllm", "transformers": "vllm", "tensorrt-llm": "vllm", "llama.cpp": "vllm"}

# TGI (2024-2025) keeps vLLM-like kernels with a Rust router: a little more per step (judgement from
# the TGI v2/v3 benchmark posts, which put it within ~10-20 % of vLLM at batch 1).
TGI_STEP_FACTOR = 1.15
# transformers' generate() runs eager PyTorch without CUDA graphs or paged attention: every kernel
# launch is paid from Python, ~3x the per-layer cost of a serving runtime, and no continuous batching
# (HF "LLM inference optimization" guide; judgement).
TRANSFORMERS_LAYER_FACTOR = 3.0
# A row scaled from vLLM's for TGI or transformers (no cases of its own) is held to at least ±25 % on decode and ±35 %
# on the first token around its figures (judgement: the widest hand-set rows' ranges before a fit).
SCALED_DECODE_BAND = Band.within(0.25)
SCALED_TTFT_BAND = Band.within(0.35)
TRANSFORMERS_SEQ_S = 150 * US


def vllm_v0(runtime_version: str | None) -> bool:
    """A vLLM release before the V1 engine (constants.VLLM_V1_FIRST_RELEASE); empty = the current release (V1).

    Only the release number counts here, not the engine flag: a 0.8-0.10 release run with VLLM_USE_V1=0 ("0.9.2 V0")
    keeps the V0 scheduler but runs the release's own ROCm kernels (HIP graphs for decode, the 2025 ROCm attention
    backend, hipBLASLt GEMMs), and its figures meet the current row, not the V0 row fitted on the 2024 builds (issue 29,
    acc10-amd: cmontemuino-vllm092-v0engine-* on one MI300X, vLLM 0.9.2 with VLLM_USE_V1=0: -2 to +12 % on the current
    row, -44 to -60 % on the V0 row). Nor does a release number before 0.8 built by AMD as one of its ROCm images
    (AMD_ROCM_IMAGE in the version, e.g. "0.6.7 rocm/vllm-dev:20250112"): the V0 row holds upstream vLLM's own ROCm
    builds (LLM-Inference-Bench's 0.6.1, dstack's 0.6.3 from source), while AMD's images of its ROCm fork carried the
    kernels upstream got later (CK flash attention, AMD's custom paged attention, FP8 GEMMs through hipBLASLt, Cython
    for the host loop: the image's component list in the ROCm blog of January 2025) and meet the current row (issue 29,
    acc14-amd: rocmblog-vllm067-rocmdev-* on 8 x MI300X, on the current row +5 to +42 % before the Infinity Fabric hop
    was refitted with them and +0 to +38 % after, on the V0 row -40 to -60 %). Memory keeps the engine flag
    (memory/inference.py release)."""
    text = (runtime_version or "").strip().lower()
    if AMD_ROCM_IMAGE in text:
        return False
    numbers = tuple(int(n) for n in re.findall(r"\d+", text)[:2])
    return len(numbers) == 2 and numbers < VLLM_V1_FIRST_RELEASE


def table_row(group: str, family: str, runtime_version: str | None = None) -> Efficiency:
    """The table's row for a runtime group on a GPU family and release. vLLM's AMD row holds the pre-0.8 ROCm builds it
    was measured on (vLLM 0.6.1: ~180 µs per layer and step, slow paged attention, no custom all-reduce); a release from
    0.8 on (the one engine core for CUDA and ROCm, with HIP graphs, the custom all-reduce and AITER kernels on MI300),
    whichever engine it is run with (vllm_v0), runs as vLLM on Hopper does, at the AMD GPU's own bandwidth and peak
    (AMD_V1_ROW)."""
    if group == "vllm" and family == AMD_INSTINCT and not vllm_v0(runtime_version):
        return _lookup(group, AMD_V1_ROW)
    return _lookup(group, family)


def efficiency(runtime: str, gpu: GpuSpec, fitted_shares: bool = True, runtime_version: str | None = None
               ) -> Efficiency:
    """The table's row for a runtime on a GPU, falling back to the nearest measured one. `fitted_shares`: with the
    shares and spreads fitted on text generation (tests/core/calibration_speed); the encoder, image and speech
    models, whose own constants were set against the table's figures, pass False. `runtime_version`: the release
    modelled (empty = the current one)."""
    group = traits(runtime).speed_group
    family = gpu_family(gpu)
    row = table_row(group, family, runtime_version)
    row = _with_fit(row) if fitted_shares else row
    if group == "tgi":
        row = _scaled(row, TGI_STEP_FACTOR, row.seq_s, "TGI: vLLM's row with a slower step (judgement)")
    elif group == "transformers":
        row = _scaled(row, TRANSFORMERS_LAYER_FACTOR, TRANSFORMERS_SEQ_S,
                      "transformers generate(): eager PyTorch, no CUDA graphs (judgement)")
    return row


def front_end_s(runtime: str, row: Efficiency, path: str | None) -> float:
    """The served front end's fixed cost per request (0 offline): the fit for the runtime's group
    (FRONT_END_CONSTANT) where there is one, else the row's hand-set front_end_s."""
    if path == OFFLINE:
        return 0.0
    name = FRONT_END_CONSTANT.format(group=traits(runtime).speed_group)
    return fitted.constant(name, row.front_end_s, row.front_end_s, row.front_end_s)[1]


def _lookup(group: str, family: str) -> Efficiency:
    seen: set[tuple[str, str]] = set()
    g, f = group, family
    while (g, f) not in TABLE:
        seen.add((g, f))
        nxt = FAMILY_FALLBACK.get(f)
        if nxt is not None and (g, nxt) not in seen:
            f = nxt
            continue
        g, f = RUNTIME_FALLBACK.get(g, "vllm"), family
        if (g, f) in seen:
            return TABLE[("vllm", HOPPER)]
    return TABLE[(g, f)]


def row_key(row: Efficiency) -> str:
    """The table key of a row, "runtime/family", as fitted_constants.json names it."""
    return next(f"{g}/{f}" for (g, f), r in TABLE.items() if r is row)


def _with_fit(row: Efficiency) -> Efficiency:
    """The row with its fitted shares and spreads (resources/catalog/fitted_constants.json) where the file has them:
    the weight-read bandwidth share and prefill compute share fitted on the row's cases (or carried from the
    nearest fitted row), the spreads from the leave-one-source-out residuals, and the fixed cost before the first
    token where measured first tokens came in below the hand-set one."""
    fit = fitted.efficiency_row(row_key(row))
    if fit is None:
        return row
    return replace(row, weights_mbu=fit.weights_mbu, prefill_mfu=fit.prefill_mfu,
                   decode_band=Band(fit.decode_low, fit.decode_high), ttft_band=Band(fit.ttft_low, fit.ttft_high),
                   request_s=row.request_s if fit.request_s is None else fit.request_s, band_fitted=True,
                   source=f"{row.source}; shares and spreads fitted by tests/core/calibration_fit/fit_constants.py")


def _scaled(row: Efficiency, factor: float, seq_s: float, note: str) -> Efficiency:
    return Efficiency(
        weights_mbu=row.weights_mbu, kv_mbu=row.kv_mbu, prefill_mfu=row.prefill_mfu, decode_mfu=row.decode_mfu,
        step_s=row.step_s * factor, layer_s=row.layer_s * factor, seq_s=seq_s, tp_step_s=row.tp_step_s,
        request_s=row.request_s, decode_band=row.decode_band.covering(SCALED_DECODE_BAND),
        ttft_band=row.ttft_band.covering(SCALED_TTFT_BAND), band_fitted=row.band_fitted,
        source=f"{note}; base row: {row.source}", front_end_s=row.front_end_s)


# --- weight formats: how well each runtime's kernels read a quantized format ---------------------------
# Factor on weights_mbu (decode) and on prefill_mfu, per weight format id. Sources:
# * fp8 on vLLM: lib-vllm-llama-3.1-8b-fp8-h100-* (dynamic FP8 in 2024 vLLM: 1.33x fp16, not 2x);
# * fp8 on TensorRT-LLM: nim* cases (FP8 TP2 decode at ~0.86 of peak bandwidth);
# * AWQ/GPTQ (Marlin kernels) reach ~3.5-3.9x of fp16 at batch 1 on A10-class GPUs (IST-DASLab/marlin
#   README) — ~0.9 of the bandwidth share of 16-bit; bitsandbytes NF4/int8 dequantize each matrix on
#   the fly (bitsandbytes docs; HF quantization overview: 4-bit bnb inference slower than fp16);
# * GGUF k-quants in llama.cpp: the family rows above were fitted on Q4_K_M and F16 together.
FORMAT_DECODE: dict[str, dict[str, float]] = {
    "vllm": {"fp8": 0.75, "fp8-block": 0.75, "awq": 0.9, "gptq": 0.9, "gptq-int8": 0.9, "int8": 0.7,
             "nf4": 0.35, "nf4-dq": 0.35, "mxfp4": 0.8, "nvfp4": 0.8},
    "tensorrt-llm": {"fp8": 0.95, "fp8-block": 0.95, "int8": 0.75, "awq": 0.9, "gptq": 0.9, "nvfp4": 0.85},
    "transformers": {"nf4": 0.3, "nf4-dq": 0.3, "int8": 0.2, "awq": 0.6, "gptq": 0.6},
}
# Prefill of weight-only 4-bit formats dequantizes inside the GEMM (AWQ/GPTQ-Marlin): ~0.8 of 16-bit
# MFU (judgement from Marlin's large-batch figures); GGUF quantized prompts in llama.cpp run the MMQ
# int8 kernels, ~0.78 of F16 (llamacpp-*-pp512 cases, Q4_K_M vs F16 on the same GPUs).
FORMAT_PREFILL: dict[str, dict[str, float]] = {
    "llama.cpp": {"fp16": 1.0, "bf16": 1.0, "fp32": 0.5},
    "vllm": {"awq": 0.8, "gptq": 0.8, "nf4": 0.5, "nf4-dq": 0.5, "int8": 0.6},
}
GGUF_QUANT_PREFILL = 0.78
# FP8 weights on GPUs with FP8 tensor cores compute prefill at the FP8 peak but reach a smaller share
# of it than 16-bit reaches of the 16-bit peak (nim* 5000-token TTFT: ~0.47 of FP8 peak; judgement).
FP8_PREFILL_SHARE = 0.70


def format_decode_factor(runtime: str, weights_id: str, ecosystem: str) -> float:
    group = traits(runtime).speed_group
    table = FORMAT_DECODE.get(group, FORMAT_DECODE["vllm"] if group == "tgi" else {})
    if group == "llama.cpp" or ecosystem == "gguf":
        return 1.0
    return table.get(weights_id, 1.0)


def format_prefill_factor(runtime: str, weights_id: str, ecosystem: str) -> float:
    group = traits(runtime).speed_group
    if group == "llama.cpp":
        if ecosystem == "gguf":
            return GGUF_QUANT_PREFILL
        return FORMAT_PREFILL["llama.cpp"].get(weights_id, GGUF_QUANT_PREFILL)
    return FORMAT_PREFILL.get("vllm", {}).get(weights_id, 1.0)
