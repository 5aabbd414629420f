/**
 * Commerce test stack: the real platform (PGlite, or PostgreSQL under test:pg) listening on a
 * loopback port for the provider's webhooks, and the real reference payment provider
 * (psp/app.ts) in process, both sharing fresh random secrets.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { buildPsp } from '../../psp/app.js';
import { parseCidrList } from '../../platform/security/client-address.js';
import { dropSchema, openDatabase } from '../../platform/db/database.js';
import { startPlatform, type Platform, type PlatformOptions } from './harness.js';

export const REALM = 'arena';
export const VPN_RANGE = '203.0.113.0/24';
export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  challenge: '4000000000003220',
} as const;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface CommerceStack {
  platform: Platform;
  pspBase: string;
  secretKey: string;
  webhookSecret: string;
  logs: string[];
  /** Stops the provider (to test an unreachable provider); `close` is safe after it. */
  stopPsp(): Promise<void>;
  close(): Promise<void>;
}

interface StackOptions {
  pspUrl?: string;
  pspTimeoutMs?: number;
  /** false: the provider's deliveries go nowhere (the test posts them itself). */
  webhooks?: boolean;
  /** The platform's clock (tests move time with it instead of waiting). */
  clock?: { now(): number };
}

export function platformOptions(options: StackOptions, psp: { base: string; secretKey: string; webhookSecret: string }, logs: string[]): PlatformOptions {
  return {
    config: {
      psp: {
        url: options.pspUrl ?? psp.base,
        publicUrl: psp.base,
        secretKey: psp.secretKey,
        webhookSecret: psp.webhookSecret,
        timeoutMs: options.pspTimeoutMs ?? 3000,
      },
      webPublicUrl: 'http://localhost:3000',
      // A documentation range stands for known VPN exits (the realms block purchases from them).
      vpnAddressRanges: parseCidrList(VPN_RANGE),
      logLevel: 'info',
    },
    logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } },
    ...(options.clock && { clock: options.clock }),
  };
}

export async function startCommerce(options: StackOptions = {}): Promise<CommerceStack> {
  const secretKey = randomBytes(24).toString('hex');
  const webhookSecret = randomBytes(24).toString('hex');
  const platformPort = await freePort();
  const logs: string[] = [];
  const psp = await buildPsp({
    secretKey,
    webhookSecret,
    webhookUrl: options.webhooks === false ? 'http://127.0.0.1:9/nowhere' : `http://127.0.0.1:${platformPort}/psp/webhooks`,
    dataDir: 'memory://',
    retry: { firstDelayMs: 50, maxAttempts: 5, timeoutMs: 2000 },
    logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } },
  });
  await psp.listen({ host: '127.0.0.1', port: 0 });
  const pspBase = psp.psp.publicUrl();
  const platform = await startPlatform(platformOptions(options, { base: pspBase, secretKey, webhookSecret }, logs));
  await platform.app.listen({ host: '127.0.0.1', port: platformPort });
  let pspOpen = true;
  return {
    platform,
    pspBase,
    secretKey,
    webhookSecret,
    logs,
    async stopPsp() {
      if (pspOpen) await psp.close();
      pspOpen = false;
    },
    async close() {
      if (pspOpen) await psp.close();
      await platform.close();
    },
  };
}

export interface RestartableCommerce {
  /** The platform running now (inject only until `restart`; then also listening for webhooks). */
  platform: Platform;
  pspBase: string;
  webhookSecret: string;
  logs: string[];
  /** Closes the platform (the database stays) and starts a new one on the same database, listening for the provider. */
  restart(): Promise<Platform>;
  close(): Promise<void>;
}

/**
 * A platform that can be restarted on its database. The provider's webhook URL names a port
 * nothing listens on until `restart`, so every delivery before it fails and is retried.
 */
export async function startRestartableCommerce(): Promise<RestartableCommerce> {
  const secretKey = randomBytes(24).toString('hex');
  const webhookSecret = randomBytes(24).toString('hex');
  const platformPort = await freePort();
  const logs: string[] = [];
  const psp = await buildPsp({
    secretKey,
    webhookSecret,
    webhookUrl: `http://127.0.0.1:${platformPort}/psp/webhooks`,
    dataDir: 'memory://',
    retry: { firstDelayMs: 100, maxAttempts: 10, timeoutMs: 2000 },
    logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } },
  });
  await psp.listen({ host: '127.0.0.1', port: 0 });
  const pspBase = psp.psp.publicUrl();
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}` : undefined;
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', schema });
  const options = () => ({ ...platformOptions({}, { base: pspBase, secretKey, webhookSecret }, logs), sharedDatabase: database });
  const stack: RestartableCommerce = {
    platform: await startPlatform(options()),
    pspBase,
    webhookSecret,
    logs,
    async restart() {
      await stack.platform.close();
      stack.platform = await startPlatform(options());
      await stack.platform.app.listen({ host: '127.0.0.1', port: platformPort });
      return stack.platform;
    },
    async close() {
      await psp.close();
      await stack.platform.close();
      await database.close();
      if (url && schema) await dropSchema(url, schema);
    },
  };
  return stack;
}

const VIEWER_PASSWORD = 'correct horse battery staple';

interface ViewerOptions {
  /** The start of the viewer's unique e-mail address. */
  emailPrefix?: string;
  name?: string;
}

/** Signs a fresh viewer up from a documentation address of its own (so sign-up limits of one test never reach another); answers the e-mail and that address. */
export async function signUpViewer(platform: Platform, { emailPrefix = 'buyer', name = 'Buyer' }: ViewerOptions = {}) {
  const email = `${emailPrefix}-${randomUUID().slice(0, 8)}@example.com`;
  const remoteAddress = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  const signup = await platform.inject({
    method: 'POST',
    url: '/signup',
    headers: { realm: REALM },
    payload: {
      username: email,
      password: VIEWER_PASSWORD,
      name,
      consentAnswers: [
        { fieldName: 'acceptTerms', answer: true },
        { fieldName: 'privacyNotice', answer: true },
      ],
    },
    remoteAddress,
  });
  if (signup.statusCode !== 202) throw new Error(`signup: ${signup.statusCode} ${signup.body}`);
  return { email, remoteAddress };
}

/** A fresh signed-up viewer, signed in from the address it signed up from; answers the e-mail and the bearer token. */
export async function signedInViewer(platform: Platform, options: ViewerOptions = {}) {
  const { email, remoteAddress } = await signUpViewer(platform, options);
  const login = await platform.inject({
    method: 'POST',
    url: '/login',
    headers: { realm: REALM },
    payload: { id: email, secret: VIEWER_PASSWORD },
    remoteAddress,
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  return { email, token: JSON.parse(login.body).authorisationToken as string };
}

/** A fresh signed-up viewer (so each test has its own basket), signed in; answers the bearer token. */
export async function newViewer(platform: Platform): Promise<string> {
  return (await signedInViewer(platform)).token;
}

export interface Call {
  status: number;
  body: any;
  headers: LightMyRequestResponse['headers'];
}

/** Calls the platform as `token` (or anonymously) with `extra` headers, from `remoteAddress` (loopback unless given). */
export function caller(platform: Platform, token: string | null, extra: Record<string, string> = {}, remoteAddress?: string) {
  return async (method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Call> => {
    const res = await platform.inject({
      method,
      url,
      headers: { realm: REALM, ...(token && { authorization: `Bearer ${token}` }), ...extra, ...headers },
      ...(payload !== undefined && { payload: payload as object }),
      ...(remoteAddress && { remoteAddress }),
    });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, headers: res.headers };
  };
}

/** Tokenises a card at the provider as the hosted fields do: the platform never sees the number. */
export async function cardToken(pspBase: string, number: string): Promise<string> {
  const res = await fetch(`${pspBase}/v1/payment-methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'card',
      card: { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', postalCode: 'SW1A 1AA', name: 'Ada Lovelace' },
    }),
  });
  const body = (await res.json()) as { id?: string };
  if (res.status !== 200 || !body.id) throw new Error(`tokenise: ${res.status}`);
  return body.id;
}

export function cardPayment(paymentMethodId: string, extra: Record<string, unknown> = {}) {
  return {
    paymentArrangement: {
      primaryPaymentDetailsAttributes: { paymentDetailsExternalId: paymentMethodId, targetPaymentProvider: 'reference-card', paymentMethodType: 'card' },
    },
    returnUrl: 'http://localhost:3000/payment-authorization',
    ...extra,
  };
}

export const key = () => `key-${randomUUID()}`;

/** Polls until `check` holds (webhooks arrive asynchronously). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 8000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
