import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlatformApi, createPlatformClient, resetGuestTokens, type PlatformClientOptions, type TokenSource } from './client.server';

/** The contract calls over a client built with these options. */
const platformApi = (options: PlatformClientOptions) => createPlatformApi(createPlatformClient(options));

const settings = { realm: 'arena', defaultLocale: 'en', locales: ['en', 'es'] };

function fakeFetch(handler: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  return vi.fn(async (input: string | URL | Request, init?: RequestInit) => handler(new URL(String(input)), init ?? {})) as unknown as typeof fetch &
    ReturnType<typeof vi.fn>;
}

const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('platform client', () => {
  beforeEach(() => resetGuestTokens());

  it('sends Realm and Accept-Language and parses the answer', async () => {
    const fetch = fakeFetch((url, init) => {
      const headers = init.headers as Record<string, string>;
      expect(url.pathname).toBe('/api/v1/init');
      expect(headers.Realm).toBe('arena');
      expect(headers['Accept-Language']).toBe('es');
      expect(headers.Authorization).toBeUndefined();
      return jsonResponse(settings);
    });
    const answer = await platformApi({ baseUrl: 'http://p', realm: 'arena', locale: 'es', timeoutMs: 1000, fetch }).realm.init();
    expect(answer).toEqual({ ok: true, data: settings });
  });

  it('turns malformed answers, platform errors, network failures and timeouts into error values', async () => {
    const cases: Array<[() => Response | Promise<Response>, string, string]> = [
      [() => jsonResponse({ nope: true }), 'malformed', 'MALFORMED_ANSWER'],
      [() => new Response('<html>', { status: 200 }), 'malformed', 'MALFORMED_ANSWER'],
      [() => jsonResponse({ code: 'UNKNOWN_REALM', messages: ['no'] }, 404), 'http', 'UNKNOWN_REALM'],
      [() => new Response('oops', { status: 502 }), 'malformed', 'MALFORMED_ANSWER'],
      [
        () => {
          throw new TypeError('fetch failed');
        },
        'network',
        'PLATFORM_UNREACHABLE',
      ],
    ];
    for (const [respond, kind, code] of cases) {
      const answer = await platformApi({ baseUrl: 'http://p', realm: 'arena', timeoutMs: 1000, fetch: fakeFetch(respond) }).realm.init();
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect([answer.error.kind, answer.error.code]).toEqual([kind, code]);
    }
    const slow = fakeFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const answer = await platformApi({ baseUrl: 'http://p', realm: 'arena', timeoutMs: 50, fetch: slow }).realm.init();
    expect(!answer.ok && answer.error.kind).toBe('timeout');
  });

  it('refreshes an expired viewer token once after a 401 and retries', async () => {
    const tokens: TokenSource = { bearer: vi.fn(async () => 'old'), refreshAfterUnauthorized: vi.fn(async () => 'new') };
    const fetch = fakeFetch((_url, init) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? jsonResponse({ id: 'home', heroes: [], buckets: [] }) : jsonResponse({ code: 'TOKEN_EXPIRED', messages: [] }, 401);
    });
    const answer = await platformApi({ baseUrl: 'http://p', realm: 'arena', timeoutMs: 1000, fetch, tokens }).content.section({ params: { section: 'home' } });
    expect(answer.ok).toBe(true);
    expect(tokens.refreshAfterUnauthorized).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('encodes path segments', async () => {
    const fetch = fakeFetch((url) => {
      expect(url.pathname).toBe('/api/v4/content/a%2Fb/bucket/c%3F');
      expect(url.searchParams.get('lastSeen')).toBe('x y');
      return jsonResponse({
        bucketId: 'c',
        exid: 'a/b:c',
        type: 'VOD',
        name: 'C',
        rowTypeData: { rowType: 'standard' },
        contentList: [],
        paging: { lastSeen: null, moreDataAvailable: false },
      });
    });
    const api = platformApi({
      baseUrl: 'http://p',
      realm: 'arena',
      timeoutMs: 1000,
      fetch,
      tokens: { bearer: async () => 't', refreshAfterUnauthorized: async () => null },
    });
    expect((await api.content.bucket({ params: { section: 'a/b', bucketId: 'c?' }, query: { lastSeen: 'x y' } })).ok).toBe(true);
  });
});
