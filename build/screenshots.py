"""Screenshots of every screen, in every language, at 1× and 1.5×, with every text checked; and the
four-candidate quote in Russian and Polish rendered page by page.

    python build/screenshots.py [--out DIR] [--langs en,ru,pl] [--scales 1,1.5] [--no-quote]

Each language and scale is one run of `headroom gui EXAMPLE --server srv-1x-l40s --screenshot DIR
--check-text` (offscreen, 1280×720 logical pixels; QT_SCALE_FACTOR=1.5 makes it 1920×1080 real ones):
every wizard step, the comparison, the library and the pilot page, as `DIR/<lang>-<scale>x/<screen>.png`.
A screen with text shown only in part is listed and the script exits 1. The quotes go to
`DIR/quote/<lang>-<page>.png` (needs `pdftoppm` from poppler-utils; skipped with a note without it).
Nothing here reaches the network.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "resources" / "examples" / "chatbot-8b.headroom.json"
QUOTE_EXAMPLE = ROOT / "resources" / "examples" / "longdoc-70b-int4.headroom.json"
SERVER = "srv-1x-l40s"
# Four candidates with long names (the quote's chart names them under its bars).
QUOTE_SERVERS = "hgx-4x-h100-sxm,hgx-8x-h200,srv-2x-l40s,srv-1x-l40s"
QUOTE_DPI = 80  # pdftoppm resolution: a page about 660 px wide, enough to read
RUN_TIMEOUT_S = 600


def shoot(lang: str, scale: str, out: Path) -> list[str]:
    """One language at one scale: the PNGs into `out`, the cut texts returned."""
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": scale, "HEADROOM_HOME": home}
        done = subprocess.run([sys.executable, "-m", "app", "--lang", lang, "gui", str(EXAMPLE), "--server", SERVER,
                               "--screenshot", str(out), "--check-text"], cwd=ROOT, env=env, capture_output=True,
                              text=True, timeout=RUN_TIMEOUT_S)
    lines = [line for line in done.stderr.splitlines() if line.strip() and "propagateSizeHints" not in line]
    if done.returncode not in (0, 1) or (done.returncode == 1 and not lines):
        lines.append(f"headroom gui exited with status {done.returncode}")
    return lines if done.returncode else []


def quotes(out: Path, langs: list[str]) -> None:
    pdftoppm = shutil.which("pdftoppm")
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HEADROOM_HOME": home}
        for lang in langs:
            pdf = out / f"quote-{lang}.pdf"
            subprocess.run([sys.executable, "-m", "app", "quote", str(QUOTE_EXAMPLE), "--servers", QUOTE_SERVERS,
                            "--lang", lang, "-o", str(pdf)], cwd=ROOT, env=env, check=True, timeout=RUN_TIMEOUT_S)
            if pdftoppm is None:
                print(f"{pdf}: written; install poppler-utils (pdftoppm) to render its pages")
                continue
            subprocess.run([pdftoppm, "-r", str(QUOTE_DPI), "-png", str(pdf), str(out / lang)], check=True,
                           timeout=RUN_TIMEOUT_S)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "screenshots")
    parser.add_argument("--langs", default="en,ru,pl")
    parser.add_argument("--scales", default="1,1.5")
    parser.add_argument("--no-quote", action="store_true", help="skip the quote PDFs")
    args = parser.parse_args(argv)
    langs = [lang for lang in args.langs.split(",") if lang]
    problems = []
    for lang in langs:
        for scale in [s for s in args.scales.split(",") if s]:
            folder = args.out / f"{lang}-{scale}x"
            found = shoot(lang, scale, folder)
            problems += [f"{lang} {scale}×: {line}" for line in found]
            print(f"{folder}: {len(list(folder.glob('*.png')))} screens, {len(found)} texts cut")
    if not args.no_quote:
        quotes(args.out / "quote", [lang for lang in langs if lang != "en"] or langs)
        print(f"{args.out / 'quote'}: the four-candidate quote")
    for line in problems:
        print(line, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
