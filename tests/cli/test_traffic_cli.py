"""`headroom fit --json` and `compare --json` with traffic: the interface issue 33 fixes."""

from __future__ import annotations

import json

import pytest

from app.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def workload(tmp_path, rate: object, percentile: object = 95):
    path = tmp_path / "w.headroom.json"
    path.write_text(json.dumps({
        "format": "headroom.workload/1", "name": "Busy chat", "goal": "serve_api", "model": {"id": "llama-3.1-8b"},
        "load": {"input_tokens": 2048, "output_tokens": 512, "requests_per_s": rate},
        "targets": {"ttft_s": {"value": 2.0, "percentile": percentile, "must_have": True}}}), encoding="utf-8")
    return str(path)


def test_fit_json_has_the_traffic_block(capsys, tmp_path):
    code, out, err = run(capsys, "fit", workload(tmp_path, 4.0), "--server", "srv-1x-l40s", "--json")
    assert code == 0, err
    speed = json.loads(out)["speed"]
    traffic = speed["traffic"]
    for key in ("ttft_s", "request_s"):
        assert set(traffic[key]) == {"p50", "p95", "p99"}
        assert traffic[key]["p50"] <= traffic[key]["p95"] <= traffic[key]["p99"]
    assert traffic["utilisation"] == pytest.approx(4.0 / traffic["peak_requests_per_s"])
    assert traffic["servers_needed"] >= 3
    assert "curve" in speed and "memory_limit_concurrency" in speed


def test_compare_json_costs_are_price_times_servers(capsys, tmp_path):
    code, out, err = run(capsys, "compare", workload(tmp_path, 4.0), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["rule"] == "monthly_cost"
    by_key = {r["server"]["id"] or r["server"]["name"]: r for r in data["results"]}
    checked = 0
    for key, cost in data["costs"].items():
        r = by_key.get(key)
        if r is None or r["price"] is None:
            continue
        assert cost["amount"] == pytest.approx(r["price"]["monthly"] * r["speed"]["traffic"]["servers_needed"])
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize(("rate", "percentile", "field"), [(-1, 95, "requests_per_s"), ("fast", 95, "requests_per_s"),
                                                           (4.0, 100, "percentile")])
def test_bad_traffic_exits_2_naming_the_field(capsys, tmp_path, rate, percentile, field):
    code, _, err = run(capsys, "fit", workload(tmp_path, rate, percentile), "--server", "srv-1x-l40s")
    assert code == 2 and field in err and "Traceback" not in err


def test_compare_table_has_a_servers_column_that_agrees_with_the_json(capsys, tmp_path):
    path = workload(tmp_path, 4.0)
    code, out, err = run(capsys, "compare", path, "--servers", "srv-1x-l40s,srv-2x-l40s")
    assert code == 0, err
    lines = out.splitlines()
    header = next(line for line in lines if "Profile" in line)
    assert "Servers" in header
    code, js, err = run(capsys, "compare", path, "--servers", "srv-1x-l40s,srv-2x-l40s", "--json", "--all")
    assert code == 0, err
    needed = {row["server"]["name"]: row["speed"]["traffic"]["servers_needed"] for row in json.loads(js)["results"]}
    start = header.index("Servers")
    for name, n in needed.items():
        row = next(line for line in lines if name in line)
        assert row[start:start + len("Servers")].strip() == str(n)


def test_no_servers_column_without_an_arrival_rate(capsys):
    code, out, err = run(capsys, "compare", "resources/examples/chatbot-8b.headroom.json", "--servers", "srv-1x-l40s")
    assert code == 0, err
    assert "Servers" not in next(line for line in out.splitlines() if "Profile" in line)
