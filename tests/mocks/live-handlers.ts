/**
 * msw handlers for the platform's live and playback answers (guide, live lists, manifests,
 * details, multi-view heartbeat), shaped as contract/live.ts and contract/playback.ts
 * describe them, plus the realm basics every loader reads first (settings, labels, guest
 * token). Tests pass their own answers; `recorded` keeps the URLs and bodies asked for.
 */
import { http, HttpResponse } from 'msw';

/** The web's default PLATFORM_URL in tests (app/env.server.ts). */
export const PLATFORM = 'http://127.0.0.1:3001';

export const platformError = (status: number, code: string, message = `${code} happened`) =>
  HttpResponse.json({ code, messages: [message], requestId: 'req-1' }, { status });

/** A guest token the web caches for an hour (only its `exp` claim is read). */
const GUEST_TOKEN = `h.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.s`;

export interface Recorded {
  urls: URL[];
  bodies: unknown[];
}

export function recorder(): Recorded {
  return { urls: [], bodies: [] };
}

async function record(rec: Recorded | undefined, request: Request) {
  if (!rec) return;
  rec.urls.push(new URL(request.url));
  if (request.method !== 'GET')
    rec.bodies.push(
      await request
        .clone()
        .json()
        .catch(() => null),
    );
}

type Answer = (url: URL) => Response | object;
const reply = (answer: Response | object) => (answer instanceof Response ? answer : HttpResponse.json(answer));

export const handlers = {
  /** Realm settings, labels and a guest token: what building the load context and page titles need. */
  realm: (settings: Record<string, unknown> = {}, translations: Record<string, string> = {}) => [
    http.get(`${PLATFORM}/api/v1/realms`, () =>
      HttpResponse.json({ realms: [{ id: 'arena', hosts: ['localhost'], version: 'test', served: true, problems: [] }] }),
    ),
    http.get(`${PLATFORM}/api/v1/init`, () => HttpResponse.json({ realm: 'arena', name: 'Arena', defaultLocale: 'en', locales: ['en', 'es'], ...settings })),
    http.get(`${PLATFORM}/api/v2/label`, () => HttpResponse.json({ default_locale: 'en', selected_locale: 'en', translations })),
    http.post(`${PLATFORM}/token/guest`, () => HttpResponse.json({ authorisationToken: GUEST_TOKEN })),
  ],
  guide: (answer: Answer, rec?: Recorded) =>
    http.get(`${PLATFORM}/api/v4/epg`, async ({ request }) => {
      await record(rec, request);
      return reply(answer(new URL(request.url)));
    }),
  liveNow: (answer: Answer, rec?: Recorded) =>
    http.get(`${PLATFORM}/event/live`, async ({ request }) => {
      await record(rec, request);
      return reply(answer(new URL(request.url)));
    }),
  manifest: (kind: 'vod' | 'live', answer: Answer, rec?: Recorded) =>
    http.post(`${PLATFORM}/v5/manifest/${kind}/:id`, async ({ request }) => {
      await record(rec, request);
      return reply(answer(new URL(request.url)));
    }),
  details: (kind: 'vod' | 'event', answer: Answer) => http.get(`${PLATFORM}/api/v4/${kind}/:id`, ({ request }) => reply(answer(new URL(request.url)))),
  heartbeat: (answer: Answer, rec?: Recorded) =>
    http.post(`${PLATFORM}/v1/multiviewHeartbeat`, async ({ request }) => {
      await record(rec, request);
      return reply(answer(new URL(request.url)));
    }),
};

// ------------------------------------------------------------------ answers as the contract shapes them

const LICENCE = {
  id: 'lic-a',
  licenceId: 401,
  name: 'Pass A',
  description: 'Everything',
  family: null,
  rank: 1,
  type: 'STANDARD',
  purchaseStrategy: { type: 'SUBSCRIPTION', period: 'P1M' },
  trialDetails: null,
  defaultMarketingPricePeriod: null,
  amounts: [],
};

/** A licence summary (contract/cards.ts licenceSummary). */
export const licence = (id: string, name: string) => ({ ...LICENCE, id, name });

/** A guide programme (contract/live.ts guideProgramme). */
export function guideProgramme(channelId: string, id: string, title: string, start: number, end: number, extra: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    id,
    title,
    programme: title,
    startDate: new Date(start).toISOString(),
    endDate: new Date(end).toISOString(),
    thumbnailUrl: `http://platform.test/images/art-${id}.jpg`,
    channelId,
    live: start <= now && now < end,
    ...extra,
  };
}

/** A manifest answer (contract/playback.ts manifestAnswer): denied unless `granted`. */
export function manifest(id: string, type: 'VOD' | 'LIVE' | 'EPG', options: { granted?: boolean; licences?: object[] } = {}) {
  const granted = options.granted ?? false;
  return {
    id,
    type,
    ...(type === 'LIVE'
      ? { status: 'LIVE', eventSchedule: { startDate: new Date(Date.now() - 60_000).toISOString(), endDate: new Date(Date.now() + 3_600_000).toISOString() } }
      : {}),
    accessLevel: granted ? 'GRANTED' : 'DENIED',
    licences: options.licences ?? (granted ? [] : [licence('lic-a', 'Pass A')]),
    thumbnailUrl: `http://platform.test/images/art-${id}.jpg`,
    onlinePlayback: true,
    ...(type === 'VOD' ? { duration: 36 } : {}),
    streams: granted
      ? [{ protocol: 'HLS', url: `http://platform.test/media/${type === 'VOD' ? 'vod' : 'live'}/${id}/master.m3u8`, subtitles: [], drm: null, adUnits: [] }]
      : [],
    skipMarkers: [],
    annotations: null,
  };
}
