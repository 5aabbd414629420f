import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_MODULES, CLIENT_REGISTRY_DIR, clientRegistryFiles } from './client-registry';

describe('the browser component registry (generated from blocks/index.ts)', () => {
  it.each(CLIENT_MODULES.map((m) => [m.file]))('blocks/components/%s is up to date (run npm run schemas:generate)', async (file) => {
    const expected = (await clientRegistryFiles())[file];
    expect(readFileSync(path.join(CLIENT_REGISTRY_DIR, file), 'utf8')).toBe(expected);
  });
});
