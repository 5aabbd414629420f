/** `/schedule`: upcoming events under a heading per day, with page links. */
import type { SerializeFrom } from '@remix-run/node';
import { PageLinks } from '~/components/page-links';
import { useState } from 'react';
import { useT } from '~/labels/labels';
import { LiveCardItem } from '~/live/live-list-view';
import type { LinkedCard } from '~/live/live-list.server';
import type { SchedulePageData } from './schedule-page.server';

export function ScheduleView({ data }: { data: SerializeFrom<SchedulePageData> }) {
  const t = useT();
  const [activeId, setActiveId] = useState<string | null>(null);
  let index = 0;
  return (
    <article className="live-list-page schedule-page">
      <h1 className="live-list-page__title">{t('scheduleTitle')}</h1>
      {data.days.length === 0 ? (
        <p className="muted" role="status">
          {t('noUpcomingEvents')}
        </p>
      ) : (
        data.days.map((day) => (
          <section key={day.day} aria-labelledby={`day-${day.day}`} className="schedule-page__day">
            <h2 id={`day-${day.day}`} className="schedule-page__heading">
              <time dateTime={day.day}>{day.label}</time>
            </h2>
            <ul className="blk-grid live-cards" aria-labelledby={`day-${day.day}`}>
              {day.items.map((card) => (
                <LiveCardItem key={card.id} card={card as LinkedCard} index={index++} active={activeId === card.id} onActive={setActiveId} />
              ))}
            </ul>
          </section>
        ))
      )}
      <PageLinks className="live-list-page__pager" previousHref={data.previousHref} nextHref={data.nextHref} />
    </article>
  );
}
