/**
 * `npm run schemas:generate`: everything derived from the block registry (blocks/index.ts)
 * and the document schemas (schemas/), committed and checked for drift by tests:
 *  - schemas/json/<doc>.schema.json (schemas/schemas.test.ts);
 *  - schemas/json/menu-screens.json, the SCREEN menu targets (app/routing/menu-screens.test.ts);
 *  - blocks/components/{page,plugins,forms}.ts, the browser's component registry
 *    (blocks/components/generated.test.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { menuScreensJsonText } from '../app/routing/menu-screens';
import { CLIENT_REGISTRY_DIR, clientRegistryFiles } from '../blocks/components/client-registry';
import { DOCUMENT_KINDS } from '../schemas/index';
import { documentJsonSchemaText } from '../schemas/json-schema';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'schemas', 'json');
mkdirSync(outDir, { recursive: true });
for (const kind of DOCUMENT_KINDS) {
  const file = join(outDir, `${kind}.schema.json`);
  writeFileSync(file, documentJsonSchemaText(kind));
  console.log(`wrote ${file}`);
}

const screensFile = join(outDir, 'menu-screens.json');
writeFileSync(screensFile, menuScreensJsonText());
console.log(`wrote ${screensFile}`);

for (const [name, text] of Object.entries(await clientRegistryFiles())) {
  const file = join(CLIENT_REGISTRY_DIR, name);
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
