"""From a workload file to what the engine computes with: the model's architecture and formats.

Catalog ids, local model paths and explicit architectures all end up as one `ResolvedModel`;
unknown names become `Problem`s naming the field.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict, Field

from app.core.catalog import Catalog, QuantFormat
from app.core.files.suggest import with_suggestion
from app.core.findings import InputError, Note, Problem
from app.core.model.arch import ModelArch
from app.core.workload.schema import Workload
from app.core.workload.training_frameworks import runtime_problems

if TYPE_CHECKING:
    from app.core.model.importers import ImportedModel

ARCH_FIELDS = tuple(ModelArch.model_fields)
# Imported model files kept in memory (one entry per path and version of the file).
IMPORT_CACHE_SIZE = 16

# 'auto' precision per mode when the model does not say otherwise.
DEFAULT_TRAINING_WEIGHTS = "bf16"
DEFAULT_QLORA_WEIGHTS = "nf4-dq"  # QLoRA paper: NF4 with double quantization (Dettmers et al. 2023, §3)
DEFAULT_KV = "bf16"


class ResolvedModel(BaseModel):
    model_config = ConfigDict(frozen=True)

    arch: ModelArch
    origin: str = Field(description="catalog | file | explicit")
    catalog_id: str | None = None
    display_name: str
    license: str = ""
    native_precision: str = "bf16"
    task: str = "text-generation"
    provenance: dict[str, str] = Field(default_factory=dict)
    notes: list[Note] = Field(default_factory=list)


class Resolved(BaseModel):
    model_config = ConfigDict(frozen=True)

    workload: Workload
    model: ResolvedModel
    weights: QuantFormat
    kv: QuantFormat
    notes: list[Note] = Field(default_factory=list)
    task: str = Field(default="text_generation", description="The workload's task, or the model's own.")
    text_encoders: QuantFormat | None = Field(default=None, description="Image generation: the text encoders' "
                                              "format.")
    draft: ResolvedModel | None = Field(default=None, description="Speculative decoding: the draft model or heads "
                                        "(speculative.draft); none for MTP, which uses the model's own layers.")


def _explicit_arch(workload: Workload) -> ModelArch:
    """The workload's own architecture; a known family (`architecture`, the config's model_type) fills
    the layout facts a config.json never states - MLP gating, biases, norms - where the workload is silent."""
    from app.core.model.importers.hf_families import arch_facts

    ref = workload.model
    fields = {k: getattr(ref, k) for k in ARCH_FIELDS}
    fields.update({k: v for k, v in arch_facts(ref.architecture).items() if k not in ref.model_fields_set})
    return ModelArch.model_validate(fields)


def _overrides(workload: Workload) -> dict[str, object]:
    """Architecture fields the user set on top of a catalog id or a path."""
    ref = workload.model
    return {k: getattr(ref, k) for k in ref.model_fields_set if k in ARCH_FIELDS and k != "name"}


def _with_overrides(base: ModelArch, workload: Workload) -> ModelArch:
    """The catalog's or the file's architecture with the user's fields on top, checked as a whole:
    `active_params_b: 100` on an 8 B model is a problem on `model.active_params_b`."""
    overrides = _overrides(workload)
    if not overrides:
        return base
    from pydantic import ValidationError

    from app.core.workload.io import problems_from_validation

    try:
        return ModelArch.model_validate({**base.model_dump(), **overrides})
    except ValidationError as exc:
        raise InputError(problems_from_validation(exc, prefix="model.", model=ModelArch)) from None


def resolve_model(workload: Workload, catalog: Catalog) -> ResolvedModel:
    ref = workload.model
    if ref.id:
        entry = catalog.model(ref.id)
        if entry is None:
            raise InputError([Problem(field="model.id", code="unknown_model",
                                      params=with_suggestion({"id": ref.id}, ref.id, catalog.models),
                                      message=f"no model {ref.id!r} in the catalog")])
        base = ModelArch.model_validate({k: getattr(entry, k) for k in ARCH_FIELDS})
        arch = _with_overrides(base, workload)
        return ResolvedModel(arch=arch, origin="catalog", catalog_id=entry.id, display_name=entry.name or entry.id,
                             license=ref.usage_rights or entry.license, native_precision=entry.native_precision,
                             task=entry.task)
    if ref.path:
        from app.core.model.importers import ModelImportError

        try:
            imported = _inspect(ref.path)
        except ModelImportError as exc:
            raise InputError([Problem(field="model.path", code="import_failed",
                                      params={"path": ref.path, "reason": str(exc), "reason_code": exc.code,
                                              **{f"reason_{k}": v for k, v in exc.params.items()}},
                                      message=f"cannot read the model at {ref.path}: {exc}")]) from None
        arch = _with_overrides(imported.arch, workload)
        notes = [Note(code=w.code, params=dict(w.params)) for w in imported.warnings]
        return ResolvedModel(arch=arch, origin="file", display_name=ref.name or arch.name or ref.path,
                             license=ref.usage_rights, native_precision=imported.precision or "bf16",
                             task=_own_task(arch), provenance=dict(imported.provenance), notes=notes)
    arch = _explicit_arch(workload)
    return ResolvedModel(arch=arch, origin="explicit", display_name=ref.name or "custom model",
                         license=ref.usage_rights, task=_own_task(arch))


def _draft(workload: Workload, catalog: Catalog, problems: list[Problem]) -> ResolvedModel | None:
    """The speculative-decoding draft, resolved like the model; its problems name `speculative.draft.*`."""
    spec = workload.speculative
    if spec is None or spec.draft is None:
        return None
    try:
        return resolve_model(workload.model_copy(update={"model": spec.draft}), catalog)
    except InputError as exc:
        problems.extend(p.model_copy(update={"field": "speculative.draft." + p.field.removeprefix("model.")})
                        for p in exc.problems)
        return None


def _own_task(arch: ModelArch) -> str:
    """The catalog's word for what a model from a file or an explicit architecture does."""
    from app.core.tasks import CATALOG_TASKS, model_task

    task = model_task(arch)
    return next(word for word, t in CATALOG_TASKS.items() if t == task)


def _inspect(path: str) -> ImportedModel:
    """Import a model file once per version of it: the GUI resolves the workload on every keystroke."""
    from app.core.model.importers import inspect_path

    p = Path(path)
    try:
        stat = p.stat()
    except OSError:
        return inspect_path(path)  # the importer words the error
    if p.is_dir():  # a folder changes when a file in it does
        stamp = max((f.stat().st_mtime_ns for f in p.iterdir() if f.is_file()), default=stat.st_mtime_ns)
        return _inspect_cached(str(p.resolve()), stamp, 0)
    return _inspect_cached(str(p.resolve()), stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=IMPORT_CACHE_SIZE)
def _inspect_cached(path: str, mtime_ns: int, size: int) -> ImportedModel:
    from app.core.model.importers import inspect_path

    return inspect_path(path)


def _weights_id(workload: Workload, model: ResolvedModel) -> str:
    asked = workload.precision.weights.strip().lower()
    if asked != "auto":
        return asked
    if workload.mode == "qlora":
        return DEFAULT_QLORA_WEIGHTS
    if workload.is_training:
        return DEFAULT_TRAINING_WEIGHTS
    return model.native_precision


def _task(workload: Workload, model: ResolvedModel, problems: list[Problem]) -> tuple[str, ResolvedModel]:
    """The task the workload asks (else the model's own), checked against what the model is made of; an
    embedding or reranking task on a generative model reads its input only (no cache, no output head)."""
    from app.core import tasks
    from app.core.workload.batch import unit_fits

    own = tasks.model_task(model.arch, model.task)
    task = workload.task or own
    lacking = tasks.missing_part(task, model.arch)
    if lacking is not None:
        problems.append(Problem(field="task", code="task_needs_part", params={"task": task, "part": lacking},
                                message=f"the model cannot do {task}: it has no {lacking}"))
    if workload.is_training and task in tasks.PIPELINE_TASKS:
        problems.append(Problem(field="mode", code="task_not_trainable", params={"task": task},
                                message=f"{task} is sized for inference only"))
    batch = workload.load.batch
    if batch is not None and not unit_fits(task, batch.unit):
        problems.append(Problem(field="load.batch.unit", code="batch_unit_for_task",
                                params={"unit": batch.unit, "task": task},
                                message=f"{batch.unit} is not a unit of {task} work"))
    if task in tasks.ENCODER_TASKS and not model.arch.encoder_only:
        model = model.model_copy(update={"arch": model.arch.model_copy(update={"encoder_only": True})})
    return task, model


def _text_encoders(workload: Workload, model: ResolvedModel, catalog: Catalog,
                   problems: list[Problem]) -> QuantFormat | None:
    if model.arch.diffusion is None:
        return None
    asked = workload.precision.text_encoders.strip().lower()
    native = model.native_precision if model.native_precision in ("bf16", "fp16", "fp32") else DEFAULT_KV
    name = native if asked == "auto" else asked
    fmt = catalog.quant(name)
    if fmt is None:
        problems.append(Problem(field="precision.text_encoders", code="unknown_precision", params={"value": name},
                                message=f"unknown weight precision {name!r}"))
    return fmt


# Tasks whose requests are input plus generated output in one sequence, held to the model's context.
CONTEXT_BOUND_TASKS = ("text_generation", "vision_language")


def _within_context(workload: Workload, model: ResolvedModel, task: str, problems: list[Problem]) -> None:
    """A request longer than the model's context window cannot run at all: a problem on the input field
    (not a warning beside a calm figure for 9,999,999 tokens)."""
    limit, load = model.arch.max_context, workload.load
    if workload.is_training or task not in CONTEXT_BOUND_TASKS or not limit:
        return
    total = load.input_tokens + load.output_tokens
    if total > limit:
        field = "load.output_tokens" if load.output_tokens >= limit else "load.input_tokens"
        problems.append(Problem(field=field, code="beyond_context",
                                params={"tokens": total, "max_context": limit, "model": model.display_name},
                                message=f"input + output ({total} tokens) is beyond the model's context of {limit}"))


def resolve(workload: Workload, catalog: Catalog) -> Resolved:
    problems: list[Problem] = []
    model: ResolvedModel | None = None
    try:
        model = resolve_model(workload, catalog)
    except InputError as exc:
        problems.extend(exc.problems)
    task = "text_generation"
    encoders: QuantFormat | None = None
    if model is not None:
        task, model = _task(workload, model, problems)
        encoders = _text_encoders(workload, model, catalog, problems)
        _within_context(workload, model, task, problems)
    problems.extend(runtime_problems(workload))
    draft = _draft(workload, catalog, problems)
    weights = kv = None
    notes: list[Note] = []
    weights_name = _weights_id(workload, model) if model else workload.precision.weights
    if weights_name != "auto":
        weights = catalog.quant(weights_name)
        if weights is None:
            problems.append(Problem(field="precision.weights", code="unknown_precision",
                                    params=with_suggestion({"value": weights_name}, weights_name,
                                                           catalog.quant_formats),
                                    message=f"unknown weight precision {weights_name!r}"))
    kv_name = workload.precision.kv_cache.strip().lower()
    if kv_name == "auto":
        kv_name = DEFAULT_KV
    kv = catalog.quant(kv_name)
    if kv is None or not kv.kv_cache:
        kv_formats = [k for k, f in catalog.quant_formats.items() if f.kv_cache]
        problems.append(Problem(field="precision.kv_cache", code="unknown_kv_precision",
                                params=with_suggestion({"value": kv_name}, kv_name, kv_formats),
                                message=f"{kv_name!r} is not a KV-cache precision"))
    if problems:
        raise InputError(problems)
    assert model is not None and weights is not None and kv is not None
    if workload.mode == "full_finetune" and weights.nominal_bits < 16:
        notes.append(Note(code="full_ft_needs_16bit", params={"asked": weights.id}))
        weights = catalog.quant(DEFAULT_TRAINING_WEIGHTS) or weights
    return Resolved(workload=workload, model=model, weights=weights, kv=kv, notes=notes + model.notes, task=task,
                    text_encoders=encoders, draft=draft)
