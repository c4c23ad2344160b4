"""Engine results as JSON documents (the CLI's --json output; the fields are documented in the README).

Numbers stay in bytes; `label`, `message`, `formula` are worded in the current language.
"""

from __future__ import annotations

from typing import Any

from app.core.budget_model import Budget
from app.core.findings import by_severity
from app.formatting import Fmt
from app.messages import component_label, finding_text, formula_text, note_text, range_text


def budget_json(b: Budget, fmt: Fmt) -> dict[str, Any]:
    return {
        "name": b.model.name,
        "mode": b.mode,
        "runtime": b.runtime,
        "total_bytes": b.total_bytes,
        "per_gpu_bytes": b.per_gpu_bytes,
        "gpus": b.gpus,
        "low_bytes": b.per_gpu_low_bytes * b.gpus,
        "high_bytes": b.per_gpu_high_bytes * b.gpus,
        "per_gpu_low_bytes": b.per_gpu_low_bytes,
        "per_gpu_high_bytes": b.per_gpu_high_bytes,
        "parallel": b.parallel.model_dump(),
        "model": b.model.model_dump(),
        "tokens_per_sequence": b.tokens_per_sequence,
        "sequences": b.sequences,
        "reserved_fraction": b.reserved_fraction,
        "components": [
            {"key": c.key, "label": component_label(c.key), "bytes": c.bytes, "low_bytes": c.low_bytes,
             "high_bytes": c.high_bytes, "per_gpu": c.per_gpu, "formula": formula_text(c, fmt),
             "formula_code": c.formula, "terms": c.terms, "source": c.source, "range": range_text(c)}
            for c in b.components
        ],
        "assumptions": [note_text(n, fmt) for n in b.assumptions],
        "warnings": [
            {"code": f.code, "severity": f.severity, "message": finding_text(f, fmt)[0],
             "fix": finding_text(f, fmt)[1], "params": f.params}
            for f in by_severity(list(b.warnings))
        ],
    }
