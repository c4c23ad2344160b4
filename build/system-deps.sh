#!/bin/sh
# The system packages Headroom needs on Debian/Ubuntu: Python's venv, Qt's window libraries (xcb, and
# wayland for a Wayland desktop), fonts, and poppler for the PDF tests. Installs only what is missing; uses
# sudo only when not root.
# Used by the README's two commands and by .ci/run. Elsewhere (macOS, Windows, other Linux) it does nothing.
set -eu
PACKAGES="python3-venv python3-pip libegl1 libgl1 libfontconfig1 libxkbcommon0 libdbus-1-3 libglib2.0-0 \
libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-xkb1 \
libxkbcommon-x11-0 libxcb-randr0 libxcb-shape0 libxcb-xinerama0 libwayland-client0 libwayland-cursor0 libwayland-egl1 \
fonts-dejavu-core poppler-utils"
if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg-query >/dev/null 2>&1; then
  exit 0
fi
missing=""
for p in $PACKAGES; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "system-deps: these packages are missing and this user cannot install them:$missing" >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing
