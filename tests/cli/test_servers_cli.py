"""A consultant scripting Headroom: `headroom servers`, `--server` by id, name or file, import/export,
"did you mean", `--json` everywhere, shell completion, and exit status 2 with one line for bad input."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from app.cli import build_parser, main
from app.core.catalog import load_catalog
from app.infra import resources

CHATBOT = str(resources.path("examples", "chatbot-8b.headroom.json"))
SHIPPED = load_catalog().servers
OFFER = {"format": "headroom.server/1", "name": "Hetzner-like 2x L40S", "provider": "Acme", "gpu": {"id": "l40s"},
         "gpu_count": 2, "ram_bytes": 512 * 10**9, "price": {"monthly": 1490, "currency": "EUR"}}


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def one_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    return lines[0]


def imported(capsys, tmp_path: Path, *profiles: dict) -> list[str]:
    path = tmp_path / "offers.json"
    path.write_text(json.dumps({"format": "headroom.servers/1", "profiles": list(profiles)}), encoding="utf-8")
    code, out, err = run(capsys, "servers", "import", str(path), "--json")
    assert code == 0, err
    return json.loads(out)["imported"]


# -- the list ---------------------------------------------------------------------------------------
def test_servers_json_lists_the_shipped_profiles(capsys):
    code, out, _ = run(capsys, "servers", "--json")
    assert code == 0
    servers = json.loads(out)["servers"]
    assert [(s["id"], s["name"]) for s in servers] == [(s["id"], s["name"]) for s in SHIPPED]
    l40s = next(s for s in servers if s["id"] == "srv-1x-l40s")
    assert l40s["gpu"] == {"id": "l40s", "name": "L40S", "memory_bytes": 48 * 10**9, "known": True}
    assert l40s["gpu_count"] == 1 and l40s["price"] == {"monthly": 650.0, "currency": "USD"}
    assert l40s["shipped"] is True


def test_servers_lists_saved_ones_after_the_shipped(capsys, tmp_path):
    [new_id] = imported(capsys, tmp_path, OFFER)
    code, out, _ = run(capsys, "servers", "--ids")
    assert code == 0 and out.split() == [*(s["id"] for s in SHIPPED), new_id]
    code, out, _ = run(capsys, "servers")
    row = next(line for line in out.splitlines() if line.startswith(new_id))
    assert "Hetzner-like 2x L40S" in row and "2 × L40S, 48 GB each" in row and "1,490 EUR" in row and "yours" in row


# -- --server by id, name or file --------------------------------------------------------------------
def test_fit_takes_a_profile_by_its_name(capsys):
    code, by_name, err = run(capsys, "fit", CHATBOT, "--server", "2U server, 1x L40S", "--json")
    assert code == 0, err
    code, by_id, _ = run(capsys, "fit", CHATBOT, "--server", "srv-1x-l40s", "--json")
    assert json.loads(by_name) == json.loads(by_id)


def test_a_name_is_matched_whatever_its_case_and_a_shared_name_asks_for_an_id(capsys, tmp_path):
    ids = imported(capsys, tmp_path, OFFER, {**OFFER, "gpu_count": 4})  # the second is renamed on import
    code, out, _ = run(capsys, "fit", CHATBOT, "--server", "hetzner-like 2x l40s", "--json")
    assert code == 0 and json.loads(out)["server"]["id"] == ids[0]
    twin = tmp_path / "twin.json"
    twin.write_text(json.dumps({**OFFER, "gpu_count": 8}), encoding="utf-8")
    code, _, err = run(capsys, "servers", "import", str(twin))
    assert code == 0
    from app.store import ProfileStore

    with ProfileStore() as store:  # two profiles of the same name (renamed by hand)
        store.rename(ids[1], OFFER["name"])
    code, _, err = run(capsys, "fit", CHATBOT, "--server", OFFER["name"])
    assert code == 2
    line = one_line(err)
    assert "is the name of 2 profiles" in line and ids[0] in line and ids[1] in line


def test_an_unknown_server_says_which_one_was_meant(capsys):
    code, out, err = run(capsys, "fit", CHATBOT, "--server", "srv-1x-l40z")
    assert code == 2 and out == ""
    assert one_line(err).endswith("did you mean 'srv-1x-l40s'?")
    code, _, err = run(capsys, "fit", CHATBOT, "--server", "2U server, 1x L40")
    assert code == 2 and one_line(err).endswith("did you mean '2U server, 1x L40S'?")


def test_servers_lists_names_that_hold_commas(capsys):
    code, out, err = run(capsys, "compare", CHATBOT, "--servers", "2U server, 1x L40S,srv-2x-l40s,4U server, "
                                                                  "4x L40S (balanced)", "--json")
    assert code == 0, err
    assert {r["server"]["id"] for r in json.loads(out)["results"]} == {"srv-1x-l40s", "srv-2x-l40s", "srv-4x-l40s"}


def test_a_missing_server_file_is_one_line(capsys, tmp_path):
    code, _, err = run(capsys, "fit", CHATBOT, "--server", str(tmp_path / "nope.json"))
    assert code == 2 and "nope.json" in one_line(err) and "Errno" not in err


# -- import / export ----------------------------------------------------------------------------------
def test_export_and_import_carry_a_library_to_another_machine(capsys, tmp_path, monkeypatch):
    imported(capsys, tmp_path, OFFER, {**OFFER, "name": "Other", "gpu_count": 4})
    out_file = tmp_path / "library.json"
    code, out, err = run(capsys, "servers", "export", str(out_file), "--json")
    assert code == 0, err
    assert len(json.loads(out)["exported"]) == 2
    doc = json.loads(out_file.read_text(encoding="utf-8"))
    assert doc["format"] == "headroom.servers/1" and {p["name"] for p in doc["profiles"]} == {OFFER["name"], "Other"}
    monkeypatch.setenv("HEADROOM_HOME", str(tmp_path / "another-machine"))
    code, out, err = run(capsys, "servers", "import", str(out_file))
    assert code == 0 and "Imported 2 profiles." in out
    code, out, _ = run(capsys, "servers", "import", str(out_file))
    assert code == 0 and "Skipped 2 already in the library." in out


def test_export_of_named_shipped_profiles(capsys, tmp_path):
    out_file = tmp_path / "two.json"
    code, _, err = run(capsys, "servers", "export", str(out_file), "--servers", "srv-1x-l40s,2U server, 2x L40S")
    assert code == 0, err
    names = [p["name"] for p in json.loads(out_file.read_text(encoding="utf-8"))["profiles"]]
    assert names == ["2U server, 1x L40S", "2U server, 2x L40S"]


@pytest.mark.parametrize("where", ["missing-folder/x.json", "a-folder", "a-file/x.json"])
def test_export_to_a_path_that_cannot_be_written_is_one_line(capsys, tmp_path, where):
    (tmp_path / "a-folder").mkdir()
    (tmp_path / "a-file").write_text("x", encoding="utf-8")
    code, _, err = run(capsys, "servers", "export", str(tmp_path / where), "--servers", "srv-1x-l40s")
    assert code == 2 and str(tmp_path) in one_line(err)


def test_importing_a_file_with_nothing_usable_is_bad_input(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**OFFER, "gpu_count": 0}), encoding="utf-8")
    code, out, err = run(capsys, "servers", "import", str(bad))
    assert code == 2 and out == ""
    assert "gpu_count" in one_line(err)


# -- did you mean -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("change", "expected"), [
    ({"load": {"concurency": 4}}, "load.concurency: is not a known field; did you mean concurrency?"),
    ({"model": {"id": "llama-3.1-70"}}, "model.id: no model 'llama-3.1-70' in the catalog; did you mean llama-3.1-70b?"),
    ({"runtime": "vlm"}, "runtime: must be one of"),
    ({"precision": {"weights": "q4_km"}}, "precision.weights: unknown precision 'q4_km'; did you mean q4_k_m?"),
])
def test_typos_in_a_workload_get_did_you_mean(capsys, tmp_path, change, expected):
    path = tmp_path / "x.json"
    path.write_text(json.dumps({"format": "headroom.workload/1", "model": {"id": "llama-3.1-8b"}, **change}),
                    encoding="utf-8")
    code, out, err = run(capsys, "estimate", str(path))
    assert code == 2 and out == ""
    line = one_line(err)
    assert expected in line
    if change.get("runtime"):
        assert line.endswith("did you mean vllm?")


def test_a_mistyped_command_is_one_line(capsys):
    code, out, err = run(capsys, "comapre", CHATBOT)
    assert code == 2 and out == ""
    assert "did you mean compare?" in one_line(err)


def test_bad_arguments_are_one_line(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["fit", CHATBOT])
    assert stop.value.code == 2
    assert one_line(capsys.readouterr().err) == "headroom fit: the following arguments are required: --server"


# -- --json on every command ---------------------------------------------------------------------------
def _commands(parser):
    import argparse

    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                inner = list(_commands(sub))
                yield from (inner if inner else [(name, sub)])


def test_every_command_takes_json():
    parser = build_parser()
    without = sorted(name for name, sub in _commands(parser)
                     if not any("--json" in a.option_strings for a in sub._actions))
    assert without == ["completion", "gui"]  # a shell script and the window


def test_quote_and_pilot_kit_say_what_they_wrote_as_json(capsys, tmp_path):
    code, out, err = run(capsys, "quote", CHATBOT, "-o", str(tmp_path / "q.pdf"), "--servers", "srv-1x-l40s",
                         "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["file"] == str(tmp_path / "q.pdf") and data["pages"] >= 1 and data["configurations"] == ["srv-1x-l40s"]
    code, out, err = run(capsys, "pilot", "kit", CHATBOT, "-o", str(tmp_path / "kit"), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert set(data["files"]) == {p.name for p in (tmp_path / "kit").iterdir()}
    assert data["load_test_runs"] >= 1


def test_a_kit_folder_that_cannot_be_made_is_one_line(capsys, tmp_path):
    (tmp_path / "a-file").write_text("x", encoding="utf-8")
    code, _, err = run(capsys, "pilot", "kit", CHATBOT, "-o", str(tmp_path / "a-file" / "kit"))
    assert code == 2 and "a-file" in one_line(err)


# -- shell completion ---------------------------------------------------------------------------------
@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_bash_completion_completes_commands_options_and_server_ids(capsys, tmp_path):
    code, script, _ = run(capsys, "completion", "bash")
    assert code == 0
    (tmp_path / "headroom.bash").write_text(script, encoding="utf-8")
    fake = tmp_path / "bin" / "headroom"  # `headroom servers --ids` answers the ids
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\necho srv-1x-l40s; echo srv-2x-l40s; echo dgx-8x-h100\n", encoding="utf-8")
    fake.chmod(0o755)
    probe = f"""
source {tmp_path / 'headroom.bash'}
t() {{ COMP_WORDS=("$@"); COMP_CWORD=$((${{#COMP_WORDS[@]}}-1)); COMPREPLY=(); _headroom; echo "${{COMPREPLY[*]}}"; }}
t headroom comp
t headroom fit x.json --server srv-
t headroom estimate x.json --unit G
t headroom servers ex
"""
    done = subprocess.run(["bash", "-c", probe], capture_output=True, text=True, cwd=tmp_path, timeout=30,
                          env={"PATH": f"{fake.parent}:/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].split() == ["compare", "completion"]
    assert lines[1].split() == ["srv-1x-l40s", "srv-2x-l40s"]
    assert lines[2].split() == ["GB", "GiB"]
    assert lines[3].split() == ["export"]


def test_zsh_completion_runs_the_bash_function(capsys):
    code, script, _ = run(capsys, "completion", "zsh")
    assert code == 0 and "bashcompinit" in script and "complete -o filenames -F _headroom headroom" in script
