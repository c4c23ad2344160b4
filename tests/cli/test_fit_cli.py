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
    assert [r["server"]["id"] for r in data["results"]][0] in ("srv-1x-l40s", "dgx-8x-h100")
    assert data["results"][-1]["server"]["id"] == "ws-1x-rtx4090"  # tight ranks after fitting
    assert data["recommended"] == data["results"][0]["server"]["id"]


def test_fit_with_a_broken_profile_file(capsys, tmp_path):
    path = tmp_path / "box.json"
    path.write_text(json.dumps({"format": "headroom.server/1", "name": "Box", "gpu": {"id": "l40s"},
                                "gpu_count": -2}), encoding="utf-8")
    code, _, err = run(capsys, "fit", CHATBOT, "--server", str(path))
    assert code == 2 and "gpu_count" in err and "Traceback" not in err
