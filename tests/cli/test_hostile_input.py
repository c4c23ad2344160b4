"""Nothing a user or a file can do crashes, hangs or hides data (issue 18): each class of failure
found by the fault-injection run, reproduced, through the command line as a user meets it.

The rule every case checks: exit 0 with real figures, or exit 2 with one line per problem naming
the file and the field — never a traceback, never a wait, never a profile silently gone.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from app.cli import main
from app.core.offers.server import ServerProfile
from app.infra import paths, resources
from app.store import ProfileStore, StoreError, schema
from app.store import errors as E

CHATBOT = resources.path("examples", "chatbot-8b.headroom.json")
REPO = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(os.name != "posix", reason="named pipes are POSIX")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def chatbot(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(CHATBOT.read_text(encoding="utf-8"))
    data.update(changes)
    return data


def write(path: Path, data: Any) -> str:
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def assert_one_clean_line(err: str, *needles: str) -> None:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    for needle in needles:
        assert needle in lines[0], lines[0]


# -- format versions that never existed ------------------------------------------------------
@pytest.mark.parametrize("version", ["0", "-1"])
@pytest.mark.parametrize("command", [["estimate"], ["fit", "--server", "srv-1x-l40s"], ["compare"],
                                     ["quote", "-o", "q.pdf"]])
def test_workload_version_below_1(capsys, tmp_path, version, command):
    path = write(tmp_path / "w.json", chatbot(format=f"headroom.workload/{version}"))
    argv = [command[0], path, *[str(tmp_path / a) if a == "q.pdf" else a for a in command[1:]]]
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert_one_clean_line(err, f"{path}: format: format version {version} was never written by Headroom")
    assert not (tmp_path / "q.pdf").exists()


# -- deep nesting ---------------------------------------------------------------------------------
@pytest.mark.parametrize("depth", [10_000, 100_000])
def test_deeply_nested_workload_and_server_files(capsys, tmp_path, depth):
    nest = "[" * depth + "]" * depth
    workload = write(tmp_path / "w.json", '{"model": ' + nest + "}")
    server = write(tmp_path / "s.json", '{"name": "S", "gpu": ' + nest + "}")
    code, _, err = run(capsys, "estimate", workload)
    assert code == 2
    assert_one_clean_line(err, workload, "nests more than 64 levels deep")
    code, _, err = run(capsys, "fit", str(CHATBOT), "--server", server)
    assert code == 2
    assert_one_clean_line(err, server, "nests more than 64 levels deep")


# -- cross-field contradictions -------------------------------------------------------------------
@pytest.mark.parametrize("model", [
    {"id": "llama-3.1-8b", "active_params_b": 100},  # the catalog's 8 B model, with more active than total
    {"params_b": 1, "active_params_b": 2},
])
def test_active_params_above_total_is_a_problem_on_that_field(capsys, tmp_path, model):
    path = write(tmp_path / "w.json", chatbot(model=model))
    for command in (["estimate", path], ["fit", path, "--server", "srv-1x-l40s"]):
        code, _, err = run(capsys, *command)
        assert code == 2
        assert_one_clean_line(err, f"{path}: model.active_params_b: active_params_b cannot exceed params_b")


def test_other_cross_field_problems_name_their_field(capsys, tmp_path):
    path = write(tmp_path / "w.json", chatbot(model={"id": "llama-3.1-8b", "kv_heads": 64}))  # 32 heads
    code, _, err = run(capsys, "estimate", path)
    assert code == 2
    assert_one_clean_line(err, "model.kv_heads: kv_heads cannot exceed heads")


# -- non-finite and absurd numbers ---------------------------------------------------------------
@pytest.mark.parametrize(("where", "value", "expected"), [
    ("target", "Infinity", "targets.tokens_per_s_per_user.value: must be a finite number"),
    ("target", "NaN", "targets.tokens_per_s_per_user.value: must be a finite number"),
    ("target", "1e308", "targets.tokens_per_s_per_user.value: must be at most"),
    ("target", "-5", "targets.tokens_per_s_per_user.value: must be greater than 0"),
    ("epochs", "1e999", "training.epochs: must be a finite number"),
    ("concurrency", "1e308", "load.concurrency: "),
])
def test_absurd_workload_numbers(capsys, tmp_path, where, value, expected):
    text = CHATBOT.read_text(encoding="utf-8")
    text = {
        "target": text.replace('"tokens_per_s_per_user": {"value": 20', '"tokens_per_s_per_user": {"value": ' + value),
        "epochs": text.replace('"mode": "inference"', '"training": {"epochs": ' + value + '}, "mode": "inference"'),
        "concurrency": text.replace('"concurrency": 8', '"concurrency": ' + value),
    }[where]
    path = write(tmp_path / "w.json", text)
    code, out, err = run(capsys, "fit", path, "--server", "srv-1x-l40s")
    assert code == 2 and out == ""
    assert_one_clean_line(err, path, expected)


@pytest.mark.parametrize(("field", "value", "expected"), [
    ("price", '{"monthly": Infinity}', "price.monthly: must be a finite number"),
    ("price", '{"monthly": 1e308}', "price.monthly: must be at most"),
    ("gpu", '{"name": "X", "memory_bytes": 8e10, "bandwidth_gbps": 1e-300}', "gpu.bandwidth_gbps: must be at least"),
    ("ram_bytes", "-1", "ram_bytes: must be greater than 0"),
    ("nvme", '[{"capacity_bytes": 1e400}]', "nvme.0.capacity_bytes: must be a finite number"),
])
def test_absurd_server_numbers_never_reach_the_json(capsys, tmp_path, field, value, expected):
    text = '{"name": "S", "gpu": {"id": "l40s"}, "' + field + '": ' + value + "}"
    path = write(tmp_path / "s.json", text)
    code, out, err = run(capsys, "compare", str(CHATBOT), "--servers", path, "--json")
    assert code == 2 and out == ""
    assert_one_clean_line(err, path, expected)


def test_compare_json_is_strict_json(capsys):
    code, out, _ = run(capsys, "compare", str(CHATBOT), "--json")
    assert code == 0

    def refuse(token: str) -> None:
        raise AssertionError(f"{token} in the output")

    json.loads(out, parse_constant=refuse)


# -- lone surrogates ------------------------------------------------------------------------------
def test_surrogate_in_a_server_file_is_a_problem_not_a_print_crash(capsys, tmp_path):
    path = write(tmp_path / "s.json", '{"name": "S", "gpu": {"id": "l40s\\ud800"}}')
    code, _, err = run(capsys, "fit", str(CHATBOT), "--server", path)
    assert code == 2
    assert_one_clean_line(err, path, "gpu.id: is not valid text")


def test_surrogate_in_a_profile_never_reaches_the_library(tmp_path):
    with ProfileStore(shipped=[]) as store:
        bad = ServerProfile(name="S", gpu={"id": "l40s"}).model_copy(update={"notes": "x\udc00"})
        with pytest.raises(StoreError) as info:
            store.create(bad)
        assert info.value.code == E.INVALID_PROFILE and "notes" in str(info.value)
        assert store.user_profiles() == []


def test_surrogate_in_an_import_is_one_problem(tmp_path):
    from app.store.profiles_io import import_profiles

    path = tmp_path / "s.json"
    write(path, '{"format": "headroom.servers/1", "profiles": [{"name": "A", "gpu": {"id": "l40s"}}, '
                '{"name": "B", "gpu": {"id": "l40s\\ud800"}}]}')
    with ProfileStore(shipped=[]) as store:
        report = import_profiles(store, path, rename_suffix=" (2)")
        assert [p.code for p in report.problems] == ["bad_text"]
        assert [e.profile.name for e in store.user_profiles()] == ["A"]


def test_printing_never_fails_on_text_that_is_not_unicode(tmp_path):
    # Even if such text got through, the terminal gets an escape, not a UnicodeEncodeError.
    env = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONIOENCODING": "utf-8"}
    code = ("import sys; from app.cli import _printable_streams; _printable_streams(); "
            "print('gpu l40s\\ud800'); print('err \\udc00', file=sys.stderr)")
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == b"gpu l40s\\ud800" and proc.stderr.strip() == b"err \\udc00"


# -- long text ------------------------------------------------------------------------------------
def test_operations_text_of_3_5_million_characters_is_refused_in_a_moment(capsys, tmp_path):
    path = write(tmp_path / "w.json", chatbot(operations={"storage": "x " * 1_750_000}))
    out_pdf = tmp_path / "q.pdf"
    started = time.monotonic()
    code, _, err = run(capsys, "quote", path, "-o", str(out_pdf))
    assert time.monotonic() - started < 10
    assert code == 2 and not out_pdf.exists()
    assert_one_clean_line(err, path, "operations.storage: is too long (at most 20,000 characters)")


# -- paths ------------------------------------------------------------------------------------------
@posix_only
@pytest.mark.parametrize("command", [["estimate", "{fifo}"], ["fit", "{chatbot}", "--server", "{fifo}"],
                                     ["pilot", "import", "{fifo}", "{chatbot}"]])
def test_a_named_pipe_is_refused_at_once(tmp_path, command):
    fifo = tmp_path / "input.json"
    os.mkfifo(fifo)
    argv = [a.format(fifo=fifo, chatbot=CHATBOT) for a in command]
    env = {**os.environ, "PYTHONPATH": str(REPO), "HEADROOM_HOME": str(tmp_path / "home")}
    try:
        proc = subprocess.run([sys.executable, "-m", "app", *argv], env=env, capture_output=True, text=True,
                              timeout=60, cwd=REPO)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{command[0]} waited on a FIFO")
    assert proc.returncode == 2
    assert_one_clean_line(proc.stderr, str(fifo), "is a named pipe, not a file")


def test_a_folder_given_as_a_workload(capsys, tmp_path):
    code, _, err = run(capsys, "estimate", str(tmp_path))
    assert code == 2
    assert_one_clean_line(err, "is a folder, not a file")


def test_pilot_kit_with_a_300_character_name(capsys, tmp_path):
    out = tmp_path / ("k" * 300)
    code, _, err = run(capsys, "pilot", "kit", str(CHATBOT), "-o", str(out))
    assert code == 2
    assert_one_clean_line(err, "cannot write the kit", "name too long")


def test_quote_into_a_folder_that_does_not_exist(capsys):
    code, out, err = run(capsys, "quote", str(CHATBOT), "-o", "/nonexistent/dir/q.pdf")
    assert code == 2 and out == ""
    assert_one_clean_line(err, "/nonexistent/dir/q.pdf: cannot write the PDF")


# -- the library ------------------------------------------------------------------------------------
def _library(names: list[str]) -> dict[str, str]:
    with ProfileStore(shipped=[]) as store:
        ids = store.create_many([ServerProfile(name=n, gpu={"id": "l40s"}, notes=f"marker-{n}-" + "z" * 200)
                                 for n in names])
    return dict(zip(names, ids, strict=True))


def _damage_row(db: Path, name: str) -> None:
    """Make the bytes of one profile's stored JSON invalid UTF-8, inside its data page."""
    data = bytearray(db.read_bytes())
    at = data.find(f"marker-{name}-".encode())
    assert at > 0, "the row is in the main file (the WAL was checkpointed on close)"
    data[at + 10 : at + 14] = b"\xff\xfe\xfd\xfc"
    db.write_bytes(bytes(data))


def test_a_damaged_data_page_keeps_every_readable_profile_and_names_the_lost_one(capsys):
    ids = _library([f"Server {i}" for i in range(6)])
    db = paths.profiles_db()
    _damage_row(db, "Server 3")
    damaged = db.read_bytes()
    code, out, err = run(capsys, "compare", str(CHATBOT), "--json", "--all")
    assert code == 0, err
    names = {r["server"]["name"] for r in json.loads(out)["results"]}
    assert {f"Server {i}" for i in (0, 1, 2, 4, 5)} <= names and "Server 3" not in names
    assert "Traceback" not in err
    assert "Saved profiles read from it into a new library: 5." in err
    assert "Saved profiles that could not be read (1): “Server 3”" in err
    kept = [p for p in db.parent.iterdir() if ".corrupt-" in p.name and not p.name.endswith(("-wal", "-shm"))]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged  # the damaged file is kept, unchanged
    assert str(kept[0]) in err
    with ProfileStore(shipped=[]) as store:  # the ids survive, so selections and exports still match
        assert sorted(e.id for e in store.user_profiles()) == sorted(v for k, v in ids.items() if k != "Server 3")


def test_a_row_whose_json_is_garbage_is_listed_not_dropped(capsys):
    _library(["Good"])
    conn = sqlite3.connect(paths.profiles_db())
    conn.execute("INSERT INTO profiles (id, name, data, created_at, updated_at) VALUES "
                 "('p-bad', 'My broken server', '{not json', '2024-01-01', '2024-01-01')")
    conn.commit()
    conn.close()
    code, out, err = run(capsys, "compare", str(CHATBOT))
    assert code == 0 and "Good" in out
    assert_one_clean_line(err, "The saved profile “My broken server” cannot be read and is not listed")
    with ProfileStore(shipped=[]) as store:  # still there, for the user to delete or fix
        store.user_profiles()
        assert [n.params["id"] for n in store.notes] == ["p-bad"]


def test_a_newer_library_is_one_line_and_exit_2(capsys):
    _library(["A"])
    conn = sqlite3.connect(paths.profiles_db())
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = paths.profiles_db().read_bytes()
    code, out, err = run(capsys, "compare", str(CHATBOT))
    assert code == 2 and out == ""
    assert_one_clean_line(err, "written by a newer Headroom (format 99); this one reads up to")
    assert paths.profiles_db().read_bytes() == before


def test_another_programs_database_is_refused_and_untouched(capsys):
    db = paths.profiles_db()
    db.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE accounts (owner TEXT)")
    conn.execute("INSERT INTO accounts VALUES ('theirs')")
    conn.commit()
    conn.close()
    before = db.read_bytes()
    code, _, err = run(capsys, "compare", str(CHATBOT))
    assert code == 2
    assert_one_clean_line(err, "another program's database, not a Headroom profile library")
    assert db.read_bytes() == before
    tables = sqlite3.connect(db).execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    assert tables == [("accounts",)]


def test_a_library_locked_by_another_instance_is_one_line_and_exit_2(capsys, monkeypatch):
    _library(["A"])
    monkeypatch.setattr(schema, "BUSY_TIMEOUT_S", 0.2)
    other = sqlite3.connect(paths.profiles_db(), isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    try:
        code, out, err = run(capsys, "compare", str(CHATBOT))
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert code == 2 and out == ""
    assert_one_clean_line(err, "Another Headroom window is writing to the profile library")


def test_a_bad_pilot_results_file_in_a_quote_is_named(capsys, tmp_path):
    results = write(tmp_path / "results.json", '{"format": "headroom.pilot-results/9", "tool": "pilot_serve"}')
    code, _, err = run(capsys, "quote", str(CHATBOT), "--pilot", results, "-o", str(tmp_path / "q.pdf"))
    assert code == 2 and not (tmp_path / "q.pdf").exists()
    assert_one_clean_line(err, f"{results}: format: written by a newer Headroom (format 9)")


def test_a_defect_is_one_line_and_a_log_not_a_traceback(capsys, monkeypatch, headroom_home):
    import app.cli.estimate_cmd as estimate_cmd

    def broken(_workload, _catalog):
        raise ZeroDivisionError("a defect")

    monkeypatch.delenv("HEADROOM_DEBUG", raising=False)
    monkeypatch.setattr(estimate_cmd, "budget", broken)
    code, out, err = run(capsys, "estimate", str(CHATBOT))
    assert code == 1 and out == ""
    assert_one_clean_line(err, "unexpected error stopped the command (ZeroDivisionError: a defect)")
    log = headroom_home / "logs" / "cli-errors.log"
    assert "Traceback" in log.read_text(encoding="utf-8") and str(log) in err
