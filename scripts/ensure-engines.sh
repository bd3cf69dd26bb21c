#!/usr/bin/env bash
# Makes sure the local AI engines the API detects at start are present: Debian's espeak-ng (Chinese
# speech with the cmn-latn-pinyin voice from espeak-ng-data) and ffmpeg (video compose). Their tests
# in apps/api/src/engines run only when the binaries exist. Also Debian's poppler-utils: the script export
# tests read exported PDFs back with pdftotext (issue 16).
# Exit 0: ready. Exit 3: missing and we may not install them (not root) -> the caller skips those tests.
# Exit 1: an install was attempted and failed.
set -uo pipefail

PACKAGES=(espeak-ng espeak-ng-data ffmpeg poppler-utils)

have_engines() {
  command -v espeak-ng >/dev/null 2>&1 && command -v ffmpeg >/dev/null 2>&1 && command -v pdftotext >/dev/null 2>&1
}

if have_engines; then
  exit 0
fi

if [ "$(id -u)" != "0" ]; then
  echo "[ensure-engines] espeak-ng or ffmpeg is missing and this is not root: cannot install them."
  echo "[ensure-engines] install them with: sudo apt-get update && sudo apt-get install -y ${PACKAGES[*]}"
  exit 3
fi

echo "[ensure-engines] installing ${PACKAGES[*]} with apt-get"
export DEBIAN_FRONTEND=noninteractive
if ! apt-get update -qq; then
  echo "[ensure-engines] apt-get update failed"
  exit 1
fi
if ! apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" >/dev/null; then
  echo "[ensure-engines] apt-get install ${PACKAGES[*]} failed"
  exit 1
fi
have_engines || { echo "[ensure-engines] espeak-ng, ffmpeg or pdftotext still missing after install"; exit 1; }
echo "[ensure-engines] $(espeak-ng --version 2>/dev/null | head -n 1)"
echo "[ensure-engines] $(ffmpeg -version 2>/dev/null | head -n 1)"
exit 0
