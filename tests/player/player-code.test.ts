import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../app/player/player-code';

describe('loadOnce (the player code loaders)', () => {
  it('loads once: every caller shares the first promise', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const get = loadOnce(load);
    const [a, b] = [get(), get()];
    expect(a).toBe(b);
    await expect(a).resolves.toBe('module');
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call fetches again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
