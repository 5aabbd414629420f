/**
 * Gifts on the real platform and the real reference provider: gift products, a guest's and a
 * signed-in buyer's checkout, paying through the ledger, the mailed code, redemption once
 * (also in parallel), wrong codes and their limits.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, REALM, caller, cardPayment, cardToken, key, newViewer, startCommerce, type CommerceStack } from './commerce-support.js';

let stack: CommerceStack;

beforeAll(async () => {
  stack = await startCommerce();
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

let nextAddress = 1;
/** A caller from an address of its own, so the wrong-code counts of one test never reach another. */
function from(token: string | null, headers: Record<string, string> = {}) {
  return caller(stack.platform, token, headers, `192.0.2.${nextAddress++}`);
}

const recipient = () => `friend-${randomUUID().slice(0, 8)}@example.com`;

async function giftMailTo(to: string): Promise<{ text: string; code: string }> {
  for (let i = 0; i < 100; i++) {
    const mail = await stack.platform.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'gift').where('to_address', '=', to).executeTakeFirst();
    if (mail) {
      const text = mail.text_body;
      return { text, code: /Your gift code: ([0-9A-Z-]+)/.exec(text)![1]! };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no gift mail to ${to}`);
}

/** A guest buys `licenceId` for a new recipient with 4242; answers the gift and the mailed code. */
async function paidGift(licenceId = 'lic-premium-monthly') {
  const call = from(null);
  const to = recipient();
  const created = await call('POST', '/gift/basket', { licenceId, recipientEmail: to, buyerEmail: 'giver@example.com', recipientName: 'Friend' });
  expect(created.status).toBe(200);
  const paid = await call('POST', `/gift/${created.body.id}/pay`, cardPayment(await cardToken(stack.pspBase, CARDS.ok)), { 'idempotency-key': key() });
  expect(paid.status).toBe(200);
  const mail = await giftMailTo(to);
  return { gift: paid.body, code: mail.code, to };
}

describe('gift products', () => {
  it('are the priced licences that activate at once: no free licence, no confirm-payment PPV', async () => {
    const res = await from(null)('GET', '/gift/products');
    expect(res.status).toBe(200);
    const ids = res.body.products.map((p: any) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['lic-arena-monthly', 'lic-premium-monthly', 'lic-season-ticket']));
    expect(ids).not.toContain('lic-free-member');
    expect(ids).not.toContain('lic-fight-night-ppv');
    const premium = res.body.products.find((p: any) => p.id === 'lic-premium-monthly');
    expect(premium.amounts[0]).toMatchObject({ currency: 'GBP', amount: 1499, scale: 2 });
  });
});

describe('gift checkout', () => {
  it('a guest names their email; the platform prices the gift (discount, tax) and ignores browser amounts; never a trial', async () => {
    const call = from(null);
    expect((await call('POST', '/gift/basket', { licenceId: 'lic-premium-monthly', recipientEmail: recipient() })).status).toBe(400);
    expect((await call('POST', '/gift/basket', { licenceId: 'lic-premium-monthly', recipientEmail: 'not-an-email', buyerEmail: 'a@example.com' })).status).toBe(
      400,
    );
    expect((await call('POST', '/gift/basket', { licenceId: 'lic-nope', recipientEmail: recipient(), buyerEmail: 'a@example.com' })).status).toBe(404);
    const ppv = await call('POST', '/gift/basket', { licenceId: 'lic-fight-night-ppv', recipientEmail: recipient(), buyerEmail: 'a@example.com' });
    expect([ppv.status, ppv.body.code]).toEqual([409, 'NOT_GIFTABLE']);
    const created = await call('POST', '/gift/basket', {
      licenceId: 'lic-premium-monthly',
      recipientEmail: 'Friend@Example.com',
      buyerEmail: 'giver@example.com',
      message: 'Enjoy!',
      amount: 1,
      price: { amount: 1 },
    } as never);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: 'PENDING',
      licence: { id: 'lic-premium-monthly', strategy: 'SUBSCRIPTION', period: 'P1M' },
      recipientEmail: 'friend@example.com',
      buyerEmail: 'giver@example.com',
      message: 'Enjoy!',
      price: { amount: 1199, currency: 'GBP', scale: 2 },
      tax: 200,
      taxRateBasisPoints: 2000,
      payment: null,
    });
    expect(created.body.id).toMatch(/^gft_[0-9a-f]{24}$/);
    expect(JSON.stringify(created.body)).not.toMatch(/code/i);
    // lic-arena-monthly has a 7-day trial: a gift is the paid month.
    const trial = await call('POST', '/gift/basket', { licenceId: 'lic-arena-monthly', recipientEmail: recipient(), buyerEmail: 'a@example.com' });
    expect(trial.body.price.amount).toBeGreaterThan(0);
    const fetched = await call('GET', `/gift/${created.body.id}`);
    expect(fetched.body).toEqual(created.body);
    expect((await call('GET', '/gift/gft_000000000000000000000000')).status).toBe(404);
  });

  it('a guest pays with 4242 through the ledger: one order, one SUCCEEDED payment, the code mailed to the recipient, the receipt to the buyer', async () => {
    const { gift, code, to } = await paidGift();
    expect(gift).toMatchObject({ status: 'PAID', payment: { status: 'SUCCEEDED', failure: null } });
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    const db = stack.platform.db;
    const row = await db.selectFrom('gifts').selectAll().where('id', '=', gift.id).executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code.replace(/-/g, ''));
    const payments = await db.selectFrom('payments').selectAll().where('basket_id', '=', row.basket_id).execute();
    expect(payments.map((p) => p.status)).toEqual(['SUCCEEDED']);
    const events = await db.selectFrom('payment_events').select(['type', 'status']).where('payment_id', '=', payments[0]!.id).orderBy('id').execute();
    expect(events.at(-1)!.status).toBe('SUCCEEDED');
    const order = await db.selectFrom('orders').selectAll().where('id', '=', row.order_id!).executeTakeFirstOrThrow();
    expect([order.total, order.currency, order.trial_period]).toEqual([1199, 'GBP', null]);
    // The principal that paid holds nothing and cannot sign in.
    const principal = await db.selectFrom('users').selectAll().where('id', '=', row.principal_user_id).executeTakeFirstOrThrow();
    expect(principal.kind).toBe('guest-checkout');
    expect(await db.selectFrom('user_licences').selectAll().where('user_id', '=', principal.id).execute()).toEqual([]);
    const signIn = await stack.platform.inject({ method: 'POST', url: '/login', headers: { realm: REALM }, payload: { id: principal.email, secret: '!' } });
    expect(signIn.statusCode).not.toBe(200);
    const receipt = await db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'receipt').where('to_address', '=', 'giver@example.com').execute();
    expect(receipt.length).toBeGreaterThan(0);
    const mail = await giftMailTo(to);
    expect(mail.text).toContain(`/gift/redeem/${code}/register`);
    expect(mail.text).toContain(`/gift/redeem/${code}/login`);
  });

  it('a declined card leaves the gift PENDING with the reason; paying again succeeds; a paid gift is not paid twice', async () => {
    const call = from(null);
    const created = await call('POST', '/gift/basket', { licenceId: 'lic-season-ticket', recipientEmail: recipient(), buyerEmail: 'giver@example.com' });
    const declined = await call('POST', `/gift/${created.body.id}/pay`, cardPayment(await cardToken(stack.pspBase, CARDS.declined)), {
      'idempotency-key': key(),
    });
    expect([declined.status, declined.body.code]).toEqual([402, 'card_declined']);
    expect((await call('GET', `/gift/${created.body.id}`)).body).toMatchObject({
      status: 'PENDING',
      payment: { status: 'FAILED', failure: { code: 'card_declined' } },
    });
    const idem = key();
    const body = cardPayment(await cardToken(stack.pspBase, CARDS.ok));
    const ok = await call('POST', `/gift/${created.body.id}/pay`, body, { 'idempotency-key': idem });
    expect(ok.body.status).toBe('PAID');
    const replay = await call('POST', `/gift/${created.body.id}/pay`, body, { 'idempotency-key': idem });
    expect([replay.status, replay.body.status]).toEqual([200, 'PAID']);
    const again = await call('POST', `/gift/${created.body.id}/pay`, cardPayment(await cardToken(stack.pspBase, CARDS.ok)), { 'idempotency-key': key() });
    expect([again.status, again.body.code]).toEqual([409, 'BASKET_ALREADY_PAID']);
    const gift = await stack.platform.db.selectFrom('gifts').selectAll().where('id', '=', created.body.id).executeTakeFirstOrThrow();
    const succeeded = await stack.platform.db
      .selectFrom('payments')
      .select('id')
      .where('basket_id', '=', gift.basket_id)
      .where('status', '=', 'SUCCEEDED')
      .execute();
    expect(succeeded).toHaveLength(1);
  });

  it('five parallel payments of one gift with different keys charge once', async () => {
    const call = from(null);
    const created = await call('POST', '/gift/basket', { licenceId: 'lic-arena-yearly', recipientEmail: recipient(), buyerEmail: 'giver@example.com' });
    const tokens = await Promise.all(Array.from({ length: 5 }, () => cardToken(stack.pspBase, CARDS.ok)));
    const answers = await Promise.all(tokens.map((t) => call('POST', `/gift/${created.body.id}/pay`, cardPayment(t), { 'idempotency-key': key() })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((a) => a.status !== 200)) expect(['PAYMENT_IN_PROGRESS', 'BASKET_ALREADY_PAID']).toContain(a.body.code);
    const gift = await stack.platform.db.selectFrom('gifts').selectAll().where('id', '=', created.body.id).executeTakeFirstOrThrow();
    const live = await stack.platform.db.selectFrom('payments').select('status').where('basket_id', '=', gift.basket_id).execute();
    expect(live.filter((p) => p.status === 'SUCCEEDED')).toHaveLength(1);
  });

  it('a signed-in buyer gives from their account: their own basket is untouched and only they see the gift', async () => {
    const token = await newViewer(stack.platform);
    const call = from(token);
    await caller(stack.platform, token)('PUT', '/baskets/lic-premium-monthly');
    const created = await call('POST', '/gift/basket', { licenceId: 'lic-arena-yearly', recipientEmail: recipient(), buyerEmail: 'ignored@example.com' });
    expect(created.status).toBe(200);
    expect(created.body.buyerEmail).toMatch(/^buyer-.*@example\.com$/);
    expect((await from(null)('GET', `/gift/${created.body.id}`)).status).toBe(404);
    expect((await from(await newViewer(stack.platform))('GET', `/gift/${created.body.id}`)).status).toBe(404);
    const paid = await call('POST', `/gift/${created.body.id}/pay`, cardPayment(await cardToken(stack.pspBase, CARDS.ok)), { 'idempotency-key': key() });
    expect(paid.body.status).toBe('PAID');
    const basket = await caller(stack.platform, token)('GET', '/customer/basket');
    expect(basket.body).toMatchObject({ status: 'OPEN', basketItems: [{ licenceId: 'lic-premium-monthly' }] });
  });

  it('refuses a VPN address (where the realm blocks them) and a return URL off the buyer’s site', async () => {
    const vpn = await stack.platform.inject({
      method: 'POST',
      url: '/gift/basket',
      headers: { realm: REALM },
      payload: { licenceId: 'lic-premium-monthly', recipientEmail: recipient(), buyerEmail: 'a@example.com' },
      remoteAddress: '203.0.113.9',
    });
    expect([vpn.statusCode, vpn.headers['x-purchase-restriction']]).toEqual([403, 'vpn']);
    const call = from(null);
    const created = await call('POST', '/gift/basket', { licenceId: 'lic-premium-monthly', recipientEmail: recipient(), buyerEmail: 'a@example.com' });
    const off = await call(
      'POST',
      `/gift/${created.body.id}/pay`,
      cardPayment(await cardToken(stack.pspBase, CARDS.ok), { returnUrl: 'https://evil.example/x' }),
      {
        'idempotency-key': key(),
      },
    );
    expect([off.status, off.body.code]).toEqual([400, 'BAD_REQUEST']);
    expect((await call('GET', `/gift/${created.body.id}`)).body.status).toBe('PENDING');
  });
});

describe('gift redemption', () => {
  it('shows what a code gives; malformed and unknown codes answer their own labels', async () => {
    const { code } = await paidGift();
    const call = from(null);
    const shown = await call('GET', `/gift/redeem/${code.toLowerCase()}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ status: 'AVAILABLE', licence: { id: 'lic-premium-monthly' }, recipientName: 'Friend' });
    const malformed = await call('GET', '/gift/redeem/NOT-A-CODE');
    expect([malformed.status, malformed.body.code, malformed.body.messages]).toEqual([400, 'GIFT_CODE_MALFORMED', ['giftCodeMalformed']]);
    const unknown = await call('GET', '/gift/redeem/0000-0000-0000-0000');
    expect([unknown.status, unknown.body.code, unknown.body.messages]).toEqual([404, 'GIFT_CODE_NOT_FOUND', ['giftCodeNotFound']]);
  });

  it('grants the licence (ACTIVE one period, not renewing) to the signed-in viewer once', async () => {
    const { code } = await paidGift();
    expect((await from(null)('POST', '/gift/redeem', { redeemCode: code })).status).toBe(401);
    const token = await newViewer(stack.platform);
    const call = from(token);
    const redeemed = await call('POST', '/gift/redeem', { redeemCode: code });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toMatchObject({ licenceId: 'lic-premium-monthly', status: 'ACTIVE' });
    const days = (redeemed.body.expiresAt - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const licences = await caller(stack.platform, token)('GET', '/user/licence');
    const held = licences.body.licences.find((l: any) => l.id === 'lic-premium-monthly');
    expect(held.licenceStatus).toMatchObject({ status: 'ACTIVE', autoRenewingStatus: 'NOT_AUTO_RENEWING', inEffect: true });
    const again = await call('POST', '/gift/redeem', { redeemCode: code });
    expect([again.status, again.body.code]).toEqual([409, 'GIFT_ALREADY_REDEEMED']);
    expect((await from(null)('GET', `/gift/redeem/${code}`)).body.status).toBe('REDEEMED');
  });

  it('redeemed 20 times in parallel by 20 viewers: one licence, 19 clear answers', async () => {
    const { code } = await paidGift('lic-arena-yearly');
    const tokens = await Promise.all(Array.from({ length: 20 }, () => newViewer(stack.platform)));
    const answers = await Promise.all(tokens.map((t) => from(t)('POST', '/gift/redeem', { redeemCode: code })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'GIFT_ALREADY_REDEEMED')).toHaveLength(19);
    const holders = await stack.platform.db
      .selectFrom('user_licences')
      .select('user_id')
      .where('licence_id', '=', 'lic-arena-yearly')
      .where('status', '=', 'ACTIVE')
      .execute();
    const gift = await stack.platform.db
      .selectFrom('gifts')
      .selectAll()
      .where('status', '=', 'REDEEMED')
      .where('licence_id', '=', 'lic-arena-yearly')
      .execute();
    expect(gift).toHaveLength(1);
    expect(holders.map((h) => h.user_id)).toContain(gift[0]!.redeemed_by);
  });

  it('redeemed 20 times in parallel by one viewer: one licence, 19 clear answers', async () => {
    const { code } = await paidGift('lic-season-ticket');
    const token = await newViewer(stack.platform);
    const call = from(token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/gift/redeem', { redeemCode: code })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.messages[0])).toEqual(Array(19).fill('You have redeemed this gift already.'));
  });

  it('a viewer who already has the licence is told so and the code stays usable', async () => {
    const { code } = await paidGift();
    const token = await newViewer(stack.platform);
    const call = from(token);
    await call('POST', '/gift/redeem', { redeemCode: (await paidGift()).code });
    const refused = await call('POST', '/gift/redeem', { redeemCode: code });
    expect([refused.status, refused.body.code]).toEqual([409, 'LICENCE_ALREADY_ACTIVE']);
    expect((await from(null)('GET', `/gift/redeem/${code}`)).body.status).toBe('AVAILABLE');
  });

  it('wrong codes are limited per address and per account: past the limit even the right code waits (429)', async () => {
    const { code } = await paidGift();
    const guest = from(null);
    for (let i = 0; i < 10; i++) expect((await guest('GET', '/gift/redeem/0000-0000-0000-0000')).status).toBe(404);
    const limited = await guest('GET', `/gift/redeem/${code}`);
    expect([limited.status, limited.body.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // One account guessing from many addresses is stopped by its account count (20 an hour).
    const token = await newViewer(stack.platform);
    for (let i = 0; i < 20; i++) expect((await from(token)('POST', '/gift/redeem', { redeemCode: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' })).status).toBe(400);
    const accountLimited = await from(token)('POST', '/gift/redeem', { redeemCode: code });
    expect(accountLimited.status).toBe(429);
    // Another viewer from another address redeems it.
    expect((await from(await newViewer(stack.platform))('POST', '/gift/redeem', { redeemCode: code })).status).toBe(200);
  });
});
