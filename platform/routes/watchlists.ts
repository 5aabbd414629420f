/**
 * Watchlists (spec 03 §7): the viewer's own lists and the shared ones they saved. Every call
 * needs a signed-in viewer (guests have none). A watchlist is read by anyone signed in who
 * holds its id (its shareable address); only its owner changes it (403 otherwise). Storage
 * and the concurrency rules: platform/watchlists/store.ts.
 */
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { badRequest } from '../errors.js';
import { catalogueFor } from '../catalogue/service.js';
import { installViewerCaching } from '../catalogue/http.js';
import { cardsFor } from '../catalogue/details.js';
import type { CardBuilder, ContentCard } from '../catalogue/cards.js';
import {
  addItems,
  allItems,
  createWatchlist,
  deleteOrUnsave,
  findWatchlist,
  firstItems,
  isSaved,
  itemPage,
  listFor,
  removeItem,
  renameWatchlist,
  reorderPage,
  saveShared,
  type ContentRef,
  type ItemRow,
  type WatchlistRow,
} from '../watchlists/store.js';

type ContentType = 'VOD' | 'LIVE' | 'PLAYLIST' | 'SERIES' | 'SEASON';

/** The watchlist content type of a catalogue card (live events, upcoming ones and channels are LIVE). */
function contentTypeOf(card: ContentCard): ContentType | null {
  switch (card.type) {
    case 'VOD':
    case 'PLAYLIST':
    case 'SERIES':
    case 'SEASON':
      return card.type;
    case 'LIVE':
    case 'UPCOMING':
    case 'EPG':
      return 'LIVE';
    default:
      return null;
  }
}

function itemCard(cards: CardBuilder, row: ItemRow): (ContentCard & { contentType: ContentType }) | null {
  const card = cards.byId(row.content_id);
  const type = card && contentTypeOf(card);
  return card && type === row.content_type ? { ...card, contentType: type } : null;
}

export const watchlistRoutes: PlatformPlugin = async (app, ctx) => {
  const service = catalogueFor(ctx);
  installViewerCaching(app, ctx.config.countryHeader);
  const db = ctx.db;

  async function summaries(cards: CardBuilder, userId: string, rows: Array<WatchlistRow & { saved?: boolean }>) {
    const firsts = await firstItems(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => {
      const first = firsts.get(row.id) ?? { items: [], total: 0 };
      const own = row.owner_id === userId;
      return {
        watchlistExternalId: row.id,
        ownerExternalId: row.owner_id,
        name: row.name,
        ownership: own ? ('OWNED' as const) : ('SHARED' as const),
        thumbnails: first.items.flatMap((item) => itemCard(cards, item)?.thumbnailUrl ?? []),
        itemCount: first.total,
        saved: own || Boolean(row.saved),
        shareablePath: `/watchlists/${encodeURIComponent(row.owner_id)}/${encodeURIComponent(row.id)}`,
        version: row.version,
      };
    });
  }

  async function summary(cards: CardBuilder, userId: string, row: WatchlistRow) {
    const [one] = await summaries(cards, userId, [{ ...row, saved: await isSaved(db, userId, row) }]);
    return one;
  }

  /** Each item must name catalogue content of its type. */
  function checkedContent(cards: CardBuilder, content: ContentRef[]): ContentRef[] {
    for (const item of content) {
      const card = cards.byId(item.id);
      if (!card || contentTypeOf(card) !== item.contentType) throw badRequest('UNKNOWN_CONTENT', `No ${item.contentType} "${item.id.slice(0, 80)}".`);
    }
    return content;
  }

  route(app, contract.watchlists.list, async ({ req, query }) => {
    const user = await ctx.auth.requireUser(req);
    const [cards, page] = await Promise.all([cardsFor(service, req, { favourites: false }), listFor(db, user.id, query)]);
    const rows = page.rows.map((row) => ({ ...row, saved: true }));
    return {
      watchlists: await summaries(cards, user.id, rows),
      paging: { lastSeen: page.rows.at(-1)?.id ?? null, moreDataAvailable: page.more },
    };
  });

  route(app, contract.watchlists.get, async ({ req, params, query }) => {
    const user = await ctx.auth.requireUser(req);
    const [cards, list] = await Promise.all([cardsFor(service, req), findWatchlist(db, params.id)]);
    const page = await itemPage(db, list.id, query.rpp, query.lastSeen);
    return {
      watchlist: await summary(cards, user.id, list),
      contentList: page.items.flatMap((row) => itemCard(cards, row) ?? []),
      paging: { lastSeen: page.items.at(-1)?.content_id ?? null, moreDataAvailable: page.more },
    };
  });

  route(app, contract.watchlists.create, async ({ req, body }) => {
    const user = await ctx.auth.requireUser(req);
    const row = await createWatchlist(db, user.id, body.name);
    const cards = await cardsFor(service, req, { favourites: false });
    return { id: row.id, watchlist: await summary(cards, user.id, row) };
  });

  route(app, contract.watchlists.rename, async ({ req, params, body }) => {
    const user = await ctx.auth.requireUser(req);
    const row = await renameWatchlist(db, user.id, params.id, body.name);
    return summary(await cardsFor(service, req, { favourites: false }), user.id, row);
  });

  route(app, contract.watchlists.addContent, async ({ req, params, body }) => {
    const user = await ctx.auth.requireUser(req);
    const cards = await cardsFor(service, req, { favourites: false });
    const added = await addItems(db, user.id, params.id, checkedContent(cards, body.content));
    return { added, watchlist: await summary(cards, user.id, await findWatchlist(db, params.id)) };
  });

  route(app, contract.watchlists.removeContent, async ({ req, params }) => {
    const user = await ctx.auth.requireUser(req);
    await removeItem(db, user.id, params.id, { id: params.contentId, contentType: params.type });
    return summary(await cardsFor(service, req, { favourites: false }), user.id, await findWatchlist(db, params.id));
  });

  route(app, contract.watchlists.reorder, async ({ req, params, query, body }) => {
    const user = await ctx.auth.requireUser(req);
    await reorderPage(db, user.id, params.id, body.content, query.lastSeen, body.version);
    return summary(await cardsFor(service, req, { favourites: false }), user.id, await findWatchlist(db, params.id));
  });

  route(app, contract.watchlists.remove, async ({ req, params }) => {
    const user = await ctx.auth.requireUser(req);
    const { deleted } = await deleteOrUnsave(db, user.id, params.owner, params.id);
    return { id: params.id, deleted, saved: false };
  });

  route(app, contract.watchlists.save, async ({ req, params }) => {
    const user = await ctx.auth.requireUser(req);
    const row = await saveShared(db, user.id, params.owner, params.id);
    return summary(await cardsFor(service, req, { favourites: false }), user.id, row);
  });

  route(app, contract.watchlists.adjacent, async ({ req, params, query }) => {
    await ctx.auth.requireUser(req);
    const list = await findWatchlist(db, params.id);
    if (list.owner_id !== params.owner) return { precedingVods: [], followingVods: [] };
    const [cards, items] = await Promise.all([cardsFor(service, req, { favourites: false }), allItems(db, list.id)]);
    // Auto-advance plays videos: the other kinds of item are passed over.
    const videos = items.filter((item) => item.content_type === 'VOD');
    const at = videos.findIndex((item) => item.content_id === params.eventId);
    if (at < 0) return { precedingVods: [], followingVods: [] };
    const cardsOf = (rows: ItemRow[]) => rows.flatMap((row) => itemCard(cards, row) ?? []);
    return {
      precedingVods: cardsOf(videos.slice(Math.max(0, at - query.size), at)),
      followingVods: cardsOf(videos.slice(at + 1, at + 1 + query.size)),
    };
  });
};
