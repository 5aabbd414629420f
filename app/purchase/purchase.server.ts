/**
 * The purchase screen's server side: what the entry query says (which licences, where the
 * viewer came from), whether this viewer may buy, and the choice of a licence.
 */
import { json, redirect } from '@remix-run/node';
import type { AppContext } from '~/context.server';
import { paymentOutcome } from '~/commerce/payment-errors';
import { randomUUID } from 'node:crypto';
import { failureOf, payBasket, payPath, REGISTER_FREE, ZERO_BALANCE } from '~/commerce/pay.server';
import { pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';
import { licenceIdFrom, licenceIdsFrom } from './offers.server';

/** The registration flow marker: a guest who chose a licence signs up with it. */

export function purchaseEntry(ctx: AppContext) {
  const query = ctx.url.searchParams;
  const licences = licenceIdsFrom(query.get('licences'));
  const selected = licenceIdFrom(query.get('selectedLicence'));
  const from = safeRedirect(query.get('from'), '');
  const home = pathFor('home', {}, { locale: ctx.locale });
  const back = from || safeRedirect(query.get('previousLocation'), '') || safeRedirect(query.get('entryPage'), '') || home;
  const guest = !ctx.user || ctx.user.isGuest;
  const registering = query.get('workflow') === REGISTER_FREE;
  const purchaseWith = (licence: string | null, workflow: string | null) =>
    pathFor('purchase', {}, { locale: ctx.locale, query: { licences: licences.join(',') || null, selectedLicence: licence, from: from || null, workflow } });
  return {
    licences,
    selected,
    from,
    back,
    guest,
    /** In the registration flow this screen is its package-selection stage. */
    workflow: registering ? REGISTER_FREE : null,
    /** Sign-up with the chosen licence; signing in afterwards comes back here with it selected. */
    signupHref: (licence: string) =>
      pathFor(
        'signup',
        {},
        {
          locale: ctx.locale,
          query: {
            workflow: REGISTER_FREE,
            selectedLicence: licence,
            licences: licences.join(',') || null,
            from: from || null,
            entryPage: purchaseWith(licence, REGISTER_FREE),
          },
        },
      ),
    loginHref: pathFor(
      'login',
      {},
      { locale: ctx.locale, query: { entryPage: purchaseWith(selected, registering ? REGISTER_FREE : null), from: from || null } },
    ),
  };
}

/** The blocking modal's label when this viewer may not buy, else null. Guests are asked at sign-in. */
export async function purchaseEligibility(ctx: AppContext): Promise<string | null> {
  if (!ctx.user || ctx.user.isGuest) return null;
  // A child profile is known from the session alone; the platform decides territory and VPN.
  if (ctx.user.rol === 'child') return 'kidPurchasePermissionDenied';
  const answer = await ctx.platform.commerce.purchaseEligibility();
  if (!answer.ok) return null;
  return answer.data.allowed ? null : (answer.data.label ?? 'signupGeoRestriction');
}

/**
 * A signed-in viewer chose a licence: it goes into the basket, then the pay screen; a basket
 * with nothing to pay (a FREE licence) is paid at once with no provider. 409 freeTrialDenied
 * asks for the acknowledgement first.
 */
export async function chooseLicence(ctx: AppContext, form: FormData) {
  const headers = await ctx.sessionHeaders(new Headers({ 'Cache-Control': 'private, no-store' }));
  if (!ctx.user || ctx.user.isGuest) {
    const back = pathFor('purchase', {}, { locale: ctx.locale, query: { selectedLicence: licenceIdFrom(String(form.get('licence') ?? '')) } });
    return redirect(pathFor('login', {}, { locale: ctx.locale, query: { entryPage: back } }), { headers });
  }
  const licence = licenceIdFrom(String(form.get('licence') ?? ''));
  const from = safeRedirect(String(form.get('from') ?? ''), '');
  if (!licence) return json({ error: 'anErrorOccured' }, { status: 400, headers });
  const acknowledge = form.get('acknowledgeNoFreeTrial') === 'true';
  const set = await ctx.platform.commerce.setBasket({ params: { id: licence }, query: acknowledge ? { acknowledgeNoFreeTrial: true } : {}, body: {} });
  if (!set.ok) {
    const failure = failureOf(set.error);
    const outcome = paymentOutcome(failure);
    if (outcome.kind === 'freeTrialDenied') return json({ freeTrialDenied: { licence, name: licence } }, { status: 409, headers });
    if (set.error.status === 403) return redirect(ctx.url.pathname + ctx.url.search, { headers });
    return json(
      { error: outcome.kind === 'message' ? outcome.labelKey : 'anErrorOccured', serverText: outcome.kind === 'message' ? outcome.serverText : null },
      { status: 400, headers },
    );
  }
  if (set.data.zeroBalance && set.data.basketItems.every((item) => item.subscriptionSetting.subscriptionType === 'FREE')) {
    // Nothing to charge: no provider is involved and the licence activates at once.
    return payBasket(ctx, set.data, { provider: ZERO_BALANCE, methodType: ZERO_BALANCE, paymentMethod: null, idempotencyKey: randomUUID(), from });
  }
  const providers = await ctx.platform.commerce.paymentProviders();
  const first = providers.ok ? providers.data.providers[0] : undefined;
  if (!first) return json({ error: 'couldNotLoadPaymentProviders' }, { status: 503, headers });
  const workflow = form.get('workflow') === REGISTER_FREE ? REGISTER_FREE : null;
  return redirect(payPath(ctx, first.id, { from, workflow }), { headers });
}
