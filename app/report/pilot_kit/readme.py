"""The pilot kit's README.md, in the chosen language (context "PilotKit" of the .ts files).

Every sentence is a marked template; commands and numbers are filled in afterwards. Written for
whoever runs the trial server: what the pilot is for, how to start the model server, how to run
each script, what to record, the acceptance criteria and the out-of-memory rule.
"""

from __future__ import annotations

from app.core.fit.types import FitResult
from app.core.pilot.launch import LaunchCommand, memory_commands, serve_command
from app.core.pilot.plan import PilotPlan
from app.core.workload.schema import Workload
from app.text.formatting import Fmt
from app.text.i18n import QT_TRANSLATE_NOOP, document_language, translate
from app.text.messages import RUNTIME_NAMES, value_label
from app.text.pilot import (
    criterion_text,
    oom_step_text,
    pilot_note_text,
    purpose_text,
    record_how_text,
    record_label,
)

CTX = "PilotKit"

T = {
    "title": QT_TRANSLATE_NOOP("PilotKit", "Pilot for “{name}”"),
    "intro": QT_TRANSLATE_NOOP("PilotKit", "An estimate is a first filter; a pilot on representative data decides. This folder holds a "
                    "small experiment that checks the estimate for this workload on a real server, and the "
                    "scripts that measure it. Hand it to whoever runs the trial server, then bring the results "
                    "back to Headroom."),
    "data": QT_TRANSLATE_NOOP("PilotKit", "Use data similar to the real data that you are allowed to process (anonymised where needed). "
                   "The load test sends synthetic prompts of the planned lengths; judge quality separately on "
                   "representative data."),
    "files": QT_TRANSLATE_NOOP("PilotKit", "What is in this folder"),
    "f_plan": QT_TRANSLATE_NOOP("PilotKit", "the runs, criteria and rules of this pilot (both scripts read it)"),
    "f_serve": QT_TRANSLATE_NOOP("PilotKit", "load test of an OpenAI-compatible endpoint; Python 3.8+, standard library only"),
    "f_memory": QT_TRANSLATE_NOOP("PilotKit", "GPU memory of the model at the planned batch, from its config.json with random weights "
                       "(PyTorch + transformers; peft for LoRA; bitsandbytes for QLoRA); downloads nothing"),
    "f_workload": QT_TRANSLATE_NOOP("PilotKit", "the workload this pilot was made for"),
    "f_config": QT_TRANSLATE_NOOP("PilotKit", "the model's config.json, for pilot_memory.py"),
    "f_config_missing": QT_TRANSLATE_NOOP("PilotKit", "Put the model's config.json (from the exact revision that will run; no weights "
                               "are needed) in this folder before running pilot_memory.py."),
    "workload": QT_TRANSLATE_NOOP("PilotKit", "The workload"),
    "w_model": QT_TRANSLATE_NOOP("PilotKit", "Model"), "w_revision": QT_TRANSLATE_NOOP("PilotKit", "Revision"), "w_mode": QT_TRANSLATE_NOOP("PilotKit", "Mode"),
    "w_runtime": QT_TRANSLATE_NOOP("PilotKit", "Runtime"),
    "w_framework": QT_TRANSLATE_NOOP("PilotKit", "Framework"),
    "f_train": QT_TRANSLATE_NOOP("PilotKit", "the training pilot: memory at the planned shape and one step up, and a "
                                 "speed run of a few hundred steps that times each step (PyTorch + transformers; peft "
                                 "for LoRA; bitsandbytes for QLoRA), from config.json with random weights; downloads "
                                 "nothing"),
    "train_text": QT_TRANSLATE_NOOP("PilotKit", "On the GPU the training will run on, with the framework versions it "
                                    "will use. pilot_memory.py builds the model from config.json with random "
                                    "weights, trains on random tokens of the planned length and records the peak "
                                    "memory (torch.cuda.max_memory_reserved) and the components it can separate. "
                                    "The speed run times {steps} steps and leaves out the first tenth as warm-up: "
                                    "its step time and tokens/s give the time for the dataset. Without CUDA the "
                                    "script still runs on the CPU, notes that no GPU memory was measured, and its "
                                    "timings say nothing about the GPU."), "w_precision": QT_TRANSLATE_NOOP("PilotKit", "Precision (weights / KV cache)"),
    "w_load": QT_TRANSLATE_NOOP("PilotKit", "Input / long input / output tokens"), "w_concurrency": QT_TRANSLATE_NOOP("PilotKit", "Concurrent requests"),
    "w_training": QT_TRANSLATE_NOOP("PilotKit", "Sequence length / micro-batch"), "w_gpus": QT_TRANSLATE_NOOP("PilotKit", "GPUs"),
    "w_fingerprint": QT_TRANSLATE_NOOP("PilotKit", "Workload fingerprint"), "unknown": QT_TRANSLATE_NOOP("PilotKit", "not given — record it"),
    "start": QT_TRANSLATE_NOOP("PilotKit", "1. Start the model server"),
    "start_text": QT_TRANSLATE_NOOP("PilotKit", "Start it as it will run in production: the same model revision, precision, context "
                         "and runtime version. An example for {runtime} with this workload's settings (replace "
                         "HOST with the server's address):"),
    "substitute": QT_TRANSLATE_NOOP("PilotKit", "{runtime} has no OpenAI-compatible server of its own; the example uses vLLM. Any "
                         "OpenAI-compatible server will do."),
    "then": QT_TRANSLATE_NOOP("PilotKit", "Once it is up:"),
    "model_name": QT_TRANSLATE_NOOP("PilotKit", "If the server knows the model under another name (an Ollama tag, a llama.cpp alias), give "
                         "that name to pilot_serve.py's --model: the plan's fingerprint still ties the results to "
                         "this workload."),
    "first_start": QT_TRANSLATE_NOOP("PilotKit", "Write down the time from starting the server to its first answer. This first start "
                          "(download, loading, compilation) is recorded apart: it is not an ordinary request."),
    "serve": QT_TRANSLATE_NOOP("PilotKit", "2. Run the load test"),
    "serve_text": QT_TRANSLATE_NOOP("PilotKit", "On the GPU server itself (so that nvidia-smi can sample GPU memory), or on any host "
                         "that reaches the endpoint. It contacts nothing but the --base-url you give:"),
    "serve_runs": QT_TRANSLATE_NOOP("PilotKit", "The runs, in order. The warm-up comes first and is kept apart from the measurements:"),
    "r_name": QT_TRANSLATE_NOOP("PilotKit", "Run"), "r_input": QT_TRANSLATE_NOOP("PilotKit", "Input tokens"), "r_output": QT_TRANSLATE_NOOP("PilotKit", "Output tokens"),
    "r_conc": QT_TRANSLATE_NOOP("PilotKit", "Concurrent"), "r_requests": QT_TRANSLATE_NOOP("PilotKit", "Requests"), "r_purpose": QT_TRANSLATE_NOOP("PilotKit", "Why"),
    "serve_options": QT_TRANSLATE_NOOP("PilotKit", "--api chat uses /chat/completions; --max-requests N shortens every run; --timeout S "
                            "changes the {timeout} s limit per request. The script writes results.json after "
                            "every run, so an interrupted pilot keeps what it measured."),
    "memory": QT_TRANSLATE_NOOP("PilotKit", "{n}. Measure memory"),
    "train_title": QT_TRANSLATE_NOOP("PilotKit", "{n}. Measure memory and speed"),
    "calibrate_text": QT_TRANSLATE_NOOP("PilotKit", "With --calibrate, Headroom keeps what was measured as a "
                                        "calibration of that server: its speed figures for this model, precision "
                                        "and runtime are then the measured ones."),
    "memory_text": QT_TRANSLATE_NOOP("PilotKit", "On a machine with the same GPU, PyTorch and transformers. pilot_memory.py builds "
                          "the model from config.json with random weights, runs the planned work and records "
                          "the peak memory and the components it can separate (weights, KV cache or "
                          "activations, gradients, optimizer states):"),
    "memory_none": QT_TRANSLATE_NOOP("PilotKit", "No memory run is planned for this workload."),
    "record": QT_TRANSLATE_NOOP("PilotKit", "What to record"),
    "record_text": QT_TRANSLATE_NOOP("PilotKit", "For every run, so that the result can be repeated:"),
    "criteria": QT_TRANSLATE_NOOP("PilotKit", "Acceptance criteria"),
    "criteria_text": QT_TRANSLATE_NOOP("PilotKit", "Judged on the measured runs at up to {concurrency} concurrent requests. Must-haves "
                            "decide acceptance; the others are reported."),
    "must": QT_TRANSLATE_NOOP("PilotKit", "must have"), "nice": QT_TRANSLATE_NOOP("PilotKit", "nice to have"),
    "criteria_none": QT_TRANSLATE_NOOP("PilotKit", "The workload names no targets: the pilot reports measurements without a verdict."),
    "boundary": QT_TRANSLATE_NOOP("PilotKit", "The runs past {concurrency} concurrent requests find the boundary: the highest "
                       "concurrency at which the criteria still hold."),
    "oom": QT_TRANSLATE_NOOP("PilotKit", "If a run runs out of memory"),
    "back": QT_TRANSLATE_NOOP("PilotKit", "Bring the results back"),
    "back_text": QT_TRANSLATE_NOOP("PilotKit", "Send the results files to whoever made this kit. In Headroom:"),
    "notes": QT_TRANSLATE_NOOP("PilotKit", "Notes"),
}


def t(key: str) -> str:
    return translate(CTX, T[key])


def _code(lines: list[str]) -> list[str]:
    return ["```sh", *lines, "```", ""]


def _framework(plan: PilotPlan) -> str:
    """What a training pilot runs on (pilot_memory.py's dependencies for the mode), never a serving runtime."""
    parts = ["PyTorch", "transformers"]
    if plan.mode in ("lora", "qlora"):
        parts.append("PEFT")
    if plan.mode == "qlora":
        parts.append("bitsandbytes")
    return " + ".join(parts)


def _workload_table(w: Workload, plan: PilotPlan, fmt: Fmt) -> list[str]:
    engine = (t("w_framework"), _framework(plan)) if plan.is_training else \
        (t("w_runtime"), RUNTIME_NAMES.get(plan.runtime, plan.runtime))
    rows = [(t("w_model"), plan.model), (t("w_revision"), plan.model_revision or t("unknown")),
            (t("w_mode"), value_label(plan.mode)), engine,
            (t("w_precision"), f"{plan.weights_precision} / {plan.kv_precision}")]
    if plan.is_training:
        rows.append((t("w_training"), f"{fmt.number(w.training.seq_len)} / {w.training.micro_batch}"))
    else:
        long_tokens = fmt.number(plan.load.long_input_tokens) if plan.load.long_input_tokens else "—"
        rows += [(t("w_load"), f"{fmt.number(plan.load.input_tokens)} / {long_tokens} / "
                               f"{fmt.number(plan.load.output_tokens)}"),
                 (t("w_concurrency"), fmt.number(plan.load.concurrency))]
    rows += [(t("w_gpus"), str(plan.gpus)), (t("w_fingerprint"), f"`{plan.workload_fingerprint}`")]
    return ["| | |", "|---|---|", *(f"| {a} | {b} |" for a, b in rows), ""]


def _server_section(plan: PilotPlan, launch: LaunchCommand) -> list[str]:
    runtime = RUNTIME_NAMES.get(launch.runtime, launch.runtime)
    out = [f"## {t('start')}", "", t("start_text").replace("{runtime}", runtime), ""]
    if launch.substitute:
        out += [t("substitute").replace("{runtime}", RUNTIME_NAMES.get(plan.runtime, plan.runtime)), ""]
    out += _code([launch.shell()])
    if launch.then:
        out += [t("then"), "", *_code(launch.then_shell())]
    return [*out, t("model_name"), "", t("first_start"), ""]


def _serve_section(plan: PilotPlan, launch: LaunchCommand, fmt: Fmt) -> list[str]:
    out = [f"## {t('serve')}", "", t("serve_text"), "", *_code([serve_command(plan, launch)]), t("serve_runs"), ""]
    head = [t("r_name"), t("r_input"), t("r_output"), t("r_conc"), t("r_requests"), t("r_purpose")]
    out += ["| " + " | ".join(head) + " |", "|---|---:|---:|---:|---:|---|"]
    for r in plan.runs:
        out.append(f"| {r.name} | {fmt.number(r.input_tokens)} | {fmt.number(r.output_tokens)} | {r.concurrency} "
                   f"| {r.requests} | {purpose_text(r.purpose)} |")
    return [*out, "", t("serve_options").replace("{timeout}", fmt.number(plan.timeout_s)), ""]


def _memory_section(plan: PilotPlan, number: int, has_config: bool) -> list[str]:
    title = t("train_title" if plan.is_training else "memory").replace("{n}", str(number))
    out = [f"## {title}", ""]
    if not plan.memory_runs:
        return [*out, t("memory_none"), ""]
    if plan.is_training:
        steps = max((r.steps or 0) for r in plan.memory_runs)
        out += [t("train_text").replace("{steps}", str(steps)), ""]
    else:
        out += [t("memory_text"), ""]
    if not has_config:
        out += [t("f_config_missing"), ""]
    out += _code(memory_commands(plan))
    out += [f"- `{r.out}`: {purpose_text(r.purpose)}" for r in plan.memory_runs]
    return [*out, ""]


def _record_section(plan: PilotPlan) -> list[str]:
    out = [f"## {t('record')}", "", t("record_text"), ""]
    for item in plan.record:
        value = f" — `{item.value}`" if item.value else ""
        out.append(f"- {record_label(item.code)}{value} ({record_how_text(item.how)})")
    return [*out, ""]


def _criteria_section(plan: PilotPlan, fmt: Fmt) -> list[str]:
    out = [f"## {t('criteria')}", ""]
    if not plan.acceptance:
        return [*out, t("criteria_none"), ""]
    if not plan.is_training:
        out += [t("criteria_text").replace("{concurrency}", fmt.number(plan.load.concurrency)), ""]
    for c in plan.acceptance:
        out.append(f"- {criterion_text(c, fmt, plan.load.concurrency)} ({t('must') if c.must_have else t('nice')})")
    out.append("")
    if not plan.is_training:
        out += [t("boundary").replace("{concurrency}", fmt.number(plan.load.concurrency)), ""]
    return out


def readme_text(workload: Workload, plan: PilotPlan, launch: LaunchCommand, *, lang: str = "en",
                has_config: bool = False, workload_file: str = "workload.headroom.json",
                fit: FitResult | None = None) -> str:
    """README.md of the kit, in `lang` (English where a translation is missing)."""
    with document_language(lang) as chosen:
        fmt = Fmt(lang=chosen)
        out = [f"# {t('title').replace('{name}', plan.workload_name)}", "", t("intro"), "", t("data"), "",
               f"## {t('files')}", "", f"- `plan.json` — {t('f_plan')}"]
        if not plan.is_training:
            out.append(f"- `pilot_serve.py` — {t('f_serve')}")
        out += [f"- `pilot_memory.py` — {t('f_train' if plan.is_training else 'f_memory')}",
                f"- `{workload_file}` — {t('f_workload')}"]
        if has_config:
            out.append(f"- `config.json` — {t('f_config')}")
        out += ["", f"## {t('workload')}", "", *_workload_table(workload, plan, fmt)]
        step = 1
        if not plan.is_training:
            out += _server_section(plan, launch) + _serve_section(plan, launch, fmt)
            step = 3
        out += _memory_section(plan, step, has_config)
        out += _record_section(plan) + _criteria_section(plan, fmt)
        out += [f"## {t('oom')}", ""] + [f"{i}. {oom_step_text(s)}" for i, s in enumerate(plan.oom_rule, 1)] + [""]
        server = f" --server {fit.server_id} --calibrate" if fit and fit.server_id else ""
        files = " ".join(r.out for r in plan.memory_runs) if plan.is_training else "results.json"
        out += [f"## {t('back')}", "", t("back_text"), "",
                *_code([f"headroom pilot import {files} {workload_file}{server}"])]
        if server:
            out += [t("calibrate_text"), ""]
        if plan.notes:
            out += [f"## {t('notes')}", ""] + [f"- {pilot_note_text(n, fmt)}" for n in plan.notes] + [""]
        return "\n".join(out).rstrip() + "\n"
