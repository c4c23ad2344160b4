"""A calibration in words: the line `fit`, the window and the quote show under a calibrated speed, and
what `pilot import --calibrate` and `pilot calibrations` say (context "Calibration")."""

from __future__ import annotations

from app.core.speed.calibration import SpeedCalibration
from app.core.speed.types import CalibrationRef
from app.text.formatting import Fmt
from app.text.i18n import QT_TRANSLATE_NOOP, translator
from app.text.messages import RUNTIME_NAMES, value_label

CTX = "Calibration"
tr = translator(CTX)

T = {
    "applied": QT_TRANSLATE_NOOP("Calibration", "Measured on this server by the pilot {source} ({when}): {model}, "
                                 "{runtime}, {precision}, at {levels} concurrent requests."),
    "applied_training": QT_TRANSLATE_NOOP("Calibration", "Measured on this server by the pilot {source} ({when}): "
                                          "{model}, {mode}, {precision}, sequence length × micro-batch {shape}."),
    "beyond": QT_TRANSLATE_NOOP("Calibration", "This load lies beyond the measured levels: the formula, scaled by "
                                "the measured ratio at the nearest level."),
    "when_unknown": QT_TRANSLATE_NOOP("Calibration", "time not recorded"),
    "stored": QT_TRANSLATE_NOOP("Calibration", "Calibration {id} stored for {server}: from now on its speed for "
                                "this model, precision and runtime is the measured one (--no-calibration gives "
                                "the estimate as before)."),
    "stored_window": QT_TRANSLATE_NOOP("Calibration", "Calibration {id} stored for {server}: its speed for this "
                                       "model, precision and runtime is now the measured one (switch off \"Use "
                                       "measured speeds\" to see the estimate as before)."),
    "none": QT_TRANSLATE_NOOP("Calibration", "The library holds no calibration."),
    "removed": QT_TRANSLATE_NOOP("Calibration", "Calibration {id} removed."),
    "not_found": QT_TRANSLATE_NOOP("Calibration", "no calibration '{id}' (`headroom pilot calibrations list` lists "
                                   "them)"),
    "needs_server": QT_TRANSLATE_NOOP("Calibration", "--calibrate needs --server: the server the pilot ran on"),
    "not_comparable": QT_TRANSLATE_NOOP("Calibration", "not calibrated: the results are from another model or "
                                        "workload"),
    "nothing": QT_TRANSLATE_NOOP("Calibration", "not calibrated: no measured run of these results gives this "
                                 "workload's speed (a load test at the typical input, or a training speed run)"),
    "file_server": QT_TRANSLATE_NOOP("Calibration", "not calibrated: --server names a file; calibrations are kept "
                                     "for a server of the library (give its id or name)"),
    "h_id": QT_TRANSLATE_NOOP("Calibration", "Id"), "h_server": QT_TRANSLATE_NOOP("Calibration", "Server"),
    "h_model": QT_TRANSLATE_NOOP("Calibration", "Model"), "h_runtime": QT_TRANSLATE_NOOP("Calibration", "Runtime"),
    "h_levels": QT_TRANSLATE_NOOP("Calibration", "Concurrency measured"),
    "h_when": QT_TRANSLATE_NOOP("Calibration", "Measured"), "h_source": QT_TRANSLATE_NOOP("Calibration", "Pilot file"),
    "level": QT_TRANSLATE_NOOP("Calibration", "{c} concurrent: first token {ttft}, {tps} tokens/s per request, "
                               "{agg} tokens/s in all"),
    "long": QT_TRANSLATE_NOOP("Calibration", "Long input of {n} tokens: first token {ttft}"),
    "peak": QT_TRANSLATE_NOOP("Calibration", "Peak GPU memory: {bytes}"),
    "training": QT_TRANSLATE_NOOP("Calibration", "Training, sequence length × micro-batch {shape} on {gpus} GPU: "
                                  "{step} per step, {tps} tokens/s ({steps} steps timed)"),
}

DASH = "—"


def t(key: str) -> str:
    return tr(T[key])


def _levels(levels: list[int]) -> str:
    return ", ".join(str(c) for c in levels) or DASH


def calibration_line(ref: CalibrationRef | None, fmt: Fmt) -> str:
    """One sentence naming the pilot a calibrated speed comes from ('' for the formula's estimate)."""
    if ref is None:
        return ""
    params = {"source": ref.source, "when": ref.measured_at or t("when_unknown"), "model": ref.model,
              "runtime": RUNTIME_NAMES.get(ref.runtime, ref.runtime), "precision": ref.precision,
              "levels": _levels(ref.concurrency_levels), "mode": value_label(ref.mode),
              "shape": ref.training_shape or DASH}
    text = t("applied_training" if ref.training_shape else "applied").format(**params)
    return text if ref.within_measured else f"{text} {t('beyond')}"


def calibration_rows(cals: list[SpeedCalibration]) -> tuple[list[str], list[list[str]]]:
    """The head and rows of `pilot calibrations list`."""
    head = [t("h_id"), t("h_server"), t("h_model"), t("h_runtime"), t("h_levels"), t("h_when"), t("h_source")]
    rows = [[c.id[:8], c.server_name or c.server_id, c.model, RUNTIME_NAMES.get(c.runtime, c.runtime),
             _levels(c.concurrencies) if c.levels else (f"{c.training.seq_len}×{c.training.micro_batch}"
                                                        if c.training else DASH),
             c.measured_at or DASH, c.source] for c in cals]
    return head, rows


def calibration_details(c: SpeedCalibration, fmt: Fmt) -> list[str]:
    """What one calibration holds, a line each (`pilot calibrations show`)."""
    out = [f"{c.id} — {c.server_name or c.server_id}", f"{c.model} · {RUNTIME_NAMES.get(c.runtime, c.runtime)} · "
           f"{value_label(c.mode)} · {c.weights_precision} / {c.kv_precision}",
           f"{t('h_source')}: {c.source} · {t('h_when')}: {c.measured_at or DASH}"]
    for lv in c.levels:
        out.append(t("level").format(c=lv.concurrency, ttft=fmt.seconds(lv.ttft_s) if lv.ttft_s else DASH,
                                     tps=fmt.rate(lv.tokens_per_s_per_user) if lv.tokens_per_s_per_user else DASH,
                                     agg=fmt.rate(lv.aggregate_tokens_per_s) if lv.aggregate_tokens_per_s else DASH))
    if c.ttft_long_s and c.long_input_tokens:
        out.append(t("long").format(n=fmt.number(c.long_input_tokens), ttft=fmt.seconds(c.ttft_long_s)))
    if c.training:
        tm = c.training
        out.append(t("training").format(shape=f"{tm.seq_len}×{tm.micro_batch}", gpus=tm.gpus,
                                        step=fmt.seconds(tm.step_s), tps=fmt.rate(tm.tokens_per_s), steps=tm.steps))
    if c.peak_gpu_memory_bytes:
        out.append(t("peak").format(bytes=fmt.bytes(c.peak_gpu_memory_bytes)))
    return out
