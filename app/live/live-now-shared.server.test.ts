import { describe, expect, it } from 'vitest';
import type { PlatformApi } from '../../contract/client';
import { createLiveNowShare, LIVE_NOW_TTL_MS, liveNowItems, type LiveNowKey } from './live-now-shared.server';

type Answer =
  { ok: true; data: { events: Record<string, unknown>[] } } | { ok: false; error: { kind: 'network'; status: 0; code: string; messages: string[] } };

/** A guest platform per key that records every call and answers what `answer(key)` says. */
function fakePlatforms(answer: (key: LiveNowKey, call: number) => Answer | Promise<Answer>) {
  const calls: LiveNowKey[] = [];
  const guestPlatform = (key: LiveNowKey) =>
    ({
      live: {
        liveNow: async (input: { query: { rpp: number } }) => {
          calls.push(key);
          expect(input.query.rpp).toBe(key.rpp);
          return answer(key, calls.length);
        },
      },
    }) as unknown as PlatformApi;
  return { calls, guestPlatform };
}

const event = (id: string, title: string) => ({ id, title, liveEventId: id, thumbnailUrl: `https://img/${id}.jpg`, accessLevel: 'GRANTED' });
const key = (over: Partial<LiveNowKey> = {}): LiveNowKey => ({ platform: 'http://p', realm: 'arena', locale: 'en', country: null, rpp: 20, ...over });

describe('the shared live-now list', () => {
  it('asks the platform once per realm and locale within the time it is kept', async () => {
    let clock = 1_000;
    const { calls, guestPlatform } = fakePlatforms((k) => ({ ok: true, data: { events: [event('e1', `Final ${k.realm} ${k.locale}`)] } }));
    const shared = createLiveNowShare(guestPlatform, () => clock);

    const first = await shared(key());
    clock += LIVE_NOW_TTL_MS - 1;
    const second = await shared(key());
    expect(calls).toHaveLength(1);
    expect(second).toEqual(first);
    expect(first?.[0]).toMatchObject({ id: 'e1', title: 'Final arena en', thumbnailUrl: 'https://img/e1.jpg' });
    // Only what the top bar shows is kept: no access level of whoever asked.
    expect(Object.keys(first?.[0] ?? {}).sort()).toEqual(['href', 'id', 'thumbnailUrl', 'title']);
  });

  it('keeps realms, locales, page sizes and platforms apart', async () => {
    const { calls, guestPlatform } = fakePlatforms((k) => ({ ok: true, data: { events: [event('e1', `${k.platform} ${k.realm} ${k.locale} ${k.rpp}`)] } }));
    const shared = createLiveNowShare(guestPlatform, () => 0);
    const keys = [key(), key({ realm: 'oasis' }), key({ locale: 'es' }), key({ rpp: 5 }), key({ platform: 'http://q' })];
    const titles = [];
    for (const k of keys) titles.push((await shared(k))?.[0]?.title);
    expect(calls).toHaveLength(keys.length);
    expect(titles).toEqual(['http://p arena en 20', 'http://p oasis en 20', 'http://p arena es 20', 'http://p arena en 5', 'http://q arena en 20']);
    // Links are written in the key's locale.
    const [en, es] = [await shared(key()), await shared(key({ locale: 'es' }))];
    expect(en?.[0]?.href).toMatch(/^\/live\/e1/);
    expect(es?.[0]?.href).toMatch(/^\/envivo\/e1/);
    expect(calls).toHaveLength(keys.length);
  });

  it('asks again once the list is older than the time it is kept', async () => {
    let clock = 0;
    const { calls, guestPlatform } = fakePlatforms((_k, n) => ({ ok: true, data: { events: [event(`e${n}`, 'Live')] } }));
    const shared = createLiveNowShare(guestPlatform, () => clock);
    expect((await shared(key()))?.[0]?.id).toBe('e1');
    clock += LIVE_NOW_TTL_MS;
    expect((await shared(key()))?.[0]?.id).toBe('e2');
    expect(calls).toHaveLength(2);
  });

  it('shares one call between concurrent requests and never keeps a failure', async () => {
    let fail = true;
    const { calls, guestPlatform } = fakePlatforms(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return fail
        ? { ok: false, error: { kind: 'network', status: 0, code: 'PLATFORM_UNREACHABLE', messages: ['down'] } }
        : { ok: true, data: { events: [event('e1', 'Back')] } };
    });
    const shared = createLiveNowShare(guestPlatform, () => 0);
    const answers = await Promise.all([shared(key()), shared(key()), shared(key())]);
    expect(answers).toEqual([null, null, null]);
    expect(calls).toHaveLength(1);
    fail = false;
    expect((await shared(key()))?.[0]?.title).toBe('Back');
    expect(calls).toHaveLength(2);
  });
});

describe('liveNowItems', () => {
  it('drops events without an id and keeps the thumbnail only when it is a string', () => {
    const items = liveNowItems([{ title: 'no id' }, { id: 'e2', title: 'Two', liveEventId: 'e2', thumbnailUrl: 7 }], 'en');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: 'e2', title: 'Two', thumbnailUrl: undefined });
    expect(items[0].href).toMatch(/^\/live\/e2/);
  });
});
