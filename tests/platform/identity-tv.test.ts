/**
 * TV-provider sign-in against the simulated pay-TV provider: dynamic client registration,
 * the provider config, registration code, the provider's sign-in page, the token exchange,
 * and the error codes the web's restart rules depend on (400 INVALID_CLIENT, 412).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, startPlatform, type Platform } from './harness.js';

const arena = { realm: 'arena' };
const RETURN = 'http://localhost:3000/providers/success?provider=northwind-tv';
let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform?.close());

async function register() {
  const res = await platform.inject({ method: 'POST', url: '/tvp/o/client/register', payload: { software_statement: 'demo-software-statement-arena-web' } });
  expect(res.statusCode).toBe(201);
  const body = platform.json(res);
  return { clientId: body.client_id as string, clientSecret: body.client_secret as string };
}

async function regcode(client: { clientId: string; clientSecret: string }) {
  const res = await platform.inject({ method: 'POST', url: '/v3/adobe/regcode', headers: arena, payload: { requestorId: 'arena', ...client } });
  expect(res.statusCode).toBe(200);
  return platform.json<{ accessToken: string; code: string }>(res);
}

const authenticate = (code: string, username = 'northwind1', password = DEMO_PASSWORD, mvpd = 'northwind-tv', redirect = RETURN) =>
  platform.inject({
    method: 'POST',
    url: '/tvp/authenticate',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ reg_code: code, requestor_id: 'arena', mso_id: mvpd, redirect_url: redirect, username, password }).toString(),
  });

const exchange = (client: { clientId: string; clientSecret: string }, accessToken: string) =>
  platform.inject({ method: 'POST', url: '/v3/adobe/token', headers: arena, payload: { requestorId: 'arena', ...client, accessToken } });

describe('simulated pay-TV provider', () => {
  it('lists its providers for a known requestor and refuses unknown ones', async () => {
    const res = await platform.inject({ method: 'GET', url: '/tvp/api/v1/config/arena' });
    expect(res.statusCode).toBe(200);
    const config = platform.json(res);
    expect(config.requestor.mvpds.map((m: { id: string }) => m.id)).toEqual(['northwind-tv', 'skyline-cable', 'harbour-fibre', 'summit-satellite']);
    expect(config.requestor.mvpds[0].authenticationUrl).toBe('http://platform.test/tvp/authenticate');
    expect(config.channels).toContain('arena-live');
    expect((await platform.inject({ method: 'GET', url: '/tvp/api/v1/config/nobody' })).statusCode).toBe(404);
  });

  it('registers clients only for a known software statement', async () => {
    const res = await platform.inject({ method: 'POST', url: '/tvp/o/client/register', payload: { software_statement: 'forged' } });
    expect(res.statusCode).toBe(400);
    expect(platform.json(res).error).toBe('invalid_software_statement');
    expect((await platform.inject({ method: 'POST', url: '/tvp/o/client/register', payload: {} })).statusCode).toBe(400);
  });

  it('signs a subscriber in: regcode, the provider page, then the token exchange (once)', async () => {
    const client = await register();
    const { accessToken, code } = await regcode(client);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);

    // Before the viewer signs in at the provider: 412 NOT_AUTHENTICATED (the web restarts the flow).
    const early = await exchange(client, accessToken);
    expect(early.statusCode).toBe(412);
    expect(platform.json(early).code).toBe('NOT_AUTHENTICATED');

    const page = await platform.inject({
      method: 'GET',
      url: `/tvp/authenticate?${new URLSearchParams({ reg_code: code, requestor_id: 'arena', mso_id: 'northwind-tv', redirect_url: RETURN })}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Northwind TV');
    expect((await authenticate(code, 'northwind1', 'wrong-password')).statusCode).toBe(401);
    expect((await authenticate(code, 'skyline1')).statusCode).toBe(401); // a subscriber of another provider
    const back = await authenticate(code);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(RETURN);

    const res = await exchange(client, accessToken);
    expect(res.statusCode).toBe(200);
    const session = platform.json(res);
    expect(session.linkedAccounts).toEqual([{ provider: 'tvp:northwind-tv' }]);
    const again = await exchange(client, accessToken);
    expect(again.statusCode).toBe(412);
    expect(platform.json(again).code).toBe('REGCODE_EXPIRED');

    // The same subscriber signs in to the same account next time.
    const second = await regcode(client);
    await authenticate(second.code);
    const next = platform.json(await exchange(client, second.accessToken));
    const idOf = async (token: string) =>
      platform.json(await platform.inject({ method: 'GET', url: '/user/me', headers: { ...arena, authorization: `Bearer ${token}` } })).id;
    expect(await idOf(next.authorisationToken)).toBe(await idOf(session.authorisationToken));

    // Linked providers, resource authorisation, unlink.
    const bearer = { ...arena, authorization: `Bearer ${next.authorisationToken}` };
    expect(platform.json(await platform.inject({ method: 'GET', url: '/user/adobe', headers: bearer }))).toEqual({
      providers: [{ provider: 'tvp:northwind-tv', mvpd: 'northwind-tv', displayName: 'Northwind TV' }],
      unlinkAllowed: true,
    });
    expect(
      (await platform.inject({ method: 'POST', url: '/user/adobe', headers: bearer, payload: { requestorId: 'arena', resourceId: 'arena-live' } })).statusCode,
    ).toBe(200);
    expect(
      (await platform.inject({ method: 'POST', url: '/user/adobe', headers: bearer, payload: { requestorId: 'arena', resourceId: 'other-channel' } }))
        .statusCode,
    ).toBe(403);
    expect((await platform.inject({ method: 'DELETE', url: '/user/adobe', headers: bearer })).statusCode).toBe(204);
    expect(platform.json(await platform.inject({ method: 'GET', url: '/user/adobe', headers: bearer }))).toEqual({ providers: [], unlinkAllowed: false });
  });

  it('answers 400 INVALID_CLIENT for an unknown or wrong client (the web registers again)', async () => {
    const client = await register();
    const wrongSecret = await platform.inject({
      method: 'POST',
      url: '/v3/adobe/regcode',
      headers: arena,
      payload: { requestorId: 'arena', clientId: client.clientId, clientSecret: 'nope' },
    });
    expect(wrongSecret.statusCode).toBe(400);
    expect(platform.json(wrongSecret).code).toBe('INVALID_CLIENT');
    const unknown = await platform.inject({
      method: 'POST',
      url: '/v3/adobe/regcode',
      headers: arena,
      payload: { requestorId: 'arena', clientId: 'gone', clientSecret: 'x' },
    });
    expect(platform.json(unknown).code).toBe('INVALID_CLIENT');
    expect(
      (await platform.inject({ method: 'POST', url: '/v3/adobe/regcode', headers: arena, payload: { requestorId: 'nobody', ...client } })).statusCode,
    ).toBe(404);
    expect((await exchange({ clientId: client.clientId, clientSecret: 'nope' }, 'x')).statusCode).toBe(400);
    expect((await exchange(client, 'never-issued')).statusCode).toBe(412);
  });

  it('keeps the provider page from sending browsers to other sites', async () => {
    const client = await register();
    const { code } = await regcode(client);
    for (const redirect of ['https://evil.example/providers/success', '//evil.example/', 'javascript:alert(1)']) {
      const res = await authenticate(code, 'northwind1', DEMO_PASSWORD, 'northwind-tv', redirect);
      expect(res.statusCode, redirect).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
    expect((await authenticate(code, 'northwind1', DEMO_PASSWORD, 'nobody-tv')).statusCode).toBe(400);
    expect((await authenticate('ZZZZZZZZ')).statusCode).toBe(400);
  });

  it('needs a signed-in viewer for /user/adobe', async () => {
    expect((await platform.inject({ method: 'GET', url: '/user/adobe', headers: arena })).statusCode).toBe(401);
    const password = await signIn(platform, 'arena', 'viewer@example.com');
    const res = await platform.inject({ method: 'GET', url: '/user/adobe', headers: { ...arena, authorization: `Bearer ${password.authorisationToken}` } });
    expect(platform.json(res)).toEqual({ providers: [], unlinkAllowed: false });
  });
});
