"""`fit` and `compare` say which must-haves a server misses, in words and in --json."""

from __future__ import annotations

import json
import re

from app.cli import main
from app.infra import resources

CHATBOT = str(resources.path("examples", "chatbot-8b.headroom.json"))
CHAT70 = str(resources.path("examples", "chatbot-70b.headroom.json"))
QLORA = str(resources.path("examples", "qlora-8b.headroom.json"))


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_fit_json_names_each_missed_must_have_with_figure_and_target(capsys):
    # One L4 (24 GB): the 8B chatbot's weights fit, but not the 16,512-token long case next to 7 others,
    # and it streams about 10 tokens/s per user against the must-have 20.
    code, out, _ = run(capsys, "fit", CHATBOT, "--server", "srv-1x-l4", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["verdict"] == "misses_must_have" and data["meets_must_haves"] is False
    assert data["memory_verdict"] in ("fits", "tight")
    missed = {m["code"]: m for m in data["missed"]}
    assert set(missed) == {"long_input", "tokens_per_s_per_user"}
    assert missed["long_input"]["target"] == 16_000 + 512 and missed["long_input"]["figure"] < 16_512
    assert missed["tokens_per_s_per_user"]["target"] == 20 and missed["tokens_per_s_per_user"]["figure"] < 20
    assert "must-have is at least 20" in missed["tokens_per_s_per_user"]["message"]


def test_fit_json_of_a_server_that_meets_them_all(capsys):
    _code, out, _ = run(capsys, "fit", CHATBOT, "--server", "srv-1x-l40s", "--json")
    data = json.loads(out)
    assert data["verdict"] == "fits" and data["meets_must_haves"] is True and data["missed"] == []


def test_fit_text_marks_the_miss_and_states_the_split(capsys):
    _code, out, _ = run(capsys, "fit", CHAT70, "--server", "srv-4x-l40s")
    assert "Verdict: MISSES A MUST-HAVE" in out
    assert re.search(r"^✗ \d+\.\d tokens/s per user, the must-have is at least 20$", out, re.M)
    # 4 GPUs: per GPU × 4 and the total, never "on one GPU"
    assert "per GPU × 4 GPUs = " in out and "on one GPU" not in out
    assert "200 people × 10 % active at the busiest moment ≈ 20 requests at once" in out


def test_compare_json_carries_the_policy(capsys):
    _code, out, _ = run(capsys, "compare", CHAT70, "--json", "--all")
    data = json.loads(out)
    assert data["rule"] == "monthly_cost" and data["recommended"] == "hgx-4x-h100-sxm"
    by_id = {r["server"]["id"]: r for r in data["results"]}
    assert by_id["srv-4x-l40s"]["meets_must_haves"] is False
    assert by_id["srv-4x-l40s"]["missed"] == ["tokens_per_s_per_user"]
    machine = data["machines"][by_id["srv-4x-l40s"]["machine"]]  # the missed must-have in words
    assert [m["code"] for m in machine["missed"]] == ["tokens_per_s_per_user"]
    assert "tokens/s per user" in machine["missed"][0]["message"]
    for r in data["results"]:
        assert r["meets_must_haves"] == (r["verdict"] in ("fits", "tight"))
        assert r["meets_must_haves"] or r["server"]["id"] != data["recommended"]
    assert data["runner_up"] and "runner-up" in data["reason_text"]


def test_compare_of_a_training_job_ranks_by_the_cost_of_the_job(capsys):
    code, out, _ = run(capsys, "compare", QLORA)
    assert code == 0
    assert "Cost of the job" in out and "ranked by the cost of the whole job under each offer's terms" in out
    star = next(line for line in out.splitlines() if line.lstrip().startswith("★"))
    assert "fits comfortably" in star
    assert "too short for a monthly offer" in out


def test_compare_json_gives_each_offers_cost_of_the_work_with_its_rule(capsys):
    # Issue 30: `costs`: offer → amount, currency, rule (the term that decided it). The shipped catalog prices
    # by the month, so the ~14 h QLoRA job pays a whole month wherever it runs.
    code, out, _ = run(capsys, "compare", QLORA, "--json")
    assert code == 0
    data = json.loads(out)
    by_id = {r["server"]["id"]: r for r in data["results"]}
    assert data["costs"] and data["short_job"] is True
    for key, cost in data["costs"].items():
        monthly = by_id[key]["price"]["terms"]["monthly"]
        assert cost["rule"] == "monthly" and cost["currency"] == "USD" and cost["amount"] >= monthly
        assert cost["rule_text"].startswith("billed by the month: the ")
    assert data["recommended"] == "srv-1x-l40s" and data["costs"]["srv-1x-l40s"]["amount"] == 650
