/** Grid `/grid?section=&bucket=`: a bucket in full as a card grid, paged by links (app/grid/). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { BlockEnvironmentProvider } from '../../blocks/shared/environment';
import { Card } from '../../blocks/shared/card';
import type { ContentCard } from '../../blocks/shared/content-card';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { loadGridPage } from '~/grid/grid-page.server';
import { useT } from '~/labels/labels';
import scheduleStyles from '~/schedule/schedule.css';
import { useCardEnvironment } from '~/series/card-environment';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: scheduleStyles }];

export async function loader({ context }: LoaderFunctionArgs) {
  return loadGridPage(context);
}

export default function GridRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const environment = useCardEnvironment();
  return (
    <BlockEnvironmentProvider value={environment}>
      <article className="releases-page grid-page">
        <h1>{data.name}</h1>
        {data.cards.length === 0 ? (
          <p className="muted" role="status">
            {t('noContent')}
          </p>
        ) : (
          <ul className="blk-grid" aria-label={data.name}>
            {data.cards.map((card, i) => (
              <li key={card.id} className="blk-grid__cell">
                <Card card={card as ContentCard} rowIndex={0} index={i} displayWidth={480} variant="default" metadataDisplayMode="BELOW" />
              </li>
            ))}
          </ul>
        )}
        {data.firstHref || data.nextHref ? (
          <nav className="releases-page__pager" aria-label={t('pagination')}>
            {data.firstHref ? (
              <Link className="button button--ghost" to={data.firstHref}>
                {t('previous')}
              </Link>
            ) : (
              <span />
            )}
            {data.nextHref ? (
              <Link className="button button--ghost" to={data.nextHref} rel="next">
                {t('next')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </article>
    </BlockEnvironmentProvider>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
