/** Helpers of the provider's tests: an in-process provider on port 0 and a webhook receiver. */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildPsp, type PspOptions } from '../../psp/app';

export const SECRET_KEY = randomBytes(32).toString('hex');
export const WEBHOOK_SECRET = randomBytes(32).toString('hex');
export const RETURN_URL = 'http://localhost:3000/payment-authorization';

export const TEST_CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  challenge: '4000000000003220',
} as const;

export interface RunningPsp {
  app: FastifyInstance;
  base: string;
  close: () => Promise<void>;
}

export async function startPsp(options: Partial<PspOptions> = {}): Promise<RunningPsp> {
  const app = await buildPsp({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: 'http://127.0.0.1:9/unreachable',
    dataDir: 'memory://',
    retry: { firstDelayMs: 20, maxAttempts: 3, timeoutMs: 1000 },
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base: app.psp.publicUrl(), close: () => app.close() };
}

export const nextYear = new Date().getUTCFullYear() + 1;

export async function tokenise(base: string, number: string, card: Record<string, unknown> = {}) {
  const answer = await fetch(`${base}/v1/payment-methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'card', card: { number, expMonth: 12, expYear: nextYear, cvc: '123', postalCode: '1012 AB', name: 'Ada Lovelace', ...card } }),
  });
  return { status: answer.status, body: (await answer.json()) as any };
}

export async function createIntent(base: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const answer = await fetch(`${base}/v1/payment-intents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET_KEY}`, ...headers },
    body: JSON.stringify({ amount: 1299, currency: 'EUR', paymentMethodType: 'card', returnUrl: RETURN_URL, metadata: { paymentId: 'pay_1' }, ...body }),
  });
  return { status: answer.status, headers: answer.headers, body: (await answer.json()) as any };
}

export async function payWithCard(base: string, number: string, extra: Record<string, unknown> = {}) {
  const method = await tokenise(base, number);
  if (method.status !== 200) throw new Error(`tokenise ${number.slice(-4)}: ${method.status}`);
  return createIntent(base, { paymentMethod: method.body.id, ...extra });
}

export interface ReceivedWebhook {
  at: number;
  headers: IncomingHttpHeaders;
  rawBody: string;
}

/** A webhook endpoint that answers `statuses` in turn (then 200) and records every request. */
export async function startReceiver(statuses: number[] = []) {
  const received: ReceivedWebhook[] = [];
  const queue = [...statuses];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ at: Date.now(), headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = queue.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/psp/webhooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitFor<T>(read: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
