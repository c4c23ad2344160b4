"""The importers' common result, and the step from config figures plus weight facts to a ModelArch."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app.core.model.arch import ModelArch
from app.core.model.arithmetic import BILLION, breakdown
from app.core.model.importers.errors import ImportWarning, ModelImportError, warning

SourceKind = Literal["config", "folder", "gguf"]

# Weights and architecture may disagree by rounding-level amounts (buffers such as DeepSeek's
# e_score_correction_bias ship in checkpoints but are not nn.Parameters); above 1 % something differs.
PARAMS_MISMATCH_RATIO = 0.01


class ImportedModel(BaseModel):
    """What an importer found: the engine's ModelArch, plus where each figure came from."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    arch: ModelArch
    precision: str | None = None
    provenance: dict[str, str] = Field(default_factory=dict)
    warnings: list[ImportWarning] = Field(default_factory=list)
    weight_bytes: int | None = Field(default=None, ge=0)
    bits_per_weight: float | None = Field(default=None, gt=0)
    files: list[str] = Field(default_factory=list)
    source_kind: SourceKind
    tensor_types: dict[str, int] = Field(
        default_factory=dict, description="Weight bytes per stored tensor type (BF16, Q4_K, ...)."
    )


@dataclass
class WeightFacts:
    """Exact figures read from weight files."""

    source: Literal["safetensors", "gguf"]
    params: int
    weight_bytes: int
    routed_expert_params: int = 0  # parameters in routed-expert tensors, for the active share
    mtp_params: int = 0  # layers inference runtimes skip, excluded from params and weight_bytes
    mtp_layers: int = 0
    tensor_types: dict[str, int] = field(default_factory=dict)
    precision: str | None = None
    files: list[str] = field(default_factory=list)


def make_arch(fields: dict[str, Any]) -> ModelArch:
    try:
        return ModelArch(**fields)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first.get("loc", ())) or "model"
        reason = first.get("msg", "")
        raise ModelImportError("inconsistent_model", {"field": where, "reason": reason}) from None


def derived_mtp_params(arch: ModelArch) -> int:
    """Parameters of DeepSeek-style MTP modules, none of which inference runtimes load.

    One module = one more decoder layer (an MoE layer, past first_k_dense_replace) + enorm + hnorm
    (hidden each) + eh_proj (2·hidden → hidden) + shared_head.norm (hidden) + its own copies of
    embed_tokens and shared_head.head (vocab × hidden each), as DeepSeek-V3 checkpoints store them.
    """
    if not arch.mtp_layers or not arch.layers or not arch.hidden_size:
        return 0
    base, extended = breakdown(arch), breakdown(arch.model_copy(update={"layers": arch.layers + 1}))
    if base is None or extended is None:
        return 0
    h = arch.hidden_size
    one_layer = extended.total - base.total
    module = one_layer + 3 * h + 2 * h * h + 2 * (arch.vocab_size or 0) * h
    return arch.mtp_layers * module


def finish(
    fields: dict[str, Any], provenance: dict[str, str], warnings: list[ImportWarning],
    weights: WeightFacts | None,
) -> tuple[ModelArch, dict[str, str], list[ImportWarning]]:
    """Fill params_b / active_params_b: exact from weights when given, else derived (a vision tower added to
    the language model's count; an image or speech model's count is its config's own)."""
    arch = make_arch(fields)
    if arch.diffusion is not None or arch.audio is not None:
        if weights is not None and weights.params > 0 and arch.audio is not None:
            provenance["params"] = weights.source
            return make_arch({**fields, "params_b": weights.params / BILLION}), provenance, warnings
        return arch, provenance, warnings
    counted = breakdown(arch)
    tower = round(arch.vision.params_b * BILLION) if arch.vision is not None else 0
    if counted is not None and tower:
        counted = counted.model_copy(update={"other": counted.other + tower})
    update: dict[str, Any] = {}
    if counted is not None and arch.mtp_layers and weights is None:
        update["mtp_params_b"] = derived_mtp_params(arch) / BILLION
        provenance["mtp_params"] = "derived"
    if weights is not None and weights.params > 0:
        update["params_b"] = weights.params / BILLION
        provenance["params"] = weights.source
        if weights.mtp_params:
            update["mtp_params_b"] = weights.mtp_params / BILLION
            update["mtp_layers"] = arch.mtp_layers or weights.mtp_layers
            provenance["mtp_params"] = weights.source
        if arch.is_moe and weights.routed_expert_params:
            share = (arch.experts_per_token or arch.experts or 1) / (arch.experts or 1)
            unused = round(weights.routed_expert_params * (1 - share))
            update["active_params_b"] = (weights.params - unused) / BILLION
            provenance["active_params"] = weights.source
        elif arch.is_moe and counted is not None:
            update["active_params_b"] = weights.params * counted.active / counted.total / BILLION
            provenance["active_params"] = "derived"
        gap = abs(counted.total - weights.params) if counted is not None else 0
        if counted is not None and gap > PARAMS_MISMATCH_RATIO * weights.params:
            warnings.append(warning("params_mismatch", weights=weights.params, architecture=counted.total))
    elif counted is not None:
        update["params_b"] = counted.total / BILLION
        provenance["params"] = "derived"
        if arch.is_moe:
            update["active_params_b"] = counted.active / BILLION
            provenance["active_params"] = "derived"
    if "params_b" in update and "active_params_b" not in update:
        provenance["active_params"] = provenance["params"]
    return make_arch({**fields, **update}), provenance, warnings
