/**
 * `/watchlists/{owner}/{id}`: one watchlist, also the address it is shared by. Its items as a
 * card list (search, filter, sort, 10 a page); for its owner: rename, delete, remove an item
 * and move an item up or down (a reorder of that pair sent with the version it was made on:
 * a stale page is refused and the list reloads with a message); for anyone else: save it to
 * their watchlists. "Play all" starts its first video with the watchlist in the query, which
 * feeds auto-advance. Signed-in only; forms work without JavaScript.
 */
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useT, type LabelKey } from '~/labels/labels';
import { loadFailed, privateHeaders, requireSignedIn } from '~/account/guard.server';
import { notFoundResponse } from '~/platform/page-failure.server';
import { watchWatchlistLink } from '~/routing/content-links';
import { pathFor } from '~/routing/paths';
import { CardListView } from './card-list-view';
import { cardListData, listCards } from './list-cards.server';
import listStyles from './lists.css';
import { tidyRedirect } from './tidy-redirect.server';
import { Thumbnails } from './watchlist-parts';
import { isId, postedName, watchlistErrorLabel, type ContentRefType } from './watchlists.server';
import { useFreshOnRestore } from '~/lists/use-fresh-on-restore';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: listStyles }];

/** The most items one screen reads (search, filter, sort and moves work on these). */
const ITEMS_READ = 100;

function ids(params: Record<string, string | undefined>) {
  const { owner, watchlistId } = params;
  if (!isId(owner) || !isId(watchlistId)) throw notFoundResponse();
  return { owner, id: watchlistId };
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const ctx = context;
  requireSignedIn(ctx);
  tidyRedirect(ctx);
  const { owner, id } = ids(params);
  const answer = await ctx.platform.watchlists.get({ params: { id }, query: { rpp: ITEMS_READ } });
  if (!answer.ok) {
    if (answer.error.status === 404) throw notFoundResponse();
    return loadFailed(ctx, answer.error);
  }
  const { watchlist, contentList } = answer.data;
  if (watchlist.ownerExternalId !== owner) throw notFoundResponse();
  const link = { id: watchlist.watchlistExternalId, owner: watchlist.ownerExternalId };
  const cards = listCards(ctx, contentList, (card) =>
    card.type === 'VOD' && card.accessLevel === 'GRANTED' ? watchWatchlistLink(card, link, { locale: ctx.locale, features: ctx.settings.features }) : null,
  );
  const firstVideo = cards.find((card) => card.type === 'VOD' && card.accessLevel === 'GRANTED');
  const list = cardListData(ctx, 'watchlist', { owner, watchlistId: id }, cards);
  const state = list.state;
  return json(
    {
      watchlist: {
        id: watchlist.watchlistExternalId,
        owner: watchlist.ownerExternalId,
        name: watchlist.name,
        ownership: watchlist.ownership,
        saved: watchlist.saved,
        version: watchlist.version,
        thumbnails: watchlist.thumbnails,
        itemCount: watchlist.itemCount,
      },
      list,
      // Moves only make sense in the list's own order, unfiltered.
      canMove: watchlist.ownership === 'OWNED' && state.sort === 'relevance' && !state.q && !state.type,
      /** Every item's id and type in list order (a move sends the pair it swaps, and the item before it). */
      order: contentList.map((item) => ({ id: item.id, type: item.contentType })),
      backHref: pathFor('watchlists', {}, { locale: ctx.locale }),
      playHref: firstVideo?.href ?? null,
      meta: pageMeta(ctx, 'watchlist', { owner, watchlistId: id }, watchlist.name),
    },
    { headers: await privateHeaders(ctx) },
  );
}

type ActionResult = { ok: boolean; message: LabelKey };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = context;
  requireSignedIn(ctx);
  const { owner, id } = ids(params);
  const form = await request.formData();
  const headers = await privateHeaders(ctx);
  const done = (message: LabelKey, ok = true, status = 200) => json<ActionResult>({ ok, message }, { status, headers });
  const failed = async (error: Parameters<typeof watchlistErrorLabel>[0], name?: string) =>
    error.status === 401 ? loadFailed(ctx, error) : done(watchlistErrorLabel(error, name), false, error.status === 409 ? 409 : error.status || 502);
  switch (form.get('intent')) {
    case 'rename': {
      const name = postedName(form.get('name'));
      if (!name.trim()) return done('watchlistError', false, 400);
      const answer = await ctx.platform.watchlists.rename({ params: { id }, body: { name } });
      return answer.ok ? done('renameWatchlist') : failed(answer.error, name);
    }
    case 'delete': {
      const answer = await ctx.platform.watchlists.remove({ params: { owner, id } });
      if (!answer.ok) return failed(answer.error);
      return redirect(pathFor('watchlists', {}, { locale: ctx.locale }), { headers });
    }
    case 'save': {
      const answer = await ctx.platform.watchlists.save({ params: { owner, id } });
      return answer.ok ? done('watchlistSaved') : failed(answer.error);
    }
    case 'removeItem': {
      const contentId = form.get('contentId');
      const type = String(form.get('contentType'));
      if (!isId(contentId) || !['VOD', 'LIVE', 'PLAYLIST', 'SERIES', 'SEASON'].includes(type)) return done('watchlistError', false, 400);
      const answer = await ctx.platform.watchlists.removeContent({ params: { id, type: type as ContentRefType, contentId } });
      return answer.ok ? done('removeFromWatchlist') : failed(answer.error);
    }
    case 'move': {
      // The pair to swap, as the viewer saw it, with the item before it and the version shown.
      const first = { id: String(form.get('firstId')), contentType: String(form.get('firstType')) as ContentRefType };
      const second = { id: String(form.get('secondId')), contentType: String(form.get('secondType')) as ContentRefType };
      const before = form.get('before');
      const version = Number(form.get('version'));
      if (!isId(first.id) || !isId(second.id) || !Number.isInteger(version)) return done('watchlistError', false, 400);
      const answer = await ctx.platform.watchlists.reorder({
        params: { id },
        query: { lastSeen: isId(before) ? before : undefined },
        body: { content: [second, first], version },
      });
      return answer.ok ? done('moveUp') : failed(answer.error);
    }
    default:
      return done('watchlistError', false, 400);
  }
}

export default function WatchlistRoute() {
  useFreshOnRestore();
  const { watchlist, list, canMove, order, playHref, backHref } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const owned = watchlist.ownership === 'OWNED';
  const indexOf = (id: string) => order.findIndex((item) => item.id === id);
  const moveForm = (at: number, label: 'moveUp' | 'moveDown') => {
    const i = label === 'moveUp' ? at - 1 : at;
    const first = order[i];
    const second = order[i + 1];
    if (!first || !second) return null;
    return (
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="firstId" value={first.id} />
        <input type="hidden" name="firstType" value={first.type} />
        <input type="hidden" name="secondId" value={second.id} />
        <input type="hidden" name="secondType" value={second.type} />
        {i > 0 ? <input type="hidden" name="before" value={order[i - 1].id} /> : null}
        <input type="hidden" name="version" value={watchlist.version} />
        <button type="submit" className="button button--ghost" aria-label={`${t(label)}`}>
          {label === 'moveUp' ? '↑' : '↓'} {t(label)}
        </button>
      </Form>
    );
  };
  return (
    <article className="lists-page">
      <p>
        <a href={backHref}>{t('backToWatchlists')}</a>
      </p>
      <Thumbnails urls={watchlist.thumbnails} />
      <h1 dir="auto">{watchlist.name}</h1>
      <p className="muted">
        {t('watchlistItems', { count: watchlist.itemCount })}
        {owned ? '' : ` · ${t('watchlistShared')}`}
      </p>
      {result && result.message !== 'moveUp' && result.message !== 'removeFromWatchlist' ? (
        <p className={`list-message list-message--${result.ok ? 'ok' : 'error'}`} role={result.ok ? 'status' : 'alert'}>
          {t(result.message)}
        </p>
      ) : null}
      <div className="list-actions">
        {playHref ? (
          <a className="button" href={playHref}>
            {t('playWatchlist')}
          </a>
        ) : null}
        {!owned && !watchlist.saved ? (
          <Form method="post">
            <input type="hidden" name="intent" value="save" />
            <button type="submit" className="blk-button blk-button--secondary">
              {t('saveWatchlist')}
            </button>
          </Form>
        ) : null}
        {owned || watchlist.saved ? (
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="button button--ghost">
              {t(owned ? 'deleteWatchlist' : 'removeSavedWatchlist')}
            </button>
          </Form>
        ) : null}
      </div>
      {owned ? (
        <Form method="post" className="watchlist-form" key={watchlist.name}>
          <input type="hidden" name="intent" value="rename" />
          <label>
            <span>{t('watchlistName')}</span>
            <input name="name" required defaultValue={watchlist.name} dir="auto" autoComplete="off" />
          </label>
          <button type="submit" className="blk-button blk-button--secondary">
            {t('renameWatchlist')}
          </button>
        </Form>
      ) : null}
      <CardListView
        data={list}
        emptyText={t('emptyWatchlist')}
        actions={
          owned
            ? (card) => {
                const at = indexOf(card.id);
                return (
                  <>
                    {canMove ? moveForm(at, 'moveUp') : null}
                    {canMove ? moveForm(at, 'moveDown') : null}
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="removeItem" />
                      <input type="hidden" name="contentId" value={card.id} />
                      <input type="hidden" name="contentType" value={order[at]?.type ?? card.type} />
                      <button type="submit" className="button button--ghost">
                        {t('removeFromWatchlist')}
                      </button>
                    </Form>
                  </>
                );
              }
            : undefined
        }
      />
    </article>
  );
}

// The document carries the loader's `private, no-store`: going back never shows a list from the browser's cache.
export const headers = passCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
