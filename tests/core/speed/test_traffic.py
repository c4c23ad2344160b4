"""The traffic model (app.core.speed.traffic) against a discrete-event simulation on the same speed curve,
its invariants, the servers a rate needs, and the ranking by the cost of those servers."""

from __future__ import annotations

import json
import math

import pytest
from pydantic import ValidationError
from traffic_sim import saturated_rate, simulate

from app.core.catalog import Catalog, load_catalog
from app.core.fit.place import _layout, fit, place
from app.core.fit.rank import compare
from app.core.offers.server import ServerProfile
from app.core.speed.estimate import SpeedModel
from app.core.speed.traffic import Engine, Queue
from app.core.workload.demand import DEFAULT_REQUESTS_PER_PERSON_PER_HOUR
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload
from app.infra import resources

SEEDS = (1, 2)
REQUESTS = 3000
# The bounds: p95 within 20 % at 30 % of the peak rate, 25 % at 60 %, a factor of 2 at 80 %.
BOUNDS = ((0.3, 0.20), (0.6, 0.25))
FAR_SHARE, FAR_FACTOR = 0.8, 2.0


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


def servers() -> dict[str, ServerProfile]:
    from app.cli.server_ref import all_servers

    return {s.id: s for s in all_servers()}


def chatbot(**load: object) -> Workload:
    data = json.loads(resources.path("examples", "chatbot-8b.headroom.json").read_text(encoding="utf-8"))
    data["load"].update(load)
    data["targets"] = {}
    return Workload.model_validate(data)


def engine_for(w: Workload, server_id: str, catalog: Catalog) -> Engine:
    """The engine `place` gives the traffic model: the chosen split, the memory limit it found."""
    server = servers()[server_id]
    r = resolve(w, catalog)
    res = place(r, server, catalog)
    gpu = server.gpu_spec(catalog)
    assert gpu is not None and res.budget is not None
    _, _, layout = _layout(r, server, res.placement.tensor_parallel, res.placement.pipeline_parallel, None, gpu)
    return SpeedModel(r, res.budget, gpu, layout, res.placement.replicas).engine(res.max_concurrency)


# Llama 3.1 8B, 2,048 tokens in and 512 out (the chatbot example) on an L40S (76 sequences fit: the pool limits
# the peak) and on an RTX 4090 (16 fit: requests wait for a slot); short requests (256 in, 128 out) on the L40S,
# where several prompts share a pass.
# 8,000-token prompts on the L40S: each fills one pass of about a second, which the requests decoding through it
# wait for (the decode is a delay busy period).
CASES = [("srv-1x-l40s", {}), ("ws-1x-rtx4090", {}), ("srv-1x-l40s", {"input_tokens": 256, "output_tokens": 128}),
         ("srv-1x-l40s", {"input_tokens": 8000, "output_tokens": 256})]


def _sim_p95(e: Engine, rate: float) -> tuple[float, float]:
    runs = [simulate(e, rate, REQUESTS, seed) for seed in SEEDS]
    ttft = sum(r.quantile(r.ttft_s, 95) for r in runs) / len(runs)
    total = sum(r.quantile(r.request_s, 95) for r in runs) / len(runs)
    return ttft, total


@pytest.mark.parametrize(("server_id", "load"), CASES)
def test_p95_against_the_simulation(server_id: str, load: dict[str, int], catalog: Catalog) -> None:
    e = engine_for(chatbot(**load), server_id, catalog)
    q = Queue(e)
    for share, bound in BOUNDS:
        f = q.at(share * q.peak)
        sim_ttft, sim_total = _sim_p95(e, share * q.peak)
        assert f.ttft(95) == pytest.approx(sim_ttft, rel=bound), (share, "ttft")
        assert f.request(95) == pytest.approx(sim_total, rel=bound), (share, "request")
    f = q.at(FAR_SHARE * q.peak)
    sim_ttft, sim_total = _sim_p95(e, FAR_SHARE * q.peak)
    assert 1 / FAR_FACTOR <= f.ttft(95) / sim_ttft <= FAR_FACTOR
    assert 1 / FAR_FACTOR <= f.request(95) / sim_total <= FAR_FACTOR


@pytest.mark.parametrize(("server_id", "load"), CASES)
def test_peak_rate_is_what_the_simulation_completes(server_id: str, load: dict[str, int], catalog: Catalog) -> None:
    """With a queue that never empties the simulation completes the model's peak rate (within 3 %)."""
    e = engine_for(chatbot(**load), server_id, catalog)
    assert saturated_rate(e, REQUESTS, seed=1) == pytest.approx(Queue(e).peak, rel=0.03)


def test_percentiles_ordered_and_the_wait_never_falls_as_the_rate_rises(catalog: Catalog) -> None:
    e = engine_for(chatbot(), "ws-1x-rtx4090", catalog)
    q = Queue(e)
    last = 0.0
    for i in range(1, 61):  # 5 % to 300 % of the peak
        f = q.at(i * 0.05 * q.peak)
        assert f.ttft(50) <= f.ttft(95) <= f.ttft(99)
        assert f.request(50) <= f.request(95) <= f.request(99)
        assert f.ttft(95) >= last
        last = f.ttft(95)


def test_burstiness_lengthens_the_wait(catalog: Catalog) -> None:
    plain = engine_for(chatbot(), "ws-1x-rtx4090", catalog)
    bursty = engine_for(chatbot(burstiness=4.0), "ws-1x-rtx4090", catalog)
    rate = 0.7 * Queue(plain).peak
    assert Queue(bursty).at(rate).ttft(95) > Queue(plain).at(rate).ttft(95)


def test_an_overloaded_hour_grows_its_queue(catalog: Catalog) -> None:
    """Beyond the peak the p95 request arrives 95 % into the hour behind (λ/λ* − 1) × 0.95 h of backlog."""
    e = engine_for(chatbot(), "srv-1x-l40s", catalog)
    q = Queue(e)
    near, over = q.at(q.peak), q.at(1.5 * q.peak)
    assert over.ttft(95) - near.ttft(95) == pytest.approx(0.5 * 0.95 * 3600, rel=1e-6)


def _with_traffic(rate: float, percentile: float = 95, value: float = 2.0) -> Workload:
    w = chatbot(requests_per_s=rate)
    ttft = {"value": value, "percentile": percentile, "must_have": True}
    return w.model_copy(update={"targets": w.targets.model_validate({"ttft_s": ttft})})


def test_two_and_a_half_peaks_miss_on_one_server_and_need_three_to_five(catalog: Catalog) -> None:
    server = servers()["srv-1x-l40s"]
    peak = fit(_with_traffic(1.0), server, catalog).speed.traffic.peak_requests_per_s  # type: ignore[union-attr]
    res = fit(_with_traffic(2.5 * peak), server, catalog)
    traffic = res.speed.traffic  # type: ignore[union-attr]
    assert traffic is not None and traffic.utilisation == pytest.approx(2.5)
    check = next(c for c in res.targets if c.key == "ttft_s")
    assert check.percentile == 95 and check.one_server_estimate is not None
    assert check.one_server_estimate > 2.0 and not check.met_on_one_server  # missed on one server
    assert traffic.ttft_s.p95 > 2.0
    assert traffic.servers_needed is not None and 3 <= traffic.servers_needed <= 5
    assert check.met and check.servers == traffic.servers_needed and check.estimate <= 2.0
    assert any(f.code == "traffic_needs_servers" and f.params["servers"] == traffic.servers_needed
               for f in res.warnings)
    assert res.servers_needed == traffic.servers_needed


def test_a_target_no_server_count_meets_is_a_missed_must_have(catalog: Catalog) -> None:
    """0.05 s to the first token is below one idle request's prompt time on an L40S: no number of servers helps."""
    res = fit(_with_traffic(1.0, value=0.05), servers()["srv-1x-l40s"], catalog)
    assert res.speed.traffic.servers_needed is None  # type: ignore[union-attr]
    assert res.verdict == "misses_must_have" and [m.key for m in res.missed] == ["ttft_s"]


def test_without_targets_servers_keep_eighty_per_cent_busy(catalog: Catalog) -> None:
    server = servers()["srv-1x-l40s"]
    w = chatbot(requests_per_s=1.0)
    peak = fit(w, server, catalog).speed.traffic.peak_requests_per_s  # type: ignore[union-attr]
    res = fit(chatbot(requests_per_s=2 * peak), server, catalog)
    assert res.speed.traffic.servers_needed == math.ceil(2 / 0.8)  # type: ignore[union-attr]


def test_compare_ranks_by_price_times_servers_needed(catalog: Catalog) -> None:
    pool = servers()
    chosen = [pool[k] for k in ("srv-1x-l40s", "ws-1x-rtx4090", "srv-2x-h100-pcie", "srv-1x-l4")]
    c = compare(_with_traffic(4.0), chosen, catalog)
    eligible = [r for r in c.results if r.meets_must_haves and r.price_monthly is not None]
    assert len(eligible) >= 3
    for r in eligible:
        assert c.costs[r.key].amount == pytest.approx(r.price_monthly * r.servers_needed)
    assert any(r.servers_needed > 1 for r in eligible)
    comfortable = [r for r in eligible if r.verdict == "fits"]
    amounts = [c.costs[r.key].amount for r in comfortable]
    assert amounts == sorted(amounts)
    assert c.recommended == comfortable[0].key


def test_people_times_requests_per_hour_give_the_rate() -> None:
    w = chatbot(people=200, requests_per_person_per_hour=6)
    assert w.load.requests_per_s == pytest.approx(200 * 6 / 3600)
    assert w.load.concurrency == 20  # people × the active share still gives the memory's sequences
    assert chatbot(people=200).load.requests_per_s is None  # no rate asked: no traffic model
    assert DEFAULT_REQUESTS_PER_PERSON_PER_HOUR == pytest.approx(1.5)


@pytest.mark.parametrize(("load", "field"), [({"requests_per_s": 0}, "requests_per_s"),
                                             ({"requests_per_s": -1}, "requests_per_s"),
                                             ({"burstiness": 0}, "burstiness"),
                                             ({"people": 10, "requests_per_person_per_hour": 5000},
                                              "requests_per_person_per_hour")])
def test_bad_traffic_names_the_field(load: dict[str, object], field: str) -> None:
    with pytest.raises(ValidationError) as err:
        chatbot(**load)
    assert field in str(err.value)


def test_a_percentile_outside_fifty_to_99_9_is_refused() -> None:
    with pytest.raises(ValidationError, match="percentile"):
        _with_traffic(1.0, percentile=100)


def test_traffic_weighs_the_split_at_the_requests_in_flight(catalog: Catalog) -> None:
    """20 requests/s keep about 20 × 12 s = 240 requests in flight: eight copies of the 8B model on a DGX serve
    them better than the tensor-parallel split chosen for the example's 8 users at once (two copies over four GPUs
    each, since the all-reduce's fitted latency makes a group of eight slower than two of four)."""
    server = servers()["dgx-8x-h100"]
    few = fit(chatbot(), server, catalog).placement
    assert (few.replicas, few.tensor_parallel) == (2, 4)
    busy = fit(chatbot(requests_per_s=20.0), server, catalog)
    assert busy.placement.replicas == 8 and busy.placement.tensor_parallel == 1
    assert busy.speed.traffic.servers_needed == 1  # type: ignore[union-attr]


def test_a_pilot_calibration_reaches_the_queue(catalog: Catalog) -> None:
    """A pilot that measured half the formula's decode rate (and its time to first token) makes each request
    hold its slot about twice as long: the queue's peak rate falls to about half and the servers needed rise,
    as the calibrated curve, the targets and the price already say."""
    from app.core.offers.measured import LoadLevel, SpeedCalibration
    from app.core.workload.identity import workload_fingerprint

    server = servers()["srv-1x-l40s"]
    w = chatbot(requests_per_s=0.3)  # a fifth of the formula's peak: little queueing either way
    plain = fit(w, server, catalog)
    assert plain.speed is not None and plain.speed.traffic is not None
    levels = [LoadLevel(concurrency=p.concurrency, input_tokens=2048, output_tokens=512, requests=8,
                        ttft_s=p.ttft_s, tokens_per_s_per_user=p.tokens_per_s_per_user / 2)
              for p in plain.speed.curve if p.concurrency in (1, 16)]
    cal = SpeedCalibration(id="half", server_id=server.id, workload_fingerprint=workload_fingerprint(w), model="m",
                           runtime="vllm", mode="inference", weights_precision="bf16", kv_precision="bf16",
                           source="results.json", measured_at="2026-12-01T00:00:00Z", levels=levels)
    slow = fit(w, server.model_copy(update={"calibrations": [cal]}), catalog)
    assert slow.speed is not None and slow.speed.traffic is not None and slow.speed.calibration is not None
    before, after = plain.speed.traffic, slow.speed.traffic
    # 511 gaps at half the rate: the decode part of a request doubles, its prompt part stays, so the peak falls
    # to between half (all decode) and two thirds (the prompts' share of a full pool's passes).
    assert 0.5 <= after.peak_requests_per_s / before.peak_requests_per_s < 0.67
    # A request at the median takes about twice as long, a little more: twice as many sequences are in flight
    # at the same arrival rate, and each step carries them.
    assert 1.9 < after.request_s.p50 / before.request_s.p50 < 2.5
    rate = 1.5 * before.peak_requests_per_s  # needs more servers once the engine is half as fast
    n_plain = fit(chatbot(requests_per_s=rate), server, catalog).speed.traffic.servers_needed  # type: ignore[union-attr]
    w_fast = chatbot(requests_per_s=rate)
    slow_many = fit(w_fast, server.model_copy(update={"calibrations": [cal.model_copy(update={
        "workload_fingerprint": workload_fingerprint(w_fast)})]}), catalog)
    assert n_plain is not None and slow_many.speed is not None and slow_many.speed.traffic is not None
    assert slow_many.speed.traffic.servers_needed is not None and slow_many.speed.traffic.servers_needed > n_plain
