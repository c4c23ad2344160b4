"""The header, the three-sentence summary and the requirement table of the quote."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from app import __version__
from app.core.fit.types import Comparison, FitResult
from app.core.memory.types import Budget
from app.core.offers.server import ServerProfile
from app.core.units import BILLION
from app.core.workload.schema import Target, Workload
from app.core.workload.training_frameworks import effective_id
from app.report.quote.model import Paragraph, PilotResults, QuoteOptions, Rich, Section, Span, Table
from app.report.quote.texts import (
    AREAS,
    GOALS,
    MUST_HAVE,
    NICE_TO_HAVE,
    NOT_SPECIFIED,
    PAGE_LABEL,
    TITLE,
    clip,
    heading,
    label,
    t,
)
from app.text import advice
from app.text import traffic as traffic_text
from app.text.counts import counted
from app.text.formatting import NBSP, Fmt
from app.text.i18n import translate
from app.text.messages import RUNTIME_NAMES, format_name, value_label

# The compute stack a GPU vendor's cards run (what a provider pins beside the driver).
GPU_PLATFORMS = {"NVIDIA": "CUDA", "AMD": "ROCm", "Intel": "SynapseAI"}
# Requirement table: area | item | requirement (percent of the text width).
REQUIREMENT_WIDTHS = (17, 25, 58)
META_WIDTHS = (18, 32, 18, 32)


@dataclass(frozen=True)
class Context:
    """What every section is made from."""

    workload: Workload
    budget: Budget
    comparison: Comparison
    candidates: tuple[FitResult, ...]
    recommended: FitResult | None
    options: QuoteOptions
    catalog_version: str
    pilot_results: PilotResults | None
    servers: dict[str, ServerProfile]  # by id (or name): the candidates' full profiles, where known
    chosen: FitResult | None = None  # the configuration whose split `budget` is (see build.chosen_split)

    @property
    def fmt(self) -> Fmt:
        return Fmt(unit=self.options.unit, lang=self.options.lang, sep=NBSP)

    def or_not_specified(self, text: str | None) -> str:
        return clip(text.strip()) if text and text.strip() else t(NOT_SPECIFIED)

    def tokens(self, n: int) -> str:
        return counted("tokens", n, self.fmt)

    def runtime(self) -> str:
        """The software that runs the work: for training its framework (never a serving runtime)."""
        if self.workload.is_training:
            return value_label(effective_id(self.workload))
        return RUNTIME_NAMES.get(self.workload.runtime, self.workload.runtime)

    def platform(self) -> str:
        """The GPU vendor's compute stack for the recommended (else first) offer: CUDA, ROCm, or the driver's."""
        first = self.recommended or (self.candidates[0] if self.candidates else None)
        vendor = first.gpu_vendor if first is not None else "NVIDIA"
        return GPU_PLATFORMS.get(vendor, translate("Quote", "the vendor's compute stack"))

    def server(self, r: FitResult) -> ServerProfile | None:
        return self.servers.get(r.server_id or r.server_name)

    @property
    def shows_all(self) -> bool:
        return len(self.candidates) == len(self.comparison.results)


def title() -> str:
    return t(TITLE)


def page_label() -> str:
    return t(PAGE_LABEL)


def footer(ctx: Context) -> str:
    return f"{t(TITLE)} — {ctx.workload.name}"


def _date(ctx: Context) -> str:
    # ISO dates read the same in every language and cannot be mistaken (03/04 vs 04/03).
    return (ctx.options.date or dt.date.today()).isoformat()


def meta_table(ctx: Context) -> Table:
    o = ctx.options
    rows = (
        (label("date"), _date(ctx), label("author"), ctx.or_not_specified(o.author)),
        (label("company"), ctx.or_not_specified(o.company), label("email"), ctx.or_not_specified(o.email)),
        (label("app_version"), __version__, label("catalog_version"), ctx.catalog_version),
    )
    return Table(header=(), rows=rows, widths=META_WIDTHS)


def short_gpu_name(r: FitResult) -> str:
    """'RTX PRO 6000 Blackwell (Workstation / Server Edition)' → 'RTX PRO 6000 Blackwell'."""
    return r.gpu_name.split(" (")[0]


def gpus_text(r: FitResult, short: bool = False) -> str:
    """'2 × L40S' — how many GPUs of which kind the configuration has in all."""
    name = short_gpu_name(r) if short else r.gpu_name
    return f"{r.gpu_count * r.placement.nodes}{NBSP}×{NBSP}{name}"


def _what_runs(ctx: Context) -> str:
    w, b, f = ctx.workload, ctx.budget, ctx.fmt
    model = b.model.name
    if w.is_training:
        return translate("Quote", "The {model} model will be adapted by {mode} with {runtime}, on sequences of "
                                  "{seq_len} tokens in micro-batches of {batch}.").format(
            model=model, mode=value_label(w.mode), runtime=ctx.runtime(), seq_len=f.number(w.training.seq_len),
            batch=f.number(w.training.micro_batch))
    if b.task == "image_generation":
        return translate("Quote", "The {model} pipeline will make images of {side} × {side} pixels, {images} per "
                                  "request, {requests} at a time.").format(
            model=model, side=f.number(float(next((c.terms.get("resolution", 0) for c in b.components
                                                   if c.key == "activations"), 0)) or w.load.resolution or 0),
            images=f.number(w.load.images), requests=counted("requests", w.load.concurrency, f))
    if b.task == "speech_to_text":
        return translate("Quote", "The {model} model will transcribe audio with {runtime}: about {seconds} s per "
                                  "request; 30-second windows at a time: {concurrency}.").format(
            model=model, runtime=ctx.runtime(), seconds=f.number(w.load.audio_seconds),
            concurrency=f.number(w.load.concurrency))
    if b.task == "vision_language":
        return translate("Quote", "The {model} model will read images ({images} per request, {side} × {side} "
                                  "pixels) with about {input} tokens of text and answer in about {output} tokens, "
                                  "with {runtime}, {requests} at a time.").format(
            model=model, images=f.number(w.load.images_per_request), side=f.number(w.load.image_resolution),
            input=f.number(w.load.input_tokens), output=f.number(w.load.output_tokens), runtime=ctx.runtime(),
            requests=counted("requests", w.load.concurrency, f))
    if b.model.encoder_only:
        return translate("Quote", "The {model} model will process inputs of about {input} tokens with {runtime}, "
                                  "{concurrency} at a time.").format(
            model=model, input=f.number(w.load.input_tokens), runtime=ctx.runtime(),
            concurrency=f.number(w.load.concurrency))
    text = translate("Quote", "The {model} model will answer requests with {runtime}: about {input} tokens in and "
                              "{output} tokens out per request, {requests} at a time.").format(
        model=model, runtime=ctx.runtime(), input=f.number(w.load.input_tokens),
        output=f.number(w.load.output_tokens), requests=counted("requests", w.load.concurrency, f))
    people = advice.people_text(w, f)
    return f"{text} {advice.capitalized(people)}." if people else text


def gpus_of_split(ctx: Context) -> int:
    """GPUs the stated need is for: the chosen configuration's, else the workload's own split."""
    return advice.gpus_used(ctx.chosen.placement) if ctx.chosen is not None else ctx.budget.gpus


def _memory_needed(ctx: Context) -> str:
    """The need for the split that was chosen: per GPU × GPUs and the total — never a multi-GPU need as one GPU's."""
    b, f, n = ctx.budget, ctx.fmt, gpus_of_split(ctx)
    values = {"low": f.bytes(b.per_gpu_low_bytes, 1), "high": f.bytes(b.per_gpu_high_bytes, 1),
              "typical": f.bytes(b.per_gpu_bytes, 1), "total": f.bytes(b.per_gpu_bytes * n, 1),
              "server": ctx.chosen.server_name if ctx.chosen is not None else ""}
    if n == 1:
        text = translate("Quote", "It needs between {low} and {high} of GPU memory, about {typical} typically, "
                                  "on one GPU.").format(**values)
    else:
        text = translate("Quote", "It needs between {low} and {high} of memory on each GPU, about {typical} "
                                  "typically, × %n GPUs = {total} in all; the memory of several GPUs is not one "
                                  "pool.", None, n).format(**values)
    # Several GPUs: who chose the split and why (one GPU needs no reason here; the budget section gives it).
    reason = advice.split_reason(ctx.chosen, f) if ctx.chosen is not None and n > 1 else ""
    return f"{text} {reason}" if reason else text


def _recommendation(ctx: Context) -> str:
    r, f = ctx.recommended, ctx.fmt
    if r is None:
        closest = ctx.comparison.result(ctx.comparison.closest)
        if closest is not None and closest.missed:
            return translate("Quote", "No candidate configuration meets every must-have, so none is recommended; "
                                      "the nearest, {server}, misses: {missed}.").format(
                server=closest.server_name, missed=advice.missed_list(closest, f))
        return translate("Quote", "None of the candidate configurations can hold this work: it needs GPUs with "
                                  "more memory, a smaller precision or fewer requests at a time.")
    server = r.server_name
    if short_gpu_name(r) not in server:  # "Workstation, 1x RTX PRO 6000" needs no "(1 × RTX PRO 6000)"
        server += f" ({gpus_text(r, short=True)})"
    values = {"server": server, "need": f.bytes(r.per_gpu_bytes, 1),
              "usable": f.bytes(r.capacity_bytes, 1), "headroom": f.bytes(r.headroom_bytes, 1),
              "share": f.percent(r.headroom_fraction)}
    if r.verdict == "fits":
        return translate("Quote", "Recommended configuration: {server}; there each GPU needs about {need} of its "
                                  "{usable} usable, leaving {headroom} ({share}) to spare.").format(**values)
    return translate("Quote", "Recommended configuration: {server}; there each GPU needs about {need} of its "
                              "{usable} usable — it fits, but tightly, so a pilot must confirm it.").format(
        **values)


def summary(ctx: Context) -> Section:
    sentences = " ".join((_what_runs(ctx), _memory_needed(ctx), _recommendation(ctx)))
    return Section("summary", heading("summary"), (Paragraph(sentences, style="lead"),))


def _target(ctx: Context, target: Target | None, template: str) -> Rich:
    if target is None:
        return t(NOT_SPECIFIED)
    value = ctx.fmt.number(target.value, 0 if float(target.value).is_integer() else 1)
    return _marked(template.format(value=value), target.must_have)


def _timed(ctx: Context, target: Target | None) -> Rich:
    """A time target: 'at most 2 s', or with traffic and a percentile '95 % within 2.00 s'."""
    if target is not None and target.percentile is not None and ctx.workload.load.requests_per_s is not None:
        return _marked(traffic_text.target_percentile_text(ctx.fmt, target.percentile, target.value),
                       target.must_have)
    return _target(ctx, target, translate("Quote", "at most {value} s"))


def _marked(text: str, must_have: bool) -> tuple[Span, ...]:
    mark = Span(f"{t(MUST_HAVE)}", bold=True) if must_have else Span(t(NICE_TO_HAVE))
    return (Span(f"{text} — "), mark)


def _model_rows(ctx: Context) -> list[tuple[str, Rich]]:
    m, ref, f = ctx.budget.model, ctx.workload.model, ctx.fmt
    name = m.name + (f" ({m.catalog_id})" if m.catalog_id and m.catalog_id != m.name else "")
    size: str = t(NOT_SPECIFIED)
    if m.params:
        size = translate("Quote", "{n} billion parameters").format(n=f.number(m.params / BILLION, 1))
        if m.active_params and m.active_params != m.params:
            active = f.number(m.active_params / BILLION, 1)
            size += translate("Quote", ", {n} billion active per token").format(n=active)
    return [(label("name"), name), (label("revision"), ctx.or_not_specified(ref.revision)),
            (label("usage_rights"), ctx.or_not_specified(ref.usage_rights)), (label("size"), size),
            (label("max_context"), ctx.tokens(m.max_context) if m.max_context else t(NOT_SPECIFIED))]


def _task_rows(ctx: Context) -> list[tuple[str, Rich]]:
    w, f = ctx.workload, ctx.fmt
    rows: list[tuple[str, Rich]] = [
        (label("mode"), value_label(w.mode)),
        (label("goal"), t(GOALS[w.goal]) if w.goal else t(NOT_SPECIFIED))]
    if ctx.budget.task != "text_generation":
        rows.append((translate("Quote", "Kind of work"), value_label(ctx.budget.task)))
    batch = w.load.batch
    if batch is not None:
        amount = f"{f.number(batch.amount, 0 if float(batch.amount).is_integer() else 1)} {value_label(batch.unit)}"
        text = translate("Quote", "{amount} within {hours} h ({kind})").format(
            amount=amount, hours=f.number(batch.deadline_hours, 0 if float(batch.deadline_hours).is_integer() else 1),
            kind=t(MUST_HAVE) if batch.must_have else t(NICE_TO_HAVE)) if batch.deadline_hours else \
            translate("Quote", "{amount}, no deadline").format(amount=amount)
        rows.append((translate("Quote", "Batch job"), text))
    if w.is_training:
        tr = w.training
        rows.append((label("training"), translate(
            "Quote", "optimizer {optimizer}, LoRA rank {rank}, gradient checkpointing {checkpointing}, "
                     "sharding {sharding}").format(
            optimizer=tr.optimizer, rank=tr.lora_rank, checkpointing=value_label(tr.gradient_checkpointing),
            sharding=value_label(tr.sharding))))
        dataset = t(NOT_SPECIFIED)
        if tr.dataset_tokens:
            dataset = translate("Quote", "{tokens} × {epochs}").format(
                tokens=counted("tokens", tr.dataset_tokens, f), epochs=counted("epochs", tr.epochs, f))
        rows.append((label("dataset"), dataset))
    return rows


def _representation_rows(ctx: Context) -> list[tuple[str, Rich]]:
    m = ctx.budget.model
    kv = translate("Quote", "not used in training") if ctx.workload.is_training else format_name(m.kv_precision)
    return [(label("weights"), format_name(m.weights_precision)), (label("kv_precision"), kv),
            (label("framework"), ctx.runtime())]


def _load_rows(ctx: Context) -> list[tuple[str, Rich]]:
    w, f = ctx.workload, ctx.fmt
    if w.is_training:
        tr = w.training
        batch = translate("Quote", "micro-batch {batch} × gradient accumulation {steps}").format(
            batch=f.number(tr.micro_batch), steps=f.number(tr.gradient_accumulation))
        return [(label("input"), translate("Quote", "sequences of {n} tokens").format(n=f.number(tr.seq_len))),
                (label("long_input"), t(NOT_SPECIFIED)),
                (label("output"), translate("Quote", "not applicable (training)")),
                (label("batch"), batch),
                (label("concurrency"), translate("Quote", "one training job"))]
    long_input = ctx.tokens(w.load.long_input_tokens) if w.load.long_input_tokens else t(NOT_SPECIFIED)
    batch = translate("Quote", "not specified (the runtime batches the concurrent requests)")
    if w.runtime_options.max_num_seqs:
        batch = translate("Quote", "up to {n} sequences per step").format(n=f.number(w.runtime_options.max_num_seqs))
    per_day = f.number(w.load.requests_per_day) if w.load.requests_per_day is not None else t(NOT_SPECIFIED)
    concurrency = translate("Quote", "{requests} at a time").format(requests=counted("requests", w.load.concurrency, f))
    people: str = t(NOT_SPECIFIED)
    if w.load.people is not None:
        people = counted("people", w.load.people, f)
        # the summary words the whole derivation; here only the share it rests on
        concurrency += " (" + translate("Quote", "{share} of the people active at the busiest moment").format(
            share=f.percent(w.load.share_used)) + ")"
    rows: list[tuple[str, Rich]] = [
        (label("input"), ctx.tokens(w.load.input_tokens)), (label("long_input"), long_input),
        (label("output"), ctx.tokens(w.load.output_tokens)), (label("batch"), batch),
        (label("people"), people), (label("concurrency"), concurrency),
        (label("requests_per_day"), per_day)]
    stated = traffic_text.stated_traffic(w, f)
    if stated is not None:
        rows.append((label("traffic"), stated))
    return rows


def _target_rows(ctx: Context) -> list[tuple[str, Rich]]:
    tg = ctx.workload.targets
    quality: Rich = t(NOT_SPECIFIED)
    if tg.quality.strip():
        quality = _marked(clip(tg.quality.strip()), tg.quality_must_have)
    if ctx.workload.is_training:
        return [(label("training_time"), _target(ctx, tg.training_hours, translate("Quote", "at most {value} h"))),
                (label("quality"), quality)]
    return [(label("latency"), _timed(ctx, tg.ttft_s)), (label("request_time"), _timed(ctx, tg.request_s)),
            (label("speed_per_user"), _target(ctx, tg.tokens_per_s_per_user,
                                              translate("Quote", "at least {value} tokens/s"))),
            (label("throughput"), _target(ctx, tg.throughput_tokens_per_s,
                                          translate("Quote", "at least {value} tokens/s in total"))),
            (label("quality"), quality)]


def _operation_rows(ctx: Context) -> list[tuple[str, Rich]]:
    o = ctx.workload.operations
    fields = (("data", o.data_sensitivity), ("storage", o.storage), ("ram", o.ram), ("management", o.management),
              ("backup", o.backup), ("placement", o.placement), ("isolation", o.isolation),
              ("timeline", o.timeline))
    rows: list[tuple[str, Rich]] = [(label(key), ctx.or_not_specified(value)) for key, value in fields]
    if ctx.workload.notes.strip():
        rows.append((label("notes"), clip(ctx.workload.notes.strip())))
    return rows


def requirements(ctx: Context) -> Section:
    groups = (("model", _model_rows), ("task", _task_rows), ("representation", _representation_rows),
              ("load", _load_rows), ("targets", _target_rows), ("operations", _operation_rows))
    rows: list[tuple[Rich, ...]] = []
    starts: list[int] = []
    for area, make in groups:
        starts.append(len(rows))
        for i, (item, value) in enumerate(make(ctx)):
            rows.append((t(AREAS[area]) if i == 0 else "", item, value))
    table = Table(header=(label("area"), label("item"), label("requirement")), rows=tuple(rows),
                  widths=REQUIREMENT_WIDTHS, group_rows=tuple(starts))
    legend = Paragraph(translate("Quote", "Must-have: an offer that misses it cannot be accepted. Nice to have: "
                                          "preferred, and may be weighed against price."), style="note")
    return Section("requirements", heading("requirements"), (table, legend))
