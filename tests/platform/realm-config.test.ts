import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, TEST_REALMS_DIR, type Platform } from './harness.js';

let platform: Platform;
const realm = { realm: 'testrealm' };

beforeAll(async () => {
  platform = await startPlatform({ realmsDir: TEST_REALMS_DIR });
});
afterAll(() => platform?.close());

const get = (url: string, headers: Record<string, string> = realm) => platform.inject({ method: 'GET', url, headers });

function expectError(res: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = JSON.parse(res.body);
  expect(body.code).toBe(code);
  expect(Array.isArray(body.messages) && body.messages.length > 0).toBe(true);
  expect(typeof body.requestId).toBe('string');
  return body as { code: string; messages: string[]; requestId: string };
}

describe('Realm header', () => {
  it('is required: 400 REALM_REQUIRED without it', async () => {
    expectError(await get('/api/v1/init', {}), 400, 'REALM_REQUIRED');
    expectError(await platform.inject({ method: 'POST', url: '/login', payload: { id: 'a', secret: 'b' } }), 400, 'REALM_REQUIRED');
  });

  it('answers 404 UNKNOWN_REALM JSON for an unknown realm', async () => {
    const body = expectError(await get('/api/v1/init', { realm: 'atlantis' }), 404, 'UNKNOWN_REALM');
    expect(body.messages[0]).toContain('atlantis');
  });

  it('is not needed for /health and /openapi.json', async () => {
    const health = await get('/health', {});
    expect(health.statusCode).toBe(200);
    expect(platform.json(health)).toEqual({ status: 'ok', realms: ['closed', 'testrealm'] });
    expect((await get('/openapi.json', {})).statusCode).toBe(200);
  });

  it('answers an unknown path with 404 NOT_FOUND JSON, realm or not', async () => {
    expectError(await get('/no/such/path', {}), 404, 'NOT_FOUND');
    expectError(await get('/no/such/path'), 404, 'NOT_FOUND');
  });

  it('echoes the request id in a header', async () => {
    const res = await get('/api/v1/init', { realm: 'nowhere' });
    expect(res.headers['x-request-id']).toBe(platform.json(res).requestId);
  });
});

describe('GET /api/v1/init', () => {
  it('answers the realm settings without $schema', async () => {
    const res = await get('/api/v1/init');
    expect(res.statusCode).toBe(200);
    const body = platform.json(res);
    expect(body).toMatchObject({
      realm: 'testrealm',
      name: 'Test Realm',
      defaultLocale: 'en',
      locales: ['en', 'es'],
      layout: 'top',
      features: { selfRegistration: true },
    });
    expect(body.$schema).toBeUndefined();
  });

  it('answers the locales of another realm', async () => {
    const body = platform.json(await get('/api/v1/init', { realm: 'closed' }));
    expect(body).toMatchObject({ realm: 'closed', defaultLocale: 'en', locales: ['en'] });
  });
});

describe('GET /api/v1/menu/{platform}', () => {
  it('answers the menus of WEB and MOBILE-WEB', async () => {
    const web = platform.json(await get('/api/v1/menu/WEB'));
    expect(web.platform).toBe('WEB');
    expect(web.menus.map((m: { id: string }) => m.id)).toEqual(['home', 'live']);
    const mobile = platform.json(await get('/api/v1/menu/MOBILE-WEB'));
    expect(mobile).toEqual({ platform: 'MOBILE-WEB', menus: [{ id: 'home', label: 'menuHome', type: 'SECTION', target: 'home', featured: true }] });
  });

  it('answers an empty list for a realm without menus', async () => {
    expect(platform.json(await get('/api/v1/menu/WEB', { realm: 'closed' }))).toEqual({ platform: 'WEB', menus: [] });
  });

  it('refuses another platform with 400 VALIDATION_ERROR', async () => {
    const body = expectError(await get('/api/v1/menu/TV'), 400, 'VALIDATION_ERROR');
    expect(body.messages.join()).toContain('params/platform');
    expect(body.messages.join()).toContain('"MOBILE-WEB"');
  });
});

describe('GET /api/v2/label', () => {
  const label = (acceptLanguage?: string) => get('/api/v2/label', acceptLanguage === undefined ? realm : { ...realm, 'accept-language': acceptLanguage });

  it('falls back to the realm default without Accept-Language', async () => {
    const body = platform.json(await label());
    expect(body.default_locale).toBe('en');
    expect(body.selected_locale).toBe('en');
    expect(body.translations).toEqual({ signIn: 'Sign in', signUp: 'Sign up', menuHome: 'Home', menuLive: 'Live', onlyEnglish: 'Only in English' });
  });

  it('picks the best Accept-Language match, region and quality considered', async () => {
    expect(platform.json(await label('es')).selected_locale).toBe('es');
    expect(platform.json(await label('es-MX,en;q=0.5')).selected_locale).toBe('es');
    expect(platform.json(await label('fr;q=0.9, es;q=0.8, en;q=0.7')).selected_locale).toBe('es');
    expect(platform.json(await label('en;q=0.4, es;q=0.9')).selected_locale).toBe('es');
    expect(platform.json(await label('de, fr')).selected_locale).toBe('en');
  });

  it('fills keys missing in the selected locale from the realm English', async () => {
    const body = platform.json(await label('es'));
    expect(body.translations.signIn).toBe('Iniciar sesión');
    expect(body.translations.onlyEnglish).toBe('Only in English');
  });

  it('ignores a garbage Accept-Language header', async () => {
    const res = await label(';;;q=abc,,, <script>');
    expect(res.statusCode).toBe(200);
    expect(platform.json(res).selected_locale).toBe('en');
  });
});

describe('POST /api/v2/label/translations', () => {
  const post = (payload: unknown) => platform.inject({ method: 'POST', url: '/api/v2/label/translations', headers: realm, payload: payload as object });

  it('answers the keys in every locale, leaving out unknown keys', async () => {
    const res = await post({ keys: ['signIn', 'onlyEnglish', 'noSuchKey'] });
    expect(res.statusCode).toBe(200);
    expect(platform.json(res)).toEqual({
      translations: { en: { signIn: 'Sign in', onlyEnglish: 'Only in English' }, es: { signIn: 'Iniciar sesión' } },
    });
  });

  it('refuses bad bodies with 400', async () => {
    expectError(await post({}), 400, 'VALIDATION_ERROR');
    expectError(await post({ keys: [] }), 400, 'VALIDATION_ERROR');
    expectError(await post({ keys: 'signIn' }), 400, 'VALIDATION_ERROR');
    expectError(await post({ keys: ['a'], extra: 1 }), 400, 'VALIDATION_ERROR');
    expectError(await post({ keys: Array.from({ length: 501 }, (_, i) => `k${i}`) }), 400, 'VALIDATION_ERROR');
    const invalidJson = await platform.inject({
      method: 'POST',
      url: '/api/v2/label/translations',
      headers: { ...realm, 'content-type': 'application/json' },
      payload: '{"keys": [',
    });
    expectError(invalidJson, 400, 'INVALID_JSON');
    const noBody = await platform.inject({ method: 'POST', url: '/api/v2/label/translations', headers: { ...realm, 'content-type': 'application/json' } });
    expectError(noBody, 400, 'VALIDATION_ERROR');
    const text = await platform.inject({
      method: 'POST',
      url: '/api/v2/label/translations',
      headers: { ...realm, 'content-type': 'application/xml' },
      payload: '<keys/>',
    });
    expectError(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('GET /api/v1/page/{pageId} and /api/v1/plugin/{id}', () => {
  it('answers the raw page document without $schema', async () => {
    const body = platform.json(await get('/api/v1/page/home'));
    expect(body).toMatchObject({ id: 'home', title: 'Home', heroes: [] });
    expect(body.buckets[0]).toMatchObject({ bucketId: 'latest', rowTypeData: { rowType: 'standard' }, source: { kind: 'query' } });
    expect(body.$schema).toBeUndefined();
  });

  it('answers 404 PAGE_NOT_FOUND for an unknown page, 400 for a malformed id', async () => {
    expectError(await get('/api/v1/page/nope'), 404, 'PAGE_NOT_FOUND');
    expectError(await get(`/api/v1/page/${'x'.repeat(101)}`), 400, 'VALIDATION_ERROR');
    expectError(await get('/api/v1/page/a%20b'), 400, 'VALIDATION_ERROR');
  });

  it('answers a plugin by id, 404 PLUGIN_NOT_FOUND otherwise', async () => {
    expect(platform.json(await get('/api/v1/plugin/clock'))).toEqual({ id: 'clock', type: 'text', props: { heading: 'Clock', text: 'UTC' } });
    expectError(await get('/api/v1/plugin/radio'), 404, 'PLUGIN_NOT_FOUND');
  });
});

describe('GET /health', () => {
  it('answers 503 DATABASE_UNAVAILABLE when the database is gone', async () => {
    const broken = await startPlatform({ realmsDir: TEST_REALMS_DIR, seed: false });
    await broken.app.platform.db.destroy();
    const res = await broken.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body).code).toBe('DATABASE_UNAVAILABLE');
    await broken.close().catch(() => {});
  });
});
