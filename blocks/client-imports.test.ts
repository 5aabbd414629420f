/**
 * Keeps the browser side of the block registry light (the home page's JS budget):
 * walks the value imports (not `import type`) of the client entry points of the
 * registry and fails if any reaches zod, ajv, sanitize-html, a block schema.ts, the
 * full registry (blocks/index.ts) or server-only code. The authoritative figure is
 * `npm run bench:web`; this test names the offending import chain in seconds.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveLocal, ROOT, valueImports } from '../tests/support/import-graph';

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

function offendingChains(entry: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const rel = path.relative(ROOT, file);
    // The entry itself is let through, so the self-check can start at a schema.
    if (chain.length > 0 && (/\.server\.tsx?$/.test(rel) || /(^|\/)schema\.ts$/.test(rel) || rel === 'blocks/index.ts' || rel === 'blocks/resolve.ts')) {
      problems.push([...chain, rel].join(' → '));
      return;
    }
    for (const spec of valueImports(file)) {
      const next = resolveLocal(file, spec);
      if (next) walk(next, [...chain, rel]);
      else if (FORBIDDEN_PACKAGES.test(spec)) {
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
    expect(offendingChains('blocks/plugins/html/schema.ts')).toContain('blocks/plugins/html/schema.ts → blocks/plugins/html/sanitize.server.ts');
  });
});
