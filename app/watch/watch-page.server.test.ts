/**
 * The live page's shared (guest) copy, against the platform's answers mocked with msw
 * (tests/mocks/live-handlers.ts): it ends when the event starts or ends, since until then the
 * copy says "starts at" or plays a stream that is about to stop.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGuestTokens } from '~/platform/client.server';
import { clearRealmCaches } from '~/realm/realm-data.server';
import { handlers, manifest } from '../../tests/mocks/live-handlers';
import { loadArgs } from '../../tests/support/load-args';
import { loadWatchPage } from './watch-page.server';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  // The clock stands still: the answers' times and the loader's now are the same moment.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-29T20:00:00Z'));
  clearRealmCaches();
  resetGuestTokens();
  server.use(...handlers.realm());
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});

const iso = (fromNowMs: number) => new Date(Date.now() + fromNowMs).toISOString();

/** A live event whose schedule runs from `startMs` to `endMs` from now, granted to everyone. */
function event(startMs: number, endMs: number) {
  const status = startMs > 0 ? 'UPCOMING' : 'LIVE';
  const eventSchedule = { startDate: iso(startMs), endDate: iso(endMs) };
  const granted = manifest('live-9', 'LIVE', { granted: true });
  server.use(
    handlers.details('event', () => ({
      type: 'LIVE',
      accessLevel: 'GRANTED',
      thumbnailUrl: 'http://platform.test/images/art-9.jpg',
      id: 'live-9',
      title: 'Final',
      externalId: 'ext-9',
      kind: 'EVENT',
      status,
      eventSchedule,
      licences: [],
      onlinePlayback: status === 'LIVE',
    })),
    handlers.manifest('live', () =>
      status === 'LIVE' ? { ...granted, eventSchedule } : { ...granted, status, eventSchedule, onlinePlayback: false, streams: [] },
    ),
  );
}

async function guestCopy() {
  const { context } = await loadArgs(new Request('http://arena.localhost/live/live-9', { headers: { Host: 'arena.localhost' } }));
  const response = await loadWatchPage(context, 'live', { eventId: 'live-9' });
  const data = (await response.json()) as { outcome: { kind: string } };
  return { kind: data.outcome.kind, cacheControl: response.headers.get('Cache-Control') };
}

describe('the live page shared with guests', () => {
  it('keeps its usual life while the event is far from starting or ending', async () => {
    event(2 * 3_600_000, 4 * 3_600_000);
    expect(await guestCopy()).toEqual({ kind: 'scheduled', cacheControl: 'public, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400' });
  });

  it('ends when the event starts, stale time included', async () => {
    event(100_000, 3_600_000);
    expect(await guestCopy()).toEqual({ kind: 'scheduled', cacheControl: 'public, s-maxage=60, stale-while-revalidate=40, stale-if-error=86400' });
  });

  it('ends when the event ends', async () => {
    event(-3_600_000, 30_000);
    expect(await guestCopy()).toEqual({ kind: 'play', cacheControl: 'public, s-maxage=30, stale-if-error=86400' });
  });
});
