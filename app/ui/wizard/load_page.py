"""Step 4 — how much work: text lengths and users at once, or for training the run's shape."""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtWidgets import QWidget

from app.core.workload.demand import (
    ACTIVE_SHARE_SOURCE,
    DEFAULT_ACTIVE_SHARE,
    DEFAULT_REQUESTS_PER_PERSON_PER_HOUR,
    REQUESTS_PER_PERSON_SOURCE,
)
from app.core.workload.schema import TRAINING_MODES, Load, Training
from app.text import advice, i18n
from app.text.formatting import Fmt
from app.ui.session import Session
from app.ui.wizard.fields import CheckField, Choice, ChoiceField, NumberField, parse_float
from app.ui.wizard.offload_fields import TrainingOffload
from app.ui.wizard.page import WizardPage

LORA_MODES = frozenset({"lora", "qlora"})
FULL_FINETUNE = "full_finetune"
PERCENT = 100
PERCENT_DIGITS = 6  # 12.5 % is stored as 0.125: enough digits that typing never turns into rounding


class PercentField(NumberField):
    """A share typed in percent (10 → 0.1 in the file); text that is not a number is kept as typed."""

    def _edited(self, text: str) -> None:
        value = parse_float(text)
        number = isinstance(value, int | float) and not isinstance(value, bool)
        self.session.set_field(self.path, round(value / PERCENT, PERCENT_DIGITS) if number else value)

    def load_value(self, value: Any) -> None:
        typed = parse_float(self.line.text())
        if isinstance(typed, int | float) and isinstance(value, int | float) \
                and round(typed / PERCENT, PERCENT_DIGITS) == value:
            return
        if isinstance(value, int | float) and not isinstance(value, bool):
            percent = round(value * PERCENT, PERCENT_DIGITS - 2)
            self.line.setText(str(int(percent)) if float(percent).is_integer() else str(percent))
        elif self.line.text() != ("" if value is None else str(value)):
            self.line.setText("" if value is None else str(value))


class BatchAmountField(NumberField):
    """The batch job's amount: emptying it removes the whole batch (a job of no size has no deadline)."""

    def _edited(self, text: str) -> None:
        value = parse_float(text)
        if value is None:
            self.session.set_field("load.batch", None)
        else:
            self.session.set_field(self.path, value)


def _default(model: type, name: str) -> str:
    """A field's documented default, shown as the placeholder of an empty field."""
    value = model.model_fields[name].default  # type: ignore[attr-defined]
    return "" if value is None else str(value)


# The tasks each group of the serving fields applies to (app/core/tasks): text lengths for the language
# models, images read, images made, audio.
TEXT_TASKS = frozenset({"text_generation", "vision_language", "embeddings", "reranking"})
ANSWER_TASKS = frozenset({"text_generation", "vision_language"})


class LoadPage(WizardPage):
    prefixes = ("load", "training", "gpus", "runtime_options.model_cpu_offload")
    terms: ClassVar[dict[str, str]] = {
        "load.input_tokens": "tokens", "load.long_input_tokens": "context", "load.concurrency": "concurrency",
        "training.seq_len": "tokens", "training.micro_batch": "batch", "training.optimizer": "optimizer-states",
        "training.gradient_checkpointing": "gradient-checkpointing", "training.lora_rank": "lora",
        "training.sharding": "data-parallel", "gpus": "tensor-parallel", "training.offload": "offload",
    }

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(session, parent)
        self.serve_box, serve = self.group_box(self.tr("Texts and users"))
        self.serve_form = serve
        self.input = self.add(serve, self.tr("Typical &input:"), NumberField(
            session, "load.input_tokens",
            self.tr("Text sent with one request: the question plus any documents or chat history. One token is "
                    "about ¾ of an English word; a page of text is 500–700 tokens."),
            placeholder=_default(Load, "input_tokens"), unit_noun="tokens"))
        self.answer = self.add(serve, self.tr("Typical &answer:"), NumberField(
            session, "load.output_tokens", self.tr("Length of one answer. A paragraph is about 100 tokens."),
            placeholder=_default(Load, "output_tokens"), unit_noun="tokens"))
        self.long_input = self.add(serve, self.tr("&Longest input that must work:"), NumberField(
            session, "load.long_input_tokens",
            self.tr("The largest document or conversation that must still be handled, even if rare. Leave empty "
                    "if there is none."), placeholder=self.tr("optional"), unit_noun="tokens"))
        self.people = self.add(serve, self.tr("&People who use it:"), NumberField(
            session, "load.people",
            self.tr("How many people use the service (all of them, not only those online at once). Headroom turns "
                    "them into requests at the same moment with the share below; leave empty to give the "
                    "requests yourself."), placeholder=self.tr("optional")))
        default_share = Fmt(lang=i18n.current_language()).number(DEFAULT_ACTIVE_SHARE * PERCENT)
        self.share = self.add(serve, self.tr("Active at the b&usiest moment:"), PercentField(
            session, "load.active_share",
            self.tr("The share of those people with a request being answered at the busiest moment. Default "
                    "{share} %: {source}.").format(share=default_share, source=ACTIVE_SHARE_SOURCE),
            integer=False, placeholder=default_share, suffix="%"))
        self.concurrency = self.add(serve, self.tr("Requests at the same &moment:"), NumberField(
            session, "load.concurrency",
            self.tr("How many requests are being answered at once. Follows from the people above when they are "
                    "given; for batch jobs, how many documents run in parallel."),
            placeholder=_default(Load, "concurrency")))
        self.people_note = self.note("")
        fmt = Fmt(lang=i18n.current_language())
        default_rate = fmt.number(DEFAULT_REQUESTS_PER_PERSON_PER_HOUR, 1)
        self.per_person = self.add(serve, self.tr("Reques&ts per person in the busiest hour:"), NumberField(
            session, "load.requests_per_person_per_hour",
            self.tr("Traffic in plain words: how many questions one person asks in the busiest hour. With the "
                    "people above it gives the requests per second, and the result shows how long answers wait "
                    "and how many servers it takes. Typical {rate}: {source}.").format(
                rate=default_rate, source=REQUESTS_PER_PERSON_SOURCE),
            integer=False, placeholder=self.tr("e.g. {rate}").format(rate=default_rate)))
        self.rate = self.add(serve, self.tr("Or requests per second at the busiest hour, if &you know it:"),
                             NumberField(
            session, "load.requests_per_s",
            self.tr("The arrival rate at the busiest hour, when you know it (from the people and their questions "
                    "per hour when those are given). Leave empty to size by the requests at the same moment only."),
            integer=False, placeholder=self.tr("optional")))
        self.add(serve, self.tr("Requests per &day:"), NumberField(
            session, "load.requests_per_day", self.tr("Optional: for the quote request and throughput checks."),
            placeholder=self.tr("optional")))
        self._build_task_boxes(session)
        self.train_box, train = self.group_box(self.tr("Training run"))
        self.train_form = train
        self.add(train, self.tr("Se&quence length:"), NumberField(
            session, "training.seq_len", self.tr("Tokens in one training example. Longer needs more memory."),
            placeholder=_default(Training, "seq_len"), unit_noun="tokens"))
        self.add(train, self.tr("E&xamples per step:"), NumberField(
            session, "training.micro_batch",
            self.tr("Examples processed together on each GPU (micro-batch). More is faster but needs memory."),
            placeholder=_default(Training, "micro_batch")))
        self.add(train, self.tr("&Optimizer:"), ChoiceField(
            session, "training.optimizer",
            self.tr("The update rule. AdamW is the standard; 8-bit AdamW and Adafactor need less memory."),
            [Choice("adamw", self.tr("AdamW (standard)")),
             Choice("adamw_8bit", self.tr("AdamW 8-bit (less memory)")),
             Choice("adafactor", self.tr("Adafactor (least memory of the adaptive ones)")),
             Choice("sgd", self.tr("SGD with momentum"))], default="adamw"))
        self.add(train, "", CheckField(
            session, "training.gradient_checkpointing",
            self.tr("Recomputes intermediate results instead of keeping them: much less memory, about a third "
                    "slower."), self.tr("Gradient &checkpointing (save memory, a bit slower)"), default=True))
        self.lora_rank = self.add(train, self.tr("LoRA &rank:"), NumberField(
            session, "training.lora_rank",
            self.tr("Size of the add-on matrices. 8–64 is usual; higher learns more and needs a little more "
                    "memory."), placeholder=_default(Training, "lora_rank")))
        self.lora_targets = self.add(train, self.tr("LoRA &applied to:"), ChoiceField(
            session, "training.lora_targets", self.tr("Which layers get add-ons. All linear layers is usual."),
            [Choice("all_linear", self.tr("all linear layers")), Choice("attention", self.tr("attention only")),
             Choice("query_value", self.tr("query and value only (the PEFT default)")),
             Choice("mlp", self.tr("MLP layers only"))],
            default="all_linear"))
        self.add(train, self.tr("Sharing across G&PUs:"), ChoiceField(
            session, "training.sharding",
            self.tr("With several GPUs, ZeRO / FSDP divides the training state among them instead of copying it."),
            [Choice("none", self.tr("none — each GPU holds a full copy")),
             Choice("zero1", self.tr("ZeRO-1 — divide optimizer states")),
             Choice("zero2", self.tr("ZeRO-2 — also gradients")),
             Choice("zero3", self.tr("ZeRO-3 / FSDP — also the weights"))], default="none"))
        self.training_offload = TrainingOffload(self, session, train)
        self.add(train, "", CheckField(
            session, "training.chunked_loss",
            self.tr("Computes the final scores in pieces (torchtune, Liger, Unsloth): saves memory with large "
                    "vocabularies."), self.tr("Chun&ked loss"), default=False))
        self.fp8 = self.add(train, "", CheckField(
            session, "training.fp8",
            self.tr("The layers compute in 8-bit floating point through NVIDIA TransformerEngine (Megatron-LM's "
                    "--fp8-format). Each keeps 8-bit copies of its weights beside the 16-bit ones between steps: "
                    "faster, but more memory, not less."), self.tr("fp&8 compute (TransformerEngine)"), default=False))
        self.add(train, self.tr("&Dataset size:"), NumberField(
            session, "training.dataset_tokens", self.tr("Tokens in one pass over the training data. Decides the "
                                                        "training time, not the memory."),
            placeholder=self.tr("optional"), unit_noun="tokens"))
        self.add(train, self.tr("Passes over &the data (epochs):"), NumberField(
            session, "training.epochs", self.tr("Epochs: how many times the data is read. 1–3 is usual."),
            integer=False, placeholder=_default(Training, "epochs")))
        gpus = self.group(self.tr("GPUs"))
        self.add(gpus, self.tr("&GPUs to split the work over:"), NumberField(
            session, "gpus", self.tr("Several GPUs are not one big memory: the model and its data are divided "
                                     "between them, each GPU must hold its share. Leave empty (or 1) to let "
                                     "Headroom choose the split on each server; a number above 1 fixes the GPUs "
                                     "per copy of the model."),
            placeholder=self.tr("Headroom chooses")))
        self.finish()

    def _build_task_boxes(self, session: Session) -> None:
        """What each kind of work needs beyond text lengths: images read, images made, audio, a batch job."""
        pixels = self.tr("px")
        self.images_box, images = self.group_box(self.tr("Images read with each request"))
        self.add(images, self.tr("Images per re&quest:"), NumberField(
            session, "load.images_per_request",
            self.tr("Pictures, scans or pages sent with one request. Each becomes hundreds or thousands of tokens for "
                    "the model: they fill the memory of the conversation and delay the first word."),
            placeholder=_default(Load, "images_per_request")))
        self.add(images, self.tr("Image si&ze:"), NumberField(
            session, "load.image_resolution",
            self.tr("Width (= height) of a typical image in pixels. A scanned A4 page at readable quality is about "
                    "1000–1500 pixels; larger images cost more tokens."),
            placeholder=_default(Load, "image_resolution"), suffix=pixels))
        self.make_box, make = self.group_box(self.tr("Images to make"))
        self.add(make, self.tr("Images per re&quest:"), NumberField(
            session, "load.images", self.tr("Images made from one description (variants to choose from)."),
            placeholder=_default(Load, "images")))
        self.add(make, self.tr("Image si&ze:"), NumberField(
            session, "load.resolution",
            self.tr("Width (= height) of each image in pixels. Empty: the model's own (1024 for FLUX.1, SD3.5 and "
                    "SDXL). Twice the size is four times the pixels: slower and more memory."),
            placeholder=self.tr("the model's"), suffix=pixels))
        self.add(make, self.tr("S&teps:"), NumberField(
            session, "load.steps",
            self.tr("Denoising steps per image. Empty: the model's default (FLUX.1-dev 28, FLUX.1-schnell 4). Time "
                    "grows with the steps; memory does not."),
            placeholder=self.tr("the model's")))
        self.add(make, "", CheckField(
            session, "runtime_options.model_cpu_offload",
            self.tr("Keeps the text encoders, the image model and the decoder in system memory and moves each to the "
                    "GPU only while it works: much less GPU memory, a few seconds slower per request."),
            self.tr("Move parts to the GPU only fo&r their stage (CPU offload)"), default=False))
        self.audio_box, audio = self.group_box(self.tr("Audio"))
        self.add(audio, self.tr("Audio per re&quest:"), NumberField(
            session, "load.audio_seconds",
            self.tr("Length of one recording, in seconds (a call of 5 minutes: 300). The model reads audio in "
                    "30-second windows."), integer=False, placeholder=_default(Load, "audio_seconds"),
            suffix=self.tr("s")))
        self.add(audio, self.tr("Beam wid&th:"), NumberField(
            session, "load.beams",
            self.tr("Alternatives kept while writing (beam search): 5 in faster-whisper, 1 in vLLM and transformers. "
                    "More beams use more memory and time for slightly better text."),
            placeholder=_default(Load, "beams")))
        self.batch_box, batch = self.group_box(self.tr("One-off batch job"))
        self.add(batch, self.tr("Amount of wor&k:"), BatchAmountField(
            session, "load.batch.amount",
            self.tr("How much there is to process in all, e.g. 20,000,000 documents or 1,000 audio hours. Leave empty "
                    "when the work is a continuous service."), integer=False, placeholder=self.tr("optional")))
        self.add(batch, self.tr("&Counted in:"), ChoiceField(
            session, "load.batch.unit", self.tr("The unit of the amount above."),
            [Choice("documents", self.tr("documents (one request each)")),
             Choice("tokens", self.tr("tokens of input")),
             Choice("images", self.tr("images")),
             Choice("audio_hours", self.tr("hours of audio"))], default="documents"))
        self.add(batch, self.tr("Deadline (h&ours):"), NumberField(
            session, "load.batch.deadline_hours",
            self.tr("The job must be finished within this many hours. A server that would take longer misses a "
                    "must-have."), integer=False, placeholder=self.tr("optional")))

    def title(self) -> str:
        return self.tr("Load")

    def subtitle(self) -> str:
        return self.tr("How much work at once. Sizes are in tokens: pieces of words, about ¾ of an English word "
                       "each.")

    def refresh(self) -> None:
        super().refresh()
        mode = self.session.value("mode") or "inference"
        training = mode in TRAINING_MODES
        resolved = self.session.outcome.resolved
        task = resolved.task if resolved is not None else (self.session.value("task") or "text_generation")
        self.serve_box.setVisible(not training)
        self.train_box.setVisible(training)
        self.training_offload.refresh()
        for row in (self.input, self.long_input):
            self.serve_form.setRowVisible(row, task in TEXT_TASKS)
        self.serve_form.setRowVisible(self.answer, task in ANSWER_TASKS)
        for row in (self.per_person, self.rate):  # traffic is modelled where answers are generated
            self.serve_form.setRowVisible(row, task in ANSWER_TASKS)
        self.images_box.setVisible(not training and task == "vision_language")
        self.make_box.setVisible(not training and task == "image_generation")
        self.audio_box.setVisible(not training and task == "speech_to_text")
        self.batch_box.setVisible(not training)
        for field in (self.lora_rank, self.lora_targets):
            self.train_form.setRowVisible(field, mode in LORA_MODES)
        self.train_form.setRowVisible(self.fp8, mode == FULL_FINETUNE)  # the frozen base of LoRA keeps no fp8 copy
        from_people = self.session.value("load.people") is not None
        self.share.setEnabled(from_people)
        self.concurrency.setEnabled(not from_people)  # derived from the people: typing it would be overruled
        workload = self.session.outcome.workload
        if from_people and workload is not None and self.concurrency.line.text() != str(workload.load.concurrency):
            self.concurrency.line.setText(str(workload.load.concurrency))  # what the engine uses, derived
        text = advice.people_text(workload, Fmt(lang=i18n.current_language())) if workload is not None else ""
        text = advice.capitalized(text) + "." if text else ""
        if self.people_note.text() != text:
            self.people_note.setText(text)
            self.people_note.setVisible(bool(text))
