import { afterEach, describe, expect, it } from 'vitest';
import type { PlatformApi } from '../../contract/client';
import { clearRealmCaches, getLabels } from './realm-data.server';

afterEach(() => clearRealmCaches());

/** A platform that answers one label table, counting the calls. */
function platformWith(translations: Record<string, string>) {
  let calls = 0;
  const platform = { realm: { labels: async () => (calls++, { ok: true, data: { locale: 'en', translations } }) } } as unknown as PlatformApi;
  return { platform, calls: () => calls };
}

describe('the realm label table', () => {
  it("is one completed object per cached table: the realm's keys over the product's English", async () => {
    const { platform, calls } = platformWith({ signIn: 'Log in' });
    const first = await getLabels({ platform, realm: 'arena' }, 'en');
    const second = await getLabels({ platform, realm: 'arena' }, 'en');
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(first.data.translations.signIn).toBe('Log in');
    expect(Object.keys(first.data.translations).length).toBeGreaterThan(100);
    // The same object on every request (its JSON is kept per object by the root loader).
    expect(second.data.translations).toBe(first.data.translations);
    expect(calls()).toBe(1);
  });
});
