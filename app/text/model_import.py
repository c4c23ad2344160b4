"""English text for the importers' error and warning codes (context "ModelInspect", translatable).

The core names problems with a code and parameters; this module turns them into one sentence.
Templates are marked with QT_TRANSLATE_NOOP so `pyside6-lupdate` extracts them; `translate` runs
when a message is shown, so the language chosen with --lang applies.
"""

from __future__ import annotations

from collections.abc import Mapping

from app.text.formatting import Fmt
from app.text.i18n import QT_TRANSLATE_NOOP, current_language, translator

CTX = "ModelInspect"


tr = translator(CTX)


ERRORS: dict[str, str] = {
    "not_found": QT_TRANSLATE_NOOP("ModelInspect", "{path} does not exist"),
    "not_a_file": QT_TRANSLATE_NOOP("ModelInspect", "{path} is neither a file nor a folder"),
    "unreadable_file": QT_TRANSLATE_NOOP("ModelInspect", "cannot read {path}: {reason}"),
    "file_too_large": QT_TRANSLATE_NOOP(
        "ModelInspect", "{path} is {size_bytes}; files of this kind over {limit_bytes} are refused"),
    "bad_json": QT_TRANSLATE_NOOP("ModelInspect", "{path} is not valid JSON ({reason})"),
    "not_an_object": QT_TRANSLATE_NOOP("ModelInspect", "{path} does not hold a JSON object"),
    "bad_field": QT_TRANSLATE_NOOP("ModelInspect", "the field '{field}' should be {expected}, but is {got}"),
    "missing_field": QT_TRANSLATE_NOOP("ModelInspect", "the model description lacks {field}"),
    "no_config_json": QT_TRANSLATE_NOOP("ModelInspect", "{path} has no config.json"),
    "truncated_safetensors": QT_TRANSLATE_NOOP("ModelInspect", "{path} is truncated: not a complete safetensors file"),
    "safetensors_header_too_large": QT_TRANSLATE_NOOP(
        "ModelInspect", "{path}: the safetensors header claims {header_bytes}, over the {limit_bytes} limit"),
    "corrupt_safetensors": QT_TRANSLATE_NOOP("ModelInspect", "{path} is not a valid safetensors file ({reason})"),
    "too_many_files": QT_TRANSLATE_NOOP("ModelInspect", "{path} lists {count} weight files, more than the {limit} allowed"),
    "bad_shard_name": QT_TRANSLATE_NOOP("ModelInspect", "the safetensors index names a file outside the folder: {name}"),
    "not_gguf": QT_TRANSLATE_NOOP("ModelInspect", "{path} is not a GGUF file"),
    "unsupported_gguf_version": QT_TRANSLATE_NOOP("ModelInspect", "{path} is GGUF version {version}, which is not supported"),
    "truncated_gguf": QT_TRANSLATE_NOOP("ModelInspect", "{path} is truncated: the GGUF file ends before its contents do"),
    "corrupt_gguf": QT_TRANSLATE_NOOP("ModelInspect", "{path} is a damaged GGUF file ({reason})"),
    "no_tensors": QT_TRANSLATE_NOOP("ModelInspect", "the file holds no weights"),
    "inconsistent_model": QT_TRANSLATE_NOOP("ModelInspect", "the model's figures contradict each other ({field}: {reason})"),
    "missing_library": QT_TRANSLATE_NOOP("ModelInspect", "the {library} library is not installed"),
    "mmproj_alone": QT_TRANSLATE_NOOP("ModelInspect", "{path} is a vision projector (mmproj): choose the language "
                                      "model's GGUF in the same folder; the projector is read with it"),
    "unet_needs_weights": QT_TRANSLATE_NOOP("ModelInspect", "a {class} is counted from its weights: give the "
                                            "pipeline folder with its safetensors"),
}

WARNINGS: dict[str, str] = {
    "unknown_architecture": QT_TRANSLATE_NOOP(
        "ModelInspect", "Unknown architecture '{architecture}': counted as a generic decoder (Llama-like layout). "
        "Check the figures."),
    "family_defaults_used": QT_TRANSLATE_NOOP(
        "ModelInspect", "Not stated in the config, taken from the family's defaults: {fields}."),
    "window_layers_unknown": QT_TRANSLATE_NOOP(
        "ModelInspect", "A {sliding_window}-token sliding window is declared but not which layers use it; "
        "every layer is counted at full attention."),
    "moe_layout_assumed": QT_TRANSLATE_NOOP(
        "ModelInspect", "Mixture-of-experts layout of '{architecture}' assumed: expert layers as in Qwen/DeepSeek."),
    "multimodal_text_only": QT_TRANSLATE_NOOP(
        "ModelInspect", "Multimodal model: only the language model is counted; the vision/audio encoder comes on top."),
    "multimodal_weights_included": QT_TRANSLATE_NOOP(
        "ModelInspect", "Multimodal model: the parameter count from the weights includes the vision/audio encoder; "
        "the other figures describe the language model."),
    "params_mismatch": QT_TRANSLATE_NOOP(
        "ModelInspect", "The weights hold {weights} parameters, the architecture implies {architecture}; "
        "the weights' count is used."),
    "mtp_excluded": QT_TRANSLATE_NOOP(
        "ModelInspect", "Multi-token-prediction layers ({layers}, with {params} parameters) are in the checkpoint "
        "but inference runtimes do not load them; left out."),
    "weights_not_present": QT_TRANSLATE_NOOP(
        "ModelInspect", "{index} lists weight files that are not here; parameters derived from the architecture."),
    "weights_partial": QT_TRANSLATE_NOOP(
        "ModelInspect", "Only {present} of {listed} weight files are here; parameters derived from the architecture."),
    "missing_field": QT_TRANSLATE_NOOP("ModelInspect", "The config lacks {field}."),
    "weights_not_read": QT_TRANSLATE_NOOP(
        "ModelInspect", "The weights are {format} files, which Headroom does not open; parameters derived from the "
        "architecture."),
    "rope_scaling_extends_context": QT_TRANSLATE_NOOP(
        "ModelInspect", "RoPE scaling in the config can stretch the context to {context} tokens."),
    "bad_quantization_config": QT_TRANSLATE_NOOP("ModelInspect", "The quantization_config is not readable; ignored."),
    "unknown_quantization": QT_TRANSLATE_NOOP(
        "ModelInspect", "Quantization '{method}' is not one Headroom models; the precision is left open."),
    "unusual_quantization_bits": QT_TRANSLATE_NOOP(
        "ModelInspect", "{method} with {bits}-bit weights: modelled as its 4-bit form."),
    "fp4_as_nf4": QT_TRANSLATE_NOOP("ModelInspect", "bitsandbytes {quant_type}: modelled as NF4 (same storage)."),
    "per_layer_values": QT_TRANSLATE_NOOP("ModelInspect", "{key} varies per layer ({low} to {high}); the largest is used."),
    "key_value_dims_differ": QT_TRANSLATE_NOOP(
        "ModelInspect", "Key and value heads differ in width ({key_length} vs {value_length}); the key width is used."),
    "unknown_gguf_file_type": QT_TRANSLATE_NOOP(
        "ModelInspect", "GGUF file type {file_type} is unknown; precision taken from the largest tensors."),
    "mmproj_read": QT_TRANSLATE_NOOP(
        "ModelInspect", "Vision projector {file} read beside the model: {params} parameters of vision encoder."),
    "vision_count_derived": QT_TRANSLATE_NOOP(
        "ModelInspect", "The vision encoder's parameters are counted from its layer shapes (an estimate); the weights "
        "give the exact figure."),
    "pipeline_parts_assumed": QT_TRANSLATE_NOOP(
        "ModelInspect", "Only the denoiser's config was given: the text encoders and VAE its pipeline ({denoiser}) "
        "always uses are assumed. Import the pipeline folder (model_index.json) to count them from their configs."),
    "unknown_text_encoder": QT_TRANSLATE_NOOP(
        "ModelInspect", "A text encoder of type '{model_type}' is not one Headroom counts; left out."),
    "gguf_split_partial": QT_TRANSLATE_NOOP(
        "ModelInspect", "Only {present} of {listed} parts of this split GGUF are here; counted: this part only."),
}


def _pretty(params: Mapping[str, str]) -> dict[str, str]:
    """Byte counts as readable sizes; other parameters as given."""
    shown = dict(params)
    for key, value in params.items():
        if key.endswith("_bytes") and value.isdigit():
            shown[key] = Fmt(lang=current_language()).scaled(int(value))
        elif value.isdigit() and len(value) > 4:
            shown[key] = f"{int(value):,}"  # parameter counts: 12,104,192
    return shown


def render(table: Mapping[str, str], code: str, params: Mapping[str, str]) -> str:
    template = table.get(code)
    if template is None:
        details = ", ".join(f"{k}={v}" for k, v in params.items())
        return f"{code} ({details})" if details else code
    try:
        return tr(template).format(**_pretty(params))
    except (KeyError, IndexError, ValueError):  # a translation with a wrong placeholder
        return template.format_map(_Missing(_pretty(params)))


class _Missing(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "?"


def error_text(code: str, params: Mapping[str, str]) -> str:
    return render(ERRORS, code, params)


def warning_text(code: str, params: Mapping[str, str]) -> str:
    return render(WARNINGS, code, params)


# Decimal units, as drive makers and the rest of Headroom's GB display use them.
