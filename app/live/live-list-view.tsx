/**
 * `/livenow` and `/upcoming`: a grid of event cards, the first page server-rendered with
 * page links (no JS needed), further pages appended as the sentinel comes into view.
 * Hovering (or focusing) a card makes it the active one.
 */
import { PageLinks } from '~/components/page-links';
import { useCallback, useState } from 'react';
import { useT } from '~/labels/labels';
import { LiveCard } from './live-card';
import type { LiveListData } from './live-list-page.server';
import type { LinkedCard } from './live-list.server';
import { useLivePaging } from './live-paging';

export function pageUrl(base: string, page: number): string {
  return `${base}${base.includes('?') ? '&' : '?'}p=${page}`;
}

/**
 * Where a live list loads its next page (the paging hook watches this element): a retry
 * button after a failed load, else the spinner (`whileLoading`: only during a load;
 * `always`: whenever more pages remain). Nothing once the list is complete.
 */
export function LivePagingSentinel({ paging, spinner }: { paging: ReturnType<typeof useLivePaging>; spinner: 'whileLoading' | 'always' }) {
  const t = useT();
  if (!paging.moreDataAvailable) return null;
  return (
    <div ref={paging.sentinelRef} className="live-list-page__sentinel">
      {paging.failed ? (
        <button type="button" className="button button--ghost" onClick={paging.retry}>
          {t('retry')}
        </button>
      ) : spinner === 'always' || paging.loading ? (
        <span className="blk-spinner" aria-label={t('loading')} />
      ) : null}
    </div>
  );
}

export function LiveCardItem({ card, index, active, onActive }: { card: LinkedCard; index: number; active: boolean; onActive: (id: string | null) => void }) {
  const t = useT();
  return (
    <li className="live-cards__item" data-event-id={card.id}>
      <LiveCard card={card} active={active} onActive={onActive} eager={index < 4} />
      {card.startsAt ? <p className="live-cards__when">{t('startsAtTime', { time: card.startsAt })}</p> : null}
    </li>
  );
}

export function LiveListView({ data, kind }: { data: LiveListData; kind: 'live' | 'upcoming' }) {
  const t = useT();
  const [activeId, setActiveId] = useState<string | null>(null);
  const nextUrl = useCallback((page: number) => pageUrl(data.pageUrlBase, page), [data.pageUrlBase]);
  const paging = useLivePaging(
    { cards: data.list.cards, page: data.list.page, moreDataAvailable: data.list.moreDataAvailable },
    nextUrl,
    `${data.list.kind}:${data.list.page}`,
  );
  const title = kind === 'live' ? t('liveNow') : t('upcomingEvents');

  return (
    <article className="live-list-page" data-list={kind}>
      <h1 className="live-list-page__title">{title}</h1>
      {paging.cards.length === 0 ? (
        <p className="muted" role="status">
          {kind === 'live' ? t('noLiveEvents') : t('noUpcomingEvents')}
        </p>
      ) : (
        <ul className="blk-grid live-cards" aria-label={title}>
          {paging.cards.map((card, index) => (
            <LiveCardItem key={card.id} card={card} index={index} active={activeId === card.id} onActive={setActiveId} />
          ))}
        </ul>
      )}
      <LivePagingSentinel paging={paging} spinner="whileLoading" />
      {/* Page links: the way on without JavaScript (with it, the list grows by itself). */}
      <PageLinks className="live-list-page__pager" previousHref={data.previousHref} nextHref={paging.page === data.list.page ? data.nextHref : null} />
    </article>
  );
}
