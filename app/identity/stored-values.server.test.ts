import { describe, expect, it } from 'vitest';
import { PAGE_READY, restoredUrl, storedValues, storeValues, valuesFromQuery } from './stored-values.server';

describe('values kept across a provider redirect', () => {
  it('keeps on-site targets and plain values, drops anything that could leave the site', () => {
    const hostile = ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/%2F%2Fevil', '\t//evil', '/ok\n//evil'];
    for (const value of hostile) {
      const kept = valuesFromQuery(new URLSearchParams({ from: value, entryPage: value, redirectTo: value }));
      for (const key of ['from', 'entryPage', 'redirectTo'] as const) {
        const target = kept[key];
        if (target) expect(new URL(target, 'http://site.test').origin, `${key}=${JSON.stringify(value)}`).toBe('http://site.test');
      }
    }
    expect(valuesFromQuery(new URLSearchParams({ from: '/browse?x=1', type: 'signup', licences: 'gold,silver', code: 'never-kept' }))).toEqual({
      from: '/browse?x=1',
      type: 'signup',
      licences: 'gold,silver',
    });
  });

  it('round-trips through the signed cookie and refuses a tampered one', async () => {
    const cookie = await storeValues({ from: '/browse', entryPage: '/purchase' });
    const value = cookie.split(';')[0];
    expect(await storedValues(new Request('http://site.test/', { headers: { Cookie: value } }))).toEqual({ entryPage: '/purchase', from: '/browse' });
    const [name, raw] = value.split('=');
    const tampered = `${name}=${raw.slice(0, -3)}abc`;
    expect(await storedValues(new Request('http://site.test/', { headers: { Cookie: tampered } }))).toBeNull();
  });

  it("restores the values into the callback query with PAGE_READY, never over the provider's answer", () => {
    const url = new URL('http://site.test/oauth/demo-id/web?code=abc&state=xyz');
    const restored = new URL(restoredUrl(url, { from: '/browse', type: 'login' }), 'http://site.test');
    expect(Object.fromEntries(restored.searchParams)).toEqual({ code: 'abc', state: 'xyz', from: '/browse', type: 'login', [PAGE_READY]: 'true' });
    const clash = new URL(restoredUrl(new URL('http://site.test/oauth/demo-id/web?code=abc&from=%2Fhome'), { from: '/browse' }), 'http://site.test');
    expect(clash.searchParams.get('from')).toBe('/home');
  });
});
