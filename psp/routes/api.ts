/**
 * The provider's API:
 *  - `POST /v1/payment-methods` — tokenisation, called by the hosted card fields (same origin,
 *    JSON only, so a cross-site page can neither post nor read it);
 *  - `POST /v1/payment-intents`, `GET /v1/payment-intents/:id`, `GET /v1/payment-intents?idempotency_key=`,
 *    `POST /v1/refunds`, `GET /v1/payment-methods/:id` — the platform's server-to-server
 *    calls, with the secret key.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tokenise } from '../cards.js';
import { MESSAGES } from '../hosted/messages.js';
import { errorBody, PspHttpError, requireJson, requireSecretKey } from '../http.js';
import { IntentBody, IntentError, intentAnswer, RefundBody, refundAnswer, type Intents } from '../intents.js';
import type { PaymentMethod, PspStore } from '../store.js';

export interface ApiDeps {
  store: PspStore;
  intents: Intents;
  secretKey: string;
  publicUrl: () => string;
}

const TokeniseBody = z.object({
  type: z.literal('card'),
  card: z.object({
    number: z.string().max(40),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    cvc: z.string().max(8),
    postalCode: z.string().max(20),
    name: z.string().max(100).optional(),
  }),
});

function methodAnswer(method: PaymentMethod) {
  const { id, type, brand, last4, expMonth, expYear, created } = method;
  return { id, object: 'payment_method', type, brand, last4, expMonth, expYear, created };
}

/** Same JSON whatever the key order: the idempotency fingerprint of a body. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Names the first invalid parameter only: zod's messages never quote the value sent. */
function invalidParameters(error: z.ZodError): PspHttpError {
  const issue = error.issues[0];
  const param = issue?.path.join('.') || undefined;
  return new PspHttpError(400, 'invalid_request_error', 'parameter_invalid', `Invalid ${param ?? 'body'}: ${issue?.message ?? 'invalid'}.`, param);
}

export async function apiRoutes(app: FastifyInstance, deps: ApiDeps) {
  const { store, intents } = deps;
  const authenticated = { preHandler: requireSecretKey(deps.secretKey) };

  app.post('/v1/payment-methods', { preValidation: requireJson }, async (req, reply) => {
    const parsed = TokeniseBody.safeParse(req.body);
    if (!parsed.success) throw invalidParameters(parsed.error);
    const result = tokenise(parsed.data.card);
    if (!result.ok) {
      return reply
        .code(400)
        .send(errorBody('card_error', result.code, MESSAGES.en[result.code as keyof typeof MESSAGES.en] ?? 'The card was refused.', result.field));
    }
    store.paymentMethods.set(result.method.id, result.method);
    store.save();
    return reply.code(200).send(methodAnswer(result.method));
  });

  app.get<{ Params: { id: string } }>('/v1/payment-methods/:id', authenticated, async (req, reply) => {
    const method = store.paymentMethods.get(req.params.id);
    if (!method) return reply.code(404).send(errorBody('invalid_request_error', 'resource_missing', 'No such payment method.', 'id'));
    return methodAnswer(method);
  });

  /**
   * A create call under the caller's Idempotency-Key: the same key and body answer the stored
   * answer (`Idempotent-Replayed: true`), another body 409. From the lookup to the store write
   * nothing awaits, so parallel requests with one key see either no record (and make it) or
   * the finished one. `run` gets the key (to remember it on what it makes).
   */
  async function idempotent<T>(
    req: FastifyRequest,
    reply: FastifyReply,
    path: string,
    schema: z.ZodType<T>,
    run: (input: T, key: string | undefined) => unknown,
  ): Promise<FastifyReply> {
    const header = req.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (key !== undefined && (key.length === 0 || key.length > 255)) {
      throw new PspHttpError(400, 'invalid_request_error', 'idempotency_key_invalid', 'Idempotency-Key must be 1 to 255 characters.');
    }
    const parsed = schema.safeParse(req.body);
    if (!parsed.success) throw invalidParameters(parsed.error);
    // The validated body (unknown fields dropped, defaults filled): what the object is made of.
    const fingerprint = createHash('sha256').update(canonical(parsed.data)).digest('hex');
    const recordKey = key === undefined ? null : `POST ${path} ${key}`;
    if (recordKey) {
      const record = store.idempotency.get(recordKey);
      if (record) {
        if (record.fingerprint !== fingerprint) {
          return reply.code(409).send(errorBody('idempotency_error', 'idempotency_key_reused', 'This Idempotency-Key was used with another request body.'));
        }
        return reply.code(record.statusCode).header('idempotent-replayed', 'true').send(record.body);
      }
    }
    let statusCode = 200;
    let body: unknown;
    try {
      body = run(parsed.data, key);
    } catch (error) {
      if (!(error instanceof IntentError)) throw error;
      statusCode = 400;
      body = errorBody('invalid_request_error', error.code, error.message, error.param);
    }
    if (recordKey) {
      store.idempotency.set(recordKey, { key: recordKey, fingerprint, statusCode, body, created: Date.now() });
      store.save();
    }
    return reply.code(statusCode).send(body);
  }

  app.post('/v1/payment-intents', { preHandler: [requireSecretKey(deps.secretKey), requireJson] }, async (req, reply) =>
    idempotent(req, reply, '/v1/payment-intents', IntentBody, (input, key) => intentAnswer(intents.create(input, key), deps.publicUrl())),
  );

  /**
   * The intent made under an Idempotency-Key, looked up without making one: how a caller that
   * stopped before hearing the answer learns whether the provider received its request.
   * Answers a list (empty when the provider never saw the key).
   */
  app.get<{ Querystring: { idempotency_key?: string } }>('/v1/payment-intents', authenticated, async (req) => {
    const key = typeof req.query.idempotency_key === 'string' ? req.query.idempotency_key : '';
    if (!key || key.length > 255) throw new PspHttpError(400, 'invalid_request_error', 'parameter_missing', 'Name idempotency_key.', 'idempotency_key');
    const found = [...store.intents.values()].filter((intent) => intent.idempotencyKey === key);
    return { object: 'list', data: found.map((intent) => intentAnswer(intent, deps.publicUrl())) };
  });

  app.post('/v1/refunds', { preHandler: [requireSecretKey(deps.secretKey), requireJson] }, async (req, reply) =>
    idempotent(req, reply, '/v1/refunds', RefundBody, (input) => {
      const { intent, refund } = intents.refund(input);
      return refundAnswer(intent, refund);
    }),
  );

  app.get<{ Params: { id: string } }>('/v1/payment-intents/:id', authenticated, async (req, reply) => {
    const intent = store.intents.get(req.params.id);
    if (!intent) return reply.code(404).send(errorBody('invalid_request_error', 'resource_missing', 'No such payment intent.', 'id'));
    return intentAnswer(intent, deps.publicUrl());
  });
}
