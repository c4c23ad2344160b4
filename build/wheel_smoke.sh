#!/bin/sh
# The wheel carries everything the app needs: build it, install it in a fresh venv outside the
# checkout, and run `estimate --json` and `gui --screenshot` from another folder.
#   sh build/wheel_smoke.sh [PYTHON]      (PYTHON: the interpreter that builds the wheel, default python3)
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PY=${1:-python3}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
"$PY" -m pip wheel -q --no-deps "$ROOT" -w "$WORK/dist"
python3 -m venv "$WORK/venv"
"$WORK/venv/bin/pip" install -q "$WORK"/dist/headroom-*.whl
cp "$ROOT/resources/examples/chatbot-8b.headroom.json" "$WORK/w.json"
cd "$WORK"
"$WORK/venv/bin/headroom" estimate w.json --json > estimate.json
"$WORK/venv/bin/python" -c "import json; d = json.load(open('estimate.json')); assert d['per_gpu_bytes'] > 0, d"
QT_QPA_PLATFORM=offscreen "$WORK/venv/bin/headroom" gui --screenshot shot.png
test -s shot.png
echo "wheel smoke: estimate and gui --screenshot work from an installed wheel"
