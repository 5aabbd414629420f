#!/usr/bin/env bash
# A PostgreSQL server of its own on loopback, for the PostgreSQL test suite and the scale set.
#
#   scripts/pg-server.sh start DIR PORT   initdb into DIR/data when it has no cluster yet (trust
#                                        auth, user postgres), start it on 127.0.0.1:PORT with its
#                                        socket and log in DIR; prints the connection URL
#   scripts/pg-server.sh stop DIR        fast shutdown
#
# Installs Debian's postgresql when missing (as root). PostgreSQL refuses to run as root:
# as root, the server runs as the postgres system user (created when missing) and DIR is
# handed to it.
set -euo pipefail

find_pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

ensure_pg_bin() {
  PG_BIN="${PG_BIN:-$(find_pg_bin)}"
  if [ -n "$PG_BIN" ] && [ -x "$PG_BIN/initdb" ]; then return 0; fi
  if [ "$(id -u)" -ne 0 ]; then
    echo "pg-server: PostgreSQL is not installed and this is not root." >&2
    echo "           Install it with: sudo apt-get install -y postgresql   (or set PG_BIN to its bin folder)" >&2
    exit 1
  fi
  echo "pg-server: installing PostgreSQL (apt-get install -y postgresql)" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >/dev/null \
    || { apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >/dev/null; }
  PG_BIN="$(find_pg_bin)"
}

as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

command="${1:-}"
dir="${2:-}"
[ -n "$dir" ] || { echo "usage: $0 start DIR PORT | stop DIR" >&2; exit 2; }
ensure_pg_bin

case "$command" in
  start)
    port="${3:?usage: $0 start DIR PORT}"
    mkdir -p "$dir"
    if [ "$(id -u)" -eq 0 ]; then
      id postgres >/dev/null 2>&1 || useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin postgres
      chown postgres "$dir"
    fi
    if [ ! -f "$dir/data/PG_VERSION" ]; then
      as_pg "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
    fi
    echo "pg-server: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') in $dir on 127.0.0.1:$port" >&2
    as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-h 127.0.0.1 -p $port -k $dir -c fsync=${PG_FSYNC:-off} -c max_connections=${PG_MAX_CONNECTIONS:-200}" start >/dev/null \
      || { echo "pg-server: PostgreSQL did not start; last log lines:" >&2; tail -n 20 "$dir/server.log" >&2 || true; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    ;;
  *)
    echo "usage: $0 start DIR PORT | stop DIR" >&2
    exit 2
    ;;
esac
