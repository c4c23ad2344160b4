"""Pilot status, the pilot the buyer proposes, and the open questions for the provider."""

from __future__ import annotations

from app.core.workload.training_frameworks import BNB_FORMATS
from app.report.quote.model import Block, Bullets, Paragraph, PilotResults, Rich, Section, Subheading, Table
from app.report.quote.sections import Context
from app.report.quote.texts import NOT_SPECIFIED, PILOT_STATUS, SUBHEADINGS, clip, heading, label, t
from app.text.i18n import translate

# Scenario | input | parallel | requests | errors | time to first token | tokens/s per user.
PILOT_WIDTHS = (26, 12, 10, 11, 9, 16, 16)
POWER_CODES = ("power_unknown", "power_tight", "power_short")


def status_text(ctx: Context) -> str:
    """One plain statement: the provider must not mistake an estimate for a measurement."""
    if ctx.pilot_results is not None:
        return t(PILOT_STATUS["done"])
    status = ctx.workload.pilot.status
    text = t(PILOT_STATUS[status])
    if status == "done":
        text += " " + translate("Quote", "Its measured figures are not attached to this document.")
    return text


def _measured(ctx: Context, p: PilotResults) -> list[Block]:
    f, b = ctx.fmt, ctx.budget
    versions = ", ".join(f"{k}: {v}" for k, v in p.versions.items()) or t(NOT_SPECIFIED)
    lines = [translate("Quote", "Run on {server} on {date}. Versions: {versions}.").format(
        server=p.server, date=p.date, versions=versions)]
    if p.peak_memory_bytes is not None:
        lines.append(translate("Quote", "Peak GPU memory measured: {peak} per GPU (estimate: {typical}, "
                                        "range {low}–{high}).").format(
            peak=f.bytes(p.peak_memory_bytes), typical=f.bytes(b.per_gpu_bytes), low=f.bytes(b.per_gpu_low_bytes),
            high=f.bytes(b.per_gpu_high_bytes)))
    rows: list[tuple[Rich, ...]] = []
    for run in p.runs:
        rows.append((run.label, f.number(run.input_tokens), f.number(run.concurrency), f.number(run.requests),
                     f.number(run.errors), f.seconds(run.ttft_s) if run.ttft_s is not None else "—",
                     f.rate(run.tokens_per_s_per_user) if run.tokens_per_s_per_user is not None else "—"))
    header = (translate("Quote", "Scenario"), translate("Quote", "Input tokens"), translate("Quote", "Parallel"),
              translate("Quote", "Requests"), translate("Quote", "Errors"), label("ttft"),
              translate("Quote", "Tokens/s per user"))
    blocks: list[Block] = [Subheading(t(SUBHEADINGS["pilot_measured"])), Paragraph(" ".join(lines))]
    if rows:
        blocks.append(Table(header=header, rows=tuple(rows), widths=PILOT_WIDTHS, numeric=(1, 2, 3, 4, 5, 6)))
    if p.notes.strip():
        blocks.append(Paragraph(clip(p.notes.strip())))
    return blocks


def _plan(ctx: Context) -> list[str]:
    w, b, f = ctx.workload, ctx.budget, ctx.fmt
    revision = w.model.revision.strip() or t(NOT_SPECIFIED)
    items: list[str] = []
    if w.is_training:
        items += [
            translate("Quote", "A short training run with sequences of {seq_len} tokens in micro-batches of {batch}, "
                               "then with the longest sequences you expect.").format(
                seq_len=f.number(w.training.seq_len), batch=f.number(w.training.micro_batch)),
            translate("Quote", "Save and restore one checkpoint, and time both."),
        ]
    else:
        items.append(translate("Quote", "Short input: {input} tokens in, {output} out — one request alone, then "
                                        "{concurrency} requests in parallel.").format(
            input=f.number(w.load.input_tokens), output=f.number(w.load.output_tokens),
            concurrency=f.number(w.load.concurrency)))
        if w.load.long_input_tokens:
            items.append(translate("Quote", "Long input: {tokens} tokens — alone, then in parallel with the other "
                                            "requests.").format(tokens=f.number(w.load.long_input_tokens)))
        else:
            items.append(translate("Quote", "Long input: the longest document you expect — alone, then in parallel "
                                            "with the other requests."))
    items += [
        translate("Quote", "Record the versions: model revision {revision}, GPU driver, {platform}, {runtime} and its "
                           "launch parameters, so the result can be repeated.").format(
            revision=revision, platform=ctx.platform(), runtime=ctx.runtime()),
        translate("Quote", "Measure the peak GPU memory on each GPU and compare it with the estimate of {typical} "
                           "({low}–{high}).").format(typical=f.bytes(b.per_gpu_bytes, 1),
                                                      low=f.bytes(b.per_gpu_low_bytes, 1),
                                                      high=f.bytes(b.per_gpu_high_bytes, 1)),
    ]
    if w.is_training:
        items.append(translate("Quote", "Count the errors (out of memory, crashes) and record the training "
                                        "throughput in tokens per second."))
    else:
        items.append(translate("Quote", "Count the errors (out of memory, timeouts, failed requests) and record "
                                        "the response times — time to first token and tokens per second per user "
                                        "— against the targets above."))
    items.append(translate("Quote", "Use representative data you are allowed to process, and leave warm-up and the "
                                    "first start (downloading weights, compiling) out of the figures."))
    return items


def pilot_section(ctx: Context) -> Section:
    blocks: list[Block] = [Subheading(t(SUBHEADINGS["pilot_status"])), Paragraph(status_text(ctx), style="status")]
    notes = ctx.workload.pilot.notes.strip()
    if notes:
        blocks.append(Paragraph(clip(notes)))
    if ctx.pilot_results is not None:
        blocks += _measured(ctx, ctx.pilot_results)
    blocks += [Subheading(t(SUBHEADINGS["pilot_plan"])), Bullets(tuple(_plan(ctx)))]
    if not ctx.workload.is_training:
        blocks.append(Paragraph(translate("Quote", "Headroom's pilot kit (pilot_serve.py) runs the serving part of "
                                                   "this plan against an OpenAI-compatible endpoint and records the "
                                                   "figures."), style="note"))
    return Section("pilot", heading("pilot"), tuple(blocks))


def _power_estimate_w(ctx: Context) -> float | None:
    """The largest whole-server draw the power rule estimated for the candidates."""
    values: list[float] = []
    for w in (w for r in ctx.candidates for w in r.warnings if w.code in POWER_CODES):
        estimate = w.params.get("estimate_w")
        if isinstance(estimate, int | float):
            values.append(float(estimate))
    return max(values) if values else None


def questions_section(ctx: Context) -> Section:
    w, f = ctx.workload, ctx.fmt
    first = ctx.recommended or (ctx.candidates[0] if ctx.candidates else None)
    gpu = first.gpu_name if first else translate("Quote", "the offered GPUs")
    isolation = clip(w.operations.isolation.strip())  # the isolation answer only (placement has its own row)
    if w.is_training:
        stack = translate("Quote", "Software stack for training: which GPU driver, {platform} and PyTorch versions do "
                                   "you support on the {gpu} for {framework}, and can we choose and pin them?").format(
            platform=ctx.platform(), gpu=gpu, framework=ctx.runtime())
        if ctx.budget.model.weights_precision in BNB_FORMATS:
            stack += " " + translate("Quote", "The base weights are quantized with bitsandbytes: is it supported "
                                              "there?")
    else:
        stack = translate("Quote", "Software stack: which GPU driver, {platform} and {runtime} versions do you support "
                                   "on the {gpu}, and can we choose and pin them?").format(
            platform=ctx.platform(), runtime=ctx.runtime(), gpu=gpu)
    questions = [
        stack,
        translate("Quote", "Availability: when can the configuration be ready, for what minimum term, and how "
                           "quickly can it be extended or resized?"),
        translate("Quote", "Isolation: is the server dedicated to us? What isolation do you guarantee (no shared "
                           "GPUs, separate networks, where the data is stored and who can access it)?"),
        translate("Quote", "Management: what do you manage (hardware, operating system, drivers, monitoring, "
                           "backup), what do we manage, and how fast do you respond to a failure?"),
    ]
    if isolation:
        questions[2] += " " + translate("Quote", "Our requirement: {text}.").format(text=isolation.rstrip("."))
    watts = _power_estimate_w(ctx)
    power = translate("Quote", "Power and cooling: what power and cooling are available per server?")
    if watts:
        power += " " + translate("Quote", "A configuration like this may draw up to about {watts} W.").format(
            watts=f.number(watts))
    questions += [
        power,
        translate("Quote", "Network: what bandwidth and traffic limits apply, and how are the GPUs connected "
                           "(NVLink, NVSwitch or PCIe)?"),
        translate("Quote", "Pilot: can we run the pilot described above on the same configuration before we "
                           "commit?"),
    ]
    return Section("questions", heading("questions"), (Bullets(tuple(questions), numbered=True),))
