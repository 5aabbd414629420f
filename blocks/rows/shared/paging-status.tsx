import { useBlockEnvironment } from '../../shared/environment';

/** What a bucket's paging sentinel shows: a spinner while the next page loads, else a retry button after a failure. */
export function PagingStatus({ error, retry }: { error: string | null; retry: () => void }) {
  const { t } = useBlockEnvironment();
  return error ? (
    <button type="button" className="blk-button blk-button--secondary" onClick={retry}>
      {t('retry')}
    </button>
  ) : (
    <span className="blk-spinner" role="status" aria-label={t('loading')} />
  );
}
