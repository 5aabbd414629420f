/**
 * `/providers/{result?}/{device?}`: the TV-provider picker.
 *   /providers                 featured providers, a separator, the others; the retry message on a
 *                              second attempt; the viewer's linked provider with unlink (after a
 *                              confirmation) when allowed; errors with a button to the default page.
 *   POST intent=choose         the registration flow, then the provider's sign-in page.
 *   /providers/success         back from the provider: kept values restored with PAGE_READY, then a
 *                              spinner while the token exchange runs (POST intent=exchange).
 *   /providers/success/{device}  the sign-in was for a device: nothing to exchange here.
 * Restart rules on the exchange: 400 or 412 on the first intent starts a fresh provider flow
 * (412 back to this page with state, 400 straight to the provider with a new client);
 * on the second intent, or any other error, the error is shown.
 */
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { carriedQuery, signInTarget } from '~/auth/login-query';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import type { AppContext } from '~/context.server';
import { useKeyText, useT } from '~/labels/labels';
import { pathFor } from '~/routing/paths';
import { createUserSession, destroySessionCookie } from '~/session.server';
import { tvProvider, type TvProvider } from './auth-providers.server';
import { ExchangeStep } from './provider-views';
import { clearStoredValues, PAGE_READY, restoredUrl, storedValues, storeValues, valuesFromQuery } from './stored-values.server';
import {
  clearAttempt,
  exchangeAttempt,
  loadTvConfig,
  providerSignInUrl,
  readAttempt,
  readClientDetails,
  registerForCode,
  splitProviders,
  storeAttempt,
} from './tv-provider.server';
import identityStyles from './identity.css';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: identityStyles }];

const noStore = { 'Cache-Control': 'private, no-store' };

function providerOr404(ctx: AppContext): TvProvider {
  const provider = tvProvider(ctx.settings);
  if (!provider) throw new Response('This service offers no TV-provider sign-in.', { status: 404 });
  return provider;
}

interface ProviderChoice {
  id: string;
  displayName: string;
  logoUrl: string | null;
}

type PageError = { code: string; message: string | null };

type PageData =
  | {
      kind: 'picker';
      featured: ProviderChoice[];
      others: ProviderChoice[];
      retry: boolean;
      linked: string[];
      unlinkAllowed: boolean;
      confirmUnlink: boolean;
      unlinkHref: string;
      cancelHref: string;
    }
  | { kind: 'exchange' }
  | { kind: 'device' }
  | { kind: 'error'; error: PageError };

function homeHref(ctx: AppContext) {
  return pathFor('home', {}, { locale: ctx.locale });
}

export async function loader({ request, params, context: ctx }: LoaderFunctionArgs) {
  const provider = providerOr404(ctx);
  const query = ctx.url.searchParams;
  if (params.result && params.result !== 'success') throw new Response('Not found', { status: 404 });

  let page: PageData;
  let providerOrigins: string[] = [];
  if (params.result === 'success') {
    if (params.device) {
      page = { kind: 'device' };
    } else if (query.get(PAGE_READY) !== 'true') {
      const values = (await storedValues(request)) ?? {};
      throw redirect(restoredUrl(ctx.url, values), { headers: { 'Set-Cookie': await clearStoredValues(), ...noStore } });
    } else {
      page = { kind: 'exchange' };
    }
  } else {
    const signedIn = Boolean(ctx.user && !ctx.user.isGuest);
    const [config, links] = await Promise.all([loadTvConfig(ctx, provider), signedIn ? ctx.platform.identity.tvLinks() : Promise.resolve(null)]);
    if (!config.ok) {
      page = { kind: 'error', error: { code: 'providersUnavailable', message: config.error.messages[0] ?? null } };
    } else {
      const { featured, others } = splitProviders(config.data, provider.featuredProviders);
      providerOrigins = signInOrigins(config.data.requestor.mvpds);
      const choice = (m: { id: string; displayName: string; logoUrl?: string }): ProviderChoice => ({
        id: m.id,
        displayName: m.displayName,
        logoUrl: m.logoUrl ?? null,
      });
      const here = new URL(ctx.url);
      here.searchParams.delete('confirmUnlink');
      const confirm = new URL(here);
      confirm.searchParams.set('confirmUnlink', '1');
      const linked = links?.ok ? links.data.providers.map((p) => p.displayName) : [];
      page = {
        kind: 'picker',
        featured: featured.map(choice),
        others: others.map(choice),
        retry: query.get('intent') === '2',
        linked,
        unlinkAllowed: Boolean(provider.allowUnlink && links?.ok && links.data.unlinkAllowed),
        confirmUnlink: query.get('confirmUnlink') === '1',
        unlinkHref: confirm.pathname + confirm.search,
        cancelHref: here.pathname + here.search,
      };
    }
  }
  return json({ page, homeHref: homeHref(ctx), providerOrigins }, { headers: noStore });
}

/** The origins of the providers' sign-in pages the picker's forms are redirected to (the page's form-action, entry.server.tsx). */
function signInOrigins(mvpds: readonly { authenticationUrl: string }[]): string[] {
  const origins = new Set<string>();
  for (const { authenticationUrl } of mvpds) {
    try {
      origins.add(new URL(authenticationUrl).origin);
    } catch {
      // Not a URL: choosing that provider fails in the action with its own message.
    }
  }
  return [...origins];
}

function returnUrl(ctx: AppContext, mvpd: string) {
  return new URL(pathFor('providers', { result: 'success' }, { locale: ctx.locale, query: { provider: mvpd } }), ctx.url.origin).toString();
}

function failure(error: PageError, status = 400, cookies: string[] = []) {
  const headers = new Headers(noStore);
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return json({ page: { kind: 'error', error } as PageData }, { status, headers });
}

/** Registration flow + redirect to the provider's page for `mvpd` (intent 1, or 2 on a restart). */
async function startProviderFlow(ctx: AppContext, provider: TvProvider, mvpd: string, intent: 1 | 2, freshClient: boolean) {
  const config = await loadTvConfig(ctx, provider);
  if (!config.ok) return failure({ code: 'providersUnavailable', message: config.error.messages[0] ?? null }, 502);
  const chosen = config.data.requestor.mvpds.find((m) => m.id === mvpd);
  if (!chosen) return failure({ code: 'unknownAuthProvider', message: null });
  const stored = freshClient ? null : await readClientDetails(ctx);
  const result = await registerForCode(ctx, provider, stored);
  if (!result.ok) return failure({ code: result.error.code, message: result.error.messages[0] ?? null }, 502, result.cookies);
  const headers = new Headers(noStore);
  for (const cookie of result.registration.cookies) headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', await storeAttempt({ accessToken: result.registration.accessToken, mvpd, intent }));
  headers.append('Set-Cookie', await storeValues(valuesFromQuery(ctx.url.searchParams)));
  return redirect(
    providerSignInUrl(chosen.authenticationUrl, { code: result.registration.code, requestorId: provider.requestorId, mvpd, returnUrl: returnUrl(ctx, mvpd) }),
    { headers },
  );
}

export async function action({ request, context: ctx }: ActionFunctionArgs) {
  const provider = providerOr404(ctx);
  const form = await request.formData();
  const intent = form.get('intent');

  if (intent === 'choose') {
    const mvpd = String(form.get('mvpd') ?? '').slice(0, 64);
    return startProviderFlow(ctx, provider, mvpd, ctx.url.searchParams.get('intent') === '2' ? 2 : 1, false);
  }

  if (intent === 'exchange') {
    const attempt = await readAttempt(ctx);
    if (!attempt) return failure({ code: 'REGCODE_EXPIRED', message: null });
    const decision = await exchangeAttempt(ctx, provider, await readClientDetails(ctx), attempt);
    if (decision.kind === 'signedIn') {
      const session = await createUserSession(decision.tokens);
      if (!session) return failure({ code: 'MALFORMED_ANSWER', message: null }, 502);
      const headers = new Headers(noStore);
      headers.append('Set-Cookie', session.cookie);
      headers.append('Set-Cookie', await clearAttempt());
      return redirect(signInTarget(ctx.url.searchParams, ctx.locale), { headers });
    }
    if (decision.kind === 'restart' && decision.status === 412) {
      const query = { ...carriedQuery(ctx.url.searchParams), provider: attempt.mvpd, intent: '2' };
      return redirect(pathFor('providers', {}, { locale: ctx.locale, query }), { headers: { 'Set-Cookie': await clearAttempt(), ...noStore } });
    }
    if (decision.kind === 'restart') return startProviderFlow(ctx, provider, attempt.mvpd, 2, true);
    return failure({ code: decision.error.code, message: decision.error.messages[0] ?? null }, 400, [await clearAttempt()]);
  }

  if (intent === 'unlink') {
    if (!ctx.user || ctx.user.isGuest) throw redirect(pathFor('login', {}, { locale: ctx.locale }));
    const unlinked = await ctx.platform.identity.tvUnlink();
    if (!unlinked.ok) return failure({ code: 'sorrySomethingWentWrong', message: null }, 502);
    const tokens = ctx.session.get('tokens');
    if (tokens) {
      const answer = await ctx.platform.auth.logout({ body: { refreshToken: tokens.refreshToken } });
      if (!answer.ok) console.warn('[web] unlink: platform did not confirm the sign-out:', answer.error.code);
    }
    return redirect(pathFor('login', {}, { locale: ctx.locale }), { headers: { 'Set-Cookie': await destroySessionCookie(ctx.session), ...noStore } });
  }
  throw new Response('Unknown intent.', { status: 400 });
}

export default function ProvidersRoute() {
  const { page, homeHref } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const keyText = useKeyText();
  const shown: PageData = result?.page ?? page;
  return (
    <section className="providers-page">
      <div className="providers-card auth-card">
        <h1>{t('providersTitle')}</h1>
        {shown.kind === 'picker' ? (
          <Picker page={shown} />
        ) : shown.kind === 'exchange' ? (
          <ExchangeStep fields={{ intent: 'exchange' }} />
        ) : shown.kind === 'device' ? (
          <p role="status">{t('signInSuccess')}</p>
        ) : (
          <div className="identity-card" data-testid="providers-error">
            <p className="form-error" role="alert">
              {keyText(shown.error.code) !== shown.error.code ? keyText(shown.error.code) : t('defaultSsoError')}
            </p>
            {shown.error.message ? <p className="identity-details">{shown.error.message}</p> : null}
            <Link className="button button--primary" to={homeHref} reloadDocument>
              {t('goToHomePage')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}

function Picker({ page }: { page: Extract<PageData, { kind: 'picker' }> }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const list = (choices: ProviderChoice[], featured: boolean) => (
    <ul className={`providers-list${featured ? ' providers-list--featured' : ''}`}>
      {choices.map((choice) => (
        <li key={choice.id}>
          <Form method="post">
            <input type="hidden" name="intent" value="choose" />
            <button type="submit" name="mvpd" value={choice.id} className="provider-choice" disabled={busy} data-testid={`provider-${choice.id}`}>
              {choice.logoUrl ? <img src={choice.logoUrl} alt="" width={40} height={40} loading="lazy" /> : null}
              <span>{choice.displayName}</span>
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {page.retry ? (
        <p className="notice" role="status" data-testid="providers-retry">
          {t('providersRetry')}
        </p>
      ) : (
        <p className="muted">{t('providersIntro')}</p>
      )}
      {page.linked.length ? (
        <div className="providers-linked">
          <span>{t('providersLinked', { provider: page.linked.join(', ') })}</span>
          {page.unlinkAllowed ? (
            <Link className="button button--ghost" to={page.unlinkHref} preventScrollReset replace>
              {t('providersUnlink')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {page.featured.length ? list(page.featured, true) : null}
      {page.featured.length && page.others.length ? <p className="providers-separator">{t('providersOthers')}</p> : null}
      {page.others.length ? list(page.others, false) : null}
      {busy ? (
        <p className="identity-status" role="status">
          <span className="identity-spinner" aria-hidden="true" />
          {t('loading')}
        </p>
      ) : null}
      {page.confirmUnlink && page.unlinkAllowed ? (
        <div className="identity-modal-backdrop">
          <div className="identity-modal" role="dialog" aria-modal="true" aria-labelledby="unlink-title" data-testid="unlink-dialog">
            <h2 id="unlink-title">{t('providersUnlinkTitle')}</h2>
            <p>{t('providersUnlinkText')}</p>
            <div className="identity-actions">
              <Form method="post">
                <button type="submit" name="intent" value="unlink" className="button button--primary">
                  {t('providersUnlinkConfirm')}
                </button>
              </Form>
              <Link className="button button--ghost" to={page.cancelHref} replace preventScrollReset>
                {t('cancel')}
              </Link>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match.id === 'root')?.data as { labels?: Record<string, string> } | undefined;
  return [{ title: root?.labels?.providersTitle ?? 'TV provider' }, { name: 'robots', content: 'noindex' }];
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
