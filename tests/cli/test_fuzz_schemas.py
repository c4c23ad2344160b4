"""Property test over the workload and server schemas: whatever a file holds, every command exits 0
with finite figures, or 2 with a message — never a traceback, never anything else.

Sized for the suite (a few seconds); tests/fuzz/fuzz_cli.py runs thousands of cases on demand.
"""

from __future__ import annotations

import io
import json
import sys
import time
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.cli import main

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "fuzz"))
from mutations import (
    FORMAT_TAGS,
    HOSTILE,
    SERVER_BASES,
    SERVER_PATHS,
    WORKLOAD_EXAMPLES,
    WORKLOAD_PATHS,
    Outcome,
    apply,
    dumps,
    judge,
)

CHATBOT = str(WORKLOAD_EXAMPLES[0])
EXAMPLES: list[dict[str, Any]] = [json.loads(p.read_text(encoding="utf-8")) for p in WORKLOAD_EXAMPLES]
# Hypothesis's own numbers and text on top of the hand-picked hostile values.
VALUES = st.one_of(
    st.sampled_from(HOSTILE),
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.text(max_size=20),
)


def mutations(paths: list[tuple[str | int, ...]]) -> st.SearchStrategy[list[Any]]:
    one = st.one_of(
        st.tuples(st.just("set"), st.sampled_from(paths), VALUES),
        st.tuples(st.just("delete"), st.sampled_from(paths), st.none()),
        st.tuples(st.just("format"), st.just(()), st.sampled_from(FORMAT_TAGS)),
    )
    return st.lists(one, min_size=1, max_size=3)


def run(argv: list[str]) -> Outcome:
    out, err = io.StringIO(), io.StringIO()
    started = time.monotonic()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(argv)
    return Outcome(code, out.getvalue(), err.getvalue(), time.monotonic() - started)


@pytest.fixture(autouse=True)
def _raise_defects(monkeypatch):
    """A defect propagates with its traceback (hypothesis then shrinks the case) instead of the
    one-line message users get."""
    monkeypatch.setenv("HEADROOM_DEBUG", "1")


def test_the_files_before_mutation_pass_every_command(tmp_path):
    """The harness is real: unmutated, every base file gives exit 0 and the figures."""
    for doc in SERVER_BASES:
        path = tmp_path / "s.json"
        path.write_text(dumps(doc), encoding="utf-8")
        outcome = run(["compare", CHATBOT, "--servers", f"{path},srv-1x-l40s", "--json"])
        assert outcome.code == 0 and judge(outcome, json_out=True, expect_server=doc["name"]) is None
    for example in WORKLOAD_EXAMPLES:
        for argv in (["estimate", str(example), "--json"], ["fit", str(example), "--server", "srv-1x-l40s", "--json"],
                     ["compare", str(example), "--servers", "srv-1x-l40s,dgx-8x-h100", "--json"]):
            outcome = run(argv)
            assert outcome.code == 0 and judge(outcome, json_out=True) is None, (argv, outcome.err)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(base=st.sampled_from(range(len(EXAMPLES))), changes=mutations(WORKLOAD_PATHS))
def test_mutated_workloads(tmp_path_factory, base, changes):
    path = tmp_path_factory.mktemp("w") / "w.headroom.json"
    path.write_text(dumps(apply(EXAMPLES[base], changes)), encoding="utf-8")
    for argv, expect in ((["estimate", str(path), "--json"], None),
                         (["fit", str(path), "--server", "srv-1x-l40s", "--json"], "2U server, 1x L40S"),
                         (["compare", str(path), "--servers", "srv-1x-l40s,dgx-8x-h100", "--json"], None)):
        verdict = judge(run(argv), json_out=True, expect_server=expect)
        assert verdict is None, (argv[0], changes, verdict)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(base=st.sampled_from(range(len(SERVER_BASES))), changes=mutations(SERVER_PATHS))
def test_mutated_server_profiles(tmp_path_factory, base, changes):
    doc = apply(SERVER_BASES[base], changes)
    path = tmp_path_factory.mktemp("s") / "s.json"
    path.write_text(dumps(doc), encoding="utf-8")
    for argv in (["fit", CHATBOT, "--server", str(path), "--json"],
                 ["compare", CHATBOT, "--servers", f"{path},srv-1x-l40s", "--json"]):
        outcome = run(argv)
        name = doc.get("name") if isinstance(doc, dict) else None
        verdict = judge(outcome, json_out=True, expect_server=name if outcome.code == 0 else None)
        assert verdict is None, (argv[0], changes, verdict)
