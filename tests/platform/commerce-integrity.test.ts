/**
 * Commerce under stress and attack: parallel submissions, webhooks replayed, forged or old,
 * the provider down, the ledger refusing rewrites, and no card number anywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { signWebhook } from '../../platform/commerce/webhook-signature.js';
import { CARDS, caller, cardPayment, cardToken, key, newViewer, startCommerce, type CommerceStack } from './commerce-support.js';

let stack: CommerceStack;

beforeAll(async () => {
  stack = await startCommerce();
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('one basket, one charge', () => {
  it('20 parallel submissions with the same key: one payment, one licence, the same answer twenty times', async () => {
    const token = await newViewer(stack.platform);
    const call = caller(stack.platform, token);
    const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
    const pm = await cardToken(stack.pspBase, CARDS.ok);
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(pm), { 'idempotency-key': k })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers[0].body).toMatchObject({ status: 'SUCCEEDED', licences: [{ licenceId: 'lic-arena-yearly', status: 'ACTIVE' }] });
    const mine = await call('GET', '/user/licence');
    expect(mine.body.licences.map((l: any) => l.id)).toEqual(['lic-arena-yearly']);
    const payments = await stack.platform.db.selectFrom('payments').select(['id', 'psp_intent_id']).where('basket_id', '=', basket.id).execute();
    expect(payments).toHaveLength(1);
    expect(payments[0].psp_intent_id).toMatch(/^pi_/);
  });

  it('20 parallel submissions with different keys (double clicks): exactly one charge', async () => {
    const token = await newViewer(stack.platform);
    const call = caller(stack.platform, token);
    const basket = (await call('PUT', '/baskets/lic-premium-monthly')).body;
    const pm = await cardToken(stack.pspBase, CARDS.ok);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(pm), { 'idempotency-key': key() })),
    );
    const succeeded = answers.filter((a) => a.status === 200);
    expect(succeeded).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(['PAYMENT_IN_PROGRESS', 'BASKET_ALREADY_PAID', 'RETRY', 'CONFLICT']).toContain(a.body.code);
    }
    // The provider saw one intent for this basket.
    const intents = await stack.platform.app.inject({
      method: 'GET',
      url: `/customer/payments/${succeeded[0].body.id}`,
      headers: { realm: 'arena', authorization: `Bearer ${token}` },
    });
    expect(JSON.parse(intents.body).status).toBe('SUCCEEDED');
    expect((await call('GET', '/user/licence')).body.licences.map((l: any) => l.id)).toEqual(['lic-premium-monthly']);
    const payments = await stack.platform.db.selectFrom('payments').select(['status']).where('basket_id', '=', basket.id).execute();
    expect(payments.map((p) => p.status)).toEqual(['SUCCEEDED']);
  });
});

describe('webhooks', () => {
  async function post(body: object, header: (raw: string) => string) {
    const raw = JSON.stringify(body);
    return stack.platform.inject({
      method: 'POST',
      url: '/psp/webhooks',
      headers: { 'content-type': 'application/json', 'psp-signature': header(raw) },
      payload: raw,
    });
  }
  const now = () => Math.floor(Date.now() / 1000);

  it('refuses a bad signature and an old timestamp with 400, and changes nothing', async () => {
    const token = await newViewer(stack.platform);
    const call = caller(stack.platform, token);
    const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
    const pm = await cardToken(stack.pspBase, CARDS.challenge);
    const pending = (await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(pm), { 'idempotency-key': key() })).body;
    expect(pending.status).toBe('REQUIRES_ACTION');
    const intentId = pending.redirectUrl.split('/').pop();
    const event = {
      id: `evt_forged_${Date.now()}`,
      type: 'payment_intent.succeeded',
      created: now(),
      data: { id: intentId, amount: 9999, currency: 'GBP', status: 'succeeded', metadata: { paymentId: pending.id } },
    };
    const forged = await post(event, (raw) => signWebhook('not-the-secret-not-the-secret', raw, now()));
    expect([forged.statusCode, JSON.parse(forged.body).code]).toEqual([400, 'BAD_SIGNATURE']);
    const old = await post(event, (raw) => signWebhook(stack.webhookSecret, raw, now() - 301));
    expect([old.statusCode, JSON.parse(old.body).code]).toEqual([400, 'STALE_TIMESTAMP']);
    const future = await post(event, (raw) => signWebhook(stack.webhookSecret, raw, now() + 301));
    expect(future.statusCode).toBe(400);
    const missing = await stack.platform.inject({
      method: 'POST',
      url: '/psp/webhooks',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(missing.statusCode).toBe(400);
    // Signed over other bytes than those sent (a re-serialised body) does not verify either.
    const reordered = await post(event, (raw) => signWebhook(stack.webhookSecret, raw.replace('{"id"', '{ "id"'), now()));
    expect(reordered.statusCode).toBe(400);
    const after = await call('GET', `/customer/payments/${pending.id}`);
    expect(after.body.status).toBe('REQUIRES_ACTION');
    expect((await call('GET', '/user/licence')).body.licences).toEqual([]);
  });

  it('a replayed event changes nothing; a correctly signed event moves the payment once', async () => {
    const token = await newViewer(stack.platform);
    const call = caller(stack.platform, token);
    const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
    const pm = await cardToken(stack.pspBase, CARDS.challenge);
    const pending = (await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(pm), { 'idempotency-key': key() })).body;
    const intentId = pending.redirectUrl.split('/').pop();
    const failed = {
      id: `evt_${Date.now()}_fail`,
      type: 'payment_intent.payment_failed',
      created: now(),
      data: {
        id: intentId,
        amount: 9999,
        currency: 'GBP',
        status: 'failed',
        metadata: { paymentId: pending.id },
        failure: { code: 'card_declined', message: 'Declined.' },
      },
    };
    const first = await post(failed, (raw) => signWebhook(stack.webhookSecret, raw, now()));
    expect([first.statusCode, JSON.parse(first.body)]).toEqual([200, { received: true, duplicate: false }]);
    expect((await call('GET', `/customer/payments/${pending.id}`)).body).toMatchObject({ status: 'FAILED', failure: { code: 'card_declined' } });
    const replay = await post(failed, (raw) => signWebhook(stack.webhookSecret, raw, now()));
    expect(JSON.parse(replay.body)).toEqual({ received: true, duplicate: true });
    // A success event for the same intent after its failure grants nothing twice and never silently.
    const lateSuccess = {
      ...failed,
      id: `evt_${Date.now()}_late`,
      type: 'payment_intent.succeeded',
      data: { ...failed.data, status: 'succeeded', failure: undefined },
    };
    expect((await post(lateSuccess, (raw) => signWebhook(stack.webhookSecret, raw, now()))).statusCode).toBe(200);
    expect((await call('GET', `/customer/payments/${pending.id}`)).body.status).toBe('FAILED');
    expect((await call('GET', '/user/licence')).body.licences).toEqual([]);
    // The basket is open again for another attempt.
    expect((await call('GET', '/customer/basket')).body).toMatchObject({ id: basket.id, status: 'OPEN' });
  });

  it('the provider’s own webhook after a synchronous success changes nothing for an immediate licence', async () => {
    const token = await newViewer(stack.platform);
    const call = caller(stack.platform, token);
    const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
    const paid = (await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(await cardToken(stack.pspBase, CARDS.ok)), { 'idempotency-key': key() }))
      .body;
    const before = (await call('GET', '/user/licence')).body.licences;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = (await call('GET', '/user/licence')).body.licences;
    expect(after).toEqual(before);
    expect((await call('GET', `/customer/payments/${paid.id}`)).body.status).toBe('SUCCEEDED');
  });
});

describe('the provider down', () => {
  it('answers 503 PSP_UNAVAILABLE, charges nothing, keeps the basket and frees the key for a retry', async () => {
    const down = await startCommerce({ pspUrl: 'http://127.0.0.1:9', pspTimeoutMs: 500 });
    try {
      const token = await newViewer(down.platform);
      const call = caller(down.platform, token);
      const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
      const pm = await cardToken(down.pspBase, CARDS.ok);
      const k = key();
      const res = await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(pm), { 'idempotency-key': k });
      expect([res.status, res.body.code]).toEqual([503, 'PSP_UNAVAILABLE']);
      expect(res.body.messages[0]).toMatch(/Nothing was charged/);
      expect((await call('GET', '/customer/basket')).body).toMatchObject({ id: basket.id, status: 'OPEN', totals: { total: 9999 } });
      expect((await call('GET', '/user/licence')).body.licences).toEqual([]);
      expect((await call('GET', `/customer/payments/${res.body.details.paymentId}`)).body).toMatchObject({
        status: 'FAILED',
        failure: { code: 'PSP_UNAVAILABLE' },
      });
      // Nothing was executed at the provider, so the same key runs again (a new attempt, not a replay).
      const retry = await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(pm), { 'idempotency-key': k });
      expect([retry.status, retry.body.code]).toEqual([503, 'PSP_UNAVAILABLE']);
      expect(retry.body.details.paymentId).not.toBe(res.body.details.paymentId);
    } finally {
      await down.close();
    }
  });
});

describe('confirm-payment licences', () => {
  it('start INACTIVE with the pending action (content still denied) and become ACTIVE on the signed webhook (content granted at once)', async () => {
    const quiet = await startCommerce({ webhooks: false });
    try {
      const token = await newViewer(quiet.platform);
      const call = caller(quiet.platform, token);
      const manifest = async () => (await call('POST', '/v5/manifest/vod/vod-043?includePlaybackDetails=URL')).body.accessLevel;
      expect(await manifest()).toBe('DENIED');
      const basket = (await call('PUT', '/baskets/lic-fight-night-ppv')).body;
      const paid = (
        await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(await cardToken(quiet.pspBase, CARDS.ok)), { 'idempotency-key': key() })
      ).body;
      expect(paid).toMatchObject({
        status: 'SUCCEEDED',
        licences: [{ licenceId: 'lic-fight-night-ppv', status: 'INACTIVE', pendingAction: 'CONFIRMED_PAYMENT_REQUIRED' }],
      });
      const held = (await call('GET', '/user/licence')).body.licences[0];
      expect(held.licenceStatus).toMatchObject({
        status: 'INACTIVE',
        subscriptionPendingActions: [{ action: 'CONFIRMED_PAYMENT_REQUIRED' }],
        licencePayment: { paymentEventType: 'UNCONFIRMED' },
      });
      expect(await manifest()).toBe('DENIED');
      const payment = await quiet.platform.db.selectFrom('payments').selectAll().where('id', '=', paid.id).executeTakeFirstOrThrow();
      const now = Math.floor(Date.now() / 1000);
      const event = JSON.stringify({
        id: `evt_confirm_${Date.now()}`,
        type: 'payment_intent.succeeded',
        created: now,
        data: { id: payment.psp_intent_id, amount: payment.amount, currency: payment.currency, status: 'succeeded', metadata: { paymentId: paid.id } },
      });
      const send = () =>
        quiet.platform.inject({
          method: 'POST',
          url: '/psp/webhooks',
          headers: { 'content-type': 'application/json', 'psp-signature': signWebhook(quiet.webhookSecret, event, now) },
          payload: event,
        });
      expect((await send()).statusCode).toBe(200);
      expect((await call('GET', `/customer/payments/${paid.id}`)).body.licences[0]).toMatchObject({ status: 'ACTIVE', pendingAction: null });
      expect(await manifest()).toBe('GRANTED');
      const events = async () =>
        (await quiet.platform.db.selectFrom('payment_events').select('type').where('payment_id', '=', paid.id).orderBy('id').execute()).map((e) => e.type);
      expect(await events()).toEqual(['CREATED', 'PROVIDER_SUCCEEDED', 'LICENCE_CONFIRMED']);
      expect(JSON.parse((await send()).body)).toEqual({ received: true, duplicate: true });
      expect(await events()).toEqual(['CREATED', 'PROVIDER_SUCCEEDED', 'LICENCE_CONFIRMED']);
    } finally {
      await quiet.close();
    }
  });
});

describe('the ledger and card numbers', () => {
  it('payment events cannot be updated or deleted; a second live payment per basket is refused by the database', async () => {
    const db = stack.platform.db;
    const events = await db.selectFrom('payment_events').select(['id', 'type']).execute();
    expect(events.length).toBeGreaterThan(0);
    await expect(sql`update payment_events set type = 'REWRITTEN' where id = ${events[0].id}`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from payment_events where id = ${events[0].id}`.execute(db)).rejects.toThrow(/append-only/);
    const paid = await db.selectFrom('payments').selectAll().where('status', '=', 'SUCCEEDED').executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('payments')
        .values({ ...paid, id: 'pay_second', status: 'PROCESSING', psp_intent_id: null })
        .execute(),
    ).rejects.toThrow();
    // Every payment's status is the status of its latest event.
    const rows = await sql<{ id: string; status: string; last: string }>`
      select p.id, p.status, (select e.status from payment_events e where e.payment_id = p.id order by e.id desc limit 1) as last from payments p`.execute(db);
    for (const r of rows.rows) expect([r.id, r.status]).toEqual([r.id, r.last]);
  });

  it('the receipt mail names the amount, the tax and the period', async () => {
    const mails = await stack.platform.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'receipt').execute();
    expect(mails.length).toBeGreaterThan(0);
    const text = mails[0].text_body;
    expect(text).toMatch(/Amount paid: GBP \d+\.\d{2}/);
    expect(text).toMatch(/Tax included: GBP \d+\.\d{2} \(20\.00 %\)/);
    expect(text).toMatch(/Period: \d{4}-\d\d-\d\d to (\d{4}-\d\d-\d\d|no end date)/);
  });

  it('no test card number reaches the platform’s database or the logs', async () => {
    const logs = stack.logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    const tables = [
      'baskets',
      'orders',
      'payments',
      'payment_events',
      'idempotency_keys',
      'psp_webhook_events',
      'billing_details',
      'mail_outbox',
      'user_licences',
    ];
    let dump = '';
    for (const table of tables) dump += JSON.stringify((await sql`select * from ${sql.table(table)}`.execute(stack.platform.db)).rows);
    expect(dump).toContain('pay_');
    for (const number of Object.values(CARDS)) {
      for (const haystack of [logs, dump]) {
        expect(haystack).not.toContain(number);
        expect(haystack).not.toContain(number.match(/.{4}/g)!.join(' '));
      }
    }
  });
});
