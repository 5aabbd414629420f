/**
 * Fastify compilers and the OpenAPI transform for contract routes (zod schemas).
 * Validation errors keep the platform's one error shape: 400 `{ code: 'VALIDATION_ERROR',
 * messages, requestId }` (errors.ts turns zod's validation items into readable messages).
 */
import type { FastifySchemaCompiler } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler as zodSerializerCompiler,
  validatorCompiler as zodValidatorCompiler,
} from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

const isZod = (schema: unknown): schema is $ZodType => schema instanceof $ZodType;

/** Every route is a contract route: its parts are validated by their zod schemas. */
export function buildValidatorCompiler(): FastifySchemaCompiler<unknown> {
  return (route) => zodValidatorCompiler(route as Parameters<typeof zodValidatorCompiler>[0]);
}

/** Zod answers are encoded (extra fields stripped); 204s and media answers have no JSON to check. */
export const serializerCompiler = (route: { schema: unknown; method: string; url: string; httpStatus: string }) =>
  isZod(route.schema) ? zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) : (data: unknown) => JSON.stringify(data);

type SwaggerDocument = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Converts a route's zod parts to JSON Schema; non-zod response entries (204, media content
 * types) are kept as written.
 */
export function contractTransform(document: SwaggerDocument) {
  const schema = document.schema as Record<string, unknown> | undefined;
  if (!schema || !Object.values({ ...schema, ...(schema.response as object) }).some(isZod)) return { schema, url: document.url };
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const zodResponses = Object.fromEntries(Object.entries(response).filter(([, s]) => isZod(s)));
  const plainResponses = Object.fromEntries(Object.entries(response).filter(([, s]) => !isZod(s)));
  const converted = jsonSchemaTransform({ ...document, schema: { ...schema, response: zodResponses } } as SwaggerDocument);
  const out = converted.schema as Record<string, unknown>;
  if (out.hide) return converted;
  return { ...converted, schema: { ...out, response: { ...(out.response as object), ...plainResponses } } };
}

/** Adds the components named with `.meta({ id })` (Error, shared shapes) to the document. */
export const contractTransformObject = jsonSchemaTransformObject;
