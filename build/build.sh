#!/usr/bin/env bash
# Build the Headroom bundle and smoke-test it from outside the source tree (see build/README-build.md).
#   build/build.sh [--onefile] [--clean] [--no-smoke]
# Uses the project's virtual environment (.venv) when there is one, else python3 on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${PYTHON:-}" ]; then
  if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
exec "$PYTHON" build/build.py "$@"
