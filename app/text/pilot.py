"""The pilot's codes in words: plan notes, result findings, criteria, record items, the OOM rule.

Like app/text/messages.py: templates are marked for lupdate, `{name}` fields are filled after
translation. The CLI, the GUI's pilot page, the kit README and the quote's pilot section all use
these functions.
"""

from __future__ import annotations

from app.core.findings import Finding, Note
from app.core.pilot.review_types import CriterionResult
from app.core.pilot.rules import Criterion, OomStep
from app.text.formatting import Fmt
from app.text.i18n import QT_TRANSLATE_NOOP, translator
from app.text.messages import fill as _fill
from app.text.pilot_codes import PILOT_FINDINGS, PILOT_NOTES

CTX = "Pilot"


RECORD_LABELS: dict[str, str] = {
    "model_revision": QT_TRANSLATE_NOOP("Pilot", "Exact model revision (commit or version)"),
    "runtime_version": QT_TRANSLATE_NOOP("Pilot", "Runtime version (vLLM, SGLang, TGI, llama.cpp, Ollama ...)"),
    "framework_versions": QT_TRANSLATE_NOOP("Pilot", "Framework versions (PyTorch, transformers, peft, CUDA)"),
    "driver_version": QT_TRANSLATE_NOOP("Pilot", "GPU driver version"),
    "gpu_model": QT_TRANSLATE_NOOP("Pilot", "GPU model and count"),
    "precision": QT_TRANSLATE_NOOP("Pilot", "Precision of weights and KV cache as launched"),
    "launch_command": QT_TRANSLATE_NOOP("Pilot", "The exact launch command and its parameters"),
    "first_start_s": QT_TRANSLATE_NOOP("Pilot", "First start: time from launch to the first answer (download, loading) — apart"),
    "warmup_apart": QT_TRANSLATE_NOOP("Pilot", "Warm-up requests, kept apart from the measured ones"),
    "peak_gpu_memory": QT_TRANSLATE_NOOP("Pilot", "Peak GPU memory"),
    "errors": QT_TRANSLATE_NOOP("Pilot", "Errors, timeouts and out-of-memory events"),
    "ttft_s": QT_TRANSLATE_NOOP("Pilot", "Time to first token (p50, p95)"),
    "tokens_per_s": QT_TRANSLATE_NOOP("Pilot", "Tokens/s per request and in aggregate"),
    "step_time_s": QT_TRANSLATE_NOOP("Pilot", "Time per training step"),
    "training_tokens_per_s": QT_TRANSLATE_NOOP("Pilot", "Training tokens/s at the planned shape"),
    "representative_data": QT_TRANSLATE_NOOP("Pilot", "Which data was used (representative, and allowed to be processed)"),
}

RECORD_HOW: dict[str, str] = {
    "pilot_serve": QT_TRANSLATE_NOOP("Pilot", "recorded by pilot_serve.py"),
    "pilot_memory": QT_TRANSLATE_NOOP("Pilot", "recorded by pilot_memory.py"),
    "both": QT_TRANSLATE_NOOP("Pilot", "recorded by the scripts"),
    "manual": QT_TRANSLATE_NOOP("Pilot", "write it down"),
}

CRITERIA: dict[str, str] = {
    "no_errors": QT_TRANSLATE_NOOP("Pilot", "No errors or timeouts at up to {concurrency} concurrent requests"),
    "ttft_p95": QT_TRANSLATE_NOOP("Pilot", "Time to first token, p95, at most {target_s} (typical input)"),
    "tokens_per_s_per_user_p50": QT_TRANSLATE_NOOP("Pilot", "Tokens/s per user, median, at least {target}"),
    "aggregate_tokens_per_s": QT_TRANSLATE_NOOP("Pilot", "Aggregate tokens/s at {concurrency} concurrent, at least {target}"),
    "quality": QT_TRANSLATE_NOOP("Pilot", "Quality (judged by hand): {text}"),
    "dataset_hours": QT_TRANSLATE_NOOP("Pilot", "Time for the whole dataset at the speed run's tokens/s, at most "
                                       "{target_h} h"),
    "dataset_hours_reported": QT_TRANSLATE_NOOP("Pilot", "Time for the whole dataset at the speed run's tokens/s "
                                                "(no target: reported)"),
}

CRITERION_STATUS: dict[str, str] = {
    "passed": QT_TRANSLATE_NOOP("Pilot", "passed"), "failed": QT_TRANSLATE_NOOP("Pilot", "failed"), "not_measured": QT_TRANSLATE_NOOP("Pilot", "not measured"),
    "manual": QT_TRANSLATE_NOOP("Pilot", "check by hand"),
    "reported": QT_TRANSLATE_NOOP("Pilot", "reported"),
}

STATUS: dict[str, str] = {
    "accepted": QT_TRANSLATE_NOOP("Pilot", "Accepted: every must-have criterion holds"),
    "not_accepted": QT_TRANSLATE_NOOP("Pilot", "Not accepted: a must-have criterion failed"),
    "incomplete": QT_TRANSLATE_NOOP("Pilot", "Incomplete: some criteria were not measured"),
    "measured": QT_TRANSLATE_NOOP("Pilot", "Measured (no measurable criteria)"),
    "mismatch": QT_TRANSLATE_NOOP("Pilot", "Not compared: the results are from another model or workload"),
    "no_data": QT_TRANSLATE_NOOP("Pilot", "No measurements in the results"),
}

POSITIONS: dict[str, str] = {
    "within": QT_TRANSLATE_NOOP("Pilot", "within the estimate"), "below": QT_TRANSLATE_NOOP("Pilot", "below the estimate"),
    "above": QT_TRANSLATE_NOOP("Pilot", "above the estimate"), "no_estimate": QT_TRANSLATE_NOOP("Pilot", "no estimate"),
    "not_measured": QT_TRANSLATE_NOOP("Pilot", "not measured"),
}

VALUE_LABELS: dict[str, str] = {
    "peak_gpu_memory": QT_TRANSLATE_NOOP("Pilot", "Peak GPU memory (nvidia-smi, per GPU)"),
    "peak_torch_reserved": QT_TRANSLATE_NOOP("Pilot", "Peak PyTorch reserved memory"),
    "ttft_s": QT_TRANSLATE_NOOP("Pilot", "Time to first token, typical input"),
    "ttft_long_s": QT_TRANSLATE_NOOP("Pilot", "Time to first token, long input"),
    "tokens_per_s_per_user": QT_TRANSLATE_NOOP("Pilot", "Tokens/s per user"),
    "aggregate_tokens_per_s": QT_TRANSLATE_NOOP("Pilot", "Aggregate tokens/s"),
}

PURPOSES: dict[str, str] = {
    "warmup": QT_TRANSLATE_NOOP("Pilot", "warm-up (not measured)"), "single": QT_TRANSLATE_NOOP("Pilot", "single request"),
    "requested": QT_TRANSLATE_NOOP("Pilot", "the requested concurrency"), "past_requested": QT_TRANSLATE_NOOP("Pilot", "past the requested concurrency"),
    "memory_boundary": QT_TRANSLATE_NOOP("Pilot", "the estimated memory boundary"), "planned": QT_TRANSLATE_NOOP("Pilot", "the planned settings"),
    "long_input": QT_TRANSLATE_NOOP("Pilot", "the long input"), "step_up_batch": QT_TRANSLATE_NOOP("Pilot", "one step up: micro-batch"),
    "step_up_seq": QT_TRANSLATE_NOOP("Pilot", "one step up: sequence length"),
    "speed": QT_TRANSLATE_NOOP("Pilot", "speed: a few hundred steps, timed"),
}

OOM_STEPS: dict[str, str] = {
    "keep_result": QT_TRANSLATE_NOOP("Pilot", "Keep the failed run's results and its exact command; do not change everything at once."),
    "change_one_factor": QT_TRANSLATE_NOOP("Pilot", "Change one factor, the first that applies: {factors}."),
    "repeat_same_work": QT_TRANSLATE_NOOP("Pilot", "Repeat the same work: the same plan, inputs and number of requests."),
    "find_boundary": QT_TRANSLATE_NOOP("Pilot", "Step between the last run that held and the first that failed until the boundary "
                            "where the acceptance criteria stop holding is known."),
    "record_boundary": QT_TRANSLATE_NOOP("Pilot", "Record both: the setting that works and the boundary past which it does not."),
}

OOM_FACTORS: dict[str, str] = {
    "concurrency": QT_TRANSLATE_NOOP("Pilot", "fewer concurrent requests"), "context_length": QT_TRANSLATE_NOOP("Pilot", "a shorter context"),
    "kv_cache_precision": QT_TRANSLATE_NOOP("Pilot", "a smaller KV-cache precision"),
    "gpu_memory_utilization": QT_TRANSLATE_NOOP("Pilot", "the runtime's GPU memory share"),
    "weights_precision": QT_TRANSLATE_NOOP("Pilot", "a smaller weight precision"), "tensor_parallel": QT_TRANSLATE_NOOP("Pilot", "more GPUs per model"),
    "micro_batch": QT_TRANSLATE_NOOP("Pilot", "a smaller micro-batch (more gradient accumulation)"),
    "gradient_checkpointing": QT_TRANSLATE_NOOP("Pilot", "gradient checkpointing on"), "seq_len": QT_TRANSLATE_NOOP("Pilot", "a shorter sequence length"),
    "optimizer_8bit": QT_TRANSLATE_NOOP("Pilot", "an 8-bit optimizer"), "lora_rank": QT_TRANSLATE_NOOP("Pilot", "a smaller LoRA rank"),
    "sharding": QT_TRANSLATE_NOOP("Pilot", "ZeRO / FSDP sharding"),
}

TOOL_FILES = {"pilot_serve": "pilot_serve.py", "pilot_memory": "pilot_memory.py"}
NO_VALUE = "—"  # a figure that was not measured
HOURS = QT_TRANSLATE_NOOP("Pilot", "{hours} h")
SECONDS_METRICS = frozenset({"ttft_s", "ttft_long_s"})


tr = translator(CTX)


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
                                 "target_h": fmt.number(target, 1), "concurrency": fmt.number(requested),
                                 "text": c.text}
    code = "dataset_hours_reported" if c.code == "dataset_hours" and c.target is None else c.code
    return _fill(tr(CRITERIA.get(code, code)), params, fmt)


def criterion_value_text(code: str, value: float | None, fmt: Fmt) -> str:
    """What a criterion measured: a count of errors, a time (ttft_p95) or a rate; a dash when nothing was."""
    if value is None:
        return NO_VALUE
    if code == "no_errors":
        return fmt.number(value)
    if code == "dataset_hours":
        return tr(HOURS).replace("{hours}", fmt.number(value, 1))
    return fmt.seconds(value) if code == "ttft_p95" else fmt.rate(value)


def criterion_status_text(status: str) -> str:
    return tr(CRITERION_STATUS.get(status, status))


def pilot_status_text(status: str) -> str:
    return tr(STATUS.get(status, status))


def position_text(position: str) -> str:
    return tr(POSITIONS.get(position, position))


def value_label(key: str) -> str:
    if key in VALUE_LABELS:
        return tr(VALUE_LABELS[key])
    from app.text.messages import component_label

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
