/**
 * Catalogue search (chosen path; the spec names the call "content-search with query"):
 * case-insensitive matching on title, description and tags, results by kind (live
 * events, videos, playlists) as the web's search state expects.
 */
import { contract } from '../../contract/index.js';
import type { ContentCardAnswer } from '../../contract/cards.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { badRequest } from '../errors.js';
import { catalogueFor } from '../catalogue/service.js';
import { installViewerCaching } from '../catalogue/http.js';
import { cardsFor } from '../catalogue/details.js';
import { liveStatus } from '../catalogue/schedule.js';
import { pageNumber } from '../catalogue/paging.js';

interface Searchable {
  title: string;
  description: string;
  tags?: string[];
}

/** 2: title match, 1: description or tag match, 0: none. Every word of the query must match. */
export function score(item: Searchable, words: string[]): number {
  const title = item.title.toLowerCase();
  const rest = `${item.description} ${(item.tags ?? []).join(' ')}`.toLowerCase();
  let total = 0;
  for (const word of words) {
    if (title.includes(word)) total += 2;
    else if (rest.includes(word)) total += 1;
    else return 0;
  }
  return total;
}

function ranked<T extends Searchable & { id: string }>(items: T[], words: string[]): T[] {
  return items
    .map((item) => ({ item, score: score(item, words) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.item.title.localeCompare(b.item.title, 'en'))
    .map((x) => x.item);
}

export const searchRoutes: PlatformPlugin = async (app, ctx) => {
  const service = catalogueFor(ctx);
  installViewerCaching(app, ctx.config.countryHeader);

  route(app, contract.content.search, async ({ req, query }) => {
    const words = query.query.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) throw badRequest('EMPTY_QUERY', 'Type something to search for.');
    const cards = await cardsFor(service, req);
    const c = cards.catalogue;
    const { p, rpp } = query;
    // Ended events are history, not search results.
    const events = ranked(
      c.liveEvents.filter((e) => liveStatus(e, service.anchor, cards.viewer.now) !== 'ENDED'),
      words,
    );
    const videos = ranked(c.vods, words);
    const playlists = ranked(c.playlists, words);
    const kind = <T>(list: T[], toCard: (item: T) => ContentCardAnswer) => {
      const page = pageNumber(list, p, rpp);
      return { hits: page.items.map(toCard), page: page.page, totalPages: page.totalPages, totalHits: page.totalResults };
    };
    return {
      query: query.query,
      results: {
        liveEvents: kind(events, (e) => cards.live(e)),
        videos: kind(videos, (v) => cards.vod(v)),
        playlists: kind(playlists, (pl) => cards.playlist(pl)),
      },
    };
  });
};
