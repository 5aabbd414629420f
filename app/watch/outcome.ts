/**
 * What a watch screen (VOD or live) does with the platform's access decision. Pure, so
 * the flows are unit-tested without a server:
 *
 * - GRANTED and playable → play.
 * - GRANTED_ON_SIGN_IN for a guest → login, with `from` naming this page.
 * - DENIED → the interstitial when the realm enables it, else the purchase screen with
 *   the licences that would grant it (and `from`, to come back after buying).
 * - GEOBLOCKED → the region message. A premiere or event not yet available → its
 *   schedule. An ended live event → thisEventHasEnded.
 */
import type { PlaybackDecision } from '~/player/manifest';
import { pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';

export type WatchScreen = 'vod' | 'live';

export interface WatchOutcomeInput {
  screen: WatchScreen;
  decision: PlaybackDecision;
  /** The live event is over (event status ENDED): the message wins over any access flow. */
  ended?: boolean;
  signedIn: boolean;
  interstitialEnabled: boolean;
  /** Ids of the licences that would grant the content (manifest `licences`). */
  licenceIds: string[];
  eventId: string;
  eventTitle?: string | null;
  locale: string;
  /** This page's path and query, as the viewer asked for it (the sign-in return target). */
  currentPath: string;
}

export type WatchOutcome =
  | { kind: 'play' }
  | { kind: 'redirect'; to: string }
  | { kind: 'geoblocked' }
  | { kind: 'scheduled'; at: string | null }
  | { kind: 'ended' }
  /** Granted but nothing playable, a malformed answer, or an access level this web does not know. */
  | { kind: 'unavailable' };

export function watchOutcome(input: WatchOutcomeInput): WatchOutcome {
  const { decision } = input;
  if (input.ended && input.screen === 'live') return { kind: 'ended' };
  switch (decision.kind) {
    case 'play':
      return { kind: 'play' };
    case 'scheduled':
      return { kind: 'scheduled', at: decision.at };
    case 'ended':
      return { kind: 'ended' };
    case 'invalid':
      return { kind: 'unavailable' };
    case 'noAccess':
      return noAccessOutcome(input, decision.accessLevel);
  }
}

function noAccessOutcome(input: WatchOutcomeInput, accessLevel: string): WatchOutcome {
  const from = safeRedirect(input.currentPath, pathFor(input.screen, { eventId: input.eventId, eventTitle: input.eventTitle }, { locale: input.locale }));
  switch (accessLevel) {
    case 'GEOBLOCKED':
      return { kind: 'geoblocked' };
    case 'GRANTED_ON_SIGN_IN':
      // A signed-in viewer should never get this answer; showing "unavailable" beats a login loop.
      if (input.signedIn) return { kind: 'unavailable' };
      return { kind: 'redirect', to: loginPath(input.locale, from) };
    case 'DENIED':
      if (input.interstitialEnabled) {
        return {
          kind: 'redirect',
          to: pathFor(
            'interstitial',
            { eventId: input.eventId, eventTitle: input.eventTitle },
            { locale: input.locale, query: { type: input.screen === 'live' ? 'live' : null } },
          ),
        };
      }
      return { kind: 'redirect', to: purchasePath(input.locale, input.licenceIds, from) };
    default:
      return { kind: 'unavailable' };
  }
}

export function loginPath(locale: string, from: string): string {
  return pathFor('login', {}, { locale, query: { from: safeRedirect(from, '') } });
}

/** The purchase screen, offering the licences that would grant the content (`licences=a,b`). */
export function purchasePath(locale: string, licenceIds: string[], from?: string | null): string {
  return pathFor('purchase', {}, { locale, query: { licences: licenceIds.join(','), from: from ? safeRedirect(from, '') : null } });
}

/**
 * The live screen's platform answers 404 for an id it does not know as a live event or
 * channel: the spec falls back to the VOD with the same id (a video that used to be live).
 */
export function liveFallbackPath(eventId: string, eventTitle: string | null | undefined, locale: string, search: string): string {
  return pathFor('vod', { eventId, eventTitle }, { locale }) + (search && search.startsWith('?') ? search : '');
}

/** The `progress` query (seconds to start from): a finite, non-negative number, else none. */
export function startPosition(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 7 * 24 * 3600) : undefined;
}

/** Only http(s) origins may frame the video page; anything else in the realm setting is ignored. */
export function frameAncestorOrigins(allowedOrigins: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const entry of allowedOrigins) {
    try {
      const url = new URL(entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // not a URL: skip
    }
  }
  return [...origins];
}
