"""The runtime table: every runtime of the `Runtime` type has one complete row, and the modules read it.

Adding a runtime is one name in `Runtime`, one row in `RUNTIMES` (app/core/runtimes.py) and one sentence in
app/text/runtimes.py; these tests fail until all three are there.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import get_args

import pytest

from app.core import runtimes
from app.core.pilot.launch import PORTS, launch_command
from app.core.runtimes import RUNTIMES, Runtime, RuntimeTraits, runtimes_with, traits
from app.core.workload.schema import Workload
from app.text.runtimes import DESCRIPTIONS, runtime_description, runtime_name

APP = Path(__file__).resolve().parents[2] / "app"


def test_every_runtime_of_the_type_has_a_row_and_no_row_is_extra() -> None:
    assert set(get_args(Runtime)) == set(RUNTIMES)
    assert runtimes.RUNTIME_IDS == get_args(Runtime)


def test_the_workload_accepts_exactly_the_runtimes_of_the_table() -> None:
    assert get_args(Workload.model_fields["runtime"].annotation) == get_args(Runtime)


@pytest.mark.parametrize("runtime", get_args(Runtime))
def test_every_row_is_complete(runtime: str) -> None:
    row = RUNTIMES[runtime]
    assert isinstance(row, RuntimeTraits)
    for field in dataclasses.fields(RuntimeTraits):
        # No trait has a default: a row that leaves one out fails to build, so every row names them all.
        assert field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING
        assert hasattr(row, field.name)
    assert row.name
    assert row.kind in get_args(runtimes.RuntimeKind)
    assert row.speed_group in get_args(runtimes.SpeedGroup)
    assert runtime in DESCRIPTIONS and runtime_description(runtime)
    assert runtime_name(runtime) == row.name


def test_a_row_missing_a_trait_cannot_be_built() -> None:
    fields = {f.name: getattr(RUNTIMES["vllm"], f.name) for f in dataclasses.fields(RuntimeTraits)}
    del fields["layer_split"]
    with pytest.raises(TypeError, match="layer_split"):
        RuntimeTraits(**fields)


def test_the_sets_that_used_to_be_typed_three_times_come_from_the_table() -> None:
    assert runtimes_with("layer_split") == {"llama.cpp", "ollama"}
    assert runtimes_with("pipeline_parallel") == {"vllm", "sglang", "tensorrt-llm", "generic"}
    assert runtimes_with("profiling") == {"vllm", "sglang", "tgi"}
    assert runtimes_with("plain_pytorch") == {"transformers", "generic"}
    assert runtimes_with("chat_api") == {"tgi"}
    assert traits("a-runtime-nobody-knows") == RUNTIMES["generic"]
    assert {r for r, t in RUNTIMES.items() if t.default_framework != "generic"} == {"transformers"}


def test_each_runtime_with_a_port_gets_its_own_launch_command() -> None:
    assert PORTS == {r: t.port for r, t in RUNTIMES.items() if t.port is not None}
    from app.core.catalog import load_catalog
    from app.core.pilot.plan import plan_for

    catalog = load_catalog()
    for runtime, port in PORTS.items():
        w = Workload.model_validate({"model": {"params_b": 1.0}, "runtime": runtime})
        launch = launch_command(w, plan_for(w, catalog))
        assert launch.runtime == runtime and not launch.substitute
        assert f":{port}/v1" in launch.base_url


def test_no_module_keeps_its_own_set_of_runtime_names() -> None:
    """Runtime sets live in the table: no `frozenset({"vllm", ...})` or ("llama.cpp", "ollama") elsewhere."""
    names = "|".join(re.escape(r) for r in get_args(Runtime))
    pattern = re.compile(rf"""(frozenset\(\{{|\(|\[)\s*"({names})"\s*,\s*"({names})\"""")
    offenders = [f"{p.relative_to(APP)}:{n}" for p in APP.rglob("*.py") if p.name != "runtimes.py"
                 for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if pattern.search(line)]
    assert offenders == []
