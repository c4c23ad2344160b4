"""The image model's per-generation factor on its diffusion share: keyed by compute capability, 1 where none is fitted,
and a factor f divides the compute-bound part of a step by f."""

from __future__ import annotations

import pytest

from app.core import fitted
from app.core.catalog import load_catalog
from app.core.fit.place import place
from app.core.offers.server import ServerProfile
from app.core.speed import diffusion
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload


def _data(**values: float) -> fitted.Fitted:
    consts = {diffusion.GENERATION_PREFIX + k: fitted.FittedValue(low=v, typical=v, high=v, cases=1, sources=1,
                                                                  fitted_on="test") for k, v in values.items()}
    return fitted.Fitted(generated_by="test", constants=consts)


def _step_s(gpu_id: str) -> float:
    catalog = load_catalog()
    w = Workload.model_validate({"format": "headroom.workload/1", "name": "flux", "model": {"id": "flux.1-dev"},
                                 "runtime": "transformers", "precision": {"weights": "bf16"},
                                 "load": {"concurrency": 1, "steps": 28, "resolution": 1024}})
    server = ServerProfile.model_validate({"name": "s", "gpu": {"id": gpu_id}, "gpu_count": 1})
    speed = place(resolve(w, catalog), server, catalog, with_boundaries=False, speed_beyond_memory=True).speed
    assert speed is not None and speed.step_s is not None
    return speed.step_s.typical


def test_generation_is_the_compute_capability():
    catalog = load_catalog()
    gpus = {g: catalog.gpu(g) for g in ("l40s", "rtx-4090", "h100-sxm", "a100-sxm-80gb")}
    assert {g: diffusion.generation(spec) for g, spec in gpus.items() if spec} == {
        "l40s": "sm89", "rtx-4090": "sm89", "h100-sxm": "sm90", "a100-sxm-80gb": "sm80"}


def test_a_generation_without_a_fitted_factor_keeps_the_row_share():
    catalog = load_catalog()
    l40s = catalog.gpu("l40s")
    assert l40s is not None
    with fitted.use(_data(sm90=0.5)):
        assert diffusion.generation_factor(l40s) == 1.0


def test_a_factor_divides_the_compute_bound_step():
    # FLUX.1-dev at 1024 px on an L40S is compute-bound (a step of seconds against a fixed cost of milliseconds), and
    # bf16 weights move no dequantizing bytes: the step is its compute alone, so doubling the share halves it.
    with fitted.use(_data()):
        plain = _step_s("l40s")
    with fitted.use(_data(sm89=2.0)):
        doubled = _step_s("l40s")
    with fitted.use(_data(sm90=2.0)):
        other = _step_s("l40s")
    assert doubled == pytest.approx(plain / 2, rel=1e-9)
    assert other == pytest.approx(plain, rel=1e-9)
