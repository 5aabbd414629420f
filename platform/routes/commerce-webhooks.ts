/**
 * The payment provider's webhooks (POST /psp/webhooks). Its own plugin so that its JSON
 * parser can keep the raw bytes: the signature is verified over exactly what was received,
 * before anything is read from it. A bad signature or a timestamp outside the 300 s window
 * answers 400 and changes nothing; an event id already seen answers 200 and changes nothing
 * (the provider retries until it gets a 2xx, so every event arrives at least once).
 */
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { HttpError } from '../errors.js';
import { parseBoundedJson } from '../security/json-body.js';
import { commerceFor } from '../commerce/service.js';
import { pspIntent } from '../commerce/psp-client.js';
import { verifyWebhookSignature } from '../commerce/webhook-signature.js';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

const HANDLED = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);

export const commerceWebhookRoutes: PlatformPlugin = async (app, ctx) => {
  const commerce = commerceFor(app, ctx);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    req.rawBody = body as Buffer;
    try {
      done(null, parseBoundedJson(body.toString('utf8')));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  route(
    app,
    contract.commerce.pspWebhook,
    async ({ body, headers, req }) => {
      const check = verifyWebhookSignature(
        ctx.config.psp.webhookSecret,
        headers['psp-signature'],
        req.rawBody ?? Buffer.alloc(0),
        Math.floor(Date.now() / 1000),
      );
      if (!check.ok) {
        req.log.warn({ reason: check.code }, 'payment provider webhook refused');
        throw new HttpError(400, check.code, [
          check.code === 'STALE_TIMESTAMP' ? 'The signature timestamp is outside the accepted window.' : 'The signature does not match.',
        ]);
      }
      const intent = pspIntent.safeParse(body.data);
      const paymentId = typeof body.data.metadata === 'object' && body.data.metadata ? (body.data.metadata as Record<string, unknown>).paymentId : undefined;
      // Claim the event id first: a replay (or a concurrent duplicate delivery) stops here.
      const claimed = await ctx.db
        .insertInto('psp_webhook_events')
        .values({ id: body.id, type: body.type, intent_id: body.data.id })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return { received: true, duplicate: true };
      if (!HANDLED.has(body.type) || !intent.success) return { received: true, duplicate: false };
      const payment = await ctx.db
        .selectFrom('payments')
        .select('id')
        .where((eb) => eb.or([eb('psp_intent_id', '=', intent.data.id), ...(typeof paymentId === 'string' ? [eb('id', '=', paymentId)] : [])]))
        .executeTakeFirst();
      if (!payment) {
        req.log.warn({ intent: intent.data.id }, 'webhook for an unknown payment');
        return { received: true, duplicate: false };
      }
      try {
        await commerce.payments.applyIntent(payment.id, intent.data, 'webhook');
      } catch (error) {
        // Not acknowledged: forget the event so the provider's retry is processed.
        await ctx.db.deleteFrom('psp_webhook_events').where('id', '=', body.id).execute();
        throw error;
      }
      return { received: true, duplicate: false };
    },
    { bodyLimit: 64 * 1024 },
  );
};
