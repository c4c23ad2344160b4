"""The one reading boundary for user files: limits before parsing, and every refusal a problem
that names the field — never RecursionError, never a hang, never a value the engine chokes on."""

from __future__ import annotations

import json
import math
import os
import sys
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.files.limits import MAX_INTEGER_DIGITS, MAX_JSON_DEPTH
from app.core.files.reading import json_depth_exceeds, loads_json, read_json_file, read_text_limited, text_problems
from app.core.findings import InputError

posix_only = pytest.mark.skipif(os.name != "posix", reason="named pipes and /dev/zero are POSIX")


def _problems(text: str) -> list[tuple[str, str]]:
    with pytest.raises(InputError) as info:
        loads_json(text)
    return [(p.field, p.code) for p in info.value.problems]


# -- nesting ------------------------------------------------------------------------------------
@pytest.mark.parametrize("depth", [10_000, 100_000])
@pytest.mark.parametrize(("open_", "close"), [("[", "]"), ('{"a":', "}")])
def test_deep_nesting_is_refused_before_the_decoder_recurses(depth: int, open_: str, close: str) -> None:
    text = '{"model": ' + open_ * depth + "1" + close * depth + "}"
    started = time.monotonic()
    assert _problems(text) == [("(file)", "too_deep")]
    assert time.monotonic() - started < 1.0


def test_nesting_up_to_the_limit_is_fine_and_brackets_in_strings_do_not_count() -> None:
    ok = "[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH
    assert not json_depth_exceeds(ok) and json_depth_exceeds("[" + ok + "]")
    text = json.dumps({"notes": "[" * 10_000 + '\\"{' * 5_000})  # text, not structure
    assert loads_json(text) == json.loads(text)


# -- values -------------------------------------------------------------------------------------
@pytest.mark.parametrize("token", ["Infinity", "-Infinity", "NaN", "1e999", "-1e400"])
def test_non_finite_numbers_are_refused_by_field(token: str) -> None:
    text = '{"targets": {"tokens_per_s_per_user": {"value": ' + token + '}}, "price": [1, ' + token + "]}"
    assert _problems(text) == [("targets.tokens_per_s_per_user.value", "not_finite"), ("price.1", "not_finite")]


def test_an_integer_too_long_to_be_a_count_is_refused_by_field() -> None:
    digits = "9" * 5_000  # Python's own parser would stop at 4,300 digits with a bare ValueError
    assert _problems('{"gpu": {"memory_bytes": ' + digits + "}}") == [("gpu.memory_bytes", "number_too_long")]
    fine = "9" * MAX_INTEGER_DIGITS
    assert loads_json('{"n": ' + fine + "}") == {"n": int(fine)}


def test_lone_surrogates_are_refused_in_values_and_keys() -> None:
    text = '{"gpu": {"id": "l40s\\ud800"}, "notes": ["ok", "x\\udc00"], "k\\ud800": 1}'
    assert _problems(text) == [("gpu.id", "bad_text"), ("notes.1", "bad_text"), ("'k\\ud800'", "bad_text")]
    assert loads_json('{"name": "\\ud83d\\ude00 pair"}') == {"name": "😀 pair"}  # a proper pair is text


def test_problems_are_capped_so_a_hostile_file_gives_a_short_report() -> None:
    text = json.dumps({"values": ["\ud800"] * 5_000}, ensure_ascii=True)
    assert len(_problems(text)) == 20


def test_text_problems_checks_data_built_in_memory() -> None:
    assert [(p.field, p.code) for p in text_problems({"a": [1.0, math.inf], "b": "x\ud800"})] == [
        ("a.1", "not_finite"), ("b", "bad_text")]
    assert text_problems({"a": [1.0, "ok"]}) == []


# -- the file -----------------------------------------------------------------------------------
def test_size_is_checked_before_reading(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2_001)
    with pytest.raises(InputError) as info:
        read_json_file(big, max_bytes=2_000)
    p = info.value.problems[0]
    assert (p.field, p.code, p.params["bytes"], p.params["limit_bytes"]) == ("(file)", "file_too_large", 2_001, 2_000)


def test_encoding(tmp_path: Path) -> None:
    bom = tmp_path / "bom.json"
    bom.write_bytes(b'\xef\xbb\xbf{"a": 1}')  # Windows editors write a BOM
    assert read_json_file(bom, 100) == {"a": 1}
    latin = tmp_path / "latin.json"
    latin.write_bytes(b'{"a": "\xe9"}')
    with pytest.raises(InputError) as info:
        read_json_file(latin, 100)
    assert info.value.problems[0].code == "not_text"


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InputError) as info:
        read_text_limited(tmp_path, 100)
    assert info.value.problems[0].code == "is_folder"


def test_missing_file_and_too_long_name_are_unreadable(tmp_path: Path) -> None:
    for path in (tmp_path / "missing.json", tmp_path / ("n" * 300 + ".json")):
        with pytest.raises(InputError) as info:
            read_text_limited(path, 100)
        assert info.value.problems[0].code == "unreadable" and info.value.problems[0].params["reason"]


@posix_only
def test_a_named_pipe_nobody_writes_to_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "workload.json"
    os.mkfifo(fifo)
    outcome: list[object] = []

    def read() -> None:
        try:
            read_json_file(fifo, 1000)
        except InputError as exc:
            outcome.append(exc.problems[0].code)

    worker = threading.Thread(target=read, daemon=True)
    worker.start()
    worker.join(timeout=5)
    if worker.is_alive():  # unblock the reader so the test run can end, then fail
        with open(fifo, "wb"):
            pass
        pytest.fail("reading a FIFO blocked")
    assert outcome == ["is_pipe"]


@posix_only
@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_a_device_is_refused() -> None:
    with pytest.raises(InputError) as info:
        read_text_limited("/dev/zero", 100)  # an endless stream: must not be read at all
    assert info.value.problems[0].code == "is_device"


# -- any text -----------------------------------------------------------------------------------
JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(JSONISH)
def test_any_document_decodes_or_is_one_problem_per_bad_value(doc: object) -> None:
    text = json.dumps(doc, allow_nan=True)  # may hold NaN, Infinity, lone surrogates (as \\u escapes)
    try:
        got = loads_json(text)
    except InputError as exc:
        assert exc.problems and all(p.code in ("not_finite", "bad_text", "number_too_long") for p in exc.problems)
        return
    assert json.dumps(got, allow_nan=False) == json.dumps(doc)  # finite, valid, and unchanged


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet='[]{}"\\:,0123456789.eE-+ aInfityNn', max_size=300))
def test_any_text_is_json_or_one_problem(text: str) -> None:
    try:
        loads_json(text)
    except InputError as exc:
        assert exc.problems and all(p.field for p in exc.problems)


def test_recursion_limit_is_far_above_the_depth_limit() -> None:
    # The decoder needs about one frame per level; the check must leave it room.
    assert sys.getrecursionlimit() > 4 * MAX_JSON_DEPTH
