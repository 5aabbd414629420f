import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlatformApi, createPlatformClient, resetGuestTokens, type TokenSource } from './client.server';

const viewer: TokenSource = { bearer: async () => 'viewer-token', refreshAfterUnauthorized: async () => null };

function recordingFetch(respond: (url: URL, init: RequestInit) => Response) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, init: init ?? {} });
    return respond(url, init ?? {});
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('platform client: watch calls', () => {
  beforeEach(() => resetGuestTokens());

  it('asks for the VOD access decision with POST and the viewer token, keeping the licences', async () => {
    const { fetch, calls } = recordingFetch(() =>
      json({ id: 'vod-021', type: 'VOD', accessLevel: 'DENIED', licences: [{ id: 'lic-a', name: 'Pass A', amounts: [] }], streams: [] }),
    );
    const client = createPlatformClient({ baseUrl: 'http://p', realm: 'arena', timeoutMs: 1000, tokens: viewer, fetch });
    const answer = await client.manifest('vod', 'vod-021');
    expect(calls[0].url.pathname).toBe('/v5/manifest/vod/vod-021');
    expect(calls[0].init.method).toBe('POST');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer viewer-token');
    expect(answer.ok && answer.data.licences.map((licence) => [licence.id, licence.name])).toEqual([['lic-a', 'Pass A']]);
  });

  it('reads VOD and live details, and reports an answer without an access level as malformed', async () => {
    const { fetch } = recordingFetch((url) => {
      if (url.pathname === '/api/v4/vod/vod-001') return json({ id: 'vod-001', title: 'Endless Orchard', duration: 36, licences: [] });
      if (url.pathname === '/api/v4/event/live-8') return json({ id: 'live-8', title: 'Hidden Classic', status: 'ENDED', eventSchedule: { startDate: 'a', endDate: 'b' } });
      return json({ id: 'x', streams: [] });
    });
    const client = createPlatformClient({ baseUrl: 'http://p', realm: 'arena', timeoutMs: 1000, tokens: viewer, fetch });
    const vod = await client.vod('vod-001');
    expect(vod.ok && [vod.data.title, vod.data.duration]).toEqual(['Endless Orchard', 36]);
    const event = await client.event('live-8');
    expect(event.ok && event.data.status).toBe('ENDED');
    const broken = await client.manifest('live', 'live-1');
    expect(!broken.ok && broken.error.code).toBe('MALFORMED_ANSWER');
  });

  it('saves progress with PUT { position } and accepts the 204', async () => {
    const { fetch, calls } = recordingFetch(() => new Response(null, { status: 204 }));
    const client = createPlatformClient({ baseUrl: 'http://p', realm: 'arena', timeoutMs: 1000, tokens: viewer, fetch });
    const answer = await createPlatformApi(client).playback.saveProgress({ params: { id: 'vod-021' }, body: { position: 17 } });
    expect(answer.ok).toBe(true);
    expect(calls[0].url.pathname).toBe('/api/v1/progress/vod-021');
    expect(calls[0].init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ position: 17 });
  });
});
