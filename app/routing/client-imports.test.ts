/**
 * Keeps the route table and the content link rules out of the page bundles (the home
 * page's JS budget): the browser side of the top bar, the composed page and the error
 * page must reach neither route-table.ts / paths.ts (all four path sets) nor link-rules.ts
 * by value imports. The live toast view and the block gallery may (they load on demand).
 * The authoritative figure is `npm run bench:web`; this names the import chain in seconds.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveLocal, ROOT, valueImports } from '../../tests/support/import-graph';

const PAGE_MODULES = [
  'app/components/top-bar/top-bar.tsx',
  'app/components/top-bar/top-bar-view.tsx',
  'app/components/composed-page.tsx',
  'app/components/general-error-boundary.tsx',
  'app/content/section-page-view.tsx',
];
const KEPT_OUT = ['app/routing/route-table.ts', 'app/routing/paths.ts', 'app/routing/link-rules.ts'];

function chainsTo(entry: string, targets: string[]): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const rel = path.relative(ROOT, file);
    if (targets.includes(rel)) {
      found.push([...chain, rel].join(' → '));
      return;
    }
    for (const spec of valueImports(file)) {
      const next = resolveLocal(file, spec);
      if (next) walk(next, [...chain, rel]);
    }
  };
  walk(path.join(ROOT, entry), []);
  return found;
}

describe('browser side of routing', () => {
  it.each(PAGE_MODULES)('%s reaches no route table and no link rules', (entry) => {
    expect(chainsTo(entry, KEPT_OUT)).toEqual([]);
  });

  it('the walker does find such an import (self-check)', () => {
    expect(chainsTo('app/routing/content-links.ts', KEPT_OUT)).toContain('app/routing/content-links.ts → app/routing/link-rules.ts');
    expect(chainsTo('app/components/top-bar/live-toast-view.tsx', KEPT_OUT).length).toBeGreaterThan(0);
  });
});
