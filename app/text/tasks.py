"""The figures of work beyond chat in words: images, audio hours, documents, and the batch job's answer.

Shared by the command line, the window and the quote (context "Tasks"): each line is `label: value`,
so a number never needs a plural form.
"""

from __future__ import annotations

from app.core.fit.types import FitResult
from app.core.speed.types import Rate, SpeedEstimate
from app.core.workload.schema import Workload
from app.text import advice
from app.text.formatting import Fmt
from app.text.i18n import QT_TRANSLATE_NOOP, translate

CTX = "Tasks"

PER_HOUR: dict[str, str] = {
    "documents": QT_TRANSLATE_NOOP("Tasks", "Documents per hour"),
    "tokens": QT_TRANSLATE_NOOP("Tasks", "Tokens per hour"),
    "images": QT_TRANSLATE_NOOP("Tasks", "Images per hour"),
    "audio_hours": QT_TRANSLATE_NOOP("Tasks", "Audio hours transcribed per hour"),
}
UNIT_NAMES: dict[str, str] = {
    "documents": QT_TRANSLATE_NOOP("Tasks", "documents"),
    "tokens": QT_TRANSLATE_NOOP("Tasks", "tokens"),
    "images": QT_TRANSLATE_NOOP("Tasks", "images"),
    "audio_hours": QT_TRANSLATE_NOOP("Tasks", "audio hours"),
}
REQUEST: dict[str, str] = {
    "image_generation": QT_TRANSLATE_NOOP("Tasks", "One request (images: {images}; steps: {steps})"),
    "speech_to_text": QT_TRANSLATE_NOOP("Tasks", "One request ({seconds} of audio)"),
    "embedding": QT_TRANSLATE_NOOP("Tasks", "One request ({tokens} tokens read)"),
    "generation": QT_TRANSLATE_NOOP("Tasks", "One request, prompt to last token"),
}


def _range(rate: Rate, show: object) -> str:
    shown = show if callable(show) else str
    return f"{shown(rate.typical)} ({shown(rate.low)}–{shown(rate.high)})"


def _count(fmt: Fmt, value: float) -> str:
    return fmt.number(value, 0 if value >= 100 else 1)


def speed_rows(speed: SpeedEstimate | None, workload: Workload, fmt: Fmt) -> list[tuple[str, str]]:
    """(label, value) of a task's speed figures: image tokens, a request's time, the work done per hour."""
    if speed is None or speed.kind == "training":
        return []
    out: list[tuple[str, str]] = []
    if speed.image_tokens:
        out.append((translate("Tasks", "Image tokens in each prompt (in the KV cache and the time to first token)"),
                    fmt.number(speed.image_tokens)))
    if speed.image_preprocess_s:
        out.append((translate("Tasks", "Preparing the images on the CPU before the GPU sees them (part of the time to "
                                       "first token)"), fmt.seconds(speed.image_preprocess_s)))
    if speed.request_s is not None and speed.kind in REQUEST:
        label = translate(CTX, REQUEST[speed.kind]).format(
            images=workload.load.images, steps=speed.steps or "", seconds=fmt.seconds(workload.load.audio_seconds),
            tokens=fmt.number(workload.load.input_tokens))
        out.append((label, _range(speed.request_s, fmt.seconds)))
    # Documents per hour belong to a batch of documents; a chat is measured by its requests' speed.
    per_request_chat = speed.work_unit == "documents" and workload.load.batch is None
    if speed.work_per_hour is not None and speed.work_unit and not per_request_chat:
        label = translate(CTX, PER_HOUR.get(speed.work_unit, speed.work_unit))
        out.append((label, _range(speed.work_per_hour, lambda v: _count(fmt, v))))
    return out


def speed_lines(speed: SpeedEstimate | None, workload: Workload, fmt: Fmt) -> list[str]:
    return [f"{label}: {value}" for label, value in speed_rows(speed, workload, fmt)]


def batch_text(result: FitResult, workload: Workload, fmt: Fmt) -> str:
    """Whether the server finishes the batch job in time, how long it takes and what it costs."""
    batch = workload.load.batch
    speed = result.speed
    if batch is None or speed is None or speed.batch_hours is None:  # no speed where the work cannot run
        return ""
    hours = speed.batch_hours
    values = {"amount": _count(fmt, batch.amount), "unit": translate(CTX, UNIT_NAMES.get(batch.unit, batch.unit)),
              "hours": fmt.number(hours.typical, 1), "low": fmt.number(hours.low, 1),
              "high": fmt.number(hours.high, 1)}
    text = translate("Tasks", "The batch of {amount} {unit} takes about {hours} h ({low}–{high} h)").format(**values)
    if batch.deadline_hours:
        deadline = fmt.number(batch.deadline_hours, 0 if float(batch.deadline_hours).is_integer() else 1)
        met = hours.typical <= batch.deadline_hours
        text += ": " + (translate("Tasks", "finished within the {deadline} h deadline") if met else
                        translate("Tasks", "NOT finished within the {deadline} h deadline")).format(deadline=deadline)
    if result.batch_cost is not None and result.currency:
        text += "; " + translate("Tasks", "it costs about {cost}").format(
            cost=advice.money(fmt, result.batch_cost, result.currency))
    return text + "."


def work_shape_line(task: str, tokens: int, sequences: int, workload: Workload, fmt: Fmt) -> str:
    """What one GPU works on at once, as the budget counts it (image and speech pipelines; '' for text)."""
    load = workload.load
    if task == "image_generation":
        return translate("Tasks", "Images at once: {images}; denoiser tokens per image: {tokens}; steps: {steps}").format(
            images=fmt.number(sequences), tokens=fmt.number(tokens), steps=load.steps or translate("Tasks", "the model's default"))
    if task == "speech_to_text":
        return translate("Tasks", "30-second windows at once: {windows}; encoder positions per window: {positions}; "
                              "beams: {beams}").format(windows=fmt.number(sequences), positions=fmt.number(tokens),
                                                      beams=load.beams)
    return ""
