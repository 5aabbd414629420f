#!/usr/bin/env bash
# Checks, with the Remix classic compiler, that hls.js and the Player code end up in their
# own chunks behind dynamic imports: a throwaway two-route app (one route without a player,
# one mounting PlayerLoader) is built in a temp dir; the route modules must stay small and
# must not contain hls.js. Not part of `npm test` (a Remix build takes ~15 s of CPU).
#   bash tests/player/check-bundle.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
dir="$(mktemp -d /tmp/player-bundle-XXXXXX)"
trap 'rm -rf "$dir"' EXIT
mkdir -p "$dir/app/routes"
ln -s "$repo/node_modules" "$dir/node_modules"
cat > "$dir/package.json" <<'JSON'
{ "name": "player-bundle-check", "private": true, "type": "module", "sideEffects": false,
  "dependencies": { "@remix-run/node": "*", "@remix-run/react": "*", "react": "*", "react-dom": "*", "hls.js": "*" } }
JSON
cat > "$dir/remix.config.js" <<'JS'
export default {
  serverModuleFormat: 'esm',
  ignoredRouteFiles: ['**/*'],
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true },
  routes: (defineRoutes) => defineRoutes((route) => {
    route(undefined, 'routes/home.tsx', { index: true, id: 'home' });
    route('/watch', 'routes/watch.tsx', { id: 'watch' });
  }),
};
JS
cat > "$dir/app/root.tsx" <<'TSX'
import { Links, Meta, Outlet, Scripts } from '@remix-run/react';
export default function Root() {
  return (<html lang="en"><head><Meta /><Links /></head><body><Outlet /><Scripts /></body></html>);
}
TSX
echo 'export default function Home() { return <p>no player here</p>; }' > "$dir/app/routes/home.tsx"
cat > "$dir/app/routes/watch.tsx" <<TSX
import { PlayerLoader } from '$repo/app/player/PlayerLoader';
import styles from '$repo/app/player/player.css';
export const links = () => [{ rel: 'stylesheet', href: styles }];
export default function Watch() { return <PlayerLoader src="/media/vod/neon-circuit/master.m3u8" />; }
TSX
echo '{ "compilerOptions": { "jsx": "react-jsx", "module": "ESNext", "moduleResolution": "Bundler", "target": "ES2022" } }' > "$dir/tsconfig.json"
(cd "$dir" && npx remix build >/dev/null 2>&1) || { echo "FAIL remix build"; (cd "$dir" && npx remix build 2>&1 | tail -20); exit 1; }

out="$dir/public/build"
hls_chunk="$(ls "$out"/_shared/hls-*.js 2>/dev/null | head -1)"
player_chunk="$(ls "$out"/_shared/Player-*.js 2>/dev/null | head -1)"
[ -n "$hls_chunk" ] || { echo "FAIL no separate hls.js chunk"; ls -R "$out"; exit 1; }
[ -n "$player_chunk" ] || { echo "FAIL no separate Player chunk"; ls -R "$out"; exit 1; }
# hls.js code (its error-recovery API) must not sit in the entry, root or route chunks.
for f in "$out"/entry.client-*.js "$out"/root-*.js "$out"/home-*.js "$out"/watch-*.js; do
  if grep -q 'swapAudioCodec' "$f"; then echo "FAIL hls.js code in $(basename "$f")"; exit 1; fi
done
# Both are imported dynamically (app/player/player-code.ts, in the route or a chunk shared by
# the route and the Player), never statically.
dynamic() { grep -l "import(\"/build/_shared/$1\")" "$out"/watch-*.js "$out"/_shared/*.js 2>/dev/null | head -1; }
[ -n "$(dynamic "$(basename "$player_chunk")")" ] || { echo "FAIL nothing imports the Player chunk dynamically"; exit 1; }
[ -n "$(dynamic "$(basename "$hls_chunk")")" ] || { echo "FAIL nothing imports hls.js dynamically"; exit 1; }
if grep -lq "from\"/build/_shared/\($(basename "$player_chunk")\|$(basename "$hls_chunk")\)\"" "$out"/*.js "$out"/_shared/*.js; then echo "FAIL a static import of the Player or hls.js chunk"; exit 1; fi
if grep -q "Player-\|hls-" "$out"/home-*.js; then echo "FAIL the home route references the player"; exit 1; fi
echo "ok bundle: route $(wc -c < "$out"/watch-*.js) B, $(basename "$player_chunk") $(wc -c < "$player_chunk") B, $(basename "$hls_chunk") $(wc -c < "$hls_chunk") B (both behind dynamic import)"
