/**
 * Signing secrets (JWT, the demo OpenID client): never a value written in the source.
 *
 * - Configured (JWT_SECRET, DEMO_OIDC_CLIENT_SECRET…): used, unless it appears verbatim in
 *   the repository's source, docs or tests, where anybody can read it.
 * - Unset outside production: a random secret is generated once and kept in the data dir
 *   (`<DATA_DIR>/<name>`, mode 0600) so tokens survive restarts; with `DATA_DIR=memory://`
 *   it lives in this process only.
 * - Unset in production: the platform refuses to start (config.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What ships with the repository and can hold a literal secret (text files only). */
const SOURCE_ENTRIES = [
  'platform',
  'psp',
  'app',
  'blocks',
  'schemas',
  'scripts',
  'tests',
  'docs',
  'bench',
  'realms',
  'fixtures',
  '.ci',
  'README.md',
  'package.json',
  'playwright.config.ts',
  'vitest.config.ts',
  'remix.config.js',
];
const TEXT_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.md', '.sh', '.yml', '.yaml', '.txt', '.css', '.html', '.env', '']);
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'build', '.cache', '.data', 'test-results', 'playwright-report', '.artifacts']);
const MAX_FILE_BYTES = 2 * 1024 * 1024;

function* sourceFiles(root: string): Generator<string> {
  const stack = SOURCE_ENTRIES.map((entry) => join(root, entry));
  while (stack.length) {
    const path = stack.pop()!;
    let stat;
    try {
      stat = statSync(path);
    } catch {
      continue;
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (!SKIPPED_DIRS.has(entry)) stack.push(join(path, entry));
    } else if (stat.isFile() && stat.size <= MAX_FILE_BYTES && TEXT_EXTENSIONS.has(extname(path))) {
      yield path;
    }
  }
}

/** The first repository file that contains `secret` verbatim, or null. */
export function findInSource(secret: string, root: string = REPOSITORY_ROOT): string | null {
  if (!secret) return null;
  for (const file of sourceFiles(root)) {
    try {
      if (readFileSync(file, 'utf8').includes(secret)) return file.slice(root.length + 1);
    } catch {
      /* unreadable: not a leak we can see */
    }
  }
  return null;
}

const inMemory = new Map<string, string>();

/**
 * The local secret `name` for `dataDir`: read from `<dataDir>/<name>`, or generated (32 random
 * bytes, hex) and written there on first use. `memory://` keeps it for this process.
 */
export function localSecret(dataDir: string, name: string): { secret: string; where: string } {
  if (dataDir === 'memory://') {
    let secret = inMemory.get(name);
    if (!secret) {
      secret = randomBytes(32).toString('hex');
      inMemory.set(name, secret);
    }
    return { secret, where: 'memory (this process only)' };
  }
  const file = resolve(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      // 'wx': two processes starting at once keep the first file written.
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters: delete it to generate a new one.`);
  return { secret, where: file };
}
