/**
 * `/login/{authProvider}/{clientName?}`: sign-in with one of the
 * realm's identity providers.
 *   OPENID       no code → the platform's auth-uri and a redirect to the provider (type=signup
 *                asks for the SIGNUP flow, prompt=none for the silent one); with a code → the
 *                same callback as /oauth/{provider}/{appname}.
 *   SOCIAL       Google / Facebook / Apple redirect flows (app/identity/social.server.ts); on
 *                sign-up the viewer confirms with Continue first.
 *   FIREBASE     an email + password form (app/identity/firebase.server.ts).
 *   TV_PROVIDER  the provider picker.
 * Tokens never reach the page; the session cookie is set by the action's redirect.
 */
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { LoginLayout, loginStylesHref, RequiredLabel } from '~/auth/login-layout';
import { loginLayoutData } from '~/auth/login-page.server';
import { carriedQuery, signInTarget } from '~/auth/login-query';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import type { AppContext } from '~/context.server';
import { useKeyText, useT } from '~/labels/labels';
import { pathFor } from '~/routing/paths';
import { createUserSession } from '~/session.server';
import { findAuthProvider, type FirebaseProvider, type SocialProvider } from './auth-providers.server';
import { signInWithFirebase } from './firebase.server';
import { exchangeCode, providerCallback, redirectToProvider, type ProviderPageState } from './openid.server';
import { ExchangeStep, ProviderFailed } from './provider-views';
import { clearAttempt, completeSocialSignIn, newAttempt, readAttempt, socialAuthorisationUrl, storeAttempt } from './social.server';
import { clearStoredValues, PAGE_READY, restoredUrl, storedValues, storeValues, valuesFromQuery } from './stored-values.server';
import identityStyles from './identity.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: loginStylesHref },
  { rel: 'stylesheet', href: identityStyles },
];

const noStore = { 'Cache-Control': 'private, no-store' };

/** `{clientName}` picks one OpenID client when a realm has several for one provider name; otherwise `{authProvider}` decides. */
function providerOr404(ctx: AppContext, name: string | undefined, clientName?: string) {
  const byClient = clientName ? findAuthProvider(ctx.settings, clientName) : null;
  const provider = byClient?.type === 'OPENID' ? byClient : name ? findAuthProvider(ctx.settings, name) : null;
  if (!provider) throw new Response('Unknown identity provider.', { status: 404 });
  return provider;
}

function loginHref(ctx: AppContext) {
  return pathFor('login', {}, { locale: ctx.locale, query: carriedQuery(ctx.url.searchParams) });
}

/** Social answers come back to this very page (GET for Facebook, a form POST for Google and Apple). */
function socialCallbackUri(ctx: AppContext, provider: SocialProvider) {
  return provider.callbackUri ?? new URL(pathFor('loginProvider', { authProvider: provider.name }, { locale: ctx.locale }), ctx.url.origin).toString();
}

type PageData =
  | ProviderPageState
  | { kind: 'confirmSignup'; provider: string; labelKey: string; continueHref: string }
  | { kind: 'firebase'; provider: string; labelKey: string };

export async function loader({ request, params, context: ctx }: LoaderFunctionArgs) {
  const provider = providerOr404(ctx, params.authProvider, params.clientName);
  const query = ctx.url.searchParams;
  const back = loginHref(ctx);
  let page: PageData;

  switch (provider.type) {
    case 'TV_PROVIDER':
      throw redirect(pathFor('providers', {}, { locale: ctx.locale, query: carriedQuery(query) }));
    case 'OPENID': {
      const outcome = query.has('code') || query.has('error') ? await providerCallback(ctx, provider, back) : await redirectToProvider(ctx, provider);
      if (outcome instanceof Response) return outcome;
      page = outcome;
      break;
    }
    case 'SOCIAL': {
      if (query.has('code') || query.has('error')) {
        // Facebook's mobile redirect flow: the attempt flag must be there; restore the kept values once.
        if (query.get(PAGE_READY) !== 'true') {
          const values = (await storedValues(request)) ?? {};
          throw redirect(restoredUrl(ctx.url, values), { headers: { 'Set-Cookie': await clearStoredValues(), ...noStore } });
        }
        const fields: Record<string, string> = {};
        for (const key of ['code', 'state', 'error']) {
          const value = query.get(key);
          if (value) fields[key] = value.slice(0, 2048);
        }
        page = { kind: 'exchange', provider: provider.name, code: fields.code ?? '', state: fields.state ?? '' };
        break;
      }
      if (query.get('type') === 'signup' && query.get('confirmed') !== '1') {
        const next = new URL(ctx.url);
        next.searchParams.set('confirmed', '1');
        page = {
          kind: 'confirmSignup',
          provider: provider.name,
          labelKey: provider.label || `authProvider${provider.name[0].toUpperCase()}${provider.name.slice(1)}`,
          continueHref: next.pathname + next.search,
        };
        break;
      }
      const attempt = newAttempt(provider.name);
      const headers = new Headers(noStore);
      headers.append('Set-Cookie', await storeAttempt(attempt));
      headers.append('Set-Cookie', await storeValues(valuesFromQuery(query)));
      throw redirect(socialAuthorisationUrl(provider, attempt, socialCallbackUri(ctx, provider)), { headers });
    }
    case 'FIREBASE':
      page = { kind: 'firebase', provider: provider.name, labelKey: provider.label || 'firebaseSignInTitle' };
      break;
  }
  const layout = loginLayoutData(ctx, 'loginProvider', { provider: provider.name, providerAllowsSignup: provider.allowSignup });
  return json({ page, loginHref: back, layout }, { headers: noStore });
}

type ActionData = { page: ProviderPageState } | { firebaseError: { labelKey: string; values?: Record<string, string>; blocked: boolean }; email: string };

export async function action({ request, params, context: ctx }: ActionFunctionArgs) {
  const provider = providerOr404(ctx, params.authProvider, params.clientName);
  const form = await request.formData();
  const back = loginHref(ctx);

  if (provider.type === 'OPENID') {
    const outcome = await exchangeCode(ctx, provider, form, back);
    if (outcome instanceof Response) return outcome;
    return json<ActionData>({ page: outcome }, { status: 400, headers: noStore });
  }
  if (provider.type === 'SOCIAL') return socialAction(ctx, provider, form, back);
  if (provider.type === 'FIREBASE') return firebaseAction(ctx, provider, form);
  throw new Response('Method not allowed', { status: 405 });
}

async function signedIn(ctx: AppContext, tokens: { authorisationToken: string; refreshToken: string }, query: URLSearchParams, extraCookies: string[] = []) {
  const session = await createUserSession({ authorisationToken: tokens.authorisationToken, refreshToken: tokens.refreshToken });
  if (!session) return null;
  const headers = new Headers(noStore);
  headers.append('Set-Cookie', session.cookie);
  for (const cookie of extraCookies) headers.append('Set-Cookie', cookie);
  return redirect(signInTarget(query, ctx.locale), { headers });
}

async function socialAction(ctx: AppContext, provider: SocialProvider, form: FormData, back: string) {
  const attempt = await readAttempt(ctx.request, provider.name);
  // Google and Apple post their answer here directly; the kept values are restored from the cookie.
  const query = new URLSearchParams(ctx.url.search);
  const kept = (await storedValues(ctx.request)) ?? {};
  for (const [key, value] of Object.entries(kept)) if (value && !query.has(key)) query.set(key, value);
  const outcome = await completeSocialSignIn(ctx.platform, provider, attempt, form, socialCallbackUri(ctx, provider));
  const cleared = [await clearAttempt(provider.name), await clearStoredValues()];
  if (outcome.ok) {
    const response = await signedIn(ctx, outcome.tokens, query, cleared);
    if (response) return response;
  }
  const failure = outcome.ok ? { code: 'MALFORMED_ANSWER', messages: [] } : { code: outcome.labelKey, messages: [], accountConflict: outcome.accountConflict };
  const headers = new Headers(noStore);
  for (const cookie of cleared) headers.append('Set-Cookie', cookie);
  return json<ActionData>(
    { page: { kind: 'failed', provider: provider.name, failure, retryHref: back } },
    { status: outcome.ok ? 502 : outcome.accountConflict ? 409 : 400, headers },
  );
}

async function firebaseAction(ctx: AppContext, provider: FirebaseProvider, form: FormData) {
  const email = String(form.get('email') ?? '')
    .trim()
    .slice(0, 254);
  const password = String(form.get('password') ?? '').slice(0, 128);
  if (!email && !password) return json<ActionData>({ firebaseError: { labelKey: 'emptyInputs', blocked: false }, email }, { status: 400, headers: noStore });
  const outcome = await signInWithFirebase(ctx.platform, provider.firebase.apiKey, email, password);
  if (outcome.ok) {
    const response = await signedIn(ctx, outcome.tokens, ctx.url.searchParams);
    if (response) return response;
    return json<ActionData>({ firebaseError: { labelKey: 'genericError', blocked: false }, email }, { status: 502, headers: noStore });
  }
  return json<ActionData>({ firebaseError: outcome.view, email }, { status: outcome.view.blocked ? 403 : 401, headers: noStore });
}

export default function LoginProviderRoute() {
  const { page, loginHref: back, layout } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const keyText = useKeyText();
  const shown: PageData = result && 'page' in result ? result.page : page;
  return (
    <LoginLayout layout={layout}>
      <div className="identity-card">
        {shown.kind === 'exchange' ? (
          <ExchangeStep fields={Object.fromEntries(Object.entries({ code: shown.code, state: shown.state }).filter(([, v]) => v))} />
        ) : shown.kind === 'failed' ? (
          <ProviderFailed
            failure={shown.failure}
            retryHref={shown.retryHref}
            loginHref={back}
            fallbackKey={shown.failure.accountConflict ? undefined : 'defaultSsoError'}
          />
        ) : shown.kind === 'confirmSignup' ? (
          <>
            <p>{t('socialSignupConfirm', { provider: keyText(shown.labelKey) })}</p>
            <a className="button button--primary button--block" href={shown.continueHref}>
              {t('continue')}
            </a>
          </>
        ) : (
          <FirebaseForm error={result && 'firebaseError' in result ? result : null} />
        )}
      </div>
    </LoginLayout>
  );
}

function FirebaseForm({ error }: { error: { firebaseError: { labelKey: string; values?: Record<string, string>; blocked: boolean }; email: string } | null }) {
  const t = useT();
  const keyText = useKeyText();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <Form method="post" noValidate className="login-form">
      <label>
        <RequiredLabel text={t('email')} />
        <input
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={error?.email}
          onBlur={(e) => (e.currentTarget.value = e.currentTarget.value.trim())}
        />
      </label>
      <label>
        <RequiredLabel text={t('password')} />
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error ? (
        <p className="form-error" role="alert">
          {keyText(error.firebaseError.labelKey, error.firebaseError.values)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={busy || Boolean(error?.firebaseError.blocked)}>
        {t('signInSubmit')}
      </button>
    </Form>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match.id === 'root')?.data as { labels?: Record<string, string> } | undefined;
  return [{ title: root?.labels?.signInTitle ?? 'Sign in' }, { name: 'robots', content: 'noindex' }];
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
