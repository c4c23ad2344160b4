"""Model import from local files: a Hugging Face config.json, a model folder, or a GGUF file.

Pure Python: never imports Qt or matplotlib (the CLI and the workload loader use it without a GUI).

    imported = inspect_path("path/to/model")   # ImportedModel: .arch (ModelArch), .precision, ...

Every refusal is a ModelImportError(code, params); every caveat an ImportWarning(code, params).
"""

from __future__ import annotations

from pathlib import Path

from app.core.model.importers.errors import ImportWarning, ModelImportError
from app.core.model.importers.result import ImportedModel

__all__ = ["ImportWarning", "ImportedModel", "ModelImportError", "inspect_path"]

GGUF_SUFFIX = ".gguf"
GGUF_MAGIC = b"GGUF"


def _is_gguf(path: Path) -> bool:
    if path.suffix.lower() == GGUF_SUFFIX:
        return True
    try:
        with path.open("rb") as handle:
            return handle.read(len(GGUF_MAGIC)) == GGUF_MAGIC
    except OSError:
        return False


def inspect_path(path: str | Path) -> ImportedModel:
    """Read what a path holds. Raises ModelImportError for anything it cannot use."""
    from app.core.model.importers.gguf_file import import_gguf
    from app.core.model.importers.hf_folder import import_config_file, import_folder

    target = Path(path).expanduser()
    if not target.exists():
        raise ModelImportError("not_found", {"path": target})
    if target.is_dir():
        if (target / "model_index.json").is_file():  # a diffusers pipeline: denoiser, text encoders, VAE
            from app.core.model.importers.hf_folder import import_pipeline

            return import_pipeline(target)
        ggufs = sorted(p for p in target.glob("*.gguf") if not p.name.lower().startswith("mmproj"))
        if not (target / "config.json").is_file() and len(ggufs) == 1:
            return import_gguf(ggufs[0])
        return import_folder(target)
    if not target.is_file():
        raise ModelImportError("not_a_file", {"path": target})
    if _is_gguf(target):
        return import_gguf(target)
    if target.suffix.lower() == ".safetensors" or target.name.endswith(".safetensors.index.json"):
        return import_folder(target.parent)
    return import_config_file(target)
