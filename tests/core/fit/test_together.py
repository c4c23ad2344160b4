"""Several workloads on one server (app.core.fit.together): resident sets from schedules, whole and shared
GPUs, the busiest GPU's need, and the recommendation for the set — checked against each workload placed
alone, the way a buyer would add them up by hand."""

from __future__ import annotations

import pytest

from app.core.catalog import load_catalog
from app.core.fit.place import fit
from app.core.fit.together import (
    compare_together,
    hours_of,
    place_together,
    resident_sets,
    spans,
)
from app.core.offers.server import ServerProfile
from app.core.workload.io import read_workload_file
from app.core.workload.schema import Schedule, Workload
from app.infra import resources

CATALOG = load_catalog()


def shipped_profiles() -> list[ServerProfile]:
    return [ServerProfile.model_validate(raw) for raw in CATALOG.servers]


def example(name: str, hours: str | None = None) -> Workload:
    w = read_workload_file(str(resources.path("examples", f"{name}.headroom.json")))
    return w if hours is None else w.model_copy(update={"schedule": Schedule(hours=hours)})


def server(sid: str) -> ServerProfile:
    return next(p for p in shipped_profiles() if p.id == sid)


def test_schedule_hours_wrap_past_midnight():
    assert hours_of(example("chatbot-8b", "08-20")) == frozenset(range(8, 20))
    assert hours_of(example("qlora-8b", "22-06")) == frozenset({22, 23, 0, 1, 2, 3, 4, 5})
    assert hours_of(example("chatbot-8b")) == frozenset(range(24))
    assert spans([22, 23, 0, 1]) == ["22-02"]
    assert spans(list(range(24))) == ["00-24"]


def test_schedule_rejects_an_empty_span():
    with pytest.raises(ValueError, match="hours"):
        Schedule(hours="07-07")
    with pytest.raises(ValueError, match="hours"):
        Schedule(hours="25-03")


def test_resident_sets_drop_subsets():
    day, night, always = example("chatbot-8b", "08-20"), example("qlora-8b", "22-06"), example("embed-20m-bge-m3")
    sets = resident_sets([day, night, always])
    assert sorted(sorted(s) for s, _ in sets) == [[0, 2], [1, 2]]
    by_members = {frozenset(s): hours for s, hours in sets}
    assert by_members[frozenset({0, 2})] == list(range(8, 20))
    # the hours when only the always-on workload runs (06-08, 20-22) belong to neither larger set
    assert by_members[frozenset({1, 2})] == [0, 1, 2, 3, 4, 5, 22, 23]


def test_chat_and_embedder_share_one_l40s():
    chat, embed = example("chatbot-8b"), example("embed-20m-bge-m3")
    srv = server("srv-1x-l40s")
    t = place_together([chat, embed], srv, CATALOG)
    alone = [fit(chat, srv, CATALOG), fit(embed, srv, CATALOG)]
    (day,) = t.slices
    assert [r.gpus for r in day.residents] == [[0], [0]]
    # the busiest GPU holds both: each one's need as placed on that GPU, summed
    assert day.busiest_bytes == sum(a.per_gpu_bytes for a in alone)
    assert day.busiest_bytes >= max(a.per_gpu_bytes for a in alone) + 0.5 * min(a.per_gpu_bytes for a in alone)
    # the verdict agrees with the GPU's capacity: memory fits (22.6 GB of 43.5 GB usable under vLLM's 0.9)
    assert day.capacity_bytes == alone[0].capacity_bytes
    assert day.busiest_bytes < day.capacity_bytes
    assert t.memory_verdict == "fits"
    assert t.verdict in ("fits", "tight", "misses_must_have")
    # both run vLLM: each is launched with its share of the GPU, and the shares leave vLLM's own reserve
    fractions = [r.memory_fraction for r in day.residents]
    assert all(f is not None and f > 0 for f in fractions)
    # together they take no more than one vLLM would alone (its gpu_memory_utilization of the whole GPU)
    assert sum(f for f in fractions if f) <= day.capacity_bytes / alone[0].gpu_memory_bytes + 1e-9
    assert all(r.share_knob == "gpu_memory_utilization" for r in day.residents)


def test_sharing_divides_speed_before_the_must_haves():
    chat, embed = example("chatbot-8b"), example("embed-20m-bge-m3")
    srv = server("srv-1x-l40s")
    t = place_together([chat, embed], srv, CATALOG)
    alone = fit(embed, srv, CATALOG)
    deadline = next(c for c in alone.targets if c.key == "batch_deadline")
    shared = next(c for c in t.slices[0].residents[1].targets if c.key == "batch_deadline")
    assert shared.estimate == pytest.approx(2 * deadline.estimate)
    assert shared.met == (2 * deadline.estimate <= deadline.target)


def test_day_chat_and_night_tuning_are_never_resident_together():
    chat, tune = example("chatbot-8b", "08-20"), example("qlora-8b", "22-06")
    srv = server("srv-1x-l40s")
    t = place_together([chat, tune], srv, CATALOG)
    alone = [fit(chat, srv, CATALOG), fit(tune, srv, CATALOG)]
    assert t.reason == "never_together"
    assert all(len(s.residents) == 1 for s in t.slices)
    # the need is the larger of the two, not the sum
    assert max(s.busiest_bytes for s in t.slices) == max(a.per_gpu_bytes for a in alone)
    assert t.verdict == "fits"


def test_always_on_chat_and_tuning_do_not_fit_one_l40s():
    chat, tune = example("chatbot-8b"), example("qlora-8b")
    t = place_together([chat, tune], server("srv-1x-l40s"), CATALOG)
    assert t.verdict == "does_not_fit" and t.reason == "no_room"
    assert t.slices[0].busiest_bytes > t.slices[0].capacity_bytes


def test_two_gpus_give_each_workload_its_own():
    chat, tune = example("chatbot-8b"), example("qlora-8b")
    t = place_together([chat, tune], server("srv-2x-l40s"), CATALOG)
    assert t.reason == "fits_apart"
    assert [r.gpus for r in t.slices[0].residents] == [[0], [1]]
    assert not any(r.shares_gpu for r in t.slices[0].residents)


def test_compare_recommends_a_server_where_the_set_meets_every_must_have():
    chat, tune = example("chatbot-8b"), example("qlora-8b")
    servers = shipped_profiles()
    c = compare_together([chat, tune], servers, CATALOG)
    assert len(c.results) == len(servers)
    best = next(r for r in c.results if r.key == c.recommended)
    assert best.verdict in ("fits", "tight") and best.meets_must_haves
    assert all(s.verdict in ("fits", "tight") for s in best.slices)
    priced = [r for r in c.results if r.meets_must_haves and r.price_monthly is not None
              and r.currency == best.currency]
    assert best.price_monthly == min(r.price_monthly for r in priced if r.price_monthly is not None)


def test_total_gpus_counts_every_node():
    assert server("cluster-2x-dgx-h100").total_gpus == 16
    assert server("srv-2x-l40s").total_gpus == 2
