/**
 * Every answer the platform integration tests receive through the harness is checked against
 * the committed `platform/openapi.json`, so the document cannot drift from the code:
 *
 * - the operation is found by method and path template (the most literal template wins);
 * - the status is documented for it (besides the platform-wide answers listed below);
 * - a JSON answer is valid against the documented schema (ajv + ajv-formats, the document's
 *   components resolvable), a non-JSON answer has one of the documented content types, and an
 *   answer documented without content has no body;
 * - every 2xx JSON answer needs a documented schema.
 *
 * Every operation is written from the contract, so every one is checked in full.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { CallSpec } from '../../contract/define.js';
import { demoOpenIdProvider, tvProviderHost } from '../../contract/identity-providers.js';
import { TVP_PATH } from '../../platform/tvprovider/provider.js';

/**
 * Answers any route may give that the conventions (docs/platform-contract.md) document once
 * for all rather than per operation, recognised by their error code.
 */
const PLATFORM_WIDE_CODES = new Set([
  'REALM_REQUIRED',
  'UNKNOWN_REALM',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'RATE_LIMITED',
  'TOO_MANY_REQUESTS',
]);
/** Unknown paths answer the platform's 404; conditional requests 304. */
const NOT_FOUND_CODES = new Set(['NOT_FOUND']);
/** Not in the document by design (the document itself). */
const UNDOCUMENTED_PATHS = new Set(['/openapi.json']);
/** Probe routes that tests register for themselves (not part of the platform). */
const TEST_ROUTES = '/test/';

interface Operation {
  key: string;
  pattern: RegExp;
  literalSegments: number;
  responses: Record<string, { description?: string; content?: Record<string, { schema?: object }> }>;
}

const toTemplate = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const keysOf = (calls: Record<string, CallSpec>, prefix = '') => Object.values(calls).map((spec) => `${spec.method} ${prefix}${toTemplate(spec.path)}`);

/** Contract calls left out of the document on purpose (the providers' HTML pages). */
const HIDDEN_OPERATIONS = new Set([
  ...keysOf(Object.fromEntries(Object.entries(demoOpenIdProvider).filter(([, spec]) => 'hidden' in spec && spec.hidden))),
  ...keysOf(Object.fromEntries(Object.entries(tvProviderHost).filter(([, spec]) => 'hidden' in spec && spec.hidden)), TVP_PATH),
]);

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Operation['responses'] }>>;
  components?: unknown;
}

/** The checks of one document: its operations, and ajv validators compiled on demand. */
function documentChecks(doc: OpenApiDocument) {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    const segments = path.split('/').filter(Boolean);
    const source = segments
      .map((segment) => (segment === '{*}' ? '.*' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')))
      .join('/');
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        pattern: new RegExp(`^/${source}/?$`),
        literalSegments: segments.filter((s) => !s.includes('{')).length,
        responses: operation.responses ?? {},
      });
    }
  }
  // The most literal template first: /user/adobe before /user/{id}.
  operations.sort((a, b) => b.literalSegments - a.literalSegments);
  // OpenAPI 3.0 schemas: `nullable`, formats; component refs resolve against the document root.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const validators = new Map<object, ValidateFunction>();
  const components = typelessNullable(doc.components);
  function validatorFor(schema: object): ValidateFunction {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...(typelessNullable(schema) as object), components });
      validators.set(schema, validate);
    }
    return validate;
  }
  return { operations, validatorFor };
}

/**
 * OpenAPI 3.0 writes "this or null" for a schema without a `type` (a union, an object of any
 * shape) as `{ …, nullable: true }`, which ajv refuses; the same meaning as JSON Schema is
 * `anyOf: [schema, { type: 'null' }]`.
 */
function typelessNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typelessNullable);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, typelessNullable(value)] as const);
  const copy = Object.fromEntries(entries) as Record<string, unknown>;
  if (copy.nullable === true && copy.type === undefined) {
    delete copy.nullable;
    return { anyOf: [copy, { type: 'null' }] };
  }
  return copy;
}

function requestLine(options: InjectOptions | string) {
  const opts = typeof options === 'string' ? { url: options } : options;
  const url = typeof opts.url === 'string' ? opts.url : (opts.path ?? '/');
  const path = (typeof url === 'string' ? url : String(url)).split('?')[0];
  return { method: String(opts.method ?? 'GET').toUpperCase(), path };
}

function jsonBody(res: LightMyRequestResponse): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(res.body) };
  } catch {
    return { ok: false };
  }
}

/** A checker of answers against `doc`: why an answer does not match it, or null when it does. */
export function answerChecker(doc: OpenApiDocument) {
  const checks = documentChecks(doc);
  return (options: InjectOptions | string, res: LightMyRequestResponse) => check(checks, options, res);
}

let committed: ReturnType<typeof answerChecker> | undefined;

/** Why the answer does not match the committed platform/openapi.json, or null when it does. */
export function mismatch(options: InjectOptions | string, res: LightMyRequestResponse): string | null {
  committed ??= answerChecker(JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'platform', 'openapi.json'), 'utf8')));
  return committed(options, res);
}

function check(checks: ReturnType<typeof documentChecks>, options: InjectOptions | string, res: LightMyRequestResponse): string | null {
  const { method, path } = requestLine(options);
  if (UNDOCUMENTED_PATHS.has(path) || path.startsWith(TEST_ROUTES)) return null;
  const status = res.statusCode;
  const contentType = String(res.headers['content-type'] ?? '')
    .split(';')[0]
    .trim();
  const body = contentType === 'application/json' ? jsonBody(res) : { ok: false as const };
  const code = body.ok && body.value && typeof body.value === 'object' ? (body.value as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && PLATFORM_WIDE_CODES.has(code)) return null;
  if (status === 304) return null;

  const operation = checks.operations.find((op) => op.key.startsWith(`${method} `) && op.pattern.test(path));
  if (!operation && HIDDEN_OPERATIONS.has(`${method} ${path}`)) return null;
  if (!operation) {
    if (status === 404 && typeof code === 'string' && NOT_FOUND_CODES.has(code)) return null;
    return `no documented operation for ${method} ${path} (answered ${status})`;
  }
  const documented = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default;
  if (!documented) return `${operation.key}: status ${status} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`;

  const content = documented.content;
  if (!content) {
    return res.body.length === 0
      ? null
      : `${operation.key} ${status}: documented without content, answered ${contentType || 'untyped'} ${res.body.slice(0, 120)}`;
  }
  const json = content['application/json'];
  if (contentType === 'application/json' && json) {
    if (!body.ok) return `${operation.key} ${status}: the answer is not JSON`;
    if (!json.schema || Object.keys(json.schema).length === 0) return `${operation.key} ${status}: no answer schema documented for a JSON answer`;
    const validate = checks.validatorFor(json.schema);
    if (validate(body.value)) return null;
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');
    return `${operation.key} ${status}: the answer does not match the documented schema: ${problems}`;
  }
  if (status >= 200 && status < 300 && contentType === 'application/json')
    return `${operation.key} ${status}: a JSON answer, documented as ${Object.keys(content).join(', ')}`;
  if (!content[contentType])
    return `${operation.key} ${status}: content type ${contentType || 'none'} is not documented (documented: ${Object.keys(content).join(', ')})`;
  return null;
}
