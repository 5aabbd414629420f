import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, eagerModules, parseBrowserManifest, withCompileHint } from '../../scripts/compile-hints';

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

  it('marks the eager modules of a build and leaves route chunks loaded later as they are', () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(publicDir, 'build/_shared'), { recursive: true });
    writeFileSync(path.join(publicDir, 'build/manifest-123ABC.js'), `window.__remixManifest=${JSON.stringify(MANIFEST)};`);
    const files = ['entry.client-A.js', '_shared/chunk-R.js', '_shared/chunk-D.js', 'root-B.js', '_shared/chunk-L.js', 'screen:home-C.js', '_shared/chunk-H.js'];
    for (const file of files) writeFileSync(path.join(publicDir, 'build', file), `export const name=${JSON.stringify(file)};`);

    expect(addCompileHints(publicDir)).toHaveLength(5);
    const read = (file: string) => readFileSync(path.join(publicDir, 'build', file), 'utf8');
    expect(read('_shared/chunk-R.js')).toBe(`${COMPILE_HINT}export const name="_shared/chunk-R.js";`);
    expect(read('root-B.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(read('screen:home-C.js')).toBe('export const name="screen:home-C.js";');
    expect(read('_shared/chunk-H.js').startsWith(COMPILE_HINT)).toBe(false);
    // A second run changes nothing.
    expect(addCompileHints(publicDir)).toEqual([]);
  });
});
