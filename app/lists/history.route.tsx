/**
 * `/history`: the videos the viewer watched (watch progress, most recent first) as a card list
 * with progress bars, and "clear history". Signed-in only. The list is read fresh on every
 * visit, so leaving a video (new progress) always shows the history as it now is.
 */
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useSearchParams } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useT } from '~/labels/labels';
import { labelText } from '~/live/label-text.server';
import { loadFailed, privateHeaders, requireSignedIn } from '~/account/guard.server';
import { accessAwareLink } from '~/routing/content-links';
import { pathFor } from '~/routing/paths';
import type { ContentCard } from '../../blocks/shared/content-card';
import { CardListView, ListTabs } from './card-list-view';
import { favouriteAction, readCardListState } from './card-list-query';
import { ctaViewer } from './cta-personal.server';
import { FavouriteToggle } from './favourite-toggle';
import { personalControls } from './personal-controls';
import { historyEntryHref } from './history-return';
import { cardListData, listCards, listTabs } from './list-cards.server';
import listStyles from './lists.css';
import { tidyRedirect } from './tidy-redirect.server';
import { useFreshOnRestore } from '~/lists/use-fresh-on-restore';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: listStyles }];

/** The most history entries one screen reads (search, filter and sort work on these). */
const HISTORY_READ = 100;

export async function loader({ context }: LoaderFunctionArgs) {
  const ctx = context;
  requireSignedIn(ctx);
  tidyRedirect(ctx);
  const [answer, title] = await Promise.all([ctx.platform.content.history({ query: { p: 1, rpp: HISTORY_READ } }), labelText(ctx, 'historyTitle')]);
  if (!answer.ok) return loadFailed(ctx, answer.error);
  // Videos the viewer may play open with the list's place, so leaving them can come back to it.
  const place = readCardListState(ctx.url.searchParams);
  const playable = (card: ContentCard) => {
    const href =
      card.type === 'VOD' && card.accessLevel === 'GRANTED'
        ? accessAwareLink(card, { isGuest: false }, { locale: ctx.locale, features: ctx.settings.features })
        : null;
    return href ? historyEntryHref(href, place) : null;
  };
  const list = cardListData(ctx, 'history', {}, listCards(ctx, answer.data.videos, playable));
  return json(
    {
      list,
      // The favourite toggle on each shown video the viewer may play (personal-controls.ts decides).
      favourites: Object.fromEntries(
        list.cards.flatMap((card) => {
          const controls = personalControls({ ...ctaViewer(ctx), kind: 'VOD', id: card.id, accessLevel: card.accessLevel, favourite: card.favourite });
          return card.type === 'VOD' && controls && controls.favourite !== null ? [[card.id, controls.favourite]] : [];
        }),
      ) as Record<string, boolean>,
      totalHistoryVideos: answer.data.totalHistoryVideos,
      tabs: listTabs(ctx, 'history'),
      meta: pageMeta(ctx, 'history', {}, title),
    },
    { headers: await privateHeaders(ctx) },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = context;
  requireSignedIn(ctx);
  const form = await request.formData();
  if (form.get('intent') !== 'clear') return json({ error: 'watchlistError' as const }, { status: 400 });
  const answer = await ctx.platform.content.clearHistory();
  if (!answer.ok) return loadFailed(ctx, answer.error);
  return redirect(pathFor('history', {}, { locale: ctx.locale, query: { cleared: '1' } }), { headers: await ctx.sessionHeaders() });
}

export default function HistoryRoute() {
  useFreshOnRestore();
  const { list, tabs, totalHistoryVideos, favourites } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const t = useT();
  return (
    <article className="lists-page">
      <h1>{t('historyTitle')}</h1>
      <ListTabs tabs={tabs} />
      {search.get('cleared') === '1' ? (
        <p className="list-message list-message--ok" role="status">
          {t('historyCleared')}
        </p>
      ) : null}
      {totalHistoryVideos > 0 ? (
        <Form method="post" className="list-actions">
          <input type="hidden" name="intent" value="clear" />
          <button type="submit" className="button button--ghost">
            {t('clearHistory')}
          </button>
        </Form>
      ) : null}
      <CardListView
        data={list}
        emptyText={t('noHistory')}
        showProgress
        actions={(card) =>
          card.id in favourites ? (
            <FavouriteToggle key={card.id} control={{ id: card.id, favourite: favourites[card.id], action: favouriteAction(card.id) }} />
          ) : null
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
