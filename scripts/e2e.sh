#!/usr/bin/env bash
# Playwright e2e against the real stack (platform, payment provider and built web on test ports 3201/3202/3200).
# Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- tests/e2e/home.spec.ts`).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -x /usr/bin/chromium ]]; then
  echo "e2e: /usr/bin/chromium is missing. Install it: apt-get update && apt-get install -y chromium" >&2
  exit 1
fi
if [[ "${E2E_REUSE:-0}" != 1 ]]; then for port in "${E2E_WEB_PORT:-3200}" "${E2E_PLATFORM_PORT:-3201}" "${E2E_PSP_PORT:-3202}"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "e2e: port $port is already in use; stop whatever listens there (or set E2E_WEB_PORT / E2E_PLATFORM_PORT / E2E_PSP_PORT)." >&2
    exit 1
  fi
done; fi

# Serve a snapshot of the build: a rebuild in the working tree during the run (another
# terminal, an editor) must not swap hashed assets under the running server.
# Build (when missing, or E2E_REBUILD=1) and snapshot under one lock, so several people
# running e2e in one working tree never serve a half-written build.
snapshot="${E2E_SNAPSHOT_DIR:-.cache/e2e-web}"
(
  flock 9
  if [[ ! -f build/index.js || "${E2E_REBUILD:-0}" == 1 ]]; then
    echo "e2e: building the web app"
    npm run build
  fi
  rm -rf "$snapshot"
  mkdir -p "$snapshot"
  cp -R build "$snapshot/build"
  cp -R public "$snapshot/public"
) 9>"${TMPDIR:-/tmp}/streaming-web-build.lock"
export E2E_WEB_ROOT="$snapshot"

mkdir -p tests/.artifacts
# Never download browsers: the config launches /usr/bin/chromium.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
exec npx playwright test "$@"
