"""The fit never warns against a split it chose itself (issue 31): chatbot-8b on 2 × L40S (PCIe only)."""

from __future__ import annotations

from app.core.fit.place import fit
from app.text.messages import all_codes
from tests.core.fit.test_bottlenecks import CATALOG, CHATBOT, profile

PCIE_L40S = {"gpu": {"id": "l40s"}, "interconnect": "pcie", "ram_bytes": 10**12, "power_w": 3000}


def test_chatbot_8b_on_two_l40s_runs_as_replicas_and_is_not_warned_against():
    # Llama 3.1 8B in BF16 is about 16 GB of weights: each 48 GB L40S holds a replica.
    result = fit(CHATBOT, profile(gpu_count=2, **PCIE_L40S), CATALOG)
    assert (result.placement.tensor_parallel, result.placement.replicas) == (1, 2)
    assert result.placement.reason == "split_replicas_not_pcie"  # the choice is explained …
    assert not {"tp_over_pcie", "tp_over_pcie_chosen"} & {f.code for f in result.warnings}  # … not contradicted


def test_a_model_that_needs_the_split_still_gets_the_pcie_warning():
    # Llama 3.1 70B in BF16 (about 141 GB) fits no single 48 GB L40S: the split is forced by the server.
    workload = CHATBOT.model_copy(update={"model": CHATBOT.model.model_copy(update={"id": "llama-3.1-70b"})})
    result = fit(workload, profile(gpu_count=4, **PCIE_L40S), CATALOG)
    assert result.placement.tensor_parallel > 1
    assert result.placement.reason not in ("split_meets_targets", "split_closest_to_targets",
                                           "split_most_throughput")
    assert "tp_over_pcie" in {f.code for f in result.warnings}


def test_new_codes_have_sentences():
    codes = all_codes()
    assert "tp_over_pcie_chosen" in codes["findings"] and "split_replicas_not_pcie" in codes["split_reasons"]
    assert "beyond_context" in codes["problems"]


def test_the_result_says_why_the_need_moves_with_the_gpu():
    """vLLM V1 warms up with 2,048 batched tokens under 70 GiB and 8,192 above (get_batch_defaults): the
    budget on a named GPU says so; without one there is nothing to explain."""
    from app.core.memory.components import budget_for
    from app.core.workload.resolve import resolve

    small = fit(CHATBOT, profile(gpu_count=1, **PCIE_L40S), CATALOG)
    large = fit(CHATBOT, profile(gpu_count=1), CATALOG)  # one H100 SXM (80 GB)
    notes = {r.server_name: [n for n in r.budget.assumptions if n.code == "warmup_by_gpu"] for r in (small,)}
    assert [n.params["tokens"] for n in notes[small.server_name]] == [2048]
    assert [n.params["tokens"] for n in large.budget.assumptions if n.code == "warmup_by_gpu"] == [8192]
    plain = budget_for(resolve(CHATBOT, CATALOG))
    assert not [n for n in plain.assumptions if n.code == "warmup_by_gpu"]
    assert "warmup_by_gpu" in all_codes()["notes"]
