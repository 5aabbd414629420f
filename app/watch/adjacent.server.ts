/**
 * Server side of auto-advance and the trailer action for the VOD screen: the neighbours of
 * the video in the list it was opened from (size 5) and the viewer's autoAdvance, audio and
 * subtitle language preferences (the account slice's `playbackPreferences`), fetched in parallel with the details and manifest. Every
 * failure degrades to "no next video" / the defaults: these never take the page down.
 */
import { z } from 'zod';
import { contentCard } from '../../contract/cards';
import { playbackPreferences } from '~/account/playback-preferences.server';
import type { AppContext } from '~/context.server';
import { slugify } from '~/routing/content-links';
import { pathFor } from '~/routing/paths';
import { ADJACENT_SIZE, autoAdvancePreference, listContext, listQuery, pickNext, pickPrevious, type AdjacentCard } from './adjacent';

/** What the trailer action reads of a details answer's trailers: the contract's card, lenient on what it does not need. */
const trailerCardSchema = contentCard
  .pick({ id: true, title: true, accessLevel: true, thumbnailUrl: true, isTrailer: true })
  .extend({ accessLevel: contentCard.shape.accessLevel.optional().catch(undefined), thumbnailUrl: z.string().optional().catch(undefined) });

export interface NeighbourVideo {
  id: string;
  title: string;
  thumbnailUrl: string | null;
  href: string;
}

export interface WatchExtras {
  next: NeighbourVideo | null;
  previous: NeighbourVideo | null;
  /** The viewer's autoAdvance preference (default true). */
  autoAdvance: boolean;
  /** The viewer's preferred audio language, when set (the player picks that track when the stream has it). */
  audioLanguage: string | null;
  /** The viewer's preferred subtitle language, when set (shown when the stream has it). */
  subtitleLanguage: string | null;
  /** `?trailerFrom=`: this page plays a trailer of that video; `href` goes back to it. */
  trailerFrom: { id: string; href: string } | null;
}

export const NO_EXTRAS: WatchExtras = { next: null, previous: null, autoAdvance: true, audioLanguage: null, subtitleLanguage: null, trailerFrom: null };

export async function loadWatchExtras(ctx: AppContext, eventId: string): Promise<WatchExtras> {
  const context = listContext(ctx.url.searchParams);
  const trailerFrom = trailerFromQuery(ctx.url.searchParams, ctx.locale);
  const [adjacent, preferences] = await Promise.all([
    // A trailer has no "next": its end leads back to its video.
    trailerFrom
      ? Promise.resolve(null)
      : context?.kind === 'playlist'
        ? ctx.platform.content.adjacentInPlaylist({ params: { id: context.id, eventId }, query: { size: ADJACENT_SIZE } })
        : context?.kind === 'watchlist'
          ? ctx.platform.watchlists.adjacent({ params: { owner: context.owner, id: context.id, eventId }, query: { size: ADJACENT_SIZE } })
          : ctx.platform.content.adjacentVods({ params: { id: eventId }, query: { size: ADJACENT_SIZE } }),
    // Guests and failures get the defaults (autoAdvance true): app/account/playback-preferences.server.ts.
    playbackPreferences(ctx),
  ]);
  const neighbour = (card: AdjacentCard | null): NeighbourVideo | null =>
    card
      ? {
          id: card.id,
          title: card.title,
          thumbnailUrl: card.thumbnailUrl ?? null,
          href: pathFor('vod', { eventId: card.id, eventTitle: slugify(card.title) || null }, { locale: ctx.locale, query: listQuery(context) }),
        }
      : null;
  return {
    next: adjacent?.ok ? neighbour(pickNext(adjacent.data.followingVods)) : null,
    previous: adjacent?.ok ? neighbour(pickPrevious(adjacent.data.precedingVods)) : null,
    autoAdvance: autoAdvancePreference(preferences),
    audioLanguage: preferences.audioLanguage ?? null,
    subtitleLanguage: preferences.subTitleLanguage ?? null,
    trailerFrom,
  };
}

export interface TrailerAction {
  id: string;
  href: string;
}

/**
 * The trailer action: only for a trailer with granted or granted-on-sign-in
 * access. Its link plays the trailer on the VOD route with `trailerFrom` naming this video.
 */
export function trailerAction(details: object, eventId: string, locale: string): TrailerAction | null {
  const trailers = z
    .array(trailerCardSchema)
    .catch([])
    .parse((details as { trailers?: unknown }).trailers ?? []);
  const trailer = trailers.find((t) => t.accessLevel === 'GRANTED' || t.accessLevel === 'GRANTED_ON_SIGN_IN');
  if (!trailer) return null;
  return {
    id: trailer.id,
    href: pathFor('vod', { eventId: trailer.id, eventTitle: slugify(trailer.title) || null }, { locale, query: { trailerFrom: eventId } }),
  };
}

const TRAILER_FROM_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;

/** `?trailerFrom=<videoId>`: the video this trailer belongs to (anything else is ignored), with the way back. */
export function trailerFromQuery(query: URLSearchParams, locale: string): { id: string; href: string } | null {
  const id = query.get('trailerFrom');
  if (!id || !TRAILER_FROM_PATTERN.test(id)) return null;
  return { id, href: pathFor('vod', { eventId: id }, { locale }) };
}
