/**
 * `/favourites`: the viewer's favourite videos as a card list (search, filter, sort, 9 a
 * page), each with its remove control. Signed-in only (guests go to sign in with `from`).
 */
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useT } from '~/labels/labels';
import { labelText } from '~/live/label-text.server';
import { loadFailed, privateHeaders, requireSignedIn } from '~/account/guard.server';
import { favouriteAction, FAVOURITES_PAGE_SIZE } from './card-list-query';
import { CardListView, ListTabs } from './card-list-view';
import { FavouriteToggle } from './favourite-toggle';
import { cardListData, listCards, listTabs } from './list-cards.server';
import listStyles from './lists.css';
import { tidyRedirect } from './tidy-redirect.server';
import { useFreshOnRestore } from '~/lists/use-fresh-on-restore';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: listStyles }];

/** The most favourites one screen reads (search, filter and sort work on these). */
const FAVOURITES_READ = 100;

export async function loader({ context }: LoaderFunctionArgs) {
  const ctx = context;
  requireSignedIn(ctx);
  tidyRedirect(ctx);
  const [answer, title] = await Promise.all([ctx.platform.content.favourites({ query: { rpp: FAVOURITES_READ, p: 1 } }), labelText(ctx, 'favouritesTitle')]);
  if (!answer.ok) return loadFailed(ctx, answer.error);
  const cards = listCards(ctx, answer.data.vods);
  return json(
    {
      list: cardListData(ctx, 'favourites', {}, cards, { pageSize: FAVOURITES_PAGE_SIZE }),
      tabs: listTabs(ctx, 'favourites'),
      meta: pageMeta(ctx, 'favourites', {}, title),
    },
    { headers: await privateHeaders(ctx) },
  );
}

export default function FavouritesRoute() {
  useFreshOnRestore();
  const { list, tabs } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <article className="lists-page">
      <h1>{t('favouritesTitle')}</h1>
      <ListTabs tabs={tabs} />
      <CardListView
        data={list}
        emptyText={t('noFavourites')}
        actions={(card) => <FavouriteToggle key={card.id} control={{ id: card.id, favourite: true, action: favouriteAction(card.id) }} />}
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
