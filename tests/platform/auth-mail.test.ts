/**
 * Mail flows of the platform against a real SMTP server on loopback (tests/support/smtp.ts):
 * password reset, magic link, sign-up confirmation; single-use hashed tokens; the outbox
 * without SMTP; the same answer for unknown accounts; rate limits with Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, signIn, startPlatform, type Platform } from './harness';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp';
import { hashToken } from '../../platform/auth/tokens';
import { FLOW_LIMITS, RateLimiter } from '../../platform/auth/rate-limit';

const realm = 'arena';
/** The arena sign-up form's required consent terms (realms/arena/forms/signup.json). */
const consentAnswers = [
  { fieldName: 'acceptTerms', answer: true },
  { fieldName: 'privacyNotice', answer: true },
];
const headers = { realm, 'x-web-origin': 'http://arena.localhost:3340' };

function tokenOf(link: string) {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

describe('mail flows over SMTP', () => {
  let smtp: SmtpTestServer;
  let platform: Platform;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    platform = await startPlatform({ config: { smtpUrl: smtp.url, mailFrom: 'Arena <no-reply@arena.test>' } });
  }, 180_000); // a platform start (PGlite, migrations, seeds) takes long on a busy shared box
  afterAll(async () => {
    await platform?.close();
    await smtp?.close();
  });

  it('password reset: the mailed link sets a new password once, signs out everywhere, and the old password stops working', async () => {
    const before = await signIn(platform, realm, 'viewer@example.com');
    const create = await platform.inject({ method: 'POST', url: '/reset-password/create', headers, payload: { id: 'Viewer@Example.com' } });
    expect(create.statusCode).toBe(204);

    const mail = await smtp.nextMail('viewer@example.com');
    expect(mail.subject).toMatch(/reset/i);
    expect(mail.from).toBe('no-reply@arena.test');
    const link = smtp.linkIn(mail, /\/login\/resetpwd\?token=/);
    expect(link.startsWith('http://arena.localhost:3340/login/resetpwd?token=')).toBe(true);
    const token = tokenOf(link);

    // Stored hashed, never in plain.
    const rows = await platform.app.platform.db.selectFrom('account_tokens').select(['token_hash', 'kind']).where('kind', '=', 'reset').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);

    // A weak password is refused without using the token up.
    const weak = await platform.inject({ method: 'PUT', url: '/reset-password', headers, payload: { token, secret: 'password123' } });
    expect(weak.statusCode).toBe(400);
    expect(platform.json(weak).code).toBe('WEAK_PASSWORD');

    const reset = await platform.inject({ method: 'PUT', url: '/reset-password', headers, payload: { token, secret: 'A-brand-new-passphrase' } });
    expect(reset.statusCode).toBe(204);
    const again = await platform.inject({ method: 'PUT', url: '/reset-password', headers, payload: { token, secret: 'Another-new-passphrase' } });
    expect(again.statusCode).toBe(404);
    expect(platform.json(again).code).toBe('INVALID_TOKEN');

    const old = await platform.inject({ method: 'POST', url: '/login', headers, payload: { id: 'viewer@example.com', secret: DEMO_PASSWORD } });
    expect(old.statusCode).toBe(401);
    await signIn(platform, realm, 'viewer@example.com', 'A-brand-new-passphrase');
    // The session from before the reset is gone.
    const refresh = await platform.inject({ method: 'POST', url: '/token/refresh', headers, payload: { refreshToken: before.refreshToken } });
    expect(refresh.statusCode).toBe(401);
  });

  it('magic link: the mailed token signs in once; a second request retires the first link', async () => {
    const first = await platform.inject({ method: 'GET', url: '/token/alt/magic-email?email=subscriber@example.com', headers });
    expect(first.statusCode).toBe(204);
    const firstToken = tokenOf(smtp.linkIn(await smtp.nextMail('subscriber@example.com'), /\/login\/magic-link\?token=/));
    await platform.inject({ method: 'GET', url: '/token/alt/magic-email?email=subscriber@example.com', headers });
    const secondToken = tokenOf(smtp.linkIn(await smtp.nextMail('subscriber@example.com'), /\/login\/magic-link\?token=/));

    const retired = await platform.inject({ method: 'POST', url: '/token/alt/magic-email', headers, payload: { token: firstToken } });
    expect(retired.statusCode).toBe(401);
    const ok = await platform.inject({ method: 'POST', url: '/token/alt/magic-email', headers, payload: { token: secondToken } });
    expect(ok.statusCode).toBe(200);
    expect(platform.json(ok)).toMatchObject({ authorisationToken: expect.any(String), refreshToken: expect.any(String) });
    const reused = await platform.inject({ method: 'POST', url: '/token/alt/magic-email', headers, payload: { token: secondToken } });
    expect(reused.statusCode).toBe(401);
    // A token of another realm's call is refused.
    await platform.inject({ method: 'GET', url: '/token/alt/magic-email?email=subscriber@example.com', headers });
    const third = tokenOf(smtp.linkIn(await smtp.nextMail('subscriber@example.com')));
    const elsewhere = await platform.inject({ method: 'POST', url: '/token/alt/magic-email', headers: { realm: 'oasis' }, payload: { token: third } });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('unknown accounts get the same answer and no mail', async () => {
    const reset = await platform.inject({ method: 'POST', url: '/reset-password/create', headers, payload: { id: 'nobody@example.com' } });
    const magic = await platform.inject({ method: 'GET', url: '/token/alt/magic-email?email=nobody@example.com', headers });
    expect([reset.statusCode, reset.body]).toEqual([204, '']);
    expect([magic.statusCode, magic.body]).toEqual([204, '']);
    // A known account's request made after these arrives; none for nobody@ came before it.
    await platform.inject({ method: 'POST', url: '/reset-password/create', headers, payload: { id: 'kid@example.com' } });
    await platform.inject({ method: 'POST', url: '/reset-password/create', headers, payload: { id: 'editor@example.com' } });
    await smtp.nextMail('editor@example.com');
    expect(smtp.mails.flatMap((m) => m.to)).not.toContain('nobody@example.com');
  });

  it('a forged web origin does not reach the mailed link', async () => {
    await platform.inject({
      method: 'POST',
      url: '/reset-password/create',
      headers: { realm, 'x-web-origin': 'https://evil.example' },
      payload: { id: 'editor@example.com' },
    });
    const link = smtp.linkIn(await smtp.nextMail('editor@example.com'));
    expect(new URL(link).origin).toBe(platform.app.platform.config.webPublicUrl);
  });

  it('sign-up mails a confirmation link; confirming works once, a bad token is 404', async () => {
    const signup = await platform.inject({
      method: 'POST',
      url: '/signup',
      headers,
      payload: { username: 'new-viewer@example.com', password: 'Long-enough-pass-1', consentAnswers },
    });
    expect(signup.statusCode).toBe(201);
    const link = smtp.linkIn(await smtp.nextMail('new-viewer@example.com'), /\/email-confirmation\?token=/);
    const confirm = await platform.inject({ method: 'POST', url: '/email-confirmation', headers, payload: { token: tokenOf(link) } });
    expect(confirm.statusCode).toBe(200);
    expect(platform.json(confirm)).toEqual({ email: 'new-viewer@example.com' });
    const user = await platform.app.platform.db.selectFrom('users').select('email_confirmed_at').where('email', '=', 'new-viewer@example.com').executeTakeFirstOrThrow();
    expect(user.email_confirmed_at).not.toBeNull();
    const twice = await platform.inject({ method: 'POST', url: '/email-confirmation', headers, payload: { token: tokenOf(link) } });
    expect(twice.statusCode).toBe(404);
    const garbage = await platform.inject({ method: 'POST', url: '/email-confirmation', headers, payload: { token: 'x' } });
    expect(garbage.statusCode).toBe(404);
  });

  it('passwords: 8 characters minimum, 64 and more accepted, common ones refused', async () => {
    const signup = (username: string, password: string) =>
      platform.inject({ method: 'POST', url: '/signup', headers, payload: { username, password, consentAnswers } });
    expect((await signup('short@example.com', 'Ab1-xyz')).statusCode).toBe(400);
    expect((await signup('common@example.com', 'password123')).statusCode).toBe(400);
    expect((await signup('long@example.com', 'L'.repeat(40) + '-long-passphrase-of-many-words')).statusCode).toBe(201);
    expect((await signup('longest@example.com', 'x1-'.repeat(40))).statusCode).toBe(201);
  });
});

describe('outbox without SMTP', () => {
  it('keeps the mail in mail_outbox and shows it through GET /dev/outbox in development', async () => {
    const platform = await startPlatform({ config: { smtpUrl: undefined, outboxApi: true } });
    try {
      await platform.inject({ method: 'GET', url: '/token/alt/magic-email?email=viewer@example.com', headers });
      // The mail is written in the background after the answer: wait for it (no fixed delay).
      const outbox = await vi.waitFor(
        async () => {
          const res = await platform.inject({ method: 'GET', url: '/dev/outbox?to=viewer@example.com' });
          const body = platform.json(res);
          if (!body.mails.length) throw new Error('not yet');
          return body;
        },
        { timeout: 5000, interval: 50 },
      );
      expect(outbox.transport).toBe('outbox');
      expect(outbox.mails[0]).toMatchObject({ realm: 'arena', kind: 'magic-link', to: 'viewer@example.com' });
      expect(outbox.mails[0].text).toContain('http://arena.localhost:3340/login/magic-link?token=');
    } finally {
      await platform.close();
    }
  });

  it('answers 404 in production', async () => {
    const platform = await startPlatform({ config: { outboxApi: false } });
    try {
      expect((await platform.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await platform.close();
    }
  });
});

describe('rate limits', () => {
  it('RateLimiter: counts per key in a window and says how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('b')]).toEqual([0, 0, 0]);
    expect(limiter.take('a')).toBe(60);
    now = 30_000;
    expect(limiter.take('a')).toBe(30);
    now = 60_000;
    expect(limiter.take('a')).toBe(0);
  });

  it('reset and magic link: per account (429 with Retry-After, known or not) and per IP', async () => {
    const platform = await startPlatform({ config: { smtpUrl: undefined, outboxApi: false } });
    try {
      const perAccount = FLOW_LIMITS.reset.perAccount![0];
      const ask = (id: string, ip = '203.0.113.7') =>
        platform.inject({ method: 'POST', url: '/reset-password/create', headers: { ...headers, 'x-forwarded-for': ip }, payload: { id } });
      for (const id of ['viewer@example.com', 'ghost@example.com']) {
        for (let i = 0; i < perAccount; i++) expect((await ask(id)).statusCode).toBe(204);
        const limited = await ask(id);
        expect(limited.statusCode).toBe(429);
        expect(platform.json(limited).code).toBe('TOO_MANY_REQUESTS');
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Per IP: distinct accounts from one address.
      const perIp = FLOW_LIMITS.magic.perIp[0];
      const magic = (n: number) =>
        platform.inject({ method: 'GET', url: `/token/alt/magic-email?email=someone${n}@example.com`, headers: { ...headers, 'x-forwarded-for': '198.51.100.9' } });
      for (let i = 0; i < perIp; i++) expect((await magic(i)).statusCode).toBe(204);
      const flooded = await magic(perIp);
      expect(flooded.statusCode).toBe(429);
      expect(flooded.headers['retry-after']).toBeDefined();
      // Another address is not affected.
      const other = await platform.inject({ method: 'GET', url: '/token/alt/magic-email?email=x@example.com', headers: { ...headers, 'x-forwarded-for': '198.51.100.10' } });
      expect(other.statusCode).toBe(204);
    } finally {
      await platform.close();
    }
  });

  it('login: an account is blocked with 429 from any address, known or not', async () => {
    const platform = await startPlatform();
    try {
      // Failed sign-ins cap first (FailedAttempts, 10 per 15 min); the per-account request limit
      // (FLOW_LIMITS.login) is higher and catches successful-password floods.
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await platform.inject({
          method: 'POST',
          url: '/login',
          headers: { realm, 'x-forwarded-for': `192.0.2.${i % 250}` },
          payload: { id: 'nobody-here@example.com', secret: 'wrong-password' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    } finally {
      await platform.close();
    }
  });
});
