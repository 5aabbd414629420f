#!/usr/bin/env bash
# `npm run test:scale`: the multi-process test (tests/scale/multi-process.scale.ts) against
# the scale set on loopback. Installs Debian's nginx when missing (as root; PostgreSQL is
# installed by scripts/pg-server.sh the same way) and builds the web when there is no build.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${NGINX_BIN:-/usr/sbin/nginx}" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "test-scale: installing nginx (apt-get install -y nginx)"
    DEBIAN_FRONTEND=noninteractive apt-get install -y nginx >/dev/null \
      || { apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y nginx >/dev/null; }
  else
    echo "test-scale: nginx is not installed and this is not root: sudo apt-get install -y nginx" >&2
    exit 1
  fi
fi
# The package's own server is not wanted (it would hold port 80): only the binary is used.
if command -v systemctl >/dev/null 2>&1; then systemctl disable --now nginx >/dev/null 2>&1 || true; fi

if [ ! -f build/index.js ]; then
  echo "test-scale: no build yet, npm run build"
  npm run build
fi

exec npx tsx --test --test-reporter=spec tests/scale/multi-process.scale.ts
