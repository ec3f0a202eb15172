#!/usr/bin/env bash
# npm test — type check, lint, unit, integration (real PostgreSQL) and end-to-end (Chromium
# against the production build). Each run makes its own databases and drops them at the end.
# The slow tooling tests and the development server's smoke test are npm run test:slow.
set -euo pipefail
cd "$(dirname "$0")/.."
# A PostgreSQL server for the whole run: the configured one (TEST_DATABASE_URL), the local one on
# 127.0.0.1:5432, or an embedded one started (and stopped) for this run (scripts/db/with-test-server.ts).
if [ -z "${TEST_DATABASE_KIND:-}" ]; then exec npx --no-install tsx scripts/db/with-test-server.ts bash "$0" "$@"; fi
echo "== Test database server: $TEST_DATABASE_KIND"
export NEXT_TELEMETRY_DISABLED=1
# A production build needs a session secret; tests use a fresh random one.
export NEXTAUTH_SECRET="${NEXTAUTH_SECRET:-$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("hex"))')}"
# A production server needs its public address and a mail transport (src/config/env.mjs): the
# build and the server use the test port's address, and e-mails stay in MAIL_DIR.
export SITE_URL="${SITE_URL:-http://127.0.0.1:${E2E_PORT:-3100}}"
export MAIL_TRANSPORT="${MAIL_TRANSPORT:-folder}"
# The business facts a first run seeds (in production the development defaults count as not set).
export BUSINESS_PHONE="${BUSINESS_PHONE:-(936) 555-0100}"
export BUSINESS_EMAIL="${BUSINESS_EMAIL:-office@magnolia-sod.test}"
export BUSINESS_STREET="${BUSINESS_STREET:-31 Old Hempstead Rd}"

E2E_DB="lss_e2e_$(date +%s)_$$"
cleanup() { npx --no-install tsx scripts/db/test-database.ts drop "$E2E_DB" >/dev/null 2>&1 || true; }
trap cleanup EXIT

# Type check, lint, unit and integration tests: npm run test:quick, on this run's server.
bash tests/run-quick.sh

echo "== Production build against a fresh database"
DATABASE_URL="$(npx --no-install tsx scripts/db/test-database.ts create "$E2E_DB" | tail -n 1)"
export DATABASE_URL
# Webpack, not Turbopack (next.config.mjs says why). Type-checked above: the build skips its own check.
BUILD_SKIP_TYPECHECK=1 npx --no-install next build --webpack

echo "== End-to-end tests (Chromium)"
npx --no-install playwright test -c tests/e2e/playwright.config.ts
