/**
 * Loader and heartbeat of the multi-view screen `/multi-video/{eventId}`.
 *
 * Every tile's access is decided like the live page's (app/watch/outcome.ts): event details
 * and the live manifest, fetched in parallel for all tiles together with the carousel's page
 * of live events. The path's event behaves exactly like the live page (guest → login with
 * `from`, denied → interstitial or purchase); another tile that cannot play shows why, with
 * the same link, so one locked stream never takes the whole screen away.
 */
import { json, redirect } from '@remix-run/node';
import { z } from 'zod';
import { unavailable, type AppContext } from '~/context.server';
import { cacheHeaders, pageMeta } from '~/content/section-page.server';
import { isOutage, type PlatformError } from '~/platform/client.server';
import { playbackDecision, type PlaybackDecision } from '~/player/manifest';
import { slugify } from '~/routing/content-links';
import { pathFor } from '~/routing/paths';
import { watchOutcome } from '~/watch/outcome';
import { CONTENT_ID_PATTERN, formatDate, type EventDetails } from '~/watch/watch-page.server';
import {
  CAROUSEL_PAGE_SIZE,
  EVENT_PLACEHOLDER,
  LAYOUT_STREAMS,
  MAX_STREAMS,
  chooseEvent,
  fitToLayout,
  LAYOUTS,
  multiviewQuery,
  parseLayout,
  parseOtherIds,
  parsePage,
  tileIds,
  type LayoutName,
} from './layouts';

type PlayerProps = Extract<PlaybackDecision, { kind: 'play' }>['props'];

export type TileStatus = 'play' | 'signIn' | 'purchase' | 'geoblocked' | 'scheduled' | 'ended' | 'unavailable' | 'missing';

export interface TileData {
  eventId: string;
  title: string;
  artwork: string | null;
  status: TileStatus;
  player: PlayerProps | null;
  /** Sign-in, interstitial or purchase link when the stream is locked. */
  actionHref: string | null;
  scheduledAt: string | null;
}

export interface CarouselEvent {
  id: string;
  title: string;
  thumbnailUrl: string | null;
  accessLevel: string | null;
  /** Without scripts: the screen with this event added (free tile) or in place of the last tile. */
  href: string;
}

export interface MultiviewPageData {
  eventId: string;
  layout: LayoutName;
  tiles: TileData[];
  /** The screen's path in the viewer's path set with `{eventId}` in place of the first tile's id (the client writes its own links). */
  pathTemplate: string;
  /** The same streams in each layout. */
  layouts: { name: LayoutName; href: string }[];
  carousel: { events: CarouselEvent[]; page: number; totalPages: number; failed: boolean; previousHref: string | null; nextHref: string | null };
  meta: ReturnType<typeof pageMeta>;
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

/** The screen's path for a set of tiles. */
export function multiviewPath(ids: readonly string[], layout: LayoutName, locale: string, page = 1): string {
  return pathFor('multiView', { eventId: ids[0] }, { locale, query: multiviewQuery(ids, layout, page) });
}

type TileCheck = { tile: TileData; redirectTo: string | null; error: PlatformError | null };

async function checkTile(ctx: AppContext, eventId: string, currentPath: string): Promise<TileCheck> {
  const [details, manifest] = await Promise.all([
    ctx.platform.content.event({ params: { id: eventId } }),
    ctx.platform.playback.liveManifest({ params: { id: eventId }, query: { includePlaybackDetails: 'URL' } }),
  ]);
  const base: TileData = { eventId, title: eventId, artwork: null, status: 'missing', player: null, actionHref: null, scheduledAt: null };
  if (!details.ok) return { tile: base, redirectTo: null, error: details.error };
  if (!manifest.ok) return { tile: base, redirectTo: null, error: manifest.error };
  const info: EventDetails = details.data;
  const decision = playbackDecision(manifest.data, 'LIVE');
  const outcome = watchOutcome({
    screen: 'live',
    decision,
    ended: info.status === 'ENDED',
    signedIn: Boolean(ctx.user && !ctx.user.isGuest),
    interstitialEnabled: ctx.settings.features.interstitial,
    licenceIds: manifest.data.licences.map((licence) => licence.id),
    eventId,
    eventTitle: slugify(info.title) || null,
    locale: ctx.locale,
    currentPath,
  });
  const tile: TileData = { ...base, title: info.title, artwork: info.thumbnailUrl ?? info.posterUrl ?? null };
  switch (outcome.kind) {
    case 'play':
      return { tile: { ...tile, status: 'play', player: decision.kind === 'play' ? decision.props : null }, redirectTo: null, error: null };
    case 'redirect':
      return {
        tile: { ...tile, status: manifest.data.accessLevel === 'GRANTED_ON_SIGN_IN' ? 'signIn' : 'purchase', actionHref: outcome.to },
        redirectTo: outcome.to,
        error: null,
      };
    case 'scheduled':
      return {
        tile: { ...tile, status: 'scheduled', scheduledAt: formatDate(outcome.at ?? info.eventSchedule?.startDate ?? null, ctx.locale) },
        redirectTo: null,
        error: null,
      };
    default:
      return { tile: { ...tile, status: outcome.kind }, redirectTo: null, error: null };
  }
}

export async function loadMultiviewPage(ctx: AppContext, params: Record<string, string | undefined>) {
  const eventId = params.eventId ?? '';
  if (!CONTENT_ID_PATTERN.test(eventId)) throw notFound();
  const query = ctx.url.searchParams;
  const layout = parseLayout(query.get('layout'));
  const page = parsePage(query.get('p'));
  const requested = tileIds(eventId, parseOtherIds(query.get('with'), eventId), layout);
  const currentPath = ctx.url.pathname + ctx.url.search;

  const [live, ...checks] = await Promise.all([
    ctx.platform.live.liveNow({ query: { p: page, rpp: CAROUSEL_PAGE_SIZE } }),
    ...requested.map((id) => checkTile(ctx, id, currentPath)),
  ]);
  const onAir = live.ok ? live.data.events : [];

  // The path's event decides the screen like the live page does.
  const first = checks[0];
  if (first.error) {
    if (first.error.kind === 'http' && (first.error.status === 404 || first.error.status === 400)) throw notFound();
    if (isOutage(first.error)) throw unavailable(first.error.messages[0] ?? 'The platform is unavailable.');
    throw new Response('Error', { status: first.error.status || 500, headers: { 'Cache-Control': 'no-store' } });
  }
  if (first.redirectTo) throw redirect(first.redirectTo, { headers: await ctx.sessionHeaders() });

  // Free tiles (no `with`, or fewer than the layout shows) are filled from the events on air.
  const shown = checks.filter((check) => !(check.error && check.error.kind === 'http' && check.error.status === 404)).map((check) => check.tile);
  const fill = tileIds(
    eventId,
    shown.slice(1).map((tile) => tile.eventId),
    layout,
    onAir.map((event) => event.id),
  ).filter((id) => !shown.some((tile) => tile.eventId === id));
  const filled = await Promise.all(fill.map((id) => checkTile(ctx, id, currentPath)));
  const tiles = [...shown, ...filled.filter((check) => !check.error).map((check) => check.tile)].slice(0, Math.min(MAX_STREAMS, LAYOUT_STREAMS[layout]));

  const ids = tiles.map((tile) => tile.eventId);
  const carouselPage = live.ok ? live.data.page : page;
  const totalPages = live.ok ? live.data.totalPages : 0;
  const data: MultiviewPageData = {
    eventId,
    layout,
    tiles,
    pathTemplate: pathFor('multiView', { eventId: EVENT_PLACEHOLDER }, { locale: ctx.locale }),
    layouts: LAYOUTS.map((name) => ({ name, href: multiviewPath(fitToLayout(ids, name, null), name, ctx.locale, carouselPage) })),
    carousel: {
      events: onAir.map((event) => ({
        id: event.id,
        title: event.title,
        thumbnailUrl: event.thumbnailUrl || null,
        accessLevel: event.accessLevel,
        href: multiviewPath(chooseEvent(ids, layout, event.id, null), layout, ctx.locale, carouselPage),
      })),
      page: carouselPage,
      totalPages,
      failed: !live.ok,
      previousHref: carouselPage > 1 ? multiviewPath(ids, layout, ctx.locale, carouselPage - 1) : null,
      nextHref: carouselPage < totalPages ? multiviewPath(ids, layout, ctx.locale, carouselPage + 1) : null,
    },
    // Title: the streams on screen (the realm labels are the client's; no extra call for the title).
    meta: pageMeta(ctx, 'multiView', { eventId }, tiles.map((tile) => tile.title).join(' · ')),
  };
  const headers = cacheHeaders(ctx);
  headers.set('Vary', `${headers.get('Vary') ?? 'Cookie'}, X-Country`);
  await ctx.sessionHeaders(headers);
  return json(data, { headers });
}

// ---------------------------------------------------------------------------
// Heartbeat (resource route): the browser never calls the platform itself.

const heartbeatBodySchema = z.object({
  eventIds: z.array(z.string().regex(CONTENT_ID_PATTERN)).min(1).max(MAX_STREAMS),
});

/** `POST /_data/multiview-heartbeat` with `{ eventIds }`: relays the heartbeat with the viewer's token. */
export async function relayHeartbeat(ctx: AppContext, request: Request) {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });
  let body: unknown = null;
  try {
    body = await request.json();
  } catch {
    body = null;
  }
  const parsed = heartbeatBodySchema.safeParse(body);
  if (!parsed.success) return json({ error: 'eventIds must list 1 to 4 event ids' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const answer = await ctx.platform.playback.multiviewHeartbeat({ body: { eventIds: [...new Set(parsed.data.eventIds)] } });
  const headers = await ctx.sessionHeaders(new Headers({ 'Cache-Control': 'no-store' }));
  if (!answer.ok) {
    const status = answer.error.kind === 'http' ? answer.error.status : 503;
    return json({ error: answer.error.messages[0] ?? answer.error.code }, { status, headers });
  }
  return json({ nextHeartbeatInSeconds: answer.data.nextHeartbeatInSeconds }, { headers });
}
