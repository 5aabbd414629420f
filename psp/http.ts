/**
 * HTTP plumbing of the provider: Stripe-shaped errors (`{ error: { type, code, message, param? } }`),
 * body parsers that never echo what they were sent (a card number must not reach a log or an
 * error message), the secret-key check, and the headers every answer carries.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type ErrorType = 'invalid_request_error' | 'card_error' | 'authentication_error' | 'idempotency_error' | 'api_error';

export class PspHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: ErrorType,
    readonly code: string,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

export function errorBody(type: ErrorType, code: string, message: string, param?: string) {
  return { error: { type, code, message, ...(param ? { param } : {}) } };
}

const BASE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  // Intent ids travel in page URLs: never hand them to another site.
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()',
  'cache-control': 'no-store',
  // Answers that are not pages are never framed nor run anything; pages replace this.
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
};

export function installHttpBasics(app: FastifyInstance) {
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(BASE_HEADERS);
  });

  // JSON for the API, form posts for the pages, nothing else (415).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      // JSON.parse's message quotes the input: answer without it.
      done(new PspHttpError(400, 'invalid_request_error', 'invalid_json', 'The request body is not valid JSON.'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.setNotFoundHandler((_req, reply) => {
    void reply.code(404).send(errorBody('invalid_request_error', 'not_found', 'Unknown path.'));
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (error instanceof PspHttpError) {
      return reply.code(error.statusCode).send(errorBody(error.type, error.code, error.message, error.param));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(errorBody('invalid_request_error', 'body_too_large', 'The request body is too large.'));
    if (status === 415) return reply.code(415).send(errorBody('invalid_request_error', 'unsupported_media_type', 'Send application/json.'));
    if (status >= 400 && status < 500) return reply.code(status).send(errorBody('invalid_request_error', 'bad_request', 'The request could not be read.'));
    // Only the kind of failure is logged: an error's message could quote request data.
    req.log.error({ errorName: error.name, errorCode: error.code }, 'unexpected error');
    return reply.code(500).send(errorBody('api_error', 'internal_error', 'Something went wrong at the provider.'));
  });
}

/** Refuses (415) an API call whose body is not JSON: the pages' form encoding is theirs only. */
export async function requireJson(req: FastifyRequest, reply: FastifyReply) {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type !== 'application/json') {
    return reply.code(415).send(errorBody('invalid_request_error', 'unsupported_media_type', 'Send application/json.'));
  }
}

/** Refuses (401) a request without `Authorization: Bearer <secret key>`. */
export function requireSecretKey(secretKey: string) {
  const expected = Buffer.from(secretKey);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/.exec(header);
    const given = Buffer.from(match?.[1] ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(401).send(errorBody('authentication_error', 'invalid_api_key', 'Send the secret key as Authorization: Bearer <key>.'));
    }
  };
}
