/** Keeping a subscription on the real platform: holdings as the account shows them, pause, resume, cancel, reactivate, the cancellation promo, price-change consent and vouchers, with the parallel cases. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, REALM, signUpViewer } from './commerce-support.js';
import { signIn, startPlatform, type Platform } from './harness.js';

const DAY = 86_400_000;
let platform: Platform;
let now = Date.now();
const clock = { now: () => now };

beforeAll(async () => {
  platform = await startPlatform({ clock });
}, 120_000);

afterAll(async () => {
  await platform?.close();
});

/** A fresh viewer holding `licenceId` (bought `daysAgo`, ending in `daysLeft`), signed in. */
async function subscriber(licenceId = 'lic-premium-monthly', opts: { status?: 'ACTIVE' | 'TRIAL'; daysLeft?: number; autoRenewing?: boolean } = {}) {
  const { email } = await signUpViewer(platform, { emailPrefix: 'sub', name: 'Sub' });
  const user = await platform.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await platform.db
    .insertInto('user_licences')
    .values({
      user_id: user.id,
      licence_id: licenceId,
      status: opts.status ?? 'ACTIVE',
      auto_renewing: opts.autoRenewing ?? true,
      purchased_at: new Date(now - 5 * DAY),
      expires_at: new Date(now + (opts.daysLeft ?? 25) * DAY),
    })
    .execute();
  const tokens = await signIn(platform, REALM, email, 'correct horse battery staple');
  return { userId: user.id, call: caller(platform, tokens.authorisationToken) };
}

async function events(userId: string) {
  return (await platform.db.selectFrom('subscription_events').select(['type']).where('user_id', '=', userId).orderBy('id').execute()).map((e) => e.type);
}

describe('holdings on the account', () => {
  it('lists family and non-family licences with pause, trial, pending-payment and fixed-date states', async () => {
    const call = caller(platform, (await signIn(platform, REALM, 'states@example.com')).authorisationToken);
    const res = await call('GET', '/customer/licences');
    expect(res.status).toBe(200);
    const all = [...res.body.licenceFamilies.flatMap((f: any) => f.licences), ...res.body.nonFamilyBasedLicences];
    const byId = new Map(all.map((l: any) => [l.id, l]));
    expect(res.body.licenceFamilies.map((f: any) => f.id).sort()).toEqual(['fam-arena-pass', 'fam-premium']);
    expect(res.body.nonFamilyBasedLicences.map((l: any) => l.id)).toEqual(['lic-fight-night-ppv']);
    const paused: any = byId.get('lic-arena-monthly');
    expect(paused.subscription).toMatchObject({ pauseState: 'PAUSED', accessUntilEnd: true, canResume: true, canCancel: false, canPause: false });
    expect(paused.subscription.resumeAfter).toBeGreaterThan(paused.expiry);
    expect(paused.licenceStatus).toMatchObject({ pauseState: 'PAUSED', inEffect: true, autoRenewingStatus: 'NOT_AUTO_RENEWING' });
    const trial: any = byId.get('lic-premium-yearly');
    expect(trial.licenceStatus).toMatchObject({ status: 'TRIAL', trialActive: true });
    expect(trial.subscription.pauseState).toBe('NOT_ALLOWED');
    const ppv: any = byId.get('lic-fight-night-ppv');
    expect(ppv.licenceStatus.subscriptionPendingActions[0].action).toBe('CONFIRMED_PAYMENT_REQUIRED');
    expect(ppv.licenceStatus.licencePayment.paymentEventType).toBe('UNCONFIRMED');
    expect((byId.get('lic-season-ticket') as any).purchaseStrategy.type).toBe('FIXED_DATE');
  });

  it('shows a pending price change with both prices, and the price discount of the licence', async () => {
    const call = caller(platform, (await signIn(platform, REALM, 'member@example.com')).authorisationToken);
    const res = await call('GET', '/customer/licences');
    const premium = res.body.licenceFamilies.flatMap((f: any) => f.licences).find((l: any) => l.id === 'lic-premium-monthly');
    expect(premium.subscription.priceMigration).toMatchObject({
      id: 'pm-premium-2027',
      currentPrice: { amount: 1499, currency: 'GBP', scale: 2 },
      newPrice: { amount: 1699, currency: 'GBP', scale: 2 },
    });
    expect(premium.subscription.discounts).toEqual([expect.objectContaining({ source: 'PRICE', type: 'PERCENTAGE', percentage: 20, state: 'ACTIVE' })]);
  });

  it('answers 401 without a viewer', async () => {
    const res = await platform.inject({ method: 'GET', url: '/customer/licences', headers: { realm: REALM } });
    expect(res.statusCode).toBe(401);
  });
});

describe('pause and resume', () => {
  it('pauses with access until the period ends, then no access; resume after the period waits for the renewal', async () => {
    const { call, userId } = await subscriber('lic-premium-monthly', { daysLeft: 10 });
    const paused = await call('POST', '/active-licences/lic-premium-monthly/pause', { config: { resumeAfter: new Date(now + 40 * DAY).toISOString() } });
    expect(paused.status).toBe(200);
    expect(paused.body.subscription).toMatchObject({ pauseState: 'PAUSED', accessUntilEnd: true });
    expect(paused.body.licenceStatus.inEffect).toBe(true);
    expect((await call('POST', '/active-licences/lic-premium-monthly/pause')).body.code).toBe('LICENCE_PAUSED');
    const saved = now;
    now += 11 * DAY;
    try {
      const later = await call('GET', '/customer/licences');
      const held = later.body.licenceFamilies.flatMap((f: any) => f.licences)[0];
      expect(held.subscription).toMatchObject({ pauseState: 'PAUSED', accessUntilEnd: false });
      expect(held.licenceStatus.inEffect).toBe(false);
      const resumed = await call('POST', '/active-licences/lic-premium-monthly/resume');
      expect(resumed.status).toBe(200);
      expect(resumed.body.subscription.pauseState).toBe('RESUME_REQUESTED');
      expect(resumed.body.licenceStatus.autoRenewingStatus).toBe('AUTO_RENEWING');
      expect((await call('POST', '/active-licences/lic-premium-monthly/resume')).body.code).toBe('RESUME_REQUESTED');
    } finally {
      now = saved;
    }
    expect(await events(userId)).toEqual(['PAUSED', 'RESUME_REQUESTED']);
  });

  it('resumes within the paid period at once', async () => {
    const { call } = await subscriber();
    await call('POST', '/active-licences/lic-premium-monthly/pause');
    const resumed = await call('POST', '/active-licences/101/resume'.replace('101', '201'));
    expect(resumed.status).toBe(200);
    expect(resumed.body.subscription).toMatchObject({ pauseState: null, canPause: true, canCancel: true });
    expect(resumed.body.willRenew).toBe(true);
  });

  it('refuses what the state forbids: NOT_ALLOWED licences, a resume of an active one, a resume date out of range, a licence not held', async () => {
    const yearly = await subscriber('lic-premium-yearly');
    expect((await yearly.call('POST', '/active-licences/lic-premium-yearly/pause')).body.code).toBe('PAUSE_NOT_ALLOWED');
    const { call } = await subscriber();
    expect((await call('POST', '/active-licences/lic-premium-monthly/resume')).body.code).toBe('NOT_PAUSED');
    const early = await call('POST', '/active-licences/lic-premium-monthly/pause', { config: { resumeAfter: new Date(now + DAY).toISOString() } });
    expect([early.status, early.body.code]).toEqual([400, 'RESUME_AFTER_OUT_OF_RANGE']);
    const far = await call('POST', '/active-licences/lic-premium-monthly/pause', { config: { resumeAfter: new Date(now + 400 * DAY).toISOString() } });
    expect(far.status).toBe(400);
    expect((await call('POST', '/active-licences/lic-premium-monthly/pause', { config: { resumeAfter: 'soon' } })).body.code).toBe('VALIDATION_ERROR');
    const notHeld = await call('POST', '/active-licences/lic-arena-monthly/pause');
    expect([notHeld.status, notHeld.body.code]).toEqual([404, 'LICENCE_NOT_HELD']);
    expect((await call('POST', '/active-licences/lic-nope/pause')).status).toBe(404);
  });

  it('pauses and resumes sent at once: every success is one event, and the state is the last event’s', async () => {
    const { call, userId } = await subscriber();
    const calls = Array.from({ length: 10 }, (_, i) => call('POST', `/active-licences/lic-premium-monthly/${i % 2 ? 'resume' : 'pause'}`));
    const answers = await Promise.all(calls);
    const ok = answers.filter((a) => a.status === 200).length;
    expect(answers.every((a) => a.status === 200 || (a.status === 409 && ['LICENCE_PAUSED', 'NOT_PAUSED'].includes(a.body.code)))).toBe(true);
    const log = await events(userId);
    expect(log.length).toBe(ok);
    // Pauses and resumes alternate: no pause applied twice, no resume of an active licence.
    log.forEach((type, i) => expect(type).toBe(i % 2 ? 'RESUMED' : 'PAUSED'));
    const final = await call('GET', '/customer/licences');
    const state = final.body.licenceFamilies[0].licences[0].subscription.pauseState;
    expect(state).toBe(log.at(-1) === 'PAUSED' ? 'PAUSED' : null);
  });
});

describe('cancel, the cancellation promo and reactivate', () => {
  it('offers the promo first; refused, the cancellation keeps access until the period ends; then reactivates', async () => {
    const { call, userId } = await subscriber('lic-premium-monthly', { daysLeft: 12 });
    const first = await call('DELETE', '/active-licences/lic-premium-monthly');
    expect([first.status, first.body.code]).toEqual([409, 'CANCELLATION_PROMO_AVAILABLE']);
    const verify = await call('GET', '/cancellation-promo/lic-premium-monthly/verify');
    expect(verify.body).toMatchObject({
      eligible: true,
      promo: { id: 'promo-stay-half', type: 'PERCENTAGE', percentage: 50, renewals: 3, price: { amount: 1499 }, discountedPrice: { amount: 749 } },
    });
    expect((await call('POST', '/cancellation-promo/lic-premium-monthly/refuse')).status).toBe(200);
    expect((await call('POST', '/cancellation-promo/lic-premium-monthly/refuse')).body.code).toBe('PROMO_ALREADY_ANSWERED');
    expect((await call('GET', '/cancellation-promo/lic-premium-monthly/verify')).body).toEqual({ eligible: false, promo: null });
    const cancelled = await call('DELETE', '/active-licences/lic-premium-monthly?cancellationDiscount=IGNORE');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.licenceStatus).toMatchObject({ status: 'ACTIVE', inEffect: true, autoRenewingStatus: 'NOT_AUTO_RENEWING' });
    expect(cancelled.body.subscription).toMatchObject({ canReactivate: true, canCancel: false });
    const again = await call('DELETE', '/active-licences/lic-premium-monthly?cancellationDiscount=IGNORE');
    expect([again.status, again.body.code]).toEqual([409, 'ALREADY_CANCELLED']);
    expect(again.body.messages.length).toBe(2);
    const reactivated = await call('PATCH', '/reactivate-licence/lic-premium-monthly');
    expect(reactivated.body).toMatchObject({ willRenew: true, subscription: { cancelledAt: null, canCancel: true } });
    expect((await call('PATCH', '/reactivate-licence/lic-premium-monthly')).body.code).toBe('NOT_CANCELLED');
    expect(await events(userId)).toEqual(['PROMO_REFUSED', 'CANCELLED', 'REACTIVATED']);
  });

  it('accepting the promo keeps the subscription and puts the discount on the next renewals', async () => {
    const { call } = await subscriber();
    const redeemed = await call('POST', '/cancellation-promo/201/redeem');
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.willRenew).toBe(true);
    expect(redeemed.body.subscription.discounts).toContainEqual(
      expect.objectContaining({ source: 'CANCELLATION_PROMO', type: 'PERCENTAGE', percentage: 50, state: 'UPCOMING', renewals: 3 }),
    );
    expect((await call('GET', '/cancellation-promo/201/verify')).body.eligible).toBe(false);
  });

  it('refuses a cancellation while paused, after expiry, and reactivating an ended one', async () => {
    const { call } = await subscriber('lic-premium-monthly', { daysLeft: 3 });
    await call('POST', '/active-licences/lic-premium-monthly/pause');
    const whilePaused = await call('DELETE', '/active-licences/lic-premium-monthly?cancellationDiscount=IGNORE');
    expect([whilePaused.status, whilePaused.body.code]).toEqual([409, 'LICENCE_PAUSED']);
    expect(whilePaused.body.messages).toEqual(['This subscription is paused.', 'Resume it before cancelling.']);
    await call('POST', '/active-licences/lic-premium-monthly/resume');
    await call('DELETE', '/active-licences/lic-premium-monthly?cancellationDiscount=IGNORE');
    const saved = now;
    now += 4 * DAY;
    try {
      expect((await call('PATCH', '/reactivate-licence/lic-premium-monthly')).body.code).toBe('LICENCE_EXPIRED');
    } finally {
      now = saved;
    }
    const ppv = await subscriber('lic-fight-night-ppv', { autoRenewing: false });
    expect((await ppv.call('DELETE', '/active-licences/lic-fight-night-ppv')).body.code).toBe('NOT_A_SUBSCRIPTION');
  });

  it('ten cancellations at once: one takes effect, nine answer ALREADY_CANCELLED; ten promo answers: one discount', async () => {
    const { call, userId } = await subscriber();
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('DELETE', '/active-licences/lic-premium-monthly?cancellationDiscount=IGNORE')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'ALREADY_CANCELLED')).toHaveLength(9);
    expect(await events(userId)).toEqual(['CANCELLED']);

    const other = await subscriber();
    const promos = await Promise.all(
      Array.from({ length: 10 }, (_, i) => other.call('POST', `/cancellation-promo/lic-premium-monthly/${i % 2 ? 'refuse' : 'redeem'}`)),
    );
    expect(promos.filter((a) => a.status === 200)).toHaveLength(1);
    expect(promos.filter((a) => a.body.code === 'PROMO_ALREADY_ANSWERED')).toHaveLength(9);
    const discounts = await platform.db.selectFrom('licence_discounts').select('id').where('user_id', '=', other.userId).execute();
    expect(discounts.length).toBeLessThanOrEqual(1);
  });
});

describe('price-change consent', () => {
  it('CONTINUE renews at the new price; a second answer is refused; LEAVE cancels at the end of the period', async () => {
    const member = caller(platform, (await signIn(platform, REALM, 'member@example.com')).authorisationToken);
    const ok = await member('PUT', '/price-migration/pm-premium-2027/consent', { status: 'CONTINUE' });
    expect(ok.status).toBe(200);
    expect(ok.body.subscription).toMatchObject({ priceMigration: null, renewalPrice: { amount: 1699, currency: 'GBP' } });
    expect((await member('PUT', '/price-migration/pm-premium-2027/consent', { status: 'LEAVE' })).body.code).toBe('CONSENT_ALREADY_GIVEN');
    expect((await member('PUT', '/price-migration/pm-nope/consent', { status: 'LEAVE' })).status).toBe(404);
    expect((await member('PUT', '/price-migration/pm-premium-2027/consent', { status: 'MAYBE' })).status).toBe(400);

    const { call, userId } = await subscriber();
    await platform.db
      .insertInto('price_migrations')
      .values({
        id: `pm-${userId}`,
        user_id: userId,
        licence_id: 'lic-premium-monthly',
        currency: 'GBP',
        scale: 2,
        old_amount: 1499,
        new_amount: 1799,
        effective_at: new Date(now + 25 * DAY),
        status: 'PENDING',
      })
      .execute();
    const answers = await Promise.all([
      call('PUT', `/price-migration/pm-${userId}/consent`, { status: 'LEAVE' }),
      call('PUT', `/price-migration/pm-${userId}/consent`, { status: 'CONTINUE' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const left = answers.find((a) => a.status === 200)!;
    if (left.body.subscription.cancelledAt) expect(left.body.licenceStatus.inEffect).toBe(true);
  });
});

describe('vouchers', () => {
  it('a licence voucher (integer licence id) grants the licence for its period', async () => {
    const { call } = await subscriber('lic-free-member', { autoRenewing: false });
    const res = await call('POST', '/promotions/voucher/redeem', { voucherCode: 'fightnight', licenceId: 401 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'LICENCE',
      voucherCode: 'FIGHTNIGHT',
      licence: { id: 'lic-fight-night-ppv', licenceStatus: { status: 'ACTIVE', inEffect: true } },
    });
    expect(res.body.licence.expiry - now).toBe(2 * DAY);
    expect((await call('POST', '/promotions/voucher/redeem', { voucherCode: 'FIGHTNIGHT', licenceId: '401' })).body.code).toBe('VOUCHER_ALREADY_USED');
    expect((await call('POST', '/promotions/voucher/redeem', { voucherCode: 'FIGHTNIGHT', licenceId: 201 })).body.code).toBe('VOUCHER_NOT_APPLICABLE');
    expect((await call('POST', '/promotions/voucher/redeem', { voucherCode: 'a/b?c', licenceId: 401 })).body.code).toBe('VOUCHER_MALFORMED');
  });

  it('a basket voucher (no integer licence id) goes on the open basket', async () => {
    const { call } = await subscriber('lic-free-member', { autoRenewing: false });
    expect((await call('POST', '/promotions/voucher/redeem', { voucherCode: 'WELCOME10' })).body.code).toBe('BASKET_EMPTY');
    await call('PUT', '/baskets/lic-premium-monthly');
    const res = await call('POST', '/promotions/voucher/redeem', { voucherCode: 'welcome10', licenceId: 'lic-premium-monthly' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'BASKET', voucherCode: 'WELCOME10', licence: null });
    const basket = await call('GET', '/customer/basket');
    expect(basket.body.id).toBe(res.body.basketId);
    expect(basket.body.vouchers.map((v: any) => v.name)).toEqual(['WELCOME10']);
  });

  it('twenty parallel redemptions of one code: one grant; a code for one redemption in all: one viewer gets it', async () => {
    const { call, userId } = await subscriber('lic-free-member', { autoRenewing: false });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/promotions/voucher/redeem', { voucherCode: 'ARENAMONTH', licenceId: 101 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'VOUCHER_ALREADY_USED')).toHaveLength(19);
    expect(await events(userId)).toEqual(['VOUCHER_REDEEMED']);

    const viewers = await Promise.all(Array.from({ length: 4 }, () => subscriber('lic-free-member', { autoRenewing: false })));
    const once = await Promise.all(viewers.map((v) => v.call('POST', '/promotions/voucher/redeem', { voucherCode: 'ONLYONCE', licenceId: 401 })));
    expect(once.filter((a) => a.status === 200)).toHaveLength(1);
    expect(once.filter((a) => a.body.code === 'VOUCHER_ALREADY_USED')).toHaveLength(3);
  });

  it('code guessing is limited per address and per account (429 TOO_MANY_ATTEMPTS with Retry-After)', async () => {
    const { userId } = await subscriber('lic-free-member', { autoRenewing: false });
    const tokens = await platform.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    const guesser = caller(platform, (await signIn(platform, REALM, tokens.email, 'correct horse battery staple')).authorisationToken, {}, '192.0.2.55');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await guesser('POST', '/promotions/voucher/redeem', { voucherCode: `GUESS${i}00`, licenceId: 101 })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
    // Even a right code waits now: the limit is on the guesser, not on the code.
    expect((await guesser('POST', '/promotions/voucher/redeem', { voucherCode: 'ARENAMONTH', licenceId: 101 })).body.code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('editors’ promo list', () => {
  it('lists the promos with their prices for editors only', async () => {
    const viewer = caller(platform, (await signIn(platform, REALM, 'viewer@example.com')).authorisationToken);
    expect((await viewer('GET', '/promotions/cancellation')).status).toBe(403);
    const editor = caller(platform, (await signIn(platform, REALM, 'editor@example.com')).authorisationToken);
    const res = await editor('GET', '/promotions/cancellation');
    expect(res.status).toBe(200);
    expect(res.body.promos.map((p: any) => p.id)).toEqual(['promo-stay-half', 'promo-yearly-ten']);
  });
});
