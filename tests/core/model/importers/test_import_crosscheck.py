"""Dev-only cross-check: our derived parameter counts against the models transformers builds.

transformers and torch are not Headroom dependencies; this module is skipped where they are absent
(CI, users). To run it: `pip install transformers torch` into the dev environment. Models are built on
the meta device (no memory for weights); the count is `sum(p.numel() for p in model.parameters())`,
which counts tied weights once, as the checkpoint stores them.
"""

from __future__ import annotations

import importlib.util
import json

import pytest
from importer_cases import CASES, Case

from app.core.model.importers import inspect_path

# Checked without importing: importing transformers and torch takes seconds, paid only when run.
pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("transformers") is None or importlib.util.find_spec("torch") is None,
    reason="dev-only cross-check: needs transformers and torch (not Headroom dependencies)",
)

# The issue's tolerance: derived counts within 0.1 % of transformers'.
TOLERANCE = 0.001


def _transformers_count(case: Case) -> int:
    import torch
    import transformers

    transformers.logging.set_verbosity_error()
    config = dict(case.config["text_config"] if case.hf == "text" else case.config)
    model_type = config.pop("model_type")
    hf_config = transformers.AutoConfig.for_model(model_type, **config)
    factory = transformers.AutoModel if case.hf == "base" else transformers.AutoModelForCausalLM
    with torch.device("meta"):
        model = factory.from_config(hf_config)
    return int(sum(p.numel() for p in model.parameters()))


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_derived_count_matches_transformers(tmp_path, case: Case):
    path = tmp_path / "config.json"
    path.write_text(json.dumps(case.config))
    imported = inspect_path(path)
    assert imported.arch.params_b is not None
    ours = round(imported.arch.params_b * 1e9)
    theirs = _transformers_count(case)
    assert abs(ours - theirs) <= TOLERANCE * theirs, f"{case.name}: ours {ours:,} vs transformers {theirs:,}"
