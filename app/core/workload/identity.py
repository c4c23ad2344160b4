"""A workload's identity for measurements: the fingerprint a pilot's results and a calibration carry.

Model, precision, runtime and mode decide what a pilot measures; load and targets do not (results stay
comparable when only they change). The pilot plan writes it into plan.json, the scripts copy it into their
results, and a server's calibration applies to the workloads that share it (app.core.fit.place).
"""

from __future__ import annotations

import hashlib
import json
import re

from app.core.workload.schema import Workload

# Hex digits of the SHA-256 kept in the fingerprint: 64 bits, no accidental collisions.
FINGERPRINT_HEX_CHARS = 16


def path_name(path: str) -> str:
    """The model's name in a local path, on any platform (folders move; their names stay): the last
    part, or the folder of a config.json."""
    parts = [p for p in re.split(r"[\\/]", path) if p]
    if len(parts) > 1 and parts[-1].lower() == "config.json":
        return parts[-2]
    return parts[-1] if parts else path


def workload_fingerprint(workload: Workload) -> str:
    """A short hash of what decides the measurements: model, precision, runtime and mode.

    Load and targets are left out on purpose: results stay comparable when only they change.
    """
    ref = workload.model
    model = ref.model_dump(mode="json", exclude={"revision", "usage_rights", "path"}, exclude_defaults=True)
    if ref.path:
        model["path_name"] = path_name(ref.path)
    payload = {"model": model, "weights": workload.precision.weights.strip().lower(),
               "kv_cache": workload.precision.kv_cache.strip().lower(), "runtime": workload.runtime,
               "mode": workload.mode}
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:FINGERPRINT_HEX_CHARS]
