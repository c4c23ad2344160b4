"""`headroom model inspect PATH [--json]`: what a config.json, a model folder or a GGUF file describes.

Self-contained (its own table and JSON output) so it does not wait on the shared CLI helpers.
Bad input exits with status 2 and one line naming the problem; never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.core.units import BILLION
from app.text.counts import parameter_count
from app.text.formatting import Fmt
from app.text.i18n import current_language
from app.text.model_import import error_text, tr, warning_text

EXIT_OK, EXIT_FAILURE, EXIT_BAD_INPUT = 0, 1, 2

# The JSON figures, each with the provenance key the importer records it under.
FIGURES: tuple[tuple[str, str], ...] = (
    ("params", "params"), ("active_params", "active_params"), ("layers", "layers"),
    ("hidden_size", "hidden_size"), ("intermediate_size", "intermediate_size"), ("heads", "heads"),
    ("kv_heads", "kv_heads"), ("head_dim", "head_dim"), ("kv_bytes_per_token", "kv_bytes_per_token"),
    ("windowed_layers", "windowed_layers"), ("sliding_window", "sliding_window"), ("vocab_size", "vocab_size"),
    ("max_context", "max_context"), ("tied_embeddings", "tied_embeddings"), ("precision", "precision"),
    ("encoder_only", "encoder_only"), ("experts", "experts"), ("experts_per_token", "experts_per_token"),
    ("weight_bytes", "weight_bytes"), ("bits_per_weight", "bits_per_weight"),
    ("state_bytes_per_sequence", "state"), ("attention_layers", "state"),
)


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    model = sub.add_parser("model", help="read a model from local files",
                           description="Read a model's architecture from local files, offline.")
    model_sub = model.add_subparsers(dest="model_command", metavar="SUBCOMMAND")
    inspect = model_sub.add_parser(
        "inspect", help="show what a config.json, model folder or .gguf file describes",
        description="Print the architecture figures Headroom reads from PATH (a Hugging Face config.json, "
        "a model folder with safetensors weights, or a GGUF file), and where each came from.")
    inspect.add_argument("path", help="config.json, model folder or .gguf file")
    inspect.add_argument("--json", action="store_true", help="machine-readable output")
    inspect.set_defaults(handler=run_inspect)
    model.set_defaults(handler=lambda _args: _usage(model))


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return EXIT_FAILURE


def run_inspect(args: argparse.Namespace) -> int:
    from app.core.model.importers import ModelImportError, inspect_path

    try:
        imported = inspect_path(args.path)
    except ModelImportError as exc:
        return _fail(error_text(exc.code, exc.params))
    except (OSError, RecursionError, MemoryError) as exc:  # the importers map these; a last guard
        return _fail(error_text("unreadable_file", {"path": args.path, "reason": type(exc).__name__}))
    data = inspect_json(imported)
    if args.json:
        json.dump(data, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(inspect_table(data) + "\n")
    return EXIT_OK


def _fail(message: str) -> int:
    print(tr("headroom model inspect: {message}").format(message=message), file=sys.stderr)
    return EXIT_BAD_INPUT


def inspect_json(imported: Any) -> dict[str, Any]:
    """The `--json` document: figures, where each came from, and warnings as {code, message}."""
    from app.core.model.arithmetic import attention_layer_count, kv_bytes_per_token_16bit
    from app.core.model.state import state_bytes_per_sequence
    from app.core.tasks import model_task

    arch = imported.arch
    params = round(arch.params_b * BILLION) if arch.params_b else None
    active = round(arch.active_params_b * BILLION) if arch.active_params_b else params
    values: dict[str, Any] = {
        "params": params, "active_params": active, "layers": arch.layers, "hidden_size": arch.hidden_size,
        "intermediate_size": arch.intermediate_size,
        "heads": arch.heads, "kv_heads": arch.kv_heads, "head_dim": arch.head_dim,
        "kv_bytes_per_token": kv_bytes_per_token_16bit(arch), "windowed_layers": arch.windowed_layers,
        "sliding_window": arch.sliding_window, "vocab_size": arch.vocab_size, "max_context": arch.max_context,
        "tied_embeddings": arch.tied_embeddings, "precision": imported.precision,
        "encoder_only": arch.encoder_only, "experts": arch.experts, "experts_per_token": arch.experts_per_token,
        "weight_bytes": imported.weight_bytes,
        "bits_per_weight": round(imported.bits_per_weight, 3) if imported.bits_per_weight else None,
        # Hybrid models: the KV cache above counts the attention layers only; the others keep a fixed state.
        "state_bytes_per_sequence": state_bytes_per_sequence(arch) if arch.state else None,
        "attention_layers": attention_layer_count(arch) if arch.state else None,
    }
    primary = "gguf" if imported.source_kind == "gguf" else "config"
    provenance = {}
    for key, source_key in FIGURES:
        if values[key] is None:
            continue
        fallback = "derived" if key in ("kv_bytes_per_token", "windowed_layers", "state_bytes_per_sequence",
                                        "attention_layers") else primary
        provenance[key] = imported.provenance.get(source_key, fallback)
    for part in ("vision", "diffusion", "audio"):  # the parts beyond a text decoder, where the import read them
        if part in imported.provenance:
            provenance[part] = imported.provenance[part]
    return {
        "name": arch.name, "architecture": arch.architecture, **values,
        "moe_intermediate_size": arch.moe_intermediate_size, "shared_experts": arch.shared_experts,
        "kv_lora_rank": arch.kv_lora_rank,
        "qk_rope_head_dim": arch.qk_rope_head_dim, "mtp_layers": arch.mtp_layers,
        "state": arch.state.model_dump() if arch.state else None, "indexer_head_dim": arch.indexer_head_dim,
        "mtp_params": round(arch.mtp_params_b * BILLION) if arch.mtp_params_b else None,
        "source_kind": imported.source_kind, "files": imported.files, "tensor_types": imported.tensor_types,
        "task": model_task(arch),
        "vision": arch.vision.model_dump() if arch.vision else None,
        "diffusion": arch.diffusion.model_dump() if arch.diffusion else None,
        "audio": arch.audio.model_dump() if arch.audio else None,
        "provenance": provenance,
        "warnings": [{"code": w.code, "message": warning_text(w.code, w.params), "params": w.params}
                     for w in imported.warnings],
    }


def _count(n: float | None) -> str:
    """7_615_616_512 → '7.62 billion' (app.text.counts.parameter_count, in the chosen language)."""
    return "—" if n is None else parameter_count(n, Fmt(lang=current_language()))


def _int(n: int | None) -> str:
    return "—" if n is None else f"{n:,}"


SOURCE_LABELS = {
    "config": "config.json", "safetensors": "safetensors headers", "gguf": "GGUF file", "derived": "computed",
}


def _rows(d: dict[str, Any]) -> list[tuple[str, str, str]]:
    src = d["provenance"]

    def source(key: str) -> str:
        return tr(SOURCE_LABELS.get(src.get(key, ""), "")) if key in src else ""

    rows = [(tr("Parameters"), _count(d["params"]), source("params"))]
    if d["experts"]:
        rows.append((tr("Active per token"), _count(d["active_params"]), source("active_params")))
        experts = tr("{n} routed, {k} per token").format(n=d["experts"], k=d["experts_per_token"])
        if d["shared_experts"]:
            experts += tr(", {s} shared").format(s=d["shared_experts"])
        rows.append((tr("Experts"), experts, source("experts")))
    kind = tr("encoder (embeddings / reranking)") if d["encoder_only"] else tr("decoder (text generation)")
    kind = {"vision_language": tr("vision-language (images and text in, text out)"),
            "image_generation": tr("image generation (denoiser; its parts below)"),
            "speech_to_text": tr("speech to text (audio encoder + text decoder)")}.get(d.get("task", ""), kind)
    rows += [
        (tr("Kind"), kind, ""),
        (tr("Layers"), _int(d["layers"]), source("layers")),
        (tr("Hidden size"), _int(d["hidden_size"]), source("hidden_size")),
        (tr("Attention heads"), _int(d["heads"]), source("heads")),
        (tr("KV heads"), _int(d["kv_heads"]), source("kv_heads")),
        (tr("Head dimension"), _int(d["head_dim"]), source("head_dim")),
    ]
    if d["kv_lora_rank"]:
        rows.append((tr("Latent KV (MLA)"), tr("{rank} + {rope} rope").format(
            rank=d["kv_lora_rank"], rope=d["qk_rope_head_dim"]), source("layers")))
    kv = tr("none (encoder)") if d["encoder_only"] else (
        Fmt(lang=current_language()).scaled(d["kv_bytes_per_token"]) if d["kv_bytes_per_token"] is not None else "—")
    rows.append((tr("KV cache per token (16-bit, all layers)"), kv, source("kv_bytes_per_token")))
    if d.get("state"):
        rows.append((tr("Layers with a KV cache"), tr("{n} of {layers}").format(
            n=d["attention_layers"], layers=d["layers"]), source("attention_layers")))
        rows.append((tr("Fixed state per sequence"), Fmt(lang=current_language()).scaled(
            d["state_bytes_per_sequence"]), source("state_bytes_per_sequence")))
    window, window_source = tr("none"), ""
    if d["sliding_window"]:
        window_source = source("windowed_layers")
        window = tr("{window} tokens on {n} of {layers} layers").format(
            window=_int(d["sliding_window"]), n=d["windowed_layers"], layers=d["layers"])
    rows += [
        (tr("Sliding window"), window, window_source),
        (tr("Vocabulary"), _int(d["vocab_size"]), source("vocab_size")),
        (tr("Max context"), tr("{n} tokens").format(n=_int(d["max_context"])) if d["max_context"] else "—",
         source("max_context")),
        (tr("Embeddings"), tr("tied to the output head") if d["tied_embeddings"] else tr("separate output head"),
         source("tied_embeddings")),
        (tr("Precision"), d["precision"] or tr("not stated"), source("precision")),
    ]
    if d["weight_bytes"]:
        weights = Fmt(lang=current_language()).scaled(d["weight_bytes"])
        if d["bits_per_weight"]:
            weights += tr(" ({bits:.2f} bits per weight)").format(bits=d["bits_per_weight"])
        rows.append((tr("Weights"), weights, source("weight_bytes")))
    if d["mtp_layers"]:
        rows.append((tr("Prediction layers not loaded (MTP)"), _int(d["mtp_layers"]), ""))
    return rows + _part_rows(d, source)


def _part_rows(d: dict[str, Any], source: Any) -> list[tuple[str, str, str]]:
    """The parts beyond a text decoder: a vision tower, an image pipeline's encoders and VAE, an audio encoder."""
    rows: list[tuple[str, str, str]] = []
    if d.get("vision"):
        v = d["vision"]
        shape = tr("{layers} layers × {hidden}, patches of {patch} px, merge {merge}").format(
            layers=_int(v["layers"]), hidden=_int(v["hidden_size"]), patch=v["patch_size"], merge=v["merge"])
        rows += [(tr("Vision encoder"), _count(v["params_b"] * BILLION), source("vision")),
                 (tr("Vision encoder shape"), shape, source("vision"))]
    if d.get("diffusion"):
        p = d["diffusion"]
        for encoder in p["text_encoders"]:
            rows.append((tr("Text encoder"), f"{encoder['name']}: {_count(encoder['params_b'] * BILLION)}",
                         source("diffusion")))
        rows += [(tr("VAE"), _count(p["vae_params_b"] * BILLION), source("diffusion")),
                 (tr("Default steps"), _int(p["default_steps"]), source("diffusion"))]
    if d.get("audio"):
        a = d["audio"]
        rows.append((tr("Audio encoder"), tr("{params}, {layers} layers, {positions} positions per window").format(
            params=_count(a["params_b"] * BILLION), layers=a["layers"], positions=_int(a["positions"])),
            source("audio")))
    return rows


def inspect_table(d: dict[str, Any]) -> str:
    header = f"{d['name']}  ({d['architecture']})"
    rows = _rows(d)
    head = (tr("Figure"), tr("Value"), tr("From"))
    widths = [max(len(r[i]) for r in (head, *rows)) for i in range(3)]
    lines = [header, ""]
    for i, row in enumerate((head, *rows)):
        lines.append("  ".join(cell.ljust(widths[j]) for j, cell in enumerate(row)).rstrip())
        if i == 0:
            lines.append("  ".join("─" * w for w in widths))
    if d["warnings"]:
        lines += ["", tr("Notes:")] + [f"  ! {w['message']}" for w in d["warnings"]]
    lines += ["", tr("Read from: {files}").format(files=", ".join(d["files"][:3]) + (
        tr(" and {n} more").format(n=len(d["files"]) - 3) if len(d["files"]) > 3 else ""))]
    return "\n".join(lines)
