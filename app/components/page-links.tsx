import { Link } from '@remix-run/react';
import { useT } from '~/labels/labels';

/** Previous and next page links: the way through a paged list without JavaScript. */
export function PageLinks({ className, previousHref, nextHref }: { className: string; previousHref?: string | null; nextHref?: string | null }) {
  const t = useT();
  if (!previousHref && !nextHref) return null;
  return (
    <nav className={className} aria-label={t('pagination')}>
      {previousHref ? (
        <Link className="button button--ghost" to={previousHref} rel="prev">
          {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      {nextHref ? (
        <Link className="button button--ghost" to={nextHref} rel="next">
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
