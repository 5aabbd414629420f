/**
 * The playlist screen `/playlist/{playlistId}/{playlistTitle?}` (query `p`) and the JSON page
 * behind the expanded playlist card and the list's infinite loading
 * (`/_data/playlist/{playlistId}?p=`). Both answer one `PlaylistView`: the playlist, a page of
 * its videos with this viewer's links (VOD query carries playlistId), Play (the first video),
 * View all (the playlist page), the share address and whether add-to-watchlist shows.
 */
import { json } from '@remix-run/node';
import { parseCards, type ContentCard } from '../../blocks/shared/content-card';
import type { Answer } from '../../contract/define';
import type { contract } from '../../contract/index';
import type { AppContext } from '~/context.server';
import { cacheHeaders, pageMeta, type PageMeta } from '~/content/section-page.server';
import { pageFailure } from '~/platform/page-failure.server';
import { accessAwareLink, slugify, watchPlaylistLink } from '~/routing/content-links';
import { pathFor } from '~/routing/paths';
import { isBuilt } from '~/routing/route-table';
import { universalShareUrl } from '~/share/share-link';
import { pageParam, pagerPages, showsWatchlistAction } from './playlist-rules';

/** `GET /vod/playlist/{id}?rpp&p`: the playlist card, a numbered page of its videos and the social sharing detail. */
export type PlaylistAnswer = Answer<typeof contract.content.playlist>;

/** Videos per playlist page (no figure is prescribed: the platform's default). */
const PLAYLIST_PAGE_SIZE = 12;

function playlistCall(ctx: AppContext, playlistId: string, page: number, rpp = PLAYLIST_PAGE_SIZE) {
  return ctx.platform.content.playlist({ params: { id: playlistId }, query: { p: page, rpp } });
}

const ID = /^[A-Za-z0-9_.-]{1,100}$/;

export type PlaylistItem = ContentCard & { href: string };

export interface PlaylistView {
  id: string;
  title: string;
  description: string | null;
  artwork: string | null;
  itemCount: number;
  items: PlaylistItem[];
  page: number;
  totalPages: number;
  /** The first video of the playlist, played in the playlist (null: empty playlist). */
  playHref: string | null;
  viewAllHref: string;
  /** The address the share action copies (null: sharing off in this realm or no usable link). */
  shareUrl: string | null;
  /** Where add-to-watchlist goes (null: hidden — watchlists off, a guest, or no watchlists screen yet). */
  watchlistHref: string | null;
  /** JSON pages for the browser's paging. */
  pagesUrl: string;
}

export interface PlaylistPageData extends PlaylistView {
  /** Without JavaScript: the neighbouring pages. */
  previousHref: string | null;
  nextHref: string | null;
  meta: PageMeta;
}

export function playlistPagesUrl(playlistId: string): string {
  return `/_data/playlist/${encodeURIComponent(playlistId)}`;
}

type Viewer = Pick<AppContext, 'locale' | 'user' | 'settings'>;

export function playlistItems(ctx: Viewer, playlistId: string, list: unknown[]): PlaylistItem[] {
  const { cards, rejected } = parseCards(list);
  if (rejected > 0) console.error(`[playlist] "${playlistId}": ${rejected} malformed video card(s) left out`);
  const isGuest = !ctx.user || ctx.user.isGuest;
  return cards.map((card) => ({
    ...card,
    href: accessAwareLink(card, { isGuest }, { locale: ctx.locale, features: ctx.settings.features, list: { type: 'playlist', id: playlistId } }) ?? '#',
  }));
}

/** The view of one page; `first` is page 1's answer when `answer` is a later page (Play needs the first video). */
export function playlistView(ctx: Viewer, playlistId: string, answer: PlaylistAnswer, firstVideo: unknown): PlaylistView {
  const { playlist, videos } = answer;
  const viewAllHref = pathFor('playlist', { playlistId, playlistTitle: slugify(playlist.title) || null }, { locale: ctx.locale });
  const [first] = parseCards(firstVideo ? [firstVideo] : []).cards;
  const sharing = answer.socialSharingDetail;
  const watchlistsBuilt = isBuilt('watchlists');
  return {
    id: playlistId,
    title: playlist.title,
    description: playlist.description ?? null,
    artwork: playlist.thumbnailUrl ?? playlist.posterUrl ?? null,
    itemCount: playlist.itemCount ?? videos.totalResults,
    items: playlistItems(ctx, playlistId, videos.vods),
    page: videos.page,
    totalPages: videos.totalPages,
    playHref: first ? watchPlaylistLink(first, playlistId, { locale: ctx.locale, features: ctx.settings.features }) : null,
    viewAllHref,
    shareUrl:
      ctx.settings.features.socialSharing && sharing?.universalLink
        ? universalShareUrl(sharing.universalLink, viewAllHref, sharing.trackingConfiguration)
        : null,
    watchlistHref:
      showsWatchlistAction(ctx.settings.features, ctx.user) && watchlistsBuilt
        ? pathFor('watchlists', {}, { locale: ctx.locale, query: { add: playlistId, type: 'PLAYLIST' } })
        : null,
    pagesUrl: playlistPagesUrl(playlistId),
  };
}

/** Page `page` of the playlist, plus page 1 when Play's first video is not on it. */
async function loadView(ctx: AppContext, playlistId: string, page: number) {
  const [answer, firstPage] = await Promise.all([playlistCall(ctx, playlistId, page), page > 1 ? playlistCall(ctx, playlistId, 1, 1) : Promise.resolve(null)]);
  if (!answer.ok) return answer;
  const firstVideo = page > 1 ? (firstPage?.ok ? firstPage.data.videos.vods[0] : undefined) : answer.data.videos.vods[0];
  return { ok: true as const, data: { answer: answer.data, view: playlistView(ctx, playlistId, answer.data, firstVideo) } };
}

export async function loadPlaylistPage(ctx: AppContext, params: Record<string, string | undefined>) {
  const playlistId = params.playlistId ?? '';
  if (!ID.test(playlistId)) throw new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const page = pageParam(ctx.url.searchParams.get('p'));
  const loaded = await loadView(ctx, playlistId, page);
  if (!loaded.ok) throw pageFailure(loaded.error);
  const { view, answer } = loaded.data;
  const pager = pagerPages(view.page, view.totalPages);
  const pageHref = (p: number | null) => (p === null ? null : `${ctx.url.pathname}${p > 1 ? `?p=${p}` : ''}`);
  const data: PlaylistPageData = {
    ...view,
    previousHref: pageHref(pager.previous),
    nextHref: pageHref(pager.next),
    meta: pageMeta(
      ctx,
      'playlist',
      { playlistId, playlistTitle: params.playlistTitle ?? (slugify(answer.playlist.title) || null) },
      answer.playlist.title,
      answer.playlist.description,
    ),
  };
  const headers = cacheHeaders(ctx);
  await ctx.sessionHeaders(headers);
  return json(data, { headers });
}

/** `GET /_data/playlist/{playlistId}?p=`: one page of the playlist as JSON. */
export async function loadPlaylistItems(ctx: AppContext, params: Record<string, string | undefined>) {
  const playlistId = params.playlistId ?? '';
  const noStore = { 'Cache-Control': 'no-store' };
  if (!ID.test(playlistId)) return json({ error: { code: 'INVALID_PLAYLIST', messages: ['Unknown playlist.'] } }, { status: 400, headers: noStore });
  const loaded = await loadView(ctx, playlistId, pageParam(ctx.url.searchParams.get('p')));
  if (!loaded.ok) {
    const status = loaded.error.kind === 'http' ? (loaded.error.status === 401 ? 503 : loaded.error.status) : 503;
    return json({ error: { code: loaded.error.code, messages: loaded.error.messages } }, { status, headers: noStore });
  }
  const headers = new Headers({
    'Cache-Control': ctx.user && !ctx.user.isGuest ? 'private, no-cache' : 'public, s-maxage=60, stale-while-revalidate=300',
    Vary: 'Cookie, Accept-Language',
  });
  await ctx.sessionHeaders(headers);
  return json(loaded.data.view, { headers });
}
