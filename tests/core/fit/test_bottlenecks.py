"""Every bottleneck rule: one profile that triggers it and one that does not."""

from __future__ import annotations

import pytest

from app.core.catalog import load_catalog
from app.core.fit.place import fit
from app.core.offers.server import ServerProfile
from app.core.workload.io import read_workload_file
from app.core.workload.schema import Workload
from app.infra import resources
from app.text.messages import all_codes

CATALOG = load_catalog()
CHATBOT = read_workload_file(resources.path("examples", "chatbot-8b.headroom.json"))
QLORA = read_workload_file(resources.path("examples", "qlora-8b.headroom.json"))
FULL_FT = Workload.model_validate({"model": {"id": "llama-3.1-8b"}, "mode": "full_finetune",
                                   "training": {"sharding": "zero3", "dataset_tokens": 10**9,
                                                "framework": "deepspeed"}})
# Full fine-tuning of Llama 3.1 8B with ZeRO-Offload on one GPU: the optimizer (fp32 master + AdamW m, v =
# 12 B/param) and the fp32 gradient partition (4 B/param) live in host RAM: 16 × 8.03e9 = 128 GB and more.
OFFLOADED_FT = Workload.model_validate({"model": {"id": "llama-3.1-8b"}, "mode": "full_finetune",
                                        "training": {"offload": "optimizer_cpu", "micro_batch": 8}})
# Llama 3.1 70B Q4_K_M (about 42 GB) under llama.cpp on one 24 GB card: most layers stay on the CPU.
LLAMA70_LOCAL = Workload.model_validate({"model": {"id": "llama-3.1-70b"}, "precision": {"weights": "q4_k_m"},
                                         "runtime": "llama.cpp"})
# Llama 3.1 405B in BF16 (810 GB) under vLLM: two 8-GPU nodes of 80 GB cards, one pipeline stage per node.
LLAMA405 = Workload.model_validate({"model": {"id": "llama-3.1-405b"}, "precision": {"weights": "bf16"},
                                    "runtime": "vllm"})

GOOD = {
    "name": "good", "gpu": {"id": "h100-sxm"}, "gpu_count": 1, "interconnect": "nvlink",
    "cpu": {"model": "EPYC", "cores": 32}, "ram_bytes": 512 * 10**9,
    "nvme": [{"capacity_bytes": 3_840 * 10**9, "read_gbps": 7.0, "write_gbps": 5.0, "count": 2}],
    "network": {"gbps": 100, "kind": "ethernet"}, "power_w": 2000,
}


def profile(**changes) -> ServerProfile:
    data = {**GOOD, **changes}
    return ServerProfile.model_validate(data)


# Rules that only ever inform (no severity to escalate).
INFO_ONLY = {"power_unknown", "try_zero3"}


def codes(workload: Workload, server: ServerProfile, include_info: bool = False) -> set[str]:
    """Codes of the warnings and critical findings (and infos when asked)."""
    return {f.code for f in fit(workload, server, CATALOG).warnings if include_info or f.severity != "info"}


# (code, workload, profile changes that trigger it)
CASES = [
    ("ram_below_model", CHATBOT, {"ram_bytes": 8 * 10**9}),
    ("ram_below_host_need", OFFLOADED_FT, {"ram_bytes": 64 * 10**9}),
    ("offload_step_cost", OFFLOADED_FT, {}),
    ("offload_nvme_missing", OFFLOADED_FT.model_copy(update={"training": OFFLOADED_FT.training.model_copy(
        update={"offload": "nvme"})}), {"nvme": []}),
    ("gpu_layers_partial", LLAMA70_LOCAL, {"gpu": {"id": "rtx-4090"}}),
    ("host_weights_slow", CHATBOT.model_copy(update={"runtime_options": CHATBOT.runtime_options.model_copy(
        update={"cpu_offload_bytes": 10 * 10**9})}), {"gpu": {"id": "l4"}}),
    ("pipeline_slow_fabric", LLAMA405, {"gpu_count": 8, "nodes": 2, "interconnect": "nvswitch", "power_w": 12000,
                                        "cpu": {"cores": 112}, "ram_bytes": 2 * 10**12,
                                        "network": {"gbps": 25, "kind": "ethernet"}}),
    ("allreduce_exposed", FULL_FT, {"gpu_count": 8, "nodes": 2, "power_w": 12000, "cpu": {"cores": 112},
                                    "ram_bytes": 2 * 10**12, "network": {"gbps": 25, "kind": "ethernet"}}),
    ("ram_double_copy", CHATBOT.model_copy(update={"runtime": "transformers"}), {"ram_bytes": 24 * 10**9}),
    ("cpu_per_gpu", CHATBOT, {"cpu": {"cores": 4}}),
    ("cpu_dataloader", QLORA, {"gpu_count": 8, "cpu": {"cores": 16}, "ram_bytes": 2 * 10**12,
                                "power_w": 12000}),
    ("nvme_none", CHATBOT, {"nvme": []}),
    ("nvme_slow_load", CHATBOT, {"nvme": [{"capacity_bytes": 10**12, "read_gbps": 0.1}]}),
    ("nvme_capacity", FULL_FT, {"gpu_count": 8, "ram_bytes": 2 * 10**12, "power_w": 12000,
                                "nvme": [{"capacity_bytes": 200 * 10**9, "read_gbps": 7.0}]}),
    ("nvme_checkpoint", FULL_FT, {"gpu_count": 8, "ram_bytes": 2 * 10**12, "power_w": 12000,
                                  "nvme": [{"capacity_bytes": 8 * 10**12, "read_gbps": 7, "write_gbps": 0.1}]}),
    ("tp_over_pcie", CHATBOT.model_copy(update={"model": CHATBOT.model.model_copy(update={"id": "llama-3.1-70b"})}),
     {"gpu": {"id": "l40s"}, "gpu_count": 4, "interconnect": "pcie", "ram_bytes": 10**12}),
    ("multinode_slow_fabric", QLORA, {"nodes": 2, "network": {"gbps": 25, "kind": "ethernet"}}),
    ("multinode_fabric", QLORA, {"nodes": 2, "network": {"gbps": 200, "kind": "infiniband"}}),
    ("serving_traffic", CHATBOT, {"network": {"gbps": 0.001, "kind": "ethernet"}}),
    ("power_short", CHATBOT, {"power_w": 500}),
    ("power_tight", CHATBOT, {"power_w": 1100}),
    ("power_unknown", CHATBOT, {"power_w": None}),
    ("does_not_fit", CHATBOT, {"gpu": {"id": "t4"}}),
    ("tight", CHATBOT, {"gpu": {"id": "l4"}}),
    ("fp8_not_native", CHATBOT.model_copy(update={"precision": CHATBOT.precision.model_copy(
        update={"weights": "fp8"})}), {"gpu": {"id": "a100-sxm-80gb"}}),
    # NVFP4 weights on Hopper (no FP4 tensor cores: gpus.json h100-sxm has no fp4_tflops) run unpacked to 16 bits.
    ("fp4_not_native", CHATBOT.model_copy(update={"precision": CHATBOT.precision.model_copy(
        update={"weights": "nvfp4"})}), {"gpu": {"id": "h100-sxm"}}),
    # FP8 on a Volta card: no FP8 kernel runs there at all.
    ("precision_unsupported", CHATBOT.model_copy(update={"precision": CHATBOT.precision.model_copy(
        update={"weights": "fp8"})}), {"gpu": {"id": "v100-sxm2-32gb"}}),
    ("bf16_not_native", CHATBOT, {"gpu": {"id": "v100-sxm2-32gb"}}),
    # One request of 100,000 + 512 tokens next to seven typical ones: its KV cache alone is 100,512 ×
    # 131,072 B (Llama 3.1 8B: 32 layers × 8 KV heads × 128 × 2 × 2 B) = 13.2 GB, beyond what a 24 GB
    # card has left after 16 GB of weights.
    ("long_input_does_not_fit", CHATBOT.model_copy(update={"load": CHATBOT.load.model_copy(
        update={"long_input_tokens": 100_000})}), {"gpu": {"id": "rtx-4090"}}),
    # DeepSpeed ZeRO-1, Llama 3.1 8B: 16-bit weights and gradients whole (4 B/param) plus the fp32 master, AdamW
    # states and the step's fp32 gradient copy (16 B/param) over the GPUs: 12 B/param = 96 GB on each of two
    # 80 GB cards (does not fit: try ZeRO-3), 6 B/param = 48 GB on each of eight H200s (fits).
    ("try_zero3", FULL_FT.model_copy(update={"training": FULL_FT.training.model_copy(update={"sharding": "zero1"})}),
     {"gpu_count": 2}),
]


@pytest.mark.parametrize(("code", "workload", "changes"), CASES, ids=[c[0] for c in CASES])
def test_rule_triggers(code, workload, changes):
    assert code in codes(workload, profile(**changes), include_info=code in INFO_ONLY)


# Findings about the workload's own choice, whatever the server: offloading weights that would fit on the GPU
# still streams them over PCIe every token.
# FP4 needs Blackwell-class tensor cores, which the H200 of the well-built server below lacks: quiet on a B200 instead.
WORKLOAD_CHOICES = {"host_weights_slow", "fp4_not_native"}


def test_fp4_is_quiet_on_blackwell():
    nvfp4 = CHATBOT.model_copy(update={"precision": CHATBOT.precision.model_copy(update={"weights": "nvfp4"})})
    assert not {"fp4_not_native", "precision_unsupported"} & codes(nvfp4, profile(gpu={"id": "b200"}, power_w=4000))


@pytest.mark.parametrize(("code", "workload", "changes"), [c for c in CASES if c[0] not in WORKLOAD_CHOICES],
                         ids=[c[0] for c in CASES if c[0] not in WORKLOAD_CHOICES])
def test_rule_stays_quiet_on_a_well_built_server(code, workload, changes):
    good = profile(gpu={"id": "h200-sxm"}, gpu_count=8 if workload.is_training or workload is LLAMA405 else 1,
                   cpu={"cores": 112, "memory_channels": 24, "memory_mts": 6400}, ram_bytes=2 * 10**12,
                   power_w=12_000,
                   nvme=[{"capacity_bytes": 8 * 3_840 * 10**9, "read_gbps": 7, "write_gbps": 5, "count": 8}],
                   interconnect="nvswitch", network={"gbps": 400, "kind": "infiniband", "count": 8})
    assert code not in codes(workload, good, include_info=code in INFO_ONLY)


def test_every_rule_code_and_workload_code_has_words():
    known = all_codes()["findings"]
    used = {c[0] for c in CASES} | {"kv_pool", "nvme_load_time", "nvme_data_rate", "ram_host_tight",
                                    "ram_dataset_uncached", "pipeline_traffic",
                                    "unknown_gpu", "context_exceeds_model", "kv_dominates", "quant_quality",
                                    "runtime_preallocates"}
    assert used <= known


def test_findings_carry_the_numbers_behind_them():
    found = {f.code: f for f in fit(CHATBOT, profile(ram_bytes=6 * 10**9, power_w=500), CATALOG).warnings}
    assert found["ram_below_host_need"].params["ram_bytes"] == 6 * 10**9
    assert found["power_short"].params["power_w"] == 500
    assert found["power_short"].severity == "critical" and found["power_short"].rule == "power"


def test_most_severe_first():
    severities = [f.severity for f in fit(CHATBOT, profile(power_w=500, cpu={"cores": 2}), CATALOG).warnings]
    order = {"critical": 0, "warning": 1, "info": 2}
    assert severities == sorted(severities, key=order.__getitem__)
