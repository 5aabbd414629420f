/**
 * Calls whose contract names content types instead of a JSON answer (event streams, media)
 * answer their body as it arrives; a refusal is an error value like any other call's.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM, platformError } from '../../tests/mocks/live-handlers';
import { createPlatformApi, createPlatformClient } from './client.server';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const platform = () => createPlatformApi(createPlatformClient({ baseUrl: PLATFORM, realm: 'arena', timeoutMs: 1000 }));

describe('streamed calls', () => {
  it('hands over the live-now event stream without a bearer', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get(`${PLATFORM}/event/live/stream`, ({ request }) => {
        seen.push(request.headers);
        return new HttpResponse('event: snapshot\ndata: {"ids":["live-1"]}\n\n', { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    const answer = await platform().live.liveNowStream();
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(await new Response(answer.data).text()).toBe('event: snapshot\ndata: {"ids":["live-1"]}\n\n');
    expect(seen[0].get('accept')).toBe('text/event-stream');
    expect(seen[0].get('authorization')).toBeNull();
  });

  it('answers a refused file as an http error with the platform code', async () => {
    server.use(http.get(`${PLATFORM}/images/:file`, () => platformError(404, 'IMAGE_NOT_FOUND')));
    const answer = await platform().media.image({ params: { file: 'nope.gif' } });
    expect(!answer.ok && [answer.error.status, answer.error.code]).toEqual([404, 'IMAGE_NOT_FOUND']);
  });

  it('ends the call when the caller aborts', async () => {
    server.use(http.get(`${PLATFORM}/event/live/stream`, () => new Promise<Response>(() => undefined)));
    const abort = new AbortController();
    const pending = platform().live.liveNowStream({ signal: abort.signal });
    abort.abort();
    const answer = await pending;
    expect(!answer.ok && answer.error.kind).toBe('network');
  });

  it("carries the viewer's bearer on a room stream, refreshed once after a 401", async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(`${PLATFORM}/watch-together/rooms/:roomId/stream`, ({ request }) => {
        const bearer = request.headers.get('authorization');
        seen.push(bearer);
        if (bearer !== 'Bearer fresh') return platformError(401, 'TOKEN_EXPIRED');
        return new HttpResponse('event: playback\ndata: {}\n\n', { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    const tokens = { bearer: async () => 'stale', refreshAfterUnauthorized: async () => 'fresh' };
    const api = createPlatformApi(createPlatformClient({ baseUrl: PLATFORM, realm: 'arena', timeoutMs: 1000, tokens }));
    const answer = await api.together.roomStream({ params: { roomId: 'A'.repeat(24) } });
    expect(answer.ok).toBe(true);
    expect(seen).toEqual(['Bearer stale', 'Bearer fresh']);
  });
});
