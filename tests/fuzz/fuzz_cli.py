"""On-demand fuzz run: thousands of mutated workloads and server profiles through estimate, fit,
compare and quote. Not part of the suite (minutes, not seconds).

    .venv/bin/python tests/fuzz/fuzz_cli.py --workloads 2000 --profiles 500 --jobs 2 --seed 1

Every case is rebuilt from (seed, kind, index), so a failure is reproduced with
`--only workload:123` (add `--show` to print the file). Workers are separate processes running
the commands in-process (as `headroom` does); a command past --timeout counts as a hang, a worker
that dies (a segmentation fault) as a crash of the case it was running, and is replaced.
Outcome per command: ok (exit 0, finite figures), refused (exit 2 with a message), or a failure:
crash (traceback, other exit status, dead worker), hang, silent (exit 0 without usable output,
exit 2 without a message, a server given but missing from the results, a quote without its PDF).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import select
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(REPO))

QUOTE_SERVERS = "srv-1x-l40s,dgx-8x-h100"


def build_case(seed: int, kind: str, index: int) -> tuple[str, str | None]:
    """(file text, the profile name a result must carry or None) for one case."""
    from mutations import SERVER_BASES, SERVER_PATHS, WORKLOAD_EXAMPLES, WORKLOAD_PATHS, apply, damage_text, dumps
    from mutations import random_mutations as draw

    rng = random.Random(f"{seed}:{kind}:{index}")
    if kind == "workload":
        base = json.loads(rng.choice(WORKLOAD_EXAMPLES).read_text(encoding="utf-8"))
        doc = apply(base, draw(rng, list(WORKLOAD_PATHS), rng.choice((1, 1, 1, 1, 1, 1, 2, 2, 2, 3)), base))
        name = None
    else:
        base = dict(rng.choice(SERVER_BASES))
        doc = apply(base, draw(rng, list(SERVER_PATHS), rng.choice((1, 1, 1, 1, 1, 1, 2, 2, 2, 3)), base))
        name = doc.get("name") if isinstance(doc, dict) and isinstance(doc.get("name"), str) else None
    text = dumps(doc)
    if rng.random() < 0.1:
        text, name = damage_text(text, rng), None
    return text, name


# -- the worker -----------------------------------------------------------------------------------
class Hang(Exception):
    pass


def _alarm(_signum: int, _frame: object) -> None:
    raise Hang()


def run_command(argv: list[str], timeout_s: int) -> tuple[str, Any]:
    """("done", Outcome) or ("crash" | "hang", detail) for one in-process command."""
    from mutations import Outcome

    from app.cli import main

    out, err = io.StringIO(), io.StringIO()
    started = time.monotonic()
    signal.alarm(timeout_s)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code = main(argv)
    except Hang:
        return "hang", f"over {timeout_s} s"
    except BaseException as exc:  # noqa: BLE001 - a defect: HEADROOM_DEBUG lets it through to here
        return "crash", "".join(traceback.format_exception(exc)[-3:]).strip()[-600:]
    finally:
        signal.alarm(0)
    return "done", Outcome(code, out.getvalue(), err.getvalue(), time.monotonic() - started)


def check_case(seed: int, kind: str, index: int, folder: Path, timeout_s: int, quote: bool) -> list[dict[str, Any]]:
    from mutations import WORKLOAD_EXAMPLES, judge

    text, name = build_case(seed, kind, index)
    path = folder / ("w.headroom.json" if kind == "workload" else "s.json")
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    pdf = folder / "q.pdf"
    pdf.unlink(missing_ok=True)
    chatbot = str(WORKLOAD_EXAMPLES[0])
    if kind == "workload":
        commands = [(["estimate", str(path), "--json"], None),
                    (["fit", str(path), "--server", "srv-1x-l40s", "--json"], "2U server, 1x L40S"),
                    (["compare", str(path), "--servers", QUOTE_SERVERS, "--json"], None)]
        if quote:
            commands.append((["quote", str(path), "--servers", QUOTE_SERVERS, "-o", str(pdf)], None))
    else:
        commands = [(["fit", chatbot, "--server", str(path), "--json"], name),
                    (["compare", chatbot, "--servers", f"{path},srv-1x-l40s", "--json"], name)]
        if quote:
            commands.append((["quote", chatbot, "--servers", f"{path},srv-1x-l40s", "-o", str(pdf)], None))
    rows = []
    for argv, expect in commands:
        status, result = run_command(argv, timeout_s)
        row: dict[str, Any] = {"case": f"{kind}:{index}", "command": argv[0]}
        if status != "done":
            row.update(result="crash" if status == "crash" else "hang", detail=result)
        else:
            json_out = "--json" in argv
            verdict = judge(result, json_out=json_out, expect_server=expect if result.code == 0 else None)
            if verdict is None and argv[0] == "quote":
                made = pdf.is_file() and pdf.read_bytes()[:5] == b"%PDF-"
                if result.code == 0 and not made:
                    verdict = "silent: exit 0 without a PDF"
                elif result.code != 0 and pdf.exists():
                    verdict = "silent: a refused quote left a file"
            row["seconds"] = round(result.seconds, 3)
            if verdict is None:
                row["result"] = "ok" if result.code == 0 else "refused"
                if result.code == 2:
                    row["message"] = result.err.strip().splitlines()[0][:200]
            else:
                row.update(result=verdict.split(":")[0], detail=verdict)
        rows.append(row)
    return rows


def worker(timeout_s: int) -> int:
    """Read `seed kind index quote` lines, answer one JSON line of rows each."""
    os.environ["HEADROOM_DEBUG"] = "1"
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    signal.signal(signal.SIGALRM, _alarm)
    with tempfile.TemporaryDirectory(prefix="headroom-fuzz-") as tmp:
        os.environ["HEADROOM_HOME"] = str(Path(tmp) / "home")
        folder = Path(tmp)
        for line in sys.stdin:
            seed, kind, index, quote = line.split()
            rows = check_case(int(seed), kind, int(index), folder, timeout_s, quote == "1")
            sys.stdout.write(json.dumps(rows) + "\n")
            sys.stdout.flush()
    return 0


# -- the runner -----------------------------------------------------------------------------------
class Worker:
    def __init__(self, timeout_s: int) -> None:
        self.timeout_s = timeout_s
        self.proc = self._start()
        self.case: tuple[str, int] | None = None

    def _start(self) -> subprocess.Popen[str]:
        return subprocess.Popen([sys.executable, __file__, "--worker", "--timeout", str(self.timeout_s)],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=REPO,
                                env={**os.environ, "PYTHONPATH": str(REPO)})

    def ask(self, seed: int, kind: str, index: int, quote: bool) -> list[dict[str, Any]]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(f"{seed} {kind} {index} {int(quote)}\n")
        self.proc.stdin.flush()
        # The worker's own alarm catches a hang in Python code; one inside a C call (Qt) is caught
        # here, by not answering at all within the time every command of the case may take.
        ready, _, _ = select.select([self.proc.stdout], [], [], self.timeout_s * 4 + 30)
        answer = self.proc.stdout.readline() if ready else ""
        if answer:
            rows: list[dict[str, Any]] = json.loads(answer)
            return rows
        if not ready:
            self.proc.kill()
        code = self.proc.wait()
        self.proc = self._start()
        return [{"case": f"{kind}:{index}", "command": "(worker)", "result": "hang" if not ready else "crash",
                 "detail": "no answer in time" if not ready else f"the worker process died (status {code})"}]

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait(timeout=60)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workloads", type=int, default=2000)
    parser.add_argument("--profiles", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=int, default=60, help="seconds one command may take (a hang past it)")
    parser.add_argument("--quote-every", type=int, default=1, help="quote every n-th case (1: all)")
    parser.add_argument("--only", default="", help="one case, e.g. workload:123")
    parser.add_argument("--show", action="store_true", help="print the case's file (with --only)")
    parser.add_argument("--report", default="", help="write every row as JSON here")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        return worker(args.timeout)
    if args.only:
        kind, index = args.only.split(":")
        cases = [(kind, int(index))]
        if args.show:
            print(build_case(args.seed, kind, int(index))[0][:5000])
    else:
        cases = [("workload", i) for i in range(args.workloads)] + [("profile", i) for i in range(args.profiles)]
    from concurrent.futures import ThreadPoolExecutor
    from queue import Queue

    pool: Queue[Worker] = Queue()
    for _ in range(max(1, args.jobs)):
        pool.put(Worker(args.timeout))
    started = time.monotonic()
    rows: list[dict[str, Any]] = []

    def one(case: tuple[str, int]) -> list[dict[str, Any]]:
        w = pool.get()
        try:
            return w.ask(args.seed, case[0], case[1], case[1] % args.quote_every == 0)
        finally:
            pool.put(w)

    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        for n, got in enumerate(ex.map(one, cases), 1):
            rows += got
            for row in got:
                if row["result"] not in ("ok", "refused"):
                    print(f"{row['result'].upper()} {row['case']} {row['command']}: {row.get('detail', '')}",
                          flush=True)
            if n % 250 == 0:
                print(f"... {n}/{len(cases)} cases, {time.monotonic() - started:.0f} s", flush=True)
    while not pool.empty():
        pool.get().close()
    summary = Counter((r["case"].split(":")[0], r["command"], r["result"]) for r in rows)
    print(f"\n{len(cases)} cases ({sum(1 for c in cases if c[0] == 'workload')} workloads, "
          f"{sum(1 for c in cases if c[0] == 'profile')} profiles), {len(rows)} commands, "
          f"{time.monotonic() - started:.0f} s, seed {args.seed}")
    for (kind, command, result), count in sorted(summary.items()):
        print(f"  {kind:9} {command:9} {result:8} {count}")
    slowest = sorted((r for r in rows if "seconds" in r), key=lambda r: -r["seconds"])[:3]
    print("slowest: " + ", ".join(f"{r['case']} {r['command']} {r['seconds']} s" for r in slowest))
    refusals = Counter(r["message"].split(": ", 1)[-1][:60] for r in rows if r["result"] == "refused")
    print("most common refusals: " + "; ".join(f"{m} ({c})" for m, c in refusals.most_common(5)))
    if args.report:
        Path(args.report).write_text(json.dumps(rows, indent=1, ensure_ascii=True), encoding="utf-8")
    failures = [r for r in rows if r["result"] not in ("ok", "refused")]
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
