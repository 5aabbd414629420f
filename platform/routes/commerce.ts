/**
 * Commerce calls (contract/commerce.ts): payment providers, purchase eligibility, the basket
 * and its vouchers, paying, following a payment, the return from the provider and billing
 * details. Every amount is computed here from the catalogue and fixtures/commerce.json; the
 * browser only names what it wants (a licence, a voucher code, a payment method).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { contract } from '../../contract/index.js';
import type { BasketAnswer } from '../../contract/commerce.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { HttpError } from '../errors.js';
import { clientAddress } from '../security/client-address.js';
import { mailLinkOrigin } from '../mail/links.js';
import type { SignedInViewer } from '../auth/helpers.js';
import type { LicenceFixture } from '../catalogue/fixture-types.js';
import { commerceFor } from '../commerce/service.js';
import { purchaseRestriction, refusePurchase, restrictionLabel, viewerCountry } from '../commerce/eligibility.js';
import { basketAnswer, currentBasket, openBasket, priceBasket, tierProblem, trialUsed, voucherProblem, type BasketRow } from '../commerce/baskets.js';
import { PROVIDERS } from '../commerce/payments.js';
import { priceFor } from '../commerce/offers.js';
import { PspRefused, PspUnavailable } from '../commerce/psp-client.js';
import type { VoucherRule } from '../commerce/rules.js';
import type { BillingDetailsTable } from '../commerce/tables.js';

const VOUCHER_CODE = /^[A-Za-z0-9_-]{3,32}$/;
const MAX_VOUCHERS = 3;

export const commerceRoutes: PlatformPlugin = async (app, ctx) => {
  const commerce = commerceFor(app, ctx);
  const { rules, billing, payments, catalogue: service } = commerce;

  const restrictionOf = (req: FastifyRequest, role: string | null) =>
    purchaseRestriction({
      role,
      country: viewerCountry(req, ctx.config.countryHeader),
      address: clientAddress(req, ctx.config.trustedProxies),
      realmSettings: req.realm.settings,
      vpnRanges: ctx.config.vpnAddressRanges,
    });

  /** A signed-in viewer allowed to buy here; otherwise 401, or 403 naming the rule. */
  async function buyer(req: FastifyRequest, reply: FastifyReply): Promise<SignedInViewer> {
    const user = await ctx.auth.requireUser(req);
    const restriction = restrictionOf(req, user.role);
    if (restriction) throw refusePurchase(reply, restriction);
    return user;
  }

  async function billingRow(userId: string): Promise<Selectable<BillingDetailsTable> | undefined> {
    return ctx.db.selectFrom('billing_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** The billing country: the stored billing address's, else the viewer's. */
  function billingState(req: FastifyRequest, row: Selectable<BillingDetailsTable> | undefined) {
    const country = row?.country ?? viewerCountry(req, ctx.config.countryHeader);
    const restrictions = commerce.restrictions(req);
    return {
      country,
      requiredFields: billing.requiredFields(country, restrictions),
      missingFields: billing.missingFields(country, restrictions, row),
    };
  }

  function vouchersOf(row: BasketRow): VoucherRule[] {
    return row.vouchers.map((code) => rules.voucher(code)).filter((v): v is VoucherRule => Boolean(v));
  }

  async function basketView(req: FastifyRequest, userId: string, row: BasketRow): Promise<BasketAnswer> {
    const catalogue = await service.catalogue();
    const now = service.now();
    const billingRowValue = await billingRow(userId);
    const state = billingState(req, billingRowValue);
    const licence = row.licence_id ? catalogue.licenceById.get(row.licence_id) : undefined;
    const fallbackCurrency = rules.currencyFor(state.country);
    const vouchers = vouchersOf(row);
    const pricing = licence
      ? priceBasket({
          licence,
          currency: row.currency ?? fallbackCurrency,
          vouchers,
          trialUsed: await trialUsed(ctx.db, userId, licence, catalogue),
          acknowledgeNoFreeTrial: row.acknowledge_no_free_trial,
          taxRateBasisPoints: rules.taxRateFor(state.country),
          now,
        })
      : null;
    return basketAnswer(row, pricing, vouchers, state, now, fallbackCurrency);
  }

  function findLicence(licences: LicenceFixture[], id: string): LicenceFixture | undefined {
    return licences.find((l) => l.id === id || String(l.licenceId) === id || l.amounts.some((a) => a.sku === id));
  }

  /** Where the provider sends the browser back: the web's URL when its origin is the realm's, else the default web origin. */
  function returnUrlFor(req: FastifyRequest, given: string | undefined): string {
    const fallback = `${mailLinkOrigin(req, ctx.config.webPublicUrl)}/payment-authorization`;
    if (!given) return fallback;
    let url: URL;
    try {
      url = new URL(given);
    } catch {
      throw new HttpError(400, 'BAD_REQUEST', ['returnUrl is not an absolute URL.']);
    }
    const hosts = Array.isArray(req.realm.settings.hosts) ? req.realm.settings.hosts.filter((h): h is string => typeof h === 'string') : [];
    const host = url.hostname.toLowerCase();
    const allowed =
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      !url.username &&
      !url.password &&
      (host === `${req.realm.id}.localhost` ||
        host === 'localhost' ||
        host === '127.0.0.1' ||
        hosts.some((h) => h === host || h === url.host.toLowerCase()) ||
        url.origin === new URL(ctx.config.webPublicUrl).origin);
    if (!allowed) throw new HttpError(400, 'BAD_REQUEST', ['returnUrl must be on this site.']);
    return url.toString();
  }

  route(app, contract.commerce.paymentProviders, async () => {
    const origin = new URL(ctx.config.psp.publicUrl).origin;
    return {
      providers: [
        {
          id: PROVIDERS.card.id,
          name: 'reference-card',
          displayName: 'Card',
          logoUrl: null,
          mode: 'form' as const,
          paymentMethodTypes: [...PROVIDERS.card.methods],
          hostedFieldsUrl: `${ctx.config.psp.publicUrl}/hosted/card`,
          origin,
        },
        {
          // A PayPal-like wallet: the viewer approves on the provider's own page (its native flow), no card fields here.
          id: PROVIDERS.wallet.id,
          name: 'reference-wallet',
          displayName: 'Reference Wallet',
          logoUrl: null,
          mode: 'native' as const,
          paymentMethodTypes: [...PROVIDERS.wallet.methods],
          hostedFieldsUrl: null,
          origin,
        },
        {
          id: PROVIDERS.bank.id,
          name: 'reference-bank',
          displayName: 'Bank (iDEAL, Bancontact)',
          logoUrl: null,
          mode: 'browser' as const,
          paymentMethodTypes: [...PROVIDERS.bank.methods],
          hostedFieldsUrl: null,
          origin,
        },
      ],
    };
  });

  route(app, contract.commerce.purchaseEligibility, async ({ req }, reply) => {
    const viewer = await ctx.auth.optionalViewer(req);
    const restriction = restrictionOf(req, viewer && !viewer.isGuest ? viewer.role : null);
    if (restriction) reply.header('x-purchase-restriction', restriction);
    reply.header('cache-control', 'private, no-store');
    return {
      allowed: restriction === null,
      restriction,
      label: restriction ? restrictionLabel(restriction) : null,
      country: viewerCountry(req, ctx.config.countryHeader),
    };
  });

  route(app, contract.commerce.basket, async ({ req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    reply.header('cache-control', 'private, no-store');
    // A payment abandoned on the provider's page stops blocking the basket once read past its bound.
    await payments.settleAbandoned(user.id);
    const row = await currentBasket(ctx.db, user.id);
    if (!row) {
      return basketView(req, user.id, {
        id: '',
        user_id: user.id,
        status: 'OPEN',
        licence_id: null,
        sku: null,
        currency: null,
        acknowledge_no_free_trial: false,
        vouchers: [],
        created_at: new Date(),
        updated_at: new Date(),
      });
    }
    return basketView(req, user.id, row);
  });

  route(app, contract.commerce.setBasket, async ({ params, query, body, req }, reply) => {
    const user = await buyer(req, reply);
    const catalogue = await service.catalogue();
    const now = service.now();
    const licence = findLicence(catalogue.licences, params.id);
    if (!licence) throw new HttpError(404, 'LICENCE_NOT_FOUND', [`No licence ${params.id}.`]);
    const tier = await tierProblem(ctx.db, user.id, licence, catalogue, now);
    if (tier) throw new HttpError(409, tier.code, [tier.message]);
    const acknowledged = query.acknowledgeNoFreeTrial === true;
    const used = await trialUsed(ctx.db, user.id, licence, catalogue);
    const hasTrial = Boolean(licence.trialDetails);
    // The viewer must say they accept full price before a licence whose trial they used goes in the basket.
    if (hasTrial && used && !acknowledged) throw new HttpError(409, 'FREE_TRIAL_DENIED', ['freeTrialDenied']);
    const wanted = body?.currency?.toUpperCase();
    const state = billingState(req, await billingRow(user.id));
    const price = priceFor(licence, wanted ?? rules.currencyFor(state.country));
    await payments.settleAbandoned(user.id);
    const row = await ctx.db.transaction().execute(async (trx) => {
      const basket = await openBasket(trx, user.id);
      const locked = await trx.selectFrom('baskets').selectAll().where('id', '=', basket.id).forUpdate().executeTakeFirstOrThrow();
      if (locked.status === 'PAYING') throw new HttpError(409, 'PAYMENT_IN_PROGRESS', ['A payment of this basket is in progress.']);
      // Vouchers that do not apply to the new licence leave the basket.
      const kept = locked.vouchers.filter((code) => {
        const v = rules.voucher(code);
        return v && !voucherProblem(v, licence, price, now);
      });
      return trx
        .updateTable('baskets')
        .set({
          licence_id: licence.id,
          sku: price?.sku ?? null,
          currency: price?.currency ?? null,
          acknowledge_no_free_trial: acknowledged,
          vouchers: JSON.stringify(kept),
          updated_at: new Date(now),
        })
        .where('id', '=', locked.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return basketView(req, user.id, row);
  });

  /** A voucher code as typed: letters, digits, '-' and '_' only; anything else (URL metacharacters included) is malformed. */
  function voucherCode(raw: string): string {
    const code = raw.trim();
    if (!VOUCHER_CODE.test(code)) throw new HttpError(400, 'VOUCHER_MALFORMED', ['This is not a valid voucher code.']);
    return code.toUpperCase();
  }

  route(app, contract.commerce.addVoucher, async ({ params, req }, reply) => {
    const user = await buyer(req, reply);
    const code = voucherCode(params.code);
    const rule = rules.voucher(code);
    if (!rule) throw new HttpError(404, 'VOUCHER_NOT_FOUND', ['This voucher code does not exist.']);
    const catalogue = await service.catalogue();
    const now = service.now();
    await payments.settleAbandoned(user.id);
    const row = await ctx.db.transaction().execute(async (trx) => {
      const basket = await openBasket(trx, user.id);
      const locked = await trx.selectFrom('baskets').selectAll().where('id', '=', basket.id).forUpdate().executeTakeFirstOrThrow();
      if (locked.status === 'PAYING') throw new HttpError(409, 'PAYMENT_IN_PROGRESS', ['A payment of this basket is in progress.']);
      const licence = locked.licence_id ? catalogue.licenceById.get(locked.licence_id) : undefined;
      if (!licence) throw new HttpError(409, 'BASKET_EMPTY', ['Choose a licence before adding a voucher.']);
      const problem = voucherProblem(rule, licence, priceFor(licence, locked.currency), now);
      if (problem === 'VOUCHER_EXPIRED') throw new HttpError(409, problem, ['This voucher has expired.']);
      if (problem) throw new HttpError(409, problem, ['This voucher does not apply to this purchase.']);
      const redemptions = await trx.selectFrom('voucher_redemptions').select(['user_id']).where('code', '=', code).execute();
      const exhausted = rule.maxRedemptions !== null && redemptions.length + rule.redeemedBefore >= rule.maxRedemptions;
      if (exhausted || redemptions.some((r) => r.user_id === user.id))
        throw new HttpError(409, 'VOUCHER_ALREADY_USED', ['This voucher has already been used.']);
      if (locked.vouchers.includes(code)) return locked;
      if (locked.vouchers.length >= MAX_VOUCHERS) throw new HttpError(409, 'VOUCHER_NOT_APPLICABLE', [`At most ${MAX_VOUCHERS} vouchers per basket.`]);
      return trx
        .updateTable('baskets')
        .set({ vouchers: JSON.stringify([...locked.vouchers, code]), updated_at: new Date(now) })
        .where('id', '=', locked.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return basketView(req, user.id, row);
  });

  route(app, contract.commerce.removeVoucher, async ({ params, req }) => {
    const user = await ctx.auth.requireUser(req);
    const code = voucherCode(params.code);
    await payments.settleAbandoned(user.id);
    const row = await ctx.db.transaction().execute(async (trx) => {
      const basket = await currentBasket(trx, user.id);
      const locked = basket && (await trx.selectFrom('baskets').selectAll().where('id', '=', basket.id).forUpdate().executeTakeFirstOrThrow());
      if (!locked || !locked.vouchers.includes(code)) throw new HttpError(404, 'VOUCHER_NOT_IN_BASKET', ['This voucher is not in the basket.']);
      if (locked.status === 'PAYING') throw new HttpError(409, 'PAYMENT_IN_PROGRESS', ['A payment of this basket is in progress.']);
      return trx
        .updateTable('baskets')
        .set({ vouchers: JSON.stringify(locked.vouchers.filter((c) => c !== code)), updated_at: new Date() })
        .where('id', '=', locked.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return basketView(req, user.id, row);
  });

  route(app, contract.commerce.pay, async ({ params, query, body, headers, req }, reply) => {
    const user = await buyer(req, reply);
    const attrs = body.paymentArrangement.primaryPaymentDetailsAttributes;
    const basket = await ctx.db.selectFrom('baskets').selectAll().where('id', '=', params.id).where('user_id', '=', user.id).executeTakeFirst();
    if (!basket) throw new HttpError(404, 'BASKET_NOT_FOUND', ['No such basket.']);
    const state = billingState(req, await billingRow(user.id));
    const outcome = await payments.pay({
      userId: user.id,
      realm: req.realm.id,
      basketId: basket.id,
      idempotencyKey: headers['idempotency-key'],
      provider: attrs.targetPaymentProvider,
      paymentMethodType: attrs.paymentMethodType,
      paymentDetailsExternalId: attrs.paymentDetailsExternalId,
      acknowledgeNoFreeTrial: query.acknowledgeNoFreeTrial,
      returnUrl: returnUrlFor(req, body.returnUrl),
      currency: rules.currencyFor(state.country),
      billingCountry: state.country,
      missingFields: state.missingFields,
      vouchers: vouchersOf(basket),
    });
    reply.header('cache-control', 'private, no-store');
    if (outcome.status !== 200) return reply.status(outcome.status).type('application/json; charset=utf-8').send(outcome.body);
    return outcome.body as never;
  });

  route(app, contract.commerce.payment, async ({ params, req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    reply.header('cache-control', 'private, no-store');
    return payments.answer(params.id, user.id);
  });

  route(app, contract.commerce.paymentAuthorization, async ({ body, req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    const payment = await ctx.db
      .selectFrom('payments')
      .select(['id'])
      .where('psp_intent_id', '=', body.payment_intent)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!payment) throw new HttpError(404, 'PAYMENT_NOT_FOUND', ['No such payment.']);
    // redirect_status is the browser's word; the provider's own state decides.
    try {
      const intent = await commerce.psp.getIntent(body.payment_intent);
      await payments.applyIntent(payment.id, intent, 'return');
    } catch (error) {
      if (error instanceof PspUnavailable)
        throw new HttpError(503, 'PSP_UNAVAILABLE', ['The payment service is not answering; the payment state will follow.'], { paymentId: payment.id });
      if (error instanceof PspRefused) throw new HttpError(502, 'PSP_ERROR', ['The payment service refused the lookup.'], { paymentId: payment.id });
      throw error;
    }
    reply.header('cache-control', 'private, no-store');
    return payments.answer(payment.id, user.id);
  });

  function billingAnswer(req: FastifyRequest, row: Selectable<BillingDetailsTable> | undefined) {
    const state = billingState(req, row);
    return {
      name: row?.name ?? null,
      address: row?.country
        ? {
            country: row.country,
            ...(row.line1 && { line1: row.line1 }),
            ...(row.postal_code && { postalCode: row.postal_code }),
            ...(row.administrative_level1 && { administrativeLevel1: row.administrative_level1 }),
            ...(row.city && { city: row.city }),
          }
        : null,
      birthDate: row?.birth_date ?? null,
      taxNumber: row?.tax_number ?? null,
      requiredFields: state.requiredFields,
      missingFields: state.missingFields,
    };
  }

  route(app, contract.commerce.billingDetails, async ({ req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    reply.header('cache-control', 'private, no-store');
    return billingAnswer(req, await billingRow(user.id));
  });

  route(app, contract.commerce.saveBillingDetails, async ({ body, req }) => {
    const user = await ctx.auth.requireUser(req);
    const existing = await billingRow(user.id);
    const country = body.address?.country ?? existing?.country ?? viewerCountry(req, ctx.config.countryHeader);
    if (!billing.country(country)) throw new HttpError(400, 'VALIDATION_ERROR', ['countryFieldIsInvalid']);
    const problems = billing.invalidFields(country, { address: body.address, birthDate: body.birthDate, taxNumber: body.taxNumber });
    if (problems.length) throw new HttpError(400, 'VALIDATION_ERROR', problems);
    const blank = (v: string | undefined) => (v === undefined ? undefined : v.trim() === '' ? null : v.trim());
    const values = {
      ...(body.name !== undefined && { name: blank(body.name) }),
      ...(body.address && {
        country,
        line1: blank(body.address.line1) ?? null,
        postal_code: blank(body.address.postalCode) ?? null,
        administrative_level1: blank(body.address.administrativeLevel1) ?? null,
        city: blank(body.address.city) ?? null,
      }),
      ...(body.birthDate !== undefined && { birth_date: blank(body.birthDate) }),
      ...(body.taxNumber !== undefined && { tax_number: blank(body.taxNumber) }),
      updated_at: new Date(),
    };
    const row = await ctx.db
      .insertInto('billing_details')
      .values({ user_id: user.id, country, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    return billingAnswer(req, row);
  });
};
