/**
 * The watch screens' error boundary: a 403 shows the 403
 * message, other failures the default message, both with a "go back" action; the error is
 * reported (logged). Not found and "temporarily unavailable" stay the site-wide pages.
 */
import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { ErrorPage, GeneralErrorBoundary } from '~/components/general-error-boundary';
import { useT } from '~/labels/labels';
import { videoLoadErrorKey } from '~/player/errors';

export function WatchErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (!isRouteErrorResponse(error) || error.status === 404 || error.status === 503 || error.status === 504) return <GeneralErrorBoundary />;
  if (typeof document === 'undefined') console.error(`video load failed: ${error.status}`);
  return (
    <ErrorPage status={error.status} title={t('errorTitle')} text={t(videoLoadErrorKey(error.status))}>
      <p>
        <button type="button" className="button button--ghost" onClick={() => window.history.back()} data-action="go-back">
          {t('goBack')}
        </button>
      </p>
    </ErrorPage>
  );
}
