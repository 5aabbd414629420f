/**
 * Payment details, payment history and renewals on the real platform and the real reference
 * payment provider, with a test clock the platform accepts (BuildServerOptions.clock).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, caller, cardPayment, cardToken, eventually, key, REALM, signedInViewer, startCommerce, type CommerceStack } from './commerce-support.js';
import { signIn } from './harness.js';
import { commerceFor } from '../../platform/commerce/service.js';
import { Renewals, REFRESH_PAYMENT_DETAILS, RETRY_AFTER_DAYS } from '../../platform/commerce/renewals.js';
import type { PspClient } from '../../platform/commerce/psp-client.js';

const DAY = 24 * 60 * 60_000;
const clock = {
  t: Date.now(),
  now() {
    return this.t;
  },
};
let stack: CommerceStack;
let editor: string;

beforeAll(async () => {
  stack = await startCommerce({ clock });
  editor = (await signIn(stack.platform, REALM, 'editor@example.com')).authorisationToken;
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

async function viewer() {
  const { email, token } = await signedInViewer(stack.platform, { emailPrefix: 'renew', name: 'Renewer' });
  const user = await stack.platform.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { email, userId: user.id, call: caller(stack.platform, token) };
}

type Viewer = Awaited<ReturnType<typeof viewer>>;

/** Buys a licence with a test card; answers the card's payment method id. */
async function buy(v: Viewer, licenceId: string) {
  const basket = (await v.call('PUT', `/baskets/${licenceId}`)).body;
  const pm = await cardToken(stack.pspBase, CARDS.ok);
  const paid = await v.call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(pm), { 'idempotency-key': key() });
  expect(paid.status).toBe(200);
  // The purchase's card becomes the licence's renewal card once the payment succeeded.
  const cards = await eventually(
    () => v.call('GET', '/customer/cards'),
    (res) => res.body.cards.length > 0,
  );
  expect(cards.body.cards[0]).toMatchObject({ cardId: pm, licences: [{ licenceId }] });
  return pm;
}

async function holding(v: Viewer, licenceId: string) {
  return stack.platform.db
    .selectFrom('user_licences')
    .selectAll()
    .where('user_id', '=', v.userId)
    .where('licence_id', '=', licenceId)
    .executeTakeFirstOrThrow();
}

/** The development call that runs due renewals as of the test clock (editor bearer from loopback). */
async function runRenewals(v: Viewer, at = clock.now()) {
  const res = await stack.platform.inject({
    method: 'POST',
    url: '/dev/renewals/run',
    headers: { realm: REALM, authorization: `Bearer ${editor}` },
    payload: { at: new Date(at).toISOString(), email: v.email },
    remoteAddress: '127.0.0.1',
  });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as { enqueued: number; expired: number; outcomes: Array<{ result: string; code?: string; nextTry?: string }> };
}

async function renewalPayments(v: Viewer) {
  return stack.platform.db
    .selectFrom('renewal_charges')
    .innerJoin('payments', 'payments.id', 'renewal_charges.payment_id')
    .select(['renewal_charges.status', 'renewal_charges.attempt', 'payments.psp_intent_id', 'payments.amount', 'renewal_charges.period_start'])
    .where('renewal_charges.user_id', '=', v.userId)
    .orderBy('renewal_charges.created_at')
    .execute();
}

describe('payment details', () => {
  it('lists stored cards, adds one through init and validate, and refuses past the maximum', async () => {
    const v = await viewer();
    expect((await v.call('GET', '/customer/cards')).body).toEqual({ cards: [], maxPaymentMethods: 5, refreshRequired: [] });
    const init = await v.call('POST', '/v4/payment-method/init', {});
    expect(init.status).toBe(200);
    expect(init.body).toMatchObject({ paymentProviderId: 'reference-card', mode: 'form', remaining: 5, hostedFieldsUrl: `${stack.pspBase}/hosted/card` });
    const pm = await cardToken(stack.pspBase, CARDS.ok);
    const added = await v.call('POST', '/v4/payment-method/validate', { paymentDetailsExternalId: pm, cardHolder: 'Ada Lovelace' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      cardId: pm,
      cardType: 'VISA',
      last4Digits: '4242',
      maskedNumber: '•••• 4242',
      cardHolder: 'Ada Lovelace',
      showEula: false,
      licences: [],
    });
    // The same id again is the same card; an id the provider does not know is refused.
    expect((await v.call('POST', '/v4/payment-method/validate', { paymentDetailsExternalId: pm })).status).toBe(200);
    expect((await v.call('POST', '/v4/payment-method/validate', { paymentDetailsExternalId: 'pm_doesnotexist' })).body.code).toBe('PAYMENT_DETAILS_NOT_FOUND');
    for (let i = 0; i < 4; i++) {
      expect((await v.call('POST', '/v4/payment-method/validate', { paymentDetailsExternalId: await cardToken(stack.pspBase, CARDS.ok) })).status).toBe(200);
    }
    const sixth = await v.call('POST', '/v4/payment-method/validate', { paymentDetailsExternalId: await cardToken(stack.pspBase, CARDS.ok) });
    expect(sixth.status).toBe(409);
    expect(sixth.body.code).toBe('MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED');
    expect((await v.call('POST', '/v4/payment-method/init', {})).body.code).toBe('MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED');
    // Removing one makes room; another viewer cannot see or use this viewer's card.
    expect((await v.call('DELETE', `/customer/cards/${pm}`)).status).toBe(204);
    expect((await v.call('GET', '/customer/cards')).body.cards).toHaveLength(4);
    const other = await viewer();
    const card = (await v.call('GET', '/customer/cards')).body.cards[0].cardId;
    expect((await other.call('POST', '/v4/payment-method/validate', { paymentDetailsExternalId: card })).status).toBe(404);
    expect((await v.call('GET', '/customer/cards')).status).toBe(200);
    expect((await caller(stack.platform, null)('GET', '/customer/cards')).status).toBe(401);
  });

  it('replaces the card of a licence by stored card id and by the provider id', async () => {
    const v = await viewer();
    const first = await buy(v, 'lic-premium-monthly');
    const second = await cardToken(stack.pspBase, CARDS.ok);
    await v.call('POST', '/v4/payment-method/validate', { paymentDetailsExternalId: second });
    const replaced = await v.call('POST', `/licences/lic-premium-monthly/card/${second}?checkBillingDetails=true`);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ licenceId: 'lic-premium-monthly', card: { cardId: second, showEula: true }, pendingAction: null, renewal: 'none' });
    expect((await holding(v, 'lic-premium-monthly')).payment_method_id).toBe(second);
    const cards = (await v.call('GET', '/customer/cards')).body.cards;
    expect(cards.find((c: any) => c.cardId === first).licences).toEqual([]);
    // By the provider's id: a new card is stored first, then used.
    const third = await cardToken(stack.pspBase, CARDS.declined);
    const byExid = await v.call('POST', `/licence/lic-premium-monthly/payment-details/${third}`);
    expect(byExid.status).toBe(200);
    expect(byExid.body.card).toMatchObject({ cardId: third, last4Digits: '0002' });
    expect((await v.call('POST', `/licences/lic-premium-monthly/card/pm_unknown`)).status).toBe(404);
    expect((await v.call('POST', `/licences/lic-arena-yearly/card/${second}`)).body.code).toBe('LICENCE_NOT_FOUND');
  });
});

describe('renewals', () => {
  it('renew at period end by an off-session charge, once, and show in the payment history with an invoice', async () => {
    const v = await viewer();
    await buy(v, 'lic-premium-monthly');
    const end = new Date((await holding(v, 'lic-premium-monthly')).expires_at!).getTime();
    expect((await runRenewals(v, end - 60_000)).outcomes).toEqual([]);
    const run = await runRenewals(v, end + 60_000);
    expect(run.outcomes).toEqual([expect.objectContaining({ result: 'renewed' })]);
    const after = await holding(v, 'lic-premium-monthly');
    expect(after.status).toBe('ACTIVE');
    expect(new Date(after.expires_at!).getTime()).toBeGreaterThan(end + 27 * DAY);
    // Running again (the worker's next tick, another process) charges nothing more.
    expect((await runRenewals(v, end + 120_000)).outcomes).toEqual([]);
    expect(await renewalPayments(v)).toEqual([expect.objectContaining({ status: 'SUCCEEDED', attempt: 1 })]);

    const history = await v.call('GET', '/customer/payment-history');
    expect(history.body).toMatchObject({ page: 0, itemsPerPage: 10, total: 2, loadedAll: true });
    expect(history.body.items.map((i: any) => [i.itemType, i.status])).toEqual([
      ['RENEWAL', 'SUCCEEDED'],
      ['PURCHASE', 'SUCCEEDED'],
    ]);
    const renewal = history.body.items[0];
    expect(renewal.skus).toEqual(history.body.items[1].skus);
    expect(renewal).toMatchObject({ refunds: [], externalPaymentId: expect.stringMatching(/^pi_/), invoice: expect.stringMatching(/^INV-/) });
    const invoice = await v.call('GET', `/customer/payments/${renewal.id}/invoice`);
    expect(invoice.status).toBe(200);
    expect(invoice.body).toMatchObject({
      number: renewal.invoice,
      itemType: 'RENEWAL',
      currency: 'GBP',
      total: renewal.amount.amount,
      paymentMethod: 'VISA •••• 4242',
    });
    expect(invoice.body.period.start).toBe(new Date(end).toISOString());
    const other = await viewer();
    expect((await other.call('GET', `/customer/payments/${renewal.id}/invoice`)).status).toBe(404);
  });

  it('a declined renewal asks for new payment details, mails, retries on schedule and recovers at once when the card is replaced', async () => {
    const v = await viewer();
    await buy(v, 'lic-premium-monthly');
    const declined = await cardToken(stack.pspBase, CARDS.declined);
    await v.call('POST', `/licence/lic-premium-monthly/payment-details/${declined}`);
    const end = new Date((await holding(v, 'lic-premium-monthly')).expires_at!).getTime();

    const first = await runRenewals(v, end + 60_000);
    expect(first.outcomes).toEqual([
      { result: 'failed', licenceId: 'lic-premium-monthly', code: 'card_declined', nextTry: new Date(end + RETRY_AFTER_DAYS[0] * DAY).toISOString() },
    ]);
    expect((await holding(v, 'lic-premium-monthly')).pending_action).toBe(REFRESH_PAYMENT_DETAILS);
    const cards = (await v.call('GET', '/customer/cards')).body;
    expect(cards.refreshRequired).toEqual([expect.objectContaining({ licenceId: 'lic-premium-monthly' })]);
    const licences = (await v.call('GET', '/user/licence')).body.licences;
    const held = licences.find((l: any) => l.id === 'lic-premium-monthly');
    expect(held.licenceStatus.subscriptionPendingActions[0].action).toBe(REFRESH_PAYMENT_DETAILS);
    const mail = await eventually(
      () => stack.platform.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', v.email).where('kind', '=', 'renewal-failed').execute(),
      (rows) => rows.length === 1,
    );
    expect(mail[0].subject).toContain('refresh your payment details');
    // Not yet due again; then the second try on day 1 fails too.
    expect((await runRenewals(v, end + DAY - 60_000)).outcomes).toEqual([]);
    expect((await runRenewals(v, end + DAY + 60_000)).outcomes).toEqual([
      expect.objectContaining({ result: 'failed', nextTry: new Date(end + 3 * DAY).toISOString() }),
    ]);

    // The viewer replaces the card: the renewal is tried at once and succeeds.
    const good = await cardToken(stack.pspBase, CARDS.ok);
    await v.call('POST', '/v4/payment-method/validate', { paymentDetailsExternalId: good });
    clock.t = end + DAY + 3_600_000;
    const replaced = await v.call('POST', `/licences/lic-premium-monthly/card/${good}`);
    expect(replaced.body).toMatchObject({ renewal: 'renewed', pendingAction: null });
    const after = await holding(v, 'lic-premium-monthly');
    expect(after).toMatchObject({ status: 'ACTIVE', pending_action: null });
    expect(new Date(after.expires_at!).getTime()).toBeGreaterThan(end + 27 * DAY);
    expect((await renewalPayments(v)).map((c) => c.status)).toEqual(['FAILED', 'FAILED', 'SUCCEEDED']);
    clock.t = Date.now();
  });

  it('expires after the last retry; FIXED_DATE and PPV licences expire at their end', async () => {
    const v = await viewer();
    await buy(v, 'lic-premium-monthly');
    await v.call('POST', `/licence/lic-premium-monthly/payment-details/${await cardToken(stack.pspBase, CARDS.insufficientFunds)}`);
    const end = new Date((await holding(v, 'lic-premium-monthly')).expires_at!).getTime();
    for (const day of [0, ...RETRY_AFTER_DAYS]) await runRenewals(v, end + day * DAY + 60_000);
    expect(await holding(v, 'lic-premium-monthly')).toMatchObject({ status: 'EXPIRED', auto_renewing: false, pending_action: null });
    expect((await renewalPayments(v)).map((c) => c.status)).toEqual(['FAILED', 'FAILED', 'FAILED', 'FAILED']);
    expect((await runRenewals(v, end + 30 * DAY)).outcomes).toEqual([]);

    const ppv = await viewer();
    await buy(ppv, 'lic-fight-night-ppv');
    const ppvEnd = new Date((await holding(ppv, 'lic-fight-night-ppv')).expires_at!).getTime();
    expect((await runRenewals(ppv, ppvEnd + 1000)).expired).toBe(1);
    expect((await holding(ppv, 'lic-fight-night-ppv')).status).toBe('EXPIRED');
    expect(await renewalPayments(ppv)).toEqual([]);
  });

  it('a trial converts into a paid period at its end', async () => {
    const v = await viewer();
    const basket = (await v.call('PUT', '/baskets/lic-premium-yearly')).body;
    expect(basket.totals.total).toBe(0);
    const pm = await cardToken(stack.pspBase, CARDS.ok);
    await v.call('POST', '/v4/payment-method/validate', { paymentDetailsExternalId: pm });
    const paid = await v.call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(pm), { 'idempotency-key': key() });
    expect(paid.body.licences[0].status).toBe('TRIAL');
    const end = new Date((await holding(v, 'lic-premium-yearly')).expires_at!).getTime();
    expect((await runRenewals(v, end + 60_000)).outcomes).toEqual([expect.objectContaining({ result: 'renewed' })]);
    const after = await holding(v, 'lic-premium-yearly');
    expect(after.status).toBe('ACTIVE');
    expect(new Date(after.expires_at!).getTime()).toBeGreaterThan(end + 360 * DAY);
    expect((await renewalPayments(v))[0]).toMatchObject({ status: 'SUCCEEDED' });
    expect((await renewalPayments(v))[0].amount).toBeGreaterThan(0);
  });
});

describe('renewals exactly once', () => {
  function renewals(psp?: PspClient, wallClock?: () => number) {
    const app = stack.platform.app;
    const commerce = commerceFor(app, app.platform);
    return new Renewals(
      stack.platform.db,
      commerce.catalogue,
      commerce.rules,
      psp ?? commerce.psp,
      commerce.methods,
      { failed() {} },
      {
        returnUrl: 'http://localhost:3000/account',
        ...(wallClock && { wallClock }),
      },
    );
  }

  it('two runners at once charge a period once', async () => {
    const v = await viewer();
    await buy(v, 'lic-premium-monthly');
    const end = new Date((await holding(v, 'lic-premium-monthly')).expires_at!).getTime();
    const at = new Date(end + 60_000);
    const a = renewals();
    const b = renewals();
    await Promise.all([a.sweep(at, v.userId), b.sweep(at, v.userId)]);
    const [ra, rb] = await Promise.all([a.runDue(at, v.userId), b.runDue(at, v.userId)]);
    expect([...ra, ...rb].filter((o) => o.result === 'renewed')).toHaveLength(1);
    const charges = await renewalPayments(v);
    expect(charges).toHaveLength(1);
    expect(charges[0].status).toBe('SUCCEEDED');
    expect(await stack.platform.db.selectFrom('jobs').select('state').where('key', 'like', `%${v.userId}%`).execute()).toEqual([{ state: 'DONE' }]);
  });

  it('a runner that dies between the charge and its record: the next runner records the same charge, never a second', async () => {
    const v = await viewer();
    await buy(v, 'lic-premium-monthly');
    const end = new Date((await holding(v, 'lic-premium-monthly')).expires_at!).getTime();
    const at = new Date(end + 60_000);
    const real = commerceFor(stack.platform.app, stack.platform.app.platform).psp;
    const charged: string[] = [];
    const dying: PspClient = {
      ...real,
      async createIntent(input, idempotencyKey) {
        const intent = await real.createIntent(input, idempotencyKey);
        charged.push(intent.id);
        throw new Error('the process died before recording the charge');
      },
      getIntent: (id) => real.getIntent(id),
    };
    const first = renewals(dying);
    await first.sweep(at, v.userId);
    await expect(first.runDue(at, v.userId)).rejects.toThrow('the process died');
    expect(await renewalPayments(v)).toEqual([expect.objectContaining({ status: 'PROCESSING', psp_intent_id: null })]);
    // Within the lease nobody takes the job over; after it, the next runner does.
    expect(await renewals().runDue(at, v.userId)).toEqual([]);
    const later = renewals(undefined, () => Date.now() + 6 * 60_000);
    expect(await later.runDue(at, v.userId)).toEqual([expect.objectContaining({ result: 'renewed' })]);
    const charges = await renewalPayments(v);
    expect(charges).toEqual([expect.objectContaining({ status: 'SUCCEEDED', attempt: 1, psp_intent_id: charged[0] })]);
    expect(charged).toHaveLength(1);
  });
});
