/**
 * Payment details calls (contract/payment-details.ts): stored cards, adding one through the
 * provider's hosted fields, the card a licence renews with, payment history and invoices,
 * and the development-only renewal run. Also starts the renewal worker.
 */
import type { FastifyRequest } from 'fastify';
import { contract } from '../../contract/index.js';
import type { PaymentCard } from '../../contract/payment-details.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { HttpError } from '../errors.js';
import { requireOutboxReader } from '../security/outbox-access.js';
import { viewerCountry } from '../commerce/eligibility.js';
import { MAX_PAYMENT_METHODS, maskedNumber, type PaymentMethodRow } from '../commerce/payment-methods.js';
import { PROVIDERS } from '../commerce/payments.js';
import { PspUnavailable } from '../commerce/psp-client.js';
import { commerceFor } from '../commerce/service.js';
import { REFRESH_PAYMENT_DETAILS } from '../commerce/renewals.js';
import { renewNow, renewalsFor, startRenewalWorker } from '../commerce/renewal-service.js';
import { invoiceOf, paymentHistoryPage } from '../commerce/payment-history.js';

const RENEWING = ['ACTIVE', 'TRIAL'] as const;

export const paymentDetailsRoutes: PlatformPlugin = async (app, ctx) => {
  const commerce = commerceFor(app, ctx);
  const { methods, catalogue } = commerce;
  const renewals = renewalsFor(app, ctx);
  startRenewalWorker(app, ctx);

  /** Every stored card with the licences it renews (a licence without its own card renews with the newest). */
  async function cardsOf(userId: string): Promise<PaymentCard[]> {
    const cards = await methods.list(userId);
    const holdings = await ctx.db
      .selectFrom('user_licences')
      .select(['licence_id', 'payment_method_id', 'auto_renewing', 'status'])
      .where('user_id', '=', userId)
      .where('status', 'in', [...RENEWING])
      .execute();
    const cat = await catalogue.catalogue();
    return cards.map((card) => {
      const licences = holdings.filter((h) =>
        h.payment_method_id && cards.some((c) => c.id === h.payment_method_id) ? h.payment_method_id === card.id : card.id === cards[0]?.id,
      );
      return {
        ...cardView(card),
        showEula: licences.some((h) => h.auto_renewing),
        licences: licences.map((h) => ({ licenceId: h.licence_id, name: cat.licenceById.get(h.licence_id)?.name ?? h.licence_id })),
      };
    });
  }

  function cardView(card: PaymentMethodRow): PaymentCard {
    return {
      cardId: card.id,
      cardType: card.brand.toUpperCase(),
      last4Digits: card.last4,
      maskedNumber: maskedNumber(card),
      cardHolder: card.holder,
      expiryMonth: card.exp_month,
      expiryYear: card.exp_year,
      showEula: false,
      paymentProviderId: card.provider,
      provider: card.provider,
      paymentMethodType: card.payment_method_type,
      licences: [],
    };
  }

  async function storeCard(userId: string, pm: string, holder?: string) {
    try {
      return await methods.store(userId, pm, { holder: holder ?? null });
    } catch (error) {
      if (error instanceof PspUnavailable) throw new HttpError(503, 'PSP_UNAVAILABLE', ['The payment service is not answering; try again in a moment.']);
      throw error;
    }
  }

  /** Sets the licence's renewal card and retries a renewal that waits for new details. */
  async function assignCard(req: FastifyRequest, userId: string, licenceParam: string, card: PaymentMethodRow) {
    const cat = await catalogue.catalogue();
    const licence = cat.licenceById.get(licenceParam) ?? [...cat.licenceById.values()].find((l) => String(l.licenceId) === licenceParam);
    const holding = licence
      ? await ctx.db.selectFrom('user_licences').selectAll().where('user_id', '=', userId).where('licence_id', '=', licence.id).executeTakeFirst()
      : undefined;
    if (!licence || !holding) throw new HttpError(404, 'LICENCE_NOT_FOUND', ['No such licence on this account.']);
    if (!(RENEWING as readonly string[]).includes(holding.status))
      throw new HttpError(409, 'LICENCE_NOT_ACTIVE', ['This licence has ended; buy it again instead.']);
    await ctx.db.updateTable('user_licences').set({ payment_method_id: card.id }).where('user_id', '=', userId).where('licence_id', '=', licence.id).execute();
    const outcomes = await renewals.retrySoon(userId, licence.id, new Date(catalogue.now()));
    req.log.info({ licence: licence.id, retried: outcomes.length }, 'licence card replaced');
    const after = await ctx.db
      .selectFrom('user_licences')
      .select(['pending_action', 'expires_at'])
      .where('user_id', '=', userId)
      .where('licence_id', '=', licence.id)
      .executeTakeFirstOrThrow();
    const view = (await cardsOf(userId)).find((c) => c.cardId === card.id) ?? cardView(card);
    const result = outcomes[0]?.result;
    return {
      licenceId: licence.id,
      card: view,
      pendingAction: after.pending_action,
      renewal: result === 'renewed' ? ('renewed' as const) : result === 'failed' || result === 'expired' ? ('failed' as const) : ('none' as const),
      expiryTimestamp: after.expires_at ? new Date(after.expires_at).getTime() : null,
    };
  }

  route(app, contract.paymentDetails.cards, async ({ req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    reply.header('cache-control', 'private, no-store');
    const cat = await catalogue.catalogue();
    const waiting = await ctx.db
      .selectFrom('user_licences')
      .select(['licence_id', 'pending_action_at', 'updated_at'])
      .where('user_id', '=', user.id)
      .where('pending_action', '=', REFRESH_PAYMENT_DETAILS)
      .execute();
    return {
      cards: await cardsOf(user.id),
      maxPaymentMethods: MAX_PAYMENT_METHODS,
      refreshRequired: waiting.map((w) => ({
        licenceId: w.licence_id,
        name: cat.licenceById.get(w.licence_id)?.name ?? w.licence_id,
        since: new Date(w.pending_action_at ?? w.updated_at).toISOString(),
      })),
    };
  });

  route(app, contract.paymentDetails.initPaymentMethod, async ({ body, req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    reply.header('cache-control', 'private, no-store');
    if (body?.paymentProviderId && body.paymentProviderId !== PROVIDERS.card.id) throw new HttpError(400, 'BAD_REQUEST', ['Only card details can be stored.']);
    const count = (await methods.list(user.id)).length;
    if (count >= MAX_PAYMENT_METHODS) {
      throw new HttpError(409, 'MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED', [`At most ${MAX_PAYMENT_METHODS} payment methods can be kept; remove one first.`]);
    }
    return {
      paymentProviderId: PROVIDERS.card.id,
      mode: 'form' as const,
      hostedFieldsUrl: `${ctx.config.psp.publicUrl}/hosted/card`,
      origin: new URL(ctx.config.psp.publicUrl).origin,
      paymentMethodTypes: [...PROVIDERS.card.methods],
      remaining: MAX_PAYMENT_METHODS - count,
    };
  });

  route(app, contract.paymentDetails.validatePaymentMethod, async ({ body, req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    reply.header('cache-control', 'private, no-store');
    if (body.paymentProviderId && body.paymentProviderId !== PROVIDERS.card.id) throw new HttpError(400, 'BAD_REQUEST', ['Only card details can be stored.']);
    const card = await storeCard(user.id, body.paymentDetailsExternalId, body.cardHolder);
    return (await cardsOf(user.id)).find((c) => c.cardId === card.id) ?? cardView(card);
  });

  route(app, contract.paymentDetails.removeCard, async ({ params, req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    await methods.remove(user.id, params.cardId);
    return reply.status(204).send();
  });

  route(app, contract.paymentDetails.replaceLicenceCard, async ({ params, query, req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    reply.header('cache-control', 'private, no-store');
    const card = (await methods.list(user.id)).find((c) => c.id === params.cardId);
    if (!card) throw new HttpError(404, 'PAYMENT_DETAILS_NOT_FOUND', ['No such payment details.']);
    if (query.checkBillingDetails) {
      const row = await ctx.db.selectFrom('billing_details').selectAll().where('user_id', '=', user.id).executeTakeFirst();
      const country = row?.country ?? viewerCountry(req, ctx.config.countryHeader);
      const missingFields = commerce.billing.missingFields(country, commerce.restrictions(req), row);
      if (missingFields.length) throw new HttpError(424, 'BASKET_REQUIREMENTS_FAILED', ['Billing details are required.'], { missingFields });
    }
    return assignCard(req, user.id, params.licenceId, card);
  });

  route(app, contract.paymentDetails.setLicencePaymentDetails, async ({ params, req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    reply.header('cache-control', 'private, no-store');
    const card = await storeCard(user.id, params.paymentDetailsExid);
    return assignCard(req, user.id, params.licenceId, card);
  });

  route(app, contract.paymentDetails.paymentHistory, async ({ query, req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    reply.header('cache-control', 'private, no-store');
    return paymentHistoryPage(ctx.db, await catalogue.catalogue(), user.id, query.page ?? 0);
  });

  route(app, contract.paymentDetails.invoice, async ({ params, req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    reply.header('cache-control', 'private, no-store');
    const name = typeof req.realm.settings.name === 'string' ? req.realm.settings.name : req.realm.id;
    const found = await invoiceOf(ctx.db, await catalogue.catalogue(), user.id, params.id, name);
    if (!found) throw new HttpError(404, 'PAYMENT_NOT_FOUND', ['No such payment.']);
    return found;
  });

  route(app, contract.paymentDetails.runRenewals, async ({ body, req }) => {
    // The test clock: only where the outbox answers (never in production), from loopback, with its token.
    await requireOutboxReader(req, ctx);
    let userId: string | undefined;
    if (body.email) {
      const user = await ctx.db.selectFrom('users').select('id').where('email', '=', body.email.trim().toLowerCase()).executeTakeFirst();
      if (!user) throw new HttpError(404, 'NOT_FOUND', ['No such account.']);
      userId = user.id;
    }
    const run = await renewNow(app, ctx, { ...(body.at && { at: new Date(body.at) }), ...(userId && { userId }) });
    return {
      now: run.now.toISOString(),
      enqueued: run.enqueued,
      expired: run.expired,
      outcomes: run.outcomes.map((o) => ({
        result: o.result,
        licenceId: o.licenceId,
        ...(o.result === 'failed' && { code: o.code, nextTry: o.nextTry }),
      })),
    };
  });
};
