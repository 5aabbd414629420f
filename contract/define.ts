/**
 * How a platform call is written: once, as a plain object of zod schemas. The platform
 * registers, validates and documents its route from it (platform/contract-route.ts); the
 * web's client builds its function and parses the answer with it (app/platform/api.server.ts).
 *
 * Rules every call follows:
 * - `path` uses `:name` segments; every `:name` has an entry in `params`.
 * - `query` and `params` schemas read text: numbers and booleans use the `text` helpers
 *   below, which coerce ("12" → 12) the same way on both sides.
 * - `answer` describes the success body exactly as the reference platform sends it; the
 *   platform strips what it does not name, so the document cannot promise less than it
 *   sends. Objects are non-strict, so the web also accepts other back ends' extra fields.
 *   No transforms in answers: the platform serialises through them.
 * - `errors` lists the documented error statuses; every error body is `errorAnswer`.
 * - Browser-safe: nothing here imports server-only code.
 */
import { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** `viewer`: called with the viewer's bearer (or a guest token); `none`: no bearer. */
export type CallAuth = 'none' | 'viewer';

export interface CallSpec {
  method: Method;
  path: string;
  summary: string;
  /** Default `viewer`. */
  auth?: CallAuth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Request headers the call reads besides Realm, Authorization and Accept-Language. */
  headers?: z.ZodObject;
  /** The success body; `null` for 204 answers. */
  answer: z.ZodType | null;
  /** Success status (default 200, or 204 when `answer` is null). */
  status?: 200 | 201 | 202 | 204 | 302 | 303;
  /** A redirect (Location header, no body) the call may answer besides its success status. */
  redirect?: 302 | 303;
  /** The documented error statuses. */
  errors: readonly number[];
  /** The error body when it is not `errorAnswer` (OAuth endpoints add `error`, `error_description`). */
  errorBody?: z.ZodType;
  /** Error answers that are pages, not JSON (browser-facing provider pages): their content types. */
  errorProduces?: readonly string[];
  /** Non-JSON success answers (media, images, HTML): their content types. */
  produces?: readonly string[];
  /** Request body types other than JSON (OAuth token requests and HTML forms post urlencoded). */
  consumes?: readonly string[];
  /** Answers without the Realm header (media, images, health). */
  realmFree?: boolean;
  /** Left out of the OpenAPI document (the document itself). */
  hidden?: boolean;
}

export function defineCall<const S extends CallSpec>(spec: S): S {
  return spec;
}

/** Every error answer of every call. */
export const errorAnswer = z
  .object({
    code: z.string(),
    messages: z.array(z.string()),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorAnswer = z.output<typeof errorAnswer>;

/** Query and path values arrive as text: these read them the same on both sides. */
export const text = {
  int: (min: number, max: number) => z.coerce.number().int().min(min).max(max),
  id: (max = 128) => z.string().min(1).max(max),
  bool: () => z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true'),
  /** A repeated or comma-separated query parameter. */
  list: <T extends z.ZodType>(item: T, max = 100) =>
    z.preprocess(
      (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(',')).filter(Boolean)),
      z.array(item).max(max),
    ),
};

/** Input and output types of a call's parts, for the platform's handlers and the web's client. */
export type Part<S extends CallSpec, K extends 'params' | 'query' | 'body' | 'headers'> = S[K] extends z.ZodType ? z.output<S[K]> : undefined;
export type PartInput<S extends CallSpec, K extends 'params' | 'query' | 'body' | 'headers'> = S[K] extends z.ZodType ? z.input<S[K]> : undefined;
export type Answer<S extends CallSpec> = S['answer'] extends z.ZodType ? z.output<S['answer']> : null;
export type AnswerInput<S extends CallSpec> = S['answer'] extends z.ZodType ? z.input<S['answer']> : null;

/** An area of the spec: a named group of calls. */
export type Area = Record<string, CallSpec>;
