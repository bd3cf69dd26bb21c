#!/usr/bin/env bash
# Makes sure the browser the e2e tests drive is present: Debian's /usr/bin/chromium plus CJK fonts
# (without them every Chinese glyph renders as a box in screenshots).
# Exit 0: ready. Exit 3: missing and we may not install it (not root) -> the caller skips browser tests.
# Exit 1: an install was attempted and failed.
set -uo pipefail

CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}

have_cjk_font() {
  command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=zh 2>/dev/null | head -n 1)" ]
}

if [ -x "$CHROMIUM" ] && have_cjk_font; then
  exit 0
fi

if [ "$(id -u)" != "0" ]; then
  if [ -x "$CHROMIUM" ]; then
    echo "[ensure-chromium] no CJK font found (not root, cannot install fonts-noto-cjk): screenshots will show boxes for Chinese text"
    exit 0
  fi
  echo "[ensure-chromium] $CHROMIUM is missing and this is not root: cannot install it."
  echo "[ensure-chromium] install it with: sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk"
  exit 3
fi

echo "[ensure-chromium] installing chromium and fonts-noto-cjk with apt-get (a few minutes the first time)"
export DEBIAN_FRONTEND=noninteractive
if ! apt-get update -qq; then
  echo "[ensure-chromium] apt-get update failed"
  exit 1
fi
if ! apt-get install -y -qq chromium fonts-noto-cjk fontconfig >/dev/null; then
  echo "[ensure-chromium] apt-get install chromium fonts-noto-cjk failed"
  exit 1
fi
[ -x "$CHROMIUM" ] || { echo "[ensure-chromium] $CHROMIUM still missing after install"; exit 1; }
echo "[ensure-chromium] $("$CHROMIUM" --version 2>/dev/null | head -n 1)"
exit 0
