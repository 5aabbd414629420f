import { describe, expect, it } from 'vitest';
import { jsonWithShared } from './shared-json.server';

describe('JSON answers with shared parts', () => {
  it('answers the JSON of the same data, with the status and headers asked for', async () => {
    const labels = { signIn: 'Sign in', quote: 'A "quoted" <b>' };
    const data = { realm: 'arena', user: { id: 'u1', isGuest: false }, labels, paths: ['/a'], none: null, skipped: undefined, count: 3 };
    const response = jsonWithShared(data, ['labels', 'paths', 'none', 'count'], { status: 201, headers: { 'Set-Cookie': 'a=b' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Set-Cookie')).toBe('a=b');
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it("writes a shared object's JSON once: later answers reuse it (shared objects are never changed)", async () => {
    const labels: Record<string, string> = { signIn: 'Sign in' };
    await jsonWithShared({ realm: 'arena', labels }, ['labels']).text();
    labels.signIn = 'changed in place';
    expect(await jsonWithShared({ realm: 'oasis', labels }, ['labels']).json()).toEqual({ realm: 'oasis', labels: { signIn: 'Sign in' } });
    // A new object (a reloaded table) is written afresh.
    expect(await jsonWithShared({ labels: { ...labels } }, ['labels']).json()).toEqual({ labels: { signIn: 'changed in place' } });
  });
});
