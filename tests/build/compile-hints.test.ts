import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, eagerModules, HINTED_MIN_BYTES, parseBrowserManifest, withCompileHint } from '../../scripts/compile-hints';

const MANIFEST = {
  entry: { module: '/build/entry.client-A.js', imports: ['/build/_shared/chunk-R.js', '/build/_shared/chunk-D.js'] },
  routes: {
    root: { module: '/build/root-B.js', imports: ['/build/_shared/chunk-D.js', '/build/_shared/chunk-L.js'] },
    'screen:home': { module: '/build/screen:home-C.js', imports: ['/build/_shared/chunk-H.js'] },
  },
};

describe('compile hints', () => {
  it('reads the browser manifest and picks the entry, its imports and the root route, once each', () => {
    const manifest = parseBrowserManifest(`window.__remixManifest=${JSON.stringify(MANIFEST)};`);
    expect(eagerModules(manifest)).toEqual([
      '/build/entry.client-A.js',
      '/build/_shared/chunk-R.js',
      '/build/_shared/chunk-D.js',
      '/build/root-B.js',
      '/build/_shared/chunk-L.js',
    ]);
  });

  it('puts the hint on the first line, once', () => {
    expect(withCompileHint('import"x";')).toBe('//# allFunctionsCalledOnLoad\nimport"x";');
    expect(withCompileHint(withCompileHint('a()'))).toBe(`${COMPILE_HINT}a()`);
  });

  it("marks the large eager modules of a build and hls.js's chunk, and leaves small ones and other chunks loaded later as they are", () => {
    const publicDir = path.join(mkdtempSync(path.join(tmpdir(), 'compile-hints-')), 'public');
    mkdirSync(path.join(publicDir, 'build/_shared'), { recursive: true });
    writeFileSync(path.join(publicDir, 'build/manifest-123ABC.js'), `window.__remixManifest=${JSON.stringify(MANIFEST)};`);
    const files = ['entry.client-A.js', '_shared/chunk-R.js', '_shared/chunk-D.js', 'root-B.js', '_shared/chunk-L.js', 'screen:home-C.js', '_shared/chunk-H.js', '_shared/hls-E.js', '_shared/Player-F.js'];
    const large = `export const body=${JSON.stringify('x'.repeat(HINTED_MIN_BYTES))};`;
    for (const file of files) writeFileSync(path.join(publicDir, 'build', file), file === '_shared/chunk-L.js' ? 'export const small=1;' : large);
    // The player's lazy chunks as esbuild's metafile names them; hls.js imports a shared chunk.
    const metafile = {
      outputs: {
        'public/build/_shared/hls-E.js': { entryPoint: 'app/player/hls-lean.generated.js', imports: [{ path: 'public/build/_shared/chunk-H.js', kind: 'import-statement' }] },
        'public/build/_shared/Player-F.js': { entryPoint: 'app/player/Player.tsx', imports: [] },
      },
    };

    expect(addCompileHints(publicDir, metafile).sort()).toEqual([
      '/build/_shared/chunk-D.js',
      '/build/_shared/chunk-R.js',
      '/build/_shared/hls-E.js',
      '/build/entry.client-A.js',
      '/build/root-B.js',
    ]);
    const read = (file: string) => readFileSync(path.join(publicDir, 'build', file), 'utf8');
    expect(read('_shared/chunk-R.js')).toBe(`${COMPILE_HINT}${large}`);
    expect(read('root-B.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(read('_shared/chunk-L.js')).toBe('export const small=1;');
    expect(read('screen:home-C.js')).toBe(large);
    expect(read('_shared/chunk-H.js')).toBe(large);
    expect(read('_shared/Player-F.js')).toBe(large);
    expect(read('_shared/hls-E.js')).toBe(`${COMPILE_HINT}${large}`);
    // A second run changes nothing.
    expect(addCompileHints(publicDir, metafile)).toEqual([]);
  });
});
