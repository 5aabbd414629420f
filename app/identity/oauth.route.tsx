/**
 * `/oauth/{provider}` and `/oauth/{provider}/{appname}`: where an OpenID provider returns the
 * browser. The kept values are restored into the query with PAGE_READY,
 * then the page either deep-links into the mobile app named by `appname` or, for this web
 * (`/oauth/{provider}/web`), exchanges the code for a new session.
 */
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { LoginLayout, loginStylesHref } from '~/auth/login-layout';
import { loginLayoutData } from '~/auth/login-page.server';
import { carriedQuery } from '~/auth/login-query';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import type { AppContext } from '~/context.server';
import { useT } from '~/labels/labels';
import { pathFor } from '~/routing/paths';
import { findAuthProvider, type OpenIdProvider } from './auth-providers.server';
import { exchangeCode, providerCallback, WEB_APP_NAME, type ProviderPageState } from './openid.server';
import { ExchangeStep, ProviderFailed } from './provider-views';
import identityStyles from './identity.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: loginStylesHref },
  { rel: 'stylesheet', href: identityStyles },
];

const noStore = { 'Cache-Control': 'private, no-store' };
const APP_NAME = /^[a-z][a-z0-9-]{1,30}$/;

function openIdProviderOr404(ctx: AppContext, name: string | undefined): OpenIdProvider {
  const provider = name ? findAuthProvider(ctx.settings, name) : null;
  if (!provider || provider.type !== 'OPENID') throw new Response('Unknown identity provider.', { status: 404 });
  return provider;
}

function appNameOf(params: { appname?: string }) {
  const appname = params.appname ?? WEB_APP_NAME;
  if (!APP_NAME.test(appname)) throw new Response('Unknown app.', { status: 404 });
  return appname;
}

function retryHref(ctx: AppContext, provider: OpenIdProvider) {
  return pathFor('loginProvider', { authProvider: provider.name }, { locale: ctx.locale, query: carriedQuery(ctx.url.searchParams) });
}

type PageData = ProviderPageState | { kind: 'app'; href: string };

export async function loader({ params, context: ctx }: LoaderFunctionArgs) {
  const provider = openIdProviderOr404(ctx, params.provider);
  const appname = appNameOf(params);
  const outcome = await providerCallback(ctx, provider, retryHref(ctx, provider));
  if (outcome instanceof Response) return outcome;
  let page: PageData = outcome;
  if (outcome.kind === 'exchange' && appname !== WEB_APP_NAME) {
    // The code belongs to the mobile app that started the sign-in: hand it over, do not redeem it here.
    const query = new URLSearchParams({ code: outcome.code, state: outcome.state });
    page = { kind: 'app', href: `${appname}://oauth/${encodeURIComponent(provider.name)}?${query}` };
  }
  const loginHref = pathFor('login', {}, { locale: ctx.locale, query: carriedQuery(ctx.url.searchParams) });
  const layout = loginLayoutData(ctx, 'loginProvider', { provider: provider.name, providerAllowsSignup: provider.allowSignup });
  return json({ page, loginHref, layout }, { headers: noStore });
}

export async function action({ request, params, context: ctx }: ActionFunctionArgs) {
  const provider = openIdProviderOr404(ctx, params.provider);
  if (appNameOf(params) !== WEB_APP_NAME) throw new Response('This code belongs to an app.', { status: 400 });
  const outcome = await exchangeCode(ctx, provider, await request.formData(), retryHref(ctx, provider));
  if (outcome instanceof Response) return outcome;
  return json({ page: outcome }, { status: outcome.kind === 'failed' && outcome.failure.accountConflict ? 409 : 400, headers: noStore });
}

export default function OauthRoute() {
  const { page, loginHref, layout } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const shown: PageData = result?.page ?? page;
  return (
    <LoginLayout layout={layout}>
      <div className="identity-card">
        {shown.kind === 'exchange' ? (
          <ExchangeStep fields={{ code: shown.code, state: shown.state }} />
        ) : shown.kind === 'app' ? (
          <a className="button button--primary button--block" href={shown.href}>
            {t('providerContinue')}
          </a>
        ) : (
          <ProviderFailed failure={shown.failure} retryHref={shown.retryHref} loginHref={loginHref} />
        )}
      </div>
    </LoginLayout>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match.id === 'root')?.data as { labels?: Record<string, string> } | undefined;
  return [{ title: root?.labels?.signInTitle ?? 'Sign in' }, { name: 'robots', content: 'noindex' }];
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
