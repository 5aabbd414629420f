/**
 * The repository's import graph as the tests read it (text, not a compiler): which local
 * modules a module imports, by value or at all. Used by the bundle-boundary tests
 * (blocks/client-imports.test.ts, app/routing/client-imports.test.ts): what the browser
 * bundle reaches transitively, which ESLint's per-file rules cannot see. `~/` is app/.
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
