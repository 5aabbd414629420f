/**
 * Gift calls (contract/gifts.ts): the licences that can be given, a gift checkout (guests
 * included, through a guest-checkout principal), its payment through the ordinary ledger, and
 * redeeming the mailed code. Prices come from the catalogue and fixtures/commerce.json only.
 * Wrong codes are counted per address and per account (security/limits.ts, guardCode).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { HttpError } from '../errors.js';
import { clientAddress } from '../security/client-address.js';
import { mailLinkOrigin } from '../mail/links.js';
import { flowLimitsFor } from '../auth/flow-limits.js';
import { licenceSummary } from '../catalogue/details.js';
import { commerceFor } from '../commerce/service.js';
import { purchaseRestriction, refusePurchase, viewerCountry } from '../commerce/eligibility.js';
import { giftable, type GiftRow } from '../commerce/gifts.js';
import { codeHash, normaliseCode } from '../commerce/gift-codes.js';

export const giftRoutes: PlatformPlugin = async (app, ctx) => {
  const { gifts, rules, catalogue: service } = commerceFor(app, ctx);
  const limits = flowLimitsFor(ctx);

  async function viewerOf(req: FastifyRequest) {
    const viewer = await ctx.auth.optionalViewer(req);
    return viewer && !viewer.isGuest ? viewer : null;
  }

  /** Who guesses: the account when signed in, else the address (each has its own failure count). */
  const guesser = (req: FastifyRequest, userId: string | null) => userId ?? `address:${clientAddress(req, ctx.config.trustedProxies)}`;

  /** A code lookup counted against the guessing limits; malformed and unknown codes both count. */
  async function lookUp(req: FastifyRequest, reply: FastifyReply, raw: string, userId: string | null): Promise<GiftRow> {
    let found: Awaited<ReturnType<typeof gifts.byCode>> = { gift: null, malformed: false };
    await limits.guardCode(req, reply, guesser(req, userId), async () => {
      found = await gifts.byCode(raw);
      return Boolean(found.gift);
    });
    if (found.malformed) throw new HttpError(400, 'GIFT_CODE_MALFORMED', ['giftCodeMalformed']);
    if (!found.gift) throw new HttpError(404, 'GIFT_CODE_NOT_FOUND', ['giftCodeNotFound']);
    return found.gift;
  }

  route(app, contract.gifts.products, async () => {
    const catalogue = await service.catalogue();
    const now = service.now();
    return { products: catalogue.licences.filter((l) => giftable(l, now)).map((l) => licenceSummary(l, now)) };
  });

  route(app, contract.gifts.createGift, async ({ body, req }, reply) => {
    const viewer = await viewerOf(req);
    const country = viewerCountry(req, ctx.config.countryHeader);
    const restriction = purchaseRestriction({
      role: viewer?.role ?? null,
      country,
      address: clientAddress(req, ctx.config.trustedProxies),
      realmSettings: req.realm.settings,
      vpnRanges: ctx.config.vpnAddressRanges,
    });
    if (restriction) throw refusePurchase(reply, restriction);
    const catalogue = await service.catalogue();
    const now = service.now();
    const licence = catalogue.licences.find((l) => l.id === body.licenceId || String(l.licenceId) === body.licenceId);
    if (!licence) throw new HttpError(404, 'LICENCE_NOT_FOUND', [`No licence ${body.licenceId}.`]);
    if (!giftable(licence, now)) throw new HttpError(409, 'NOT_GIFTABLE', ['This licence cannot be given.']);
    const account = viewer ? await ctx.db.selectFrom('users').select('email').where('id', '=', viewer.id).executeTakeFirst() : undefined;
    const buyerEmail = account?.email ?? body.buyerEmail?.toLowerCase();
    if (!buyerEmail) throw new HttpError(400, 'VALIDATION_ERROR', ['buyerEmailFieldIsInvalid']);
    const gift = await gifts.create({
      realm: req.realm.id,
      licence,
      currency: body.currency?.toUpperCase() ?? rules.currencyFor(country),
      country,
      buyerUserId: viewer?.id ?? null,
      buyerEmail,
      recipientEmail: body.recipientEmail.toLowerCase(),
      recipientName: body.recipientName || null,
      message: body.message || null,
      linkOrigin: mailLinkOrigin(req, ctx.config.webPublicUrl),
    });
    reply.header('cache-control', 'private, no-store');
    return gifts.answer(gift.id);
  });

  route(app, contract.gifts.gift, async ({ params, req }, reply) => {
    const viewer = await viewerOf(req);
    const gift = await gifts.find(params.giftId, viewer?.id ?? null);
    if (gift.status === 'PENDING') await gifts.settleWaiting(gift);
    reply.header('cache-control', 'private, no-store');
    return gifts.answer(gift.id);
  });

  route(app, contract.gifts.payGift, async ({ params, body, headers, req }, reply) => {
    const viewer = await viewerOf(req);
    const gift = await gifts.find(params.giftId, viewer?.id ?? null);
    const attrs = body.paymentArrangement.primaryPaymentDetailsAttributes;
    // The provider sends the browser back to the buyer's own site only.
    const fallback = new URL(`/gift/${gift.id}/pay`, gift.link_origin).toString();
    let returnUrl = fallback;
    if (body.returnUrl) {
      let given: URL;
      try {
        given = new URL(body.returnUrl);
      } catch {
        throw new HttpError(400, 'BAD_REQUEST', ['returnUrl is not an absolute URL.']);
      }
      if (given.origin !== new URL(gift.link_origin).origin || given.username || given.password)
        throw new HttpError(400, 'BAD_REQUEST', ['returnUrl must be on this site.']);
      returnUrl = given.toString();
    }
    const outcome = await gifts.pay({
      gift,
      idempotencyKey: headers['idempotency-key'],
      provider: attrs.targetPaymentProvider,
      paymentMethodType: attrs.paymentMethodType,
      paymentDetailsExternalId: attrs.paymentDetailsExternalId,
      returnUrl,
    });
    reply.header('cache-control', 'private, no-store');
    if (outcome.status !== 200) return reply.status(outcome.status).type('application/json; charset=utf-8').send(outcome.body);
    return gifts.answer(gift.id);
  });

  route(app, contract.gifts.redemption, async ({ params, req }, reply) => {
    const viewer = await viewerOf(req);
    const gift = await lookUp(req, reply, params.redeemCode, viewer?.id ?? null);
    reply.header('cache-control', 'private, no-store');
    return {
      status: gift.status === 'REDEEMED' ? ('REDEEMED' as const) : ('AVAILABLE' as const),
      licence: await gifts.licence(gift),
      recipientName: gift.recipient_name,
      message: gift.message,
    };
  });

  route(app, contract.gifts.redeem, async ({ body, req }, reply) => {
    const user = await ctx.auth.requireUser(req);
    if (user.role === 'child') throw refusePurchase(reply, 'child-profile');
    let granted: Awaited<ReturnType<typeof gifts.redeem>> = false;
    let malformed = false;
    await limits.guardCode(req, reply, guesser(req, user.id), async () => {
      const compact = normaliseCode(body.redeemCode);
      if (!compact) {
        malformed = true;
        return false;
      }
      granted = await gifts.redeem(codeHash(compact), user.id);
      return Boolean(granted);
    });
    if (malformed) throw new HttpError(400, 'GIFT_CODE_MALFORMED', ['giftCodeMalformed']);
    if (!granted) throw new HttpError(404, 'GIFT_CODE_NOT_FOUND', ['giftCodeNotFound']);
    reply.header('cache-control', 'private, no-store');
    const result: { licenceId: string; name: string; expiresAt: number | null } = granted;
    return { ...result, status: 'ACTIVE' as const };
  });
};
