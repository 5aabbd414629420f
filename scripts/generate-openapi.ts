/**
 * Writes platform/openapi.json from the route schemas (the same document /openapi.json
 * serves). Run after changing any route: `npm run openapi:generate`; a test fails when
 * the committed file drifts from the routes. `--check` exits 1 instead of writing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../platform/server.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OPENAPI_FILE = join(root, 'platform', 'openapi.json');

/** The OpenAPI document as committed text (stable: no database, realms or seeds involved). */
export async function generateOpenApi(): Promise<string> {
  const app = await buildServer({
    logger: false,
    seed: false,
    config: { databaseUrl: undefined, dataDir: 'memory://', realmsDir: join(root, '.no-realms'), jwtSecret: 'x'.repeat(32) },
  });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const text = await generateOpenApi();
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(OPENAPI_FILE, 'utf8');
    } catch {
      /* missing counts as drift */
    }
    if (committed !== text) {
      console.error('platform/openapi.json is out of date: run npm run openapi:generate');
      process.exit(1);
    }
    console.log('platform/openapi.json is up to date');
  } else {
    writeFileSync(OPENAPI_FILE, text);
    console.log(`wrote ${OPENAPI_FILE}`);
  }
}
