"""Input + output beyond the model's context: exit 2 naming the field (issue 31)."""

from __future__ import annotations

import json

from app.cli import main as cli_main
from app.infra.resources import path as resource_path


def _workload(tmp_path, **load):
    data = json.loads(resource_path("examples", "chatbot-8b.headroom.json").read_text(encoding="utf-8"))
    data["load"].update(load)
    target = tmp_path / "big.headroom.json"
    target.write_text(json.dumps(data), encoding="utf-8")
    return target


def test_fit_refuses_input_beyond_the_context(tmp_path, capsys):
    code = cli_main(["fit", str(_workload(tmp_path, input_tokens=9_999_999, output_tokens=512)),
                      "--server", "srv-1x-l40s"])
    err = capsys.readouterr().err
    assert code == 2
    assert "load.input_tokens" in err and "131,072 tokens of context" in err
    assert "Traceback" not in err


def test_output_alone_beyond_the_context_names_the_output(tmp_path, capsys):
    code = cli_main(["estimate", str(_workload(tmp_path, input_tokens=100, output_tokens=200_000))])
    assert code == 2
    assert "load.output_tokens" in capsys.readouterr().err


def test_exactly_the_context_runs(tmp_path, capsys):
    # 130,560 + 512 = 131,072 = Llama 3.1's context
    assert cli_main(["estimate", str(_workload(tmp_path, input_tokens=130_560, output_tokens=512))]) == 0
