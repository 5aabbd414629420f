/**
 * Security headers on every platform answer (JSON, media, the demo OpenID pages, errors):
 * no MIME sniffing, no referrer leaking tokens in URLs, no powerful browser features, an
 * isolated browsing context, and HSTS in production (served over HTTPS there).
 */
import type { FastifyInstance } from 'fastify';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** Two years, subdomains included: the usual preload-grade figure. */
export const HSTS = 'max-age=63072000; includeSubDomains';

export function installSecurityHeaders(app: FastifyInstance, production: boolean) {
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (production) reply.header('strict-transport-security', HSTS);
  });
}
