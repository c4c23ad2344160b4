"""The fastest one request of a model can physically be decoded: the pilot's burst ceiling.

A delivery faster than this is text held back and sent in a burst, not a measured decode rate; the
plan hands it to pilot_serve.py (`max_tokens_per_s_per_request`) and the import checks against it.
"""

from __future__ import annotations

from app.core.catalog import Catalog, CatalogError, load_catalog
from app.core.memory.types import Budget
from app.core.units import GB


def decode_ceiling(budget: Budget, catalog: Catalog | None) -> float | None:
    """The fastest one request of this model can be decoded on any catalog GPU (tokens/s): the
    fastest memory bandwidth over the weight bytes one GPU reads per token (MoE: the active share)."""
    try:
        gpus = (catalog or load_catalog()).gpus.values()
    except CatalogError:
        return None
    bandwidth = max((g.bandwidth_gbps for g in gpus), default=0.0) * GB
    weights = float(sum(c.bytes for c in budget.components if c.key in ("weights", "quantization_metadata")))
    params, active = budget.model.params, budget.model.active_params
    if params and active and active < params:
        weights *= active / params
    return bandwidth / weights if bandwidth and weights > 0 else None
