/**
 * The player's lazy chunks in a build: their names are not in Remix's manifest (the player
 * imports them dynamically, ./player-code.ts), so they are read from the build's esbuild metafile
 * (`build/metafile.js.json`). Used by the watch documents' first-frame links and modules
 * (./first-frame-links.server.ts) and by the build's compile hints (scripts/compile-hints.ts).
 */

/** The lazy modules the player imports first (./player-code.ts), as esbuild names their entry points. */
const EARLY_START_ENTRY = /(^|\/)app\/player\/early-start\.ts$/;
const HLS_ENTRY = /(^|\/)app\/player\/hls-lean\.generated\.js$/;
const PLAYER_ENTRIES = [EARLY_START_ENTRY, /(^|\/)app\/player\/Player\.tsx$/, HLS_ENTRY];

/** The part of esbuild's metafile read here. */
export interface Metafile {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
}

/** Public URLs of the player's lazy chunks (or those of `entries`) and their static imports, in load order (entries first). */
export function playerChunkUrls(metafile: Metafile, publicDir = 'public', entries: readonly RegExp[] = PLAYER_ENTRIES): string[] {
  const found = new Set<string>();
  const visit = (output: string) => {
    if (found.has(output) || !metafile.outputs[output]) return;
    found.add(output);
    for (const dep of metafile.outputs[output].imports) if (dep.kind === 'import-statement') visit(dep.path);
  };
  for (const pattern of entries) {
    for (const [output, meta] of Object.entries(metafile.outputs)) {
      if (output.endsWith('.js') && meta.entryPoint && pattern.test(meta.entryPoint)) visit(output);
    }
  }
  const prefix = `${publicDir.replace(/\/$/, '')}/`;
  return [...found].filter((output) => output.startsWith(prefix)).map((output) => `/${output.slice(prefix.length)}`);
}

/** The early-start module's chunk and its static imports (./early-start.ts), entry first; none when the build has none. */
export function earlyStartChunkUrls(metafile: Metafile, publicDir = 'public'): string[] {
  return playerChunkUrls(metafile, publicDir, [EARLY_START_ENTRY]);
}

/** hls.js's chunk and its static imports; none when the build has none. */
export function hlsChunkUrls(metafile: Metafile, publicDir = 'public'): string[] {
  return playerChunkUrls(metafile, publicDir, [HLS_ENTRY]);
}
