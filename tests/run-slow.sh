#!/usr/bin/env bash
# npm run test:slow — the tests kept out of npm test because they are slow and test tooling, not
# the site's behaviour: the tests that start processes (npm start's process manager, next start,
# a fresh Node, the bench's CPU burners; tests/slow) and the development server's smoke test
# (npm run dev in Chromium, tests/dev; the first request of each page compiles it). .ci/run runs
# it after npm test.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_KIND:-}" ]; then exec npx --no-install tsx scripts/db/with-test-server.ts bash "$0" "$@"; fi
echo "== Test database server: $TEST_DATABASE_KIND"
export NEXT_TELEMETRY_DISABLED=1

DEV_DB="lss_dev_$(date +%s)_$$"
cleanup() { npx --no-install tsx scripts/db/test-database.ts drop "$DEV_DB" >/dev/null 2>&1 || true; }
trap cleanup EXIT

echo "== Tooling tests that start processes"
npx --no-install vitest run -c tests/vitest.config.ts --project slow

echo "== Development server smoke test (npm run dev, Chromium: no console errors)"
DATABASE_URL="$(npx --no-install tsx scripts/db/test-database.ts create "$DEV_DB" | tail -n 1)"
export DATABASE_URL
npx --no-install playwright test -c tests/dev/playwright.config.ts
