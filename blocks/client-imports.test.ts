/**
 * Keeps the browser side of the block registry light (the home page's JS budget):
 * walks the value imports (not `import type`) of the client entry points of the
 * registry and fails if any reaches zod, ajv, sanitize-html, a block schema.ts, the
 * full registry (blocks/index.ts) or server-only code. The authoritative figure is
 * `npm run bench:web`; this test names the offending import chain in seconds.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const CLIENT_ENTRIES = [
  'blocks/components/page.ts',
  'blocks/components/plugins.ts',
  'blocks/components/forms.ts',
  'blocks/components/index.ts',
  'blocks/render.tsx',
  'app/components/composed-page.tsx',
  'app/components/composed-page.plugin.tsx',
];
const FORBIDDEN_PACKAGES = /^(zod|ajv|ajv-formats|sanitize-html)(\/|$)/;

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('~/') ? path.join(ROOT, 'app', spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.(tsx?|js)$/.test(candidate)) return candidate;
  }
  return null; // CSS and other assets
}

/** Value imports of a module (`import type` and `export type` are erased by the compiler). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specs: string[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+(?!type\b)([^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/gm)) {
    const clause = match[2] ?? '';
    // `import { type A, type B } from` is type-only too.
    const names = /\{([^}]*)\}/.exec(clause)?.[1];
    if (names && clause.replace(/\{[^}]*\}/, '').replace(/from\s*$/, '').trim().replace(/,$/, '') === '' && names.split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()))) continue;
    specs.push(match[3]);
  }
  return specs;
}

function offendingChains(entry: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const rel = path.relative(ROOT, file);
    if (/\.server\.tsx?$/.test(rel) || /(^|\/)schema\.ts$/.test(rel) || rel === 'blocks/index.ts' || rel === 'blocks/resolve.ts') {
      problems.push([...chain, rel].join(' → '));
      return;
    }
    for (const spec of valueImports(file)) {
      if (spec.startsWith('.') || spec.startsWith('~/')) {
        const next = resolveLocal(file, spec);
        if (next) walk(next, [...chain, rel]);
      } else if (FORBIDDEN_PACKAGES.test(spec)) {
        problems.push([...chain, rel, spec].join(' → '));
      }
    }
  };
  walk(path.join(ROOT, entry), []);
  return problems;
}

describe('client side of the block registry', () => {
  it.each(CLIENT_ENTRIES)('%s imports no zod, ajv, sanitize-html, schema or server-only module', (entry) => {
    expect(offendingChains(entry)).toEqual([]);
  });

  it('the walker does find a forbidden import (self-check)', () => {
    expect(offendingChains('blocks/shared/cta.ts')).toContain('blocks/shared/cta.ts → zod');
    expect(offendingChains('blocks/rows/standard/index.ts')).toContain('blocks/rows/standard/index.ts → blocks/rows/standard/schema.ts');
    expect(offendingChains('blocks/plugins/html/index.ts')).toContain('blocks/plugins/html/index.ts → blocks/plugins/html/sanitize.server.ts');
  });
});
