"""Ranking a large library: each hardware placed once, the shortlist placed cheapest first — and every
figure the same as placing each offer on its own (`place` for each, `recommend` over all)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.catalog import load_catalog
from app.core.fit import library, shortlist
from app.core.fit.library import place_all
from app.core.fit.place import place
from app.core.fit.rank import compare, recommend
from app.core.offers.money import load_rates
from app.core.offers.server import ServerProfile
from app.core.workload.io import parse_workload
from app.core.workload.resolve import resolve

EXAMPLES = Path(__file__).resolve().parents[3] / "resources" / "examples"
CATALOG = load_catalog()
SHIPPED = [ServerProfile.model_validate(s) for s in CATALOG.servers]


def example(name: str, **changes: object):
    data = json.loads((EXAMPLES / f"{name}.headroom.json").read_text(encoding="utf-8"))
    data.update(changes)
    return parse_workload(data)


WORKLOADS = {
    "service 8B": example("chatbot-8b"),
    "service 70B with must-haves": example("chatbot-70b"),
    "long documents 70B int4": example("longdoc-70b-int4"),
    "QLoRA training": example("qlora-8b"),
    "batch (price per token)": example("chatbot-8b", goal="batch"),
    "a batch job of a stated size (speech)": example("call-transcripts-whisper"),
    "embeddings batch": example("embed-20m-bge-m3"),
    "image generation": example("product-images-flux"),
    "vision-language service": example("invoices-qwen-vl"),
    "weights offloaded to system RAM": example("chatbot-70b", runtime_options={"cpu_offload_bytes": 60 * 10**9}),
}


def offers_of(base: ServerProfile, n: int, *, price_step: float = 50.0, currency: str | None = None,
              provider: str = "P") -> list[ServerProfile]:
    """`n` offers of `base`'s hardware under other names, providers and prices (some equal)."""
    out = []
    for i in range(n):
        price = None
        if base.price is not None:
            monthly = max(0.0, base.price.monthly + price_step * ((i % 5) - 2))  # equal prices repeat
            price = base.price.model_copy(update={"monthly": monthly, "currency": currency or base.price.currency})
        out.append(base.model_copy(update={"id": f"{base.id}-{provider}{i}", "name": f"{base.name} ({provider}{i})",
                                           "provider": f"{provider}{i % 3}", "notes": f"offer {i}", "price": price}))
    return out


LIBRARY = SHIPPED + [o for s in SHIPPED for o in offers_of(s, 4)] + [
    SHIPPED[2].model_copy(update={"id": "more-ram", "ram_bytes": SHIPPED[2].ram_bytes * 2}),  # other hardware
    SHIPPED[2].model_copy(update={"id": "less-ram", "ram_bytes": 16 * 10**9}),  # offloaded weights do not fit
    SHIPPED[2].model_copy(update={"id": "no-price", "name": "no price", "price": None}),
    # Other links around the same GPUs (the speed of offloaded weights and of cross-node stages changes):
    # the placements shared within a ranking (app.core.memory.memo) must tell them apart.
    *[s.model_copy(update={"id": f"{s.id}-slow-links", "name": f"{s.name} (slow links)",
                           "network": s.network.model_copy(update={"gbps": 1, "count": 1}),
                           "nvme": [d.model_copy(update={"count": 1, "read_gbps": 0.5, "write_gbps": 0.5})
                                    for d in s.nvme]})
      for s in SHIPPED if s.id in ("srv-1x-l40s", "cluster-2x-h100-25gbe", "srv-8x-h100-lowram")],
    ServerProfile.model_validate({"id": "mystery", "name": "Mystery GPU box", "gpu": {"id": "not-a-gpu"},
                                  "price": {"monthly": 1, "currency": "USD"}}),
]


def plain_results(workload, servers, with_boundaries=True):
    resolved = resolve(workload, CATALOG)
    return [place(resolved, s, CATALOG, with_boundaries=with_boundaries) for s in servers]


@pytest.mark.parametrize("name", sorted(WORKLOADS))
def test_compare_over_a_library_gives_the_figures_of_placing_each_offer(name):
    workload = WORKLOADS[name]
    rates = load_rates()
    plain = recommend(plain_results(workload, LIBRARY), workload, rates)
    assert compare(workload, LIBRARY, CATALOG, rates) == plain  # every result, cost, reason and order


@pytest.mark.parametrize("name", sorted(WORKLOADS))
def test_the_shortlist_is_the_first_three_of_the_whole_ranking(name):
    workload = WORKLOADS[name]
    rates = load_rates()
    plain = recommend(plain_results(workload, LIBRARY, with_boundaries=False), workload, rates)
    resolved = resolve(workload, CATALOG)
    best = shortlist.best_results(resolved, LIBRARY, CATALOG, rates=rates)
    assert best == list(plain.results[:3])
    assert [s.id for s in shortlist.shortlist(resolved, LIBRARY, CATALOG, rates=rates)] == \
        [r.server_id for r in plain.results[:3]]
    assert shortlist.recommended_of(shortlist.best_results(resolved, LIBRARY, CATALOG, count=1, rates=rates)) \
        == plain.recommended


def test_each_hardware_is_placed_once(monkeypatch):
    calls = []
    real = library.place
    monkeypatch.setattr(library, "place", lambda r, s, c, **kw: calls.append(s.id) or real(r, s, c, **kw))
    servers = [o for s in SHIPPED for o in offers_of(s, 20)]  # 16 machines, 320 offers
    results = place_all(resolve(WORKLOADS["service 8B"], CATALOG), servers, CATALOG)
    assert len(calls) == len(SHIPPED) and len(results) == len(servers)
    assert [r.server_id for r in results] == [s.id for s in servers]
    assert {r.server_name for r in results} == {s.name for s in servers}


def test_a_service_shortlist_places_the_cheapest_offers_first_and_stops(monkeypatch):
    calls = []
    real = library.place
    for module in (library, shortlist):
        monkeypatch.setattr(module, "place", lambda r, s, c, **kw: calls.append(s.id) or real(r, s, c, **kw))
    # 2,000 offers of distinct hardware (RAM differs): placing all would place 2,000 times.
    base = next(s for s in SHIPPED if s.id == "srv-1x-l40s")
    servers = [base.model_copy(update={"id": f"o{i}", "name": f"offer {i}", "ram_bytes": base.ram_bytes + i * 10**9,
                                       "price": base.price.model_copy(update={"monthly": 500.0 + i})})
               for i in range(2000)]
    resolved = resolve(WORKLOADS["service 8B"], CATALOG)
    best = shortlist.shortlist(resolved, servers, CATALOG)
    assert [s.id for s in best] == ["o0", "o1", "o2"]  # all fit comfortably: the three cheapest
    assert len(calls) == 3 * shortlist.FIRST_BATCH_PER_PLACE  # one batch, then no offer left can enter


def test_several_currencies_are_ranked_as_the_whole_library_ranks_them():
    euro = [o for s in SHIPPED[:6] for o in offers_of(s, 3, currency="EUR", provider="E")]
    workload = WORKLOADS["service 8B"]
    servers = SHIPPED + euro
    plain = recommend(plain_results(workload, servers, with_boundaries=False), workload, load_rates())
    best = shortlist.best_results(resolve(workload, CATALOG), servers, CATALOG)
    assert best == list(plain.results[:3])


PRICES = st.one_of(st.none(), st.sampled_from([0.0, 99.99, 100.0, 100.004, 650.0, 1300.0, 17500.0]))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(picks=st.lists(st.tuples(st.integers(0, len(SHIPPED) - 1), PRICES, st.booleans()), min_size=1, max_size=24),
       workload_name=st.sampled_from(["service 8B", "service 70B with must-haves"]))
def test_any_library_shortlist_matches_the_whole_ranking(picks, workload_name):
    """Offers of shipped machines at prices that tie to the cent or not at all, some unpriced, some
    with doubled RAM: the shortlist is the first three of the whole ranking, in the same order."""
    servers = []
    for i, (machine, monthly, more_ram) in enumerate(picks):
        base = SHIPPED[machine]
        price = None if monthly is None else {"monthly": monthly, "currency": "USD"}
        data = base.model_dump(exclude={"id", "price"}) | {"id": f"s{i}", "name": f"offer {i}", "price": price}
        if more_ram:
            data["ram_bytes"] = base.ram_bytes * 2
        servers.append(ServerProfile.model_validate(data))
    workload = WORKLOADS[workload_name]
    plain = recommend(plain_results(workload, servers, with_boundaries=False), workload, load_rates())
    best = shortlist.best_results(resolve(workload, CATALOG), servers, CATALOG)
    assert [r.server_id for r in best] == [r.server_id for r in plain.results[:3]]
    assert best == list(plain.results[:3])


def test_budgets_are_shared_only_within_one_ranking():
    """Inside `shared_budgets()` the same arguments give the same budget object (and the same as
    outside: the figures); outside it, every call works the budget out again and nothing is kept."""
    from app.core.memory.components import budget_for
    from app.core.memory.memo import shared_budgets

    resolved = resolve(WORKLOADS["service 8B"], CATALOG)
    gpu = CATALOG.gpu("l40s")
    alone = budget_for(resolved, gpus=2, tp=2, device=gpu)
    assert budget_for(resolved, gpus=2, tp=2, device=gpu) is not alone
    with shared_budgets():
        first = budget_for(resolved, gpus=2, tp=2, device=gpu)
        with shared_budgets():  # a nested block shares the outer one
            assert budget_for(resolved, gpus=2, tp=2, device=gpu) is first
        assert budget_for(resolved, gpus=1, tp=1, device=gpu) is not first
        assert budget_for(resolved, gpus=2, tp=2, device=None) is not first
    assert first == alone  # the same figures as working it out alone
    assert budget_for(resolved, gpus=2, tp=2, device=gpu) is not first


def test_a_memory_only_block_shares_budgets_but_works_speed_out_again():
    """A fit that varies only the speed model's efficiency (tests/core/calibration_fit/fit_speed.FixedCosts) shares
    the budgets of its tries (MEMORY_KINDS), never a speed: a changed prefill share changes the first token."""
    from app.core import fitted
    from app.core.fit.place import place
    from app.core.memory.components import budget_for
    from app.core.memory.memo import MEMORY_KINDS, shared_budgets

    resolved = resolve(WORKLOADS["service 8B"], CATALOG)
    server = next(s for s in SHIPPED if s.id == "srv-1x-l40s")
    gpu = CATALOG.gpu("l40s")
    key = "vllm/nvidia_gddr"
    shipped = fitted.fitted()

    def with_share(share: float) -> fitted.Fitted:
        row = shipped.efficiency[key].model_copy(update={"prefill_mfu": share})
        return shipped.model_copy(update={"efficiency": {**shipped.efficiency, key: row}})

    alone = {}
    for share in (0.2, 0.6):
        with fitted.use(with_share(share)):
            alone[share] = place(resolved, server, CATALOG)
    with shared_budgets(MEMORY_KINDS):
        first = budget_for(resolved, gpus=1, tp=1, device=gpu)
        assert budget_for(resolved, gpus=1, tp=1, device=gpu) is first
        for share in (0.2, 0.6):
            with fitted.use(with_share(share)):
                assert place(resolved, server, CATALOG) == alone[share]
    assert alone[0.2].speed.ttft_s.typical > alone[0.6].speed.ttft_s.typical  # type: ignore[union-attr]
