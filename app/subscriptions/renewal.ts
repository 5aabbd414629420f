/**
 * What the account says about a held licence, pure so it is tested on its own:
 *
 * - its state: ACTIVE, INACTIVE, trial active or expired;
 * - the renewal description, the first that applies in the spec's order: pause requested,
 *   resume requested, payment pending, paused (with access until the period ends, until a
 *   resume date, or plainly), free trial, renews/expires today, tomorrow, then by purchase
 *   strategy (SUBSCRIPTION: every period; FIXED_DATE and PPV: renews/expires on a date);
 * - the licence info key: confirmed, unconfirmed, unknown renewing, renewal.
 *
 * "Today" and "tomorrow" are UTC calendar days, so the server's and the browser's renders agree.
 */
import type { HeldLicenceAnswer } from '../../contract/subscriptions';
import { periodLabelKey } from '~/commerce/periods';

export type HeldLicence = HeldLicenceAnswer;

export const PAYMENT_PENDING_ACTIONS = ['CONFIRMED_PAYMENT_REQUIRED', 'REFRESH_PAYMENT_DETAILS'] as const;

export type LicenceState = 'ACTIVE' | 'INACTIVE' | 'TRIAL' | 'EXPIRED';

export function licenceState(l: HeldLicence): LicenceState {
  const s = l.licenceStatus;
  if (s.status === 'EXPIRED') return 'EXPIRED';
  if (s.trialActive) return 'TRIAL';
  if (s.inEffect) return 'ACTIVE';
  return 'INACTIVE';
}

export interface Phrase {
  key: string;
  /** `date` values are epoch ms; the component writes them in the viewer's locale. */
  values?: Record<string, string | number>;
  dates?: Record<string, number>;
}

const DAY = 86_400_000;
const utcDay = (ms: number) => Math.floor(ms / DAY);

function pendingActions(l: HeldLicence): string[] {
  return l.licenceStatus.subscriptionPendingActions.map((a) => a.action);
}

/** The renewal description of a held licence, or null when there is nothing to say (a free licence without end). */
export function renewalDescription(l: HeldLicence, now: number): Phrase | null {
  const pause = l.subscription.pauseState;
  const expiry = l.expiry ?? l.licenceStatus.expiryTimestamp;
  if (pause === 'PAUSE_REQUESTED') return expiry ? { key: 'renewalPauseRequestedOn', dates: { date: expiry } } : { key: 'renewalPauseRequested' };
  if (pause === 'RESUME_REQUESTED') return { key: 'renewalResumeRequested' };
  if (
    pendingActions(l).some((a) => (PAYMENT_PENDING_ACTIONS as readonly string[]).includes(a)) ||
    l.licenceStatus.licencePayment.paymentEventType === 'UNCONFIRMED'
  )
    return { key: 'renewalPaymentPending' };
  if (pause === 'PAUSED') {
    if (l.subscription.accessUntilEnd && expiry) return { key: 'renewalPausedAccessUntil', dates: { date: expiry } };
    if (l.subscription.resumeAfter) return { key: 'renewalPausedUntil', dates: { date: l.subscription.resumeAfter } };
    return { key: 'renewalPaused' };
  }
  const state = licenceState(l);
  if (state === 'EXPIRED') return expiry ? { key: 'renewalExpiredOn', dates: { date: expiry } } : { key: 'licenceStateExpired' };
  if (state === 'TRIAL' && expiry) return { key: l.willRenew ? 'renewalTrialThenRenews' : 'renewalTrialEnds', dates: { date: expiry } };
  const fixedDate = l.purchaseStrategy.fixedDate ? Date.parse(l.purchaseStrategy.fixedDate) : null;
  const end = expiry ?? fixedDate;
  if (end === null || state === 'INACTIVE') return null;
  const renews = l.willRenew;
  const days = utcDay(end) - utcDay(now);
  if (days <= 0) return { key: renews ? 'renewalRenewsToday' : 'renewalExpiresToday' };
  if (days === 1) return { key: renews ? 'renewalRenewsTomorrow' : 'renewalExpiresTomorrow' };
  if (l.purchaseStrategy.type === 'SUBSCRIPTION' && renews) {
    const period = periodLabelKey(l.purchaseStrategy.period);
    return period ? { key: 'renewalEveryPeriod', values: { periodKey: period }, dates: { date: end } } : { key: 'renewalRenewsOn', dates: { date: end } };
  }
  return { key: renews ? 'renewalRenewsOn' : 'renewalExpiresOn', dates: { date: end } };
}

/** The licence info key: unconfirmed payment, auto-renewing without a known date, renewing, or a confirmed one-off. */
export function licenceInfoKey(l: HeldLicence): 'licenceInfoConfirmed' | 'licenceInfoUnconfirmed' | 'licenceInfoUnknownRenewing' | 'licenceInfoRenewal' {
  if (l.licenceStatus.licencePayment.paymentEventType === 'UNCONFIRMED') return 'licenceInfoUnconfirmed';
  if (l.licenceStatus.autoRenewingStatus === 'AUTO_RENEWING')
    return (l.expiry ?? l.licenceStatus.expiryTimestamp) === null ? 'licenceInfoUnknownRenewing' : 'licenceInfoRenewal';
  return 'licenceInfoConfirmed';
}

/** Every held licence of the answer, families first (in their order), then the others. */
export function allHeld(answer: { licenceFamilies: Array<{ licences: HeldLicence[] }>; nonFamilyBasedLicences: HeldLicence[] }): HeldLicence[] {
  return [...answer.licenceFamilies.flatMap((f) => f.licences), ...answer.nonFamilyBasedLicences];
}
