#!/usr/bin/env bash
# Runs the platform integration suite (tests/platform) against a real PostgreSQL server:
# scripts/pg-server.sh installs Debian's postgresql when missing (as root), initdb into a
# temp dir and starts it on 127.0.0.1 on a free port; the suite runs with TEST_DATABASE_URL,
# then the server is stopped and the dir removed.
# Extra arguments go to vitest (e.g. scripts/test-pg.sh tests/platform/accounts.test.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

PGDATA_DIR="$(mktemp -d "${TMPDIR:-/tmp}/platform-pg.XXXXXX")"
PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop() {
  bash scripts/pg-server.sh stop "$PGDATA_DIR"
  rm -rf "$PGDATA_DIR"
}
trap stop EXIT INT TERM

export TEST_DATABASE_URL="$(bash scripts/pg-server.sh start "$PGDATA_DIR" "$PORT")"
status=0
npx vitest run "${@:-tests/platform}" || status=$?
if [ "$status" -ne 0 ]; then
  echo "test-pg: suite failed; last server log lines:" >&2
  tail -n 20 "$PGDATA_DIR/server.log" >&2 || true
fi
exit "$status"
