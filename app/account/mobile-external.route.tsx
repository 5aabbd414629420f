/**
 * `/mobile-external`: the page the mobile app opens in the browser for something it
 * does not show itself (a purchase, an external page). The spec shows nothing more, so
 * **(chosen)**: it names the target (`from`, a path on this site) and offers to continue
 * on the website, and to go back to the app when the realm configures a `MOBILE-WEB`
 * `appUrl` in appSettings.
 */
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { useT } from '~/labels/labels';
import { pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';
import accountStyles from './account.css';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

export async function loader({ context }: LoaderFunctionArgs) {
  const ctx = context;
  const target = safeRedirect(ctx.url.searchParams.get('from'), pathFor('home', {}, { locale: ctx.locale }));
  const appUrl = ctx.settings.appSettings['MOBILE-WEB']?.appUrl;
  // Only an app scheme or https link; never javascript: or data:.
  const app = typeof appUrl === 'string' && /^(?!javascript:|data:|vbscript:)[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(appUrl) ? appUrl : null;
  return json({ target, app }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export default function MobileExternalRoute() {
  const { target, app } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="account-page">
      <h1>{t('mobileExternalTitle')}</h1>
      <div className="account-form">
        <p className="account-form__hint">{t('mobileExternalText')}</p>
        <a className="button button--primary" href={target}>
          {t('mobileExternalContinue')}
        </a>
        {app ? (
          <a className="button" href={app}>
            {t('mobileExternalBackToApp')}
          </a>
        ) : null}
      </div>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match.id === 'root')?.data as { labels?: Record<string, string> } | undefined;
  return [{ title: root?.labels?.mobileExternalTitle ?? 'Continue on the website' }, { name: 'robots', content: 'noindex' }];
};
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
