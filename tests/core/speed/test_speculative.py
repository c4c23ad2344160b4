"""Speculative decoding: the draft's memory, the speed-up for one user and how it shrinks with the batch."""

from __future__ import annotations

import pytest

from app.core.catalog import load_catalog
from app.core.findings import InputError
from app.core.memory.components import budget_for
from app.core.model.speculative import expected_tokens, mtp_layer_params
from app.core.speed.decode import Layout
from app.core.speed.estimate import SpeedModel
from app.core.workload.io import problems_from_validation
from app.core.workload.resolve import resolve
from app.core.workload.schema import Workload

CATALOG = load_catalog()
H100 = CATALOG.gpu("h100-sxm")
DRAFT = {"method": "draft_model", "draft": {"id": "llama-3.2-1b"}, "num_tokens": 3, "acceptance_rate": 0.7}


def llama_8b(users: int, speculative: dict[str, object] | None) -> Workload:
    data: dict[str, object] = {"model": {"id": "llama-3.1-8b"}, "runtime": "vllm",
                               "load": {"input_tokens": 1536, "output_tokens": 512, "concurrency": users}}
    if speculative:
        data["speculative"] = speculative
    return Workload.model_validate(data)


def tokens_per_s_per_user(users: int, speculative: dict[str, object] | None) -> float:
    r = resolve(llama_8b(users, speculative), CATALOG)
    assert H100 is not None
    b = budget_for(r, device=H100)
    return 1 / SpeedModel(r, b, H100, Layout(), 1).at(users).itl_s


def test_expected_tokens_per_step_follow_leviathan() -> None:
    # (1 − 0.7⁴) ÷ (1 − 0.7) = 0.7599 ÷ 0.3
    assert expected_tokens(0.7, 3) == pytest.approx(0.7599 / 0.3)
    assert expected_tokens(0.7, 0) == pytest.approx(1.0)


def test_the_draft_model_takes_about_2_5_gb() -> None:
    b = budget_for(resolve(llama_8b(1, DRAFT), CATALOG))
    draft = b.component("draft_model")
    assert draft is not None
    # Llama-3.2-1B: 1,235,814,400 parameters × 2 B = 2,471,628,800 B; its cache 16 layers × 2 × 8 KV heads × 64 × 2 B
    # = 32,768 B per token × 2,048 tokens × 1 sequence = 67,108,864 B.
    assert draft.bytes == 1_235_814_400 * 2 + 32_768 * 2_048 == 2_538_737_664
    assert 2.3e9 < draft.bytes < 2.7e9


def test_one_user_decodes_faster_and_the_gain_shrinks_with_the_batch() -> None:
    one = tokens_per_s_per_user(1, DRAFT) / tokens_per_s_per_user(1, None)
    many = tokens_per_s_per_user(64, DRAFT) / tokens_per_s_per_user(64, None)
    assert 1.3 <= one <= 2.5
    assert many < one


def test_a_lower_acceptance_rate_gains_less() -> None:
    low = {**DRAFT, "acceptance_rate": 0.4}
    assert tokens_per_s_per_user(1, low) < tokens_per_s_per_user(1, DRAFT)


def test_mtp_loads_the_models_own_prediction_layer() -> None:
    w = Workload.model_validate({"model": {"id": "qwen3-next-80b-a3b"}, "runtime": "vllm", "gpus": 4,
                                 "speculative": {"method": "mtp", "num_tokens": 2}})
    b = budget_for(resolve(w, CATALOG))
    draft = b.component("draft_model")
    assert draft is not None
    arch = CATALOG.model("qwen3-next-80b-a3b")
    assert arch is not None
    # One Qwen3-Next layer with 512 experts (1.61 B) + gated attention + the 2h × h projection: 1.65 B, at 2 B ÷ 4 GPUs.
    assert mtp_layer_params(arch) == pytest.approx(1.65e9, rel=0.01)
    assert draft.terms["acceptance_rate"] == 0.85  # DeepSeek-V3 report's MTP acceptance, the default
    assert "mtp_not_loaded" not in {n.code for n in b.assumptions}


def test_a_draft_method_needs_a_draft() -> None:
    from pydantic import ValidationError

    with pytest.raises(ValidationError) as exc:
        llama_8b(1, {"method": "eagle"})
    assert any(p.field.endswith("draft") for p in problems_from_validation(exc.value))


def test_an_unknown_draft_is_named_on_its_field() -> None:
    with pytest.raises(InputError) as exc:
        resolve(llama_8b(1, {**DRAFT, "draft": {"id": "llama-3.2-1bb"}}), CATALOG)
    assert exc.value.problems[0].field == "speculative.draft.id"


def test_the_pilot_kit_measures_the_acceptance_rate() -> None:
    from app.core.pilot.plan import plan_for

    plan = plan_for(llama_8b(4, DRAFT), CATALOG)
    note = next(n for n in plan.notes if n.code == "pilot_measure_acceptance")
    assert note.params == {"method": "draft_model", "num_tokens": 3, "assumed": 0.7}
    assert "pilot_measure_acceptance" not in {n.code for n in plan_for(llama_8b(4, None), CATALOG).notes}
