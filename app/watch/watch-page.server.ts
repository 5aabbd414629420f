/**
 * Loaders of the watch screens: the VOD screen `/video/{eventId}/{eventTitle?}`, the
 * live screen `/live/{eventId}/{eventTitle?}` and the interstitial. Details and the
 * access decision are fetched in parallel; `watchOutcome` decides play / redirect /
 * message. Loader data never carries tokens.
 */
import { json, redirect, type ActionFunctionArgs } from '@remix-run/node';
import type { AppContext } from '~/context.server';
import { cacheHeaders, pageMeta } from '~/content/section-page.server';
import type { PlatformError, Result } from '~/platform/client.server';
import { notFoundResponse, pageFailure } from '~/platform/page-failure.server';
import type { Answer } from '../../contract/define';
import type { contract } from '../../contract/index';
import type { ManifestAnswer } from '../../contract/playback';
import { playbackDecision, type PlaybackDecision } from '~/player/manifest';
import { slugify } from '~/routing/content-links';
import { withWidth } from '../../blocks/shared/images';
import { withLocalImages } from '~/content/local-images.server';
import { getEnv } from '~/env.server';
import { pathFor } from '~/routing/paths';
import { trailerAction, type TrailerAction } from './adjacent.server';
import { withDvrWindow } from '~/live/dvr';
import { formatMoney } from '~/commerce/money';
import { isFreeOffer, marketedPrice } from '~/commerce/offer-price';
import { periodLabelKey } from '~/commerce/periods';
import { startFromQuery, START_QUERY, type StartRequest } from '~/live/playback-status';
import { frameAncestorOrigins, liveFallbackPath, loginPath, purchasePath, startPosition, watchOutcome, type WatchOutcome, type WatchScreen } from './outcome';
import { formatDurationText } from '~/labels/intl-format';
import { personalControls, type PersonalControls } from '~/lists/personal-controls';
import { historyReturnHref } from '~/lists/history-return';

const POSTER_WIDTH = 960;
const posterAt = (url: string | undefined): string | null => (url ? withWidth(url, POSTER_WIDTH) : null);

/**
 * The player's poster at the width step phones fill, through the web's own origin (`/images/…`,
 * server/image-proxy.ts): it is the page's largest paint, and the platform's origin would cost
 * the browser a connection of its own before the first byte of it (the placeholder adds a
 * `srcset` for wider screens: ./poster-image.ts).
 */
function playerPoster(url: string | undefined): string | undefined {
  const sized = posterAt(url);
  return sized ? withLocalImages(sized, getEnv().PLATFORM_PUBLIC_URL) : undefined;
}

/** The stream the viewer may play, with the realm's DVR window on a live stream and the poster as shown. */
function playerFor(player: WatchPageData['player'], liveDvrWindowSeconds: number): WatchPageData['player'] {
  if (!player) return null;
  const poster = playerPoster(player.poster);
  return player.type === 'LIVE' ? { ...player, poster, src: withDvrWindow(player.src, liveDvrWindowSeconds) } : { ...player, poster };
}

/** Content ids as the platform writes them; anything else is a 404 without a call. */
export const CONTENT_ID_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;

type RouteParams = Record<string, string | undefined>;

export type VodDetails = Answer<typeof contract.content.vod>;
export type EventDetails = Answer<typeof contract.content.event>;
type LicenceSummary = ManifestAnswer['licences'][number];

/** The details and the access decision of one screen's content, asked in parallel. */
function watchAnswers(ctx: AppContext, screen: WatchScreen, id: string) {
  const details: Promise<Result<VodDetails | EventDetails>> =
    screen === 'vod' ? ctx.platform.content.vod({ params: { id } }) : ctx.platform.content.event({ params: { id } });
  const manifestCall = screen === 'vod' ? ctx.platform.playback.vodManifest : ctx.platform.playback.liveManifest;
  return Promise.all([details, manifestCall({ params: { id }, query: { includePlaybackDetails: 'URL' } })]);
}

function firstError(...answers: Result<unknown>[]): PlatformError | null {
  for (const answer of answers) if (!answer.ok) return answer.error;
  return null;
}

/** Dates are written on the server in the viewer's locale (UTC, named), so hydration matches. */
export function formatDate(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    // dateStyle/timeStyle cannot be combined with timeZoneName, hence the spelled-out fields.
    return new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    }).format(date);
  } catch {
    return date.toISOString();
  }
}

/** The licences that would grant the content, with the price each is marketed with (interstitial). */
function licenceList(licences: LicenceSummary[], locale: string) {
  return licences.map((licence) => {
    const price = marketedPrice(licence);
    return {
      id: licence.id,
      name: licence.name || licence.id,
      description: licence.description || null,
      free: isFreeOffer(licence),
      price: price ? formatMoney(price, locale) : null,
      periodKey: price ? periodLabelKey(price.period) : null,
    };
  });
}

/** The viewer's parental control guards this rating: the PIN prompt stands in for the player. */
export type ParentalPinOutcome = { kind: 'parentalPin'; rating: string; settingsPath: string };
const parentalPinOutcome = (ctx: AppContext, rating: string): ParentalPinOutcome => ({
  kind: 'parentalPin',
  rating,
  settingsPath: pathFor('parentalControl', {}, { locale: ctx.locale }),
});

export interface WatchPageData {
  screen: WatchScreen;
  eventId: string;
  title: string;
  description: string | null;
  duration: number | null;
  /** The duration in words of the viewer's locale ("4 min 38 s"), written here so hydration matches. */
  durationText: string | null;
  artwork: string | null;
  outcome: Exclude<WatchOutcome, { kind: 'redirect' }> | ParentalPinOutcome;
  /** Player props when the outcome is `play`. */
  player: Extract<PlaybackDecision, { kind: 'play' }>['props'] | null;
  /** `?progress=` seconds (VOD only). */
  progress: number | null;
  scheduledAt: string | null;
  /** Where the player posts watch progress; null for guests and live. */
  progressAction: string | null;
  /** Origins that may frame and drive the video page (the CSP reads it too, see entry.server.tsx). */
  allowedOrigins: string[];
  /** VOD: the trailer action (a trailer with granted or granted-on-sign-in access), else null. */
  trailer: TrailerAction | null;
  /** Live: where playback starts (`?start=beginning` or a programme's start time), else live. */
  liveStart: StartRequest | null;
  /** Live: the secondary live action is shown (hidden on a channel when the realm disables programme-guide playback). */
  liveSecondaryAction: boolean;
  /** A premiere not released yet: its times (ISO) for the premiere modal (app/live/premiere.ts). */
  premiere: { scheduledAt: string; durationSeconds: number | null } | null;
  /** Favourite and add-to-watchlist controls (app/lists/personal-controls.ts), or null. */
  personal: PersonalControls | null;
  /** Back to the history list where the video was opened from it (app/lists/history-return.ts), or null. */
  historyReturn: string | null;
  /** The server's clock when the page was made (epoch ms): the page's timers run on server time. */
  serverNow: number;
  /** Live, signed in, playing: the watch-together screen of this event; else null. */
  watchTogetherPath: string | null;
  meta: ReturnType<typeof pageMeta>;
}

/** Extra loader data a screen fetches in parallel with the watch answers (e.g. the live page's sidebar). */
export type WatchExtra = (ctx: AppContext) => Promise<Record<string, unknown>>;

export async function loadWatchPage(ctx: AppContext, screen: WatchScreen, params: RouteParams, extra?: WatchExtra) {
  const eventId = params.eventId ?? '';
  if (!CONTENT_ID_PATTERN.test(eventId)) throw notFoundResponse();
  const eventTitle = params.eventTitle ?? null;

  const [[details, manifest], extraData] = await Promise.all([watchAnswers(ctx, screen, eventId), extra ? extra(ctx) : Promise.resolve({})]);
  const error = firstError(details, manifest);
  if (error) {
    // A 404 on live falls back to the VOD with the matching id.
    if (screen === 'live' && error.kind === 'http' && error.status === 404) {
      throw redirect(liveFallbackPath(eventId, eventTitle, ctx.locale, ctx.url.search), { headers: await ctx.sessionHeaders() });
    }
    throw pageFailure(error);
  }
  if (!details.ok || !manifest.ok) throw notFoundResponse(); // narrowed above; keeps the types honest
  const info: VodDetails | EventDetails = details.data;
  const answer: ManifestAnswer = manifest.data;

  const decision = playbackDecision(answer, screen === 'vod' ? 'VOD' : 'LIVE');
  const signedIn = Boolean(ctx.user && !ctx.user.isGuest);
  // The two answers differ in these fields; the screen says which one arrived.
  const status = screen === 'live' ? (info as EventDetails).status : undefined;
  const eventStart = screen === 'live' ? ((info as EventDetails).eventSchedule?.startDate ?? null) : null;
  const infoDuration = screen === 'vod' ? ((info as VodDetails).duration ?? null) : null;
  const outcome = watchOutcome({
    screen,
    decision,
    ended: screen === 'live' && status === 'ENDED',
    signedIn,
    interstitialEnabled: ctx.settings.features.interstitial,
    licenceIds: answer.licences.map((licence) => licence.id),
    eventId,
    eventTitle: eventTitle ?? (slugify(info.title) || null),
    locale: ctx.locale,
    currentPath: ctx.url.pathname + ctx.url.search,
  });
  if (outcome.kind === 'redirect') throw redirect(outcome.to, { headers: await ctx.sessionHeaders() });

  const scheduledIso = outcome.kind === 'scheduled' ? (outcome.at ?? eventStart) : null;
  // A premiere (VOD premiere release, or a live premiere event) gets the premiere modal: its end is the start plus the video's duration.
  const premiereRelease = answer.premiereRelease;
  const isPremiere = outcome.kind === 'scheduled' && (Boolean(premiereRelease) || (screen === 'live' && (info as EventDetails).kind === 'PREMIERE'));
  const eventEnd = screen === 'live' ? ((info as EventDetails).eventSchedule?.endDate ?? null) : null;
  const premiereDuration =
    infoDuration ??
    (scheduledIso && eventEnd && !Number.isNaN(Date.parse(eventEnd)) ? Math.max(0, (Date.parse(eventEnd) - Date.parse(scheduledIso)) / 1000) : null);
  const player = decision.kind === 'play' && outcome.kind === 'play' ? decision.props : null;
  const data: WatchPageData = {
    screen,
    eventId,
    title: info.title,
    description: info.description ?? null,
    duration: decision.kind === 'play' ? (decision.props.duration ?? infoDuration) : infoDuration,
    durationText: null,
    // The player's poster is the page's largest paint: asked for at a width step phones and most screens fill.
    artwork: posterAt(info.posterUrl ?? info.thumbnailUrl),
    // Parental control: a guarded rating (no streams until the PIN unlocks it) shows the PIN prompt.
    outcome: answer.parentalControl?.pinRequired ? parentalPinOutcome(ctx, answer.parentalControl.rating) : outcome,
    // Live streams take the realm's DVR window.
    player: playerFor(player, ctx.settings.liveDvrWindowSeconds),
    progress: screen === 'vod' ? (startPosition(ctx.url.searchParams.get('progress')) ?? null) : null,
    scheduledAt: formatDate(scheduledIso, ctx.locale),
    progressAction: signedIn && screen === 'vod' && outcome.kind === 'play' ? `/_data/progress/${encodeURIComponent(eventId)}` : null,
    allowedOrigins: screen === 'vod' ? frameAncestorOrigins(ctx.settings.allowedOrigins) : [],
    liveStart: screen === 'live' ? startFromQuery(ctx.url.searchParams.get(START_QUERY)) : null,
    liveSecondaryAction: screen === 'live' && ((info as EventDetails).kind !== 'CHANNEL' || ctx.settings.features.epgPlayback),
    premiere: isPremiere && scheduledIso ? { scheduledAt: scheduledIso, durationSeconds: premiereDuration } : null,
    serverNow: Date.now(),
    watchTogetherPath: screen === 'live' && signedIn && player ? pathFor('watchTogether', { eventId }, { locale: ctx.locale }) : null,
    meta: pageMeta(ctx, screen, { eventId, eventTitle }, info.title, info.description),
    trailer: screen === 'vod' ? trailerAction(info, eventId, ctx.locale) : null,
    historyReturn: screen === 'vod' && signedIn ? historyReturnHref(ctx.url.searchParams, ctx.locale) : null,
    personal: personalControls({
      features: ctx.settings.features,
      signedIn,
      accessLevel: info.accessLevel,
      kind: screen === 'vod' ? 'VOD' : 'LIVE',
      id: eventId,
      favourite: info.favourite,
      locale: ctx.locale,
    }),
  };
  if (data.duration) data.durationText = formatDurationText(data.duration, ctx.locale);
  // A page that says when its video or event starts ends its shared copy then; a playing live event's, when the event ends.
  const changesAt = outcome.kind === 'scheduled' ? scheduledIso : player && screen === 'live' ? eventEnd : null;
  const headers = cacheHeaders(ctx, false, { until: changesAt ? Date.parse(changesAt) : null, now: data.serverNow });
  // The access decision depends on the viewer's country (CDN header): a shared cache must key on it.
  headers.set('Vary', `${headers.get('Vary') ?? 'Cookie'}, X-Country`);
  // The premiere modal's timers run on `serverNow`: a cached copy would start them late.
  if (data.premiere) headers.set('Cache-Control', 'no-store');
  await ctx.sessionHeaders(headers);
  return json({ ...extraData, ...data }, { headers });
}

// ---------------------------------------------------------------------------
// Interstitial

export interface InterstitialData {
  eventId: string;
  title: string;
  description: string | null;
  artwork: string | null;
  accessLevel: string;
  licences: ReturnType<typeof licenceList>;
  /** The watch page this interstitial stands in front of. */
  watchPath: string;
  /** Sign-in link for guests (returns to the watch page), else null. */
  signInPath: string | null;
  purchasePath: string;
  meta: ReturnType<typeof pageMeta>;
}

async function interstitialAnswers(ctx: AppContext, eventId: string, preferLive: boolean) {
  const load = (screen: WatchScreen) => watchAnswers(ctx, screen, eventId).then(([details, manifest]) => ({ screen, details, manifest }));
  const first = await load(preferLive ? 'live' : 'vod');
  const error = firstError(first.details, first.manifest);
  // The interstitial is reached from VOD and live links alike; an id unknown as one kind may be the other.
  if (error && error.kind === 'http' && error.status === 404) return load(preferLive ? 'vod' : 'live');
  return first;
}

export async function loadInterstitial(ctx: AppContext, params: RouteParams) {
  const eventId = params.eventId ?? '';
  if (!CONTENT_ID_PATTERN.test(eventId)) throw notFoundResponse();
  const eventTitle = params.eventTitle ?? null;
  const { screen, details, manifest } = await interstitialAnswers(ctx, eventId, ctx.url.searchParams.get('type') === 'live');
  const error = firstError(details, manifest);
  if (error) throw pageFailure(error);
  if (!details.ok || !manifest.ok) throw notFoundResponse();

  const signedIn = Boolean(ctx.user && !ctx.user.isGuest);
  const watchPath = pathFor(screen, { eventId, eventTitle: eventTitle ?? (slugify(details.data.title) || null) }, { locale: ctx.locale });
  const licences = manifest.data.licences;
  const data: InterstitialData = {
    eventId,
    title: details.data.title,
    description: details.data.description ?? null,
    artwork: posterAt(details.data.posterUrl ?? details.data.thumbnailUrl),
    accessLevel: manifest.data.accessLevel,
    licences: licenceList(licences, ctx.locale),
    watchPath,
    signInPath: signedIn ? null : loginPath(ctx.locale, watchPath),
    purchasePath: purchasePath(
      ctx.locale,
      licences.map((licence) => licence.id),
      watchPath,
    ),
    meta: pageMeta(ctx, 'interstitial', { eventId, eventTitle }, details.data.title, details.data.description),
  };
  const headers = cacheHeaders(ctx);
  headers.set('Vary', `${headers.get('Vary') ?? 'Cookie'}, X-Country`);
  await ctx.sessionHeaders(headers);
  return json(data, { headers });
}

// ---------------------------------------------------------------------------
// Watch progress (resource route)

/** `POST /_data/progress/{id}` with `position` (seconds): saves it for the signed-in viewer. */
export async function saveProgress({ request, params, context: ctx }: ActionFunctionArgs) {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });
  const id = params.id ?? '';
  if (!CONTENT_ID_PATTERN.test(id)) return json({ error: 'Unknown content' }, { status: 404 });
  if (!ctx.user || ctx.user.isGuest) return json({ error: 'Sign in to save progress' }, { status: 401 });
  let raw: unknown = null;
  try {
    const type = request.headers.get('content-type') ?? '';
    raw = type.includes('application/json') ? ((await request.json()) as { position?: unknown })?.position : (await request.formData()).get('position');
  } catch {
    raw = null;
  }
  const position = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(position) || position < 0) return json({ error: 'position must be a number of seconds ≥ 0' }, { status: 400 });
  const answer = await ctx.platform.playback.saveProgress({ params: { id }, body: { position: Math.floor(position) } });
  const headers = await ctx.sessionHeaders(new Headers({ 'Cache-Control': 'no-store' }));
  if (!answer.ok) {
    const status = answer.error.kind === 'http' ? answer.error.status : 503;
    return json({ error: answer.error.messages[0] ?? answer.error.code }, { status, headers });
  }
  return json({ ok: true }, { headers });
}
