"""Smoke-test a built Headroom bundle from outside the source tree.

    python build/smoke_test.py [build/dist/headroom]

The bundle is copied to a fresh temporary folder and run from there with a clean environment: no
PYTHONPATH/PYTHONHOME/virtual env, PATH without the build's Python, the working directory in the
temporary folder, a temporary HEADROOM_HOME, Qt's offscreen platform. Every check must pass:
`--version` (pyproject's version), `estimate --json` on a shipped example, `schema`, `quote -o`
(a PDF), `pilot kit` (the bundled pilot scripts), `gui --screenshot` (a PNG); on Linux also that
the X11 and Wayland platform plugins find every library they link.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "resources" / "examples" / "chatbot-8b.headroom.json"
COMMAND_TIMEOUT_S = 300  # a one-file bundle unpacks itself first; a loaded 2-core machine is slow
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PDF_SIGNATURE = b"%PDF"
MIN_SCREENSHOT_BYTES = 10_000  # a 1280x720 window with text and a chart; a blank image is far smaller
# Environment passed through on Windows, where processes need these to start at all.
WINDOWS_ENV = ("SYSTEMROOT", "WINDIR", "COMSPEC", "PATHEXT", "TEMP", "TMP", "USERPROFILE", "LOCALAPPDATA", "APPDATA")
POSIX_PATH = "/usr/bin:/bin"  # system tools only: no venv, no pyenv shims
# Words on stderr that fail a check even with exit status 0: a missing module or plugin in the
# bundle often shows up only as a warning (matplotlib without mplot3d, Qt without a plugin).
DESKTOP_PLATFORM_PLUGINS = ("libqxcb.so", "libqwayland.so")
STDERR_ALARMS = ("Traceback", "Warning:", "Error:", "Could not load", "Cannot load", "not found")


@dataclass
class Result:
    name: str
    ok: bool
    seconds: float
    detail: str


def pyproject_version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"])


def clean_env(home: Path) -> dict[str, str]:
    env = {k: os.environ[k] for k in WINDOWS_ENV if sys.platform == "win32" and k in os.environ}
    env["PATH"] = os.environ.get("SYSTEMROOT", "C:\\Windows") + "\\System32" if sys.platform == "win32" else POSIX_PATH
    runtime = home / "runtime"
    runtime.mkdir(mode=0o700, parents=True, exist_ok=True)
    env.update({
        "HOME": str(home), "HEADROOM_HOME": str(home / "headroom"), "XDG_RUNTIME_DIR": str(runtime),
        "QT_QPA_PLATFORM": "offscreen", "LANG": "C.UTF-8", "MPLCONFIGDIR": str(home / "mpl"),
    })
    return env  # no PYTHONPATH, PYTHONHOME, VIRTUAL_ENV, PYTHONSTARTUP


def copy_bundle(bundle: Path, into: Path) -> Path:
    """The copy's executable. Copying proves the bundle does not depend on where it was built."""
    if bundle.is_file():
        target = into / bundle.name
        shutil.copy2(bundle, target)
        return target
    target = into / bundle.name
    shutil.copytree(bundle, target, symlinks=True)
    exe = target / ("headroom.exe" if sys.platform == "win32" else "headroom")
    if not exe.is_file():
        raise SystemExit(f"no executable in {bundle}")
    return exe


def desktop_plugins_resolve(folder: Path | None) -> Result:
    """Linux: the X11 and Wayland platform plugins find every library they link, from the bundle or
    the system (the screenshots use the offscreen plugin; a desktop uses these)."""
    name = "xcb/wayland plugins link"
    if folder is None:
        return Result(name, True, 0.0, "skipped for a one-file bundle")
    internal = folder / "_internal"
    plugins = sorted((internal / "PySide6" / "Qt" / "plugins" / "platforms").glob("libq*.so"))
    wanted = [p for p in plugins if p.name in DESKTOP_PLATFORM_PLUGINS]
    if len(wanted) != len(DESKTOP_PLATFORM_PLUGINS):
        return Result(name, False, 0.0, f"missing: {set(DESKTOP_PLATFORM_PLUGINS) - {p.name for p in wanted}}")
    env = {"PATH": POSIX_PATH, "LD_LIBRARY_PATH": f"{internal}:{internal / 'PySide6' / 'Qt' / 'lib'}"}
    missing = set()
    for plugin in wanted:
        done = subprocess.run(["ldd", str(plugin)], env=env, capture_output=True, text=True, check=False)
        missing |= {line.split()[0] for line in done.stdout.splitlines() if "not found" in line}
    if missing:
        return Result(name, False, 0.0, "not found: " + ", ".join(sorted(missing)))
    return Result(name, True, 0.0, ", ".join(p.name for p in wanted) + ": all libraries found")


def run_check(exe: Path, work: Path, env: dict[str, str], name: str, args: list[str],
              verify: Callable[[subprocess.CompletedProcess[str]], str]) -> Result:
    """Run the bundled command once; its result fails on a time-out, an exit status, alarming stderr or `verify`."""
    started = time.monotonic()
    try:
        done = subprocess.run([str(exe), *args], cwd=work, env=env, capture_output=True, text=True,
                              timeout=COMMAND_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return Result(name, False, COMMAND_TIMEOUT_S, "timed out")
    seconds = time.monotonic() - started
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-5:]
        return Result(name, False, seconds, f"exit {done.returncode}: " + " | ".join(tail))
    noise = [line for line in done.stderr.splitlines() if any(w in line for w in STDERR_ALARMS)]
    if noise:
        return Result(name, False, seconds, "stderr: " + " | ".join(noise[:3]))
    try:
        return Result(name, True, seconds, verify(done))
    except (AssertionError, ValueError, OSError) as exc:
        return Result(name, False, seconds, f"{type(exc).__name__}: {exc}")


def smoke_test(bundle: Path) -> int:
    version = pyproject_version()
    results: list[Result] = []
    with tempfile.TemporaryDirectory(prefix="headroom-smoke-") as tmp:
        base = Path(tmp)
        exe = copy_bundle(bundle, base)
        work = base / "work"
        work.mkdir()
        shutil.copy2(EXAMPLE, work / EXAMPLE.name)
        env = clean_env(base / "home")

        def check(name: str, args: list[str], verify: Callable[[subprocess.CompletedProcess[str]], str]) -> None:
            results.append(run_check(exe, work, env, name, args, verify))

        def same_version(done: subprocess.CompletedProcess[str]) -> str:
            assert done.stdout.strip() == f"headroom {version}", f"printed {done.stdout.strip()!r}"
            return done.stdout.strip()

        check("--version", ["--version"], same_version)
        commands: set[str] = set()

        def list_commands(done: subprocess.CompletedProcess[str]) -> str:
            for word in ("estimate", "fit", "compare", "model", "quote", "pilot", "schema", "gui"):
                if f" {word} " in done.stdout or f"{{{word}," in done.stdout or f",{word}" in done.stdout:
                    commands.add(word)
            return ", ".join(sorted(commands))

        check("--help", ["--help"], list_commands)

        def budget_json(done: subprocess.CompletedProcess[str]) -> str:
            data = json.loads(done.stdout)
            assert data["per_gpu_bytes"] > 0, "per_gpu_bytes is not positive"
            return f"JSON, per_gpu_bytes={data['per_gpu_bytes']:,}"

        check("estimate --json", ["estimate", EXAMPLE.name, "--json"], budget_json)

        def schema_json(done: subprocess.CompletedProcess[str]) -> str:
            data = json.loads(done.stdout)
            return f"JSON Schema with {len(data.get('properties', {}))} properties"

        if "schema" in commands:
            check("schema workload", ["schema", "workload"], schema_json)

        def pdf_file(_done: subprocess.CompletedProcess[str]) -> str:
            data = (work / "out.pdf").read_bytes()
            assert data.startswith(PDF_SIGNATURE), "out.pdf does not start with %PDF"
            return f"out.pdf, {len(data):,} bytes"

        if "quote" in commands:
            check("quote -o out.pdf", ["quote", EXAMPLE.name, "-o", "out.pdf"], pdf_file)
        else:
            results.append(Result("quote -o out.pdf", True, 0.0, "not available yet (no quote command)"))

        def pilot_kit(_done: subprocess.CompletedProcess[str]) -> str:
            scripts = sorted(p.name for p in (work / "kit").rglob("pilot_*.py"))
            assert scripts, "no pilot scripts in the kit (resources/pilot not bundled?)"
            return "kit with " + ", ".join(scripts)

        if "pilot" in commands:
            check("pilot kit -o kit", ["pilot", "kit", EXAMPLE.name, "-o", "kit"], pilot_kit)

        def screenshot(_done: subprocess.CompletedProcess[str]) -> str:
            data = (work / "shot.png").read_bytes()
            assert data.startswith(PNG_SIGNATURE), "shot.png is not a PNG"
            assert len(data) >= MIN_SCREENSHOT_BYTES, f"shot.png is only {len(data)} bytes"
            return f"shot.png, {len(data):,} bytes"

        check("gui --screenshot shot.png", ["gui", EXAMPLE.name, "--screenshot", "shot.png"], screenshot)
        check("gui --screenshot --lang ru", ["gui", "--lang", "ru", "--screenshot", "shot-ru.png"],
              lambda _d: f"shot-ru.png, {(work / 'shot-ru.png').stat().st_size:,} bytes")

        if sys.platform.startswith("linux"):
            results.append(desktop_plugins_resolve(exe.parent if bundle.is_dir() else None))

    return report(bundle, results)


def report(bundle: Path, results: list[Result]) -> int:
    """Print one line per check; the exit status is 1 when any failed."""
    width = max(len(r.name) for r in results)
    print(f"\nsmoke test of {bundle} (copied to a temporary folder, clean environment):")
    for r in results:
        print(f"  {'PASS' if r.ok else 'FAIL'}  {r.name:<{width}}  {r.seconds:6.1f} s  {r.detail}")
    failed = [r for r in results if not r.ok]
    print(f"smoke test: {len(results) - len(failed)}/{len(results)} passed")
    return 1 if failed else 0


if __name__ == "__main__":
    default = ROOT / "build" / "dist" / "headroom"
    raise SystemExit(smoke_test(Path(sys.argv[1]) if len(sys.argv) > 1 else default))
