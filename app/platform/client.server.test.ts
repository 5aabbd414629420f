/** The transport behind context.platform, against msw answers at the platform's address. */
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '../../contract/index';
import { createPlatformApi, createPlatformClient, resetGuestTokens, type PlatformClientOptions, type TokenSource } from './client.server';

const BASE = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetGuestTokens());

/** The contract calls over a client built with these options. */
const platformApi = (options: Partial<PlatformClientOptions> = {}) =>
  createPlatformApi(createPlatformClient({ baseUrl: BASE, realm: 'arena', timeoutMs: 1000, ...options }));

const settings = { realm: 'arena', defaultLocale: 'en', locales: ['en', 'es'] };
const bucket = {
  bucketId: 'c',
  exid: 'a/b:c',
  type: 'VOD',
  name: 'C',
  rowTypeData: { rowType: 'standard' },
  contentList: [],
  paging: { lastSeen: null, moreDataAvailable: false },
};

describe('platform client', () => {
  it("offers every call of the contract, each area's calls bound when the area is first read", () => {
    const api = platformApi() as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(api)).toEqual(Object.keys(contract));
    const area = Object.keys(contract)[0] as keyof typeof contract;
    expect(Object.getOwnPropertyDescriptor(api, area)?.get).toBeTypeOf('function');
    const calls = api[area];
    expect(Object.keys(calls)).toEqual(Object.keys(contract[area]));
    expect(Object.values(calls).every((call) => typeof call === 'function')).toBe(true);
    // Bound once: the same functions on every later read.
    expect(api[area]).toBe(calls);
    expect(Object.getOwnPropertyDescriptor(api, area)?.value).toBe(calls);
  });

  it('sends Realm and Accept-Language, no bearer on realm calls, and parses the answer', async () => {
    server.use(
      http.get(`${BASE}/api/v1/init`, ({ request }) => {
        expect(request.headers.get('realm')).toBe('arena');
        expect(request.headers.get('accept-language')).toBe('es');
        expect(request.headers.get('authorization')).toBeNull();
        return HttpResponse.json(settings);
      }),
    );
    expect(await platformApi({ locale: 'es' }).realm.init()).toEqual({ ok: true, data: settings });
  });

  it('turns malformed answers, platform errors, network failures and timeouts into error values', async () => {
    const cases: Array<[() => Response, string, string]> = [
      [() => HttpResponse.json({ nope: true }), 'malformed', 'MALFORMED_ANSWER'],
      [() => new HttpResponse('<html>', { status: 200 }), 'malformed', 'MALFORMED_ANSWER'],
      [() => HttpResponse.json({ code: 'UNKNOWN_REALM', messages: ['no'] }, { status: 404 }), 'http', 'UNKNOWN_REALM'],
      [() => new HttpResponse('oops', { status: 502 }), 'malformed', 'MALFORMED_ANSWER'],
      [() => HttpResponse.error(), 'network', 'PLATFORM_UNREACHABLE'],
    ];
    for (const [respond, kind, code] of cases) {
      server.use(http.get(`${BASE}/api/v1/init`, respond));
      const answer = await platformApi().realm.init();
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect([answer.error.kind, answer.error.code]).toEqual([kind, code]);
    }
    server.use(
      http.get(`${BASE}/api/v1/init`, async () => {
        await delay('infinite');
        return HttpResponse.json(settings);
      }),
    );
    const slow = await platformApi({ timeoutMs: 50 }).realm.init();
    expect(!slow.ok && slow.error.kind).toBe('timeout');
  });

  it('refreshes an expired viewer token once after a 401 and retries', async () => {
    const tokens: TokenSource = { bearer: vi.fn(async () => 'old'), refreshAfterUnauthorized: vi.fn(async () => 'new') };
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/api/v4/content/home`, ({ request }) => {
        const auth = request.headers.get('authorization') ?? '';
        seen.push(auth);
        return auth === 'Bearer new'
          ? HttpResponse.json({ id: 'home', heroes: [], buckets: [] })
          : HttpResponse.json({ code: 'TOKEN_EXPIRED', messages: [] }, { status: 401 });
      }),
    );
    const answer = await platformApi({ tokens }).content.section({ params: { section: 'home' } });
    expect(answer.ok).toBe(true);
    expect(tokens.refreshAfterUnauthorized).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
  });

  it('encodes path segments and query values', async () => {
    server.use(
      http.get(`${BASE}/api/v4/content/:section/bucket/:bucketId`, ({ request }) => {
        const url = new URL(request.url);
        expect(url.pathname).toBe('/api/v4/content/a%2Fb/bucket/c%3F');
        expect(url.searchParams.get('lastSeen')).toBe('x y');
        return HttpResponse.json(bucket);
      }),
    );
    const api = platformApi({ tokens: { bearer: async () => 't', refreshAfterUnauthorized: async () => null } });
    expect((await api.content.bucket({ params: { section: 'a/b', bucketId: 'c?' }, query: { lastSeen: 'x y' } })).ok).toBe(true);
  });

  it("forwards the viewer's address, never one the viewer wrote", async () => {
    server.use(
      http.get(`${BASE}/api/v1/init`, ({ request }) => {
        expect(request.headers.get('x-client-address')).toBe('203.0.113.7');
        expect(request.headers.get('x-forwarded-for')).toBeNull();
        return HttpResponse.json(settings);
      }),
    );
    expect((await platformApi({ clientAddress: '203.0.113.7' }).realm.init()).ok).toBe(true);
  });
});
