/**
 * Catalogue search (chosen path; the spec names the call "content-search with query"):
 * PostgreSQL full-text search with accent folding and typo tolerance (platform/search/),
 * results by kind (live events, videos, playlists) as the web's search state expects, each
 * hit with its highlighted title and description; and the popular videos search shows
 * before anything is typed.
 */
import { sql } from 'kysely';
import { contract } from '../../contract/index.js';
import type { ContentCardAnswer } from '../../contract/cards.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { badRequest } from '../errors.js';
import { catalogueFor } from '../catalogue/service.js';
import { installViewerCaching } from '../catalogue/http.js';
import { cardsFor } from '../catalogue/details.js';
import type { CardBuilder } from '../catalogue/cards.js';
import { liveStatus } from '../catalogue/schedule.js';
import { queryWords } from '../search/query-text.js';
import { searchCatalogue, type KindResults, type SearchHit } from '../search/search.js';

/** The card of a hit from the catalogue snapshot (null: gone since the index answered). */
function cardOf(cards: CardBuilder, hit: SearchHit): ContentCardAnswer | null {
  const c = cards.catalogue;
  if (hit.kind === 'VOD') {
    const vod = c.vodById.get(hit.id);
    return vod ? cards.vod(vod) : null;
  }
  if (hit.kind === 'LIVE') {
    const event = c.liveById.get(hit.id);
    return event ? cards.live(event) : null;
  }
  const playlist = c.playlistById.get(hit.id);
  return playlist ? cards.playlist(playlist) : null;
}

export const searchRoutes: PlatformPlugin = async (app, ctx) => {
  const service = catalogueFor(ctx);
  installViewerCaching(app, ctx.config.countryHeader);

  route(app, contract.content.search, async ({ req, query }) => {
    if (queryWords(query.query).length === 0) throw badRequest('EMPTY_QUERY', 'Type something to search for.');
    const cards = await cardsFor(service, req);
    const { p, rpp } = query;
    // Ended events are history, not search results.
    const ended = cards.catalogue.liveEvents.filter((e) => liveStatus(e, service.anchor, cards.viewer.now) === 'ENDED').map((e) => e.id);
    // Found by the viewer's language or the original text; titles and excerpts in the viewer's language, as the cards.
    const outcome = await searchCatalogue(ctx.db, query.query, { language: cards.viewer.locale, page: p, perPage: rpp, exclude: { kind: 'LIVE', ids: ended } });
    const kind = (found: KindResults) => ({
      hits: found.hits.flatMap((hit) => {
        const card = cardOf(cards, hit);
        return card ? [{ ...card, highlight: { title: hit.title, description: hit.description } }] : [];
      }),
      page: p,
      totalPages: Math.ceil(found.totalHits / rpp),
      totalHits: found.totalHits,
      moreHits: found.moreHits,
    });
    return {
      query: query.query,
      terms: outcome.terms,
      results: { liveEvents: kind(outcome.results.LIVE), videos: kind(outcome.results.VOD), playlists: kind(outcome.results.PLAYLIST) },
    };
  });

  route(app, contract.content.searchPopular, async ({ req, query }) => {
    const cards = await cardsFor(service, req);
    // Viewers who watched some of it plus viewers who keep it as a favourite; newest first on a tie.
    const { rows } = await sql<{ id: string }>`
      select v.id
      from vods v
      left join (select vod_id, count(*) as n from watch_progress group by vod_id) w on w.vod_id = v.id
      left join (select vod_id, count(*) as n from favourites group by vod_id) f on f.vod_id = v.id
      where not v.is_trailer
      order by coalesce(w.n, 0) + coalesce(f.n, 0) desc, v.release_date desc, v.position, v.id
      limit ${query.rpp}`.execute(ctx.db);
    return { hits: rows.flatMap((r) => (cards.catalogue.vodById.has(r.id) ? [cards.vod(cards.catalogue.vodById.get(r.id)!)] : [])) };
  });
};
