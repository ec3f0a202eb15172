#!/usr/bin/env bash
# Build against a fresh database and run some end-to-end specs:
#   bash tests/e2e/run.sh [spec files or playwright args…]
# Set NEXT_DIST_DIR and E2E_PORT to run beside another build (e.g. .next-quote, 3104).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${TEST_DATABASE_KIND:-}" ]; then exec npx --no-install tsx scripts/db/with-test-server.ts bash "$0" "$@"; fi
export NEXT_TELEMETRY_DISABLED=1
export NEXTAUTH_SECRET="${NEXTAUTH_SECRET:-$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("hex"))')}"
# A production server needs its public address and a mail transport (src/config/env.mjs): the
# build and the server use the test port's address, and e-mails stay in MAIL_DIR.
export SITE_URL="${SITE_URL:-http://127.0.0.1:${E2E_PORT:-3100}}"
export MAIL_TRANSPORT="${MAIL_TRANSPORT:-folder}"
# The business facts a first run seeds (in production the development defaults count as not set).
export BUSINESS_PHONE="${BUSINESS_PHONE:-(936) 555-0100}"
export BUSINESS_EMAIL="${BUSINESS_EMAIL:-office@magnolia-sod.test}"
export BUSINESS_STREET="${BUSINESS_STREET:-31 Old Hempstead Rd}"
DB="lss_e2e_$(date +%s)_$$"
trap 'npx --no-install tsx scripts/db/test-database.ts drop "$DB" >/dev/null 2>&1 || true' EXIT
DATABASE_URL="$(npx --no-install tsx scripts/db/test-database.ts create "$DB" | tail -n 1)"
export DATABASE_URL
# Type-checked by `npm test` / `npx tsc` on its own: the build skips its second check (next.config.mjs).
[ "${SKIP_BUILD:-0}" = 1 ] || BUILD_SKIP_TYPECHECK=1 npx --no-install next build --webpack
npx --no-install playwright test -c tests/e2e/playwright.config.ts "$@"
