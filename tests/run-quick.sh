#!/usr/bin/env bash
# npm run test:quick — the inner loop: type check, lint, unit and integration tests (real
# PostgreSQL), no production build and no browser. Each run makes its own databases and drops them.
set -euo pipefail
cd "$(dirname "$0")/.."
# The same PostgreSQL server as npm test: the configured one, the local one or an embedded one.
# (npm test runs this script on its own server.)
if [ -z "${TEST_DATABASE_KIND:-}" ]; then exec npx --no-install tsx scripts/db/with-test-server.ts bash "$0" "$@"; fi

echo "== Prisma client"
node scripts/prisma-cli.mjs generate >/dev/null

# Incremental: both keep what they learnt under node_modules/.cache, so a second run checks only
# what changed (package.json's typecheck and lint).
echo "== Type check and lint"
npm run --silent typecheck
npm run --silent lint

echo "== Unit and integration tests"
npx --no-install vitest run -c tests/vitest.config.ts --project unit --project integration
