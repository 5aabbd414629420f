/**
 * The account's subscriptions: loading the viewer's holdings and carrying out what the
 * subscriptions section posts (pause, resume, the cancellation with its promo, reactivate,
 * price-change consent). Refusals come back as one text: the platform's messages joined.
 */
import type { AppContext } from '~/context.server';
import type { PlatformError } from '~/platform/client.server';
import type { HeldLicenceAnswer } from '../../contract/subscriptions';

export type SubscriptionsAnswer = {
  licenceFamilies: Array<{ id: string; name: string; licences: HeldLicenceAnswer[] }>;
  nonFamilyBasedLicences: HeldLicenceAnswer[];
};

/** The viewer's holdings, or null when the platform could not answer (the section says so; the rest of the account still shows). */
export async function loadSubscriptions(ctx: AppContext): Promise<SubscriptionsAnswer | null> {
  const answer = await ctx.platform.subscriptions.held();
  return answer.ok ? answer.data : null;
}

export type SubscriptionActionResult =
  | {
      ok: true;
      intent: string;
      step?: 'promo' | 'confirm';
      promo?: Extract<Awaited<ReturnType<AppContext['platform']['subscriptions']['verifyCancellationPromo']>>, { ok: true }>['data']['promo'];
    }
  | { ok: false; intent: string; error: string };

const MONTH = 30 * 86_400_000;

/** Failure messages joined into one text (the spec's cancellation rule, used for every action here). */
function failed(intent: string, error: PlatformError): SubscriptionActionResult {
  return { ok: false, intent, error: error.messages.length ? error.messages.join(' ') : error.code };
}

export async function subscriptionAction(ctx: AppContext, licenceId: string, form: FormData): Promise<SubscriptionActionResult> {
  const intent = String(form.get('intent') ?? '');
  const api = ctx.platform.subscriptions;
  const params = { id: licenceId };
  switch (intent) {
    case 'pause': {
      // "Resume automatically after N months" counts from the end of the period already paid.
      const months = Number(form.get('resumeMonths') ?? 0);
      const periodEnd = Number(form.get('periodEnd') ?? 0);
      const resumeAfter = months > 0 && months <= 3 && periodEnd > 0 ? new Date(periodEnd + months * MONTH).toISOString() : undefined;
      const answer = await api.pause({ params, body: resumeAfter ? { config: { resumeAfter } } : {} });
      return answer.ok ? { ok: true, intent } : failed(intent, answer.error);
    }
    case 'resume': {
      const answer = await api.resume({ params });
      return answer.ok ? { ok: true, intent } : failed(intent, answer.error);
    }
    case 'cancel-start': {
      // The promo to stay comes first; without one the viewer confirms the cancellation.
      const answer = await api.verifyCancellationPromo({ params });
      if (!answer.ok) return failed(intent, answer.error);
      return answer.data.eligible && answer.data.promo ? { ok: true, intent, step: 'promo', promo: answer.data.promo } : { ok: true, intent, step: 'confirm' };
    }
    case 'promo-redeem': {
      const answer = await api.redeemCancellationPromo({ params });
      return answer.ok ? { ok: true, intent } : failed(intent, answer.error);
    }
    case 'promo-refuse': {
      const refused = await api.refuseCancellationPromo({ params });
      if (!refused.ok) return failed(intent, refused.error);
      const answer = await api.cancel({ params, query: { cancellationDiscount: 'IGNORE' } });
      return answer.ok ? { ok: true, intent } : failed(intent, answer.error);
    }
    case 'cancel-confirm': {
      const answer = await api.cancel({ params, query: { cancellationDiscount: 'IGNORE' } });
      return answer.ok ? { ok: true, intent } : failed(intent, answer.error);
    }
    case 'reactivate': {
      const answer = await api.reactivate({ params });
      return answer.ok ? { ok: true, intent } : failed(intent, answer.error);
    }
    case 'price-consent': {
      const status = form.get('status') === 'LEAVE' ? 'LEAVE' : 'CONTINUE';
      const migrationId = String(form.get('migrationId') ?? '').slice(0, 100);
      const answer = await ctx.platform.subscriptions.priceMigrationConsent({ params: { id: migrationId }, body: { status } });
      return answer.ok ? { ok: true, intent } : failed(intent, answer.error);
    }
    default:
      return { ok: false, intent, error: 'Unknown action.' };
  }
}

/**
 * Without scripts the section's forms navigate: the action sends the viewer back to the account
 * with the outcome in the query (`subscription`, `outcome`: the intent, or `failed`), and the
 * account's loader turns it back into the card's result. A cancellation's first step is asked
 * of the platform again there (the promo check is a read), so the offer or the confirmation
 * shows as it does with scripts. No platform text travels in the URL: a failure reads the
 * product's own words.
 */
export function outcomeQuery(licenceId: string, result: SubscriptionActionResult): URLSearchParams {
  return new URLSearchParams({ subscription: licenceId, outcome: result.ok ? result.intent : 'failed' });
}

const INTENTS = new Set(['pause', 'resume', 'cancel-start', 'promo-redeem', 'promo-refuse', 'cancel-confirm', 'reactivate', 'price-consent']);

export async function outcomeFromQuery(ctx: AppContext, query: URLSearchParams): Promise<{ licenceId: string; result: SubscriptionActionResult } | null> {
  const licenceId = (query.get('subscription') ?? '').slice(0, 100);
  const outcome = query.get('outcome') ?? '';
  if (!licenceId) return null;
  // An empty error: the card says the product's general failure text.
  if (outcome === 'failed') return { licenceId, result: { ok: false, intent: 'failed', error: '' } };
  if (!INTENTS.has(outcome)) return null;
  if (outcome !== 'cancel-start') return { licenceId, result: { ok: true, intent: outcome } };
  const form = new FormData();
  form.set('intent', 'cancel-start');
  return { licenceId, result: await subscriptionAction(ctx, licenceId, form) };
}
