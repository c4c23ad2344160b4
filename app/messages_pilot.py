"""The pilot's codes in words: plan notes, result findings, criteria, record items, the OOM rule.

Like app/messages.py: templates are marked for lupdate, `{name}` fields are filled after
translation. The CLI, the GUI's pilot page, the kit README and the quote's pilot section all use
these functions.
"""

from __future__ import annotations

from app.core.findings import Finding, Note
from app.core.pilot_comparison import CriterionResult
from app.core.pilot_rules import Criterion, OomStep
from app.formatting import Fmt
from app.i18n import QT_TRANSLATE_NOOP as N
from app.i18n import translate
from app.messages import _fill

CTX = "Pilot"

PILOT_FINDINGS: dict[str, tuple[str, str]] = {
    "pilot_other_workload": (
        N(CTX, "These results ({tool}) were made with the plan of another workload ('{workload}', fingerprint "
               "{found}; this one is {expected}). They are not compared."),
        N(CTX, "Import the results of this workload's own pilot, or open the workload the pilot was made for.")),
    "pilot_other_model": (
        N(CTX, "These results ({tool}) are for the model '{found}', not '{expected}'. They are not compared."),
        N(CTX, "Run the pilot with this workload's model, or open the workload of the model that was measured.")),
    "pilot_other_model_params": (
        N(CTX, "The measured model has {measured} parameters; this workload's has {expected}. It is another model, "
               "so the results are not compared."),
        N(CTX, "Give pilot_memory.py the config.json of this workload's model (same revision).")),
    "pilot_model_name_differs": (
        N(CTX, "The plan is this workload's, but the server was asked for '{found}' rather than '{expected}'."),
        N(CTX, "Check that the server ran this workload's model; if it did, the name is only an alias.")),
    "pilot_origin_unverified": (
        N(CTX, "These results ({tool}) were made without the kit's plan.json, so they cannot be tied to this "
               "workload for certain; the model name '{model}' matches."),
        N(CTX, "Run the scripts with --plan plan.json from `headroom pilot kit`.")),
    "pilot_incomplete": (
        N(CTX, "The {tool} results are incomplete (stopped after {runs} run(s))."),
        N(CTX, "Run the pilot to the end; the criteria are judged on the runs that are there.")),
    "pilot_no_gpu_samples": (
        N(CTX, "No GPU memory was sampled during the load test (nvidia-smi was not on the host that ran "
               "pilot_serve.py)."),
        N(CTX, "Run pilot_serve.py on the GPU server itself, or record the peak memory from nvidia-smi by hand.")),
    "pilot_reserved_up_front": (
        N(CTX, "{runtime} reserves about {share} of each GPU at start: nvidia-smi shows that reservation, not the "
               "memory the work needs."),
        N(CTX, "Judge memory by errors and preemptions at each concurrency, and by pilot_memory.py's components.")),
    "pilot_peak_above_estimate": (
        N(CTX, "Measured peak GPU memory {measured_bytes} is above the high estimate {high_bytes}."),
        N(CTX, "Leave more headroom than the estimate suggests, or check what else ran on the GPU.")),
    "pilot_memory_oom": (
        N(CTX, "The memory run {run} ran out of GPU memory."),
        N(CTX, "Keep the result, change one factor (e.g. the micro-batch), repeat the same work, and find the "
               "boundary.")),
    "pilot_memory_failed": (
        N(CTX, "The memory run {run} failed before it finished."),
        N(CTX, "See the error in its results file; fix it and repeat the same run.")),
    "pilot_memory_on_cpu": (
        N(CTX, "The memory run {run} ran on the CPU: parameter counts and tensor sizes only, no GPU memory."),
        N(CTX, "Run pilot_memory.py on the GPU (--device cuda) to measure memory.")),
    "pilot_memory_settings_differ": (
        N(CTX, "The memory run {run} used another batch or length than the workload: its components are shown "
               "without an estimate."),
        ""),
    "pilot_slower_than_estimate": (
        N(CTX, "{metric}: measured {measured}, outside the estimate's range (bound {bound})."),
        N(CTX, "The measurement decides; check the server's settings (precision, batch, parallelism) against the "
               "plan.")),
    "pilot_boundary_below_requested": (
        N(CTX, "The criteria held only up to {boundary} concurrent requests; {requested} were required."),
        N(CTX, "Change one factor (a larger GPU, a smaller precision, fewer requests at once) and repeat the same "
               "runs.")),
    "pilot_manual_check": (
        N(CTX, "Check by hand: {text}"),
        N(CTX, "Judge the answers on representative data you are allowed to process.")),
}

PILOT_NOTES: dict[str, str] = {
    "pilot_long_input_assumed": N(CTX, "No long input was given: the long case is {multiple} × the typical input "
                                       "({tokens} tokens)."),
    "pilot_long_input_capped": N(CTX, "The long input is capped at {tokens} tokens to stay within the model's "
                                      "context of {max_context}."),
    "pilot_optimizer_substituted": N(CTX, "pilot_memory.py has no {asked}; it measures with {used}, which holds "
                                          "at least as much state."),
    "pilot_lora_targets_substituted": N(CTX, "pilot_memory.py puts LoRA on all linear layers, not only on "
                                             "{asked}: its adapters are larger than planned."),
    "pilot_memory_no_master_weights": N(CTX, "pilot_memory.py trains in 16-bit without fp32 master weights: its "
                                             "optimizer states are smaller than the mixed-precision estimate."),
    "pilot_memory_16bit_only": N(CTX, "pilot_memory.py builds 16-bit weights only, so it cannot measure {format}; "
                                      "the load test's GPU memory samples stand in."),
    "pilot_memory_single_gpu": N(CTX, "pilot_memory.py uses one GPU; the work is split over {gpus}, so compare "
                                      "its figures with a one-GPU estimate."),
    "pilot_boundary_from_fit": N(CTX, "On {server} the estimate fits at most {concurrency} concurrent sequences in memory: that "
                                      "level is tested too."),
    "pilot_batch_boundary_from_fit": N(CTX, "On {server} the estimate fits a micro-batch of at most {concurrency} "
                                            "in memory: that micro-batch is measured too."),
    "pilot_encoder_not_served": N(CTX, "An encoder model generates no tokens: the load test measures "
                                       "completions and does not apply."),
    "pilot_concurrency_capped": N(CTX, "Planned concurrency is capped at {concurrency}."),
}

RECORD_LABELS: dict[str, str] = {
    "model_revision": N(CTX, "Exact model revision (commit or version)"),
    "runtime_version": N(CTX, "Runtime version (vLLM, SGLang, TGI, llama.cpp, Ollama ...)"),
    "framework_versions": N(CTX, "Framework versions (PyTorch, transformers, peft, CUDA)"),
    "driver_version": N(CTX, "GPU driver version"),
    "gpu_model": N(CTX, "GPU model and count"),
    "precision": N(CTX, "Precision of weights and KV cache as launched"),
    "launch_command": N(CTX, "The exact launch command and its parameters"),
    "first_start_s": N(CTX, "First start: time from launch to the first answer (download, loading) — apart"),
    "warmup_apart": N(CTX, "Warm-up requests, kept apart from the measured ones"),
    "peak_gpu_memory": N(CTX, "Peak GPU memory"),
    "errors": N(CTX, "Errors, timeouts and out-of-memory events"),
    "ttft_s": N(CTX, "Time to first token (p50, p95)"),
    "tokens_per_s": N(CTX, "Tokens/s per request and in aggregate"),
    "step_time_s": N(CTX, "Time per training step"),
    "representative_data": N(CTX, "Which data was used (representative, and allowed to be processed)"),
}

RECORD_HOW: dict[str, str] = {
    "pilot_serve": N(CTX, "recorded by pilot_serve.py"),
    "pilot_memory": N(CTX, "recorded by pilot_memory.py"),
    "both": N(CTX, "recorded by the scripts"),
    "manual": N(CTX, "write it down"),
}

CRITERIA: dict[str, str] = {
    "no_errors": N(CTX, "No errors or timeouts at up to {concurrency} concurrent requests"),
    "ttft_p95": N(CTX, "Time to first token, p95, at most {target_s} (typical input)"),
    "tokens_per_s_per_user_p50": N(CTX, "Tokens/s per user, median, at least {target}"),
    "aggregate_tokens_per_s": N(CTX, "Aggregate tokens/s at {concurrency} concurrent, at least {target}"),
    "quality": N(CTX, "Quality (judged by hand): {text}"),
}

CRITERION_STATUS: dict[str, str] = {
    "passed": N(CTX, "passed"), "failed": N(CTX, "failed"), "not_measured": N(CTX, "not measured"),
    "manual": N(CTX, "check by hand"),
}

STATUS: dict[str, str] = {
    "accepted": N(CTX, "Accepted: every must-have criterion holds"),
    "not_accepted": N(CTX, "Not accepted: a must-have criterion failed"),
    "incomplete": N(CTX, "Incomplete: some criteria were not measured"),
    "measured": N(CTX, "Measured (no measurable criteria)"),
    "mismatch": N(CTX, "Not compared: the results are from another model or workload"),
    "no_data": N(CTX, "No measurements in the results"),
}

POSITIONS: dict[str, str] = {
    "within": N(CTX, "within the estimate"), "below": N(CTX, "below the estimate"),
    "above": N(CTX, "above the estimate"), "no_estimate": N(CTX, "no estimate"),
    "not_measured": N(CTX, "not measured"),
}

VALUE_LABELS: dict[str, str] = {
    "peak_gpu_memory": N(CTX, "Peak GPU memory (nvidia-smi, per GPU)"),
    "peak_torch_reserved": N(CTX, "Peak PyTorch reserved memory"),
    "ttft_s": N(CTX, "Time to first token, typical input"),
    "ttft_long_s": N(CTX, "Time to first token, long input"),
    "tokens_per_s_per_user": N(CTX, "Tokens/s per user"),
    "aggregate_tokens_per_s": N(CTX, "Aggregate tokens/s"),
}

PURPOSES: dict[str, str] = {
    "warmup": N(CTX, "warm-up (not measured)"), "single": N(CTX, "single request"),
    "requested": N(CTX, "the requested concurrency"), "past_requested": N(CTX, "past the requested concurrency"),
    "memory_boundary": N(CTX, "the estimated memory boundary"), "planned": N(CTX, "the planned settings"),
    "long_input": N(CTX, "the long input"), "step_up_batch": N(CTX, "one step up: micro-batch"),
    "step_up_seq": N(CTX, "one step up: sequence length"),
}

OOM_STEPS: dict[str, str] = {
    "keep_result": N(CTX, "Keep the failed run's results and its exact command; do not change everything at once."),
    "change_one_factor": N(CTX, "Change one factor, the first that applies: {factors}."),
    "repeat_same_work": N(CTX, "Repeat the same work: the same plan, inputs and number of requests."),
    "find_boundary": N(CTX, "Step between the last run that held and the first that failed until the boundary "
                            "where the acceptance criteria stop holding is known."),
    "record_boundary": N(CTX, "Record both: the setting that works and the boundary past which it does not."),
}

OOM_FACTORS: dict[str, str] = {
    "concurrency": N(CTX, "fewer concurrent requests"), "context_length": N(CTX, "a shorter context"),
    "kv_cache_precision": N(CTX, "a smaller KV-cache precision"),
    "gpu_memory_utilization": N(CTX, "the runtime's GPU memory share"),
    "weights_precision": N(CTX, "a smaller weight precision"), "tensor_parallel": N(CTX, "more GPUs per model"),
    "micro_batch": N(CTX, "a smaller micro-batch (more gradient accumulation)"),
    "gradient_checkpointing": N(CTX, "gradient checkpointing on"), "seq_len": N(CTX, "a shorter sequence length"),
    "optimizer_8bit": N(CTX, "an 8-bit optimizer"), "lora_rank": N(CTX, "a smaller LoRA rank"),
    "sharding": N(CTX, "ZeRO / FSDP sharding"),
}

TOOL_FILES = {"pilot_serve": "pilot_serve.py", "pilot_memory": "pilot_memory.py"}
SECONDS_METRICS = frozenset({"ttft_s", "ttft_long_s"})


def tr(text: str) -> str:
    return translate(CTX, text) if text else ""


def _params(params: dict[str, object], fmt: Fmt) -> dict[str, object]:
    """Pre-worded parameters: file names for tools, units for metric-dependent values."""
    out = dict(params)
    if isinstance(out.get("tool"), str):
        out["tool"] = TOOL_FILES.get(str(out["tool"]), out["tool"])
    metric = out.get("metric")
    if isinstance(metric, str):
        seconds = metric in SECONDS_METRICS
        for key in ("measured", "bound"):
            value = out.get(key)
            if isinstance(value, int | float):
                out[key] = fmt.seconds(value) if seconds else fmt.rate(value)
        out["metric"] = value_label(metric)
    return out


def pilot_finding_text(f: Finding, fmt: Fmt) -> tuple[str, str]:
    """(message, fix) of a pilot finding."""
    message, fix = PILOT_FINDINGS.get(f.code, (f.code, ""))
    params = _params(dict(f.params), fmt)
    return _fill(tr(message), params, fmt), _fill(tr(fix), params, fmt) if fix else ""


def pilot_note_text(n: Note, fmt: Fmt) -> str:
    return _fill(tr(PILOT_NOTES.get(n.code, n.code)), dict(n.params), fmt)


def record_label(code: str) -> str:
    return tr(RECORD_LABELS.get(code, code))


def record_how_text(how: str) -> str:
    return tr(RECORD_HOW.get(how, how))


def criterion_text(c: Criterion | CriterionResult, fmt: Fmt, requested: int) -> str:
    """'Time to first token, p95, at most 2.00 s (typical input)'."""
    target = c.target or 0.0
    params: dict[str, object] = {"target_s": fmt.seconds(target), "target": fmt.rate(target),
                                 "concurrency": fmt.number(requested), "text": c.text}
    return _fill(tr(CRITERIA.get(c.code, c.code)), params, fmt)


def criterion_status_text(status: str) -> str:
    return tr(CRITERION_STATUS.get(status, status))


def pilot_status_text(status: str) -> str:
    return tr(STATUS.get(status, status))


def position_text(position: str) -> str:
    return tr(POSITIONS.get(position, position))


def value_label(key: str) -> str:
    if key in VALUE_LABELS:
        return tr(VALUE_LABELS[key])
    from app.messages import component_label

    return component_label(key)


def purpose_text(purpose: str) -> str:
    return tr(PURPOSES.get(purpose, purpose))


def oom_step_text(step: OomStep) -> str:
    factors = ", ".join(tr(OOM_FACTORS.get(f, f)) for f in step.factors)
    return tr(OOM_STEPS.get(step.code, step.code)).replace("{factors}", factors)


def all_pilot_codes() -> dict[str, set[str]]:
    """Every code worded here (the test checks the core's pilot codes against it)."""
    return {"findings": set(PILOT_FINDINGS), "notes": set(PILOT_NOTES), "record": set(RECORD_LABELS),
            "criteria": set(CRITERIA), "status": set(STATUS), "positions": set(POSITIONS),
            "purposes": set(PURPOSES), "oom_steps": set(OOM_STEPS), "oom_factors": set(OOM_FACTORS)}
