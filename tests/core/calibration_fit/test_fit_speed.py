"""fit_speed.py: the served front end's cost comes from the served short first tokens, and leaves with its source."""

from __future__ import annotations

import copy
import json
import statistics
from pathlib import Path

import fit_constants  # puts the calibration sets' folders on sys.path, as the fit does; its carry rule is tested here
import pytest
from fit_speed import MOE_PREFILL_BOUNDS, Hops, MoePrefill, front_end_constants, implied_front_end
from fitlib import Implied
from speed_view import view

from app.core import fitted
from app.core.speed import efficiency as E
from app.core.speed.prefill import (
    MOE_FAMILY_GROUPED,
    MOE_FAMILY_GROUPED_CUDA,
    MOE_FAMILY_GROUPED_ROCM,
    MOE_PREFILL_SHARE_CONSTANT,
)

GPUSTACK = Path(__file__).parents[1] / "calibration_speed" / "cases_speed_gpustack.json"
MOREH = Path(__file__).parents[1] / "calibration_speed" / "cases_speed_amd_moreh.json"
AMD_PAGE = Path(__file__).parents[1] / "calibration_speed" / "cases_speed_amd_more.json"
HAND = fitted.Fitted(generated_by="")


def _case(case_id: str) -> dict:
    return next(c for c in json.loads(GPUSTACK.read_text(encoding="utf-8"))["cases"] if c["id"] == case_id)


def test_a_served_short_first_token_implies_the_front_end_that_meets_it():
    # gpustack's vLLM 0.11 at one user: 59.0 ms for 233 prompt tokens of Qwen3-8B on an H100 SXM. With the hand-set
    # rows the engine's figure is its prefill + the engine's own 0.8 ms + the front end: the implied front end is
    # 59.0 ms less the rest; the same case run offline implies none, and a TensorRT-LLM case fits no vLLM term.
    case = _case("gpustack-vllm-qwen3-8b-h100sxm-c1-ttft")
    implied = implied_front_end([case])
    value = implied["vllm"][0].value
    probe = fitted.FittedValue(low=0.0, typical=0.0, high=0.0, cases=0, sources=0, fitted_on="test")
    with fitted.use(HAND.model_copy(update={"constants": {E.FRONT_END_CONSTANT.format(group="vllm"): probe}})):
        without = view(case).typical
    assert value == pytest.approx(0.05901 - without, rel=0.01)
    assert 0.03 < value < 0.055
    offline = copy.deepcopy(case)
    offline["workload"]["runtime_options"]["front_end"] = E.OFFLINE
    assert implied_front_end([offline]) == {}
    assert implied_front_end([_case("gpustack-trtllm-qwen3-8b-h100sxm-c4-ttft")]) == {}


def test_the_front_end_is_the_median_of_its_cases_and_leaves_with_its_source():
    implied = {"vllm": [Implied("a1", "A", 0.010), Implied("a2", "A", 0.020), Implied("b1", "B", 0.045)]}
    both = front_end_constants(implied, None)["front_end_s.vllm"]
    assert (both.typical, both.cases, both.sources) == (0.02, 3, 2)
    assert front_end_constants(implied, "A")["front_end_s.vllm"].typical == 0.045
    assert front_end_constants(implied, "B")["front_end_s.vllm"].typical == pytest.approx(0.015)
    assert front_end_constants({"vllm": [Implied("b1", "B", 0.045)]}, "B") == {}


def test_only_dense_tensor_parallel_decode_cases_fit_the_all_reduce_hop():
    # moreh's 8 x MI355X runs (TP 8 over Infinity Fabric, one user) are MoE models: their decode steps add routing and
    # expert-parallel dispatch, so they fit no hop (acc10-amd); AMD's own TP 8 latency rows of Llama 3.1 70B (dense, V1,
    # batch 1-4) do, and first tokens and one-GPU cases never do.
    moreh = json.loads(MOREH.read_text(encoding="utf-8"))["cases"]
    page = [c for c in json.loads(AMD_PAGE.read_text(encoding="utf-8"))["cases"] if c["id"].startswith("amdperf-")]
    assert moreh and page
    hops = Hops([*moreh, *page], rows_without=lambda _src: {})
    assert {c["id"] for c in hops.cases} == {c["id"] for c in page}
    dense_tp8 = copy.deepcopy(next(c for c in moreh if c["measured"]["metric"] == "decode_tokens_per_s"))
    dense_tp8["workload"]["model"] = {"id": "llama-3.1-70b"}
    assert [c["id"] for c in Hops([dense_tp8], rows_without=lambda _src: {}).cases] == [dense_tp8["id"]]


GPU_CONC = Path(__file__).parents[1] / "calibration_speed" / "cases_speed_gpu_conc.json"
GROUPED = MOE_PREFILL_SHARE_CONSTANT.format(family=MOE_FAMILY_GROUPED)
GROUPED_ROCM = MOE_PREFILL_SHARE_CONSTANT.format(family=MOE_FAMILY_GROUPED_ROCM)
GROUPED_CUDA = MOE_PREFILL_SHARE_CONSTANT.format(family=MOE_FAMILY_GROUPED_CUDA)


def test_moe_first_tokens_imply_the_experts_share_and_leave_with_their_source():
    # sariekr/gpu_conc's gpt-oss-20b first tokens (vLLM, one user, 1,000 prompt tokens): each implies the share of the
    # dense prefill rate its routed experts' grouped GEMMs must run at to meet it; one source alone is its own factor,
    # and the family keeps the dense rate (fit_speed.MOE_PREFILL_MIN_SOURCES). With moreh's MI355X first tokens beside
    # them, each source weighs one: the median of the two sources' medians, for the pooled grouped-GEMM family (all
    # eight cases) and for the ROCm family (moreh's four and gpu_conc's MI300X); gpu_conc's three NVIDIA cases are still
    # one source alone (the CUDA family stays unfitted: the engine takes the pooled share), and llama.cpp's stays
    # unfitted.
    cases = json.loads(GPU_CONC.read_text(encoding="utf-8"))["cases"]
    moe = MoePrefill(cases, rows_without=lambda _src: {})
    assert sorted(c["id"] for c in moe.cases) == sorted(f"gpuconc-vllm-gpt-oss-20b-{g}-c1-ttft"
                                                        for g in ("b200", "h100pcie", "h200", "mi300x"))
    implied = {i.case_id: i.value for i in moe.implied(None)}
    assert all(MOE_PREFILL_BOUNDS[0] < v < MOE_PREFILL_BOUNDS[1] for v in implied.values())
    case = next(c for c in moe.cases if c["id"].endswith("-h100pcie-c1-ttft"))
    share = fitted.FittedValue(low=0, typical=implied[case["id"]], high=0, cases=0, sources=0, fitted_on="test")
    with fitted.use(HAND.model_copy(update={"constants": {GROUPED_CUDA: share}})):
        assert view(case).typical == pytest.approx(case["measured"]["value"], rel=0.01)
    assert moe.constants(None) == {} and moe.constants("github.com/sariekr/gpu_conc") == {}
    moreh = json.loads(MOREH.read_text(encoding="utf-8"))["cases"]
    both = MoePrefill([*cases, *moreh], rows_without=lambda _src: {})
    moreh_implied = [i.value for i in both.implied(None) if i.source == "github.com/moreh-dev/mi355_benchmark"]
    assert len(moreh_implied) == 4
    assert list(both.constants(None)) == [GROUPED, GROUPED_ROCM]
    pooled, rocm = both.constants(None)[GROUPED], both.constants(None)[GROUPED_ROCM]
    assert (pooled.cases, pooled.sources, rocm.cases, rocm.sources) == (8, 2, 5, 2)
    assert pooled.typical == pytest.approx((statistics.median(implied.values()) + statistics.median(moreh_implied)) / 2,
                                           rel=1e-5)
    mi300x = implied["gpuconc-vllm-gpt-oss-20b-mi300x-c1-ttft"]
    assert rocm.typical == pytest.approx((mi300x + statistics.median(moreh_implied)) / 2, rel=1e-5)
    # Without either source every family is one source's own factor: no constant (the engine keeps the dense rate).
    assert both.constants("github.com/moreh-dev/mi355_benchmark") == {}


def test_a_llamacpp_row_without_a_prefill_fit_takes_another_llamacpp_rows_share():
    # Implied prefill shares worked by hand: llama.cpp on an H100 (source h) 0.30, on GDDR cards (g) 0.40, on GeForce
    # cards (f) 0.60; vLLM on an H100 (v) 0.72. One decode share so that the pooled decode median exists.
    implied = {
        "llama.cpp/hopper": fit_constants.SpeedImplied(mfu=[Implied("h1", "h", 0.30)]),
        "llama.cpp/nvidia_gddr": fit_constants.SpeedImplied(mfu=[Implied("g1", "g", 0.40)]),
        "llama.cpp/geforce": fit_constants.SpeedImplied(mfu=[Implied("f1", "f", 0.60)]),
        "vllm/hopper": fit_constants.SpeedImplied(mfu=[Implied("v1", "v", 0.72)], mbu=[Implied("v2", "v", 0.8)]),
    }
    assert fit_constants.efficiency_from(implied, None)["llama.cpp/hopper"].prefill_mfu == pytest.approx(0.30)
    # Without the H100 source no HBM llama.cpp row has a fit: the first fitted llama.cpp row in CARRY_FAMILIES order
    # (the GDDR workstation row, 0.40), not vLLM's Hopper row (0.72).
    rows = fit_constants.efficiency_from(implied, "h")
    assert rows["llama.cpp/hopper"].prefill_mfu == pytest.approx(0.40)
    assert rows["llama.cpp/ampere_hbm"].prefill_mfu == pytest.approx(0.40)
    assert rows["llama.cpp/hopper"].carried_from == "decode share from vllm/hopper; prefill share from llama.cpp/nvidia_gddr"
    # With the H100 source the A100 row follows its family fallback (Hopper) first; vLLM's rows are carried as before.
    assert fit_constants.efficiency_from(implied, None)["llama.cpp/ampere_hbm"].prefill_mfu == pytest.approx(0.30)
    assert rows["vllm/ampere_hbm"].prefill_mfu == pytest.approx(0.72)
