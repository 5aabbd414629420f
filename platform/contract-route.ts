/**
 * Registers a platform route from its contract entry (contract/define.ts): method, path,
 * validation of params, query, headers and body, the answer's serialisation (the platform
 * sends only what the contract names) and its OpenAPI description all come from one object.
 * Handlers receive typed, validated parts; there is no `as` cast of a request part anywhere.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswer, type AnswerInput, type CallSpec, type Part } from '../contract/define.js';

export interface CallRequest<S extends CallSpec> {
  params: Part<S, 'params'>;
  query: Part<S, 'query'>;
  body: Part<S, 'body'>;
  headers: Part<S, 'headers'>;
  /** The Fastify request (realm, ip, raw headers, log). */
  req: FastifyRequest;
}

/** What a handler may return: the answer, or nothing when it already sent the reply (media, redirects). */
export type CallHandler<S extends CallSpec> = (
  call: CallRequest<S>,
  reply: FastifyReply,
) => Promise<AnswerInput<S> | FastifyReply | void> | AnswerInput<S> | FastifyReply | void;

export interface RouteExtras {
  /** Fastify route config (rate-limit keys, skipRealm …). */
  config?: RouteShorthandOptions['config'];
  bodyLimit?: number;
  preHandler?: RouteShorthandOptions['preHandler'];
  /** Runs before validation (e.g. refusing unsigned media URLs without revealing which files exist). */
  onRequest?: RouteShorthandOptions['onRequest'];
}

export function successStatus(spec: CallSpec): number {
  return spec.status ?? (spec.answer === null ? 204 : 200);
}

const REDIRECT = 'Redirect (Location header)';

/** The Fastify `schema` of a call: zod schemas the type provider validates, serialises and documents. */
export function routeSchema(spec: CallSpec) {
  const status = successStatus(spec);
  const response: Record<number, unknown> = {};
  if (spec.produces) {
    response[status] = { description: spec.summary, content: Object.fromEntries(spec.produces.map((type) => [type, { schema: {} }])) };
  } else if (spec.answer) {
    response[status] = spec.answer;
  } else {
    response[status] = { description: status >= 300 ? REDIRECT : 'No content', type: 'null' };
  }
  if (spec.redirect) response[spec.redirect] = { description: REDIRECT, type: 'null' };
  const errorPage = spec.errorProduces && { description: 'Error page', content: Object.fromEntries(spec.errorProduces.map((type) => [type, { schema: {} }])) };
  for (const code of spec.errors) response[code] = errorPage ?? spec.errorBody ?? errorAnswer;
  return {
    summary: spec.summary,
    hide: spec.hidden,
    // Viewer calls carry a bearer: the viewer's token, or a guest token.
    ...(spec.auth !== 'none' && { security: [{ bearer: [] }] }),
    ...(spec.params && { params: spec.params }),
    ...(spec.query && { querystring: spec.query }),
    ...(spec.headers && { headers: spec.headers }),
    ...(spec.body && { body: spec.body }),
    ...(spec.consumes && { consumes: spec.consumes }),
    response,
  };
}

export function route<S extends CallSpec>(app: FastifyInstance, spec: S, handler: CallHandler<S>, extras: RouteExtras = {}): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    url: spec.path,
    schema: routeSchema(spec) as never,
    config: { ...(spec.realmFree && { skipRealm: true }), ...extras.config },
    ...(extras.bodyLimit && { bodyLimit: extras.bodyLimit }),
    ...(extras.preHandler && { preHandler: extras.preHandler }),
    ...(extras.onRequest && { onRequest: extras.onRequest }),
    handler: async (req, reply) => {
      // The type provider validated each part against the same schemas that define CallRequest<S>.
      const call = { params: req.params, query: req.query, body: req.body, headers: req.headers, req } as unknown as CallRequest<S>;
      const result = await handler(call, reply);
      if (result === reply || reply.sent) return reply;
      reply.status(successStatus(spec));
      return spec.answer === null ? reply.send() : result;
    },
  });
}
