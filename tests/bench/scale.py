"""A consultant's library of 10,000 saved offers: the Servers and Compare views and `headroom compare`
against the same with an empty library (part of `python tests/bench/bench.py`, figures `library-*`).

The offers are made up from the shipped profiles the way a consultant's library grows: the same
hardware quoted by many providers at different prices, and the same GPUs with more or less system
RAM, CPU cores, NVMe drives and network. 16 shipped machines × 2 RAM sizes × 2 CPUs × 2 NVMe counts ×
2 networks = 256 distinct hardware configurations, each offered by about 39 providers at prices from
80 % to 130 % of the shipped one (deterministic: the same library every run).

Each figure is a ratio measured in the same run: the library of 10,000 against an empty one (only the
16 shipped profiles), so a slow machine slows both alike.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QWidget

    from app.core.offers.server import ServerProfile
    from app.ui.main_window import MainWindow

OFFERS = 10_000
HARDWARE_VARIANTS = ((1, 0, 1, 1), (2, 0, 1, 1), (1, 16, 1, 1), (2, 16, 1, 1),
                     (1, 0, 2, 1), (2, 0, 2, 1), (1, 16, 2, 1), (2, 16, 2, 1),
                     (1, 0, 1, 4), (2, 0, 1, 4), (1, 16, 1, 4), (2, 16, 1, 4),
                     (1, 0, 2, 4), (2, 0, 2, 4), (1, 16, 2, 4), (2, 16, 2, 4))
# (RAM ×, extra CPU cores, NVMe drives ×, network ×) of each hardware variant of a shipped machine.
PRICE_STEPS = 11  # 80 %, 85 %, ... 130 % of the shipped price
PRICE_LOW, PRICE_STEP = 0.80, 0.05
VIEW_RATIO_TARGET = 1.5
CLI_RATIO_TARGET = 5.0
JSON_BYTES_TARGET = 5_000_000  # issue 36: `compare --json` over 10,000 offers under 5 MB
PAINT_TIMEOUT_S = 120.0


def offers(count: int = OFFERS) -> list[ServerProfile]:
    """`count` offers over the shipped machines' hardware variants (see the module's docstring)."""
    from app.core.catalog import load_catalog
    from app.core.offers.server import ServerProfile

    shipped = [ServerProfile.model_validate(s) for s in load_catalog().servers]
    out: list[ServerProfile] = []
    i = 0
    while len(out) < count:
        base = shipped[i % len(shipped)]
        ram, cores, nvme, net = HARDWARE_VARIANTS[(i // len(shipped)) % len(HARDWARE_VARIANTS)]
        provider = i // (len(shipped) * len(HARDWARE_VARIANTS))
        share = PRICE_LOW + PRICE_STEP * (provider % PRICE_STEPS)
        price = None if base.price is None else base.price.model_copy(
            update={"monthly": round(base.price.monthly * share, 2)})
        data = base.model_dump(exclude={"id"})
        data.update(name=f"{base.name} — offer {i + 1}", provider=f"Provider {provider + 1}",
                    ram_bytes=base.ram_bytes * ram, price=price.model_dump() if price else None)
        data["cpu"] = dict(data["cpu"], cores=data["cpu"]["cores"] + cores)
        data["nvme"] = [dict(d, count=d["count"] * nvme) for d in data["nvme"]]
        if data.get("network"):
            data["network"] = dict(data["network"], gbps=data["network"]["gbps"] * net)
        out.append(ServerProfile.model_validate(data))
        i += 1
    return out


def make_home(root: Path, count: int) -> Path:
    """A HEADROOM_HOME whose library holds `count` offers (0: only the shipped profiles)."""
    from app.store import ProfileStore

    home = root / f"library-{count}"
    home.mkdir(parents=True, exist_ok=True)
    with ProfileStore(home / "profiles.sqlite3") as store:
        if count and not store.user_profiles():
            store.create_many(offers(count))
    return home


# -- the views -------------------------------------------------------------------------------------
def _window(app: QApplication, db: Path, example: Path, size: tuple[int, int]) -> MainWindow:
    from app.store import ProfileStore
    from app.ui.app import settle
    from app.ui.main_window import MainWindow
    from app.ui.session import Session

    window = MainWindow(Session(store=ProfileStore(db)), restore_geometry=False, autosave=False)
    window.files.open_path(str(example))
    window.resize(*size)
    window.show()
    settle(app)
    return window


def _painted_widget(window: MainWindow, key: str) -> QWidget:
    """What shows the view's figures: the library's table, the comparison's table."""
    view = window.view_widget(key)
    if key == "servers":
        return view.table.viewport()  # type: ignore[union-attr]
    return view.table.viewport()  # type: ignore[union-attr]


def time_view_open(app: QApplication, db: Path, example: Path, key: str, size: tuple[int, int],
                   event_pass: Callable[[Any], None]) -> tuple[float, float]:
    """Seconds from asking for the view in a window that has not shown it yet to its figures painted,
    and the CPU seconds this process spent meanwhile (steadier on a shared machine)."""
    from PySide6.QtCore import QEvent, QEventLoop, QObject

    class Painted(QObject):
        count = 0

        def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    window = _window(app, db, example, size)
    loop = QEventLoop()
    started, cpu_started = time.perf_counter(), time.process_time()
    window.show_view(key)
    counter = Painted()
    _painted_widget(window, key).installEventFilter(counter)
    deadline = started + PAINT_TIMEOUT_S
    while not counter.count or _refresh_pending(window, key):
        if time.perf_counter() > deadline:
            raise TimeoutError(f"the {key} view was not painted")
        event_pass(loop)
    for _ in range(2):
        event_pass(loop)
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu_started
    window.session.store.close()
    window.close()
    window.deleteLater()
    event_pass(loop)
    return elapsed, cpu


def _refresh_pending(window: MainWindow, key: str) -> bool:
    """The view still has a coalesced refresh to run (the comparison ranks on the next turn)."""
    view = window.view_widget(key)
    refresh = getattr(view, "_refresh", None)
    return bool(refresh is not None and (refresh.pending or refresh.stale))


# -- the command line ------------------------------------------------------------------------------
def _children_cpu() -> float:
    if not hasattr(os, "wait4"):  # Windows: no per-child rusage
        return float("nan")
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_cli_compare(home: Path, example: Path, root: Path, extra: tuple[str, ...] = ()) -> tuple[float, float]:
    """Seconds of one `headroom compare` process over the library in `home`, and its CPU seconds."""
    elapsed, cpu, _size = run_cli_compare(home, example, root, extra)
    return elapsed, cpu


def run_cli_compare(home: Path, example: Path, root: Path, extra: tuple[str, ...] = ()) -> tuple[float, float, int]:
    """One `headroom compare [extra]` process: seconds, CPU seconds and the bytes it wrote to stdout."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONDONTWRITEBYTECODE")}
    env.update({"HEADROOM_HOME": str(home), "PYTHONPATH": str(root), "LANG": "en_US.UTF-8"})
    with tempfile.TemporaryFile() as out:
        started, cpu_started = time.perf_counter(), _children_cpu()
        done = subprocess.run([sys.executable, "-m", "app", "compare", str(example), *extra], env=env,
                              cwd=str(home), stdout=out, stderr=subprocess.PIPE, text=True, check=False)
        elapsed, cpu = time.perf_counter() - started, _children_cpu() - cpu_started
        size = out.seek(0, os.SEEK_END)
    if done.returncode != 0:
        raise RuntimeError(f"headroom compare exited {done.returncode}: {done.stderr.strip()[:300]}")
    return elapsed, cpu, size


def median_ratio(big: list[float], small: list[float]) -> tuple[float, float, float]:
    b, s = statistics.median(big), statistics.median(small)
    return b / s, b, s
