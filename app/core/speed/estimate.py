"""Speed estimates for inference: time to first token, tokens/s per user and in total, and the curve
of both against the number of users working at once.

The arithmetic lives in `decode.py` (one decode step), `prefill.py` (one prompt), `load.py` (the
serving loop under load) and `efficiency.py` (the calibrated table per runtime × GPU family). These
are estimates with ranges, not benchmarks: a pilot measures the real figures.
"""

from __future__ import annotations

from app.core import fitted
from app.core.catalog import GpuSpec
from app.core.constants import VLLM_V1_MAX_NUM_BATCHED_TOKENS, VLLM_V1_MAX_NUM_SEQS
from app.core.memory.types import Budget
from app.core.runtimes import traits
from app.core.speed import encoders
from app.core.speed.calibration import EngineFactors
from app.core.speed.decode import DecodeModel, Layout, peak_tflops
from app.core.speed.efficiency import Efficiency, efficiency, gpu_family
from app.core.speed.load import LoadPoint, serve
from app.core.speed.prefill import LLAMACPP_UBATCH, PrefillModel
from app.core.speed.traffic import MEDIAN, Engine, Goal, traffic
from app.core.speed.training import training_speed
from app.core.speed.types import Band, CurvePoint, Rate, SpeedEstimate, Traffic, range_codes
from app.core.speed.work import batch_users, work
from app.core.tasks import ENCODER_TASKS, IMAGE_GENERATION, SPEECH_TO_TEXT, VISION_LANGUAGE
from app.core.workload.resolve import Resolved

__all__ = ["CurvePoint", "Layout", "Rate", "SpeedEstimate", "SpeedModel", "inference_speed", "peak_tflops",
           "training_speed"]

# Points of the concurrency curve (capped at the memory limit).
CURVE_POINTS = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024)
# Prompt tokens one forward pass carries: vLLM/SGLang/TensorRT-LLM chunk prompts at 8192 tokens by
# default (vLLM max_num_batched_tokens, SGLang chunked_prefill_size, TensorRT-LLM max_num_tokens);
# llama.cpp at its micro-batch; transformers pads the whole batch into one pass.
TRANSFORMERS_PROMPT_TOKENS = 1 << 20


class SpeedModel:
    """One workload on one GPU type and layout: decode, prefill and the serving loop, built once."""

    def __init__(self, r: Resolved, b: Budget, gpu: GpuSpec, layout: Layout, replicas: int):
        self.r, self.gpu, self.layout, self.replicas = r, gpu, layout, max(1, replicas)
        runtime = r.workload.runtime
        self.eff = efficiency(runtime, gpu, fitted_shares=r.task not in ENCODER_TASKS,
                              runtime_version=r.workload.runtime_options.runtime_version)
        self.decode = DecodeModel(r, b, gpu, layout, self.eff)
        if r.task == VISION_LANGUAGE and r.model.arch.vision is not None:
            from app.core.speed.vision import VisionPrefill

            self.prefill: PrefillModel = VisionPrefill(r, b, gpu, layout, self.eff, self.decode)
        elif r.task in ENCODER_TASKS:
            from app.core.speed.encoders import EncoderPrefill

            self.prefill = EncoderPrefill(r, b, gpu, layout, self.eff, self.decode)
        else:
            self.prefill = PrefillModel(r, b, gpu, layout, self.eff, self.decode)
        # The prompt as the language model reads it: the text and a vision-language request's image tokens.
        self.input_tokens = r.workload.load.input_tokens + b.model.image_tokens_per_request
        group = traits(runtime).speed_group
        opts = r.workload.runtime_options
        if group == "llama.cpp":
            self.prompt_tokens = opts.ubatch or LLAMACPP_UBATCH
        elif group == "transformers":
            self.prompt_tokens = TRANSFORMERS_PROMPT_TOKENS
        else:
            self.prompt_tokens = opts.max_num_batched_tokens or int(VLLM_V1_MAX_NUM_BATCHED_TOKENS.typical)

    def at(self, users: int, memory_limit: int | None = None) -> LoadPoint:
        """The serving loop with `users` spread over the copies; `memory_limit` is for all copies."""
        w = self.r.workload
        per_copy = users / self.replicas
        limit = memory_limit / self.replicas if memory_limit else None
        return serve(self.decode, self.prefill, per_copy, self.input_tokens, w.load.output_tokens, limit,
                     self.prompt_tokens)

    def aggregate(self, point: LoadPoint, users: int) -> float:
        """Tokens generated per second by all copies (fewer users than copies leave some idle)."""
        copies = min(self.replicas, max(1, users))
        out = self.r.workload.load.output_tokens
        if out:
            return copies * point.requests_per_s * out
        return copies * point.decode_batch / point.itl_s

    def engine(self, memory_limit: int | None, factors: EngineFactors | None = None) -> Engine:
        """One copy as the traffic model sees it: the decode step at the mean context, one prompt's work in a
        mixed pass, and the sequences it holds in flight (the KV pool's share of the memory limit, at most the
        runtime's max_num_seqs: vLLM V1 1024 on a data-centre GPU, constants.VLLM_V1_MAX_NUM_SEQS)."""
        w = self.r.workload
        context = self.input_tokens + w.load.output_tokens / 2
        cap = w.runtime_options.max_num_seqs or int(VLLM_V1_MAX_NUM_SEQS.typical)
        slots = max(1, min(cap, memory_limit // self.replicas)) if memory_limit else cap
        decode = self.decode
        rate = factors.decode if factors else (lambda _n: 1.0)
        prompt = factors.prompt if factors else 1.0
        return Engine(step_s=lambda n: decode.step_s(n, context) / rate(n),
                      prefill_s=self.prefill.gpu_s(self.input_tokens, self.prompt_tokens) * prompt,
                      prompt_tokens=self.input_tokens, pass_tokens=self.prompt_tokens,
                      output_tokens=w.load.output_tokens, slots=slots, fixed_s=self.prefill.fixed_s * prompt,
                      burstiness=w.load.burstiness)

    def traffic(self, memory_limit: int | None, factors: EngineFactors | None = None) -> Traffic | None:
        """Percentiles at the workload's arrival rate and the servers it needs (None without a rate); with a
        pilot's calibration, on the calibrated engine (app.core.speed.calibration.engine_factors)."""
        w = self.r.workload
        rate = w.load.requests_per_s
        if rate is None:
            return None
        goals = [Goal(key=key, value=t.value, percentile=t.percentile or MEDIAN)
                 for key, t in (("ttft_s", w.targets.ttft_s), ("request_s", w.targets.request_s)) if t is not None]
        return traffic(self.engine(memory_limit, factors), rate, self.replicas, goals)


def request_time(ttft_s: float, output_tokens: int, itl_s: float, eff: Efficiency) -> Rate:
    """One request, prompt to last token: the first token in its band, the other tokens' gaps in the decode rate's
    (a slow end of both at once: the two ranges come from different cases, so they are added, not combined)."""
    gaps = max(0, output_tokens - 1) * itl_s
    decode = eff.decode_band.inverse()
    return Rate(low=ttft_s * eff.ttft_band.low + gaps * decode.low, typical=ttft_s + gaps,
                high=ttft_s * eff.ttft_band.high + gaps * decode.high)


def calibrated_traffic(r: Resolved, b: Budget, gpu: GpuSpec, layout: Layout, replicas: int,
                       memory_limit_concurrency: int | None, factors: EngineFactors) -> Traffic | None:
    """The traffic figures again on an engine a pilot calibrated: the percentiles and the servers needed then
    read the measured speed, as the curve, the targets and the price do."""
    return SpeedModel(r, b, gpu, layout, replicas).traffic(memory_limit_concurrency, factors)


def inference_speed(r: Resolved, b: Budget, gpu: GpuSpec, layout: Layout, replicas: int,
                    memory_limit_concurrency: int | None, model: SpeedModel | None = None,
                    curve: bool = True) -> SpeedEstimate:
    """The estimate at the workload's load; `curve=False` skips the curve (choosing a split). Image generation
    and speech have their own engines (diffusion.py, speech.py)."""
    if r.task == IMAGE_GENERATION:
        from app.core.speed.diffusion import diffusion_speed

        return diffusion_speed(r, b, gpu, replicas)
    if r.task == SPEECH_TO_TEXT:
        from app.core.speed.speech import speech_speed

        return speech_speed(r, b, gpu, replicas)
    m = model or SpeedModel(r, b, gpu, layout, replicas)
    w = r.workload
    eff = m.eff
    users = batch_users(w, m.replicas)
    common = dict(gpu=gpu.name, concurrency=users, runtime=w.runtime, gpu_family=gpu_family(gpu),
                  decode_bandwidth_share=eff.weights_mbu, prefill_compute_share=eff.prefill_mfu)
    if r.model.arch.encoder_only:
        point = m.at(users, memory_limit_concurrency)
        tokens = w.load.input_tokens
        total = min(m.replicas, users) * point.requests_per_s * tokens
        time = Band.of_constant(fitted.constant(encoders.BAND_NAME, eff.ttft_band.low, 1.0, eff.ttft_band.high))
        measured_band = eff.band_fitted or fitted.has_constant(encoders.BAND_NAME)
        rate = time.inverse()
        done = work(r.task, w, rate.around(min(m.replicas, users) * point.requests_per_s))
        return SpeedEstimate(kind="embedding", ttft_s=time.around(point.ttft_s),
                             aggregate_tokens_per_s=rate.around(total),
                             request_s=time.around(point.ttft_s), work_per_hour=done.per_hour,
                             work_unit=done.unit, batch_hours=done.batch_hours,
                             assumptions=[getattr(m.prefill, "assumption", "assume_prefill_mfu"),
                                          *range_codes(measured_band)], **common)
    point = m.at(users, memory_limit_concurrency)
    long_tokens = w.load.long_input_tokens
    ttft_long = eff.ttft_band.around(m.prefill.request_s(long_tokens)) if long_tokens else None
    limit = memory_limit_concurrency
    points = sorted({c for c in CURVE_POINTS if limit is None or c <= limit} | {users}
                    | ({limit} if limit else set())) if curve else []
    curve_points = []
    for c in points:
        if c < 1:
            continue
        p = point if c == users else m.at(c, limit)
        curve_points.append(CurvePoint(concurrency=c, tokens_per_s_per_user=1 / p.itl_s,
                                       aggregate_tokens_per_s=m.aggregate(p, c), ttft_s=p.ttft_s))
    context = w.load.input_tokens + w.load.output_tokens / 2
    beyond = m.decode.host_s(1, context) + m.decode.cross_node_s(1)
    host_share = beyond / m.decode.step_s(1, context) if beyond else None
    copies = min(m.replicas, max(1, users))
    done = work(r.task, w, eff.decode_band.around(copies * point.requests_per_s))
    return SpeedEstimate(kind="generation", ttft_s=eff.ttft_band.around(point.ttft_s), ttft_long_s=ttft_long,
                         request_s=request_time(point.ttft_s, w.load.output_tokens, point.itl_s, eff),
                         work_per_hour=done.per_hour,
                         work_unit=done.unit, batch_hours=done.batch_hours,
                         image_tokens=b.model.image_tokens_per_request or None, host_step_share=host_share,
                         image_preprocess_s=m.prefill.host_fixed_s or None,
                         long_input_tokens=long_tokens,
                         tokens_per_s_per_user=eff.decode_band.around(1 / point.itl_s),
                         aggregate_tokens_per_s=eff.decode_band.around(m.aggregate(point, users)),
                         curve=curve_points, traffic=m.traffic(limit) if curve else None,
                         memory_limit_concurrency=limit, assumptions=["assume_decode_mbu", "assume_prefill_mfu",
                                                                           *range_codes(eff.band_fitted)],
                         **common)
