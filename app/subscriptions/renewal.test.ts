import { describe, expect, it } from 'vitest';
import { licenceInfoKey, licenceState, renewalDescription, type HeldLicence } from './renewal';

const NOW = Date.UTC(2026, 10, 24, 10, 0);
const DAY = 86_400_000;

function held(
  over: {
    status?: Partial<HeldLicence['licenceStatus']>;
    sub?: Partial<HeldLicence['subscription']>;
    strategy?: HeldLicence['purchaseStrategy'];
    willRenew?: boolean;
    expiry?: number | null;
  } = {},
): HeldLicence {
  const expiry = over.expiry === undefined ? NOW + 20 * DAY : over.expiry;
  return {
    id: 'lic-a',
    licenceId: 1,
    name: 'A',
    description: '',
    family: null,
    rank: 1,
    type: 'STANDARD',
    purchaseStrategy: over.strategy ?? { type: 'SUBSCRIPTION', period: 'P1M' },
    trialDetails: null,
    defaultMarketingPricePeriod: null,
    activationStrategy: 'IMMEDIATE',
    amounts: [],
    willRenew: over.willRenew ?? true,
    expiry,
    licenceStatus: {
      status: 'ACTIVE',
      trialActive: false,
      inEffect: true,
      autoRenewingStatus: 'AUTO_RENEWING',
      expiryTimestamp: expiry,
      pauseState: null,
      subscriptionPendingActions: [],
      licencePayment: { paymentEventType: 'PURCHASE', purchaseTimestamp: NOW - DAY, expiryTimestamp: expiry },
      ...over.status,
    },
    subscription: {
      pauseState: null,
      pausedAt: null,
      resumeAfter: null,
      accessUntilEnd: false,
      cancelledAt: null,
      canPause: true,
      canResume: false,
      canCancel: true,
      canReactivate: false,
      renewalPrice: null,
      discounts: [],
      priceMigration: null,
      ...over.sub,
    },
  };
}

describe('renewal description, in the spec’s order', () => {
  it('pause requested and resume requested come first, even over a pending payment', () => {
    const pending = { subscriptionPendingActions: [{ action: 'REFRESH_PAYMENT_DETAILS', requestedAt: NOW, actionDueBy: null }] };
    expect(renewalDescription(held({ sub: { pauseState: 'PAUSE_REQUESTED' }, status: pending }), NOW)?.key).toBe('renewalPauseRequestedOn');
    expect(renewalDescription(held({ sub: { pauseState: 'RESUME_REQUESTED' }, status: pending }), NOW)?.key).toBe('renewalResumeRequested');
  });

  it('payment pending (unconfirmed payment or refresh payment details) before paused', () => {
    expect(
      renewalDescription(
        held({ sub: { pauseState: 'PAUSED' }, status: { licencePayment: { paymentEventType: 'UNCONFIRMED', purchaseTimestamp: NOW, expiryTimestamp: null } } }),
        NOW,
      )?.key,
    ).toBe('renewalPaymentPending');
    expect(
      renewalDescription(held({ status: { subscriptionPendingActions: [{ action: 'REFRESH_PAYMENT_DETAILS', requestedAt: NOW, actionDueBy: null }] } }), NOW)
        ?.key,
    ).toBe('renewalPaymentPending');
  });

  it('paused: with access until the end, until a resume date, or plainly', () => {
    expect(renewalDescription(held({ sub: { pauseState: 'PAUSED', accessUntilEnd: true } }), NOW)).toEqual({
      key: 'renewalPausedAccessUntil',
      dates: { date: NOW + 20 * DAY },
    });
    expect(renewalDescription(held({ sub: { pauseState: 'PAUSED', resumeAfter: NOW + 5 * DAY } }), NOW)).toEqual({
      key: 'renewalPausedUntil',
      dates: { date: NOW + 5 * DAY },
    });
    expect(renewalDescription(held({ sub: { pauseState: 'PAUSED' } }), NOW)?.key).toBe('renewalPaused');
  });

  it('free trial before today/tomorrow', () => {
    const trial = { status: { status: 'TRIAL' as const, trialActive: true } };
    expect(renewalDescription(held({ ...trial, expiry: NOW + 1000 }), NOW)?.key).toBe('renewalTrialThenRenews');
    expect(renewalDescription(held({ ...trial, willRenew: false }), NOW)?.key).toBe('renewalTrialEnds');
  });

  it('renews or expires today and tomorrow (UTC days)', () => {
    expect(renewalDescription(held({ expiry: NOW + 3600_000 }), NOW)?.key).toBe('renewalRenewsToday');
    expect(renewalDescription(held({ expiry: NOW + 3600_000, willRenew: false }), NOW)?.key).toBe('renewalExpiresToday');
    expect(renewalDescription(held({ expiry: NOW + DAY }), NOW)?.key).toBe('renewalRenewsTomorrow');
    expect(renewalDescription(held({ expiry: NOW + DAY, willRenew: false }), NOW)?.key).toBe('renewalExpiresTomorrow');
  });

  it('then by strategy: SUBSCRIPTION every period; FIXED_DATE and PPV renew or expire on a date', () => {
    expect(renewalDescription(held(), NOW)).toEqual({ key: 'renewalEveryPeriod', values: { periodKey: 'periodP1M' }, dates: { date: NOW + 20 * DAY } });
    expect(renewalDescription(held({ willRenew: false }), NOW)?.key).toBe('renewalExpiresOn');
    const fixed = { type: 'FIXED_DATE' as const, fixedDate: new Date(NOW + 90 * DAY).toISOString() };
    expect(renewalDescription(held({ strategy: fixed, willRenew: false, expiry: null }), NOW)).toEqual({
      key: 'renewalExpiresOn',
      dates: { date: NOW + 90 * DAY },
    });
    expect(renewalDescription(held({ strategy: { type: 'PPV', period: 'P2D' }, willRenew: true }), NOW)?.key).toBe('renewalRenewsOn');
  });

  it('expired and free licences', () => {
    expect(renewalDescription(held({ status: { status: 'EXPIRED', inEffect: false }, expiry: NOW - DAY }), NOW)?.key).toBe('renewalExpiredOn');
    expect(renewalDescription(held({ strategy: { type: 'FREE' }, expiry: null, willRenew: false }), NOW)).toBeNull();
  });
});

describe('state and info keys', () => {
  it('reads ACTIVE, trial, expired and INACTIVE', () => {
    expect(licenceState(held())).toBe('ACTIVE');
    expect(licenceState(held({ status: { status: 'TRIAL', trialActive: true } }))).toBe('TRIAL');
    expect(licenceState(held({ status: { status: 'EXPIRED', inEffect: false } }))).toBe('EXPIRED');
    expect(licenceState(held({ status: { status: 'INACTIVE', inEffect: false } }))).toBe('INACTIVE');
  });

  it('names confirmed, unconfirmed, unknown renewing and renewal', () => {
    expect(licenceInfoKey(held())).toBe('licenceInfoRenewal');
    expect(licenceInfoKey(held({ expiry: null }))).toBe('licenceInfoUnknownRenewing');
    expect(licenceInfoKey(held({ status: { autoRenewingStatus: 'NOT_AUTO_RENEWING' } }))).toBe('licenceInfoConfirmed');
    expect(licenceInfoKey(held({ status: { licencePayment: { paymentEventType: 'UNCONFIRMED', purchaseTimestamp: NOW, expiryTimestamp: null } } }))).toBe(
      'licenceInfoUnconfirmed',
    );
  });
});
