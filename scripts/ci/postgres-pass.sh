#!/usr/bin/env bash
# The server suite against a real PostgreSQL server: installs it if needed, starts a throwaway cluster,
# runs the suite's PostgreSQL pass and removes the cluster again (run as root on Debian).
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck disable=SC1091
source scripts/ci/install-postgres.sh
[ -n "${TEST_DATABASE_URL:-}" ] || exit 1
trap csw_pg_stop EXIT
node server/scripts/run-tests.mjs --postgres-only "$@"
