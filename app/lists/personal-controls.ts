/**
 * Which personal controls a content page shows (spec 03 §5, §6): none for guests or content
 * not granted to the viewer; add-to-watchlist when the realm enables watchlists; the
 * favourite toggle (videos) when watchlists are disabled or favourites enabled.
 */
import { pathFor } from '~/routing/paths';

export interface PersonalControls {
  /** The video's favourite flag, or null when the toggle is not shown. */
  favourite: boolean | null;
  /** The add-to-watchlist picker's address (the side panel loads it), or null. */
  watchlistHref: string | null;
}

export function personalControls(input: {
  features: { watchlists?: boolean; favourites?: boolean } | undefined;
  signedIn: boolean;
  accessLevel: string | undefined;
  kind: 'VOD' | 'LIVE';
  id: string;
  favourite: boolean | undefined;
  locale: string;
}): PersonalControls | null {
  if (!input.signedIn || input.accessLevel !== 'GRANTED') return null;
  const watchlists = Boolean(input.features?.watchlists);
  const favourites = input.kind === 'VOD' && (Boolean(input.features?.favourites) || !watchlists);
  if (!watchlists && !favourites) return null;
  return {
    favourite: favourites ? Boolean(input.favourite) : null,
    watchlistHref: watchlists ? pathFor('watchlists', {}, { locale: input.locale, query: { add: input.id, type: input.kind } }) : null,
  };
}
