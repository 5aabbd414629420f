#!/usr/bin/env bash
# Runs the platform integration suite (tests/platform) against a real PostgreSQL server:
# installs Debian's postgresql when missing (as root), initdb into a temp dir, starts it
# on 127.0.0.1 on a free port, runs the suite with TEST_DATABASE_URL, stops it.
# Extra arguments go to vitest (e.g. scripts/test-pg.sh tests/platform/accounts.test.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

find_pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

PG_BIN="${PG_BIN:-$(find_pg_bin)}"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "test-pg: installing PostgreSQL (apt-get install -y postgresql)"
    DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >/dev/null \
      || { apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >/dev/null; }
    PG_BIN="$(find_pg_bin)"
  else
    echo "test-pg: PostgreSQL is not installed and this is not root." >&2
    echo "         Install it with: sudo apt-get install -y postgresql   (or set PG_BIN to its bin folder)" >&2
    exit 1
  fi
fi

# PostgreSQL refuses to run as root: use the postgres system user then.
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin postgres
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

PGDATA_DIR="$(mktemp -d "${TMPDIR:-/tmp}/platform-pg.XXXXXX")"
[ "$(id -u)" -eq 0 ] && chown postgres "$PGDATA_DIR"
PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop() {
  as_pg "$PG_BIN/pg_ctl" -D "$PGDATA_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PGDATA_DIR"
}
trap stop EXIT INT TERM

echo "test-pg: initdb in $PGDATA_DIR, PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
as_pg "$PG_BIN/initdb" -D "$PGDATA_DIR/data" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$PGDATA_DIR/data" -l "$PGDATA_DIR/server.log" -w \
  -o "-h 127.0.0.1 -p $PORT -k $PGDATA_DIR -c fsync=off -c max_connections=200" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
status=0
npx vitest run "${@:-tests/platform}" || status=$?
if [ "$status" -ne 0 ]; then
  echo "test-pg: suite failed; last server log lines:" >&2
  tail -n 20 "$PGDATA_DIR/server.log" >&2 || true
fi
exit "$status"
