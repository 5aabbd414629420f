/**
 * What the platform does when the provider and the platform disagree after the fact:
 *
 * - a success that arrives for a payment the platform already failed (a provider call that
 *   timed out but charged) or expired (a 3-D Secure page completed after the bound) grants
 *   nothing and is refunded through the provider, once, with REFUND_REQUESTED and REFUNDED
 *   in the ledger — also when the provider does not answer the refund at first;
 * - a payment left PROCESSING by a platform that stopped between recording it and the
 *   provider's answer is settled, by the platform started again on the same database, with
 *   the intent the provider made under the payment's Idempotency-Key (or failed without a
 *   charge when the provider never received the request).
 *
 * Between the platform and the provider sits a small proxy that can hold, delay or refuse
 * calls; time past the bounds is moved with the platform's clock, never waited for.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPsp } from '../../psp/app.js';
import { openDatabase, dropSchema } from '../../platform/db/database.js';
import { PAYMENT_INTERRUPTED, PROCESSING_TIMEOUT_MS, REQUIRES_ACTION_TIMEOUT_MS } from '../../platform/commerce/payments.js';
import { commerceFor } from '../../platform/commerce/service.js';
import { startPlatform, type Platform } from './harness.js';
import {
  CARDS,
  caller,
  cardPayment,
  cardToken,
  eventually,
  freePort,
  key,
  newViewer,
  platformOptions,
  startCommerce,
  type CommerceStack,
} from './commerce-support.js';

type Mode = 'forward' | 'reach-late' | 'answer-late' | 'refunds-down' | 'forward-then-hang' | 'hang';

/** Platform → provider, with a switch: forward, pass creates on too late or answer them too late, refuse refunds, or hold creates (forwarded or not). */
async function startProxy() {
  let target = '';
  let mode: Mode = 'forward';
  let lateMs = 0;
  const held: ServerResponse[] = [];
  let creates = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const create = req.method === 'POST' && req.url === '/v1/payment-intents';
      if (create) creates++;
      if (create && mode === 'hang') return void held.push(res);
      if (mode === 'refunds-down' && req.url === '/v1/refunds') {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"code":"unavailable","message":"down"}}');
        return;
      }
      if (create && mode === 'reach-late') await new Promise((r) => setTimeout(r, lateMs));
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => ['authorization', 'content-type', 'idempotency-key', 'accept'].includes(name)),
      ) as Record<string, string>;
      const answer = await fetch(`${target}${req.url}`, {
        method: req.method,
        headers,
        ...(chunks.length && { body: Buffer.concat(chunks) }),
      });
      const body = await answer.text();
      if (create && mode === 'forward-then-hang') return void held.push(res);
      if (create && mode === 'answer-late') await new Promise((r) => setTimeout(r, lateMs));
      if (res.destroyed) return;
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setTarget: (url: string) => void (target = url),
    set(next: Mode, delayMs = 0) {
      mode = next;
      lateMs = delayMs;
    },
    creates: () => creates,
    /** Drops the connections of held calls (the platform that made them sees a network error). */
    dropHeld() {
      for (const res of held.splice(0)) res.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function events(platform: Platform, paymentId: string) {
  const rows = await platform.db.selectFrom('payment_events').select('type').where('payment_id', '=', paymentId).orderBy('id').execute();
  return rows.map((e) => e.type);
}

/** Answers the provider's 3-D Secure page as the viewer's browser would. */
async function answerChallenge(redirectUrl: string, decision: 'approve' | 'refuse') {
  const html = await (await fetch(redirectUrl)).text();
  const token = /name="token" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
  const answer = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ token, decision }).toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
}

async function intentAtProvider(pspBase: string, secretKey: string, id: string) {
  return (await fetch(`${pspBase}/v1/payment-intents/${id}`, { headers: { authorization: `Bearer ${secretKey}` } })).json() as Promise<any>;
}

describe('a success after the platform gave the payment up', () => {
  let stack: CommerceStack;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let offset = 0;

  beforeAll(async () => {
    proxy = await startProxy();
    stack = await startCommerce({ pspUrl: proxy.url, pspTimeoutMs: 1500, clock: { now: () => Date.now() + offset } });
    proxy.setTarget(stack.pspBase);
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
    await proxy?.close();
  });

  it('a provider call that timed out but charged: 503 to the viewer, then the webhook’s success is refunded once and grants nothing', async () => {
    const call = caller(stack.platform, await newViewer(stack.platform));
    const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
    // The create reaches the provider after the platform stopped waiting (1.5 s).
    proxy.set('reach-late', 2500);
    const paid = await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(await cardToken(stack.pspBase, CARDS.ok)), { 'idempotency-key': key() });
    expect([paid.status, paid.body.code]).toEqual([503, 'PSP_UNAVAILABLE']);
    const paymentId = paid.body.details.paymentId as string;

    // The provider charged and says so by webhook: recorded, refunded, never granted.
    const refunded = await eventually(
      () => events(stack.platform, paymentId),
      (types) => types.includes('REFUNDED'),
    );
    proxy.set('forward');
    expect(refunded).toEqual(['CREATED', 'FAILED', 'LATE_SUCCESS_REFUND_REQUIRED', 'REFUND_REQUESTED', 'REFUNDED']);
    const row = await stack.platform.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
    expect(row.status).toBe('FAILED');
    const intent = await intentAtProvider(stack.pspBase, stack.secretKey, row.psp_intent_id!);
    expect(intent).toMatchObject({ status: 'succeeded', amount: row.amount, amountRefunded: row.amount });
    expect((await call('GET', '/user/licence')).body.licences).toEqual([]);
    expect((await call('GET', '/customer/basket')).body).toMatchObject({ id: basket.id, status: 'OPEN' });

    // The refund event carries the provider's refund; reading the basket again refunds nothing more.
    const refund = await stack.platform.db
      .selectFrom('payment_events')
      .select('data')
      .where('payment_id', '=', paymentId)
      .where('type', '=', 'REFUNDED')
      .executeTakeFirstOrThrow();
    const data = (typeof refund.data === 'string' ? JSON.parse(refund.data) : refund.data) as { refund: string; amount: number };
    expect(data).toMatchObject({ amount: row.amount });
    expect(data.refund).toMatch(/^re_/);
    await call('GET', '/customer/basket');
    expect(await events(stack.platform, paymentId)).toEqual(['CREATED', 'FAILED', 'LATE_SUCCESS_REFUND_REQUIRED', 'REFUND_REQUESTED', 'REFUNDED']);
    expect((await intentAtProvider(stack.pspBase, stack.secretKey, row.psp_intent_id!)).amountRefunded).toBe(row.amount);
  });

  it('the provider’s answer lost but its webhook in first: the viewer is told the payment succeeded, nothing is refunded', async () => {
    const call = caller(stack.platform, await newViewer(stack.platform));
    const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
    proxy.set('answer-late', 2500);
    const paid = await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(await cardToken(stack.pspBase, CARDS.ok)), { 'idempotency-key': key() });
    proxy.set('forward');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'SUCCEEDED', licences: [{ licenceId: 'lic-arena-yearly', status: 'ACTIVE' }] });
    expect(await events(stack.platform, paid.body.id)).toEqual(['CREATED', 'WEBHOOK_SUCCEEDED']);
  });

  it('a 3-D Secure page completed after the expiry: the late success is refunded, the viewer’s new payment stands', async () => {
    const call = caller(stack.platform, await newViewer(stack.platform));
    const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
    const pending = (
      await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(await cardToken(stack.pspBase, CARDS.challenge)), { 'idempotency-key': key() })
    ).body;
    expect(pending.status).toBe('REQUIRES_ACTION');
    offset += REQUIRES_ACTION_TIMEOUT_MS + 1000;
    expect((await call('GET', '/customer/basket')).body.status).toBe('OPEN');
    await answerChallenge(pending.redirectUrl, 'approve');
    const types = await eventually(
      () => events(stack.platform, pending.id),
      (t) => t.includes('REFUNDED'),
    );
    expect(types).toEqual(['CREATED', 'PROVIDER_REQUIRES_ACTION', 'EXPIRED', 'LATE_SUCCESS_REFUND_REQUIRED', 'REFUND_REQUESTED', 'REFUNDED']);
    expect((await call('GET', '/user/licence')).body.licences).toEqual([]);
    const paid = await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(await cardToken(stack.pspBase, CARDS.ok)), { 'idempotency-key': key() });
    expect(paid.body).toMatchObject({ status: 'SUCCEEDED', licences: [{ licenceId: 'lic-arena-yearly', status: 'ACTIVE' }] });
  });

  it('a provider that does not answer the refund: REFUND_REQUESTED stays, and the refund completes once when the basket is next read', async () => {
    const call = caller(stack.platform, await newViewer(stack.platform));
    const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
    proxy.set('reach-late', 2500);
    const paid = await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(await cardToken(stack.pspBase, CARDS.ok)), { 'idempotency-key': key() });
    proxy.set('refunds-down');
    const paymentId = paid.body.details.paymentId as string;
    const requested = await eventually(
      () => events(stack.platform, paymentId),
      (t) => t.includes('REFUND_REQUESTED'),
    );
    expect(requested).toEqual(['CREATED', 'FAILED', 'LATE_SUCCESS_REFUND_REQUIRED', 'REFUND_REQUESTED']);
    // Still down: the next read tries again and records nothing new.
    await call('GET', '/customer/basket');
    expect(await events(stack.platform, paymentId)).toEqual(['CREATED', 'FAILED', 'LATE_SUCCESS_REFUND_REQUIRED', 'REFUND_REQUESTED']);

    proxy.set('forward');
    const [a, b] = await Promise.all([call('GET', '/customer/basket'), call('GET', '/customer/basket')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await events(stack.platform, paymentId)).toEqual(['CREATED', 'FAILED', 'LATE_SUCCESS_REFUND_REQUIRED', 'REFUND_REQUESTED', 'REFUNDED']);
    const row = await stack.platform.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
    const intent = await intentAtProvider(stack.pspBase, stack.secretKey, row.psp_intent_id!);
    // Two reads raced: one refund at the provider (the key is the payment's).
    expect(intent.amountRefunded).toBe(row.amount);
    expect((await call('GET', '/user/licence')).body.licences).toEqual([]);
  });

  it('a viewer who never comes back: the commerce worker’s sweep completes the owed refund, once, also when two processes sweep', async () => {
    const call = caller(stack.platform, await newViewer(stack.platform));
    const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
    proxy.set('reach-late', 2500);
    const paid = await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(await cardToken(stack.pspBase, CARDS.ok)), { 'idempotency-key': key() });
    proxy.set('refunds-down');
    const paymentId = paid.body.details.paymentId as string;
    await eventually(
      () => events(stack.platform, paymentId),
      (t) => t.includes('REFUND_REQUESTED'),
    );
    proxy.set('forward');
    const payments = commerceFor(stack.platform.app, stack.platform.app.platform).payments;
    const swept = await Promise.all([payments.settleAllAbandoned(), payments.settleAllAbandoned()]);
    expect(swept.every((n) => n >= 1)).toBe(true);
    expect(await events(stack.platform, paymentId)).toEqual(['CREATED', 'FAILED', 'LATE_SUCCESS_REFUND_REQUIRED', 'REFUND_REQUESTED', 'REFUNDED']);
    const row = await stack.platform.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
    expect((await intentAtProvider(stack.pspBase, stack.secretKey, row.psp_intent_id!)).amountRefunded).toBe(row.amount);
    // Nothing is owed any more: the next sweep finds nobody for this payment.
    expect(await payments.settleAllAbandoned()).toBe(0);
  });
});

describe('a payment left PROCESSING by a platform that stopped before the provider’s answer', () => {
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let psp: Awaited<ReturnType<typeof buildPsp>>;
  let pspBase: string;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let schema: string | undefined;
  let offset = 0;
  const secrets = { secretKey: randomBytes(24).toString('hex'), webhookSecret: randomBytes(24).toString('hex') };
  /** Two platforms on one database: `stopped` hangs on the provider call, `restarted` is the one started again. */
  let stopped: Platform;
  let restarted: Platform;

  beforeAll(async () => {
    proxy = await startProxy();
    // The provider's webhooks go nowhere: the restarted platform learns the state only by asking.
    psp = await buildPsp({ ...secrets, webhookUrl: `http://127.0.0.1:${await freePort()}/psp/webhooks`, dataDir: 'memory://' });
    await psp.listen({ host: '127.0.0.1', port: 0 });
    pspBase = psp.psp.publicUrl();
    proxy.setTarget(pspBase);
    const url = process.env.TEST_DATABASE_URL;
    schema = url ? `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}` : undefined;
    database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', schema });
    const clock = { now: () => Date.now() + offset };
    const base = platformOptions({ clock }, { base: pspBase, ...secrets }, []);
    // The stopped platform never hears back from the provider within the test.
    stopped = await startPlatform({
      ...base,
      config: { ...base.config, psp: { ...base.config!.psp!, url: proxy.url, timeoutMs: 60_000 } },
      sharedDatabase: database,
    });
    restarted = await startPlatform({ ...base, sharedDatabase: database });
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await stopped?.close();
    await restarted?.close();
    await psp?.close();
    await database?.close();
    if (process.env.TEST_DATABASE_URL && schema) await dropSchema(process.env.TEST_DATABASE_URL, schema);
  });

  /** Starts a payment on the stopped platform and waits until the provider call is under way (the payment is PROCESSING). */
  async function interruptedPayment(mode: 'forward-then-hang' | 'hang') {
    const token = await newViewer(stopped);
    const before = caller(stopped, token);
    const basket = (await before('PUT', '/baskets/lic-arena-yearly')).body;
    proxy.set(mode);
    const creates = proxy.creates();
    const inFlight = before('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(await cardToken(pspBase, CARDS.ok)), { 'idempotency-key': key() });
    await eventually(
      async () => proxy.creates(),
      (n) => n > creates,
    );
    const payment = await restarted.db.selectFrom('payments').selectAll().where('basket_id', '=', basket.id).executeTakeFirstOrThrow();
    expect(payment.status).toBe('PROCESSING');
    return { after: caller(restarted, token), basketId: basket.id as string, paymentId: payment.id, inFlight };
  }

  it('charged at the provider and the viewer never comes back: the commerce worker’s sweep grants the licence once', async () => {
    const { after, paymentId } = await interruptedPayment('forward-then-hang');
    const payments = commerceFor(restarted.app, restarted.app.platform).payments;
    // Within the bound nothing is settled: the provider may still answer the stopped platform.
    await payments.settleAllAbandoned();
    expect((await restarted.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status).toBe('PROCESSING');
    offset += PROCESSING_TIMEOUT_MS + 1000;
    await payments.settleAllAbandoned();
    expect(await events(restarted, paymentId)).toEqual(['CREATED', 'PROVIDER_SUCCEEDED']);
    expect((await after('GET', '/user/licence')).body.licences).toMatchObject([{ id: 'lic-arena-yearly' }]);
    proxy.dropHeld();
    // The later cases start within the bound again.
    offset -= PROCESSING_TIMEOUT_MS + 1000;
  });

  it('charged at the provider: once past the bound, the restarted platform finds the intent by its key and grants the licence once', async () => {
    const { after, basketId, paymentId, inFlight } = await interruptedPayment('forward-then-hang');
    const intents = psp.psp.store.intents.size;
    // Within the bound the payment may still be answered: the basket stays blocked.
    expect((await after('GET', '/customer/basket')).body).toMatchObject({ id: basketId, status: 'PAYING' });
    offset += PROCESSING_TIMEOUT_MS + 1000;
    expect((await after('GET', '/user/licence')).body.licences).toEqual([]);
    await after('GET', '/customer/basket');
    expect((await after('GET', `/customer/payments/${paymentId}`)).body).toMatchObject({
      status: 'SUCCEEDED',
      licences: [{ licenceId: 'lic-arena-yearly', status: 'ACTIVE' }],
    });
    expect(await events(restarted, paymentId)).toEqual(['CREATED', 'PROVIDER_SUCCEEDED']);
    // The stopped platform's call ending at last (a network error) undoes nothing: it answers the payment as settled.
    proxy.dropHeld();
    expect((await inFlight).body).toMatchObject({ id: paymentId, status: 'SUCCEEDED' });
    expect((await after('GET', `/customer/payments/${paymentId}`)).body.status).toBe('SUCCEEDED');
    expect(await events(restarted, paymentId)).toEqual(['CREATED', 'PROVIDER_SUCCEEDED']);
    // Settling asked the provider and never created a second intent.
    expect(psp.psp.store.intents.size).toBe(intents);
  });

  it('never received by the provider: failed without a charge (payment_interrupted), basket open, and the viewer pays again', async () => {
    const { after, basketId, paymentId, inFlight } = await interruptedPayment('hang');
    const intentsBefore = psp.psp.store.intents.size;
    offset += PROCESSING_TIMEOUT_MS + 1000;
    expect((await after('GET', '/customer/basket')).body).toMatchObject({ id: basketId, status: 'OPEN' });
    expect((await after('GET', `/customer/payments/${paymentId}`)).body).toMatchObject({ status: 'FAILED', failure: { code: PAYMENT_INTERRUPTED } });
    expect(await events(restarted, paymentId)).toEqual(['CREATED', 'EXPIRED']);
    expect(psp.psp.store.intents.size).toBe(intentsBefore);
    proxy.dropHeld();
    expect((await inFlight).body.code).toBe('PSP_UNAVAILABLE');
    const paid = await after('POST', `/customer/baskets/pay/${basketId}`, cardPayment(await cardToken(pspBase, CARDS.ok)), { 'idempotency-key': key() });
    expect(paid.body).toMatchObject({ status: 'SUCCEEDED', licences: [{ licenceId: 'lic-arena-yearly', status: 'ACTIVE' }] });
  });
});
