"""`headroom fit` and `headroom compare` as a buyer runs them."""

from __future__ import annotations

import json

import pytest

from app.cli import main
from app.infra import resources

CHATBOT = str(resources.path("examples", "chatbot-8b.headroom.json"))


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_fit_table(capsys):
    code, out, err = run(capsys, "fit", CHATBOT, "--server", "srv-1x-l40s")
    assert code == 0, err
    assert "Verdict: FITS COMFORTABLY" in out
    assert "Most concurrent sequences that fit" in out and "Time to first token (estimate)" in out


def test_fit_json_contract(capsys):
    code, out, _ = run(capsys, "fit", CHATBOT, "--server", "srv-1x-l40s", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["verdict"] in ("fits", "tight", "does_not_fit")
    for key in ("per_gpu_bytes", "capacity_bytes", "headroom_bytes", "placement", "max_concurrency", "max_context",
                "speed", "warnings"):
        assert key in data
    p = data["placement"]
    assert {"replicas", "tensor_parallel", "data_parallel", "zero_stage", "text"} <= set(p)
    assert all({"rule", "severity", "message"} <= set(w) for w in data["warnings"])
    assert data["headroom_bytes"] == data["capacity_bytes"] - data["per_gpu_bytes"]


def test_fit_with_a_profile_file(capsys, tmp_path):
    path = tmp_path / "box.json"
    path.write_text(json.dumps({"format": "headroom.server/1", "name": "My box", "gpu": {"id": "rtx-4090"},
                                "gpu_count": 1}), encoding="utf-8")
    code, out, _ = run(capsys, "fit", CHATBOT, "--server", str(path))
    assert code == 0 and "My box" in out


@pytest.mark.parametrize(("server", "expected"), [
    ("no-such-profile", "no server profile 'no-such-profile': give an id, a name or a .json file"),
])
def test_fit_unknown_server(capsys, server, expected):
    code, _, err = run(capsys, "fit", CHATBOT, "--server", server)
    assert code == 2 and expected in err and "Traceback" not in err


def test_compare_prints_a_ranked_table(capsys):
    code, out, err = run(capsys, "compare", CHATBOT)
    assert code == 0, err
    lines = out.splitlines()
    assert "best first" in lines[0]
    assert "fits comfortably" in out and "tight" in out
    assert "Price / M tokens" in out
    assert "ranked by what a month of it costs" in out  # a chatbot serves a fixed demand
    assert next(line for line in lines if "★" in line).split("  ")[1].strip().startswith("2U server, 1x L40S")


def test_compare_json_is_ranked(capsys):
    code, out, _ = run(capsys, "compare", CHATBOT, "--servers", "ws-1x-rtx4090,srv-1x-l40s,dgx-8x-h100", "--json")
    data = json.loads(out)
    assert code == 0
    assert next(r["server"]["id"] for r in data["results"]) in ("srv-1x-l40s", "dgx-8x-h100")
    assert data["results"][-1]["server"]["id"] == "ws-1x-rtx4090"  # tight ranks after fitting
    assert data["recommended"] == data["results"][0]["server"]["id"]


def test_fit_with_a_broken_profile_file(capsys, tmp_path):
    path = tmp_path / "box.json"
    path.write_text(json.dumps({"format": "headroom.server/1", "name": "Box", "gpu": {"id": "l40s"},
                                "gpu_count": -2}), encoding="utf-8")
    code, _, err = run(capsys, "fit", CHATBOT, "--server", str(path))
    assert code == 2 and "gpu_count" in err and "Traceback" not in err


EMBED = str(resources.path("examples", "embed-20m-bge-m3.headroom.json"))
QLORA = str(resources.path("examples", "qlora-8b.headroom.json"))


def test_fit_several_workloads_together_json(capsys):
    code, out, err = run(capsys, "fit", CHATBOT, EMBED, "--server", "srv-1x-l40s", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert [w["name"] for w in data["workloads"]] == ["Support chatbot", "Search index: 20 million documents"]
    together = data["together"]
    (day,) = together["slices"]
    assert [r["gpus"] for r in day["residents"]] == [[0], [0]]
    assert day["busiest_bytes"] == sum(w["per_gpu_bytes"] for w in data["workloads"])
    assert together["memory_verdict"] == "fits" and together["reason_text"]


def test_fit_together_table(capsys):
    code, out, err = run(capsys, "fit", CHATBOT, QLORA, "--server", "srv-1x-l40s")
    assert code == 0, err
    assert "Together: DOES NOT FIT" in out
    assert "need" in out and "on one GPU" in out


def test_compare_several_workloads_recommends_for_the_set(capsys):
    code, out, err = run(capsys, "compare", CHATBOT, QLORA, "--json")
    assert code == 0, err
    data = json.loads(out)
    by_key = {t["server"]["id"]: t for t in data["together"]}
    best = by_key[data["recommended"]]
    assert best["verdict"] in ("fits", "tight") and best["meets_must_haves"]
    assert len(data["together"]) == len(data["results"]) >= 17


def test_compare_several_workloads_bad_file_exits_2(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    code, _out, err = run(capsys, "compare", CHATBOT, str(bad))
    assert code == 2 and "bad.json" in err


def test_fit_together_names_the_file_whose_model_is_unknown(capsys, tmp_path):
    bad = tmp_path / "unknown-model.json"
    bad.write_text(json.dumps({"format": "headroom.workload/1", "model": {"id": "no-such-model"}}), encoding="utf-8")
    code, _out, err = run(capsys, "fit", CHATBOT, str(bad), "--server", "srv-1x-l40s")
    assert code == 2
    assert "unknown-model.json" in err and "model.id" in err


def test_a_project_file_is_judged_together(capsys, tmp_path):
    from app.core.workload.io import read_workload_file
    from app.core.workload.project import Project, write_project_file
    from app.core.workload.schema import Schedule

    day = read_workload_file(CHATBOT).model_copy(update={"schedule": Schedule(hours="08-20")})
    night = read_workload_file(QLORA).model_copy(update={"schedule": Schedule(hours="22-06")})
    path = tmp_path / "desk.headroom.json"
    write_project_file(path, Project(name="Support desk", workloads=[day, night]))
    code, out, err = run(capsys, "fit", str(path), "--server", "srv-1x-l40s", "--json")
    assert code == 0, err
    together = json.loads(out)["together"]
    assert together["reason"] == "never_together" and together["verdict"] == "fits"
    assert sorted(s["hours"][0] for s in together["slices"]) == ["08-20", "22-06"]


def test_a_bad_workload_inside_a_project_names_the_file_and_the_field(capsys, tmp_path):
    good = json.loads(resources.path("examples", "chatbot-8b.headroom.json").read_text(encoding="utf-8"))
    path = tmp_path / "desk.headroom.json"
    path.write_text(json.dumps({"format": "headroom.project/1", "name": "p",
                                "workloads": [good, {**good, "load": {"input_tokens": 0}}]}), encoding="utf-8")
    code, _out, err = run(capsys, "compare", str(path))
    assert code == 2
    assert "desk.headroom.json" in err and "workloads.1.load.input_tokens" in err


def test_a_project_file_gets_a_pilot_kit_per_workload(capsys, tmp_path):
    from app.core.workload.io import read_workload_file
    from app.core.workload.project import Project, write_project_file

    path = tmp_path / "desk.headroom.json"
    write_project_file(path, Project(name="Support desk", workloads=[read_workload_file(CHATBOT),
                                                                     read_workload_file(QLORA)]))
    out = tmp_path / "kit"
    code, stdout, err = run(capsys, "pilot", "kit", str(path), "-o", str(out), "--server", "srv-1x-l40s", "--json")
    assert code == 0, err
    kits = json.loads(stdout)["kits"]
    assert [k["workload"] for k in kits] == ["Support chatbot", "QLoRA adaptation on support tickets"]
    assert (out / "1-support-chatbot" / "pilot_serve.py").is_file()
    training = out / "2-qlora-adaptation-on-support-tickets"
    assert (training / "plan.json").is_file() and not (training / "pilot_serve.py").exists()
    assert kits[1]["speed_runs"] >= 1 and kits[0]["load_test_runs"] >= 1


def test_compare_table_prices_per_million_tokens_in_their_currency(capsys):
    code, out, err = run(capsys, "compare", CHATBOT, "--servers", "srv-1x-l40s,srv-2x-l40s")
    assert code == 0, err
    assert "Price / M tokens" in out
    rows = [line for line in out.splitlines() if "2U server" in line and line.lstrip()[:1] in ("★", "1", "2")]
    assert len(rows) == 2 and all(row.rstrip().endswith("USD") for row in rows)


def test_fit_says_what_the_total_range_covers(capsys):
    # A QLoRA job data-parallel over eight A100s: its total is a "training totals: several GPUs" case, whose range from
    # measured error is the fitted ratios × the typical per-GPU need; the line names both ends in GB.
    from app.core import fitted

    qlora = str(resources.path("examples", "qlora-8b.headroom.json"))
    _, out, _ = run(capsys, "fit", qlora, "--server", "hgx-8x-a100-80gb", "--json")
    need = json.loads(out)["per_gpu_bytes"]
    r = fitted.total_range("training totals: several GPUs")
    assert r is not None and r.low_ratio < 1 < r.high_ratio
    code, out, err = run(capsys, "fit", qlora, "--server", "hgx-8x-a100-80gb")
    assert code == 0, err
    line = next(x for x in out.splitlines() if x.startswith("From measured error"))
    assert f"{need * r.low_ratio / 1e9:.2f} GB to {need * r.high_ratio / 1e9:.2f} GB" in line
    assert f"({round(r.low_ratio * 100)} % to {round(r.high_ratio * 100)} % of the typical figure)" in line
    assert f"{r.cases} published measurements from {r.sources} sources" in line


def test_fit_gives_each_end_of_the_speed_range_from_measured_error_and_says_what_it_covers(capsys):
    # The chatbot on one L40S under vLLM: the GDDR row's first-token band from the shipped fit sets both ends of the
    # time to first token (not a symmetric ±), and a line says what the speed ranges cover.
    from app.core import fitted

    _, out, _ = run(capsys, "fit", CHATBOT, "--server", "srv-1x-l40s", "--json")
    ttft = json.loads(out)["speed"]["ttft_s"]
    row = fitted.efficiency_row("vllm/nvidia_gddr")
    assert row is not None and row.ttft_high - 1 != pytest.approx(1 - row.ttft_low)  # not a symmetric ±
    assert ttft["low"] == pytest.approx(ttft["typical"] * row.ttft_low, rel=1e-6)
    assert ttft["high"] == pytest.approx(ttft["typical"] * row.ttft_high, rel=1e-6)
    code, out, err = run(capsys, "fit", CHATBOT, "--server", "srv-1x-l40s")
    assert code == 0, err
    assert "Speed ranges come from measured error" in out and "about 9 times in 10" in out


def test_fit_gives_no_speed_or_queue_for_a_server_the_work_does_not_fit(capsys):
    # Llama 3.1 70B in bf16 needs 141 GB of weights alone; one 24 GB RTX 4090 cannot run it, so the text says so
    # and quotes no first-token time, tokens/s or request time for it, and the JSON carries no speed.
    chat70 = str(resources.path("examples", "chatbot-70b.headroom.json"))
    code, out, err = run(capsys, "fit", chat70, "--server", "ws-1x-rtx4090")
    assert code == 0, err
    assert "Verdict: DOES NOT FIT" in out
    assert "Time to first token" not in out and "Tokens/s per user" not in out and "One request" not in out
    _, out, _ = run(capsys, "fit", chat70, "--server", "ws-1x-rtx4090", "--json")
    data = json.loads(out)
    assert data["verdict"] == "does_not_fit" and data["speed"] is None
