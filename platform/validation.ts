/**
 * Input validation for route schemas. Query strings, params and headers are text, so
 * they are coerced to the schema's types ("12" → 12, "a" → ["a"]); JSON bodies are
 * validated strictly (a number is not a string) with every error reported, and extra
 * properties are refused (not silently removed) where a schema says so.
 */
import Ajv, { type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';

type ValidatorCompiler = (route: { schema: AnySchema; httpPart?: string }) => (data: unknown) => boolean;

function makeAjv(coerce: boolean, externalSchemas: Record<string, unknown>) {
  // The CJS module exports the class itself, so the default import works under tsx.
  const ajv = new Ajv({
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    allowUnionTypes: true,
  });
  addFormats(ajv as never);
  for (const schema of Object.values(externalSchemas)) ajv.addSchema(schema as AnySchema);
  return ajv;
}

export function buildInputValidator(externalSchemas: Record<string, unknown> = {}): ValidatorCompiler {
  const coercing = makeAjv(true, externalSchemas);
  const strict = makeAjv(false, externalSchemas);
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema) as (data: unknown) => boolean;
}
