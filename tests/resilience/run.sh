#!/usr/bin/env bash
# npm run test:resilience — fault and scale-out checks against the production build (minutes):
# PostgreSQL stopped and restarted under traffic, and two app instances sharing one database.
# Everything runs on its own PostgreSQL (embedded-postgres, temp folder) and loopback ports.
# SKIP_BUILD=1 reuses the last build in $NEXT_DIST_DIR (default .next-resil).
set -euo pipefail
cd "$(dirname "$0")/../.."
export NEXT_TELEMETRY_DISABLED=1
exec npx --no-install tsx tests/resilience/main.ts "$@"
