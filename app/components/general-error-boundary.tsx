/**
 * The one error boundary (Epic Stack's GeneralErrorBoundary): used by root and by
 * every route. 404 → the realm's not-found page, 503 → "temporarily unavailable",
 * anything else → a generic message. Details only in development; never a stack
 * trace in production.
 */
import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useT } from '~/labels/labels';
import { useRootData } from '~/root-data';
import { clientPathFor } from '~/routing/client-paths';

export function ErrorPage({ title, text, status, children }: { title: string; text: string; status?: number; children?: ReactNode }) {
  const t = useT();
  const root = useRootData();
  return (
    <section className="error-page" aria-labelledby="error-title">
      {status ? <p className="error-page__status">{status}</p> : null}
      <h1 id="error-title">{title}</h1>
      <p>{text}</p>
      {children}
      <p>
        <Link className="button button--primary" to={root ? clientPathFor(root.paths)('home') : '/home'} reloadDocument>
          {t('goHome')}
        </Link>
      </p>
    </section>
  );
}

export function NotFoundPage() {
  const t = useT();
  return <ErrorPage status={404} title={t('notFoundTitle')} text={t('notFoundText')} />;
}

export function GeneralErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const development = process.env.NODE_ENV === 'development';

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    if (error.status === 503 || error.status === 504) {
      return <ErrorPage status={error.status} title={t('unavailableTitle')} text={t('unavailableText')} />;
    }
    if (error.status === 403) return <ErrorPage status={403} title={t('errorTitle')} text={typeof error.data === 'string' ? error.data : t('errorText')} />;
    return <ErrorPage status={error.status} title={t('errorTitle')} text={t('errorText')} />;
  }

  if (typeof document === 'undefined' || development) console.error(error);
  return (
    <ErrorPage status={500} title={t('errorTitle')} text={t('errorText')}>
      {development && error instanceof Error ? <pre className="error-page__details">{error.message}</pre> : null}
    </ErrorPage>
  );
}
