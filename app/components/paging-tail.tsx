/**
 * The last item of a list that loads further pages as it scrolls (playlist videos, season
 * episodes): while more pages remain, a sentinel with a spinner (the paging hook loads when
 * it comes into view), or after a failed load the message and a retry button. `children`
 * go inside the sentinel (e.g. a "Load more" link for the page before hydration).
 * Class names follow the list's own block: `{block}__item {block}__item--tail`, `{block}__retry`.
 */
import type { ReactNode } from 'react';
import { useT, type LabelKey } from '~/labels/labels';

export interface TailPaging {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  sentinelRef: (element: Element | null) => void;
}

export function PagingTail({ block, paging, failedKey, children }: { block: string; paging: TailPaging; failedKey: LabelKey; children?: ReactNode }) {
  const t = useT();
  if (!paging.hasMore) return null;
  return (
    <li className={`${block}__item ${block}__item--tail`}>
      {paging.failed ? (
        <span className={`${block}__retry`}>
          <span role="alert">{t(failedKey)}</span>
          <button type="button" className="blk-button blk-button--secondary" onClick={paging.retry}>
            {t('retry')}
          </button>
        </span>
      ) : (
        <span ref={paging.sentinelRef} className="blk-sentinel" data-loading={paging.loading || undefined}>
          <span className="blk-spinner" aria-label={t('loading')} />
          {children}
        </span>
      )}
    </li>
  );
}
