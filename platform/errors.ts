/**
 * One error shape for every answer that is not a success: `{ code, messages[], requestId }`.
 * Route code throws `HttpError`; the server's error handler turns everything else
 * (validation failures, parser errors, bugs) into the same shape. Never HTML.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messages: string[],
    /** Extra machine-readable facts some answers carry (e.g. commerce's `missingFields`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(messages[0] ?? code);
    this.name = 'HttpError';
  }
}

export const badRequest = (code: string, ...messages: string[]) => new HttpError(400, code, messages);
export const unauthorised = (code: string, ...messages: string[]) => new HttpError(401, code, messages);
export const forbidden = (code: string, ...messages: string[]) => new HttpError(403, code, messages);
export const notFound = (code: string, ...messages: string[]) => new HttpError(404, code, messages);
export const conflict = (code: string, ...messages: string[]) => new HttpError(409, code, messages);

/** Fastify's own client-error codes → our codes. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_ERROR',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
};

interface ValidationItem {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** "body/password: must NOT have fewer than 8 characters" — readable, one per problem. */
export function validationMessages(context: string | undefined, items: ValidationItem[]): string[] {
  return items.map((item) => {
    // zod reports the document itself as "/": "body: …", not "body/: …".
    const path = `${context ?? 'input'}${item.instancePath === '/' ? '' : (item.instancePath ?? '')}`;
    if (item.params && typeof item.params.missingProperty === 'string') return `${path}/${item.params.missingProperty}: is required`;
    let message = item.message ?? 'is invalid';
    if (item.params && typeof item.params.additionalProperty === 'string') message += ` '${item.params.additionalProperty}'`;
    if (item.params && Array.isArray(item.params.allowedValues)) message += `: ${item.params.allowedValues.join(', ')}`;
    return `${path}: ${message}`;
  });
}

function send(reply: FastifyReply, request: FastifyRequest, status: number, code: string, messages: string[], details?: Record<string, unknown>) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ code, messages, requestId: String(request.id), ...(details && { details }) });
}

/**
 * Database errors that come from what the client sent, not from a bug: a value the column
 * type refuses (class 22), a duplicate or dangling reference (23505, 23503), or a lost race
 * the client can simply retry (40001, 40P01). Everything else stays a 500.
 */
function fromDatabaseError(error: unknown): HttpError | null {
  const e = error as { code?: unknown; severity?: unknown };
  if (typeof e?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code) || typeof e.severity !== 'string') return null;
  if (e.code.startsWith('22')) return new HttpError(400, 'VALIDATION_ERROR', ['A value in the request is not acceptable.']);
  if (e.code === '23505') return new HttpError(409, 'CONFLICT', ['This already exists.']);
  if (e.code === '23503') return new HttpError(409, 'CONFLICT', ['This refers to something that does not exist.']);
  if (e.code === '40001' || e.code === '40P01') return new HttpError(503, 'RETRY', ['The request collided with another one; retry it.']);
  return null;
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return send(reply, request, error.statusCode, error.code, error.messages, error.details);
    }
    const fromDatabase = fromDatabaseError(error);
    if (fromDatabase) {
      request.log.warn({ err: error }, 'database refused the request');
      return send(reply, request, fromDatabase.statusCode, fromDatabase.code, fromDatabase.messages);
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return send(reply, request, 400, 'VALIDATION_ERROR', validationMessages(fastifyError.validationContext, fastifyError.validation));
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (fastifyError.code && FASTIFY_CODES[fastifyError.code]) ?? (status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST');
      return send(reply, request, status, code, [fastifyError.message]);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, 'INTERNAL_ERROR', ['Something went wrong on our side. Quote the request id when reporting it.']);
  });

  app.setNotFoundHandler((request, reply) => send(reply, request, 404, 'NOT_FOUND', [`No route ${request.method} ${request.url.split('?')[0]}`]));
}
