/**
 * The load context: what every loader and action starts from (`context` in their
 * arguments): the realm, its settings, the viewer's locale and session, and `platform`,
 * the one client of the platform built for this viewer (Hydrogen-style: built once per
 * request by the server's `getLoadContext`, so root and route loaders of one navigation
 * share one context and one token refresh).
 */
import { getEnv } from './env.server';
import type { AppLoadContext } from '@remix-run/node';
import type { PlatformApi } from '../contract/client';
import { createPlatformApi, createPlatformClient, isOutage, type PlatformClient, type TokenSource } from './platform/client.server';
import type { RealmSettings } from './platform/schemas.server';
import { realmForHost } from './realm/hosts.server';
import { realmDirectory, type RealmListing } from './realm/realm-directory.server';
import { isRtl, resolveLocale } from './realm/locale';
import { getRealmSettings } from './realm/realm-data.server';
import {
  destroySessionCookie,
  getSession,
  sessionStorage,
  sessionUser,
  userFromToken,
  type SessionTokens,
  type SessionUser,
  type ViewerSession,
} from './session.server';

export interface AppContext {
  request: Request;
  url: URL;
  realm: string;
  settings: RealmSettings;
  locale: string;
  dir: 'ltr' | 'rtl';
  session: ViewerSession;
  user: SessionUser | null;
  /** Every platform call: `platform.<area>.<call>(input)`, answering `Result` values. */
  platform: PlatformApi;
  /** Outside production: the problems of the realm's latest refused edit (the last good version serves meanwhile). */
  realmProblems: RealmListing['problems'];
  /** Adds Set-Cookie to `headers` when the session changed (token refresh, expired sign-in); returns them. */
  sessionHeaders(headers?: Headers): Promise<Headers>;
  /**
   * Aborts when the viewer's connection closes before the answer is complete: the signal for
   * calls that last as long as the answer (a relayed event stream). Never `request.signal`,
   * which stops following the connection once Remix's copy of the request is collected.
   */
  closed: AbortSignal;
}

// Refreshing the same refresh token twice would look like token theft to the platform
// (rotation with reuse detection), so concurrent refreshes of one token share a result.
const refreshes = new Map<string, Promise<SessionTokens | null>>();

function refreshOnce(client: PlatformClient, refreshToken: string): Promise<SessionTokens | null> {
  let pending = refreshes.get(refreshToken);
  if (!pending) {
    pending = createPlatformApi(client)
      .auth.refreshToken({ body: { refreshToken } })
      .then((answer) => (answer.ok ? answer.data : null));
    refreshes.set(refreshToken, pending);
    // Keep the answer briefly for parallel requests of the same browser, then forget it.
    void pending.finally(() => setTimeout(() => refreshes.delete(refreshToken), 10_000).unref?.());
  }
  return pending;
}

export function tokenExpired(token: string): boolean {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof claims.exp === 'number' && claims.exp * 1000 < Date.now() + 5_000;
  } catch {
    return false;
  }
}

/** The viewer's tokens from the session, refreshed when expired or refused; the session is updated. */
function sessionTokenSource(session: ViewerSession, tokenClient: PlatformClient, onChange: () => void): TokenSource {
  async function refresh(): Promise<string | null> {
    const tokens = session.get('tokens');
    if (!tokens) return null;
    const fresh = await refreshOnce(tokenClient, tokens.refreshToken);
    if (!fresh) {
      // Refresh token dead: the viewer is signed out from here on.
      session.unset('tokens');
      session.unset('user');
      onChange();
      return null;
    }
    session.set('tokens', fresh);
    const user = userFromToken(fresh.authorisationToken);
    if (user) session.set('user', user);
    onChange();
    return fresh.authorisationToken;
  }
  return {
    async bearer() {
      const tokens = session.get('tokens');
      if (!tokens) return null;
      return tokenExpired(tokens.authorisationToken) ? refresh() : tokens.authorisationToken;
    },
    refreshAfterUnauthorized: refresh,
  };
}

/** A 503 the error boundary renders as "temporarily unavailable". */
export function unavailable(reason: string): Response {
  return new Response(JSON.stringify({ code: 'PLATFORM_UNAVAILABLE', messages: [reason] }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Retry-After': '30', 'Cache-Control': 'no-store' },
  });
}

declare module '@remix-run/server-runtime' {
  // Loaders and actions receive the AppContext as `context`.
  interface AppLoadContext extends AppContext {}
}

/** What the server knows of the client besides the request (server/remix-handler.ts). */
export interface ClientInfo {
  /** The viewer's address: the socket's, or the one a trusted proxy forwarded. */
  address: string | null;
  /** Aborts when the viewer's connection closes early (server/remix-handler.ts says why not `request.signal`). */
  closed?: AbortSignal;
}

/** The server's hook: the context of one request (a failure to load the realm is kept for the loaders to throw). */
export function getLoadContext(request: Request, client: ClientInfo = { address: null }): Promise<AppLoadContext> {
  return buildContext(request, client).catch((failure: unknown) => {
    if (failure instanceof Response) return failedContext(failure);
    throw failure;
  });
}

/**
 * A context whose realm could not be loaded (platform down, unknown realm): the first loader
 * that reads it throws the failure, so the page answers with the error boundary and its status.
 */
function failedContext(failure: Response): AppLoadContext {
  return new Proxy({} as AppLoadContext, {
    get() {
      throw failure;
    },
  });
}

export async function buildContext(request: Request, clientInfo: ClientInfo = { address: null }): Promise<AppLoadContext> {
  const env = getEnv();
  const url = new URL(request.url);
  const directory = await realmDirectory();
  const realm = realmForHost(request.headers.get('host') ?? url.host, directory.hosts, env.DEFAULT_REALM);
  const listing = directory.realms.get(realm);
  // A realm whose files were refused is not served, and never as another realm (its host maps to it, not to the default).
  if (listing && !listing.served) throw refusedRealm(realm, env.NODE_ENV === 'production' ? [] : listing.problems);
  const session = await getSession(request);
  const country = viewerCountry(request.headers.get('x-country'));
  const base = { baseUrl: env.PLATFORM_URL, realm, timeoutMs: env.PLATFORM_TIMEOUT_MS, country, clientAddress: clientInfo.address };

  const settingsAnswer = await getRealmSettings({ platform: createPlatformApi(createPlatformClient(base)), realm });
  if (!settingsAnswer.ok) {
    if (isOutage(settingsAnswer.error)) throw unavailable(settingsAnswer.error.messages[0] ?? 'The platform is unavailable.');
    throw new Response(`Unknown realm "${realm}".`, { status: 404 });
  }
  const settings = settingsAnswer.data;
  const user = sessionUser(session);
  const locale = resolveLocale({
    pathname: url.pathname,
    stored: readLangCookie(request) ?? user?.loc ?? null,
    // An operator may choose that first visits land in the realm's own language (realm.json localeNegotiation).
    acceptLanguage: settings.localeNegotiation === 'realmDefault' ? null : request.headers.get('accept-language'),
    locales: settings.locales,
    defaultLocale: settings.defaultLocale,
  });

  let changed = false;
  const tokenClient = createPlatformClient({ ...base, locale });
  const client = createPlatformClient({
    ...base,
    locale,
    tokens: sessionTokenSource(session, tokenClient, () => (changed = true)),
  });

  const context: AppContext = {
    request,
    url,
    realm,
    settings,
    locale,
    dir: isRtl(locale, settings.rtlLocales) ? 'rtl' : 'ltr',
    session,
    get user() {
      return sessionUser(session);
    },
    platform: createPlatformApi(client),
    realmProblems: env.NODE_ENV === 'production' ? [] : (listing?.problems ?? []),
    closed: clientInfo.closed ?? request.signal,
    async sessionHeaders(headers = new Headers()) {
      if (!changed) return headers;
      const stillSignedIn = sessionUser(session);
      headers.append('Set-Cookie', stillSignedIn ? await sessionStorage().commitSession(session) : await destroySessionCookie(session));
      return headers;
    },
  };
  // AppLoadContext is AppContext plus Remix's open index signature.
  return context as AppLoadContext;
}

/** 503 for a realm the platform refused; outside production the body lists why (the realms:check report). */
function refusedRealm(realm: string, problems: RealmListing['problems']): Response {
  const lines = problems.map((p) => `  ${p.file} ${p.pointer || '/'}  ${p.message}`);
  const body = [
    `Realm "${realm}" is not served: its files have problems${lines.length ? ':' : '.'}`,
    ...lines,
    lines.length ? '\nFix them (npm run realms:check); the site picks up the fix within seconds.' : '',
  ].join('\n');
  return new Response(body, { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' } });
}

/** The viewer's country as a CDN states it (X-Country), forwarded only when it is an ISO 3166 alpha-2 code. */
export function viewerCountry(header: string | null | undefined): string | null {
  const value = header?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(value) ? value : null;
}

/** The language the viewer chose (the language badge stores it; changing it reloads the page). */
export function readLangCookie(request: Request): string | null {
  return langFromCookie(request.headers.get('cookie') ?? '');
}

export function langFromCookie(cookie: string): string | null {
  const match = /(?:^|;\s*)lang=([A-Za-z0-9-]{2,20})(?:;|$)/.exec(cookie);
  return match ? match[1] : null;
}
