/**
 * Interstitial `/interstitial/{eventId}/{eventTitle?}`: denied content when the realm
 * enables it: title, artwork, the licences that would grant it, a purchase
 * link and sign-in for guests. Content the viewer can watch links straight to it.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { useKeyText, useT } from '~/labels/labels';
import { loadInterstitial } from '~/watch/watch-page.server';
import watchStyles from '~/watch/watch.css';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: watchStyles }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadInterstitial(context, params);
}

export default function InterstitialRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const keyText = useKeyText();
  const granted = data.accessLevel === 'GRANTED';
  return (
    <article className="interstitial" data-access={data.accessLevel}>
      {data.artwork ? <img className="interstitial__art" src={data.artwork} alt="" /> : null}
      <div className="interstitial__body">
        <h1 className="interstitial__title">{data.title}</h1>
        {data.description ? <p className="interstitial__description">{data.description}</p> : null}
        {granted ? (
          <Link className="button button--primary" to={data.watchPath}>
            {t('watchNow')}
          </Link>
        ) : data.accessLevel === 'GEOBLOCKED' ? (
          <p role="status">{t('notAvailableInYourRegion')}</p>
        ) : (
          <>
            {data.licences.length ? (
              <section className="interstitial__licences" aria-labelledby="interstitial-licences">
                <h2 id="interstitial-licences">{t('availableWith')}</h2>
                <ul>
                  {data.licences.map((licence) => (
                    <li key={licence.id} data-licence={licence.id}>
                      <strong>{licence.name}</strong>
                      {licence.description ? <span> {licence.description}</span> : null}
                      {licence.free || licence.price ? (
                        <span className="interstitial__price" data-testid="licence-price">
                          {' '}
                          {licence.free
                            ? t('purchaseFree')
                            : licence.periodKey
                              ? t('pricePerPeriod', { price: licence.price ?? '', period: keyText(licence.periodKey) })
                              : licence.price}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <div className="interstitial__actions">
              {data.accessLevel === 'DENIED' ? (
                <Link className="button button--primary" to={data.purchasePath}>
                  {t('purchase')}
                </Link>
              ) : null}
              {data.signInPath ? (
                <Link className="button" to={data.signInPath}>
                  {t('signInToWatch')}
                </Link>
              ) : null}
            </div>
          </>
        )}
      </div>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
