/**
 * Keeps the route table and the content link rules out of the page bundles (the home
 * page's JS budget): the browser side of the top bar, the composed page and the error
 * page must reach neither route-table.ts / paths.ts (all four path sets) nor link-rules.ts
 * by value imports. The live toast view and the block gallery may (they load on demand).
 * The authoritative figure is `npm run bench:web`; this names the import chain in seconds.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const PAGE_MODULES = [
  'app/components/top-bar/top-bar.tsx',
  'app/components/composed-page.tsx',
  'app/components/general-error-boundary.tsx',
  'app/content/section-page-view.tsx',
];
const KEPT_OUT = ['app/routing/route-table.ts', 'app/routing/paths.ts', 'app/routing/link-rules.ts'];

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('~/') ? path.join(ROOT, 'app', spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.(tsx?|js)$/.test(candidate)) return candidate;
  }
  return null;
}

/** Static value imports (`import type` is erased; `import()` loads on demand and is not followed). */
function valueImports(file: string): string[] {
  const specs: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(/^\s*(import|export)\s+(?!type\b)([^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/gm)) {
    const names = /\{([^}]*)\}/.exec(match[2] ?? '')?.[1];
    const onlyBraces = (match[2] ?? '').replace(/\{[^}]*\}/, '').replace(/from\s*$/, '').trim().replace(/,$/, '') === '';
    if (names && onlyBraces && names.split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()))) continue;
    specs.push(match[3]);
  }
  return specs;
}

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
      if (!spec.startsWith('.') && !spec.startsWith('~/')) continue;
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
