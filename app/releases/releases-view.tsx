/** `/releases`: new videos under a heading per release day (the card grid's column rule), with page links. */
import type { SerializeFrom } from '@remix-run/node';
import { PageLinks } from '~/components/page-links';
import { BlockEnvironmentProvider } from '../../blocks/shared/environment';
import { Card } from '../../blocks/shared/card';
import type { ContentCard } from '../../blocks/shared/content-card';
import { useT } from '~/labels/labels';
import { useCardEnvironment } from '~/series/card-environment';
import type { ReleasesPageData } from './releases-page.server';

export function ReleasesView({ data }: { data: SerializeFrom<ReleasesPageData> }) {
  const t = useT();
  const environment = useCardEnvironment();
  let index = 0;
  return (
    <BlockEnvironmentProvider value={environment}>
      <article className="releases-page">
        <h1>{t('releasesTitle')}</h1>
        {data.days.length === 0 ? (
          <p className="muted" role="status">
            {t('noReleases')}
          </p>
        ) : (
          data.days.map((day) => (
            <section key={day.day} aria-labelledby={`day-${day.day}`} className="schedule-page__day">
              <h2 id={`day-${day.day}`} className="schedule-page__heading">
                <time dateTime={day.day}>{day.label}</time>
              </h2>
              <ul className="blk-grid" aria-labelledby={`day-${day.day}`}>
                {day.items.map((card) => (
                  <li key={card.id} className="blk-grid__cell">
                    <Card card={card as ContentCard} rowIndex={0} index={index++} displayWidth={480} variant="default" metadataDisplayMode="BELOW" />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        <PageLinks className="releases-page__pager" previousHref={data.previousHref} nextHref={data.nextHref} />
      </article>
    </BlockEnvironmentProvider>
  );
}
