/**
 * The client core's own calls through the contract (guest token, sign-in, sign-out), against
 * msw handlers that answer like the reference platform (tests/mocks/auth-handlers.ts).
 */
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHandlers, GUEST_TOKEN, inbox, ME, PLATFORM, SESSION } from '../../tests/mocks/auth-handlers';
import { createPlatformApi, createPlatformClient, resetGuestTokens } from './client.server';

const box = inbox();
const server = setupServer(...authHandlers(box));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetGuestTokens();
  box.received.length = 0;
});

const platformFor = (bearer: string | null = null) =>
  createPlatformApi(
    createPlatformClient({
      baseUrl: PLATFORM,
      realm: 'arena',
      locale: 'en',
      timeoutMs: 1000,
      tokens: { bearer: async () => bearer, refreshAfterUnauthorized: async () => null },
    }),
  );

describe('the client core through the contract', () => {
  it('asks for one guest token and reuses it for anonymous viewer calls', async () => {
    const platform = platformFor();
    expect(await platform.account.me()).toEqual({ ok: true, data: ME });
    expect(await platform.account.me()).toEqual({ ok: true, data: ME });
    expect(box.to('/token/guest')).toHaveLength(1);
    expect(box.to('/user/me').map((r) => r.headers.get('authorization'))).toEqual([`Bearer ${GUEST_TOKEN}`, `Bearer ${GUEST_TOKEN}`]);
  });

  it('signs in without a bearer, with the headers given, and answers the session', async () => {
    const answer = await platformFor('viewer-token').auth.login({
      body: { id: 'viewer@example.com', secret: 'Password-123' },
      headers: { 'X-Web-Origin': 'https://arena.test' },
    });
    expect(answer).toEqual({ ok: true, data: SESSION });
    const [login] = box.to('/login');
    expect(login.body).toEqual({ id: 'viewer@example.com', secret: 'Password-123' });
    expect(login.headers.get('authorization')).toBeNull();
    expect(login.headers.get('x-web-origin')).toBe('https://arena.test');
    expect(login.headers.get('realm')).toBe('arena');
    expect(box.to('/token/guest')).toHaveLength(0);
  });

  it('answers a refused sign-in as an http error value', async () => {
    const answer = await platformFor().auth.login({ body: { id: 'viewer@example.com', secret: 'wrong' } });
    expect(answer).toEqual({
      ok: false,
      error: { kind: 'http', status: 401, code: 'FAILED_AUTHENTICATION', messages: ['The email or password is not correct.'] },
    });
  });

  it('treats a session answer without tokens as malformed', async () => {
    server.use(http.post(`${PLATFORM}/login`, () => HttpResponse.json({ authorisationToken: 'a' })));
    const answer = await platformFor().auth.login({ body: { id: 'viewer@example.com', secret: 'Password-123' } });
    expect(!answer.ok && [answer.error.kind, answer.error.code]).toEqual(['malformed', 'MALFORMED_ANSWER']);
  });

  it("signs out with the refresh token in the body and the viewer's bearer (its session ends too), null for 204", async () => {
    expect(await platformFor('viewer-token').auth.logout({ body: { refreshToken: 'refresh-1' } })).toEqual({ ok: true, data: null });
    const [logout] = box.to('/logout');
    expect(logout.body).toEqual({ refreshToken: 'refresh-1' });
    expect(logout.headers.get('authorization')).toBe('Bearer viewer-token');
  });
});
