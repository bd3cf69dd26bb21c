#!/usr/bin/env bash
# The README's test command (`pnpm test`): lint, import rules, typecheck, unit + API tests on
# PGlite, the API suite again on PostgreSQL, relay-over-Redis tests, web build, browser e2e. Runs
# every step even after a failure so one run shows everything; ends with "N passed, N failed" and a
# non-zero exit on failure.
# CI=true (set by .ci/run) makes PostgreSQL, Redis and Chromium mandatory.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
pn() { npx -y pnpm@12.4.2 "$@"; }
# Tests sign in through the dev SMS outbox, which exists only with SMS_PROVIDER=console set explicitly
# (the API tests' testConfig and the product the e2e and relay tests start set it too).
export SMS_PROVIDER=console

OUT=$ROOT/tests/.artifacts/test-run
rm -rf "$OUT" && mkdir -p "$OUT"
CORES=$(nproc 2>/dev/null || echo 2)
# One Vitest run at a time, each using every core: PGlite tests are CPU bound (WASM on the worker's
# thread), so two runs side by side on 2 cores only trade places and blur the timeouts.
WORKERS=${TEST_WORKERS:-$CORES}
FAILED_STEPS=()
SKIPPED=()
START=$(date +%s)

step() {
  local name=$1; shift
  local t0=$SECONDS
  echo
  echo "=== $name"
  if "$@"; then
    echo "--- $name: ok ($((SECONDS - t0)) s)"
  else
    echo "--- $name: FAILED ($((SECONDS - t0)) s)"
    FAILED_STEPS+=("$name")
    return 1
  fi
}

# vitest_run <label> <package> [extra vitest args...]; env for the run comes from the caller. The
# package `juzuo` is the workspace root.
vitest_run() {
  local label=$1 pkg=$2; shift 2
  rm -f "$OUT/$label.json"
  pn --filter "$pkg" exec vitest run --passWithNoTests --maxWorkers="${VITEST_WORKERS:-$WORKERS}" \
    --reporter=default --reporter=json --outputFile.json="$OUT/$label.json" "$@"
}

echo "剧作台 test run: $(date -u '+%Y-%m-%d %H:%M:%S UTC'), $CORES cores, CI=${CI:-false}"

# --- prerequisites ---------------------------------------------------------------------------
BROWSER_OK=1
bash scripts/ensure-chromium.sh
case $? in
  0) ;;
  3) BROWSER_OK=0
     if [ "${CI:-}" = "true" ]; then FAILED_STEPS+=("chromium (required in CI)"); else
       SKIPPED+=("browser e2e tests (no /usr/bin/chromium and not root to install it)"); fi ;;
  *) BROWSER_OK=0; FAILED_STEPS+=("chromium install") ;;
esac

# Local AI engines (espeak-ng, ffmpeg): their tests skip themselves when the programs are missing.
bash scripts/ensure-engines.sh
case $? in
  0) ;;
  3) SKIPPED+=("espeak-ng/ffmpeg engine tests (not installed and not root to install them)") ;;
  *) FAILED_STEPS+=("espeak-ng/ffmpeg install") ;;
esac

# shellcheck source=scripts/ensure-services.sh
source scripts/ensure-services.sh
ensure_services || FAILED_STEPS+=("services (PostgreSQL/Redis required in CI)")
[ "$PG_OK" = 1 ] || SKIPPED+=("API suite on PostgreSQL (unreachable)")
[ "$REDIS_OK" = 1 ] || SKIPPED+=("relay-over-Redis tests (unreachable)")

# --- static checks ---------------------------------------------------------------------------
step "lint (biome check)" pn exec biome check .
step "import rules (dependency-cruiser: no cycles, area layers, relay public API)" pn run depcheck
step "typecheck (tsgo, TypeScript 7, in every package)" pn -r --workspace-concurrency="$CORES" --no-bail typecheck

# --- unit and API tests ----------------------------------------------------------------------
# Every package but the API in one Vitest run (vitest.units.config.ts: each package's own config as
# a project), then the API suite on each database.
TEST_DB=pglite step "vitest schemas, doc-model, script-formats, api-client, collab-server, web (TEST_DB=pglite)" \
  vitest_run units juzuo --config vitest.units.config.ts
TEST_DB=pglite step "vitest @juzuo/api (TEST_DB=pglite)" vitest_run api-pglite @juzuo/api
if [ "$PG_OK" = 1 ]; then
  TEST_DB=postgres step "vitest @juzuo/api (TEST_DB=postgres)" vitest_run api-postgres @juzuo/api
fi

# Relay tests against the real product (child processes; standalone relays; Redis when reachable);
# two files at a time (tests/vitest.collab.config.ts says why).
VITEST_WORKERS=2 step "relay tests against the product (tests/collab)" vitest_run collab @juzuo/tests --config vitest.collab.config.ts

# --- web build and browser tests -------------------------------------------------------------
if step "web build" pn --filter @juzuo/web build; then
  if [ "$BROWSER_OK" = 1 ]; then
    # Two story files at a time (tests/vitest.e2e.config.ts says why). The global setup starts two
    # shared products (one plain, one whose LLM is a test double) and one Chromium for the run; only
    # files needing an env of their own (BASE_PATH, 4-second tokens, a slower LLM double) start a
    # product (tests/e2e/support/shared.ts, docs/decisions.md).
    VITEST_WORKERS=2 step "browser e2e (Chromium)" vitest_run e2e @juzuo/tests --config vitest.e2e.config.ts
  fi
else
  SKIPPED+=("browser e2e tests (web build failed)")
fi

# --- summary ---------------------------------------------------------------------------------
echo
echo "=== summary ($(( $(date +%s) - START )) s)"
totals=$(node tests/scripts/summarize-vitest.mjs "$OUT"/*.json | tee "$OUT/summary.txt" | tail -n 1)
sed '$d' "$OUT/summary.txt"
for s in "${SKIPPED[@]}"; do echo "SKIPPED: $s"; done
for f in "${FAILED_STEPS[@]}"; do echo "FAILED step: $f"; done
read -r passed failed <<<"$totals"
echo "${passed:-0} passed, ${failed:-0} failed"
if [ ${#FAILED_STEPS[@]} -gt 0 ] || [ "${failed:-0}" != "0" ]; then exit 1; fi
exit 0
