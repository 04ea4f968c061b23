#!/usr/bin/env bash
# `npm run test:postgres`: the unit and integration tests against a real PostgreSQL server, a
# throwaway cluster that Debian's pg_virtualenv (postgresql-common) creates, starts, and drops
# afterwards. The default suite runs on the in-memory database, whose connections all share one
# session (its transaction gate lets one in at a time); here each connection is its own, so the race
# tests meet real isolation and hold their contenders at the contested point
# (tests/integration/support/race.ts).
# Extra arguments go to vitest (a file, -t "name").
set -euo pipefail
cd "$(dirname "$0")/.."

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || ! command -v pg_virtualenv >/dev/null; then
  echo "[postgres] installing Debian's PostgreSQL server"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi

# pg_virtualenv sets PGHOST, PGUSER, PGPASSWORD (and PGPORT, PGDATABASE when not the defaults).
exec pg_virtualenv bash -c '
  export TEST_DATABASE_URL="postgres://${PGUSER}:${PGPASSWORD}@${PGHOST}:${PGPORT:-5432}/${PGDATABASE:-postgres}"
  echo "[postgres] $(psql -tAc "select version()")"
  exec npx vitest run "$@"
' vitest "$@"
