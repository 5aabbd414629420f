#!/usr/bin/env bash
# The whole suite, in order, failing fast:
#   chromium present → ffmpeg not needed → typecheck → lint (eslint + prettier) → knip (dead files, exports, dependencies) → vitest (unit + platform on PGlite)
#   → realms check → web build → Playwright e2e against the real stack.
set -euo pipefail
cd "$(dirname "$0")/.."

declare -a SUMMARY=()
suite_started=$(date +%s)
current=""
step_started=$suite_started

on_exit() {
  local rc=$?
  if [[ $rc -ne 0 && -n "$current" ]]; then
    echo
    echo "npm test: FAILED at step '$current' after $(( $(date +%s) - step_started ))s (exit $rc; whole run $(( $(date +%s) - suite_started ))s)." >&2
    [[ ${#SUMMARY[@]} -gt 0 ]] && printf '  passed before it: %s\n' "${SUMMARY[*]}" >&2
  fi
}
trap on_exit EXIT

run_step() {
  current="$1"; shift
  printf '\n==> %s\n' "$current"
  step_started=$(date +%s)
  "$@"
  SUMMARY+=("$current $(( $(date +%s) - step_started ))s")
}

ensure_chromium() {
  if [[ -x /usr/bin/chromium ]]; then
    /usr/bin/chromium --version 2>/dev/null || true
    return 0
  fi
  if [[ $(id -u) -eq 0 ]]; then
    echo "Chromium is missing: installing Debian's chromium (apt-get)."
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
  else
    cat >&2 <<'MSG'
Chromium is missing (/usr/bin/chromium), and this is not a root shell.
The e2e tests need Debian's chromium. Install it, then run npm test again:

    sudo apt-get update && sudo apt-get install -y chromium

MSG
    exit 1
  fi
}

# Media (HLS, images) is generated once by `npm run media:make` and committed, so the
# suite must not need ffmpeg. Put failing ffmpeg/ffprobe shims first on PATH: a test
# that shells out to them fails loudly instead of silently depending on the machine.
forbid_ffmpeg() {
  local shim_dir; shim_dir=$(mktemp -d)
  for tool in ffmpeg ffprobe; do
    printf '#!/bin/sh\necho "%s is not available during npm test: media output is committed (run npm run media:make separately)." >&2\nexit 127\n' "$tool" > "$shim_dir/$tool"
    chmod +x "$shim_dir/$tool"
  done
  export PATH="$shim_dir:$PATH"
  if [[ -z "$(git ls-files fixtures/media 2>/dev/null | head -n 1)" ]]; then
    echo "warning: no committed files under fixtures/media/ (run npm run media:make and commit the output)." >&2
  fi
  echo "ffmpeg/ffprobe shadowed for the rest of the run."
}

run_step "chromium" ensure_chromium
run_step "no-ffmpeg" forbid_ffmpeg
run_step "typecheck" npx tsc --noEmit
run_step "lint" npm run --silent lint
run_step "knip" npx knip --no-progress --exclude types
run_step "vitest" npx vitest run
run_step "realms:check" npm run --silent realms:check
run_step "build" npm run --silent build
run_step "e2e" bash scripts/e2e.sh
current=""

echo
echo "npm test: ALL PASSED in $(( $(date +%s) - suite_started ))s — ${SUMMARY[*]}"
