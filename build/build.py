"""Build the Headroom bundle with PyInstaller, smoke-test it from outside the source tree, report its size.

    python build/build.py [--onefile] [--clean] [--no-smoke]

Runs on Linux, Windows and macOS (build/build.sh is the same for POSIX shells). Needs the project
installed with the `dev` extra (`pip install -e ".[dev]"`, which brings PyInstaller 6).
Output: build/dist/headroom/ (one folder; `headroom` inside it), or build/dist/onefile/headroom[.exe]
with --onefile; on macOS also build/dist/Headroom.app.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build" / "headroom.spec"
DIST = ROOT / "build" / "dist"
DIST_ONEFILE = DIST / "onefile"  # apart, so the one-file executable does not replace the folder `headroom`
WORK = ROOT / "build" / "work"
BUNDLE_LIMIT_MB = 200  # the ceiling for the Linux bundle
BYTES_PER_MB = 1_000_000


def tree_bytes(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def bundle_path(onefile: bool) -> Path:
    if onefile:
        return DIST_ONEFILE / ("headroom.exe" if sys.platform == "win32" else "headroom")
    return DIST / "headroom"


# The X11/Wayland libraries Qt's platform plugins link that desktops often lack (libxcb-cursor0 is
# the classic "could not load the Qt platform plugin xcb"). PyInstaller bundles what the build
# machine has, so the build machine must have them; Debian/Ubuntu package names:
LINUX_PLUGIN_PACKAGES = ("libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 "
                         "libxcb-xkb1 libxkbcommon-x11-0 libxcb-randr0 libxcb-shape0 libxcb-xinerama0 "
                         "libwayland-client0 libwayland-cursor0 libwayland-egl1 libegl1 libgl1 libfontconfig1")
LINUX_PLATFORM_PLUGINS = ("libqxcb.so", "libqwayland.so")


def missing_plugin_libraries() -> set[str]:
    """Libraries the venv's X11/Wayland plugins link that this machine lacks (Linux; else empty)."""
    if not sys.platform.startswith("linux"):
        return set()
    import PySide6

    folder = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms"
    missing: set[str] = set()
    for name in LINUX_PLATFORM_PLUGINS:
        done = subprocess.run(["ldd", str(folder / name)], capture_output=True, text=True, check=False)
        missing |= {line.split()[0] for line in done.stdout.splitlines() if "not found" in line}
    return missing


def run_pyinstaller(onefile: bool, clean: bool) -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit('PyInstaller is missing: pip install -e ".[dev]"') from None
    command = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm",
               "--distpath", str(DIST_ONEFILE if onefile else DIST), "--workpath", str(WORK)]
    if clean:
        command.append("--clean")
    env = dict(os.environ)
    env["HEADROOM_ONEFILE"] = "1" if onefile else "0"
    print("$", " ".join(command), flush=True)
    started = time.monotonic()
    subprocess.run(command, cwd=ROOT, env=env, check=True)
    print(f"PyInstaller finished in {time.monotonic() - started:.0f} s", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--onefile", action="store_true", help="one self-extracting executable instead of a folder")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--no-smoke", action="store_true", help="build only")
    args = parser.parse_args(argv)

    missing = missing_plugin_libraries()
    if missing:
        print("WARNING: this machine lacks libraries Qt's X11/Wayland plugins link, so the bundle will lack them "
              f"too: {', '.join(sorted(missing))}.\n  Debian/Ubuntu: sudo apt-get install {LINUX_PLUGIN_PACKAGES}",
              flush=True)
    run_pyinstaller(args.onefile, args.clean)
    bundle = bundle_path(args.onefile)
    if not bundle.exists():
        raise SystemExit(f"PyInstaller did not produce {bundle}")
    status = 0
    if not args.no_smoke:
        sys.path.insert(0, str(ROOT / "build"))
        from smoke_test import smoke_test

        status = smoke_test(bundle)
    size_mb = tree_bytes(bundle) / BYTES_PER_MB
    print(f"bundle: {bundle.relative_to(ROOT)}  {size_mb:.1f} MB")
    if sys.platform.startswith("linux") and size_mb > BUNDLE_LIMIT_MB:
        print(f"FAIL: the bundle is over {BUNDLE_LIMIT_MB} MB")
        status = status or 1
    return status


if __name__ == "__main__":
    raise SystemExit(main())
