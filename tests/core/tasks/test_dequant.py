"""The image model's dequantizing cost: once a step, from the fitted bytes per weight, none for 16-bit weights."""

from __future__ import annotations

import pytest

from app.core import fitted
from app.core.speed import diffusion


def _data(**values: float) -> fitted.Fitted:
    consts = {diffusion.DEQUANT_PREFIX + k: fitted.FittedValue(low=v, typical=v, high=v, cases=1, sources=1,
                                                               fitted_on="test") for k, v in values.items()}
    return fitted.Fitted(generated_by="test", constants=consts)


def test_sixteen_bit_weights_have_no_dequantizing_cost_whatever_the_fit():
    with fitted.use(_data(bf16=9.0, fp16=9.0)):
        assert diffusion.dequant_bytes("bf16") == 0.0
        assert diffusion.dequant_bytes("fp16") == 0.0


def test_a_format_shares_its_family_figure_and_an_unfitted_one_has_none():
    with fitted.use(_data(fp8=12.5, nf4=2.0)):
        assert diffusion.dequant_bytes("fp8-block") == pytest.approx(12.5)
        assert diffusion.dequant_bytes("nf4-dq") == pytest.approx(2.0)
        assert diffusion.dequant_bytes("gptq-int8") == 0.0
