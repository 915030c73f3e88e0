#!/usr/bin/env bash
# The one test command (README, CI): lint, type-check, unit tests, build, end-to-end tests.
# Every stage runs even when an earlier one fails, so one run reports everything; the last line is
# `N passed, N failed` over Vitest and Playwright (a failed lint, type-check or build counts as one failure).
set -uo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"

if [ ! -x "$CHROMIUM_PATH" ]; then
  echo "== installing Debian's chromium for the end-to-end tests (first time only)"
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

rm -rf reports && mkdir -p reports
stage_failures=0
run_stage() {
  local name="$1"; shift
  echo "== $name"
  if ! "$@"; then
    echo "!! $name failed"
    stage_failures=$((stage_failures + 1))
    echo "$name" >> reports/failed-stages.txt
  fi
}

# lint = ESLint (file rules, the per-folder dependency rule) + dependency-cruiser (no import cycle, layers).
# It uses one core, so it runs beside the type-check and the build (its output is shown once it ends).
( run_stage lint npm run --silent lint ) > reports/lint.log 2>&1 &
lint_pid=$!
# typecheck = tsc -b over the per-layer projects of tsconfig.json (tsconfig/README.md).
run_stage typecheck npx tsc -b
run_stage build npx vite build
# The unit tests start while lint may still run (it needs half a minute more than the type-check and the
# build together); its output is shown once it ends.
run_stage unit npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit.json
wait "$lint_pid"
cat reports/lint.log
if [ -d dist ]; then
  # Two groups (playwright.config.ts): the specs that wait for what they check, with no deadline of the app's own, run
  # in two workers, each with a loopback model server of its own; then the specs that check the app's own timing (a
  # recall inside its budget, a batch sent before its quiet period) run in one, with the machine to themselves.
  run_stage e2e-parallel env E2E_WORKERS=2 E2E_JSON=reports/e2e-parallel.json npx playwright test --project=parallel
  run_stage e2e-timing env E2E_JSON=reports/e2e-timing.json npx playwright test --project=timing
fi

node scripts/summary.mjs
