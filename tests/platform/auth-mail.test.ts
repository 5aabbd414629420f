/**
 * Mail flows of the platform against a real SMTP server on loopback (tests/support/smtp.ts):
 * password reset, magic link, sign-up confirmation; single-use hashed tokens; the outbox
 * without SMTP; the same answer for unknown accounts; rate limits with Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, signIn, startPlatform, type Platform } from './harness';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp';
import { hashToken } from '../../platform/auth/tokens';
import { LIMITS } from '../../platform/security/limits';

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
    expect(signup.statusCode).toBe(202);
    const link = smtp.linkIn(await smtp.nextMail('new-viewer@example.com'), /\/email-confirmation\?token=/);
    const confirm = await platform.inject({ method: 'POST', url: '/email-confirmation', headers, payload: { token: tokenOf(link) } });
    expect(confirm.statusCode).toBe(200);
    expect(platform.json(confirm)).toEqual({ email: 'new-viewer@example.com' });
    const user = await platform.app.platform.db
      .selectFrom('users')
      .select('email_confirmed_at')
      .where('email', '=', 'new-viewer@example.com')
      .executeTakeFirstOrThrow();
    expect(user.email_confirmed_at).not.toBeNull();
    const twice = await platform.inject({ method: 'POST', url: '/email-confirmation', headers, payload: { token: tokenOf(link) } });
    expect(twice.statusCode).toBe(404);
    const garbage = await platform.inject({ method: 'POST', url: '/email-confirmation', headers, payload: { token: 'x' } });
    expect(garbage.statusCode).toBe(404);
  });

  it('passwords: 8 characters minimum, strong enough for zxcvbn (score 3), long passphrases accepted', async () => {
    const signup = (username: string, password: string) =>
      platform.inject({ method: 'POST', url: '/signup', headers, payload: { username, password, consentAnswers } });
    expect((await signup('short@example.com', 'Ab1-xyz')).statusCode).toBe(400);
    const common = await signup('common@example.com', 'password123');
    expect(common.statusCode).toBe(400);
    expect(platform.json(common)).toMatchObject({ code: 'WEAK_PASSWORD', messages: [expect.stringMatching(/too easy to guess: .*commonly used/)] });
    // Not in any short list, still guessable: a keyboard walk and a name with a year.
    expect(platform.json(await signup('walk@example.com', 'qwertyuiop123')).code).toBe('WEAK_PASSWORD');
    expect(platform.json(await signup('jennifer@example.com', 'Jennifer1987')).code).toBe('WEAK_PASSWORD');
    expect((await signup('long@example.com', 'L'.repeat(40) + '-long-passphrase-of-many-words')).statusCode).toBe(202);
    expect(platform.json(await signup('repeat@example.com', 'x1-'.repeat(40))).code).toBe('WEAK_PASSWORD'); // long is not enough
    const longest = Array.from({ length: 16 }, (_, i) => `w${(i * 7919).toString(36)}q`)
      .join('-')
      .padEnd(128, 'z')
      .slice(0, 128);
    expect((await signup('longest@example.com', longest)).statusCode).toBe(202);
  });

  it('sign-up with a known email: the same answer, and its owner gets a "someone tried" mail', async () => {
    const known = await platform.inject({
      method: 'POST',
      url: '/signup',
      headers,
      payload: { username: 'Subscriber@Example.com', password: 'Long-enough-pass-1', consentAnswers },
    });
    expect(known.statusCode).toBe(202);
    expect(platform.json(known)).toEqual({ status: 'CONFIRMATION_SENT' });
    const mail = await smtp.nextMail('subscriber@example.com', { subject: /tried to create/i });
    expect(mail.text).toContain('/login');
    expect(mail.text).not.toMatch(/token=/);
  });
});

describe('outbox without SMTP', () => {
  it('keeps the mail in mail_outbox; GET /dev/outbox shows it to a loopback caller with the outbox token or an editor token', async () => {
    const platform = await startPlatform({ config: { smtpUrl: undefined, outboxApi: true, outboxToken: 'outbox-token-for-this-test-0123456789' } });
    try {
      await platform.inject({ method: 'GET', url: '/token/alt/magic-email?email=viewer@example.com', headers });
      const read = (extra: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
        platform.inject({ method: 'GET', url: '/dev/outbox?to=viewer@example.com', headers: extra, remoteAddress });
      // The mail is written in the background after the answer: wait for it (no fixed delay).
      const outbox = await vi.waitFor(
        async () => {
          const body = platform.json(await read({ 'x-outbox-token': 'outbox-token-for-this-test-0123456789' }));
          if (!body.mails.length) throw new Error('not yet');
          return body;
        },
        { timeout: 5000, interval: 50 },
      );
      expect(outbox.transport).toBe('outbox');
      expect(outbox.mails[0]).toMatchObject({ realm: 'arena', kind: 'magic-link', to: 'viewer@example.com' });
      expect(outbox.mails[0].text).toContain('http://arena.localhost:3340/login/magic-link?token=');

      const editor = await signIn(platform, realm, 'editor@example.com');
      const viewer = await signIn(platform, realm, 'subscriber@example.com');
      expect((await read({ realm, authorization: `Bearer ${editor.authorisationToken}` })).statusCode).toBe(200);
      // Refused (404, the route keeps quiet): no token, a wrong one, a viewer's bearer, or a non-loopback socket
      // (an X-Forwarded-For claiming loopback changes nothing).
      expect((await read()).statusCode).toBe(404);
      expect((await read({ 'x-outbox-token': 'guess' })).statusCode).toBe(404);
      expect((await read({ realm, authorization: `Bearer ${viewer.authorisationToken}` })).statusCode).toBe(404);
      expect((await read({ 'x-outbox-token': 'outbox-token-for-this-test-0123456789', 'x-forwarded-for': '127.0.0.1' }, '192.0.2.44')).statusCode).toBe(404);
    } finally {
      await platform.close();
    }
  });

  it('answers 404 in production', async () => {
    const platform = await startPlatform({ config: { outboxApi: false, outboxToken: 'outbox-token-for-this-test-0123456789' } });
    try {
      expect(
        (await platform.inject({ method: 'GET', url: '/dev/outbox', headers: { 'x-outbox-token': 'outbox-token-for-this-test-0123456789' } })).statusCode,
      ).toBe(404);
    } finally {
      await platform.close();
    }
  });
});

describe('rate limits', () => {
  it('reset and magic link: per account (429 with Retry-After, known or not) and per address', async () => {
    const platform = await startPlatform({ config: { smtpUrl: undefined, outboxApi: false } });
    try {
      const perAccount = LIMITS.mailPerAccount[0];
      const ask = (id: string, remoteAddress = '203.0.113.7') =>
        platform.inject({ method: 'POST', url: '/reset-password/create', headers, payload: { id }, remoteAddress });
      for (const id of ['viewer@example.com', 'ghost@example.com']) {
        for (let i = 0; i < perAccount; i++) expect((await ask(id)).statusCode).toBe(204);
        const limited = await ask(id);
        expect(limited.statusCode).toBe(429);
        expect(platform.json(limited).code).toBe('TOO_MANY_REQUESTS');
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Per address: distinct accounts from one address.
      const perAddress = LIMITS.mailPerAddress[0];
      const magic = (n: number, remoteAddress = '198.51.100.9') =>
        platform.inject({ method: 'GET', url: `/token/alt/magic-email?email=someone${n}@example.com`, headers, remoteAddress });
      for (let i = 0; i < perAddress; i++) expect((await magic(i)).statusCode).toBe(204);
      const flooded = await magic(perAddress);
      expect(flooded.statusCode).toBe(429);
      expect(flooded.headers['retry-after']).toBeDefined();
      // Another address is not affected.
      expect((await magic(1000, '198.51.100.10')).statusCode).toBe(204);
    } finally {
      await platform.close();
    }
  });

  it('login: a client-chosen X-Forwarded-For does not reset the limits; one address is locked out, not everybody', async () => {
    const platform = await startPlatform();
    try {
      const attempt = (remoteAddress: string, id: string, secret: string, extra: Record<string, string> = {}) =>
        platform.inject({ method: 'POST', url: '/login', headers: { realm, ...extra }, payload: { id, secret }, remoteAddress });
      const statuses: number[] = [];
      // A remote client (not a trusted proxy) rotating X-Forwarded-For: every try lands on its socket address.
      for (let i = 0; i < LIMITS.loginFailuresPerAddress[0] + 1; i++) {
        statuses.push((await attempt('192.0.2.200', `spray-${i}@example.com`, 'wrong-password', { 'x-forwarded-for': `10.9.${i}.1` })).statusCode);
      }
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // Someone else (another address) signs in at once.
      expect((await attempt('192.0.2.201', 'viewer@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
      // Kept in the database, so every platform process sharing it sees the same count.
      const rows = await platform.app.platform.db.selectFrom('rate_limits').select(['key', 'hits']).where('key', 'like', 'loginFailuresPerAddress:%').execute();
      expect(rows.some((row) => row.hits >= LIMITS.loginFailuresPerAddress[0])).toBe(true);
    } finally {
      await platform.close();
    }
  });

  it('a trusted proxy (the web, on loopback in development) forwards the viewer address in X-Client-Address', async () => {
    const platform = await startPlatform();
    try {
      const viaWeb = (viewer: string, secret = 'wrong-password') =>
        platform.inject({
          method: 'POST',
          url: '/login',
          headers: { realm, 'x-client-address': viewer },
          payload: { id: 'kid@example.com', secret },
          remoteAddress: '127.0.0.1',
        });
      for (let i = 0; i < LIMITS.loginFailuresPerAccountAndAddress[0]; i++) expect((await viaWeb('203.0.113.90')).statusCode).toBe(401);
      expect((await viaWeb('203.0.113.90', DEMO_PASSWORD)).statusCode).toBe(429);
      // Another viewer behind the same web is not locked out.
      expect((await viaWeb('203.0.113.91', DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await platform.close();
    }
  });
});
