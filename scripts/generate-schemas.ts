/** Writes schemas/json/<doc>.schema.json from the zod sources (`npm run schemas:generate`). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_KINDS } from '../schemas/index';
import { documentJsonSchemaText } from '../schemas/json-schema';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'schemas', 'json');
mkdirSync(outDir, { recursive: true });
for (const kind of DOCUMENT_KINDS) {
  const file = join(outDir, `${kind}.schema.json`);
  writeFileSync(file, documentJsonSchemaText(kind));
  console.log(`wrote ${file}`);
}
