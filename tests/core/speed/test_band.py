"""A figure's range as ratios to its typical value (app.core.speed.types.Band)."""

from __future__ import annotations

import pytest

from app.core.speed.types import Band


def test_a_band_puts_each_end_at_its_own_ratio():
    r = Band(0.49, 2.27).around(0.5)
    assert (r.low, r.typical, r.high) == pytest.approx((0.245, 0.5, 1.135))


def test_a_hand_set_share_is_the_same_either_way():
    assert Band.within(0.3) == Band(pytest.approx(0.7), pytest.approx(1.3))  # type: ignore[arg-type]


def test_a_rates_band_is_its_times_turned_over():
    # A time 0.5 × to 2 × typical is a rate 0.5 × to 2 × typical too; 0.8 × to 1.25 × likewise; 0.49 × to 2.27 ×
    # is a rate 1/2.27 = 0.4405 × to 1/0.49 = 2.0408 ×.
    assert Band(0.5, 2.0).inverse() == Band(0.5, 2.0)
    inv = Band(0.49, 2.27).inverse()
    assert (inv.low, inv.high) == pytest.approx((0.44053, 2.04082), rel=1e-4)
    assert inv.inverse() == Band(pytest.approx(0.49), pytest.approx(2.27))  # type: ignore[arg-type]


def test_covering_holds_both_bands():
    assert Band(0.9, 1.1).covering(Band(0.75, 1.05)) == Band(0.75, 1.1)


def test_a_band_stored_as_a_constant_reads_its_two_ends():
    assert Band.of_constant((0.6, 1.0, 1.8)) == Band(0.6, 1.8)
