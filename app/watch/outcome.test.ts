import { describe, expect, it } from 'vitest';
import { playbackDecision } from '~/player/manifest';
import { frameAncestorOrigins, liveFallbackPath, purchasePath, startPosition, watchOutcome, type WatchOutcomeInput } from './outcome';

const stream = {
  protocol: 'HLS',
  url: 'http://media.test/vod/a/master.m3u8',
  subtitles: [{ language: 'en', name: 'English', url: 'http://media.test/en.vtt' }],
};

function manifest(overrides: Record<string, unknown>) {
  return {
    id: 'vod-021',
    type: 'VOD',
    accessLevel: 'GRANTED',
    onlinePlayback: true,
    streams: [stream],
    skipMarkers: [],
    annotations: null,
    duration: 36,
    ...overrides,
  };
}

function input(answer: Record<string, unknown>, overrides: Partial<WatchOutcomeInput> = {}): WatchOutcomeInput {
  const screen = overrides.screen ?? 'vod';
  return {
    screen,
    decision: playbackDecision(answer, screen === 'vod' ? 'VOD' : 'LIVE'),
    signedIn: false,
    interstitialEnabled: false,
    licenceIds: ['lic-arena-monthly', 'lic-arena-yearly'],
    eventId: 'vod-021',
    eventTitle: 'neon-nights',
    locale: 'en',
    currentPath: '/video/vod-021/neon-nights?progress=12',
    ...overrides,
  };
}

describe('watchOutcome', () => {
  it('plays granted content that is online', () => {
    expect(watchOutcome(input(manifest({})))).toEqual({ kind: 'play' });
  });

  it('sends a guest with granted-on-sign-in content to login, `from` naming this page with its query', () => {
    const outcome = watchOutcome(input(manifest({ accessLevel: 'GRANTED_ON_SIGN_IN', streams: [] })));
    expect(outcome.kind).toBe('redirect');
    const to = new URL((outcome as { to: string }).to, 'http://site.test');
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('from')).toBe('/video/vod-021/neon-nights?progress=12');
  });

  it('writes the login path in the viewer’s path set', () => {
    const outcome = watchOutcome(input(manifest({ accessLevel: 'GRANTED_ON_SIGN_IN', streams: [] }), { locale: 'es', currentPath: '/video/vod-021' }));
    expect(outcome).toEqual({ kind: 'redirect', to: '/iniciar-sesion?from=%2Fvideo%2Fvod-021' });
  });

  it('never sends a foreign `from` to login (an unsafe current path falls back to this screen)', () => {
    const outcome = watchOutcome(input(manifest({ accessLevel: 'GRANTED_ON_SIGN_IN', streams: [] }), { currentPath: '//evil.example/x' }));
    const to = new URL((outcome as { to: string }).to, 'http://site.test');
    expect(to.searchParams.get('from')).toBe('/video/vod-021/neon-nights');
  });

  it('shows "unavailable" instead of a login loop when a signed-in viewer gets granted-on-sign-in', () => {
    expect(watchOutcome(input(manifest({ accessLevel: 'GRANTED_ON_SIGN_IN', streams: [] }), { signedIn: true }))).toEqual({ kind: 'unavailable' });
  });

  it('sends denied content to the interstitial when the realm enables it', () => {
    const outcome = watchOutcome(input(manifest({ accessLevel: 'DENIED', streams: [] }), { interstitialEnabled: true }));
    expect(outcome).toEqual({ kind: 'redirect', to: '/interstitial/vod-021/neon-nights' });
  });

  it('marks a live interstitial so it loads the event', () => {
    const outcome = watchOutcome(
      input(manifest({ id: 'live-3', accessLevel: 'DENIED', streams: [] }), { screen: 'live', eventId: 'live-3', eventTitle: null, interstitialEnabled: true }),
    );
    expect(outcome).toEqual({ kind: 'redirect', to: '/interstitial/live-3?type=live' });
  });

  it('sends denied content to purchase with the licences when there is no interstitial', () => {
    const outcome = watchOutcome(input(manifest({ accessLevel: 'DENIED', streams: [] }), { locale: 'pt' }));
    expect(outcome.kind).toBe('redirect');
    const to = new URL((outcome as { to: string }).to, 'http://site.test');
    expect(to.pathname).toBe('/aderir');
    expect(to.searchParams.get('licences')).toBe('lic-arena-monthly,lic-arena-yearly');
    expect(to.searchParams.get('from')).toBe('/video/vod-021/neon-nights?progress=12');
  });

  it('shows the region message for geoblocked content (no purchase, no sign-in)', () => {
    expect(watchOutcome(input(manifest({ accessLevel: 'GEOBLOCKED', streams: [] }), { interstitialEnabled: true }))).toEqual({ kind: 'geoblocked' });
  });

  it('shows the schedule of a premiere that is not released yet', () => {
    const answer = manifest({ onlinePlayback: false, streams: [], premiereRelease: { type: 'PREMIERE', scheduledAt: '2030-01-01T20:00:00.000Z' } });
    expect(watchOutcome(input(answer))).toEqual({ kind: 'scheduled', at: '2030-01-01T20:00:00.000Z' });
  });

  it('shows the start of an upcoming live event', () => {
    const answer = manifest({
      id: 'live-1',
      type: 'LIVE',
      duration: undefined,
      onlinePlayback: false,
      streams: [],
      status: 'UPCOMING',
      eventSchedule: { startDate: '2030-01-01T20:00:00.000Z', endDate: '2030-01-01T22:00:00.000Z' },
    });
    expect(watchOutcome(input(answer, { screen: 'live' }))).toEqual({ kind: 'scheduled', at: '2030-01-01T20:00:00.000Z' });
  });

  it('says an ended live event has ended, whatever the access level', () => {
    const answer = manifest({ id: 'live-1', type: 'LIVE', accessLevel: 'DENIED', onlinePlayback: false, streams: [], status: 'ENDED' });
    expect(watchOutcome(input(answer, { screen: 'live', ended: true, interstitialEnabled: true }))).toEqual({ kind: 'ended' });
    const granted = manifest({ id: 'live-1', type: 'LIVE', onlinePlayback: false, streams: [], status: 'ENDED' });
    expect(watchOutcome(input(granted, { screen: 'live' }))).toEqual({ kind: 'ended' });
  });

  it('treats a malformed answer or an unknown access level as unavailable', () => {
    expect(watchOutcome(input({ nonsense: true }))).toEqual({ kind: 'unavailable' });
    expect(watchOutcome(input(manifest({ accessLevel: 'MAYBE', streams: [] })))).toEqual({ kind: 'unavailable' });
  });
});

describe('purchasePath', () => {
  it('leaves out empty licences and an unsafe from', () => {
    expect(purchasePath('en', [], 'https://evil.example/')).toBe('/purchase');
  });
});

describe('liveFallbackPath', () => {
  it('keeps the id, title and query on the VOD screen of the viewer’s set', () => {
    expect(liveFallbackPath('vod-005', 'old-fight', 'debug', '?progress=3')).toBe('/🎬/vod-005/old-fight?progress=3');
    expect(liveFallbackPath('vod-005', null, 'es', '')).toBe('/video/vod-005');
  });
});

describe('startPosition', () => {
  it('accepts seconds ≥ 0 and ignores anything else', () => {
    expect(startPosition('12.5')).toBe(12.5);
    expect(startPosition('0')).toBe(0);
    expect(startPosition(null)).toBeUndefined();
    expect(startPosition('')).toBeUndefined();
    expect(startPosition('-3')).toBeUndefined();
    expect(startPosition('abc')).toBeUndefined();
    expect(startPosition('Infinity')).toBeUndefined();
  });
});

describe('frameAncestorOrigins', () => {
  it('keeps http(s) origins only, normalised and without duplicates', () => {
    expect(
      frameAncestorOrigins(['http://localhost:3100/', 'http://localhost:3100', 'https://host.example/path', 'javascript:alert(1)', "'unsafe-inline'", '*']),
    ).toEqual(['http://localhost:3100', 'https://host.example']);
  });
});
