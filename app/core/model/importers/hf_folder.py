"""Import a Hugging Face `config.json`, or a model folder holding one plus safetensors weights."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.core.model.importers.errors import ImportWarning, ModelImportError, warning
from app.core.model.importers.hf_config import parse_config
from app.core.model.importers.hf_json import ConfigReading, read_json
from app.core.model.importers.limits import MAX_CONFIG_BYTES, MAX_INDEX_BYTES, MAX_WEIGHT_FILES
from app.core.model.importers.quantization import SAFETENSORS_DTYPES
from app.core.model.importers.result import ImportedModel, SourceKind, WeightFacts, finish
from app.core.model.importers.safetensors_weights import TensorTally, tally_file
from app.core.units import BILLION

CONFIG_NAME = "config.json"
INDEX_NAME = "model.safetensors.index.json"
# Files in a model folder that are not the model's own weights (PEFT adapters, Mistral's duplicate).
_NOT_MODEL_WEIGHTS = ("adapter_model.safetensors", "consolidated.safetensors")
# Weight formats left unread: pickled PyTorch checkpoints.
_UNREAD_WEIGHTS = ("pytorch_model*.bin", "*.pt", "*.pth")


def _name_for(path: Path, cfg: dict[str, Any]) -> str:
    """`_name_or_path`'s last component when the config carries one, else the folder's name."""
    stated = cfg.get("_name_or_path")
    if isinstance(stated, str) and stated.strip("/ ") and len(stated) <= 200:
        return stated.strip("/ ").rsplit("/", 1)[-1]
    folder = path.parent if path.is_file() else path
    return folder.name or path.stem


def import_config_file(path: Path) -> ImportedModel:
    """A lone config.json: the architecture, parameters derived."""
    cfg = read_json(path, MAX_CONFIG_BYTES)
    reading = parse_config(cfg)
    _require(reading, path, have_weights=False)
    return _assemble(reading, _name_for(path, cfg), None, [path], "config")


def import_pipeline(folder: Path) -> ImportedModel:
    """A diffusers pipeline folder (model_index.json): each part counted from its own config."""
    from app.core.model.importers.hf_parts import import_pipeline_folder

    reading, config_path = import_pipeline_folder(folder)
    return _assemble(reading, folder.name or "pipeline", None, [folder / "model_index.json", config_path], "folder")


def import_folder(folder: Path) -> ImportedModel:
    config_path = folder / CONFIG_NAME
    if not config_path.is_file():
        raise ModelImportError("no_config_json", {"path": folder})
    cfg = read_json(config_path, MAX_CONFIG_BYTES)
    reading = parse_config(cfg)
    weight_files, index_total_bytes, notes = _weight_files(folder)
    reading.warnings.extend(notes)
    facts: WeightFacts | None = None
    if weight_files:
        facts = _read_weights(weight_files, reading)
    elif index_total_bytes:
        reading.warnings.append(warning("weights_not_present", index=INDEX_NAME))
    _require(reading, config_path, have_weights=facts is not None)
    files = [config_path, *( [folder / INDEX_NAME] if (folder / INDEX_NAME).is_file() else []), *weight_files]
    imported = _assemble(reading, _name_for(folder, cfg), facts, files, "folder")
    if facts is None and index_total_bytes:
        provenance = {**imported.provenance, "weight_bytes": "safetensors"}
        params = round((imported.arch.params_b or 0) * BILLION)
        bits = 8 * index_total_bytes / params if params else None
        imported = imported.model_copy(update={"weight_bytes": index_total_bytes, "bits_per_weight": bits,
                                               "provenance": provenance})
    return imported


def _require(reading: ConfigReading, path: Path, *, have_weights: bool) -> None:
    if reading.missing and not have_weights:
        raise ModelImportError("missing_field", {"path": path, "field": ",".join(reading.missing)})
    if reading.missing:
        reading.warnings.append(warning("missing_field", field=",".join(reading.missing)))


def _weight_files(folder: Path) -> tuple[list[Path], int, list[ImportWarning]]:
    """(shards to read, index total_size or 0, warnings)."""
    index_path = folder / INDEX_NAME
    notes: list[ImportWarning] = []
    if index_path.is_file():
        index = read_json(index_path, MAX_INDEX_BYTES)
        weight_map = index.get("weight_map")
        if not isinstance(weight_map, dict) or not all(isinstance(v, str) for v in weight_map.values()):
            raise ModelImportError("bad_field", {"field": "weight_map", "path": index_path,
                                                 "expected": "object"})
        metadata = index.get("metadata")
        total = metadata.get("total_size") if isinstance(metadata, dict) else None
        total_bytes = total if isinstance(total, int) and not isinstance(total, bool) and total > 0 else 0
        names = sorted(set(weight_map.values()))
        if len(names) > MAX_WEIGHT_FILES:
            raise ModelImportError("too_many_files", {"path": index_path, "count": len(names),
                                                      "limit": MAX_WEIGHT_FILES})
        shards = [_inside(folder, name) for name in names]
        present = [p for p in shards if p.is_file()]
        if present and len(present) < len(shards):
            notes.append(warning("weights_partial", present=len(present), listed=len(shards)))
            return [], total_bytes, notes
        return present, total_bytes, notes
    found = sorted(p for p in folder.glob("*.safetensors") if p.name not in _NOT_MODEL_WEIGHTS)
    if not found and (folder / "consolidated.safetensors").is_file():
        found = [folder / "consolidated.safetensors"]
    if len(found) > MAX_WEIGHT_FILES:
        raise ModelImportError("too_many_files", {"path": folder, "count": len(found),
                                                  "limit": MAX_WEIGHT_FILES})
    if not found and any(folder.glob(pattern) for pattern in _UNREAD_WEIGHTS):
        # PyTorch pickles are never opened (unpickling runs code); the architecture still counts.
        notes.append(warning("weights_not_read", format="pytorch"))
    return found, 0, notes


def _inside(folder: Path, name: str) -> Path:
    """A shard named by the index, refusing names that leave the folder."""
    candidate = (folder / name).resolve()
    if candidate.parent != folder.resolve() or not name.endswith(".safetensors"):
        raise ModelImportError("bad_shard_name", {"name": name[:80]})
    return candidate


def _read_weights(files: list[Path], reading: ConfigReading) -> WeightFacts:
    tally = TensorTally()
    layers = reading.fields.get("layers")
    for path in files:
        tally_file(path, tally, layers=layers, packed_bits=reading.quant_bits)
    precision = None
    if tally.matrix_bytes_by_dtype:
        dominant = max(tally.matrix_bytes_by_dtype, key=lambda d: tally.matrix_bytes_by_dtype[d])
        precision = SAFETENSORS_DTYPES.get(dominant)
    return WeightFacts(
        source="safetensors", params=tally.params, weight_bytes=tally.weight_bytes,
        routed_expert_params=tally.routed_expert_params, mtp_params=tally.mtp_params,
        mtp_layers=len(tally.mtp_layer_ids), tensor_types=dict(tally.bytes_by_dtype), precision=precision,
    )


def _assemble(reading: ConfigReading, name: str, facts: WeightFacts | None, files: list[Path],
              kind: SourceKind) -> ImportedModel:
    fields = {"name": name, "architecture": reading.model_type, **reading.fields}
    arch, provenance, warnings = finish(fields, dict(reading.provenance), list(reading.warnings), facts)
    precision, precision_source = reading.precision, reading.provenance.get("precision")
    if facts is not None and facts.precision and reading.quant_bits is None:
        precision, precision_source = facts.precision, "safetensors"  # the stored dtype beats `dtype`
    if precision_source:
        provenance["precision"] = precision_source
    if facts is not None and facts.mtp_params:
        warnings.append(warning("mtp_excluded", layers=facts.mtp_layers, params=facts.mtp_params))
    if reading.multimodal and arch.vision is None:
        # Weights then include the vision tower the text-only arithmetic leaves out.
        warnings = [w for w in warnings if w.code != "params_mismatch"]
        warnings.append(warning("multimodal_text_only" if facts is None else "multimodal_weights_included"))
    weight_bytes = facts.weight_bytes if facts else None
    bits = None
    if facts and facts.params:
        bits = 8 * facts.weight_bytes / facts.params
        provenance["weight_bytes"] = provenance["bits_per_weight"] = "safetensors"
    return ImportedModel(
        arch=arch, precision=precision, provenance=provenance, warnings=warnings, weight_bytes=weight_bytes,
        bits_per_weight=bits, files=[str(p) for p in files], source_kind=kind,
        tensor_types=facts.tensor_types if facts else {},
    )
