/**
 * Commerce recovering from what the viewer or the operator left behind: a 3-D Secure or bank
 * page abandoned past REQUIRES_ACTION_TIMEOUT_MS (time moved with the platform's injected
 * clock, never waited for), and a platform restarted between the charge and the webhook.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_EXPIRED, REQUIRES_ACTION_TIMEOUT_MS } from '../../platform/commerce/payments.js';
import { signWebhook } from '../../platform/commerce/webhook-signature.js';
import type { Platform } from './harness.js';
import {
  CARDS,
  caller,
  cardPayment,
  cardToken,
  eventually,
  key,
  newViewer,
  startCommerce,
  startRestartableCommerce,
  type CommerceStack,
} from './commerce-support.js';

let stack: CommerceStack;
let offset = 0;
/** Moves the platform's clock on (the provider and the tokens keep real time). */
const advance = (ms: number) => {
  offset += ms;
};

beforeAll(async () => {
  // Webhooks go nowhere: the platform learns the provider's state only by asking it.
  stack = await startCommerce({ webhooks: false, clock: { now: () => Date.now() + offset } });
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

async function events(platform: Platform, paymentId: string) {
  const rows = await platform.db.selectFrom('payment_events').select(['type', 'status']).where('payment_id', '=', paymentId).orderBy('id').execute();
  return rows.map((e) => e.type);
}

/** Answers the provider's challenge page as the viewer's browser would. */
async function answerChallenge(redirectUrl: string, decision: 'approve' | 'refuse') {
  const html = await (await fetch(redirectUrl)).text();
  const token = /name="token" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await fetch(new URL(action, redirectUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ token, decision }).toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
}

async function challengedPayment() {
  const call = caller(stack.platform, await newViewer(stack.platform));
  const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
  const pending = await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(await cardToken(stack.pspBase, CARDS.challenge)), {
    'idempotency-key': key(),
  });
  expect(pending.body).toMatchObject({ status: 'REQUIRES_ACTION' });
  return { call, basketId: basket.id as string, payment: pending.body };
}

describe('a payment abandoned on the provider’s page', () => {
  it('blocks the basket until the bound, then expires in the ledger, releases the basket and lets the viewer pay again', async () => {
    const { call, basketId, payment } = await challengedPayment();
    advance(REQUIRES_ACTION_TIMEOUT_MS - 60_000);
    expect((await call('GET', '/customer/basket')).body).toMatchObject({ id: basketId, status: 'PAYING' });
    expect((await call('PUT', '/baskets/lic-arena-monthly')).body.code).toBe('PAYMENT_IN_PROGRESS');
    expect(await events(stack.platform, payment.id)).toEqual(['CREATED', 'PROVIDER_REQUIRES_ACTION']);

    advance(60_000);
    expect((await call('GET', '/customer/basket')).body).toMatchObject({ id: basketId, status: 'OPEN' });
    const expired = (await call('GET', `/customer/payments/${payment.id}`)).body;
    expect(expired).toMatchObject({ status: 'FAILED', redirectUrl: null, failure: { code: PAYMENT_EXPIRED } });
    expect(await events(stack.platform, payment.id)).toEqual(['CREATED', 'PROVIDER_REQUIRES_ACTION', 'EXPIRED']);
    // Reading again changes nothing: the ledger records the expiry once.
    await call('GET', '/customer/basket');
    expect(await events(stack.platform, payment.id)).toEqual(['CREATED', 'PROVIDER_REQUIRES_ACTION', 'EXPIRED']);

    // The basket takes changes again, and a new payment goes through.
    expect((await call('PUT', '/baskets/lic-arena-monthly')).status).toBe(200);
    expect((await call('PUT', '/baskets/lic-arena-yearly')).status).toBe(200);
    const paid = await call('POST', `/customer/baskets/pay/${basketId}`, cardPayment(await cardToken(stack.pspBase, CARDS.ok)), { 'idempotency-key': key() });
    expect(paid.body).toMatchObject({ status: 'SUCCEEDED', licences: [{ licenceId: 'lic-arena-yearly', status: 'ACTIVE' }] });
    const payments = await stack.platform.db.selectFrom('payments').select(['id', 'status']).where('basket_id', '=', basketId).orderBy('created_at').execute();
    expect(payments.map((p) => p.status).sort()).toEqual(['FAILED', 'SUCCEEDED']);
  });

  it('a payment approved at the provider whose webhook never came completes exactly once when the viewer comes back', async () => {
    const { call, basketId, payment } = await challengedPayment();
    await answerChallenge(payment.redirectUrl, 'approve');
    advance(REQUIRES_ACTION_TIMEOUT_MS + 1000);
    // The basket read and a second payment race: the provider's success is applied once, and nothing is charged twice.
    const [read, again] = await Promise.all([
      call('GET', '/customer/basket'),
      call('POST', `/customer/baskets/pay/${basketId}`, cardPayment(await cardToken(stack.pspBase, CARDS.ok)), { 'idempotency-key': key() }),
    ]);
    expect([again.status, again.body.code]).toEqual([409, 'BASKET_ALREADY_PAID']);
    expect(read.status).toBe(200);
    const done = (await call('GET', `/customer/payments/${payment.id}`)).body;
    expect(done).toMatchObject({ status: 'SUCCEEDED', licences: [{ licenceId: 'lic-arena-yearly', status: 'ACTIVE' }] });
    expect(await events(stack.platform, payment.id)).toEqual(['CREATED', 'PROVIDER_REQUIRES_ACTION', 'PROVIDER_SUCCEEDED']);
    expect((await call('GET', '/user/licence')).body.licences.map((l: any) => l.id)).toEqual(['lic-arena-yearly']);

    // The provider's webhook arriving late changes nothing.
    const row = await stack.platform.db.selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirstOrThrow();
    const now = Math.floor(Date.now() / 1000);
    const event = JSON.stringify({
      id: `evt_late_${Date.now()}`,
      type: 'payment_intent.succeeded',
      created: now,
      data: { id: row.psp_intent_id, amount: row.amount, currency: row.currency, status: 'succeeded', metadata: { paymentId: payment.id } },
    });
    const late = await stack.platform.inject({
      method: 'POST',
      url: '/psp/webhooks',
      headers: { 'content-type': 'application/json', 'psp-signature': signWebhook(stack.webhookSecret, event, now) },
      payload: event,
    });
    expect(late.statusCode).toBe(200);
    expect(await events(stack.platform, payment.id)).toEqual(['CREATED', 'PROVIDER_REQUIRES_ACTION', 'PROVIDER_SUCCEEDED']);
    expect(await stack.platform.db.selectFrom('payments').select('id').where('basket_id', '=', basketId).execute()).toHaveLength(1);
  });

  it('a payment refused at the provider is recorded as the provider’s failure, not as an expiry', async () => {
    const { call, basketId, payment } = await challengedPayment();
    await answerChallenge(payment.redirectUrl, 'refuse');
    advance(REQUIRES_ACTION_TIMEOUT_MS + 1000);
    expect((await call('GET', '/customer/basket')).body).toMatchObject({ id: basketId, status: 'OPEN' });
    expect((await call('GET', `/customer/payments/${payment.id}`)).body).toMatchObject({ status: 'FAILED', failure: { code: 'authentication_failed' } });
    expect(await events(stack.platform, payment.id)).toEqual(['CREATED', 'PROVIDER_REQUIRES_ACTION', 'PROVIDER_FAILED']);
  });

  it('stays blocking while the provider cannot be asked (it may have charged)', async () => {
    const quiet = await startCommerce({ webhooks: false, clock: { now: () => Date.now() + offset } });
    try {
      const call = caller(quiet.platform, await newViewer(quiet.platform));
      const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
      const pending = await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(await cardToken(quiet.pspBase, CARDS.challenge)), {
        'idempotency-key': key(),
      });
      expect(pending.body.status).toBe('REQUIRES_ACTION');
      await quiet.stopPsp();
      advance(REQUIRES_ACTION_TIMEOUT_MS + 1000);
      expect((await call('GET', '/customer/basket')).body).toMatchObject({ id: basket.id, status: 'PAYING' });
      expect(await events(quiet.platform, pending.body.id)).toEqual(['CREATED', 'PROVIDER_REQUIRES_ACTION']);
    } finally {
      await quiet.close();
    }
  });
});

describe('a platform restarted between the charge and the webhook', () => {
  it('activates the confirm-payment licence once, from the provider’s retried webhook, on the same database', async () => {
    const restartable = await startRestartableCommerce();
    try {
      const first = restartable.platform;
      const token = await newViewer(first);
      const call = caller(first, token);
      const basket = (await call('PUT', '/baskets/lic-fight-night-ppv')).body;
      const paid = (
        await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(await cardToken(restartable.pspBase, CARDS.ok)), { 'idempotency-key': key() })
      ).body;
      expect(paid).toMatchObject({
        status: 'SUCCEEDED',
        licences: [{ licenceId: 'lic-fight-night-ppv', status: 'INACTIVE', pendingAction: 'CONFIRMED_PAYMENT_REQUIRED' }],
      });
      // The provider's first delivery found nobody listening.
      const failedTry = await eventually(
        async () => restartable.logs.some((line) => /webhook evt_\w+ try 1 failed/.test(line)),
        (seen) => seen,
      );
      expect(failedTry).toBe(true);

      const second = await restartable.restart();
      // The viewer's session lives in the database: it outlives the restart.
      const again = caller(second, token);
      const status = await eventually(
        () => again('GET', `/customer/payments/${paid.id}`),
        (r) => r.body.licences?.[0]?.status === 'ACTIVE',
        // The retry after a slow restart (a loaded machine) may be several doubled delays away.
        40_000,
      );
      expect(status.body.licences[0]).toMatchObject({ licenceId: 'lic-fight-night-ppv', status: 'ACTIVE', pendingAction: null });
      // The provider logs the delivery once it has read the platform's 200, which can be after the licence is visible.
      const delivered = await eventually(
        async () => restartable.logs.some((line) => /webhook evt_\w+ \(pi_\w+\) delivered on try/.test(line)),
        (seen) => seen,
      );
      expect(delivered).toBe(true);

      const payments = await second.db.selectFrom('payments').selectAll().where('basket_id', '=', basket.id).execute();
      expect(payments).toHaveLength(1);
      const licences = await second.db.selectFrom('user_licences').selectAll().where('user_id', '=', payments[0].user_id).execute();
      expect(licences.map((l) => [l.licence_id, l.status])).toEqual([['lic-fight-night-ppv', 'ACTIVE']]);
      expect(await events(second, paid.id)).toEqual(['CREATED', 'PROVIDER_SUCCEEDED', 'LICENCE_CONFIRMED']);
      expect(await second.db.selectFrom('psp_webhook_events').select('id').where('intent_id', '=', payments[0].psp_intent_id!).execute()).toHaveLength(1);
    } finally {
      await restartable.close();
    }
  }, 90_000);
});
