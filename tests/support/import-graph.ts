/**
 * The repository's import graph as the tests read it (text, not a compiler): which local
 * modules a module imports, by value or at all. Used by the bundle-boundary tests
 * (blocks/client-imports.test.ts, app/routing/client-imports.test.ts) and the layering test
 * (blocks/layering.test.ts). `~/` is app/ (tsconfig paths).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

/** The file a local specifier names, or null for packages, CSS and other assets. */
export function resolveLocal(from: string, spec: string): string | null {
  if (!spec.startsWith('.') && !spec.startsWith('~/')) return null;
  const base = spec.startsWith('~/') ? path.join(ROOT, 'app', spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.(tsx?|js)$/.test(candidate)) return candidate;
  }
  return null;
}

const STATIC = /^\s*(import|export)\s+(type\b\s*)?([^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Static value imports (`import type`, `export type` and all-`type` braces are erased by the compiler; `import()` is not followed). */
export function valueImports(file: string): string[] {
  const specs: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(STATIC)) {
    if (match[2]) continue;
    const clause = match[3] ?? '';
    const names = /\{([^}]*)\}/.exec(clause)?.[1];
    const onlyBraces = clause.replace(/\{[^}]*\}/, '').replace(/from\s*$/, '').trim().replace(/,$/, '') === '';
    if (names && onlyBraces && names.split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()))) continue;
    specs.push(match[4]);
  }
  return specs;
}

/** Every specifier a module names: value and type imports, re-exports and dynamic `import()`. */
export function allImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...[...source.matchAll(STATIC)].map((m) => m[4]), ...[...source.matchAll(DYNAMIC)].map((m) => m[1])];
}
