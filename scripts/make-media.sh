#!/usr/bin/env bash
# Makes the demo HLS media under fixtures/media/ from synthetic ffmpeg sources
# (no downloads, no copyrighted material). Deterministic: same ffmpeg build → same bytes.
# Usage: npm run media:make            (all assets)
#        (the committed output is checked by tests/platform/media-fixtures.test.ts)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v ffmpeg >/dev/null 2>&1 || ! command -v ffprobe >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "ffmpeg not found: installing Debian's ffmpeg with apt-get" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg fonts-dejavu-core
  else
    echo "ffmpeg/ffprobe not found. Install them first, e.g.: sudo apt-get install ffmpeg fonts-dejavu-core" >&2
    exit 1
  fi
fi

exec npx tsx scripts/media/make-media.ts "$@"
