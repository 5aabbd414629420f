/** The committed platform/openapi.json must match the route schemas (regenerate: npm run openapi:generate). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApi, OPENAPI_FILE } from '../../scripts/generate-openapi.js';

describe('OpenAPI document', () => {
  it('committed platform/openapi.json equals the generated one (run npm run openapi:generate)', async () => {
    const generated = await generateOpenApi();
    let committed = '';
    try {
      committed = readFileSync(OPENAPI_FILE, 'utf8');
    } catch {
      /* a missing file is drift too */
    }
    expect(committed, 'platform/openapi.json is out of date: run npm run openapi:generate').toBe(generated);
  });

  it('documents a response for every operation and the Realm header where it is required', async () => {
    const doc = JSON.parse(await generateOpenApi());
    const realmFree = ['/openapi.json', '/health', '/media/', '/images/'];
    for (const [path, operations] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, operation] of Object.entries<any>(operations)) {
        expect(Object.keys(operation.responses ?? {}), `${method} ${path} responses`).not.toHaveLength(0);
        if (realmFree.some((p) => path.startsWith(p))) continue;
        const realm = (operation.parameters ?? []).find((p: any) => p.in === 'header' && p.name === 'realm');
        expect(realm?.required, `${method} ${path} documents the Realm header`).toBe(true);
      }
    }
  });
});
