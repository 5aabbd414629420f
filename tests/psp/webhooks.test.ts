/** Signed webhooks: the signature helper, delivery, retries with backoff, restarts. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signPspPayload, verifyPspSignature } from '../../psp/signature';
import { retryDelay } from '../../psp/webhooks';
import { freePort } from '../support/stack';
import { createIntent, payWithCard, startPsp, startReceiver, TEST_CARDS, waitFor, WEBHOOK_SECRET, type RunningPsp } from './support';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe('verifyPspSignature', () => {
  const body = '{"id":"evt_1","type":"payment_intent.succeeded"}';
  const now = 1_800_000_000;

  it('accepts its own signature within the window', () => {
    expect(verifyPspSignature(WEBHOOK_SECRET, signPspPayload(WEBHOOK_SECRET, body, now), body, 300, now + 299)).toEqual({ ok: true, timestamp: now });
  });

  it('refuses a changed body, another secret, an old or future timestamp, junk', () => {
    const header = signPspPayload(WEBHOOK_SECRET, body, now);
    expect(verifyPspSignature(WEBHOOK_SECRET, header, body.replace('1', '2'), 300, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyPspSignature('another-secret-another-secret-xx', header, body, 300, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyPspSignature(WEBHOOK_SECRET, header, body, 300, now + 301)).toEqual({ ok: false, reason: 'timestamp' });
    expect(verifyPspSignature(WEBHOOK_SECRET, header, body, 300, now - 301)).toEqual({ ok: false, reason: 'timestamp' });
    // The timestamp is signed: moving it breaks the signature.
    expect(verifyPspSignature(WEBHOOK_SECRET, header.replace(`t=${now}`, `t=${now + 100}`), body, 300, now + 100).ok).toBe(false);
    expect(verifyPspSignature(WEBHOOK_SECRET, undefined, body)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyPspSignature(WEBHOOK_SECRET, 'v1=abc', body)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('accepts any of several v1 signatures (secret rotation)', () => {
    const old = signPspPayload('old-secret-old-secret-old-secret', body, now).split(',')[1];
    const header = `${signPspPayload(WEBHOOK_SECRET, body, now)},${old}`;
    expect(verifyPspSignature('old-secret-old-secret-old-secret', header, body, 300, now).ok).toBe(true);
  });
});

describe('delivery', () => {
  it('sends one signed event per final state, verifiable over the raw body', async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const psp = await startPsp({ webhookUrl: receiver.url });
    cleanups.push(psp.close);
    const ok = await payWithCard(psp.base, TEST_CARDS.visa);
    const declined = await payWithCard(psp.base, TEST_CARDS.declined);
    await payWithCard(psp.base, TEST_CARDS.challenge); // not final: no event
    await waitFor(() => receiver.received.length >= 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.received).toHaveLength(2);
    const events = receiver.received.map((r) => {
      expect(r.headers['content-type']).toBe('application/json');
      expect(verifyPspSignature(WEBHOOK_SECRET, r.headers['psp-signature'] as string, r.rawBody).ok).toBe(true);
      return JSON.parse(r.rawBody);
    });
    const byIntent = Object.fromEntries(events.map((e) => [e.data.id, e]));
    expect(byIntent[ok.body.id]).toMatchObject({
      type: 'payment_intent.succeeded',
      data: { amount: 1299, currency: 'EUR', status: 'succeeded', metadata: { paymentId: 'pay_1' } },
    });
    expect(byIntent[ok.body.id].id).toMatch(/^evt_/);
    expect(typeof byIntent[ok.body.id].created).toBe('number');
    expect(byIntent[declined.body.id]).toMatchObject({ type: 'payment_intent.payment_failed', data: { status: 'failed', failure: { code: 'card_declined' } } });
  });

  it('retries with a doubling delay until a 2xx, then stops', async () => {
    const receiver = await startReceiver([500, 503, 404]);
    cleanups.push(receiver.close);
    const psp = await startPsp({ webhookUrl: receiver.url, retry: { firstDelayMs: 100, maxAttempts: 10, timeoutMs: 1000 } });
    cleanups.push(psp.close);
    const { body } = await payWithCard(psp.base, TEST_CARDS.visa);
    await waitFor(() => receiver.received.length >= 4, 5000);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received).toHaveLength(4);
    const gaps = receiver.received.slice(1).map((r, i) => r.at - receiver.received[i].at);
    // 100, 200, 400 ms (timers fire late, never early).
    expect(gaps[0]).toBeGreaterThanOrEqual(95);
    expect(gaps[1]).toBeGreaterThanOrEqual(195);
    expect(gaps[2]).toBeGreaterThanOrEqual(395);
    expect(gaps[2]).toBeLessThan(1500);
    // Same event every time, signed afresh.
    expect(new Set(receiver.received.map((r) => JSON.parse(r.rawBody).id)).size).toBe(1);
    const delivery = await waitFor(() => [...psp.app.psp.store.deliveries.values()].find((d) => d.intentId === body.id && d.state === 'delivered'));
    expect(delivery.attempts).toBe(4);
  });

  it('gives up after maxAttempts and keeps the delivery marked abandoned', async () => {
    const receiver = await startReceiver([500, 500, 500, 500]);
    cleanups.push(receiver.close);
    const psp = await startPsp({ webhookUrl: receiver.url, retry: { firstDelayMs: 10, maxAttempts: 3, timeoutMs: 1000 } });
    cleanups.push(psp.close);
    const { body } = await payWithCard(psp.base, TEST_CARDS.visa);
    const delivery = await waitFor(() => [...psp.app.psp.store.deliveries.values()].find((d) => d.intentId === body.id && d.state === 'abandoned'));
    expect(delivery.attempts).toBe(3);
    expect(receiver.received).toHaveLength(3);
    expect(retryDelay({ firstDelayMs: 1000, maxAttempts: 10, timeoutMs: 1 }, 1)).toBe(1000);
    expect(retryDelay({ firstDelayMs: 1000, maxAttempts: 10, timeoutMs: 1 }, 4)).toBe(8000);
  });

  it('treats a slow endpoint as a failure (timeout) and tries again', async () => {
    let calls = 0;
    const server = createServer((_req, res) => {
      calls += 1;
      if (calls === 1) setTimeout(() => res.end(), 1000);
      else res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise<void>((r) => server.close(() => r())));
    const port = (server.address() as { port: number }).port;
    const psp = await startPsp({ webhookUrl: `http://127.0.0.1:${port}/`, retry: { firstDelayMs: 20, maxAttempts: 5, timeoutMs: 150 } });
    cleanups.push(psp.close);
    const { body } = await payWithCard(psp.base, TEST_CARDS.visa);
    const delivery = await waitFor(() => [...psp.app.psp.store.deliveries.values()].find((d) => d.intentId === body.id && d.state === 'delivered'));
    expect(delivery.attempts).toBe(2);
  });
});

describe('restarts', () => {
  it('a platform that is down when the payment completes hears of it once it is back on its port', async () => {
    const port = await freePort();
    const psp = await startPsp({ webhookUrl: `http://127.0.0.1:${port}/psp/webhooks`, retry: { firstDelayMs: 50, maxAttempts: 10, timeoutMs: 500 } });
    cleanups.push(psp.close);
    const { body } = await payWithCard(psp.base, TEST_CARDS.visa);
    // Nothing listens: connection refused, retried.
    await waitFor(() => [...psp.app.psp.store.deliveries.values()].find((d) => d.intentId === body.id && d.attempts >= 2));
    const bodies: string[] = [];
    const platform = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        bodies.push(raw);
        res.end();
      });
    });
    await new Promise<void>((r) => platform.listen(port, '127.0.0.1', r));
    cleanups.push(() => new Promise<void>((r) => platform.close(() => r())));
    await waitFor(() => bodies.length >= 1, 5000);
    expect(JSON.parse(bodies[0]).data.id).toBe(body.id);
    // Marked delivered once the provider has read the answer, a moment after the body arrived here.
    const delivery = await waitFor(() => [...psp.app.psp.store.deliveries.values()].find((d) => d.intentId === body.id && d.state === 'delivered'));
    expect(delivery.attempts).toBeGreaterThanOrEqual(3);
  });

  it('a provider restart keeps intents, methods, idempotency and still delivers pending events', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'psp-restart-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    // First run: the platform is unreachable, so the event stays pending.
    let psp: RunningPsp = await startPsp({ dataDir, webhookUrl: 'http://127.0.0.1:9/down', retry: { firstDelayMs: 60_000, maxAttempts: 10, timeoutMs: 500 } });
    const { body } = await payWithCard(psp.base, TEST_CARDS.visa);
    const keyed = await createIntent(psp.base, { paymentMethodType: 'ideal' }, { 'idempotency-key': 'restart-key' });
    await waitFor(() => [...psp.app.psp.store.deliveries.values()].find((d) => d.intentId === body.id && d.attempts === 1));
    await psp.close();

    // Second run: the platform is back; the delivery resumes on its own.
    psp = await startPsp({ dataDir, webhookUrl: receiver.url, retry: { firstDelayMs: 10, maxAttempts: 10, timeoutMs: 500 } });
    cleanups.push(psp.close);
    // The persisted next try is a minute away: restarts deliver what is due; bring it forward as time would.
    for (const delivery of psp.app.psp.store.deliveries.values()) delivery.nextAttemptAt = Date.now();
    psp.app.psp.webhooks.start();
    await waitFor(() => receiver.received.length >= 1);
    expect(JSON.parse(receiver.received[0].rawBody).data.id).toBe(body.id);
    expect(psp.app.psp.store.intents.get(body.id)?.status).toBe('succeeded');
    const replay = await createIntent(psp.base, { paymentMethodType: 'ideal' }, { 'idempotency-key': 'restart-key' });
    expect(replay.body.id).toBe(keyed.body.id);
  });

  it('a due delivery is sent at start without help', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'psp-restart-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let psp: RunningPsp = await startPsp({ dataDir, webhookUrl: 'http://127.0.0.1:9/down', retry: { firstDelayMs: 50, maxAttempts: 10, timeoutMs: 500 } });
    const { body } = await payWithCard(psp.base, TEST_CARDS.declined);
    await waitFor(() => [...psp.app.psp.store.deliveries.values()].find((d) => d.intentId === body.id && d.attempts >= 1));
    await psp.close();
    await new Promise((r) => setTimeout(r, 100));
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    psp = await startPsp({ dataDir, webhookUrl: receiver.url });
    cleanups.push(psp.close);
    await waitFor(() => receiver.received.length >= 1);
    expect(JSON.parse(receiver.received[0].rawBody)).toMatchObject({ type: 'payment_intent.payment_failed', data: { id: body.id } });
  });
});
