#!/usr/bin/env bash
# The README's start command (`pnpm start`): builds the web app when its build is missing or older
# than its sources, then runs the one-origin server (web app, API, relay at /collab) on the Node 22
# pinned in the workspace. Configuration comes from the environment (see README); DATA_DIR and
# WEB_DIST given as relative paths are relative to the repository root.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
pn() { npx -y pnpm@12.4.2 "$@"; }

abs() { case $1 in /*) echo "$1" ;; *) echo "$ROOT/${1#./}" ;; esac; }
export DATA_DIR=$(abs "${DATA_DIR:-./data}")
[[ -n ${WEB_DIST:-} ]] && export WEB_DIST=$(abs "$WEB_DIST")

# This start is for trying the product on one machine: sign-in codes are printed in this terminal and
# readable at /dev/sms_outbox (the API never serves the outbox with NODE_ENV=production). An explicit
# SMS_PROVIDER (http for real users, or empty) is kept as given.
if [[ -z ${SMS_PROVIDER+set} && ${NODE_ENV:-} != production ]]; then
  export SMS_PROVIDER=console
  echo "[start] SMS_PROVIDER=console (this script's default): SMS codes are readable by anyone at /dev/sms_outbox. Development only; set SMS_PROVIDER=http for real users."
fi

WEB=$ROOT/apps/web
DIST=${WEB_DIST:-$WEB/dist}

# Everything the web bundle is made of: its own sources plus the workspace packages it imports.
web_sources() {
  local paths=()
  for p in "$WEB/src" "$WEB/public" "$WEB/index.html" "$WEB/package.json" "$WEB"/vite.config.* \
    "$ROOT/packages/api-client/src" "$ROOT/packages/schemas/src"; do
    [[ -e $p ]] && paths+=("$p")
  done
  printf '%s\n' "${paths[@]}"
}

needs_build() {
  [[ -f $DIST/index.html ]] || return 0
  local newer
  newer=$(web_sources | xargs -d '\n' -I{} find {} -newer "$DIST/index.html" -print -quit 2>/dev/null | head -n 1)
  [[ -n $newer ]]
}

if [[ -n ${WEB_DIST:-} ]]; then
  echo "[start] WEB_DIST=$WEB_DIST: serving that folder as it is."
elif ! compgen -G "$WEB/vite.config.*" >/dev/null; then
  echo "[start] Warning: apps/web has no vite config yet; skipping the web build (the API and relay still start)."
elif needs_build; then
  echo "[start] Building the web app (apps/web/dist is missing or older than its sources)..."
  pn --filter @juzuo/web build
else
  echo "[start] Web app build is up to date."
fi

mkdir -p "$DATA_DIR"
NODE22=$ROOT/node_modules/.bin/node
if [[ -x $NODE22 ]]; then
  # exec: the server receives SIGINT/SIGTERM itself and shuts down gracefully.
  exec "$NODE22" --import tsx "$ROOT/apps/api/src/main.ts"
fi
exec npx -y pnpm@12.4.2 --filter @juzuo/api exec tsx src/main.ts
