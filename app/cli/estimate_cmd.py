"""`headroom estimate WORKLOAD.json [--unit GiB] [--json]`: the VRAM budget per GPU."""

from __future__ import annotations

import argparse

from app.cli.common import add_unit_arg, catalog_or_exit, emit_json, fmt_for, run_guarded, table, workload_or_exit
from app.cli.json_out import budget_json
from app.core.findings import by_severity
from app.core.memory.components import budget
from app.core.memory.types import Budget
from app.core.workload.schema import Workload
from app.text import tasks as tasks_text
from app.text.counts import counted
from app.text.formatting import Fmt
from app.text.i18n import translate
from app.text.messages import RUNTIME_NAMES, component_label, device_label, finding_text, note_text, value_label
from app.text.sizes import unit_note_shown_in

SEVERITY_MARK = {"critical": "!!", "warning": "! ", "info": "i "}


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("estimate", help="VRAM budget per GPU for a workload file",
                       description="Print the VRAM budget of a workload: each component with its range.")
    p.add_argument("workload", help="a .headroom.json workload file")
    add_unit_arg(p)
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(handler=run_guarded(run))


def budget_header(b: Budget, fmt: Fmt, name: str, workload: Workload | None = None) -> list[str]:
    m = b.model
    lines = [f"{name} — {m.name}" + (f" ({m.catalog_id})" if m.catalog_id else "")]
    if b.task == "image_generation":
        encoders = b.component("text_encoders")
        template = translate("Cli", "{mode}, a diffusers pipeline; denoiser {weights}, text encoders {encoders}")
        lines.append(template.format(mode=value_label(b.mode), weights=m.weights_precision,
                                     encoders=encoders.terms.get("format", "") if encoders is not None else ""))
    elif b.training_framework is not None:
        lines.append(translate("Cli", "{mode} with {framework} (training framework); weights {weights}").format(
            mode=value_label(b.mode), framework=value_label(b.training_framework), weights=m.weights_precision))
    else:
        lines.append(translate("Cli", "{mode} on {runtime}; weights {weights}, KV cache {kv}").format(
            mode=value_label(b.mode), runtime=RUNTIME_NAMES.get(b.runtime, b.runtime), weights=m.weights_precision,
            kv=m.kv_precision))
    shape = tasks_text.work_shape_line(b.task, b.tokens_per_sequence, b.sequences, workload, fmt) \
        if workload is not None else ""
    if b.task != "text_generation":
        lines.append(translate("Cli", "Task: {task}").format(task=value_label(b.task)))
    if shape:
        lines.append(f"{shape}; {counted('gpus', b.gpus, fmt)}")
    elif b.mode == "inference":
        lines.append(translate("Cli", "{tokens} per sequence × {sequences} at once; {gpus}").format(
            tokens=counted("tokens", b.tokens_per_sequence, fmt), sequences=fmt.number(b.sequences),
            gpus=counted("gpus", b.gpus, fmt)))
    else:
        lines.append(translate("Cli", "{tokens} per sequence × micro-batch {sequences}; {gpus}").format(
            tokens=counted("tokens", b.tokens_per_sequence, fmt), sequences=fmt.number(b.sequences),
            gpus=counted("gpus", b.gpus, fmt)))
    return lines


def budget_table(b: Budget, fmt: Fmt) -> str:
    rows = [[component_label(c.key), fmt.bytes(c.low_bytes), fmt.bytes(c.bytes), fmt.bytes(c.high_bytes)]
            for c in b.components]
    rows.append([translate("Cli", "Per GPU"), fmt.bytes(b.per_gpu_low_bytes), fmt.bytes(b.per_gpu_bytes),
                 fmt.bytes(b.per_gpu_high_bytes)])
    if b.gpus > 1:
        rows.append([translate("Cli", "All {n} GPUs (not one pool)").format(n=b.gpus),
                     fmt.bytes(b.total_low_bytes), fmt.bytes(b.total_bytes),
                     fmt.bytes(b.total_high_bytes)])
    header = [translate("Cli", "Component"), translate("Cli", "Low"), translate("Cli", "Typical"),
              translate("Cli", "High")]
    return table(rows, header, right=(1, 2, 3))


def beside_table(b: Budget, fmt: Fmt) -> str:
    """What lives beside the GPUs: host RAM and NVMe parts, with the totals for this split."""
    rows = [[f"{component_label(c.key)} ({device_label(c.device)})", fmt.bytes(c.low_bytes), fmt.bytes(c.bytes),
             fmt.bytes(c.high_bytes)] for c in b.offloaded]
    rows.append([translate("Cli", "System RAM"), fmt.bytes(b.host_low_bytes), fmt.bytes(b.host_bytes),
                 fmt.bytes(b.host_high_bytes)])
    if b.nvme_bytes:
        rows.append([translate("Cli", "NVMe"), fmt.bytes(b.tier_bytes("nvme", "low")), fmt.bytes(b.nvme_bytes),
                     fmt.bytes(b.tier_bytes("nvme", "high"))])
    header = [translate("Cli", "Beside the GPUs"), translate("Cli", "Low"), translate("Cli", "Typical"),
              translate("Cli", "High")]
    return table(rows, header, right=(1, 2, 3))


def warnings_block(findings: list, fmt: Fmt) -> list[str]:  # type: ignore[type-arg]
    lines = []
    for f in by_severity(findings):
        message, fix = finding_text(f, fmt)
        lines.append(f"{SEVERITY_MARK[f.severity]} {message}")
        if fix:
            lines.append(f"   → {fix}")
    return lines


def unit_note(fmt: Fmt) -> str:
    return unit_note_shown_in(fmt.lang, str(fmt.unit))


def run(args: argparse.Namespace) -> int:
    workload = workload_or_exit(args.workload)
    catalog = catalog_or_exit()
    b = budget(workload, catalog)
    fmt = fmt_for(args)
    if args.json:
        emit_json(budget_json(b, fmt))
        return 0
    out = budget_header(b, fmt, workload.name, workload)
    out += ["", budget_table(b, fmt), "", beside_table(b, fmt), ""]
    if b.warnings:
        out.append(translate("Cli", "Warnings:"))
        out += warnings_block(list(b.warnings), fmt)
        out.append("")
    out.append(translate("Cli", "Assumptions:"))
    out += [f"- {note_text(n, fmt)}" for n in b.assumptions]
    out += ["", unit_note(fmt)]
    print("\n".join(out))
    return 0
