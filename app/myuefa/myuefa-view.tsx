/**
 * `/myuefa`: continue watching as a card grid (resuming where the viewer stopped), then tiles
 * for the viewer's lists with their counts, the subscriptions in effect, and the settings links.
 */
import type { SerializeFrom } from '@remix-run/node';
import { BlockEnvironmentProvider } from '../../blocks/shared/environment';
import { Card } from '../../blocks/shared/card';
import type { ContentCard } from '../../blocks/shared/content-card';
import { useT, type LabelKey } from '~/labels/labels';
import { formatNumber } from '~/labels/intl-format';
import { useRootData } from '~/root-data';
import { useCardEnvironment } from '~/series/card-environment';
import type { ListLink, MyAreaData } from './myuefa-page.server';

const LIST_LABELS: Record<ListLink['key'], { title: LabelKey; text: LabelKey }> = {
  favourites: { title: 'productAreaFavourites', text: 'productAreaFavouritesText' },
  watchlists: { title: 'productAreaWatchlists', text: 'productAreaWatchlistsText' },
  history: { title: 'productAreaHistory', text: 'productAreaHistoryText' },
};

export function MyAreaView({ data }: { data: SerializeFrom<MyAreaData> }) {
  const t = useT();
  const environment = useCardEnvironment();
  const locale = useRootData()?.locale ?? 'en';
  return (
    <BlockEnvironmentProvider value={environment}>
      <article className="my-area">
        <header className="my-area__header">
          <h1>{t('productAreaTitle')}</h1>
          <p className="my-area__intro">{t('productAreaIntro')}</p>
        </header>

        <section aria-labelledby="my-area-continue" className="my-area__section">
          <h2 id="my-area-continue">{t('continueWatching')}</h2>
          {data.continueWatching && data.continueWatching.length > 0 ? (
            <ul className="blk-grid my-area__cards" aria-labelledby="my-area-continue">
              {data.continueWatching.map((card, index) => (
                <li key={card.id} className="blk-grid__cell">
                  <Card card={card as ContentCard} rowIndex={0} index={index} displayWidth={480} variant="default" metadataDisplayMode="BELOW" showProgress />
                </li>
              ))}
            </ul>
          ) : (
            <p className="my-area__empty">{t('continueWatchingEmpty')}</p>
          )}
        </section>

        <section aria-labelledby="my-area-lists" className="my-area__section">
          <h2 id="my-area-lists">{t('productAreaLists')}</h2>
          <ul className="my-area__tiles">
            {data.lists.map((list) => (
              <li key={list.key}>
                <a className="my-area__tile" href={list.href} data-list={list.key}>
                  <span className="my-area__tile-title">
                    {t(LIST_LABELS[list.key].title)}
                    {list.count !== null ? <span className="my-area__count">{formatNumber(list.count, locale)}</span> : null}
                  </span>
                  <span className="my-area__tile-text">{t(LIST_LABELS[list.key].text)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="my-area-subscriptions" className="my-area__section">
          <h2 id="my-area-subscriptions">{t('productAreaSubscriptions')}</h2>
          {data.subscriptions && data.subscriptions.length > 0 ? (
            <ul className="my-area__subscriptions">
              {data.subscriptions.map((s) => (
                <li key={s.id} dir="auto">
                  {s.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="my-area__empty">{t('productAreaNoSubscription')}</p>
          )}
          <a className="button button--ghost" href={data.links.account}>
            {t('productAreaManageAccount')}
          </a>
        </section>

        <nav aria-labelledby="my-area-settings" className="my-area__section">
          <h2 id="my-area-settings">{t('productAreaSettings')}</h2>
          <ul className="my-area__links">
            <li>
              <a href={data.links.account}>{t('account')}</a>
            </li>
            <li>
              <a href={data.links.preferences}>{t('preferences')}</a>
            </li>
            <li>
              <a href={data.links.parentalControl}>{t('parentalControl')}</a>
            </li>
          </ul>
        </nav>
      </article>
    </BlockEnvironmentProvider>
  );
}
