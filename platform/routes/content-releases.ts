/**
 * New releases (chosen path): videos by release date, newest first, trailers left out,
 * page-numbered, with this viewer's access levels. Feeds the web's `/releases` screen,
 * which groups them by date.
 */
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { catalogueFor } from '../catalogue/service.js';
import { installViewerCaching } from '../catalogue/http.js';
import { cardsFor } from '../catalogue/details.js';
import { pageNumber } from '../catalogue/paging.js';

export const releaseRoutes: PlatformPlugin = async (app, ctx) => {
  const service = catalogueFor(ctx);
  installViewerCaching(app, ctx.config.countryHeader);

  route(app, contract.content.releases, async ({ req, query }) => {
    const cards = await cardsFor(service, req);
    const released = cards.catalogue.vods
      .filter((v) => !v.isTrailer)
      .sort((a, b) => Date.parse(b.releaseDate) - Date.parse(a.releaseDate) || a.id.localeCompare(b.id));
    const page = pageNumber(released, query.p, query.rpp);
    return {
      vods: page.items.map((v) => ({ ...cards.vod(v), releaseDate: new Date(v.releaseDate).toISOString() })),
      page: page.page,
      totalPages: page.totalPages,
      totalResults: page.totalResults,
    };
  });
};
