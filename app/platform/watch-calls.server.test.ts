/**
 * The watch screens' calls through `context.platform`, against the platform's answers mocked
 * with msw (tests/mocks/live-handlers.ts): the access decision is a POST with the viewer's
 * token, details are read as the contract shapes them, an answer the contract refuses is
 * a malformed-answer error, and progress is a PUT answered 204.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers, licence, manifest, PLATFORM, recorder } from '../../tests/mocks/live-handlers';
import { createPlatformApi, createPlatformClient, resetGuestTokens, type TokenSource } from './client.server';

const viewer: TokenSource = { bearer: async () => 'viewer-token', refreshAfterUnauthorized: async () => null };
const platform = () => createPlatformApi(createPlatformClient({ baseUrl: PLATFORM, realm: 'arena', timeoutMs: 1000, tokens: viewer }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetGuestTokens();
});
afterAll(() => server.close());

const card = { type: 'VOD', accessLevel: 'GRANTED', thumbnailUrl: 'http://platform.test/images/art-1.jpg' };

describe('platform client: watch calls', () => {
  it('asks for the VOD access decision with POST and the viewer token, keeping the licences', async () => {
    const asked = recorder();
    const headers: Headers[] = [];
    server.use(
      http.post(`${PLATFORM}/v5/manifest/vod/:id`, ({ request }) => {
        headers.push(request.headers);
        asked.urls.push(new URL(request.url));
        return HttpResponse.json(manifest('vod-021', 'VOD', { licences: [licence('lic-a', 'Pass A')] }));
      }),
    );
    const answer = await platform().playback.vodManifest({ params: { id: 'vod-021' }, query: { includePlaybackDetails: 'URL' } });
    expect(asked.urls[0].pathname).toBe('/v5/manifest/vod/vod-021');
    expect(asked.urls[0].searchParams.get('includePlaybackDetails')).toBe('URL');
    expect(headers[0].get('authorization')).toBe('Bearer viewer-token');
    expect(headers[0].get('realm')).toBe('arena');
    expect(answer.ok && answer.data.licences.map((l) => [l.id, l.name])).toEqual([['lic-a', 'Pass A']]);
  });

  it('reads VOD and live details, and reports an answer without an access level as malformed', async () => {
    server.use(
      handlers.details('vod', () => ({
        ...card,
        id: 'vod-001',
        title: 'Endless Orchard',
        duration: 36,
        externalId: 'ext-1',
        genre: 'Drama',
        releaseDate: '2024-01-01',
        trailers: [],
        licences: [],
        availableLicences: [],
        onlinePlayback: true,
        computedReleases: [],
      })),
      handlers.details('event', () => ({
        ...card,
        type: 'LIVE',
        id: 'live-8',
        title: 'Hidden Classic',
        externalId: 'ext-8',
        kind: 'EVENT',
        status: 'ENDED',
        eventSchedule: { startDate: 'a', endDate: 'b' },
        licences: [],
        onlinePlayback: false,
      })),
      handlers.manifest('live', () => {
        const { accessLevel: _, ...withoutAccess } = manifest('live-1', 'LIVE');
        return withoutAccess;
      }),
    );
    const api = platform();
    const vod = await api.content.vod({ params: { id: 'vod-001' } });
    expect(vod.ok && [vod.data.title, vod.data.duration]).toEqual(['Endless Orchard', 36]);
    const event = await api.content.event({ params: { id: 'live-8' } });
    expect(event.ok && event.data.status).toBe('ENDED');
    const broken = await api.playback.liveManifest({ params: { id: 'live-1' } });
    expect(!broken.ok && broken.error.code).toBe('MALFORMED_ANSWER');
  });

  it('saves progress with PUT { position } and accepts the 204', async () => {
    const bodies: unknown[] = [];
    const seen: { method: string; path: string }[] = [];
    server.use(
      http.put(`${PLATFORM}/api/v1/progress/:id`, async ({ request }) => {
        seen.push({ method: request.method, path: new URL(request.url).pathname });
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const answer = await platform().playback.saveProgress({ params: { id: 'vod-021' }, body: { position: 17 } });
    expect(answer.ok).toBe(true);
    expect(seen).toEqual([{ method: 'PUT', path: '/api/v1/progress/vod-021' }]);
    expect(bodies).toEqual([{ position: 17 }]);
  });

  it('relays the multi-view heartbeat as { eventIds } and reads when to send the next one', async () => {
    const asked = recorder();
    server.use(handlers.heartbeat(() => ({ eventIds: ['live-1', 'channel-1'], receivedAt: new Date().toISOString(), nextHeartbeatInSeconds: 30 }), asked));
    const answer = await platform().playback.multiviewHeartbeat({ body: { eventIds: ['live-1', 'channel-1'] } });
    expect(asked.bodies).toEqual([{ eventIds: ['live-1', 'channel-1'] }]);
    expect(answer.ok && answer.data.nextHeartbeatInSeconds).toBe(30);
  });
});
