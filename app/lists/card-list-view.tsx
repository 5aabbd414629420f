/**
 * A card list (favourites, watchlist items, history): tabs between the personal lists, a
 * form that GETs its search, filter and sort (works without JavaScript), the cards — a
 * horizontal carousel from 1024 px, a plain list below (lists.css) — and page links.
 * With JavaScript the search box submits by itself after the spec's delay (searchDelay).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, useSubmit } from '@remix-run/react';
import type { SerializeFrom } from '@remix-run/node';
import { Card } from '../../blocks/shared/card';
import { BlockEnvironmentProvider } from '../../blocks/shared/environment';
import type { ContentCard } from '../../blocks/shared/content-card';
import { PageLinks } from '~/components/page-links';
import { useT, type LabelKey } from '~/labels/labels';
import { useCardEnvironment } from '~/series/card-environment';
import { CARD_LIST_TYPES, searchDelay, SORT_CHOICES, sortChoice, tidyQuery } from './card-list-query';
import type { CardListData, ListCard, ListTab } from './list-cards.server';

const TAB_LABELS: Record<ListTab['screen'], LabelKey> = { favourites: 'favouritesTitle', watchlists: 'watchlistsTitle', history: 'historyTitle' };
const SORT_LABELS: Record<(typeof SORT_CHOICES)[number], LabelKey> = {
  relevance: 'cardListSortRelevance',
  'title-asc': 'cardListSortTitleAsc',
  'title-desc': 'cardListSortTitleDesc',
  'date-desc': 'cardListSortDateDesc',
  'date-asc': 'cardListSortDateAsc',
};

export function ListTabs({ tabs }: { tabs: ListTab[] }) {
  const t = useT();
  return (
    <nav className="list-tabs" aria-label={t('personalLists')}>
      {tabs.map((tab) => (
        <Link key={tab.screen} className="list-tabs__tab" to={tab.href} aria-current={tab.current ? 'page' : undefined}>
          {t(TAB_LABELS[tab.screen])}
        </Link>
      ))}
    </nav>
  );
}

/** The list's form: search (debounced with JavaScript), filter, sort; `hidden` keeps other query values. */
function CardListForm({ data, hidden }: { data: SerializeFrom<CardListData>; hidden?: Record<string, string> }) {
  const t = useT();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = () => {
    const form = formRef.current;
    if (!form) return;
    const query = tidyQuery(new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
    submit(query, { method: 'get', action: data.action, replace: true, preventScrollReset: true });
  };
  const onSearchInput = (value: string) => {
    clearTimeout(timer.current);
    const delay = searchDelay(value.trim().length);
    if (delay === 0) send();
    else timer.current = setTimeout(send, delay);
  };
  return (
    <Form
      ref={formRef}
      method="get"
      action={data.action}
      className="card-list-form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        send();
      }}
    >
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="card-list-form__field card-list-form__search">
        <span>{t('cardListSearch')}</span>
        <input type="search" name="q" defaultValue={data.state.q} maxLength={100} autoComplete="off" onInput={(e) => onSearchInput(e.currentTarget.value)} />
      </label>
      <label className="card-list-form__field">
        <span>{t('cardListFilter')}</span>
        <select name="type" defaultValue={data.state.type ?? ''} onChange={send}>
          <option value="">{t('cardListAllTypes')}</option>
          {CARD_LIST_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`cardListType${type}` as LabelKey)}
            </option>
          ))}
        </select>
      </label>
      <label className="card-list-form__field">
        <span>{t('cardListSort')}</span>
        <select name="sortBy" defaultValue={sortChoice(data.state)} onChange={send}>
          {SORT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(SORT_LABELS[choice])}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--ghost">
        {t('cardListApply')}
      </button>
    </Form>
  );
}

export interface CardListViewProps {
  data: SerializeFrom<CardListData>;
  /** Shown when the whole list is empty. */
  emptyText: ReactNode;
  /** Actions under one card (remove, move). */
  actions?: (card: SerializeFrom<ListCard>, index: number) => ReactNode;
  showProgress?: boolean;
  hidden?: Record<string, string>;
}

export function CardListView({ data, emptyText, actions, showProgress, hidden }: CardListViewProps) {
  const t = useT();
  const environment = useCardEnvironment();
  if (data.listSize === 0) {
    return (
      <p className="muted card-list__empty" role="status">
        {emptyText}
      </p>
    );
  }
  return (
    <BlockEnvironmentProvider value={environment}>
      <CardListForm data={data} hidden={hidden} />
      <p className="muted card-list__count" role="status">
        {t('cardListCount', { count: data.total })}
      </p>
      {data.cards.length === 0 ? (
        <p className="muted">{t('cardListNoMatch')}</p>
      ) : (
        <ul className="card-list">
          {data.cards.map((card, index) => (
            <li key={`${card.type}:${card.id}`} className="card-list__item">
              <Card
                card={card as ContentCard}
                rowIndex={0}
                index={index}
                displayWidth={320}
                variant="default"
                metadataDisplayMode="BELOW"
                showProgress={showProgress}
              />
              {actions ? <div className="card-list__actions">{actions(card, index)}</div> : null}
            </li>
          ))}
        </ul>
      )}
      <PageLinks className="card-list__pager" previousHref={data.previousHref} nextHref={data.nextHref} />
    </BlockEnvironmentProvider>
  );
}
