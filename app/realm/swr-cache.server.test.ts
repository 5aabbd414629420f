import { describe, expect, it, vi } from 'vitest';
import { createSwrCache } from './swr-cache.server';

function clock() {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('createSwrCache', () => {
  it('serves fresh, then stale while revalidating, then refetches', async () => {
    const time = clock();
    const cache = createSwrCache<number>({ ttlMs: 60_000, staleMs: 60_000, now: time.now });
    let n = 0;
    const loader = vi.fn(async () => ({ ok: true as const, data: ++n }));

    expect(await cache.get('k', loader)).toEqual({ ok: true, data: { value: 1, state: 'fresh' } });
    expect(await cache.get('k', loader)).toEqual({ ok: true, data: { value: 1, state: 'fresh' } });
    expect(loader).toHaveBeenCalledTimes(1);

    time.advance(61_000);
    expect(await cache.get('k', loader)).toEqual({ ok: true, data: { value: 1, state: 'stale' } });
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.peek('k')).toBe(2);

    time.advance(200_000);
    expect(await cache.get('k', loader)).toEqual({ ok: true, data: { value: 3, state: 'fresh' } });
  });

  it('keeps the last good copy when the loader fails or throws', async () => {
    const time = clock();
    const cache = createSwrCache<string>({ ttlMs: 10, staleMs: 0, now: time.now });
    await cache.get('k', async () => ({ ok: true, data: 'good' }));
    time.advance(100);
    expect(await cache.get('k', async () => ({ ok: false, error: 'down' }))).toEqual({ ok: true, data: { value: 'good', state: 'fallback' } });
    expect(
      await cache.get('k', async () => {
        throw new Error('boom');
      }),
    ).toEqual({ ok: true, data: { value: 'good', state: 'fallback' } });
    expect(await cache.get('other', async () => ({ ok: false, error: 'down' }))).toEqual({ ok: false, error: 'down' });
  });

  it('shares one in-flight load per key and bounds the number of keys', async () => {
    const cache = createSwrCache<number>({ ttlMs: 1000, staleMs: 0, maxEntries: 2 });
    const loader = vi.fn(async () => ({ ok: true as const, data: 1 }));
    await Promise.all([cache.get('a', loader), cache.get('a', loader)]);
    expect(loader).toHaveBeenCalledTimes(1);
    await cache.get('b', loader);
    await cache.get('c', loader);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('c')).toBe(1);
  });
});
