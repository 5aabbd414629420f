/**
 * `/watchlists`: the viewer's watchlists (own and saved shared ones, 25 a page with
 * `lastSeen`), and a form to create one. With `?add=<id>&type=<TYPE>` it is the "add to a
 * watchlist" picker: only OWNED watchlists, pick one or create one (name required, at most
 * 60 characters). The side panel (./watchlist-panel.tsx) loads and posts this same route, so
 * the picker works without JavaScript too. Signed-in only.
 */
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useT } from '~/labels/labels';
import { labelText } from '~/live/label-text.server';
import { loadFailed, privateHeaders, requireSignedIn } from '~/account/guard.server';
import { pathFor } from '~/routing/paths';
import { ListTabs } from './card-list-view';
import { listTabs } from './list-cards.server';
import listStyles from './lists.css';
import { WatchlistPicker, WatchlistTiles, type PickerResult } from './watchlist-parts';
import { contentToAdd, isId, postedName, tileOf, watchlistErrorLabel } from './watchlists.server';
import { useFreshOnRestore } from '~/lists/use-fresh-on-restore';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: listStyles }];

export async function loader({ context }: LoaderFunctionArgs) {
  const ctx = context;
  requireSignedIn(ctx);
  const query = ctx.url.searchParams;
  const add = contentToAdd(query.get('add'), query.get('type'));
  const lastSeen = query.get('lastSeen');
  const [answer, title] = await Promise.all([
    ctx.platform.watchlists.list({ query: { rpp: 25, lastSeen: isId(lastSeen) ? lastSeen : undefined, ownership: add ? 'OWNED' : undefined } }),
    labelText(ctx, 'watchlistsTitle'),
  ]);
  if (!answer.ok) return loadFailed(ctx, answer.error);
  const { paging } = answer.data;
  return json(
    {
      watchlists: answer.data.watchlists.map((w) => tileOf(ctx, w)),
      add,
      action: pathFor('watchlists', {}, { locale: ctx.locale, query: add ? { add: add.id, type: add.contentType } : {} }),
      moreHref:
        paging.moreDataAvailable && paging.lastSeen
          ? pathFor('watchlists', {}, { locale: ctx.locale, query: { lastSeen: paging.lastSeen, ...(add ? { add: add.id, type: add.contentType } : {}) } })
          : null,
      tabs: listTabs(ctx, 'watchlists'),
      meta: pageMeta(ctx, 'watchlists', {}, title),
    },
    { headers: await privateHeaders(ctx) },
  );
}

export async function action({ request, context }: ActionFunctionArgs): Promise<ReturnType<typeof json<PickerResult>>> {
  const ctx = context;
  requireSignedIn(ctx);
  const form = await request.formData();
  const headers = await privateHeaders(ctx);
  const add = contentToAdd(form.get('add'), form.get('type'));
  const fail = (message: PickerResult['message'], status = 400) => json<PickerResult>({ ok: false, message, name: null, created: null }, { status, headers });
  let target = form.get('watchlistId');
  let name: string | null = null;
  let created: PickerResult['created'] = null;
  if (form.get('intent') === 'create') {
    const typed = postedName(form.get('name'));
    if (!typed.trim()) return fail('watchlistError');
    const made = await ctx.platform.watchlists.create({ body: { name: typed } });
    if (!made.ok) return made.error.status === 401 ? loadFailed(ctx, made.error) : fail(watchlistErrorLabel(made.error, typed), made.error.status || 502);
    target = made.data.id;
    name = made.data.watchlist.name;
    created = tileOf(ctx, made.data.watchlist);
    if (!add) return json<PickerResult>({ ok: true, message: null, name, created }, { headers });
  }
  if (!add || !isId(target)) return fail('watchlistError');
  const answer = await ctx.platform.watchlists.addContent({ params: { id: target }, body: { content: [add] } });
  if (!answer.ok) return answer.error.status === 401 ? loadFailed(ctx, answer.error) : fail(watchlistErrorLabel(answer.error), answer.error.status || 502);
  return json<PickerResult>({ ok: true, message: 'addedToWatchlist', name: answer.data.watchlist.name || name, created }, { headers });
}

export default function WatchlistsRoute() {
  useFreshOnRestore();
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <article className="lists-page">
      <h1>{t(data.add ? 'chooseWatchlist' : 'watchlistsTitle')}</h1>
      {data.add ? null : <ListTabs tabs={data.tabs} />}
      {data.add ? (
        <WatchlistPicker data={data} result={result ?? null} />
      ) : (
        <WatchlistTiles watchlists={data.watchlists} moreHref={data.moreHref} action={data.action} result={result ?? null} />
      )}
    </article>
  );
}

// The document carries the loader's `private, no-store`: going back never shows a list from the browser's cache.
export const headers = passCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
