"""The window and hostile input: a file that cannot be used is a message, a damaged or unusable
library still opens the app and says what happened, and nothing a user saved vanishes unsaid."""

from __future__ import annotations

import json
import os
import sqlite3
import threading

import pytest

from app.core.offers.server import ServerProfile
from app.infra import paths
from app.infra.resources import path as resource_path
from app.store import ProfileStore
from app.ui.library.view import ProfileLibraryView
from app.ui.session import Session

EXAMPLE = resource_path("examples", "chatbot-8b.headroom.json")


def _view(qtbot) -> ProfileLibraryView:
    view = ProfileLibraryView(Session())
    qtbot.add_widget(view)
    view.show()
    return view


def _saved(names: list[str]) -> None:
    with ProfileStore(shipped=[]) as store:
        store.create_many([ServerProfile(name=n, gpu={"id": "l40s"}, notes=f"marker-{n}-" + "z" * 200)
                           for n in names])


@pytest.mark.parametrize("depth", [10_000, 100_000])
def test_deeply_nested_workload_is_a_problem_in_the_window(qtbot, main_window, ui_session, tmp_path, depth):
    path = tmp_path / "deep.headroom.json"
    path.write_text('{"model": ' + "[" * depth + "]" * depth + "}", encoding="utf-8")
    before = ui_session.draft.document
    assert not main_window.files.open_path(path)
    assert main_window.files.problems_dialog.lines() == [
        "the file nests more than 64 levels deep: not a file Headroom writes"]
    assert ui_session.draft.document == before


def test_cross_field_and_non_finite_problems_are_listed_by_field(qtbot, main_window, ui_session, tmp_path):
    path = tmp_path / "odd.headroom.json"
    doc = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    doc["model"] = {"id": "llama-3.1-8b", "active_params_b": 100}
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main_window.files.open_path(path)
    assert main_window.files.problems_dialog.lines() == [
        "model.active_params_b: active_params_b cannot exceed params_b"]
    text = EXAMPLE.read_text(encoding="utf-8").replace('"value": 20', '"value": Infinity')
    path.write_text(text, encoding="utf-8")
    assert not main_window.files.open_path(path)
    assert main_window.files.problems_dialog.lines() == [  # the field as the form labels it, then its path
        "Targets ▸ Reading speed per user (targets.tokens_per_s_per_user.value): must be a finite number, not inf"]


@pytest.mark.skipif(os.name != "posix", reason="named pipes are POSIX")
def test_opening_a_named_pipe_does_not_freeze_the_window(qtbot, main_window, tmp_path):
    fifo = tmp_path / "pipe.headroom.json"
    os.mkfifo(fifo)
    timer = threading.Timer(10, lambda: open(fifo, "wb").close())  # unblocks a reader if the check failed
    timer.start()
    try:
        assert not main_window.files.open_path(fifo)
    finally:
        timer.cancel()
    assert main_window.files.problems_dialog.lines() == [
        "is a named pipe, not a file: Headroom reads only ordinary files"]


def test_saving_over_a_file_of_another_version_keeps_it(qtbot, main_window, ui_session, tmp_path):
    path = tmp_path / "w.headroom.json"
    newer = json.dumps({**json.loads(EXAMPLE.read_text(encoding="utf-8")), "format": "headroom.workload/7"})
    path.write_text(newer, encoding="utf-8")
    assert main_window.files.open_path(path)  # opens as typed, the problem listed
    assert main_window.files.problems_dialog.lines() == [
        "format: written by a newer Headroom (format 7); this one reads up to 1"]
    assert main_window.files.write(path)
    assert (tmp_path / "w.headroom.json.v7.bak").read_text(encoding="utf-8") == newer


def test_a_damaged_library_opens_with_what_could_be_read_and_says_what_was_lost(qtbot):
    _saved(["Alpha", "Bravo", "Charlie"])
    db = paths.profiles_db()
    data = bytearray(db.read_bytes())
    at = data.find(b"marker-Bravo-")
    data[at + 10 : at + 14] = b"\xff\xfe\xfd\xfc"
    db.write_bytes(bytes(data))
    view = _view(qtbot)
    names = {e.profile.name for e in view.model.entries()}
    assert {"Alpha", "Charlie"} <= names and "Bravo" not in names
    assert view.notice.isVisible()
    text = view.notice.text()
    assert "The profile library had damaged entries." in text
    assert "Saved profiles read from it into a new library: 2." in text
    assert "Saved profiles that could not be read (1): “Bravo”" in text
    assert ".corrupt-" in text  # where the old file is


def test_a_garbage_row_is_named_in_the_library_view(qtbot):
    _saved(["Alpha"])
    conn = sqlite3.connect(paths.profiles_db())
    conn.execute("INSERT INTO profiles (id, name, data, created_at, updated_at) VALUES "
                 "('p-bad', 'My broken server', 'garbage', '2024-01-01', '2024-01-01')")
    conn.commit()
    conn.close()
    view = _view(qtbot)
    assert [e.profile.name for e in view.model.entries() if not e.shipped] == ["Alpha"]
    assert view.notice.isVisible()
    assert "The saved profile “My broken server” cannot be read and is not listed" in view.notice.text()


@pytest.mark.parametrize("kind", ["newer", "foreign"])
def test_an_unusable_library_still_opens_the_app_and_says_why(qtbot, kind):
    db = paths.profiles_db()
    if kind == "newer":
        _saved(["Alpha"])
        conn = sqlite3.connect(db)
        conn.execute("PRAGMA user_version = 99")
    else:
        db.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(db)
        conn.execute("CREATE TABLE accounts (owner TEXT)")
    conn.commit()
    conn.close()
    before = db.read_bytes()
    view = _view(qtbot)
    assert any(e.shipped for e in view.model.entries())  # the shipped profiles are there to compare
    expected = {"newer": "written by a newer Headroom (format 99)",
                "foreign": "another program's database, not a Headroom profile library"}[kind]
    assert view.notice.isVisible() and expected in view.notice.text()
    assert "Your saved profiles are not available in this session" in view.notice.text()
    assert db.read_bytes() == before


def test_a_non_finite_number_typed_stays_text_so_the_draft_stays_json(qtbot, ui_session):
    from app.ui.wizard.fields import parse_float

    assert [parse_float(t) for t in ("inf", "-Infinity", "nan", "1e999", "2.5")] == [
        "inf", "-Infinity", "nan", "1e999", 2.5]
    ui_session.set_field("targets.tokens_per_s_per_user", {"value": parse_float("inf")})
    problems = [p for p in ui_session.draft.problems if p.field.startswith("targets.")]
    assert problems and problems[0].field == "targets.tokens_per_s_per_user.value"
    json.loads(ui_session.draft.text(), parse_constant=lambda token: pytest.fail(token))


def test_an_unreadable_draft_is_kept_aside_and_shown_not_deleted(qtbot, main_window, tmp_path):
    files = main_window.files
    files.draft_path().parent.mkdir(parents=True, exist_ok=True)
    files.draft_path().write_text('{"name": "half typed', encoding="utf-8")
    assert not files.restore_draft()
    kept = list(files.draft_path().parent.glob("draft-unreadable-*.headroom.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == '{"name": "half typed'
    assert files.problems_dialog.lines() == ["not valid JSON (line 1, column 10)"]
    assert not files.draft_path().exists()  # not offered again at every start


def test_a_library_locked_by_another_instance_still_opens_the_app(qtbot, monkeypatch):
    from app.store import schema

    _saved(["Alpha"])
    monkeypatch.setattr(schema, "BUSY_TIMEOUT_S", 0.2)
    other = sqlite3.connect(paths.profiles_db(), isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    try:
        view = _view(qtbot)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert any(e.shipped for e in view.model.entries())
    assert "Another Headroom window is writing to the profile library" in view.notice.text()
    assert "Your saved profiles are not available in this session" in view.notice.text()
