/** The committed platform/openapi.json must match the route schemas (regenerate: npm run openapi:generate). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApi, OPENAPI_FILE } from '../../scripts/generate-openapi.js';
import { startPlatform } from './harness.js';

// Generating boots a server (PGlite + migrations): do it once for both tests.
let generated: Promise<string> | undefined;
const generate = () => (generated ??= generateOpenApi());

describe('OpenAPI document', { timeout: 90_000 }, () => {
  it('committed platform/openapi.json equals the generated one (run npm run openapi:generate)', async () => {
    const text = await generate();
    let committed = '';
    try {
      committed = readFileSync(OPENAPI_FILE, 'utf8');
    } catch {
      /* a missing file is drift too */
    }
    expect(committed, 'platform/openapi.json is out of date: run npm run openapi:generate').toBe(text);
  });

  it('documents a response for every operation, and the Realm header exactly where the server requires it', async () => {
    const doc = JSON.parse(await generate());
    const platform = await startPlatform({ seed: false });
    try {
      for (const [path, operations] of Object.entries<Record<string, any>>(doc.paths)) {
        for (const [method, operation] of Object.entries<any>(operations)) {
          expect(Object.keys(operation.responses ?? {}), `${method} ${path} responses`).not.toHaveLength(0);
          if (path.includes('/stream')) continue; // server-sent events never end
          const documented = (operation.parameters ?? []).some((p: any) => p.in === 'header' && p.name === 'realm' && p.required);
          const res = await platform.inject({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'x') });
          const refused = res.statusCode === 400 && JSON.parse(res.body).code === 'REALM_REQUIRED';
          expect(refused, `${method} ${path}: Realm header documented=${documented}, required=${refused}`).toBe(documented);
        }
      }
    } finally {
      await platform.close();
    }
  });
});
