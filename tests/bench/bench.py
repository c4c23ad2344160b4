"""On-demand benchmarks: `python tests/bench/bench.py [--only NAMES] [--repeat N] [--bundle EXE] [--write FILE]`.

Prints each figure with its target and PASS/FAIL, and the machine it ran on:

* `budget()` per call — the engine's budget for a resolved workload (< 1 ms);
* recompute and redraw after a field change — the window's session recomputes and the budget chart
  is painted again (< 50 ms);
* six-profile comparison redraw — the Compare view re-ranks six profiles and paints (< 150 ms);
* three-profile PDF export — the quote document built and written (< 1 s);
* cold start to a painted window from source and from the bundle, as a ratio to a bare PySide6
  window with one label started the same way in the same run (≤ 1.5×), and from the same starts,
  the window ready to use — the wizard, the verdict and the budget chart on screen — against the
  bare window's first paint (≤ 5×);
* a library of 10,000 saved offers against an empty one (tests/bench/scale.py): the Servers view and
  the Compare view opened (≤ 1.5×), `headroom compare` over the whole library (≤ 5×), and `headroom compare
  --json` (the shortlist: ≤ 5×, under 5 MB; the size with `--all` beside it).

Parts whose code is not there yet print "not available yet". Not part of the test suite's pass/fail
(tests/bench holds the pytest-benchmark versions, run with `--benchmark-enable`). Qt runs offscreen;
user data goes to a temporary HEADROOM_HOME.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import tempfile
import time
import timeit
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the Qt and engine types, imported only when needed at run time
    from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    from app.core.workload.schema import Workload
    from app.ui.main_window import MainWindow
    from app.ui.result.bar_canvas import BarCanvas
    from app.ui.session import Session

from figure import Figure
from startup import (  # noqa: F401 - the pytest versions read these through `bench`
    DEFAULT_BUNDLE,
    ENTRY,
    PROBE_ENV,
    ROOT,
    bench_start,
    bench_start_bundle,
    bench_start_source,
    bench_starts_bundle,
    bench_starts_source,
    probe_env,
    probe_marks,
    probe_once,
)

EXAMPLE = ROOT / "resources" / "examples" / "chatbot-8b.headroom.json"

BUDGET_TARGET_MS = 1.0
REDRAW_TARGET_MS = 50.0
COMPARE_TARGET_MS = 150.0
PDF_TARGET_S = 1.0

UI_REPEATS = 25  # field changes timed per UI figure (median), after UI_WARMUP untimed ones
UI_WARMUP = 3
PDF_REPEATS = 5
START_REPEATS = 7  # fresh processes of each kind; one more of each first, untimed (disk cache, .pyc)
PAINT_TIMEOUT_S = 5.0
SETTLE_PASSES = 2  # event-loop passes after the render: the posted repaints of the window
COMPARE_PROFILES = 6
QUOTE_PROFILES = 3
SCREEN_SIZE = (1280, 720)  # the smallest layout the window is designed for
CONCURRENCY_VALUES = (8, 16)  # the edited field alternates between these: each change moves the KV cache
NOT_YET = "not available yet"
NAMES = ("budget", "redraw", "compare", "pdf", "start-source", "start-bundle", "library-views", "library-cli",
         "library-json")


# -- the machine ---------------------------------------------------------------------------------
def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def machine() -> dict[str, str]:
    info = {"cpu": cpu_model(), "cores": f"{os.cpu_count()} cores", "os": platform.platform(terse=True),
            "python": f"Python {platform.python_version()}"}
    try:
        import PySide6
        from PySide6.QtCore import qVersion

        info["qt"] = f"Qt {qVersion()} (PySide6 {PySide6.__version__})"
    except ImportError:
        info["qt"] = "no Qt"
    if hasattr(os, "getloadavg"):
        info["load"] = "load average {:.1f} / {:.1f} / {:.1f} (1/5/15 min)".format(*os.getloadavg())
    return info


# -- the engine ----------------------------------------------------------------------------------
def example_workload() -> Workload:
    from app.core.workload.io import parse_workload

    return parse_workload(json.loads(EXAMPLE.read_text(encoding="utf-8")))


def bench_budget() -> Figure:
    from app.core.catalog import load_catalog
    from app.core.memory.components import budget_for
    from app.core.workload.resolve import resolve

    resolved = resolve(example_workload(), load_catalog())
    timer = timeit.Timer(lambda: budget_for(resolved))
    calls, _ = timer.autorange()
    per_call = [t / calls for t in timer.repeat(repeat=5, number=calls)]
    return Figure("budget() per call", statistics.median(per_call) * 1e3, "ms", BUDGET_TARGET_MS,
                  f"median of 5 × {calls} calls, {EXAMPLE.name}")


# -- the window ----------------------------------------------------------------------------------
class RenderCounter:
    """Counts renders of one chart canvas, to wait until a change is drawn: the window's budget bar
    (painted by Qt: its `painted` signal) or a matplotlib canvas of the Compare view (full draws and
    blits, counted at matplotlib's level, not with an event filter on Qt's Paint events: no Python
    code runs inside Qt's paint dispatch that the figure does not run)."""

    def __init__(self, canvas: FigureCanvasQTAgg | BarCanvas) -> None:
        self.count = 0
        painted = getattr(canvas, "painted", None)
        if painted is not None:
            painted.connect(self._drawn)
            return
        original_blit: Callable[..., None] = canvas.blit

        def counting_blit(*args: Any, **kwargs: Any) -> None:
            self.count += 1
            original_blit(*args, **kwargs)

        canvas.blit = counting_blit  # type: ignore[method-assign]
        canvas.mpl_connect("draw_event", self._drawn)

    def _drawn(self, _event: object = None) -> None:
        self.count += 1


def event_pass(loop: QEventLoop) -> None:
    """One pass of the event loop. `QEventLoop.processEvents` returns a bool: PySide6 6.12.0 on
    Python 3.11 drops a reference to None on every call of a *void* Qt method (such as
    `QCoreApplication.processEvents`), so a loop over that one ends in "Fatal Python error:
    none_dealloc" after some thousand passes."""
    from PySide6.QtCore import QEventLoop

    loop.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)


def wait_for_render(loop: QEventLoop, counter: RenderCounter, before: int) -> None:
    """Until the canvas has rendered since `before`, then the event-loop passes that put it and the
    rest of the window (labels, tables) on screen (a blit repaints at once, a full draw is posted)."""
    deadline = time.perf_counter() + PAINT_TIMEOUT_S
    while counter.count == before:
        if time.perf_counter() > deadline:
            raise TimeoutError("the chart was not drawn again after the change")
        event_pass(loop)
    for _ in range(SETTLE_PASSES):
        event_pass(loop)


def time_field_changes(session: Session, counter: RenderCounter) -> list[float]:
    from PySide6.QtCore import QEventLoop

    loop = QEventLoop()
    times = []
    for i in range(UI_WARMUP + UI_REPEATS):
        current = session.value("load.concurrency")
        value = next(v for v in CONCURRENCY_VALUES if v != current)  # a real change every time
        before = counter.count
        started = time.perf_counter()
        session.set_field("load.concurrency", value)
        wait_for_render(loop, counter, before)
        if i >= UI_WARMUP:
            times.append(time.perf_counter() - started)
    return times


def open_window() -> tuple[QApplication, MainWindow]:
    from app.ui.app import create_app, settle
    from app.ui.main_window import MainWindow
    from app.ui.session import Session

    app = create_app("en")
    window = MainWindow(Session(), restore_geometry=False, autosave=False)
    window.files.open_path(str(EXAMPLE))
    window.resize(*SCREEN_SIZE)
    window.show()
    settle(app)
    return app, window


def bench_redraw(window_factory: Callable[[], tuple[QApplication, MainWindow]]) -> Figure:
    name = "recompute + redraw after a field change"
    try:
        _app, window = window_factory()
    except ModuleNotFoundError as exc:
        return Figure(name, None, "ms", REDRAW_TARGET_MS, f"{NOT_YET} ({exc.name})")
    assert window.result is not None, "open_window() builds the result side at once"
    counter = RenderCounter(window.result.chart.canvas)
    times = time_field_changes(window.session, counter)
    return Figure(name, statistics.median(times) * 1e3, "ms", REDRAW_TARGET_MS,
                  f"median of {UI_REPEATS}: load.concurrency {CONCURRENCY_VALUES}, until the chart is painted")


def bench_compare(window_factory: Callable[[], tuple[QApplication, MainWindow]]) -> Figure:
    name = f"{COMPARE_PROFILES}-profile comparison redraw"
    try:
        app, window = window_factory()
        from app.ui.compare.view import ComparisonView
    except ModuleNotFoundError as exc:
        return Figure(name, None, "ms", COMPARE_TARGET_MS, f"{NOT_YET} ({exc.name})")
    session = window.session
    ids = [e.id for e in session.store.all_profiles(include_archived=False)][:COMPARE_PROFILES]
    session.set_compare_ids(ids)
    window.show_view("compare")
    from app.ui.app import settle

    settle(app)
    compare_view = window.view_widget("compare")
    assert isinstance(compare_view, ComparisonView)
    counter = RenderCounter(compare_view.charts.budget_canvas)
    times = time_field_changes(session, counter)
    window.show_view("workload")
    settle(app)
    return Figure(name, statistics.median(times) * 1e3, "ms", COMPARE_TARGET_MS,
                  f"median of {UI_REPEATS}: field change → ranking, table, budget chart painted")


def bench_pdf() -> Figure:
    name = f"{QUOTE_PROFILES}-profile PDF export"
    try:
        from app.report.pdf.writer import write_pdf
        from app.report.quote.build import quote_for
        from app.report.quote.model import QuoteOptions
    except ModuleNotFoundError as exc:
        return Figure(name, None, "s", PDF_TARGET_S, f"{NOT_YET} ({exc.name})")
    from app.cli.server_ref import all_servers
    from app.core.catalog import load_catalog

    workload, catalog = example_workload(), load_catalog()
    servers = all_servers()[:QUOTE_PROFILES]
    times = []
    with tempfile.TemporaryDirectory(prefix="headroom-bench-") as tmp:
        for i in range(PDF_REPEATS + 1):
            started = time.perf_counter()
            quote = quote_for(workload, servers, catalog, QuoteOptions(lang="en"), explicit=True)
            pages = write_pdf(quote, Path(tmp) / f"quote-{i}.pdf")
            times.append(time.perf_counter() - started)
    return Figure(name, statistics.median(times[1:]), "s", PDF_TARGET_S,
                  f"median of {PDF_REPEATS} (first export {times[0]:.2f} s, loads the fonts), {pages} pages")


# -- a library of 10,000 offers ------------------------------------------------------------------
def bench_library_views(root: Path, repeats: int) -> list[Figure]:
    """The Servers and Compare views opened with 10,000 saved offers, against an empty library."""
    import scale

    from app.ui.app import create_app

    app = create_app("en")
    homes = {0: scale.make_home(root, 0), scale.OFFERS: scale.make_home(root, scale.OFFERS)}
    figures = []
    for key, title in (("servers", "Servers view"), ("compare", "Compare view")):
        scale.time_view_open(app, homes[0] / "profiles.sqlite3", EXAMPLE, key, SCREEN_SIZE, event_pass)  # warm-up
        times: dict[int, list[tuple[float, float]]] = {0: [], scale.OFFERS: []}
        for i in range(repeats):
            for count in ((0, scale.OFFERS) if i % 2 == 0 else (scale.OFFERS, 0)):
                db = homes[count] / "profiles.sqlite3"
                times[count].append(scale.time_view_open(app, db, EXAMPLE, key, SCREEN_SIZE, event_pass))
        ratio, big, small = scale.median_ratio([t[0] for t in times[scale.OFFERS]], [t[0] for t in times[0]])
        cpu_ratio, _big, _small = scale.median_ratio([t[1] for t in times[scale.OFFERS]], [t[1] for t in times[0]])
        figures.append(Figure(f"{title} open, {scale.OFFERS:,} offers ÷ none", ratio, "×", scale.VIEW_RATIO_TARGET,
                              f"{big:.3f} s / {small:.3f} s to painted (median of {repeats}, fresh windows); "
                              f"CPU {cpu_ratio:.2f}×", cmp="<="))
    return figures


def bench_library_cli(root: Path, repeats: int) -> Figure:
    """`headroom compare` over the whole library of 10,000 offers, against an empty library."""
    import scale

    homes = {0: scale.make_home(root, 0), scale.OFFERS: scale.make_home(root, scale.OFFERS)}
    times: dict[int, list[tuple[float, float]]] = {0: [], scale.OFFERS: []}
    scale.time_cli_compare(homes[0], EXAMPLE, ROOT)  # warm-up: byte code, disk cache
    for i in range(repeats):
        for count in ((0, scale.OFFERS) if i % 2 == 0 else (scale.OFFERS, 0)):
            times[count].append(scale.time_cli_compare(homes[count], EXAMPLE, ROOT))
    ratio, big, small = scale.median_ratio([t[0] for t in times[scale.OFFERS]], [t[0] for t in times[0]])
    cpu_ratio, _big, _small = scale.median_ratio([t[1] for t in times[scale.OFFERS]], [t[1] for t in times[0]])
    return Figure(f"`headroom compare`, {scale.OFFERS:,} offers ÷ none", ratio, "×", scale.CLI_RATIO_TARGET,
                  f"{big:.2f} s / {small:.2f} s per process (median of {repeats}), {EXAMPLE.name}; CPU {cpu_ratio:.2f}×",
                  cmp="<=")


def bench_library_json(root: Path, repeats: int) -> list[Figure]:
    """`headroom compare --json` over the library of 10,000 offers against the empty library (the shortlist,
    the default), and the size of what it writes, with and without `--all`."""
    import scale

    homes = {0: scale.make_home(root, 0), scale.OFFERS: scale.make_home(root, scale.OFFERS)}
    runs: dict[int, list[tuple[float, float, int]]] = {0: [], scale.OFFERS: []}
    scale.run_cli_compare(homes[0], EXAMPLE, ROOT, ("--json",))  # warm-up: byte code, disk cache
    for i in range(repeats):
        for count in ((0, scale.OFFERS) if i % 2 == 0 else (scale.OFFERS, 0)):
            runs[count].append(scale.run_cli_compare(homes[count], EXAMPLE, ROOT, ("--json",)))
    ratio, big, small = scale.median_ratio([t[0] for t in runs[scale.OFFERS]], [t[0] for t in runs[0]])
    cpu_ratio, _big, _small = scale.median_ratio([t[1] for t in runs[scale.OFFERS]], [t[1] for t in runs[0]])
    size, empty_size = runs[scale.OFFERS][0][2], runs[0][0][2]
    all_time, _cpu, all_size = scale.run_cli_compare(homes[scale.OFFERS], EXAMPLE, ROOT, ("--json", "--all"))
    mb = 1e6
    return [
        Figure(f"`headroom compare --json`, {scale.OFFERS:,} offers ÷ none", ratio, "×", scale.CLI_RATIO_TARGET,
               f"{big:.2f} s / {small:.2f} s per process (median of {repeats}), the shortlist; CPU {cpu_ratio:.2f}×",
               cmp="<="),
        Figure(f"`headroom compare --json` output, {scale.OFFERS:,} offers", size / mb, "MB",
               scale.JSON_BYTES_TARGET / mb, f"{size:,} bytes (empty library: {empty_size:,}); with --all: "
               f"{all_size:,} bytes in {all_time:.2f} s"),
    ]


# -- output --------------------------------------------------------------------------------------
def text_report(info: dict[str, str], figures: list[Figure]) -> str:
    rows = [("figure", "value", "target", "result", "how")] + [f.row() for f in figures]
    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    lines = ["machine: " + ", ".join(info.values())]
    for r in rows:
        lines.append("  ".join(r[i].ljust(widths[i]) for i in range(4)) + "  " + r[4])
    return "\n".join(lines)


def markdown_report(info: dict[str, str], figures: list[Figure]) -> str:
    lines = [f"Measured {time.strftime('%Y-%m-%d')} with `python tests/bench/bench.py` on: " + ", ".join(info.values()) + ".",
             "", "| figure | value | target | result | how |", "|---|---|---|---|---|"]
    lines += ["| " + " | ".join(f.row()) + " |" for f in figures]
    return "\n".join(lines)


MARK_START, MARK_END = "<!-- bench:start -->", "<!-- bench:end -->"


def write_into(path: Path, block: str) -> None:
    """Replace the text between the bench markers of `path` (appended when it has none)."""
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    if MARK_START in text and MARK_END in text:
        head, rest = text.split(MARK_START, 1)
        tail = rest.split(MARK_END, 1)[1]
        text = f"{head}{MARK_START}\n{block}\n{MARK_END}{tail}"
    else:
        text += f"\n{MARK_START}\n{block}\n{MARK_END}\n"
    path.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tests/bench/bench.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", default=",".join(NAMES), help=f"comma-separated subset of {', '.join(NAMES)}")
    parser.add_argument("--repeat", type=int, default=START_REPEATS, help="cold starts of each kind (median)")
    parser.add_argument("--library-repeat", type=int, default=7,
                        help="fresh windows / processes per library size for the library-* figures (median)")
    parser.add_argument("--bundle", type=Path, default=DEFAULT_BUNDLE, help="the built headroom executable")
    parser.add_argument("--write", type=Path, metavar="FILE.md", help="also put the results table into FILE.md")
    args = parser.parse_args(argv)
    chosen = [n.strip() for n in args.only.split(",") if n.strip()]
    unknown = set(chosen) - set(NAMES)
    if unknown:
        parser.error(f"unknown benchmark(s): {', '.join(sorted(unknown))}")

    home = tempfile.mkdtemp(prefix="headroom-bench-home-")
    os.environ["HEADROOM_HOME"] = home  # never touch the user's library or settings
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["LANG"] = "en_US.UTF-8"
    window: list[tuple[QApplication, MainWindow]] = []

    def shared_window() -> tuple[QApplication, MainWindow]:  # one window for both UI figures
        if not window:
            window.append(open_window())
        return window[0]

    info = machine()
    print("machine: " + ", ".join(info.values()), flush=True)
    figures: list[Figure] = []
    library_root = Path(tempfile.mkdtemp(prefix="headroom-bench-library-"))
    steps: dict[str, Callable[[], list[Figure]]] = {
        "budget": lambda: [bench_budget()],
        "redraw": lambda: [bench_redraw(shared_window)],
        "compare": lambda: [bench_compare(shared_window)],
        "pdf": lambda: [bench_pdf()],
        "start-source": lambda: bench_starts_source(args.repeat, tempfile.mkdtemp(prefix="headroom-bench-start-")),
        "start-bundle": lambda: bench_starts_bundle(args.repeat, tempfile.mkdtemp(prefix="headroom-bench-start-"),
                                                    args.bundle),
        "library-views": lambda: bench_library_views(library_root, args.library_repeat),
        "library-cli": lambda: [bench_library_cli(library_root, args.library_repeat)],
        "library-json": lambda: bench_library_json(library_root, args.library_repeat),
    }
    for name in NAMES:
        if name in chosen:
            for figure in steps[name]():
                figures.append(figure)
                print("  " + "  ".join(figure.row()), flush=True)
    print()
    print(text_report(info, figures))
    if args.write:
        write_into(args.write, markdown_report(info, figures))
        print(f"wrote the table into {args.write}")
    return 1 if any(f.passed is False for f in figures) else 0


if __name__ == "__main__":
    raise SystemExit(main())
