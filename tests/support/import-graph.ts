/**
 * The repository's import graph as the bundle-boundary tests read it
 * (blocks/client-imports.test.ts, app/routing/client-imports.test.ts): what the browser
 * bundle reaches transitively, which ESLint's per-file rules cannot see. Modules are parsed
 * with the TypeScript parser, so comments, strings and multi-line imports cannot fool it.
 * `~/` is app/ (tsconfig paths).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '../..');

/** The file a local specifier names, or null for packages, CSS and other assets. */
export function resolveLocal(from: string, spec: string): string | null {
  if (!spec.startsWith('.') && !spec.startsWith('~/')) return null;
  const base = spec.startsWith('~/') ? path.join(ROOT, 'app', spec.slice(2)) : path.resolve(path.dirname(from), spec);
  const withoutJs = base.replace(/\.js$/, '');
  for (const candidate of [base, `${withoutJs}.ts`, `${withoutJs}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.(tsx?|js)$/.test(candidate)) return candidate;
  }
  return null;
}

/** True when the compiler erases the declaration: `import type`, `export type`, or only `type` names in braces. */
function erased(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) {
    if (statement.isTypeOnly) return true;
    const clause = statement.exportClause;
    return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
  }
  const clause = statement.importClause;
  if (!clause) return false; // a side-effect import always runs
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

/** Static value imports and re-exports of a module (type-only ones are erased; `import()` is a separate chunk, so not followed). */
export function valueImports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const specs: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || erased(statement)) continue;
    specs.push(specifier.text);
  }
  return specs;
}
