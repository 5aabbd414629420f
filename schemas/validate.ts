/**
 * `validateDocument(kind, json)`: validates a realm document against the committed
 * JSON Schema (schemas/json/<kind>.schema.json) with ajv, and answers
 * `{ ok, errors: [{ pointer, message }] }` with JSON pointers into the document.
 *
 * Used by the platform (realm loading), the admin previews and `npm run realms:check`.
 * It imports only the generated JSON (no zod, no React), so any process can use it.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { MAX_JSON_DEPTH, tooDeepAt } from './json-bounds';
import { urlPatternMessage } from './url-policy';
import { CSS_COLOUR_PATTERN, CSS_COLOUR_RULE, nearestColourName } from './css-colour';
import formJson from './json/form.schema.json';
import labelsJson from './json/labels.schema.json';
import menusJson from './json/menus.schema.json';
import pageJson from './json/page.schema.json';
import pluginsJson from './json/plugins.schema.json';
import realmJson from './json/realm.schema.json';

export const VALIDATED_KINDS = ['realm', 'menus', 'labels', 'page', 'plugins', 'form'] as const;
export type ValidatedKind = (typeof VALIDATED_KINDS)[number];

export interface ValidationError {
  /** JSON pointer (RFC 6901) to the offending value; "" is the whole document. */
  pointer: string;
  message: string;
}
export interface ValidationResult {
  ok: boolean;
  errors: ValidationError[];
}

const jsonSchemas: Record<ValidatedKind, object> = {
  realm: realmJson,
  menus: menusJson,
  labels: labelsJson,
  page: pageJson,
  plugins: pluginsJson,
  form: formJson,
};

let ajv: Ajv2020 | null = null;
const compiled = new Map<ValidatedKind, ValidateFunction>();

function validatorFor(kind: ValidatedKind): ValidateFunction {
  const existing = compiled.get(kind);
  if (existing) return existing;
  if (!ajv) {
    // discriminator: report the chosen union branch's errors, not every branch's.
    ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: false, verbose: true });
    // ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
    const add = ((addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats) as typeof addFormats;
    add(ajv as never);
  }
  const fn = ajv.compile(jsonSchemas[kind]);
  compiled.set(kind, fn);
  return fn;
}

function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** One readable sentence per ajv error. */
export function describeAjvError(error: ErrorObject): ValidationError {
  const p = error.params as Record<string, unknown>;
  let pointer = error.instancePath;
  let message: string;
  switch (error.keyword) {
    case 'required':
      pointer = `${pointer}/${escapePointerToken(String(p.missingProperty))}`;
      message = `"${String(p.missingProperty)}" is required.`;
      break;
    case 'additionalProperties':
      pointer = `${pointer}/${escapePointerToken(String(p.additionalProperty))}`;
      message = `Unknown property "${String(p.additionalProperty)}" (check the spelling; see the schema for allowed properties).`;
      break;
    case 'discriminator': {
      const tag = String(p.tag);
      pointer = `${pointer}/${escapePointerToken(tag)}`;
      const allowed = discriminatorValues(error.parentSchema);
      message = p.error === 'tag' ? `"${tag}" must be a string.` : `Unknown ${tag}${allowed.length ? `; expected one of: ${allowed.join(', ')}` : ''}.`;
      break;
    }
    case 'enum':
      message = `Must be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}.`;
      break;
    case 'const':
      message = `Must be ${JSON.stringify(p.allowedValue)}.`;
      break;
    case 'type':
      message = `Must be of type ${String(p.type)}.`;
      break;
    case 'pattern':
      message = patternMessage(String(p.pattern), error.parentSchema, error.data);
      break;
    default:
      message = `${error.message ?? 'Invalid value'}.`.replace(/^must/, 'Must');
  }
  return { pointer, message };
}

/** The schema's own words for a value its pattern refuses (never the regular expression itself). */
function patternMessage(pattern: string, parentSchema: unknown, value: unknown): string {
  const url = urlPatternMessage(pattern);
  if (url) return url;
  const shown = typeof value === 'string' ? `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"` : 'This value';
  const own = (parentSchema as { patternErrorMessage?: unknown } | undefined)?.patternErrorMessage;
  if (pattern === CSS_COLOUR_PATTERN.source) {
    const near = typeof value === 'string' ? nearestColourName(value) : null;
    return `${shown} is not ${CSS_COLOUR_RULE}${near ? ` (did you mean "${near}"?)` : ''}.`;
  }
  return typeof own === 'string' ? `${shown}: ${own}` : `${shown} is not in the expected format.`;
}

function discriminatorValues(parentSchema: unknown): string[] {
  const schema = parentSchema as { discriminator?: { propertyName: string }; oneOf?: Array<{ properties?: Record<string, { const?: unknown }> }> };
  const tag = schema?.discriminator?.propertyName;
  if (!tag || !schema.oneOf) return [];
  return schema.oneOf.map((b) => b.properties?.[tag]?.const).filter((v): v is string => typeof v === 'string');
}

export function validateDocument(kind: ValidatedKind, json: unknown): ValidationResult {
  if (!VALIDATED_KINDS.includes(kind)) {
    return { ok: false, errors: [{ pointer: '', message: `Unknown document kind "${String(kind)}".` }] };
  }
  // Before ajv walks it recursively: a document nested thousands deep is a refusal with a pointer, not a stack overflow.
  const tooDeep = tooDeepAt(json);
  if (tooDeep !== null) return { ok: false, errors: [{ pointer: tooDeep, message: `Nested more than ${MAX_JSON_DEPTH} levels deep.` }] };
  const validate = validatorFor(kind);
  if (validate(json)) return { ok: true, errors: [] };
  const seen = new Set<string>();
  const errors: ValidationError[] = [];
  for (const raw of validate.errors ?? []) {
    const described = describeAjvError(raw);
    const key = `${described.pointer}\u0000${described.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      errors.push(described);
    }
  }
  return { ok: false, errors };
}

/** Parse JSON text then validate; a syntax error is reported at the document root. */
export function validateDocumentText(kind: ValidatedKind, text: string): ValidationResult & { value?: unknown } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [{ pointer: '', message: `Not valid JSON: ${(e as Error).message}` }] };
  }
  return { ...validateDocument(kind, value), value };
}
