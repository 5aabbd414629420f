/**
 * blocks/ never imports from app/ (not even a type, not even lazily): the app hands blocks
 * what they need through the block environment (blocks/shared/environment.tsx), so the
 * registry renders standalone (tests, gallery) and there is no import circle between the two.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allImports, resolveLocal, ROOT } from '../tests/support/import-graph';

const APP = path.join(ROOT, 'app') + path.sep;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|js)$/.test(entry.name) ? [full] : [];
  });
}

/** `file → specifier` for every import of `file` that lands in app/. */
function appImports(file: string): string[] {
  return allImports(file)
    .filter((spec) => spec.startsWith('~/') || (resolveLocal(file, spec) ?? path.resolve(path.dirname(file), spec)).startsWith(APP))
    .map((spec) => `${path.relative(ROOT, file)} → ${spec}`);
}

describe('layering', () => {
  it('no module under blocks/ imports from app/', () => {
    const files = sourceFiles(path.join(ROOT, 'blocks'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(appImports)).toEqual([]);
  });

  it('the check does see app imports: ~/ paths, relative paths and lazy import() (self-check)', () => {
    const composedPage = appImports(path.join(ROOT, 'app/components/composed-page.tsx'));
    expect(composedPage).toContain('app/components/composed-page.tsx → ~/labels/labels');
    expect(composedPage).toContain('app/components/composed-page.tsx → ~/playlist/expanded-card');
    expect(appImports(path.join(ROOT, 'app/admin/blocks.route.tsx'))).toContain('app/admin/blocks.route.tsx → ./admin.shared');
  });
});
