"""Fixtures for the profile-library tests: a private HEADROOM_HOME, sample profiles, a subprocess runner."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from app.core.offers.server import ServerProfile
from app.store import ProfileStore

REPO_ROOT = Path(__file__).resolve().parents[2]

SHIPPED: list[dict[str, object]] = [
    {"id": "rtx4090-ws", "name": "RTX 4090 workstation", "gpu": {"id": "rtx4090"}, "gpu_count": 1,
     "cpu": {"model": "Ryzen 9 7950X", "cores": 16}, "ram_bytes": 128 * 10**9},
    {"id": "h100x8", "name": "8x H100 SXM", "gpu": {"id": "h100-sxm"}, "gpu_count": 8,
     "interconnect": "nvswitch", "cpu": {"model": "2x Xeon 8480+", "cores": 112},
     "ram_bytes": 2 * 10**12, "nvme": [{"capacity_bytes": 3_840_000_000_000, "count": 8}],
     "network": {"gbps": 400, "kind": "infiniband", "count": 8}, "power_w": 10200,
     "price": {"monthly": 25000, "currency": "USD"}},
]


def make_profile(name: str = "2x L40S node", **changes: Any) -> ServerProfile:
    data: dict[str, Any] = {
        "name": name, "provider": "Example GmbH", "gpu": {"id": "l40s"}, "gpu_count": 2,
        "interconnect": "pcie", "cpu": {"model": "EPYC 9354", "cores": 32}, "ram_bytes": 512 * 10**9,
        "nvme": [{"capacity_bytes": 3_840_000_000_000, "read_gbps": 7.0, "write_gbps": 4.0}],
        "network": {"gbps": 25, "kind": "ethernet"}, "power_w": 2000,
        "price": {"monthly": 1800, "currency": "EUR"},
    }
    data.update(changes)
    return ServerProfile.model_validate(data)


def same(a: ServerProfile, b: ServerProfile) -> bool:
    """Equal apart from the library id."""
    return a.model_copy(update={"id": None}) == b.model_copy(update={"id": None})


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv("HEADROOM_HOME", str(folder))
    return folder


@pytest.fixture
def db_path(home: Path) -> Path:
    from app.infra import paths
    return paths.profiles_db()


@pytest.fixture
def store(db_path: Path) -> Iterator[ProfileStore]:
    s = ProfileStore(shipped=SHIPPED)
    yield s
    s.close()


PyRunner = Callable[..., "subprocess.CompletedProcess[str]"]


@pytest.fixture
def run_py() -> PyRunner:
    """Run a Python snippet in a fresh interpreter (repo on the path); argv[1:] are `args`."""

    def run(
        code: str, *args: object, check: bool = True, timeout: float = 60
    ) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
        proc = subprocess.run(
            [sys.executable, "-c", textwrap.dedent(code), *map(str, args)],
            cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=timeout,
        )
        if check:
            assert proc.returncode == 0, proc.stderr
        return proc

    return run


@pytest.fixture
def make() -> Callable[..., ServerProfile]:
    """`make(name, **field_changes)`: a valid sample profile."""
    return make_profile


@pytest.fixture
def shipped() -> list[dict[str, object]]:
    return SHIPPED
