/**
 * zod → JSON Schema (draft 2020-12) for the documents, with two editor-friendly
 * post-processing steps:
 *  - objects without an explicit catch-all get `additionalProperties: false`, so a
 *    typo such as "rowtype" is reported instead of silently ignored (the runtime zod
 *    parse stays lenient and strips unknown keys);
 *  - `oneOf` unions whose branches share a `const` property get an OpenAPI-style
 *    `discriminator`, so ajv (option `discriminator: true`) reports the errors of the
 *    branch the document chose instead of every branch's errors;
 *  - a string with one pattern carries the zod message of that pattern as
 *    `patternErrorMessage` (which editors such as VS Code show), so every validator
 *    reports the schema's own words instead of the regular expression.
 */
import { z } from 'zod';
import { documentSchemas, type DocumentKind } from './index';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sharedConstProperty(branches: unknown[]): string | null {
  const first = branches[0];
  if (!isObject(first) || !isObject(first.properties)) return null;
  for (const key of Object.keys(first.properties)) {
    const all = branches.every(
      (b) =>
        isObject(b) &&
        isObject(b.properties) &&
        isObject((b.properties as Json)[key]) &&
        'const' in ((b.properties as Json)[key] as Json) &&
        Array.isArray(b.required) &&
        (b.required as string[]).includes(key),
    );
    if (all) return key;
  }
  return null;
}

function postProcess(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(postProcess);
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) out[k] = postProcess(v);
  if (out.type === 'object' && isObject(out.properties) && !('additionalProperties' in out)) {
    out.additionalProperties = false;
  }
  if (Array.isArray(out.oneOf)) {
    const tag = sharedConstProperty(out.oneOf);
    if (tag) {
      out.type = 'object';
      out.required = [tag];
      out.discriminator = { propertyName: tag };
    }
  }
  return out;
}

interface RegexCheck {
  _zod: { def: { check?: string; format?: string; error?: (issue: object) => unknown } };
}

/** The message of a string schema's only regex check (zod keeps it as the check's error function). */
function regexMessage(schema: unknown): string | null {
  const checks = ((schema as { _zod?: { def?: { checks?: RegexCheck[] } } })._zod?.def?.checks ?? []).filter(
    (c) => c._zod.def.check === 'string_format' && c._zod.def.format === 'regex',
  );
  if (checks.length !== 1) return null;
  const message = checks[0]._zod.def.error?.({});
  return typeof message === 'string' ? message : null;
}

export function documentJsonSchema(kind: DocumentKind): Json {
  const generated = z.toJSONSchema(documentSchemas[kind], {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const message = typeof jsonSchema.pattern === 'string' ? regexMessage(zodSchema) : null;
      if (message) (jsonSchema as Json).patternErrorMessage = message;
    },
  }) as Json;
  const processed = postProcess(generated) as Json;
  return { $id: `https://schemas.local/${kind}.schema.json`, ...processed };
}

/** Stable text written to schemas/json/<kind>.schema.json. */
export function documentJsonSchemaText(kind: DocumentKind): string {
  return `${JSON.stringify(documentJsonSchema(kind), null, 2)}\n`;
}
