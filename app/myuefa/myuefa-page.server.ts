/**
 * Loader of `/myuefa`, the viewer's own area: continue watching (from watch progress), the
 * lists the realm offers (favourites and/or watchlists, history) with their counts, the
 * subscriptions in effect, and the settings screens. Guests go to sign in with `from`.
 * One section's failure leaves that section out; an ended sign-in (401) is the sign-in page.
 */
import { json } from '@remix-run/node';
import { parseCards, type ContentCard } from '../../blocks/shared/content-card';
import type { AppContext } from '~/context.server';
import { pageMeta } from '~/content/section-page.server';
import { labelText } from '~/live/label-text.server';
import { loadFailed, privateHeaders, requireSignedIn } from '~/account/guard.server';
import { isOutage, type Result } from '~/platform/client.server';
import { unavailable } from '~/context.server';
import { accessAwareLink } from '~/routing/content-links';
import { pathFor } from '~/routing/paths';

/** Videos shown under "continue watching" (the history screen has the rest). */
const CONTINUE_WATCHING_SIZE = 12;
/** Watched this far, a video counts as finished and leaves "continue watching". */
const FINISHED_FRACTION = 0.95;

export type ContinueCard = ContentCard & { href: string };

export interface ListLink {
  key: 'favourites' | 'watchlists' | 'history';
  href: string;
  /** How many items it holds, when the platform says (watchlists have no count here). */
  count: number | null;
}

export interface MyAreaData {
  continueWatching: ContinueCard[] | null;
  lists: ListLink[];
  subscriptions: Array<{ id: string; name: string }> | null;
  links: { account: string; preferences: string; parentalControl: string; history: string };
  meta: ReturnType<typeof pageMeta>;
}

/** Continue watching: started, not finished, most recent first; links resume where the viewer stopped. */
export function continueWatchingCards(videos: unknown[], href: (card: ContentCard) => string | null): ContinueCard[] {
  return parseCards(videos)
    .cards.filter((card) => {
      const progress = card.progress ?? 0;
      return progress > 0 && (!card.duration || progress < card.duration * FINISHED_FRACTION);
    })
    .flatMap((card) => {
      const base = href(card);
      if (!base) return [];
      const resume = card.accessLevel === 'GRANTED' && card.progress ? `${base}${base.includes('?') ? '&' : '?'}progress=${Math.floor(card.progress)}` : base;
      return [{ ...card, href: resume }];
    });
}

export async function loadMyArea(ctx: AppContext) {
  requireSignedIn(ctx);
  const { features } = ctx.settings;
  const [history, favourites, subscriptions, title] = await Promise.all([
    ctx.platform.content.history({ query: { p: 1, rpp: CONTINUE_WATCHING_SIZE } }),
    features.favourites ? ctx.platform.content.favourites({ query: { rpp: 1, p: 1 } }) : Promise.resolve(null),
    ctx.platform.access.activeSubscriptions(),
    labelText(ctx, 'productAreaTitle'),
  ]);
  const errors = ([history, favourites, subscriptions] as Array<Result<unknown> | null>).flatMap((a) => (a && !a.ok ? [a.error] : []));
  const ended = errors.find((error) => error.status === 401);
  if (ended) await loadFailed(ctx, ended);
  // Sections degrade one by one; with nothing at all from the platform, the page is the outage page.
  const down = !history.ok && !subscriptions.ok && errors.every(isOutage);
  if (down) throw unavailable('The platform is unavailable.');
  const link = (card: ContentCard) => accessAwareLink(card, { isGuest: false }, { locale: ctx.locale, features });
  const at = (screen: 'favourites' | 'watchlists' | 'history') => pathFor(screen, {}, { locale: ctx.locale });
  const lists: ListLink[] = [];
  if (features.favourites) lists.push({ key: 'favourites', href: at('favourites'), count: favourites?.ok ? favourites.data.totalResults : null });
  if (features.watchlists) lists.push({ key: 'watchlists', href: at('watchlists'), count: null });
  lists.push({ key: 'history', href: at('history'), count: history.ok ? history.data.totalHistoryVideos : null });
  const data: MyAreaData = {
    continueWatching: history.ok ? continueWatchingCards(history.data.videos, link) : null,
    lists,
    subscriptions: subscriptions.ok ? subscriptions.data.subscriptions.map((s) => ({ id: s.id, name: s.name || s.id })) : null,
    links: {
      account: pathFor('account', {}, { locale: ctx.locale }),
      preferences: pathFor('preferences', {}, { locale: ctx.locale }),
      parentalControl: pathFor('parentalControl', {}, { locale: ctx.locale }),
      history: at('history'),
    },
    meta: pageMeta(ctx, 'productArea', {}, title),
  };
  return json(data, { headers: await privateHeaders(ctx) });
}
