/**
 * The search screen: its own search box (the vesper engine's header control leads here; the
 * default engine's header box submits `value` here), refine tabs with each kind's count,
 * results by kind with the matched words highlighted, popular videos before anything is
 * typed. A refined kind grows by its next page: a link without JavaScript, appended in place
 * with it. Everything is text rendered by React (escaped), whatever the query or the titles hold.
 */
import type { SerializeFrom } from '@remix-run/node';
import { Form, Link, useFetcher } from '@remix-run/react';
import { useEffect, useId, useState, type MouseEvent } from 'react';
import { withWidth } from '../../blocks/shared/images';
import { useKeyText, useNumberText, useT } from '~/labels/labels';
import type { Highlight, KindResults, SearchCard, SearchPageData } from './search-page.server';
import { MAX_QUERY_LENGTH, RESULT_KINDS, type ResultKind } from './search-query';

type Data = SerializeFrom<SearchPageData>;
type Card = SerializeFrom<SearchCard>;

const KIND_LABEL: Record<ResultKind, string> = { liveEvents: 'searchLiveEvents', videos: 'searchVideos', playlists: 'searchPlaylists' };

function Marked({ segments, fallback }: { segments: Highlight['title'] | undefined; fallback: string }) {
  if (!segments || segments.length === 0) return <>{fallback}</>;
  return <>{segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}</>;
}

function HitCard({ card, eager }: { card: Card; eager: boolean }) {
  const description = card.highlight?.description ?? [];
  return (
    <li className="search-hit" data-kind={card.type}>
      <a className="search-hit__link" href={card.href}>
        <span className="search-hit__art">
          <img src={withWidth(card.thumbnailUrl, 480)} width={320} height={180} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />
        </span>
        <span className="search-hit__title">
          <Marked segments={card.highlight?.title} fallback={card.title} />
        </span>
        {description.length > 0 ? (
          <span className="search-hit__description">
            <Marked segments={description} fallback="" />
          </span>
        ) : null}
      </a>
    </li>
  );
}

function HitGrid({ cards, label }: { cards: Card[]; label: string }) {
  return (
    <ul className="blk-grid search-hits" aria-label={label}>
      {cards.map((card, i) => (
        <HitCard key={`${card.type}:${card.id}`} card={card} eager={i < 4} />
      ))}
    </ul>
  );
}

/** One refined kind: its hits, and the next page appended on "load more" (a plain link without JavaScript). */
function RefinedResults({ results, label }: { results: KindResults | SerializeFrom<KindResults>; label: string }) {
  const t = useT();
  const fetcher = useFetcher<{ results: SerializeFrom<KindResults>[] | null }>();
  const [pages, setPages] = useState({ hits: results.hits as Card[], nextHref: results.nextHref, failed: false });
  useEffect(() => setPages({ hits: results.hits as Card[], nextHref: results.nextHref, failed: false }), [results]);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    const next = fetcher.data.results?.find((r) => r.kind === results.kind);
    setPages((current) =>
      next
        ? {
            hits: [...current.hits, ...next.hits.filter((h) => !current.hits.some((c) => c.id === h.id && c.type === h.type))],
            nextHref: next.nextHref,
            failed: false,
          }
        : { ...current, failed: true },
    );
  }, [fetcher.state, fetcher.data, results.kind]);
  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!pages.nextHref) return;
    event.preventDefault();
    fetcher.load(`${pages.nextHref}&more=1`);
  };
  return (
    <>
      <HitGrid cards={pages.hits} label={label} />
      {pages.failed ? (
        <p className="search-page__message" role="alert">
          {t('searchFailed')}
        </p>
      ) : null}
      {pages.nextHref ? (
        <p className="search-page__more">
          <a className="button button--ghost" href={pages.nextHref} rel="next" onClick={loadMore} aria-busy={fetcher.state !== 'idle' || undefined}>
            {fetcher.state !== 'idle' ? t('loading') : t('loadMore')}
          </a>
        </p>
      ) : null}
    </>
  );
}

function SearchBox({ value, action }: { value: string; action: string }) {
  const t = useT();
  const id = useId();
  return (
    <Form method="get" action={action} className="search-page__form" role="search">
      <label htmlFor={id} className="visually-hidden">
        {t('search')}
      </label>
      <input id={id} name="value" type="search" defaultValue={value} placeholder={t('searchPlaceholder')} maxLength={MAX_QUERY_LENGTH} autoComplete="off" />
      <button type="submit" className="button button--ghost">
        {t('search')}
      </button>
    </Form>
  );
}

export function SearchView({ data }: { data: Data }) {
  const t = useT();
  const keyText = useKeyText();
  const numberText = useNumberText();
  // Counting stops at the platform's cap: "1,000+" then.
  const count = (r: { totalHits: number; moreHits: boolean }) => (r.moreHits ? `${numberText(r.totalHits)}+` : r.totalHits);
  const { state, results } = data;
  const total = results?.reduce((sum, r) => sum + r.totalHits, 0) ?? 0;
  const refined = state.refine !== 'all' ? results?.find((r) => r.kind === state.refine) : undefined;
  return (
    <article className="search-page">
      <h1 className="search-page__title">{state.value ? t('searchResultsFor', { query: state.value }) : t('searchTitle')}</h1>
      {/* Keyed by the query: a new search resets what the box shows. */}
      <SearchBox key={state.value} value={state.value} action={data.action} />
      {data.failed ? (
        <p className="search-page__message" role="alert">
          {t('searchFailed')}
        </p>
      ) : null}
      {data.alternatives.length > 0 ? <p className="search-page__alternatives">{t('searchAlsoSearched', { words: data.alternatives.join(', ') })}</p> : null}
      {results ? (
        <>
          <nav className="search-page__refines" aria-label={t('searchRefine')}>
            <Link to={data.refineHrefs.all} aria-current={state.refine === 'all' ? 'page' : undefined}>
              {t('searchAllResults')}
            </Link>
            {results.map((r) => (
              <Link key={r.kind} to={data.refineHrefs[r.kind]} aria-current={state.refine === r.kind ? 'page' : undefined}>
                {keyText(KIND_LABEL[r.kind], { count: count(r) })}
              </Link>
            ))}
          </nav>
          {total === 0 ? (
            <p className="search-page__message" role="status">
              {t('searchNoResults', { query: state.value })}
            </p>
          ) : refined ? (
            <section aria-labelledby="search-refined">
              <h2 id="search-refined" className="search-page__heading">
                {keyText(KIND_LABEL[refined.kind], { count: count(refined) })}
              </h2>
              <RefinedResults results={refined} label={keyText(KIND_LABEL[refined.kind], { count: count(refined) })} />
            </section>
          ) : (
            RESULT_KINDS.map((kind) => {
              const r = results.find((x) => x.kind === kind);
              if (!r || r.totalHits === 0) return null;
              const label = keyText(KIND_LABEL[kind], { count: count(r) });
              return (
                <section key={kind} aria-labelledby={`search-${kind}`} className="search-page__group">
                  <div className="search-page__group-head">
                    <h2 id={`search-${kind}`} className="search-page__heading">
                      {label}
                    </h2>
                    {r.totalHits > r.hits.length ? (
                      <Link to={r.refineHref} className="search-page__see-all">
                        {t('searchSeeAll', { count: count(r) })}
                      </Link>
                    ) : null}
                  </div>
                  <HitGrid cards={r.hits as Card[]} label={label} />
                </section>
              );
            })
          )}
        </>
      ) : null}
      {data.popular ? (
        <section aria-labelledby="search-popular">
          <h2 id="search-popular" className="search-page__heading">
            {t('searchPopular')}
          </h2>
          <HitGrid cards={data.popular as Card[]} label={t('searchPopular')} />
        </section>
      ) : null}
    </article>
  );
}
