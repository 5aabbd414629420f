/**
 * Run after `remix build`: marks the modules every page evaluates as soon as it starts (the
 * client entry and its imports: React DOM, React Router, Remix; the root route and its imports)
 * with V8's explicit compile hint, a first line `//# allFunctionsCalledOnLoad`. Chrome then
 * compiles all of their functions while it streams the file, on a background thread; without
 * it each function is compiled lazily on the main thread the first time it runs, which made
 * about half of hydration's first task (React DOM's module body: 8-10 ms unthrottled, the
 * longest task after the first paint on home, four times that in Lighthouse's mobile CPU).
 * Only files of at least HINTED_MIN_BYTES carry it: a small module compiles in well under a
 * millisecond, while the line is bytes in home's JavaScript budget.
 *
 * hls.js's chunk carries it too (found through the build's metafile, app/player/player-chunks.server.ts):
 * a watch document imports it once its poster is on screen and runs the stream's start with it at once.
 * Compiled lazily, its functions were compiled on the main thread while they first ran, inside
 * the tasks of each playlist and segment answer: 40-50 % of those tasks (20-49 ms each on this
 * machine, four times that in Lighthouse's mobile CPU), on every watch page's start (ADR 0059).
 *
 * Browsers without the hint read a comment. Idempotent; the file names (content hashes) stay,
 * as the hint is the same line for every build.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hlsChunkUrls, type Metafile } from '../app/player/player-chunks.server';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Raw size from which an eager module is worth the hint (React DOM and Remix with React Router are 120-135 KB). */
export const HINTED_MIN_BYTES = 20_000;

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface AssetsManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
}

/** The manifest Remix writes for the browser (`window.__remixManifest={…};`). */
export function parseBrowserManifest(source: string): AssetsManifest {
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  return JSON.parse(json) as AssetsManifest;
}

/** Public URLs of the modules every document evaluates at once: the entry's and the root route's. */
export function eagerModules(manifest: AssetsManifest): string[] {
  const root = manifest.routes.root;
  const urls = [manifest.entry.module, ...(manifest.entry.imports ?? []), ...(root ? [root.module, ...(root.imports ?? [])] : [])];
  return [...new Set(urls)];
}

/** `source` with the compile hint as its first line (unchanged when it has it already). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * Adds the hint to the eager modules of the build in `publicDir` (`public/`) and to hls.js's chunk
 * (named by the build's `metafile`); answers the files changed.
 */
export function addCompileHints(publicDir: string, metafile: Metafile): string[] {
  const buildDir = path.join(publicDir, 'build');
  const manifestFile = readdirSync(buildDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestFile) throw new Error(`No Remix manifest in ${buildDir}: run remix build first.`);
  const manifest = parseBrowserManifest(readFileSync(path.join(buildDir, manifestFile), 'utf8'));
  // The metafile names outputs from the project root, `public/build/…`.
  const hls = hlsChunkUrls(metafile, path.basename(publicDir)).slice(0, 1);
  const changed: string[] = [];
  for (const url of [...eagerModules(manifest), ...hls]) {
    if (!url.startsWith('/build/')) continue;
    const file = path.join(publicDir, url);
    const source = readFileSync(file, 'utf8');
    if (Buffer.byteLength(source) < HINTED_MIN_BYTES) continue;
    const hinted = withCompileHint(source);
    if (hinted !== source) {
      writeFileSync(file, hinted);
      changed.push(url);
    }
  }
  return changed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const metafile = JSON.parse(readFileSync(path.join(root, 'build/metafile.js.json'), 'utf8')) as Metafile;
  const changed = addCompileHints(path.join(root, 'public'), metafile);
  console.log(`compile hints: ${changed.length} module(s) marked`);
}
